// LLVM-dialect text of the scalar encodings (SOP2, SOP1, SOPC, SOPK, SOPP,
// SMRD, SMEM), as llvm-mc 14 prints them, or null where it rejects the word.

import { GS_OP_NAMES, MSG_GS, MSG_GS_DONE, MSG_SYSMSG, SYSMSG_OP_NAMES, msgName, msgOpValid, msgStreamValid } from '../../isa/sendmsg.js';
import type { GenIndex } from '../../isa/generations.js';
import type { Decoded } from '../decode.js';
import { markLossy } from './lossy.js';
import { LITERAL_EXPR, literalHex, literalOperand, literalText, operand } from './operands.js';

const LITERAL = 255;

/** LLVM's name of the row on this generation, or null. */
export function llvmName(r: Decoded): string | null {
  return r.row === null ? null : r.row.llvm[r.gen];
}

/** A scalar source (SSrc class): registers, inline constants, a literal. */
function sSrc(r: Decoded, code: number, regs: number): string | null {
  if (code === LITERAL) return r.hasLiteral && !r.truncated ? literalOperand(r.w1, regs === 2 ? 'i64' : 'i32', r.gen) : null;
  return operand(r.gen, code, regs, regs === 2 ? 'i64' : 'i32');
}

/** A scalar register operand (SReg class): registers only; constants are invalid immediates. */
function sReg(gi: GenIndex, code: number, regs: number): string | null {
  if (code === LITERAL) return null;
  return operand(gi, code, regs, 'reg');
}

/** A register-class source: a literal is read and printed as `/*invalid immediate*\/`, as llvm-mc does. */
function sRegSrc(r: Decoded, code: number, regs: number): string | null {
  if (code === LITERAL) {
    if (r.hasLiteral && !r.truncated) markLossy('invalid-immediate');
    return r.hasLiteral && !r.truncated ? '/*invalid immediate*/' : null;
  }
  // The assembler's 64-bit register class has no src_vccz/src_execz/src_scc (its 32-bit one has).
  if (regs === 2 && code >= 251 && code <= 253) markLossy('refused-register');
  return sReg(r.gen, code, regs);
}

/** A field of an operand the op lacks: llvm-mc ignores it, so a non-zero value is lost. */
export function absent(v: number, mask: number): void {
  if ((v & mask) !== 0) markLossy('ignored-bits');
}

function join(name: string, ops: readonly (string | null)[]): string | null {
  for (const o of ops) if (o === null) return null;
  return ops.length === 0 ? name : name + ' ' + ops.join(', ');
}

export function llvmSop2(r: Decoded): string | null {
  const name = llvmName(r);
  if (name === null || r.row!.p.kind !== 'sop') return null;
  const p = r.row!.p;
  const w = r.w0;
  const ops: (string | null)[] = [];
  if (p.dst !== 0) ops.push(sReg(r.gen, (w >>> 16) & 0x7f, p.dst));
  else absent(w >>> 16, 0x7f);
  ops.push(sSrc(r, w & 0xff, p.src0 === 0 ? 1 : p.src0));
  ops.push(sSrc(r, (w >>> 8) & 0xff, typeof p.src1 === 'number' && p.src1 > 0 ? p.src1 : 1));
  if (r.hasLiteral && r.row!.opts.llvmNoLiteral === true) markLossy('refused-value');
  return join(name, ops);
}

export function llvmSop1(r: Decoded): string | null {
  const name = llvmName(r);
  if (name === null || r.row!.p.kind !== 'sop') return null;
  const p = r.row!.p;
  const w = r.w0;
  const ops: (string | null)[] = [];
  if (p.dst !== 0) ops.push(sReg(r.gen, (w >>> 16) & 0x7f, p.dst));
  else absent(w >>> 16, 0x7f);
  if (p.src0 !== 0) ops.push(p.sregSrc ? sRegSrc(r, w & 0xff, p.src0) : sSrc(r, w & 0xff, p.src0));
  else absent(w, 0xff);
  return join(name, ops);
}

export function llvmSopc(r: Decoded): string | null {
  const name = llvmName(r);
  if (name === null || r.row!.p.kind !== 'sop') return null;
  const p = r.row!.p;
  const w = r.w0;
  const s1 = (w >>> 8) & 0xff;
  return join(name, [
    sSrc(r, w & 0xff, p.src0 === 0 ? 1 : p.src0),
    p.src1 === 'gpridx' ? gpridxText(s1) : sSrc(r, s1, p.src1 === 0 ? 1 : p.src1),
  ]);
}

