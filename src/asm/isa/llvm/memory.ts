// Memory and export encodings (DS, MUBUF/MTBUF, MIMG, EXP, FLAT) in the LLVM
// dialect.

import type { BufProfile, DsProfile, FlatProfile, MimgProfile } from '../../../isa/table/index.js';
import { Ch } from '../../cursor.js';
import { buildWords, layoutOf, type Fields } from '../fields.js';
import { M_NOT_VALID, M_OTHER_GPU, M_TOO_FEW as M_TOO_FEW_OPERANDS } from '../../llvm/messages.js';
import { DS2_OPTS, DS_OPTS, EXP_OPTS, FLAT_OPTS, MIMG_OPTS, MIMG_OPTS_VI, MTBUF_OPTS, MUBUF_OPTS, MUBUF_OPTS_VI, M_INVALID, NO_OPTS, SWZ_OPTS } from './operands.js';
import { LlvmIsaReader } from './reader.js';

export function ds(a: LlvmIsaReader, p: DsProfile): void {
  const f: Fields = {};
  let any = false;
  const next = (): boolean => { if (any) return a.comma(); any = true; return true; };
  // GWS ops: llvm-mc names only the data register of init/sema_br/barrier (in ADDR).
  const gwsData = p.llvmForm === 'gwsData';
  const gws = p.llvmForm === 'gws' || gwsData;
  if (p.vdst > 0) { if (!next()) return; f.VDST = a.vreg(p.vdst); if (a.bad) return; }
  const noAddr = (gws && !gwsData) || p.llvmForm === 'nop';
  if ((p.addr && !noAddr) || gwsData) { if (!next()) return; f.ADDR = a.vreg(1); if (a.bad) return; }
  if (p.data0 > 0) { if (!next()) return; f.DATA0 = a.vreg(p.data0); if (a.bad) return; }
  if (p.data1 > 0) { if (!next()) return; f.DATA1 = a.vreg(p.data1); if (a.bad) return; }
  // ds_nop has no optional operands in LLVM (so none is read).
  const nop = p.llvmForm === 'nop';
  const o = a.opts(nop ? NO_OPTS : p.two ? DS2_OPTS : p.swizzle ? SWZ_OPTS : DS_OPTS, false, p.swizzle === true, !nop);
  if (o === null) return;
  // The GWS ops name gds as a required operand; ds_ordered_count sets it whether written or not.
  // (llvm-mc matches ds_ordered_count without options to its form with gds; with an offset, gds must follow.)
  if ((gws || (p.gds === true && o.size > 0)) && !o.has('gds')) { a.err(a.idAt, M_TOO_FEW_OPERANDS); return; }
  if (p.two) {
    f.OFFSET0 = o.get('offset0')?.v ?? 0;
    f.OFFSET1 = o.get('offset1')?.v ?? 0;
    if (f.OFFSET0 > 255 || f.OFFSET0 < 0 || f.OFFSET1 > 255 || f.OFFSET1 < 0) { a.err(o.get('offset0')?.at ?? a.idAt, M_INVALID); return; }
  } else {
    const off = o.get('offset');
    // (A bare `offset`: ds_swizzle's own parser wants its colon; elsewhere it is a symbol that fits no slot.)
    if (off?.bare === true) { if (p.swizzle === true) a.err(off.at + 6, 'expected a colon'); else a.err(off.at, M_INVALID); return; }
    const v = off?.v ?? 0;
    if (v < 0 || v > 0xffff) { a.err(off!.at, M_INVALID); return; }
    f.OFFSET0 = v & 0xff;
    f.OFFSET1 = v >>> 8;
  }
  if (o.has('gds') || p.gds === true) f.GDS = 1;
  buildWords(layoutOf(a.gi, 'DS'), a.opcode(), f, a.words);
  a.emit();
}

