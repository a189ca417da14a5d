// `gcnkit run` as interface.md specifies it: the default state, the --state
// JSON format in and out, --trace, --bin/--hex programs, bad state files,
// usage errors and run-time errors. The CLI is run as a child process.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-run-'));
let fileNo = 0;

function file(content: string | Uint8Array, ext = 's'): string {
  const p = join(dir, `f${fileNo++}.${ext}`);
  writeFileSync(p, content);
  return p;
}

function gcnkit(args: string[], input?: string | Uint8Array) {
  const r = spawnSync(process.execPath, [cli, 'run', ...args], { input, maxBuffer: 1 << 26 });
  return { code: r.status, out: r.stdout.toString(), err: r.stderr.toString() };
}

/** The same, asynchronously: independent runs go in parallel to keep the file fast. */
function gcnkitAsync(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const c = spawn(process.execPath, [cli, 'run', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    c.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    c.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    c.on('close', (code) => resolve({ code, out, err }));
  });
}

interface OutState {
  exec: string; vcc: string; m0: string; mode: string; trapsts: string;
  sgpr: Record<string, string>; vgpr: Record<string, string[]>;
}

/** Runs and parses the final state; fails on a non-zero exit. */
function runState(args: string[], input?: string | Uint8Array): OutState {
  const r = gcnkit(args, input);
  assert.equal(r.code, 0, `gcnkit run ${args.join(' ')}: exit ${r.code}: ${r.err}`);
  const j = JSON.parse(r.out) as OutState;
  checkShape(j);
  return j;
}

const HEX = /^0x[0-9a-fA-F]+$/;
const big = (s: string) => BigInt(s);

/** The output form of interface.md: hex strings, 64-entry VGPR arrays. */
function checkShape(j: OutState): void {
  for (const k of ['exec', 'vcc', 'm0', 'mode', 'trapsts'] as const) {
    assert.match(j[k], HEX, `${k} is a hex string`);
  }
  assert.ok(big(j.exec) < 1n << 64n && big(j.vcc) < 1n << 64n);
  for (const k of ['m0', 'mode', 'trapsts'] as const) assert.ok(big(j[k]) < 1n << 32n, k);
  for (const [k, v] of Object.entries(j.sgpr ?? {})) {
    assert.match(v, HEX, `sgpr ${k}`);
    assert.ok(big(v) < 1n << 32n);
  }
  for (const [k, v] of Object.entries(j.vgpr ?? {})) {
    assert.match(k, /^v\d+$/);
    assert.ok(Array.isArray(v), `vgpr ${k} is an array`);
    assert.equal(v.length, 64, `vgpr ${k} has 64 lanes`);
    for (const x of v) { assert.match(x, HEX); assert.ok(big(x) < 1n << 32n); }
  }
}

const lanes = (j: OutState, v: string) => j.vgpr[v]!.map(big);
const all = (x: bigint) => new Array<bigint>(64).fill(x);

test('default state: EXEC all ones, MODE 0x3c0, everything else zero and unlisted', () => {
  const j = runState([file('v_nop\n')]);
  assert.equal(big(j.exec), (1n << 64n) - 1n);
  assert.equal(big(j.vcc), 0n);
  assert.equal(big(j.m0), 0n);
  assert.equal(big(j.mode), 0x3c0n);
  assert.equal(big(j.trapsts), 0n);
  assert.deepEqual(j.vgpr ?? {}, {});
  assert.deepEqual(j.sgpr ?? {}, {});
  // written registers are listed, the others are not
  const k = runState([file('v_mov_b32 v1, 1.0\nv_cvt_f64_i32 v[4:5], -1\n')]);
  assert.deepEqual(Object.keys(k.vgpr).sort(), ['v1', 'v4', 'v5']);
  assert.deepEqual(lanes(k, 'v1'), all(0x3f800000n));
  assert.deepEqual(lanes(k, 'v4'), all(0n));
  assert.deepEqual(lanes(k, 'v5'), all(0xbff00000n));
  // the default MODE at work: F32 denormals flushed, F16 denormals kept (GCN 1.2), nearest-even
  const m = runState(['-a', 'gcn1.2', '--state', file(JSON.stringify({ vgpr: { v0: '0x1' } }), 'json'),
    file('v_trunc_f32 v1, v0\nv_cvt_f32_f16 v2, v0\nv_cvt_f32_u32 v3, 0x1000001\n')]);
  assert.deepEqual(lanes(m, 'v1'), all(0n));
  assert.deepEqual(lanes(m, 'v2'), all(0x33800000n));
  assert.deepEqual(lanes(m, 'v3'), all(0x4b800000n));
});

