// VALU execution for VOP2, VOPC and VOP3 (A and B) rows, and the GCN 1.2
// SDWA/DPP forms of VOP2/VOPC: operands are resolved once from the row's
// profile (types, widths, carry-in/out, lane-mask sources), the modifiers and
// MODE rules of semantics.md §2-§4 are applied around the lane functions of
// valu-ops.ts. VOP1 rows (and their VOP3 images) go through exec.ts, the
// bit-exact VOP1 engine, unchanged.

import { fieldOf, EXT_DPP, EXT_SDWA, type Decoded } from '../disasm/decode.js';
import { decodeInto, emptyRaw } from '../disasm/decoder.js';
import type { ValueType, VopProfile } from '../isa/table/index.js';
import { CHOICES } from './choices.js';
import { applyClamp, applyOmod, compileStep, dppSourceLane, OMOD_IGNORED_WHEN_IEEE, sdwaPlace, sdwaSelect } from './exec.js';
import { flush16, flush32, flush64, res64, roundModeF32, roundModeF64F16 } from './float/index.js';
import type { Exec, Machine } from './machine.js';
import { fail, K_COND, K_CONST, K_SREG, K_VGPR, operand, condBit, sdest, type Operand } from './operand.js';
import { unsupported } from './scalar.js';
import type { WaveState } from './state.js';
import { WIDE_LANE_OPS, type WideLaneOp } from './valu-more.js';
import { intClampOp, laneOp, NO_INPUT_FLUSH, type IO, type LaneOp } from './valu-ops.js';
import { fastForm } from './valu-fast.js';
import { CODE_EXEC, CODE_VCC, LANES, popcount, type Wave } from './wave.js';
import { MODE_F32_DENORM_IN, MODE_F32_DENORM_OUT, MODE_F64_DENORM_IN, MODE_F64_DENORM_OUT, MODE_DX10_CLAMP, MODE_GPR_IDX_EN, MODE_IEEE } from './mode-bits.js';


const io: IO & { outLo: number; outHi: number; active: number } = {
  a: 0, ah: 0, b: 0, bh: 0, c: 0, ch: 0, lane: 0, cin: 0, mode: 0, gen: 0, lo: 0, hi: 0, cout: 0, outLo: 0, outHi: 0, active: 0,
};

type SimpleKernel = (io: IO & { outLo: number; outHi: number; active: number }, V: Uint32Array, b0: number, b1: number, b2: number,
  c0: number, c1: number, c2: number, d: number, execLo: number, execHi: number, cinLo: number, cinHi: number) => void;

/** Whether `new Function` is allowed (a strict Content-Security-Policy forbids it). */
let codegen = true;
const KERNELS = new Map<string, SimpleKernel>();

/**
 * The lane loop of a simple VALU instruction (32-bit operands, no
 * modifiers): one function per op and operand shape, made with `new
 * Function` where allowed so that the call of the op's lane function is
 * monomorphic (and can be inlined) and the shape tests are constants.
 */
function simpleKernel(name: string, f: LaneOp, v0: boolean, v1: boolean, v2: boolean, dst: boolean, mask: boolean, cin: boolean,
  wide: number): SimpleKernel {
  const key = `${name}|${+v0}${+v1}${+v2}${+dst}${+mask}${+cin}${wide}`;
  const k = KERNELS.get(key);
  if (k !== undefined) return k;
  let made: SimpleKernel | null = null;
  if (codegen) {
    try {
      const body = `return function ${name}_lanes(io, V, b0, b1, b2, c0, c1, c2, d, execLo, execHi, cinLo, cinHi) {
  let outLo = 0, outHi = 0, active = 0;
  for (let l = 0; l < 64; l++) {
    if ((l < 32 ? (execLo >>> l) & 1 : (execHi >>> (l - 32)) & 1) === 0) continue;
    active++;
    io.lane = l;
    ${cin ? 'io.cin = l < 32 ? (cinLo >>> l) & 1 : (cinHi >>> (l - 32)) & 1;' : ''}
    io.a = ${v0 ? 'V[b0 + l]' : 'c0'};
    io.b = ${v1 ? 'V[b1 + l]' : 'c1'};
    io.c = ${v2 ? 'V[b2 + l]' : 'c2'};
    ${v0 && (wide & 1) ? 'io.ah = V[b0 + 64 + l];' : ''}
    ${v1 && (wide & 2) ? 'io.bh = V[b1 + 64 + l];' : ''}
    ${v2 && (wide & 4) ? 'io.ch = V[b2 + 64 + l];' : ''}
    io.cout = 0;
    f(io);
    ${mask ? 'if (io.cout !== 0) { if (l < 32) outLo |= 1 << l; else outHi |= 1 << (l - 32); }' : ''}
    ${dst ? 'V[d + l] = io.lo >>> 0;' : ''}
    ${dst && (wide & 8) ? 'V[d + 64 + l] = io.hi >>> 0;' : ''}
  }
  io.outLo = outLo; io.outHi = outHi; io.active = active;
};`;
      made = new Function('f', body)(f) as SimpleKernel;
    } catch {
      codegen = false;
    }
  }
  made ??= (io, V, b0, b1, b2, c0, c1, c2, d, execLo, execHi, cinLo, cinHi) => {
    let outLo = 0; let outHi = 0; let active = 0;
    for (let l = 0; l < LANES; l++) {
      if ((l < 32 ? (execLo >>> l) & 1 : (execHi >>> (l - 32)) & 1) === 0) continue;
      active++;
      io.lane = l;
      io.cin = cin ? (l < 32 ? (cinLo >>> l) & 1 : (cinHi >>> (l - 32)) & 1) : 0;
      io.a = v0 ? V[b0 + l]! : c0;
      io.b = v1 ? V[b1 + l]! : c1;
      io.c = v2 ? V[b2 + l]! : c2;
      if (v0 && (wide & 1)) io.ah = V[b0 + 64 + l]!;
      if (v1 && (wide & 2)) io.bh = V[b1 + 64 + l]!;
      if (v2 && (wide & 4)) io.ch = V[b2 + 64 + l]!;
      io.cout = 0;
      f(io);
      if (mask && io.cout !== 0) { if (l < 32) outLo |= 1 << l; else outHi |= 1 << (l - 32); }
      if (dst) V[d + l] = io.lo >>> 0;
      if (dst && (wide & 8)) V[d + 64 + l] = io.hi >>> 0;
    }
    io.outLo = outLo; io.outHi = outHi; io.active = active;
  };
  KERNELS.set(key, made);
  return made;
}