export function buf(a: LlvmIsaReader, p: BufProfile): void {
  const mtbuf = a.row.enc === 'MTBUF';
  const vi = a.gi === 2;
  const f: Fields = {};
  const c = a.c;
  const fmtGiven = new Map<string, number>();
  let vdata: { code: number; regs: number; at: number } | null = null;
  let vaddr: { code: number; regs: number; at: number } | null = null;
  if (p.dir !== 'none') {
    if (!p.lds) {
      c.skipSpace();
      const at = c.pos;
      const r = a.reg();
      if (r === null || r.file !== 'v') { a.err(at, M_INVALID); return; }
      vdata = { code: r.code - 256, regs: r.regs, at };
      if (!a.comma()) return;
      c.skipSpace();
      const at2 = c.pos;
      if (c.startsWithWord('off')) { c.pos += 3; } else {
        const va = a.reg();
        if (va === null || va.file !== 'v') { a.err(at2, M_INVALID); return; }
        vaddr = { code: va.code - 256, regs: va.regs, at: at2 };
      }
      if (!a.comma()) return;
    }
    const rs = a.sreg(4);
    if (a.bad || !a.comma()) return;
    f.SRSRC = rs >> 2;
    // MTBUF: llvm-mc 14 reads dfmt:N and nfmt:M (either, both, any order) before SOFFSET only.
    if (mtbuf) {
      for (;;) {
        c.skipSpace();
        const at = c.pos;
        const which = c.startsWithWord('dfmt') ? 'dfmt' : c.startsWithWord('nfmt') ? 'nfmt' : '';
        if (which === '' || fmtGiven.has(which)) break;
        c.pos += 4;
        c.skipSpace();
        if (!c.eat(Ch.COLON)) { c.pos = at; break; }
        const x = a.abs();
        if (x === null) return;
        if (x < 0n || x > (which === 'dfmt' ? 15n : 7n)) { a.err(at, `out of range ${which}`); return; }
        fmtGiven.set(which, Number(x));
        if (!a.comma()) return;
      }
    }
    const so = a.src();
    if (so === null) return;
    if (so.neg || so.abs || so.sext) { a.err(so.at, M_NOT_VALID); return; }
    const lits: number[] = [];
    if (so.k === 'r' && (so.file === 'v' || so.regs > 1)) { a.err(so.at, M_INVALID); return; }
    const code = a.code(so, 'b32', lits);
    if (a.bad) return;
    if (lits.length > 0) { a.err(so.at, M_INVALID); return; }
    f.SOFFSET = code;
  }
  const o = a.opts(mtbuf ? MTBUF_OPTS : vi ? MUBUF_OPTS_VI : MUBUF_OPTS);
  if (o === null) return;
  for (const [n, fld] of [['offen', 'OFFEN'], ['idxen', 'IDXEN'], ['glc', 'GLC'], ['slc', 'SLC'], ['tfe', 'TFE'], ['addr64', 'ADDR64'], ['lds', 'LDS']] as const) {
    if (o.has(n)) f[fld] = 1;
  }
  // The LDS bit only where LLVM has the op's LDS form (refused as another generation's otherwise).
  if (o.has('lds') && p.lds !== true && a.row.opts.llvmLds?.[a.gi] !== true) {
    if (a.row.opts.llvmLds?.some((x) => x) === true) a.err(a.idAt, M_OTHER_GPU);
    else a.err(o.get('lds')!.at, M_INVALID);
    return;
  }
  if (p.lds && !o.has('lds')) { a.err(a.idAt, M_TOO_FEW_OPERANDS); return; }
  const off = o.get('offset');
  if (off !== undefined) {
    if (off.bare === true || off.v < 0 || off.v > 4095) { a.err(off.at, M_INVALID); return; }
    f.OFFSET = off.v;
  }
  if (mtbuf) {
    let dfmt = 1;
    let nfmt = 0;
    const fm = o.get('format');
    if (fm !== undefined) {
      if (fm.list !== undefined) {
        for (const x of fm.list) {
          if (x >= 0) { a.err(fm.at, M_INVALID); return; }
          const k = -1 - x;
          if (k >= 100) nfmt = k - 100; else dfmt = k;
        }
      } else { dfmt = fm.v & 15; nfmt = (fm.v >> 4) & 7; }
    }
    dfmt = fmtGiven.get('dfmt') ?? dfmt;
    nfmt = fmtGiven.get('nfmt') ?? nfmt;
    f.DFMT = dfmt;
    f.NFMT = nfmt;
  }
  if (vdata !== null) {
    // (llvm-mc 14 does not count TFE's extra register here.)
    const dregs = p.data === 0 ? 1 : p.data;
    // (Half the registers is GCN 1.4's packed d16 form: llvm-mc finds it, for another GPU.)
    if (vdata.regs !== dregs) { if (p.d16 === true && vdata.regs === (dregs + 1) >> 1) a.err(a.idAt, M_OTHER_GPU); else a.err(vdata.at, M_INVALID); return; }
    const need = (f.OFFEN && f.IDXEN) || f.ADDR64 ? 2 : f.OFFEN || f.IDXEN ? 1 : 0;
    if ((vaddr?.regs ?? 0) !== need) { a.err(vaddr?.at ?? vdata.at, M_INVALID); return; }
    f.VDATA = vdata.code;
    f.VADDR = vaddr?.code ?? 0;
  }
  buildWords(layoutOf(a.gi, mtbuf ? 'MTBUF' : 'MUBUF'), a.opcode(), f, a.words);
  a.emit();
}

