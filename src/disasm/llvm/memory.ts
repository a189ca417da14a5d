// LLVM-dialect text of the memory and export encodings: DS, MUBUF, MTBUF,
// MIMG, EXP and FLAT, as llvm-mc 14 prints them, or null where it rejects
// the word.

import type { Decoded } from '../decode.js';
import { vgpr } from './common.js';
import { markLossy } from './lossy.js';
import { operand } from './operands.js';
import { absent, llvmName } from './scalar.js';

function join(name: string, ops: readonly (string | null)[]): string | null {
  for (const o of ops) if (o === null) return null;
  return ops.length === 0 ? name : name + ' ' + ops.join(', ');
}

function swizzleText(imm: number): string {
  if ((imm & 0xff00) === 0x8000) {
    const lanes: number[] = [];
    let v = imm;
    for (let i = 0; i < 4; i++) { lanes.push(v & 3); v >>>= 2; }
    if ((imm & 0x7f00) !== 0) markLossy('ignored-bits'); // bits the quad permutation does not use
    return `swizzle(QUAD_PERM,${lanes.join(',')})`;
  }
  if ((imm & 0x8000) === 0) {
    const and = imm & 31;
    const or = (imm >>> 5) & 31;
    const xor = (imm >>> 10) & 31;
    if (and === 31 && or === 0 && xor !== 0 && (xor & (xor - 1)) === 0) return `swizzle(SWAP,${xor})`;
    if (and === 31 && or === 0 && xor > 0 && ((xor + 1) & xor) === 0) return `swizzle(REVERSE,${xor + 1})`;
    const group = 31 - and + 1;
    if (group > 1 && (group & (group - 1)) === 0 && or < group && xor === 0) return `swizzle(BROADCAST,${group},${or})`;
    const p0 = ((0 & and) | or) ^ xor;
    const p1 = ((31 & and) | or) ^ xor;
    let mask = '';
    let back = 0; // the and/or/xor masks the assembler derives from the text
    for (let m = 16; m > 0; m >>= 1) {
      const a = p0 & m;
      const b = p1 & m;
      const c = a === b ? (a === 0 ? '0' : '1') : a === 0 ? 'p' : 'i';
      mask += c;
      back |= c === 'p' ? m : c === '1' ? m << 5 : c === 'i' ? m | (m << 10) : 0;
    }
    if (back !== imm) markLossy('ignored-bits');
    return `swizzle(BITMASK_PERM,"${mask}")`;
  }
  return String(imm);
}

export function llvmDs(r: Decoded): string | null {
  const row = r.row;
  const name = llvmName(r);
  if (row === null || name === null || row.p.kind !== 'ds' || r.truncated) return null;
  const p = row.p;
  const w0 = r.w0;
  const w1 = r.w1;
  const vi = r.gen === 2;
  const addr = w1 & 0xff;
  const data0 = (w1 >>> 8) & 0xff;
  const data1 = (w1 >>> 16) & 0xff;
  const vdst = w1 >>> 24;
  const gds = (w0 >>> (vi ? 16 : 17)) & 1;
  const offset = w0 & 0xffff;
  // Fields the op does not use must be zero, and the reserved bit too.
  const gws = p.llvmForm === 'gws' || p.llvmForm === 'gwsData';
  const ops: (string | null)[] = [];
  let usesAddr = p.addr;
  let usesData0 = p.data0 > 0;
  let gwsData = false;
  if (gws) {
    // llvm-mc's GWS ops take no address; init, sema_br and barrier have a DATA0 operand,
    // which LLVM encodes in the ADDR field (DATA0 stays zero).
    gwsData = p.llvmForm === 'gwsData';
    usesAddr = false;
    usesData0 = false;
  }
  const nop = p.llvmForm === 'nop';
  if (nop) { usesAddr = false; usesData0 = false; }
  // Bit 25 on GCN 1.2 is the AGPR bit of VDST or DATA0 for llvm-mc (ignored before GFX90A); ops with
  // neither fix it to zero. Before GCN 1.2 bit 16 is reserved.
  if (vi ? (w0 & 0x02000000) !== 0 && p.vdst === 0 && !usesData0 && !gwsData : (w0 & 0x10000) !== 0) return null;
  if (!usesAddr && !gwsData && addr !== 0) return null;
  if (!usesData0 && data0 !== 0) return null;
  if (p.data1 === 0 && data1 !== 0) return null;
  if (p.vdst === 0 && vdst !== 0) return null;
  if (nop && (offset !== 0 || gds !== 0)) return null;
  // llvm-mc 14 decodes a GWS op's register from DATA0 but assembles it into ADDR.
  if (gws && usesData0 && data0 !== 0) markLossy('other-encoding');
  if (p.vdst > 0) ops.push(vgpr(vdst, p.vdst));
  if (usesAddr || gwsData) ops.push(vgpr(addr, 1));
  if (usesData0) ops.push(vgpr(data0, gws ? 1 : p.data0));
  if (p.data1 > 0) ops.push(vgpr(data1, p.data1));
  let t = join(name, ops);
  if (t === null) return null;
  if (p.two) {
    if (offset & 0xff) t += ` offset0:${offset & 0xff}`;
    if (offset >>> 8) t += ` offset1:${offset >>> 8}`;
  } else if (offset !== 0) t += p.swizzle ? ` offset:${swizzleText(offset)}` : ` offset:${offset}`;
  if (p.gds === true) { if (!gds) return null; t += ' gds'; }
  else if (p.noGds === true) { if (gds) return null; }
  else if (gds) t += ' gds';
  return t;
}

