// CLRX-dialect text of the vector ALU encodings: VOP2, VOP1, VOPC with their
// SDWA/DPP forms (GCN 1.2), VOP3A/VOP3B and VINTRP, as clrxdisasm 0.1.9
// prints them, plus gcnkit's B.8 rules (syntax.md): ` sdwa` where nothing
// marks an SDWA word, `abs:N`/`neg:N` for modifiers on constants, and the
// `raw:[...]` tail (set through Line.lossy) where bits are lost.

import type { GenIndex } from '../../isa/generations.js';
import type { Instr, VopProfile } from '../../isa/table/index.js';
import { EXT_DPP, EXT_SDWA, type Decoded } from '../decode.js';
import type { Line } from './line.js';
import { clrxName } from './scalar.js';
import { codeTexts, hex, literalText, vreg } from './operands.js';

const LITERAL = 255;
const VCC = 106;

function regsOf(t: string | undefined): number {
  if (t === undefined) return 1;
  return t === 'b128' ? 4 : t.endsWith('64') ? 2 : 1;
}

/** A 9-bit source code; a literal only where the word carries one (VOP1/VOP2/VOPC). */
function vSrc(L: Line, r: Decoded, code: number, regs: number, literalOk: boolean): void {
  if (code === LITERAL) {
    if (literalOk && r.hasLiteral && !r.truncated) L.add(literalText(r.w1));
    else { L.add('0x0'); L.lossy = true; }
    return;
  }
  const t = codeTexts(r.gen, regs);
  L.add(t.text(code));
  if (t.lossy[code] === 1) L.lossy = true;
}

/** Inline integer and float constants (a leading `-` would read as part of them). */
function isConstant(gi: GenIndex, code: number): boolean {
  return (code >= 128 && code <= 208) || (code >= 240 && code <= 247) || (code === 248 && gi === 2);
}

/** What a CLRX VOP3 line shows for an instruction (clrxdisasm's per-row modes, derived from the profile). */
interface Vop3Shape {
  /** VOP1/VOP2/VOPC/VINTRP image, or a VOP3-only op. */
  readonly image: 'VOP1' | 'VOP2' | 'VOPC' | 'VINTRP' | 'VOP3';
  readonly noArgs: boolean;
  /** Sources printed (0..3). */
  readonly nsrc: number;
  /** VDST printed as a scalar register (readfirstlane, readlane). */
  readonly dstSgpr: boolean;
  /** No VDST at all. */
  readonly noDst: boolean;
  /** VOP3B: SDST printed after VDST. */
  readonly sdst: boolean;
  /** SRC2 printed as a lane mask (an SGPR pair without modifiers): v_cndmask, v_addc. */
  readonly src2Mask: boolean;
  /** SRC1 is a scalar lane select (readlane/writelane). */
  readonly src1Sgpr: boolean;
  readonly dstRegs: number;
  readonly srcRegs: readonly number[];
  /** v_madmk/v_madak (clrxdisasm reads no K in VOP3 but marks the line vop3). */
  readonly k: boolean;
  /** The VINTRP images: 'p1'/'p2'/'mov', the GCN 1.2 16-bit ones 'new', 'new2' (with a third source). */
  readonly interp: '' | 'p1' | 'p2' | 'mov' | 'new' | 'new2';
}

const SHAPES = new Map<Instr, Vop3Shape>();

function shapeOf(row: Instr): Vop3Shape {
  let s = SHAPES.get(row);
  if (s !== undefined) return s;
  const p = row.p;
  const base: Vop3Shape = {
    image: row.enc === 'VOP3' ? row.opts.clrxVop3Image ?? 'VOP3' : (row.enc as Vop3Shape['image']), noArgs: false, nsrc: 0, dstSgpr: false,
    noDst: false, sdst: false, src2Mask: false, src1Sgpr: false, dstRegs: 1, srcRegs: [1, 1, 1], k: false, interp: '',
  };
  if (p.kind === 'vintrp') s = { ...base, image: 'VINTRP', interp: p.form, nsrc: 1 };
  else if (p.kind === 'vop3interp') s = { ...base, image: 'VINTRP', interp: p.form === 'p1ll' ? 'new' : 'new2', nsrc: 1 };
  else if (p.kind === 'vop') s = vopShape(row, p, base);
  else s = base;
  SHAPES.set(row, s);
  return s;
}

