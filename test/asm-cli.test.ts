// `gcnkit asm` as interface.md describes it: the output formats (bin, hex,
// listing, c, json), stdin/stdout, -o through a temporary file (nothing
// written on error, an existing file left untouched), diagnostics
// `FILE:LINE:COL: error: MESSAGE` + source line + caret for every erroneous
// line, exit codes (0 ok, 1 bad input, 2 bad usage), and warnings that do
// not fail the run.
//
// Expected words come from interface.md and the docs (syntax.md,
// isa-vop1.md): `7e020302` (v_mov_b32 v1, v2), `d1628105 28000106`
// (v_rcp_f32 v5, -abs(v6) mul:2 clamp on GCN 1.2, isa-vop1.md 3.2),
// `7e0e02ff 12345678` (v_mov_b32 v7, 0x12345678).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-asm-cli-'));

function run(args: string[], input?: Uint8Array | string) {
  const r = spawnSync(process.execPath, [cli, ...args], { input: input ?? '', maxBuffer: 1 << 26 });
  return { code: r.status, out: r.stdout, text: r.stdout.toString(), err: r.stderr.toString() };
}

function le(...words: number[]): Buffer {
  const b = Buffer.alloc(words.length * 4);
  words.forEach((w, i) => b.writeUInt32LE(w >>> 0, i * 4));
  return b;
}

/** Three instructions and their words on gcn1.2 (interface.md's hex examples). */
const SRC = 'v_mov_b32 v1, v2\nv_rcp_f32 v5, -abs(v6) mul:2 clamp\nv_mov_b32 v7, 0x12345678\n';
const WORDS = [[0x7e020302], [0xd1628105, 0x28000106], [0x7e0e02ff, 0x12345678]];
const HEX = '7e020302\nd1628105 28000106\n7e0e02ff 12345678\n';
const BIN = le(...WORDS.flat());
const SRC_FILE = join(dir, 'three.s');
writeFileSync(SRC_FILE, SRC);

const noTrace = (err: string) => assert.doesNotMatch(err, /\n\s+at |internal error/, err);

test('bin (the default): the raw little-endian bytes', () => {
  const r = run(['asm', '-a', 'tonga', SRC_FILE]);
  assert.equal(r.code, 0, r.err);
  assert.deepEqual(r.out, BIN);
  assert.equal(r.err, '');
  const f = run(['asm', '-a', 'tonga', '-f', 'bin', SRC_FILE]);
  assert.deepEqual(f.out, BIN);
  const long = run(['asm', '--arch', 'tonga', '--format', 'bin', SRC_FILE]);
  assert.deepEqual(long.out, BIN);
});

test('hex: one line per instruction, 8 lower-case hex digits per word, one space between', () => {
  const r = run(['asm', '-a', 'tonga', '-f', 'hex', SRC_FILE]);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.text, HEX);
  // Several statements on a line, comments, blank lines, labels: still one line per instruction, in source order.
  const src = '# header\n\nstart:\nv_mov_b32 v1, v2 ; v_nop /* c */\n  V_MOV_B32 V7, 0x12345678 # tail\n';
  const m = run(['asm', '-a', 'gcn1.0', '-f', 'hex', '-'], src);
  assert.equal(m.code, 0, m.err);
  assert.equal(m.text, '7e020302\n7e000000\n7e0e02ff 12345678\n');
  const data = run(['asm', '-f', 'hex', '-'], '.int 0xDEADBEEF, 5\n.quad 0x1122334455667788\n');
  assert.equal(data.code, 0, data.err);
  assert.match(data.text, /^deadbeef 00000005\n55667788 11223344\n$/);
});

