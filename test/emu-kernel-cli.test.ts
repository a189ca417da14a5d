// `gcnkit run --grid` (interface.md, "Running kernels"): a corpus kernel run
// from the command line with an ARGS.json, its output bits (computed here
// with Math.fround, independently of gcnkit), the exact decimal rounding of
// float arguments, and the errors: usage (exit 2) and bad input (exit 1)
// with the place named, nothing on standard output.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OBJ_DIR } from './support/kernel-corpus.js';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-kernel-'));
const obj = (m: string, cpu: string): string => join(OBJ_DIR, `${m}.${cpu}.v4.o`);

function run(args: string[]): { status: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [cli, 'run', ...args], { maxBuffer: 1 << 26 });
  return { status: r.status, out: r.stdout.toString(), err: r.stderr.toString() };
}

function argsFile(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const bits = (x: number): string => { const b = new DataView(new ArrayBuffer(4)); b.setFloat32(0, x, true); return '0x' + b.getUint32(0, true).toString(16).padStart(8, '0'); };

test('saxpy from the command line on all three generations: y = a*x + y, bits and stats', () => {
  const n = 300;
  const x = Array.from({ length: n }, (_, i) => (i % 17) * 0.25 - 2);
  const y = Array.from({ length: n }, (_, i) => (i % 5) + 0.5);
  const a = argsFile('saxpy.json', JSON.stringify({ args: [{ type: 'f32*', data: y }, { type: 'f32*', data: x }, { type: 'f32', value: 3 }, { type: 'u32', value: n - 10 }] }));
  for (const cpu of ['tahiti', 'hawaii', 'tonga']) {
    const r = run([obj('elementwise', cpu), '--kernel', 'saxpy', '--grid', String(n), '--block', '64', '--args', a]);
    assert.equal(r.status, 0, r.err);
    const j = JSON.parse(r.out) as { args: { data?: string[] }[]; stats: { groups: number; waves: number; instructions: number; laneOps: number } };
    const want = y.map((v, i) => bits(i < n - 10 ? Math.fround(Math.fround(3 * x[i]!) + v) : v));
    // saxpy's body computes a*x + y with fmul then fadd (no contraction): two roundings.
    assert.deepEqual(j.args[0]!.data, want, cpu);
    assert.equal(j.stats.groups, 5);
    assert.equal(j.stats.waves, 5);
    assert.ok(j.stats.instructions > 0 && j.stats.laneOps > 0);
  }
});

test('float arguments are rounded once from their decimal value; hex strings give exact bits', () => {
  // 1.00000005960464477539062500000001 lies just above 1 + 2^-24, the midpoint between 1 and
  // 1 + 2^-23: rounded once it gives 1 + 2^-23; through a double first (1 + 2^-24 exactly, then a
  // tie to even) it would give 1.
  const a = argsFile('round.json', JSON.stringify({ args: [{ type: 'f32*', data: [0] }, { type: 'f32*', data: [0] }, { type: 'f32', value: 1 }, { type: 'u32', value: 1 }] })
    .replace('"data":[0]}', '"data":[1.00000005960464477539062500000001]}'));
  const r = run([obj('elementwise', 'tonga'), '--kernel', 'saxpy', '--grid', '1', '--args', a]);
  assert.equal(r.status, 0, r.err);
  // y = 1 * 0 + y: y's bits. 1 + 2^-24 (+ a tiny excess) rounds up to 1 + 2^-23 = 0x3f800001.
  assert.deepEqual((JSON.parse(r.out) as { args: { data: string[] }[] }).args[0]!.data, ['0x3f800001']);
});

test('-o writes the JSON to a file and nothing to standard output', () => {
  const a = argsFile('o.json', JSON.stringify({ args: [{ type: 'u32*', size: 64 }, { type: 'u32*', data: Array.from({ length: 64 }, (_, i) => i + 1) }] }));
  const out = join(dir, 'out.json');
  const r = run([obj('control', 'hawaii'), '--kernel', 'collatz', '--grid', '64', '--args', a, '-o', out]);
  assert.equal(r.status, 0, r.err);
  assert.equal(r.out, '');
  const steps = (v: number): number => { let s = 0; while (v !== 1) { v = v % 2 ? 3 * v + 1 : v / 2; s++; } return s; };
  const data = (JSON.parse(readFileSync(out, 'utf8')) as { args: { data: string[] }[] }).args[0]!.data;
  assert.equal(data.length, 64);
  assert.ok(data.every((h, i) => Number(h) === steps(i + 1)), data.slice(0, 8).join(' '));
});

test('usage errors: several kernels and no --kernel, an unknown kernel, a bad --grid (exit 2)', () => {
  let r = run([obj('elementwise', 'tonga'), '--grid', '4']);
  assert.equal(r.status, 2);
  assert.match(r.err, /holds 5 kernels; choose one with --kernel: int_ops, float_ops, f64_ops, convert, saxpy/);
  r = run([obj('elementwise', 'tonga'), '--kernel', 'nope', '--grid', '4']);
  assert.equal(r.status, 2);
  assert.match(r.err, /no kernel 'nope'.*kernels: int_ops/);
  r = run([obj('elementwise', 'tonga'), '--kernel', 'saxpy', '--grid', '4x4']);
  assert.equal(r.status, 2);
  r = run([obj('elementwise', 'tonga'), '--kernel', 'saxpy']);
  assert.equal(r.status, 2);
  assert.match(r.err, /--grid/);
});

test('bad ARGS.json: the line and column of the offending value (exit 1, nothing written)', () => {
  const a = argsFile('bad.json', '{ "args": [\n  { "type": "f32*", "data": [1, 2] },\n  { "type": "f32*", "data": [1, "x"] },\n  { "type": "f32", "value": 1 }, { "type": "u32", "value": 1 } ] }\n');
  const r = run([obj('elementwise', 'tonga'), '--kernel', 'saxpy', '--grid', '2', '--args', a]);
  assert.equal(r.status, 1);
  assert.equal(r.out, '');
  assert.match(r.err, /bad\.json:3:\d+: error: bad arguments: 'x' is not a number/);
  const b = argsFile('count.json', '{ "args": [] }');
  const r2 = run([obj('elementwise', 'tonga'), '--kernel', 'saxpy', '--grid', '2', '--args', b]);
  assert.equal(r2.status, 1);
  assert.match(r2.err, /takes 4 arguments \(y, x, a, n\)/);
});

test('an out-of-bounds access is an error naming the instruction, wave, lane and address (exit 1)', () => {
  // saxpy with n larger than the buffers: the loads run off the end of x.
  const a = argsFile('oob.json', JSON.stringify({ args: [{ type: 'f32*', size: 4 }, { type: 'f32*', size: 4 }, { type: 'f32', value: 1 }, { type: 'u32', value: 64 }] }));
  const r = run([obj('elementwise', 'tonga'), '--kernel', 'saxpy', '--grid', '64', '--args', a]);
  assert.equal(r.status, 1);
  assert.equal(r.out, '');
  assert.match(r.err, /error: kernel saxpy: instruction at offset 0x[0-9a-f]+ \(flat_load_dword[^)]*\): group \(0,0,0\) wave 0: flat_load_dword: lane 4: read from unmapped address 0x[0-9a-f]+/);
});

