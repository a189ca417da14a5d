// Execution of VOP1-family instructions on one wavefront (semantics.md §2):
// each decoded instruction is compiled once into a step, a closure over the
// wave's typed arrays that loops over the 64 lanes; nothing is allocated
// per lane. Run-time errors (encodings without a defined meaning, register
// indexes past the end) stop the program with a RunError.

import type { RawInstruction } from '../disasm/decoder.js';
import { GENERATIONS, type GenIndex } from '../isa/generations.js';
import type { OpInfo } from '../isa/instructions.js';
import { INLINE_FLOATS, sourceCodes } from '../isa/operands.js';
import type { ValueType } from '../isa/vop1.js';
import {
  f16Value, f32Value, f64Value, flush16, flush32, flush64, res64, roundF16, roundF32, roundF64,
  roundModeF32, roundModeF64F16, setRes64, type RoundMode,
} from './float/index.js';
import { CHOICES } from './choices.js';
import { compileObserver } from './compile-hook.js';
import { APPROXIMATE, INTEGRAL_RESULT, SEMANTICS, type LaneContext, type LaneFn, type Semantics } from './semantics.js';
import { CODE_EXEC, CODE_M0, CODE_VCC, LANES, type WaveState } from './state.js';
import { MODE_F32_DENORM_IN, MODE_F32_DENORM_OUT, MODE_F64_DENORM_IN, MODE_F64_DENORM_OUT, MODE_DX10_CLAMP, MODE_IEEE, MODE_GPR_IDX_EN, EXC_INVALID, EXC_DENORM, EXC_DIV0, EXC_OVERFLOW, EXC_INT_DIV0 } from './mode-bits.js';

/** semantics.md §10 #11, decided in choices.ts. */
export const OMOD_IGNORED_WHEN_IEEE = CHOICES.omodIgnoredWhenIeee;

export class RunError extends Error {
  constructor(message: string, readonly index: number) {
    super(message);
  }
}

/** A compiled instruction. */
export interface Step {
  readonly raw: RawInstruction;
  readonly op: OpInfo;
  /** Position of the instruction in the program (for messages). */
  readonly index: number;
  /** Executes on the wave; throws RunError. */
  run(st: WaveState): void;
  /** Registers the step may write, for traces: VGPR numbers (before M0 offsets) and scalar codes. */
  readonly writes: { readonly vgpr: readonly number[]; readonly sreg: readonly number[] };
}

type Width = 16 | 32 | 64;

interface TypeFacts {
  readonly width: Width;
  readonly float: boolean;
  /** 'f32' or 'f64f16': which MODE fields govern it. */
  readonly modeClass: 'f32' | 'f64f16' | null;
}

function facts(t: ValueType | null): TypeFacts {
  switch (t) {
    case 'f32': return { width: 32, float: true, modeClass: 'f32' };
    case 'f64': return { width: 64, float: true, modeClass: 'f64f16' };
    case 'f16': return { width: 16, float: true, modeClass: 'f64f16' };
    case 'u16': case 'i16': return { width: 16, float: false, modeClass: null };
    default: return { width: 32, float: false, modeClass: null };
  }
}

/** Source operand as resolved at compile time. */
interface SrcPlan {
  kind: 'vgpr' | 'scalar' | 'const' | 'lds' | 'cond';
  /** VGPR number, scalar code, or cond code. */
  reg: number;
  /** Constant bits (32-bit view / high dword), and the low dword for 64-bit constants. */
  hi: number;
  lo: number;
}

function fail(index: number, message: string): never {
  throw new RunError(message, index);
}

/** The 64-bit value (hi, lo) of an inline constant for an f64 / 64-bit-integer source. */
function const64(code: number, gi: GenIndex): [number, number] {
  const s = sourceCodes(gi)[code]!;
  if (s.kind === 'int') return [s.index < 0 ? 0xffffffff : 0, s.index >>> 0];
  const f = INLINE_FLOATS[s.index]!;
  return [f.f64hi >>> 0, f.f64lo >>> 0];
}

