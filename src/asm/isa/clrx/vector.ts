// CLRX whole-ISA readers of the vector encodings: VOP2, VOPC and VOP3 (the
// 32-bit form when every operand fits it, else VOP3; SDWA/DPP when asked
// for; v_madmk/v_madak's K), VINTRP and the VOP3 interpolation forms.

import type { GenIndex } from '../../../isa/generations.js';
import { INLINE_FLOATS } from '../../../isa/operands.js';
import type { VopProfile } from '../../../isa/table/index.js';
import { layoutOf, vop3Layout, type Fields } from '../fields.js';
import type { Suffix } from '../names.js';
import type { ClrxMods, ClrxSrc } from './host.js';
import type { Reader } from './reader.js';

const VCC = 106;

function regsOf(t: string | null | undefined): number {
  if (t === undefined || t === null) return 1;
  return t === 'b128' ? 4 : t.endsWith('64') ? 2 : 1;
}

/** The format a float literal takes for an operand of type `t`. */
function fl(r: Reader, t: string | undefined): 'f16' | 'f32' | 'f64' {
  if (t !== undefined && t.endsWith('64')) return 'f64';
  const lit = r.row.opts.lit;
  if (lit === 'f16' || t === 'f16') return 'f16';
  return 'f32';
}

export function vop(r: Reader, p: VopProfile, suffix: Suffix): void {
  const row = r.row;
  const gi = r.gi;
  const c = r.c;
  const enc = row.enc;
  const vopc = enc === 'VOPC';
  let vdst = 0;
  let sdstCode = -1; //  VOPC destination / VOP3B carry-out as written
  let first = true;
  const srcRegs = [regsOf(p.src[0]), row.opts.clrxSrc1Pair ? 2 : regsOf(p.src[1]), regsOf(p.src[2])];
  // destination
  if (vopc) {
    sdstCode = r.sreg(2);
    if (r.bad) return;
    first = false;
  } else if (p.lane === 'read' || p.sdst === 'b32') {
    vdst = r.sreg(1);
    if (r.bad) return;
    first = false;
  } else if (p.dst !== null) {
    vdst = r.vreg(p.sdst === 'b64' ? 2 : regsOf(p.dst));
    if (r.bad) return;
    first = false;
  } else if (p.sdst === 'b64') {
    sdstCode = r.sreg(2);
    if (r.bad) return;
    first = false;
  }
  if (p.src.length === 0 && p.dst === null && p.sdst === undefined) {
    // No operands (v_nop-like VOP3 ops): modifiers only.
    const mods = r.h.parseModifiers(c, true, false);
    if (r.h.failed()) return;
    const lay = vop3Layout(gi, row);
    r.bw(lay, row.vop3[gi]!, { CLAMP: mods.clamp ? 1 : 0, OMOD: mods.omod }, r.words);
    r.emit();
    return;
  }
  const hasSdst = (enc === 'VOP2' && p.co === true) || (enc === 'VOP3' && row.vop3b);
  if (hasSdst) {
    if (!r.comma()) return;
    sdstCode = r.sreg(2);
    if (r.bad) return;
  }
  // sources
  const srcs: (ClrxSrc | null)[] = [];
  let kVal: ClrxSrc | null = null;
  let nsrc = p.src.length;
  if (p.mac) nsrc = 2;
  if (p.ci && enc === 'VOP2') nsrc = 2;
  for (let i = 0; i < nsrc; i++) {
    if (!first || i > 0) { if (!r.comma()) return; }
    const s = r.vsrc(srcRegs[i]!, fl(r, p.src[i]));
    if (s === null) return;
    srcs.push(s);
    if (p.k === 'mk' && i === 0) {
      if (!r.comma()) return;
      kVal = r.vsrc(1, 'f32');
      if (kVal === null) return;
    }
  }
  if (p.k === 'ak') {
    if (!r.comma()) return;
    kVal = r.vsrc(1, 'f32');
    if (kVal === null) return;
  }
  let mask: number = -1; // v_cndmask / v_addc lane mask (SRC2)
  if (p.ci && enc === 'VOP2') {
    if (!r.comma()) return;
    mask = r.sreg(2);
    if (r.bad) return;
  }
  const mods = r.h.parseModifiers(c, false, true, nsrc >= 2);
  if (r.h.failed()) { r.bad = true; return; }
  // v_div_fmas reads VCC: clrxasm allows no SGPR source (its message).
  if (row.opts.llvmReadsVcc && srcs.some((x) => x !== null && x.code < 128)) { r.err(r.col, 'No SGPR can be readed in vccImplRead'); return; }
  encodeVop(r, p, suffix, vdst, sdstCode, srcs as ClrxSrc[], kVal, mask, mods);
}