test('--max-steps stops an endless run with an error', () => {
  const a = argsFile('loop.json', JSON.stringify({ args: [{ type: 'u32*', size: 64 }, { type: 'u32*', data: Array.from({ length: 64 }, () => 27) }] }));
  const r = run([obj('control', 'tonga'), '--kernel', 'collatz', '--grid', '64', '--args', a, '--max-steps', '50']);
  assert.equal(r.status, 1);
  assert.match(r.err, /did not end within 50 wave-instructions/);
});

test('--trace prints the instructions of the chosen group', () => {
  const a = argsFile('trace.json', JSON.stringify({ args: [{ type: 'u32*', size: 128 }, { type: 'u32*', data: Array.from({ length: 128 }, () => 1) }] }));
  const r = run([obj('control', 'tahiti'), '--kernel', 'collatz', '--grid', '128', '--args', a, '--trace', '--trace-group', '1']);
  assert.equal(r.status, 0, r.err);
  assert.match(r.err, /^wave 0 000000: s_/m);
  assert.match(r.err, /s_endpgm/);
  // Group indices count from 0 (the default group): 0 and 0,0,0 name it.
  for (const g of ['0', '0,0,0']) {
    const z = run([obj('control', 'tahiti'), '--kernel', 'collatz', '--grid', '128', '--args', a, '--trace', '--trace-group', g]);
    assert.equal(z.status, 0, z.err);
    assert.match(z.err, /^wave 0 000000: s_/m);
  }
  assert.equal(run([obj('control', 'tahiti'), '--kernel', 'collatz', '--grid', '128', '--args', a, '--trace', '--trace-group', '-1']).status, 2);
});
