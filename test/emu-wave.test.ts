// Wave mechanics of the emulator (semantics.md §1-§3, §5.1, §6.4-§6.8, §9):
// EXEC masking, v_readfirstlane_b32, the movrel ops, GPR-index mode,
// LDS_DIRECT, VOP3 modifiers, SDWA, DPP, TRAPSTS and run-time errors.
// Expected lane values are computed here from the rules of semantics.md
// (the DPP permutations and SDWA selections are written out below), never
// taken from the emulator.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileProgram, runProgram } from '../src/emu/run.js';
import { stateToJson, type WaveState } from '../src/emu/state.js';
import { OPS, opsOf } from '../src/isa/instructions.js';
import type { GenIndex } from '../src/isa/generations.js';
import { CASES, ctxOf, f32, want } from './support/emu-op-cases.js';
import {
  GEN_IDS, hex, laneActive, Mismatches, newState, program, runOk, setExec, setLanes, vg,
} from './support/emu-harness.js';

const ALL: GenIndex[] = [0, 1, 2];
const DEFAULT_MODE = 0x3c0;
const OLD = (n: number, l: number) => (0xd0000000 | (n << 16) | (l * 0x101)) >>> 0;

/** Fills v0..v15 with distinct old values. */
function fillOld(st: WaveState, upTo = 16): void {
  for (let n = 0; n < upTo; n++) setLanes(st, n, (l) => OLD(n, l));
}

/** Assembles and runs `text` (CLRX) on a fresh state prepared by `setup`. */
function run(text: string, gi: GenIndex, setup: (st: WaveState) => void = () => {}): WaveState {
  const st = newState(gi);
  fillOld(st);
  setup(st);
  runOk(program(text, gi), st, `${GEN_IDS[gi]} '${text}'`);
  return st;
}

/** Expects a run-time error from raw words. */
function runError(w: number[], gi: GenIndex, what: string, setup: (st: WaveState) => void = () => {}): string {
  const st = newState(gi);
  setup(st);
  const r = runProgram(compileProgram(Uint32Array.from(w.map((x) => x >>> 0)), gi), st);
  if (r.error === null) assert.fail(`${GEN_IDS[gi]} ${what} (${w.map((x) => hex(x)).join(' ')}): expected a run-time error, ran`);
  assert.ok(r.error.message.length > 0);
  return r.error.message;
}

/** Expects a run-time error from CLRX source. */
function runErrorText(text: string, gi: GenIndex, setup: (st: WaveState) => void = () => {}): string {
  const st = newState(gi);
  fillOld(st);
  setup(st);
  const r = runProgram(program(text, gi), st);
  if (r.error === null) assert.fail(`${GEN_IDS[gi]} '${text}': expected a run-time error, ran`);
  return r.error.message;
}

// --- raw encoders (isa-vop1.md §3) ----------------------------------------------------------

const vop1 = (op: number, vdst: number, src0: number) => ((0x3f << 25) | (vdst << 17) | (op << 9) | src0) >>> 0;
function vop3(gi: GenIndex, op3: number, vdst: number, src0: number,
  m: { abs?: number; neg?: number; clamp?: number; omod?: number; src1?: number; src2?: number } = {}): number[] {
  const w0 = gi < 2
    ? (0x34 << 26) | (op3 << 17) | ((m.clamp ?? 0) << 11) | ((m.abs ?? 0) << 8) | vdst
    : (0x34 << 26) | (op3 << 16) | ((m.clamp ?? 0) << 15) | ((m.abs ?? 0) << 8) | vdst;
  const w1 = src0 | ((m.src1 ?? 0) << 9) | ((m.src2 ?? 0) << 18) | ((m.omod ?? 0) << 27) | ((m.neg ?? 0) << 29);
  return [w0 >>> 0, w1 >>> 0];
}
const sdwa = (src0: number, f: { dstSel?: number; dstUnused?: number; src0Sel?: number; sext?: number; clamp?: number }) =>
  (src0 | ((f.dstSel ?? 6) << 8) | ((f.dstUnused ?? 0) << 11) | ((f.clamp ?? 0) << 13) | ((f.src0Sel ?? 6) << 16)
    | ((f.sext ?? 0) << 19)) >>> 0;
const dpp = (src0: number, ctrl: number, f: { bound?: number; bank?: number; row?: number } = {}) =>
  (src0 | (ctrl << 8) | ((f.bound ?? 0) << 19) | ((f.bank ?? 15) << 24) | ((f.row ?? 15) << 28)) >>> 0;
const opc = (name: string, gi: GenIndex) => OPS.find((o) => o.name === name)!.vop1[gi]!;
const op3 = (name: string, gi: GenIndex) => OPS.find((o) => o.name === name)!.vop3[gi]!;

// --- EXEC masking -------------------------------------------------------------------------

const EXECS: bigint[] = [0x5555aaaa0f0ff00fn, 1n << 37n, 0x8000000000000001n, 0xffffffff00000000n, 0n];

test('EXEC masking for every lane op of every generation: inactive lanes keep both halves (1.1, 6.5)', () => {
  const bad = new Mismatches();
  for (const gi of ALL) {
    for (const op of opsOf(gi)) {
      const cases = CASES[op.name];
      if (cases === 'special') continue;
      const sw = op.src!.info.width;
      const dw = op.dst!.info.width;
      const r = (n: number, w: number) => (w === 64 ? `v[${n}:${n + 1}]` : `v${n}`);
      const p = program(`${op.name} ${r(2, dw)}, ${r(0, sw)}`, gi);
      const c = ctxOf(gi as 0 | 1 | 2, DEFAULT_MODE);
      for (const exec of EXECS) {
        const st = newState(gi);
        fillOld(st);
        const cs = (l: number) => cases[l % cases.length]!;
        setLanes(st, 0, (l) => Number(BigInt(cs(l)[0]) & 0xffffffffn));
        if (sw === 64) setLanes(st, 1, (l) => Number(BigInt(cs(l)[0]) >> 32n));
        setExec(st, exec);
        const before = st.vgpr.slice();
        runOk(p, st, `${GEN_IDS[gi]} ${op.name}`);
        for (let n = 0; n < 256; n++) {
          for (let l = 0; l < 64; l++) {
            const i = n * 64 + l;
            const written = laneActive(exec, l) && (n === 2 || (n === 3 && dw === 64));
            if (!written) {
              if (st.vgpr[i] !== before[i]) {
                bad.add(`${GEN_IDS[gi]} ${op.name} exec ${hex(exec, 16)}: v${n} lane ${l} changed ${hex(before[i]!)} -> ${hex(st.vgpr[i]!)}`, `${op.name} (inactive lane written)`);
              }
              continue;
            }
            const exp = BigInt.asUintN(64, BigInt(want(cs(l)[1], c)));
            const got = st.vgpr[i]!;
            const e = n === 2 ? Number(exp & 0xffffffffn) : Number(exp >> 32n);
            if (got !== e) bad.add(`${GEN_IDS[gi]} ${op.name} exec ${hex(exec, 16)}: v${n} lane ${l} = ${hex(got)}, want ${hex(e)}`, op.name);
          }
        }
      }
    }
  }
  bad.check('EXEC masking');
});

test('EXEC = 0: no VGPR changes for any op, v_nop/v_clrexcp included', () => {
  for (const gi of ALL) {
    for (const op of opsOf(gi)) {
      const text = op.name === 'v_nop' || op.name === 'v_clrexcp' ? op.name
        : op.name === 'v_readfirstlane_b32' ? 'v_readfirstlane_b32 s5, v0'
          : `${op.name} ${op.dst!.info.width === 64 ? 'v[2:3]' : 'v2'}, ${op.src!.info.width === 64 ? 'v[0:1]' : 'v0'}`;
      const st = newState(gi);
      fillOld(st);
      setExec(st, 0n);
      const before = st.vgpr.slice();
      runOk(program(text, gi), st, text);
      assert.deepEqual(st.vgpr, before, `${GEN_IDS[gi]} ${text}`);
    }
  }
});

// --- v_readfirstlane_b32 (5.1) ---------------------------------------------------------------

test('v_readfirstlane_b32 reads the lowest active lane, lane 0 when EXEC = 0', () => {
  for (const gi of ALL) {
    for (const [exec, lane] of [[~0n, 0], [1n << 37n, 37], [0x8n, 3], [0n, 0], [1n << 63n, 63], [0xffff000000000000n, 48],
      [0x0000000000010000n, 16], [0xfffffffe00000000n, 33]] as const) {
      const st = run('v_readfirstlane_b32 s5, v0', gi, (s) => {
        setLanes(s, 0, (l) => 0x1000 + l);
        setExec(s, BigInt.asUintN(64, exec));
      });
      assert.equal(st.sreg[5], 0x1000 + lane, `${GEN_IDS[gi]} exec ${hex(BigInt.asUintN(64, exec), 16)}`);
    }
  }
});

test('v_readfirstlane_b32 with SGPR, constant and literal sources, with EXEC = 0 too', () => {
  for (const gi of ALL) {
    for (const exec of [~0n, 0n, 1n << 40n]) {
      const setup = (s: WaveState) => { s.sreg[7] = 0xcafef00d; setExec(s, BigInt.asUintN(64, exec)); };
      for (const [src, v] of [['s7', 0xcafef00d], ['-1', 0xffffffff], ['1.0', 0x3f800000], ['64', 64],
        ['0x12345678', 0x12345678], ['-4.0', 0xc0800000]] as const) {
        const st = run(`v_readfirstlane_b32 s5, ${src}`, gi, setup);
        assert.equal(st.sreg[5], v, `${GEN_IDS[gi]} source ${src}`);
      }
    }
  }
});

test('v_readfirstlane_b32 to special destination registers, listed under CLRX names', () => {
  for (const gi of ALL) {
    const dests: [string, number, string | null][] = [
      ['vcc_lo', 106, null], ['vcc_hi', 107, null], ['m0', 124, null], ['ttmp3', 115, 'ttmp3'], ['ttmp11', 123, 'ttmp11'],
      ['tba_lo', 108, 'tba_lo'], ['tma_hi', 111, 'tma_hi'], [gi < 2 ? 's103' : 's101', gi < 2 ? 103 : 101, gi < 2 ? 's103' : 's101'],
    ];
    if (gi === 1) dests.push(['flat_scratch_lo', 104, 'flat_scratch_lo']);
    if (gi === 2) dests.push(['flat_scratch_hi', 103, 'flat_scratch_hi'], ['xnack_mask_lo', 104, 'xnack_mask_lo']);
    for (const [name, code, json] of dests) {
      const st = run(`v_readfirstlane_b32 ${name}, v0`, gi, (s) => setLanes(s, 0, (l) => 0xabc00000 + l));
      assert.equal(st.sreg[code], 0xabc00000, `${GEN_IDS[gi]} ${name}`);
      const j = stateToJson(st);
      if (json !== null) assert.equal(j.sgpr?.[json], '0xabc00000', `${GEN_IDS[gi]} ${name} in the output: ${JSON.stringify(j.sgpr)}`);
      if (name === 'vcc_lo') assert.equal(BigInt(j.vcc!), 0xabc00000n);
      if (name === 'vcc_hi') assert.equal(BigInt(j.vcc!), 0xabc00000n << 32n);
      if (name === 'm0') assert.equal(BigInt(j.m0!), 0xabc00000n);
    }
    // exec_lo written by readfirstlane changes which lanes the next instruction writes
    const st = run('v_readfirstlane_b32 exec_lo, v0\nv_mov_b32 v1, 7', gi, (s) => setLanes(s, 0, (l) => (l === 0 ? 0x0000000f : 0)));
    assert.equal(st.sreg[126], 0xf);
    assert.equal(st.sreg[127], 0xffffffff);
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 1, l), l < 4 || l >= 32 ? 7 : OLD(1, l), `lane ${l}`);
    assert.equal(BigInt(stateToJson(st).exec!), 0xffffffff0000000fn);
  }
});

