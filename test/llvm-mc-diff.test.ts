// Differential test against the installed llvm-mc 14: a seeded random sample
// of tonga (gcn1.2) VOP1 words (with second dwords), VOP3 words of the VOP1
// image and SDWA/DPP pairs goes through `llvm-mc -arch=amdgcn -mcpu=tonga
// --disassemble` in one batch, and gcnkit's LLVM printer must agree on the
// first instruction of every sample, with the deviations of syntax.md C.4
// applied to llvm-mc's answer (test/support/llvm-expect.ts).
//
// Alignment: each sample is one input line, followed by a line holding two
// marker dwords (`s_nop K`, K cycling through 1..7). llvm-mc reports an invalid dword on
// stderr as `<stdin>:LINE:COL: warning: invalid instruction encoding`, so a
// warning at column 1 of a sample's line means llvm-mc rejected its first
// dword. On stdout, the lines between two runs of `s_nop 3` lines belong to
// one sample (they end at the first `s_nop K` of the sample's own marker); the first of them is llvm-mc's text for the sample's first
// instruction. Whatever llvm-mc decodes after a rejected first dword is at most
// 8 bytes long, so it can swallow at most one marker dword and the next sample
// still starts at an instruction boundary. gcnkit decodes the same byte stream
// at the same offset.
//
// Skipped when llvm-mc is not on PATH or lacks the AMDGPU target. SDWA
// selector 7 is never generated (llvm-mc 14 crashes on it, C.4.2).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { decodeInto, emptyRaw, printLlvm, TextSink } from '../src/index.js';
import { hex8, mulberry32, testSeed, type GenIdx } from './support/isa-facts.js';
import { expectation } from './support/llvm-expect.js';

const LLVM_MC = process.env['LLVM_MC'] ?? 'llvm-mc';
const G: GenIdx = 2;
// Sample i is followed by two dwords `s_nop K` with K = 1 + i % 7, so that two
// neighbouring markers differ even when a sample prints nothing.
const MARKERS = 7;
const marker = (i: number) => (0xbf800001 + (i % MARKERS)) >>> 0;
const markerText = (i: number) => `s_nop ${1 + (i % MARKERS)}`;
const isMarker = (w: number) => w >>> 0 >= 0xbf800000 && w >>> 0 <= 0xbf80000f;

function llvmMcProblem(): string | null {
  const v = spawnSync(LLVM_MC, ['--version'], { encoding: 'utf8' });
  if (v.error !== undefined) return `${LLVM_MC} not found (${(v.error as NodeJS.ErrnoException).code ?? v.error.message})`;
  if (!/amdgcn/.test(v.stdout)) return `${LLVM_MC} has no AMDGPU target`;
  const t = spawnSync(LLVM_MC, ['-arch=amdgcn', '-mcpu=tonga', '--disassemble'], { input: '0x02,0x03,0x02,0x7e\n', encoding: 'utf8' });
  if (t.status !== 0 || !/v_mov_b32_e32 v1, v2/.test(t.stdout)) return `${LLVM_MC} cannot disassemble for tonga: ${t.stderr.trim()}`;
  return null;
}

const problem = llvmMcProblem();

interface Sample { words: number[]; kind: string }

