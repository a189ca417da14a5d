// The inline lane forms of the kernel emulator's fast VALU loops
// (src/emu/valu-fast.ts, issue 11) against the lane functions they stand for
// (valu-ops.ts, themselves checked against the ISA docs and oracles by the
// other emulator tests): first each form's statements on edge and random
// operands, then whole instructions (VOP2, VOP3, VOPC, carries, 64-bit
// shifts, scalar and constant sources) through the generated loops with full,
// partial and empty EXEC, lane by lane.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FAST_FORM_NAMES, fastForm } from '../src/emu/valu-fast.js';
import { laneOp, type IO } from '../src/emu/valu-ops.js';
import { runWaveCode } from '../src/emu/wave-run.js';
import { CODE_EXEC, CODE_VCC, LANES } from '../src/emu/wave.js';
import { words, hex } from './support/emu-harness.js';
import type { GenIndex } from '../src/isa/generations.js';

/** A fixed-seed generator (xorshift32), so that a failure can be replayed. */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
}

const EDGES = [
  0, 1, 2, 31, 32, 33, 63, 64, 0x7fffffff, 0x80000000, 0x80000001, 0xffffffff, 0xfffffffe, 0x00ffffff, 0x00800000, 0xff800000,
  0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7f800001, 0xff800123, 0x7fbfffff, 0x00000001, 0x807fffff,
  0x7f7fffff, 0xff7fffff, 0x00400000, 0x33800000, 0x4b800000, 0x40490fdb, 0x0d800000, 0x1f800000, 0x5f800000,
];

const MODE = 0x3f0; // round to nearest even, denormals kept (llc 14's kernels)

function laneRef(name: string, a: number, ah: number, b: number, bh: number, c: number, cin: number): IO {
  const io: IO = { a, ah, b, bh, c, ch: 0, lane: 5, cin, mode: MODE, gen: 2, lo: 0, hi: 0, cout: 0 };
  laneOp(name)!(io);
  return io;
}

const COMPARES = ['lt', 'eq', 'le', 'gt', 'lg', 'ne', 'ge', 'f', 't', 'tru', 'o', 'u', 'nge', 'nlg', 'ngt', 'nle', 'neq', 'nlt']
  .flatMap((r) => ['u32', 'i32', 'f32'].flatMap((t) => [`v_cmp_${r}_${t}`, `v_cmpx_${r}_${t}`]))
  .filter((n) => laneOp(n) !== undefined && fastForm(n) !== undefined);

test('every inline form gives its lane function\'s result', () => {
  const next = rng(0x1234567);
  const f32v = new Float32Array(1); const u32v = new Uint32Array(f32v.buffer);
  const fv = (x: number): number => { u32v[0] = x; return f32v[0]!; };
  let checked = 0;
  for (const name of [...FAST_FORM_NAMES, ...COMPARES]) {
    const form = fastForm(name)!;
    assert.ok(laneOp(name) !== undefined, `${name}: no lane function`);
    const run = new Function('a', 'b', 'c', 'ah', 'bh', 'cin', 'fa', 'fb', 'fc',
      `let lo = 0, hi = 0, cout = 0, r = 0; ${form.code} return [lo, hi, cout ? 1 : 0, r];`) as
      (...x: number[]) => [number, number, number, number];
    const inputs: number[][] = [];
    for (const a of EDGES) for (const b of EDGES) inputs.push([a, b, EDGES[(a + b) % EDGES.length]!, b ^ a, a, (a ^ b) & 1]);
    for (let i = 0; i < 4000; i++) inputs.push([next(), next(), next(), next(), next(), next() & 1]);
    for (const [a, b, c, ah, bh, cin] of inputs as [number, number, number, number, number, number][]) {
      const ref = laneRef(name, a, ah, b, bh, c, cin);
      const [lo, hi, cout, r] = run(a, b, c, ah, bh, cin, fv(a), fv(b), fv(c));
      const what = `${name}(a=${hex(a)} b=${hex(b)} c=${hex(c)} ah=${hex(ah)} bh=${hex(bh)} cin=${cin})`;
      if (form.kind === 'f32') {
        if (r !== r) continue; // a NaN result is the lane function's own
        f32v[0] = r;
        assert.equal(hex(u32v[0]!), hex(ref.lo), what);
        continue;
      }
      if (/\blo\b/.test(form.code)) assert.equal(hex(lo >>> 0), hex(ref.lo >>> 0), `${what}: lo`);
      if (/\bhi\b/.test(form.code)) assert.equal(hex(hi >>> 0), hex(ref.hi >>> 0), `${what}: hi`);
      if (/\bcout\b/.test(form.code)) assert.equal(cout, ref.cout ? 1 : 0, `${what}: cout`);
      checked++;
    }
  }
  assert.ok(checked > 50000);
});