test('--state in: one string for all lanes, 64-entry arrays, sgpr names, exec/vcc/m0; state out lists them all', () => {
  const v1 = Array.from({ length: 64 }, (_, l) => '0x' + (0x1000 + l).toString(16));
  const state = {
    exec: '0xffff0000ffff0000', vcc: '0x0000000100000002', m0: '0x2', mode: '0x3c0', trapsts: '0x0',
    sgpr: { s0: '0x3f800000', s7: '0x00000001', ttmp3: '0x5' },
    vgpr: { v0: '0x40000000', v1 },
  };
  const prog = [
    'v_mov_b32 v2, s7',
    'v_mov_b32 v3, v1',
    'v_movrels_b32 v4, v0', // M0 = 2: reads v2
    'v_readfirstlane_b32 s9, v1', // lowest active lane: 16
    'v_mov_b32 v5, ttmp3',
    'v_mov_b32 v6, vcc_hi',
    'v_mov_b32 v7, s0',
  ].join('\n') + '\n';
  const j = runState(['--state', file(JSON.stringify(state), 'json'), file(prog)]);
  const exec = 0xffff0000ffff0000n;
  const masked = (f: (l: number) => bigint) => Array.from({ length: 64 }, (_, l) => (((exec >> BigInt(l)) & 1n) ? f(l) : 0n));
  assert.deepEqual(Object.keys(j.vgpr).sort(), ['v0', 'v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7']);
  assert.deepEqual(lanes(j, 'v0'), all(0x40000000n));
  assert.deepEqual(lanes(j, 'v1'), v1.map(big));
  assert.deepEqual(lanes(j, 'v2'), masked(() => 1n));
  assert.deepEqual(lanes(j, 'v3'), masked((l) => BigInt(0x1000 + l)));
  assert.deepEqual(lanes(j, 'v4'), masked(() => 1n));
  assert.deepEqual(lanes(j, 'v5'), masked(() => 5n));
  assert.deepEqual(lanes(j, 'v6'), masked(() => 1n));
  assert.deepEqual(lanes(j, 'v7'), masked(() => 0x3f800000n));
  assert.equal(big(j.exec), exec);
  assert.equal(big(j.vcc), 0x0000000100000002n);
  assert.equal(big(j.m0), 2n);
  assert.deepEqual(Object.fromEntries(Object.entries(j.sgpr).map(([k, v]) => [k, big(v)])),
    { s0: 0x3f800000n, s7: 1n, ttmp3: 5n, s9: 0x1010n });
});

test('the output is a valid --state: a second run of v_nop gives the same state', () => {
  const state = { exec: '0x8000000000000001', m0: '0x7', mode: '0x1f0', trapsts: '0x10', sgpr: { s3: '0xabc' }, vgpr: { v9: '0x12345678' } };
  const first = gcnkit(['-a', 'gcn1.1', '--state', file(JSON.stringify(state), 'json'), file('v_mov_b32 v10, -1\n')]);
  assert.equal(first.code, 0, first.err);
  const second = gcnkit(['-a', 'gcn1.1', '--state', file(first.out, 'json'), file('v_nop\n')]);
  assert.equal(second.code, 0, second.err);
  assert.deepEqual(JSON.parse(second.out), JSON.parse(first.out));
  const j = JSON.parse(first.out) as OutState;
  assert.equal(big(j.mode), 0x1f0n);
  assert.equal(big(j.trapsts), 0x10n);
  assert.deepEqual(lanes(j, 'v10'), [-1n, ...new Array(62).fill(0n), -1n].map((x) => BigInt.asUintN(32, x)));
});

test('--trace prints each instruction and the registers it changed; stdout stays the JSON state', () => {
  const r = gcnkit(['--trace', '--state', file(JSON.stringify({ sgpr: { s7: '0x1234' } }), 'json'),
    file('v_mov_b32 v2, s7\nv_readfirstlane_b32 s9, v2\nv_nop\n')]);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out) as OutState;
  checkShape(j);
  assert.equal(big(j.sgpr['s9']!), 0x1234n);
  assert.match(r.err, /v_mov_b32\s+v2, s7/);
  assert.match(r.err, /v_readfirstlane_b32\s+s9, v2/);
  assert.match(r.err, /v_nop/);
  assert.match(r.err, /\bv2\b[^\n]*0x0*1234/);
  assert.match(r.err, /\bs9\b[^\n]*0x0*1234/);
  // instructions in order
  assert.ok(r.err.indexOf('v_mov_b32') < r.err.indexOf('v_readfirstlane_b32'));
  assert.ok(r.err.indexOf('v_readfirstlane_b32') < r.err.indexOf('v_nop'));
  // without --trace: no trace
  const q = gcnkit([file('v_mov_b32 v2, s7\n')]);
  assert.equal(q.err, '');
});

