// The emulator against semantics.md §5/§6, one test per VOP1 mnemonic: an
// edge-case table (test/support/emu-op-cases.ts) run on every generation
// that has the op, in every combination of FP_ROUND (F32 and F64/F16
// fields independently), FP_DENORM (all 16 settings), with DX10_CLAMP/IEEE
// on and off. Expected values come from semantics.md or are computed
// independently in the table; none is taken from the emulator.
//
// Each run puts one case per lane (the 64 lanes hold the table, repeated),
// with the destination pre-filled with garbage, so a 16-bit result that does
// not zero bits 31-16, or a write to the wrong register half, shows. 16-bit
// sources get garbage in bits 31-16 on every other repetition (a 16-bit
// source uses bits 15-0 only).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OPS, opsOf, type OpInfo } from '../src/isa/instructions.js';
import type { GenIndex } from '../src/isa/generations.js';
import { CASES, ctxOf, want, type Case } from './support/emu-op-cases.js';
import { GEN_IDS, hex, Mismatches, newState, program, runOk, setLanes, vg } from './support/emu-harness.js';

/** Every MODE setting that can matter to a VOP1 result: bits 0-7 all, with DX10_CLAMP/IEEE both on and both off. */
const MODES: number[] = [];
for (const hi of [0x300, 0x000]) for (let low = 0; low < 256; low++) MODES.push(hi | low);

const GARBAGE = 0xdeadbeef;
const UPPER = 0xa5a50000;

function regText(n: number, width: number): string {
  return width === 64 ? `v[${n}:${n + 1}]` : `v${n}`;
}

function runTable(op: OpInfo, gi: GenIndex, cases: readonly Case[], bad: Mismatches): void {
  const sw = op.src!.info.width;
  const dw = op.dst!.info.width;
  const text = `${op.name} ${regText(2, dw)}, ${regText(0, sw)}`;
  const p = program(text, gi);
  const st = newState(gi);
  const start = bad.count;
  for (let base = 0; base < cases.length; base += 64) {
    const chunk = cases.slice(base, base + 64);
    const n = chunk.length;
    const caseOf = (l: number) => chunk[l % n]!;
    const upper = (l: number) => (sw === 16 && (Math.floor(l / n) & 1) === 1 ? UPPER : 0);
    for (const mode of MODES) {
      const c = ctxOf(gi as 0 | 1 | 2, mode);
      if (sw === 64) {
        setLanes(st, 0, (l) => Number(BigInt(caseOf(l)[0]) & 0xffffffffn));
        setLanes(st, 1, (l) => Number(BigInt(caseOf(l)[0]) >> 32n));
      } else {
        setLanes(st, 0, (l) => (Number(caseOf(l)[0]) | upper(l)) >>> 0);
        st.vgpr.fill(GARBAGE, 64, 128);
      }
      st.vgpr.fill(GARBAGE, 128, 256);
      st.mode = mode;
      st.trapsts = 0;
      st.sreg[124] = 0;
      runOk(p, st, `${GEN_IDS[gi]} ${text} mode ${hex(mode, 3)}`);
      for (let l = 0; l < 64; l++) {
        const [input, w] = caseOf(l);
        const exp = want(w, c);
        const got = dw === 64 ? (BigInt(vg(st, 3, l)) << 32n) | BigInt(vg(st, 2, l)) : BigInt(vg(st, 2, l));
        const inText = sw === 64 ? hex(BigInt(input), 16) : hex((Number(input) | upper(l)) >>> 0);
        if (got !== BigInt.asUintN(64, BigInt(exp))) {
          bad.add(`${GEN_IDS[gi]} mode ${hex(mode, 3)}: ${op.name} ${inText} -> ${hex(got, dw === 64 ? 16 : 8)}, `
            + `want ${hex(BigInt(exp), dw === 64 ? 16 : 8)}`);
        }
        if (dw !== 64 && vg(st, 3, l) !== GARBAGE) bad.add(`${GEN_IDS[gi]}: ${op.name} wrote v3 (lane ${l})`);
      }
      // Enough for one generation: a mode-independent failure would otherwise repeat 512 times.
      if (bad.count - start > 200) return;
    }
  }
}

