// WaveProgramRun.advance: the playground's Run (a budget, breakpoints by byte
// offset) and step back (a re-run to a count) on the whole-ISA runner. Counts
// and sums are computed here from the loop's shape; advance must agree with
// step() one instruction at a time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assemble, GENERATIONS, WaveProgramError, WaveProgramRun, WaveState } from '../src/index.js';

const N = 10;
const LOOP = `s_mov_b32 s0, 0
s_mov_b32 s1, ${N}
loop:
  s_add_u32 s0, s0, s1
  s_sub_u32 s1, s1, 1
  s_cmp_lg_u32 s1, 0
  s_cbranch_scc1 loop
v_cvt_f32_u32 v1, s0
`;
/** Two 4-byte moves (inline constants) before the loop. */
const LOOP_AT = 8;
const EXECUTED = 2 + 4 * N + 1;

function code(src: string): Uint8Array {
  const a = assemble(src, { arch: 'gcn1.2' });
  assert.equal(a.errorCount, 0);
  return a.bytes;
}

test('advance stops at breakpoints after the first instruction, within a budget, and at the end', () => {
  const st = new WaveState(GENERATIONS[2]!);
  const r = new WaveProgramRun(code(LOOP), st);
  const stops = new Set([LOOP_AT]);
  assert.equal(r.advance(0, stops), 2);
  assert.equal(r.offset, LOOP_AT);
  assert.equal(r.advance(0, stops), 4); // one iteration, back at the label
  assert.equal(r.offset, LOOP_AT);
  assert.equal(r.result().sreg[0], N);
  assert.equal(r.advance(3), 3);
  assert.equal(r.executed, 9);
  assert.equal(r.advance(0), EXECUTED - 9);
  assert.ok(r.ended);
  assert.equal(r.executed, EXECUTED);
  assert.equal(r.advance(0), 0);
  const end = r.result();
  assert.equal(end.sreg[0], (N * (N + 1)) / 2);
  assert.equal(end.vgpr[1 * 64 + 5], new Uint32Array(new Float32Array([(N * (N + 1)) / 2]).buffer)[0]);
});

test('advance to a count gives the state step() reaches', () => {
  const st = new WaveState(GENERATIONS[2]!);
  const bytes = code(LOOP);
  for (const k of [1, 6, 7, 23, EXECUTED - 1]) {
    const a = new WaveProgramRun(bytes, st);
    a.advance(k);
    const b = new WaveProgramRun(bytes, st);
    for (let i = 0; i < k; i++) b.step();
    assert.equal(a.executed, k);
    assert.equal(a.offset, b.offset);
    const x = a.result();
    const y = b.result();
    assert.deepEqual([x.sreg, x.scc, x.vgpr], [y.sreg, y.scc, y.vgpr], `after ${k}`);
  }
});

test('advance: a run-time error counts what ran before it', () => {
  const r = new WaveProgramRun(code('v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nflat_load_dword v1, v[2:3]\n'), new WaveState(GENERATIONS[2]!));
  assert.throws(() => r.advance(0), (e: unknown) => e instanceof WaveProgramError && e.index === 2 && e.offset === 8 && !e.limit);
  assert.equal(r.executed, 2);
});
