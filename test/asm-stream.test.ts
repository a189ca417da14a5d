// The streaming assembler: output held back behind forward references (in
// memory and spilled to a store) comes out as if nothing were held, chunking
// of the input changes nothing, memory does not grow with the input, and the
// defects of the reliability issue stay fixed (continuations in linear time,
// physical line:col after a continuation, a forward-reference chain, LLVM
// strings and directives, raw:[...] checks, 64-bit integers, --max-errors).
// No wall-clock limits: growth is compared between n and 4n.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClrxAssembler } from '../src/asm/clrx.js';
import { LlvmAssembler } from '../src/asm/llvm.js';
import { AsmDriver } from '../src/asm/pipeline/driver.js';
import { ByteOut } from '../src/asm/pipeline/byte-out.js';
import { formatWriter, type OutputFormat } from '../src/asm/pipeline/writers.js';
import type { ByteStore } from '../src/asm/pipeline/sink.js';
import { assembleClrx } from '../src/asm/clrx.js';
import { assembleLlvm } from '../src/asm/llvm.js';
import { GENERATIONS } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-asm-stream-'));
const RSS = join(dir, 'rss.mjs');
writeFileSync(RSS, "process.on('exit', () => process.stderr.write(`@@maxrss ${process.resourceUsage().maxRSS}\\n`));\n");
const G2 = GENERATIONS[2]!;
const G0 = GENERATIONS[0]!;

/** A store in memory, counting what goes through it. */
class CountingStore implements ByteStore {
  data = new Uint8Array(0);
  length = 0;
  appended = 0;
  append(b: Uint8Array, from: number, to: number): void {
    const n = to - from;
    if (this.length + n > this.data.length) {
      const d = new Uint8Array(Math.max(this.data.length * 2, this.length + n));
      d.set(this.data.subarray(0, this.length));
      this.data = d;
    }
    this.data.set(b.subarray(from, to), this.length);
    this.length += n;
    this.appended += n;
  }
  write(pos: number, b: Uint8Array, from: number, to: number): void { this.data.set(b.subarray(from, to), pos); }
  read(pos: number, into: Uint8Array, at: number, n: number): void { into.set(this.data.subarray(pos, pos + n), at); }
  clear(): void { this.length = 0; }
}

function stream(src: string, fmt: OutputFormat, opts: { syntax?: 'clrx' | 'llvm'; chunk?: number; hold?: number; store?: ByteStore } = {}): { out: string; errors: number } {
  const d = opts.syntax === 'llvm' ? new LlvmAssembler(G2, 0) : new ClrxAssembler(G2, 0);
  const parts: Uint8Array[] = [];
  const out = new ByteOut(1 << 10, (c) => parts.push(c.slice()));
  const drv = new AsmDriver(d, formatWriter(fmt, out, () => d.asm.gen), opts.store ?? null, undefined, opts.hold);
  const bytes = new TextEncoder().encode(src);
  const step = opts.chunk ?? bytes.length;
  for (let i = 0; i < bytes.length; i += step) drv.push(bytes.subarray(i, i + step));
  drv.end();
  return { out: Buffer.concat(parts).toString('latin1'), errors: d.asm.diag.errors };
}