function planSource(r: RawInstruction, op: OpInfo, src: TypeFacts, index: number): SrcPlan {
  const gi = r.gen;
  const g = GENERATIONS[gi]!;
  const code = r.src0;
  const s = sourceCodes(gi)[code]!;
  const wide = src.width === 64;
  const plan: SrcPlan = { kind: 'const', reg: 0, hi: 0, lo: 0 };
  switch (s.kind) {
    case 'vgpr':
      if (wide && s.index === 255) fail(index, `${op.name}: v255 starts no 64-bit register pair`);
      plan.kind = 'vgpr';
      plan.reg = s.index;
      return plan;
    case 'sgpr': case 'ttmp': case 'special': {
      if (wide) {
        const next = sourceCodes(gi)[code + 1]!;
        const pairOk = s.kind === 'sgpr' ? code + 1 < g.sgprCount
          : s.kind === 'ttmp' ? s.index + 1 < 12 : s.special!.half === 'lo';
        if (!pairOk || (next.kind !== s.kind && s.kind !== 'sgpr')) {
          fail(index, `${op.name}: source code ${code} (${s.clrx}) starts no 64-bit register pair on ${g.id}`);
        }
      }
      plan.kind = 'scalar';
      plan.reg = code;
      return plan;
    }
    case 'int': case 'float': {
      if (wide) { [plan.hi, plan.lo] = const64(code, gi); return plan; }
      if (s.kind === 'int') plan.hi = src.width === 16 ? s.index & 0xffff : s.index >>> 0;
      else {
        const f = INLINE_FLOATS[s.index]!;
        plan.hi = src.width === 16 ? f.f16 : f.f32 >>> 0;
      }
      return plan;
    }
    case 'literal':
      if (!r.hasLiteral) fail(index, `${op.name}: a literal needs a dword after the instruction (VOP3 has none)`);
      // An f64 operand takes the literal as its high dword.
      plan.hi = src.width === 16 ? r.literal & 0xffff : r.literal >>> 0;
      plan.lo = 0;
      return plan;
    case 'cond':
      plan.kind = 'cond';
      plan.reg = code;
      return plan;
    case 'lds':
      if (wide) fail(index, `${op.name}: LDS_DIRECT is not a 64-bit source`);
      plan.kind = 'lds';
      return plan;
    default:
      return fail(index, `${op.name}: source code ${code} (${s.clrx}) has no meaning on ${g.id}`);
  }
}

/** The 32-bit value LDS_DIRECT gives: LDS at M0[15:0], type M0[18:16] (semantics.md 1.4). */
function ldsDirect(st: WaveState): number {
  const m0 = st.sreg[CODE_M0]!;
  const addr = m0 & 0xffff;
  const type = (m0 >>> 16) & 7;
  const L = st.lds;
  const b0 = L[addr]!;
  const b1 = L[(addr + 1) & 0xffff]!;
  switch (type) {
    case 0: return b0;
    case 1: return b0 | (b1 << 8);
    case 4: return ((b0 << 24) >> 24) >>> 0;
    case 5: return (((b0 | (b1 << 8)) << 16) >> 16) >>> 0;
    default: return (b0 | (b1 << 8) | (L[(addr + 2) & 0xffff]! << 16) | (L[(addr + 3) & 0xffff]! << 24)) >>> 0;
  }
}

function condValue(st: WaveState, code: number): number {
  if (code === 251) return (st.sreg[CODE_VCC]! | st.sreg[CODE_VCC + 1]!) === 0 ? 1 : 0;
  if (code === 252) return (st.sreg[CODE_EXEC]! | st.sreg[CODE_EXEC + 1]!) === 0 ? 1 : 0;
  // SCC: a kernel's wave (wave.ts) carries it; a VOP1 program's state has none (0).
  return (st as { scc?: number }).scc ?? 0;
}

/** Source lane for DPP control `ctrl`, or -1 if there is none (semantics.md 9.2). */
export function dppSourceLane(ctrl: number, l: number): number {
  if (ctrl <= 0xff) return (l & ~3) + ((ctrl >> ((l & 3) * 2)) & 3);
  if (ctrl >= 0x101 && ctrl <= 0x10f) { const n = ctrl & 15; return (l & 15) + n <= 15 ? l + n : -1; }
  if (ctrl >= 0x111 && ctrl <= 0x11f) { const n = ctrl & 15; return (l & 15) >= n ? l - n : -1; }
  if (ctrl >= 0x121 && ctrl <= 0x12f) { const n = ctrl & 15; return (l & ~15) + ((l - n) & 15); }
  switch (ctrl) {
    case 0x130: return l < 63 ? l + 1 : -1;
    case 0x134: return (l + 1) & 63;
    case 0x138: return l > 0 ? l - 1 : -1;
    case 0x13c: return (l - 1) & 63;
    case 0x140: return (l & ~15) + (15 - (l & 15));
    case 0x141: return (l & ~7) + (7 - (l & 7));
    case 0x142: return l >= 16 ? (l & ~15) - 1 : -1;
    case 0x143: return l >= 32 ? 31 : -1;
    default: return -2; // reserved
  }
}

