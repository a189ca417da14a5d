// The LLVM-dialect assembler: statements, directives and data, instructions
// (with the two-register shortcut), the whole-ISA host and the end of input.
// Its parts are layered classes, one concern a module (see llvm.ts).

import type { Generation } from '../../isa/generations.js';
import { PROCESSORS } from '../../objfile/targets.js';
import { Cursor } from '../cursor.js';
import { LLVM_EXPR, evaluate, parseExpr, type Expr, type ParseError } from '../expr.js';
import type { FloatFormat } from '../float.js';
import { llvmIsaInstruction, type LlvmHost } from '../isa/llvm-isa.js';
import { namesOf } from '../isa/names.js';
import { ObjectDirectives, type ObjectTarget } from '../llvm-obj/directives.js';
import type { DirectiveHost, TokKind } from '../llvm-obj/host.js';
import { resolveFixup, type RelocContext, type RelocSink } from '../llvm-obj/relocate.js';
import type { Dialect } from '../pipeline/driver.js';
import { LLVM_SPLIT } from '../pipeline/splitter.js';
import { isSafeTruncation } from './constants.js';
import { convertDouble, parseReal } from './float-convert.js';
import type { OpForms } from './forms.js';
import { LlvmMatcher } from './matcher.js';
import { M_FAILED_PARSING, M_NOT_VALID, M_UNKNOWN_TOKEN } from './messages.js';
import type { MnemonicUse } from './mnemonics.js';
import { NameCache } from './name-cache.js';
import { OK, PR } from './operand.js';
import { K } from './tokens.js';

const DATA_DIRECTIVES: ReadonlyMap<string, 1 | 2 | 4 | 8> = new Map([
  // llvm-mc 14 for amdgcn: `.hword` and `.word` are unknown directives.
  ['.byte', 1], ['.short', 2], ['.value', 2], ['.2byte', 2],
  ['.int', 4], ['.long', 4], ['.4byte', 4], ['.quad', 8], ['.8byte', 8],
]);

export class LlvmAssembler extends LlvmMatcher implements Dialect {
  readonly split = LLVM_SPLIT;
  /** Sections, symbol attributes and kernel-header blocks (llvm-obj/). */
  readonly obj: ObjectDirectives;
  readonly dhost: DirectiveHost;
  /** The last statement's line (llvm-mc reports a block left open at its end). */
  private eofText = '';
  private eofEnd = 0;
  private eofLine = 1;
  /** Set when an object is built: unresolved references become relocations instead of warnings. */
  relocations: RelocSink | null = null;

  constructor(gen: Generation, maxDiagnostics?: number, target?: ObjectTarget) {
    super(gen, maxDiagnostics);
    this.dhost = this.directiveHost();
    this.obj = new ObjectDirectives(this.dhost, target ?? { triple: 'amdgcn-amd-amdhsa', processor: null, codeObjectVersion: 4 },
      gen.id === 'gcn1.0' ? 6 : gen.id === 'gcn1.1' ? 7 : 8, (name) => PROCESSORS.some((q) => q.name === name && q.gen === gen.id));
  }

  /** Inside a kernel-header or metadata block: the driver's shape cache stays out. */
  get inBlock(): boolean {
    return this.obj.inBlock;
  }

  /** The parser as the object directives see it (llvm-obj/host.ts). */
  private directiveHost(): DirectiveHost {
    const self = this;
    const kinds: Partial<Record<K, TokKind>> = { [K.EOS]: 'eos', [K.Ident]: 'ident', [K.Str]: 'str', [K.Comma]: 'comma', [K.Int]: 'int', [K.Eq]: 'eq' };
    return {
      get asm() { return self.asm; },
      get line() { return self.line; },
      kind: () => kinds[this.kind()] ?? 'other',
      loc: () => this.loc(),
      col: (at) => this.col(at),
      tokText: () => this.tokText(),
      next: () => this.next(),
      strValue: () => this.text.slice(this.loc() + 1, this.te[this.p]! - 1),
      expression: () => this.parseExpression(),
      absExpr: () => this.parseAbsExpr(),
      evaluate: (e, dot) => evaluate(e, this.lookup, BigInt(dot), LLVM_EXPR),
      statementText: () => this.text,
      error: (at, m) => this.error(at, m),
      hasError: () => this.hasPending,
      label: (name) => {
        const d = this.syms.get(name);
        return d !== undefined && d.label ? { section: d.sec ?? 0, offset: d.dot } : null;
      },
    };
  }

