// Words -> instruction, for every encoding of GCN 1.0-1.2. `decodeAt` fills
// a reusable record without allocating (the streaming disassembler calls it
// once per instruction); fields are read from the words through the layout
// tables when a printer needs them.
//
// Instruction length follows clrxdisasm (isa-gcn.md 1.1): a literal after
// SOP/VOP words whose source is 255, SDWA/DPP dwords on GCN 1.2, the K of
// v_madmk/v_madak, s_setreg_imm32_b32's dword, GCN 1.1's SMRD literal. No
// input makes the decoder throw.

import {
  DPP, LAYOUTS_BY_GEN, SDWA, SRC_DPP, SRC_LITERAL, SRC_SDWA, identify, type Enc, type Layout,
} from '../isa/encodings.js';
import type { GenIndex } from '../isa/generations.js';
import { SPACE_SIZE, opcodeMap, type Instr, type Space } from '../isa/table/index.js';

/** An SDWA or DPP dword follows a VOP1/VOP2/VOPC word. */
export const EXT_NONE = 0;
export const EXT_SDWA = 1;
export const EXT_DPP = 2;

export interface Decoded {
  gen: GenIndex;
  /** The encoding, or null for a word that matches none (printed as data). */
  enc: Enc | null;
  /** EXT_NONE, EXT_SDWA or EXT_DPP. */
  ext: number;
  /** The opcode field (VOP3: the VOP3 opcode). */
  opcode: number;
  /** The instruction, or null for an opcode the generation does not define. */
  row: Instr | null;
  /** The layout whose fields apply (VOP3A or VOP3B chosen by the instruction). */
  layout: Layout | null;
  /** Size in dwords, including a literal, K, SDWA or DPP dword. */
  size: number;
  /** Fewer words were available than the instruction needs. */
  truncated: boolean;
  w0: number;
  /** The second dword (a 64-bit encoding's, or the literal / SDWA / DPP dword); 0 when absent. */
  w1: number;
  /** w1 is a literal constant (SOP/VOP source 255, K, s_setreg_imm32_b32, SMRD on GCN 1.1). */
  hasLiteral: boolean;
}

export function emptyDecoded(gen: GenIndex = 0): Decoded {
  return {
    gen, enc: null, ext: EXT_NONE, opcode: 0, row: null, layout: null, size: 1, truncated: false,
    w0: 0, w1: 0, hasLiteral: false,
  };
}

interface GenDecoder {
  readonly gi: GenIndex;
  /** The opcode maps of the decode spaces met so far (each is built on first use: start-up, issue 8 §4). */
  readonly maps: Record<Space, readonly (Instr | null)[] | null>;
  readonly vi: boolean;
  readonly layouts: (typeof LAYOUTS_BY_GEN)[number];
  /** SOPK opcode of s_setreg_imm32_b32 (a literal dword follows); set when the SOPK map is loaded. */
  sopkImm32: number;
  /** VOP2 opcodes of v_madmk/v_madak (a K dword follows); set when the VOP2 map is loaded. */
  vop2K: ReadonlySet<number>;
}

function genDecoder(gi: GenIndex): GenDecoder {
  // Every key present from the start (null until loaded): one object shape for decodeAt's property loads.
  const maps = Object.fromEntries(Object.keys(SPACE_SIZE).map((k) => [k, null])) as Record<Space, null>;
  return { gi, maps, vi: gi === 2, layouts: LAYOUTS_BY_GEN[gi]!, sopkImm32: -1, vop2K: new Set() };
}

/** Loads a decode space's opcode map, and the facts the decoder derives from it. */
function load(D: GenDecoder, space: Space): readonly (Instr | null)[] {
  const map = opcodeMap(D.gi, space);
  if (space === 'VOP2') {
    const vop2K = new Set<number>();
    map.forEach((r, op) => { if (r !== null && r.p.kind === 'vop' && r.p.k !== undefined) vop2K.add(op); });
    D.vop2K = vop2K;
  } else if (space === 'SOPK') {
    D.sopkImm32 = map.findIndex((r) => r !== null && r.p.kind === 'sopk' && r.p.form === 'setreg_imm32');
  }
  D.maps[space] = map;
  return map;
}

