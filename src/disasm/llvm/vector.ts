// LLVM-dialect text of the vector ALU encodings: VOP1, VOP2, VOPC (32-bit,
// SDWA and DPP forms) and VOP3, as llvm-mc 14 prints them, or null where its
// decoder rejects the word (the interpolation ops are in interp.ts).

import type { GenIndex } from '../../isa/generations.js';
import { llvmModsOf } from '../../isa/llvm-mods.js';
import { llvmIntClamp, type Instr, type LlvmMods, type ValueType, type VopProfile } from '../../isa/table/index.js';
import { EXT_DPP, EXT_SDWA, type Decoded } from '../decode.js';
import { BUS_LITERAL, BUS_VCC, busKey, constantBus } from './bus.js';
import { fpMods, OMOD, vgpr } from './common.js';
import { vop3Interp } from './interp.js';
import { markLossy } from './lossy.js';
import { isConstCode, LITERAL_EXPR, literalHex, literalOperand, operand, type ImmKind } from './operands.js';
import { absent, llvmName } from './scalar.js';
import { laneSources, ldsDirectRev, restrictedSrc0, vop1Facts } from './sources.js';
import { SDWA_SEL_NAMES, SDWA_UNUSED_NAMES } from '../../isa/sdwa.js';

const LITERAL = 255;
const SEL = SDWA_SEL_NAMES;
// dst_unused 3 is printed as UNUSED_PAD by llvm-mc 14 (lossy).
const UNUSED = [...SDWA_UNUSED_NAMES, SDWA_UNUSED_NAMES[0]];

function regsOf(t: string | undefined): number {
  if (t === undefined) return 1;
  return t === 'b128' ? 4 : t.endsWith('64') ? 2 : 1;
}

/** LLVM's immediate kind for an operand type: how constants and literals print. */
function kindOf(t: ValueType | undefined): ImmKind {
  switch (t) {
    case 'f64': return 'f64';
    case 'b64': case 'i64': case 'u64': return 'i64';
    case 'f16': return 'f16';
    case 'b16': case 'i16': case 'u16': return 'i16';
    case 'f32': return 'f32';
    case 'b128': return 'reg'; // a VReg_128/SReg_128 operand: constants are invalid immediates
    default: return 'i32';
  }
}

/** A 9-bit SRC0 (VSrc class): registers, constants, lds_direct, and a literal where the word carries one. */
function vSrc(r: Decoded, code: number, t: ValueType | undefined, literalOk: boolean): string | null {
  if (code === LITERAL) return literalOk && r.hasLiteral && !r.truncated ? literalOperand(r.w1, kindOf(t), r.gen) : null;
  return operand(r.gen, code, regsOf(t), kindOf(t), true);
}

/** `/*invalid immediate*\/`: llvm-mc prints it for a constant in a register operand; nothing reads it back. */
function invalidImm(): string {
  markLossy('invalid-immediate');
  return '/*invalid immediate*/';
}

function sReg(gi: GenIndex, code: number, regs: number): string | null {
  if (code === LITERAL) return null;
  return operand(gi, code, regs, 'reg');
}

/** The e32 suffix: llvm-mc writes `_e32` where the op also has an e64 form and operands. */
function e32Name(row: Instr, name: string, gi: GenIndex): string {
  const p = row.p as VopProfile;
  if (p.src.length === 0) return name;
  if (row.opts.noE64 === true || row.vop3[gi] === null) return name;
  if (p.sdst === 'b32') return name; // readfirstlane / readlane / writelane
  if (p.lane !== undefined) return name;
  return name + '_e32';
}