const GPR_IDX = ['SRC0', 'SRC1', 'SRC2', 'DST'];

export function gpridxText(v: number): string {
  if ((v & ~15) !== 0) {
    markLossy('refused-value'); // the assembler takes only 4-bit values
    return '0x' + v.toString(16);
  }
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) if (v & (1 << i)) parts.push(GPR_IDX[i]!);
  return `gpr_idx(${parts.join(',')})`;
}

const HWREG_NAMES: readonly (string | null)[] = [null, 'HW_REG_MODE', 'HW_REG_STATUS', 'HW_REG_TRAPSTS', 'HW_REG_HW_ID',
  'HW_REG_GPR_ALLOC', 'HW_REG_LDS_ALLOC', 'HW_REG_IB_STS'];

export function hwregText(imm: number): string {
  const id = imm & 0x3f;
  const offset = (imm >>> 6) & 31;
  const width = ((imm >>> 11) & 31) + 1;
  const name = HWREG_NAMES[id] ?? String(id);
  return width !== 32 || offset !== 0 ? `hwreg(${name}, ${offset}, ${width})` : `hwreg(${name})`;
}

export function llvmSopk(r: Decoded): string | null {
  const name = llvmName(r);
  if (name === null || r.row!.p.kind !== 'sopk') return null;
  const p = r.row!.p;
  const w = r.w0;
  const sdst = (w >>> 16) & 0x7f;
  const imm = w & 0xffff;
  switch (p.form) {
    case 'fork': return join(name, [sReg(r.gen, sdst, 2), String(imm)]);
    case 'getreg': return join(name, [sReg(r.gen, sdst, 1), hwregText(imm)]);
    case 'setreg': return join(name, [hwregText(imm), sReg(r.gen, sdst, 1)]);
    case 'setreg_imm32': {
      absent(sdst, 0x7f);
      if (r.truncated) return null;
      // The dword is an immediate, not a source: integers read back as a literal, float names do not.
      const v = LITERAL_EXPR.text ?? literalText(r.w1, 'i32', r.gen);
      if (v.includes('.') && LITERAL_EXPR.text === null) markLossy('folded-literal');
      return join(name, [hwregText(imm), v]);
    }
    default: {
      const v = p.signed ? (imm << 16) >> 16 : imm;
      return join(name, [sReg(r.gen, sdst, 1), '0x' + (v & 0xffff).toString(16)]);
    }
  }
}

/** llvm-mc's sendmsg(...) text: symbolic when the message is valid, else the raw fields or the number. */
export function sendmsgText(gi: GenIndex, imm: number): string {
  const id = imm & 15;
  const op = (imm >>> 4) & 7;
  const stream = (imm >>> 8) & 3;
  const name = msgName(gi, id);
  if (name !== undefined && msgOpValid(id, op, true) && msgStreamValid(id, op, stream, true)) {
    if ((imm & 0xfc80) !== 0) markLossy('ignored-bits'); // bits outside the message, op and stream fields
    if (id === MSG_GS || id === MSG_GS_DONE) return op === 0 ? `sendmsg(${name}, ${GS_OP_NAMES[0]})` : `sendmsg(${name}, ${GS_OP_NAMES[op]}, ${stream})`;
    if (id === MSG_SYSMSG) return `sendmsg(${name}, ${SYSMSG_OP_NAMES[op]})`;
    return `sendmsg(${name})`;
  }
  // The fields re-encode the value exactly unless bits 7 or 10-15 are set.
  if ((imm & 0xfc80) === 0) return `sendmsg(${id}, ${op}, ${stream})`;
  return String(imm);
}

/** The bits of s_waitcnt's immediate outside vmcnt (0-3), expcnt (4-6) and lgkmcnt (8-11). */
const WAITCNT_OTHER = 0xf080;

export function waitcntText(imm: number): string {
  if ((imm & WAITCNT_OTHER) !== 0) markLossy('ignored-bits');
  const vm = imm & 15;
  const exp = (imm >>> 4) & 7;
  const lgkm = (imm >>> 8) & 15;
  const all = vm === 15 && exp === 7 && lgkm === 15;
  const parts: string[] = [];
  if (vm !== 15 || all) parts.push(`vmcnt(${vm})`);
  if (exp !== 7 || all) parts.push(`expcnt(${exp})`);
  if (lgkm !== 15 || all) parts.push(`lgkmcnt(${lgkm})`);
  return parts.join(' ');
}