test('held-back output (forward references, spilled to the store) equals unheld output, for every format and chunking', () => {
  // Many forward references, some resolved soon, some only at the end.
  const lines: string[] = [];
  for (let i = 0; i < 3000; i++) {
    lines.push(`v_mov_b32 v${i % 256}, v${(i * 7) % 256}`);
    if (i % 50 === 0) lines.push(`v_mov_b32 v1, f${i}`, `.int g${i}`);
    if (i % 50 === 10) lines.push(`f${i - 10} = ${i}`);
  }
  for (let i = 0; i < 3000; i += 50) lines.push(`g${i} = ${i * 3}`);
  const src = lines.join('\n') + '\n';
  // The same values written as numbers: nothing to hold back.
  const plain = src.replace(/v1, f(\d+)$/gm, (_, n) => `v1, lit(${Number(n) + 10})`).replace(/\.int g(\d+)/g, (_, n) => `.int ${Number(n) * 3}`);
  for (const fmt of ['bin', 'hex', 'listing', 'json', 'c'] as OutputFormat[]) {
    const ref = stream(plain, fmt);
    assert.equal(ref.errors, 0);
    for (const chunk of [7, 4096, 1 << 20]) {
      const store = new CountingStore();
      const r = stream(src, fmt, { chunk, hold: 256, store });
      assert.equal(r.errors, 0);
      // listing/json/c show the source text, which differs: compare everything but the text.
      const norm = (s: string) => (fmt === 'bin' || fmt === 'hex' ? s : s.replace(/("text":".*?"|\/\*.*?\*\/|  \S.*$)/gm, ''));
      assert.equal(norm(r.out), norm(ref.out), `${fmt}, chunks of ${chunk}`);
      assert.ok(store.appended > 0, 'the hold-back log spilled');
    }
  }
});

test('chunking of the input changes nothing (lines, CR LF, a byte-order mark, UTF-8 split across chunks)', () => {
  const src = '\ufeffv_mov_b32 v1, v2\r\n# é comment\r\nv_nop ; v_mov_b32 v3, 1.5\r\nv_bad é\r\nv_mov_b32 v1, \\\nv2 junk\n';
  const whole = assembleClrx(src, G2);
  for (const chunk of [1, 2, 3, 5, 64]) {
    const d = new ClrxAssembler(G2, 0);
    const out = new ByteOut(64, null);
    const drv = new AsmDriver(d, formatWriter('hex', out, () => d.asm.gen));
    const b = new TextEncoder().encode(src);
    for (let i = 0; i < b.length; i += chunk) drv.push(b.subarray(i, i + chunk));
    drv.end();
    assert.deepEqual(d.asm.diag.list.map((x) => [x.line, x.col, x.message]), whole.diagnostics.map((x) => [x.line, x.col, x.message]), `chunks of ${chunk}`);
  }
  assert.deepEqual(whole.diagnostics.map((x) => [x.line, x.col]), [[4, 1], [6, 4]]);
});

function runCli(args: string[], input?: string | Uint8Array) {
  const r = spawnSync(process.execPath, ['--import', RSS, cli, ...args], { input, maxBuffer: 1 << 28 });
  const err = r.stderr.toString();
  const m = /@@maxrss (\d+)\n$/.exec(err);
  return { code: r.status, out: r.stdout, err: m === null ? err : err.slice(0, m.index), rssKiB: m === null ? NaN : Number(m[1]) };
}

test('memory does not grow with the input (peak RSS at n and 4n lines, both dialects, with a forward reference held to the end)', () => {
  const body = 'v_mov_b32 v1, v2\nv_rcp_f32 v5, -abs(v6) mul:2 clamp\nv_mov_b32 v158, v79 dst_sel:w1 src0_sel:b2\nv_cvt_f32_f16 v3, 1.5\n';
  const llvmBody = 'v_mov_b32_e32 v1, v2\nv_rcp_f32_e64 v5, -|v6| clamp mul:2\nv_cvt_f32_f16_e32 v3, 0x3e00\n';
  for (const [syntax, text, head, tail] of [
    ['clrx', body, 'v_mov_b32 v1, late\n', 'late = 5\n'],
    ['llvm', llvmBody, 'v_mov_b32_e32 v1, late\n', 'late = 5\n'],
  ] as const) {
    const rss: number[] = [];
    for (const n of [60_000, 240_000]) {
      const f = join(dir, `big-${syntax}-${n}.s`);
      writeFileSync(f, head + text.repeat(n / 4) + tail);
      const r = runCli(['asm', '-a', 'tonga', '-s', syntax, '-o', join(dir, 'big.bin'), f]);
      assert.equal(r.code, 0, r.err.slice(0, 300));
      rss.push(r.rssKiB);
    }
    const growth = (rss[1]! - rss[0]!) / 1024;
    console.log(`${syntax}: peak RSS ${(rss[0]! / 1024).toFixed(0)} MiB at 60k lines, ${(rss[1]! / 1024).toFixed(0)} MiB at 240k lines`);
    // Holding everything (the old behaviour) grows by far more than the 4x input (~5 MB -> ~20 MB).
    assert.ok(growth < 12, `${syntax}: peak RSS grew by ${growth.toFixed(1)} MiB from n to 4n lines`);
  }
});