export function mimg(a: LlvmIsaReader, p: MimgProfile): void {
  const c = a.c;
  const f: Fields = {};
  c.skipSpace();
  const dat = c.pos;
  const vdata = a.reg();
  if (vdata === null || vdata.file !== 'v') { a.err(dat, M_INVALID); return; }
  if (!a.comma()) return;
  c.skipSpace();
  const aat = c.pos;
  const vaddr = a.reg();
  if (vaddr === null || vaddr.file !== 'v') { a.err(aat, M_INVALID); return; }
  if (!a.comma()) return;
  c.skipSpace();
  const rat = c.pos;
  const rs = a.reg();
  if (rs === null || rs.file !== 's' || (rs.regs !== 4 && rs.regs !== 8)) { a.err(rat, M_INVALID); return; }
  f.SRSRC = rs.code >> 2;
  if (p.dir === 'sample' || p.dir === 'gather') {
    if (!a.comma()) return;
    const ss = a.sreg(4);
    if (a.bad) return;
    f.SSAMP = ss >> 2;
  }
  const o = a.opts(a.gi === 2 ? MIMG_OPTS_VI : MIMG_OPTS);
  if (o === null) return;
  for (const [n, fld] of [['unorm', 'UNORM'], ['glc', 'GLC'], ['slc', 'SLC'], ['r128', 'R128'], ['tfe', 'TFE'], ['lwe', 'LWE'], ['da', 'DA'], ['d16', 'D16']] as const) {
    if (o.has(n)) f[fld] = 1;
  }
  const dm = o.get('dmask')?.v ?? 0;
  f.DMASK = dm & 15;
  let dregs = p.dir === 'gather' ? 4 : popcount4(dm & 15);
  if (dregs === 0) dregs = 1;
  // (GCN 1.2 as tonga has unpacked 16-bit data: one register per component.)
  dregs += f.TFE ?? 0;
  if (vdata.regs !== dregs) { a.err(a.idAt, 'image data size does not match dmask and tfe'); return; }
  // llvm-mc checks the dmask of atomics and gathers after the data size.
  const dmAt = o.get('dmask')?.at ?? a.idAt;
  const dm4 = dm & 15;
  if (p.dir === 'atomic' && dm4 !== 1 && dm4 !== 3 && dm4 !== 15) { a.err(dmAt, 'invalid atomic image dmask'); return; }
  if (p.dir === 'gather' && dm4 !== 1 && dm4 !== 2 && dm4 !== 4 && dm4 !== 8) {
    a.err(dmAt, 'invalid image_gather dmask: only one bit must be set');
    return;
  }
  f.VDATA = vdata.code - 256;
  f.VADDR = vaddr.code - 256;
  buildWords(layoutOf(a.gi, 'MIMG'), a.opcode(), f, a.words);
  a.emit();
}