function samples(seed: number): Sample[] {
  const rnd = mulberry32(seed);
  const out: Sample[] = [];
  const pick = <T>(a: readonly T[]): T => a[rnd() % a.length]!;
  /** A second dword that is not the marker. */
  const w1 = () => { const w = rnd(); return isMarker(w) ? 0 : w; };
  /** Mostly defined tonga opcodes (0..76), sometimes any. */
  const opcode = () => (rnd() % 100 < 85 ? rnd() % 77 : rnd() & 0xff);
  const vop1 = (op: number, vdst: number, src0: number) => ((0x3f << 25) | (vdst << 17) | (op << 9) | src0) >>> 0;
  const sel = () => rnd() % 7; // never 7
  // Interesting source codes: odd SGPR/TTMP pairs, limits, named registers,
  // constants, reserved codes, VGPRs.
  const codes = [0, 1, 2, 3, 5, 7, 27, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114,
    121, 122, 123, 124, 125, 126, 127, 128, 129, 192, 193, 208, 209, 220, 234, 235, 237, 239, 240, 243, 247, 248,
    251, 252, 253, 254, 255, 256, 300, 510, 511];

  // 1. Every opcode 0..127 with each interesting SRC0 code, random VDST.
  for (let op = 0; op < 128; op++) {
    for (const c of codes) {
      const w0 = vop1(op, rnd() & 0xff, c);
      out.push({ kind: 'vop1-codes', words: c === 255 ? [w0, w1()] : [w0] });
    }
  }
  // readfirstlane with SDST 255 reads a literal in llvm-mc.
  for (let i = 0; i < 20; i++) out.push({ kind: 'vop1-rfl255', words: [vop1(2, 255, pick(codes.filter((x) => x !== 255 && x !== 249 && x !== 250))), w1()] });
  // 2. Random VOP1 words.
  for (let i = 0; i < 2500; i++) {
    let src0 = rnd() & 0x1ff;
    if (src0 === 249 || src0 === 250) src0 = 256 + (rnd() & 0xff);
    const w0 = vop1(opcode(), rnd() & 0xff, src0);
    out.push({ kind: 'vop1', words: src0 === 255 ? [w0, w1()] : [w0] });
  }
  // 3. VOP3 words of the VOP1 image: mostly canonical (SRC1 = SRC2 = 0, only
  //    the SRC0 modifier bits, no reserved bits), some fully random.
  for (let i = 0; i < 2500; i++) {
    const op3 = 320 + (rnd() % 100 < 85 ? rnd() % 77 : rnd() & 127);
    let w0 = ((0x34 << 26) | (op3 << 16) | (rnd() & 0xffff)) >>> 0;
    let w = w1();
    if (rnd() % 100 < 75) {
      w0 = (w0 & ~0x7e00) >>> 0; // ABS[2:1] and the reserved bits 11-14 cleared
      const src0 = rnd() % 4 === 0 ? pick(codes) : rnd() & 0x1ff;
      // OMOD and NEG[0] random; NEG[2:1] mostly clear.
      w = (src0 | (w & 0x38000000) | (rnd() % 8 === 0 ? 0x40000000 : 0)) >>> 0;
    }
    out.push({ kind: 'vop3', words: [w0, w] });
  }
  // 4. SDWA pairs (selectors 0..6), mostly with the SRC1 fields and reserved bits clear.
  for (let i = 0; i < 1500; i++) {
    const w0 = vop1(opcode(), rnd() & 0xff, 249);
    const r = rnd();
    let w = ((r & 0xff) | (sel() << 8) | (((r >>> 11) & 3) << 11) | (r & (1 << 13)) | (r & 0xc000) | (sel() << 16)
      | (r & 0x380000) | (r & 0xc00000) | (sel() << 24) | (r & 0xf8000000)) >>> 0;
    if (rnd() % 100 < 70) w = (w & 0x003f3fff) >>> 0;
    out.push({ kind: 'sdwa', words: [w0, w] });
  }
  // 5. DPP pairs, mostly with the reserved and SRC1 bits clear and a valid control.
  const ctrls = [0x0e4, 0x01b, 0x101, 0x10f, 0x111, 0x11f, 0x121, 0x12f, 0x130, 0x134, 0x138, 0x13c, 0x140, 0x141,
    0x142, 0x143, 0x100, 0x144, 0x150, 0x160, 0x1ff];
  for (let i = 0; i < 1500; i++) {
    const w0 = vop1(opcode(), rnd() & 0xff, 250);
    let w = w1();
    if (rnd() % 100 < 70) {
      const ctrl = rnd() % 2 === 0 ? rnd() & 0xff : pick(ctrls);
      w = ((w & 0xff3800ff) | (ctrl << 8)) >>> 0;
    }
    out.push({ kind: 'dpp', words: [w0, w] });
  }
  return out;
}

const bytesOf = (w: number) => [0, 8, 16, 24].map((s) => `0x${((w >>> s) & 0xff).toString(16).padStart(2, '0')}`).join(',');

