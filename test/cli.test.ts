// The gcnkit command line, driven as users and scripts drive it
// (shared docs: interface.md): exit codes, stdin/stdout, -o, --hex,
// diagnostics, and bounded memory on large inputs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-cli-'));

function run(args: string[], input?: Uint8Array | string) {
  const r = spawnSync(process.execPath, [cli, ...args], { input, maxBuffer: 1 << 28 });
  return { code: r.status, out: r.stdout.toString(), err: r.stderr.toString() };
}

function bytes(...words: number[]): Uint8Array {
  const b = new Uint8Array(words.length * 4);
  const dv = new DataView(b.buffer);
  words.forEach((w, i) => dv.setUint32(i * 4, w >>> 0, true));
  return b;
}

// v_mov_b32 v1, v2 ; v_rcp_f32 v5, -abs(v6) mul:2 clamp (GCN 1.2) — isa-vop1.md 3.2
const CODE = bytes(0x7e020302, 0xd1628105, 0x28000106);

test('help, version and usage errors', () => {
  const h = run(['--help']);
  assert.equal(h.code, 0);
  assert.match(h.out, /disasm/);
  const dh = run(['disasm', '--help']);
  assert.equal(dh.code, 0);
  assert.match(dh.out, /--arch/);
  const v = run(['--version']);
  assert.equal(v.code, 0);
  assert.match(v.out, /^gcnkit \d+\.\d+\.\d+/);
  const none = run([]);
  assert.equal(none.code, 2);
  const bad = run(['frobnicate']);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /unknown command/);
  const opt = run(['disasm', '--no-such-option']);
  assert.equal(opt.code, 2);
  assert.doesNotMatch(opt.err, /\n\s+at /, 'no stack trace');
});

test('an unknown arch is a usage error that lists the known names', () => {
  const r = run(['disasm', '-a', 'gfx9000', '-'], CODE);
  assert.equal(r.code, 2);
  for (const name of ['gcn1.0', 'tahiti', 'hawaii', 'tonga', 'polaris12', 'gfx8']) assert.match(r.err, new RegExp(name));
  assert.equal(r.out, '');
});

test('a missing input file is a usage error', () => {
  const r = run(['disasm', join(dir, 'does-not-exist.bin')]);
  assert.equal(r.code, 2);
  assert.match(r.err, /does-not-exist/);
});

test('devices and pipes are inputs; a directory is a usage error', { skip: !existsSync('/dev/null') }, () => {
  for (const cmd of ['disasm', 'asm']) {
    const dev = run([cmd, '/dev/null']);
    assert.equal(dev.code, 0, `${cmd} /dev/null: ${dev.err}`);
    assert.equal(dev.err, '');
    const d = run([cmd, dir]);
    assert.equal(d.code, 2);
    assert.match(d.err, /is a directory/);
  }
  // A pipe named by path, as `<(...)` gives: the words come through it.
  const file = join(dir, 'pipe-input.bin');
  writeFileSync(file, bytes(0x7e020302));
  const p = spawnSync('sh', ['-c', 'cat "$1" | "$2" "$3" disasm --no-header /dev/stdin', 'sh', file, process.execPath, cli]);
  assert.equal(p.status, 0, p.stderr.toString());
  assert.match(p.stdout.toString(), /v_mov_b32\s+v1, v2/);
});

test('every documented arch alias is accepted, case-insensitively', () => {
  const aliases = ['gcn1.0', 'GCN1.1', 'gcn1.2', 'si', 'ci', 'vi', 'gfx6', 'gfx7', 'gfx8', 'tahiti', 'pitcairn',
    'capeverde', 'verde', 'oland', 'hainan', 'bonaire', 'hawaii', 'kaveri', 'kabini', 'mullins', 'iceland',
    'topaz', 'Tonga', 'fiji', 'carrizo', 'stoney', 'polaris10', 'polaris11', 'polaris12'];
  for (const a of aliases) {
    const r = run(['disasm', '-a', a, '--no-header', '-'], bytes(0x7e020302));
    assert.equal(r.code, 0, `${a}: ${r.err}`);
    assert.equal(r.out, 'v_mov_b32       v1, v2\n', a);
  }
});

test('raw bytes from stdin, both dialects, header lines', () => {
  const c = run(['disasm', '-a', 'tonga'], CODE);
  assert.equal(c.code, 0, c.err);
  assert.equal(c.out, '.rawcode\n.gpu Iceland\n.text\nv_mov_b32       v1, v2\nv_rcp_f32       v5, -abs(v6) mul:2 clamp\n');
  const l = run(['disasm', '-a', 'tonga', '-s', 'llvm', '-'], CODE);
  assert.equal(l.code, 0, l.err);
  assert.equal(l.out, '.text\nv_mov_b32_e32 v1, v2\nv_rcp_f32_e64 v5, -|v6| clamp mul:2\n');
  const g10 = run(['disasm', '-a', 'tahiti', '--no-header'], bytes(0x7e020302));
  assert.equal(g10.out, 'v_mov_b32       v1, v2\n');
});

test('--hex reads words and llvm-mc byte lists', () => {
  const text = '# comment\n0x7e020302 d1628105 28000106 // words\n[0x02,0x03,0x02,0x7e]\n0x02,0x03,0x02,0x7e\n';
  const r = run(['disasm', '--hex', '-a', 'vi', '--no-header'], text);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out, 'v_mov_b32       v1, v2\nv_rcp_f32       v5, -abs(v6) mul:2 clamp\n'
    + 'v_mov_b32       v1, v2\nv_mov_b32       v1, v2\n');
});