/** Register counts of the sources as CLRX reads them (its table widens v_cmp_class_f64's mask). */
function clrxSrcRegs(row: Instr): number[] {
  const p = row.p as VopProfile;
  return [regsOf(p.src[0]), row.opts.clrxSrc1Pair ? 2 : regsOf(p.src[1]), regsOf(p.src[2])];
}

function vopShape(row: Instr, p: VopProfile, base: Vop3Shape): Vop3Shape {
  const srcRegs = clrxSrcRegs(row);
  const dstRegs = p.sdst === 'b64' ? 2 : regsOf(p.dst ?? undefined);
  if (p.src.length === 0) return { ...base, noArgs: true };
  if (row.enc === 'VOPC') return { ...base, nsrc: 2, dstSgpr: true, dstRegs: 2, srcRegs };
  if (p.lane === 'read') return { ...base, nsrc: 2, dstSgpr: true, src1Sgpr: true, srcRegs };
  if (p.lane === 'write') return { ...base, nsrc: 2, src1Sgpr: true, srcRegs };
  // clrxdisasm shows three sources for the VOP3 form of v_madmk/v_madak (it reads no K there).
  if (p.k !== undefined) return { ...base, nsrc: 3, k: true, dstRegs, srcRegs };
  if (row.enc === 'VOP2') {
    // clrxdisasm shows two sources for every VOP2 image, v_mac included; carries as SGPR pairs.
    return { ...base, nsrc: p.ci ? 3 : 2, sdst: p.co === true, src2Mask: p.ci === true, dstRegs, srcRegs };
  }
  return {
    ...base, nsrc: p.src.length, dstSgpr: p.sdst === 'b32', sdst: row.vop3b, dstRegs, srcRegs,
  };
}

function sdwaSel(v: number): string {
  return v === 7 ? 'invalid' : ['byte0', 'byte1', 'byte2', 'byte3', 'word0', 'word1'][v]!;
}

function dppCtrlText(c: number): string {
  if (c <= 0xff) return ` quad_perm:[${c & 3},${(c >> 2) & 3},${(c >> 4) & 3},${(c >> 6) & 3}]`;
  if (c >= 0x101 && c <= 0x12f && (c & 15) !== 0) {
    const kind = (c & 0xf0) === 0 ? 'row_shl' : (c & 0xf0) === 0x10 ? 'row_shr' : 'row_ror';
    return ` ${kind}:${c & 15}`;
  }
  switch (c) {
    case 0x100: return '';
    case 0x130: return ' wave_shl';
    case 0x134: return ' wave_rol';
    case 0x138: return ' wave_shr';
    case 0x13c: return ' wave_ror';
    case 0x140: return ' row_mirror';
    case 0x141: return ' row_half_mirror';
    case 0x142: return ' row_bcast15';
    case 0x143: return ' row_bcast31';
    default: return ` dppctrl:${hex(c)}`;
  }
}

/** SRC0 of a VOP1/VOP2/VOPC word: the code, or the SDWA/DPP dword's VGPR with its modifiers. */
function extSrc0(L: Line, r: Decoded, regs: number): void {
  if (r.ext === 0) { vSrc(L, r, r.w0 & 0x1ff, regs, true); return; }
  const w = r.w1;
  const sext = r.ext === EXT_SDWA && (w & 0x80000) !== 0;
  const neg = (w & 0x100000) !== 0;
  const abs = (w & 0x200000) !== 0;
  if (sext) L.add('sext(');
  if (neg) L.add('-');
  if (abs) L.add('abs(');
  vSrc(L, r, 256 + (w & 0xff), regs, false);
  if (abs) L.add(')');
  if (sext) L.add(')');
}

/** VSRC1 of a VOP2/VOPC word, with SDWA/DPP source-1 modifiers. */
function extSrc1(L: Line, r: Decoded, vsrc1: number, regs: number): void {
  const w = r.w1;
  const sext = r.ext === EXT_SDWA && (w & 0x8000000) !== 0;
  const neg = r.ext === EXT_SDWA ? (w & 0x10000000) !== 0 : r.ext === EXT_DPP && (w & 0x400000) !== 0;
  const abs = r.ext === EXT_SDWA ? (w & 0x20000000) !== 0 : r.ext === EXT_DPP && (w & 0x800000) !== 0;
  if (sext) L.add('sext(');
  if (neg) L.add('-');
  if (abs) L.add('abs(');
  L.add(vreg(vsrc1, regs));
  if (vsrc1 + regs > 256) L.lossy = true;
  if (abs) L.add(')');
  if (sext) L.add(')');
}