/** The text of a VOP1/VOP2/VOPC word in its 32-bit form. */
function e32(r: Decoded, row: Instr, name: string): string | null {
  const p = row.p as VopProfile;
  const w = r.w0;
  const gi = r.gen;
  const vdst = (w >>> 17) & 0xff;
  const src0 = w & 0x1ff;
  const vsrc1 = (w >>> 9) & 0xff;
  const n = e32Name(row, name, gi);
  if (row.enc === 'VOP1') {
    const o = vop1Facts(row);
    if (p.src.length === 0) {
      absent(src0, 0x1ff); // v_nop, v_clrexcp: llvm-mc ignores SRC0
      return vdst === 0 ? n : null;
    }
    let d: string | null;
    if (p.sdst !== undefined) d = isConstCode(gi, vdst) || vdst === LITERAL ? invalidImm() : sReg(gi, vdst, 1);
    else d = vgpr(vdst, regsOf(p.dst ?? undefined));
    let s: string | null;
    if (o !== undefined && (o.llvm.src === 'vgpr' || o.llvm.src === 'vgpr-or-lds') && (isConstCode(gi, src0) || src0 === LITERAL)) {
      s = invalidImm();
    } else s = vSrc(r, src0, p.src[0], true);
    restrictedSrc0(row, src0);
    if (d === null || s === null) return null;
    return `${n} ${d}, ${s}`;
  }
  if (row.enc === 'VOPC') {
    const s0 = vSrc(r, src0, p.src[0], true);
    const s1 = vgpr(vsrc1, regsOf(p.src[1]));
    if (s0 === null || s1 === null) return null;
    return `${n} vcc, ${s0}, ${s1}`;
  }
  // VOP2
  const parts: string[] = [];
  if (p.lane !== undefined) laneSources(p, gi, src0, vsrc1);
  if (p.lane === 'read') {
    const d = isConstCode(gi, vdst) ? invalidImm() : sReg(gi, vdst, 1);
    const s0 = vSrc(r, src0, 'b32', true);
    const s1 = operand(gi, vsrc1, 1, 'i32');
    if (d === null || s0 === null || s1 === null || vsrc1 === LITERAL) return null;
    return `${n} ${d}, ${s0}, ${s1}`;
  }
  if (p.lane === 'write') {
    const d = vgpr(vdst, 1);
    const s0 = vSrc(r, src0, 'b32', true);
    const s1 = operand(gi, vsrc1, 1, 'i32');
    if (d === null || s0 === null || s1 === null || vsrc1 === LITERAL) return null;
    return `${n} ${d}, ${s0}, ${s1}`;
  }
  const d = vgpr(vdst, regsOf(p.dst ?? undefined));
  if (d === null) return null;
  parts.push(d);
  if (p.co) parts.push('vcc');
  const s0 = vSrc(r, src0, p.src[0], true);
  if (s0 === null) return null;
  parts.push(s0);
  // SRC0 with the implicit VCC of v_cndmask/v_addc/v_subb, or with the K of v_madmk/v_madak.
  constantBus([busKey(src0, regsOf(p.src[0])), p.ci ? BUS_VCC : -1, p.k !== undefined ? BUS_LITERAL : -1]);
  // A 16-bit K wider than 16 bits.
  if (p.k !== undefined && kindOf(p.src[0]) === 'f16' && r.w1 > 0xffff && LITERAL_EXPR.text === null) markLossy('refused-value');
  ldsDirectRev(row, gi, src0);
  if (p.k === 'mk') parts.push(kHex(r));
  const s1 = vgpr(vsrc1, regsOf(p.src[1]));
  if (s1 === null) return null;
  parts.push(s1);
  if (p.k === 'ak') parts.push(kHex(r));
  if (p.ci) parts.push('vcc');
  return `${n} ${parts.join(', ')}`;
}

/** The K of v_madmk/v_madak: llvm-mc prints the whole dword in hex (printU32/U16ImmOperand), f16 ops included. */
function kHex(r: Decoded): string {
  return literalHex(r.w1);
}

export function llvmVopWord(r: Decoded): string | null {
  const row = r.row;
  const name = llvmName(r);
  if (row === null || name === null || row.p.kind !== 'vop') return null;
  if (r.ext === 0) {
    // madmk/madak with SDWA/DPP codes still read their K: the word is the 32-bit form.
    return e32(r, row, name);
  }
  if (row.p.k !== undefined) return null;
  return r.ext === EXT_SDWA ? sdwa(r, row, name) : dpp(r, row, name);
}