/** Selects the SDWA source part and extends it (semantics.md 9.1). */
export function sdwaSelect(v: number, sel: number, sext: boolean): number {
  switch (sel) {
    case 0: case 1: case 2: case 3: {
      const b = (v >>> (8 * sel)) & 0xff;
      return sext ? ((b << 24) >> 24) >>> 0 : b;
    }
    case 4: case 5: {
      const w = (v >>> (16 * (sel - 4))) & 0xffff;
      return sext ? ((w << 16) >> 16) >>> 0 : w;
    }
    default: return v >>> 0;
  }
}

/** Places an SDWA result part into the destination (semantics.md 9.1). */
export function sdwaPlace(r: number, old: number, sel: number, unused: number): number {
  if (sel === 6) return r >>> 0;
  const isByte = sel < 4;
  const shift = isByte ? 8 * sel : 16 * (sel - 4);
  const bits = isByte ? 8 : 16;
  const part = (r & ((1 << bits) - 1)) >>> 0;
  const mask = (((1 << bits) - 1) << shift) >>> 0;
  if (unused === 2) return ((old & ~mask) | (part << shift)) >>> 0;
  let v = (part << shift) >>> 0;
  if (unused === 1 && (part >>> (bits - 1)) & 1) {
    // Sign-extend upward from the part; bits below it stay zero.
    const above = shift + bits >= 32 ? 0 : (0xffffffff << (shift + bits)) >>> 0;
    v = (v | above) >>> 0;
  }
  return v;
}

/**
 * A private copy of a decoded record holding only the fields of its own
 * encoding. The decoder reuses one record for a whole program and leaves the
 * fields of other encodings stale (decoder.ts documents which are valid), so
 * a VOP1 word decoded after a VOP3 `-v12` still carries NEG = 1 in the
 * record: reading it here made one instruction's modifiers change a later
 * one's result. Fields that the encoding does not have are zero.
 */
function ownFields(r0: RawInstruction): RawInstruction {
  const r: RawInstruction = { ...r0 };
  const e = r.encoding;
  if (e !== 'vop3a' && e !== 'sdwa' && e !== 'dpp') {
    r.abs = 0; r.neg = 0; r.clamp = 0; r.omod = 0; r.reserved = 0; r.src1 = 0; r.src2 = 0;
  }
  if (e !== 'vop3a') { r.src1 = 0; r.src2 = 0; r.omod = 0; }
  if (e === 'dpp') r.clamp = 0;
  if (e !== 'sdwa') { r.dstSel = 0; r.dstUnused = 0; r.src0Sel = 0; r.sext = 0; r.src1Sel = 0; }
  if (e !== 'dpp') { r.dppCtrl = 0; r.boundCtrl = 0; r.bankMask = 0; r.rowMask = 0; }
  if (!r.hasLiteral) r.literal = 0;
  return r;
}

/**
 * Compiles one decoded instruction. Encodings without a defined meaning
 * (undefined opcodes, reserved codes and selectors) are RunErrors.
 */
export function compileStep(r0: RawInstruction, index: number): Step {
  const r = ownFields(r0);
  const op = r.op;
  if (r.truncated) fail(index, 'truncated instruction');
  if (op === null || r.encoding === 'unknown') {
    fail(index, r.encoding === 'unknown' ? `0x${(r.w0 >>> 0).toString(16).padStart(8, '0')} is not a VOP1-family instruction`
      : `undefined opcode ${r.opcode}`);
  }
  const sem: Semantics = SEMANTICS[op.name];
  const gi = r.gen;
  compileObserver?.(op.name, gi);
  const g = GENERATIONS[gi]!;
  if (r.encoding === 'sdwa') {
    if (r.dstSel === 7 || r.src0Sel === 7 || r.dstUnused === 3) fail(index, `${op.name}: reserved SDWA selector`);
    if (op.has64) fail(index, `${op.name}: SDWA on an op with 64-bit operands has no defined meaning`);
  }
  if (r.encoding === 'dpp') {
    if (dppSourceLane(r.dppCtrl, 0) === -2) fail(index, `${op.name}: reserved DPP control 0x${r.dppCtrl.toString(16)}`);
    if (op.has64) fail(index, `${op.name}: DPP on an op with 64-bit operands has no defined meaning`);
  }
  switch (sem.kind) {
    case 'nop':
      return { raw: r, op, index, writes: { vgpr: [], sreg: [] }, run: () => {} };
    case 'clrexcp':
      return { raw: r, op, index, writes: { vgpr: [], sreg: [] }, run: (st) => { st.trapsts = (st.trapsts & ~CHOICES.clrexcpMask) >>> 0; } };
    case 'readfirstlane':
      return compileReadFirstLane(r, op, index);
    case 'movrel':
      return compileMovrel(r, op, sem.dst, sem.src, index);
    case 'lane':
      return compileLaneOp(r, op, sem, index, g.index);
  }
}