export const DFMT = ['BUF_DATA_FORMAT_INVALID', 'BUF_DATA_FORMAT_8', 'BUF_DATA_FORMAT_16', 'BUF_DATA_FORMAT_8_8',
  'BUF_DATA_FORMAT_32', 'BUF_DATA_FORMAT_16_16', 'BUF_DATA_FORMAT_10_11_11', 'BUF_DATA_FORMAT_11_11_10',
  'BUF_DATA_FORMAT_10_10_10_2', 'BUF_DATA_FORMAT_2_10_10_10', 'BUF_DATA_FORMAT_8_8_8_8', 'BUF_DATA_FORMAT_32_32',
  'BUF_DATA_FORMAT_16_16_16_16', 'BUF_DATA_FORMAT_32_32_32', 'BUF_DATA_FORMAT_32_32_32_32', 'BUF_DATA_FORMAT_RESERVED_15'];
export const NFMT = ['BUF_NUM_FORMAT_UNORM', 'BUF_NUM_FORMAT_SNORM', 'BUF_NUM_FORMAT_USCALED', 'BUF_NUM_FORMAT_SSCALED',
  'BUF_NUM_FORMAT_UINT', 'BUF_NUM_FORMAT_SINT', 'BUF_NUM_FORMAT_SNORM_OGL', 'BUF_NUM_FORMAT_FLOAT'];
/** GCN 1.2 has no SNORM_OGL: llvm-mc names format 6 as reserved there. */
export const NFMT_VI = NFMT.map((n, i) => (i === 6 ? 'BUF_NUM_FORMAT_RESERVED_6' : n));

function formatText(dfmt: number, nfmt: number, vi: boolean): string {
  if (dfmt === 1 && nfmt === 0) return '';
  let s = ' format:[';
  if (dfmt !== 1) s += DFMT[dfmt]! + (nfmt !== 0 ? ',' : '');
  if (nfmt !== 0) s += (vi ? NFMT_VI : NFMT)[nfmt]!;
  return s + ']';
}