/**
 * The SDWA options. Returns true when something on the line marks the word as
 * SDWA (CLRX prints ` sdwa` itself when every option is at its default and
 * source 1 is used; gcnkit adds it for VOP1 too, B.8).
 */
function sdwaTail(L: Line, r: Decoded, src0Used: boolean, src1Used: boolean): void {
  const w = r.w1;
  const dstSel = (w >>> 8) & 7;
  const dstUnused = (w >>> 11) & 3;
  const src0Sel = (w >>> 16) & 7;
  const src1Sel = (w >>> 24) & 7;
  if ((w & 0x2000) !== 0) L.add(' clamp');
  let marked = false;
  if (dstSel !== 6) { L.add(' dst_sel:' + sdwaSel(dstSel)); marked = true; }
  if (dstUnused !== 0) { L.add(' dst_unused:' + ['', 'sext', 'preserve', 'invalid'][dstUnused]!); marked = true; }
  if (src0Used && src0Sel !== 6) { L.add(' src0_sel:' + sdwaSel(src0Sel)); marked = true; }
  if (src1Used && src1Sel !== 6) { L.add(' src1_sel:' + sdwaSel(src1Sel)); marked = true; }
  if (!src0Used) {
    if ((w & 0x80000) !== 0) L.add(' sext0');
    if ((w & 0x100000) !== 0) L.add(' neg0');
    if ((w & 0x200000) !== 0) L.add(' abs0');
  }
  if (!src1Used) {
    if ((w & 0x8000000) !== 0) L.add(' sext1');
    if ((w & 0x10000000) !== 0) L.add(' neg1');
    if ((w & 0x20000000) !== 0) L.add(' abs1');
  }
  if (src0Used && (w & 0x80000) !== 0) marked = true;
  if (src1Used && (w & 0x8000000) !== 0) marked = true;
  // clrxdisasm's own marker; gcnkit adds it wherever nothing else marks the word (B.8).
  const clrxMarks = dstSel === 6 && dstUnused === 0 && src0Sel === 6 && (w & 0x80000) === 0 && src1Sel === 6
    && (w & 0x8000000) === 0;
  if (L.exact ? clrxMarks : !marked) L.add(' sdwa');
  else if (!marked) L.lossy = true;
  // Reserved bits 14-15, 22-23, 30-31 have no spelling.
  if ((w & 0xc0c0c000) !== 0) L.lossy = true;
}

function dppTail(L: Line, r: Decoded, src0Used: boolean, src1Used: boolean): void {
  const w = r.w1;
  const ctrl = (w >>> 8) & 0x1ff;
  L.add(dppCtrlText(ctrl));
  if ((w & 0x80000) !== 0) L.add(' bound_ctrl');
  L.add(` bank_mask:${(w >>> 24) & 15} row_mask:${(w >>> 28) & 15}`);
  if (!src0Used) {
    if ((w & 0x100000) !== 0) L.add(' neg0');
    if ((w & 0x200000) !== 0) L.add(' abs0');
  }
  if (!src1Used) {
    if ((w & 0x400000) !== 0) L.add(' neg1');
    if ((w & 0x800000) !== 0) L.add(' abs1');
  }
  // DPP_CTRL 0x100 prints nothing (reads back as quad_perm:[0,0,0,0]); bits 17-18 are reserved.
  if (ctrl === 0x100 || (w & 0x60000) !== 0) L.lossy = true;
}

function extTail(L: Line, r: Decoded, src0Used: boolean, src1Used: boolean): void {
  if (r.ext === EXT_SDWA) sdwaTail(L, r, src0Used, src1Used);
  else if (r.ext === EXT_DPP) dppTail(L, r, src0Used, src1Used);
}