const DECODERS: GenDecoder[] = [];
function decoderOf(gi: GenIndex): GenDecoder {
  return DECODERS[gi] ??= genDecoder(gi);
}

/** Reads the second dword, or marks the record truncated. */
function second(r: Decoded, words: ArrayLike<number>, at: number, end: number): void {
  r.size = 2;
  if (at + 1 >= end) { r.truncated = true; r.w1 = 0; return; }
  r.w1 = words[at + 1]! >>> 0;
}

/**
 * Decodes the instruction at words[at] into `r` and returns its size in
 * words. Reads at most words[at .. end-1]; if the instruction needs more,
 * `r.truncated` is set and the size is what it would need.
 */
export function decodeAt(r: Decoded, words: ArrayLike<number>, at: number, end: number, gi: GenIndex): number {
  const D = decoderOf(gi);
  const L = D.layouts;
  const w0 = words[at]! >>> 0;
  r.gen = gi;
  r.w0 = w0;
  r.w1 = 0;
  r.size = 1;
  r.truncated = false;
  r.hasLiteral = false;
  r.ext = EXT_NONE;
  const enc = identify(w0, gi);
  r.enc = enc;
  r.row = null;
  r.layout = null;
  r.opcode = 0;
  if (enc === null) return 1;
  switch (enc) {
    case 'SOP2': case 'SOPC': {
      const lay = enc === 'SOP2' ? L.SOP2 : L.SOPC;
      r.layout = lay;
      r.opcode = (w0 >>> lay.fields.OP.lo) & lay.fields.OP.mask;
      r.row = (enc === 'SOP2' ? (D.maps.SOP2 ?? load(D, 'SOP2')) : (D.maps.SOPC ?? load(D, 'SOPC')))[r.opcode] ?? null;
      if ((w0 & 0xff) === SRC_LITERAL || ((w0 >>> 8) & 0xff) === SRC_LITERAL) { second(r, words, at, end); r.hasLiteral = true; }
      return r.size;
    }
    case 'SOP1': {
      r.layout = L.SOP1;
      r.opcode = (w0 >>> 8) & 0xff;
      r.row = (D.maps.SOP1 ?? load(D, 'SOP1'))[r.opcode] ?? null;
      if ((w0 & 0xff) === SRC_LITERAL) { second(r, words, at, end); r.hasLiteral = true; }
      return r.size;
    }
    case 'SOPK': {
      r.layout = L.SOPK;
      r.opcode = (w0 >>> 23) & 0x1f;
      r.row = (D.maps.SOPK ?? load(D, 'SOPK'))[r.opcode] ?? null;
      if (r.opcode === D.sopkImm32) { second(r, words, at, end); r.hasLiteral = true; }
      return r.size;
    }
    case 'SOPP': {
      r.layout = L.SOPP;
      r.opcode = (w0 >>> 16) & 0x7f;
      r.row = (D.maps.SOPP ?? load(D, 'SOPP'))[r.opcode] ?? null;
      return 1;
    }
    case 'SMRD': {
      r.layout = L.SMRD;
      r.opcode = (w0 >>> 22) & 0x1f;
      r.row = (D.maps.SMEM ?? load(D, 'SMEM'))[r.opcode] ?? null;
      // GCN 1.1 reads a literal offset, only for the first 16 opcodes (clrxdisasm's rule).
      if (gi === 1 && w0 >>> 26 === 0x30 && (w0 & 0x1ff) === SRC_LITERAL) { second(r, words, at, end); r.hasLiteral = true; }
      return r.size;
    }
    case 'SMEM': {
      r.layout = L.SMEM;
      r.opcode = (w0 >>> 18) & 0xff;
      r.row = (D.maps.SMEM ?? load(D, 'SMEM'))[r.opcode] ?? null;
      second(r, words, at, end);
      return r.size;
    }
    case 'VOP1': case 'VOP2': case 'VOPC': {
      let space: readonly (Instr | null)[];
      if (enc === 'VOP1') { r.layout = L.VOP1; r.opcode = (w0 >>> 9) & 0xff; space = (D.maps.VOP1 ?? load(D, 'VOP1')); }
      else if (enc === 'VOPC') { r.layout = L.VOPC; r.opcode = (w0 >>> 17) & 0xff; space = (D.maps.VOPC ?? load(D, 'VOPC')); }
      else { r.layout = L.VOP2; r.opcode = (w0 >>> 25) & 0x3f; space = (D.maps.VOP2 ?? load(D, 'VOP2')); }
      r.row = space[r.opcode] ?? null;
      const src0 = w0 & 0x1ff;
      if (enc === 'VOP2' && D.vop2K.has(r.opcode)) {
        second(r, words, at, end);
        r.hasLiteral = true;
        // clrxdisasm also reads the K dword as an SDWA/DPP dword when SRC0 asks for one.
        if (D.vi && src0 === SRC_SDWA) r.ext = EXT_SDWA;
        else if (D.vi && src0 === SRC_DPP) r.ext = EXT_DPP;
        return r.size;
      }
      if (src0 === SRC_LITERAL) { second(r, words, at, end); r.hasLiteral = true; }
      else if (D.vi && src0 === SRC_SDWA) { second(r, words, at, end); r.ext = EXT_SDWA; }
      else if (D.vi && src0 === SRC_DPP) { second(r, words, at, end); r.ext = EXT_DPP; }
      return r.size;
    }
    case 'VOP3': {
      r.opcode = D.vi ? (w0 >>> 16) & 0x3ff : (w0 >>> 17) & 0x1ff;
      const row = (D.maps.VOP3 ?? load(D, 'VOP3'))[r.opcode] ?? null;
      r.row = row;
      r.layout = row !== null && row.vop3b ? L.VOP3B : L.VOP3A;
      second(r, words, at, end);
      return r.size;
    }
    case 'VINTRP': {
      r.layout = L.VINTRP;
      r.opcode = (w0 >>> 16) & 3;
      r.row = (D.maps.VINTRP ?? load(D, 'VINTRP'))[r.opcode] ?? null;
      return 1;
    }
    case 'DS': {
      r.layout = L.DS;
      r.opcode = D.vi ? (w0 >>> 17) & 0xff : (w0 >>> 18) & 0xff;
      r.row = (D.maps.DS ?? load(D, 'DS'))[r.opcode] ?? null;
      second(r, words, at, end);
      return r.size;
    }
    case 'MUBUF': {
      r.layout = L.MUBUF;
      r.opcode = (w0 >>> 18) & 0x7f;
      r.row = (D.maps.MUBUF ?? load(D, 'MUBUF'))[r.opcode] ?? null;
      second(r, words, at, end);
      return r.size;
    }
    case 'MTBUF': {
      r.layout = L.MTBUF;
      r.opcode = D.vi ? (w0 >>> 15) & 0xf : (w0 >>> 16) & 7;
      r.row = (D.maps.MTBUF ?? load(D, 'MTBUF'))[r.opcode] ?? null;
      second(r, words, at, end);
      return r.size;
    }
    case 'MIMG': {
      r.layout = L.MIMG;
      r.opcode = (w0 >>> 18) & 0x7f;
      r.row = (D.maps.MIMG ?? load(D, 'MIMG'))[r.opcode] ?? null;
      second(r, words, at, end);
      return r.size;
    }
    case 'EXP': {
      r.layout = L.EXP;
      r.row = (D.maps.EXP ?? load(D, 'EXP'))[0] ?? null;
      second(r, words, at, end);
      return r.size;
    }
    case 'FLAT': {
      r.layout = L.FLAT;
      r.opcode = (w0 >>> 18) & 0x7f;
      r.row = (D.maps.FLAT ?? load(D, 'FLAT'))[r.opcode] ?? null;
      second(r, words, at, end);
      return r.size;
    }
    default:
      return 1;
  }
}

/** Reads a field of the decoded instruction's layout (0 when the layout lacks it). */
export function fieldOf(r: Decoded, name: string): number {
  const f = r.layout?.fields[name];
  if (f === undefined) return 0;
  return ((f.word === 0 ? r.w0 : r.w1) >>> f.lo) & f.mask;
}

export { DPP as DPP_LAYOUT, SDWA as SDWA_LAYOUT };
