// What each field of a decoded instruction means, for the bit diagram: read
// from the row's operand profile (src/isa/table) and, for the immediates that
// have a syntax of their own (waitcnt, hwreg, sendmsg, export targets, buffer
// formats), from the disassembler's own helpers in the page's dialect.

import type { Syntax } from '../../src/index.js';
import type { Decoded } from '../../src/disasm/decode.js';
import * as clrxMem from '../../src/disasm/clrx/memory.js';
import * as clrxScalar from '../../src/disasm/clrx/scalar.js';
import * as llvmMem from '../../src/disasm/llvm/memory.js';
import * as llvmScalar from '../../src/disasm/llvm/scalar.js';
import type { BitField } from '../../src/isa/encodings.js';
import { GENERATIONS, type GenIndex } from '../../src/isa/generations.js';
import type { Profile, VopProfile } from '../../src/isa/table/index.js';
import { mnemonicText, operandName, regsOf, vgprs } from './field-operands.js';
import { hex8 } from './assembly.js';
import { SDWA_SEL_NAMES, SDWA_UNUSED_NAMES } from '../../src/isa/sdwa.js';

export interface Meaning {
  readonly text: string;
  /** A value the instruction does not allow here (an unused field that is not 0, an invalid selector...). */
  readonly flag?: boolean;
  /** The op does not use the field. */
  readonly unused?: boolean;
}

export interface FieldContext {
  readonly r: Decoded;
  readonly syntax: Syntax;
  /** Byte offset of the instruction (branch targets), or null when unknown. */
  readonly pc: number | null;
  /** Another field's value by name (0 when the layout lacks it). */
  readonly get: (name: string) => number;
  /** The encoding's short name (VOP3A, SMEM...). */
  readonly enc: string;
}

const SELS: readonly string[] = SDWA_SEL_NAMES;
const UNUSED_SEL: readonly string[] = SDWA_UNUSED_NAMES;
const OMOD = ['none', '*2', '*4', '/2'];
const CHANNELS = ['x', 'y', 'z', 'w'];
const INTERP_P = ['P10', 'P20', 'P0'];

/** DPP_CTRL values as the ISA names them. */
export function dppCtrlName(v: number): string {
  if (v <= 0xff) return `quad_perm:[${v & 3},${(v >> 2) & 3},${(v >> 4) & 3},${(v >> 6) & 3}]`;
  if (v >= 0x101 && v <= 0x10f) return `row_shl:${v & 15}`;
  if (v >= 0x111 && v <= 0x11f) return `row_shr:${v & 15}`;
  if (v >= 0x121 && v <= 0x12f) return `row_ror:${v & 15}`;
  const named: Record<number, string> = {
    0x130: 'wave_shl:1', 0x134: 'wave_rol:1', 0x138: 'wave_shr:1', 0x13c: 'wave_ror:1',
    0x140: 'row_mirror', 0x141: 'row_half_mirror', 0x142: 'row_bcast:15', 0x143: 'row_bcast:31',
  };
  return named[v] ?? 'reserved value';
}

const ok = (text: string): Meaning => ({ text });
const bad = (text: string): Meaning => ({ text, flag: true });
const flag1 = (v: number, on: string): Meaning => ok(v ? on : 'off');
const popcount4 = (m: number): number => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);

function bitsOf(v: number, n: number): Meaning {
  const on: string[] = [];
  for (let i = 0; i < 3; i++) if ((v >> i) & 1) on.push(`src${i}`);
  const text = on.length === 0 ? 'none' : on.join(', ');
  return v >> n ? bad(`${text} (the op has ${n} source${n === 1 ? '' : 's'})`) : ok(text);
}

function signed16(v: number): number {
  return (v << 16) >> 16;
}

/** A branch target: PC + 4 + SIMM16 * 4. */
function target(v: number, pc: number | null): string {
  const d = signed16(v);
  const rel = `PC + 4 ${d < 0 ? '-' : '+'} ${Math.abs(d)} * 4`;
  if (pc === null) return `branch to ${rel}`;
  const t = pc + 4 + d * 4;
  return t < 0 ? `branch to ${rel} = ${t}, before the code` : `branch to ${rel} = offset 0x${t.toString(16)}`;
}