/** clrxasm refuses SDWA/DPP for some ops (64-bit operands for DPP); such text reads back as something else. */
function extUnsupported(r: Decoded): boolean {
  const row = r.row;
  if (row === null || row.p.kind !== 'vop') return false;
  if (r.ext === EXT_SDWA) return row.opts.clrxNoSdwa === true;
  const p = row.p;
  return row.opts.clrxNoDpp === true || [p.dst ?? 'b32', ...p.src].some((t) => regsOf(t) > 1);
}

export function printVop1(L: Line, r: Decoded): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const vdst = (w >>> 17) & 0xff;
  const src0f = w & 0x1ff;
  if (name === null) {
    L.head(`VOP1_ill_${r.opcode}`);
    L.add(vreg(vdst, 1) + ', ');
    extSrc0(L, r, 1);
    extTail(L, r, true, false);
    return;
  }
  const p = r.row!.p as VopProfile;
  if (p.src.length === 0) {
    // v_nop / v_clrexcp: the fields as name=value; an extension dword shows its bits.
    L.headForFields(name);
    L.field('vdst', vdst);
    L.field('src0', src0f);
    if (r.ext !== 0) {
      extTail(L, r, false, false);
      L.lossy = true; // the dword's SRC0 byte is not shown
    } else if (r.size > 1) L.lossy = true; // the literal dword is not shown
    L.trim(name);
    return;
  }
  L.head(name);
  if (p.sdst !== undefined) {
    const t = codeTexts(r.gen, 1);
    L.add(vdst === LITERAL ? '0x0' : t.text(vdst));
    // Codes that are no scalar destination print as sources; clrxasm cannot read them back.
    if (vdst >= 104 && !(vdst === 106 || vdst === 107 || (vdst >= 108 && vdst <= 111) || (vdst >= 112 && vdst <= 124)
      || vdst === 126 || vdst === 127 || (r.gen !== 0 && (vdst === 104 || vdst === 105)) || (r.gen === 2 && (vdst === 102 || vdst === 103)))) L.lossy = true;
    if (r.ext !== 0) L.lossy = true; // clrxdisasm drops readfirstlane's extension dword
  } else {
    const dr = regsOf(p.dst ?? undefined);
    L.add(vreg(vdst, dr));
    if (vdst + dr > 256) L.lossy = true;
  }
  L.add(', ');
  extSrc0(L, r, regsOf(p.src[0]));
  if (r.ext !== 0 && extUnsupported(r)) L.lossy = true;
  extTail(L, r, true, false);
  if (r.ext === EXT_SDWA && ((r.w1 >>> 24) & 7) !== 0) L.lossy = true; // VOP1 has no src1_sel spelling
}

export function printVop2(L: Line, r: Decoded): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const vdst = (w >>> 17) & 0xff;
  const vsrc1 = (w >>> 9) & 0xff;
  const p = name !== null ? r.row!.p as VopProfile : null;
  L.head(name ?? `VOP2_ill_${r.opcode}`);
  if (p !== null && p.lane === 'read') {
    vSrcPlain(L, r.gen, vdst, 1);
    if (vdst >= 128) L.lossy = true;
  } else {
    const dr = p === null ? 1 : regsOf(p.dst ?? undefined);
    L.add(vreg(vdst, dr));
    if (vdst + dr > 256) L.lossy = true;
  }
  if (p !== null && p.co) L.add(', vcc');
  L.add(', ');
  extSrc0(L, r, p === null ? 1 : regsOf(p.src[0]));
  if (p !== null && p.k === 'mk') L.add(', ' + hex(r.truncated ? 0 : r.w1));
  L.add(', ');
  if (p !== null && p.lane !== undefined) {
    // readlane/writelane on GCN 1.0/1.1: VSRC1 holds a scalar code. Code 255 reads no literal;
    // clrxdisasm still prints `lit(0)`, which would assemble to one more dword.
    if (vsrc1 === 255) { L.add('lit(0)'); L.lossy = true; } else vSrcPlain(L, r.gen, vsrc1, 1);
  } else extSrc1(L, r, vsrc1, p === null ? 1 : regsOf(p.src[1]));
  if (p !== null && p.k === 'ak') L.add(', ' + hex(r.truncated ? 0 : r.w1));
  // clrxdisasm reads the K dword of v_madmk/v_madak as SDWA/DPP too when SRC0 says so.
  if (p !== null && p.k !== undefined && r.ext !== 0) L.lossy = true;
  else if (p !== null && p.ci) L.add(', vcc');
  if (r.ext !== 0 && extUnsupported(r)) L.lossy = true;
  extTail(L, r, true, true);
}