export function exp(a: LlvmIsaReader): void {
  const c = a.c;
  if (a.modifierOperand()) return;
  const tat = c.pos;
  const tname = c.ident();
  // (Not a name: an operand llvm-mc reads, that fits no slot.)
  if (tname === '') { a.err(tat, M_INVALID); return; }
  const tgt = expTarget(tname);
  if (tgt < 0) { a.err(tat, 'invalid exp target'); return; }
  const regs: number[] = [];
  let en = 0;
  for (let i = 0; i < 4; i++) {
    if (i > 0 && !a.comma()) return;
    c.skipSpace();
    if (c.startsWithWord('off')) { c.pos += 3; regs.push(0); continue; }
    const v = a.vreg(1);
    if (a.bad) return;
    regs.push(v);
    en |= 1 << i;
  }
  const o = a.opts(EXP_OPTS);
  if (o === null) return;
  const f: Fields = { TGT: tgt, DONE: o.has('done') ? 1 : 0, VM: o.has('vm') ? 1 : 0 };
  if (o.has('compr')) {
    // Compressed: sources 0 and 1 (each a register pair of halves) go to VSRC0/VSRC1; EN per half.
    f.COMPR = 1;
    f.EN = en;
    f.VSRC0 = regs[0] || regs[1]!;
    f.VSRC1 = regs[2] || regs[3]!;
  } else {
    f.EN = en;
    f.VSRC0 = regs[0]!;
    f.VSRC1 = regs[1]!;
    f.VSRC2 = regs[2]!;
    f.VSRC3 = regs[3]!;
  }
  buildWords(layoutOf(a.gi, 'EXP'), 0, f, a.words);
  a.emit();
}

const FLAT_OPTS_READ: ReadonlySet<string> = new Set([...FLAT_OPTS, 'offset']);

export function flat(a: LlvmIsaReader, p: FlatProfile): void {
  const f: Fields = {};
  const c = a.c;
  // Registers first: an atomic with three is llvm-mc's returning (_RTN) form, which must use glc;
  // with two it must not.
  const regs: { code: number; regs: number; at: number }[] = [];
  const want = p.dir === 'atomic' ? 3 : 2;
  while (regs.length < want) {
    if (regs.length > 0) {
      // (A third register only if one follows.)
      if (regs.length === 2) {
        const save = c.pos;
        c.eat(Ch.COMMA);
        c.skipSpace();
        const r = a.reg();
        c.pos = save;
        if (r === null || r.file !== 'v') break;
      }
      if (!a.comma()) return;
    }
    c.skipSpace();
    const at = c.pos;
    const r = a.reg();
    if (r === null || r.file !== 'v') { if (!a.bad) a.err(at, M_INVALID); return; }
    regs.push({ code: r.code - 256, regs: r.regs, at });
  }
  const ret = p.dir === 'load' || regs.length === 3;
  const vdst = ret ? regs[0]! : null;
  const addr = regs[ret ? 1 : 0]!;
  const data = p.dir === 'load' ? null : regs[ret ? 2 : 1] ?? null;
  if (p.dir !== 'load' && data === null) { a.err(a.idAt, M_TOO_FEW_OPERANDS); return; }
  const o = a.opts(FLAT_OPTS_READ);
  if (o === null) return;
  // llvm-mc reads offset: on GCN 1.1/1.2 and refuses a non-zero one (gcnkit takes none).
  const fo = o.get('offset');
  if (fo !== undefined) { a.err(fo.at, fo.v !== 0 ? 'flat offset modifier is not supported on this GPU' : M_INVALID); return; }
  // (LLVM 14's FLAT instructions have no tfe operand.)
  if (o.has('tfe')) { a.err(o.get('tfe')!.at, M_INVALID); return; }
  if (addr.regs !== 2) { a.err(addr.at, M_INVALID); return; }
  if (data !== null && data.regs !== p.data) { a.err(data.at, M_INVALID); return; }
  if (vdst !== null && vdst.regs !== (p.cmpswap ? p.data >> 1 : p.data)) { a.err(vdst.at, M_INVALID); return; }
  if (p.dir === 'atomic' && ret !== o.has('glc')) {
    if (ret) a.err(a.idAt, 'instruction must use glc'); else a.err(o.get('glc')!.at, 'instruction must not use glc');
    return;
  }
  f.ADDR = addr.code;
  if (data !== null) f.DATA = data.code;
  if (vdst !== null) f.VDST = vdst.code;
  if (o.has('glc')) f.GLC = 1;
  if (o.has('slc')) f.SLC = 1;
  buildWords(layoutOf(a.gi, 'FLAT'), a.opcode(), f, a.words);
  a.emit();
}

function popcount4(m: number): number {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

function expTarget(t: string): number {
  if (t === 'mrtz') return 8;
  if (t === 'null') return 9;
  let m = /^mrt([0-7])$/.exec(t);
  if (m) return Number(m[1]);
  m = /^pos([0-3])$/.exec(t);
  if (m) return 12 + Number(m[1]);
  m = /^param([0-9]+)$/.exec(t);
  if (m && Number(m[1]) < 32) return 32 + Number(m[1]);
  return -1;
}
