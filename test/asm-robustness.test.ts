// The CLRX-dialect assembler never crashes and never blows memory, whatever
// the input: empty and comment-only sources, 10 MB lines (of valid statements
// and of garbage), binary garbage, invalid UTF-8 through the CLI, a source
// with a million errors (diagnostics are capped at MAX_KEPT_DIAGNOSTICS, the
// counts stay exact, memory stays bounded: the CLI's peak RSS is read at exit
// through a `--import` preload), and deeply nested expressions (an error or a
// value, never a stack overflow). Time is checked as growth (the work at n
// and 4n, test/support/complexity.ts), never against the clock: absolute
// timings are in `npm run bench`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleClrx } from '../src/asm/clrx.js';
import { MAX_KEPT_DIAGNOSTICS } from '../src/asm/diagnostics.js';
import { GENERATIONS } from '../src/index.js';
import type { AsmResult } from '../src/asm/assembly.js';
import { assertLinear } from './support/complexity.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-asm-robust-'));
const RSS = join(dir, 'rss.mjs');
writeFileSync(RSS, "process.on('exit', () => process.stderr.write(`@@maxrss ${process.resourceUsage().maxRSS}\\n`));\n");
const SEED = testSeed(0x726f6275);
console.log(`asm robustness: seed ${SEED} (set GCNKIT_SEED to replay)`);

const GEN = GENERATIONS[2]!;

/** Assembles and checks the invariants every result must keep. */
function asm(src: string, what: string): AsmResult {
  let r: AsmResult;
  try {
    r = assembleClrx(src, GEN);
  } catch (e) {
    assert.fail(`${what}: the assembler threw ${String(e instanceof Error ? e.stack?.split('\n').slice(0, 3).join(' | ') : e)}`);
  }
  assert.ok(r.diagnostics.length <= MAX_KEPT_DIAGNOSTICS, `${what}: ${r.diagnostics.length} diagnostics kept`);
  assert.equal(r.errorCount + r.warningCount, r.diagnostics.length + r.droppedDiagnostics, `${what}: counts`);
  assert.equal(r.diagnostics.filter((d) => d.severity === 'error').length <= r.errorCount, true);
  if (r.errorCount > 0) assert.equal(r.bytes.length, 0, `${what}: no bytes on error`);
  for (const d of r.diagnostics) {
    assert.ok(Number.isInteger(d.line) && d.line >= 1 && Number.isInteger(d.col) && d.col >= 1, `${what}: position ${d.line}:${d.col}`);
    assert.ok(typeof d.message === 'string' && d.message.length > 0 && !/undefined|NaN|\[object/.test(d.message), `${what}: message ${d.message}`);
  }
  return r;
}

function runCli(args: string[], input?: Uint8Array | string) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', RSS, cli, ...args], { input, maxBuffer: 1 << 28 });
  const err = r.stderr.toString();
  const m = /@@maxrss (\d+)\n$/.exec(err);
  return {
    code: r.status, out: r.stdout, err: m === null ? err : err.slice(0, m.index),
    maxRssKiB: m === null ? NaN : Number(m[1]), ms: performance.now() - t0,
  };
}

function noCrash(r: { code: number | null; err: string }, what: string): void {
  assert.ok(r.code === 0 || r.code === 1, `${what}: exit ${r.code}: ${r.err.slice(0, 300)}`);
  assert.doesNotMatch(r.err, /internal error|\n\s+at |RangeError|TypeError/, `${what}: ${r.err.slice(0, 300)}`);
}

function randomText(n: number, alphabet: string, rnd: () => number): string {
  const parts: string[] = new Array(n);
  for (let i = 0; i < n; i++) parts[i] = alphabet[rnd() % alphabet.length]!;
  return parts.join('');
}

test('empty and comment-only sources assemble to nothing', () => {
  for (const src of ['', '\n', '\n\n\n', '   \t  ', '\r\n\r\n', ';', ';;;;\n;', '# a comment', '# a\n# b\n', '/* */',
    '/* a\nmulti-line\ncomment */', '  /* a */ # b\n/* c\n*/ ; ;', '# a \\\n', '\\\n']) {
    const r = asm(src, JSON.stringify(src));
    assert.equal(r.errorCount, 0, `${JSON.stringify(src)}: ${JSON.stringify(r.diagnostics)}`);
    assert.equal(r.warningCount, 0);
    assert.equal(r.bytes.length, 0);
    assert.equal(r.records.count, 0);
  }
  // Not specified either way, but no crash: a lone backslash, an unterminated comment.
  for (const src of ['\\', '/* unterminated', 'v_nop /* unterminated\n']) asm(src, JSON.stringify(src));
  const c = runCli(['asm', '-f', 'hex', '-'], '# nothing\n');
  assert.equal(c.code, 0, c.err);
  assert.equal(c.out.length, 0);
});