function compileReadFirstLane(r: RawInstruction, op: OpInfo, index: number): Step {
  const s = sourceCodes(r.gen)[r.vdst]!;
  if (!s.sdst) fail(index, `${op.name}: destination code ${r.vdst} (${s.clrx}) is not a scalar register`);
  const src = planSource(r, op, facts('b32'), index);
  const neg = r.encoding === 'vop3a' ? r.neg & 1 : 0;
  const abs = r.encoding === 'vop3a' ? r.abs & 1 : 0;
  const dst = r.vdst;
  return {
    raw: r, op, index, writes: { vgpr: [], sreg: [dst] },
    run(st) {
      const lo = st.sreg[CODE_EXEC]!;
      const hi = st.sreg[CODE_EXEC + 1]!;
      // The lowest active lane, or lane 0 when EXEC is 0; it runs even then.
      const lane = lo !== 0 ? 31 - Math.clz32(lo & -lo) : hi !== 0 ? 63 - Math.clz32(hi & -hi) : 0;
      let v: number;
      switch (src.kind) {
        case 'vgpr': v = st.vgpr[src.reg * LANES + lane]!; break;
        case 'scalar': v = st.sreg[src.reg]!; break;
        case 'lds': v = ldsDirect(st); break;
        case 'cond': v = condValue(st, src.reg); break;
        default: v = src.hi;
      }
      if (abs) v &= 0x7fffffff;
      if (neg) v ^= 0x80000000;
      st.sreg[dst] = v >>> 0;
      st.sregUsed[dst] = 1;
    },
  };
}

function compileMovrel(r: RawInstruction, op: OpInfo, relDst: boolean, relSrc: boolean, index: number): Step {
  const src = planSource(r, op, facts('b32'), index);
  if (relSrc && src.kind !== 'vgpr') fail(index, `${op.name}: the source must be a VGPR`);
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  const vdst = r.vdst;
  const ext = r.encoding;
  return {
    raw: r, op, index, writes: { vgpr: relDst ? [] : [vdst], sreg: [] },
    run(st) {
      const m0 = st.sreg[CODE_M0]!;
      const d = relDst ? vdst + m0 : vdst;
      const sReg = relSrc ? src.reg + m0 : src.reg;
      if (d > 255) fail(index, `${op.name}: destination v${vdst} + M0 (${m0}) is past v255`);
      if (relSrc && sReg > 255) fail(index, `${op.name}: source v${src.reg} + M0 (${m0}) is past v255`);
      const V = st.vgpr;
      const lo = st.sreg[CODE_EXEC]!;
      const hi = st.sreg[CODE_EXEC + 1]!;
      const scalar = src.kind === 'vgpr' ? 0 : src.kind === 'scalar' ? st.sreg[src.reg]! : src.kind === 'lds'
        ? ldsDirect(st) : src.kind === 'cond' ? condValue(st, src.reg) : src.hi;
      // Read every lane before writing any: the source and destination ranges may overlap.
      const out = MOVREL_OUT;
      const write = MOVREL_WRITE;
      write.fill(0);
      for (let l = 0; l < LANES; l++) {
        if ((l < 32 ? (lo >>> l) & 1 : (hi >>> (l - 32)) & 1) === 0) continue;
        let sl = l;
        if (ext === 'dpp') {
          sl = dppSourceLane(r.dppCtrl, l);
          const active = sl >= 0 && (sl < 32 ? (lo >>> sl) & 1 : (hi >>> (sl - 32)) & 1) === 1;
          if (!dppWritten(r, l)) continue;
          if (!active) {
            if ((r.boundCtrl !== 0) !== CHOICES.dppBoundCtrlReadsZero) continue;
            out[l] = 0; write[l] = 1; continue;
          }
        }
        let v = src.kind === 'vgpr' ? V[sReg * LANES + sl]! : scalar;
        if (ext === 'sdwa') v = sdwaSelect(v, r.src0Sel, (r.sext & 1) === 1);
        if (abs) v &= 0x7fffffff;
        if (neg) v ^= 0x80000000;
        out[l] = v >>> 0;
        write[l] = 1;
      }
      for (let l = 0; l < LANES; l++) {
        if (write[l] === 0) continue;
        const old = V[d * LANES + l]!;
        V[d * LANES + l] = ext === 'sdwa' ? sdwaPlace(out[l]!, old, r.dstSel, r.dstUnused) : out[l]!;
      }
      st.vgprUsed[d] = 1;
    },
  };
}

