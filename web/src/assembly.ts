// Live assembly for the page: the library's assembler, plus a second pass
// that blanks the lines with errors so that the rest of the file still has
// machine code to show (the library returns no bytes when there are errors).

import {
  assemble, disassemble, resolveGeneration, type AsmDiagnostic, type AsmResult, type GenId, type Syntax,
} from '../../src/index.js';
import { vgprTypes } from '../../src/emu/register-types.js';
import type { ValueType } from '../../src/isa/table/index.js';

export interface Statement {
  /** 1-based line, and source offsets [start, end) of the statement. */
  readonly line: number;
  readonly start: number;
  readonly end: number;
  /** Byte offset in the machine code, and the words the statement produced. */
  readonly offset: number;
  readonly bytes: Uint8Array;
  /** The statement's dwords, or null when it does not cover whole, aligned dwords (data). */
  readonly words: readonly number[] | null;
  readonly instruction: boolean;
}

export interface LiveAssembly {
  readonly source: string;
  readonly arch: GenId;
  readonly syntax: Syntax;
  /** The generation in force (a CLRX `.gpu` directive may change it). */
  readonly gen: GenId;
  /** Diagnostics of the source as written. */
  readonly diagnostics: readonly AsmDiagnostic[];
  readonly errorCount: number;
  /** Statements that assembled (of the source with its error lines blanked, when it has errors). */
  readonly statements: readonly Statement[];
  /** The machine code (of the blanked source, when it has errors), and its whole dwords. */
  readonly bytes: Uint8Array;
  readonly words: Uint32Array;
  /** Lines that were blanked for the second pass. */
  readonly skippedLines: readonly number[];
}

function wordsOf(bytes: Uint8Array): Uint32Array {
  const n = bytes.length >>> 2;
  const w = new Uint32Array(n);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < n; i++) w[i] = dv.getUint32(i * 4, true);
  return w;
}

/** Replaces the text of the given lines by spaces (offsets and line numbers stay). */
function blankLines(source: string, lines: ReadonlySet<number>): string {
  let line = 1;
  let out = '';
  let from = 0;
  for (let i = 0; i <= source.length; i++) {
    if (i === source.length || source.charCodeAt(i) === 10) {
      const text = source.slice(from, i);
      out += lines.has(line) ? text.replace(/[^\r]/g, ' ') : text;
      if (i < source.length) out += '\n';
      from = i + 1;
      line++;
    }
  }
  return out;
}

function statementsOf(r: AsmResult, words: Uint32Array): Statement[] {
  const rec = r.records;
  const out: Statement[] = [];
  for (let i = 0; i < rec.count; i++) {
    const offset = rec.offset[i]!;
    const size = rec.size[i]!;
    // Data statements may produce a byte count that is not a multiple of 4.
    const aligned = offset % 4 === 0 && size % 4 === 0 && offset + size <= words.length * 4;
    out.push({
      line: rec.line[i]!, start: rec.start[i]!, end: rec.end[i]!, offset,
      bytes: r.bytes.subarray(offset, offset + size),
      words: aligned ? Array.from(words.subarray(offset / 4, (offset + size) / 4)) : null,
      instruction: rec.kind[i] === 1,
    });
  }
  return out;
}

export function assembleLive(source: string, arch: GenId, syntax: Syntax): LiveAssembly {
  const first = assemble(source, { arch, syntax });
  let good = first;
  const skipped = new Set<number>();
  for (let pass = 0; pass < 4 && good.errorCount > 0; pass++) {
    for (const d of good.diagnostics) if (d.severity === 'error') skipped.add(d.line);
    if (good.droppedDiagnostics > 0) break;
    good = assemble(blankLines(source, skipped), { arch, syntax });
  }
  const bytes = good.errorCount > 0 ? new Uint8Array(0) : good.bytes;
  const words = wordsOf(bytes);
  return {
    source, arch, syntax,
    gen: first.gen.id,
    diagnostics: first.diagnostics,
    errorCount: first.errorCount,
    statements: good.errorCount > 0 ? [] : statementsOf(good, words),
    bytes,
    words,
    skippedLines: [...skipped].sort((a, b) => a - b),
  };
}

/**
 * The statement at a source offset: the one that contains it, else the first
 * on its line, else (on a line without one) the last statement before it.
 */
export function statementAt(a: LiveAssembly, pos: number, line: number): Statement | null {
  let onLine: Statement | null = null;
  let before: Statement | null = null;
  for (const s of a.statements) {
    if (s.line < line) before = s;
    if (s.line !== line) continue;
    if (pos >= s.start && pos <= s.end) return s;
    onLine ??= s;
  }
  return onLine ?? (a.skippedLines.includes(line) ? null : before);
}

export function hex8(w: number): string {
  return (w >>> 0).toString(16).padStart(8, '0');
}

export type HexFormat = 'words' | 'bytes';

/** The machine code as text, one statement per line, as words or llvm-mc byte lists. */
export function hexText(a: LiveAssembly, fmt: HexFormat): string {
  const lines: string[] = [];
  for (const s of a.statements) {
    if (s.bytes.length === 0) continue;
    if (fmt === 'words' && s.words !== null) lines.push(s.words.map(hex8).join(' '));
    else lines.push('[' + Array.from(s.bytes, (b) => '0x' + b.toString(16).padStart(2, '0')).join(',') + ']');
  }
  return lines.join('\n') + (lines.length > 0 ? '\n' : '');
}

/** What each VGPR of the program holds (src/emu/register-types.ts: the tables' operand types). */
export function registerTypes(a: LiveAssembly): Map<number, ValueType> {
  const program: (readonly number[])[] = [];
  for (const s of a.statements) if (s.instruction && s.words !== null) program.push(s.words);
  return vgprTypes(program, resolveGeneration(a.gen).index);
}

