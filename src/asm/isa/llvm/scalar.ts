// Scalar encodings (SOP1/SOP2/SOPC, SOPK, SOPP, SMRD/SMEM) in the LLVM dialect:
// operands, hwreg/sendmsg/waitcnt/gpr_idx macros, branch targets.

import { msgIdOf, msgIdValid, msgOpIdOf, msgOpValid, msgRequiresOp, msgStreamValid, msgSupportsStream } from '../../../isa/sendmsg.js';
import type { SmemProfile, SopProfile, SopkProfile, SoppProfile, ValueType } from '../../../isa/table/index.js';
import { Ch } from '../../cursor.js';
import type { Expr } from '../../expr.js';
import { buildWords, layoutOf, type Fields } from '../fields.js';
import { M_OTHER_GPU } from '../../llvm/messages.js';
import { GLC, M_INVALID, NO_OPTS, OT } from './operands.js';
import { LlvmIsaReader } from './reader.js';

/** llvm-mc's word for a hwreg or sendmsg immediate outside 0..0xffff. */
const GLC_SLC: ReadonlySet<string> = new Set(['glc', 'slc']);
const M_16BIT = 'invalid immediate: only 16-bit values are legal';

/** hwreg names (LLVM: HW_REG_*), index = id. */
const HWREG = ['', 'HW_REG_MODE', 'HW_REG_STATUS', 'HW_REG_TRAPSTS', 'HW_REG_HW_ID', 'HW_REG_GPR_ALLOC', 'HW_REG_LDS_ALLOC',
  'HW_REG_IB_STS'];

export function sop(a: LlvmIsaReader, p: SopProfile): void {
  const enc = a.row.enc as 'SOP1' | 'SOP2' | 'SOPC';
  const f: Fields = {};
  const lits: number[] = [];
  let first = true;
  if (p.dst !== 0) { f.SDST = a.sreg(p.dst); first = false; if (a.bad) return; }
  const ty = (n: number): ValueType => (n === 2 ? 'b64' : 'b32');
  const one = (n: number, name: string): boolean => {
    if (!first && !a.comma()) return false;
    first = false;
    const o = a.src();
    if (o === null) return false;
    if (o.k === 'r' && (o.file === 'v' || (o.regs !== 0 && o.regs !== n))) { a.err(o.at, M_INVALID); return false; }
    if (o.neg || o.abs || o.sext) { a.err(o.at, M_INVALID); return false; }
    if (o.k === 'i' && a.row.opts.llvmNoLiteral === true) {
      const r = a.immCode(o, OT.INT64);
      if (r === null || r.code === 255) { a.err(o.at, M_INVALID); return false; }
    }
    const k = a.code(o, ty(n), lits);
    if (k < 0) return false;
    f[name] = k;
    return true;
  };
  if (p.src0 !== 0 && !one(p.src0, 'SSRC0')) return;
  if (p.src1 === 'gpridx') {
    if (!a.comma()) return;
    const v = gprIdx(a);
    if (v < 0) return;
    f.SSRC1 = v;
  } else if (p.src1 !== 0 && !one(p.src1, 'SSRC1')) return;
  if (!a.end()) return;
  if (lits.length > 1 && lits[0] !== lits[1]) { a.err(a.idAt, 'only one literal operand is allowed'); return; }
  buildWords(layoutOf(a.gi, enc), a.opcode(), f, a.words);
  if (lits.length > 0) a.words.push(lits[0]! >>> 0);
  a.emit(null, 1);
}

/** gpr_idx(SRC0,SRC1,SRC2,DST) or an immediate. */
function gprIdx(a: LlvmIsaReader): number {
  const c = a.c;
  c.skipSpace();
  if (c.startsWithWord('gpr_idx')) {
    c.pos += 7;
    if (!c.eat(Ch.LPAREN)) { a.err(c.pos, 'expected a left parenthesis'); return -1; }
    let v = 0;
    c.skipSpace();
    if (c.peek() === Ch.RPAREN) { c.pos++; return 0; }
    for (;;) {
      c.skipSpace();
      const at = c.pos;
      const id = c.ident().toUpperCase();
      const k = ['SRC0', 'SRC1', 'SRC2', 'DST'].indexOf(id);
      if (k < 0) { a.err(at, 'expected a VGPR index mode'); return -1; }
      v |= 1 << k;
      if (c.eat(Ch.COMMA)) continue;
      if (c.eat(Ch.RPAREN)) return v;
      a.err(c.pos, 'expected a comma or a closing parenthesis');
      return -1;
    }
  }
  // An immediate: the four mode bits (a real number is no 4-bit value either).
  const at = c.pos;
  const M_4BIT = 'invalid immediate: only 4-bit values are legal';
  if (a.realAt()) { a.err(at, M_4BIT); return -1; }
  const x = a.abs();
  if (x === null) return -1;
  if (x < 0n || x > 15n) { a.err(at, M_4BIT); return -1; }
  return Number(x);
}