test('v_readfirstlane_b32 VOP3 ABS/NEG act on the sign bit (3.1, §10 #9)', () => {
  for (const gi of ALL) {
    const setup = (s: WaveState) => setLanes(s, 0, (l) => (l === 0 ? 0x7f800001 : 0x1234));
    assert.equal(run('v_readfirstlane_b32 s5, -v0', gi, setup).sreg[5], 0xff800001);
    assert.equal(run('v_readfirstlane_b32 s5, -|v0|', gi, setup).sreg[5], 0xff800001);
    assert.equal(run('v_readfirstlane_b32 s5, |v0|', gi, (s) => setLanes(s, 0, () => 0xbf800000)).sreg[5], 0x3f800000);
  }
});

test('v_readfirstlane_b32 to a code that is no scalar destination is a run-time error (4.3, 6.8)', () => {
  for (const gi of ALL) {
    const op = opc('v_readfirstlane_b32', gi);
    const codes = [125, 128, 200, 240, 255, ...(gi === 0 ? [104, 105] : [])];
    for (const code of codes) runError([vop1(op, code, 0x100)], gi, `v_readfirstlane_b32 dst ${code}`);
  }
});

// --- movrel (5.1) -----------------------------------------------------------------------------

test('v_movreld/v_movrels/v_movrelsd index with M0', () => {
  for (const gi of ALL) {
    const m3 = (s: WaveState) => { s.sreg[124] = 3; };
    let st = run('v_movreld_b32 v2, v0', gi, m3);
    for (let l = 0; l < 64; l++) {
      assert.equal(vg(st, 5, l), OLD(0, l));
      assert.equal(vg(st, 2, l), OLD(2, l));
    }
    st = run('v_movrels_b32 v2, v0', gi, m3);
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 2, l), OLD(3, l));
    st = run('v_movrelsd_b32 v2, v0', gi, m3);
    for (let l = 0; l < 64; l++) {
      assert.equal(vg(st, 5, l), OLD(3, l));
      assert.equal(vg(st, 2, l), OLD(2, l));
    }
    // movreld reads its source normally: SGPR and constant sources
    st = run('v_movreld_b32 v2, s9', gi, (s) => { s.sreg[124] = 1; s.sreg[9] = 0x600d; });
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 3, l), 0x600d);
    st = run('v_movreld_b32 v2, 1.0', gi, (s) => { s.sreg[124] = 2; });
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 4, l), 0x3f800000);
    // EXEC masking
    st = run('v_movreld_b32 v1, v0', gi, (s) => { s.sreg[124] = 1; setExec(s, 0x00000000ffff0000n); });
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 2, l), l >= 16 && l < 32 ? OLD(0, l) : OLD(2, l), `lane ${l}`);
    st = run('v_movrels_b32 v1, v4', gi, (s) => { s.sreg[124] = 2; setExec(s, 0x00000000ffff0000n); });
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 1, l), l >= 16 && l < 32 ? OLD(6, l) : OLD(1, l), `lane ${l}`);
    // the last register: v250 + 5 = v255 is fine
    st = run('v_movreld_b32 v250, v0', gi, (s) => { s.sreg[124] = 5; });
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 255, l), OLD(0, l));
    st = run('v_movrels_b32 v1, v250', gi, (s) => { s.sreg[124] = 5; setLanes(s, 255, (l) => 0x255 + l); });
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 1, l), 0x255 + l);
    // VOP3 NEG on the raw bits
    st = run('v_movrels_b32 v1, -v0', gi, (s) => { s.sreg[124] = 2; });
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 1, l), (OLD(2, l) ^ 0x80000000) >>> 0);
  }
});

test('movrel: an index past v255 and a non-VGPR movrels source are run-time errors (5.1, §10 #19)', () => {
  for (const gi of ALL) {
    for (const [text, m0] of [['v_movreld_b32 v250, v0', 6], ['v_movrels_b32 v1, v250', 6], ['v_movrelsd_b32 v250, v1', 6],
      ['v_movrelsd_b32 v1, v250', 6], ['v_movreld_b32 v2, v0', 0x100], ['v_movreld_b32 v0, v0', 0xffffffff],
      ['v_movrels_b32 v0, v1', 0x80000000]] as const) {
      runErrorText(text, gi, (s) => { s.sreg[124] = m0 >>> 0; });
    }
    // also with EXEC = 0 (the index is an instruction-level fact)
    runErrorText('v_movreld_b32 v255, v0', gi, (s) => { s.sreg[124] = 1; setExec(s, 0n); });
    for (const code of [0, 124, 128, 242, 255]) {
      const w = [vop1(opc('v_movrels_b32', gi), 1, code), ...(code === 255 ? [0x1234] : [])];
      runError(w, gi, `v_movrels_b32 src ${code}`);
      const w2 = [vop1(opc('v_movrelsd_b32', gi), 1, code), ...(code === 255 ? [0x1234] : [])];
      runError(w2, gi, `v_movrelsd_b32 src ${code}`);
    }
    // the instruction before the failing one has run; the error names the failing index
    const st = newState(gi);
    st.sreg[124] = 9;
    const r = runProgram(program('v_mov_b32 v1, 5\nv_movreld_b32 v250, v0', gi), st);
    assert.equal(r.error?.index, 1);
    assert.equal(vg(st, 1, 0), 5);
  }
});

// --- GPR-index mode, GCN 1.2 (1.5) -------------------------------------------------------------

test('GPR-index mode (GCN 1.2): MODE bit 27, M0[7:0] index, M0[15:12] operand select', () => {
  const GIDX = DEFAULT_MODE | (1 << 27);
  const on = (m0: number) => (s: WaveState) => { s.mode = GIDX; s.sreg[124] = m0; };
  const lanesOf = (st: WaveState, n: number) => Array.from({ length: 64 }, (_, l) => vg(st, n, l));
  const old = (n: number) => Array.from({ length: 64 }, (_, l) => OLD(n, l));
  let st = run('v_mov_b32 v1, v2', 2, on(0x1003)); // SRC0 + 3
  assert.deepEqual(lanesOf(st, 1), old(5));
  st = run('v_mov_b32 v1, v2', 2, on(0x8003)); // VDST + 3
  assert.deepEqual(lanesOf(st, 4), old(2));
  assert.deepEqual(lanesOf(st, 1), old(1));
  st = run('v_mov_b32 v1, v2', 2, on(0x9003)); // both
  assert.deepEqual(lanesOf(st, 4), old(5));
  st = run('v_mov_b32 v1, v2', 2, on(0x6003)); // SRC1, SRC2: VOP1 has none
  assert.deepEqual(lanesOf(st, 1), old(2));
  st = run('v_mov_b32 v1, v2', 2, on(0x0003)); // no operand selected
  assert.deepEqual(lanesOf(st, 1), old(2));
  st = run('v_mov_b32 v1, v2', 2, on(0x1f03)); // only M0[7:0] is the index (bits 8-11 ignored)
  assert.deepEqual(lanesOf(st, 1), old(5));
  // past v255: v0 instead
  st = run('v_mov_b32 v1, v254', 2, on(0x1005));
  assert.deepEqual(lanesOf(st, 1), old(0));
  st = run('v_mov_b32 v254, v2', 2, (s) => { on(0x8005)(s); setLanes(s, 254, (l) => 0x254 + l); });
  assert.deepEqual(lanesOf(st, 0), old(2));
  assert.deepEqual(lanesOf(st, 254), Array.from({ length: 64 }, (_, l) => 0x254 + l));
  // 64-bit operands move as pairs
  st = run('v_cvt_f64_f32 v[2:3], v0', 2, (s) => { on(0x8002)(s); setLanes(s, 0, () => 0x3f800000); });
  assert.deepEqual(lanesOf(st, 4), new Array(64).fill(0));
  assert.deepEqual(lanesOf(st, 5), new Array(64).fill(0x3ff00000));
  assert.deepEqual(lanesOf(st, 2), old(2));
  st = run('v_cvt_f32_f64 v1, v[2:3]', 2, (s) => { on(0x1002)(s); setLanes(s, 4, () => 0); setLanes(s, 5, () => 0x40000000); });
  assert.deepEqual(lanesOf(st, 1), new Array(64).fill(0x40000000));
  // bit 27 clear: M0 is ignored
  st = run('v_mov_b32 v1, v2', 2, (s) => { s.sreg[124] = 0x9003; });
  assert.deepEqual(lanesOf(st, 1), old(2));
  // GCN 1.0/1.1 ignore bit 27
  for (const gi of [0, 1] as GenIndex[]) {
    st = run('v_mov_b32 v1, v2', gi, (s) => { s.mode = GIDX; s.sreg[124] = 0x9003; });
    assert.deepEqual(lanesOf(st, 1), old(2), GEN_IDS[gi]);
    assert.deepEqual(lanesOf(st, 4), old(4), GEN_IDS[gi]);
  }
});

test('GPR-index mode: a selected SRC0 that is not a VGPR reads v0 (1.5)', () => {
  const st = run('v_mov_b32 v1, s3', 2, (s) => { s.mode = DEFAULT_MODE | (1 << 27); s.sreg[124] = 0x1003; s.sreg[3] = 0x5555; });
  const got = Array.from({ length: 64 }, (_, l) => vg(st, 1, l));
  assert.deepEqual(got, Array.from({ length: 64 }, (_, l) => OLD(0, l)),
    `v_mov_b32 v1, s3 with MODE[27] = 1, M0 = 0x1003: semantics.md 1.5 says "or the operand is not a VGPR, v0 is used instead"; got ${hex(got[0]!)} in lane 0`);
});

// --- LDS_DIRECT (1.4) -----------------------------------------------------------------------

