// Fuzzing the three commands as a hostile user would (issue 13): random
// words through `disasm` (every generation and dialect, binary and --hex,
// standard input in random chunks), mutated source lines through `asm`
// (both dialects, with -o), random programs and malformed state files
// through `run`. What must hold, whatever the input:
// - no crash, no stack trace, no "internal error";
// - exit 0 or 1 (2 only for bad usage, which the fuzz never gives);
// - every diagnostic's line:col lies inside the input (column at most one
//   past the end of its line);
// - on an error, no output file and no temporary file is left;
// - streaming does not change results: a chunked input gives the whole
//   input's text, and a program run as a stream ends as it does run whole.
//
// Seeded; the seed is printed (GCNKIT_SEED replays it). A few seconds by
// default; GCNKIT_FUZZ=N runs N times as many inputs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemble } from '../src/asm/assembler.js';
import { Disassembler, disassemble, type Syntax } from '../src/disasm/disassembler.js';
import { HexReader } from '../src/disasm/hex-input.js';
import { compileProgram, runProgram } from '../src/emu/run.js';
import { stateFromJson, WaveState } from '../src/emu/state.js';
import { ProgramStream } from '../src/emu/stream.js';
import { DPP, SDWA, VOP1, VOP3A_SI } from '../src/encoding/fields.js';
import { GENERATIONS, type GenIndex } from '../src/isa/generations.js';
import { opsOf } from '../src/isa/instructions.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const SEED = testSeed((Date.UTC(2024, 0, 1) / 1000) >>> 0);
const SCALE = Math.max(1, Number(process.env['GCNKIT_FUZZ'] ?? 1) || 1);
console.log(`fuzz: seed ${SEED} (GCNKIT_SEED to replay), scale ${SCALE} (GCNKIT_FUZZ=N for more)`);

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, '..', 'cli', 'gcnkit.cjs');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-fuzz-'));
const ARCHS = ['gcn1.0', 'gcn1.1', 'gcn1.2'] as const;
const SYNTAXES: Syntax[] = ['clrx', 'llvm'];
/** A CLI run longer than this is a hang (it measures nothing: the inputs here take well under a second). */
const HANG_GUARD_MS = 120_000;

type Rnd = () => number;
const pick = <T>(rnd: Rnd, a: readonly T[]): T => a[rnd() % a.length]!;

/** Counts for the log: how much was tried, and what went wrong. */
const counts = { inputs: 0, cliRuns: 0, crashes: 0, hangs: 0 };

// --- inputs ---------------------------------------------------------------------------------

/** Words biased towards the VOP1 family (VOP1, VOP3A, SDWA, DPP, literals), with pure noise too. */
function randomWords(rnd: Rnd, gi: GenIndex, n: number): Uint32Array {
  const out: number[] = [];
  const ops = opsOf(gi);
  while (out.length < n) {
    const k = rnd() % 10;
    const op = pick(rnd, ops);
    if (k < 2) out.push(rnd() >>> 0);
    else if (k < 5) {
      const src = rnd() % 4 === 0 ? 255 : rnd() & 0x1ff;
      const opc = rnd() % 3 === 0 ? rnd() & 0xff : op.vop1[gi]!;
      out.push(((VOP1.ENCODING.fixed! << VOP1.ENCODING.lo) | ((rnd() & 0xff) << 17) | (opc << 9) | src) >>> 0);
      if (src === 255 || rnd() % 8 === 0) out.push(rnd() >>> 0);
    } else if (k < 8) {
      const opc = (GENERATIONS[gi]!.vop3Vop1Base + (rnd() % 3 === 0 ? rnd() & 0x7f : op.vop1[gi]!)) & 0x3ff;
      const lo = gi === 2 ? opc << 16 : (opc & 0x1ff) << 17;
      out.push(((VOP3A_SI.ENCODING.fixed! << VOP3A_SI.ENCODING.lo) | lo | (rnd() & 0xff) | (rnd() % 4 === 0 ? rnd() & 0xff00 : 0)) >>> 0);
      out.push(rnd() % 2 === 0 ? ((rnd() & 0xf8000000) | (rnd() & 0x1ff)) >>> 0 : rnd() >>> 0);
    } else {
      const sdwa = k === 8;
      out.push(((VOP1.ENCODING.fixed! << VOP1.ENCODING.lo) | ((rnd() & 0xff) << 17) | (op.vop1[gi]! << 9) | (sdwa ? 249 : 250)) >>> 0);
      let w = rnd() >>> 0;
      if (rnd() % 2 === 0) w = sdwa ? (w & ~(SDWA.RESERVED0.mask << SDWA.RESERVED0.lo)) >>> 0 : (w & ~(DPP.RESERVED.mask << DPP.RESERVED.lo)) >>> 0;
      out.push(w);
    }
  }
  return Uint32Array.from(out.slice(0, n));
}

