// CLRX-dialect text of the scalar encodings: SOP2, SOP1, SOPC, SOPK, SOPP,
// SMRD (GCN 1.0/1.1) and SMEM (GCN 1.2), as clrxdisasm 0.1.9 prints them.

import type { GenIndex } from '../../isa/generations.js';
import { labelTarget } from '../../isa/table/types.js';
import type { Decoded } from '../decode.js';
import { labelName, type Line } from './line.js';
import { codeTexts, hex, literalText, smrdLiteralText } from './operands.js';

const LITERAL = 255;

/** A scalar source (8-bit code) with its literal, for `regs` registers. */
export function sSrc(L: Line, r: Decoded, code: number, regs: number): void {
  if (code === LITERAL) {
    if (r.hasLiteral && !r.truncated) L.add(literalText(r.w1));
    else { L.add('0x0'); L.lossy = true; }
    return;
  }
  const t = codeTexts(r.gen, regs);
  L.add(t.text(code));
  if (t.lossy[code] === 1) L.lossy = true;
}

/** A scalar register operand without a literal (destinations, SMRD operands). */
export function sReg(L: Line, gi: GenIndex, code: number, regs: number): void {
  const t = codeTexts(gi, regs);
  L.add(t.text(code));
  if (t.lossy[code] === 1) L.lossy = true;
}

function illName(r: Decoded, enc: string): string {
  return `${enc}_ill_${r.opcode}`;
}

/**
 * The row's CLRX name on this generation, or null when CLRX lacks it (printed
 * as `<ENC>_ill_<op>`). Rows of CLRX's table that the hardware lacks (notHw)
 * print as undefined opcodes unless the line is exact.
 */
export function clrxName(r: Decoded, L?: Line): string | null {
  if (r.row === null) return null;
  if (r.row.opts.notHw && !(L?.exact ?? false)) return null;
  return r.row.clrx[r.gen];
}

export function printSop2(L: Line, r: Decoded): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'sop' ? r.row!.p : { dst: 1, src0: 1, src1: 1 } as const;
  L.head(name ?? illName(r, 'SOP2'));
  const sdst = (w >>> 16) & 0x7f;
  if (p.dst !== 0) { sReg(L, r.gen, sdst, p.dst); L.add(', '); }
  sSrc(L, r, w & 0xff, p.src0 === 0 ? 1 : p.src0);
  L.add(', ');
  sSrc(L, r, (w >>> 8) & 0xff, typeof p.src1 === 'number' && p.src1 > 0 ? p.src1 : 1);
  // clrxasm refuses two literals, even equal ones.
  if ((w & 0xff) === LITERAL && ((w >>> 8) & 0xff) === LITERAL) L.lossy = true;
  if (p.dst === 0) L.field('sdst', sdst);
}

export function printSop1(L: Line, r: Decoded): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'sop' ? r.row!.p : { dst: 1, src0: 1 } as const;
  const sdst = (w >>> 16) & 0x7f;
  const ssrc = w & 0xff;
  const n = name ?? illName(r, 'SOP1');
  L.head(n);
  if (p.dst !== 0) sReg(L, r.gen, sdst, p.dst);
  if (p.src0 !== 0) {
    if (p.dst !== 0) L.add(', ');
    sSrc(L, r, ssrc, p.src0);
  } else L.field('ssrc', ssrc);
  if (p.dst === 0) L.field('sdst', sdst);
  if (p.dst === 0 && p.src0 === 0) L.trim(n);
}

export function printSopc(L: Line, r: Decoded): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'sop' ? r.row!.p : { src0: 1, src1: 1 } as const;
  L.head(name ?? illName(r, 'SOPC'));
  sSrc(L, r, w & 0xff, p.src0 === 0 ? 1 : p.src0);
  L.add(', ');
  const s1 = (w >>> 8) & 0xff;
  if (p.src1 === 'gpridx') L.add(hex(s1));
  else sSrc(L, r, s1, p.src1 === 0 ? 1 : p.src1);
  if ((w & 0xff) === LITERAL && s1 === LITERAL && p.src1 !== 'gpridx') L.lossy = true;
}

/** hwreg names of GCN 1.0/1.1 (13) and GCN 1.2 (14), as CLRX prints them. */
const HWREG_NAMES = ['@0', 'mode', 'status', 'trapsts', 'hw_id', 'gpr_alloc', 'lds_alloc', 'ib_sts', 'pc_lo', 'pc_hi',
  'inst_dw0', 'inst_dw1', 'ib_dbg0', 'ib_dbg1'];