  /** ShapeDialect: symbol reads and definitions; llvm-mc's registers are lower case only. */
  readonly shapeEpoch = 0;
  readonly upperCaseRegisters = false;
  get sgprCount(): number { return this.gen.sgprCount; }
  cachedInstruction(): void { /* nothing to keep */ }
  probe(text: string, line: number): Uint32Array | null {
    return this.asm.probe(() => this.statement(text, 0, text.length, line, 0));
  }

  // --- statements -------------------------------------------------------------

  statement(text: string, start: number, end: number, line: number, lineStart: number): void {
    this.text = text;
    this.line = line;
    this.lineStart = lineStart;
    let from = start;
    this.eofText = text; this.eofEnd = end; this.eofLine = line;
    if (this.obj.inRawBlock) { this.obj.rawStatement(text.slice(0, end), start, line); return; }
    while (from < end) {
      this.stmtStart = from;
      const stop = this.lex(from, end);
      this.stmtEnd = stop;
      this.p = 0;
      this.spTok = -1;
      this.clearPending();
      if (this.tk[0] === K.Err) this.error(this.ts[0]!, this.terr[0]!);
      if (this.overflowTok >= 0) { const o = this.overflowTok; this.overflowTok = -1; this.error(this.ts[o]!, this.terr[o]!); }
      this.depth = 0;
      this.nodes = 0;
      try {
        this.parseStatement();
      } catch (e) {
        // A safety net: no input may make the assembler throw.
        this.clearPending();
        this.error(this.stmtStart, `internal error: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!this.hasPending) {
        // A lexer error the parse did not reach or did not report (an unterminated string in
        // `.long`): llvm-mc reports it; nothing may vanish without a diagnostic.
        for (let i = 0; i < this.nt; i++) if (this.tk[i] === K.Err) { this.error(this.ts[i]!, this.terr[i]!); break; }
      }
      if (this.hasPending) this.asm.diag.error(this.line, this.pending!.col, this.pending!.message);
      this.shrinkTokens();
      if (stop >= end) break;
      from = stop;
    }
  }

  private parseStatement(): void {
    if (this.obj.inBlock) { this.obj.blockStatement(); return; }
    for (;;) {
      const k = this.kind();
      if (k === K.EOS) return;
      if (k === K.Err) return;
      if (k === K.Ident || k === K.Str || k === K.Dot) {
        const at = this.loc();
        const nk = this.kind(1);
        if (k === K.Ident && nk !== K.Colon && nk !== K.Eq && this.text.charCodeAt(at) !== 46) {
          this.instruction(at);
          return;
        }
        const name = k === K.Str ? this.text.slice(at + 1, this.te[this.p]! - 1) : this.tokText();
        if (nk === K.Colon && k !== K.Dot) {
          this.next(); this.next();
          if (!this.defineLabel(name, at)) return;
          continue;
        }
        if (nk === K.Eq && k !== K.Dot) {
          this.next(); this.next();
          this.assignment(name);
          return;
        }
        if (k === K.Dot || (name.charCodeAt(0) === 46 && k === K.Ident)) {
          this.next();
          this.directive(name.toLowerCase(), at);
          return;
        }
      }
      if (k === K.Int && this.kind(1) === K.Colon && this.intAt(this.p) >= 0n) {
        const v = this.intAt(this.p);
        this.next(); this.next();
        this.defineLocalLabel(v);
        continue;
      }
      this.error(this.loc(), 'unexpected token at start of statement');
      return;
    }
  }


  private directive(name: string, at: number): void {
    if (name === '.set' || name === '.equ') {
      const k = this.kind();
      if (k !== K.Ident && k !== K.Str) { this.error(this.loc(), 'expected identifier'); return; }
      const sname = k === K.Str ? this.text.slice(this.loc() + 1, this.te[this.p]! - 1) : this.tokText();
      this.next();
      if (!this.skipToken(K.Comma, "expected comma")) return;
      this.assignment(sname);
      return;
    }
    const size = DATA_DIRECTIVES.get(name);
    if (size !== undefined) { this.data(size); return; }
    if (this.obj.directive(name, at)) return;
    this.error(at, 'unknown directive');
  }

  private data(size: 1 | 2 | 4 | 8): void {
    const offset = this.asm.size;
    if (this.kind() === K.EOS) { this.asm.record(this.line, this.stmtStart, this.stmtEnd, offset, false); return; }
    const start = this.asm.size;
    for (;;) {
      const at = this.loc();
      const e = this.parseExpression();
      if (e === null) { this.asm.truncate(start); return; }
      const v = this.absolute(e);
      const pos = this.asm.size;
      if (v === null) {
        this.addFixup(pos, pos, e, at, size, false);
        this.asm.data(0n, size);
      } else {
        if (size < 8 && !isSafeTruncation(v, size * 8)) { this.error(at, 'out of range literal value'); this.asm.truncate(start); return; }
        this.asm.data(v, size);
      }
      if (this.kind() === K.EOS) break;
      if (this.kind() !== K.Comma) { this.error(this.loc(), 'unexpected token'); this.asm.truncate(start); return; }
      this.next();
    }
    if (this.hasPending) { this.asm.truncate(start); return; }
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, offset, false);
  }

  // --- instructions -------------------------------------------------------------

  /** Mnemonic spellings seen (the raw token) and what they name. */
  private readonly mnCache = new NameCache<MnemonicUse>();
  private lastMn: MnemonicUse | null = null;
  private instruction(at: number): void {
    this.idLoc = at;
    const te = this.te[this.p]!;
    this.next();
    // The previous statement's mnemonic is the likeliest one.
    let c: MnemonicUse | undefined;
    const last = this.lastMn;
    if (last !== null && last.raw.length === te - at && this.text.startsWith(last.raw, at)) c = last;
    else c = this.mnCache.get(this.text, at, te);
    if (c === undefined) {
      const raw = this.text.slice(at, te);
      // parseMnemonicSuffix on the lower-case name
      let name = raw.toLowerCase();
      let forced: 0 | 32 | 64 = 0;
      let sdwa = false;
      let dpp = false;
      if (name.endsWith('_e64')) { forced = 64; name = name.slice(0, -4); }
      else if (name.endsWith('_e32')) { forced = 32; name = name.slice(0, -4); }
      else if (name.endsWith('_dpp')) { dpp = true; name = name.slice(0, -4); }
      else if (name.endsWith('_sdwa')) { sdwa = true; name = name.slice(0, -5); }
      c = { raw, name, mn: this.tables.get(name), forced, sdwa, dpp };
      this.mnCache.set(raw, c);
    }
    this.lastMn = c;
    this.forced = c.forced;
    this.forcedSdwa = c.sdwa;
    this.forcedDpp = c.dpp;
    this.mnName = c.name;
    this.mn = c.mn;
    this.nops = 0;

    // Every other encoding: the whole-ISA path (isa/llvm-isa.ts).
    if (c.mn === null || c.mn.forms === null) {
      const hit = namesOf('llvm', this.gi).get(c.raw.toLowerCase());
      if (hit !== undefined && hit.row.enc !== 'VOP1') {
        const cur = new Cursor(this.text, te, this.stmtEnd, this.lineStart);
        llvmIsaInstruction(this as unknown as LlvmHost, hit, at, cur);
        return;
      }
    }

    // The common case (two plain registers that fit the e32 form) takes a
    // shortcut; anything else, or any doubt, takes llvm-mc's full path.
    const mn = c.mn;
    if (mn !== null && mn.forms !== null && mn.forms.fastE32 !== null && c.forced !== 64 && !c.sdwa && !c.dpp
      && this.fastInstruction(mn.forms)) return;

    // ParseInstruction: the operands
    while (this.kind() !== K.EOS) {
      const r = this.parseOperand();
      if (r !== PR.SUCCESS) {
        if (this.checkUnsupported()) return;
        if (!this.hasPending) this.error(this.loc(), r === PR.FAIL ? M_FAILED_PARSING : M_NOT_VALID);
        return;
      }
      this.trySkip(K.Comma);
    }
    if (this.hasPending) return;
    this.matchAndEmit();
  }

  /**
   * `MNEMONIC REG, REG` with plain register names (vN, s[a:b], vcc_lo, ...):
   * every custom operand parser reads a plain register as the generic
   * parser does, and the e32 form is the matcher's first candidate, so when
   * it matches, llvm-mc's full path ends with that form too. Returns false
   * (nothing consumed, no error) when the shortcut does not apply.
   */
  private fastInstruction(forms: OpForms): boolean {
    const p0 = this.p;
    if (!this.fastRegister()) { this.p = p0; this.nops = 0; this.clearPending(); return false; }
    this.trySkip(K.Comma);
    if (!(this.fastRegister() || this.fastConstant()) || this.kind() !== K.EOS) {
      this.p = p0; this.nops = 0; this.clearPending(); return false;
    }
    const form = forms.fastE32!;
    this.curForms = forms;
    if (this.matchForm(form) >= 0) { this.p = p0; this.nops = 0; return false; }
    this.emit(form);
    return true;
  }

  /** An integer or float literal, optionally negated, that ends the statement (parsed as parseImm would). */
  private fastConstant(): boolean {
    const p = this.p;
    let k = this.tk[p];
    let q = p;
    if (k === K.Minus) { q++; k = this.tk[q]; }
    if ((k !== K.Int && k !== K.Real) || this.tk[q + 1] !== K.EOS) return false;
    if (k === K.Real || q !== p) return this.parseImm(false) === PR.SUCCESS && !this.hasPending;
    const o = this.newOperand(OK.IMM, this.ts[p]!);
    o.val = this.intAt(p);
    this.next();
    return true;
  }

  /** A register written as a bare name or name[n] / name[n:m] with plain integers, parsed; false otherwise. */
  private fastRegister(): boolean {
    const p = this.p;
    const k = this.tk[p];
    if (k !== K.Ident) return false;
    const k1 = this.tk[p + 1];
    if (k1 === K.LBrac) {
      if (this.tk[p + 2] !== K.Int || this.tsmall[p + 2] !== 1) return false;
      const k3 = this.tk[p + 3];
      if (!(k3 === K.RBrac || (k3 === K.Colon && this.tk[p + 4] === K.Int && this.tsmall[p + 4] === 1 && this.tk[p + 5] === K.RBrac))) return false;
    } else if (k1 !== K.Comma && k1 !== K.EOS) {
      return false;
    }
    if (!this.isRegister()) return false;
    return this.parseRegister() && !this.hasPending;
  }

  // --- the whole-ISA path's host (isa/llvm-isa.ts) --------------------------------

  hasError(): boolean {
    return this.hasPending;
  }

  /** An expression at the cursor: its value, or the expression when it needs symbols (labels, later definitions). */
  value(c: Cursor): { v: bigint } | { e: Expr; at: number } | null {
    const at = c.pos;
    const err: { e: ParseError | null } = { e: null };
    const e = parseExpr(c, LLVM_EXPR, err);
    // llvm-mc's expression parser has one word for what cannot start an operand.
    if (e === null) { this.error(err.e!.col - 1 + c.base, /^(Expected (expression|primary|operator or value)|Unterminated expression)/.test(err.e!.message) ? M_UNKNOWN_TOKEN : err.e!.message); return null; }
    if (e.k === 'num') return { v: e.v };
    const r = evaluate(e, this.lookup, BigInt(this.asm.size), LLVM_EXPR);
    if (r.value !== null && r.error === null && !r.relative) return { v: r.value };
    return { e, at };
  }

  emitWords(words: readonly number[], branch: { e: Expr; at: number } | null, lit: { e: Expr; at: number; word: number } | null): void {
    const off = this.asm.size;
    for (const w of words) this.asm.word(w);
    if (branch !== null) {
      // SIMM16 = (target - (. + 4)) / 4
      const rel: Expr = { k: 'bin', op: 'div', a: { k: 'bin', op: 'sub', a: { k: 'bin', op: 'sub', a: branch.e, b: { k: 'dot' } }, b: { k: 'num', v: 4n } }, b: { k: 'num', v: 4n } };
      this.addFixup(off, off, rel, branch.at, 2, false);
    }
    if (lit !== null) this.addFixup(off + 4 * lit.word, off, lit.e, lit.at, 4, true);
    this.asm.record(this.line, this.stmtStart, this.stmtEnd, off, true);
  }

  convertDouble(bits: bigint, fmt: FloatFormat): { bits: number; lossless: boolean } {
    return convertDouble(bits, fmt);
  }

  parseReal(text: string): bigint | null {
    return parseReal(text);
  }

  /** Counted as a symbol touch: what the caches check before keeping a line. */
  dependsOnValues(): void {
    this.symbolTouches++;
  }

  /** No fast path yet: every line takes the general path. */
  fastLine(_buf: Uint8Array, _s: number, _e: number, _line: number): boolean {
    return false;
  }

  /** Labels, variables and bindings as relocations see them (llvm-obj/relocate.ts). */
  relocContext(): RelocContext {
    const sections = this.obj.sections;
    return {
      label: (name: string) => { const s = this.syms.get(name); return s !== undefined && s.label ? { section: s.sec ?? 0, offset: s.dot } : null; },
      lookup: (name: string) => { const s = this.syms.get(name); return s !== undefined && !s.label ? this.lookup(name) : undefined; },
      isExternal: (name: string) => { const b = this.obj.syms.get(name)?.binding; return b === 'global' || b === 'weak'; },
      sectionName: (i: number) => sections.list[i]!.name,
    };
  }

  finish(): void {
    const d = this.asm.diag;
    const open = this.obj.finishBlocks({ line: this.eofLine, col: this.eofText.slice(0, this.eofEnd).trimEnd().length + 1 });
    if (open !== null) d.error(open.line, open.col, open.message);
    // Every definition is final now: give variables their values, deepest first and
    // pass after pass (a chain of forward definitions is longer than lookup's depth limit).
    if (this.fixups.length > 0) {
      const vars = [...this.syms.values()].filter((s) => !s.label && s.value === null && s.expr !== null).reverse();
      for (let changed = true; changed;) {
        changed = false;
        for (const v of vars) {
          if (v.value !== null) continue;
          const r = evaluate(v.expr!, this.lookup, BigInt(v.dot), LLVM_EXPR);
          if (r.value !== null && r.error === null && !r.relative) { v.value = r.value; changed = true; }
        }
      }
    }
    const sections = this.obj.sections;
    const ctx = this.relocContext();
    for (const f of this.fixups) {
      let r: ReturnType<typeof evaluate>;
      try {
        r = evaluate(f.expr, this.lookup, BigInt(f.dot), LLVM_EXPR);
      } catch {
        d.errorAt(f.pos, 'expression is too large');
        continue;
      }
      const name = r.unresolved?.name ?? '';
      if (name.startsWith('\u0000')) {
        d.context.text = f.text;
        d.context.line = f.line;
        d.context.joins = [];
        d.error(f.line, r.unresolved!.col, 'directional label undefined');
        continue;
      }
      const o = resolveFixup(f, ctx);
      if (o.k === 'reloc') {
        if (this.relocations !== null) {
          this.relocations.add({ section: sections.list[f.sec]!.name, offset: f.at, type: o.type, symbol: o.symbol, addend: o.addend });
          if (o.undefinedSymbol !== null) this.obj.attrs(o.undefinedSymbol);
          continue;
        }
        if (o.type !== 'ABS32' && o.type !== 'ABS64' && o.type !== 'REL32') {
          // Raw code: a variant of a known symbol is left 0 too (llvm-mc never resolves it in place).
          d.warningAt(f.pos, `the ${f.literal ? 'literal' : 'value'} is a relocation (R_AMDGPU_${o.type} against ${o.symbol}): left 0 in raw output`);
          continue;
        }
      } else if (o.k === 'error' && this.relocations !== null && r.value === null) {
        d.errorAt(f.pos, o.message);
        continue;
      }
      if (r.value === null || r.error !== null) {
        const what = r.unresolved !== null ? `symbol '${name}' is undefined` : 'the expression has no value';
        d.warningAt(f.pos, `${what}: the ${f.literal ? 'literal' : 'value'} is left 0 (llvm-mc emits a relocation)`);
        continue;
      }
      let v = r.value;
      if (r.relative && f.literal) v -= BigInt(f.at);
      sections.sinkOf(f.sec).resolve(f.id, BigInt.asUintN(f.size * 8, v));
    }
    this.fixups.length = 0;
    d.context.line = 0;
    sections.finish();
  }
}