interface Case { text: string; name: string; gens: GenIndex[]; srcs: ('v1' | 'v2' | 'v3' | 'v4' | 's10' | 'k')[]; k?: number;
  wide?: string; cin?: 'vcc' | 's[12:13]'; mask?: 'vcc' | 's[14:15]' | 'exec'; dst?: boolean }

const CASES: Case[] = [
  { text: 'v_add_u32 v4, vcc, v1, v2', name: 'v_add_u32', gens: [2], srcs: ['v1', 'v2'], mask: 'vcc' },
  { text: 'v_add_i32 v4, vcc, s10, v2', name: 'v_add_i32', gens: [0, 1], srcs: ['s10', 'v2'], mask: 'vcc' },
  { text: 'v_add_u32 v4, s[14:15], v1, s10', name: 'v_add_u32', gens: [2], srcs: ['v1', 's10'], mask: 's[14:15]' },
  { text: 'v_addc_u32 v4, vcc, v1, v2, vcc', name: 'v_addc_u32', gens: [2], srcs: ['v1', 'v2'], cin: 'vcc', mask: 'vcc' },
  { text: 'v_addc_u32 v4, s[14:15], v1, v2, s[12:13]', name: 'v_addc_u32', gens: [1, 2], srcs: ['v1', 'v2'], cin: 's[12:13]', mask: 's[14:15]' },
  { text: 'v_subb_u32 v4, vcc, v1, v2, vcc', name: 'v_subb_u32', gens: [1, 2], srcs: ['v1', 'v2'], cin: 'vcc', mask: 'vcc' },
  { text: 'v_subrev_u32 v4, vcc, v1, v2', name: 'v_subrev_u32', gens: [2], srcs: ['v1', 'v2'], mask: 'vcc' },
  { text: 'v_cndmask_b32 v4, v1, v2, vcc', name: 'v_cndmask_b32', gens: [0, 2], srcs: ['v1', 'v2'], cin: 'vcc' },
  { text: 'v_ashrrev_i32 v4, 31, v2', name: 'v_ashrrev_i32', gens: [0, 2], srcs: ['k', 'v2'], k: 31 },
  { text: 'v_lshlrev_b32 v4, v1, v2', name: 'v_lshlrev_b32', gens: [2], srcs: ['v1', 'v2'] },
  { text: 'v_mul_lo_u32 v4, v1, s10', name: 'v_mul_lo_u32', gens: [0, 2], srcs: ['v1', 's10'] },
  { text: 'v_mad_u32_u24 v4, v1, v2, v3', name: 'v_mad_u32_u24', gens: [2], srcs: ['v1', 'v2', 'v3'] },
  { text: 'v_lshlrev_b64 v[4:5], v1, v[2:3]', name: 'v_lshlrev_b64', gens: [2], srcs: ['v1', 'v2'], wide: 'b' },
  { text: 'v_lshlrev_b64 v[4:5], 2, s[10:11]', name: 'v_lshlrev_b64', gens: [2], srcs: ['k', 's10'], k: 2, wide: 'b' },
  { text: 'v_lshl_b64 v[4:5], v[2:3], v1', name: 'v_lshl_b64', gens: [0], srcs: ['v2', 'v1'], wide: 'a' },
  { text: 'v_add_f32 v4, v1, v2', name: 'v_add_f32', gens: [0, 2], srcs: ['v1', 'v2'] },
  { text: 'v_sub_f32 v4, s10, v2', name: 'v_sub_f32', gens: [2], srcs: ['s10', 'v2'] },
  { text: 'v_mul_f32 v4, 1.0, v2', name: 'v_mul_f32', gens: [2], srcs: ['k', 'v2'], k: 0x3f800000 },
  { text: 'v_mul_f32 v4, 0x3eaaaaab, v2', name: 'v_mul_f32', gens: [1], srcs: ['k', 'v2'], k: 0x3eaaaaab },
  { text: 'v_mac_f32 v4, v1, v2', name: 'v_mac_f32', gens: [0, 2], srcs: ['v1', 'v2', 'v4'] },
  { text: 'v_mad_f32 v4, v1, v2, v3', name: 'v_mad_f32', gens: [2], srcs: ['v1', 'v2', 'v3'] },
  { text: 'v_madak_f32 v4, v1, v2, 0x40490fdb', name: 'v_madak_f32', gens: [2], srcs: ['v1', 'v2', 'k'], k: 0x40490fdb },
  { text: 'v_cmp_gt_u32 vcc, s10, v2', name: 'v_cmp_gt_u32', gens: [2], srcs: ['s10', 'v2'], mask: 'vcc', dst: false },
  { text: 'v_cmp_lt_i32 s[14:15], v1, v2', name: 'v_cmp_lt_i32', gens: [0, 2], srcs: ['v1', 'v2'], mask: 's[14:15]', dst: false },
  { text: 'v_cmp_nge_f32 vcc, v1, v2', name: 'v_cmp_nge_f32', gens: [2], srcs: ['v1', 'v2'], mask: 'vcc', dst: false },
  { text: 'v_cmpx_lt_f32 vcc, v1, v2', name: 'v_cmpx_lt_f32', gens: [2], srcs: ['v1', 'v2'], mask: 'exec', dst: false },
];