test('listing: offset, words and source text of each instruction', () => {
  const r = run(['asm', '-a', 'tonga', '-f', 'listing', SRC_FILE]);
  assert.equal(r.code, 0, r.err);
  const lines = r.text.split('\n').filter((l) => l !== '');
  assert.equal(lines.length, 3, r.text);
  const srcLines = SRC.split('\n');
  let offset = 0;
  lines.forEach((l, i) => {
    const words = WORDS[i]!.map((w) => w.toString(16).padStart(8, '0')).join(' ');
    assert.ok(l.includes(words), `line ${i}: ${l} lacks ${words}`);
    assert.ok(l.endsWith(srcLines[i]!), `line ${i}: ${l} lacks the source text`);
    const off = /^\s*(?:0x)?([0-9a-f]+)\b/i.exec(l);
    assert.ok(off !== null && parseInt(off[1]!, 16) === offset, `line ${i}: ${l}: offset ${offset}`);
    assert.ok(l.indexOf(words) > off[0].length - 1 && l.indexOf(words) < l.lastIndexOf(srcLines[i]!), `line ${i}: order`);
    offset += 4 * WORDS[i]!.length;
  });
});

test('json: one object per instruction with line, offset, words, text', () => {
  const src = 'v_mov_b32 v1, v2\n\n  v_rcp_f32 v5, -abs(v6) mul:2 clamp\nv_mov_b32 v7, 0x12345678\n';
  const r = run(['asm', '-a', 'tonga', '-f', 'json', '-'], src);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.text) as { line: number; offset: number; words: string[]; text: string }[];
  assert.ok(Array.isArray(j));
  assert.equal(j.length, 3);
  const lines = [1, 3, 4];
  const texts = ['v_mov_b32 v1, v2', 'v_rcp_f32 v5, -abs(v6) mul:2 clamp', 'v_mov_b32 v7, 0x12345678'];
  let offset = 0;
  j.forEach((o, i) => {
    assert.equal(o.line, lines[i]);
    assert.equal(o.offset, offset);
    assert.deepEqual(o.words.map((w) => parseInt(w, 16)), WORDS[i]);
    for (const w of o.words) assert.match(w, /^(0x)?[0-9a-f]{8}$/);
    assert.equal(o.text.trim(), texts[i]);
    offset += 4 * WORDS[i]!.length;
  });
  // Text with quotes, backslashes and non-ASCII in a comment still gives valid JSON.
  const odd = run(['asm', '-a', 'gcn1.0', '-f', 'json', '-'], "v_mov_b32 v1, '\\\"' /* é \" \\ */\n");
  assert.equal(odd.code, 0, odd.err);
  const jo = JSON.parse(odd.text) as { words: string[] }[];
  assert.equal(jo.length, 1);
  assert.deepEqual(jo[0]!.words.map((w) => parseInt(w, 16)), [0x7e0202a2]); // '"' = 34: inline
  // No instructions: an empty array.
  const none = run(['asm', '-f', 'json', '-'], '# nothing\n');
  assert.equal(none.code, 0, none.err);
  assert.deepEqual(JSON.parse(none.text), []);
});

const CC = ['cc', 'gcc', 'clang'].find((c) => spawnSync(c, ['--version'], { stdio: 'ignore' }).status === 0);

test('c: a C array of the bytes that compiles and holds the same bytes', { skip: CC === undefined ? 'no C compiler (cc, gcc, clang)' : false }, () => {
  const src = SRC + '.byte 1, 2, 3\n';
  const r = run(['asm', '-a', 'tonga', '-f', 'c', '-'], src);
  assert.equal(r.code, 0, r.err);
  const name = /([A-Za-z_]\w*)\s*\[\s*\d*\s*\]\s*=/.exec(r.text);
  assert.ok(name !== null, `no array in ${r.text}`);
  const cFile = join(dir, 'code.c');
  writeFileSync(cFile, r.text);
  const main = join(dir, 'main.c');
  writeFileSync(main, `#include <stdio.h>\n#include "code.c"\nint main(void) {\n  for (size_t i = 0; i < sizeof ${name[1]}; i++) printf("%02x", (unsigned)${name[1]}[i]);\n  printf("\\n");\n  return 0;\n}\n`);
  const exe = join(dir, 'main');
  const c = spawnSync(CC!, ['-std=c99', '-Wall', '-Wextra', '-Werror', '-o', exe, main], { cwd: dir });
  assert.equal(c.status, 0, `${CC} failed: ${c.stderr.toString()}`);
  const x = spawnSync(exe);
  assert.equal(x.status, 0);
  assert.equal(x.stdout.toString(), Buffer.concat([BIN, Buffer.from([1, 2, 3])]).toString('hex') + '\n');
  // The output alone compiles as a translation unit too (-c).
  const alone = spawnSync(CC!, ['-std=c99', '-c', '-o', join(dir, 'code.o'), cFile], { cwd: dir });
  assert.equal(alone.status, 0, alone.stderr.toString());
  // A source line holding `*/` does not break the C comment.
  const tricky = run(['asm', '-a', 'gcn1.0', '-f', 'c', '-'], 'v_mov_b32 v1, v2 # a */ b /*\n');
  assert.equal(tricky.code, 0, tricky.err);
  writeFileSync(cFile, tricky.text);
  const t = spawnSync(CC!, ['-std=c99', '-c', '-o', join(dir, 'code.o'), cFile], { cwd: dir });
  assert.equal(t.status, 0, t.stderr.toString());
});

