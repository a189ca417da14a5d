// CLRX whole-ISA readers of the memory encodings and exports: DS, MUBUF and
// MTBUF (with format:[...]), MIMG, EXP and FLAT; register counts follow the
// modifiers (tfe, dmask, d16, r128, offen/idxen/addr64).

import type { BufProfile, DsProfile, FlatProfile, MimgProfile } from '../../../isa/table/index.js';
import { Ch } from '../../cursor.js';
import { layoutOf, type Fields } from '../fields.js';
import { DFMT_NAMES, EXP_TARGETS, NFMT_NAMES } from '../syntax.js';
import type { ClrxReg } from './host.js';
import { plural, type Reader } from './reader.js';

export function ds(r: Reader, p: DsProfile): void {
  const f: Fields = {};
  let any = false;
  const next = (): boolean => { if (any) return r.comma(); any = true; return true; };
  if (p.vdst > 0) { if (!next()) return; f.VDST = r.vreg(p.vdst); if (r.bad) return; }
  if (p.addr) { if (!next()) return; f.ADDR = r.vreg(1); if (r.bad) return; }
  if (p.data0 > 0) { if (!next()) return; f.DATA0 = r.vreg(p.data0); if (r.bad) return; }
  if (p.data1 > 0) { if (!next()) return; f.DATA1 = r.vreg(p.data1); if (r.bad) return; }
  const valued: Record<string, [string, number]> = p.two
    ? { offset0: ['OFFSET0', 8], offset1: ['OFFSET1', 8] }
    : { offset: ['OFFSET', 16] };
  if (!r.memMods(f, { gds: 'GDS' }, valued)) return;
  if (f.OFFSET !== undefined) { f.OFFSET0 = f.OFFSET & 0xff; f.OFFSET1 = f.OFFSET >>> 8; delete f.OFFSET; }
  r.bw(layoutOf(r.gi, 'DS'), r.opcode(), f, r.words);
  r.emit();
}

export function buf(r: Reader, p: BufProfile): void {
  const mtbuf = r.row.enc === 'MTBUF';
  const vi = r.gi === 2;
  const f: Fields = {};
  const c = r.c;
  let vdataCol = 0;
  let vaddrCol = 0;
  let vdataR: ClrxReg | null = null;
  let vaddrR: ClrxReg | null = null;
  if (p.dir !== 'none') {
    if (!p.lds) {
      c.skipSpace();
      vdataCol = c.col();
      vdataR = r.h.parseRegister(c, true);
      if (vdataR === null || vdataR.file !== 'v') { r.err(vdataCol, 'Expected vector register range'); return; }
      if (!r.comma()) return;
      c.skipSpace();
      vaddrCol = c.col();
      vaddrR = r.h.parseRegister(c, true);
      if (vaddrR === null || vaddrR.file !== 'v') { r.err(vaddrCol, 'Expected vector register range'); return; }
      if (!r.comma()) return;
    }
    const rs = r.sreg(4);
    if (r.bad || !r.comma()) return;
    f.SRSRC = rs >> 2;
    const so = r.ssrc(1, 'f32');
    if (so === null) return;
    if (so.code === 255) { r.err(so.col, 'Literal in SOFFSET is illegal'); return; }
    f.SOFFSET = so.code;
  }
  const flags: Record<string, string> = { offen: 'OFFEN', idxen: 'IDXEN', glc: 'GLC', slc: 'SLC', tfe: 'TFE' };
  if (!vi) flags.addr64 = 'ADDR64';
  if (!mtbuf) flags.lds = 'LDS';
  const special = (name: string): boolean => {
    if (!mtbuf || name !== 'format') return false;
    const fm = format(r);
    if (fm === null) { r.bad = true; return true; }
    f.DFMT = fm[0];
    f.NFMT = fm[1];
    return true;
  };
  if (mtbuf) f.DFMT = 1;
  if (!r.memMods(f, flags, { offset: ['OFFSET', 12] }, special)) return;
  if (vdataR !== null && vaddrR !== null) {
    const tfe = f.TFE ?? 0;
    const dregs = (p.data === 0 ? 1 : p.data) + tfe;
    if (vdataR.regs !== dregs && !(p.d16 && vdataR.regs === 1 + tfe)) {
      r.err(vdataCol, `Required ${dregs} vector register${plural(dregs)}`);
      return;
    }
    const aregs = (f.OFFEN && f.IDXEN) || f.ADDR64 ? 2 : 1;
    if (vaddrR.regs !== aregs) { r.err(vaddrCol, `Required ${aregs} vector register${plural(aregs)}`); return; }
    f.VDATA = vdataR.code - 256;
    f.VADDR = vaddrR.code - 256;
  }
  r.bw(layoutOf(r.gi, mtbuf ? 'MTBUF' : 'MUBUF'), r.opcode(), f, r.words);
  r.emit();
}