const MOVREL_OUT = new Uint32Array(LANES);
const DPP_SOURCE = new Uint32Array(LANES);
const MOVREL_WRITE = new Uint8Array(LANES);

function dppWritten(r: RawInstruction, l: number): boolean {
  return ((r.rowMask >>> (l >>> 4)) & 1) === 1 && ((r.bankMask >>> ((l >>> 2) & 3)) & 1) === 1;
}

function signBit(w: Width): number {
  return w === 16 ? 0x8000 : 0x80000000;
}

function compileLaneOp(r: RawInstruction, op: OpInfo, sem: Extract<Semantics, { kind: 'lane' }>, index: number,
  gi: GenIndex): Step {
  const S = facts(op.src!.type);
  const D = facts(op.dst!.type);
  const src = planSource(r, op, S, index);
  const enc = r.encoding;
  if ((enc === 'sdwa' || enc === 'dpp') && src.kind !== 'vgpr') fail(index, `${op.name}: SDWA/DPP source must be a VGPR`);
  const f = sem.f;
  const vdst = r.vdst;
  if (D.width === 64 && vdst === 255) fail(index, `${op.name}: v255 starts no 64-bit register pair`);
  const neg = r.neg & 1;
  const abs = r.abs & 1;
  const clamp = enc === 'vop3a' || enc === 'sdwa' ? r.clamp : 0;
  const omodField = enc === 'vop3a' ? r.omod : 0;
  const denorm = sem.denorm;
  const wides = S.width === 64;
  const wided = D.width === 64;
  const ctx: LaneContext = { mode: 0, gen: gi };
  const cvtF16Keep = denorm === 'f16keep' && gi < 2;
  const srcSign = signBit(S.width === 64 ? 32 : S.width);
  const approx = APPROXIMATE.has(op.name);
  // Results that cannot be denormal need no output flush: integral values, and conversions
  // from integers (the smallest non-zero result, of v_cvt_off_f32_i4, is 1/16).
  const neverDenormal = INTEGRAL_RESULT.has(op.name) || (D.float && !S.float);
  // §6.7 / choices #17: the integer results of v_cvt_u16/i16_f16 are zeroed above bit 15 too.
  const zeroHigh = D.float || CHOICES.zeroHigh16OfIntegerConversions;
  // The common case gets a kernel of its own: a VOP1-style op without
  // modifiers, SDWA or DPP, on 16/32-bit operands.
  const simple = (enc === 'vop1' || (enc === 'vop3a' && (neg | abs | clamp | omodField) === 0))
    && !wides && !wided;
  // Kernels specialised on (VGPR source, input flush, output flush), made on first use.
  const kernels: (Kernel | undefined)[] = simple ? new Array<Kernel | undefined>(8) : [];
  const inMask = S.width === 16 ? 0xffff : 0xffffffff;
  const outMask = D.width === 16 && zeroHigh ? 0xffff : 0xffffffff;
  const flushInFn = S.width === 16 ? flush16 : flush32;
  const flushOutFn = D.width === 16 ? flush16 : flush32;
  return {
    raw: r, op, index, writes: { vgpr: wided ? [vdst, vdst + 1] : [vdst], sreg: [] },
    run(st) {
      const mode = st.mode;
      ctx.mode = mode;
      // Denormal handling for this execution (semantics.md §4). On GCN 1.0/1.1 the f16 side of
      // v_cvt_f16_f32 / v_cvt_f32_f16 always keeps denormals; the f32 side follows MODE.
      const inKeep16 = cvtF16Keep && S.width === 16;
      const outKeep16 = cvtF16Keep && D.width === 16;
      const flushIn = S.float && !inKeep16 && (denorm === 'flush'
        || (denorm !== 'none' && (S.modeClass === 'f32' ? (mode & MODE_F32_DENORM_IN) === 0 : (mode & MODE_F64_DENORM_IN) === 0)));
      const outDenormKept = outKeep16
        || (D.modeClass === 'f32' ? (mode & MODE_F32_DENORM_OUT) !== 0 : (mode & MODE_F64_DENORM_OUT) !== 0);
      const flushOut = D.float && !outKeep16 && (denorm === 'flush' || (denorm !== 'none' && !outDenormKept));
      // OMOD: float results only; ignored while the result type's output denormals are kept
      // (the MODE bit, or always for the GCN 1.0/1.1 f16 result) or while IEEE = 1 (§3.2).
      const omod = D.float && omodField !== 0 && !outDenormKept
        && !(OMOD_IGNORED_WHEN_IEEE && (mode & MODE_IEEE) !== 0) ? omodField : 0;
      const dx10 = (mode & MODE_DX10_CLAMP) !== 0;
      const rmOut: RoundMode = D.modeClass === 'f32' ? roundModeF32(mode) : roundModeF64F16(mode);
      let excp = 0;
      // GPR-index mode (GCN 1.2): M0[7:0] moves the VGPR operands M0[15:12] selects (§1.5).
      let sReg = src.reg;
      let dReg = vdst;
      let srcIsV = src.kind === 'vgpr';
      if (gi === 2 && (mode & MODE_GPR_IDX_EN) !== 0) {
        const m0 = st.sreg[CODE_M0]!;
        const idx = m0 & 0xff;
        // An index past v255, or an indexed operand that is not a VGPR, reads v0 (§1.5).
        if ((m0 >>> 12) & 1) { sReg = srcIsV && sReg + idx <= 255 ? sReg + idx : 0; srcIsV = true; }
        if ((m0 >>> 15) & 1) dReg = dReg + idx <= 255 ? dReg + idx : 0;
        if (wided && dReg === 255) fail(index, `${op.name}: v255 starts no 64-bit register pair`);
      }
      const V = st.vgpr;
      const execLo = st.sreg[CODE_EXEC]!;
      const execHi = st.sreg[CODE_EXEC + 1]!;
      if (simple && dx10) {
        // Fast path: no exception bookkeeping (DX10_CLAMP suppresses it), no modifiers.
        const sv = srcIsV ? 0 : src.kind === 'scalar' ? st.sreg[src.reg]! : src.kind === 'lds' ? ldsDirect(st)
          : src.kind === 'cond' ? condValue(st, src.reg) : src.hi;
        const fo = flushOut && !neverDenormal;
        const variant = (srcIsV ? 1 : 0) | (flushIn ? 2 : 0) | (fo ? 4 : 0);
        const k = kernels[variant] ??= laneKernel(op.name, f, srcIsV, flushIn, fo, inMask, outMask,
          flushInFn, flushOutFn);
        k(V, sReg * LANES, sv & inMask, dReg * LANES, execLo | 0, execHi | 0, ctx); // int32 masks: not boxed per call
        st.vgprUsed[dReg] = 1;
        return;
      }
      let sa = 0;
      let sb = 0;
      if (!srcIsV) switch (src.kind) {
        case 'scalar': sa = wides ? st.sreg[src.reg + 1]! : st.sreg[src.reg]!; sb = wides ? st.sreg[src.reg]! : 0; break;
        case 'const': sa = src.hi; sb = src.lo; break;
        case 'lds': sa = ldsDirect(st); break;
        case 'cond': sa = condValue(st, src.reg); sb = 0; if (wides) { sb = sa; sa = 0; } break;
        default: break;
      }
      if (S.width === 16 && !srcIsV) sa &= 0xffff;
      let sBase = sReg * LANES;
      const dBase = dReg * LANES;
      let SV = V;
      if (enc === 'dpp') {
        // Lanes read other lanes: read the source before any lane is written.
        DPP_SOURCE.set(V.subarray(sBase, sBase + LANES));
        SV = DPP_SOURCE;
        sBase = 0;
      }
      for (let l = 0; l < LANES; l++) {
        if ((l < 32 ? (execLo >>> l) & 1 : (execHi >>> (l - 32)) & 1) === 0) continue;
        let a = sa;
        let b = sb;
        if (srcIsV) {
          let sl = l;
          if (enc === 'dpp') {
            if (!dppWritten(r, l)) continue;
            sl = dppSourceLane(r.dppCtrl, l);
            const active = sl >= 0 && (sl < 32 ? (execLo >>> sl) & 1 : (execHi >>> (sl - 32)) & 1) === 1;
            if (!active) {
              // BOUND_CTRL (choices #20): reads 0, or leaves the lane unwritten.
              if ((r.boundCtrl !== 0) !== CHOICES.dppBoundCtrlReadsZero) continue;
              sl = -1;
            }
          }
          if (sl < 0) { a = 0; b = 0; } else if (wides) { a = SV[sBase + LANES + sl]!; b = SV[sBase + sl]!; } else a = SV[sBase + sl]!;
          if (enc === 'sdwa') a = sdwaSelect(a, r.src0Sel, (r.sext & 1) === 1);
          if (S.width === 16) a &= 0xffff;
        }
        // ABS then NEG on the sign bit of the source type (§3.1).
        if (abs) a = (a & ~srcSign) >>> 0;
        if (neg) a = (a ^ srcSign) >>> 0;
        // Input denormals.
        if (flushIn) {
          const fa = S.width === 16 ? flush16(a) : S.width === 32 ? flush32(a) : flush64(a, b);
          if (fa !== a || (wides && res64.lo !== b)) {
            if (!dx10) excp |= EXC_DENORM;
            if (wides) { a = res64.hi; b = res64.lo; } else a = fa;
          }
        }
        if (S.float && !dx10) excp |= inputExceptions(a, b, S.width, sem.zero);
        let hi = f(a, b, ctx);
        let lo = wided ? res64.lo : 0;
        if (D.float) {
          if (!dx10) excp |= resultExceptions(a, b, S, hi, lo, D.width, approx);
          if (omod !== 0) {
            hi = applyOmod(hi, lo, D.width, omod, rmOut);
            lo = wided ? res64.lo : 0;
          }
          if (clamp !== 0) {
            hi = applyClamp(hi, lo, D.width, dx10);
            lo = wided ? res64.lo : 0;
          }
          if (flushOut) {
            hi = D.width === 16 ? flush16(hi) : D.width === 32 ? flush32(hi) : flush64(hi, lo);
            if (wided) lo = res64.lo;
          }
        }
        if (D.width === 16 && zeroHigh) hi &= 0xffff; // 16-bit results zero bits 31-16 (§6.7)
        if (wided) {
          V[dBase + l] = lo;
          V[dBase + LANES + l] = hi;
        } else if (enc === 'sdwa') {
          V[dBase + l] = sdwaPlace(hi, V[dBase + l]!, r.dstSel, r.dstUnused);
        } else {
          V[dBase + l] = hi;
        }
      }
      st.vgprUsed[dReg] = 1;
      if (wided) st.vgprUsed[dReg + 1] = 1;
      if (excp !== 0) st.trapsts = (st.trapsts | excp) >>> 0;
    },
  };
}