export function meaningOf(f: BitField, v: number, c: FieldContext): Meaning {
  const { r, syntax } = c;
  const gi = r.gen;
  if (f.fixed !== undefined) return v === f.fixed ? ok(`${c.enc} tag`) : bad(`not the ${c.enc} tag`);
  if (f.reserved) return v === 0 ? ok('reserved, 0') : bad('reserved, not 0');
  if (f.name === 'OPCODE') {
    return r.row === null ? bad(`undefined on ${GENERATIONS[gi]!.names[0]}`) : ok(mnemonicText(r.row, gi, syntax));
  }
  const row = r.row;
  if (f.word === 1 && r.ext !== 0 && f.name === 'SRC0') return ok(vgprs(v, 1)); // the SDWA / DPP dword's VGPR
  if (row === null) return ok(f.width === 1 ? (v ? 'on' : 'off') : String(v));
  const m = byProfile(f.name, v, row.p, c);
  if (m === 'unused') return { text: `unused by ${row.name}${v === 0 ? '' : ', not 0'}`, flag: v !== 0, unused: true };
  return m ?? ok(f.width === 1 ? (v ? 'on' : 'off') : String(v));
}

type Result = Meaning | 'unused' | null;

function byProfile(name: string, v: number, p: Profile, c: FieldContext): Result {
  const gi = c.r.gen;
  const op = (code: number, regs: number) => ok(operandName(gi, code, regs, c.syntax));
  switch (p.kind) {
    case 'sop': {
      if (name === 'SDST') return p.dst === 0 ? 'unused' : op(v, p.dst);
      if (name === 'SSRC0') return p.src0 === 0 ? 'unused' : op(v, p.src0);
      if (name === 'SSRC1') {
        if (p.src1 === 'gpridx') return ok(c.syntax === 'llvm' ? llvmScalar.gpridxText(v) : `VGPR index mode 0x${v.toString(16)}`);
        return p.src1 === 0 ? 'unused' : op(v, p.src1);
      }
      return null;
    }
    case 'sopk': {
      if (name === 'SDST') {
        if (p.form === 'setreg_imm32') return 'unused';
        return op(v, p.form === 'fork' ? 2 : 1);
      }
      if (name === 'SIMM16') {
        if (p.form === 'fork') return ok(target(v, c.pc));
        if (p.form === 'getreg' || p.form === 'setreg' || p.form === 'setreg_imm32') {
          return ok(c.syntax === 'llvm' ? llvmScalar.hwregText(v) : clrxScalar.hwregText(gi, v));
        }
        return ok(p.signed ? `${signed16(v)}` : `0x${v.toString(16)}`);
      }
      return null;
    }
    case 'sopp': {
      if (name !== 'SIMM16') return null;
      switch (p.imm) {
        case 'none': return 'unused';
        case 'label': return ok(target(v, c.pc));
        case 'waitcnt': return ok(c.syntax === 'llvm' ? llvmScalar.waitcntText(v) : clrxScalar.waitcntText(v));
        case 'sendmsg': return ok(c.syntax === 'llvm' ? llvmScalar.sendmsgText(gi, v) : clrxScalar.sendmsgText(gi, v));
        case 'gpridx': return ok(llvmScalar.gpridxText(v));
        default: return ok(String(v));
      }
    }
    case 'smem': return smem(name, v, p, c);
    case 'vop': return vop(name, v, p, c);
    case 'vintrp': {
      if (name === 'VSRC') return p.form === 'mov' ? (INTERP_P[v] !== undefined ? ok(INTERP_P[v]!) : bad(`invalid (${v})`)) : ok(vgprs(v, 1));
      if (name === 'VDST') return ok(vgprs(v, 1));
      if (name === 'ATTRCHAN') return ok(CHANNELS[v]!);
      if (name === 'ATTR') return ok(`attr${v}`);
      return null;
    }
    case 'vop3interp': {
      if (name === 'VDST') return ok(vgprs(v, 1));
      if (/^SRC[0-2]$/.test(name)) return op(v, 1);
      return null;
    }
    case 'ds': {
      if (name === 'OFFSET0' || name === 'OFFSET1') {
        if (p.two) return ok(`${name.toLowerCase()} = ${v} (in units of the element size)`);
        const off = (c.get('OFFSET1') << 8) | c.get('OFFSET0');
        if (p.swizzle) return ok(`${name === 'OFFSET0' ? 'low' : 'high'} byte of the swizzle pattern 0x${off.toString(16)}`);
        return ok(`${name === 'OFFSET0' ? 'low' : 'high'} byte of offset ${off}`);
      }
      if (name === 'GDS') return v ? (p.noGds ? bad('GDS (invalid for this op)') : ok('GDS')) : p.gds ? bad('LDS (the op needs GDS)') : ok('LDS');
      if (name === 'ADDR') return p.addr ? ok(vgprs(v, 1)) : 'unused';
      if (name === 'DATA0') return p.data0 ? ok(vgprs(v, p.data0)) : 'unused';
      if (name === 'DATA1') return p.data1 ? ok(vgprs(v, p.data1)) : 'unused';
      if (name === 'VDST') return p.vdst ? ok(vgprs(v, p.vdst)) : 'unused';
      return null;
    }
    case 'buf': {
      const tfe = c.get('TFE');
      if (name === 'OFFSET') return ok(`${v} bytes`);
      if (name === 'VADDR') {
        if (p.lds) return 'unused';
        const n = c.get('ADDR64') ? 2 : c.get('OFFEN') + c.get('IDXEN');
        return n === 0 ? 'unused' : ok(vgprs(v, n));
      }
      if (name === 'VDATA') return p.dir === 'none' || p.lds ? 'unused' : ok(vgprs(v, p.data + tfe));
      if (name === 'SRSRC') return op(v * 4, 4);
      if (name === 'SOFFSET') return op(v, 1);
      if (name === 'DFMT') return ok(c.syntax === 'llvm' ? llvmMem.DFMT[v]! : clrxMem.DFMT[v]!);
      if (name === 'NFMT') return ok(c.syntax === 'llvm' ? (gi === 2 ? llvmMem.NFMT_VI : llvmMem.NFMT)[v]! : clrxMem.NFMT[v]!);
      if (name === 'GLC' && p.dir === 'atomic') return ok(v ? 'on: returns the old value' : 'off: no return');
      return null;
    }
    case 'mimg': {
      const dmask = c.get('DMASK');
      if (name === 'DMASK') return ok(CHANNELS.filter((_, i) => (v >> i) & 1).join(', ') || 'none');
      if (name === 'VDATA') {
        const n = (p.dir === 'gather' ? 4 : Math.max(1, popcount4(dmask))) + c.get('TFE');
        return ok(vgprs(v, n));
      }
      if (name === 'VADDR') return ok(`v${v}, the first of ${p.vaddr}+ address registers (the count follows the coordinates)`);
      if (name === 'SRSRC') return op(v * 4, c.get('R128') ? 4 : 8);
      if (name === 'SSAMP') return p.dir === 'sample' || p.dir === 'gather' ? op(v * 4, 4) : 'unused';
      return null;
    }
    case 'exp': {
      const en = c.get('EN');
      const compr = c.get('COMPR');
      if (name === 'EN') return ok(CHANNELS.filter((_, i) => (v >> i) & 1).join(', ') || 'none');
      if (name === 'TGT') {
        if (c.syntax === 'llvm') return ok(llvmMem.expTarget(v));
        const [t, invalid] = clrxMem.expTarget(v);
        return invalid ? bad(t) : ok(t);
      }
      if (name === 'COMPR') return flag1(v, 'compressed: two 16-bit values per register');
      if (name === 'DONE') return flag1(v, 'done: the last export');
      if (name === 'VM') return flag1(v, 'valid mask');
      const i = /^VSRC([0-3])$/.exec(name);
      if (i !== null) {
        const k = Number(i[1]);
        const used = compr ? k < 2 && ((en >> (k * 2)) & 3) !== 0 : ((en >> k) & 1) !== 0;
        return used ? ok(vgprs(v, 1)) : v === 0 ? ok('off') : bad('off, not 0');
      }
      return null;
    }
    case 'flat': {
      const glc = c.get('GLC');
      if (name === 'ADDR') return ok(vgprs(v, 2));
      if (name === 'DATA') return p.dir === 'load' ? 'unused' : ok(vgprs(v, p.data));
      if (name === 'VDST') {
        if (p.dir === 'store' || (p.dir === 'atomic' && !glc)) return 'unused';
        const n = p.dir === 'atomic' && p.cmpswap ? p.data / 2 : p.data;
        return ok(vgprs(v, n + c.get('TFE')));
      }
      if (name === 'GLC' && p.dir === 'atomic') return ok(v ? 'on: returns the old value' : 'off: no return');
      return null;
    }
    default: return null;
  }
}