function sdwa(r: Decoded, row: Instr, name: string): string | null {
  const gi = r.gen;
  if (row.opts.noSdwa === true) return null;
  const mods = llvmModsOf(row, gi, 'sdwa');
  if (mods === null) return null;
  const p = row.p as VopProfile;
  const w = r.w1;
  const w0 = r.w0;
  const dstSel = (w >>> 8) & 7;
  const dstUnused = (w >>> 11) & 3;
  const clamp = (w >>> 13) & 1;
  const src0Sel = (w >>> 16) & 7;
  const src1Sel = (w >>> 24) & 7;
  const sext = [(w >>> 19) & 1, (w >>> 27) & 1];
  const neg = [(w >>> 20) & 1, (w >>> 28) & 1];
  const abs = [(w >>> 21) & 1, (w >>> 29) & 1];
  const vopc = row.enc === 'VOPC';
  const vop1 = row.enc === 'VOP1';
  // llvm-mc 14 crashes on selector 7; gcnkit calls the word invalid (syntax.md C.4).
  if (src0Sel === 7 || (!vop1 && src1Sel === 7) || (!vopc && dstSel === 7)) return null;
  if (p.src.length === 0) {
    // v_nop_sdwa decodes only with an all-zero SDWA dword (see length.ts), and prints the bare op,
    // which assembles to the 32-bit form.
    if (((w0 >>> 17) & 0xff) !== 0 || w !== 0) return null;
    markLossy('other-encoding');
    return name;
  }
  for (let i = 0; i < 2; i++) {
    const m = mods[i];
    if (m === '_' ) {
      if (sext[i] || neg[i] || abs[i] || (i === 1 && src1Sel !== 0)) return null;
      if (i === 0 && src0Sel !== 0) return null;
    } else if (m === 'F') { if (sext[i]) return null; } else if (neg[i] || abs[i]) return null;
  }
  if (!mods.includes('c') && clamp) return null;
  const parts: string[] = [];
  if (vopc) parts.push('vcc');
  else {
    const d = p.sdst !== undefined ? null : vgpr((w0 >>> 17) & 0xff, regsOf(p.dst ?? undefined));
    if (d === null) return null;
    parts.push(d);
    if (p.co) parts.push('vcc');
  }
  const srcs = [w & 0xff, (w0 >>> 9) & 0xff];
  const nsrc = vop1 ? 1 : 2;
  for (let i = 0; i < nsrc; i++) {
    const s = vgpr(srcs[i]!, 1);
    if (s === null) return null;
    parts.push(mods[i] === 'F' ? fpMods(s, neg[i] === 1, abs[i] === 1, false) : sext[i] ? `sext(${s})` : s);
  }
  if (p.ci) parts.push('vcc');
  let t = (vopc ? name : name + '_sdwa') + ' ' + parts.join(', ');
  if (clamp) t += ' clamp';
  if (!vopc) t += ` dst_sel:${SEL[dstSel]} dst_unused:${UNUSED[dstUnused]}`;
  else absent(w >>> 8, 0x1f); // VOPC has no destination select: llvm-mc ignores the bits
  if (!vopc && dstUnused === 3) markLossy('ignored-bits'); // printed UNUSED_PAD (0)
  if (p.mac && dstSel !== 6) markLossy('refused-value'); // the assembler wants dst_sel:DWORD for v_mac (the destination is a source)
  t += ` src0_sel:${SEL[src0Sel]}`;
  if (!vop1) t += ` src1_sel:${SEL[src1Sel]}`;
  return t;
}

function dppCtrlText(c: number): string {
  if (c <= 0xff) return `quad_perm:[${c & 3},${(c >> 2) & 3},${(c >> 4) & 3},${(c >> 6) & 3}]`;
  if (c >= 0x101 && c <= 0x10f) return `row_shl:${c & 15}`;
  if (c >= 0x111 && c <= 0x11f) return `row_shr:${c & 15}`;
  if (c >= 0x121 && c <= 0x12f) return `row_ror:${c & 15}`;
  switch (c) {
    case 0x130: return 'wave_shl:1';
    case 0x134: return 'wave_rol:1';
    case 0x138: return 'wave_shr:1';
    case 0x13c: return 'wave_ror:1';
    case 0x140: return 'row_mirror';
    case 0x141: return 'row_half_mirror';
    case 0x142: return 'row_bcast:15';
    case 0x143: return 'row_bcast:31';
    default: break;
  }
  // GFX10 / GFX90A controls that llvm-mc names while refusing them on GCN 1.2
  // (llvm-mc prints an empty control before the first comment); reserved ones.
  // Nothing reads a comment back.
  markLossy('comment');
  if (c >= 0x150 && c <= 0x15f) return ' /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */';
  if (c >= 0x160 && c <= 0x16f) return '/* row_xmask is not supported on ASICs earlier than GFX10 */';
  return '/* Invalid dpp_ctrl value */';
}