function encodeVop(r: Reader, p: VopProfile, suffix: Suffix, vdst: number, sdst: number, s: ClrxSrc[], k: ClrxSrc | null,
  mask: number, m: ClrxMods): void {
  const row = r.row;
  const gi = r.gi;
  const enc = row.enc;
  const g = r.h.gen;
  const vopc = enc === 'VOPC';
  const has32 = enc === 'VOP2' || vopc;
  const srcMods = s.some((x) => x.neg || x.abs);
  const sext = s.some((x) => x.sext) || m.sextBits !== 0;
  const sdwa = g.sdwa && (suffix === 'sdwa' || m.wantSdwa || m.sdwa || sext);
  const dpp = g.dpp && (suffix === 'dpp' || m.wantDpp || m.dpp);
  const vop3Mods = m.clamp || m.omod !== 0 || m.negBits !== 0 || m.absBits !== 0 || srcMods;
  const lit = s.find((x) => x.code === 255) ?? null;
  if (sdwa && dpp) { r.err(m.firstCol || r.col, 'Mixing modifiers from different encodings is illegal'); return; }
  if ((sdwa || dpp) && (m.vop3 || m.omod !== 0)) { r.err(m.firstCol || r.col, 'Mixing modifiers from different encodings is illegal'); return; }
  if (has32 && (sdwa || dpp)) {
    if (s[0] === undefined || s[0].code < 256 || s[0].regs === 0) {
      r.err(r.col, lit !== null ? 'Literal with SDWA or DPP word is illegal' : 'SRC0 must be a vector register with SDWA or DPP word');
      return;
    }
    if (s[1] !== undefined && (s[1].code < 256 || s[1].regs === 0)) { r.err(r.col, 'VSRC1 must be a vector register'); return; }
    if (k !== null) { r.err(r.col, 'DPP/SDWA encoding is illegal for this instruction'); return; }
    if ((sdstCode(sdst) && sdst !== VCC) || (mask >= 0 && mask !== VCC)) { r.err(r.col, 'SDWA/DPP encoding needs VCC'); return; }
    if (dpp && sext) { r.err(r.col, 'SEXT modifiers is unavailable for DPP word'); return; }
    if (dpp && m.clamp) { r.err(m.firstCol || r.col, 'Mixing modifiers from different encodings is illegal'); return; }
    const f: Fields = { SRC0: sdwa ? 249 : 250, VSRC1: s[1] !== undefined ? s[1].code - 256 : 0, VDST: vdst };
    r.bw(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, r.words);
    const neg = (s[0].neg ? 1 : 0) | (s[1]?.neg ? 2 : 0) | m.negBits;
    const abs = (s[0].abs ? 1 : 0) | (s[1]?.abs ? 2 : 0) | m.absBits;
    let w1: number;
    if (sdwa) {
      const sx = (s[0].sext ? 1 : 0) | (s[1]?.sext ? 2 : 0) | m.sextBits;
      w1 = (s[0].code - 256) | (m.dstSel << 8) | (m.dstUnused << 11) | ((m.clamp ? 1 : 0) << 13) | (m.src0Sel << 16)
        | ((sx & 1) << 19) | ((neg & 1) << 20) | ((abs & 1) << 21) | (m.src1Sel << 24) | (((sx >> 1) & 1) << 27)
        | (((neg >> 1) & 1) << 28) | (((abs >> 1) & 1) << 29);
    } else {
      w1 = (s[0].code - 256) | (m.dppCtrl << 8) | (m.boundCtrl << 19) | ((neg & 1) << 20) | ((abs & 1) << 21)
        | (((neg >> 1) & 1) << 22) | (((abs >> 1) & 1) << 23) | (m.bankMask << 24) | (m.rowMask << 28);
    }
    r.words.push(w1 >>> 0);
    r.emit();
    return;
  }
  if (suffix === 'sdwa' || suffix === 'dpp') { r.err(r.col, `${suffix === 'sdwa' ? 'SDWA' : 'DPP'} encoding specified when ${suffix === 'sdwa' ? 'SDWA' : 'DPP'} not present`); return; }
  // The 32-bit form when every operand fits it.
  const fits32 = has32 && suffix !== 'e64' && !m.vop3 && !vop3Mods
    && (s[1] === undefined || (s[1].code >= 256 && s[1].regs !== 0) || (p.lane !== undefined && s[1].code < 256))
    && (!sdstCode(sdst) || sdst === VCC) && (mask < 0 || mask === VCC);
  if (fits32) {
    const f: Fields = { SRC0: s[0]!.code, VDST: vdst };
    if (s[1] !== undefined) f.VSRC1 = p.lane !== undefined ? s[1].code : s[1].code - 256;
    if (p.lane !== undefined && s[1] !== undefined && s[1].code === 255) { r.err(r.col, 'Literal in lane select is illegal'); return; }
    r.bw(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, r.words);
    if (k !== null) {
      // A literal source shares the K dword when it has K's value (clrxasm).
      if (lit !== null && (lit.litExpr !== null || lit.literal >>> 0 !== kValue(k, gi))) {
        r.err(lit.col, 'Only one literal can be used in instruction');
        return;
      }
      r.words.push(kValue(k, gi) >>> 0);
      r.emit(k.code === 255 ? k : null);
      return;
    }
    if (lit !== null) {
      const l2 = s.filter((x) => x.code === 255);
      if (l2.length > 1) { r.err(l2[1]!.col, 'Only one literal can be used in instruction'); return; }
      r.words.push(lit.literal >>> 0);
    }
    r.emit(lit);
    return;
  }
  if (suffix === 'e32') { r.err(r.col, '32-bit encoding specified when 64-bit encoding'); return; }
  if (k !== null || row.vop3[gi] === null) { r.err(r.col, 'VOP3 encoding is illegal for this instruction'); return; }
  if (lit !== null) { r.err(r.col, 'Literal in VOP3 encoding is illegal'); return; }
  const lay = vop3Layout(gi, row);
  if (m.vsrc1 !== 0) r.extra.SRC1 = m.vsrc1;
  if (m.vsrc2 !== 0) r.extra.SRC2 = m.vsrc2;
  if (m.vdstField !== null) r.extra.VDST = m.vdstField;
  if (m.src0Field !== null) r.extra.SRC0 = m.src0Field;
  const f: Fields = {
    VDST: vopc || (p.dst === null && p.sdst === 'b64' && !row.vop3b) ? sdst : vdst,
    SRC0: s[0]?.code ?? 0, SRC1: s[1]?.code ?? 0, SRC2: s[2]?.code ?? 0,
    CLAMP: m.clamp ? 1 : 0, OMOD: m.omod,
    NEG: ((s[0]?.neg ? 1 : 0) | (s[1]?.neg ? 2 : 0) | (s[2]?.neg ? 4 : 0) | m.negBits) & 7,
  };
  const abs = ((s[0]?.abs ? 1 : 0) | (s[1]?.abs ? 2 : 0) | (s[2]?.abs ? 4 : 0) | m.absBits) & 7;
  if (row.vop3b) { f.SDST = sdst >= 0 ? sdst : 0; } else f.ABS = abs;
  if (mask >= 0) f.SRC2 = mask;
  if (row.vop3b && abs !== 0) { r.err(r.col, 'ABS modifier is illegal for VOP3B'); return; }
  r.bw(lay, row.vop3[gi]!, f, r.words);
  r.emit();
}

