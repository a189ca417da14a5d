// CLRX-dialect text of the memory and export encodings: DS, MUBUF, MTBUF,
// MIMG, EXP and FLAT, as clrxdisasm 0.1.9 prints them.

import type { Decoded } from '../decode.js';
import type { Line } from './line.js';
import { clrxName } from './scalar.js';
import { codeTexts, vreg } from './operands.js';



function vr(L: Line, n: number, regs: number): void {
  L.add(vreg(n, regs));
  if (n + regs > 256) L.lossy = true;
}

function sr(L: Line, r: Decoded, code: number, regs: number): void {
  const t = codeTexts(r.gen, regs);
  L.add(t.text(code));
  if (t.lossy[code] === 1) L.lossy = true;
}

export function printDs(L: Line, r: Decoded): void {
  const w0 = r.w0;
  const w1 = r.w1;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'ds' ? r.row!.p : null;
  const addr = w1 & 0xff;
  const data0 = (w1 >>> 8) & 0xff;
  const data1 = (w1 >>> 16) & 0xff;
  const vdst = w1 >>> 24;
  const vi = r.gen === 2;
  const n = name ?? `DS_ill_${r.opcode}`;
  // clrxdisasm's default for an undefined opcode: the address alone.
  const vdstN = p?.vdst ?? 0;
  const hasAddr = p?.addr ?? true;
  const d0 = p?.data0 ?? 0;
  const d1 = p?.data1 ?? 0;
  L.head(n);
  let any = false;
  if (vdstN > 0) { vr(L, vdst, vdstN); any = true; }
  if (hasAddr) { if (any) L.add(', '); vr(L, addr, 1); any = true; }
  if (d0 > 0) {
    if (any) L.add(', ');
    vr(L, data0, d0);
    any = true;
    if (d1 > 0) { L.add(', '); vr(L, data1, d1); }
  }
  const offset = w0 & 0xffff;
  if (offset !== 0) {
    if (p === null || !p.two) L.add(` offset:${offset}`);
    else {
      if ((offset & 0xff) !== 0) L.add(` offset0:${offset & 0xff}`);
      if ((offset & 0xff00) !== 0) L.add(` offset1:${offset >>> 8}`);
    }
  }
  if ((w0 >>> (vi ? 16 : 17)) & 1) L.add(' gds');
  if (!hasAddr) L.field('vaddr', addr);
  if (d0 === 0) L.field('vdata0', data0);
  if (d1 === 0) L.field('vdata1', data1);
  if (vdstN === 0) L.field('vdst', vdst);
  // The reserved bit (16 on 1.0/1.1, 25 on 1.2) has no spelling.
  if ((w0 & (vi ? 0x02000000 : 0x10000)) !== 0) L.lossy = true;
}

export const DFMT = ['invalid', '8', '16', '8_8', '32', '16_16', '10_11_11', '11_11_10', '10_10_10_2', '2_10_10_10',
  '8_8_8_8', '32_32', '16_16_16_16', '32_32_32', '32_32_32_32', 'reserved'];
export const NFMT = ['unorm', 'snorm', 'uscaled', 'sscaled', 'uint', 'sint', 'snorm_ogl', 'float'];

