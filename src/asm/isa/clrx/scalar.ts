// CLRX whole-ISA readers of the scalar encodings: SOP1/SOP2/SOPC, SOPK
// (with hwreg() and s_cbranch_i_fork's target), SOPP (branch targets,
// s_waitcnt counters, sendmsg()) and scalar memory (SMRD, SMEM).

import type { SmemProfile, SopkProfile, SopProfile, SoppProfile } from '../../../isa/table/index.js';
import { Ch } from '../../cursor.js';
import { layoutOf, type Fields } from '../fields.js';
import { HWREG_NAMES, SENDMSG_GS_OPS, SENDMSG_NAMES, waitcntMax } from '../syntax.js';
import type { ClrxSrc, Pending } from './host.js';
import type { Reader } from './reader.js';

export function sop(r: Reader, p: SopProfile): void {
  const enc = r.row.enc as 'SOP1' | 'SOP2' | 'SOPC';
  const f: Fields = {};
  const srcs: ClrxSrc[] = [];
  let first = true;
  if (p.dst !== 0) { f.SDST = r.sreg(p.dst); first = false; if (r.bad) return; }
  const fl = (n: number) => (r.row.opts.lit === 'f16' ? 'f16' as const : n === 2 ? 'f64' as const : 'f32' as const);
  if (p.src0 !== 0) {
    if (!first && !r.comma()) return;
    const s = r.ssrc(p.src0, fl(p.src0));
    if (s === null) return;
    srcs.push(s);
    f.SSRC0 = s.code;
    first = false;
  }
  if (p.src1 === 'gpridx') {
    if (!r.comma()) return;
    const x = r.value();
    if (x === null) return;
    f.SSRC1 = r.h.fieldValue(x, 8);
  } else if (p.src1 !== 0) {
    if (!r.comma()) return;
    const s = r.ssrc(p.src1, fl(p.src1));
    if (s === null) return;
    srcs.push(s);
    f.SSRC1 = s.code;
  }
  if (!r.end()) return;
  const lits = srcs.filter((s) => s.code === 255);
  // (clrxasm refuses two literals even when they are equal.)
  if (lits.length > 1) {
    r.err(lits[1]!.col, 'Only one literal can be used in instruction');
    return;
  }
  r.bw(layoutOf(r.gi, enc), r.opcode(), f, r.words);
  if (lits.length > 0) r.words.push(lits[0]!.literal >>> 0);
  r.emit(lits[0] ?? null);
}

/** hwreg(name, offset, size): the SIMM16 value, or -1. */
function hwreg(r: Reader): number {
  const c = r.c;
  c.skipSpace();
  const col = c.col();
  if (!(c.startsWithWord('hwreg'))) { r.err(col, 'Expected hwreg function'); return -1; }
  c.pos += 5;
  if (!c.eat(Ch.LPAREN)) { r.err(c.col(), "Expected '(' before hwreg"); return -1; }
  c.skipSpace();
  const ncol = c.col();
  let id: number;
  if (c.peek() === Ch.AT) {
    c.pos++;
    const x = r.value();
    if (x === null) return -1;
    id = r.h.fieldValue(x, 6);
  } else {
    const name = c.ident().toLowerCase();
    const n = name.startsWith('hwreg_') ? name.slice(6) : name;
    const k = HWREG_NAMES.indexOf(n);
    if (k <= 0 || k >= (r.gi === 2 ? 14 : 13)) { r.err(ncol, 'Unknown HWRegister'); return -1; }
    id = k;
  }
  if (!c.eat(Ch.COMMA)) { r.err(c.col(), "Expected ',' before argument"); return -1; }
  const off = r.value();
  if (off === null) return -1;
  if (!c.eat(Ch.COMMA)) { r.err(c.col(), "Expected ',' before argument"); return -1; }
  const size = r.value();
  if (size === null) return -1;
  if (!c.eat(Ch.RPAREN)) { r.err(c.col(), 'Unterminated hwreg function'); return -1; }
  const o = r.h.fieldValue(off, 5);
  const s = Number(size.v);
  if (s < 1 || s > 32) { r.err(size.col, 'Size of bitfield out of range (1-32)'); return -1; }
  return id | (o << 6) | ((s - 1) << 11);
}