function bytesOf(w: Uint32Array): Uint8Array {
  return new Uint8Array(w.buffer.slice(w.byteOffset, w.byteOffset + w.byteLength));
}

/** The words as --hex text: words, llvm-mc byte lists, comments, odd separators. */
function hexText(rnd: Rnd, w: Uint32Array): string {
  const parts: string[] = [];
  for (const x of w) {
    const k = rnd() % 6;
    const h = x.toString(16).padStart(8, '0');
    if (k === 0) parts.push(`0x${h}`);
    else if (k === 1) parts.push(`[${[0, 8, 16, 24].map((s) => `0x${((x >>> s) & 0xff).toString(16).padStart(2, '0')}`).join(',')}]`);
    else if (k === 2) parts.push(h.toUpperCase());
    else parts.push(h);
    parts.push(pick(rnd, [' ', '\n', ', ', '\t', '  # note\n', ' // c\n', '\r\n']));
  }
  return parts.join('');
}

/** Splits `b` into random chunks (sizes 1 to 4 KB, often tiny). */
function chunks(rnd: Rnd, b: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < b.length;) {
    const n = 1 + (rnd() % 3 === 0 ? rnd() % 4096 : rnd() % 9);
    out.push(b.subarray(i, i + n));
    i += n;
  }
  return out;
}

/**
 * Characters a mutation inserts: syntax, names, digits, controls, non-ASCII,
 * and a backslash (a continuation when it ends a line: positions must then
 * still name the physical line, issue 13 #7).
 */
const MUTATION_CHARS = 'v s[]:,;-+|()*/%!~^&<>=?.0123456789abcdefxXlhs_ \t\'"#@$é\u0000\u2028\\';
const TOKENS = ['v1', 's[4:5]', 'v[2:3]', '-', 'abs(', ')', '|', 'clamp', 'mul:2', 'div:2', 'vop3', 'sext(', 'lit(', '0x3f800000',
  '1.5', '-4.0', 'src0_sel:WORD_1', 'dst_sel:byte1', 'quad_perm:[0,1,2,3]', 'row_shl:1', 'bank_mask:5', 'raw:[0x7e000000]', ';',
  '.int 1', '.long', 'x = 5', 'x:', 'vcc', 'exec', 'm0', 'lds', '1e40', '0x1ffffffffffffffff', '"', "'",
  // Block comments that may span lines, and continuations.
  '/*', '*/', '/* c */', '\\'];

function mutate(rnd: Rnd, lines: string[]): string[] {
  const out = [...lines];
  for (let m = 1 + (rnd() % 4); m > 0 && out.length > 0; m--) {
    const i = rnd() % out.length;
    const l = out[i]!;
    const at = l.length === 0 ? 0 : rnd() % (l.length + 1);
    switch (rnd() % 7) {
      case 0: out[i] = l.slice(0, at) + l.slice(at + 1 + (rnd() % 6)); break;
      case 1: out[i] = l.slice(0, at) + MUTATION_CHARS[rnd() % MUTATION_CHARS.length] + l.slice(at); break;
      case 2: out[i] = l.slice(0, at) + ' ' + pick(rnd, TOKENS) + ' ' + l.slice(at); break;
      case 3: out[i] = l.slice(0, at) + (rnd() % 2 === 0 ? '\\' : ''); break; // cut, often into a continuation
      case 4: out.splice(i, 0, pick(rnd, out)); break;
      case 5: out[i] = l.slice(0, at) + l.slice(rnd() % (l.length + 1)); break;
      default: out[i] = l.replace(/v(\d+)/, (_, n: string) => `v${Number(n) + pick(rnd, [1, 255, 300, -1])}`); break;
    }
  }
  return out;
}