/** MUBUF and MTBUF share clrxdisasm's printer. */
export function printBuf(L: Line, r: Decoded, mtbuf: boolean): void {
  const w0 = r.w0;
  const w1 = r.w1;
  const vi = r.gen === 2;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'buf' ? r.row!.p : null;
  const n = name ?? `${mtbuf ? 'MTBUF' : 'MUBUF'}_ill_${r.opcode}`;
  const vaddr = w1 & 0xff;
  const vdata = (w1 >>> 8) & 0xff;
  const srsrc = (w1 >>> 16) & 0x1f;
  const soffset = w1 >>> 24;
  const tfe = (w1 >>> 23) & 1;
  const noArgs = p !== null && p.dir === 'none';
  const noVad = p !== null && p.lds === true;
  if (noArgs) L.headForFields(n);
  else {
    L.head(n);
    if (!noVad) {
      // clrxdisasm widens VDATA by TFE.
      const dregs = (p === null ? 1 : p.data === 0 ? 1 : p.data) + tfe;
      vr(L, vdata, dregs);
      L.add(', ');
      const aregs = (w0 & 0x3000) === 0x3000 || (!vi && (w0 & 0x8000) !== 0) ? 2 : 1;
      vr(L, vaddr, aregs);
      L.add(', ');
    }
    sr(L, r, srsrc << 2, 4);
    L.add(', ');
    sr(L, r, soffset, 1);
  }
  if (w0 & 0x1000) L.add(' offen');
  if (w0 & 0x2000) L.add(' idxen');
  const offset = w0 & 0xfff;
  if (offset !== 0) L.add(` offset:${offset}`);
  if (w0 & 0x4000) L.add(' glc');
  if ((!vi || mtbuf) ? (w1 & 0x400000) !== 0 : (w0 & 0x20000) !== 0) L.add(' slc');
  if (!vi && (w0 & 0x8000) !== 0) L.add(' addr64');
  if (!mtbuf && (w0 & 0x10000) !== 0) L.add(' lds');
  if (tfe) L.add(' tfe');
  if (mtbuf) {
    const dfmt = (w0 >>> 19) & 15;
    const nfmt = (w0 >>> 23) & 7;
    if (dfmt !== 1 || nfmt !== 0) {
      let f = ' format:[';
      if (dfmt !== 1) f += DFMT[dfmt]!;
      if (dfmt !== 1 && nfmt !== 0) f += ',';
      if (nfmt !== 0) f += NFMT[nfmt]!;
      L.add(f + ']');
      // clrxasm knows no 'invalid' or 'reserved' data format (dfmt 0 and 15).
      if (dfmt === 0 || dfmt === 15) L.lossy = true;
    }
  }
  if (noArgs || noVad) {
    L.field('vaddr', vaddr);
    L.field('vdata', vdata);
  }
  if (noArgs) {
    // No trim: clrxdisasm keeps the padding after a MUBUF name ("buffer_wbinvl1 ").
    L.field('srsrc', srsrc);
    L.field('soffset', soffset);
  }
  // Unspelt bits: MUBUF 1.0/1.1: 17, 25, 53; MUBUF 1.2: 15, 25, 53-54; MTBUF: 53; and 1.2's SLC bit 54 of MUBUF.
  const res0 = mtbuf ? 0 : vi ? 0x02008000 : 0x02020000;
  const res1 = mtbuf ? 0x200000 : vi ? 0x600000 : 0x200000;
  if ((w0 & res0) !== 0 || (w1 & res1) !== 0) L.lossy = true;
}

export function printMimg(L: Line, r: Decoded): void {
  const w0 = r.w0;
  const w1 = r.w1;
  const vi = r.gen === 2;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'mimg' ? r.row!.p : null;
  const n = name ?? `MIMG_ill_${r.opcode}`;
  const dmask = (w0 >>> 8) & 15;
  let dregs = p !== null && p.dir === 'gather' ? 4 : popcount4(dmask);
  if (dregs === 0) dregs = 1;
  if (w0 & 0x10000) dregs++; // tfe
  L.head(n);
  vr(L, (w1 >>> 8) & 0xff, dregs);
  L.add(', ');
  // clrxdisasm always shows at least four address registers (the encoding does not store the count).
  vr(L, w1 & 0xff, Math.max(4, p?.vaddr ?? 1));
  L.add(', ');
  sr(L, r, ((w1 >>> 14) & 0x7c), (w0 & 0x8000) !== 0 ? 4 : 8);
  const ssamp = (w1 >>> 21) & 0x1f;
  const sampler = p !== null && (p.dir === 'sample' || p.dir === 'gather');
  if (sampler) { L.add(', '); sr(L, r, ssamp << 2, 4); }
  if (dmask !== 1) L.add(` dmask:${dmask}`);
  if (w0 & 0x1000) L.add(' unorm');
  if (w0 & 0x2000) L.add(' glc');
  if (w0 & 0x2000000) L.add(' slc');
  if (w0 & 0x8000) L.add(' r128');
  if (w0 & 0x10000) L.add(' tfe');
  if (w0 & 0x20000) L.add(' lwe');
  if (w0 & 0x4000) L.add(' da');
  if (vi && (w1 & 0x80000000) !== 0) L.add(' d16');
  if (!sampler) L.field('ssamp', ssamp);
  // clrxasm refuses dmask 0; bits 0-7 and 58-62 (and 63 before GCN 1.2) have no spelling.
  if (dmask === 0 || (w0 & 0xff) !== 0 || (w1 & (vi ? 0x7c000000 : 0xfc000000)) !== 0) L.lossy = true;
}