function hwreg(a: LlvmIsaReader): number {
  const c = a.c;
  c.skipSpace();
  if (!c.startsWithWord('hwreg')) {
    const at = c.pos;
    const x = a.abs('a hwreg macro');
    if (x === null) return -1;
    if (x < 0n || x > 0xffffn) { a.err(at, M_16BIT); return -1; }
    return Number(x);
  }
  c.pos += 5;
  if (!c.eat(Ch.LPAREN)) { a.err(c.pos, 'expected a left parenthesis'); return -1; }
  c.skipSpace();
  const at = c.pos;
  let id: number;
  const s = c.pos;
  const name = c.ident();
  if (name !== '' && HWREG.indexOf(name) > 0) id = HWREG.indexOf(name);
  else {
    c.pos = s;
    const x = a.abs('a register name');
    if (x === null) return -1;
    if (x < 0n || x > 63n) { a.err(at, 'invalid code of hardware register: only 6-bit values are legal'); return -1; }
    id = Number(x);
  }
  let off = 0;
  let size = 32;
  if (c.eat(Ch.COMMA)) {
    c.skipSpace();
    const offAt = c.pos;
    const o = a.abs();
    if (o === null) return -1;
    if (!c.eat(Ch.COMMA)) { a.err(c.pos, 'expected a comma'); return -1; }
    c.skipSpace();
    const sizeAt = c.pos;
    const z = a.abs();
    if (z === null) return -1;
    off = Number(o);
    size = Number(z);
    if (off < 0 || off > 31) { a.err(offAt, 'invalid bit offset: only 5-bit values are legal'); return -1; }
    if (size < 1 || size > 32) { a.err(sizeAt, 'invalid bitfield width: only values from 1 to 32 are legal'); return -1; }
  }
  if (!c.eat(Ch.RPAREN)) { a.err(c.pos, 'expected a closing parenthesis'); return -1; }
  return id | (off << 6) | ((size - 1) << 11);
}

export function sopk(a: LlvmIsaReader, p: SopkProfile): void {
  const f: Fields = {};
  let branch: { e: Expr; at: number } | null = null;
  let imm32: number | null = null;
  const c = a.c;
  switch (p.form) {
    case 'fork': {
      f.SDST = a.sreg(2);
      if (a.bad || !a.comma()) return;
      const t = target(a);
      if (t === null) return;
      if ('v' in t) f.SIMM16 = t.v; else branch = t;
      break;
    }
    case 'getreg': {
      f.SDST = a.sreg(1);
      if (a.bad || !a.comma()) return;
      const v = hwreg(a);
      if (v < 0) return;
      f.SIMM16 = v;
      break;
    }
    case 'setreg': {
      const v = hwreg(a);
      if (v < 0 || !a.comma()) return;
      f.SIMM16 = v;
      f.SDST = a.sreg(1);
      if (a.bad) return;
      break;
    }
    case 'setreg_imm32': {
      const v = hwreg(a);
      if (v < 0 || !a.comma()) return;
      f.SIMM16 = v;
      if (a.modifierOperand()) return;
      const x = a.abs();
      if (x === null) return;
      imm32 = Number(BigInt.asUintN(32, x));
      break;
    }
    default: {
      f.SDST = a.sreg(1);
      if (a.bad || !a.comma()) return;
      if (a.modifierOperand() || a.registerOperand()) return;
      const at = c.pos;
      const x = a.abs();
      if (x === null) return;
      if (x < -0x8000n || x > 0xffffn) { a.err(at, M_INVALID); return; }
      f.SIMM16 = Number(BigInt.asUintN(16, x));
    }
  }
  if (!a.end()) return;
  buildWords(layoutOf(a.gi, 'SOPK'), a.opcode(), f, a.words);
  if (imm32 !== null) a.words.push(imm32 >>> 0);
  a.emit(branch);
}

/** A branch target: an immediate SIMM16, or a label (resolved relative to the instruction). */
function target(a: LlvmIsaReader): { v: number } | { e: Expr; at: number } | null {
  const c = a.c;
  if (a.modifierOperand()) return null;
  const at = c.pos;
  const r = a.h.value(c);
  if (r === null) { a.bad = true; return null; }
  // llvm-mc takes a label or an absolute expression here, not label arithmetic.
  if ('e' in r) { if (r.e.k !== 'sym') { a.err(at, 'expected an absolute expression or a label'); return null; } return r; }
  if (r.v < -0x8000n || r.v > 0xffffn) { a.err(at, 'expected a 16-bit signed jump offset'); return null; }
  return { v: Number(BigInt.asUintN(16, r.v)) };
}