/** format:[dfmt, nfmt] (either may be left out). */
function format(r: Reader): [number, number] | null {
  const c = r.c;
  if (!c.eat(Ch.COLON)) { r.err(c.col(), "Expected ':' before format"); return null; }
  if (!c.eat(Ch.LBRACKET)) { r.err(c.col(), "Expected '[' before format"); return null; }
  let dfmt = 1;
  let nfmt = 0;
  for (;;) {
    c.skipSpace();
    const col = c.col();
    let id = '';
    while (!c.atEnd()) {
      const ch = c.peek();
      if (ch === Ch.COMMA || ch === Ch.RBRACKET || ch === Ch.SPACE || ch === Ch.TAB) break;
      id += String.fromCharCode(ch);
      c.pos++;
    }
    id = id.toLowerCase();
    const d = DFMT_NAMES.indexOf(id.startsWith('buf_data_format_') ? id.slice(16) : id);
    const n = NFMT_NAMES.indexOf(id.startsWith('buf_num_format_') ? id.slice(15) : id);
    if (d > 0 && d < 15) dfmt = d;
    else if (n >= 0) nfmt = n;
    else { r.err(col, 'Unknown data/number format'); return null; }
    c.skipSpace();
    if (c.peek() === Ch.COMMA) { c.pos++; continue; }
    if (c.peek() === Ch.RBRACKET) { c.pos++; return [dfmt, nfmt]; }
    r.err(c.col(), 'Unterminated format');
    return null;
  }
}

export function mimg(r: Reader, p: MimgProfile): void {
  const c = r.c;
  const f: Fields = { DMASK: 1 };
  c.skipSpace();
  const dcol = c.col();
  const vdata = r.h.parseRegister(c, true);
  if (vdata === null || vdata.file !== 'v') { r.err(dcol, 'Expected vector register range'); return; }
  if (!r.comma()) return;
  c.skipSpace();
  const acol = c.col();
  const vaddr = r.h.parseRegister(c, true);
  if (vaddr === null || vaddr.file !== 'v') { r.err(acol, 'Expected vector register range'); return; }
  if (!r.comma()) return;
  c.skipSpace();
  const rcol = c.col();
  const rs0 = r.h.parseRegister(c, true);
  // (ill_N: a register group the printer has no name for; its size follows r128.)
  const rs = rs0 !== null && rs0.file === 'x' && rs0.code < 128 ? { ...rs0, file: 's' as const, regs: c.text.slice(c.pos, c.end).includes('r128') ? 4 : 8 } : rs0;
  if (rs === null || rs.file !== 's' || (rs.regs !== 4 && rs.regs !== 8)) { r.err(rcol, 'Expected 4 or 8 scalar registers'); return; }
  f.SRSRC = rs.code >> 2;
  if (p.dir === 'sample' || p.dir === 'gather') {
    if (!r.comma()) return;
    const ss = r.sreg(4);
    if (r.bad) return;
    f.SSAMP = ss >> 2;
  }
  const flags: Record<string, string> = {
    unorm: 'UNORM', glc: 'GLC', slc: 'SLC', r128: 'R128', tfe: 'TFE', lwe: 'LWE', da: 'DA',
  };
  if (r.gi === 2) flags.d16 = 'D16';
  if (!r.memMods(f, flags, { dmask: ['DMASK', 4] })) return;
  if ((rs.regs === 4) !== (f.R128 === 1)) { r.err(rcol, `Required ${f.R128 ? 4 : 8} scalar registers`); return; }
  const dm = f.DMASK ?? 0;
  let dregs = p.dir === 'gather' ? 4 : popcount4(dm);
  if (dregs === 0) dregs = 1;
  if (f.D16 && r.gi === 2 && p.dir !== 'gather') dregs = (dregs + 1) >> 1;
  dregs += f.TFE ?? 0;
  if (vdata.regs !== dregs && !(f.D16 && vdata.regs === (p.dir === 'gather' ? 4 : popcount4(dm) || 1) + (f.TFE ?? 0))) {
    r.err(dcol, `Required ${dregs} vector register${plural(dregs)}`);
    return;
  }
  if (vaddr.regs < p.vaddr) { r.err(acol, `Required (at least) ${p.vaddr} vector registers`); return; }
  f.VDATA = vdata.code - 256;
  f.VADDR = vaddr.code - 256;
  r.bw(layoutOf(r.gi, 'MIMG'), r.opcode(), f, r.words);
  r.emit();
}