function smem(name: string, v: number, p: Extract<Profile, { kind: 'smem' }>, c: FieldContext): Result {
  const gi = c.r.gen;
  const op = (code: number, regs: number) => ok(operandName(gi, code, regs, c.syntax));
  const noAddress = p.form === 'dst' || p.form === 'none';
  if (name === 'SBASE') return noAddress ? 'unused' : op(v * 2, p.base);
  if (name === 'SDST' || name === 'SDATA') {
    if (p.form === 'none') return 'unused';
    if (p.form === 'probe') return ok(`probe mode ${v}`);
    return op(v, p.data);
  }
  if (name === 'IMM' && noAddress) return 'unused';
  if (name === 'OFFSET') {
    if (noAddress) return 'unused';
    const imm = c.get('IMM');
    if (c.enc === 'SMEM') {
      if (imm) return ok(`${v} bytes`);
      return v >>> 8 ? bad(`${operandName(gi, v & 0xff, 1, c.syntax)}; bits 8-19 not 0`) : op(v, 1);
    }
    if (imm) return ok(`${v} dwords = ${v * 4} bytes`);
    if (v === 255 && gi === 1) return ok(`a literal dword follows: 0x${hex8(c.r.w1)}`);
    return ok(`${operandName(gi, v, 1, c.syntax)} (a byte offset)`);
  }
  return null;
}