test('LDS_DIRECT: M0[15:0] address, M0[18:16] type, one value for all active lanes', () => {
  for (const gi of ALL) {
    const lds = (s: WaveState) => { s.lds.set([0x81, 0x82, 0x83, 0x84], 0x100); s.lds.set([0x11, 0x22, 0x33, 0x44], 0x200); };
    for (const [type, addr, v] of [[0, 0x100, 0x81], [1, 0x100, 0x8281], [2, 0x100, 0x84838281], [3, 0x100, 0x84838281],
      [4, 0x100, 0xffffff81], [5, 0x100, 0xffff8281], [4, 0x200, 0x11], [5, 0x200, 0x2211], [0, 0x103, 0x84], [1, 0x102, 0x8483],
      [2, 0x200, 0x44332211]] as const) {
      const m0 = (type << 16) | addr;
      const st = run('v_mov_b32 v1, lds', gi, (s) => { lds(s); s.sreg[124] = m0; setExec(s, 0xf0000000000000ffn); });
      for (let l = 0; l < 64; l++) {
        assert.equal(vg(st, 1, l), laneActive(0xf0000000000000ffn, l) ? v : OLD(1, l), `${GEN_IDS[gi]} M0 ${hex(m0)} lane ${l}`);
      }
    }
    // M0 bits 31-19 do not change the type or address
    let st = run('v_mov_b32 v1, lds', gi, (s) => { lds(s); s.sreg[124] = 0xfff80100; });
    assert.equal(vg(st, 1, 5), 0x81);
    // no LDS data: zeros
    st = run('v_mov_b32 v1, lds', gi, (s) => { s.sreg[124] = 0x20100; });
    assert.equal(vg(st, 1, 0), 0);
    // readfirstlane and a 16-bit source
    st = run('v_readfirstlane_b32 s9, lds', gi, (s) => { lds(s); s.sreg[124] = 0x20100; });
    assert.equal(st.sreg[9], 0x84838281);
    st = run('v_cvt_f32_f16 v1, lds', gi, (s) => { s.lds.set([0x00, 0x3c, 0x34, 0x12], 0x40); s.sreg[124] = 0x20040; });
    assert.equal(vg(st, 1, 0), 0x3f800000);
    st = run('v_cvt_f32_ubyte2 v1, lds', gi, (s) => { s.lds.set([0x00, 0x3c, 0x34, 0x12], 0x40); s.sreg[124] = 0x20040; });
    assert.equal(vg(st, 1, 63), f32(0x34));
  }
});

// --- VOP3 modifiers (§3) ----------------------------------------------------------------------

interface ModCase { text: string; gens?: GenIndex[]; mode?: number; src: number[] | bigint; want: number | bigint; why: string }

/** Runs the cases: v0 (or v[0:1]) holds src (one value or per-lane values), result in v2 (or v[2:3]). */
function modCases(cases: ModCase[]): void {
  const bad = new Mismatches();
  for (const c of cases) {
    for (const gi of c.gens ?? ALL) {
      const st = run(c.text, gi, (s) => {
        s.mode = c.mode ?? DEFAULT_MODE;
        if (typeof c.src === 'bigint') {
          setLanes(s, 0, () => Number((c.src as bigint) & 0xffffffffn));
          setLanes(s, 1, () => Number((c.src as bigint) >> 32n));
        } else {
          const v = c.src;
          setLanes(s, 0, (l) => v[l % v.length]!);
        }
      });
      const wide = typeof c.want === 'bigint';
      const got = wide ? (BigInt(vg(st, 3, 0)) << 32n) | BigInt(vg(st, 2, 0)) : vg(st, 2, 0);
      if (got !== c.want) {
        bad.add(`${GEN_IDS[gi]} mode ${hex(c.mode ?? DEFAULT_MODE, 3)} '${c.text}' src ${typeof c.src === 'bigint' ? hex(c.src, 16) : hex(c.src[0]!)}: `
          + `got ${hex(got, wide ? 16 : 8)}, want ${hex(c.want, wide ? 16 : 8)} (${c.why})`);
      }
      for (let l = 1; l < 64 && typeof c.src !== 'bigint' && c.src.length === 1; l++) {
        if (vg(st, 2, l) !== vg(st, 2, 0)) { bad.add(`${c.text}: lanes differ`); break; }
      }
    }
  }
  bad.check('modifier cases');
}

const G11: GenIndex[] = [1, 2];
const G12: GenIndex[] = [2];
const NO_IEEE = 0x100; // DX10_CLAMP, IEEE = 0, all denormals flushed: OMOD is live
const NO_DX10 = 0x2c0; // IEEE, DX10_CLAMP = 0

test('ABS then NEG on the sign bit of 16-, 32- and 64-bit sources, integer and untyped ones included (3.1)', () => {
  modCases([
    { text: 'v_mov_b32 v2, -v0', src: [5], want: 0x80000005, why: 'NEG flips bit 31 of the raw bits' },
    { text: 'v_mov_b32 v2, |v0|', src: [0xffffffff], want: 0x7fffffff, why: 'ABS clears bit 31' },
    { text: 'v_mov_b32 v2, -|v0|', src: [0x80000005], want: 0x80000005, why: 'ABS first, then NEG' },
    { text: 'v_mov_b32 v2, -|v0|', src: [0x00000005], want: 0x80000005, why: 'ABS first, then NEG' },
    { text: 'v_mov_b32 v2, -v0', src: [0x7f800001], want: 0xff800001, why: 'no NaN quieting by NEG' },
    { text: 'v_mov_b32 v2, |v0|', src: [0xffc00001], want: 0x7fc00001, why: 'no NaN quieting by ABS' },
    { text: 'v_mov_b32 v2, 0.5 abs:1 neg:1', src: [0], want: 0xbf000000, why: 'on a constant' },
    { text: 'v_not_b32 v2, -v0', src: [0], want: 0x7fffffff, why: '~(x ^ sign)' },
    { text: 'v_bfrev_b32 v2, |v0|', src: [0x80000001], want: 0x80000000, why: 'bit 31 cleared first' },
    { text: 'v_ffbh_u32 v2, |v0|', src: [0x80000000], want: 0xffffffff, why: 'sign bit cleared: 0' },
    { text: 'v_cvt_f32_i32 v2, -v0', src: [1], want: 0xcf000000, why: 'sign bit, not integer negate: 0x80000001' },
    { text: 'v_cvt_f32_i32 v2, |v0|', src: [0xffffffff], want: 0x4f000000, why: '0x7fffffff, not 1' },
    { text: 'v_cvt_f32_u32 v2, -v0', src: [0], want: 0x4f000000, why: '0x80000000' },
    { text: 'v_cvt_f32_ubyte3 v2, -v0', src: [0], want: f32(128), why: 'byte 3 = 0x80' },
    { text: 'v_cvt_off_f32_i4 v2, -v0', src: [7], want: f32(7 / 16), why: 'bits 31-4 ignored' },
    { text: 'v_rcp_f32 v2, -|v0|', src: [f32(2)], want: f32(-0.5), why: 'float source' },
    { text: 'v_trunc_f32 v2, |v0|', src: [f32(-3)], want: f32(3), why: 'float source' },
    { text: 'v_trunc_f32 v2, -v0', src: [0x7fc00000], want: 0xffc00000, why: 'NaN sign flipped, passes' },
    { text: 'v_mov_b32 v2, -s3', src: [0], want: 0x80000000, why: 'SGPR source (s3 = 0)' },
    // 64-bit: bit 63, low dword untouched
    { text: 'v_rcp_f64 v[2:3], -v[0:1]', src: 0x4000000000000000n, want: 0xbfe0000000000000n, why: 'bit 63' },
    { text: 'v_frexp_mant_f64 v[2:3], -|v[0:1]|', src: 0x4330000000000001n, want: 0xbfe0000000000001n, why: 'bit 63, low dword kept' },
    { text: 'v_trunc_f64 v[2:3], -|v[0:1]|', gens: G11, src: 0x4330000000000001n, want: 0xc330000000000001n, why: 'bit 63' },
    { text: 'v_trunc_f64 v[2:3], |v[0:1]|', gens: G11, src: 0xc330000000000001n, want: 0x4330000000000001n, why: 'bit 63' },
    { text: 'v_cvt_i32_f64 v2, -v[0:1]', src: 0x4014000000000000n, want: 0xfffffffb, why: '-5' },
    // 16-bit: bit 15 (GCN 1.2)
    { text: 'v_cvt_f32_f16 v2, -v0', src: [0x00003c00], want: 0xbf800000, why: 'bit 15, not bit 31' },
    { text: 'v_cvt_f32_f16 v2, |v0|', src: [0x0000bc00], want: 0x3f800000, why: 'bit 15' },
    { text: 'v_cvt_f32_f16 v2, -|v0|', src: [0x80003c00], want: 0xbf800000, why: 'bit 15; bits 31-16 ignored' },
    { text: 'v_cvt_f16_u16 v2, |v0|', gens: G12, src: [0x8400], want: 0x6400, why: 'u16 sign bit 15: 0x0400 = 1024' },
    { text: 'v_cvt_f16_u16 v2, -v0', gens: G12, src: [1], want: 0x7800, why: '0x8001 = 32769 -> 32768' },
    { text: 'v_cvt_f16_i16 v2, -v0', gens: G12, src: [1], want: 0xf800, why: '0x8001 = -32767 -> -32768' },
    { text: 'v_rcp_f16 v2, -v0', gens: G12, src: [0x4000], want: 0xb800, why: 'f16' },
    { text: 'v_cvt_u16_f16 v2, |v0|', gens: G12, src: [0xc700], want: 7, why: '|-7.0|' },
  ]);
});