test('gcnkit LLVM printer vs llvm-mc 14 (tonga), seeded random sample', { skip: problem ?? false }, () => {
  const seed = testSeed(0x11c3d1ff);
  console.log(`seed ${seed} (set GCNKIT_SEED to replay)`);
  const list = samples(seed);
  const lines: string[] = [];
  const stream: number[] = []; // the whole byte stream, as words
  const startWord: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    startWord.push(stream.length);
    stream.push(...s.words, marker(i), marker(i));
    lines.push(s.words.map(bytesOf).join(','), `${bytesOf(marker(i))},${bytesOf(marker(i))}`);
  }
  const t0 = performance.now();
  const res = spawnSync(LLVM_MC, ['-arch=amdgcn', '-mcpu=tonga', '--disassemble'],
    { input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - t0;
  assert.equal(res.error, undefined, String(res.error));
  assert.equal(res.signal, null, `llvm-mc died of ${res.signal}`);
  assert.equal(res.status, 0, res.stderr.slice(0, 2000));

  // stderr: the samples whose first dword llvm-mc rejected.
  const rejected = new Set<number>();
  const otherStderr: string[] = [];
  for (const l of res.stderr.split('\n')) {
    const m = /^<stdin>:(\d+):(\d+): (\w+): (.*)$/.exec(l);
    if (m === null) continue;
    const line = Number(m[1]);
    const col = Number(m[2]);
    if (m[4] !== 'invalid instruction encoding') { otherStderr.push(l); continue; }
    if (line % 2 === 1 && col === 1) rejected.add((line - 1) / 2);
  }
  assert.deepEqual(otherStderr, [], 'unexpected llvm-mc diagnostics');

  // stdout: sample i's lines end at the first line of its own marker; a second
  // marker line (when the first marker dword was not swallowed) is skipped.
  const out = res.stdout.split('\n').map((l) => l.trim()).filter((l) => l !== '' && l !== '.text');
  const groups: string[][] = [];
  let cur: string[] = [];
  let prevMarker: string | null = null;
  for (const l of out) {
    if (groups.length < list.length && l === markerText(groups.length)) {
      groups.push(cur);
      cur = [];
      prevMarker = l;
    } else if (l === prevMarker) {
      prevMarker = null; // the marker's second dword
    } else {
      prevMarker = null;
      cur.push(l);
    }
  }
  assert.equal(cur.length, 0, `text after the last marker: ${cur.slice(0, 5).join(' | ')}`);
  assert.equal(groups.length, list.length, 'one group of output lines per sample (alignment)');

  const sink = new TextSink(1 << 12);
  const raw = emptyRaw(G);
  const mismatches: string[] = [];
  const counts = new Map<string, { n: number; text: number; rejected: number; oddPair: number }>();
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!;
    const c = counts.get(s.kind) ?? { n: 0, text: 0, rejected: 0, oddPair: 0 };
    counts.set(s.kind, c);
    c.n++;
    const llvmRejected = rejected.has(i);
    const llvmText = llvmRejected ? null : groups[i]![0] ?? null;
    if (!llvmRejected && llvmText === null) {
      mismatches.push(`${s.words.map(hex8).join(' ')}: llvm-mc printed nothing and reported nothing`);
      continue;
    }
    const exp = expectation(G, s.words, { llvm_text: llvmText });
    sink.clear();
    decodeInto(raw, stream, startWord[i]!, stream.length, G, 'llvm');
    const ok = printLlvm(raw, sink);
    const got = ok ? sink.toString().replace(/\n$/, '') : null;
    const show = (e: string) => `${s.kind} ${s.words.map(hex8).join(' ')}: expected ${e}, got ${got === null ? 'rejected' : JSON.stringify(got)}`;
    if (exp.kind === 'broken') { mismatches.push(show(`(test) ${exp.why}`)); continue; }
    if (exp.kind === 'reject') {
      c.rejected++;
      if (ok) mismatches.push(show(`rejected (${exp.why}${llvmText === null ? '' : `; llvm-mc: ${JSON.stringify(llvmText)}`})`));
    } else {
      c.text++;
      if (exp.deviation === 'odd-pair') c.oddPair++;
      if (got !== exp.text) mismatches.push(show(JSON.stringify(exp.text)));
    }
  }
  const summary = [...counts.entries()].map(([k, c]) =>
    `${k} ${c.n} (${c.text} printed${c.oddPair > 0 ? `, ${c.oddPair} odd pairs` : ''}, ${c.rejected} rejected)`).join('; ');
  console.log(`${list.length} samples, llvm-mc ${ms.toFixed(0)} ms: ${summary}; ${mismatches.length} mismatches`);
  if (mismatches.length > 0) {
    assert.fail(`seed ${seed}: ${mismatches.length} of ${list.length} samples differ from llvm-mc; first 20:\n  `
      + mismatches.slice(0, 20).join('\n  '));
  }
});