function vop(name: string, v: number, p: VopProfile, c: FieldContext): Result {
  const gi = c.r.gen;
  const op = (code: number, regs: number) => ok(operandName(gi, code, regs, c.syntax));
  const vop3 = c.r.enc === 'VOP3';
  const nSrc = p.src.length + (vop3 && p.ci ? 1 : 0);
  /** Registers of source i (the carry-in of VOP3 is an SGPR pair). */
  const srcRegs = (i: number) => (i < p.src.length ? regsOf(p.src[i]) : 2);
  switch (name) {
    case 'VDST': {
      if (p.sdst !== undefined) return op(v, p.sdst === 'b64' ? 2 : 1);
      if (p.dst === null) return 'unused';
      return ok(vgprs(v, regsOf(p.dst)));
    }
    case 'SDST': return p.co || p.vop3b ? op(v, 2) : 'unused';
    case 'SRC0': {
      if (c.r.ext !== 0 && !vop3) {
        return ok(c.r.ext === 1 ? 'SDWA: the next dword holds the source' : 'DPP: the next dword holds the source');
      }
      return nSrc < 1 ? 'unused' : vop3 && v === 255 ? bad('literal: not allowed in VOP3') : op(v, srcRegs(0));
    }
    case 'VSRC1': return nSrc < 2 ? 'unused' : p.lane ? op(v, 1) : ok(vgprs(v, srcRegs(1)));
    case 'SRC1': return nSrc < 2 ? 'unused' : vop3 && v === 255 ? bad('literal: not allowed in VOP3') : op(v, srcRegs(1));
    case 'SRC2': return nSrc < 3 ? 'unused' : vop3 && v === 255 ? bad('literal: not allowed in VOP3') : op(v, srcRegs(2));
    case 'ABS': case 'NEG': return bitsOf(v, Math.min(nSrc, 3));
    case 'OMOD': return ok(OMOD[v]!);
    case 'CLAMP': return ok(v ? 'clamp' : 'off');
    default: return sdwaDpp(name, v, p, c);
  }
}

/** The fields of the SDWA / DPP dword (GCN 1.2). */
function sdwaDpp(name: string, v: number, p: VopProfile, c: FieldContext): Result {
  const vopc = c.r.enc === 'VOPC';
  const hasSrc1 = p.src.length >= 2;
  if (/^SRC1_/.test(name) && !hasSrc1) return 'unused';
  switch (name) {
    case 'DST_SEL': return vopc ? 'unused' : SELS[v] !== undefined ? ok(SELS[v]!) : bad(`invalid (${v})`);
    case 'DST_UNUSED': return vopc ? 'unused' : UNUSED_SEL[v] !== undefined ? ok(UNUSED_SEL[v]!) : bad(`invalid (${v})`);
    case 'SRC0_SEL': case 'SRC1_SEL': return SELS[v] !== undefined ? ok(SELS[v]!) : bad(`invalid (${v})`);
    case 'DPP_CTRL': { const t = dppCtrlName(v); return t === 'reserved value' ? bad(t) : ok(t); }
    case 'BANK_MASK': case 'ROW_MASK': return ok(`0b${v.toString(2).padStart(4, '0')}`);
    case 'BOUND_CTRL': return ok(v ? 'invalid lanes read 0' : 'off');
    default: return null;
  }
}
