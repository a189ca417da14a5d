// Dispatch per the HSA ABI as llc 14 emits it: the kernel descriptor (code
// object v3/v4) or amd_kernel_code_t (v2) says which user and system SGPRs
// and work-item-id VGPRs to initialise, the MODE bits, the LDS and private
// segment sizes; the metadata gives the kernarg layout. A dispatch packet, a
// queue, the kernarg segment, the buffers and the scratch area are mapped in
// one flat 64-bit address space (memory.ts).
//
// Scheduling (deterministic): work-groups run one after another in linear
// order (x fastest, then y, then z). Within a group, the waves (64
// work-items each, in linearised local-id order) run in index order, each
// until it ends or reaches s_barrier; when every wave still running is at the
// barrier, all are released and the round starts again from wave 0.

import { readCodeObject, type CodeObject, type CodeObjectKernel } from '../objfile/index.js';
import { PROPS, RSRC1, RSRC2 } from '../objfile/descriptor.js';
import { resolveGeneration } from '../disasm/disassembler.js';
import type { GenIndex } from '../isa/generations.js';
import type { Machine } from './machine.js';
import { Memory, type Region } from './memory.js';
import { KernelError, Program } from './program.js';
import { AT_BARRIER, CODE_EXEC, ENDED, LANES, RUNNING, Wave } from './wave.js';

const CODE_BASE = 0x10000000000; // 2^40: code at CODE_BASE + its link address
const SHARED_APERTURE = 0x1000000000000; // 2^48
const PRIVATE_APERTURE = 0x2000000000000; // 2^49

export class DispatchError extends Error {}

/** An argument value, in the metadata's order of explicit arguments. */
export type KernelArg =
  | { readonly kind: 'buffer'; readonly data: Uint8Array }
  | { readonly kind: 'value'; readonly data: Uint8Array }
  | { readonly kind: 'local'; readonly size: number };

export interface DispatchOptions {
  /** Work-items per dimension (HSA grid size). */
  readonly grid: readonly number[];
  /** Work-group size; default: the kernel's required size, else [64]. */
  readonly group?: readonly number[];
  readonly args: readonly KernelArg[];
  /** Generation override (else the object's). */
  readonly arch?: string;
  /** Stop after this many wave-instructions (default 1e9). */
  readonly maxSteps?: number;
  /** Per-wave instruction traces of one work-group. */
  readonly trace?: {
    readonly group: readonly number[];
    readonly emit: (wave: number, offset: number, text: string) => void;
    /** Called with each wave of the traced group once the group has ended (its final registers; the wave object is reused after). */
    readonly done?: (wave: number, w: Wave) => void;
  };
}

export interface DispatchStats {
  groups: number;
  waves: number;
  instructions: number;
  laneOps: number;
  /** Distinct instructions compiled. */
  compiled: number;
  seconds: number;
}

export interface DispatchResult {
  /** Final contents of each argument buffer (null for non-buffer arguments), in argument order. */
  readonly buffers: readonly (Uint8Array | null)[];
  readonly stats: DispatchStats;
}

/** A kernel's explicit argument as the metadata describes it. */
export interface ArgInfo {
  readonly name: string;
  readonly offset: number;
  readonly size: number;
  /** global_buffer, by_value, dynamic_shared_pointer, ... (v3 spelling) */
  readonly kind: string;
  readonly hidden: boolean;
}

function md(o: unknown, k: string): unknown {
  return o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined;
}