test('the table covers every VOP1 mnemonic of every generation (OPS / opsOf)', () => {
  const missing: string[] = [];
  for (const gi of [0, 1, 2] as GenIndex[]) {
    for (const op of opsOf(gi)) {
      const c = CASES[op.name];
      if (c === undefined || (c !== 'special' && c.length < 4)) missing.push(`${GEN_IDS[gi]} ${op.name}`);
    }
  }
  assert.deepEqual(missing, []);
  assert.deepEqual(Object.keys(CASES).sort(), OPS.map((o) => o.name).sort());
  assert.equal(OPS.length, 84);
  assert.deepEqual([0, 1, 2].map((g) => opsOf(g as GenIndex).length), [60, 66, 77]);
});

for (const op of OPS) {
  const cases = CASES[op.name];
  if (cases === 'special') continue;
  const gens = ([0, 1, 2] as GenIndex[]).filter((g) => op.vop1[g] !== null);
  test(`${op.name} (${gens.map((g) => GEN_IDS[g]).join(', ')}): ${cases.length} cases x ${MODES.length} modes`, () => {
    const bad = new Mismatches();
    for (const gi of gens) runTable(op, gi, cases, bad);
    bad.check(op.name);
  });
}

test('v_nop writes nothing, in every mode (5.1)', () => {
  for (const gi of [0, 1, 2] as GenIndex[]) {
    const p = program('v_nop', gi);
    for (const mode of [0x3c0, 0x0, 0xff, 0x1f0]) {
      const st = newState(gi);
      setLanes(st, 0, (l) => l * 0x01010101);
      st.sreg[5] = 0x1234;
      st.mode = mode;
      st.trapsts = 0x5a;
      const before = st.clone();
      runOk(p, st, 'v_nop');
      assert.deepEqual(st.vgpr, before.vgpr);
      assert.deepEqual(st.sreg, before.sreg);
      assert.equal(st.trapsts, 0x5a);
      assert.equal(st.mode, mode);
    }
  }
});

test('v_clrexcp clears TRAPSTS.EXCP[6:0] only, writes no register (5.1, §10 #18)', () => {
  for (const gi of [0, 1, 2] as GenIndex[]) {
    const p = program('v_clrexcp', gi);
    for (const [t, w] of [[0xffffffff, 0xffffff80], [0x7f, 0], [0x180, 0x180], [0x1ff, 0x180], [0x800, 0x800], [0, 0]]) {
      const st = newState(gi);
      setLanes(st, 1, (l) => l);
      st.trapsts = t!;
      const before = st.clone();
      runOk(p, st, 'v_clrexcp');
      assert.equal(st.trapsts >>> 0, w, `${GEN_IDS[gi]} trapsts ${hex(t!)}`);
      assert.deepEqual(st.vgpr, before.vgpr);
      assert.deepEqual(st.sreg, before.sreg);
    }
  }
});

test('v_readfirstlane_b32: lane 0 with EXEC all ones, raw bits in every mode (5.1)', () => {
  for (const gi of [0, 1, 2] as GenIndex[]) {
    const p = program('v_readfirstlane_b32 s5, v0', gi);
    for (const v of [0x7f800001, 0x00000001, 0x80000000, 0xffffffff, 0x12345678]) {
      for (const mode of [0x3c0, 0x0, 0xff, 0x0f]) {
        const st = newState(gi);
        setLanes(st, 0, (l) => (l === 0 ? v : 0x1000 + l));
        st.mode = mode;
        runOk(p, st, 'v_readfirstlane_b32');
        assert.equal(st.sreg[5], v >>> 0, `${GEN_IDS[gi]} mode ${hex(mode, 3)}`);
      }
    }
  }
});