export function exp(r: Reader): void {
  const c = r.c;
  c.skipSpace();
  const tcol = c.col();
  const t = c.ident().toLowerCase();
  const tgt = expTarget(t);
  if (tgt < 0) { r.err(tcol, 'Unknown EXP target'); return; }
  const f: Fields = { TGT: tgt };
  const regs: number[] = [];
  let en = 0;
  for (let i = 0; i < 4; i++) {
    if (!r.comma()) return;
    if (c.startsWithWord('off')) { c.pos += 3; regs.push(0); continue; }
    const v = r.vreg(1);
    if (r.bad) return;
    regs.push(v);
    en |= 1 << i;
  }
  if (!r.memMods(f, { done: 'DONE', compr: 'COMPR', vm: 'VM' })) return;
  if (f.COMPR) {
    // Compressed: VSRC0 holds sources 0/1, VSRC1 sources 2/3.
    let e = 0;
    if (en & 1) e |= 1;
    if (en & 2) e |= 2;
    if (en & 4) e |= 4;
    if (en & 8) e |= 8;
    f.EN = e;
    f.VSRC0 ??= regs[0] || regs[1]!;
    f.VSRC1 ??= regs[2] || regs[3]!;
  } else {
    f.EN = en;
    f.VSRC0 ??= regs[0]!;
    f.VSRC1 ??= regs[1]!;
    f.VSRC2 ??= regs[2]!;
    f.VSRC3 ??= regs[3]!;
  }
  r.bw(layoutOf(r.gi, 'EXP'), 0, f, r.words);
  r.emit();
}

export function flat(r: Reader, p: FlatProfile): void {
  const f: Fields = {};
  const c = r.c;
  let vdstR: ClrxReg | null = null;
  let dcol = 0;
  if (p.dir !== 'store') {
    c.skipSpace();
    dcol = c.col();
    vdstR = r.h.parseRegister(c, true);
    if (vdstR === null || vdstR.file !== 'v') { r.err(dcol, 'Expected vector register range'); return; }
    if (!r.comma()) return;
  }
  f.ADDR = r.vreg(2);
  if (r.bad) return;
  if (p.dir !== 'load') {
    if (!r.comma()) return;
    f.DATA = r.vreg(p.data);
    if (r.bad) return;
  }
  if (!r.memMods(f, { glc: 'GLC', slc: 'SLC', tfe: 'TFE' })) return;
  if (vdstR !== null) {
    const want = (p.cmpswap ? p.data >> 1 : p.data) + (f.TFE ?? 0);
    if (vdstR.regs !== want) { r.err(dcol, `Required ${want} vector register${plural(want)}`); return; }
    f.VDST = vdstR.code - 256;
  }
  r.bw(layoutOf(r.gi, 'FLAT'), r.opcode(), f, r.words);
  r.emit();
}

function popcount4(m: number): number {
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

function expTarget(t: string): number {
  const i = EXP_TARGETS.indexOf(t);
  if (i >= 0) return i === 0 ? 8 : 9;
  let m = /^mrt([0-7])$/.exec(t);
  if (m) return Number(m[1]);
  m = /^pos([0-3])$/.exec(t);
  if (m) return 12 + Number(m[1]);
  m = /^param([0-9]+)$/.exec(t);
  if (m && Number(m[1]) < 32) return 32 + Number(m[1]);
  return -1;
}