test('a 10 MB line of valid statements separated by ;', () => {
  const stmt = 'v_mov_b32 v1, v2;';
  const n = Math.ceil(10e6 / stmt.length);
  const src = stmt.repeat(n);
  const r = asm(src, '10 MB of statements');
  assert.equal(r.errorCount, 0);
  assert.equal(r.records.count, n);
  assert.equal(r.bytes.length, 4 * n);
  const dv = new DataView(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
  for (let i = 0; i < n; i++) if (dv.getUint32(4 * i, true) !== 0x7e020302) assert.fail(`word ${i}`);
  const growth = assertLinear('a long line of statements', n >> 2, (k) => stmt.repeat(k), (t) => { asm(t, 'statements'); });
  // Through the CLI (file input, hex output).
  const file = join(dir, 'valid10.s');
  writeFileSync(file, src);
  const c = runCli(['asm', '-a', 'gcn1.0', '-f', 'hex', file]);
  assert.equal(c.code, 0, c.err);
  assert.equal(c.out.length, 9 * n);
  console.log(`10 MB line of ${n} statements: ${growth.large.toFixed(0)} ms CPU in-process (x${growth.ratio.toFixed(1)} from a quarter); `
    + `CLI ${c.ms.toFixed(0)} ms, peak RSS ${(c.maxRssKiB / 1024).toFixed(0)} MiB`);
  assert.ok(c.maxRssKiB < 400 * 1024, `peak RSS ${c.maxRssKiB} KiB`);
});

// Each 10 MB garbage line goes through the CLI in its own process, and its
// parse is checked for linear growth in-process (n and 4n). A hang shows up
// as a run killed by HANG_GUARD_MS, a limit far beyond any sane run (it only
// keeps a hung test from blocking the suite forever; it measures nothing).
const HANG_GUARD_MS = 300_000;

function runCliAsync(args: string[], timeoutMs: number): Promise<{ code: number | null; signal: string | null; err: string; maxRssKiB: number; ms: number; outBytes: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const p = spawn(process.execPath, ['--import', RSS, cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let outBytes = 0;
    p.stdout.on('data', (c: Buffer) => { outBytes += c.length; });
    p.stderr.on('data', (c: Buffer) => { if (err.length < 1 << 20) err += c.toString(); });
    const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
    p.on('close', (code, signal) => {
      clearTimeout(timer);
      const m = /@@maxrss (\d+)\n$/.exec(err);
      resolve({ code, signal, err: m === null ? err : err.slice(0, m.index), maxRssKiB: m === null ? NaN : Number(m[1]), ms: performance.now() - t0, outBytes });
    });
  });
}

test('a 10 MB line of garbage', async () => {
  const rnd = mulberry32(SEED);
  const alphabet = 'abcsvxyz0123456789 \t,.:;()[]+-*/|&^!~@%=<>?\'"\\{}_$';
  // [what, source of about n characters, n through the CLI]. The number literals are 1 MB.
  const cases: [string, (n: number) => string, number][] = [
    ['random punctuation and names', (n) => randomText(n, alphabet, rnd), 10e6],
    ['one long name', (n) => 'x'.repeat(n), 10e6],
    ['many operands', (n) => 'v_mov_b32 v1' + ', v2'.repeat(n / 4), 10e6],
    ['many modifiers', (n) => 'v_mov_b32 v1, v2' + ' clamp'.repeat(Math.round(n / 6)), 10e6],
    ['an unterminated character literal', (n) => "v_mov_b32 v1, '" + 'a'.repeat(n), 10e6],
    ['one long decimal number', (n) => 'v_mov_b32 v1, ' + '9'.repeat(n), 1e6],
    ['one long hex number', (n) => 'v_mov_b32 v1, 0x' + 'f'.repeat(n), 1e6],
    ['one long float', (n) => 'v_rcp_f32 v1, 0.' + '1'.repeat(n), 1e6],
  ];
  // Two processes at a time (two cores).
  const runs: { what: string; r: Awaited<ReturnType<typeof runCliAsync>> }[] = [];
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const i = next++;
      const [what, make, n] = cases[i]!;
      const file = join(dir, `garbage10-${i}.s`);
      writeFileSync(file, make(n));
      runs[i] = { what, r: await runCliAsync(['asm', '-f', 'hex', file], HANG_GUARD_MS) };
    }
  };
  await Promise.all([lane(), lane()]);
  const bad: string[] = [];
  for (const { what, r } of runs) {
    console.log(`10 MB line, ${what}: exit ${r.code ?? r.signal}, ${r.ms.toFixed(0)} ms, peak RSS ${Number.isNaN(r.maxRssKiB) ? '?' : (r.maxRssKiB / 1024).toFixed(0)} MiB`);
    if (r.signal !== null) { bad.push(`${what}: no result within ${HANG_GUARD_MS} ms (killed): a hang`); continue; }
    if (r.code !== 0 && r.code !== 1) bad.push(`${what}: exit ${r.code}`);
    if (/internal error|\n\s+at |RangeError|TypeError/.test(r.err)) bad.push(`${what}: ${r.err.slice(0, 200)}`);
    if ((r.err.match(/: error: /g) ?? []).length > MAX_KEPT_DIAGNOSTICS) bad.push(`${what}: more than ${MAX_KEPT_DIAGNOSTICS} diagnostics printed`);
    if (r.code === 1 && r.outBytes !== 0) bad.push(`${what}: output written despite errors`);
    if (r.maxRssKiB > 1024 * 1024) bad.push(`${what}: peak RSS ${r.maxRssKiB} KiB for a 10 MB input`);
  }
  assert.deepEqual(bad, [], bad.join('\n'));
  // In-process: the result invariants, and linear growth (a quarter of the size vs the whole).
  for (const [what, make, n] of cases) {
    const g = assertLinear(what, n / 4, make, (src) => { asm(src, what); });
    console.log(`  ${what}: ${g.small.toFixed(0)} ms CPU at ${n / 4} characters, ${g.large.toFixed(0)} ms at ${n}`);
  }
  // A 2 MB expression that ends in an operator (linear, but an expression tree of a million nodes).
  const r = asm('v_mov_b32 v1, ' + '1+'.repeat(1e6), 'a long expression ending in an operator');
  assert.ok(r.errorCount > 0);
  assertLinear('a long expression ending in an operator', 250_000, (k) => 'v_mov_b32 v1, ' + '1+'.repeat(k),
    (src) => { asm(src, 'a long expression'); });
});