test('OMOD: x2, x4, /2 on float results, before CLAMP, ignored per 3.2', () => {
  modCases([
    { text: 'v_trunc_f32 v2, v0 mul:2', mode: NO_IEEE, src: [f32(3)], want: f32(6), why: 'x2' },
    { text: 'v_trunc_f32 v2, v0 mul:4', mode: NO_IEEE, src: [f32(3)], want: f32(12), why: 'x4' },
    { text: 'v_trunc_f32 v2, v0 div:2', mode: NO_IEEE, src: [f32(3)], want: f32(1.5), why: '/2' },
    { text: 'v_fract_f32 v2, v0 mul:2 clamp', mode: NO_IEEE, src: [f32(0.75)], want: f32(1), why: 'OMOD then CLAMP: 1.5 -> 1.0' },
    { text: 'v_trunc_f32 v2, v0 div:2 clamp', mode: NO_IEEE, src: [f32(3)], want: f32(1), why: 'OMOD then CLAMP: 1.5 -> 1.0' },
    { text: 'v_trunc_f32 v2, v0 mul:2', mode: NO_IEEE, src: [0x7f000000], want: 0x7f800000, why: 'overflow to +inf' },
    { text: 'v_trunc_f32 v2, v0 mul:4', mode: NO_IEEE, src: [0xff000000], want: 0xff800000, why: 'overflow to -inf' },
    { text: 'v_trunc_f32 v2, v0 mul:2', mode: NO_IEEE, src: [0x7fc00123], want: 0x7fc00123, why: 'NaN unscaled' },
    { text: 'v_cvt_f32_f64 v2, v[0:1] div:2', mode: NO_IEEE, src: 0x3810000000000000n, want: 0, why: '2^-127 flushed after OMOD (§2 step 7)' },
    { text: 'v_cvt_f32_f64 v2, v[0:1] div:2', mode: NO_IEEE, src: 0xb810000000000000n, want: 0x80000000, why: '-2^-127 flushed to -0' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] mul:2', mode: NO_IEEE, src: 0x3fe0000000000000n, want: 0x4010000000000000n, why: 'f64 x2' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] div:2', mode: NO_IEEE, src: 0x3fe0000000000000n, want: 0x3ff0000000000000n, why: 'f64 /2' },
    { text: 'v_trunc_f16 v2, v0 mul:2', gens: G12, mode: NO_IEEE, src: [0x4200], want: 0x4600, why: 'f16 x2' },
    { text: 'v_trunc_f16 v2, v0 div:2', gens: G12, mode: NO_IEEE, src: [0x4200], want: 0x3e00, why: 'f16 /2' },
    { text: 'v_cvt_f32_u32 v2, v0 mul:2', mode: NO_IEEE, src: [3], want: f32(6), why: 'int->float results take OMOD (3.3)' },
    { text: 'v_cvt_f64_i32 v[2:3], v0 mul:4', mode: NO_IEEE, src: [0xfffffffe], want: 0xc020000000000000n, why: 'int->f64 result x4' },
    { text: 'v_cvt_f32_ubyte0 v2, v0 div:2', mode: NO_IEEE, src: [3], want: f32(1.5), why: 'int->float result' },
    // ignored: output denormals enabled for the result type (rule 1)
    { text: 'v_trunc_f32 v2, v0 mul:2', mode: 0x120, src: [f32(3)], want: f32(3), why: 'MODE bit 5 set: ignored' },
    { text: 'v_trunc_f32 v2, v0 mul:2', mode: 0x180, src: [f32(3)], want: f32(6), why: 'bit 7 does not matter to F32' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] mul:2', mode: 0x180, src: 0x3fe0000000000000n, want: 0x4000000000000000n, why: 'bit 7 set: ignored' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] mul:2', mode: 0x120, src: 0x3fe0000000000000n, want: 0x4010000000000000n, why: 'bit 5 does not matter to F64' },
    { text: 'v_trunc_f16 v2, v0 mul:2', gens: G12, mode: 0x180, src: [0x4200], want: 0x4200, why: 'bit 7 set: ignored for F16' },
    { text: 'v_trunc_f16 v2, v0 mul:2', gens: G12, mode: 0x120, src: [0x4200], want: 0x4600, why: 'bit 5 does not matter to F16' },
    { text: 'v_cvt_f16_f32 v2, v0 mul:2', gens: [0, 1], mode: NO_IEEE, src: [f32(1)], want: 0x3c00, why: 'GCN 1.0/1.1 f16 result keeps denormals: ignored' },
    { text: 'v_cvt_f16_f32 v2, v0 mul:2', gens: G12, mode: NO_IEEE, src: [f32(1)], want: 0x4000, why: 'GCN 1.2, bit 7 clear: applied' },
    { text: 'v_cvt_f16_f32 v2, v0 mul:2', gens: G12, mode: 0x180, src: [f32(1)], want: 0x3c00, why: 'GCN 1.2, bit 7 set: ignored' },
    // ignored: MODE.IEEE = 1 (rule 2, §10 #11)
    { text: 'v_trunc_f32 v2, v0 mul:2', mode: 0x300, src: [f32(3)], want: f32(3), why: 'IEEE = 1: ignored' },
    { text: 'v_trunc_f32 v2, v0 mul:4', mode: DEFAULT_MODE, src: [f32(3)], want: f32(3), why: 'default MODE: ignored' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] mul:2', mode: 0x200, src: 0x3fe0000000000000n, want: 0x4000000000000000n, why: 'IEEE = 1: ignored' },
    { text: 'v_trunc_f32 v2, v0 mul:2 clamp', mode: 0x300, src: [f32(0.75)], want: f32(0), why: 'IEEE = 1: OMOD ignored, CLAMP applies' },
    // ignored: integer and untyped results (rule 3)
    { text: 'v_cvt_i32_f32 v2, v0 mul:2', mode: NO_IEEE, src: [f32(3)], want: 3, why: 'integer result' },
    { text: 'v_cvt_u32_f32 v2, v0 mul:4', mode: NO_IEEE, src: [f32(7)], want: 7, why: 'integer result' },
    { text: 'v_cvt_i32_f64 v2, v[0:1] div:2', mode: NO_IEEE, src: 0xc014000000000000n, want: 0xfffffffb, why: 'integer result' },
    { text: 'v_cvt_rpi_i32_f32 v2, v0 mul:2', mode: NO_IEEE, src: [f32(2.5)], want: 3, why: 'integer result' },
    { text: 'v_frexp_exp_i32_f32 v2, v0 mul:4', mode: NO_IEEE, src: [f32(8)], want: 4, why: 'integer result' },
    { text: 'v_mov_b32 v2, v0 mul:2', mode: NO_IEEE, src: [0x40000000], want: 0x40000000, why: 'untyped result' },
    { text: 'v_not_b32 v2, v0 div:2', mode: NO_IEEE, src: [0], want: 0xffffffff, why: 'untyped result' },
    { text: 'v_ffbh_u32 v2, v0 mul:2', mode: NO_IEEE, src: [1], want: 31, why: 'integer result' },
    { text: 'v_cvt_u16_f16 v2, v0 mul:2', gens: G12, mode: NO_IEEE, src: [0x4700], want: 7, why: 'integer result' },
    { text: 'v_frexp_exp_i16_f16 v2, v0 mul:2', gens: G12, mode: NO_IEEE, src: [0x4800], want: 4, why: 'integer result' },
  ]);
});

test('OMOD is ignored with F32 output denormals enabled, for the always-flush F32 ops too (3.2 rule 1)', () => {
  modCases([
    { text: 'v_rcp_f32 v2, v0 mul:2', mode: NO_IEEE, src: [f32(2)], want: f32(1), why: 'MODE bit 5 clear: applied' },
    { text: 'v_rcp_f32 v2, v0 mul:2', mode: 0x120, src: [f32(2)], want: f32(0.5),
      why: '3.2 rule 1: "the result type\'s output denormals are enabled: MODE bit 5 for F32" (LLVM isOMod reads MODE)' },
    { text: 'v_sqrt_f32 v2, v0 mul:4', mode: 0x130, src: [f32(4)], want: f32(2), why: '3.2 rule 1, MODE bit 5 set' },
  ]);
});

test('OMOD is ignored with F32 output denormals enabled for v_cvt_f32_f16 on GCN 1.0/1.1 (3.2 rule 1)', () => {
  modCases([
    { text: 'v_cvt_f32_f16 v2, v0 mul:2', mode: NO_IEEE, src: [0x3c00], want: f32(2), why: 'F32 result, bit 5 clear: applied' },
    { text: 'v_cvt_f32_f16 v2, v0 mul:2', mode: 0x120, src: [0x3c00], want: f32(1), why: 'F32 result, MODE bit 5 set: ignored' },
  ]);
});

test('CLAMP: [+0, 1], NaN per DX10_CLAMP, -0 and negatives to +0; int->float results; no effect on integers (3.3)', () => {
  modCases([
    { text: 'v_trunc_f32 v2, v0 clamp', src: [0x7f800001], want: 0, why: 'NaN -> +0 with DX10_CLAMP' },
    { text: 'v_trunc_f32 v2, v0 clamp', mode: NO_DX10, src: [0x7f800001], want: 0x7fc00001, why: 'NaN stays (quieted) without DX10_CLAMP' },
    { text: 'v_fract_f32 v2, v0 clamp', src: [0x7f800000], want: 0, why: 'dNaN -> +0' },
    { text: 'v_fract_f32 v2, v0 clamp', mode: NO_DX10, src: [0x7f800000], want: 0xffc00000, why: 'dNaN stays' },
    { text: 'v_trunc_f32 v2, v0 clamp', src: [0x80000000], want: 0, why: '-0 -> +0' },
    { text: 'v_trunc_f32 v2, v0 clamp', mode: NO_DX10, src: [f32(-0.5)], want: 0, why: 'trunc(-0.5) = -0 -> +0' },
    { text: 'v_trunc_f32 v2, v0 clamp', src: [f32(-3)], want: 0, why: 'negative -> +0' },
    { text: 'v_trunc_f32 v2, v0 clamp', src: [f32(5)], want: f32(1), why: '> 1 -> 1.0' },
    { text: 'v_trunc_f32 v2, v0 clamp', src: [0x7f800000], want: f32(1), why: '+inf -> 1.0' },
    { text: 'v_trunc_f32 v2, v0 clamp', src: [0xff800000], want: 0, why: '-inf -> +0' },
    { text: 'v_fract_f32 v2, v0 clamp', src: [f32(1.5)], want: f32(0.5), why: 'inside [0, 1]' },
    { text: 'v_trunc_f32 v2, v0 clamp', src: [f32(1)], want: f32(1), why: '1.0 stays' },
    { text: 'v_rcp_f32 v2, v0 clamp', src: [0x80000000], want: 0, why: '-inf result -> +0' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] clamp', src: 0xc000000000000000n, want: 0n, why: 'f64 negative -> +0' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] clamp', src: 0x3fd0000000000000n, want: 0x3ff0000000000000n, why: 'f64 4.0 -> 1.0' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] clamp', src: 0x4010000000000000n, want: 0x3fd0000000000000n, why: 'f64 0.25 stays' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] clamp', src: 0x7ff0000000000001n, want: 0n, why: 'f64 NaN -> +0' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] clamp', mode: NO_DX10, src: 0x7ff0000000000001n, want: 0x7ff8000000000001n, why: 'f64 NaN stays' },
    { text: 'v_rcp_f64 v[2:3], v[0:1] clamp', src: 0x8000000000000000n, want: 0n, why: '-inf -> +0' },
    { text: 'v_trunc_f16 v2, v0 clamp', gens: G12, src: [0xc200], want: 0, why: 'f16 negative' },
    { text: 'v_trunc_f16 v2, v0 clamp', gens: G12, src: [0x4500], want: 0x3c00, why: 'f16 5.0 -> 1.0' },
    { text: 'v_trunc_f16 v2, v0 clamp', gens: G12, src: [0x7c01], want: 0, why: 'f16 NaN -> +0' },
    { text: 'v_trunc_f16 v2, v0 clamp', gens: G12, mode: NO_DX10, src: [0x7c01], want: 0x7e01, why: 'f16 NaN stays' },
    { text: 'v_trunc_f16 v2, v0 clamp', gens: G12, src: [0x8000], want: 0, why: 'f16 -0' },
    { text: 'v_fract_f16 v2, v0 clamp', gens: G12, src: [0x3800], want: 0x3800, why: 'f16 0.5 stays' },
    // int -> float results (3.3)
    { text: 'v_cvt_f32_i32 v2, v0 clamp', src: [5], want: f32(1), why: 'int->float' },
    { text: 'v_cvt_f32_i32 v2, v0 clamp', src: [(-5) >>> 0], want: 0, why: 'int->float' },
    { text: 'v_cvt_f32_u32 v2, v0 clamp', src: [0], want: 0, why: 'int->float' },
    { text: 'v_cvt_f32_ubyte0 v2, v0 clamp', src: [3], want: f32(1), why: 'ubyte' },
    { text: 'v_cvt_off_f32_i4 v2, v0 clamp', src: [8], want: 0, why: '-0.5 -> +0' },
    { text: 'v_cvt_off_f32_i4 v2, v0 clamp', src: [7], want: f32(0.4375), why: 'inside' },
    { text: 'v_cvt_f64_i32 v[2:3], v0 clamp', src: [0xffffffff], want: 0n, why: 'int->f64' },
    { text: 'v_cvt_f64_u32 v[2:3], v0 clamp', src: [7], want: 0x3ff0000000000000n, why: 'int->f64' },
    { text: 'v_cvt_f16_u16 v2, v0 clamp', gens: G12, src: [2], want: 0x3c00, why: 'int->f16' },
    { text: 'v_cvt_f16_i16 v2, v0 clamp', gens: G12, src: [0xfffe], want: 0, why: 'int->f16' },
    // integer and untyped results: no effect
    { text: 'v_cvt_i32_f32 v2, v0 clamp', src: [f32(-5)], want: 0xfffffffb, why: 'integer result' },
    { text: 'v_cvt_u32_f32 v2, v0 clamp', src: [f32(7)], want: 7, why: 'integer result' },
    { text: 'v_cvt_i32_f64 v2, v[0:1] clamp', src: 0xc014000000000000n, want: 0xfffffffb, why: 'integer result' },
    { text: 'v_cvt_flr_i32_f32 v2, v0 clamp', src: [f32(-1.5)], want: 0xfffffffe, why: 'integer result' },
    { text: 'v_frexp_exp_i32_f32 v2, v0 clamp', src: [f32(8)], want: 4, why: 'integer result' },
    { text: 'v_mov_b32 v2, v0 clamp', src: [0xbf800000], want: 0xbf800000, why: 'untyped: -1.0 bits stay' },
    { text: 'v_mov_b32 v2, v0 clamp', src: [0x7f800001], want: 0x7f800001, why: 'untyped: sNaN stays' },
    { text: 'v_not_b32 v2, v0 clamp', src: [0], want: 0xffffffff, why: 'untyped' },
    { text: 'v_bfrev_b32 v2, v0 clamp', src: [1], want: 0x80000000, why: 'untyped' },
    { text: 'v_ffbl_b32 v2, v0 clamp', src: [0], want: 0xffffffff, why: 'integer' },
    { text: 'v_cvt_u16_f16 v2, v0 clamp', gens: G12, src: [0x4700], want: 7, why: 'integer result' },
    { text: 'v_cvt_i16_f16 v2, v0 clamp', gens: G12, src: [0xc700], want: 0xfff9, why: 'integer result, bits 31-16 zero' },
    { text: 'v_frexp_exp_i16_f16 v2, v0 clamp', gens: G12, src: [0x4800], want: 4, why: 'integer result' },
  ]);
});