/** Source lines in `syntax`: the disassembly of random words (what a user would feed back), mutated. */
function sourceLines(rnd: Rnd, gi: GenIndex, syntax: Syntax, n: number): string[] {
  const text = disassemble(randomWords(rnd, gi, n), { arch: gi, syntax, header: false }).text;
  const lines = text.split('\n').filter((l) => l !== '');
  return rnd() % 5 === 0 ? lines : mutate(rnd, lines);
}

// --- checks ---------------------------------------------------------------------------------

function noCrash(err: string, what: string): void {
  if (/internal error|\n\s+at |RangeError|TypeError|ReferenceError|FATAL|Aborted/.test(err)) {
    counts.crashes++;
    assert.fail(`${what}: ${err.slice(0, 600)}`);
  }
}

/** Every `FILE:LINE:COL:` diagnostic names a position inside `source`. */
function positionsInside(err: string, file: string, source: string, what: string): void {
  const lines = source.split('\n');
  const esc = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const m of err.matchAll(new RegExp(`^${esc}:(\\d+):(\\d+): (error|warning): `, 'gm'))) {
    const line = Number(m[1]);
    const col = Number(m[2]);
    const text = lines[line - 1];
    assert.ok(text !== undefined, `${what}: line ${line} of ${lines.length}`);
    // A line's characters include a CR before its LF (CRLF files).
    assert.ok(col >= 1 && col <= [...text].length + 1, `${what}: ${line}:${col} outside a line of ${text.length}: ${JSON.stringify(text.slice(0, 200))}`);
  }
}

interface Cli { code: number | null; signal: string | null; out: Buffer; err: string }

/** Runs the bin; standard input is written in the given chunks, one event-loop turn apart. */
function cli(args: string[], input: Uint8Array[] = []): Promise<Cli> {
  counts.cliRuns++;
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    p.stdout.on('data', (c: Buffer) => out.push(c));
    p.stderr.on('data', (c: Buffer) => { if (err.length < 1 << 20) err += c.toString(); });
    p.stdin.on('error', () => { /* the command may stop reading early */ });
    const timer = setTimeout(() => p.kill('SIGKILL'), HANG_GUARD_MS);
    p.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') counts.hangs++;
      resolve({ code, signal, out: Buffer.concat(out), err });
    });
    void (async () => {
      for (const c of input) {
        if (!p.stdin.write(c)) await new Promise((r) => p.stdin.once('drain', r));
        await new Promise((r) => setImmediate(r));
      }
      p.stdin.end();
    })();
  });
}

const temps = () => readdirSync(dir).filter((f) => f.endsWith('.tmp'));

// --- disasm ---------------------------------------------------------------------------------

test('disasm in-process: any words, chunked or whole, binary or hex, never throw and agree', () => {
  const rnd = mulberry32(SEED ^ 0x1111);
  for (let k = 0; k < 120 * SCALE; k++) {
    counts.inputs++;
    const gi = (rnd() % 3) as GenIndex;
    const syntax = pick(rnd, SYNTAXES);
    const opts = { arch: gi, syntax, listing: rnd() % 4 === 0, header: rnd() % 2 === 0, noRaw: rnd() % 5 === 0 };
    const words = randomWords(rnd, gi, 1 + (rnd() % 300));
    let bytes = bytesOf(words);
    if (rnd() % 6 === 0) bytes = bytes.subarray(0, Math.max(0, bytes.length - 1 - (rnd() % 6))); // a truncated tail
    const what = `disasm ${ARCHS[gi]} ${syntax} #${k}`;
    const whole = disassemble(bytes, opts);
    // Chunked: the same text and diagnostics.
    const dec = new TextDecoder();
    const parts: string[] = [];
    const d = new Disassembler(opts, (c) => parts.push(dec.decode(c)), 64 + (rnd() % 1024));
    for (const c of chunks(rnd, bytes)) d.push(c);
    d.end();
    assert.equal(parts.join(''), whole.text, `${what}: chunked text`);
    assert.deepEqual(d.diagnostics, whole.diagnostics, `${what}: chunked diagnostics`);
    assert.equal(whole.errorCount > 0, bytes.length % 4 !== 0 || whole.diagnostics.some((x) => /truncated/.test(x.message)), what);
    // --hex text of the same words, read in chunks: the same words.
    const got: number[] = [];
    const hr = new HexReader((w) => got.push(...w));
    for (const c of chunks(rnd, new TextEncoder().encode(hexText(rnd, words)))) hr.push(c);
    assert.deepEqual(hr.end(), [], `${what}: hex diagnostics`);
    assert.deepEqual(got, [...words], `${what}: hex words`);
  }
});