test('binary garbage (random bytes decoded as UTF-8)', () => {
  const rnd = mulberry32(SEED ^ 0x5bd1e995);
  for (let k = 0; k < 8; k++) {
    const bytes = new Uint8Array(1 << 18);
    for (let i = 0; i < bytes.length; i++) bytes[i] = rnd() & 255;
    // Some samples are mostly ASCII (more tokens survive), some fully random.
    if (k % 2 === 1) for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) bytes[i] = 0x20 + (bytes[i]! % 0x5f);
    asm(new TextDecoder().decode(bytes), `random bytes #${k}`);
  }
});

test('invalid UTF-8 through the CLI', () => {
  const enc = (s: string) => Buffer.from(s, 'latin1');
  // Invalid sequences in an instruction: an error with a position, exit 1.
  const bad = Buffer.concat([enc('v_mov_b32 v1, v2\nv_mov_b32 v1, '), Buffer.from([0xff, 0xfe, 0xc0, 0x80]), enc('\nv_nop\n')]);
  const r = runCli(['asm', '-f', 'hex', '-'], bad);
  noCrash(r, 'invalid UTF-8 operand');
  assert.equal(r.code, 1);
  assert.equal(r.out.length, 0);
  assert.match(r.err, /^<stdin>:2:\d+: error: /m);
  // In a mnemonic position.
  const m = runCli(['asm', '-f', 'hex', '-'], Buffer.from([0x80, 0x81, 0xfe, 0x0a]));
  noCrash(m, 'invalid UTF-8 statement');
  assert.equal(m.code, 1);
  assert.match(m.err, /^<stdin>:1:1: error: /m);
  // Inside comments it is harmless.
  const ok = Buffer.concat([enc('v_mov_b32 v1, v2 # '), Buffer.from([0xff, 0xc3, 0x28]), enc('\n/* '), Buffer.from([0xed, 0xa0, 0x80]), enc(' */ v_nop\n')]);
  const o = runCli(['asm', '-a', 'gcn1.0', '-f', 'hex', '-'], ok);
  assert.equal(o.code, 0, o.err);
  assert.equal(o.out.toString(), '7e020302\n7e000000\n');
  // A file of random bytes, in every output format.
  const rnd = mulberry32(SEED ^ 0x1b873593);
  const junk = new Uint8Array(1 << 16);
  for (let i = 0; i < junk.length; i++) junk[i] = rnd() & 255;
  const file = join(dir, 'junk.bin');
  writeFileSync(file, junk);
  for (const f of ['bin', 'hex', 'listing', 'c', 'json']) {
    const j = runCli(['asm', '-f', f, file]);
    noCrash(j, `random bytes, -f ${f}`);
    assert.equal(j.code, 1);
    assert.equal(j.out.length, 0);
  }
});