/** A comment or gap text of one dialect in the other's comment syntax. */
function convertGap(text: string, to: Syntax): string {
  if (to === 'llvm') {
    // CLRX: '#' starts a comment, ';' separates statements (none are left in a gap).
    const t = text.replace(/^(\s*);\s*/, '$1');
    const i = t.indexOf('#');
    return i < 0 ? t : t.slice(0, i) + '//' + t.slice(i + 1);
  }
  // LLVM: ';' and '//' start comments (and '#' at the start of a statement).
  const semi = text.indexOf(';');
  const slashes = text.indexOf('//');
  const i = semi < 0 ? slashes : slashes < 0 ? semi : Math.min(semi, slashes);
  if (i < 0) return text;
  return text.slice(0, i) + '#' + text.slice(i + (i === slashes ? 2 : 1));
}

const LABELS = /^(?:\s*[A-Za-z_.$][\w.$]*:)+\s*/;

/** Float literals as written (`1.5`, `-2.5e3`), which the disassembler prints as hex bits. */
const FLOAT_TOKEN = /(?<![\w.$])-?(?:\d+\.\d*|\.\d+)(?:e[-+]?\d+)?(?![\w.])/gi;
const HEX_TOKEN = /(?<![\w.$])-?0x[0-9a-f]+(?![\w.])/gi;

/**
 * An instruction re-printed in `to`, with a float literal spelled as the
 * source spelled it when that gives the same bytes (else the printer's hex).
 */
function reprint(s: Statement, body: string, gen: GenId, to: Syntax): string {
  const printed = disassemble(s.words!, { arch: gen, syntax: to, header: false }).text.trimEnd();
  const floats = body.match(FLOAT_TOKEN);
  const hexes = printed.match(HEX_TOKEN);
  if (floats === null || hexes === null || floats.length !== 1 || hexes.length !== 1) return printed;
  const candidate = printed.replace(HEX_TOKEN, floats[0]!);
  const r = assemble(candidate, { arch: gen, syntax: to });
  const same = r.errorCount === 0 && r.bytes.length === s.bytes.length && r.bytes.every((b, i) => b === s.bytes[i]);
  return same ? candidate : printed;
}

export interface Translation {
  readonly text: string;
  /** Instructions re-printed from their machine code. */
  readonly reprinted: number;
  /** Lines with errors, kept as written (comments converted). */
  readonly keptLines: readonly number[];
  /** The layout could not be kept: the text is the plain disassembly. */
  readonly plain: boolean;
}

/**
 * The program in the other dialect: each instruction that assembled is
 * re-printed from its machine code, with labels, comments and layout kept;
 * lines with errors stay as written (their comments converted). Without
 * errors, the result is checked to give the same bytes, else it is the
 * plain disassembly.
 */
export function translate(a: LiveAssembly, to: Syntax): Translation {
  const keptLines = a.skippedLines;
  const plainText = () => disassemble(a.words, { arch: a.gen, syntax: to, header: false }).text;
  const reprinted = a.statements.filter((s) => s.instruction).length;
  if (a.statements.some((s) => s.words === null)) return { text: plainText(), reprinted, keptLines: [], plain: true };
  const src = a.source;
  const byLine = new Map<number, Statement[]>();
  for (const s of a.statements) {
    const list = byLine.get(s.line) ?? [];
    list.push(s);
    byLine.set(s.line, list);
  }
  const out: string[] = [];
  let from = 0;
  let ok = true;
  for (let line = 1; from <= src.length && ok; line++) {
    const nl = src.indexOf('\n', from);
    const end = nl < 0 ? src.length : nl;
    const text = src.slice(from, end);
    const ss = byLine.get(line);
    if (ss === undefined) out.push(convertGap(text, to));
    else {
      const parts: string[] = [];
      for (const [k, s] of ss.entries()) {
        if (s.end > end) { ok = false; break; } // a statement over several lines: not attempted
        const stmt = src.slice(s.start, s.end);
        const lead = /^\s*/.exec(stmt)![0];
        const trail = /\s*$/.exec(stmt.slice(lead.length))![0];
        const rest = stmt.slice(lead.length, stmt.length - trail.length);
        const label = LABELS.exec(rest)?.[0] ?? '';
        let body = rest.slice(label.length);
        if (s.instruction) {
          const blocks = body.match(/\/\*[\s\S]*?\*\//g) ?? []; // block comments inside the statement
          body = reprint(s, body, a.gen, to) + blocks.map((b) => ' ' + b).join('');
        }
        // Statements that shared a line get one each.
        parts.push((k === 0 ? lead : '') + label + body + (k === ss.length - 1 ? trail : ''));
      }
      const prefix = text.slice(0, ss[0]!.start - from);
      const suffix = text.slice(ss[ss.length - 1]!.end - from);
      out.push(convertGap(prefix, to) + parts.join('\n') + convertGap(suffix, to));
    }
    if (nl < 0) break;
    from = nl + 1;
  }
  if (!ok) return { text: plainText(), reprinted, keptLines: [], plain: true };
  const text = out.join('\n');
  if (a.errorCount > 0) return { text, reprinted, keptLines, plain: false };
  const check = assembleLive(text, a.gen, to);
  const same = check.errorCount === 0 && check.bytes.length === a.bytes.length && check.bytes.every((b, i) => b === a.bytes[i]);
  return same ? { text, reprinted, keptLines, plain: false } : { text: plainText(), reprinted, keptLines: [], plain: true };
}