function dpp(r: Decoded, row: Instr, name: string): string | null {
  const gi = r.gen;
  if (row.opts.noDpp === true) return null;
  if (row.enc === 'VOPC') return null; // llvm-mc 14 has no VOPC DPP
  const mods = llvmModsOf(row, gi, 'dpp');
  if (mods === null) return null;
  const p = row.p as VopProfile;
  const w = r.w1;
  const w0 = r.w0;
  const neg = [(w >>> 20) & 1, (w >>> 22) & 1];
  const abs = [(w >>> 21) & 1, (w >>> 23) & 1];
  for (let i = 0; i < 2; i++) {
    if (mods[i] !== 'F' && mods[i] !== 'I' && mods[i] !== 'i' && (neg[i] || abs[i])) return null;
    // Bits llvm-mc accepts without printing: ABS of an integer source, both bits of an 'i' source.
    if ((mods[i] === 'I' && abs[i]) || (mods[i] === 'i' && (neg[i] || abs[i]))) markLossy('ignored-bits');
  }
  const ctrl = (w >>> 8) & 0x1ff;
  const tail = `${dppCtrlText(ctrl)} row_mask:0x${((w >>> 28) & 15).toString(16)} bank_mask:0x${((w >>> 24) & 15).toString(16)}`
    + ((w >>> 19) & 1 ? ' bound_ctrl:1' : '');
  // v_nop_dpp: no operands, no suffix, the controls still printed.
  if (p.src.length === 0) return ((w0 >>> 17) & 0xff) !== 0 || (w & 0x00f000ff) !== 0 ? null : `${name} ${tail}`;
  const parts: string[] = [];
  const d = vgpr((w0 >>> 17) & 0xff, regsOf(p.dst ?? undefined));
  if (d === null || p.sdst !== undefined) return null;
  parts.push(d);
  if (p.co) parts.push('vcc');
  const srcs = [w & 0xff, (w0 >>> 9) & 0xff];
  const nsrc = row.enc === 'VOP1' ? 1 : 2;
  for (let i = 0; i < nsrc; i++) {
    const s = vgpr(srcs[i]!, regsOf(p.src[i]));
    if (s === null) return null;
    // Integer sources print NEG as sext() (LLVM's SEXT shares the bit); ABS is not printed.
    parts.push(mods[i] === 'F' ? fpMods(s, neg[i] === 1, abs[i] === 1, false) : mods[i] === 'I' && neg[i] ? `sext(${s})` : s);
  }
  if (p.ci) parts.push('vcc');
  return `${name}_dpp ${parts.join(', ')} ${tail}`;
}

