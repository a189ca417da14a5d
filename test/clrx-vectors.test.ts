// Golden test of the CLRX-dialect printer.
//
// 1. test/vectors/clrx/clrx_disasm.jsonl (CLRX's own test suite, README.md
//    there): gcnkit's text must equal CLRX's after removing `/* ... */`
//    comments (CLRX's tests use -f float comments) and collapsing whitespace,
//    with gcnkit's trailing ` raw:[...]` stripped. Which records get `raw:` is
//    checked separately: per syntax.md B.8 exactly those whose CLRX text would
//    not reassemble to the same words (test/support/clrx-raw.ts derives that
//    from the words). gcnkit's other two B.8 changes (` sdwa` when nothing else
//    marks an SDWA word, `abs:1`/`neg:1` for modifiers on constants) are
//    applied to CLRX's text, again from the words.
// 2. Hand-written cases from the examples of syntax.md part B (and A, where it
//    shows words) and isa-vop1.md. The docs are the expectation, not gcnkit.
// 3. The raw: rule on a seeded random sample of words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeInto, emptyRaw, printClrx, TextSink, type RawInstruction } from '../src/index.js';
import { rawReason } from './support/clrx-raw.js';
import { fieldsOf, hex8, mulberry32, testSeed, type GenIdx } from './support/isa-facts.js';

const VEC = fileURLToPath(new URL('../../test/vectors/clrx/clrx_disasm.jsonl', import.meta.url));
const GEN: Readonly<Record<string, GenIdx>> = { 'gcn1.0': 0, 'gcn1.1': 1, 'gcn1.2': 2 };

const sink = new TextSink(1 << 12);
const raw: RawInstruction = emptyRaw();

interface Printed {
  /** The line without its newline. */
  line: string;
  /** The line without a trailing ` raw:[...]`. */
  text: string;
  /** The words inside raw:[...], or null. */
  rawWords: number[] | null;
  returnedLossy: boolean;
  size: number;
  truncated: boolean;
}

function print(g: GenIdx, words: readonly number[]): Printed {
  sink.clear();
  const size = decodeInto(raw, words, 0, words.length, g, 'clrx');
  const lossy = printClrx(raw, sink);
  const out = sink.toString();
  assert.ok(out.endsWith('\n') && out.indexOf('\n') === out.length - 1, `one line: ${JSON.stringify(out)}`);
  const line = out.slice(0, -1);
  const m = / raw:\[([^\]]*)\]$/.exec(line);
  return {
    line,
    text: m === null ? line : line.slice(0, m.index),
    rawWords: m === null ? null : m[1]!.split(',').map((s) => Number(s)),
    returnedLossy: lossy,
    size,
    truncated: raw.truncated,
  };
}