export function sopk(r: Reader, p: SopkProfile): void {
  const f: Fields = {};
  const lay = layoutOf(r.gi, 'SOPK');
  let branch: Pending | null = null;
  let imm32: number | null = null;
  switch (p.form) {
    case 'fork': {
      f.SDST = r.sreg(2);
      if (r.bad || !r.comma()) return;
      const t = r.h.branchTarget(r.c);
      if (t === null) { r.bad = true; return; }
      if (typeof t === 'number') f.SIMM16 = t; else branch = t;
      break;
    }
    case 'getreg': {
      f.SDST = r.sreg(1);
      if (r.bad || !r.comma()) return;
      const v = hwreg(r);
      if (v < 0) return;
      f.SIMM16 = v;
      break;
    }
    case 'setreg': {
      const v = hwreg(r);
      if (v < 0 || !r.comma()) return;
      f.SIMM16 = v;
      f.SDST = r.sreg(1);
      if (r.bad) return;
      break;
    }
    case 'setreg_imm32': {
      const v = hwreg(r);
      if (v < 0 || !r.comma()) return;
      f.SIMM16 = v;
      const x = r.value();
      if (x === null) return;
      imm32 = r.h.fieldValue(x, 32);
      break;
    }
    default: {
      f.SDST = r.sreg(1);
      if (r.bad || !r.comma()) return;
      const x = r.value();
      if (x === null) return;
      f.SIMM16 = r.h.fieldValue(x, 16);
    }
  }
  if (!r.end()) return;
  r.bw(lay, r.opcode(), f, r.words);
  if (imm32 !== null) r.words.push(imm32 >>> 0);
  r.emit(null, 1, branch);
}

export function sopp(r: Reader, p: SoppProfile): void {
  const c = r.c;
  c.skipSpace();
  let imm = 0;
  let branch: Pending | null = null;
  switch (p.imm) {
    case 'label': {
      const t = r.h.branchTarget(c);
      if (t === null) { r.bad = true; return; }
      if (typeof t === 'number') imm = t; else branch = t;
      break;
    }
    case 'waitcnt': imm = waitcnt(r); break;
    case 'sendmsg': imm = sendmsg(r); break;
    case 'none': case 'opt':
      if (!c.atEnd()) { const x = r.value(); if (x === null) return; imm = r.h.fieldValue(x, 16); }
      break;
    default: {
      const x = r.value();
      if (x === null) return;
      imm = r.h.fieldValue(x, 16);
    }
  }
  if (r.bad || imm < 0 || !r.end()) return;
  r.bw(layoutOf(r.gi, 'SOPP'), r.opcode(), { SIMM16: imm }, r.words);
  r.emit(null, 1, branch);
}

/** vmcnt(n) & expcnt(n) & lgkmcnt(n), or an expression. */
function waitcnt(r: Reader): number {
  const c = r.c;
  const max = waitcntMax(r.gi);
  let v = 0xf7f & 0xffff;
  v = max.all;
  let any = false;
  for (;;) {
    c.skipSpace();
    const col = c.col();
    const which = c.startsWithWord('vmcnt') ? 0 : c.startsWithWord('expcnt') ? 1 : c.startsWithWord('lgkmcnt') ? 2 : -1;
    if (which < 0) {
      if (any) { r.err(col, 'Expected vmcnt, lgkmcnt or expcnt'); return -1; }
      const x = r.value();
      if (x === null) return -1;
      return r.h.fieldValue(x, 16);
    }
    any = true;
    c.pos += which === 0 ? 5 : which === 1 ? 6 : 7;
    if (!c.eat(Ch.LPAREN)) { r.err(c.col(), "Expected '(' before argument"); return -1; }
    const x = r.value();
    if (x === null) return -1;
    if (!c.eat(Ch.RPAREN)) { r.err(c.col(), "Expected ')' after argument"); return -1; }
    const n = Number(BigInt.asUintN(32, x.v));
    if (which === 0) v = (v & ~0xf) | (n & 0xf);
    else if (which === 1) v = (v & ~0x70) | ((n & 7) << 4);
    else v = (v & ~0xf00) | ((n & 0xf) << 8);
    c.skipSpace();
    if (c.peek() === Ch.AMP) { c.pos++; continue; }
    if (c.peek() === Ch.COMMA) { c.pos++; continue; }
    if (c.atEnd()) return v;
    if (c.startsWithWord('vmcnt') || c.startsWithWord('expcnt') || c.startsWithWord('lgkmcnt')) continue;
    return v;
  }
}