type FastKernel = (io: IO & { outLo: number; outHi: number; active: number }, V: Uint32Array, VF: Float32Array,
  b0: number, b1: number, b2: number, c0: number, c1: number, c2: number, d: number, execLo: number, execHi: number,
  cinLo: number, cinHi: number) => void;

const FAST_KERNELS = new Map<string, FastKernel | null>();
/** Scratch pair for the f32 values of scalar sources. */
const CONST_U = new Uint32Array(1);
const CONST_F = new Float32Array(CONST_U.buffer);

/**
 * The lane loop of a simple VALU instruction whose op has an inline form
 * (valu-fast.ts): the lane's computation is written into the loop, sources
 * read straight from the register file (f32 ones through a Float32Array
 * view), one loop per EXEC half with no mask test when the half is full.
 * A float form's NaN result calls the lane function instead. null: no
 * inline form, or code generation is not allowed.
 */
function fastKernel(name: string, f: LaneOp, v0: boolean, v1: boolean, v2: boolean, dst: boolean, mask: boolean, cin: boolean,
  wide: number): FastKernel | null {
  const key = `${name}|${+v0}${+v1}${+v2}${+dst}${+mask}${+cin}${wide}`;
  const k = FAST_KERNELS.get(key);
  if (k !== undefined) return k;
  let made: FastKernel | null = null;
  const form = fastForm(name);
  if (codegen && form !== undefined) {
    const uses = (v: string): boolean => new RegExp(`\\b${v}\\b`).test(form.code);
    const vgpr = [v0, v1, v2];
    const bits = (i: number): string => (vgpr[i] ? `V[b${i} + l]` : `c${i}`);
    const hiOf = (i: number): string => (vgpr[i] && (wide & (1 << i)) ? `V[b${i} + 64 + l]` : `h${i}`);
    const fl = (i: number): string => (vgpr[i] ? `VF[b${i} + l]` : `f${i}`);
    const names = ['a', 'b', 'c'];
    let pre = '';
    let reads = '';
    for (let i = 0; i < 3; i++) {
      const n = names[i]!;
      if (uses(n) || (form.kind === 'f32' && i < 3)) reads += `const ${n} = ${bits(i)};`;
      if (uses(n + 'h')) { if (!(vgpr[i] && (wide & (1 << i)))) pre += `const h${i} = io.${n}h;`; reads += `const ${n}h = ${hiOf(i)};`; }
      if (uses('f' + n)) { if (!vgpr[i]) pre += `CU[0] = c${i}; const f${i} = CF[0];`; reads += `const f${n} = ${fl(i)};`; }
    }
    if (uses('cin') || form.kind === 'f32') reads += 'const cin = (cm >>> i) & 1;';
    const decl = `let lo = 0, hi = 0, cout = 0${form.kind === 'f32' ? ', r = 0' : ''};`;
    let store = '';
    if (form.kind === 'f32') {
      // A NaN result: the lane function decides its bits (quieted input or the default NaN).
      store = `if (r === r) VF[d + l] = r; else { io.lane = l; io.a = a; io.b = b; io.c = c; io.cin = cin; io.cout = 0; f(io); V[d + l] = io.lo; }`;
    } else {
      if (dst) store += 'V[d + l] = lo;';
      if (dst && (wide & 8)) store += 'V[d + 64 + l] = hi;';
      if (mask) store += 'if (cout) out |= 1 << i;';
    }
    const body = `const l = base + i; ${reads} ${decl} ${form.code} ${store}`;
    // The dwords come in as int32 (a double argument would be boxed on every call).
    const src = `return function ${name}_fast(io, V, VF, b0, b1, b2, c0, c1, c2, d, execLo, execHi, cinLo, cinHi) {
  c0 >>>= 0; c1 >>>= 0; c2 >>>= 0; execLo >>>= 0; execHi >>>= 0; cinLo >>>= 0; cinHi >>>= 0;
  ${pre}
  for (let half = 0; half < 2; half++) {
    const m = half === 0 ? execLo : execHi;
    const cm = half === 0 ? cinLo : cinHi;
    const base = half << 5;
    let out = 0;
    if (m === 0xffffffff) {
      for (let i = 0; i < 32; i++) { ${body} }
    } else if (m !== 0) {
      for (let i = 0; i < 32; i++) { if (((m >>> i) & 1) === 0) continue; ${body} }
    }
    if (half === 0) io.outLo = out; else io.outHi = out;
  }
};`;
    try {
      made = new Function('f', 'CU', 'CF', src)(f, CONST_U, CONST_F) as FastKernel;
    } catch {
      codegen = false;
    }
  }
  FAST_KERNELS.set(key, made);
  return made;
}