/** The arguments of a kernel from its metadata (v3+/v4 msgpack or v2 YAML). */
export function kernelArgs(k: CodeObjectKernel): { args: ArgInfo[]; kernargSize: number; reqd: number[] | null } {
  const m = k.metadata;
  const out: ArgInfo[] = [];
  let size = 0;
  let reqd: number[] | null = null;
  const v3 = md(m, '.args');
  if (Array.isArray(v3)) {
    for (const a of v3) {
      const kind = String(md(a, '.value_kind') ?? '');
      out.push({ name: String(md(a, '.name') ?? ''), offset: Number(md(a, '.offset')), size: Number(md(a, '.size')), kind, hidden: kind.startsWith('hidden_') });
    }
    size = Number(md(m, '.kernarg_segment_size') ?? 0);
    const r = md(m, '.reqd_workgroup_size');
    if (Array.isArray(r)) reqd = r.map(Number);
  } else {
    const v2 = md(m, 'Args');
    let off = 0;
    if (Array.isArray(v2)) {
      for (const a of v2) {
        const sz = Number(md(a, 'Size'));
        const al = Number(md(a, 'Align') ?? sz);
        off = Math.ceil(off / al) * al;
        const vk = String(md(a, 'ValueKind') ?? '');
        const kind = vk === 'GlobalBuffer' ? 'global_buffer' : vk === 'ByValue' ? 'by_value' : vk === 'DynamicSharedPointer' ? 'dynamic_shared_pointer'
          : vk.startsWith('Hidden') ? 'hidden_' + vk.slice(6).toLowerCase() : vk.toLowerCase();
        out.push({ name: String(md(a, 'Name') ?? ''), offset: off, size: sz, kind, hidden: kind.startsWith('hidden_') });
        off += sz;
      }
    }
    size = Number(md(md(m, 'CodeProps'), 'KernargSegmentSize') ?? off);
    const attrs = md(m, 'Attrs');
    const r = md(attrs, 'ReqdWorkGroupSize');
    if (Array.isArray(r)) reqd = r.map(Number);
  }
  if (k.descriptor !== undefined && size === 0) size = k.descriptor.kernargSize;
  if (k.amdKernelCodeT !== undefined && size === 0) size = k.amdKernelCodeT.kernargSegmentByteSize;
  return { args: out, kernargSize: size, reqd };
}

export interface LoadedKernel {
  readonly co: CodeObject;
  readonly kernel: CodeObjectKernel;
  readonly gi: GenIndex;
  readonly args: readonly ArgInfo[];
  readonly kernargSize: number;
  readonly reqd: readonly number[] | null;
}

/** Reads a code object and finds a kernel; throws DispatchError with the kernel list when it is absent. */
export function loadKernel(bytes: Uint8Array, name: string | undefined, arch?: string): LoadedKernel {
  const co = readCodeObject(bytes, arch !== undefined ? { arch } : {});
  if (co.elf === null || co.text === null) throw new DispatchError('not a code object with code');
  if (co.flavour === 'mesa') throw new DispatchError('a Mesa (amdgcn-mesa-mesa3d) object has no HSA kernel ABI or argument metadata; only HSA code objects can be dispatched');
  const list = co.kernels.map((k) => k.name);
  let kernel: CodeObjectKernel | undefined;
  if (name === undefined) {
    if (co.kernels.length !== 1) throw new DispatchError(`the object holds ${co.kernels.length} kernels; choose one with --kernel: ${list.join(', ')}`);
    kernel = co.kernels[0];
  } else kernel = co.kernels.find((k) => k.name === name);
  if (kernel === undefined) throw new DispatchError(`no kernel '${name}' in the object; kernels: ${list.join(', ') || '(none)'}`);
  if (kernel.descriptor === undefined && kernel.amdKernelCodeT === undefined) throw new DispatchError(`kernel '${kernel.name}' has no kernel descriptor or amd_kernel_code_t`);
  const genId = arch ?? co.target.gen;
  if (genId === null || genId === undefined) throw new DispatchError('the object does not say its generation; give -a');
  const gi = resolveGeneration(genId).index;
  const { args, kernargSize, reqd } = kernelArgs(kernel);
  return { co, kernel, gi, args, kernargSize, reqd };
}