export function sopp(a: LlvmIsaReader, p: SoppProfile): void {
  const c = a.c;
  c.skipSpace();
  let imm = 0;
  let branch: { e: Expr; at: number } | null = null;
  if (p.imm !== 'none' && p.imm !== 'opt' && a.missing()) return;
  switch (p.imm) {
    case 'label': {
      const t = target(a);
      if (t === null) return;
      if ('v' in t) imm = t.v; else branch = t;
      break;
    }
    case 'waitcnt': imm = waitcnt(a); break;
    case 'sendmsg': imm = sendmsg(a); break;
    case 'gpridx': imm = gprIdx(a); break;
    case 'none':
      break;
    default: {
      if (p.imm === 'opt' && c.atEnd()) break;
      if (a.modifierOperand() || a.registerOperand()) return;
      const at = c.pos;
      const x = a.abs();
      if (x === null) return;
      if (x < -0x8000n || x > 0xffffn) { a.err(at, M_INVALID); return; }
      imm = Number(BigInt.asUintN(16, x));
    }
  }
  if (a.bad || imm < 0 || !a.end()) return;
  buildWords(layoutOf(a.gi, 'SOPP'), a.opcode(), { SIMM16: imm }, a.words);
  a.emit(branch);
}

function waitcnt(a: LlvmIsaReader): number {
  const c = a.c;
  let v = 0xf7f;
  let any = false;
  let sep = false;
  for (;;) {
    c.skipSpace();
    // (After a separator llvm-mc reads another counter.)
    if (c.atEnd()) { if (sep) a.err(c.pos, 'expected a counter name'); return any && !sep ? v : -1; }
    const at = c.pos;
    const s = c.pos;
    const id = c.ident().toLowerCase();
    const which = id === 'vmcnt' || id === 'vmcnt_sat' ? 0 : id === 'expcnt' || id === 'expcnt_sat' ? 1 : id === 'lgkmcnt' || id === 'lgkmcnt_sat' ? 2 : -1;
    // A name and a parenthesis: a counter, by its form; llvm-mc then checks the name.
    if (which < 0 && !any && id !== '' && (c.skipSpace(), c.peek() === Ch.LPAREN)) { a.err(at, `invalid counter name ${id}`); return -1; }
    if (which < 0) {
      if (any) {
        // After a counter, llvm-mc reads a name, then its parenthesis, then knows the name.
        if (id === '') { a.err(at, 'expected a counter name'); return -1; }
        c.skipSpace();
        if (c.peek() !== Ch.LPAREN) { a.err(c.pos, 'expected a left parenthesis'); return -1; }
        a.err(at, `invalid counter name ${id}`);
        return -1;
      }
      c.pos = s;
      const x = a.abs();
      if (x === null) return -1;
      return Number(BigInt.asUintN(16, x));
    }
    any = true;
    if (!c.eat(Ch.LPAREN)) { a.err(c.pos, 'expected a left parenthesis'); return -1; }
    c.skipSpace();
    const valAt = c.pos;
    const x = a.abs();
    if (x === null) return -1;
    if (!c.eat(Ch.RPAREN)) { a.err(c.pos, 'expected a closing parenthesis'); return -1; }
    const n = Number(x);
    const max = which === 1 ? 7 : 15;
    const sat = id.endsWith('_sat');
    if (n < 0 || n > max) {
      if (!sat) { a.err(valAt, `too large value for ${id}`); return -1; }
    }
    const nv = Math.min(Math.max(n, 0), max);
    if (which === 0) v = (v & ~0xf) | nv;
    else if (which === 1) v = (v & ~0x70) | (nv << 4);
    else v = (v & ~0xf00) | (nv << 8);
    c.skipSpace();
    sep = c.peek() === Ch.AMP || c.peek() === Ch.COMMA;
    if (sep) c.pos++;
  }
}