export function vintrp(r: Reader, form: 'p1' | 'p2' | 'mov'): void {
  const vdst = r.vreg(1);
  if (r.bad || !r.comma()) return;
  const c = r.c;
  let vsrc: ClrxSrc | null = null;
  let param = 0;
  if (form === 'mov') {
    c.skipSpace();
    const col = c.col();
    const id = c.ident().toLowerCase();
    param = ['p10', 'p20', 'p0'].indexOf(id);
    if (param < 0) { r.err(col, 'Unknown VINTRP parameter'); return; }
  } else {
    c.skipSpace();
    const col = c.col();
    vsrc = r.vsrc(1, 'f32');
    if (vsrc === null) return;
    if (vsrc.code < 256) { r.err(col, 'Expected 1 vector register'); return; }
  }
  if (!r.comma()) return;
  const at = attr(r);
  if (at === null) return;
  const m = r.h.parseModifiers(c, true, true);
  if (r.h.failed()) return;
  const row = r.row;
  if (m.vop3 || m.clamp || m.omod !== 0 || m.negBits !== 0 || m.absBits !== 0 || (vsrc !== null && (vsrc.neg || vsrc.abs))) {
    // The VOP3 image (GCN 1.2): SRC0 holds the attribute and channel, SRC1 the source.
    if (row.vop3[r.gi] === null) { r.err(r.col, 'VOP3 encoding is illegal for this instruction'); return; }
    const f: Fields = {
      VDST: vdst, SRC0: at[0] | (at[1] << 6), SRC1: vsrc !== null ? vsrc.code : param,
      CLAMP: m.clamp ? 1 : 0, OMOD: m.omod,
      NEG: ((vsrc?.neg ? 2 : 0) | m.negBits) & 7, ABS: ((vsrc?.abs ? 2 : 0) | m.absBits) & 7,
    };
    r.bw(vop3Layout(r.gi, row), row.vop3[r.gi]!, f, r.words);
    r.emit();
    return;
  }
  const f = { VDST: vdst, VSRC: vsrc !== null ? vsrc.code - 256 : param, ATTR: at[0], ATTRCHAN: at[1] };
  r.bw(layoutOf(r.gi, 'VINTRP'), r.opcode(), f, r.words);
  r.emit();
}