function width(t: ValueType): 16 | 32 | 64 | 128 {
  if (t === 'f64' || t === 'b64' || t === 'i64' || t === 'u64') return 64;
  if (t === 'b128') return 128;
  if (t === 'f16' || t === 'i16' || t === 'u16' || t === 'b16') return 16;
  return 32;
}
const isFloat = (t: ValueType | null): boolean => t === 'f16' || t === 'f32' || t === 'f64';

/** Per-source facts fixed at compile time. */
interface Src {
  op: Operand;
  w: 16 | 32 | 64;
  float: boolean;
  /** 0 none, 1 f32 (MODE bit 4), 2 f64/f16 (MODE bit 6). */
  flushClass: number;
  abs: boolean;
  neg: boolean;
  sign: number;
  sdwaSel: number;
  sdwaSext: boolean;
}

const VOP1_RAW = emptyRaw(0);

/** VOP1 rows and their VOP3 images: the bit-exact VOP1 engine of exec.ts. */
function compileVop1(d: Decoded, words: ArrayLike<number>, at: number, end: number): Exec {
  decodeInto(VOP1_RAW, words, at, end, d.gen, 'clrx');
  const step = compileStep(VOP1_RAW, at);
  return (w) => { step.run(w as unknown as WaveState); };
}

export function compileVop(d: Decoded, m: Machine, words: ArrayLike<number>, at: number, end: number): Exec {
  const row = d.row!;
  if (row.enc === 'VOP1') {
    const name = row.name;
    return compileVop1Checked(d, words, at, end, name);
  }
  if (row.p.kind !== 'vop') return unsupported(row.name);
  const p = row.p as VopProfile;
  const name = row.name;
  const gi = d.gen;
  const vop3 = d.enc === 'VOP3';
  const sdwa = d.ext === EXT_SDWA;
  const dpp = d.ext === EXT_DPP;
  if (p.lane !== undefined) return compileLane(d, p, name);
  if (WIDE_LANE_OPS[name] !== undefined) return compileWide(d, p, name, WIDE_LANE_OPS[name]!);
  const f = laneOp(name);
  if (f === undefined) return unsupported(name);
  for (const t of p.src) if (width(t) === 128) unsupported(name);
  const literal = d.hasLiteral ? d.w1 : null;
  // Source operand codes.
  const codes: number[] = [];
  if (vop3) { codes.push(fieldOf(d, 'SRC0'), fieldOf(d, 'SRC1'), fieldOf(d, 'SRC2')); }
  else {
    const s0 = sdwa ? 256 + ((d.w1 >>> 0) & 0xff) : dpp ? 256 + ((d.w1 >>> 0) & 0xff) : fieldOf(d, 'SRC0');
    codes.push(s0, 256 + fieldOf(d, 'VSRC1'));
  }
  const absBits = vop3 && !row.vop3b ? fieldOf(d, 'ABS') : sdwa ? ((d.w1 >>> 21) & 1) | (((d.w1 >>> 29) & 1) << 1)
    : dpp ? ((d.w1 >>> 21) & 1) | (((d.w1 >>> 23) & 1) << 1) : 0;
  const negBits = vop3 ? fieldOf(d, 'NEG') : sdwa ? ((d.w1 >>> 20) & 1) | (((d.w1 >>> 28) & 1) << 1)
    : dpp ? ((d.w1 >>> 20) & 1) | (((d.w1 >>> 22) & 1) << 1) : 0;
  const srcs: Src[] = [];
  const nsrc = p.src.length;
  for (let i = 0; i < nsrc; i++) {
    const t = p.src[i]!;
    const wd = width(t) as 16 | 32 | 64;
    const fl = isFloat(t);
    const code = codes[i] ?? 0;
    const op = operand(code, gi, wd === 64 ? 64 : 32, literal, name, { wide: fl ? 'f64' : 'int', f16: t === 'f16' });
    srcs.push({
      op, w: wd, float: fl, flushClass: !fl || NO_INPUT_FLUSH.has(name) ? 0 : t === 'f32' ? 1 : 2,
      abs: ((absBits >>> i) & 1) === 1, neg: ((negBits >>> i) & 1) === 1,
      sign: wd === 16 ? 0x8000 : 0x80000000,
      sdwaSel: sdwa ? (i === 0 ? (d.w1 >>> 16) & 7 : (d.w1 >>> 24) & 7) : 6,
      sdwaSext: sdwa ? (i === 0 ? (d.w1 >>> 19) & 1 : (d.w1 >>> 27) & 1) === 1 : false,
    });
  }
  // The K constant of v_madmk/v_madak, and v_mac's accumulator (the destination).
  const vdstField = fieldOf(d, 'VDST');
  let third: Operand | null = null;
  if (p.k !== undefined) third = { kind: K_CONST, reg: 0, lo: d.w1 >>> 0, hi: 0 };
  else if (p.mac === true || name === 'v_cvt_pkaccum_u8_f32') third = { kind: K_VGPR, reg: vdstField, lo: 0, hi: 0 };
  if (third !== null) {
    const t = p.src[0]!;
    srcs.push({ op: third, w: 32, float: isFloat(t), flushClass: t === 'f32' ? 1 : t === 'f16' ? 2 : 0, abs: false, neg: false, sign: 0x80000000, sdwaSel: 6, sdwaSext: false });
  }
  if (sdwa || dpp) {
    if (srcs.some((s) => s.w === 64) || (p.dst !== null && width(p.dst) === 64)) fail(`${name}: SDWA/DPP on an op with 64-bit operands has no defined meaning`);
    if (srcs[0]!.op.kind !== K_VGPR) fail(`${name}: SDWA/DPP source must be a VGPR`);
  }
  // Carry-in / lane-mask source: VCC (32-bit forms, v_div_fmas) or SRC2 (VOP3).
  let cinReg = -1;
  if (p.ci === true) cinReg = vop3 ? sdest(fieldOf(d, 'SRC2'), gi, 2, name) : CODE_VCC;
  if (name === 'v_div_fmas_f32' || name === 'v_div_fmas_f64') cinReg = CODE_VCC;
  // Destinations.
  const isCmp = p.sdst === 'b64' && p.dst === null;
  const cmpx = p.cmpx === true;
  const sdstReg = isCmp ? (vop3 ? sdest(vdstField, gi, 2, name) : CODE_VCC) : -1;
  const coReg = p.co === true ? (vop3 ? sdest(fieldOf(d, 'SDST'), gi, 2, name) : CODE_VCC) : -1;
  const dt = p.dst;
  const dw = dt === null ? 0 : width(dt);
  if (dw === 128) unsupported(name);
  const vdst = vdstField;
  if (dw === 64 && vdst === 255) fail(`${name}: v255 starts no 64-bit register pair`);
  const dFloat = isFloat(dt);
  const dFlushBit = dt === 'f32' ? MODE_F32_DENORM_OUT : MODE_F64_DENORM_OUT;
  const clamp = vop3 ? (row.vop3b ? (gi === 2 ? fieldOf(d, 'CLAMP') : 0) : fieldOf(d, 'CLAMP')) : sdwa ? (d.w1 >>> 13) & 1 : 0;
  const omodField = vop3 ? fieldOf(d, 'OMOD') : 0;
  // Integer CLAMP saturates on GCN 1.2 only (decision 9); elsewhere, and on other integer ops, the bit has no effect.
  const intSat = gi === 2 && clamp !== 0 && !dFloat ? intClampOp(name) ?? null : null;
  const dstSel = sdwa ? (d.w1 >>> 8) & 7 : 6;
  const dstUnused = sdwa ? (d.w1 >>> 11) & 3 : 0;
  if (sdwa && (dstSel === 7 || dstUnused === 3 || srcs.some((s) => s.sdwaSel === 7))) fail(`${name}: reserved SDWA selector`);
  const dppCtrl = dpp ? (d.w1 >>> 8) & 0x1ff : 0;
  if (dpp && dppSourceLane(dppCtrl, 0) === -2) fail(`${name}: reserved DPP control 0x${dppCtrl.toString(16)}`);
  const boundCtrl = dpp ? (d.w1 >>> 19) & 1 : 0;
  const rowMask = dpp ? (d.w1 >>> 28) & 15 : 15;
  const bankMask = dpp ? (d.w1 >>> 24) & 15 : 15;
  const dppCopy = new Uint32Array(LANES);
  const nin = srcs.length;
  const s0 = srcs[0]!; const s1 = srcs[1]; const s2 = srcs[2];
  const gen = gi;
  // The common case gets a loop of its own: 32-bit operands, no modifiers, no SDWA/DPP.
  const simple = !sdwa && !dpp && absBits === 0 && negBits === 0 && clamp === 0 && omodField === 0
    && srcs.every((x) => x.w !== 16) && dw !== 16 && !srcs.some((x) => x.w === 64 && x.op.kind === K_COND);
  const needsF32In = srcs.some((x) => x.flushClass === 1);
  const needsF16In = srcs.some((x) => x.flushClass === 2);
  const wantMask = isCmp || coReg >= 0;

  const wide = (s0.w === 64 ? 1 : 0) | (s1?.w === 64 ? 2 : 0) | (s2?.w === 64 ? 4 : 0) | (dw === 64 ? 8 : 0);
  const shape = [name, f!, s0.op.kind === K_VGPR, s1 !== undefined && s1.op.kind === K_VGPR,
    s2 !== undefined && s2.op.kind === K_VGPR, dw !== 0, wantMask, cinReg >= 0, wide] as const;
  const kernel = simple ? simpleKernel(...shape) : null;
  const fast = simple ? fastKernel(...shape) : null;
  // A float form assumes round to nearest even (the other modes take the lane functions).
  const fastNeedsRne = fastForm(name)?.kind === 'f32';

  const slow = (w: Wave): void => {
    // GCN 1.2 GPR-index mode is modelled for VOP1 (exec.ts); refuse it here rather than ignore it.
    if (gen === 2 && (w.mode & 0x8000000) !== 0) fail(`${name}: GPR-index mode (s_set_gpr_idx_on) on a non-VOP1 op is not supported by the emulator`);
    if (simple) {
      const mode = w.mode;
      const fIn32 = needsF32In && (mode & MODE_F32_DENORM_IN) === 0;
      const fIn16 = needsF16In && (mode & MODE_F64_DENORM_IN) === 0;
      const fOut = dFloat && (mode & dFlushBit) === 0;
      if (!fIn32 && !fIn16 && !fOut) { simpleRun(w); return; }
    }
    generalRun(w);
  };
  if (fast === null) return slow;

  // An inline form: one MODE test (no GPR-index mode, the denormals the op reads and writes
  // kept, round to nearest for a float form) picks this closure, every operand fact fixed.
  let fastMask = gen === 2 ? MODE_GPR_IDX_EN : 0;
  let fastWant = 0;
  if (needsF32In) { fastMask |= MODE_F32_DENORM_IN; fastWant |= MODE_F32_DENORM_IN; }
  if (needsF16In) { fastMask |= MODE_F64_DENORM_IN; fastWant |= MODE_F64_DENORM_IN; }
  if (dFloat) { fastMask |= dFlushBit; fastWant |= dFlushBit; }
  if (fastNeedsRne) fastMask |= 3;
  const o0 = s0.op; const o1 = s1?.op ?? NO_OPERAND; const o2 = s2?.op ?? NO_OPERAND;
  const fb0 = o0.kind === K_VGPR ? o0.reg * LANES : -1;
  const fb1 = s1 !== undefined && o1.kind === K_VGPR ? o1.reg * LANES : -1;
  const fb2 = s2 !== undefined && o2.kind === K_VGPR ? o2.reg * LANES : -1;
  const fd = vdst * LANES;
  return (w: Wave) => {
    const mode = w.mode;
    if ((mode & fastMask) !== fastWant) { slow(w); return; }
    const SR = w.sreg;
    io.mode = mode; io.gen = gen;
    const c0 = fb0 < 0 ? scalar32(w, o0) | 0 : 0;
    const c1 = fb1 < 0 ? scalar32(w, o1) | 0 : 0;
    const c2 = fb2 < 0 ? scalar32(w, o2) | 0 : 0;
    if (wide !== 0) { io.ah = fb0 < 0 ? scalarHi(w, o0) : 0; io.bh = fb1 < 0 ? scalarHi(w, o1) : 0; io.ch = fb2 < 0 ? scalarHi(w, o2) : 0; }
    const execLo = SR[CODE_EXEC]! | 0; const execHi = SR[CODE_EXEC + 1]! | 0;
    fast(io, w.vgpr, w.vgprF, fb0, fb1, fb2, c0, c1, c2, fd, execLo, execHi, cinReg >= 0 ? SR[cinReg]! | 0 : 0, cinReg >= 0 ? SR[cinReg + 1]! | 0 : 0);
    w.laneOps += popcount(execLo) + popcount(execHi);
    if (isCmp) {
      SR[sdstReg] = io.outLo; SR[sdstReg + 1] = io.outHi;
      if (cmpx) { SR[CODE_EXEC] = io.outLo; SR[CODE_EXEC + 1] = io.outHi; }
    }
    if (coReg >= 0) { SR[coReg] = io.outLo; SR[coReg + 1] = io.outHi; }
  };

  function simpleRun(w: Wave): void {
    const V = w.vgpr;
    const SR = w.sreg;
    io.mode = w.mode; io.gen = gen;
    const o0 = s0.op; const o1 = s1?.op; const o2 = s2?.op;
    const b0 = o0.kind === K_VGPR ? o0.reg * LANES : -1;
    const b1 = o1 !== undefined && o1.kind === K_VGPR ? o1.reg * LANES : -1;
    const b2 = o2 !== undefined && o2.kind === K_VGPR ? o2.reg * LANES : -1;
    const c0 = b0 < 0 ? scalar32(w, o0) : 0;
    const c1 = o1 !== undefined && b1 < 0 ? scalar32(w, o1) : 0;
    const c2 = o2 !== undefined && b2 < 0 ? scalar32(w, o2) : 0;
    // High dwords of 64-bit scalar operands (registers or constants).
    io.ah = b0 < 0 ? scalarHi(w, o0) : 0;
    io.bh = o1 !== undefined && b1 < 0 ? scalarHi(w, o1) : 0;
    io.ch = o2 !== undefined && b2 < 0 ? scalarHi(w, o2) : 0;
    const cinLo = cinReg >= 0 ? SR[cinReg]! : 0;
    const cinHi = cinReg >= 0 ? SR[cinReg + 1]! : 0;
    const execLo = SR[CODE_EXEC]!; const execHi = SR[CODE_EXEC + 1]!;
    if (fast !== null && (!fastNeedsRne || roundModeF32(w.mode) === 0)) {
      fast(io, V, w.vgprF, b0, b1, b2, c0, c1, c2, vdst * LANES, execLo, execHi, cinLo, cinHi);
      w.laneOps += popcount(execLo) + popcount(execHi);
    } else {
      kernel!(io, V, b0, b1, b2, c0, c1, c2, vdst * LANES, execLo, execHi, cinLo, cinHi);
      w.laneOps += io.active;
    }
    if (isCmp) {
      SR[sdstReg] = io.outLo >>> 0; SR[sdstReg + 1] = io.outHi >>> 0;
      if (cmpx) { SR[CODE_EXEC] = io.outLo >>> 0; SR[CODE_EXEC + 1] = io.outHi >>> 0; }
    }
    if (coReg >= 0) { SR[coReg] = io.outLo >>> 0; SR[coReg + 1] = io.outHi >>> 0; }
  }

  function generalRun(w: Wave): void {
    const V = w.vgpr;
    const SR = w.sreg;
    const mode = w.mode;
    io.mode = mode; io.gen = gen;
    const execLo = SR[CODE_EXEC]!;
    const execHi = SR[CODE_EXEC + 1]!;
    const dx10 = (mode & MODE_DX10_CLAMP) !== 0;
    const flushIn32 = (mode & MODE_F32_DENORM_IN) === 0;
    const flushIn64 = (mode & MODE_F64_DENORM_IN) === 0;
    const outKept = (mode & dFlushBit) !== 0;
    const flushOut = dFloat && !outKept;
    const omod = dFloat && omodField !== 0 && !outKept && !(OMOD_IGNORED_WHEN_IEEE && (mode & MODE_IEEE) !== 0) ? omodField : 0;
    const rmOut = dt === 'f32' ? roundModeF32(mode) : roundModeF64F16(mode);
    // Scalar operand values, read once.
    let c0l = 0, c0h = 0, c1l = 0, c1h = 0, c2l = 0, c2h = 0;
    for (let i = 0; i < nin; i++) {
      const o = srcs[i]!.op;
      let l = 0; let h = 0;
      if (o.kind === K_SREG) { l = SR[o.reg]!; h = SR[o.reg + 1]!; }
      else if (o.kind === K_CONST) { l = o.lo; h = o.hi; }
      else if (o.kind === K_COND) { l = condBit(w, o.reg); h = 0; }
      if (srcs[i]!.w === 64 && o.kind === K_COND) h = 0;
      if (i === 0) { c0l = l; c0h = h; } else if (i === 1) { c1l = l; c1h = h; } else { c2l = l; c2h = h; }
    }
    const cinLo = cinReg >= 0 ? SR[cinReg]! : 0;
    const cinHi = cinReg >= 0 ? SR[cinReg + 1]! : 0;
    if (dpp) { const b = s0.op.reg * LANES; for (let l = 0; l < LANES; l++) dppCopy[l] = V[b + l]!; }
    let outLo = 0; let outHi = 0;
    let active = 0;
    for (let l = 0; l < LANES; l++) {
      const on = l < 32 ? (execLo >>> l) & 1 : (execHi >>> (l - 32)) & 1;
      if (on === 0) continue;
      // DPP: masks and the source lane (semantics.md 9.2).
      let srcLane = l;
      if (dpp) {
        if (((rowMask >>> (l >>> 4)) & 1) === 0 || ((bankMask >>> ((l >>> 2) & 3)) & 1) === 0) continue;
        srcLane = dppSourceLane(dppCtrl, l);
        const ok = srcLane >= 0 && (srcLane < 32 ? (execLo >>> srcLane) & 1 : (execHi >>> (srcLane - 32)) & 1) === 1;
        if (!ok) {
          if ((boundCtrl !== 0) !== CHOICES.dppBoundCtrlReadsZero) continue;
          srcLane = -1;
        }
      }
      active++;
      io.lane = l;
      io.cin = l < 32 ? (cinLo >>> l) & 1 : (cinHi >>> (l - 32)) & 1;
      for (let i = 0; i < nin; i++) {
        const s = i === 0 ? s0 : i === 1 ? s1! : s2 ?? srcs[i]!;
        let lo: number; let hi: number;
        const o = s.op;
        if (o.kind === K_VGPR) {
          if (i === 0 && dpp) { lo = srcLane < 0 ? 0 : dppCopy[srcLane]!; hi = 0; }
          else { lo = V[o.reg * LANES + l]!; hi = s.w === 64 ? V[(o.reg + 1) * LANES + l]! : 0; }
        } else if (i === 0) { lo = c0l; hi = c0h; } else if (i === 1) { lo = c1l; hi = c1h; } else { lo = c2l; hi = c2h; }
        if (sdwa) lo = sdwaSelect(lo, s.sdwaSel, s.sdwaSext);
        if (s.w === 16) lo &= 0xffff;
        if (s.w === 64) {
          if (s.abs) hi = (hi & 0x7fffffff) >>> 0;
          if (s.neg) hi = (hi ^ 0x80000000) >>> 0;
          if (s.flushClass === 2 && flushIn64) { hi = flush64(hi, lo); lo = res64.lo; }
        } else {
          if (s.abs) lo = (lo & ~s.sign) >>> 0;
          if (s.neg) lo = (lo ^ s.sign) >>> 0;
          if (s.flushClass === 1 && flushIn32) lo = flush32(lo);
          else if (s.flushClass === 2 && flushIn64) lo = flush16(lo);
        }
        if (i === 0) { io.a = lo; io.ah = hi; } else if (i === 1) { io.b = lo; io.bh = hi; } else { io.c = lo; io.ch = hi; }
      }
      io.cout = 0;
      f!(io);
      if (isCmp || coReg >= 0) {
        if (io.cout !== 0) { if (l < 32) outLo |= 1 << l; else outHi |= 1 << (l - 32); }
      }
      if (dw === 0) continue;
      let hi = dw === 64 ? io.hi >>> 0 : io.lo >>> 0;
      let lo = dw === 64 ? io.lo >>> 0 : 0;
      if (dFloat) {
        const fw = dw as 16 | 32 | 64;
        if (omod !== 0) { hi = applyOmod(hi, lo, fw, omod, rmOut); lo = fw === 64 ? res64.lo : 0; }
        if (clamp !== 0) { hi = applyClamp(hi, lo, fw, dx10); lo = fw === 64 ? res64.lo : 0; }
        if (flushOut) {
          if (fw === 64) { hi = flush64(hi, lo); lo = res64.lo; } else hi = fw === 16 ? flush16(hi) : flush32(hi);
        }
      } else if (intSat !== null) hi = intSat(io) >>> 0;
      if (dw === 64) { V[vdst * LANES + l] = lo; V[(vdst + 1) * LANES + l] = hi; }
      else if (sdwa) V[vdst * LANES + l] = sdwaPlace(hi, V[vdst * LANES + l]!, dstSel, dstUnused);
      else V[vdst * LANES + l] = dw === 16 ? hi & 0xffff : hi;
    }
    w.laneOps += active;
    if (isCmp) {
      SR[sdstReg] = outLo >>> 0; SR[sdstReg + 1] = outHi >>> 0;
      if (cmpx) { SR[CODE_EXEC] = outLo >>> 0; SR[CODE_EXEC + 1] = outHi >>> 0; }
    }
    if (coReg >= 0) { SR[coReg] = outLo >>> 0; SR[coReg + 1] = outHi >>> 0; }
  }
}

