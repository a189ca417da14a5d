// The typed view of an instruction of any encoding, for library users: which
// encoding and row of the ISA tables it is, every field of its layout by name
// (as isa-gcn.md spells them), the SDWA/DPP dword's fields, its literal, and
// its text in both dialects. Built from the decoder's record and the layout
// tables; nothing here knows a bit position.

import { DPP, SDWA, type Enc, type Layout } from '../isa/encodings.js';
import { GENERATIONS, type GenId, type GenIndex } from '../isa/generations.js';
import type { Instr, Profile } from '../isa/table/index.js';
import { clrxText } from './clrx/index.js';
import { decodeAt, emptyDecoded, EXT_DPP, EXT_SDWA, type Decoded } from './decode.js';
import { resolveGeneration, type Syntax } from './disassembler.js';
import { llvmText } from './llvm/index.js';
import { decodeLlvmAt } from './llvm/length.js';

export interface IsaInstruction {
  readonly gen: GenId;
  /** Byte offset (from the start of the input). */
  readonly offset: number;
  /** The encoding, or null for a word that matches none. */
  readonly encoding: Enc | null;
  /** 'VOP3A' / 'VOP3B' for VOP3, else the encoding (null when none). */
  readonly layout: string | null;
  /** The extension dword of a GCN 1.2 VOP1/VOP2/VOPC word. */
  readonly ext: 'sdwa' | 'dpp' | null;
  readonly opcode: number;
  /** gcnkit's (and CLRX's) mnemonic; null for an undefined opcode. */
  readonly mnemonic: string | null;
  /** The names each dialect uses on this generation (null where it lacks the op). */
  readonly names: { readonly clrx: string | null; readonly llvm: string | null };
  /** The operand profile of the ISA tables (operand kinds and widths). */
  readonly profile: Profile | null;
  /** Size in 32-bit words, literal and extension dword included. */
  readonly size: number;
  readonly words: readonly number[];
  /** The input ended before the instruction did. */
  readonly truncated: boolean;
  /** Every field of the layout by name, and of the SDWA/DPP dword as `SDWA.NAME` / `DPP.NAME`. */
  readonly fields: Readonly<Record<string, number>>;
  /** Fields that are reserved in the layout but not zero. */
  readonly nonCanonical: readonly string[];
  /** The literal dword (a source of 255, v_madmk/madak's K, s_setreg_imm32_b32's value), or null. */
  readonly literal: number | null;
  /** The line each dialect prints (CLRX: gcnkit's B.8 form; LLVM: null where llvm-mc rejects the words). */
  readonly text: { readonly clrx: string; readonly llvm: string | null };
}

function fieldsOf(layout: Layout | null, w0: number, w1: number, out: Record<string, number>, bad: string[], prefix = ''): void {
  if (layout === null) return;
  for (const f of Object.values(layout.fields)) {
    if (f.word >= 1 && layout.words < 2) continue;
    const v = ((f.word === 0 ? w0 : w1) >>> f.lo) & f.mask;
    out[prefix + f.name] = v;
    if (f.reserved === true && v !== 0) bad.push(prefix + f.name);
  }
}

function toTyped(r: Decoded, offset: number, syntax: Syntax): IsaInstruction {
  const gi = r.gen;
  const row: Instr | null = r.row;
  const fields: Record<string, number> = {};
  const bad: string[] = [];
  const w1 = r.truncated ? 0 : r.w1;
  fieldsOf(r.layout, r.w0, w1, fields, bad);
  if (r.ext === EXT_SDWA && !r.truncated) fieldsOf(SDWA, 0, w1, fields, bad, 'SDWA.');
  if (r.ext === EXT_DPP && !r.truncated) fieldsOf(DPP, 0, w1, fields, bad, 'DPP.');
  const words = r.truncated ? [r.w0] : r.size > 1 ? [r.w0, r.w1] : [r.w0];
  // The other dialect's text needs that dialect's length rule: decode again when they differ.
  let clrx: string;
  let llvm: string | null;
  if (syntax === 'clrx') {
    clrx = clrxText(r, offset);
    const l = emptyDecoded(gi);
    decodeLlvmAt(l, words, 0, words.length, gi);
    llvm = l.size === r.size && !l.truncated ? llvmText(l, offset) : null;
  } else {
    llvm = llvmText(r, offset);
    const c = emptyDecoded(gi);
    decodeAt(c, words, 0, words.length, gi);
    clrx = clrxText(c, offset);
  }
  return {
    gen: GENERATIONS[gi]!.id,
    offset,
    encoding: r.enc,
    layout: r.layout?.name ?? null,
    ext: r.ext === EXT_SDWA ? 'sdwa' : r.ext === EXT_DPP ? 'dpp' : null,
    opcode: r.opcode,
    mnemonic: row?.clrx[gi] ?? null,
    names: { clrx: row?.clrx[gi] ?? null, llvm: row?.llvm[gi] ?? null },
    profile: row?.p ?? null,
    size: r.size,
    words,
    truncated: r.truncated,
    fields,
    nonCanonical: bad,
    literal: r.hasLiteral && !r.truncated ? r.w1 : null,
    text: { clrx, llvm },
  };
}

export interface DecodeOptions {
  /** Generation: an id, an index or any alias (`tonga`, `gfx8`, ...). */
  readonly arch: GenId | GenIndex | string;
  /** Whose instruction lengths to follow where clrxdisasm and llvm-mc differ (syntax.md); default `clrx`. */
  readonly syntax?: Syntax;
}

/** Decodes the instruction at words[at] (default 0). Never throws on any word values. */
export function decodeInstruction(words: ArrayLike<number>, opts: DecodeOptions, at = 0): IsaInstruction {
  const g = resolveGeneration(opts.arch);
  const r = emptyDecoded(g.index);
  const syntax = opts.syntax ?? 'clrx';
  if (syntax === 'clrx') decodeAt(r, words, at, words.length, g.index);
  else decodeLlvmAt(r, words, at, words.length, g.index);
  return toTyped(r, at * 4, syntax);
}

/** Decodes every instruction of a code stream (bytes are little-endian). */
export function decodeInstructions(input: Uint8Array | Uint32Array | readonly number[], opts: DecodeOptions): IsaInstruction[] {
  let words: ArrayLike<number>;
  if (input instanceof Uint8Array) {
    const n = input.length >> 2;
    const w = new Uint32Array(n);
    const dv = new DataView(input.buffer, input.byteOffset, input.byteLength);
    for (let i = 0; i < n; i++) w[i] = dv.getUint32(i * 4, true);
    words = w;
  } else words = input;
  const out: IsaInstruction[] = [];
  for (let at = 0; at < words.length;) {
    const ins = decodeInstruction(words, opts, at);
    out.push(ins);
    at += ins.truncated ? 1 : ins.size;
  }
  return out;
}