/** attrN.c: [attr, chan], or null. */
function attr(r: Reader): [number, number] | null {
  const c = r.c;
  c.skipSpace();
  const col = c.col();
  const id = c.ident().toLowerCase();
  const m = /^attr([0-9]+)\.([xyzw])$/.exec(id);
  if (m === null) { r.err(col, 'Expected attr name'); return null; }
  const n = Number(m[1]);
  if (n > 63) { r.err(col, 'Attribute number out of range (0-63)'); return null; }
  return [n, 'xyzw'.indexOf(m[2]!)];
}

export function vop3interp(r: Reader, form: 'p1ll' | 'p1lv' | 'p2'): void {
  const row = r.row;
  const vdst = r.vreg(1);
  if (r.bad || !r.comma()) return;
  const s0 = r.vsrc(1, 'f32');
  if (s0 === null || !r.comma()) return;
  const at = attr(r);
  if (at === null) return;
  let s2: ClrxSrc | null = null;
  if (form !== 'p1ll') {
    if (!r.comma()) return;
    s2 = r.vsrc(1, 'f16');
    if (s2 === null) return;
  }
  const c = r.c;
  // high: the attribute's high half
  let high = 0;
  c.skipSpace();
  if (c.startsWithWord('high')) { c.pos += 4; high = 1; }
  const m = r.h.parseModifiers(c, true, true);
  if (r.h.failed()) return;
  const f: Fields = {
    VDST: vdst, SRC0: at[0] | (at[1] << 6) | (high << 8), SRC1: s0.code, SRC2: s2?.code ?? 0,
    CLAMP: m.clamp ? 1 : 0, OMOD: m.omod,
    NEG: ((s0.neg ? 2 : 0) | (s2?.neg ? 4 : 0) | m.negBits) & 7,
    ABS: ((s0.abs ? 2 : 0) | (s2?.abs ? 4 : 0) | m.absBits) & 7,
  };
  r.bw(vop3Layout(r.gi, row), row.vop3[r.gi]!, f, r.words);
  r.emit();
}

function sdstCode(c: number): boolean {
  return c >= 0;
}

/** The 32-bit value of a K operand (an inline code stands for its value). */
function kValue(k: ClrxSrc, gi: GenIndex): number {
  if (k.code === 255) return k.literal >>> 0;
  if (k.code >= 128 && k.code <= 208) return (k.code <= 192 ? k.code - 128 : 192 - k.code) >>> 0;
  const f = INLINE_FLOATS.find((x) => x.code === k.code);
  void gi;
  return f !== undefined ? f.f32 >>> 0 : 0;
}