test('stdin when FILE is - or absent; stdout when -o is absent or -', () => {
  for (const args of [['-'], [], ['-o', '-'], ['-', '-o', '-']]) {
    const r = run(['asm', '-a', 'tonga', '-f', 'hex', ...args], SRC);
    assert.equal(r.code, 0, `${args.join(' ')}: ${r.err}`);
    assert.equal(r.text, HEX, args.join(' '));
  }
  const b = run(['asm', '-a', 'tonga'], SRC);
  assert.deepEqual(b.out, BIN);
});

test('-o writes the file through a temporary file; nothing is written on error', () => {
  const sub = mkdtempSync(join(dir, 'out-'));
  const out = join(sub, 'code.bin');
  const r = run(['asm', '-a', 'tonga', '-o', out, SRC_FILE]);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out.length, 0, 'nothing on stdout');
  assert.deepEqual(readFileSync(out), BIN);
  assert.deepEqual(readdirSync(sub), ['code.bin'], 'no temporary file left');
  const hexOut = join(sub, 'code.hex');
  const h = run(['asm', '-a', 'tonga', '-f', 'hex', '--output', hexOut, '-'], SRC);
  assert.equal(h.code, 0, h.err);
  assert.equal(readFileSync(hexOut, 'utf8'), HEX);
  // Overwrites an existing file on success, by renaming a new file into place (a new inode),
  // not by writing into the old one.
  writeFileSync(out, 'old contents, longer than the new ones ............................');
  const inode = statSync(out).ino;
  const o = run(['asm', '-a', 'tonga', '-o', out, SRC_FILE]);
  assert.equal(o.code, 0, o.err);
  assert.deepEqual(readFileSync(out), BIN);
  assert.notEqual(statSync(out).ino, inode, 'the file was replaced, not rewritten in place');
  // On error: no file is created...
  const bad = join(sub, 'bad.bin');
  const e = run(['asm', '-o', bad, '-'], 'v_mov_b32 v1, v2\nv_bogus v1\n');
  assert.equal(e.code, 1);
  assert.equal(existsSync(bad), false);
  // ...and an existing file is left untouched.
  writeFileSync(bad, 'keep');
  const badInode = statSync(bad).ino;
  const e2 = run(['asm', '-f', 'hex', '-o', bad, '-'], 'v_mov_b32 v1, v2\nv_bogus v1\n');
  assert.equal(e2.code, 1);
  assert.equal(readFileSync(bad, 'utf8'), 'keep');
  assert.equal(statSync(bad).ino, badInode);
  // A usage error writes nothing either.
  const e3 = run(['asm', '-f', 'nope', '-o', bad, SRC_FILE]);
  assert.equal(e3.code, 2);
  assert.equal(readFileSync(bad, 'utf8'), 'keep');
  assert.deepEqual(readdirSync(sub).sort(), ['bad.bin', 'code.bin', 'code.hex'], 'no temporary file left');
});

/** Splits stderr into diagnostics: header, source line, caret line. */
function parseDiagnostics(err: string, file: string) {
  const lines = err.split('\n');
  const out: { line: number; col: number; severity: string; message: string; source: string; caret: string }[] = [];
  const esc = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const head = new RegExp(`^${esc}:(\\d+):(\\d+): (error|warning): (.+)$`);
  for (let i = 0; i < lines.length; i++) {
    const m = head.exec(lines[i]!);
    if (m === null) continue;
    out.push({ line: Number(m[1]), col: Number(m[2]), severity: m[3]!, message: m[4]!, source: lines[i + 1] ?? '', caret: lines[i + 2] ?? '' });
    i += 2;
  }
  return out;
}