/** Removes comments and collapses whitespace. */
function norm(s: string): string {
  return s.replace(/\/\*.*?\*\//g, ' ').replace(/\s+/g, ' ').trim();
}

const isInline = (g: GenIdx, c: number) => (c >= 128 && c <= 208) || (c >= 240 && c <= 247) || (c === 248 && g === 2);

/**
 * gcnkit's text for a line CLRX prints as `clrx`: clrxdisasm's text with the
 * B.8 changes applied (derived from the words).
 */
function gcnkitText(g: GenIdx, words: readonly number[], clrx: string): string {
  const w0 = words[0]! >>> 0;
  const w1 = (words[1] ?? 0) >>> 0;
  const f = fieldsOf(g, w0, w1);
  let t = norm(clrx);
  // SDWA with every option at its default: append ` sdwa`.
  if (f.enc === 'vop1' && f.ext === 'sdwa' && !(f.op !== null && f.op.src === null)) {
    const dstSel = (w1 >>> 8) & 7;
    const dstUnused = (w1 >>> 11) & 3;
    const src0Sel = (w1 >>> 16) & 7;
    const sext0 = (w1 >>> 19) & 1;
    if (dstSel === 6 && dstUnused === 0 && src0Sel === 6 && sext0 === 0) t += ' sdwa';
  }
  // VOP3 ABS/NEG on an inline-constant SRC0 of a defined op: the bare constant,
  // then abs:1 / neg:1 after the operands.
  if (f.enc === 'vop3' && f.op !== null && f.op.src !== null && isInline(g, f.src0)) {
    const abs = (w0 >>> 8) & 1;
    const neg = (w1 >>> 29) & 1;
    if (abs !== 0 || neg !== 0) {
      const m = /^(\S+ [^,]+, )(\S+)(.*)$/.exec(t);
      assert.ok(m !== null, `cannot find SRC0 in ${t}`);
      let s = m[2]!;
      if (neg !== 0) { assert.ok(s.startsWith('-')); s = s.slice(1); }
      if (abs !== 0) { assert.ok(s.startsWith('abs(') && s.endsWith(')')); s = s.slice(4, -1); }
      t = m[1]! + s + (abs !== 0 ? ' abs:1' : '') + (neg !== 0 ? ' neg:1' : '') + m[3]!;
    }
  }
  return t;
}

// --- 1. CLRX's test vectors ------------------------------------------------------

interface ClrxRecord { gen: string; words: string[]; text: string; src: string }

const records: ClrxRecord[] = readFileSync(VEC, 'utf8').split('\n').filter((l) => l !== '')
  .map((l) => JSON.parse(l) as ClrxRecord);

test('clrx_disasm.jsonl: text, raw: and size of every record', () => {
  const mismatches: string[] = [];
  const perGen = [0, 0, 0];
  let withRaw = 0;
  for (const rec of records) {
    const g = GEN[rec.gen];
    assert.ok(g !== undefined, rec.gen);
    perGen[g]++;
    const words = rec.words.map((w) => parseInt(w, 16) >>> 0);
    const p = print(g, words);
    const where = `${rec.gen} ${rec.words.join(' ')}`;
    const want = gcnkitText(g, words, rec.text);
    if (norm(p.text) !== want) mismatches.push(`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(p.line)}`);
    // Exact padding where the CLRX line carries no comment (README: every record follows the 16-column rule).
    else if (!rec.text.includes('/*') && want === norm(rec.text) && p.text !== rec.text) {
      mismatches.push(`${where}: expected exactly ${JSON.stringify(rec.text)}, got ${JSON.stringify(p.text)}`);
    }
    const why = rawReason(g, words[0]!, words[1] ?? 0);
    if (why !== null) withRaw++;
    if ((why !== null) !== (p.rawWords !== null)) {
      mismatches.push(`${where}: raw: ${why === null ? 'not expected' : `expected (${why})`}, got ${JSON.stringify(p.line)}`);
    } else if (p.rawWords !== null && p.rawWords.map(hex8).join(' ') !== words.map(hex8).join(' ')) {
      mismatches.push(`${where}: raw: words ${JSON.stringify(p.line)}`);
    }
    if (p.returnedLossy !== (p.rawWords !== null)) mismatches.push(`${where}: printClrx returned ${p.returnedLossy}`);
    if (p.size !== words.length || p.truncated) mismatches.push(`${where}: decoded size ${p.size}, record has ${words.length} words`);
  }
  console.log(`clrx_disasm.jsonl: ${records.length} records (gcn1.0 ${perGen[0]}, gcn1.1 ${perGen[1]}, gcn1.2 ${perGen[2]}), `
    + `${withRaw} expected with raw:, ${mismatches.length} mismatches`);
  assert.equal(records.length, 459);
  if (mismatches.length > 0) assert.fail(`${mismatches.length} mismatches:\n  ${mismatches.slice(0, 20).join('\n  ')}`);
});

// --- 2. Examples from the docs ----------------------------------------------------

const vop1 = (op: number, vdst: number, src0: number) => ((0x3f << 25) | (vdst << 17) | (op << 9) | src0) >>> 0;

interface Vop3Fields {
  vdst?: number; abs?: number; clamp?: number; reserved?: number;
  src0?: number; src1?: number; src2?: number; omod?: number; neg?: number;
}

/** VOP3A words for gcn1.0/1.1 (opcode 9 bits at 17, CLAMP bit 11) or gcn1.2 (10 bits at 16, CLAMP bit 15). */
function vop3(g: GenIdx, op3: number, f: Vop3Fields = {}): [number, number] {
  const clampBit = g === 2 ? 15 : 11;
  const opShift = g === 2 ? 16 : 17;
  const w0 = (0x34 << 26) | (op3 << opShift) | ((f.clamp ?? 0) << clampBit) | ((f.abs ?? 0) << 8) | (f.vdst ?? 0)
    | (f.reserved ?? 0);
  const w1 = (f.src0 ?? 0) | ((f.src1 ?? 0) << 9) | ((f.src2 ?? 0) << 18) | ((f.omod ?? 0) << 27) | ((f.neg ?? 0) << 29);
  return [w0 >>> 0, w1 >>> 0];
}

interface SdwaFields { dstSel?: number; dstUnused?: number; clamp?: number; src0Sel?: number; sext?: number; neg?: number; abs?: number; extra?: number }
function sdwa(v: number, f: SdwaFields = {}): number {
  return (v | ((f.dstSel ?? 6) << 8) | ((f.dstUnused ?? 0) << 11) | ((f.clamp ?? 0) << 13) | ((f.src0Sel ?? 6) << 16)
    | ((f.sext ?? 0) << 19) | ((f.neg ?? 0) << 20) | ((f.abs ?? 0) << 21) | (f.extra ?? 0)) >>> 0;
}

interface DppFields { bound?: number; neg?: number; abs?: number; bank?: number; row?: number; extra?: number }
function dpp(v: number, ctrl: number, f: DppFields = {}): number {
  return (v | (ctrl << 8) | ((f.bound ?? 0) << 19) | ((f.neg ?? 0) << 20) | ((f.abs ?? 0) << 21)
    | ((f.bank ?? 15) << 24) | ((f.row ?? 15) << 28) | (f.extra ?? 0)) >>> 0;
}

interface Case {
  gens: GenIdx[];
  words: number[];
  /** The expected CLRX text (compared with collapsed whitespace), or null to check only raw:. */
  text: string | null;
  raw: boolean;
  /** Compare the text exactly (16-column padding), not just with collapsed whitespace. */
  exact?: boolean;
  /** Where the example comes from. */
  from: string;
}

const ALL: GenIdx[] = [0, 1, 2];
const SI: GenIdx[] = [0, 1];
const VI: GenIdx[] = [2];
const c = (gens: GenIdx[], words: number[], text: string | null, from: string, raw = false, exact = false): Case =>
  ({ gens, words, text, raw, exact, from });

const MOV = 1; // v_mov_b32, all generations
const CVT_I32_F64 = 3;
const CVT_F64_I32 = 4;
const RFL = 2; // v_readfirstlane_b32
const MOV3 = [0x181, 0x181, 0x141] as const;

const CASES: Case[] = [
  // B.1 layout
  c(ALL, [0x7e020302], 'v_mov_b32       v1, v2', 'B.1 / isa-vop1 example', false, true),
  c(ALL, [vop1(17, 158, 0x14f)], 'v_cvt_f32_ubyte0 v158, v79', 'B.1', false, true),
  c(ALL, [vop1(12, 158, 0x14f)], 'v_cvt_rpi_i32_f32 v158, v79', 'B.1', false, true),
  c(ALL, [0x7e000000], 'v_nop', 'B.1', false, true),
  // isa-vop1.md 3.2 example
  c(VI, [0xd1628105, 0x28000106], 'v_rcp_f32       v5, -abs(v6) mul:2 clamp', 'isa-vop1 3.2', false, true),
  c(SI, [0xd3540905, 0x28000106], 'v_rcp_f32       v5, -abs(v6) mul:2 clamp', 'isa-vop1 3.2', false, true),
  // B.2 registers
  c(ALL, [vop1(MOV, 158, 79)], 'v_mov_b32 v158, s79', 'B.2'),
  c(ALL, [vop1(MOV, 1, 106)], 'v_mov_b32 v1, vcc_lo', 'B.2'),
  c(ALL, [vop1(MOV, 1, 127)], 'v_mov_b32 v1, exec_hi', 'B.2'),
  c(ALL, [vop1(MOV, 1, 124)], 'v_mov_b32 v1, m0', 'B.2'),
  c(ALL, [vop1(MOV, 1, 108)], 'v_mov_b32 v1, tba_lo', 'B.2'),
  c(ALL, [vop1(MOV, 1, 117)], 'v_mov_b32 v1, ttmp5', 'B.2'),
  c([1], [vop1(MOV, 1, 104)], 'v_mov_b32 v1, flat_scratch_lo', 'B.2, isa-vop1 4.1'),
  c(VI, [vop1(MOV, 1, 102)], 'v_mov_b32 v1, flat_scratch_lo', 'B.2, isa-vop1 4.1'),
  c(VI, [vop1(MOV, 1, 105)], 'v_mov_b32 v1, xnack_mask_hi', 'B.2, isa-vop1 4.1'),
  c(ALL, [vop1(MOV, 1, 251)], 'v_mov_b32 v1, vccz', 'B.2'),
  c(ALL, [vop1(MOV, 1, 252)], 'v_mov_b32 v1, execz', 'B.2'),
  c(ALL, [vop1(MOV, 1, 253)], 'v_mov_b32 v1, scc', 'B.2'),
  c(ALL, [vop1(MOV, 1, 254)], 'v_mov_b32 v1, lds', 'B.2'),
  c(ALL, [vop1(CVT_I32_F64, 1, 106)], 'v_cvt_i32_f64 v1, vcc', 'B.2'),
  c(ALL, [vop1(CVT_I32_F64, 1, 126)], 'v_cvt_i32_f64 v1, exec', 'B.2'),
  c(ALL, [vop1(CVT_I32_F64, 1, 108)], 'v_cvt_i32_f64 v1, tba', 'B.2'),
  c(ALL, [vop1(CVT_I32_F64, 1, 110)], 'v_cvt_i32_f64 v1, tma', 'B.2'),
  c(ALL, [vop1(CVT_I32_F64, 1, 114)], 'v_cvt_i32_f64 v1, ttmp[2:3]', 'B.2'),
  c(ALL, [vop1(CVT_I32_F64, 1, 115)], 'v_cvt_i32_f64 v1, ttmp[3:4]', 'A.3 (TTMP pairs unchecked)'),
  c([1], [vop1(CVT_I32_F64, 1, 104)], 'v_cvt_i32_f64 v1, flat_scratch', 'B.2, isa-vop1 4.4'),
  c(VI, [vop1(CVT_I32_F64, 1, 102)], 'v_cvt_i32_f64 v1, flat_scratch', 'B.2, isa-vop1 4.4'),
  c(VI, [vop1(CVT_I32_F64, 1, 104)], 'v_cvt_i32_f64 v1, xnack_mask', 'B.2, isa-vop1 4.4'),
  c(ALL, [0x7e040605], 'v_cvt_i32_f64 v2, s[5:6]', 'A.3 / isa-vop1 4.4'),
  c(ALL, [vop1(CVT_I32_F64, 1, 3)], 'v_cvt_i32_f64 v1, s[3:4]', 'isa-vop1 4.4 (crosses a line)', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 7)], 'v_cvt_i32_f64 v1, s[7:8]', 'isa-vop1 4.4 (crosses a line)', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 27)], 'v_cvt_i32_f64 v1, s[27:28]', 'B.2 (odd pair)', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 8)], 'v_cvt_i32_f64 v1, s[8:9]', 'B.2'),
  // B.2 constants
  c(ALL, [vop1(MOV, 1, 128)], 'v_mov_b32 v1, 0', 'B.2'),
  c(ALL, [vop1(MOV, 1, 192)], 'v_mov_b32 v1, 64', 'B.2'),
  c(ALL, [vop1(MOV, 1, 193)], 'v_mov_b32 v1, -1', 'B.2'),
  c(ALL, [vop1(MOV, 1, 208)], 'v_mov_b32 v1, -16', 'B.2'),
  ...['0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0'].map((t, i) =>
    c(ALL, [vop1(MOV, 1, 240 + i)], `v_mov_b32 v1, ${t}`, 'B.2')),
  c(VI, [vop1(MOV, 1, 248)], 'v_mov_b32 v1, 0.15915494', 'B.2'),
  c(VI, [vop1(61, 1, 248)], 'v_rcp_f16 v1, 0.15915494', 'B.2 (f16 operand)'),
  c(VI, [vop1(37, 2, 248)], 'v_rcp_f64 v[2:3], 0.15915494', 'B.2 (f64 operand)'),
  // B.2 literals
  c(ALL, [vop1(5, 158, 255), 0x4556fd], 'v_cvt_f32_i32 v158, 0x4556fd', 'B.2'),
  c(ALL, [vop1(MOV, 1, 255), 0x40000000], 'v_mov_b32 v1, 0x40000000', 'B.2'),
  c(ALL, [vop1(MOV, 1, 255), 1], 'v_mov_b32 v1, lit(1)', 'B.2'),
  c(ALL, [vop1(MOV, 1, 255), 0], 'v_mov_b32 v1, lit(0)', 'B.2 / A.4 (0x100000000 truncated)'),
  c(ALL, [vop1(MOV, 1, 255), 0xffffffff], 'v_mov_b32 v1, lit(-1)', 'B.2'),
  c(ALL, [vop1(MOV, 1, 255), 64], 'v_mov_b32 v1, lit(64)', 'B.2'),
  c(ALL, [vop1(MOV, 1, 255), 0xfffffff0], 'v_mov_b32 v1, lit(-16)', 'B.2'),
  c(ALL, [vop1(MOV, 1, 255), 0x41], 'v_mov_b32 v1, 0x41', 'B.2'),
  c(ALL, [vop1(MOV, 1, 255), 0xffffffef], 'v_mov_b32 v1, 0xffffffef', 'B.2'),
  c(ALL, [vop1(MOV, 1, 255), 0x3f800000], 'v_mov_b32 v1, 0x3f800000', 'B.2 (float patterns stay hex)'),
  c(ALL, [0x7e0202ff, 0x00000004], 'v_mov_b32 v1, lit(4)', 'A.5 lit(4)'),
  c(ALL, [0x7e1e02ff, 0x00000009], 'v_mov_b32 v15, lit(9)', 'A.4 forward reference'),
  c(ALL, [0x7e1e0289], 'v_mov_b32 v15, 9', 'A.4'),
  c(ALL, [0x7e1e02ff, 0x00002397], 'v_mov_b32 v15, 0x2397', 'A.4'),
  c(ALL, [0x7e060af2], 'v_cvt_f32_i32 v3, 1.0', 'A.5'),
  c(SI, [0x7e045ef2], 'v_rcp_f64 v[2:3], 1.0', 'A.5'),
  c(VI, [vop1(61, 1, 255), 0x12345678], 'v_rcp_f16 v1, 0x12345678', 'B.2 (16-bit op prints the dword)'),
  // B.2 reserved codes
  c([0], [vop1(MOV, 1, 104)], 'v_mov_b32 v1, ill_104', 'B.2'),
  c([0], [vop1(MOV, 1, 105)], 'v_mov_b32 v1, ill_105', 'B.2'),
  c(ALL, [vop1(MOV, 1, 125)], 'v_mov_b32 v1, ill_125', 'B.2'),
  c(ALL, [vop1(MOV, 1, 209)], 'v_mov_b32 v1, ill_209', 'B.2'),
  c(ALL, [vop1(MOV, 1, 239)], 'v_mov_b32 v1, ill_239', 'B.2'),
  c(SI, [vop1(MOV, 1, 248)], 'v_mov_b32 v1, ill_248', 'B.2'),
  c(SI, [vop1(MOV, 1, 249)], 'v_mov_b32 v1, ill_249', 'B.2'),
  c(SI, [vop1(MOV, 1, 250)], 'v_mov_b32 v1, ill_250', 'B.2'),
  c(VI, vop3(2, MOV3[2], { vdst: 1, src0: 249 }), 'v_mov_b32 v1, ill_249 vop3', 'isa-vop1 4.1 (VOP3)'),
  c(VI, vop3(2, MOV3[2], { vdst: 1, src0: 250 }), 'v_mov_b32 v1, ill_250 vop3', 'isa-vop1 4.1 (VOP3)'),
  // B.3 VOP3A
  c([0], vop3(0, 0x181, { vdst: 55, src0: 27, abs: 0b111, src2: 0xf }), 'v_mov_b32 v55, abs(s27) abs1 vsrc2=0xf abs2', 'B.3'),
  c([0], vop3(0, 0x181, { vdst: 55, src0: 27, omod: 3, neg: 0b111 }), 'v_mov_b32 v55, -s27 div:2 neg1 neg2', 'B.3'),
  c(VI, vop3(2, 357, { vdst: 1, src0: 248, omod: 3, clamp: 1 }), 'v_rcp_f64 v[1:2], 0.15915494 div:2 clamp', 'B.3'),
  c([0], [0xd3020037, 0x0000001b], 'v_mov_b32 v55, s27 vop3', 'B.3'),
  c([0], vop3(0, 0x182, { vdst: 55, src0: 27 }), 'v_readfirstlane_b32 s55, s27 vop3', 'B.3'),
  c([0], [0xd3040005, 0x00000101], 'v_readfirstlane_b32 s5, v1 vop3', 'isa-vop1 4.5'),
  c([0], [0xd3000000, 0x00000000], 'v_nop vop3', 'B.3 / A.6'),
  c(SI, vop3(0, 0x181, { vdst: 1, src0: 254 }), 'v_mov_b32 v1, lds vop3', 'B.3'),
  c(VI, vop3(2, 0x141, { vdst: 1, src0: 254 }), 'v_mov_b32 v1, lds vop3', 'B.3'),
  c([0], [0xd3020801, 0x00000102], 'v_mov_b32 v1, v2 clamp', 'A.6'),
  c([0], vop3(0, 0x180, { vdst: 0x37, src0: 0x1b, clamp: 1 }), 'v_nop clamp dst=0x37 src0=0x1b', 'B.3'),
  c([0], vop3(0, 0x180, { vdst: 0x22, src0: 0x12d, omod: 2, neg: 0b011, src1: 0x72, abs: 0b010, src2: 0x81 }),
    'v_nop mul:4 dst=0x22 src0=0x12d neg0 vsrc1=0x72 abs1 neg1 vsrc2=0x81', 'B.3'),
  c([0], vop3(0, 0x180, { vdst: 0x37, src0: 0x1b }), 'v_nop dst=0x37 src0=0x1b vop3', 'B.3'),
  c([0], vop3(0, 449), 'v_clrexcp vop3', 'B.3'),
  c(VI, vop3(2, 373), 'v_clrexcp vop3', 'B.3'),
  c([0], vop3(0, 407, { vdst: 55, src0: 0x11b }), 'VOP3A_ill_407 v55, v27, s0, s0', 'B.3'),
  c([0], vop3(0, 410, { vdst: 7, src0: 194, src1: 22, neg: 0b010, src2: 256 + 57, omod: 3, clamp: 1 }),
    'VOP3A_ill_410 v7, -2, -s22, v57 div:2 clamp', 'B.3'),
  // B.3 / B.8: VOP3 SRC0 = 255 prints 0x0; reserved bits.
  c(SI, vop3(0, 0x181, { vdst: 1, src0: 255 }), 'v_mov_b32 v1, 0x0 vop3', 'B.3, isa-vop1 4.1', true),
  c(VI, vop3(2, 0x141, { vdst: 1, src0: 255 }), 'v_mov_b32 v1, 0x0 vop3', 'B.3, isa-vop1 4.1', true),
  c([0], [0xd3021037, 0x0000011b], 'v_mov_b32 v55, v27 vop3', 'B.8 example', true),
  c(VI, vop3(2, 0x141, { vdst: 55, src0: 0x11b, reserved: 1 << 11 }), 'v_mov_b32 v55, v27 vop3', 'B.8 (bits 11-14 on 1.2)', true),
  c(SI, vop3(0, 0x181, { vdst: 55, src0: 0x11b, reserved: 1 << 16 }), 'v_mov_b32 v55, v27 vop3', 'B.8 (bits 12-16 on 1.0/1.1)', true),
  // B.8: modifiers on constants
  c(VI, [0xd1620101, 0x200000f0], 'v_rcp_f32 v1, 0.5 abs:1 neg:1', 'A.6 / B.8'),
  c(VI, vop3(2, 354, { vdst: 1, src0: 193, neg: 1 }), 'v_rcp_f32 v1, -1 neg:1', 'B.8'),
  // B.4 VOP1 non-canonical forms
  c(ALL, [0x7f3c004f], 'v_nop vdst=0x9e src0=0x4f', 'B.4'),
  c([0, 1], [vop1(65, 0x9e, 0x14f)], 'v_clrexcp vdst=0x9e src0=0x14f', 'B.4'),
  c([0], [vop1(23, 158, 0x14f)], 'VOP1_ill_23 v158, v79', 'B.4'),
  c([0, 2], [vop1(77, 1, 255), 0x12345678], 'VOP1_ill_77 v1, 0x12345678', 'B.4'),
  c(ALL, [vop1(200, 1, 0x102)], 'VOP1_ill_200 v1, v2', 'B.4'),
  // B.8: the literal of v_nop / v_clrexcp
  c(ALL, [vop1(0, 0, 255), 0x12345678], 'v_nop src0=0xff', 'B.4 / B.8', true),
  c(SI, [vop1(65, 0, 255), 0x12345678], 'v_clrexcp src0=0xff', 'B.4 / B.8', true),
  c(VI, [vop1(53, 0, 255), 0x12345678], 'v_clrexcp src0=0xff', 'B.4 / B.8', true),
  c(VI, [vop1(53, 0, 249), sdwa(0)], 'v_clrexcp src0=0xf9', 'B.5 / B.8', true),
  c(VI, [vop1(53, 0, 250), dpp(0, 0xe4)], 'v_clrexcp src0=0xfa quad_perm:[0,1,2,3] bank_mask:15 row_mask:15', 'B.6 / B.8', true),
  // B.5 SDWA
  c(VI, [vop1(MOV, 158, 249), sdwa(79, { sext: 1, dstSel: 5, dstUnused: 2, src0Sel: 2 })],
    'v_mov_b32 v158, sext(v79) dst_sel:word1 dst_unused:preserve src0_sel:byte2', 'B.5'),
  c(VI, [vop1(64, 113, 249), sdwa(206, { sext: 1, abs: 1, clamp: 1, dstSel: 4, dstUnused: 1, src0Sel: 3 })],
    'v_log_f16 v113, sext(abs(v206)) clamp dst_sel:word0 dst_unused:sext src0_sel:byte3', 'B.5'),
  c(VI, [vop1(81, 2, 249), sdwa(2, { dstSel: 4, src0Sel: 5 })], 'VOP1_ill_81 v2, v2 dst_sel:word0 src0_sel:word1', 'B.5'),
  c(VI, [0x7e0000f9, sdwa(0, { clamp: 1, abs: 1 })], 'v_nop src0=0xf9 clamp abs0', 'B.5', true),
  c(VI, [0x7e0202f9, 0x00060602], 'v_mov_b32 v1, v2 sdwa', 'B.5 / B.8'),
  c(VI, [0x7e0202f9, 0x00162602], 'v_mov_b32 v1, -v2 clamp sdwa', 'B.8 / A.7'),
  c(VI, [0x7f3c02f9, 0x0006064f], 'v_mov_b32 v158, v79 sdwa', 'A.8'),
  c(VI, [0x7f3c02f9, 0x0002154f], 'v_mov_b32 v158, v79 dst_sel:word1 dst_unused:preserve src0_sel:byte2', 'A.8'),
  c(VI, [0x7f3c02f9, 0x003e064f], 'v_mov_b32 v158, sext(-abs(v79))', 'A.7'),
  c(VI, [vop1(MOV, 1, 249), sdwa(2, { dstSel: 7, dstUnused: 3, src0Sel: 7 })],
    'v_mov_b32 v1, v2 dst_sel:invalid dst_unused:invalid src0_sel:invalid', 'B.5 (reserved values)'),
  c(VI, [vop1(MOV, 1, 249), sdwa(2, { dstSel: 0, extra: 1 << 14 })], 'v_mov_b32 v1, v2 dst_sel:byte0', 'B.5 / B.8 (reserved bits)', true),
  c(VI, [vop1(MOV, 1, 249), sdwa(2, { dstSel: 0, extra: 1 << 24 })], 'v_mov_b32 v1, v2 dst_sel:byte0', 'B.5 / B.8 (SRC1_SEL)', true),
  c(VI, [vop1(MOV, 1, 249), sdwa(2, { dstSel: 0, extra: 1 << 31 })], 'v_mov_b32 v1, v2 dst_sel:byte0', 'B.5 / B.8 (bits 30-31)', true),
  c(VI, [vop1(RFL, 5, 249), sdwa(1)], null, 'B.5 / B.8 (SDWA on readfirstlane)', true),
  c(VI, [vop1(CVT_I32_F64, 1, 249), sdwa(255, { dstSel: 0 })], 'v_cvt_i32_f64 v1, v[255:0] dst_sel:byte0', 'B.8 / isa-vop1 4.4', true),
  // B.6 DPP
  c(VI, [0x7e0202fa, 0xff00e402], 'v_mov_b32 v1, v2 quad_perm:[0,1,2,3] bank_mask:15 row_mask:15', 'B.6'),
  c(VI, [0x7f3c02fa, 0x4508394f], 'v_mov_b32 v158, v79 quad_perm:[1,2,3,0] bound_ctrl bank_mask:5 row_mask:4', 'A.8'),
  c(VI, [vop1(MOV, 1, 250), dpp(2, 0xe4, { neg: 1, abs: 1 })], 'v_mov_b32 v1, -abs(v2) quad_perm:[0,1,2,3] bank_mask:15 row_mask:15', 'B.6'),
  ...([[0x101, 'row_shl:1'], [0x10f, 'row_shl:15'], [0x111, 'row_shr:1'], [0x11f, 'row_shr:15'], [0x121, 'row_ror:1'],
    [0x12f, 'row_ror:15'], [0x130, 'wave_shl'], [0x134, 'wave_rol'], [0x138, 'wave_shr'], [0x13c, 'wave_ror'],
    [0x140, 'row_mirror'], [0x141, 'row_half_mirror'], [0x142, 'row_bcast15'], [0x143, 'row_bcast31'],
    [0x110, 'dppctrl:0x110'], [0x131, 'dppctrl:0x131'], [0x144, 'dppctrl:0x144'], [0x1ff, 'dppctrl:0x1ff']] as const)
    .map(([ctrl, t]) => c(VI, [vop1(MOV, 1, 250), dpp(2, ctrl, { bank: 3, row: 12 })],
      `v_mov_b32 v1, v2 ${t} bank_mask:3 row_mask:12`, 'B.6')),
  c(VI, [vop1(MOV, 1, 250), dpp(2, 0x100)], 'v_mov_b32 v1, v2 bank_mask:15 row_mask:15', 'B.6 / B.8 (DPP_CTRL 0x100)', true),
  c(VI, [vop1(MOV, 1, 250), dpp(2, 0xe4, { extra: 1 << 17 })], 'v_mov_b32 v1, v2 quad_perm:[0,1,2,3] bank_mask:15 row_mask:15',
    'B.6 / B.8 (reserved bits)', true),
  c(VI, [0x7e0000fa, 0x00c872be], 'v_nop src0=0xfa quad_perm:[2,0,3,1] bound_ctrl bank_mask:0 row_mask:0 neg1 abs1', 'B.6', true),
  c(VI, [vop1(RFL, 5, 250), dpp(1, 0xe4)], null, 'B.8 (DPP on readfirstlane: clrxasm refuses it)', true),
  // DPP on an op with a 64-bit operand: clrxasm says "DPP encoding is illegal
  // for this instruction" (A.7, isa-vop1 5.3), so the line needs raw: (B.8).
  c(VI, [vop1(37, 0, 250), dpp(2, 0xe4)], 'v_rcp_f64 v[0:1], v[2:3] quad_perm:[0,1,2,3] bank_mask:15 row_mask:15',
    'B.6 / B.8 / A.7 (DPP on a 64-bit op)', true),
  // isa-vop1.md 4.4: 64-bit sources that start no valid pair, as CLRX prints them.
  c(VI, [vop1(CVT_I32_F64, 1, 101)], 'v_cvt_i32_f64 v1, s[101:102]', 'isa-vop1 4.4', true),
  c(SI, [vop1(CVT_I32_F64, 1, 103)], 'v_cvt_i32_f64 v1, s[103:104]', 'isa-vop1 4.4', true),
  c(VI, [vop1(CVT_I32_F64, 1, 103)], 'v_cvt_i32_f64 v1, flat_scratch_u!', 'isa-vop1 4.4', true),
  c([0], [vop1(CVT_I32_F64, 1, 104)], 'v_cvt_i32_f64 v1, ill_104', 'isa-vop1 4.4 (ill_N reads back: no raw)'),
  c([0], [vop1(CVT_I32_F64, 1, 105)], 'v_cvt_i32_f64 v1, ill_105', 'isa-vop1 4.4 (ill_N reads back: no raw)'),
  c([1], [vop1(CVT_I32_F64, 1, 105)], 'v_cvt_i32_f64 v1, flat_scratch_u!', 'isa-vop1 4.4', true),
  c(VI, [vop1(CVT_I32_F64, 1, 105)], 'v_cvt_i32_f64 v1, xnack_mask_u!', 'isa-vop1 4.4', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 107)], 'v_cvt_i32_f64 v1, vcc_u!', 'isa-vop1 4.4', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 109)], 'v_cvt_i32_f64 v1, tba_u!', 'isa-vop1 4.4', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 111)], 'v_cvt_i32_f64 v1, tma_u!', 'isa-vop1 4.4', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 123)], 'v_cvt_i32_f64 v1, ttmp[11:12]', 'isa-vop1 4.4', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 124)], 'v_cvt_i32_f64 v1, m0&ill!', 'isa-vop1 4.4', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 125)], 'v_cvt_i32_f64 v1, ill_125', 'isa-vop1 4.4 (ill_N reads back: no raw)'),
  c(ALL, [vop1(CVT_I32_F64, 1, 127)], 'v_cvt_i32_f64 v1, exec_u!', 'isa-vop1 4.4', true),
  c(ALL, [vop1(CVT_I32_F64, 1, 511)], 'v_cvt_i32_f64 v1, v[255:0]', 'isa-vop1 4.4', true),
  c(ALL, [vop1(CVT_F64_I32, 255, 0x101)], 'v_cvt_f64_i32 v[255:0], v1', 'isa-vop1 4.3', true),
  c(SI, vop3(0, 0x183, { vdst: 1, src0: 107 }), 'v_cvt_i32_f64 v1, vcc_u! vop3', 'isa-vop1 4.4 (VOP3)', true),
  c(VI, vop3(2, 0x143, { vdst: 1, src0: 107 }), 'v_cvt_i32_f64 v1, vcc_u! vop3', 'isa-vop1 4.4 (VOP3)', true),
  // isa-vop1.md 4.3: readfirstlane SDST codes that are no destination.
  c(ALL, [vop1(RFL, 128, 0x101)], 'v_readfirstlane_b32 0, v1', 'isa-vop1 4.3', true),
  c(ALL, [vop1(RFL, 193, 0x101)], 'v_readfirstlane_b32 -1, v1', 'isa-vop1 4.3', true),
  c(ALL, [vop1(RFL, 255, 0x101)], 'v_readfirstlane_b32 0x0, v1', 'isa-vop1 4.3', true),
  c(VI, [vop1(RFL, 248, 0x101)], 'v_readfirstlane_b32 0.15915494, v1', 'isa-vop1 4.3', true),
  c(ALL, [vop1(RFL, 125, 0x101)], 'v_readfirstlane_b32 ill_125, v1', 'isa-vop1 4.3', true),
  c(ALL, [vop1(RFL, 106, 0x101)], 'v_readfirstlane_b32 vcc_lo, v1', 'isa-vop1 4.3'),
  c(ALL, [vop1(RFL, 124, 0x101)], 'v_readfirstlane_b32 m0, v1', 'isa-vop1 4.3'),
  c(SI, [vop1(RFL, 103, 0x101)], 'v_readfirstlane_b32 s103, v1', 'isa-vop1 4.3'),
  c(VI, [vop1(RFL, 103, 0x101)], 'v_readfirstlane_b32 flat_scratch_hi, v1', 'isa-vop1 4.3'),
];