type Kernel = (V: Uint32Array, sBase: number, sValue: number, dBase: number, lo: number, hi: number,
  c: LaneContext) => void;

/** Whether `new Function` is allowed (a strict Content-Security-Policy forbids it). */
let codegen = true;

/**
 * A lane loop for one op and one combination of source kind and denormal
 * flushes. Each gets its own function, made with `new Function` where the
 * platform allows it, so that the op's call is monomorphic and can be
 * inlined and the flags are constants; otherwise a generic closure.
 */
function laneKernel(name: string, f: LaneFn, vgprSrc: boolean, flushIn: boolean, flushOut: boolean,
  inMask: number, outMask: number, fin: (x: number) => number, fout: (x: number) => number): Kernel {
  const read = vgprSrc ? (inMask === 0xffffffff ? 'V[sBase + l]' : `(V[sBase + l] & ${inMask})`) : 'sValue';
  const arg = flushIn ? `fin(${read})` : read;
  const res = flushOut ? `fout(f(${arg}, 0, c))` : `f(${arg}, 0, c)`;
  const store = outMask === 0xffffffff ? `(${res}) >>> 0` : `(${res}) & ${outMask}`;
  if (codegen) {
    try {
      const body = `return function ${name}_kernel(V, sBase, sValue, dBase, lo, hi, c) {
  if (lo === -1 && hi === -1 || lo === 0xffffffff && hi === 0xffffffff) {
    for (let l = 0; l < 64; l++) V[dBase + l] = ${store};
    return;
  }
  for (let l = 0; l < 32; l++) if ((lo >>> l) & 1) V[dBase + l] = ${store};
  for (let l = 32; l < 64; l++) if ((hi >>> (l - 32)) & 1) V[dBase + l] = ${store};
};`;
      return new Function('f', 'fin', 'fout', body)(f, fin, fout) as Kernel;
    } catch {
      codegen = false;
    }
  }
  return (V, sBase, sValue, dBase, lo, hi, c) => {
    for (let l = 0; l < 64; l++) {
      if (((l < 32 ? lo >>> l : hi >>> (l - 32)) & 1) === 0) continue;
      let a = vgprSrc ? V[sBase + l]! & inMask : sValue;
      if (flushIn) a = fin(a);
      let r = f(a, 0, c);
      if (flushOut) r = fout(r);
      V[dBase + l] = (r & outMask) >>> 0;
    }
  };
}

