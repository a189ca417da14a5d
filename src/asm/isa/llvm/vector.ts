// Vector ALU encodings (VOP1/VOP2/VOPC/VOP3, SDWA, DPP, VINTRP) in the LLVM
// dialect: operands, the 32-bit/VOP3 choice, modifiers.

import type { VopProfile } from '../../../isa/table/index.js';
import { F16, F32 } from '../../float.js';
import { buildWords, layoutOf, type Fields, vop3Layout } from '../fields.js';
import type { LlvmHost } from '../llvm-isa.js';
import type { Suffix } from '../names.js';
import { BUS_M0, BUS_VCC, busKey } from '../../../isa/constant-bus.js';
import { llvmIntClamp, type Instr } from '../../../isa/table/index.js';
import type { GenIndex } from '../../../isa/generations.js';
import { namesOf } from '../names.js';
import { BusImm, constantBusViolation } from './constant-bus.js';
import { M_NOT_VALID, M_OTHER_GPU, M_TOO_FEW, M_UNKNOWN_TOKEN } from '../../llvm/messages.js';
import { DPP_CONTROLS, DPP_OPTION_NAMES, SDWA_OPTION_NAMES, formAccepts, modsAccepted, modsReadable, optionRefused, vopForms, type VopForms } from './vop-forms.js';
import { M_INVALID, NO_OPTS, OT, VOP_OPTS, otOf, regsOf, type Op, type Opt } from './operands.js';
import { LlvmIsaReader } from './reader.js';