/** A source that is absent (two-source ops): a zero constant. */
const NO_OPERAND: Operand = { kind: K_CONST, reg: 0, lo: 0, hi: 0 };

function scalarHi(w: Wave, o: Operand): number {
  return o.kind === K_SREG ? w.sreg[o.reg + 1]! : o.kind === K_CONST ? o.hi : 0;
}

function scalar32(w: Wave, o: Operand): number {
  return o.kind === K_SREG ? w.sreg[o.reg]! : o.kind === K_CONST ? o.lo : condBit(w, o.reg);
}

function compileVop1Checked(d: Decoded, words: ArrayLike<number>, at: number, end: number, name: string): Exec {
  const exec = compileVop1(d, words, at, end);
  void name;
  return exec;
}

/** v_readlane_b32 (SDST = S0 of lane S1) and v_writelane_b32 (VDST[lane S1] = S0), which ignore EXEC. */
function compileLane(d: Decoded, p: VopProfile, name: string): Exec {
  const gi = d.gen;
  const vop3 = d.enc === 'VOP3';
  const c0 = vop3 ? fieldOf(d, 'SRC0') : fieldOf(d, 'SRC0');
  // VOP2 form: the VSRC1 field holds the lane select's scalar operand code.
  const c1 = vop3 ? fieldOf(d, 'SRC1') : fieldOf(d, 'VSRC1');
  const literal = d.hasLiteral ? d.w1 : null;
  const a = operand(c0, gi, 32, literal, name);
  const b = operand(c1, gi, 32, literal, name);
  if (b.kind === K_VGPR) fail(`${name}: the lane select must be a scalar operand`);
  const vdst = fieldOf(d, 'VDST');
  const readS = (w: Wave, o: Operand): number => o.kind === K_SREG ? w.sreg[o.reg]! : o.kind === K_CONST ? o.lo : condBit(w, o.reg);
  if (p.lane === 'read') {
    if (a.kind !== K_VGPR) fail(`${name}: the source must be a VGPR`);
    const dst = sdest(vdst, gi, 1, name);
    return (w) => { const lane = readS(w, b) & 63; w.sreg[dst] = w.vgpr[a.reg * LANES + lane]!; };
  }
  if (a.kind === K_VGPR) fail(`${name}: the source must be a scalar operand`);
  return (w) => { const lane = readS(w, b) & 63; w.vgpr[vdst * LANES + lane] = readS(w, a) >>> 0; };
}