test('a million errors: diagnostics capped, counts exact, memory bounded, time linear', () => {
  const n = 1_000_000;
  const r = asm('bad\n'.repeat(n), 'a million bad lines');
  assert.equal(r.errorCount, n);
  assert.equal(r.diagnostics.length, MAX_KEPT_DIAGNOSTICS);
  assert.equal(r.droppedDiagnostics, n - MAX_KEPT_DIAGNOSTICS);
  assert.deepEqual(r.diagnostics.slice(0, 3).map((d) => [d.line, d.col, d.severity]), [[1, 1, 'error'], [2, 1, 'error'], [3, 1, 'error']]);
  const g = assertLinear('bad lines', n / 4, (k) => 'bad\n'.repeat(k), (src) => { asm(src, 'bad lines'); });
  // On one line, separated by `;`.
  const one = asm('bad;'.repeat(n), 'a million bad statements on one line');
  assert.equal(one.errorCount, n);
  assert.equal(one.diagnostics.length, MAX_KEPT_DIAGNOSTICS);
  // A million warnings do not fail the run; they are capped too.
  const w = asm('v_mov_b32 v1, 0x100000000\n'.repeat(n), 'a million warnings');
  assert.equal(w.errorCount, 0);
  assert.equal(w.warningCount, n);
  assert.equal(w.diagnostics.length, MAX_KEPT_DIAGNOSTICS);
  assert.equal(w.bytes.length, 8 * n);

  // Through the CLI, with the peak RSS read at exit.
  const file = join(dir, 'million.s');
  writeFileSync(file, 'bad\n'.repeat(n));
  const c = runCli(['asm', '-f', 'hex', file]);
  noCrash(c, 'CLI, a million errors');
  assert.equal(c.code, 1);
  assert.equal(c.out.length, 0);
  assert.equal((c.err.match(/^.*million\.s:\d+:\d+: error: /gm) ?? []).length, MAX_KEPT_DIAGNOSTICS);
  assert.match(c.err, new RegExp(`${n - MAX_KEPT_DIAGNOSTICS} more diagnostics not shown`));
  assert.match(c.err, new RegExp(`${n} errors`));
  console.log(`a million errors: ${g.large.toFixed(0)} ms CPU in-process (x${g.ratio.toFixed(1)} from a quarter); CLI ${c.ms.toFixed(0)} ms, peak RSS ${(c.maxRssKiB / 1024).toFixed(0)} MiB`);
  assert.ok(c.maxRssKiB < 250 * 1024, `peak RSS ${c.maxRssKiB} KiB`);
  // A million warnings through the CLI: exit 0, all the code written.
  const wf = join(dir, 'warnings.s');
  writeFileSync(wf, 'v_mov_b32 v1, 0x100000000\n'.repeat(n));
  const cw = runCli(['asm', '-a', 'gcn1.0', '-f', 'bin', wf]);
  assert.equal(cw.code, 0, cw.err.slice(0, 300));
  assert.equal(cw.out.length, 8 * n);
  assert.equal((cw.err.match(/: warning: /g) ?? []).length, MAX_KEPT_DIAGNOSTICS);
  assert.ok(cw.maxRssKiB < 400 * 1024, `peak RSS ${cw.maxRssKiB} KiB`);
});