/** MUBUF and MTBUF. */
export function llvmBuf(r: Decoded, mtbuf: boolean): string | null {
  const row = r.row;
  const name = llvmName(r);
  if (row === null || name === null || row.p.kind !== 'buf' || r.truncated) return null;
  const p = row.p;
  const gi = r.gen;
  const vi = gi === 2;
  const w0 = r.w0;
  const w1 = r.w1;
  const offen = (w0 >>> 12) & 1;
  const idxen = (w0 >>> 13) & 1;
  const glc = (w0 >>> 14) & 1;
  const addr64 = !vi ? (w0 >>> 15) & 1 : 0;
  const lds = mtbuf ? 0 : (w0 >>> 16) & 1;
  const slc = (vi && !mtbuf) ? (w0 >>> 17) & 1 : (w1 >>> 22) & 1;
  const tfe = (w1 >>> 23) & 1;
  const vaddr = w1 & 0xff;
  const vdata = (w1 >>> 8) & 0xff;
  const srsrc = ((w1 >>> 16) & 31) * 4;
  const soffset = w1 >>> 24;
  const offset = w0 & 0xfff;
  if (p.dir === 'none') {
    // buffer_wbinvl1 and friends: every operand field zero; llvm-mc ignores the offset, SLC and
    // the second dword.
    if ((offen | idxen | glc | lds | addr64) !== 0 || (vi && (w0 & 0x8000) !== 0)) return null;
    absent(w0, vi ? 0x20fff : 0xfff);
    absent(w1, 0xffffffff);
    return name;
  }
  if (addr64 && (offen | idxen)) return null;
  // buffer_store_lds_dword has no address: OFFEN and IDXEN are fixed to zero, LDS to one.
  if (p.lds === true ? (offen | idxen) !== 0 || !lds : lds && (row.opts.llvmLds?.[gi] !== true || mtbuf)) return null;
  const rsrc = operand(gi, srsrc, 4, 'reg');
  const soff = soffset === 255 ? null : operand(gi, soffset, 1, 'i32');
  const ops: (string | null)[] = [];
  if (p.lds === true) {
    // buffer_store_lds_dword takes no VDATA/VADDR (llvm-mc ignores the fields) and no TFE.
    absent(w1, 0x80ffff);
    let t = join(name, [rsrc, soff]);
    if (t === null) return null;
    if (offset) t += ` offset:${offset}`;
    t += ' lds';
    if (glc) t += ' glc';
    if (slc) t += ' slc';
    return t;
  }
  const dregs = p.data === 0 ? 1 : p.data;
  ops.push(vgpr(vdata, dregs));
  const aregs = (offen && idxen) || addr64 ? 2 : 1;
  ops.push(offen || idxen || addr64 ? vgpr(vaddr, aregs) : 'off');
  if (!(offen || idxen || addr64)) absent(vaddr, 0xff);
  ops.push(rsrc);
  ops.push(soff);
  let t = join(name, ops);
  if (t === null) return null;
  if (mtbuf) t += formatText((w0 >>> 19) & 15, (w0 >>> 23) & 7, vi);
  if (idxen) t += ' idxen';
  if (offen) t += ' offen';
  if (addr64) t += ' addr64';
  if (offset) t += ` offset:${offset}`;
  if (glc) t += ' glc';
  if (slc) t += ' slc';
  // The LDS variants and the atomics have no TFE operand: llvm-mc ignores the bit.
  if (lds) t += ' lds';
  else if (tfe && p.dir !== 'atomic') t += ' tfe';
  if (tfe && (lds || p.dir === 'atomic')) markLossy('ignored-bits');
  return t;
}

/** VDATA sizes llvm-mc 14 has MIMG atomic variants for; another size keeps the variant decoded first. */
const ATOMIC_SIZES = [1, 2];
const CMPSWAP_SIZES = [2, 4];

/**
 * MIMG as llvm-mc 14 decodes it on GCN 1.2: VDATA widened to the enabled
 * channels plus TFE (convertMIMGInst), VADDR at the size of the op's first
 * decoder variant, a 256-bit resource whatever R128 says, SSAMP zero for
 * ops without a sampler, bits 1-7 ignored and bit 0 an eighth opcode bit.
 */
export function llvmMimg(r: Decoded): string | null {
  const row = r.row;
  let name = llvmName(r);
  if (row === null || name === null || row.p.kind !== 'mimg' || r.truncated) return null;
  const p = row.p;
  const gi = r.gen;
  const w0 = r.w0;
  const w1 = r.w1;
  if (w0 & 1) {
    if (gi !== 2 || row.opts.llvmG16 !== true) return null;
    name += '_g16';
  }
  const dmask = (w0 >>> 8) & 15;
  const tfe = (w0 >>> 16) & 1;
  const d16 = gi === 2 ? w1 >>> 31 : 0;
  if (d16 && (p.dir === 'atomic' || p.noD16 === true)) return null;
  const sampler = p.dir === 'sample' || p.dir === 'gather';
  // The variant the decoder table yields first: one register, four for gather4, two for cmpswap.
  const base = p.dir === 'gather' ? 4 : p.cmpswap ? 2 : 1;
  let dregs = (p.dir === 'gather' ? 4 : Math.max(1, popcount(dmask))) + tfe;
  if (p.dir === 'atomic' && !(p.cmpswap ? CMPSWAP_SIZES : ATOMIC_SIZES).includes(dregs)) dregs = base;
  const vd = (w1 >>> 8) & 0xff;
  if (vd + dregs > 256) dregs = base; // no wider tuple at the top of the file: the variant stays
  // The assembler's checks: VDATA holds the enabled channels (four for gather4) plus TFE, gather4
  // enables one channel, an atomic 1, 2 or 4.
  if (dregs !== (p.dir === 'gather' ? 4 : Math.max(1, popcount(dmask))) + tfe) markLossy('refused-value');
  const dmaskOk = p.dir === 'gather' ? popcount(dmask) === 1 : p.dir !== 'atomic' || dmask === 1 || dmask === 3 || dmask === 15;
  if (!dmaskOk) markLossy('refused-value');
  const vdata = vgpr(vd, dregs);
  const vaddr = vgpr(w1 & 0xff, row.opts.llvmVaddr ?? p.vaddr);
  const r128 = (w0 >>> 15) & 1;
  const rsrc = operand(gi, ((w1 >>> 16) & 31) * 4, 8, 'reg');
  const ops = [vdata, vaddr, rsrc];
  if (sampler) ops.push(operand(gi, ((w1 >>> 21) & 31) * 4, 4, 'reg'));
  else if (((w1 >>> 21) & 31) !== 0) return null;
  let t = join(name, ops);
  if (t === null) return null;
  if (dmask) t += ` dmask:0x${dmask.toString(16)}`;
  if (w0 & 0x1000) t += ' unorm';
  if (w0 & 0x2000) t += ' glc';
  if (w0 & 0x2000000) t += ' slc';
  if (r128) t += ' r128';
  if (tfe) t += ' tfe';
  if (w0 & 0x20000) t += ' lwe';
  if (w0 & 0x4000) t += ' da';
  if (d16) t += ' d16';
  return t;
}