export function hwregText(gi: GenIndex, imm: number): string {
  const id = imm & 0x3f;
  const count = gi === 2 ? 14 : 13;
  const name = id < count ? HWREG_NAMES[id]! : '@' + String(id).padStart(2, '0');
  return `hwreg(${name}, ${(imm >>> 6) & 31}, ${((imm >>> 11) & 31) + 1})`;
}

export function printSopk(L: Line, r: Decoded, pc: number): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const form = name !== null && r.row!.p.kind === 'sopk' ? r.row!.p.form : 'dst_imm';
  L.head(name ?? illName(r, 'SOPK'));
  const sdst = (w >>> 16) & 0x7f;
  const imm = w & 0xffff;
  switch (form) {
    case 'fork':
      sReg(L, r.gen, sdst, 2);
      L.add(', ' + labelName(labelTarget(pc, imm), L.labels));
      return;
    case 'getreg':
      sReg(L, r.gen, sdst, 1);
      L.add(', ' + hwregText(r.gen, imm));
      return;
    case 'setreg':
      L.add(hwregText(r.gen, imm) + ', ');
      sReg(L, r.gen, sdst, 1);
      return;
    case 'setreg_imm32':
      L.add(hwregText(r.gen, imm) + ', ' + hex(r.truncated ? 0 : r.w1));
      L.field('sdst', sdst);
      return;
    default:
      sReg(L, r.gen, sdst, 1);
      L.add(', ' + hex(imm));
  }
}

const MSG_NAMES = ['@0', 'interrupt', 'gs', 'gs_done', '@4', '@5', '@6', '@7', '@8', '@9', '@10', '@11', '@12', '@13',
  '@14', 'system'];
const GS_OPS = ['nop', 'cut', 'emit', 'emit-cut'];

/** s_sendmsg's immediate as CLRX spells it (also read by the playground's bit diagram). */
export function sendmsgText(gi: GenIndex, imm: number): string {
  const type = imm & 15;
  // GCN 1.2 adds message 4, savewave.
  let s = 'sendmsg(' + (gi === 2 && type === 4 ? 'savewave' : MSG_NAMES[type]!);
  let illMask = 0xfff0;
  const firstUnknown = gi === 2 ? 5 : 4;
  if ((type & 14) === 2 || (type >= firstUnknown && type <= 14) || (imm & 0x3f0) !== 0) {
    illMask = 0xfcc0;
    const op = (imm >>> 4) & 3;
    s += ', ' + GS_OPS[op]!;
    if (op !== 0 || ((imm >>> 8) & 3) !== 0) s += ', ' + String((imm >>> 8) & 3);
  }
  s += ')';
  if ((imm & illMask) !== 0) s += ' :' + hex(imm);
  return s;
}

/** s_waitcnt's immediate as CLRX spells it. */
export function waitcntText(imm: number): string {
  const f7f = imm === 0xf7f;
  const parts: string[] = [];
  if ((imm & 15) !== 15 || f7f) parts.push(`vmcnt(${imm & 15})`);
  if (((imm >>> 4) & 7) !== 7 || f7f) parts.push(`expcnt(${(imm >>> 4) & 7})`);
  if (((imm >>> 8) & 15) !== 15 || f7f) parts.push(`lgkmcnt(${(imm >>> 8) & 15})`);
  let s = parts.join(' & ');
  if ((imm & 0xf080) !== 0) s += (parts.length > 0 ? ' :' : '') + hex(imm);
  return s;
}

export function printSopp(L: Line, r: Decoded, pc: number): void {
  const imm = r.w0 & 0xffff;
  const name = clrxName(r, L);
  const n = name ?? illName(r, 'SOPP');
  const kind = name !== null && r.row!.p.kind === 'sopp' ? r.row!.p.imm : 'imm';
  switch (kind) {
    case 'label':
      L.head(n);
      L.add(labelName(labelTarget(pc, imm), L.labels));
      return;
    case 'waitcnt':
      L.head(n);
      L.add(waitcntText(imm));
      // clrxasm takes no ` :0x...` (the bits no counter shows).
      if (L.text.includes(':')) L.lossy = true;
      return;
    case 'sendmsg':
      L.head(n);
      L.add(sendmsgText(r.gen, imm));
      // clrxasm takes no ` :0x...`, and an operation only for gs/gs_done.
      if (L.text.includes(' :') || ((imm & 15) !== 2 && (imm & 15) !== 3 && L.text.includes(','))) L.lossy = true;
      return;
    case 'none': case 'opt':
      if (imm === 0) L.bare(n);
      else { L.head(n); L.add(hex(imm)); }
      return;
    default:
      L.head(n);
      L.add(hex(imm));
  }
}