test('disasm through the CLI: stdin in random chunks, --hex, -o; exit codes, positions, no leftovers', async () => {
  const rnd = mulberry32(SEED ^ 0x2222);
  for (let k = 0; k < 4 * SCALE; k++) {
    counts.inputs++;
    const gi = (k % 3) as GenIndex;
    const syntax = pick(rnd, SYNTAXES);
    const words = randomWords(rnd, gi, 1 + (rnd() % 3000));
    const hex = rnd() % 2 === 0;
    let input = hex ? new TextEncoder().encode(hexText(rnd, words)) : bytesOf(words);
    // Now and then damage the input: stray bytes, a broken hex token, a truncated tail.
    if (rnd() % 3 === 0) {
      const b = new Uint8Array(input);
      for (let m = 0; m < 3; m++) b[rnd() % b.length] = hex ? pick(rnd, [0x7a, 0x2f, 0x5b, 0x0a, 0x20, 0xff]) : rnd() & 0xff;
      input = b.subarray(0, b.length - (rnd() % 3));
    }
    const out = join(dir, `dis-${k}.s`);
    const useOut = rnd() % 2 === 0;
    const args = ['disasm', '-a', ARCHS[gi]!, '-s', syntax, ...(hex ? ['--hex'] : []), ...(useOut ? ['-o', out] : []), '-'];
    const what = `gcnkit ${args.join(' ')} (#${k})`;
    const r = await cli(args, chunks(rnd, input));
    noCrash(r.err, what);
    assert.ok(r.code === 0 || r.code === 1, `${what}: exit ${r.code} ${r.signal}: ${r.err.slice(0, 300)}`);
    if (hex) positionsInside(r.err, '<stdin>', new TextDecoder().decode(input), what);
    if (useOut) {
      assert.equal(existsSync(out), r.code === 0, `${what}: -o file ${existsSync(out) ? 'left' : 'missing'} after exit ${r.code}`);
      assert.equal(r.out.length, 0);
    }
    if (!hex && r.code === 0) {
      const text = useOut ? readFileSync(out, 'utf8') : r.out.toString();
      assert.equal(text, disassemble(input, { arch: gi, syntax }).text, `${what}: text`);
    }
    assert.deepEqual(temps(), [], `${what}: temporary files`);
  }
});

// --- asm ------------------------------------------------------------------------------------