function popcount(m: number): number {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

export function expTarget(t: number): string {
  if (t < 8) return `mrt${t}`;
  if (t === 8) return 'mrtz';
  if (t === 9) return 'null';
  if (t >= 12 && t <= 15) return `pos${t - 12}`;
  if (t >= 32) return `param${t - 32}`;
  markLossy('refused-value'); // the assembler has no name for it
  return `invalid_target_${t}`;
}

export function llvmExp(r: Decoded): string | null {
  if (r.truncated || r.row === null) return null;
  const w0 = r.w0;
  const w1 = r.w1;
  const en = w0 & 15;
  const compr = (w0 >>> 10) & 1;
  const srcs: string[] = [];
  let used = 0; // the VSRC fields the text shows
  for (let i = 0; i < 4; i++) {
    const j = compr ? (i >> 1) : i;
    if (en & (1 << i)) used |= 0xff << (j * 8);
    srcs.push(en & (1 << i) ? `v${(w1 >>> (j * 8)) & 0xff}` : 'off');
  }
  absent(w1, ~used);
  // Compressed data comes in pairs: the assembler enables both halves of a pair it is given.
  if (compr && ((en & 3) === 1 || (en & 3) === 2 || (en & 12) === 4 || (en & 12) === 8)) markLossy('ignored-bits');
  let t = `exp ${expTarget((w0 >>> 4) & 63)} ${srcs.join(', ')}`;
  if (w0 & 0x800) t += ' done';
  if (compr) t += ' compr';
  if (w0 & 0x1000) t += ' vm';
  return t;
}

export function llvmFlat(r: Decoded): string | null {
  const row = r.row;
  const name = llvmName(r);
  if (row === null || name === null || row.p.kind !== 'flat' || r.truncated) return null;
  const p = row.p;
  const w0 = r.w0;
  const w1 = r.w1;
  const glc = (w0 >>> 16) & 1;
  const slc = (w0 >>> 17) & 1;
  // llvm-mc 14 reads bits 0-12 as an offset (a GFX9 field) and fixes bits 13-15 and 48-54 to zero;
  // bit 25 and bit 55 (TFE) are AGPR/cache-policy bits it ignores.
  if ((w0 & 0xe000) !== 0 || (w1 & 0x007f0000) !== 0) return null;
  const offset = w0 & 0x1fff;
  const addr = vgpr(w1 & 0xff, 2);
  const data = (w1 >>> 8) & 0xff;
  const vdst = w1 >>> 24;
  let ops: (string | null)[];
  // llvm-mc ignores TFE (bit 55) and the field of an operand the op lacks (DATA of a load, VDST of a
  // store or of an atomic without GLC, which returns nothing).
  absent(w1, 0x800000);
  if (p.dir === 'load') { ops = [vgpr(vdst, p.data), addr]; absent(data, 0xff); }
  else if (p.dir === 'store') { ops = [addr, vgpr(data, p.data)]; absent(vdst, 0xff); }
  else if (glc) ops = [vgpr(vdst, p.cmpswap ? p.data >> 1 : p.data), addr, vgpr(data, p.data)];
  else { ops = [addr, vgpr(data, p.data)]; absent(vdst, 0xff); }
  let t = join(name, ops);
  if (t === null) return null;
  if (offset) t += ` offset:${offset}`;
  if (glc) t += ' glc';
  if (slc) t += ' slc';
  return t;
}