/**
 * Integer VOP3 ops with a 128-bit operand (v_mqsad_u32_u8): every operand is read whole
 * (VGPRs, SGPRs, or a constant in the low dword), the lane function sees dword arrays.
 * No float modifiers apply; CLAMP on integers is not modelled (decision 9).
 */
function compileWide(d: Decoded, p: VopProfile, name: string, f: WideLaneOp): Exec {
  const gi = d.gen;
  const literal = d.hasLiteral ? d.w1 : null;
  const codes = [fieldOf(d, 'SRC0'), fieldOf(d, 'SRC1'), fieldOf(d, 'SRC2')];
  const dws = (t: ValueType): number => width(t) / 32;
  const srcs = p.src.map((t, i) => ({ op: operand(codes[i]!, gi, 32, literal, name), n: Math.max(1, dws(t)) }));
  const vals = srcs.map((s) => new Uint32Array(s.n));
  const nd = Math.max(1, dws(p.dst!));
  const out = new Uint32Array(nd);
  const vdst = fieldOf(d, 'VDST');
  if (vdst + nd > 256) fail(`${name}: v${vdst} starts no ${nd}-register tuple`);
  for (const s of srcs) if ((s.op.kind === K_VGPR || s.op.kind === K_SREG) && s.op.reg + s.n > (s.op.kind === K_VGPR ? 256 : 128)) fail(`${name}: operand past the register file`);
  return (w) => {
    const V = w.vgpr; const SR = w.sreg;
    const execLo = SR[CODE_EXEC]!; const execHi = SR[CODE_EXEC + 1]!;
    let active = 0;
    for (let l = 0; l < LANES; l++) {
      if (((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 0) continue;
      active++;
      for (let i = 0; i < srcs.length; i++) {
        const { op, n } = srcs[i]!; const v = vals[i]!;
        for (let k = 0; k < n; k++) {
          v[k] = op.kind === K_VGPR ? V[(op.reg + k) * LANES + l]! : op.kind === K_SREG ? SR[op.reg + k]!
            : op.kind === K_CONST ? (k === 0 ? op.lo : k === 1 ? op.hi : 0) : (k === 0 ? condBit(w, op.reg) : 0);
        }
      }
      f(vals, out);
      for (let k = 0; k < nd; k++) V[(vdst + k) * LANES + l] = out[k]!;
    }
    w.laneOps += active;
  };
}