test('--bin and --hex programs (and stdin, -o)', () => {
  const bytes = new Uint8Array([0x02, 0x03, 0x02, 0x7e]); // v_mov_b32 v1, v2
  const st = file(JSON.stringify({ vgpr: { v2: '0xcafe' } }), 'json');
  let j = runState(['--bin', '--state', st, file(bytes, 'bin')]);
  assert.deepEqual(lanes(j, 'v1'), all(0xcafen));
  j = runState(['--hex', '--state', st, file('7e020302\n', 'hex')]);
  assert.deepEqual(lanes(j, 'v1'), all(0xcafen));
  j = runState(['--hex', '--state', st, file('[0x02,0x03,0x02,0x7e] # llvm-mc bytes\n0x7e0602ff 0x3f800000\n', 'hex')]);
  assert.deepEqual(lanes(j, 'v1'), all(0xcafen));
  assert.deepEqual(lanes(j, 'v3'), all(0x3f800000n));
  j = runState(['--bin', '--state', st, '-'], bytes);
  assert.deepEqual(lanes(j, 'v1'), all(0xcafen));
  j = runState(['--state', st, '-'], 'v_mov_b32 v1, v2\n');
  assert.deepEqual(lanes(j, 'v1'), all(0xcafen));
  // a GCN 1.2 op by device name: v_rcp_f16 v1, v2 (VOP1 op 61)
  j = runState(['-a', 'tonga', '--hex', '--state', file(JSON.stringify({ vgpr: { v2: '0x4000' } }), 'json'),
    file((((0x3f << 25) | (1 << 17) | (61 << 9) | 0x102) >>> 0).toString(16).padStart(8, '0'), 'hex')]);
  assert.deepEqual(lanes(j, 'v1'), all(0x3800n));
  // -o FILE
  const out = join(dir, 'out.json');
  const r = gcnkit(['--hex', '--state', st, '-o', out, file('7e020302', 'hex')]);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out, '');
  const o = JSON.parse(readFileSync(out, 'utf8')) as OutState;
  assert.deepEqual(lanes(o, 'v1'), all(0xcafen));
  // a --bin length that is no multiple of 4, a bad --hex word: bad input
  const b = gcnkit(['--bin', file(new Uint8Array([1, 2, 3]), 'bin')]);
  assert.equal(b.code, 1);
  assert.match(b.err, /multiple of 4|length/);
  const h = gcnkit(['--hex', file('7e02030g\n', 'hex')]);
  assert.equal(h.code, 1);
  assert.match(h.err, /error/);
});

async function badState(content: string, re: RegExp, what: string, arch = 'gcn1.0'): Promise<void> {
  const sf = file(content, 'json');
  const r = await gcnkitAsync(['-a', arch, '--state', sf, file('v_nop\n')]);
  assert.equal(r.code, 1, `${what}: exit ${r.code} (${r.err})`);
  assert.match(r.err, re, `${what}: message '${r.err.trim()}'`);
  assert.doesNotMatch(r.err, /\n\s+at /, `${what}: no stack trace`);
  assert.ok(r.err.includes(sf) || /state/i.test(r.err), `${what}: names the state file`);
  assert.equal(r.out, '', `${what}: no state printed`);
}