/** A plain immediate operand (printImmediate32 of a zero-extended field): decimal up to 64, else hex. */
function u16Text(v: number): string {
  return v <= 64 ? String(v) : '0x' + v.toString(16);
}

export function llvmSopp(r: Decoded): string | null {
  const name = llvmName(r);
  if (name === null || r.row!.p.kind !== 'sopp') return null;
  const imm = r.w0 & 0xffff;
  switch (r.row!.p.imm) {
    case 'none': return imm === 0 ? name : null;
    case 'opt': return imm === 0 ? name : `${name} ${imm}`;
    case 'label': return `${name} ${imm}`;
    case 'waitcnt': return `${name} ${waitcntText(imm)}`;
    case 'sendmsg': return `${name} ${sendmsgText(r.gen, imm)}`;
    case 'gpridx': return `${name} ${gpridxText(imm)}`;
    default: return `${name} ${u16Text(imm)}`;
  }
}

/**
 * The data operand of a scalar memory op: its register class has no M0 and
 * no EXEC (llvm-mc's decoder prints them; its assembler refuses them).
 */
function smemData(gi: GenIndex, code: number, regs: number): string | null {
  if (code === 124 || code === 126 || code === 127) markLossy('refused-register');
  return sReg(gi, code, regs);
}

export function llvmSmrd(r: Decoded): string | null {
  const name = llvmName(r);
  if (name === null || r.row!.p.kind !== 'smem') return null;
  const p = r.row!.p;
  const w = r.w0;
  const sdst = (w >>> 15) & 0x7f;
  const sbase = ((w >>> 9) & 0x3f) * 2;
  const off = w & 0xff;
  const imm = (w >>> 8) & 1;
  switch (p.form) {
    case 'dst': return (w & 0x7fff) === 0 ? join(name, [smemData(r.gen, sdst, 2)]) : null;
    case 'none': return (w & 0x3fffff) === 0 ? name : null;
    default: {
      let o: string | null;
      if (imm !== 0) o = '0x' + off.toString(16);
      else if (off === LITERAL) {
        if (!r.hasLiteral || r.truncated) o = null;
        else {
          o = literalHex(r.w1);
          if (r.w1 <= 0xff && LITERAL_EXPR.text === null) markLossy('other-encoding'); // the assembler picks the 8-bit offset for it
        }
      }
      else o = sReg(r.gen, off, 1);
      return join(name, [smemData(r.gen, sdst, p.data), sReg(r.gen, sbase, p.base), o]);
    }
  }
}

export function llvmSmem(r: Decoded): string | null {
  const name = llvmName(r);
  if (name === null || r.row!.p.kind !== 'smem') return null;
  const p = r.row!.p;
  const w = r.w0;
  const w1 = r.w1;
  const sdata = (w >>> 6) & 0x7f;
  const sbase = (w & 0x3f) * 2;
  const imm = (w >>> 17) & 1;
  const glc = (w & 0x10000) !== 0 ? ' glc' : '';
  switch (p.form) {
    // llvm-mc's decoder fixes IMM = 0 for the forms without an address; it ignores their other fields.
    case 'dst':
      if (imm !== 0) return null;
      absent(w, 0x1003f); absent(w1, 0xfffff);
      return join(name, [smemData(r.gen, sdata, 2)]);
    case 'none':
      if (imm !== 0) return null;
      absent(w, 0x11fff); absent(w1, 0xfffff);
      return name;
    default: {
      // The SGPR offset is a 7-bit field for llvm-mc; the dword's other bits are ignored.
      const o = imm !== 0 ? '0x' + (w1 & 0xfffff).toString(16) : sReg(r.gen, w1 & 0x7f, 1);
      if (imm === 0) absent(w1, 0xfff80);
      const data = p.form === 'probe' ? u16Text(sdata) : smemData(r.gen, sdata, p.data);
      const t = join(name, [data, sReg(r.gen, sbase, p.base), o]);
      if (p.form === 'probe') absent(w, 0x10000); // no GLC operand
      return t === null ? null : p.form === 'probe' ? t : t + glc;
    }
  }
}