test('diagnostics: FILE:LINE:COL: error: MESSAGE, the source line and a caret, for every erroneous line', () => {
  const src = [
    'v_mov_b32 v1, v2',
    '  v_foo v1',
    'v_mov_b32 v1, v2, v3',
    'v_nop',
    '\tv_rcp_f64 v158, s79',
    'v_mov_b32 v1',
    'v_mov_b32 v1, v2 // c',
    'v_nop',
  ].join('\n') + '\n';
  const file = join(dir, 'errors.s');
  writeFileSync(file, src);
  for (const [name, args, input] of [[file, [file], undefined], ['<stdin>', ['-'], src], ['<stdin>', [], src]] as const) {
    const r = run(['asm', '-f', 'hex', ...args], input);
    assert.equal(r.code, 1, r.err);
    assert.equal(r.out.length, 0);
    noTrace(r.err);
    const d = parseDiagnostics(r.err, name);
    const srcLines = src.split('\n');
    // Every erroneous line (2, 3, 5, 6, 7) is reported; the good ones are not.
    assert.deepEqual([...new Set(d.map((x) => x.line))].sort((a, b) => a - b), [2, 3, 5, 6, 7], r.err);
    for (const x of d) {
      const line = srcLines[x.line - 1]!;
      // The source line (tabs may be shown as one space each, so columns still line up).
      assert.ok(x.source === line || x.source === line.replace(/\t/g, ' '), `${x.line}: source ${JSON.stringify(x.source)}`);
      assert.equal(x.caret, ' '.repeat(x.col - 1) + '^', `${x.line}:${x.col}: caret ${JSON.stringify(x.caret)}`);
      assert.ok(x.col >= 1 && x.col <= line.length + 1, `${x.line}:${x.col}`);
      assert.equal(x.severity, 'error');
    }
    // Messages the docs give (syntax.md A.2, A.3).
    const at = (l: number) => d.filter((x) => x.line === l).map((x) => x.message);
    assert.deepEqual(at(2).map((m) => m.replace(/ \(.*\)$/, '')), ['Unknown instruction']);
    assert.equal(d.find((x) => x.line === 2)!.col, 3, 'the column of the mnemonic');
    assert.deepEqual(at(3), ['Some garbages at VOP modifier place']);
    assert.deepEqual(at(5), ['Required 2 vector registers', 'Required 2 scalar registers']);
    assert.deepEqual(at(6), ["Expected ',' before argument"]);
  }
});

test('warnings do not fail the run', () => {
  const src = 'v_mov_b32 v1, 0x100000000\nv_mov_b32 v1, v2\n';
  const r = run(['asm', '-a', 'gcn1.0', '-f', 'hex', '-'], src);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.text, '7e0202ff 00000000\n7e020302\n');
  const d = parseDiagnostics(r.err, '<stdin>');
  assert.equal(d.length, 1, r.err);
  assert.equal(d[0]!.severity, 'warning');
  assert.equal(d[0]!.line, 1);
  assert.equal(d[0]!.message, 'Value 0x100000000 truncated to 0x0');
  assert.equal(d[0]!.source, 'v_mov_b32 v1, 0x100000000');
  // With -o the file is written.
  const out = join(dir, 'warn.bin');
  const o = run(['asm', '-a', 'gcn1.0', '-o', out, '-'], src);
  assert.equal(o.code, 0, o.err);
  assert.deepEqual(readFileSync(out), le(0x7e0202ff, 0, 0x7e020302));
  // A warning and an error: exit 1, both reported.
  const both = run(['asm', '-f', 'hex', '-'], 'v_mov_b32 v1, 0x100000000\nv_bad\n');
  assert.equal(both.code, 1);
  const bd = parseDiagnostics(both.err, '<stdin>');
  assert.deepEqual(bd.map((x) => [x.line, x.severity]), [[1, 'warning'], [2, 'error']]);
  assert.equal(both.out.length, 0);
});