test('bad state files: exit 1 with a clear message', async () => {
  await Promise.all([
    // unknown registers and fields
    badState('{"vgpr": {"v256": "0x1"}}', /v256/, 'VGPR past v255'),
    badState('{"vgpr": {"x0": "0x1"}}', /x0/, 'not a VGPR name'),
    badState('{"sgpr": {"s104": "0x1"}}', /s104/, 'SGPR past s103'),
    badState('{"sgpr": {"s102": "0x1"}}', /s102/, 's102 is not an SGPR on GCN 1.2', 'gcn1.2'),
    badState('{"sgpr": {"foo": "0x1"}}', /foo/, 'unknown scalar name'),
    badState('{"vgprs": {"v0": "0x1"}}', /vgprs/, 'unknown top-level field'),
    // bad values
    badState('{"vgpr": {"v0": "0xZZ"}}', /v0/, 'not a number'),
    badState('{"vgpr": {"v0": "0x100000000"}}', /v0/, '33 bits in a VGPR'),
    badState('{"sgpr": {"s0": "0x1ffffffff"}}', /s0/, '33 bits in an SGPR'),
    badState('{"exec": "0x1ffffffffffffffff"}', /exec/, '65 bits in EXEC'),
    badState('{"mode": "fast"}', /mode/, 'a word for MODE'),
    badState('{"vgpr": {"v0": true}}', /v0/, 'a boolean'),
    badState('{"vgpr": {"v0": ["0x1", null]}}', /v0/, 'null in an array'),
    badState('{"m0": {}}', /m0/, 'an object for M0'),
    // wrong array length
    badState(JSON.stringify({ vgpr: { v1: ['0x0', '0x1'] } }), /v1[\s\S]*64|64[\s\S]*v1/, 'two lanes'),
    badState(JSON.stringify({ vgpr: { v1: new Array(65).fill('0x0') } }), /v1[\s\S]*64|64[\s\S]*v1/, '65 lanes'),
    badState(JSON.stringify({ vgpr: { v1: [] } }), /v1/, 'no lanes'),
    // not JSON, or not an object
    badState('{vgpr: 1', /JSON/i, 'not JSON'),
    badState('', /JSON/i, 'empty file'),
    badState('[1, 2]', /object/i, 'an array'),
    badState('"0x1"', /object/i, 'a string'),
    badState('{"vgpr": ["0x1"]}', /vgpr/, 'vgpr as an array'),
  ]);
});

test('bad usage: exit 2', async () => {
  const p = file('v_nop\n');
  const cases: [string[], RegExp][] = [
    [['--frobnicate', p], /frobnicate|unknown/i],
    [[], /PROGRAM|program/],
    [[p, p], /one PROGRAM|program/i],
    [[join(dir, 'missing.s')], /missing\.s/],
    [['--state', join(dir, 'missing.json'), p], /missing\.json/],
    [['-a', 'gcn9', p], /gcn9/],
    [['-s', 'intel', p], /intel/],
    [['--bin', '--hex', p], /bin|hex/],
    [['--state'], /state|argument/i],
  ];
  const results = await Promise.all(cases.map(([args]) => gcnkitAsync(args)));
  for (const [i, [args, re]] of cases.entries()) {
    const r = results[i]!;
    assert.equal(r.code, 2, `run ${args.join(' ')}: exit ${r.code}: ${r.err}`);
    assert.match(r.err, re, `run ${args.join(' ')}`);
    assert.doesNotMatch(r.err, /\n\s+at /);
  }
  const h = gcnkit(['--help']);
  assert.equal(h.code, 0);
  assert.match(h.out, /--state/);
  assert.match(h.out, /--trace/);
});

test('run-time errors and assembler errors: exit 1, naming the instruction', () => {
  // VOP1 opcode 23 is undefined on GCN 1.0 (v_trunc_f64 on 1.1)
  let r = gcnkit(['--hex', file('7e000302\n7e022f00\n', 'hex')]);
  assert.equal(r.code, 1, r.err);
  assert.match(r.err, /VOP1_ill_23|opcode 23/);
  assert.match(r.err, /instruction 1|offset 0x4|0x4\b/);
  // the same word is v_trunc_f64 v[1:2], v[0:1] on GCN 1.1 and runs
  r = gcnkit(['-a', 'gcn1.1', '--hex', file('7e022f00\n', 'hex')]);
  assert.equal(r.code, 0, r.err);
  // movrel past v255
  r = gcnkit(['--state', file('{"m0": "0x1"}', 'json'), file('v_mov_b32 v0, 0\nv_movreld_b32 v255, v0\n')]);
  assert.equal(r.code, 1);
  assert.match(r.err, /v_movreld_b32/);
  assert.doesNotMatch(r.err, /\n\s+at /);
  // a reserved source code (125) in VOP1
  r = gcnkit(['--hex', file(((0x3f << 25) | (1 << 17) | (1 << 9) | 125).toString(16), 'hex')]);
  assert.equal(r.code, 1);
  assert.match(r.err, /v_mov_b32|ill_125|125/);
  // assembler diagnostics: FILE:LINE:COL
  const src = file('v_mov_b32 v1, v2\nv_bogus v1, v2\n');
  r = gcnkit([src]);
  assert.equal(r.code, 1);
  assert.ok(r.err.includes(`${src}:2:`), r.err);
});