test('on error nothing reaches standard output, however much was assembled before', () => {
  const src = 'v_mov_b32 v1, v2\n'.repeat(100_000) + 'v_bad\n';
  const r = runCli(['asm', '-a', 'tonga', '-f', 'hex', '-'], src);
  assert.equal(r.code, 1);
  assert.equal(r.out.length, 0);
  const ok = runCli(['asm', '-a', 'tonga', '-f', 'bin', '-'], 'v_mov_b32 v1, v2\n'.repeat(100_000));
  assert.equal(ok.code, 0);
  assert.equal(ok.out.length, 400_000);
});

/** Seconds of CPU time for f(), the best of a few runs. */
function cpu(f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = process.cpuUsage();
    f();
    const u = process.cpuUsage(t);
    best = Math.min(best, (u.user + u.system) / 1e6);
  }
  return best;
}

test('backslash continuations assemble in linear time (time at 4n within a generous ratio of n)', () => {
  const make = (n: number) => '\\\n'.repeat(n) + 'v_mov_b32 v1, \\\n' + '\\\n'.repeat(n) + 'v2\n';
  for (const n of [1000, 10_000]) {
    const r = assembleClrx(make(n), G2);
    assert.equal(r.errorCount, 0);
    assert.equal(Buffer.from(r.bytes).toString('hex'), '0203027e');
  }
  const n = 50_000;
  const t1 = cpu(() => assembleClrx(make(n), G2));
  const t4 = cpu(() => assembleClrx(make(4 * n), G2));
  console.log(`continuations: ${n} lines ${(t1 * 1000).toFixed(0)} ms, ${4 * n} lines ${(t4 * 1000).toFixed(0)} ms`);
  // Linear: about 4; the old quadratic joining was 16 and more.
  assert.ok(t4 / Math.max(t1, 0.005) < 10, `ratio ${(t4 / t1).toFixed(1)}`);
});

test('a diagnostic after a continuation names the physical line and column', () => {
  const r = runCli(['asm', '-'], 'v_mov_b32 v1, \\\nv2 junk\n');
  assert.equal(r.code, 1);
  assert.match(r.err, /^<stdin>:2:4: error: Unknown VOP modifier\nv2 junk\n {3}\^\n/);
  const r3 = assembleClrx('v_nop\nv_mov_b32 v1, \\\n\\\n  v2, \\\nv3\n', G0);
  assert.deepEqual(r3.diagnostics.map((d) => [d.line, d.col, d.message]), [[4, 5, 'Some garbages at VOP modifier place']]);
});

test('a forward-reference chain of 1,500 symbols resolves (both dialects)', () => {
  const n = 1500;
  const chain = Array.from({ length: n }, (_, i) => `x${i} = x${i + 1}`).join('\n');
  const c = assembleClrx(`v_mov_b32 v1, x0\n${chain}\nx${n} = 7\n`, G2);
  assert.equal(c.errorCount, 0, JSON.stringify(c.diagnostics.slice(0, 2)));
  assert.equal(Buffer.from(c.bytes).toString('hex'), 'ff02027e07000000');
  const l = assembleLlvm(`v_mov_b32 v1, x0\n${chain}\nx${n} = 7\n`, G2);
  assert.equal(l.errorCount, 0, JSON.stringify(l.diagnostics.slice(0, 2)));
  assert.equal(Buffer.from(l.bytes).toString('hex'), 'ff02027e07000000');
  // Reversed: every symbol defined before its use.
  const back = assembleClrx(`x${n} = 7\n${chain.split('\n').reverse().join('\n')}\nv_mov_b32 v1, x0\n`, G2);
  assert.equal(Buffer.from(back.bytes).toString('hex'), '8702027e');
});

