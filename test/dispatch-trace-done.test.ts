// dispatch's trace `done` hook (the playground's per-wave view): each wave
// of the traced group reports its final registers once the group has ended.
// saxpy (llc 14, tonga) over 200 work-items with n = 190: wave 0 of group 0
// ends with a and n in s0/s1 (its kernarg load) and each lane's result in v2,
// checked against saxpy computed here with Math.fround (llc multiplies, then
// adds); group 3 (work-items 192-199) reports one wave that started with 8 lanes.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { runKernel } from '../src/emu/dispatch.js';
import { OBJ_DIR } from './support/kernel-corpus.js';

const OBJ = new Uint8Array(readFileSync(join(OBJ_DIR, 'elementwise.tonga.v4.o')));

function f32Bytes(v: number[]): Uint8Array {
  return new Uint8Array(Float32Array.from(v).buffer);
}

function run(group: number[]) {
  const y = Array.from({ length: 200 }, (_, i) => i * 0.25);
  const x = Array.from({ length: 200 }, (_, i) => 3 - i);
  const u32 = (v: number) => new Uint8Array(Uint32Array.of(v).buffer);
  const finals: { wave: number; sreg: Uint32Array; vgpr: Uint32Array }[] = [];
  let lines = 0;
  runKernel(OBJ, 'saxpy', {
    grid: [200], group: [64],
    args: [{ kind: 'buffer', data: f32Bytes(y) }, { kind: 'buffer', data: f32Bytes(x) }, { kind: 'value', data: f32Bytes([1.5]) }, { kind: 'value', data: u32(190) }],
    trace: { group, emit: () => { lines++; }, done: (wave, w) => finals.push({ wave, sreg: w.sreg.slice(), vgpr: w.vgpr.slice(0, 8 * 64) }) },
  });
  return { finals, lines, x, y };
}

test('dispatch trace: final registers of each wave of the traced group', () => {
  const { finals, lines, x, y } = run([0, 0, 0]);
  assert.equal(finals.length, 1);
  assert.ok(lines > 10);
  const w = finals[0]!;
  assert.equal(w.sreg[0], new Uint32Array(Float32Array.of(1.5).buffer)[0]);
  assert.equal(w.sreg[1], 190);
  const a = Math.fround(1.5);
  const want = Array.from({ length: 64 }, (_, l) => Math.fround(Math.fround(a * Math.fround(x[l]!)) + Math.fround(y[l]!)));
  assert.deepEqual([...new Float32Array(w.vgpr.slice(2 * 64, 3 * 64).buffer)], want);
});

test('dispatch trace: a partial group reports its one wave, started with its 8 work-items', () => {
  const { finals } = run([3]);
  assert.equal(finals.length, 1);
  // Work-items 192-199 are all >= n: s_and_saveexec_b64 s[2:3], vcc saved the wave's EXEC
  // (8 lanes) and left none active; the branch skips to s_endpgm.
  const s = finals[0]!.sreg;
  assert.deepEqual([s[2], s[3], s[126], s[127]], [0xff, 0, 0, 0]);
});