/** The code section with the object's relocations applied (an unlinked .o), at its run address. */
function placeCode(co: CodeObject, codeBase: number): Uint8Array {
  const text = co.text!;
  const code = new Uint8Array(text.bytes);
  if (!co.relocatable || co.elf === null) return code;
  const dv = new DataView(code.buffer);
  const syms = new Map(co.elf.symbols.map((s) => [s.index, s]));
  for (const r of co.elf.relocations) {
    if (r.target !== text.index) continue;
    const s = syms.get(r.symbol);
    if (s === undefined || s.shndx !== text.index) continue; // only code-relative relocations can be resolved here
    const S = codeBase + s.value;
    const P = codeBase + r.offset;
    let v: number;
    switch (r.type) {
      case 10: v = S + r.addend - P; break; // REL32_LO
      case 11: v = Math.floor((S + r.addend - P) / 0x100000000); break; // REL32_HI
      case 1: v = S + r.addend; break; // ABS32_LO
      case 2: v = Math.floor((S + r.addend) / 0x100000000); break; // ABS32_HI
      case 4: v = S + r.addend - P; break; // REL32
      default: continue;
    }
    dv.setUint32(r.offset, v >>> 0, true);
  }
  return code;
}

const bitsOf = (w: { rsrc1: number; rsrc2: number; props: number }, f: { word: 'rsrc1' | 'rsrc2' | 'props'; lo: number; width: number }): number =>
  (w[f.word] >>> f.lo) & ((1 << f.width) - 1);