/** sendmsg(msg[, op[, stream]]). */
function sendmsg(r: Reader): number {
  const c = r.c;
  c.skipSpace();
  const col = c.col();
  if (!c.startsWithWord('sendmsg')) {
    const x = r.value();
    return x === null ? -1 : r.h.fieldValue(x, 16);
  }
  c.pos += 7;
  if (!c.eat(Ch.LPAREN)) { r.err(c.col(), "Expected '(' before argument"); return -1; }
  c.skipSpace();
  const ncol = c.col();
  let msg: number;
  if (c.peek() === Ch.AT) {
    c.pos++;
    const x = r.value();
    if (x === null) return -1;
    msg = r.h.fieldValue(x, 4);
  } else {
    const name = c.ident().toLowerCase();
    msg = SENDMSG_NAMES.indexOf(name);
    if (name === 'savewave' && r.gi === 2) msg = 4;
    if (msg < 0 || name.startsWith('@')) { r.err(ncol, 'Unknown message'); return -1; }
  }
  let v = msg;
  // clrxasm: an operation (and stream) for gs/gs_done only, and there it is required.
  c.skipSpace();
  const gs = msg === 2 || msg === 3;
  if (gs && c.peek() !== Ch.COMMA) { r.err(c.col(), "Expected ',' before argument"); return -1; }
  if (!gs && c.peek() === Ch.COMMA) { r.err(c.col(), 'Unterminated sendmsg function'); return -1; }
  if (c.eat(Ch.COMMA)) {
    c.skipSpace();
    const ocol = c.col();
    const name = c.ident().toLowerCase();
    let opv = SENDMSG_GS_OPS.indexOf(name);
    // emit-cut reads as `emit` `-` `cut`
    if (name === 'emit' && c.peek() === Ch.MINUS) {
      c.pos++;
      opv = c.ident().toLowerCase() === 'cut' ? 3 : -1;
    }
    const op = opv;
    if (op < 0) { r.err(ocol, 'Unknown GSOP'); return -1; }
    v |= opv << 4;
    if (c.eat(Ch.COMMA)) {
      const x = r.value();
      if (x === null) return -1;
      v |= r.h.fieldValue(x, 2) << 8;
    }
  }
  if (!c.eat(Ch.RPAREN)) { r.err(c.col(), 'Unterminated sendmsg function'); return -1; }
  void col;
  return v;
}

// Scalar memory.

export function smem(r: Reader, p: SmemProfile): void {
  const vi = r.gi === 2;
  const f: Fields = {};
  let lit: number | null = null;
  if (p.form === 'dst') {
    const d = r.sreg(2);
    if (r.bad) return;
    if (vi) f.SDATA = d; else f.SDST = d;
  } else if (p.form !== 'none') {
    if (p.form === 'probe') {
      const x = r.value();
      if (x === null) return;
      f.SDATA = r.h.fieldValue(x, 7);
    } else {
      const d = r.sreg(p.data);
      if (r.bad) return;
      if (vi) f.SDATA = d; else f.SDST = d;
    }
    if (!r.comma()) return;
    const b = r.sreg(p.base);
    if (r.bad || !r.comma()) return;
    f.SBASE = b >> 1;
    const c = r.c;
    c.skipSpace();
    const ocol = c.col();
    const reg = r.h.parseRegister(c, true);
    if (reg !== null) {
      if (reg.file === 'v' || reg.regs > 1) { r.err(ocol, 'Expected 1 scalar register'); return; }
      if (reg.code < 0) { r.bad = true; return; }
      if (vi && (p.form === 'store' || p.form === 'atomic' || p.form === 'probe') && reg.code !== 124) {
        r.err(ocol, 'Store/Atomic SMEM instructions accepts only M0 register');
        return;
      }
      f.OFFSET = reg.code;
    } else {
      const x = r.value();
      if (x === null) return;
      if (vi) f.OFFSET = r.h.fieldValue(x, 20);
      else {
        const v = BigInt.asUintN(32, x.v);
        if (v < 256n) f.OFFSET = Number(v);
        else if (r.gi === 1) { f.OFFSET = 255; lit = Number(v); f.IMM = 0; }
        else f.OFFSET = r.h.fieldValue(x, 8);
      }
      if (lit === null) f.IMM = 1;
    }
  }
  if (!r.memMods(f, vi ? { glc: 'GLC' } : {})) return;
  r.bw(layoutOf(r.gi, vi ? 'SMEM' : 'SMRD'), r.opcode(), f, r.words);
  if (lit !== null) r.words.push(lit >>> 0);
  r.emit();
}