test('-a selects the generation (aliases, case-insensitive); a .gpu directive in the source wins', () => {
  const nop3 = (arch: string) => run(['asm', '-a', arch, '-f', 'hex', '-'], 'v_nop vop3\n');
  // A few aliases per generation (test/cli.test.ts checks every alias through disasm, the same option parser).
  for (const a of ['gcn1.0', 'SI', 'Pitcairn', 'verde']) {
    assert.equal(nop3(a).text, 'd3000000 00000000\n', a);
  }
  for (const a of ['gcn1.1', 'gfx7', 'hawaii']) {
    assert.equal(nop3(a).text, 'd3000000 00000000\n', a);
  }
  // GCN 1.2: VOP3 opcode 320 in bits 25..16 (isa-vop1.md 3.2, 5).
  for (const a of ['gcn1.2', 'VI', 'tonga', 'polaris12']) {
    assert.equal(nop3(a).text, 'd1400000 00000000\n', a);
  }
  // v_trunc_f64 exists on 1.1 and 1.2 only.
  assert.equal(run(['asm', '-a', 'gcn1.0', '-f', 'hex', '-'], 'v_trunc_f64 v[0:1], v[2:3]\n').code, 1);
  assert.equal(run(['asm', '-a', 'hawaii', '-f', 'hex', '-'], 'v_trunc_f64 v[0:1], v[2:3]\n').code, 0);
  // syntax.md A.1: the first .gpu/.arch overrides the command line.
  const g = run(['asm', '-a', 'gcn1.0', '-f', 'hex', '-'], '.gpu Iceland\nv_nop vop3\n');
  assert.equal(g.code, 0, g.err);
  assert.equal(g.text, 'd1400000 00000000\n');
  // -s clrx is the default, and may be given.
  const s = run(['asm', '-s', 'clrx', '-a', 'tonga', '-f', 'hex', SRC_FILE]);
  assert.equal(s.code, 0, s.err);
  assert.equal(s.text, HEX);
});

test('exit code 2 for bad usage: unknown option, format, arch or syntax; missing file; no stack trace', () => {
  const cases: [string, string[], RegExp][] = [
    ['unknown option', ['asm', '--frobnicate', SRC_FILE], /frobnicate/],
    ['unknown short option', ['asm', '-z', SRC_FILE], /-z/],
    ['unknown format', ['asm', '-f', 'elf', SRC_FILE], /elf/],
    ['unknown arch', ['asm', '-a', 'gfx9000', SRC_FILE], /gfx9000/],
    ['unknown syntax', ['asm', '-s', 'intel', SRC_FILE], /intel/],
    ['missing file', ['asm', join(dir, 'does-not-exist.s')], /does-not-exist/],
    ['a directory as input', ['asm', dir], /./],
    ['option without its value', ['asm', SRC_FILE, '-f'], /./],
    ['two input files', ['asm', SRC_FILE, SRC_FILE], /./],
  ];
  for (const [what, args, re] of cases) {
    const r = run(args, SRC);
    assert.equal(r.code, 2, `${what}: exit ${r.code}: ${r.err}`);
    assert.match(r.err, re, what);
    assert.equal(r.out.length, 0, what);
    noTrace(r.err);
  }
  // The unknown arch message lists the known names (interface.md).
  const a = run(['asm', '-a', 'gfx9000', SRC_FILE]);
  for (const n of ['gcn1.0', 'gcn1.1', 'gcn1.2', 'tahiti', 'hawaii', 'tonga']) assert.match(a.err, new RegExp(n));
});

test('exit code 1 for bad input; help exits 0', () => {
  const r = run(['asm', '-'], 'v_mov_b32 v1\n');
  assert.equal(r.code, 1);
  assert.equal(r.out.length, 0);
  noTrace(r.err);
  for (const h of ['--help', '-h']) {
    const x = run(['asm', h]);
    assert.equal(x.code, 0, x.err);
    assert.match(x.text, /Usage: gcnkit asm/);
    assert.match(x.text, /--format/);
  }
  // An empty input is not an error: no output.
  const e = run(['asm', '-f', 'hex', '-'], '');
  assert.equal(e.code, 0, e.err);
  assert.equal(e.out.length, 0);
});