function vSrcPlain(L: Line, gi: GenIndex, code: number, regs: number): void {
  const t = codeTexts(gi, regs);
  L.add(t.text(code));
  if (t.lossy[code] === 1) L.lossy = true;
}

export function printVopc(L: Line, r: Decoded): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const vsrc1 = (w >>> 9) & 0xff;
  const p = name !== null ? r.row!.p as VopProfile : null;
  L.head(name ?? `VOPC_ill_${r.opcode}`);
  L.add('vcc, ');
  extSrc0(L, r, p === null ? 1 : regsOf(p.src[0]));
  L.add(', ');
  extSrc1(L, r, vsrc1, p === null ? 1 : clrxSrcRegs(r.row!)[1]!);
  if (r.ext !== 0 && extUnsupported(r)) L.lossy = true;
  extTail(L, r, true, true);
}

/** A VOP3 source with inline modifiers (registers) or bare (constants: their modifiers go to abs:/neg:). */
function vop3Src(L: Line, r: Decoded, code: number, regs: number, abs: boolean, neg: boolean): void {
  if (!L.exact && (isConstant(r.gen, code) || code === LITERAL)) { vSrc(L, r, code, regs, false); return; }
  if (neg) L.add('-');
  if (abs) L.add('abs(');
  vSrc(L, r, code, regs, false);
  if (abs) L.add(')');
}

/**
 * VOP3 opcodes that CLRX's disassembler table fills with another generation's
 * instruction (inclusive ranges, per generation). Printed as undefined, they
 * still read ABS and CLAMP as that slot's VOP3A (a) or VOP3B (b) would; other
 * undefined opcodes read neither. clrxdisasm's quirk, kept to match its text.
 */
const CLRX_VOP3_PHANTOMS: readonly { a: readonly [number, number][]; b: readonly [number, number][] }[] = [
  { a: [[373, 373], [407, 410], [453, 454]], b: [[374, 375]] },
  { a: [[370, 371]], b: [] },
  { a: [[308, 310], [315, 315], [317, 317], [397, 401], [497, 519], [631, 631], [665, 672], [896, 914], [928, 931],
    [934, 939]], b: [] },
];

function inRanges(v: number, rs: readonly [number, number][]): boolean {
  for (const [lo, hi] of rs) if (v >= lo && v <= hi) return true;
  return false;
}

/** The layout clrxdisasm assumes for an undefined VOP3 opcode: 'a', 'b' or none. */
function phantomLayout(gi: GenIndex, op: number): 'a' | 'b' | null {
  const p = CLRX_VOP3_PHANTOMS[gi]!;
  return inRanges(op, p.a) ? 'a' : inRanges(op, p.b) ? 'b' : null;
}

const OMOD = ['', ' mul:2', ' mul:4', ' div:2'];
const INTERP_PARAMS = ['p10', 'p20', 'p0'];
const ATTR_CHANNELS = 'xyzw';