export function dispatch(lk: LoadedKernel, opts: DispatchOptions): DispatchResult {
  const t0 = Date.now();
  const { co, kernel, gi } = lk;
  const pgm = kernel.descriptor ?? kernel.amdKernelCodeT!;
  const mem = new Memory();
  const text = co.text!;
  const codeBase = CODE_BASE + (co.relocatable ? 0 : text.address);
  mem.mapAt('code', codeBase, placeCode(co, codeBase));
  const m: Machine = { mem, gi: gi as 0 | 1 | 2, codeBase, privateAperture: PRIVATE_APERTURE, sharedAperture: SHARED_APERTURE };
  const program = new Program(m, mem.regions[0]!.bytes);
  const entry = codeBase + kernel.codeOffset;

  // Grid and group sizes.
  const grid = [opts.grid[0] ?? 1, opts.grid[1] ?? 1, opts.grid[2] ?? 1];
  const groupIn = opts.group ?? lk.reqd ?? [64];
  const group = [groupIn[0] ?? 1, groupIn[1] ?? 1, groupIn[2] ?? 1];
  for (let i = 0; i < 3; i++) {
    if (!Number.isInteger(grid[i]!) || grid[i]! < 1 || grid[i]! >= 2 ** 32) throw new DispatchError(`grid size ${grid[i]} is not a positive 32-bit integer`);
    if (!Number.isInteger(group[i]!) || group[i]! < 1) throw new DispatchError(`group size ${group[i]} is not a positive integer`);
  }
  if (group[0]! * group[1]! * group[2]! > 1024) throw new DispatchError(`a work-group of ${group[0]! * group[1]! * group[2]!} work-items is more than 1024`);
  if (lk.reqd !== null && lk.reqd.some((v, i) => v !== group[i])) throw new DispatchError(`the kernel requires work-groups of ${lk.reqd.join('x')}`);
  const dims = opts.grid.length;

  // Arguments: buffers, kernarg segment, dynamic LDS.
  const explicit = lk.args.filter((a) => !a.hidden);
  if (opts.args.length !== explicit.length) throw new DispatchError(`kernel '${kernel.name}' takes ${explicit.length} arguments (${explicit.map((a) => a.name).join(', ')}), ${opts.args.length} given`);
  const staticLds = kernel.descriptor?.groupSegmentFixedSize ?? kernel.amdKernelCodeT?.workgroupGroupSegmentByteSize ?? 0;
  let ldsSize = staticLds;
  const kernarg = mem.map('kernarg segment', Math.max(lk.kernargSize, 256), undefined, 64);
  const bufRegions: (Region | null)[] = [];
  explicit.forEach((a, i) => {
    const v = opts.args[i]!;
    if (v.kind === 'buffer') {
      const r = mem.map(`argument ${i} (${a.name})`, v.data.length, v.data, 256);
      bufRegions.push(r);
      if (a.size >= 8) { kernarg.dv.setUint32(a.offset, r.base % 0x100000000, true); kernarg.dv.setUint32(a.offset + 4, Math.floor(r.base / 0x100000000), true); }
    } else if (v.kind === 'value') {
      bufRegions.push(null);
      kernarg.bytes.set(v.data.subarray(0, a.size), a.offset);
    } else {
      bufRegions.push(null);
      const al = Math.ceil(ldsSize / 16) * 16;
      kernarg.dv.setUint32(a.offset, al, true);
      ldsSize = al + v.size;
    }
  });
  if (ldsSize > 65536) throw new DispatchError(`the kernel needs ${ldsSize} bytes of LDS (64 KiB available)`);

  // Dispatch packet (hsa_kernel_dispatch_packet_t) and queue.
  const privSize = kernel.descriptor?.privateSegmentFixedSize ?? kernel.amdKernelCodeT?.workitemPrivateSegmentByteSize ?? 0;
  const packet = mem.map('dispatch packet', 64, undefined, 64);
  const P = packet.dv;
  P.setUint16(0, 2, true); // header: kernel dispatch
  P.setUint16(2, dims, true);
  P.setUint16(4, group[0]!, true); P.setUint16(6, group[1]!, true); P.setUint16(8, group[2]!, true);
  P.setUint32(12, grid[0]!, true); P.setUint32(16, grid[1]!, true); P.setUint32(20, grid[2]!, true);
  P.setUint32(24, privSize, true); P.setUint32(28, ldsSize, true);
  P.setUint32(40, kernarg.base % 0x100000000, true); P.setUint32(44, Math.floor(kernarg.base / 0x100000000), true);
  const queue = mem.map('queue', 256, undefined, 64);

  // Scratch for the waves of one group (groups run one at a time).
  const groupItemsMax = group[0]! * group[1]! * group[2]!;
  const wavesMax = Math.ceil(groupItemsMax / LANES);
  const waveScratch = privSize * LANES;
  const scratch = privSize > 0 ? mem.map('scratch', waveScratch * wavesMax, undefined, 256) : null;

  // Initial register state.
  const rsrc1 = pgm.rsrc1; const rsrc2 = pgm.rsrc2;
  const mode = (bitsOf(pgm, RSRC1.FLOAT_MODE)) | (bitsOf(pgm, RSRC1.ENABLE_DX10_CLAMP) << 8) | (bitsOf(pgm, RSRC1.ENABLE_IEEE_MODE) << 9);
  const userCount = bitsOf(pgm, RSRC2.USER_SGPR_COUNT);
  const wiIds = bitsOf(pgm, RSRC2.ENABLE_VGPR_WORKITEM_ID);
  // VGPRs the kernel allocates (granules of 4): they start at zero in every wave.
  const vgprCount = (bitsOf(pgm, RSRC1.GRANULATED_WORKITEM_VGPR_COUNT) + 1) * 4;
  void rsrc1; void rsrc2;

  // The SGPRs every wave starts with, laid out once (the ABI's order); the slots that differ
  // between waves (group ids, scratch offsets) are noted and filled per wave.
  const sInit = new Uint32Array(128);
  let s = 0;
  const put64 = (v: number): void => { sInit[s++] = v % 0x100000000; sInit[s++] = Math.floor(v / 0x100000000); };
  if (bitsOf(pgm, PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER)) {
    // Swizzled, lane-interleaved dwords (ADD_TID_ENABLE, index stride 64, element size 4).
    const base = scratch?.base ?? 0;
    sInit[s++] = base % 0x100000000;
    sInit[s++] = ((Math.floor(base / 0x100000000) & 0xffff) | 0x80000000) >>> 0;
    sInit[s++] = 0xffffffff;
    sInit[s++] = ((1 << 23) | (3 << 21) | (1 << 19) | (4 << 15) | (4 << 12)) >>> 0;
  }
  if (bitsOf(pgm, PROPS.ENABLE_SGPR_DISPATCH_PTR)) put64(packet.base);
  if (bitsOf(pgm, PROPS.ENABLE_SGPR_QUEUE_PTR)) put64(queue.base);
  if (bitsOf(pgm, PROPS.ENABLE_SGPR_KERNARG_SEGMENT_PTR)) put64(kernarg.base);
  if (bitsOf(pgm, PROPS.ENABLE_SGPR_DISPATCH_ID)) put64(0);
  let flatScratchAt = -1;
  if (bitsOf(pgm, PROPS.ENABLE_SGPR_FLAT_SCRATCH_INIT)) { flatScratchAt = s; s++; sInit[s++] = privSize; }
  if (bitsOf(pgm, PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_SIZE)) sInit[s++] = privSize;
  const userOverflow = s > userCount ? s : -1;
  s = userCount;
  const gxAt = bitsOf(pgm, RSRC2.ENABLE_SGPR_WORKGROUP_ID_X) ? s++ : -1;
  const gyAt = bitsOf(pgm, RSRC2.ENABLE_SGPR_WORKGROUP_ID_Y) ? s++ : -1;
  const gzAt = bitsOf(pgm, RSRC2.ENABLE_SGPR_WORKGROUP_ID_Z) ? s++ : -1;
  if (bitsOf(pgm, RSRC2.ENABLE_SGPR_WORKGROUP_INFO)) sInit[s++] = 0;
  const privAt = bitsOf(pgm, RSRC2.ENABLE_PRIVATE_SEGMENT) ? s++ : -1;

  const ngroups = [Math.ceil(grid[0]! / group[0]!), Math.ceil(grid[1]! / group[1]!), Math.ceil(grid[2]! / group[2]!)];
  const waves: Wave[] = [];
  const lds = new Uint8Array(Math.max(ldsSize, 4));
  const ldsView = new DataView(lds.buffer);
  const stats: DispatchStats = { groups: 0, waves: 0, instructions: 0, laneOps: 0, compiled: 0, seconds: 0 };
  const maxSteps = opts.maxSteps ?? 1e9;
  let steps = 0;
  // Local ids and EXEC of the waves of a group shape (most groups share one).
  let shapeX = 0; let shapeY = 0; let shapeZ = 0;
  let shapeIds: WaveIds[] = [];

  for (let gz = 0; gz < ngroups[2]!; gz++) for (let gy = 0; gy < ngroups[1]!; gy++) for (let gx = 0; gx < ngroups[0]!; gx++) {
    const ax = Math.min(group[0]!, grid[0]! - gx * group[0]!);
    const ay = Math.min(group[1]!, grid[1]! - gy * group[1]!);
    const az = Math.min(group[2]!, grid[2]! - gz * group[2]!);
    const items = ax * ay * az;
    const nw = Math.ceil(items / LANES);
    const groupId = [gx, gy, gz] as const;
    if (ax !== shapeX || ay !== shapeY || az !== shapeZ) {
      shapeX = ax; shapeY = ay; shapeZ = az;
      shapeIds = [];
      for (let wi = 0; wi < nw; wi++) shapeIds.push(waveIds(ax, ay, az, wi));
    }
    lds.fill(0);
    if (scratch !== null) scratch.bytes.fill(0);
    const tr = opts.trace;
    const traced = tr !== undefined && (tr.group[0] ?? 0) === gx && (tr.group[1] ?? 0) === gy && (tr.group[2] ?? 0) === gz;
    for (let wi = 0; wi < nw; wi++) {
      let w = waves[wi];
      if (w === undefined) { w = new Wave(resolveGeneration(gi)); waves.push(w); }
      w.reset(vgprCount);
      w.lds = lds;
      w.ldsView = ldsView;
      w.mode = mode;
      w.pc = entry;
      w.waveInGroup = wi;
      w.group = groupId;
      w.instructions = 0;
      w.laneOps = 0;
      w.scratchBase = scratch !== null ? scratch.base + wi * waveScratch : 0;
      if (traced) {
        const waveIndex = wi;
        w.trace = (off) => tr.emit(waveIndex, off, program.text(off));
      } else w.trace = null;
      if (userOverflow >= 0) throw new DispatchError(`the descriptor enables ${userOverflow} user SGPRs but USER_SGPR_COUNT is ${userCount}`);
      const S = w.sreg;
      S.set(sInit);
      if (flatScratchAt >= 0) S[flatScratchAt] = wi * waveScratch;
      if (gxAt >= 0) S[gxAt] = gx;
      if (gyAt >= 0) S[gyAt] = gy;
      if (gzAt >= 0) S[gzAt] = gz;
      if (privAt >= 0) S[privAt] = wi * waveScratch;
      // EXEC: the wave's real work-items; v0..v2: local ids (the same for every group of a shape).
      const ids = shapeIds[wi]!;
      w.vgpr.set(ids.x, 0);
      if (wiIds >= 1) w.vgpr.set(ids.y, LANES);
      if (wiIds >= 2) w.vgpr.set(ids.z, 2 * LANES);
      S[CODE_EXEC] = ids.execLo; S[CODE_EXEC + 1] = ids.execHi;
    }
    // Run the group's waves round-robin between barriers.
    for (;;) {
      let live = 0;
      for (let wi = 0; wi < nw; wi++) {
        const w = waves[wi]!;
        if (w.status !== RUNNING) continue;
        try {
          steps += program.run(w, maxSteps - steps + 1);
        } catch (e) {
          if (e instanceof KernelError) {
            throw new KernelError(`group (${gx},${gy},${gz}) wave ${wi}: ${e.message}`, e.offset, e.text);
          }
          throw e;
        }
        if (steps > maxSteps) throw new KernelError(`the kernel did not end within ${maxSteps} wave-instructions`, w.pc - codeBase, program.text(w.pc - codeBase));
      }
      for (let wi = 0; wi < nw; wi++) if (waves[wi]!.status !== ENDED) live++;
      if (live === 0) break;
      for (let wi = 0; wi < nw; wi++) if (waves[wi]!.status === AT_BARRIER) waves[wi]!.status = RUNNING;
    }
    if (traced && tr.done !== undefined) {
      for (let wi = 0; wi < nw; wi++) tr.done(wi, waves[wi]!);
    }
    stats.groups++;
    stats.waves += nw;
    for (let wi = 0; wi < nw; wi++) { stats.instructions += waves[wi]!.instructions; stats.laneOps += waves[wi]!.laneOps; }
  }
  stats.compiled = program.compiled;
  stats.seconds = (Date.now() - t0) / 1000;
  return { buffers: bufRegions.map((r) => (r === null ? null : r.bytes)), stats };
}

