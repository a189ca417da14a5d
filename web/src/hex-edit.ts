// The hex pane as an editor of the machine code the source shows. Its text is
// read line by line (dwords, llvm-mc byte lists, spaced bytes); while any
// token is incomplete or wrong nothing is applied. A complete edit becomes the
// smallest set of source changes: the instructions whose bytes changed are
// re-printed in place (labels, comments, layout kept), new ones are inserted
// after their neighbour, removed ones are deleted.

import { disassemble, GENERATIONS, type GenId, type Syntax } from '../../src/index.js';
import { decodeAt, emptyDecoded } from '../../src/disasm/decode.js';
import type { LiveAssembly, Statement } from './assembly.js';

export interface HexProblem {
  /** 1-based line and column in the hex text. */
  readonly line: number;
  readonly col: number;
  readonly message: string;
  /** An unfinished token (more typing completes it), not a wrong one. */
  readonly partial: boolean;
}

export interface HexRead {
  readonly words: Uint32Array;
  /** Words on each line of the text. */
  readonly lineWords: readonly number[];
  readonly problems: readonly HexProblem[];
}

const HEX = /^[0-9a-fA-F]+$/;

/**
 * Reads the hex pane: per line, dwords of 8 hex digits and bytes of 1-2 hex
 * digits (`0x` optional; `[...]` lists, commas and spaces all separate), bytes
 * little-endian, whole dwords per line; `#` and `//` start comments.
 */
export function readHex(text: string): HexRead {
  const words: number[] = [];
  const lineWords: number[] = [];
  const problems: HexProblem[] = [];
  const lines = text.split('\n');
  lines.forEach((raw, li) => {
    const line = li + 1;
    const before = words.length;
    let body = raw;
    const hash = body.indexOf('#');
    if (hash >= 0) body = body.slice(0, hash);
    const sl = body.indexOf('//');
    if (sl >= 0) body = body.slice(0, sl);
    const opens = (body.match(/\[/g) ?? []).length;
    const closes = (body.match(/\]/g) ?? []).length;
    let bytes: number[] = [];
    let bytesCol = 0;
    const re = /[^\s,[\]]+/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(body)) !== null) {
      const tok = m[0];
      const col = m.index + 1;
      const digits = /^0x/i.test(tok) ? tok.slice(2) : tok;
      if (digits === '' || !HEX.test(digits)) {
        problems.push({ line, col, message: `'${tok}' is not hex`, partial: digits === '' });
        continue;
      }
      if (digits.length <= 2) {
        if (bytes.length === 0) bytesCol = col;
        bytes.push(parseInt(digits, 16));
      } else if (digits.length === 8) {
        if (bytes.length % 4 !== 0) {
          problems.push({ line, col: bytesCol, message: `${bytes.length % 4} byte(s) before a dword: bytes come in fours`, partial: false });
          bytes = [];
        }
        words.push(parseInt(digits, 16) >>> 0);
      } else if (digits.length < 8) {
        problems.push({ line, col, message: `'${tok}': ${digits.length} of the 8 digits of a dword`, partial: true });
      } else {
        problems.push({ line, col, message: `'${tok}': more than 8 digits`, partial: false });
      }
      if (bytes.length === 4) {
        words.push((bytes[0]! | bytes[1]! << 8 | bytes[2]! << 16 | bytes[3]! << 24) >>> 0);
        bytes = [];
      }
    }
    if (bytes.length > 0) {
      problems.push({ line, col: bytesCol, message: `${bytes.length} byte${bytes.length === 1 ? '' : 's'}: bytes make whole dwords, four at a time`, partial: true });
    }
    if (opens !== closes) problems.push({ line, col: raw.indexOf('[') + 1 || 1, message: 'unclosed byte list', partial: opens > closes });
    lineWords.push(words.length - before);
  });
  return { words: Uint32Array.from(words), lineWords, problems };
}

export interface TextEdit {
  readonly from: number;
  readonly to: number;
  readonly insert: string;
}

export interface HexEditPlan {
  readonly edits: readonly TextEdit[];
  readonly reprinted: number;
  readonly inserted: number;
  readonly deleted: number;
}

/** Statements that hold machine code, in order. */
function units(a: LiveAssembly): Statement[] {
  return a.statements.filter((s) => s.bytes.length > 0);
}

const LABELS = /^(?:\s*[A-Za-z_.$][\w.$]*:)+\s*/;

/** The statement's text with its instruction part replaced (leading space, labels and trailing space kept). */
function reprintStatement(src: string, s: Statement, text: string): TextEdit {
  const stmt = src.slice(s.start, s.end);
  const lead = /^\s*/.exec(stmt)![0].length;
  const trail = /\s*$/.exec(stmt.slice(lead))![0].length;
  const label = LABELS.exec(stmt.slice(lead, stmt.length - trail))?.[0].length ?? 0;
  return { from: s.start + lead + label, to: s.end - trail, insert: text };
}

function lineBounds(src: string, pos: number): { from: number; to: number } {
  const from = src.lastIndexOf('\n', pos - 1) + 1;
  const nl = src.indexOf('\n', pos);
  return { from, to: nl < 0 ? src.length : nl };
}

