// The CLRX-dialect assembler (syntax.md part A): statements, directives,
// symbols, and VOP1-family instructions in the VOP1, VOP3A, SDWA and DPP
// encodings, with clrxasm's encoding choices and messages. It also reads
// back everything gcnkit's CLRX printer writes (B.8): vdst=/src0=/vsrc1=
// fields, abs1/neg1/sext1 bits, ill_N codes, VOP1_ill_N / VOP3A_ill_N,
// dppctrl:N, `invalid` selectors and a trailing raw:[...].
//
// ClrxAssembler holds the state; the work is done by the modules of this
// folder, plain functions over the assembler (registers, sources,
// constants, modifiers, instruction, encode, raw, symbols, directives,
// branches, values) and two collaborators it owns: the byte fast path
// (FastPath) and the forward references (ForwardRefs). Its fields are
// shared with those modules; outside, only the Dialect and ClrxHost members
// are meant to be used.

import { emptyRaw, type RawInstruction } from '../../disasm/decoder.js';
import type { GenIndex, Generation } from '../../isa/generations.js';
import { Assembly, type AsmResult } from '../assembly.js';
import { Ch, Cursor, identEnd } from '../cursor.js';
import type { Expr, ParseError } from '../expr.js';
import type { ClrxHost, Pending } from '../isa/clrx/index.js';
import { assembleText } from '../pipeline/collect.js';
import type { BufferText, Dialect } from '../pipeline/driver.js';
import { CLRX_SPLIT } from '../pipeline/splitter.js';
import { branchTarget } from './branches.js';
import { directive } from './directives.js';
import { emitWords } from './encode.js';
import { evaluateClrx, type ClrxEval } from './eval.js';
import { FastPath } from './fast-path.js';
import { ForwardRefs } from './forward.js';
import { instruction } from './instruction.js';
import { modValue, parseModifiers } from './modifiers.js';
import type { Mods } from './mods.js';
import type { RegRef, Src } from './operands.js';
import { fillNamedRegisters, parseRegister } from './registers.js';
import { parseSource } from './sources.js';
import { assignment, defineLabel } from './symbols.js';
import { fieldValue } from './values.js';

/** Whether the shape cache (pipeline/shapes.ts) serves this dialect: off, see shapeEpoch. */
const SHAPES = true as boolean;

/** Assembles CLRX-dialect source (the whole text at once; see pipeline/ for streaming). */
export function assembleClrx(source: string, defaultGen: Generation, maxDiagnostics?: number): AsmResult {
  return assembleText(source, new ClrxAssembler(defaultGen, maxDiagnostics));
}

export class ClrxAssembler implements Dialect, ClrxHost {
  readonly asm: Assembly;
  readonly split = CLRX_SPLIT;
  gen: Generation;
  gi: GenIndex;
  /** The fields of the instruction being encoded (reused). */
  raw: RawInstruction;
  readonly tmpWords = new Uint32Array(2);
  /** Register symbols: `name = %v[4:7]`. */
  readonly regSymbols = new Map<string, RegRef>();
  /** Constant symregs: `name = %1`, `name = %0.5` (the text they stand for). */
  readonly constSymbols = new Map<string, string>();
  /** Fixups and assignments waiting for symbols. */
  readonly forward: ForwardRefs = new ForwardRefs(this);
  readonly lookupFn = (n: string) => { this.symbolTouches++; return this.asm.symbols.get(n); };
  /** ShapeDialect: symbol reads and definitions, and the epoch of learned shapes. */
  symbolTouches = 0;
  private epoch = 0;
  readonly upperCaseRegisters = true;
  get sgprCount(): number { return this.gen.sgprCount; }
  get shapeEpoch(): number {
    // The byte fast path takes nearly every line and is faster than the shape
    // cache (measured), so the cache is off; were it on: register symbols and
    // constant symregs can stand where registers and constants are.
    if (!SHAPES) return -1;
    return this.regSymbols.size > 0 || this.constSymbols.size > 0 || !this.fast ? -1 : this.epoch;
  }
  cachedInstruction(): void {
    this.started = true;
  }
  probe(text: string, line: number): Uint32Array | null {
    return this.asm.probe(() => this.statement(text, 0, text.length, line, 0));
  }
  /** Named registers of the generation, lower case: vcc, exec_lo, m0, vccz, lds, ... */
  readonly names = new Map<string, RegRef>();
  readonly cursor = new Cursor('', 0, 0);
  /** Position of the next `:[` in the source (found once, reused until passed; -1: none). */
  nextRaw = -2;
  rawText = '';
  line = 0;
  lineStart = 0;
  stmtStart = 0;
  stmtEnd = 0;
  /** Errors reported for the current statement. */
  errorsBefore = 0;
  /**
   * Code, data or a label has been placed: from then on `.gpu` / `.arch` no
   * longer change the generation (clrxasm fixes its device when the first
   * section starts).
   */
  started = false;
  /** Speculative mode (the fast path): diagnostics are not reported but mark the attempt as failed. */
  spec = false;
  specFailed = false;
  /** The fast path's attempt emitted the line. */
  specDone = false;
  /** Whether fastLine() may take lines (tests compare both paths). */
  fast = true;
  private readonly fastPath = new FastPath(this);
  /** A bare `neg` / `abs` / `sext` modifier of the current statement. */
  bareMod: { col: number; name: string } | null = null;
  /** Column where the last register parseRegister() read starts and ends (for clrxasm's error columns). */
  regCol = 0;
  regEndCol = 0;