// Deep nesting must give an error or a value, never a crash (a stack overflow
// is a RangeError thrown out of the assembler, or "internal error" in the CLI).
const DEPTHS = [1_000, 10_000, 100_000];
const NESTED: [string, (n: number) => string, number | null][] = [
  // [what, source, expected value at depth 1000 as the v_mov_b32 SRC0 code (null: just no crash)]
  ['parentheses', (n) => 'v_mov_b32 v1, ' + '('.repeat(n) + '1' + ')'.repeat(n), 129],
  ['parentheses in an assignment', (n) => 'x = ' + '('.repeat(n) + '1' + ')'.repeat(n) + '\nv_mov_b32 v1, x', 129],
  ['parentheses in .int', (n) => '.int ' + '('.repeat(n) + '1' + ')'.repeat(n), null],
  ['parentheses in a register index', (n) => 'v_mov_b32 v1, v[' + '('.repeat(n) + '1' + ')'.repeat(n) + ']', 257],
  ['unclosed parentheses', (n) => 'v_mov_b32 v1, ' + '('.repeat(n) + '1', null],
  ['only opening parentheses', (n) => 'v_mov_b32 v1, ' + '('.repeat(n), null],
  // (The value of `--1` is checked in clrx-asm-docs.test.ts; here only that nothing crashes.)
  ['unary minus', (n) => 'v_mov_b32 v1, ' + '-'.repeat(2 * n) + '1', null],
  // 2n levels of `-(` can exhaust the stack: an error ("nested too deeply") is as good as the value.
  ['unary minus with parentheses', (n) => 'v_mov_b32 v1, ' + '-('.repeat(2 * n) + '1' + ')'.repeat(2 * n), null],
  ['unary ~', (n) => 'v_mov_b32 v1, ' + '~'.repeat(2 * n) + '1', 129],
  ['unary !', (n) => 'v_mov_b32 v1, ' + '!'.repeat(2 * n) + '1', 129],
  ['a long sum', (n) => 'v_mov_b32 v1, ' + '0+'.repeat(n) + '1', 129],
  ['a long sum of a forward symbol', (n) => 'v_mov_b32 v1, ' + 'y+'.repeat(n) + '1\ny = 0', null],
  ['nested ?:', (n) => 'v_mov_b32 v1, ' + '1 ? '.repeat(n) + '1' + ' : 0'.repeat(n), 129],
  ['right-nested ?:', (n) => 'v_mov_b32 v1, ' + '0 ? 0 : '.repeat(n) + '1', 129],
  ['nested abs()', (n) => 'v_rcp_f32 v1, ' + 'abs('.repeat(n) + 'v1' + ')'.repeat(n), null],
  ['nested sext()', (n) => 'v_mov_b32 v1, ' + 'sext('.repeat(n) + 'v1' + ')'.repeat(n), null],
  ['nested lit()', (n) => 'v_mov_b32 v1, ' + 'lit('.repeat(n) + '1' + ')'.repeat(n), null],
  ['a chain of symbol definitions', (n) => Array.from({ length: n }, (_, i) => `x${i} = x${i + 1} + 0`).join('\n') + `\nx${n} = 1\n.int x0`, null],
  ['a chain of forward references', (n) => '.int x0\n' + Array.from({ length: n }, (_, i) => `x${i} = x${i + 1} + 0`).join('\n') + `\nx${n} = 1`, null],
];

for (const [what, make, value] of NESTED) {
  test(`deep nesting: ${what}`, () => {
    const bad: string[] = [];
    for (const n of DEPTHS) {
      let r: AsmResult;
      try {
        r = assembleClrx(make(n), GEN);
      } catch (e) {
        bad.push(`depth ${n}: threw ${String(e)}`);
        continue;
      }
      if (r.errorCount === 0 && r.bytes.length === 0) bad.push(`depth ${n}: neither an error nor code`);
      if (n === 1_000 && value !== null) {
        const w = r.bytes.length >= 4 ? new DataView(r.bytes.buffer, r.bytes.byteOffset).getUint32(0, true) : -1;
        if (r.errorCount !== 0 || (w & 0x1ff) !== value) bad.push(`depth ${n}: expected SRC0 code ${value}, got ${r.errorCount} errors ${JSON.stringify(r.diagnostics.slice(0, 2))}, word ${w.toString(16)}`);
      }
    }
    assert.deepEqual(bad, [], `${what}:\n  ${bad.join('\n  ')}`);
  });
}

test('deep nesting through the CLI: no internal error', () => {
  const c = runCli(['asm', '-f', 'hex', '-'], 'v_mov_b32 v1, ' + '('.repeat(100_000) + '1' + ')'.repeat(100_000) + '\n');
  noCrash(c, 'CLI, 100000 nested parentheses');
});

test('a UTF-8 file: byte-order mark dropped, columns count characters', () => {
  // é is two bytes in UTF-8 but one column; the BOM is not a column at all.
  const file = join(dir, 'bom.s');
  writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('v_mov_b32 v1, v2 # café\nv_mov_b32 v1, é\n', 'utf8')]));
  const r = runCli(['asm', '-a', 'gcn1.0', '-f', 'hex', file]);
  noCrash(r, 'BOM file');
  assert.equal(r.code, 1);
  assert.match(r.err, new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:15: error: `, 'm'));
  writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('v_mov_b32 v1, v2 # café\n', 'utf8')]));
  const ok = runCli(['asm', '-a', 'gcn1.0', '-f', 'hex', file]);
  assert.equal(ok.code, 0, ok.err);
  assert.equal(ok.out.toString(), '7e020302\n');
});