function sendmsg(a: LlvmIsaReader): number {
  const c = a.c;
  c.skipSpace();
  if (!c.startsWithWord('sendmsg')) {
    const at = c.pos;
    const x = a.abs('a sendmsg macro');
    if (x === null) return -1;
    if (x < 0n || x > 0xffffn) { a.err(at, M_16BIT); return -1; }
    return Number(x);
  }
  c.pos += 7;
  if (!c.eat(Ch.LPAREN)) { a.err(c.pos, 'expected a left parenthesis'); return -1; }
  // A field: a name (message or operation) or an absolute expression.
  const field = (idOf: (name: string) => number, what: string | undefined): { v: number; at: number; sym: boolean } | null => {
    c.skipSpace();
    const at = c.pos;
    const k = idOf(c.ident());
    if (k >= 0) return { v: k, at, sym: true };
    c.pos = at;
    const x = what === undefined ? a.abs() : a.abs(what);
    return x === null ? null : { v: Number(BigInt.asIntN(32, x)), at, sym: false };
  };
  const msg = field(msgIdOf, 'a message name');
  if (msg === null) return -1;
  let op: { v: number; at: number } | null = null;
  let stream: { v: number; at: number } | null = null;
  if (c.eat(Ch.COMMA)) {
    op = field((n) => msgOpIdOf(msg.v, n), 'an operation name');
    if (op === null) return -1;
    if (c.eat(Ch.COMMA)) {
      stream = field(() => -1, undefined);
      if (stream === null) return -1;
    }
  }
  c.skipSpace();
  if (!c.eat(Ch.RPAREN)) { a.err(c.pos, 'expected a closing parenthesis'); return -1; }
  // llvm-mc's checks, in its order (strict for a message written as a name).
  const strict = msg.sym;
  const opId = op?.v ?? 0;
  const sid = stream?.v ?? 0;
  if (!msgIdValid(a.gi, msg.v, strict)) { a.err(msg.at, 'invalid message id'); return -1; }
  if (strict && msgRequiresOp(msg.v) !== (op !== null)) {
    a.err(op !== null ? op.at : msg.at, op !== null ? 'message does not support operations' : 'missing message operation');
    return -1;
  }
  if (!msgOpValid(msg.v, opId, strict)) { a.err(op?.at ?? msg.at, 'invalid operation id'); return -1; }
  if (strict && stream !== null && !msgSupportsStream(msg.v, opId)) { a.err(stream.at, 'message operation does not support streams'); return -1; }
  if (!msgStreamValid(msg.v, opId, sid, strict)) { a.err(stream?.at ?? msg.at, 'invalid message stream id'); return -1; }
  return msg.v | (opId << 4) | (sid << 8);
}

export function smem(a: LlvmIsaReader, p: SmemProfile): void {
  const vi = a.gi === 2;
  const f: Fields = {};
  let lit: number | null = null;
  const c = a.c;
  if (p.form === 'dst') {
    const d = a.sreg(2);
    if (a.bad) return;
    if (vi) f.SDATA = d; else f.SDST = d;
  } else if (p.form !== 'none') {
    if (p.form === 'probe') {
      const x = a.abs();
      if (x === null) return;
      f.SDATA = Number(x) & 0x7f;
    } else {
      const d = a.sreg(p.data);
      if (a.bad) return;
      if (vi) f.SDATA = d; else f.SDST = d;
    }
    if (!a.comma()) return;
    const b = a.sreg(p.base);
    if (a.bad || !a.comma()) return;
    f.SBASE = b >> 1;
    if (a.modifierOperand()) return;
    const at = c.pos;
    const r = a.reg();
    if (r !== null) {
      if (r.file === 'v' || r.regs > 1) { a.err(at, M_INVALID); return; }
      f.OFFSET = r.code;
    } else {
      if (a.bad) return;
      // A real number: on GCN 1.0/1.1 llvm-mc's matcher finds another generation's offset operand for it.
      // On GCN 1.2 it is no 20-bit offset.
      if (a.realAt()) {
        if (vi) a.err(at, 'expected a 20-bit unsigned offset'); else a.err(a.idAt, M_OTHER_GPU);
        return;
      }
      const x = a.abs();
      if (x === null) return;
      if (vi) {
        if (x < 0n || x > 0xfffffn) { a.err(at, 'expected a 20-bit unsigned offset'); return; }
        f.OFFSET = Number(x);
        f.IMM = 1;
      } else if (x >= 0n && x <= 0xffn) { f.OFFSET = Number(x); f.IMM = 1; } else if (a.gi === 1 && x >= 0n && x <= 0xffffffffn) {
        f.OFFSET = 255;
        lit = Number(x);
      } else { a.err(a.idAt, M_OTHER_GPU); return; }
    }
  }
  // (llvm-mc 14 accepts glc on SMRD and ignores it; slc it reads, then refuses. The ops without
  // an address - s_memtime, s_dcache_inv... - have no cache-policy operand.)
  const noAddr = p.form === 'dst' || p.form === 'none';
  const o = a.opts(noAddr ? NO_OPTS : GLC_SLC, false, false, !noAddr);
  if (o === null) return;
  if (o.has('slc')) { a.err(a.idAt, 'invalid cache policy for SMRD instruction'); return; }
  if (o.has('glc')) f.GLC = 1;
  buildWords(layoutOf(a.gi, vi ? 'SMEM' : 'SMRD'), a.opcode(), f, a.words);
  if (lit !== null) a.words.push(lit >>> 0);
  a.emit();
}
