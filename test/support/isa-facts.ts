// ISA facts transcribed from the shared reference isa-vop1.md (section 5,
// the opcode table; sections 4.1-4.4, the operand codes), written down here
// independently of src/ so that tests can check the library against them.
// Nothing in this file imports from src/.

export type GenIdx = 0 | 1 | 2;
export const GEN_IDS = ['gcn1.0', 'gcn1.1', 'gcn1.2'] as const;
export const GEN_INDICES: readonly GenIdx[] = [0, 1, 2];

export type Width = 16 | 32 | 64;
export type Ext = 'none' | 'sdwa' | 'sdwa+dpp';

export interface OpFact {
  readonly name: string;
  /** VOP1 opcode on [1.0, 1.1, 1.2]; null = absent. */
  readonly vop1: readonly [number | null, number | null, number | null];
  /** VOP3 opcode on [1.0, 1.1, 1.2] as the table writes it. */
  readonly vop3: readonly [number | null, number | null, number | null];
  /** Destination width, 'sgpr' for readfirstlane's SGPR destination, null for none. */
  readonly dst: Width | 'sgpr' | null;
  readonly dstType: string | null;
  readonly src: Width | null;
  readonly srcType: string | null;
  /** SDWA/DPP forms CLRX accepts, and llvm-mc 14 accepts (GCN 1.2). */
  readonly clrxExt: Ext;
  readonly llvmExt: Ext;
}

type Row = [string, [number | null, number | null, number | null], [number | null, number | null, number | null],
  Width | 'sgpr' | null, string | null, Width | null, string | null, Ext, Ext];