// Sweeps over every lane op of every generation, with the edge-case table's
// expectations transformed by the modifier rules of §3 (computed here).

function signOf(width: number): bigint {
  return width === 64 ? 1n << 63n : width === 16 ? 0x8000n : 0x80000000n;
}

interface Sweep { prefix: string; suffix: string; mode: number; input: (x: bigint, sign: bigint) => bigint | null;
  expect: (w: bigint, fmt: string, float: boolean, gi: GenIndex, name: string) => bigint | null }

function sweep(bad: Mismatches, sw: Sweep): void {
  for (const gi of ALL) {
    for (const op of opsOf(gi)) {
      const cases = CASES[op.name];
      if (cases === 'special') continue;
      const swd = op.src!.info.width;
      const dw = op.dst!.info.width;
      const r = (n: number, w: number) => (w === 64 ? `v[${n}:${n + 1}]` : `v${n}`);
      const text = `${op.name} ${r(2, dw)}, ${sw.prefix}${r(0, swd)}${sw.prefix.includes('|') ? '|' : ''} ${sw.suffix}`.trim();
      const p = program(text, gi);
      const c = ctxOf(gi as 0 | 1 | 2, sw.mode & 0xff);
      const lanes: { input: bigint; exp: bigint; orig: bigint }[] = [];
      for (const [x, w] of cases) {
        const input = sw.input(BigInt(x), signOf(swd));
        if (input === null) continue;
        const exp = sw.expect(BigInt.asUintN(64, BigInt(want(w, c))), op.dst!.type, op.dst!.info.float, gi, op.name);
        if (exp === null) continue;
        lanes.push({ input, exp, orig: BigInt(x) });
      }
      if (lanes.length === 0) continue;
      for (let base = 0; base < lanes.length; base += 64) {
        const chunk = lanes.slice(base, base + 64);
        const st = newState(gi);
        fillOld(st);
        st.mode = sw.mode;
        setLanes(st, 0, (l) => Number(chunk[l % chunk.length]!.input & 0xffffffffn));
        if (swd === 64) setLanes(st, 1, (l) => Number(chunk[l % chunk.length]!.input >> 32n));
        runOk(p, st, text);
        for (let l = 0; l < chunk.length; l++) {
          const got = dw === 64 ? (BigInt(vg(st, 3, l)) << 32n) | BigInt(vg(st, 2, l)) : BigInt(vg(st, 2, l));
          if (got !== chunk[l]!.exp) {
            bad.add(`${GEN_IDS[gi]} mode ${hex(sw.mode, 3)} '${text}' v0 = ${hex(chunk[l]!.input, swd === 64 ? 16 : 8)}: `
              + `got ${hex(got, dw === 64 ? 16 : 8)}, want ${hex(chunk[l]!.exp, dw === 64 ? 16 : 8)}`, op.name);
          }
        }
      }
    }
  }
}

test('every lane op, VOP3 NEG: op(-(x ^ sign)) = op(x), the sign bit of its source width (3.1)', () => {
  const bad = new Mismatches();
  sweep(bad, { prefix: '-', suffix: '', mode: DEFAULT_MODE, input: (x, s) => x ^ s, expect: (w) => w });
  bad.check('NEG sweep');
});

test('every lane op, VOP3 ABS and -ABS on the sign bit (3.1)', () => {
  const bad = new Mismatches();
  sweep(bad, { prefix: '|', suffix: '', mode: DEFAULT_MODE, input: (x, s) => ((x & s) === 0n ? x | s : null), expect: (w) => w });
  sweep(bad, { prefix: '-|', suffix: '', mode: DEFAULT_MODE, input: (x, s) => ((x & s) !== 0n ? x ^ s : null), expect: (w) => w });
  bad.check('ABS / -ABS sweep');
});

const FMT = {
  f16: { sign: 0x8000n, expMask: 0x7c00n, fracMask: 0x3ffn, one: 0x3c00n },
  f32: { sign: 0x80000000n, expMask: 0x7f800000n, fracMask: 0x7fffffn, one: 0x3f800000n },
  f64: { sign: 1n << 63n, expMask: 0x7ffn << 52n, fracMask: (1n << 52n) - 1n, one: 0x3ffn << 52n },
} as const;

function fmtOf(t: string) {
  return FMT[t as keyof typeof FMT];
}

/** CLAMP of a result (3.3): NaN -> +0 with DX10_CLAMP, else kept; -0 and negatives -> +0; >= 1 -> 1.0. */
function clampRef(w: bigint, t: string, dx10: boolean): bigint {
  const f = fmtOf(t);
  if ((w & f.expMask) === f.expMask && (w & f.fracMask) !== 0n) return dx10 ? 0n : w;
  if ((w & f.sign) !== 0n) return 0n;
  return w >= f.one ? f.one : w;
}

function valueOf(w: bigint, t: string): number {
  const dv = new DataView(new ArrayBuffer(8));
  if (t === 'f64') { dv.setBigUint64(0, w); return dv.getFloat64(0); }
  if (t === 'f32') { dv.setUint32(0, Number(w)); return dv.getFloat32(0); }
  const e = Number((w >> 10n) & 31n), m = Number(w & 0x3ffn), sg = (w & 0x8000n) !== 0n ? -1 : 1;
  if (e === 31) return m === 0 ? sg * Infinity : NaN;
  return sg * (e === 0 ? m * 2 ** -24 : (1 + m / 1024) * 2 ** (e - 15));
}

/** Bits of an exactly scaled value in mode 0x100 (round to nearest, denormal results flushed). */
function scaledBits(v: number, t: string): bigint {
  const f = fmtOf(t);
  const minNormal = t === 'f16' ? 2 ** -14 : t === 'f32' ? 2 ** -126 : 2 ** -1022;
  const neg = v < 0 || Object.is(v, -0);
  const a = Math.abs(v);
  const sign = neg ? f.sign : 0n;
  if (a < minNormal) return sign; // flushed (or zero)
  if (t === 'f64') return f64bits(v);
  if (t === 'f32') return BigInt(f32(Math.fround(v)));
  if (a >= 65520) return sign | 0x7c00n;
  let e = Math.floor(Math.log2(a));
  while (a / 2 ** e >= 2) e++;
  while (a / 2 ** e < 1) e--;
  const m = Math.round((a / 2 ** e - 1) * 1024);
  return sign | (BigInt(e + 15) << 10n) | BigInt(m);
}

function f64bits(v: number): bigint {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, v);
  return dv.getBigUint64(0);
}

test('every lane op, CLAMP: float results clamped (NaN per DX10_CLAMP), integer and untyped results unchanged (3.3)', () => {
  const bad = new Mismatches();
  for (const mode of [DEFAULT_MODE, NO_DX10]) {
    sweep(bad, {
      prefix: '', suffix: 'clamp', mode, input: (x) => x,
      expect: (w, t, float) => (float ? clampRef(w, t, (mode & 0x100) !== 0) : w),
    });
  }
  bad.check('CLAMP sweep');
});

test('every lane op, OMOD with MODE.IEEE = 0 and denormals flushed: float results scaled exactly, others unchanged (3.2)', () => {
  const bad = new Mismatches();
  for (const [suffix, k] of [['mul:2', 2], ['mul:4', 4], ['div:2', 0.5]] as const) {
    sweep(bad, {
      prefix: '', suffix, mode: NO_IEEE, input: (x) => x,
      expect: (w, t, float, gi, name) => {
        if (!float) return w;
        if (name === 'v_cvt_f16_f32' && gi < 2) return w; // f16 result keeps denormals on GCN 1.0/1.1: ignored
        const f = fmtOf(t);
        if ((w & f.expMask) === f.expMask) return w; // NaN and inf unchanged
        if ((w & ~f.sign) === 0n) return null; // a zero may be a flushed denormal that OMOD would have scaled first
        return scaledBits(valueOf(w, t) * k, t);
      },
    });
  }
  // MODE.IEEE = 1: OMOD ignored for every op
  sweep(bad, { prefix: '', suffix: 'mul:4', mode: DEFAULT_MODE, input: (x) => x, expect: (w) => w });
  sweep(bad, {
    prefix: '', suffix: 'div:2 clamp', mode: NO_IEEE, input: (x) => x, expect: (w, _t, float) => (float ? null : w),
  });
  bad.check('OMOD sweeps');
});

