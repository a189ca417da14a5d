// `gcnkit run PROGRAM` with instructions outside the VOP1 family (scalar ops,
// branches, VOP2/VOPC/VOP3, LDS): the whole-ISA single-wave runner
// (src/emu/wave-program.ts) behind the streaming VOP1 runner. Expectations are
// computed here (sums, per-lane selections, byte layouts), never taken from
// gcnkit's output. The CLI runs as a child process.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-runw-'));
let fileNo = 0;

function file(content: string, ext = 's'): string {
  const p = join(dir, `f${fileNo++}.${ext}`);
  writeFileSync(p, content);
  return p;
}

interface Out { code: number | null; out: string; err: string }
function run(args: string[], input?: string): Promise<Out> {
  return new Promise((resolve) => {
    const c = spawn(process.execPath, [cli, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    c.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    c.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    c.on('close', (code) => resolve({ code, out, err }));
    c.stdin.end(input ?? '');
  });
}

interface State { sgpr: Record<string, string>; vgpr: Record<string, string[]>; scc?: string; exec: string; vcc: string; lds?: string }
const parse = (o: Out): State => { assert.equal(o.code, 0, o.err); return JSON.parse(o.out) as State; };
const h32 = (v: number): string => '0x' + (v >>> 0).toString(16).padStart(8, '0');
const f32bits = (x: number): number => new Uint32Array(new Float32Array([x]).buffer)[0]!;

const LOOP_TONGA = `
  s_mov_b32 s0, 0
  s_mov_b32 s1, 10
  v_mov_b32 v0, 0
loop:
  s_add_u32 s0, s0, s1
  v_add_u32 v0, vcc, s1, v0
  s_sub_u32 s1, s1, 1
  s_cmp_lg_u32 s1, 0
  s_cbranch_scc1 loop
  v_cvt_f32_u32 v1, v0
`;

test('a scalar loop with branches and VALU ops runs to the end of the program (both dialects, three generations)', async () => {
  const sum = 10 * 11 / 2;
  const cases: [string[], string][] = [
    [['-a', 'gcn1.2', '-s', 'llvm'], LOOP_TONGA],
    [['-a', 'gcn1.2'], LOOP_TONGA + 's_endpgm\n'],
    [['-a', 'gcn1.0', '-s', 'llvm'], LOOP_TONGA.replace('v_add_u32', 'v_add_i32')],
    [['-a', 'gcn1.1'], LOOP_TONGA.replace('v_add_u32', 'v_add_i32')],
  ];
  for (const [opts, src] of cases) {
    const s = parse(await run(['run', ...opts, file(src)]));
    assert.equal(s.sgpr['s0'], h32(sum), opts.join(' '));
    assert.deepEqual(s.vgpr['v0'], Array(64).fill(h32(sum)));
    assert.deepEqual(s.vgpr['v1'], Array(64).fill(h32(f32bits(sum))));
    assert.equal(s.sgpr['s1'], h32(0)); // written, back to its initial value: still listed
    assert.equal(s.scc, '0'); // the last s_cmp_lg_u32 compared 0 with 0
  }
});

test('divergent lanes: v_cmp, s_and_saveexec, s_xor exec, and EXEC restored', async () => {
  const src = `
  v_cmp_gt_u32 vcc, 20, v0
  s_mov_b64 s[6:7], vcc
  s_and_saveexec_b64 s[4:5], vcc
  v_mul_lo_u32 v1, v0, v0
  s_xor_b64 exec, exec, s[4:5]
  v_sub_u32 v1, vcc, 1000, v0
  s_mov_b64 exec, s[4:5]
  s_endpgm
`;
  const state = file(JSON.stringify({ vgpr: { v0: Array.from({ length: 64 }, (_, l) => h32(l * 3)) } }), 'json');
  const s = parse(await run(['run', '-a', 'gcn1.2', '-s', 'llvm', '--state', state, file(src)]));
  assert.deepEqual(s.vgpr['v1'], Array.from({ length: 64 }, (_, l) => h32(l * 3 < 20 ? l * 3 * l * 3 : 1000 - l * 3)));
  assert.equal(s.exec, '0xffffffffffffffff');
  // s_and_saveexec saved the old EXEC; s[6:7] the lanes the compare chose.
  assert.equal(s.sgpr['s4'], '0xffffffff');
  assert.equal(s.sgpr['s5'], '0xffffffff');
  let lanes = 0n;
  for (let l = 0; l < 64; l++) if (l * 3 < 20) lanes |= 1n << BigInt(l);
  assert.equal(s.sgpr['s6'], h32(Number(lanes & 0xffffffffn)));
  assert.equal(s.sgpr['s7'], h32(Number(lanes >> 32n)));
});

test('LDS: ds_write/ds_read with M0 opened (GCN 1.0), the LDS listed in the output', async () => {
  const src = `
  s_mov_b32 m0, -1
  v_lshlrev_b32_e32 v1, 2, v0
  v_add_i32_e32 v2, vcc, 0x100, v0
  ds_write_b32 v1, v2
  s_waitcnt lgkmcnt(0)
  v_xor_b32_e32 v3, 4, v1
  ds_read_b32 v4, v3
  s_waitcnt lgkmcnt(0)
`;
  const state = file(JSON.stringify({ vgpr: { v0: Array.from({ length: 64 }, (_, l) => h32(l)) } }), 'json');
  const s = parse(await run(['run', '-a', 'gcn1.0', '-s', 'llvm', '--state', state, file(src)]));
  // Lane l stored 0x100 + l at 4l; lane l reads the word at 4l ^ 4, stored by lane l ^ 1.
  assert.deepEqual(s.vgpr['v4'], Array.from({ length: 64 }, (_, l) => h32(0x100 + (l ^ 1))));
  let lds = '';
  for (let l = 0; l < 64; l++) { const v = 0x100 + l; lds += [v & 255, v >>> 8, 0, 0].map((b) => b.toString(16).padStart(2, '0')).join(''); }
  assert.equal(s.lds, lds.replace(/(00)+$/, ''));
});

test('SCC from the state, machine code from standard input (--hex), and --trace lists SCC changes', async () => {
  // s_cselect_b32 s2, 7, 9 (llvm-mc 14: [0x87,0x89,0x02,0x85]); s_cmp_eq_u32 s2, 7 ([0x02,0x87,0x06,0xbf]).
  const hex = '85028987\nbf068702\n';
  const state = file(JSON.stringify({ scc: '1' }), 'json');
  const o = await run(['run', '-a', 'gcn1.2', '--hex', '--state', state, '--trace', '-'], hex);
  const s = parse(o);
  assert.equal(s.sgpr['s2'], h32(7));
  assert.equal(s.scc, '1');
  assert.match(o.err, /s_cselect_b32/);
  assert.match(o.err, /s2: 0x00000000 -> 0x00000007/);
  // With SCC 0 (the default) the other value; s2 = 9 differs from 7: SCC stays 0, no SCC line.
  const o2 = await run(['run', '-a', 'gcn1.2', '--hex', '--trace', '-'], hex);
  assert.equal(parse(o2).sgpr['s2'], h32(9));
  assert.equal(parse(o2).scc, '0');
  assert.doesNotMatch(o2.err, /scc:/);
  // s_cmp_eq_u32 s2, 9 ([0x02,0x89,0x06,0xbf]) sets it.
  const o3 = await run(['run', '-a', 'gcn1.2', '--hex', '--trace', '-'], '85028987\nbf068902\n');
  assert.equal(parse(o3).scc, '1');
  assert.match(o3.err, /scc: 0x00000000 -> 0x00000001/);
});

test('errors: memory outside the LDS, an endless loop, a branch out of the program (exit 1, no state)', async () => {
  const mem = await run(['run', '-a', 'gcn1.2', '-s', 'llvm', file('v_mov_b32 v1, 0\nflat_load_dword v2, v[0:1]\n')]);
  assert.equal(mem.code, 1);
  assert.equal(mem.out, '');
  assert.match(mem.err, /error: instruction 1 at offset 0x4 \(flat_load_dword v2, v\[0:1\]\): /);
  const loop = await run(['run', '-a', 'gcn1.0', '--max-instructions', '1000', file('l:\n s_branch l\n')]);
  assert.equal(loop.code, 1);
  assert.match(loop.err, /ran more than 1000 instructions/);
  const out = await run(['run', '-a', 'gcn1.0', '-s', 'llvm', file('s_branch 100\n')]);
  assert.equal(out.code, 1);
  assert.match(out.err, /left the code/);
  // Loaded whole, so bounded: 1 MiB of machine code (s_nop 0 = 0xbf800000), one word more is refused.
  const big = join(dir, 'big.bin');
  writeFileSync(big, new Uint8Array(new Uint32Array((1 << 18) + 1).fill(0xbf800000).buffer));
  const tooBig = await run(['run', '--bin', big]);
  assert.equal(tooBig.code, 1);
  assert.equal(tooBig.out, '');
  assert.match(tooBig.err, /run whole: at most 1 MiB of machine code/);
});

test('a VOP1 program before the first other instruction: the trace starts once, from the first instruction', async () => {
  const o = await run(['run', '-a', 'gcn1.2', '--trace', file('v_mov_b32 v1, 5\nv_not_b32 v2, v1\ns_mov_b32 s3, 4\n')]);
  const s = parse(o);
  assert.deepEqual(s.vgpr['v2'], Array(64).fill(h32(~5)));
  assert.equal(s.sgpr['s3'], h32(4));
  assert.equal(o.err.match(/v_mov_b32/g)?.length, 1, o.err);
  assert.match(o.err, /^\[0\] 000000: v_mov_b32/);
});