// name, VOP1 op per gen, VOP3 op per gen, VDST width, VDST type, SRC0 width, SRC0 type,
// SDWA/DPP (CLRX), SDWA/DPP (LLVM) -- one row of isa-vop1.md section 5 each.
const ROWS: Row[] = [
  ['v_nop', [0, 0, 0], [384, 384, 320], null, null, null, null, 'none', 'none'],
  ['v_mov_b32', [1, 1, 1], [385, 385, 321], 32, 'b32', 32, 'b32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_readfirstlane_b32', [2, 2, 2], [386, 386, 322], 'sgpr', 'b32', 32, 'b32', 'none', 'none'],
  ['v_cvt_i32_f64', [3, 3, 3], [387, 387, 323], 32, 'i32', 64, 'f64', 'sdwa', 'none'],
  ['v_cvt_f64_i32', [4, 4, 4], [388, 388, 324], 64, 'f64', 32, 'i32', 'sdwa', 'none'],
  ['v_cvt_f32_i32', [5, 5, 5], [389, 389, 325], 32, 'f32', 32, 'i32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_f32_u32', [6, 6, 6], [390, 390, 326], 32, 'f32', 32, 'u32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_u32_f32', [7, 7, 7], [391, 391, 327], 32, 'u32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_i32_f32', [8, 8, 8], [392, 392, 328], 32, 'i32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_mov_fed_b32', [9, 9, 9], [393, 393, 329], 32, 'b32', 32, 'b32', 'sdwa+dpp', 'none'],
  ['v_cvt_f16_f32', [10, 10, 10], [394, 394, 330], 16, 'f16', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_f32_f16', [11, 11, 11], [395, 395, 331], 32, 'f32', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_rpi_i32_f32', [12, 12, 12], [396, 396, 332], 32, 'i32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_flr_i32_f32', [13, 13, 13], [397, 397, 333], 32, 'i32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_off_f32_i4', [14, 14, 14], [398, 398, 334], 32, 'f32', 32, 'i4', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_f32_f64', [15, 15, 15], [399, 399, 335], 32, 'f32', 64, 'f64', 'sdwa', 'none'],
  ['v_cvt_f64_f32', [16, 16, 16], [400, 400, 336], 64, 'f64', 32, 'f32', 'sdwa', 'none'],
  ['v_cvt_f32_ubyte0', [17, 17, 17], [401, 401, 337], 32, 'f32', 32, 'u8', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_f32_ubyte1', [18, 18, 18], [402, 402, 338], 32, 'f32', 32, 'u8', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_f32_ubyte2', [19, 19, 19], [403, 403, 339], 32, 'f32', 32, 'u8', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_f32_ubyte3', [20, 20, 20], [404, 404, 340], 32, 'f32', 32, 'u8', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_u32_f64', [21, 21, 21], [405, 405, 341], 32, 'u32', 64, 'f64', 'sdwa', 'none'],
  ['v_cvt_f64_u32', [22, 22, 22], [406, 406, 342], 64, 'f64', 32, 'u32', 'sdwa', 'none'],
  ['v_trunc_f64', [null, 23, 23], [null, 407, 343], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_ceil_f64', [null, 24, 24], [null, 408, 344], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_rndne_f64', [null, 25, 25], [null, 409, 345], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_floor_f64', [null, 26, 26], [null, 410, 346], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_fract_f32', [32, 32, 27], [416, 416, 347], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_trunc_f32', [33, 33, 28], [417, 417, 348], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_ceil_f32', [34, 34, 29], [418, 418, 349], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_rndne_f32', [35, 35, 30], [419, 419, 350], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_floor_f32', [36, 36, 31], [420, 420, 351], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_exp_f32', [37, 37, 32], [421, 421, 352], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_log_clamp_f32', [38, 38, null], [422, 422, null], 32, 'f32', 32, 'f32', 'none', 'none'],
  ['v_log_f32', [39, 39, 33], [423, 423, 353], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_rcp_clamp_f32', [40, 40, null], [424, 424, null], 32, 'f32', 32, 'f32', 'none', 'none'],
  ['v_rcp_legacy_f32', [41, 41, null], [425, 425, null], 32, 'f32', 32, 'f32', 'none', 'none'],
  ['v_rcp_f32', [42, 42, 34], [426, 426, 354], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_rcp_iflag_f32', [43, 43, 35], [427, 427, 355], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_rsq_clamp_f32', [44, 44, null], [428, 428, null], 32, 'f32', 32, 'f32', 'none', 'none'],
  ['v_rsq_legacy_f32', [45, 45, null], [429, 429, null], 32, 'f32', 32, 'f32', 'none', 'none'],
  ['v_rsq_f32', [46, 46, 36], [430, 430, 356], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_rcp_f64', [47, 47, 37], [431, 431, 357], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_rcp_clamp_f64', [48, 48, null], [432, 432, null], 64, 'f64', 64, 'f64', 'none', 'none'],
  ['v_rsq_f64', [49, 49, 38], [433, 433, 358], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_rsq_clamp_f64', [50, 50, null], [434, 434, null], 64, 'f64', 64, 'f64', 'none', 'none'],
  ['v_sqrt_f32', [51, 51, 39], [435, 435, 359], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_sqrt_f64', [52, 52, 40], [436, 436, 360], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_sin_f32', [53, 53, 41], [437, 437, 361], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cos_f32', [54, 54, 42], [438, 438, 362], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_not_b32', [55, 55, 43], [439, 439, 363], 32, 'b32', 32, 'b32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_bfrev_b32', [56, 56, 44], [440, 440, 364], 32, 'b32', 32, 'b32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_ffbh_u32', [57, 57, 45], [441, 441, 365], 32, 'u32', 32, 'u32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_ffbl_b32', [58, 58, 46], [442, 442, 366], 32, 'u32', 32, 'b32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_ffbh_i32', [59, 59, 47], [443, 443, 367], 32, 'u32', 32, 'i32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_frexp_exp_i32_f64', [60, 60, 48], [444, 444, 368], 32, 'i32', 64, 'f64', 'sdwa', 'none'],
  ['v_frexp_mant_f64', [61, 61, 49], [445, 445, 369], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_fract_f64', [62, 62, 50], [446, 446, 370], 64, 'f64', 64, 'f64', 'sdwa', 'none'],
  ['v_frexp_exp_i32_f32', [63, 63, 51], [447, 447, 371], 32, 'i32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_frexp_mant_f32', [64, 64, 52], [448, 448, 372], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_clrexcp', [65, 65, 53], [449, 449, 373], null, null, null, null, 'none', 'none'],
  ['v_movreld_b32', [66, 66, 54], [450, 450, 374], 32, 'b32', 32, 'b32', 'sdwa+dpp', 'none'],
  ['v_movrels_b32', [67, 67, 55], [451, 451, 375], 32, 'b32', 32, 'b32', 'sdwa+dpp', 'none'],
  ['v_movrelsd_b32', [68, 68, 56], [452, 452, 376], 32, 'b32', 32, 'b32', 'sdwa+dpp', 'none'],
  ['v_log_legacy_f32', [null, 69, 76], [null, 453, 396], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_exp_legacy_f32', [null, 70, 75], [null, 454, 395], 32, 'f32', 32, 'f32', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_f16_u16', [null, null, 57], [null, null, 377], 16, 'f16', 16, 'u16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_f16_i16', [null, null, 58], [null, null, 378], 16, 'f16', 16, 'i16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_u16_f16', [null, null, 59], [null, null, 379], 16, 'u16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cvt_i16_f16', [null, null, 60], [null, null, 380], 16, 'i16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_rcp_f16', [null, null, 61], [null, null, 381], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_sqrt_f16', [null, null, 62], [null, null, 382], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_rsq_f16', [null, null, 63], [null, null, 383], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_log_f16', [null, null, 64], [null, null, 384], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_exp_f16', [null, null, 65], [null, null, 385], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_frexp_mant_f16', [null, null, 66], [null, null, 386], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_frexp_exp_i16_f16', [null, null, 67], [null, null, 387], 16, 'i16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_floor_f16', [null, null, 68], [null, null, 388], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_ceil_f16', [null, null, 69], [null, null, 389], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_trunc_f16', [null, null, 70], [null, null, 390], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_rndne_f16', [null, null, 71], [null, null, 391], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_fract_f16', [null, null, 72], [null, null, 392], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_sin_f16', [null, null, 73], [null, null, 393], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
  ['v_cos_f16', [null, null, 74], [null, null, 394], 16, 'f16', 16, 'f16', 'sdwa+dpp', 'sdwa+dpp'],
];

export const OP_FACTS: readonly OpFact[] = ROWS.map(([name, vop1, vop3, dst, dstType, src, srcType, clrxExt, llvmExt]) =>
  ({ name, vop1, vop3, dst, dstType, src, srcType, clrxExt, llvmExt }));

const VOP1_MAP: readonly Map<number, OpFact>[] = GEN_INDICES.map((g) => {
  const m = new Map<number, OpFact>();
  for (const o of OP_FACTS) if (o.vop1[g] !== null) m.set(o.vop1[g]!, o);
  return m;
});
const VOP3_MAP: readonly Map<number, OpFact>[] = GEN_INDICES.map((g) => {
  const m = new Map<number, OpFact>();
  for (const o of OP_FACTS) if (o.vop3[g] !== null) m.set(o.vop3[g]!, o);
  return m;
});

/** The op at a VOP1 opcode, or null (undefined opcode). */
export function factAtVop1(g: GenIdx, opcode: number): OpFact | null {
  return VOP1_MAP[g]!.get(opcode) ?? null;
}
/** The op at a VOP3 opcode, or null. */
export function factAtVop3(g: GenIdx, opcode: number): OpFact | null {
  return VOP3_MAP[g]!.get(opcode) ?? null;
}

/** The VOP1 image in VOP3 opcode space (isa-vop1.md 3.2, 5): 384..511 on 1.0/1.1, 320..447 on 1.2. */
export const VOP3_IMAGE: readonly (readonly [number, number])[] = [[384, 511], [384, 511], [320, 447]];

/** SGPRs per generation (isa-vop1.md 4.1): s0..s103 on 1.0/1.1, s0..s101 on 1.2. */
export const SGPR_LIMIT: readonly number[] = [104, 104, 102];
export const TTMP_FIRST = 112;
export const TTMP_COUNT = 12;

// --- Independent field extraction (isa-vop1.md 3.1-3.4) ---------------------

export type EncKind = 'vop1' | 'vop3' | 'other';

export interface Fields {
  readonly enc: EncKind;
  /** VOP1 OPCODE (8 bits) or VOP3 opcode (9 bits on 1.0/1.1, 10 bits on 1.2). */
  readonly opcode: number;
  /** For VOP3: the opcode lies in the VOP1 image. */
  readonly inImage: boolean;
  readonly op: OpFact | null;
  readonly vdst: number;
  /** VOP1: bits 0-8 of word 0. VOP3: bits 0-8 of word 1. */
  readonly src0: number;
  /** The extra dword kind of a VOP1 word (by the CLRX length rule). */
  readonly ext: 'none' | 'literal' | 'sdwa' | 'dpp';
}

export function fieldsOf(g: GenIdx, w0: number, w1: number): Fields {
  w0 >>>= 0; w1 >>>= 0;
  if (w0 >>> 25 === 0x3f) {
    const opcode = (w0 >>> 9) & 0xff;
    const src0 = w0 & 0x1ff;
    const ext = src0 === 255 ? 'literal' : g === 2 && src0 === 249 ? 'sdwa' : g === 2 && src0 === 250 ? 'dpp' : 'none';
    return { enc: 'vop1', opcode, inImage: true, op: factAtVop1(g, opcode), vdst: (w0 >>> 17) & 0xff, src0, ext };
  }
  if (w0 >>> 26 === 0x34) {
    const opcode = g === 2 ? (w0 >>> 16) & 0x3ff : (w0 >>> 17) & 0x1ff;
    const [lo, hi] = VOP3_IMAGE[g]!;
    const inImage = opcode >= lo && opcode <= hi;
    return { enc: 'vop3', opcode, inImage, op: inImage ? factAtVop3(g, opcode) : null, vdst: w0 & 0xff, src0: w1 & 0x1ff, ext: 'none' };
  }
  return { enc: 'other', opcode: 0, inImage: false, op: null, vdst: 0, src0: 0, ext: 'none' };
}

// --- Helpers ---------------------------------------------------------------

export function hex8(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}

/** Words of a `bytes` string (memory order, little-endian words). */
export function wordsOfBytes(bytes: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 8 <= bytes.length; i += 8) {
    const b = (k: number) => parseInt(bytes.substr(i + 2 * k, 2), 16);
    out.push((b(0) | (b(1) << 8) | (b(2) << 16) | (b(3) << 24)) >>> 0);
  }
  return out;
}

/** A small, fast, seedable PRNG (mulberry32). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Seed from GCNKIT_SEED if set, else the given default. */
export function testSeed(dflt: number): number {
  const s = process.env['GCNKIT_SEED'];
  if (s !== undefined && s !== '') {
    const v = Number(s);
    if (Number.isFinite(v)) return v >>> 0;
  }
  return dflt >>> 0;
}