const EXECS: [number, number][] = [[0xffffffff, 0xffffffff], [0xffffffff, 0], [0, 0xffffffff], [0x8421f00f, 0x0ff01235], [0, 0]];

test('whole instructions through the generated loops match the lane functions, lane by lane', () => {
  const next = rng(0xabcdef1);
  const pick = (): number => ((next() & 3) === 0 ? EDGES[next() % EDGES.length]! : next());
  for (const c of CASES) for (const gi of c.gens) for (const [eLo, eHi] of EXECS) {
    const w = words(`${c.text}\ns_endpgm`, gi);
    const V: number[][] = [1, 2, 3, 4, 5].map(() => Array.from({ length: LANES }, pick));
    const S = Array.from({ length: 16 }, pick);
    const vcc = [next(), next()];
    const r = runWaveCode(w, ['tahiti', 'hawaii', 'tonga'][gi]!, {
      mode: MODE,
      init: (wave) => {
        for (let n = 1; n <= 5; n++) for (let l = 0; l < LANES; l++) wave.vgpr[n * LANES + l] = V[n - 1]![l]!;
        for (let i = 0; i < 16; i++) wave.sreg[i] = S[i]!;
        wave.sreg[CODE_VCC] = vcc[0]!; wave.sreg[CODE_VCC + 1] = vcc[1]!;
        wave.sreg[CODE_EXEC] = eLo; wave.sreg[CODE_EXEC + 1] = eHi;
      },
    });
    const wave = r.wave;
    const on = (m: [number, number], l: number): number => (l < 32 ? (m[0] >>> l) & 1 : (m[1] >>> (l - 32)) & 1);
    const cinMask: [number, number] = c.cin === 'vcc' ? [vcc[0]!, vcc[1]!] : c.cin !== undefined ? [S[12]!, S[13]!] : [0, 0];
    let outLo = 0; let outHi = 0;
    for (let l = 0; l < LANES; l++) {
      const val = (s: Case['srcs'][number] | undefined, hi: boolean): number => {
        if (s === undefined) return 0;
        if (s === 'k') return hi ? 0 : c.k!;
        if (s === 's10') return S[hi ? 11 : 10]!;
        return V[Number(s.slice(1)) - 1 + (hi ? 1 : 0)]![l]!;
      };
      const what = `${c.text} on gcn1.${gi} exec ${hex(eHi)}${hex(eLo).slice(2)} lane ${l}`;
      if (!on([eLo, eHi], l)) {
        if (c.dst !== false) assert.equal(wave.vgpr[4 * LANES + l], V[3]![l], `${what}: inactive lane written`);
        continue;
      }
      const io = laneRef(c.name, val(c.srcs[0], false), c.wide === 'a' ? val(c.srcs[0], true) : 0,
        val(c.srcs[1], false), c.wide === 'b' ? val(c.srcs[1], true) : 0, val(c.srcs[2], false), on(cinMask, l));
      if (c.dst !== false) assert.equal(hex(wave.vgpr[4 * LANES + l]!), hex(io.lo >>> 0), what);
      if (c.wide !== undefined) assert.equal(hex(wave.vgpr[5 * LANES + l]!), hex(io.hi >>> 0), `${what}: high dword`);
      if (io.cout) { if (l < 32) outLo |= 1 << l; else outHi |= 1 << (l - 32); }
    }
    if (c.mask !== undefined) {
      const reg = c.mask === 'vcc' ? CODE_VCC : c.mask === 'exec' ? CODE_EXEC : 14;
      assert.equal(hex(wave.sreg[reg]!), hex(outLo >>> 0), `${c.text} on gcn1.${gi}: mask low`);
      assert.equal(hex(wave.sreg[reg + 1]!), hex(outHi >>> 0), `${c.text} on gcn1.${gi}: mask high`);
      if (c.mask === 'exec') assert.equal(hex(wave.sreg[CODE_VCC]!), hex(outLo >>> 0), `${c.text}: vcc`);
    }
  }
});

// --- memory: the dword fast paths of FLAT and MUBUF (region found once, aligned dwords direct) ---