function isSNaN(a: number, b: number, w: Width): boolean {
  if (w === 16) return (a & 0x7c00) === 0x7c00 && (a & 0x3ff) !== 0 && (a & 0x200) === 0;
  if (w === 32) return (a & 0x7f800000) === 0x7f800000 && (a & 0x7fffff) !== 0 && (a & 0x400000) === 0;
  return (a & 0x7ff00000) === 0x7ff00000 && ((a & 0xfffff) !== 0 || b !== 0) && (a & 0x80000) === 0;
}

function isNaNw(a: number, b: number, w: Width): boolean {
  if (w === 16) return (a & 0x7fff) > 0x7c00;
  if (w === 32) return (a & 0x7fffffff) > 0x7f800000;
  return (a & 0x7fffffff) > 0x7ff00000 || ((a & 0x7fffffff) === 0x7ff00000 && b !== 0);
}

function isInfw(a: number, b: number, w: Width): boolean {
  if (w === 16) return (a & 0x7fff) === 0x7c00;
  if (w === 32) return (a & 0x7fffffff) === 0x7f800000;
  return (a & 0x7fffffff) === 0x7ff00000 && b === 0;
}

function isZerow(a: number, b: number, w: Width): boolean {
  if (w === 16) return (a & 0x7fff) === 0;
  if (w === 32) return (a & 0x7fffffff) === 0;
  return (a & 0x7fffffff) === 0 && b === 0;
}