test('hand-written CLRX cases from syntax.md part B and isa-vop1.md', () => {
  const failures: string[] = [];
  let n = 0;
  for (const k of CASES) {
    for (const g of k.gens) {
      n++;
      const p = print(g, k.words);
      const where = `gcn1.${g} ${k.words.map(hex8).join(' ')} (${k.from})`;
      if (p.size !== k.words.length || p.truncated) failures.push(`${where}: decoded size ${p.size}, expected ${k.words.length}`);
      if (k.text !== null) {
        const want = norm(k.text);
        if (k.exact === true ? p.text !== k.text : norm(p.text) !== want) {
          failures.push(`${where}: expected ${JSON.stringify(k.text)}, got ${JSON.stringify(p.line)}`);
        }
      }
      const wantRaw = k.words.map((w) => `0x${hex8(w)}`).join(',');
      if (k.raw) {
        if (p.rawWords === null || !p.line.endsWith(` raw:[${wantRaw}]`)) {
          failures.push(`${where}: expected raw:[${wantRaw}], got ${JSON.stringify(p.line)}`);
        }
      } else if (p.rawWords !== null) {
        failures.push(`${where}: expected no raw:, got ${JSON.stringify(p.line)}`);
      }
      // The test's own raw: model must agree with the doc-derived flag.
      const model = rawReason(g, k.words[0]!, k.words[1] ?? 0);
      if ((model !== null) !== k.raw) failures.push(`${where}: (test) the raw: model says ${model ?? 'no raw'}`);
    }
  }
  console.log(`${n} hand-written cases, ${failures.length} failures`);
  if (failures.length > 0) assert.fail(`${failures.length} failures:\n  ${failures.join('\n  ')}`);
});