  constructor(gen: Generation, maxDiagnostics?: number) {
    this.asm = new Assembly(gen, maxDiagnostics);
    this.gen = gen;
    this.gi = gen.index;
    this.raw = emptyRaw(gen.index);
    this.setGeneration(gen);
  }

  setGeneration(gen: Generation): void {
    this.epoch++;
    this.gen = gen;
    this.gi = gen.index;
    this.asm.gen = gen;
    this.raw = emptyRaw(gen.index);
    fillNamedRegisters(this.names, this.gi);
    this.fastPath.setGeneration(this.names);
  }

  /**
   * An expression's syntax error. clrxasm places "Unterminated expression"
   * at the end of the line when a `#` comment ends the statement.
   */
  exprError(c: Cursor, e: ParseError): void {
    let col = e.col;
    if (e.message === 'Unterminated expression' && col === c.col(c.end) && c.text.charCodeAt(c.end) === Ch.HASH) {
      let end = c.text.length;
      while (end > c.end && (c.text.charCodeAt(end - 1) === 13 || c.text.charCodeAt(end - 1) === 10)) end--;
      col = c.col(end);
    }
    this.error(col, e.message);
  }

  /** Whether the statement (or the fast path's attempt) has had an error. */
  failed(): boolean {
    return this.spec ? this.specFailed : this.asm.diag.errors > this.errorsBefore;
  }

  error(col: number, message: string): void {
    if (this.spec) { this.specFailed = true; return; }
    this.asm.diag.error(this.line, col, message);
  }

  warning(col: number, message: string): void {
    if (this.spec) { this.specFailed = true; return; }
    this.asm.diag.warning(this.line, col, message);
  }

  expectEnd(c: Cursor): void {
    c.skipSpace();
    if (!c.atEnd()) this.error(c.col(), 'Garbages at end of line');
  }

  /** Evaluates now; errors without an operator's column are reported at `col` (default: the statement). */
  eval(e: Expr, col = this.stmtStart - this.lineStart + 1): ClrxEval | undefined {
    const r = evaluateClrx(e, this.lookupFn, BigInt(this.asm.size));
    if (r.warnings !== null) for (const w of r.warnings) this.warning(w.col >= 0 ? w.col : col, w.message);
    if (r.error !== null) { this.error(r.errorCol >= 0 ? r.errorCol : col, r.error); return undefined; }
    return r;
  }

  fastLine(b: Uint8Array, s: number, e: number, line: number, text: BufferText): boolean {
    if (!this.fast || this.regSymbols.size > 0) return false;
    return this.fastPath.fastLine(b, s, e, line, text);
  }

  statement(text: string, start: number, end: number, line: number, lineStart: number): void {
    this.line = line;
    this.stmtStart = start;
    this.stmtEnd = end;
    this.lineStart = lineStart;
    this.errorsBefore = this.asm.diag.errors;
    const c = this.cursor;
    c.reset(text, start, end, lineStart);
    for (;;) {
      c.skipSpace();
      if (c.atEnd()) return;
      const col = c.col();
      const at = c.pos;
      if (c.peek() === Ch.DOT) {
        const name = c.ident();
        if (name === '.') { this.error(col, 'Garbages at statement place'); return; }
        // `.name = expr` and `.name:` are a symbol (names may start with a dot).
        const save = c.pos;
        c.skipSpace();
        const n = c.peek();
        if (!((n === Ch.COLON && c.peek(1) !== Ch.COLON) || (n === Ch.EQ && c.peek(1) !== Ch.EQ))) {
          c.pos = save;
          directive(this, name.toLowerCase(), col, c);
          return;
        }
        c.pos = at;
      }
      const idEnd = identEnd(text, at, end);
      if (idEnd === at) { this.error(col, 'Garbages at statement place'); return; }
      c.pos = idEnd;
      c.skipSpace();
      const next = c.peek();
      if (next === Ch.COLON && c.peek(1) !== Ch.COLON) {
        c.pos++;
        defineLabel(this, text.slice(at, idEnd), col);
        continue;
      }
      if (next === Ch.EQ && c.peek(1) !== Ch.EQ) {
        c.pos++;
        assignment(this, text.slice(at, idEnd), col, c);
        return;
      }
      c.pos = idEnd;
      this.started = true;
      instruction(this, at, idEnd, col, c);
      return;
    }
  }

  /** The end: whatever still waits names a symbol that was never defined. */
  finish(): void {
    this.forward.finish();
  }

  // --- ClrxHost: what the whole-ISA reader (isa/clrx/) uses ------------------

  parseRegister(c: Cursor, allowSymbols: boolean): RegRef | null {
    return parseRegister(this, c, allowSymbols);
  }

  parseSource(c: Cursor, width: 32 | 64, fl: 'f16' | 'f32' | 'f64'): Src | null {
    return parseSource(this, c, width, fl);
  }

  parseModifiers(c: Cursor, known: boolean, ops?: boolean, twoSources?: boolean): Mods {
    return parseModifiers(this, c, known, ops, twoSources);
  }

  modValue(c: Cursor): { v: bigint; col: number } | null {
    return modValue(this, c);
  }

  fieldValue(x: { v: bigint; col: number }, bits: number): number {
    return fieldValue(this, x, bits);
  }

  branchTarget(c: Cursor): number | Pending | null {
    return branchTarget(this, c);
  }

  emitWords(words: readonly number[], lit: Src | null, litAt: number, branch: Pending | null): void {
    emitWords(this, words, lit, litAt, branch);
  }
}