function sameWords(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** One instruction's text in a dialect. */
export function printInstruction(words: ArrayLike<number>, gen: GenId, syntax: Syntax): string {
  return disassemble(Array.from(words), { arch: gen, syntax, header: false }).text.trimEnd();
}

/**
 * The source edits that make the program's machine code `next`. Only the
 * changed stretch is touched; with `all`, every instruction is re-printed
 * (the generation changed, so the same bytes mean other instructions).
 */
export function planHexEdit(a: LiveAssembly, next: Uint32Array, gen: GenId, syntax: Syntax, all = false): HexEditPlan {
  const src = a.source;
  const us = units(a);
  const old = a.words;
  const aligned = us.every((s) => s.words !== null);
  const starts = us.map((s) => s.offset >> 2);
  const bound = new Set<number>([...starts, old.length]);
  // The changed stretch: after the common prefix, before the common suffix.
  let p = 0;
  let sfx = 0;
  if (!all && aligned) {
    const n = Math.min(old.length, next.length);
    while (p < n && old[p] === next[p]) p++;
    while (sfx < n - p && old[old.length - 1 - sfx] === next[next.length - 1 - sfx]) sfx++;
    if (p === old.length && p === next.length) return { edits: [], reprinted: 0, inserted: 0, deleted: 0 };
  }
  // Start at the statement that holds the first changed word.
  let k0 = 0;
  while (k0 + 1 < us.length && starts[k0 + 1]! <= p) k0++;
  if (us.length === 0 || starts[k0]! > p) k0 = 0;
  const oldStart = us.length === 0 ? 0 : Math.min(starts[k0]!, p);
  // New instructions from there until a boundary the old program shares, inside the common suffix.
  const delta = next.length - old.length;
  const newUnits: number[][] = [];
  const gi = GENERATIONS.find((g) => g.id === gen)!.index;
  const rec = emptyDecoded(gi);
  let e = oldStart;
  const minOldEnd = Math.max(oldStart, old.length - sfx);
  while (e < next.length) {
    if (!all && e - delta >= minOldEnd && bound.has(e - delta)) break; // only deletions are left
    // Instruction sizes from the whole-ISA decoder (literals, 64-bit encodings, SDWA/DPP dwords).
    const n = Math.max(1, Math.min(decodeAt(rec, next, e, next.length, gi), next.length - e));
    newUnits.push(Array.from(next.subarray(e, e + n)));
    e += n;
    const eOld = e - delta;
    if (!all && eOld >= minOldEnd && bound.has(eOld)) break;
  }
  const oldEnd = e - delta;
  const oldUnits = us.filter((s) => (s.offset >> 2) >= oldStart && (s.offset >> 2) < Math.max(oldEnd, oldStart));

  const edits: TextEdit[] = [];
  let reprinted = 0;
  const pairs = Math.min(oldUnits.length, newUnits.length);
  for (let i = 0; i < pairs; i++) {
    const s = oldUnits[i]!;
    const w = newUnits[i]!;
    if (!all && s.words !== null && sameWords(s.words, w)) continue;
    edits.push(reprintStatement(src, s, printInstruction(w, gen, syntax)));
    reprinted++;
  }
  // New instructions: on lines of their own after the last kept one (or before the next, or at the end).
  const extra = newUnits.slice(pairs).map((w) => printInstruction(w, gen, syntax));
  if (extra.length > 0) {
    const anchor = pairs > 0 ? oldUnits[pairs - 1]! : us.filter((s) => (s.offset >> 2) < oldStart).at(-1);
    if (anchor !== undefined) {
      const lb = lineBounds(src, anchor.start);
      const indent = /^[ \t]*/.exec(src.slice(lb.from, lb.to))![0];
      const at = lineBounds(src, Math.max(anchor.start, anchor.end - 1)).to;
      edits.push({ from: at, to: at, insert: extra.map((t) => '\n' + indent + t).join('') });
    } else {
      const following = us.find((s) => (s.offset >> 2) >= oldEnd && !oldUnits.includes(s));
      if (following !== undefined) {
        const at = lineBounds(src, following.start).from;
        edits.push({ from: at, to: at, insert: extra.map((t) => t + '\n').join('') });
      } else {
        const sep = src.length > 0 && !src.endsWith('\n') ? '\n' : '';
        edits.push({ from: src.length, to: src.length, insert: sep + extra.map((t) => t + '\n').join('') });
      }
    }
  }
  // Removed instructions: their text (labels stay), and their lines when nothing else is left on them.
  const gone = oldUnits.slice(pairs);
  const byLine = new Map<number, TextEdit[]>();
  for (const s of gone) {
    const body = reprintStatement(src, s, '');
    const from = lineBounds(src, s.start).from;
    byLine.set(from, [...(byLine.get(from) ?? []), body]);
  }
  for (const [from, bodies] of byLine) {
    const { to } = lineBounds(src, from);
    let rest = src.slice(from, to);
    for (const b of [...bodies].sort((x, y) => y.from - x.from)) rest = rest.slice(0, b.from - from) + rest.slice(b.to - from);
    if (/^[\s;]*$/.test(rest)) {
      edits.push(to < src.length ? { from, to: to + 1, insert: '' } : { from: Math.max(0, from - 1), to, insert: '' });
    } else {
      edits.push(...bodies);
    }
  }
  edits.sort((x, y) => x.from - y.from || x.to - y.to);
  return { edits, reprinted, inserted: extra.length, deleted: gone.length };
}