test('a statement of millions of tokens stays within bounded memory (LLVM dialect: an error past 2,097,152 tokens)', () => {
  // 8 MB of `.byte 1,1,...`: lexed whole, the statement's tokens took about 270 MB.
  const f = join(dir, 'long-statement.s');
  writeFileSync(f, '.byte ' + '1,'.repeat(4_000_000) + '1\nv_nop\n');
  const r = runCli(['asm', '-s', 'llvm', '-a', 'tonga', '-f', 'hex', f]);
  assert.equal(r.code, 1);
  assert.match(r.err, /long-statement\.s:1:2097158: error: statement too long \(more than 2097152 tokens\)/);
  assert.equal(r.out.length, 0);
  console.log(`peak RSS ${(r.rssKiB / 1024).toFixed(0)} MiB`);
  assert.ok(r.rssKiB / 1024 < 200, `peak RSS ${(r.rssKiB / 1024).toFixed(0)} MiB`);
  // Below the limit such a statement assembles.
  const ok = assembleLlvm('.byte ' + '1,'.repeat(100_000) + '1\n', G2);
  assert.equal(ok.errorCount, 0);
  assert.equal(ok.bytes.length, 100_001);
});

test('diagnostics to a slow reader do not pile up in memory (--max-errors 0, standard error a pipe read late)', () => {
  const f = join(dir, 'many-errors.s');
  writeFileSync(f, 'v_mov_b32 v1, junk junk\n'.repeat(200_000));
  const pre = join(dir, 'rss-file.mjs');
  const rssFile = join(dir, 'rss-many-errors.txt');
  writeFileSync(pre, "import { writeFileSync } from 'node:fs';\n"
    + "process.on('exit', () => writeFileSync(process.env.RSS_FILE, String(process.resourceUsage().maxRSS)));\n");
  const q = (x: string) => `'${x.replace(/'/g, "'\\''")}'`;
  // The reader starts late: the pipe fills and the assembler must wait, not queue.
  const cmd = `${q(process.execPath)} --import ${q(pre)} ${q(cli)} asm -s llvm --max-errors 0 -o ${q(join(dir, 'x.bin'))} ${q(f)} 2>&1 >/dev/null | (sleep 2; wc -l)`;
  const r = spawnSync('sh', ['-c', cmd], { env: { ...process.env, RSS_FILE: rssFile }, encoding: 'utf8' });
  assert.equal(Number(r.stdout.trim()), 200_000 * 3 + 1);
  const rss = Number(readFileSync(rssFile, 'utf8')) / 1024;
  console.log(`peak RSS ${rss.toFixed(0)} MiB for 200,000 errors (about 17 MB of diagnostics)`);
  assert.ok(rss < 160, `peak RSS ${rss.toFixed(0)} MiB`);
});

test('LLVM dialect: an unterminated string is an error (llvm-mc: "unterminated string constant"), .word and .hword are unknown', () => {
  const r = runCli(['asm', '-s', 'llvm', '-a', 'tonga', '-f', 'hex', '-'], 'v_nop\n.long 0x7e020302, "x\nv_nop\n');
  assert.equal(r.code, 1);
  assert.match(r.err, /<stdin>:2:19: error: unterminated string constant/);
  assert.equal(r.out.length, 0);
  for (const d of ['.word', '.hword']) {
    const x = assembleLlvm(`${d} 1\n`, G2);
    assert.deepEqual(x.diagnostics.map((e) => [e.line, e.col, e.message]), [[1, 1, 'unknown directive']]);
  }
  assert.equal(assembleLlvm('.short 1\n.value 2\n.2byte 3\n.long 4\n.4byte 5\n.quad 6\n.8byte 7\n', G2).errorCount, 0);
});