/** The VOP3 (e64) text. */
export function llvmVop3(r: Decoded): string | null {
  const row = r.row;
  const name = llvmName(r);
  if (row === null || name === null) return null;
  const gi = r.gen;
  const vi = gi === 2;
  const w0 = r.w0;
  const w1 = r.w1;
  if (r.truncated) return null;
  if (row.p.kind === 'vintrp' || row.p.kind === 'vop3interp') return vop3Interp(r, row, name);
  if (row.p.kind !== 'vop') return null;
  if (row.enc !== 'VOP3' && row.opts.noE64 === true) return null;
  const mods = llvmModsOf(row, gi, 'e64');
  if (mods === null) return null;
  const p = row.p;
  const isB = row.vop3b;
  const vdst = w0 & 0xff;
  const src = [w1 & 0x1ff, (w1 >>> 9) & 0x1ff, (w1 >>> 18) & 0x1ff];
  const omod = (w1 >>> 27) & 3;
  const neg = (w1 >>> 29) & 7;
  const abs = isB ? 0 : (w0 >>> 8) & 7;
  const clamp = vi ? (w0 >>> 15) & 1 : isB ? 0 : (w0 >>> 11) & 1;
  // Fixed bits: before GCN 1.2, VOP3A bits 12-16 and VOP3B bits 15-16 must be zero.
  if (!vi && (isB ? (w0 & 0x18000) : (w0 & 0x1f000)) !== 0) return null;
  const hasC = mods.includes('c');
  const hasO = mods.includes('o');
  if (clamp && !hasC) return null;
  if (omod && !hasO) return null;
  const nsrc = p.src.length;
  for (let i = 0; i < 3; i++) {
    // v_mac's SRC2 is the destination, tied: llvm-mc fixes the field and its modifiers to zero.
    const m = i === 2 && p.mac ? '_' : mods[i] ?? '_';
    const bit = 1 << i;
    if (m === '_') {
      if (src[i] !== 0 || ((abs | neg) & bit)) return null;
    } else if (m === '-' && ((abs | neg) & bit)) return null;
    // Bits llvm-mc ignores: the modifiers of a '~' source and of an integer source's ABS, a '?' source.
    else if ((m === '~' || m === '?') && ((abs | neg) & bit)) markLossy('ignored-bits');
    else if (m === 'I' && (abs & bit)) markLossy('ignored-bits');
    if (m === '?' && src[i] !== 0) markLossy('ignored-bits');
  }
  // Integer clamping is refused before GCN 1.2 (llvm-mc: "integer clamping is not supported on this GPU").
  if (clamp && !vi && !isFloatOp(p)) {
    const o = vop1Facts(row);
    if (o !== undefined ? !o.llvm.clamp[gi] : true) return null;
  }
  // With a float source but an integer result (compares, conversions to integers) the clamp
  // operand exists, but the assembler refuses it there too (LLVM's IntClamp).
  if (clamp && !vi && llvmIntClamp(row)) markLossy('refused-value');
  const parts: string[] = [];
  if (p.sdst === 'b64' || row.enc === 'VOPC') {
    const d = sReg(gi, vdst, 2);
    if (d === null) return null;
    parts.push(d);
  } else if (p.sdst === 'b32') {
    const d = isConstCode(gi, vdst) ? invalidImm() : sReg(gi, vdst, 1);
    if (d === null) return null;
    parts.push(d);
  } else if (nsrc > 0 || p.dst !== null) {
    const d = vgpr(vdst, regsOf(p.dst ?? undefined));
    if (d === null) return null;
    parts.push(d);
  } else if (vdst !== 0 || src[0] !== 0) return null;
  if (isB && (p.co || row.enc === 'VOP2')) {
    const sd = sReg(gi, (w0 >>> 8) & 0x7f, 2);
    if (sd === null) return null;
    parts.push(sd);
  }
  // The lane mask of v_cndmask/v_addc/v_subb is a 64-bit register operand in SRC2.
  const nread = p.ci ? 3 : nsrc;
  const bus = [row.opts.llvmReadsVcc === true ? BUS_VCC : -1, -1, -1, -1];
  for (let i = 0; i < nread; i++) {
    const code = src[i]!;
    if (code === LITERAL) return null; // no literal in VOP3 on these generations
    const t = p.src[i];
    const o = vop1Facts(row);
    if (i === 0) {
      restrictedSrc0(row, code);
      ldsDirectRev(row, gi, code);
      if (row.opts.llvmRegSrc0 === true && code < 256 && code !== 254) markLossy('refused-register');
    }
    bus[i + 1] = busKey(code, i === 2 && p.ci ? 2 : p.lane !== undefined && i === 1 ? 1 : regsOf(t));
    // GCN 1.0/1.1 have no 16-bit inline constants: the assembler makes the constant of a 16-bit
    // source a literal, which VOP3 cannot hold (v_cvt_f32_f16_e64 v1, 0.5).
    if (!vi && (kindOf(t) === 'f16' || kindOf(t) === 'i16') && isConstCode(gi, code)) markLossy('refused-value');
    // The lane mask is a scalar register class; a 128-bit operand (v_mqsad_u32_u8's SRC2) a VGPR one.
    if (code >= 256 ? i === 2 && p.ci : t === 'b128') markLossy('refused-register');
    const regOnly = i === 0 && (row.opts.llvmRegSrc0 === true
      || (o !== undefined && (o.llvm.src === 'vgpr' || o.llvm.src === 'vgpr-or-lds')));
    if (regOnly && isConstCode(gi, code)) {
      parts.push(invalidImm());
      continue;
    }
    let s: string | null;
    if (i === 2 && p.ci) s = operand(gi, code, 2, 'reg');
    else if (p.lane !== undefined && i === 1) s = operand(gi, code, 1, 'i32');
    else s = operand(gi, code, regsOf(t), kindOf(t), i === 0);
    if (s === null) return null;
    const m = mods[i];
    // Integer sources print NEG as sext(); their ABS bit is not printed.
    parts.push(m === 'F' ? fpMods(s, ((neg >> i) & 1) === 1, ((abs >> i) & 1) === 1, isConstCode(gi, code))
      : m === 'I' && ((neg >> i) & 1) ? `sext(${s})` : s);
  }
  if (p.lane !== undefined) laneSources(p, gi, src[0]!, src[1]!);
  else constantBus(bus);
  // v_nop/v_clrexcp print bare, which assembles to the 32-bit form.
  if (nsrc === 0 && parts.length === 0) markLossy('other-encoding');
  let text = nsrc === 0 ? name : `${name}${suffix64(row, gi)} ${parts.join(', ')}`;
  if (nsrc === 0 && parts.length > 0) text = `${name}${suffix64(row, gi)} ${parts.join(', ')}`;
  if (clamp) text += ' clamp';
  text += OMOD[omod]!;
  return text;
}

function isFloatType(t: string | undefined | null): boolean {
  return t === 'f16' || t === 'f32' || t === 'f64';
}

function isFloatOp(p: VopProfile): boolean {
  return isFloatType(p.dst) || p.src.some((t) => isFloatType(t));
}

/** `_e64` for ops that also have a 32-bit form in LLVM (VOP1/VOP2/VOPC images); VOP3-only ops print bare. */
function suffix64(row: Instr, gi: GenIndex): string {
  if (row.enc === 'VOP3') return '';
  const p = row.p as VopProfile;
  if (p.src.length === 0) return '';
  void gi;
  return '_e64';
}