test('VOP3 SRC1/SRC2 and their ABS/NEG bits are ignored; v_nop/v_clrexcp fields are ignored (6.8)', () => {
  for (const gi of ALL) {
    const st = newState(gi);
    fillOld(st);
    const w = vop3(gi, op3('v_mov_b32', gi), 2, 0x100, { src1: 0x1ff, src2: 0x81, abs: 6, neg: 6 });
    runOk(compileProgram(Uint32Array.from(w), gi), st, 'non-canonical VOP3');
    for (let l = 0; l < 64; l++) assert.equal(vg(st, 2, l), OLD(0, l));
    const st2 = newState(gi);
    fillOld(st2);
    st2.trapsts = 0x7f;
    const before = st2.vgpr.slice();
    const w2 = [vop1(opc('v_nop', gi), 0x22, 0x12d), ...vop3(gi, op3('v_nop', gi), 0x37, 0x1b, { src1: 5, neg: 7, omod: 2 }),
      vop1(opc('v_clrexcp', gi), 9, 0x105)];
    runOk(compileProgram(Uint32Array.from(w2), gi), st2, 'v_nop/v_clrexcp fields');
    assert.deepEqual(st2.vgpr, before);
    assert.equal(st2.trapsts, 0);
  }
});

// --- SDWA (9.1, GCN 1.2) -----------------------------------------------------------------

const SELS = ['byte0', 'byte1', 'byte2', 'byte3', 'word0', 'word1', 'dword'] as const;

/** SDWA source select (9.1): the part, zero- or sign-extended. */
function sel(v: number, s: number, sext: boolean): number {
  if (s === 6) return v >>> 0;
  const bits = s < 4 ? 8 : 16;
  const shift = s < 4 ? 8 * s : 16 * (s - 4);
  const part = Math.floor(v / 2 ** shift) % 2 ** bits;
  return sext && part >= 2 ** (bits - 1) ? (part - 2 ** bits + 2 ** 32) : part;
}

/** SDWA destination placement (9.1). */
function place(r: number, old: number, s: number, unused: number): number {
  if (s === 6) return r >>> 0;
  const bits = s < 4 ? 8 : 16;
  const shift = s < 4 ? 8 * s : 16 * (s - 4);
  const part = r % 2 ** bits;
  let out = 0;
  for (let i = 0; i < 32; i++) {
    let bit: number;
    if (i >= shift && i < shift + bits) bit = Math.floor(part / 2 ** (i - shift)) & 1;
    else if (unused === 2) bit = Math.floor(old / 2 ** i) & 1;
    else if (unused === 1 && i >= shift + bits) bit = Math.floor(part / 2 ** (bits - 1)) & 1;
    else bit = 0;
    out += bit * 2 ** i;
  }
  return out;
}

/** frexp mantissa of an f32 bit pattern, computed with exact double arithmetic (5.6), denormals kept. */
function frexpMantRef(b: number): number {
  const e = (b >>> 23) & 0xff;
  if (e === 0xff) return (b & 0x7fffff) !== 0 ? (b | 0x400000) >>> 0 : b;
  if ((b & 0x7fffffff) === 0) return b;
  const dv = new DataView(new ArrayBuffer(4));
  dv.setUint32(0, b);
  const x = dv.getFloat32(0);
  let k = Math.floor(Math.log2(Math.abs(x))) + 1;
  while (Math.abs(x) / 2 ** k >= 1) k++;
  while (Math.abs(x) / 2 ** k < 0.5) k--;
  return f32(x / 2 ** k);
}

const SDWA_IN = [0x8182c3f4, 0x7f3f1f0f, 0x00000000, 0xffffffff, 0x3c004000, 0x12345678, 0x80008000, 0x00ff00ff];

test('SDWA src0_sel with and without sext, on an untyped, an int->float, a float and a 16-bit op (9.1)', () => {
  const bad = new Mismatches();
  for (let s = 0; s < 7; s++) {
    for (const sx of [false, true]) {
      const src = sx ? 'sext(v0)' : 'v0';
      const mode = 0x3f0; // F32 denormals kept: the float op sees the selected bits as they are
      const ops: [string, (x: number) => number][] = [
        ['v_mov_b32', (x) => x],
        ['v_not_b32', (x) => ~x >>> 0],
        ['v_cvt_f32_i32', (x) => f32(x | 0)], // exact for these inputs (|x| < 2^24 or a multiple of the ulp)
        ['v_frexp_mant_f32', frexpMantRef],
      ];
      for (const [name, f] of ops) {
        const text = `${name} v2, ${src} src0_sel:${SELS[s]}`;
        const st = run(text, 2, (st0) => { st0.mode = mode; setLanes(st0, 0, (l) => SDWA_IN[l % SDWA_IN.length]!); });
        for (let l = 0; l < 64; l++) {
          const x = sel(SDWA_IN[l % SDWA_IN.length]!, s, sx);
          let exp = f(x);
          if (name === 'v_cvt_f32_i32') exp = f32(Math.fround(x | 0));
          if (vg(st, 2, l) !== exp) bad.add(`'${text}' src ${hex(SDWA_IN[l % SDWA_IN.length]!)}: got ${hex(vg(st, 2, l))}, want ${hex(exp)}`);
        }
      }
      // a 16-bit op reads bits 15-0 of the selected, extended value
      const text = `v_cvt_f32_f16 v2, ${src} src0_sel:${SELS[s]}`;
      const st = run(text, 2, (st0) => setLanes(st0, 0, (l) => SDWA_IN[l % SDWA_IN.length]!));
      const f16ToF32 = (h: number) => {
        const e = (h >>> 10) & 31, m = h & 0x3ff, sg = h >>> 15 ? -1 : 1;
        if (e === 31) return m === 0 ? (sg < 0 ? 0xff800000 : 0x7f800000) : ((h & 0x8000) << 16 | 0x7fc00000 | (m << 13)) >>> 0;
        return f32(sg * (e === 0 ? m * 2 ** -24 : (1 + m / 1024) * 2 ** (e - 15)));
      };
      for (let l = 0; l < 64; l++) {
        const exp = f16ToF32(sel(SDWA_IN[l % SDWA_IN.length]!, s, sx) & 0xffff);
        if (vg(st, 2, l) !== exp) bad.add(`'${text}' src ${hex(SDWA_IN[l % SDWA_IN.length]!)}: got ${hex(vg(st, 2, l))}, want ${hex(exp)}`);
      }
    }
  }
  bad.check('SDWA src0_sel');
});

test('SDWA: ABS/NEG apply after the select, on the sign bit of the op\'s source type (9.1)', () => {
  const cases: [string, number, number][] = [
    ['v_mov_b32 v2, -v0 src0_sel:byte0', 0x84, 0x80000084],
    ['v_mov_b32 v2, sext(-v0) src0_sel:byte0', 0x84, 0x7fffff84],
    ['v_mov_b32 v2, sext(-abs(v0)) src0_sel:byte0', 0x84, 0xffffff84],
    ['v_mov_b32 v2, |v0| src0_sel:word1', 0x80000000, 0x00008000],
    ['v_mov_b32 v2, sext(|v0|) src0_sel:word1', 0x80000000, 0x7fff8000],
    ['v_cvt_f32_f16 v2, -v0 src0_sel:word1', 0x3c000000, 0xbf800000],
    ['v_cvt_f32_f16 v2, |v0| src0_sel:word0', 0x0000bc00, 0x3f800000],
    ['v_cvt_f32_i32 v2, -v0 src0_sel:byte1', 0x0100, 0xcf000000], // 0x80000001
  ];
  for (const [text, v, w] of cases) {
    const st = run(text, 2, (s) => setLanes(s, 0, () => v));
    assert.equal(vg(st, 2, 7), w, `'${text}' src ${hex(v)}`);
  }
});

test('SDWA dst_sel with every dst_unused; 16-bit results (9.1, 6.7)', () => {
  const bad = new Mismatches();
  const R = [0x123485f1, 0x12340571, 0xffffffff, 0x00000000, 0x80807f7f, 0x7f7f8080];
  const unusedNames = ['pad', 'sext', 'preserve'];
  for (let d = 0; d < 7; d++) {
    for (let u = 0; u < 3; u++) {
      const text = `v_mov_b32 v2, v0 dst_sel:${SELS[d]} dst_unused:${unusedNames[u]}`;
      const st = run(text, 2, (s) => setLanes(s, 0, (l) => R[l % R.length]!));
      for (let l = 0; l < 64; l++) {
        const exp = place(R[l % R.length]!, OLD(2, l), d, u);
        if (vg(st, 2, l) !== exp) bad.add(`'${text}' R ${hex(R[l % R.length]!)} old ${hex(OLD(2, l))}: got ${hex(vg(st, 2, l))}, want ${hex(exp)}`);
      }
      // EXEC: inactive lanes untouched whatever dst_unused says
      const st2 = run(text, 2, (s) => { setLanes(s, 0, (l) => R[l % R.length]!); setExec(s, 0x00ff00ff00ff00ffn); });
      for (let l = 0; l < 64; l++) {
        if (!laneActive(0x00ff00ff00ff00ffn, l) && vg(st2, 2, l) !== OLD(2, l)) bad.add(`'${text}': inactive lane ${l} written`);
      }
    }
  }
  // 16-bit ops: the result has bits 31-16 zeroed before the destination select
  const f16: [string, number, (old: number) => number][] = [
    ['v_cvt_f16_f32 v2, v0 dst_sel:word1 dst_unused:preserve', 0x3f800000, (o) => ((0x3c00 << 16) | (o & 0xffff)) >>> 0],
    ['v_cvt_f16_f32 v2, v0 dst_sel:dword', 0x3f800000, () => 0x00003c00],
    ['v_cvt_f16_f32 v2, v0 dst_sel:word1 dst_unused:sext', 0xbf800000, () => 0xbc000000],
    ['v_cvt_f16_f32 v2, v0 dst_sel:word0 dst_unused:sext', 0xbf800000, () => 0xffffbc00],
    ['v_cvt_f16_f32 v2, v0 dst_sel:byte1 dst_unused:preserve', 0xbf800000, (o) => ((o & 0xffff00ff) | 0x0000) >>> 0],
    ['v_cvt_f16_f32 v2, v0 dst_sel:byte0 dst_unused:preserve', 0x00000000, (o) => (o & 0xffffff00) >>> 0],
    ['v_rcp_f16 v2, v0 src0_sel:word1 dst_sel:word0 dst_unused:preserve', 0x40003c00, (o) => ((o & 0xffff0000) | 0x3800) >>> 0],
    ['v_rcp_f16 v2, v0 src0_sel:word1', 0x40003c00, () => 0x3800],
    ['v_cvt_u16_f16 v2, v0 src0_sel:word1 dst_sel:word1 dst_unused:pad', 0x4700abcd, () => 0x00070000],
    ['v_cvt_i16_f16 v2, v0 dst_sel:dword', 0x1234c700, () => 0x0000fff9],
    ['v_trunc_f32 v2, v0 clamp dst_sel:dword', 0x40a00000, () => 0x3f800000], // SDWA CLAMP as VOP3 CLAMP
    ['v_cvt_f32_i32 v2, v0 clamp src0_sel:byte0', 0x000000ff, () => 0x3f800000],
  ];
  for (const [text, v, w] of f16) {
    const st = run(text, 2, (s) => setLanes(s, 0, () => v));
    for (const l of [0, 33, 63]) if (vg(st, 2, l) !== w(OLD(2, l))) bad.add(`'${text}' src ${hex(v)}: got ${hex(vg(st, 2, l))}, want ${hex(w(OLD(2, l)))}`);
  }
  bad.check('SDWA dst');
});