export function printVop3(L: Line, r: Decoded): void {
  const w0 = r.w0;
  const w1 = r.w1;
  const gi = r.gen;
  const vi = gi === 2;
  const vdst = w0 & 0xff;
  const src = [w1 & 0x1ff, (w1 >>> 9) & 0x1ff, (w1 >>> 18) & 0x1ff];
  const omod = (w1 >>> 27) & 3;
  const neg = (w1 >>> 29) & 7;
  const row = r.row;
  const name = clrxName(r, L);
  const isB = row !== null && row.vop3b;
  // clrxdisasm reads no ABS bits for VOP3B, nor for an undefined opcode in an empty table slot.
  const slotA = name !== null ? !isB : phantomLayout(gi, r.opcode) === 'a';
  const abs = slotA ? (w0 >>> 8) & 7 : 0;
  if (!slotA && !isB && ((w0 >>> 8) & 7) !== 0) L.lossy = true;
  // Before GCN 1.2 clamp is bit 11 of VOP3A only (clrxdisasm ignores it for undefined opcodes too).
  const clamp = vi ? (w0 >>> 15) & 1 : slotA ? (w0 >>> 11) & 1 : 0;
  if (!vi && !isB && !slotA && (w0 & 0x800) !== 0) L.lossy = true;
  const sdst = (w0 >>> 8) & 0x7f;
  // The reserved bits of each layout (1.0/1.1: VOP3A 12-16, VOP3B 15-16; 1.2: VOP3A 11-14) have no spelling.
  if ((vi ? (isB ? 0 : w0 & 0x7800) : (isB ? w0 & 0x18000 : w0 & 0x1f000)) !== 0) L.lossy = true;
  const vopcRange = r.opcode < 256;
  let sh: Vop3Shape;
  let n: string;
  if (name === null) {
    n = `VOP3A_ill_${r.opcode}`;
    sh = {
      image: vopcRange ? 'VOPC' : 'VOP3', noArgs: false, nsrc: vopcRange ? 2 : 3, dstSgpr: vopcRange, noDst: false,
      sdst: false, src2Mask: false, src1Sgpr: false, dstRegs: vopcRange ? 2 : 1, srcRegs: [1, 1, 1], k: false, interp: '',
    };
  } else {
    n = name;
    sh = shapeOf(row!);
  }
  let used = 0; // bit i: source i shown
  let constAbs = 0;
  let constNeg = 0;
  let src2Mask = false;
  if (sh.noArgs) {
    L.headForFields(n);
  } else {
    L.head(n);
    // (A constant code in a scalar destination has no spelling clrxasm takes.)
    if (sh.dstSgpr) { vSrcPlain(L, gi, vdst, sh.dstRegs); if (vdst >= 128 && sh.image !== 'VOP1') L.lossy = true; } else { L.add(vreg(vdst, sh.dstRegs)); if (vdst + sh.dstRegs > 256) L.lossy = true; }
    L.add(', ');
    if (sh.sdst) { vSrcPlain(L, gi, sdst, 2); L.add(', '); }
    if (sh.interp !== '') {
      printInterp(L, r, sh, src, abs, neg);
      used = sh.interp === 'new2' ? 7 : 3;
    } else {
      for (let i = 0; i < sh.nsrc; i++) {
        if (i > 0) L.add(', ');
        const a = ((abs >> i) & 1) !== 0;
        const ng = ((neg >> i) & 1) !== 0;
        if (i === 2 && sh.src2Mask) {
          vSrcPlain(L, gi, src[2]!, 2);
          if (src[2]! >= 128) L.lossy = true; // the lane mask is a scalar register pair
          src2Mask = true;
          used |= 4;
          continue;
        }
        if (i === 1 && sh.src1Sgpr) { vop3Src(L, r, src[1]!, 1, a, ng); }
        else vop3Src(L, r, src[i]!, sh.srcRegs[i]!, a, ng);
        if (isConstant(gi, src[i]!) || src[i] === LITERAL) {
          if (a) constAbs |= 1 << i;
          if (ng) constNeg |= 1 << i;
        }
        if (L.exact && (a || ng) && (isConstant(gi, src[i]!) || src[i] === LITERAL)) L.lossy = true;
        used |= 1 << i;
      }
    }
    if (!L.exact) {
      if (constAbs !== 0) L.add(` abs:${constAbs}`);
      if (constNeg !== 0) L.add(` neg:${constNeg}`);
    }
  }
  L.add(OMOD[omod]!);
  if (clamp !== 0) L.add(' clamp');
  if (sh.noArgs || sh.noDst) L.field('dst', vdst);
  if ((used & 1) === 0) {
    L.field('src0', src[0]!);
    if ((abs & 1) !== 0) L.add(' abs0');
    if ((neg & 1) !== 0) L.add(' neg0');
  }
  if ((used & 2) === 0) {
    L.field('vsrc1', src[1]!);
    if ((abs & 2) !== 0) L.add(' abs1');
    if ((neg & 2) !== 0) L.add(' neg1');
  }
  if ((used & 4) === 0) {
    L.field('vsrc2', src[2]!);
    if ((abs & 4) !== 0) L.add(' abs2');
    if ((neg & 4) !== 0) L.add(' neg2');
  }
  if (src2Mask && ((abs | neg) & 4) !== 0) L.lossy = true; // the mask has no modifiers in CLRX's text
  // v_div_fmas reads VCC: clrxasm refuses an SGPR source there.
  if (row !== null && row.opts.llvmReadsVcc === true && src.some((x, i) => (used & (1 << i)) !== 0 && x < 128)) L.lossy = true;
  if (isVop1Word(r, sh, vdst, src, sdst, abs, neg, omod, clamp, isB, src2Mask, vopcRange)) L.add(' vop3');
  if (sh.noArgs) L.trim(n);
  if (sh.k) L.lossy = true; // clrxasm cannot write the VOP3 form of v_madmk/v_madak
}