interface WaveIds { readonly x: Uint32Array; readonly y: Uint32Array; readonly z: Uint32Array; readonly execLo: number; readonly execHi: number }
const ID_CACHE = new Map<string, WaveIds>();

/** The local ids and EXEC of wave `wi` of a group of ax x ay x az work-items (x fastest). */
function waveIds(ax: number, ay: number, az: number, wi: number): WaveIds {
  const key = `${ax},${ay},${az},${wi}`;
  let r = ID_CACHE.get(key);
  if (r !== undefined) return r;
  const x = new Uint32Array(LANES); const y = new Uint32Array(LANES); const z = new Uint32Array(LANES);
  let lo = 0; let hi = 0;
  const items = ax * ay * az;
  for (let l = 0; l < LANES; l++) {
    const lin = wi * LANES + l;
    if (lin >= items) break;
    if (l < 32) lo |= 1 << l; else hi |= 1 << (l - 32);
    x[l] = lin % ax; y[l] = Math.floor(lin / ax) % ay; z[l] = Math.floor(lin / (ax * ay));
  }
  r = { x, y, z, execLo: lo >>> 0, execHi: hi >>> 0 };
  if (ID_CACHE.size > 4096) ID_CACHE.clear();
  ID_CACHE.set(key, r);
  return r;
}

/** Reads the object, finds the kernel and runs it. */
export function runKernel(codeObject: Uint8Array, kernelName: string | undefined, opts: DispatchOptions): DispatchResult {
  return dispatch(loadKernel(codeObject, kernelName, opts.arch), opts);
}

export { KernelError };