/** Exceptions decided by the input alone: sNaN (invalid), division by zero (§6.4). */
function inputExceptions(a: number, b: number, w: Width, zero: 'none' | 'div0' | 'intdiv0'): number {
  let e = isSNaN(a, b, w) ? EXC_INVALID : 0;
  if (zero !== 'none' && isZerow(a, b, w)) e |= zero === 'div0' ? EXC_DIV0 : EXC_INT_DIV0;
  return e;
}

/** A default NaN from a non-NaN input is invalid; an exact op reaching infinity overflowed. */
function resultExceptions(a: number, b: number, S: TypeFacts, hi: number, lo: number, w: Width, approx: boolean): number {
  const nanIn = S.float && isNaNw(a, b, S.width);
  if (!nanIn && isNaNw(hi, lo, w)) return EXC_INVALID;
  const infIn = S.float && isInfw(a, b, S.width);
  if (!approx && !nanIn && !infIn && isInfw(hi, lo, w)) return EXC_OVERFLOW;
  return 0;
}

const OMOD_FACTOR = [1, 2, 4, 0.5];

/** OMOD: the exact product of the result and 2, 4 or 0.5, rounded to the format (§3.2). */
export function applyOmod(hi: number, lo: number, w: Width, omod: number, rm: RoundMode): number {
  if (isNaNw(hi, lo, w)) return hi; // NaNs pass unchanged
  const k = OMOD_FACTOR[omod]!;
  if (w === 16) return roundF16(f16Value(hi) * k, 0, rm);
  if (w === 32) return roundF32(f32Value(hi) * k, 0, rm);
  return setRes64(roundF64(f64Value(hi, lo) * k, 0, rm));
}

/** CLAMP to [+0, 1]; NaN -> +0 when DX10_CLAMP is set (§3.3). */
export function applyClamp(hi: number, lo: number, w: Width, dx10: boolean): number {
  if (isNaNw(hi, lo, w)) {
    if (!dx10) { res64.hi = hi; res64.lo = lo; return hi; }
    res64.hi = 0; res64.lo = 0;
    return 0;
  }
  const v = w === 16 ? f16Value(hi) : w === 32 ? f32Value(hi) : f64Value(hi, lo);
  if (v < 0 || (v === 0 && CHOICES.clampNegativeZeroToPositive)) { res64.hi = 0; res64.lo = 0; return 0; }
  if (v >= 1) {
    const one = w === 16 ? 0x3c00 : w === 32 ? 0x3f800000 : 0x3ff00000;
    res64.hi = one; res64.lo = 0;
    return one;
  }
  res64.hi = hi; res64.lo = lo;
  return hi;
}