function popcount4(m: number): number {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

export function expTarget(t: number): [string, boolean] {
  if (t >= 32) return [`param${t - 32}`, false];
  if (t >= 12 && t <= 15) return [`pos${t - 12}`, false];
  if (t < 8) return [`mrt${t}`, false];
  if (t === 8) return ['mrtz', false];
  if (t === 9) return ['null', false];
  return [`ill_${t}`, true];
}

export function printExp(L: Line, r: Decoded): void {
  const w0 = r.w0;
  const w1 = r.w1;
  L.head('exp');
  const [tgt, bad] = expTarget((w0 >>> 4) & 63);
  L.add(tgt);
  if (bad) L.lossy = true;
  const compr = (w0 & 0x400) !== 0;
  let used = 0;
  for (let i = 0; i < 4; i++) {
    L.add(', ');
    if (w0 & (1 << i)) {
      if (!compr) { L.add(vreg((w1 >>> (i * 8)) & 0xff, 1)); used |= 1 << i; }
      else { L.add(vreg((i >= 2 ? w1 >>> 8 : w1) & 0xff, 1)); used |= 1 << (i >> 1); }
    } else L.add('off');
  }
  if (w0 & 0x800) L.add(' done');
  if (compr) L.add(' compr');
  if (w0 & 0x1000) L.add(' vm');
  for (let i = 0; i < 4; i++) {
    const v = (w1 >>> (i * 8)) & 0xff;
    if ((used & (1 << i)) === 0 && v !== 0) L.add(` vsrc${i}=0x${v.toString(16)}`);
  }
  // Reserved bits 13-25 have no spelling.
  if ((w0 & 0x03ffe000) !== 0) L.lossy = true;
}

export function printFlat(L: Line, r: Decoded): void {
  const w0 = r.w0;
  const w1 = r.w1;
  const name = clrxName(r, L);
  const p = name !== null && r.row!.p.kind === 'flat' ? r.row!.p : null;
  const n = name ?? `FLAT_ill_${r.opcode}`;
  const dir = p?.dir ?? 'load';
  const dregs = p?.data ?? 1;
  const tfe = (w1 >>> 23) & 1;
  let dstRegs = p?.cmpswap ? dregs >> 1 : dregs;
  dstRegs += tfe;
  const vdst = w1 >>> 24;
  const data = (w1 >>> 8) & 0xff;
  L.head(n);
  let vdstUsed = false;
  let dataUsed = false;
  if (dir === 'store') vr(L, w1 & 0xff, 2);
  else {
    // Loads and atomics: VDST first (clrxdisasm shows it for atomics without glc too).
    vr(L, vdst, dstRegs);
    L.add(', ');
    vr(L, w1 & 0xff, 2);
    vdstUsed = true;
  }
  // An undefined opcode shows DATA as for a load with data (clrxdisasm's default mode).
  if (dir !== 'load' || p === null) { L.add(', '); vr(L, data, dregs); dataUsed = true; }
  if (w0 & 0x10000) L.add(' glc');
  if (w0 & 0x20000) L.add(' slc');
  if (tfe) L.add(' tfe');
  if (!dataUsed) L.field('vdata', data);
  if (!vdstUsed) L.field('vdst', vdst);
  // Bits 0-15, 25 and 48-54 are not printed.
  if ((w0 & 0x0200ffff) !== 0 || (w1 & 0x007f0000) !== 0) L.lossy = true;
}