test('SDWA with movrel: M0 is applied first (9.2 note)', () => {
  const st = run('v_movrels_b32 v1, v0 src0_sel:byte1 dst_sel:word1 dst_unused:preserve', 2, (s) => {
    s.sreg[124] = 2;
    setLanes(s, 2, () => 0x0000ab00);
  });
  for (let l = 0; l < 64; l++) assert.equal(vg(st, 1, l), ((0x00ab << 16) | (OLD(1, l) & 0xffff)) >>> 0);
});

test('SDWA reserved selectors and SDWA on 64-bit ops are run-time errors (9.1)', () => {
  const mov = opc('v_mov_b32', 2);
  for (const f of [{ dstSel: 7 }, { src0Sel: 7 }, { dstUnused: 3 }, { dstSel: 7, dstUnused: 3 }]) {
    runError([vop1(mov, 1, 249), sdwa(0, f)], 2, `SDWA ${JSON.stringify(f)}`);
  }
  for (const name of ['v_cvt_f64_f32', 'v_cvt_f32_f64', 'v_rcp_f64', 'v_cvt_i32_f64', 'v_trunc_f64']) {
    runError([vop1(opc(name, 2), 2, 249), sdwa(0, {})], 2, `SDWA ${name}`);
  }
});

// --- DPP (9.2, GCN 1.2) ---------------------------------------------------------------------

interface Ctrl { text: string; src: (l: number) => number }
const CTRLS: Ctrl[] = [];
for (const q of [[0, 1, 2, 3], [3, 2, 1, 0], [1, 1, 0, 0], [2, 3, 0, 1], [0, 0, 0, 0], [3, 0, 2, 1]]) {
  CTRLS.push({ text: `quad_perm:[${q.join(',')}]`, src: (l) => (l & ~3) + q[l & 3]! });
}
for (let n = 1; n <= 15; n++) {
  CTRLS.push({ text: `row_shl:${n}`, src: (l) => ((l & 15) + n <= 15 ? l + n : -1) });
  CTRLS.push({ text: `row_shr:${n}`, src: (l) => ((l & 15) >= n ? l - n : -1) });
  CTRLS.push({ text: `row_ror:${n}`, src: (l) => (l & ~15) + (((l - n) % 16 + 16) % 16) });
}
CTRLS.push(
  { text: 'wave_shl', src: (l) => (l + 1 <= 63 ? l + 1 : -1) },
  { text: 'wave_shr', src: (l) => (l - 1 >= 0 ? l - 1 : -1) },
  { text: 'wave_rol', src: (l) => (l + 1) % 64 },
  { text: 'wave_ror', src: (l) => (l + 63) % 64 },
  { text: 'row_mirror', src: (l) => (l & ~15) + (15 - (l & 15)) },
  { text: 'row_half_mirror', src: (l) => (l & ~7) + (7 - (l & 7)) },
  { text: 'row_bcast15', src: (l) => (l >> 4 >= 1 ? 16 * (l >> 4) - 1 : -1) },
  { text: 'row_bcast31', src: (l) => (l >> 4 >= 2 ? 31 : -1) },
);

test(`DPP: ${CTRLS.length} controls x bound_ctrl x row/bank masks x EXEC, with inactive source lanes (9.2)`, () => {
  const bad = new Mismatches();
  const execs = [~0n, 0xf0f0f0f05555aaaan, 0x7fffffffffffffeen];
  const masks: [number, number][] = [[15, 15], [0b1010, 15], [15, 0b0110], [0b0101, 0b1001]];
  const src = (l: number) => 0x100 + l;
  for (const c of CTRLS) {
    for (const bound of [0, 1]) {
      for (const [row, bank] of masks) {
        const text = `v_mov_b32 v2, v0 ${c.text}${bound ? ' bound_ctrl' : ''} row_mask:${row} bank_mask:${bank}`;
        const p = program(text, 2);
        for (const exec0 of execs) {
          const exec = BigInt.asUintN(64, exec0);
          const st = newState(2);
          fillOld(st);
          setLanes(st, 0, src);
          setExec(st, exec);
          runOk(p, st, text);
          for (let l = 0; l < 64; l++) {
            let exp = OLD(2, l);
            const maskOn = ((row >> (l >> 4)) & 1) === 1 && ((bank >> ((l >> 2) & 3)) & 1) === 1;
            if (laneActive(exec, l) && maskOn) {
              const s = c.src(l);
              const valid = s >= 0 && s < 64 && laneActive(exec, s);
              if (valid) exp = src(s);
              else if (bound) exp = 0;
            }
            if (vg(st, 2, l) !== exp) {
              bad.add(`'${text}' exec ${hex(exec, 16)} lane ${l} (source ${c.src(l)}): got ${hex(vg(st, 2, l))}, want ${hex(exp)}`);
            }
          }
        }
      }
    }
  }
  bad.check('DPP');
});

test('DPP: ABS/NEG apply to the fetched value (0 for an invalid lane with bound_ctrl); a float op; movrel', () => {
  let st = run('v_mov_b32 v2, -v0 row_shr:1 bound_ctrl', 2, (s) => setLanes(s, 0, (l) => l));
  for (let l = 0; l < 64; l++) assert.equal(vg(st, 2, l), (l & 15) >= 1 ? ((l - 1) | 0x80000000) >>> 0 : 0x80000000, `lane ${l}`);
  st = run('v_mov_b32 v2, -|v0| wave_ror', 2, (s) => setLanes(s, 0, (l) => (l & 1 ? 0x80000000 | l : l)));
  for (let l = 0; l < 64; l++) assert.equal(vg(st, 2, l), (0x80000000 | ((l + 63) % 64)) >>> 0);
  st = run('v_cvt_f32_u32 v2, v0 quad_perm:[3,2,1,0]', 2, (s) => setLanes(s, 0, (l) => l * 1000));
  for (let l = 0; l < 64; l++) assert.equal(vg(st, 2, l), f32(((l & ~3) + 3 - (l & 3)) * 1000));
  st = run('v_cvt_f16_f32 v2, v0 row_mirror', 2, (s) => setLanes(s, 0, (l) => (l === 15 ? 0x3f800000 : 0x40000000)));
  assert.equal(vg(st, 2, 0), 0x3c00);
  assert.equal(vg(st, 2, 1), 0x4000);
  st = run('v_movrels_b32 v1, v0 wave_shl bound_ctrl', 2, (s) => { s.sreg[124] = 3; setLanes(s, 3, (l) => 0x300 + l); });
  for (let l = 0; l < 64; l++) assert.equal(vg(st, 1, l), l < 63 ? 0x300 + l + 1 : 0);
  // the source is read before any lane is written (v0 -> v0)
  st = run('v_mov_b32 v0, v0 wave_ror', 2, (s) => setLanes(s, 0, (l) => l));
  for (let l = 0; l < 64; l++) assert.equal(vg(st, 0, l), (l + 63) % 64);
});

test('DPP reserved controls and DPP on 64-bit ops are run-time errors (9.2)', () => {
  const mov = opc('v_mov_b32', 2);
  for (const ctrl of [0x100, 0x110, 0x120, 0x131, 0x132, 0x135, 0x139, 0x13d, 0x144, 0x150, 0x1ff]) {
    runError([vop1(mov, 1, 250), dpp(0, ctrl)], 2, `DPP ctrl ${hex(ctrl, 3)}`);
  }
  for (const name of ['v_cvt_f64_f32', 'v_cvt_f32_f64', 'v_rcp_f64', 'v_frexp_exp_i32_f64', 'v_fract_f64']) {
    runError([vop1(opc(name, 2), 2, 250), dpp(0, 0xe4)], 2, `DPP ${name}`);
  }
});

// --- TRAPSTS (6.4) ------------------------------------------------------------------------