test('asm in-process: mutated lines in both dialects never throw; diagnostics inside their lines', () => {
  const rnd = mulberry32(SEED ^ 0x3333);
  for (let k = 0; k < 150 * SCALE; k++) {
    counts.inputs++;
    const gi = (rnd() % 3) as GenIndex;
    const syntax = pick(rnd, SYNTAXES);
    const lines = sourceLines(rnd, gi, syntax, 1 + (rnd() % 25));
    const src = lines.join(rnd() % 4 === 0 ? '\r\n' : '\n') + (rnd() % 2 === 0 ? '\n' : '');
    const what = `asm ${ARCHS[gi]} ${syntax} #${k}: ${JSON.stringify(src.slice(0, 300))}`;
    let r;
    try {
      r = assemble(src, { arch: gi, syntax });
    } catch (e) {
      counts.crashes++;
      assert.fail(`${what}: threw ${(e as Error).stack}`);
    }
    if (r.errorCount > 0) assert.equal(r.bytes.length, 0, `${what}: bytes despite errors`);
    const srcLines = src.split('\n');
    for (const d of r.diagnostics) {
      const text = srcLines[d.line - 1] ?? '';
      assert.ok(d.line >= 1 && d.line <= srcLines.length, `${what}: line ${d.line}`);
      assert.ok(d.col >= 1 && d.col <= [...text].length + 1, `${what}: ${d.line}:${d.col} outside ${JSON.stringify(text)} (${d.message})`);
      // A message is words, not a leaked `[object Object]`, `NaN` or bare `undefined` ("label undefined" is fine).
      assert.ok(d.message.length > 0 && !/\[object |\bNaN\b|^undefined$|: undefined\b/.test(d.message), `${what}: message ${d.message}`);
    }
  }
});

test('asm through the CLI: mutated files with -o, both dialects; exit codes, positions, no leftovers', async () => {
  const rnd = mulberry32(SEED ^ 0x4444);
  for (let k = 0; k < 4 * SCALE; k++) {
    counts.inputs++;
    const gi = (rnd() % 3) as GenIndex;
    const syntax = SYNTAXES[k % 2]!;
    const src = sourceLines(rnd, gi, syntax, 5 + (rnd() % 400)).join('\n') + '\n';
    const file = join(dir, `asm-${k}.s`);
    writeFileSync(file, src);
    const out = join(dir, `asm-${k}.bin`);
    const format = pick(rnd, ['bin', 'hex', 'listing', 'c', 'json']);
    const args = ['asm', '-a', ARCHS[gi]!, '-s', syntax, '-f', format, '-o', out, file];
    const what = `gcnkit ${args.join(' ')}`;
    const r = await cli(args);
    noCrash(r.err, what);
    assert.ok(r.code === 0 || r.code === 1, `${what}: exit ${r.code}: ${r.err.slice(0, 300)}`);
    positionsInside(r.err, file, src, what);
    assert.equal(existsSync(out), r.code === 0, `${what}: -o file after exit ${r.code}`);
    if (r.code === 0 && format === 'bin') {
      assert.deepEqual(new Uint8Array(readFileSync(out)), assemble(src, { arch: gi, syntax }).bytes, `${what}: bytes`);
    }
    assert.deepEqual(temps(), [], `${what}: temporary files`);
  }
});

// --- run ------------------------------------------------------------------------------------

/** A random initial state, as the JSON of interface.md. */
function randomStateJson(rnd: Rnd): Record<string, unknown> {
  const h = (bits: number) => '0x' + (bits === 64 ? (rnd() >>> 0).toString(16) + (rnd() >>> 0).toString(16).padStart(8, '0') : (rnd() >>> 0).toString(16));
  const vgpr: Record<string, unknown> = {};
  for (let i = rnd() % 6; i > 0; i--) vgpr[`v${rnd() % 256}`] = rnd() % 2 === 0 ? h(32) : Array.from({ length: 64 }, () => h(32));
  const sgpr: Record<string, unknown> = {};
  for (let i = rnd() % 6; i > 0; i--) sgpr[`s${rnd() % 100}`] = h(32);
  return {
    exec: h(64), m0: '0x' + (rnd() % 300).toString(16), mode: '0x' + ((rnd() & 0xff) | (rnd() % 2 === 0 ? 0x300 : 0)).toString(16),
    sgpr, vgpr,
  };
}

test('run in-process: random programs, streamed in random chunks, end as they do run whole', () => {
  const rnd = mulberry32(SEED ^ 0x5555);
  for (let k = 0; k < 80 * SCALE; k++) {
    counts.inputs++;
    const gi = (rnd() % 3) as GenIndex;
    const gen = GENERATIONS[gi]!;
    const words = randomWords(rnd, gi, 1 + (rnd() % 60));
    const json = randomStateJson(rnd);
    const what = `run ${ARCHS[gi]} #${k}: ${[...words].map((w) => w.toString(16)).join(' ')}`;
    const a = stateFromJson(json, gen);
    const b = stateFromJson(json, gen);
    let whole;
    try {
      whole = runProgram(compileProgram(words, gi), a);
    } catch (e) {
      counts.crashes++;
      assert.fail(`${what}: threw ${(e as Error).stack}`);
    }
    const s = new ProgramStream(b, gen);
    for (let i = 0; i < words.length;) {
      const n = 1 + (rnd() % 5);
      s.push(words.subarray(i, i + n));
      i += n;
    }
    s.end();
    assert.equal(s.executed, whole.executed, `${what}: executed`);
    assert.equal(s.error?.index ?? null, whole.error?.index ?? null, `${what}: error index`);
    assert.equal(s.error?.message ?? null, whole.error?.message ?? null, `${what}: error message`);
    if (s.error !== null) assert.equal(s.error.offset, whole.error!.offset, `${what}: error offset`);
    assert.deepEqual(b.vgpr, a.vgpr, `${what}: VGPRs`);
    assert.deepEqual(b.sreg, a.sreg, `${what}: SGPRs`);
    assert.equal(b.trapsts, a.trapsts, `${what}: TRAPSTS`);
  }
});

/** A state file, damaged: a character deleted or changed, a value replaced by junk, or cut short. */
function malformedState(rnd: Rnd): string {
  let t = JSON.stringify(randomStateJson(rnd), null, rnd() % 2 === 0 ? 2 : undefined);
  const junk = ['null', 'true', '[]', '{}', '"0x1ffffffffffff"', '"zz"', '-1', '1e999', '"' + 'f'.repeat(5000) + '"', '"v300"', '[1,2'];
  switch (rnd() % 5) {
    case 0: { const i = rnd() % t.length; t = t.slice(0, i) + t.slice(i + 1); break; }
    case 1: { const i = rnd() % t.length; t = t.slice(0, i) + pick(rnd, [...'{}[],:"x0\n ']) + t.slice(i + 1); break; }
    case 2: t = t.replace(/"0x[0-9a-f]+"/, pick(rnd, junk)); break;
    case 3: t = t.slice(0, rnd() % t.length); break;
    default: t = t.replace(/"(s|v)\d+"/, pick(rnd, ['"s104"', '"v256"', '"q1"', '"' + 'v'.repeat(3000) + '"', '""'])); break;
  }
  return t;
}

test('run through the CLI: random programs and malformed states; exit codes, positions, no leftovers', async () => {
  const rnd = mulberry32(SEED ^ 0x6666);
  for (let k = 0; k < 6 * SCALE; k++) {
    counts.inputs++;
    const gi = (rnd() % 3) as GenIndex;
    const words = randomWords(rnd, gi, 1 + (rnd() % 200));
    const kind = k % 3;
    const prog = join(dir, `run-${k}.${kind === 0 ? 'bin' : kind === 1 ? 'hex' : 's'}`);
    if (kind === 0) writeFileSync(prog, bytesOf(words));
    else if (kind === 1) writeFileSync(prog, hexText(rnd, words));
    else writeFileSync(prog, sourceLines(rnd, gi, 'clrx', 1 + (rnd() % 60)).join('\n') + '\n');
    const bad = rnd() % 3 !== 0;
    const stateText = bad ? malformedState(rnd) : JSON.stringify(randomStateJson(rnd));
    const state = join(dir, `state-${k}.json`);
    writeFileSync(state, stateText);
    const out = join(dir, `run-${k}.json`);
    const args = ['run', '-a', ARCHS[gi]!, ...(kind === 0 ? ['--bin'] : kind === 1 ? ['--hex'] : []), '--state', state,
      ...(rnd() % 2 === 0 ? ['--trace'] : []), '-o', out, prog];
    const what = `gcnkit ${args.join(' ')}`;
    const r = await cli(args);
    noCrash(r.err, what);
    assert.ok(r.code === 0 || r.code === 1, `${what}: exit ${r.code}: ${r.err.slice(0, 300)}`);
    positionsInside(r.err, state, stateText, what);
    if (kind === 2) positionsInside(r.err, prog, readFileSync(prog, 'utf8'), what);
    assert.ok(r.err.length < 1 << 20 || args.includes('--trace'), `${what}: ${r.err.length} bytes of messages`);
    assert.equal(existsSync(out), r.code === 0, `${what}: -o file after exit ${r.code}`);
    if (r.code === 0) {
      const j = JSON.parse(readFileSync(out, 'utf8')) as { vgpr: Record<string, string[]> };
      for (const v of Object.values(j.vgpr)) assert.equal(v.length, 64);
    }
    assert.deepEqual(temps(), [], `${what}: temporary files`);
  }
  console.log(`fuzz totals: ${counts.inputs} inputs (${counts.cliRuns} CLI runs), ${counts.crashes} crashes, ${counts.hangs} hangs`);
});