test('bad hex text: every error reported with line, column, source line and caret; exit 1', () => {
  const r = run(['disasm', '--hex', '-a', 'vi', '--no-header'], '7e020302\n  zz 7e020302\n12345 0xqq\n');
  assert.equal(r.code, 1);
  assert.match(r.err, /^<stdin>:2:3: error: .*'zz'\n  zz 7e020302\n  \^\n/m);
  assert.match(r.err, /<stdin>:3:1: error: /);
  assert.match(r.err, /<stdin>:3:7: error: /);
});

test('truncated input is an error, not a silent drop', () => {
  const lit = run(['disasm', '-a', 'vi', '--no-header'], bytes(0x7e0202ff)); // literal missing
  assert.equal(lit.code, 1);
  assert.match(lit.err, /truncated instruction/);
  const odd = run(['disasm', '-a', 'vi', '--no-header'], new Uint8Array([2, 3, 2, 0x7e, 1, 2]));
  assert.equal(odd.code, 1);
  assert.equal(odd.out, 'v_mov_b32       v1, v2\n');
  assert.match(odd.err, /not a multiple of 4.*2 trailing bytes/);
});

test('-o writes through a temporary file and writes nothing on error', () => {
  const good = join(dir, 'good.s');
  const r = run(['disasm', '-a', 'vi', '-o', good, '-'], CODE);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out, '');
  assert.match(readFileSync(good, 'utf8'), /v_rcp_f32 {7}v5, -abs\(v6\) mul:2 clamp/);
  const bad = join(dir, 'bad.s');
  const e = run(['disasm', '-a', 'vi', '-o', bad, '-'], new Uint8Array([2, 3, 2]));
  assert.equal(e.code, 1);
  assert.equal(existsSync(bad), false);
  // An existing output file is left untouched by a failed run.
  writeFileSync(bad, 'keep');
  run(['disasm', '-a', 'vi', '-o', bad, '-'], new Uint8Array([2, 3, 2]));
  assert.equal(readFileSync(bad, 'utf8'), 'keep');
});

test('llvm dialect: rejected words become .long lines with a warning, exit 0', () => {
  // v_nop with VDST != 0 is an invalid encoding for llvm-mc (isa-vop1.md 3.1)
  const r = run(['disasm', '-a', 'tonga', '-s', 'llvm', '--no-header'], bytes(0x7e020000, 0x7e020302));
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out, '.long 0x7e020000\nv_mov_b32_e32 v1, v2\n');
  assert.match(r.err, /offset 0x0: warning: invalid instruction encoding/);
});

test('llvm dialect: text llvm-mc would read back as other words is .long with the text as a comment; --exact prints the text', () => {
  // s_add_u32 s0, s1 and a literal 0x2c, which llvm-mc prints `44` and assembles as the inline constant
  // (test/vectors/llvm/llvm_lossy_vectors.jsonl).
  const words = bytes(0x8000ff01, 0x0000002c, 0x7e020302);
  const r = run(['disasm', '-a', 'tonga', '-s', 'llvm', '--no-header'], words);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out, '.long 0x8000ff01, 0x0000002c ; s_add_u32 s0, s1, 44\nv_mov_b32_e32 v1, v2\n');
  assert.equal(r.err, '');
  const e = run(['disasm', '-a', 'tonga', '-s', 'llvm', '--no-header', '--exact'], words);
  assert.equal(e.out, 's_add_u32 s0, s1, 44\nv_mov_b32_e32 v1, v2\n');
  assert.match(run(['disasm', '--help']).out, /--exact .*\n.*\n.*LLVM dialect: llvm-mc's text verbatim/);
});

test('binary garbage never crashes the disassembler', () => {
  const junk = new Uint8Array(1 << 16);
  let s = 0x9e3779b9;
  for (let i = 0; i < junk.length; i++) { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; junk[i] = s & 0xff; }
  for (const syntax of ['clrx', 'llvm']) {
    for (const arch of ['gcn1.0', 'gcn1.1', 'gcn1.2']) {
      const r = run(['disasm', '-a', arch, '-s', syntax, '-'], junk);
      assert.ok(r.code === 0 || r.code === 1, `${arch} ${syntax}: exit ${r.code}`);
      assert.doesNotMatch(r.err, /internal error|\n\s+at /);
      assert.ok(r.out.length > 0);
    }
  }
});

test('a large input streams in bounded memory', () => {
  // 48 MiB of VOP3 words: the output is ~8x larger than any buffer the tool keeps.
  const n = 6 << 20;
  const words = new Uint32Array(n * 2);
  for (let i = 0; i < n; i++) { words[2 * i] = 0xd1628105; words[2 * i + 1] = 0x28000106; }
  const file = join(dir, 'big.bin');
  writeFileSync(file, new Uint8Array(words.buffer));
  const rss = join(dir, 'rss.mjs');
  writeFileSync(rss, "process.on('exit', () => process.stderr.write(`@@maxrss ${process.resourceUsage().maxRSS}\\n`));\n");
  const r = spawnSync(process.execPath, ['--import', rss, cli, 'disasm', '-a', 'vi', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  assert.equal(r.status, 0, r.stderr.toString());
  const kib = Number(/@@maxrss (\d+)/.exec(r.stderr.toString())![1]);
  assert.ok(kib < 160 * 1024, `peak RSS ${kib} KiB`);
});