test('B.8 example: exact text with raw:', () => {
  const p = print(0, [0xd3021037, 0x0000011b]);
  assert.equal(p.line, 'v_mov_b32       v55, v27 vop3 raw:[0xd3021037,0x0000011b]');
});

// --- 3. The raw: rule on random words -------------------------------------------------

test('raw: appears exactly where syntax.md B.8 requires it (seeded random sample)', () => {
  const seed = testSeed(0x5eed0c1a);
  console.log(`seed ${seed} (set GCNKIT_SEED to replay)`);
  const rnd = mulberry32(seed);
  const N = 100_000; // per generation and kind
  const byReason = new Map<string, { count: number; examples: string[] }>();
  let checked = 0;
  for (const g of [0, 1, 2] as GenIdx[]) {
    for (let i = 0; i < 3 * N; i++) {
      const kind = i % 3;
      let w0: number;
      const w1 = rnd();
      if (kind === 0) {
        w0 = ((0x3f << 25) | (rnd() & 0x1ffffff)) >>> 0;
      } else if (kind === 1) {
        const op3 = (g === 2 ? 320 : 384) + (rnd() & 127);
        w0 = g === 2 ? ((0x34 << 26) | (op3 << 16) | (rnd() & 0xffff)) >>> 0
          : ((0x34 << 26) | (op3 << 17) | (rnd() & 0x1ffff)) >>> 0;
      } else {
        // A VOP1 word with an extra dword: literal, or SDWA/DPP on gcn1.2.
        const s = g === 2 ? [249, 250, 255][rnd() % 3]! : 255;
        w0 = ((0x3f << 25) | (rnd() & 0x1fffe00) | s) >>> 0;
      }
      const p = print(g, [w0, w1]);
      const words = p.size > 1 ? [w0, w1] : [w0];
      const why = rawReason(g, w0, p.size > 1 ? w1 : 0);
      checked++;
      let bad: string | null = null;
      if ((why !== null) !== (p.rawWords !== null)) bad = why === null ? 'raw: not expected' : `raw: expected (${why})`;
      else if (p.rawWords !== null && p.rawWords.map(hex8).join(',') !== words.map(hex8).join(',')) bad = 'raw: words wrong';
      if (bad !== null) {
        const key = `gcn1.${g} ${bad}`;
        const e = byReason.get(key) ?? { count: 0, examples: [] };
        e.count++;
        if (e.examples.length < 4) e.examples.push(`${words.map(hex8).join(' ')} -> ${JSON.stringify(p.line)}`);
        byReason.set(key, e);
      }
    }
  }
  const total = [...byReason.values()].reduce((a, e) => a + e.count, 0);
  console.log(`${checked} random instructions, ${total} with raw: where B.8 says otherwise`);
  if (total > 0) {
    const lines = [...byReason.entries()].map(([k, e]) => `${k}: ${e.count}\n      ${e.examples.join('\n      ')}`);
    assert.fail(`seed ${seed}: ${total} of ${checked} lines disagree with B.8:\n  ${lines.join('\n  ')}`);
  }
});