const MEM_CASES = [
  { cpu: 'tonga', gi: 2 as GenIndex, load: 'flat_load_dword v4, v[0:1]', store: 'flat_store_dword v[0:1], v4', n: 1 },
  { cpu: 'tonga', gi: 2 as GenIndex, load: 'flat_load_dwordx2 v[4:5], v[0:1]', store: 'flat_store_dwordx2 v[0:1], v[4:5]', n: 2 },
  { cpu: 'hawaii', gi: 1 as GenIndex, load: 'flat_load_dwordx4 v[4:7], v[0:1]', store: 'flat_store_dwordx4 v[0:1], v[4:7]', n: 4 },
  { cpu: 'tahiti', gi: 0 as GenIndex, load: 'buffer_load_dword v4, v[0:1], s[8:11], 0 addr64', store: 'buffer_store_dword v4, v[0:1], s[8:11], 0 addr64', n: 1 },
  { cpu: 'tahiti', gi: 0 as GenIndex, load: 'buffer_load_dwordx2 v[4:5], v[0:1], s[8:11], 0 addr64', store: 'buffer_store_dwordx2 v[4:5], v[0:1], s[8:11], 0 addr64', n: 2 },
];

test('dword loads and stores: lanes across two buffers, misaligned lanes, partial EXEC, a lane past a buffer\'s end', () => {
  for (const c of MEM_CASES) for (const [eLo, eHi] of EXECS) for (const fault of [false, true]) {
    const size = 64 * 16 + 32;
    const a0 = new Uint8Array(size).map((_, i) => (i * 37 + 11) & 0xff);
    const b0 = new Uint8Array(size).map((_, i) => (i * 91 + 5) & 0xff);
    const off = (l: number): number => l * 4 * c.n + (l % 5 === 0 ? 2 : 0) + (l % 7 === 0 ? 1 : 0);
    const onA = (l: number): boolean => l % 3 !== 0;
    const faultLane = 37;
    const on = (l: number): boolean => (l < 32 ? (eLo >>> l) & 1 : (eHi >>> (l - 32)) & 1) === 1;
    const data = (l: number, j: number): number => (0xc0de0000 + l * 16 + j) >>> 0;
    for (const mode of ['load', 'store'] as const) {
      const text = mode === 'load' ? c.load : c.store;
      let A: Uint8Array = a0; let B: Uint8Array = b0;
      const run = (): ReturnType<typeof runWaveCode> => runWaveCode(words(`${text}\ns_endpgm`, c.gi), c.cpu, {
        mode: MODE,
        init: (w, mem) => {
          const ra = mem.map('a', size, a0); const rb = mem.map('b', size, b0);
          A = ra.bytes; B = rb.bytes;
          for (let l = 0; l < LANES; l++) {
            let addr = (onA(l) ? ra.base : rb.base) + off(l);
            if (fault && l === faultLane) addr = ra.base + size - 2;
            if (c.gi === 0) addr -= ra.base; // addr64: the resource's base is added
            w.vgpr[l] = addr % 2 ** 32; w.vgpr[LANES + l] = Math.floor(addr / 2 ** 32);
            for (let j = 0; j < c.n; j++) w.vgpr[(4 + j) * LANES + l] = data(l, j);
          }
          w.sreg[8] = ra.base % 2 ** 32; w.sreg[9] = Math.floor(ra.base / 2 ** 32); w.sreg[10] = 0; w.sreg[11] = 0;
          w.sreg[CODE_EXEC] = eLo; w.sreg[CODE_EXEC + 1] = eHi;
        },
      });
      const what = `${text} (${c.cpu}) exec ${hex(eHi)}${hex(eLo).slice(2)}${fault ? ', lane 37 past the end' : ''}`;
      if (fault && on(faultLane)) {
        // Lanes before it have been done; the message names the lane and the address.
        assert.throws(run, new RegExp(`lane ${faultLane}: (read from|write to) unmapped address`), what);
        continue;
      }
      const r = run();
      const ref = { a: new DataView(a0.slice().buffer), b: new DataView(b0.slice().buffer) };
      if (mode === 'store') {
        for (let l = 0; l < LANES; l++) if (on(l)) for (let j = 0; j < c.n; j++) (onA(l) ? ref.a : ref.b).setUint32(off(l) + 4 * j, data(l, j), true);
        assert.deepEqual([...A], [...new Uint8Array(ref.a.buffer)], `${what}: buffer a`);
        assert.deepEqual([...B], [...new Uint8Array(ref.b.buffer)], `${what}: buffer b`);
      } else {
        for (let l = 0; l < LANES; l++) for (let j = 0; j < c.n; j++) {
          const want = on(l) ? (onA(l) ? ref.a : ref.b).getUint32(off(l) + 4 * j, true) : data(l, j);
          assert.equal(hex(r.wave.vgpr[(4 + j) * LANES + l]!), hex(want), `${what}: lane ${l} dword ${j}`);
        }
      }
    }
  }
});