export function vop(a: LlvmIsaReader, p: VopProfile, suffix: Suffix): void {
  const row = a.row;
  const gi = a.gi;
  const enc = row.enc;
  const vopc = enc === 'VOPC';
  // llvm-mc refuses the encoding suffix at the mnemonic, before any operand.
  if (suffix === 'e32' && enc !== 'VOP2' && !vopc) { a.err(a.idAt, 'e32 variant of this instruction is not supported'); return; }
  if (suffix === 'e64' && row.opts.llvmNoSuffix === true) { a.err(a.idAt, 'e64 variant of this instruction is not supported'); return; }
  if ((suffix === 'sdwa' || suffix === 'dpp') && (!(enc === 'VOP2' || vopc) || !a.h.gen.sdwa || (suffix === 'sdwa' ? row.opts.noSdwa : row.opts.noDpp))) {
    a.err(a.idAt, `${suffix} variant of this instruction is not supported`);
    return;
  }
  let vdst = 0;
  let sdst = -1;
  let first = true;
  const c = a.c;
  if (vopc) {
    // _e32 / SDWA on GCN 1.2: vcc (VOPC SDWA has no other destination here).
    sdst = a.sreg(2);
    if (a.bad) return;
    first = false;
  } else if (p.lane === 'read' || p.sdst === 'b32') {
    vdst = a.sreg(1);
    if (a.bad) return;
    first = false;
  } else if (p.dst !== null) {
    vdst = a.vreg(regsOf(p.dst));
    if (a.bad) return;
    first = false;
  } else if (p.sdst === 'b64') {
    sdst = a.sreg(2);
    if (a.bad) return;
    first = false;
  }
  const hasSdst = (enc === 'VOP2' && p.co === true) || (enc === 'VOP3' && row.vop3b);
  if (hasSdst) {
    if (!a.comma()) return;
    // Without the carry-out (three VGPR-like operands) it is GCN 1.4's carry-less add/sub.
    if (p.co === true && p.ci !== true && enc === 'VOP2' && /^v(\d|\[)/.test(c.text.slice(c.pos, c.pos + 2)) && operandCount(c) === 2) { a.err(a.idAt, M_OTHER_GPU); return; }
    sdst = a.sreg(2);
    if (a.bad) return;
  }
  // Operands are read as any form of the mnemonic allows (the suffix narrows the match, not the reading).
  const all = vopForms(row, gi, '', a.h.gen.sdwa);
  const srcs: Op[] = [];
  let k: Op | null = null;
  let nsrc = p.src.length;
  if (p.mac) nsrc = 2;
  if (p.ci && enc === 'VOP2') nsrc = 2;
  for (let i = 0; i < nsrc; i++) {
    // A 64-bit v_cmpx with two operands is GCN 1.5's form (no destination): llvm-mc finds it, for another GPU.
    if (vopc && i === 1 && operandCount(c) === 0 && regsOf(p.src[0]) === 2 && p.cmpx === true) { a.err(a.idAt, M_OTHER_GPU); return; }
    if (!first || i > 0) { if (!a.comma()) return; }
    const o = a.src();
    if (o === null) return;
    // llvm-mc reads a modifier only where some form of the mnemonic has it.
    if ((o.neg || o.abs || o.sext) && !modsReadable(all, i, o)) { a.err(o.at, M_NOT_VALID); return; }
    srcs.push(o);
    if (p.k === 'mk' && i === 0) {
      if (!a.comma()) return;
      k = a.src();
      if (k === null) return;
      if (k.neg || k.abs || k.sext) { kModifier(a, k); return; }
      if (kRegisterRange(a, k)) return;
    }
  }
  if (p.k === 'ak') {
    if (!a.comma()) return;
    k = a.src();
    if (k === null) return;
    if (k.neg || k.abs || k.sext) { kModifier(a, k); return; }
    if (kRegisterRange(a, k)) return;
  }
  let mask: Op | null = null;
  if (p.ci && enc === 'VOP2') {
    if (!a.comma()) return;
    c.skipSpace();
    const at = c.pos;
    const code = a.sreg(2);
    if (a.bad) return;
    mask = { at, vat: at, k: 'r', file: 's', code, regs: 2, val: 0n, fp: false, expr: null, neg: false, abs: false, sext: false };
  }
  const o = a.opts(all.names, all.sdwa !== null, false, all.optional);
  if (o === null) return;
  encodeVop(a, p, suffix, vopForms(row, gi, suffix, a.h.gen.sdwa), vdst, sdst, srcs, k, mask, o);
}

function encodeVop(a: LlvmIsaReader, p: VopProfile, suffix: Suffix, forms: VopForms, vdst: number, sdst: number, s: Op[], k: Op | null,
  maskOp: Op | null, o: Map<string, Opt>): void {
  const row = a.row;
  const mask = maskOp !== null ? maskOp.code : -1;
  const gi = a.gi;
  const enc = row.enc;
  const vopc = enc === 'VOPC';
  const has32 = enc === 'VOP2' || vopc;
  const sdwaOpt = SDWA_OPTION_NAMES.some((n) => o.has(n));
  const dppOpt = DPP_OPTION_NAMES.some((n) => o.has(n));
  // A source of another width than the operand's fails the match there.
  for (let i = 0; i < s.length; i++) {
    const x = s[i]!;
    // (vccz, execz and scc serve any width; lds_direct is 32-bit.)
    const w = regsOf(p.src[i]);
    if (x.k === 'r' && (x.file === 'x' ? x.code === 254 && w !== 1 : x.regs !== w)) { a.err(x.vat, M_INVALID); return; }
  }
  // With a suffix, the form it names must take every modifier and option.
  if (suffix !== '') {
    const m = suffix === 'e32' ? '' : suffix === 'e64' ? forms.e64 : suffix === 'sdwa' ? forms.sdwa : forms.dpp;
    if (m !== null) {
      const bad = s.find((x, i) => (x.neg || x.abs || x.sext) && !modsAccepted(m, i, x));
      if (bad !== undefined) { a.err(bad.vat, M_INVALID); return; }
      const opt = suffix === 'e32' ? o.values().next().value : optionRefused(m, suffix as 'e64' | 'sdwa' | 'dpp', o);
      if (opt !== undefined) { a.err(opt.at, M_INVALID); return; }
    }
  }
  const mods = s.some((x) => x.neg || x.abs || x.sext) || o.size > 0;
  const src1Vgpr = s[1] === undefined || (s[1].k === 'r' && s[1].file === 'v') || p.lane !== undefined;
  const fits32 = has32 && (suffix === '' || suffix === 'e32') && !mods && src1Vgpr && (sdst < 0 || sdst === 106) && (mask < 0 || mask === 106);
  // The first form that takes the operands (llvm-mc's match order), else the one the options name.
  let sdwa = suffix === 'sdwa' || (suffix === '' && sdwaOpt);
  let dpp = suffix === 'dpp' || (suffix === '' && dppOpt && !sdwaOpt);
  if (suffix === '' && !sdwa && !dpp && !fits32 && !formAccepts(forms.e64, 'e64', s, o) && allVgpr(s)) {
    if (formAccepts(forms.sdwa, 'sdwa', s, o)) sdwa = true;
    else if (formAccepts(forms.dpp, 'dpp', s, o)) dpp = true;
  }
  // DPP needs a control (row_shl:1, quad_perm:[...]...): without one llvm-mc finds too few operands.
  if (dpp && !DPP_CONTROLS.some((n) => o.has(n))) {
    const first = [...o].find(([n]) => DPP_OPTION_NAMES.includes(n));
    a.err(first !== undefined ? first[1].at : a.idAt, first !== undefined ? M_INVALID : M_TOO_FEW);
    return;
  }
  const lits: number[] = [];
  if ((sdwa || dpp) && (!has32 || !a.h.gen.sdwa || (sdwa && row.opts.noSdwa) || (dpp && row.opts.noDpp))) {
    a.err(a.idAt, sdwa ? 'sdwa variant of this instruction is not supported' : 'dpp variant of this instruction is not supported');
    return;
  }
  if (sdwa || dpp) {
    if (s[0] === undefined || s[0].k !== 'r' || s[0].file !== 'v' || (s[1] !== undefined && (s[1].k !== 'r' || s[1].file !== 'v'))) { a.err(s[0]?.at ?? a.idAt, M_INVALID); return; }
    if ((sdst >= 0 && sdst !== 106) || (mask >= 0 && mask !== 106) || k !== null) { a.err(a.idAt, M_INVALID); return; }
    const f: Fields = { SRC0: sdwa ? 249 : 250, VSRC1: s[1] !== undefined ? s[1].code - 256 : 0, VDST: vdst };
    buildWords(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, a.words);
    const neg = (s[0].neg ? 1 : 0) | (s[1]?.neg ? 2 : 0);
    const abs = (s[0].abs ? 1 : 0) | (s[1]?.abs ? 2 : 0);
    const g = (n: string, d: number): number => o.get(n)?.v ?? d;
    let w1: number;
    if (sdwa) {
      const sx = (s[0].sext ? 1 : 0) | (s[1]?.sext ? 2 : 0);
      const clamp = o.has('clamp') ? 1 : 0;
      w1 = (s[0].code - 256) | (vopc ? 0 : (g('dst_sel', 6) << 8) | (g('dst_unused', 2) << 11)) | (clamp << 13)
        | (g('src0_sel', 6) << 16) | ((sx & 1) << 19) | ((neg & 1) << 20) | ((abs & 1) << 21)
        | (g('src1_sel', 6) << 24) | (((sx >> 1) & 1) << 27) | (((neg >> 1) & 1) << 28) | (((abs >> 1) & 1) << 29);
    } else {
      const ctrl = dppCtrl(o);
      if (ctrl < 0) { a.err(a.idAt, M_INVALID); return; }
      // (sext() on a DPP source sets its NEG bit: LLVM's SEXT and NEG share the modifier bit.)
      const dn = neg | (s[0].sext ? 1 : 0) | (s[1]?.sext ? 2 : 0);
      w1 = (s[0].code - 256) | (ctrl << 8) | ((o.has('bound_ctrl') ? 1 : 0) << 19) | ((dn & 1) << 20) | ((abs & 1) << 21)
        | (((dn >> 1) & 1) << 22) | (((abs >> 1) & 1) << 23) | (g('bank_mask', 15) << 24) | (g('row_mask', 15) << 28);
    }
    a.words.push(w1 >>> 0);
    a.emit();
    return;
  }
  if (fits32) {
    const c0 = s[0] !== undefined ? a.code(s[0], p.src[0], lits) : 0;
    if (a.bad) return;
    const f: Fields = { SRC0: c0, VDST: vdst };
    let c1 = 0;
    if (s[1] !== undefined) {
      if (p.lane !== undefined) {
        c1 = a.code(s[1], 'b32', lits);
        if (a.bad) return;
        if (c1 === 255 || (s[1].k === 'r' && s[1].file === 'v')) { a.err(s[1].at, M_INVALID); return; }
        f.VSRC1 = c1;
      } else {
        c1 = s[1].code;
        f.VSRC1 = c1 - 256;
      }
    }
    const implicit = p.ci || row.opts.llvmReadsVcc === true ? BUS_VCC : -1;
    if (k !== null) {
      const kk = a.immCode(k, otOf(p.src[0]));
      if (k.k !== 'i' || kk === null || k.expr !== null) { a.err(k.at, M_INVALID); return; }
      const kv = kLiteral(k, otOf(p.src[0]), a.h);
      if (lits.length > 0 && lits[0] !== kv) { a.err(s[0]!.at, 'only one literal operand is allowed'); return; }
      if (!busOk(a, s, [c0, c1], implicit, true)) return;
      buildWords(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, a.words);
      a.words.push(kv >>> 0);
      a.emit(null, 1);
      return;
    }
    if (lits.length > 1 && lits[0] !== lits[1]) { a.err(a.idAt, 'only one literal operand is allowed'); return; }
    if (!busOk(a, s, [c0, c1], implicit, false)) return;
    buildWords(layoutOf(gi, enc as 'VOP2' | 'VOPC'), row.op[gi]!, f, a.words);
    if (lits.length > 0) a.words.push(lits[0]! >>> 0);
    a.emit(null, 1);
    return;
  }
  if (suffix === 'e32' || k !== null || row.vop3[gi] === null || row.opts.noE64) {
    a.err(a.idAt, suffix === 'e32' ? M_INVALID : 'e64 variant of this instruction is not supported');
    return;
  }
  // A refused modifier, clamp or omod is a failed match, reported before the operands' values are judged.
  const badMod = s.find((x, i) => (x.neg || x.abs || x.sext) && !modsAccepted(forms.e64, i, x));
  if (badMod !== undefined) { a.err(badMod.vat, M_INVALID); return; }
  const refused = optionRefused(forms.e64, 'e64', o);
  if (refused !== undefined) { a.err(refused.at, M_INVALID); return; }
  const codes = s.map((x, i) => a.code(x, p.src[i], lits));
  if (a.bad) return;
  if (lits.length > 0) {
    // A literal source 0 fits the 32-bit form the op has on another generation: llvm-mc's matcher finds that one.
    if (codes[0] === 255 && enc === 'VOP3' && has32On(row, gi)) a.err(a.idAt, M_OTHER_GPU);
    else a.err(s[codes.indexOf(255)]!.at, 'literal operands are not supported');
    return;
  }
  if (maskOp !== null) { s = [...s, maskOp]; codes.push(mask); }
  if (!busOk(a, s, codes, row.opts.llvmReadsVcc === true ? BUS_VCC : -1, false)) return;
  if (row.opts.llvmEarlyClobber === true) {
    a.h.dependsOnValues();
    const d0 = vdst;
    const d1 = vdst + regsOf(p.dst);
    const hit = s.find((x) => x.k === 'r' && x.file === 'v' && x.code - 256 < d1 && x.code - 256 + x.regs > d0);
    if (hit !== undefined) { a.err(hit.vat, 'destination must be different than all sources'); return; }
  }
  if (row.vop3b && s.some((x) => x.abs)) { a.err(a.idAt, 'ABS not allowed in VOP3B instructions'); return; }
  const clamp = o.get('clamp');
  if (clamp !== undefined && !a.h.gen.llvmIntClamp && llvmIntClamp(row)) { a.err(clamp.at, 'integer clamping is not supported on this GPU'); return; }
  const f: Fields = {
    VDST: vopc ? sdst : vdst, SRC0: codes[0] ?? 0, SRC1: codes[1] ?? 0, SRC2: codes[2] ?? 0,
    CLAMP: o.has('clamp') ? 1 : 0, OMOD: omodOf(o),
    // (sext() of an integer source sets its NEG bit: LLVM's SEXT and NEG share the modifier bit.)
    NEG: (s[0]?.neg || s[0]?.sext ? 1 : 0) | (s[1]?.neg || s[1]?.sext ? 2 : 0) | (s[2]?.neg || s[2]?.sext ? 4 : 0),
  };
  const abs = (s[0]?.abs ? 1 : 0) | (s[1]?.abs ? 2 : 0) | (s[2]?.abs ? 4 : 0);
  if (row.vop3b) f.SDST = sdst >= 0 ? sdst : 0; else f.ABS = abs;
  if (mask >= 0) f.SRC2 = mask;
  buildWords(vop3Layout(gi, row), row.vop3[gi]!, f, a.words);
  a.emit();
}

const INTERP_OPTS: ReadonlySet<string> = new Set(['clamp', 'mul', 'div']);

export function vintrp(a: LlvmIsaReader, form: 'p1' | 'p2' | 'mov', suffix: Suffix): void {
  if (suffix === 'sdwa' || suffix === 'dpp') { a.err(a.idAt, `${suffix} variant of this instruction is not supported`); return; }
  const vdst = a.vreg(1);
  if (a.bad || !a.comma()) return;
  const c = a.c;
  let src: Op | null = null;
  let param = 0;
  if (form === 'mov') {
    if (a.modifierOperand(true)) return;
    const at = c.pos;
    param = ['p10', 'p20', 'p0'].indexOf(c.ident());
    if (param < 0) { a.err(at, 'invalid interpolation slot'); return; }
  } else {
    src = a.src();
    if (src === null) return;
    // (Modifiers only where the VOP3 form exists, GCN 1.2.)
    if ((src.neg || src.abs) && a.row.vop3[a.gi] === null) { a.err(src.at, M_NOT_VALID); return; }
    // Another source than a VGPR needs the VOP3 image (GCN 1.2), where the constant-bus rule applies.
    if ((src.k !== 'r' || src.file !== 'v') && a.row.vop3[a.gi] === null) {
      // (GCN 1.2's VOP3 form takes it: llvm-mc's matcher finds that form, for another GPU.)
      a.err(a.row.vop3.some((x) => x !== null) ? a.idAt : src.at, a.row.vop3.some((x) => x !== null) ? M_OTHER_GPU : M_INVALID);
      return;
    }
  }
  if (!a.comma()) return;
  const at = attr(a);
  if (at === null) return;
  // Only the VOP3 form (GCN 1.2) has optional operands: clamp and omod.
  const row = a.row;
  const v3 = row.vop3[a.gi] !== null;
  const o = a.opts(v3 ? INTERP_OPTS : NO_OPTS, false, false, v3);
  if (o === null) return;
  const vgprSrc = src === null || (src.k === 'r' && src.file === 'v');
  if (suffix === 'e64' || !vgprSrc || o.has('clamp') || o.has('mul') || o.has('div') || (src !== null && (src.neg || src.abs))) {
    if (row.vop3[a.gi] === null) { a.err(a.idAt, 'e64 variant of this instruction is not supported'); return; }
    // M0 is read implicitly; llvm-mc counts any constant source (it is not a constant operand there).
    if (src !== null && !busOk(a, [src], [src.code], BUS_M0, false, BusImm.ALL)) return;
    const f: Fields = {
      VDST: vdst, SRC0: at[0] | (at[1] << 6), SRC1: src !== null ? src.code : param, CLAMP: o.has('clamp') ? 1 : 0,
      OMOD: omodOf(o), NEG: src?.neg ? 2 : 0, ABS: src?.abs ? 2 : 0,
    };
    buildWords(vop3Layout(a.gi, row), row.vop3[a.gi]!, f, a.words);
    a.emit();
    return;
  }
  buildWords(layoutOf(a.gi, 'VINTRP'), a.opcode(), { VDST: vdst, VSRC: src !== null ? src.code - 256 : param, ATTR: at[0], ATTRCHAN: at[1] }, a.words);
  a.emit();
}

function attr(a: LlvmIsaReader): [number, number] | null {
  const c = a.c;
  if (a.modifierOperand(true)) return null;
  const at = c.pos;
  const id = c.ident();
  // llvm-mc's order: the attr prefix, the channel suffix, the number, its range.
  if (!id.startsWith('attr')) { a.err(at, 'invalid interpolation attribute'); return null; }
  const m = /^attr(.*)\.([xyzw])$/.exec(id);
  if (m === null) { a.err(at, 'invalid or missing interpolation attribute channel'); return null; }
  if (!/^[0-9]+$/.test(m[1]!)) { a.err(at, 'invalid or missing interpolation attribute number'); return null; }
  if (Number(m[1]) > 63) { a.err(at, 'out of bounds interpolation attribute number'); return null; }
  return [Number(m[1]), 'xyzw'.indexOf(m[2]!)];
}

export function vop3interp(a: LlvmIsaReader, form: 'p1ll' | 'p1lv' | 'p2', suffix: Suffix): void {
  if (suffix !== '' && suffix !== 'e64') { a.err(a.idAt, `${suffix} variant of this instruction is not supported`); return; }
  const row = a.row;
  const vdst = a.vreg(1);
  if (a.bad || !a.comma()) return;
  const s0 = a.src();
  if (s0 === null || !a.comma()) return;
  const at = attr(a);
  if (at === null) return;
  let s2: Op | null = null;
  if (form !== 'p1ll') {
    if (!a.comma()) return;
    s2 = a.src();
    if (s2 === null) return;
  }
  const o = a.opts(VOP_OPTS);
  if (o === null) return;
  // M0 is read implicitly. llvm-mc counts the first source only: its operand list has no src1,
  // and its count stops at the first source that is absent.
  if (!busOk(a, [s0], [s0.code], BUS_M0, false, BusImm.ALL)) return;
  const lits: number[] = [];
  const c2 = s2 !== null ? a.code(s2, 'f16', lits) : 0;
  if (a.bad || lits.length > 0) { if (!a.bad) a.err(a.idAt, M_INVALID); return; }
  const f: Fields = {
    VDST: vdst, SRC0: at[0] | (at[1] << 6) | ((o.has('high') ? 1 : 0) << 8), SRC1: s0.code, SRC2: c2,
    CLAMP: o.has('clamp') ? 1 : 0, OMOD: omodOf(o),
    NEG: (s0.neg ? 2 : 0) | (s2?.neg ? 4 : 0), ABS: (s0.abs ? 2 : 0) | (s2?.abs ? 4 : 0),
  };
  buildWords(vop3Layout(a.gi, row), row.vop3[a.gi]!, f, a.words);
  a.emit();
}

/** Operands left at the cursor (commas at the top level; 0 when none). */
function operandCount(c: { text: string; pos: number; end: number }): number {
  let n = 1;
  let depth = 0;
  let any = false;
  for (let i = c.pos; i < c.end; i++) {
    const ch = c.text.charCodeAt(i);
    if (ch === 91 || ch === 40) depth++;
    else if (ch === 93 || ch === 41) depth--;
    else if (ch === 44 && depth === 0) n++;
    else if (ch !== 32 && ch !== 9) any = true;
  }
  return any ? n : 0;
}

/** The op's LLVM name has a VOP2/VOPC (32-bit) form on another generation. */
function has32On(row: Instr, gi: GenIndex): boolean {
  const name = row.llvm[gi];
  if (name === null) return false;
  for (const g of [0, 1, 2] as GenIndex[]) {
    if (g === gi) continue;
    const hit = namesOf('llvm', g).get(name);
    if (hit !== undefined && (hit.row.enc === 'VOP2' || hit.row.enc === 'VOPC') && hit.row.op[g] !== null) return true;
  }
  return false;
}

/** K is read as an expression: a register range cannot be one (llvm-mc reads `s[` as a register list). */
function kRegisterRange(a: LlvmIsaReader, k: Op): boolean {
  if (k.k !== 'r' || a.c.text.charCodeAt(k.vat + 1) !== 91 /* [ */) return false;
  a.err(k.vat + 2, 'expected a register or a list of registers');
  return true;
}

/** K is read as an expression: a bar cannot start one; other modifiers are an operand llvm-mc cannot read there. */
function kModifier(a: LlvmIsaReader, k: Op): void {
  a.err(k.at, a.c.text.charCodeAt(k.at) === 124 ? M_UNKNOWN_TOKEN : M_NOT_VALID);
}

function allVgpr(s: readonly Op[]): boolean {
  return s.every((x) => x.k === 'r' && x.file === 'v');
}

/** llvm-mc's constant-bus rule; false (the error reported) when the sources break it. */
function busOk(a: LlvmIsaReader, s: readonly Op[], codes: readonly number[], implicit: number, k: boolean, imm = BusImm.LITERALS): boolean {
  // With two scalar registers read, the outcome depends on whether they are the same register.
  let regs = implicit >= 0 ? 1 : 0;
  for (let i = 0; i < s.length; i++) if (s[i]!.k === 'r' && busKey(codes[i]!, s[i]!.regs) >= 0) regs++;
  if (regs >= 2) a.h.dependsOnValues();
  const at = constantBusViolation(a.idAt, s, codes, implicit, k, imm);
  if (at < 0) return true;
  a.err(at, 'invalid operand (violates constant bus restrictions)');
  return false;
}

function omodOf(o: Map<string, Opt>): number {
  const m = o.get('mul')?.v;
  if (m === 2) return 1;
  if (m === 4) return 2;
  if (o.get('div')?.v === 2) return 3;
  return 0;
}

function dppCtrl(o: Map<string, Opt>): number {
  const q = o.get('quad_perm');
  if (q !== undefined) {
    const l = q.list ?? [];
    if (l.length !== 4 || l.some((x) => x < 0 || x > 3)) return -1;
    return l[0]! | (l[1]! << 2) | (l[2]! << 4) | (l[3]! << 6);
  }
  for (const [n, base] of [['row_shl', 0x100], ['row_shr', 0x110], ['row_ror', 0x120]] as const) {
    const x = o.get(n);
    if (x !== undefined) return x.v >= 1 && x.v <= 15 ? base + x.v : -1;
  }
  for (const [n, v] of [['wave_shl', 0x130], ['wave_rol', 0x134], ['wave_shr', 0x138], ['wave_ror', 0x13c], ['row_mirror', 0x140], ['row_half_mirror', 0x141]] as const) {
    if (o.has(n)) return v;
  }
  const b = o.get('row_bcast');
  if (b !== undefined) return b.v === 15 ? 0x142 : b.v === 31 ? 0x143 : -1;
  return 0xe4;
}

/** K of v_madmk/v_madak: always a literal of the operand's format. */
function kLiteral(k: Op, ot: OT, h: LlvmHost): number {
  if (k.fp) return h.convertDouble(BigInt.asUintN(64, k.val), ot === OT.FP16 ? F16 : F32).bits >>> 0;
  return Number(BigInt.asUintN(ot === OT.FP16 || ot === OT.INT16 ? 16 : 32, k.val)) >>> 0;
}

/** K of v_madmk/v_madak given as an inline value: its 32-bit pattern. */
function kValueOf(code: number, k: Op): number {
  if (code >= 128 && code <= 208) return (code <= 192 ? code - 128 : 192 - code) >>> 0;
  const F = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983];
  void k;
  return F[code - 240]! >>> 0;
}