test('integers that do not fit 64 bits: "Number out of range" (clrxasm), "literal value out of range for directive" (llvm-mc)', () => {
  for (const v of ['0x1ffffffffffffffff', '18446744073709551616', '0b' + '1'.repeat(65)]) {
    const c = assembleClrx(`v_mov_b32 v1, ${v}\n`, G2);
    assert.deepEqual([c.diagnostics[0]?.col, c.diagnostics[0]?.message], [15, 'Number out of range'], v);
    const l = assembleLlvm(`v_mov_b32 v1, ${v}\n`, G2);
    assert.deepEqual([l.diagnostics[0]?.col, l.diagnostics[0]?.message], [15, 'literal value out of range for directive'], v);
  }
  // The largest 64-bit values still fit.
  assert.equal(assembleClrx('v_mov_b32 v1, 18446744073709551615\n', G2).errorCount, 0);
  assert.equal(assembleClrx('v_mov_b32 v1, 0xffffffffffffffff\n', G2).errorCount, 0);
});

test('raw:[...]: the text must be an instruction of the printer\'s syntax naming the words\' instruction and encoding', () => {
  const bad: [string, RegExp][] = [
    ['v_sin_f32 v9, garbage!!! raw:[0x7e000000]', /raw:\[...\] holds v_nop, not v_sin_f32/],
    ['v_nop garbage!!! raw:[0x7e000000]', /Unexpected modifier 'garbage!!!'/],
    ['v_sin_f32 v9, garbage!!! raw:[0x7e125209]', /Unexpected operand 'garbage!!!'|holds/],
    ['v_mov_b32 v1, v2 raw:[0xd3021037,0x0000011b]', /holds a VOP3 word, the text is VOP1/],
    ['v_mov_b32 v1, v2 vop3 raw:[0x7e020302]', /holds a VOP1 word, the text is VOP3/],
    ['v_mov_b32 v1, v2 raw:[0x7e0202ff]', /holds 1 word, the instruction is 2/],
  ];
  for (const [src, msg] of bad) {
    const r = assembleClrx(src + '\n', G0);
    assert.ok(r.errorCount > 0, src);
    assert.match(r.diagnostics[0]!.message, msg, src);
  }
  const good = assembleClrx('v_mov_b32 v55, v27 vop3 raw:[0xd3021037,0x0000011b]\nv_nop raw:[0x7e000000]\n', G0);
  assert.equal(good.errorCount, 0, JSON.stringify(good.diagnostics));
  assert.equal(Buffer.from(good.bytes).toString('hex'), '3710 02d31b010000'.replace(' ', '') + '0000007e');
});

test('--max-errors N shows N errors (and N warnings), counts all; 0 shows all', () => {
  const src = 'v_bad\n'.repeat(30) + 'v_mov_b32 v1, 0x100000000\n'.repeat(5);
  const count = (s: string, what: string) => (s.match(new RegExp(`: ${what}: `, 'g')) ?? []).length;
  const d = runCli(['asm', '-'], src);
  assert.equal(count(d.err, 'error'), 30);
  const three = runCli(['asm', '--max-errors', '3', '-'], src);
  assert.equal(three.code, 1);
  assert.equal(count(three.err, 'error'), 3);
  assert.equal(count(three.err, 'warning'), 3);
  assert.match(three.err, /29 more diagnostics not shown/);
  assert.match(three.err, /30 errors; nothing written/);
  const all = runCli(['asm', '--max-errors', '0', '-'], 'v_bad\n'.repeat(1200));
  assert.equal(count(all.err, 'error'), 1200);
  const dflt = runCli(['asm', '-'], 'v_bad\n'.repeat(1200));
  assert.equal(count(dflt.err, 'error'), 1000);
  assert.match(dflt.err, /200 more diagnostics not shown/);
  const bad = runCli(['asm', '--max-errors', 'x', '-'], 'v_nop\n');
  assert.equal(bad.code, 2);
});