/** An SMRD/SMEM data range: clrxasm wants pairs even and longer ranges on a multiple of 4. */
function smemData(L: Line, gi: GenIndex, code: number, regs: number): void {
  sReg(L, gi, code, regs);
  if (regs > 1 && code < 112 && code % (regs === 2 ? 2 : 4) !== 0) L.lossy = true;
}

export function printSmrd(L: Line, r: Decoded): void {
  const w = r.w0;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'smem' ? r.row!.p : null;
  const form = p?.form ?? 'load';
  const n = name ?? illName(r, 'SMRD');
  const sdst = (w >>> 15) & 0x7f;
  const sbase = (w >>> 9) & 0x3f;
  const off = w & 0xff;
  const imm = (w >>> 8) & 1;
  if (form === 'dst') {
    L.head(n);
    sReg(L, r.gen, sdst, 2);
  } else if (form === 'none') {
    L.headForFields(n);
    L.field('sdst', sdst);
  } else {
    L.head(n);
    smemData(L, r.gen, sdst, p?.data ?? 1);
    L.add(', ');
    sReg(L, r.gen, sbase * 2, p?.base ?? 2);
    L.add(', ');
    if (imm !== 0) L.add(hex(off));
    else if (off === LITERAL && r.gen === 1) {
      // GCN 1.1 prints a literal offset even where it read none (then it is 0 and the text is 2 dwords).
      L.add(smrdLiteralText(r.hasLiteral && !r.truncated ? r.w1 : 0));
      if (!r.hasLiteral) L.lossy = true;
    } else {
      sReg(L, r.gen, off, 1);
      // A constant code reads back as an immediate offset (IMM=1).
      if (off >= 128) L.lossy = true;
    }
    return;
  }
  L.field('sbase', sbase);
  L.field('offset', off);
  if (imm !== 0) L.add(' imm=1');
  if (form === 'none') L.trim(n);
}

export function printSmem(L: Line, r: Decoded): void {
  const w = r.w0;
  const w1 = r.w1;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'smem' ? r.row!.p : null;
  const form = p?.form ?? 'load';
  const n = name ?? illName(r, 'SMEM');
  const sdata = (w >>> 6) & 0x7f;
  const sbase = w & 0x3f;
  const imm = (w >>> 17) & 1;
  let useDst = false;
  let useOthers = false;
  if (form === 'dst') {
    L.head(n);
    sReg(L, r.gen, sdata, 2);
    useDst = true;
  } else if (form !== 'none') {
    L.head(n);
    if (form === 'probe') L.add(hex(sdata));
    else smemData(L, r.gen, sdata, p?.data ?? 1);
    L.add(', ');
    useDst = true;
    sReg(L, r.gen, sbase * 2, p?.base ?? 2);
    L.add(', ');
    if (imm !== 0) L.add(hex(w1 & 0xfffff));
    else {
      sReg(L, r.gen, w1 & 0xff, 1);
      if ((w1 & 0xff) >= 128) L.lossy = true; // a constant code reads back as an immediate offset
      // clrxasm takes only M0 as the SGPR offset of stores, atomics and probes.
      if ((form === 'store' || form === 'atomic' || form === 'probe') && (w1 & 0xff) !== 124) L.lossy = true;
    }
    useOthers = true;
  } else L.headForFields(n);
  if ((w & 0x10000) !== 0) L.add(' glc');
  if (!useDst) L.field('sdata', sdata);
  if (!useOthers) {
    L.field('sbase', sbase);
    // clrxdisasm tests the whole dword but prints its low 20 bits (`offset=0x0` is possible).
    if (w1 !== 0) L.add(' offset=' + hex(w1 & 0xfffff));
    if (imm !== 0) L.add(' imm=1');
  }
  // Bits clrxdisasm never shows: 13-15, the offset's bits 20-31, and an SGPR offset's bits 8-19.
  if ((w & 0xe000) !== 0 || (w1 & 0xfff00000) !== 0 || (useOthers && imm === 0 && (w1 & 0xfff00) !== 0)) L.lossy = true;
  if (form === 'none') L.trim(n);
}