function printInterp(L: Line, r: Decoded, sh: Vop3Shape, src: number[], abs: number, neg: number): void {
  const gi = r.gen;
  if ((neg & 2) !== 0) L.add('-');
  if ((abs & 2) !== 0) L.add('abs(');
  if (sh.interp === 'mov') {
    const p = src[1]!;
    L.add(p < 3 ? INTERP_PARAMS[p]! : `invalid_${p}`);
    if (p >= 3) L.lossy = true;
  } else vSrcPlain(L, gi, src[1]!, 1);
  if ((abs & 2) !== 0) L.add(')');
  L.add(`, attr${src[0]! & 63}.${ATTR_CHANNELS[(src[0]! >>> 6) & 3]!}`);
  if (sh.interp === 'new2') {
    L.add(', ');
    if ((neg & 4) !== 0) L.add('-');
    if ((abs & 4) !== 0) L.add('abs(');
    vSrcPlain(L, gi, src[2]!, 1);
    if ((abs & 4) !== 0) L.add(')');
  }
  if ((src[0]! & 0x100) !== 0) L.add(' high');
  // SRC0 carries attr (0-5), channel (6-7) and high (8); modifiers of source 0 have no spelling here.
  if (((abs | neg) & 1) !== 0) L.lossy = true;
}

/** clrxdisasm's rule for appending ` vop3`: the line would otherwise read back as the 32-bit form. */
function isVop1Word(r: Decoded, sh: Vop3Shape, vdst: number, src: number[], sdst: number, abs: number, neg: number,
  omod: number, clamp: number, isB: boolean, src2Mask: boolean, vopcRange: boolean): boolean {
  if (sh.interp !== '') {
    if (sh.interp === 'new' || sh.interp === 'new2') return false;
    const mov = sh.interp === 'mov';
    return !(abs !== 0 || neg !== 0 || clamp !== 0 || omod !== 0 || (src[1]! < 256 && !mov) || (mov && src[1]! >= 256)
      || src[0]! >= 256 || src[2] !== 0);
  }
  if (sh.k) return true;
  const usedMask = 7 & ~(src2Mask ? 4 : 0);
  const req = omod === 0 && (neg & usedMask) === 0;
  let v = false;
  if (!isB) {
    if (vopcRange) v = vdst === VCC && src[1]! >= 256 && src[2] === 0;
    else if (sh.image === 'VOP1') v = src[1] === 0 && src[2] === 0;
    else if (sh.image === 'VOP2') {
      const s1ok = (sh.nsrc < 2 && src[1] === 0) || (!sh.src1Sgpr && src[1]! >= 256) || (sh.src1Sgpr && src[1]! < 256);
      const s2ok = (!sh.src2Mask && src[2] === 0) || (sh.src2Mask && src[2] === VCC);
      v = s1ok && s2ok;
    }
    if ((abs & usedMask) !== 0 || (neg & usedMask) !== 0 || clamp !== 0) v = false;
  } else if (sh.image === 'VOP2' && src[1]! >= 256 && sdst === VCC
    && ((src[2] === VCC && sh.src2Mask) || (src[2] === 0 && !sh.src2Mask))) v = true;
  return v && req;
}

export function printVintrp(L: Line, r: Decoded): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const form = name !== null && r.row!.p.kind === 'vintrp' ? r.row!.p.form : 'p1';
  L.head(name ?? `VINTRP_ill_${r.opcode}`);
  L.add(vreg((w >>> 18) & 0xff, 1) + ', ');
  const vsrc = w & 0xff;
  if (form === 'mov') {
    L.add(vsrc < 3 ? INTERP_PARAMS[vsrc]! : `invalid_${vsrc}`);
    if (vsrc >= 3) L.lossy = true;
  } else L.add(vreg(vsrc, 1));
  L.add(`, attr${(w >>> 10) & 63}.${ATTR_CHANNELS[(w >>> 8) & 3]!}`);
}