const INVALID = 1, DENORM = 2, DIV0 = 4, OVERFLOW = 8, INTDIV0 = 64;
interface ExcCase { text: string; gens?: GenIndex[]; src: number | bigint; mode?: number; want: number; why: string }
const EXC: ExcCase[] = [
  { text: 'v_log_f32 v2, v0', src: f32(-1), want: INVALID, why: 'dNaN produced' },
  { text: 'v_sqrt_f32 v2, v0', src: f32(-4), want: INVALID, why: 'dNaN produced' },
  { text: 'v_rsq_f32 v2, v0', src: 0xff800000, want: INVALID, why: 'dNaN produced' },
  { text: 'v_fract_f32 v2, v0', src: 0x7f800000, want: INVALID, why: 'dNaN produced' },
  { text: 'v_sin_f32 v2, v0', src: 0xff800000, want: INVALID, why: 'dNaN produced' },
  { text: 'v_sqrt_f64 v[2:3], v[0:1]', src: 0xbff0000000000000n, want: INVALID, why: 'f64 dNaN produced' },
  { text: 'v_sqrt_f16 v2, v0', gens: G12, src: 0xbc00, want: INVALID, why: 'f16 dNaN produced' },
  { text: 'v_trunc_f32 v2, v0', src: 0x7f800001, want: INVALID, why: 'sNaN input' },
  { text: 'v_cvt_i32_f32 v2, v0', src: 0xff800001, want: INVALID, why: 'sNaN input of a conversion' },
  { text: 'v_cvt_f64_f32 v[2:3], v0', src: 0x7f800001, want: INVALID, why: 'sNaN input' },
  { text: 'v_rcp_f64 v[2:3], v[0:1]', src: 0x7ff0000000000001n, want: INVALID, why: 'f64 sNaN input' },
  { text: 'v_trunc_f32 v2, v0', src: 0x7fc00001, want: 0, why: 'a quiet NaN is no exception' },
  { text: 'v_mov_b32 v2, v0', src: 0x7f800001, want: 0, why: 'b32 ops never touch NaNs (6.2)' },
  { text: 'v_rcp_f32 v2, v0', src: 0, want: DIV0, why: 'rcp(+0)' },
  { text: 'v_rcp_f32 v2, v0', src: 0x80000000, want: DIV0, why: 'rcp(-0)' },
  { text: 'v_rsq_f32 v2, v0', src: 0, want: DIV0, why: 'rsq(0)' },
  { text: 'v_log_f32 v2, v0', src: 0x80000000, want: DIV0, why: 'log(-0)' },
  { text: 'v_rcp_f32 v2, v0', src: 1, mode: 0x2f0, want: DIV0 | DENORM, why: 'rcp of a flushed denormal (always flushed)' },
  { text: 'v_rcp_f64 v[2:3], v[0:1]', src: 0n, want: DIV0, why: 'f64 rcp(0)' },
  { text: 'v_rsq_f64 v[2:3], v[0:1]', src: 0x8000000000000000n, want: DIV0, why: 'f64 rsq(-0)' },
  { text: 'v_rcp_f16 v2, v0', gens: G12, src: 0, want: DIV0, why: 'f16 rcp(0)' },
  { text: 'v_log_f16 v2, v0', gens: G12, src: 0, want: DIV0, why: 'f16 log(0)' },
  { text: 'v_rcp_iflag_f32 v2, v0', src: 0, want: INTDIV0, why: 'integer divide-by-zero only' },
  { text: 'v_rcp_iflag_f32 v2, v0', src: 0x80000000, want: INTDIV0, why: 'integer divide-by-zero only' },
  { text: 'v_trunc_f32 v2, v0', src: 1, mode: 0x2c0, want: DENORM, why: 'flushed F32 denormal input' },
  { text: 'v_trunc_f32 v2, v0', src: 1, mode: 0x2d0, want: 0, why: 'kept denormal: no exception' },
  { text: 'v_trunc_f64 v[2:3], v[0:1]', gens: G11, src: 1n, mode: 0x200, want: DENORM, why: 'flushed F64 denormal input' },
  { text: 'v_cvt_f32_f64 v2, v[0:1]', src: 1n, mode: 0x200, want: DENORM, why: 'flushed F64 denormal input of a conversion' },
  { text: 'v_rcp_f64 v[2:3], v[0:1]', src: 0x8000000000000001n, mode: 0x200, want: DENORM | DIV0, why: 'rcp of a flushed F64 denormal' },
  { text: 'v_trunc_f16 v2, v0', gens: G12, src: 0x8001, mode: 0x200, want: DENORM, why: 'flushed F16 denormal input' },
  { text: 'v_cvt_f32_f16 v2, v0', gens: G12, src: 0x0001, mode: 0x200, want: DENORM, why: 'flushed F16 denormal input (GCN 1.2)' },
  { text: 'v_cvt_f32_f16 v2, v0', gens: [0, 1], src: 0x0001, mode: 0x200, want: 0, why: 'GCN 1.0/1.1 keep f16 denormal inputs' },
  { text: 'v_cvt_f16_f32 v2, v0', src: 1, mode: 0x200, want: DENORM, why: 'flushed F32 denormal input (MODE bit 4 = 0)' },
  { text: 'v_cvt_f16_f32 v2, v0', src: f32(1e10), want: OVERFLOW, why: 'exact op overflowed to +inf' },
  { text: 'v_cvt_f32_f64 v2, v[0:1]', src: 0xc7f0000000000000n, want: OVERFLOW, why: 'exact op overflowed to -inf' },
  { text: 'v_cvt_f16_u16 v2, v0', gens: G12, src: 65535, want: OVERFLOW, why: 'exact op (u16 -> f16) overflowed to +inf' },
  { text: 'v_cvt_f32_f64 v2, v[0:1]', src: 0x7ff0000000000000n, want: 0, why: 'inf in, inf out: no overflow' },
  { text: 'v_exp_f32 v2, v0', src: f32(200), want: 0, why: 'approx ops: no overflow/underflow/inexact modelled' },
  { text: 'v_exp_f16 v2, v0', gens: G12, src: 0x4c00, want: 0, why: 'approx f16 op reaching +inf: no overflow modelled' },
  { text: 'v_rsq_f16 v2, v0', gens: G12, src: 0x8000, want: DIV0, why: 'f16 rsq(-0)' },
  { text: 'v_rcp_f64 v[2:3], v[0:1]', src: 0x0000000000000001n, mode: 0x2c0, want: 0, why: 'kept F64 denormal: 2^1074 is approx, no overflow modelled' },
  { text: 'v_rcp_f32 v2, v0', src: f32(3), want: 0, why: 'no inexact for approx ops' },
  { text: 'v_rcp_f32 v2, v0', src: 0x7f000000, want: 0, why: 'no underflow for approx ops' },
];

test('TRAPSTS with DX10_CLAMP = 0: the deterministic exception bits over active lanes (6.4)', () => {
  const bad = new Mismatches();
  for (const c of EXC) {
    for (const gi of c.gens ?? ALL) {
      const st = run(c.text, gi, (s) => {
        s.mode = c.mode ?? NO_DX10;
        const lo = typeof c.src === 'bigint' ? Number(c.src & 0xffffffffn) : c.src;
        setLanes(s, 0, () => lo);
        if (typeof c.src === 'bigint') setLanes(s, 1, () => Number((c.src as bigint) >> 32n));
      });
      if (st.trapsts !== c.want) bad.add(`${GEN_IDS[gi]} mode ${hex(c.mode ?? NO_DX10, 3)} '${c.text}' src ${hex(c.src, typeof c.src === 'bigint' ? 16 : 8)}: trapsts ${hex(st.trapsts)}, want ${hex(c.want)} (${c.why})`);
      // DX10_CLAMP = 1 suppresses every VALU exception
      const st1 = run(c.text, gi, (s) => {
        s.mode = (c.mode ?? NO_DX10) | 0x100;
        const lo = typeof c.src === 'bigint' ? Number(c.src & 0xffffffffn) : c.src;
        setLanes(s, 0, () => lo);
        if (typeof c.src === 'bigint') setLanes(s, 1, () => Number((c.src as bigint) >> 32n));
      });
      if (st1.trapsts !== 0) bad.add(`${GEN_IDS[gi]} DX10_CLAMP = 1 '${c.text}': trapsts ${hex(st1.trapsts)}, want 0`);
    }
  }
  bad.check('TRAPSTS');
});

test('TRAPSTS: only active lanes count, bits are sticky, other bits kept; v_clrexcp clears EXCP[6:0]', () => {
  for (const gi of ALL) {
    // rcp(0) only in an inactive lane: nothing
    let st = run('v_rcp_f32 v2, v0', gi, (s) => {
      s.mode = NO_DX10;
      setLanes(s, 0, (l) => (l === 5 ? 0 : 0x40000000));
      setExec(s, ~(1n << 5n) & 0xffffffffffffffffn);
    });
    assert.equal(st.trapsts, 0);
    st = run('v_rcp_f32 v2, v0', gi, (s) => {
      s.mode = NO_DX10;
      setLanes(s, 0, (l) => (l === 5 ? 0 : 0x40000000));
      setExec(s, 1n << 5n);
    });
    assert.equal(st.trapsts, DIV0);
    // sticky over instructions, pre-set bits kept (SAVECTX, ILLEGAL_INST, address watch)
    st = run('v_rcp_f32 v2, v0\nv_log_f32 v3, v1\nv_mov_b32 v4, v0', gi, (s) => {
      s.mode = NO_DX10;
      s.trapsts = 0x10000c80;
      setLanes(s, 0, () => 0);
      setLanes(s, 1, () => 0xbf800000);
    });
    assert.equal(st.trapsts, 0x10000c80 | DIV0 | INVALID);
    st = run('v_rcp_f32 v2, v0\nv_clrexcp', gi, (s) => { s.mode = NO_DX10; s.trapsts = 0x1000ff80; setLanes(s, 0, () => 0); });
    assert.equal(st.trapsts, 0x1000ff80);
    st = run('v_clrexcp\nv_rcp_iflag_f32 v2, v0', gi, (s) => { s.mode = NO_DX10; s.trapsts = 0x7f; setLanes(s, 0, () => 0); });
    assert.equal(st.trapsts, INTDIV0);
  }
});

// --- run-time errors (6.8, 1.1) -------------------------------------------------------------

test('undefined VOP1 and VOP3 opcodes are run-time errors (isa-vop1.md 5.2)', () => {
  const vop1Undef: [GenIndex, number[]][] = [[0, [23, 26, 27, 31, 69, 70, 100, 127, 128, 255]], [1, [27, 31, 71, 127, 200]],
    [2, [77, 78, 127, 128, 255]]];
  for (const [gi, ops] of vop1Undef) for (const op of ops) runError([vop1(op, 1, 0x100)], gi, `VOP1 opcode ${op}`);
  const vop3Undef: [GenIndex, number[]][] = [[0, [407, 410, 415, 453, 454, 511]], [1, [411, 415, 455, 511]], [2, [397, 420, 447]]];
  for (const [gi, ops] of vop3Undef) for (const op of ops) runError(vop3(gi, op, 1, 0x100), gi, `VOP3 opcode ${op}`);
  // the instruction before has run, and the error names the failing one
  const st = newState(0);
  const r = runProgram(compileProgram(Uint32Array.from([vop1(1, 1, 0x80 + 5), vop1(23, 1, 0x100)]), 0), st);
  assert.equal(r.error?.index, 1);
  assert.equal(r.executed, 1);
  assert.equal(vg(st, 1, 0), 5);
});

test('reserved operand codes are run-time errors (6.8)', () => {
  for (const gi of ALL) {
    const mov = opc('v_mov_b32', gi);
    const reserved = [125, 209, 220, 234, 235, 239, ...(gi === 0 ? [104, 105] : []), ...(gi < 2 ? [248, 249, 250] : [])];
    for (const code of reserved) runError([vop1(mov, 1, code)], gi, `VOP1 source ${code}`);
    for (const code of [...reserved, 249, 250, 255]) runError(vop3(gi, op3('v_mov_b32', gi), 1, code), gi, `VOP3 source ${code}`);
    // a float op too
    runError([vop1(opc('v_rcp_f32', gi), 1, 125)], gi, 'v_rcp_f32 source 125');
  }
});

test('64-bit operands that start no register pair are run-time errors (1.1, isa-vop1.md 4.4)', () => {
  for (const gi of ALL) {
    const op = opc('v_cvt_f32_f64', gi);
    const bad = [107, 109, 111, 123, 124, 125, 127, 511, ...(gi < 2 ? [103] : [101, 103, 105]), ...(gi === 1 ? [105] : []), ...(gi === 0 ? [104, 105] : [])];
    for (const code of bad) runError([vop1(op, 1, code)], gi, `v_cvt_f32_f64 source ${code}`);
    for (const code of [511, 107]) runError(vop3(gi, op3('v_rcp_f64', gi), 2, code), gi, `VOP3 v_rcp_f64 source ${code}`);
    runError([vop1(opc('v_cvt_f64_f32', gi), 255, 0x100)], gi, 'v_cvt_f64_f32 to v[255:256]');
    runError([vop1(opc('v_rcp_f64', gi), 255, 0x100)], gi, 'v_rcp_f64 to v[255:256]');
    // good pairs run: s[2:3], vcc, exec, ttmp[10:11], v[254:255]
    for (const code of [2, 106, 126, 122, 510]) {
      const st = newState(gi);
      const r = runProgram(compileProgram(Uint32Array.from([vop1(op, 1, code)]), gi), st);
      assert.equal(r.error, null, `${GEN_IDS[gi]} v_cvt_f32_f64 source ${code}: ${r.error?.message}`);
    }
  }
});
