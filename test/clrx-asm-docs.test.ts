// The CLRX-dialect assembler against the examples of the shared docs:
// syntax.md part A (A.1-A.8: what clrxasm accepts and rejects) and B.8
// (gcnkit's additions: the disassembler-only spellings and raw:[...]), plus
// the worked encodings of isa-vop1.md (3.2, 4.5).
//
// Every expectation comes from the doc text:
// - where the doc gives the words, they are written here literally (`words`);
// - where it gives only the meaning (an operand code, a field value), the words
//   are computed by the tiny encoder below, written from the field layouts of
//   isa-vop1.md section 3 and the opcode table of section 5 (transcribed in
//   test/support/isa-facts.ts, which imports nothing from src/);
// - where it gives a message, the message is checked (and the column where
//   the doc names it); where it does not, only that an error is reported, on
//   the right line (each error case is also assembled after a valid first
//   line, and every error must then be on line 2).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assembleClrx } from '../src/asm/clrx.js';
import { GENERATIONS } from '../src/index.js';
import { OP_FACTS, type GenIdx } from './support/isa-facts.js';

// --- An independent encoder (isa-vop1.md 3.1-3.4, opcodes from section 5) ---

function fact(name: string) {
  const f = OP_FACTS.find((o) => o.name === name);
  if (f === undefined) throw new Error(`no op ${name}`);
  return f;
}
function vop1Op(g: GenIdx, name: string): number {
  const op = fact(name).vop1[g];
  if (op === null || op === undefined) throw new Error(`${name} absent on gen ${g}`);
  return op;
}
function vop3Op(g: GenIdx, name: string): number {
  const op = fact(name).vop3[g];
  if (op === null || op === undefined) throw new Error(`${name} absent on gen ${g}`);
  return op;
}

/** Operand codes (isa-vop1.md 4.1). */
const V = (n: number) => 256 + n;
const S = (n: number) => n;
const INT = (n: number) => (n >= 0 ? 128 + n : 192 - n);
const LIT = 255;
const TTMP = (n: number) => 112 + n;

/** VOP1: SRC0 8-0, OPCODE 16-9, VDST 24-17, 0x3f in 31-25. Optional literal / SDWA / DPP dword. */
function vop1(opcode: number, vdst: number, src0: number, extra?: number): number[] {
  const w = ((0x3f << 25) | ((vdst & 0xff) << 17) | ((opcode & 0xff) << 9) | (src0 & 0x1ff)) >>> 0;
  return extra === undefined ? [w] : [w, extra >>> 0];
}
const v1 = (g: GenIdx, name: string, vdst: number, src0: number, extra?: number) => vop1(vop1Op(g, name), vdst, src0, extra);

interface Vop3Mods { abs?: number; neg?: number; clamp?: number; omod?: number; src1?: number; src2?: number }
/** VOP3A (3.2): VDST 7-0, ABS 10-8, CLAMP 11 (1.0/1.1) or 15 (1.2), OPCODE 25-17 (9 bits) or 25-16 (10 bits),
 * 0x34 in 31-26; SRC0 40-32, SRC1 49-41, SRC2 58-50, OMOD 60-59, NEG 63-61. */
function vop3raw(g: GenIdx, opcode: number, vdst: number, src0: number, m: Vop3Mods = {}): number[] {
  const clampBit = g === 2 ? 15 : 11;
  const opShift = g === 2 ? 16 : 17;
  const w0 = ((0x34 << 26) | (opcode << opShift) | ((m.clamp ?? 0) << clampBit) | ((m.abs ?? 0) << 8) | vdst) >>> 0;
  const w1 = (src0 | ((m.src1 ?? 0) << 9) | ((m.src2 ?? 0) << 18) | ((m.omod ?? 0) << 27) | ((m.neg ?? 0) << 29)) >>> 0;
  return [w0, w1];
}
const v3 = (g: GenIdx, name: string, vdst: number, src0: number, m: Vop3Mods = {}) => vop3raw(g, vop3Op(g, name), vdst, src0, m);

interface SdwaF { dstSel?: number; dstUnused?: number; clamp?: number; src0Sel?: number; sext?: number; neg?: number; abs?: number }
/** SDWA dword (3.3): SRC0 7-0, DST_SEL 10-8, DST_UNUSED 12-11, CLAMP 13, SRC0_SEL 18-16, SEXT 19, NEG 20, ABS 21. */
function sdwaWord(vsrc: number, f: SdwaF = {}): number {
  return ((vsrc & 0xff) | ((f.dstSel ?? 6) << 8) | ((f.dstUnused ?? 0) << 11) | ((f.clamp ?? 0) << 13)
    | ((f.src0Sel ?? 6) << 16) | ((f.sext ?? 0) << 19) | ((f.neg ?? 0) << 20) | ((f.abs ?? 0) << 21)) >>> 0;
}
const sdwa = (name: string, vdst: number, vsrc: number, f: SdwaF = {}) => vop1(vop1Op(2, name), vdst, 249, sdwaWord(vsrc, f));

interface DppF { ctrl?: number; bound?: number; neg?: number; abs?: number; bank?: number; row?: number }
/** DPP dword (3.4): SRC0 7-0, DPP_CTRL 16-8, BOUND_CTRL 19, NEG 20, ABS 21, BANK_MASK 27-24, ROW_MASK 31-28. */
function dppWord(vsrc: number, f: DppF = {}): number {
  return ((vsrc & 0xff) | ((f.ctrl ?? 0xe4) << 8) | ((f.bound ?? 0) << 19) | ((f.neg ?? 0) << 20) | ((f.abs ?? 0) << 21)
    | ((f.bank ?? 15) << 24) | ((f.row ?? 15) << 28)) >>> 0;
}
const dpp = (name: string, vdst: number, vsrc: number, f: DppF = {}) => vop1(vop1Op(2, name), vdst, 250, dppWord(vsrc, f));

/** IEEE bit patterns, computed with the platform's own conversions. */
function f32bits(x: number): number {
  const dv = new DataView(new ArrayBuffer(4));
  dv.setFloat32(0, x, true);
  return dv.getUint32(0, true);
}
/** The upper dword of a double, rounded to nearest-even on the lower dword (syntax.md A.5, f64 row). */
function f64hiRounded(x: number): number {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, x, true);
  const hi = dv.getUint32(4, true);
  const lo = dv.getUint32(0, true);
  return (lo > 0x80000000 || (lo === 0x80000000 && (hi & 1) === 1) ? hi + 1 : hi) >>> 0;
}

// --- Running cases ---------------------------------------------------------

const GEN_ID = ['gcn1.0', 'gcn1.1', 'gcn1.2'] as const;

interface Case {
  /** Generations to run on (default: gcn1.0). */
  gens?: readonly GenIdx[];
  src: string;
  /** Expected words, per generation when a function. */
  words?: readonly number[] | ((g: GenIdx) => readonly number[]);
  /** Expected bytes (data directives). */
  bytes?: readonly number[];
  /** Expected error message (exact) of the first error; '' = some error, message not given by the doc. */
  error?: string;
  /** The message starts with `error` and names these (instead of being exactly `error`). */
  errorNames?: readonly string[];
  /** Expected column of that error, where the doc names it. */
  col?: number;
  /** A warning is expected (its exact message, or '' when the doc gives none). */
  warning?: string;
  /** Where the expectation comes from. */
  doc: string;
}

function wordsOf(bytes: Uint8Array): number[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) out.push(dv.getUint32(i, true));
  return out;
}
const hex = (w: readonly number[]) => w.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join(' ');

function check(c: Case, g: GenIdx): string | null {
  const gen = GENERATIONS[g]!;
  const r = assembleClrx(c.src, gen);
  const diags = r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.severity}: ${d.message}`).join('; ');
  const where = `[${GEN_ID[g]}] ${JSON.stringify(c.src)} (${c.doc})`;
  if (c.error !== undefined) {
    if (r.errorCount === 0) return `${where}: expected error ${JSON.stringify(c.error)}, got ${hex(wordsOf(r.bytes))} [${diags}]`;
    if (r.bytes.length !== 0) return `${where}: bytes written despite errors`;
    const first = r.diagnostics.find((d) => d.severity === 'error');
    if (first === undefined) return `${where}: errorCount ${r.errorCount} but no error diagnostic kept`;
    const msgOk = c.errorNames === undefined ? first.message === c.error
      : first.message.startsWith(c.error) && c.errorNames.every((n) => first.message.includes(n));
    if (c.error !== '' && !msgOk) return `${where}: expected error ${JSON.stringify(c.error)}${c.errorNames ? ` naming ${c.errorNames.join(', ')}` : ''}, got [${diags}]`;
    if (c.col !== undefined && first.col !== c.col) return `${where}: expected the error at column ${c.col}, got [${diags}]`;
    if (c.warning !== undefined && (r.warningCount === 0
      || (c.warning !== '' && !r.diagnostics.some((d) => d.severity === 'warning' && d.message === c.warning)))) {
      return `${where}: expected a warning ${JSON.stringify(c.warning)} too, got [${diags}]`;
    }
    // The same statement after a valid first line: every error is on line 2.
    if (!c.src.includes('\n')) {
      const r2 = assembleClrx('v_nop\n' + c.src, gen);
      const bad = r2.diagnostics.filter((d) => d.severity === 'error' && d.line !== 2);
      if (r2.errorCount === 0 || bad.length > 0) {
        return `${where}: after a first line, errors expected on line 2, got [${r2.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`).join('; ')}]`;
      }
    }
    return null;
  }
  if (r.errorCount !== 0) return `${where}: unexpected errors [${diags}]`;
  if (c.warning === undefined && r.warningCount !== 0) return `${where}: unexpected warnings [${diags}]`;
  if (c.warning !== undefined) {
    if (r.warningCount === 0) return `${where}: expected a warning ${JSON.stringify(c.warning)}, got none`;
    if (c.warning !== '' && !r.diagnostics.some((d) => d.severity === 'warning' && d.message === c.warning)) {
      return `${where}: expected warning ${JSON.stringify(c.warning)}, got [${diags}]`;
    }
  }
  if (c.bytes !== undefined) {
    const got = Array.from(r.bytes);
    if (got.join(',') !== c.bytes.join(',')) return `${where}: expected bytes ${c.bytes.join(',')}, got ${got.join(',')}`;
    return null;
  }
  const exp = typeof c.words === 'function' ? c.words(g) : c.words!;
  const got = wordsOf(r.bytes);
  if (r.bytes.length !== 4 * exp.length || hex(got) !== hex(exp)) return `${where}: expected ${hex(exp)}, got ${hex(got)}`;
  return null;
}

let totalRuns = 0;
let totalFailures = 0;

function run(cases: readonly Case[]): void {
  const bad: string[] = [];
  let n = 0;
  for (const c of cases) {
    for (const g of c.gens ?? [0]) {
      n++;
      let e: string | null;
      try {
        e = check(c, g);
      } catch (err) {
        e = `[${GEN_ID[g]}] ${JSON.stringify(c.src)}: threw ${String(err instanceof Error ? err.stack : err)}`;
      }
      if (e !== null) bad.push(e);
    }
  }
  totalRuns += n;
  totalFailures += bad.length;
  assert.deepEqual(bad, [], `${bad.length} of ${n} cases fail:\n  ${bad.join('\n  ')}`);
}

const ALL: readonly GenIdx[] = [0, 1, 2];
const SI_CI: readonly GenIdx[] = [0, 1];
const VI: readonly GenIdx[] = [2];

// --- A.1 Source layout -----------------------------------------------------

test('A.1 source layout: separators, comments, continuation, case, labels', () => {
  const mov12 = (g: GenIdx) => v1(g, 'v_mov_b32', 1, V(2));
  run([
    { gens: ALL, src: 'v_mov_b32 v1, v2; v_mov_b32 v3, v4', words: (g) => [...mov12(g), ...v1(g, 'v_mov_b32', 3, V(4))], doc: 'A.1 `;` separates statements' },
    { gens: ALL, src: 'v_mov_b32 v1, v2;;; v_nop ;', words: (g) => [...mov12(g), ...v1(g, 'v_nop', 0, 0)], doc: 'A.1 `;` (empty statements)' },
    { src: 'v_mov_b32 v1, \\\n  v2', words: mov12(0), doc: 'A.1 a `\\` at the end of a line joins it to the next' },
    { src: 'v_mov_b32 v1, v2 # comment; v_mov_b32 v3, v4', words: mov12(0), doc: 'A.1 `#` to the end of the line' },
    { src: '# only a comment\nv_mov_b32 v1, v2', words: mov12(0), doc: 'A.1 `#` comment' },
    { src: 'v_mov_b32 v1, /* a comment */ v2', words: mov12(0), doc: 'A.1 `/* */`' },
    { src: '/* a comment\n spanning\n lines */ v_mov_b32 v1, v2', words: mov12(0), doc: 'A.1 `/* */` may span lines' },
    { src: 'v_mov_b32 v1, v2 /* open\n v_mov_b32 v3, v4\n */', words: mov12(0), doc: 'A.1 `/* */` may span lines (code inside is commented out)' },
    // clrxasm 0.1.9: the newline inside the comment still ends the statement (observed, overrides the doc).
    { src: 'v_mov_b32 v1, /* a\n b */ v2', error: 'Expected instruction operand', col: 19, doc: 'clrxasm 0.1.9: a newline inside `/* */` ends the statement' },
    { src: 'v_mov_b32 v1, v2 /* a\n */ v_nop', words: [...mov12(0), ...v1(0, 'v_nop', 0, 0)], doc: 'clrxasm 0.1.9: a statement may follow a comment that spans lines' },
    { src: 'v_mov_\\\nb32 v1, v2', words: mov12(0), doc: 'clrxasm 0.1.9: `\\` joins lines with nothing in between' },
    { src: 'v_mov_b32 v1, v2 # c \\\nv_nop', words: mov12(0), doc: 'clrxasm 0.1.9: the joined line is part of the comment' },
    { src: 'v_mov_b32 v1, v2 \\ \nv_nop', error: 'Some garbages at VOP modifier place', col: 18, doc: 'clrxasm 0.1.9: `\\` then a space is no continuation' },
    { src: 'v_nop # c /* x\nv_nop', words: [...v1(0, 'v_nop', 0, 0), ...v1(0, 'v_nop', 0, 0)], doc: 'clrxasm 0.1.9: `/*` inside a `#` comment opens nothing' },
    { src: 'v_mov_b32 v1, v2 // c', error: '', doc: 'A.1 `//` is not a comment: `v_mov_b32 v1, v2 // c` is an error' },
    { src: 'v_mov_b32 v1, 7 // 2', words: v1(0, 'v_mov_b32', 1, INT(3)), doc: 'A.1/A.4 `//` is unsigned division' },
    { src: '.quad -4 // 2', bytes: [0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f], doc: 'A.4 `//` unsigned on 64-bit integers' },
    { gens: ALL, src: 'V_MOV_B32 V1, S2', words: (g) => v1(g, 'v_mov_b32', 1, S(2)), doc: 'A.1 case-insensitive mnemonics and registers' },
    { gens: ALL, src: 'V_MOV_B32_E64 v1, s2', words: (g) => v3(g, 'v_mov_b32', 1, S(2)), doc: 'A.1 case-insensitive `_e64`' },
    { gens: ALL, src: 'v_mov_b32 v1, s2 VOP3', words: (g) => v3(g, 'v_mov_b32', 1, S(2)), doc: 'A.1 case-insensitive `vop3` keyword' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:BYTE_1', words: sdwa('v_mov_b32', 1, 2, { dstSel: 1 }), doc: 'A.1 `dst_sel:BYTE_1`' },
    { gens: VI, src: 'v_mov_b32 v1, v2 DST_SEL:byte_1 SRC0_SEL:W1', words: sdwa('v_mov_b32', 1, 2, { dstSel: 1, src0Sel: 5 }), doc: 'A.1 modifier names and selector values case-insensitive' },
    { gens: ALL, src: 'v_rcp_f32 v2, 1.5H', words: (g) => v1(g, 'v_rcp_f32', 2, LIT, 0x00003e00), doc: 'A.1 float suffixes case-insensitive; A.5 `1.5h` → 0x00003e00' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], 1.5S', words: (g) => v1(g, 'v_rcp_f64', 2, LIT, 0x3fc00000), doc: 'A.1 / A.5 `1.5s` → 0x3fc00000' },
    { src: 'xx = 1; XX = 2; v_mov_b32 v1, xx; v_mov_b32 v2, XX', words: [...v1(0, 'v_mov_b32', 1, INT(1)), ...v1(0, 'v_mov_b32', 2, INT(2))], doc: 'A.1 symbol names are case-sensitive' },
    { src: 'start: v_mov_b32 v1, v2', words: mov12(0), doc: 'A.1 labels are allowed' },
    { src: 'start:\nv_mov_b32 v1, v2\nend:', words: mov12(0), doc: 'A.1 labels are allowed' },
    { src: 'start: v_mov_b32 v1, start', error: 'Expression must be absolute!', doc: 'A.1 a label as an operand' },
    { src: 'v_mov_b32 v1, later\nlater:', error: 'Expression must be absolute!', doc: 'A.1 a label as an operand (forward)' },
  ]);
});

test('A.1 directives: .rawcode, .text, .gpu / .arch (before the first code or label; clrxasm 0.1.9)', () => {
  const nop3 = (g: GenIdx) => v3(g, 'v_nop', 0, 0);
  run([
    { gens: ALL, src: '.rawcode\n.text\nv_mov_b32 v1, v2', words: (g) => v1(g, 'v_mov_b32', 1, V(2)), doc: 'A.1 .rawcode and .text' },
    { gens: ALL, src: '.gpu CapeVerde\nv_nop vop3', words: nop3(0), doc: 'A.1 `.gpu` overrides the command line' },
    { gens: ALL, src: '.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]', words: v1(1, 'v_trunc_f64', 0, V(2)), doc: 'A.1 `.gpu` (v_trunc_f64 is GCN 1.1+)' },
    { gens: ALL, src: '.gpu Iceland\nv_nop vop3', words: nop3(2), doc: 'A.1 `.gpu`' },
    { gens: ALL, src: '.gpu TONGA\nv_nop vop3', words: nop3(2), doc: 'A.1 device names, case-insensitive' },
    { gens: ALL, src: '.arch gcn1.2\nv_nop vop3', words: nop3(2), doc: 'A.1 `.arch ARCH`' },
    { gens: ALL, src: '.arch GCN1.0\nv_nop vop3', words: nop3(0), doc: 'A.1 `.arch`, case-insensitive' },
    { gens: ALL, src: '.gpu hawaii\nv_log_legacy_f32 v1, v2', words: v1(1, 'v_log_legacy_f32', 1, V(2)), doc: 'A.1 `.gpu hawaii`' },
    // clrxasm 0.1.9 (observed): the device is fixed when the first code, data, label or .text comes;
    // a later .gpu/.arch is ignored, and the last one before that point wins.
    { gens: [0], src: 'v_nop vop3\n.gpu Iceland', words: nop3(0), doc: 'clrxasm 0.1.9: .gpu after code is ignored' },
    { gens: [2], src: 'v_log_clamp_f32 v1, v2\n.gpu Bonaire', error: 'Unknown instruction (v_log_clamp_f32 exists on GCN 1.0 and GCN 1.1 only)', doc: 'clrxasm 0.1.9: code before the directive is not included' },
    { gens: ALL, src: '.gpu CapeVerde\n.gpu Iceland\nv_nop vop3', words: nop3(2), doc: 'clrxasm 0.1.9: the last .gpu/.arch before the code wins' },
    { gens: ALL, src: '.arch gcn1.2\n.gpu Bonaire\nv_nop vop3', words: nop3(1), doc: 'clrxasm 0.1.9: the last .gpu/.arch before the code wins' },
    { gens: [0], src: 'x = 1\n.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]', words: v1(1, 'v_trunc_f64', 0, V(2)), doc: 'clrxasm 0.1.9: an assignment does not fix the device' },
    { gens: [0], src: 'a:\n.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]', error: 'Unknown instruction (v_trunc_f64 exists on GCN 1.1 and GCN 1.2 only)', doc: 'clrxasm 0.1.9: a label fixes the device' },
    { gens: [0], src: '.text\n.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]', error: 'Unknown instruction (v_trunc_f64 exists on GCN 1.1 and GCN 1.2 only)', doc: 'clrxasm 0.1.9: .text fixes the device' },
    { gens: [0], src: '.gpu verde', error: 'Unknown GPU device type', col: 6, doc: 'clrxasm 0.1.9: CLRX device names only' },
    { gens: [0], src: '.arch hawaii', error: 'Unknown GPU architecture', col: 7, doc: 'clrxasm 0.1.9: architecture names only' },
    { gens: [0], src: '.gpu', error: 'Expected GPU device name', col: 5, doc: 'clrxasm 0.1.9' },
    { gens: ALL, src: '.gpu Iceland\nv_log_clamp_f32 v1, v2', error: '', doc: 'A.1 + A.2 (v_log_clamp_f32 absent on 1.2)' },
  ]);
});

test('A.1 data directives', () => {
  run([
    { gens: ALL, src: '.byte 1, 2, 0x7f, 255', bytes: [1, 2, 0x7f, 255], doc: 'A.1 .byte' },
    { src: '.short 0x1234, 5', bytes: [0x34, 0x12, 5, 0], doc: 'A.1 .short (16-bit, little-endian words)' },
    { src: '.hword 0x1234', bytes: [0x34, 0x12], doc: 'A.1 .hword' },
    { src: '.int 0x7e020302', words: [0x7e020302], doc: 'A.1 .int (32-bit)' },
    { src: '.long 0x7e020302, 1+2', words: [0x7e020302, 3], doc: 'A.1 .long, a list of expressions' },
    { src: '.word 0xd3021037', words: [0xd3021037], doc: 'A.1 .word (32-bit)' },
    { src: '.quad 0x1122334455667788', bytes: [0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11], doc: 'A.1 .quad (64-bit)' },
    { src: '.quad -5 >> 1, -5 >>> 1', bytes: [0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], doc: 'A.4 `-5 >> 1` = 0x7ffffffffffffffd, `-5 >>> 1` = -3' },
    { src: '.int x\nx = 0x7e020302', words: [0x7e020302], doc: 'A.4 forward references (data)' },
    { src: 'v_mov_b32 v1, v2\n.int 0xdeadbeef\nv_nop', words: [...v1(0, 'v_mov_b32', 1, V(2)), 0xdeadbeef, ...v1(0, 'v_nop', 0, 0)], doc: 'A.1 data between instructions' },
    { src: '.int undefined_sym', error: "Unresolved symbol 'undefined_sym'", doc: 'A.4 a symbol never defined' },
  ]);
});

// --- A.2 Instruction form -------------------------------------------------

test('A.2 instruction form and its errors', () => {
  run([
    { gens: ALL, src: 'v_nop', words: (g) => v1(g, 'v_nop', 0, 0), doc: 'A.2 v_nop takes no operands' },
    { gens: ALL, src: 'v_clrexcp', words: (g) => v1(g, 'v_clrexcp', 0, 0), doc: 'A.2 v_clrexcp takes no operands' },
    { gens: ALL, src: 'v_readfirstlane_b32 s5, v1', words: (g) => v1(g, 'v_readfirstlane_b32', 5, V(1)), doc: 'A.2 v_readfirstlane_b32 SDST, SRC0' },
    { gens: SI_CI, src: 'v_readfirstlane_b32 s5, v1 vop3', words: [0xd3040005, 0x00000101], doc: 'isa-vop1.md 4.5' },
    { gens: ALL, src: 'v_mov_b32_e32 v1, v2', words: (g) => v1(g, 'v_mov_b32', 1, V(2)), doc: 'A.2 `_e32` suffix' },
    { gens: ALL, src: 'v_mov_b32_e64 v1, v2', words: (g) => v3(g, 'v_mov_b32', 1, V(2)), doc: 'A.2 / A.7 `_e64` suffix' },
    { gens: VI, src: 'v_mov_b32_dpp v1, v2', words: dpp('v_mov_b32', 1, 2), doc: 'A.7 `_dpp` (defaults of A.8)' },
    { gens: ALL, src: '  v_foo v1, v2', error: 'Unknown instruction', col: 3, doc: 'A.2 unknown mnemonic (column of the mnemonic)' },
    // CLRX's message, extended as the assembler issue asks: say which generations have the mnemonic
    // (availability from isa-vop1.md §5).
    { gens: [0], src: 'v_trunc_f64 v[0:1], v[2:3]', error: 'Unknown instruction', errorNames: ['GCN 1.1', 'GCN 1.2'], col: 1, doc: 'A.2 v_trunc_f64 on 1.0' },
    { gens: [2], src: '   v_log_clamp_f32 v1, v2', error: 'Unknown instruction', errorNames: ['GCN 1.0', 'GCN 1.1'], col: 4, doc: 'A.2 v_log_clamp_f32 on 1.2' },
    { gens: [0, 1], src: 'v_rcp_f16 v1, v2', error: 'Unknown instruction', errorNames: ['GCN 1.2'], doc: 'A.2 / isa 5.1 a mnemonic of another generation' },
    { gens: ALL, src: 'v_mov_b32 v1', error: "Expected ',' before argument", doc: 'A.2' },
    { gens: ALL, src: 'v_mov_b32 v1, v2, v3', error: 'Some garbages at VOP modifier place', doc: 'A.2' },
    { gens: ALL, src: 'v_nop v1', error: 'Unknown VOP modifier', doc: 'A.2' },
    { gens: ALL, src: 'v_mov_b32 v1 v2', error: "Expected ',' before argument", doc: 'A.2 missing comma' },
  ]);
});

// --- A.3 Registers ------------------------------------------------------------

test('A.3 registers, ranges, widths', () => {
  const mov = (g: GenIdx, src: number) => v1(g, 'v_mov_b32', 1, src);
  const cvt = (g: GenIdx, src: number) => v1(g, 'v_cvt_i32_f64', 2, src);
  run([
    { gens: ALL, src: 'v_mov_b32 v255, v255', words: (g) => v1(g, 'v_mov_b32', 255, V(255)), doc: 'A.3 v0-v255' },
    { gens: SI_CI, src: 'v_mov_b32 v1, s103', words: (g) => mov(g, S(103)), doc: 'A.3 s0-s103 on 1.0/1.1' },
    { gens: VI, src: 'v_mov_b32 v1, s101', words: mov(2, S(101)), doc: 'A.3 s0-s101 on 1.2' },
    { gens: ALL, src: 'v_mov_b32 v1, ttmp11', words: (g) => mov(g, TTMP(11)), doc: 'A.3 ttmp0-ttmp11' },
    { gens: ALL, src: 'v_mov_b32 v1, s[5]', words: (g) => mov(g, S(5)), doc: 'A.3 `s[5]`' },
    { gens: ALL, src: 'v_mov_b32 v[66], v[2:2]', words: (g) => v1(g, 'v_mov_b32', 66, V(2)), doc: 'A.3 `v[66]`, `v[2:2]`' },
    { gens: ALL, src: 'v_rcp_f64 v[3:4], s[8:9]', words: (g) => v1(g, 'v_rcp_f64', 3, S(8)), doc: 'A.3 `v[3:4]`, `s[8:9]`' },
    { gens: ALL, src: 'v_rcp_f64 v[3:4], ttmp[2:3]', words: (g) => v1(g, 'v_rcp_f64', 3, TTMP(2)), doc: 'A.3 `ttmp[2:3]`' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, s[5:6]', words: [0x7e040605], doc: 'A.3 unaligned SGPR pair inside a group of four' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, s[3:4]', error: 'Scalar register range cross two register lines', doc: 'A.3' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, s[7:8]', error: 'Scalar register range cross two register lines', doc: 'A.3' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, ttmp[3:4]', words: (g) => cvt(g, TTMP(3)), doc: 'A.3 TTMP pairs are not checked' },
    { gens: ALL, src: 'v_rcp_f64 v158, s79', error: 'Required 2 vector registers', doc: 'A.3' },
    { gens: ALL, src: 'v_rcp_f64 v[158:159], s79', error: 'Required 2 scalar registers', doc: 'A.3' },
    { gens: ALL, src: 'v_mov_b32 v[48:59], s[80:81]', error: 'Required 1 vector register', doc: 'A.3' },
    { gens: ALL, src: 'v_mov_b32 v48, s[80:81]', error: 'Required 1 scalar register', doc: 'A.3' },
    { gens: ALL, src: 'v_mov_b32 v1, vcc', error: 'Required 1 scalar register', doc: 'A.3 `vcc` as a 32-bit operand' },
    { gens: ALL, src: 'v_mov_b32 v1, exec', error: 'Required 1 scalar register', doc: 'A.3 `exec` as a 32-bit operand' },
    { gens: ALL, src: 'v_mov_b32 s1, v2', error: 'Expected 1 vector register', doc: 'A.3' },
    { gens: ALL, src: 'v_readfirstlane_b32 v1, v2', error: 'Expected 1 scalar register', doc: 'A.3' },
    { gens: SI_CI, src: 'v_mov_b32 v1, s104', error: 'Scalar register number out of range', doc: 'A.3' },
    { gens: VI, src: 'v_mov_b32 v1, s102', error: 'Scalar register number out of range', doc: 'A.3' },
    { gens: SI_CI, src: 'v_rcp_f64 v[2:3], s[103:104]', error: 'Some scalar register number out of range', doc: 'A.3' },
    { gens: ALL, src: 'v_mov_b32 v1, ttmp12', error: 'TTMPRegister number out of range (0-11)', doc: 'A.3' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], ttmp[11:12]', error: 'Some TTMPRegister number out of range (0-11)', doc: 'A.3 ("Some ..." for ranges)' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], v[255:256]', error: 'Some vector register number out of range', doc: 'A.3' },
    { gens: ALL, src: 'v_mov_b32 v1, v256', error: 'Number is too big', doc: 'A.3' },
    { gens: [0], src: 'v_mov_b32 v1, flat_scratch_lo', error: "Unresolved symbol 'flat_scratch_lo'", doc: 'A.3 a register name absent on the generation is a symbol' },
    { gens: SI_CI, src: 'v_mov_b32 v1, xnack_mask_lo', error: "Unresolved symbol 'xnack_mask_lo'", doc: 'A.3' },
    { gens: [1], src: 'v_mov_b32 v1, flat_scratch_lo', words: mov(1, 104), doc: 'A.3 / isa 4.1 FLAT_SCRATCH lo = 104 on 1.1' },
    { gens: VI, src: 'v_mov_b32 v1, flat_scratch_hi', words: mov(2, 103), doc: 'A.3 / isa 4.1 FLAT_SCRATCH hi = 103 on 1.2' },
    { gens: VI, src: 'v_cvt_i32_f64 v2, xnack_mask', words: cvt(2, 104), doc: 'A.3 xnack_mask accepted on 1.2 (104)' },
    { gens: ALL, src: 'v_mov_b32 v1, vcc_lo', words: (g) => mov(g, 106), doc: 'isa 4.1' },
    { gens: ALL, src: 'v_mov_b32 v1, vcc_hi', words: (g) => mov(g, 107), doc: 'isa 4.1' },
    { gens: ALL, src: 'v_mov_b32 v1, tba_lo', words: (g) => mov(g, 108), doc: 'isa 4.1' },
    { gens: ALL, src: 'v_mov_b32 v1, tma_hi', words: (g) => mov(g, 111), doc: 'isa 4.1' },
    { gens: ALL, src: 'v_mov_b32 v1, m0', words: (g) => mov(g, 124), doc: 'isa 4.1' },
    { gens: ALL, src: 'v_mov_b32 v1, exec_lo', words: (g) => mov(g, 126), doc: 'isa 4.1' },
    { gens: ALL, src: 'v_mov_b32 v1, exec_hi', words: (g) => mov(g, 127), doc: 'isa 4.1' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, vcc', words: (g) => cvt(g, 106), doc: 'isa 4.1 vcc as a 64-bit operand' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, exec', words: (g) => cvt(g, 126), doc: 'isa 4.1 exec' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, tba', words: (g) => cvt(g, 108), doc: 'isa 4.1 tba' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, tma', words: (g) => cvt(g, 110), doc: 'isa 4.1 tma' },
    { gens: ALL, src: 'v_mov_b32 v1, vccz', words: (g) => mov(g, 251), doc: 'A.3 vccz' },
    { gens: ALL, src: 'v_mov_b32 v1, src_vccz', words: (g) => mov(g, 251), doc: 'A.3 src_vccz' },
    { gens: ALL, src: 'v_mov_b32 v1, execz', words: (g) => mov(g, 252), doc: 'A.3 execz' },
    { gens: ALL, src: 'v_mov_b32 v1, src_execz', words: (g) => mov(g, 252), doc: 'A.3 src_execz' },
    { gens: ALL, src: 'v_mov_b32 v1, scc', words: (g) => mov(g, 253), doc: 'A.3 scc' },
    { gens: ALL, src: 'v_mov_b32 v1, src_scc', words: (g) => mov(g, 253), doc: 'A.3 src_scc' },
    { gens: ALL, src: 'v_mov_b32 v1, lds', words: (g) => mov(g, 254), doc: 'A.3 lds' },
    { gens: ALL, src: 'v_mov_b32 v1, lds_direct', words: (g) => mov(g, 254), doc: 'A.3 lds_direct' },
    { gens: ALL, src: 'v_mov_b32 v1, src_lds_direct', words: (g) => mov(g, 254), doc: 'A.3 src_lds_direct' },
    { gens: ALL, src: 'vv = %v[16:31]\nv_mov_b32 v1, vv[4]', words: (g) => mov(g, V(20)), doc: 'A.3 register symbol `name[4]`' },
    { gens: ALL, src: 'vv = %v[16:31]\nx = 2\nv_mov_b32 v1, vv[x+1]', words: (g) => mov(g, V(19)), doc: 'A.3 register symbol `name[x+1]`' },
    { gens: ALL, src: 'ss = %s[4:5]\nv_cvt_i32_f64 v2, ss', words: (g) => cvt(g, S(4)), doc: 'A.3 register symbol `name`' },
    { gens: ALL, src: 'one = %v[1]\nv_mov_b32 one, v2', words: (g) => mov(g, V(2)), doc: 'A.3 register symbol as destination' },
    { gens: ALL, src: 'zz = %1\nv_mov_b32 v1, zz', words: (g) => mov(g, INT(1)), doc: 'A.3 constant symreg `zz = %1`' },
    { gens: ALL, src: 'xx = %0.5\nv_rcp_f32 v1, xx', words: (g) => v1(g, 'v_rcp_f32', 1, 240), doc: 'A.3 constant symreg `xx = %0.5`' },
  ]);
});

// --- A.4 Symbols and expressions ----------------------------------------------

test('A.4 expressions: precedence, associativity and the checked values', () => {
  // Each expression as an operand (v_mov_b32 v1, EXPR) and through an assignment.
  const val = (e: string, v: number, doc: string): Case[] => {
    const code = v >= -16 && v <= 64 ? INT(v) : LIT;
    const lit = code === LIT ? v >>> 0 : undefined;
    return [
      { gens: ALL, src: `v_mov_b32 v1, ${e}`, words: (g) => v1(g, 'v_mov_b32', 1, code, lit), doc },
      { gens: ALL, src: `x = ${e}\nv_mov_b32 v1, x`, words: (g) => v1(g, 'v_mov_b32', 1, code, lit), doc: doc + ' (assigned)' },
      { src: `.quad ${e}`, bytes: quadBytes(BigInt(v)), doc: doc + ' (.quad)' },
    ];
  };
  run([
    ...val('1|2^3&5', 0, 'A.4 `1|2^3&5` = 0'),
    ...val('10 > 5', -1, 'A.4 `10 > 5` = -1'),
    ...val('!0', 1, 'A.4 `!0` = 1'),
    ...val('-5 >>> 1', -3, 'A.4 `-5 >>> 1` = -3'),
    ...val('-5 / 2', -2, 'A.4 `-5 / 2` = -2'),
    ...val('-5 %% 3', 2, 'A.4 `-5 %% 3` = 2'),
    ...val('3 ! 1', -1, 'A.4 `3 ! 1` = -1'),
    ...val('017', 15, 'A.4 `017` = 15'),
    ...val('0b101', 5, 'A.4 `0b101`'),
    ...val('0x20', 32, 'A.4 `0x` hex'),
    ...val("'a'", 97, "A.4 character literal 'a'"),
    ...val("'\\n'", 10, 'A.4 character literal with a C escape'),
    ...val('2 + 3 * 4', 14, 'A.4 level 2 binds tighter than level 3'),
    ...val('1 + 2 << 3', 17, 'A.4 `<<` is level 2'),
    ...val('8 - 2 - 1', 5, 'A.4 left to right'),
    ...val('64 / 4 / 2', 8, 'A.4 left to right'),
    ...val('1 + 2 == 3', -1, 'A.4 comparisons below arithmetic, true = -1'),
    ...val('2 < 1', 0, 'A.4 false = 0'),
    ...val('-1 < 1', -1, 'A.4 signed comparison'),
    ...val('-1 <@ 1', 0, 'A.4 unsigned comparison'),
    ...val('-1 >@ 1', -1, 'A.4 unsigned comparison'),
    ...val('3 != 3', 0, 'A.4 `!=`'),
    ...val('3 <> 4', -1, 'A.4 `<>`'),
    ...val('5 && 7', 1, 'A.4 `&&` gives 1'),
    ...val('0 || 9', 1, 'A.4 `||` gives 1'),
    ...val('1 == 1 && 2 == 2', 1, 'A.4 `&&` below comparisons'),
    ...val('0 ? 1 : 2', 2, 'A.4 `?:`'),
    ...val('1 ? 2 : 0 ? 3 : 4', 2, 'A.4 `?:` associates to the right'),
    ...val('0 ? 2 : 1 ? 3 : 4', 3, 'A.4 `?:` associates to the right'),
    ...val('~0', -1, 'A.4 unary `~`'),
    ...val('-(2 + 3)', -5, 'A.4 unary `-`'),
    ...val('+7', 7, 'A.4 unary `+`'),
    ...val('(1 + 2) * 3', 9, 'A.4 parentheses'),
    ...val('7 % 4', 3, 'A.4 `%`'),
    { src: '.quad -5 >> 1', bytes: quadBytes(0x7ffffffffffffffdn), doc: 'A.4 `-5 >> 1` = 0x7ffffffffffffffd' },
    { src: 'v_mov_b32 v1, -5 >> 1', warning: '', words: v1(0, 'v_mov_b32', 1, LIT, 0xfffffffd), doc: 'A.4 `-5 >> 1` = 0x7ffffffffffffffd: truncated to 32 bits with a warning, a literal' },
  ]);
});

function quadBytes(v: bigint): number[] {
  const out: number[] = [];
  const u = BigInt.asUintN(64, v);
  for (let i = 0n; i < 8n; i++) out.push(Number((u >> (8n * i)) & 0xffn));
  return out;
}

test('A.4 symbols, forward references, @, value range', () => {
  const mov15 = (src: number, lit?: number) => vop1(1, 15, src, lit);
  run([
    { gens: ALL, src: 'v_mov_b32 v15, vxx; vxx=9', words: [0x7e1e02ff, 0x00000009], doc: 'A.4 a forward reference is always a literal' },
    { gens: ALL, src: 'vxx=9; v_mov_b32 v15, vxx', words: [0x7e1e0289], doc: 'A.4' },
    { gens: ALL, src: 'v_mov_b32 v15, vxx\nvxx = 9', words: [0x7e1e02ff, 0x00000009], doc: 'A.4 forward reference across lines' },
    { gens: ALL, src: 'x = y + 1\ny = 2\n.int x', words: [3], doc: 'A.4 forward references are allowed (in an assignment)' },
    { gens: ALL, src: 'v0=9111; v_mov_b32 v15, @v0', words: [0x7e1e02ff, 0x00002397], doc: 'A.4 `@` forces an expression' },
    { gens: ALL, src: 'v0=9111; v_mov_b32 v15, v0', words: [0x7e1e0300], doc: 'A.4 a name that spells a register is the register' },
    { gens: ALL, src: 'v1=5; v_mov_b32 v15, (v1)', words: mov15(INT(5)), doc: 'A.4 a parenthesised expression is an expression' },
    { gens: ALL, src: 'x=1; v_mov_b32 v1, x; x=2; v_mov_b32 v2, x', words: [...vop1(1, 1, INT(1)), ...vop1(1, 2, INT(2))], doc: 'A.4 `name = expr` defines or redefines' },
    { gens: ALL, src: 'lab: v_nop\nlab: v_nop', error: '', doc: 'A.4 labels cannot be redefined' },
    { gens: ALL, src: 'v_mov_b32 v1, nothere', error: "Unresolved symbol 'nothere'", doc: 'A.4 a symbol never defined' },
    { gens: ALL, src: 'v_mov_b32 v1, 0x100000000', warning: 'Value 0x100000000 truncated to 0x0', words: [0x7e0202ff, 0x00000000], doc: 'A.4 value range' },
    { gens: ALL, src: 'v_mov_b32 v1, 4294967295', words: vop1(1, 1, LIT, 0xffffffff), doc: 'A.4 2^32-1 is in range' },
    { gens: ALL, src: 'v_mov_b32 v1, -2147483648', words: vop1(1, 1, LIT, 0x80000000), doc: 'A.4 -2^31 is in range' },
    { gens: ALL, src: 'v_mov_b32 v1, -2147483649', warning: '', words: vop1(1, 1, LIT, 0x7fffffff), doc: 'A.4 below -2^31: truncated with a warning' },
    { gens: ALL, src: 'v_mov_b32 v1, 0x100000001', warning: '', words: vop1(1, 1, LIT, 1), doc: 'A.4 truncated values are always literals, never inline' },
    { gens: ALL, src: 'v_mov_b32 v1, 2.5 + 1', error: 'Some garbages at VOP modifier place', doc: 'A.4 floats cannot appear in integer expressions' },
    { gens: ALL, src: 'v_mov_b32 v1, -(1.0)', error: 'Garbages at end of expression', doc: 'A.4' },
    { gens: ALL, src: 'v_mov_b32 v1, -1.0', words: (g) => vop1(1, 1, 243), doc: 'A.4 `-1.0` is a float literal (inline -1.0 = 243)' },
  ]);
});

// --- A.5 Constants and literals --------------------------------------------------

test('A.5 integer constants and literals', () => {
  const mov = (src: number, lit?: number) => vop1(1, 1, src, lit);
  run([
    { gens: ALL, src: 'v_mov_b32 v1, 0', words: mov(128), doc: 'A.5 inline 0' },
    { gens: ALL, src: 'v_mov_b32 v1, 64', words: mov(192), doc: 'A.5 inline 64' },
    { gens: ALL, src: 'v_mov_b32 v1, -16', words: mov(208), doc: 'A.5 inline -16' },
    { gens: ALL, src: 'v_mov_b32 v1, -1', words: mov(193), doc: 'A.5 inline -1' },
    { gens: ALL, src: 'v_mov_b32 v1, 65', words: mov(LIT, 65), doc: 'A.5 65 is a literal' },
    { gens: ALL, src: 'v_mov_b32 v1, -17', words: mov(LIT, 0xffffffef), doc: 'A.5 -17 is a literal' },
    { gens: ALL, src: 'v_mov_b32 v1, 0xffffffff', words: mov(LIT, 0xffffffff), doc: 'A.5 CLRX never folds bit patterns' },
    { gens: ALL, src: 'v_mov_b32 v1, 0x3f800000', words: mov(LIT, 0x3f800000), doc: 'A.5 never folds' },
    { gens: ALL, src: 'v_rcp_f32 v1, 0x3f800000', words: (g) => v1(g, 'v_rcp_f32', 1, LIT, 0x3f800000), doc: 'A.5 never folds (f32 operand)' },
    { gens: VI, src: 'v_rcp_f32 v1, 0x3e22f983', words: v1(2, 'v_rcp_f32', 1, LIT, 0x3e22f983), doc: 'A.5 never folds (1/2pi pattern)' },
    { gens: VI, src: 'v_rcp_f16 v1, 0x12345', words: v1(2, 'v_rcp_f16', 1, LIT, 0x12345), doc: 'A.5 a 16-bit operand accepts any 32-bit literal' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], 0x3ff80000', words: (g) => v1(g, 'v_rcp_f64', 2, LIT, 0x3ff80000), doc: 'A.5 integer literal for an f64 operand as written' },
    { gens: ALL, src: 'v_mov_b32 v1, lit(4)', words: [0x7e0202ff, 0x00000004], doc: 'A.5 `lit(4)`' },
    { gens: ALL, src: 'v_rcp_f32 v1, lit(4.0)', words: (g) => v1(g, 'v_rcp_f32', 1, LIT, 0x40800000), doc: 'A.5 `lit(4.0)` → literal 0x40800000' },
    { gens: ALL, src: 'v_mov_b32 v1, lit(v2)', error: '', doc: 'A.5 `lit(v2)` is an error' },
    { gens: ALL, src: 'v_mov_b32 v1, lit(lit(1))', error: '', doc: 'A.5 a nested lit is an error' },
    { gens: ALL, src: 'v_mov_b32 v1, abs(lit(1))', error: '', doc: 'A.5 `abs(lit(1))` is an error' },
    { gens: ALL, src: 'v_mov_b32 v1, -lit(1)', error: '', doc: 'A.5 `-lit(1)` is an error' },
    { gens: ALL, src: '    v_mov_b32 v15, 133 vop3', error: 'Literal in VOP3 encoding is illegal', col: 5, doc: 'A.5 (reported at the mnemonic)' },
    { gens: ALL, src: 'v_mov_b32 v15, 133 clamp', error: 'Literal in VOP3 encoding is illegal', col: 1, doc: 'A.5 a literal with a modifier that forces VOP3' },
    { gens: ALL, src: 'v_rcp_f32 v1, 1.5 mul:2', error: 'Literal in VOP3 encoding is illegal', col: 1, doc: 'A.5 a float literal with omod' },
    { gens: ALL, src: 'v_mov_b32_e64 v1, lit(4)', error: 'Literal in VOP3 encoding is illegal', col: 1, doc: 'A.5 `_e64` with a literal' },
    { gens: VI, src: 'v_mov_b32 v1, 133 sdwa', error: 'Literal with SDWA or DPP word is illegal', doc: 'A.5' },
    { gens: VI, src: 'v_mov_b32 v1, 133 row_mirror', error: 'Literal with SDWA or DPP word is illegal', doc: 'A.5' },
  ]);
});

test('A.5 float literals: conversion, inline codes, overflow and underflow, suffixes', () => {
  const rcp = (g: GenIdx, src: number, lit?: number) => v1(g, 'v_rcp_f32', 1, src, lit);
  const rcp64 = (g: GenIdx, src: number, lit?: number) => v1(g, 'v_rcp_f64', 2, src, lit);
  const f16in = (g: GenIdx, src: number, lit?: number) => v1(g, 'v_cvt_f32_f16', 1, src, lit);
  run([
    { gens: ALL, src: 'v_rcp_f32 v1, 1.0', words: (g) => rcp(g, 242), doc: 'A.5 `1.0`, isa 4.1 (242)' },
    { gens: ALL, src: 'v_rcp_f32 v1, .5', words: (g) => rcp(g, 240), doc: 'A.5 `.5`' },
    { gens: ALL, src: 'v_rcp_f32 v1, 1.', words: (g) => rcp(g, 242), doc: 'A.5 `1.`' },
    { gens: ALL, src: 'v_rcp_f32 v1, 1e0', words: (g) => rcp(g, 242), doc: 'A.5 `1e0`' },
    { gens: ALL, src: 'v_rcp_f32 v1, 0x1.8p1', words: (g) => rcp(g, LIT, f32bits(3)), doc: 'A.5 `0x1.8p1` (= 3.0)' },
    { gens: ALL, src: 'v_rcp_f32 v1, +1.5', words: (g) => rcp(g, LIT, 0x3fc00000), doc: 'A.5 `+1.5`' },
    { gens: ALL, src: 'v_rcp_f32 v1, 1.5', words: (g) => rcp(g, LIT, 0x3fc00000), doc: 'A.5 f32 bits' },
    { gens: ALL, src: 'v_rcp_f32 v1, 1e-3', words: (g) => rcp(g, LIT, f32bits(1e-3)), doc: 'A.5 `1e-3` rounded to f32' },
    { gens: ALL, src: 'v_rcp_f32 v1, 0.1', words: (g) => rcp(g, LIT, f32bits(0.1)), doc: 'A.5 f32 round-to-nearest-even' },
    { gens: ALL, src: 'v_rcp_f32 v1, -4.0', words: (g) => rcp(g, 247), doc: 'A.5 inline -4.0 (247)' },
    { gens: ALL, src: 'v_rcp_f32 v1, -0.5', words: (g) => rcp(g, 241), doc: 'A.6 `-0.5` = code 241' },
    { gens: ALL, src: 'v_rcp_f32 v1, 2.0', words: (g) => rcp(g, 244), doc: 'isa 4.1' },
    { gens: ALL, src: 'v_rcp_f32 v1, 0.0', words: (g) => rcp(g, 128), doc: 'A.5 +0.0 → code 128' },
    { gens: ALL, src: 'v_rcp_f32 v1, -0.0', words: (g) => rcp(g, LIT, 0x80000000), doc: 'A.5 -0.0 is a literal' },
    { gens: ALL, src: 'v_cvt_f32_f16 v1, -0.0', words: (g) => f16in(g, LIT, 0x00008000), doc: 'A.5 -0.0 (f16) is a literal 0x00008000' },
    { gens: ALL, src: 'v_cvt_f32_i32 v3, 1.0', words: [0x7e060af2], doc: 'A.5' },
    { gens: ALL, src: 'v_mov_b32 v1, 1.5', words: (g) => v1(g, 'v_mov_b32', 1, LIT, 0x3fc00000), doc: 'A.5 f32 for b32 ops' },
    { gens: ALL, src: 'v_cvt_f32_f16 v1, 1.5', words: (g) => f16in(g, LIT, 0x00003e00), doc: 'A.5 f16 in the low half' },
    { gens: ALL, src: 'v_cvt_f32_f16 v1, 1.0', words: (g) => f16in(g, 242), doc: 'A.5 f16 inline' },
    { gens: VI, src: 'v_rcp_f16 v1, 1.5', words: v1(2, 'v_rcp_f16', 1, LIT, 0x00003e00), doc: 'A.5 f16 op' },
    { gens: VI, src: 'v_cvt_u16_f16 v1, 1.5', words: v1(2, 'v_cvt_u16_f16', 1, LIT, 0x00003e00), doc: 'A.5 v_cvt_u16_f16 takes f16' },
    { gens: VI, src: 'v_cvt_f16_u16 v1, 1.5', words: v1(2, 'v_cvt_f16_u16', 1, LIT, 0x3fc00000), doc: 'A.5 / part D v_cvt_f16_u16 takes f32' },
    { gens: VI, src: 'v_cvt_f16_i16 v1, 1.0', words: v1(2, 'v_cvt_f16_i16', 1, 242), doc: 'part D `1.0` → inline 242' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], 1.5', words: (g) => rcp64(g, LIT, 0x3ff80000), doc: 'A.5 f64 upper dword' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], 0.1', words: (g) => rcp64(g, LIT, 0x3fb9999a), doc: 'A.5 f64 upper dword rounded' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], 1e308', words: (g) => rcp64(g, LIT, 0x7fe1ccf4), doc: 'A.5' },
    { gens: SI_CI, src: 'v_rcp_f64 v[2:3], 1.0000001', words: [0x7e045ef2], doc: 'A.5' },
    { gens: VI, src: 'v_rcp_f64 v[2:3], 1.0000001', words: rcp64(2, 242), doc: 'A.5 (rounds to 1.0)' },
    { gens: ALL, src: 'v_cvt_i32_f64 v2, -2.0', words: (g) => v1(g, 'v_cvt_i32_f64', 2, 245), doc: 'isa 4.1 inline -2.0 for f64' },
    { gens: ALL, src: 'v_cvt_f32_f64 v3, 0.51119751l', words: (g) => v1(g, 'v_cvt_f32_f64', 3, LIT, f64hiRounded(0.51119751)), doc: 'A.5 `l` suffix' },
    { gens: VI, src: 'v_rcp_f16 v1, 0.15915494', words: v1(2, 'v_rcp_f16', 1, 248), doc: 'A.5 inline 248 on 1.2 for f16' },
    { gens: VI, src: 'v_rcp_f32 v1, 0.15915494', words: rcp(2, 248), doc: 'A.5 inline 248 on 1.2 for f32' },
    { gens: VI, src: 'v_rcp_f64 v[2:3], 0.15915494', words: rcp64(2, 248), doc: 'A.5 inline 248 on 1.2 for f64' },
    { gens: SI_CI, src: 'v_rcp_f32 v1, 0.15915494', words: (g) => rcp(g, LIT, 0x3e22f983), doc: 'A.5 literal 0x3e22f983 on 1.0/1.1' },
    { gens: ALL, src: 'v_cvt_f32_f16 v1, 65520.0', error: 'Absolute value of number is too big', doc: 'A.5 f16 overflow' },
    { gens: ALL, src: 'v_cvt_f32_f16 v1, 65504.0', words: (g) => f16in(g, LIT, 0x7bff), doc: 'A.5 the largest f16 is no overflow' },
    { gens: ALL, src: 'v_rcp_f32 v1, 3.40282357e38', error: 'Absolute value of number is too big', doc: 'A.5 f32 overflow' },
    { gens: ALL, src: 'v_rcp_f32 v1, 3.4028234e38', words: (g) => rcp(g, LIT, 0x7f7fffff), doc: 'A.5 the largest f32 is no overflow' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], 1.7976931348623157e308', error: 'Absolute value of number is too big', doc: 'A.5 f64 overflow (the largest double)' },
    { gens: ALL, src: 'v_rcp_f32 v1, 1e-50', words: (g) => rcp(g, 128), doc: 'A.5 underflow → inline 0' },
    { gens: ALL, src: 'v_rcp_f32 v1, 1e-45', words: (g) => rcp(g, LIT, 0x00000001), doc: 'A.5 underflow → denormal literal' },
    { gens: ALL, src: 'v_cvt_f32_f16 v1, 1e-7', words: (g) => f16in(g, LIT, 0x00000002), doc: 'A.5 f16 `1e-7` → 0x00000002' },
    { gens: ALL, src: 'v_rcp_f32 v2, 1.5h', words: (g) => v1(g, 'v_rcp_f32', 2, LIT, 0x00003e00), doc: 'A.5 `h` suffix' },
    { gens: ALL, src: 'v_rcp_f32 v2, 1.5l', words: (g) => v1(g, 'v_rcp_f32', 2, LIT, 0x3ff80000), doc: 'A.5 `l` suffix' },
    { gens: ALL, src: 'v_rcp_f64 v[2:3], 1.5s', words: (g) => rcp64(g, LIT, 0x3fc00000), doc: 'A.5 `s` suffix' },
    { gens: ALL, src: 'v_cvt_f16_f32 v158, 0.5s', words: (g) => v1(g, 'v_cvt_f16_f32', 158, 240), doc: 'A.5 `0.5s` → inline 240' },
    { gens: ALL, src: 'v_rcp_f32 v1, 1.5f', error: 'Unknown VOP modifier', doc: 'A.5 there is no `f` suffix' },
    { gens: ALL, src: 'v_rcp_f32 v1, 5h', error: '', doc: 'A.5 a suffix on an integer is an error' },
    { gens: ALL, src: 'v_rcp_f32 v1, inf', error: "Unresolved symbol 'inf'", doc: 'A.5 there is no inf: a symbol' },
    { gens: ALL, src: 'v_rcp_f32 v1, nan', error: "Unresolved symbol 'nan'", doc: 'A.5 there is no nan: a symbol' },
  ]);
});

// --- A.6 Modifiers ----------------------------------------------------------

test('A.6 modifiers', () => {
  const rcp3 = (g: GenIdx, src: number, m: Vop3Mods) => v3(g, 'v_rcp_f32', 1, src, m);
  const sin3 = (g: GenIdx, m: Vop3Mods) => v3(g, 'v_sin_f32', 1, V(2), m);
  run([
    { gens: SI_CI, src: 'v_rcp_f32 v5, -abs(v6) mul:2 clamp', words: [0xd3540905, 0x28000106], doc: 'isa 3.2' },
    { gens: VI, src: 'v_rcp_f32 v5, -abs(v6) mul:2 clamp', words: [0xd1628105, 0x28000106], doc: 'isa 3.2' },
    { gens: ALL, src: 'v_rcp_f32 v1, -v2', words: (g) => rcp3(g, V(2), { neg: 1 }), doc: 'A.6 `-x` NEG' },
    { gens: ALL, src: 'v_rcp_f32 v1, -s1', words: (g) => rcp3(g, S(1), { neg: 1 }), doc: 'A.6 `-s1` = NEG' },
    { gens: ALL, src: 'v_rcp_f32 v1, abs(v2)', words: (g) => rcp3(g, V(2), { abs: 1 }), doc: 'A.6 `abs(x)`' },
    { gens: ALL, src: 'v_rcp_f32 v1, |v2|', words: (g) => rcp3(g, V(2), { abs: 1 }), doc: 'A.6 `|x|`' },
    { gens: ALL, src: 'v_rcp_f32 v1, -abs(v2)', words: (g) => rcp3(g, V(2), { abs: 1, neg: 1 }), doc: 'A.6 `-abs(x)`' },
    { gens: ALL, src: 'v_rcp_f32 v1, -|v2|', words: (g) => rcp3(g, V(2), { abs: 1, neg: 1 }), doc: 'A.6 `-|x|`' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 clamp', words: (g) => sin3(g, { clamp: 1 }), doc: 'A.6 clamp (bit 11 / bit 15)' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 mul:2', words: (g) => sin3(g, { omod: 1 }), doc: 'A.6 mul:2 = OMOD 1' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 mul:4', words: (g) => sin3(g, { omod: 2 }), doc: 'A.6 mul:4 = OMOD 2' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 div:2', words: (g) => sin3(g, { omod: 3 }), doc: 'A.6 div:2 = OMOD 3' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 omod:2', words: (g) => sin3(g, { omod: 2 }), doc: 'A.6 omod:e' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 omod:5', warning: '', words: (g) => sin3(g, { omod: 1 }), doc: 'A.6 `omod:5` → 1 with a warning' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 clamp:1', words: (g) => sin3(g, { clamp: 1 }), doc: 'A.6 clamp:e' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 neg:1', words: (g) => sin3(g, { neg: 1 }), doc: 'A.6 neg:e' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 abs:1', words: (g) => sin3(g, { abs: 1 }), doc: 'A.6 abs:e' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 abs:3', words: (g) => sin3(g, { abs: 1 }), warning: 'Value 0x3 truncated to 0x1', doc: 'A.6 `abs:3` sets ABS[0] only (clrxasm 0.1.9 warns)' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 neg:[1]', words: (g) => sin3(g, { neg: 1 }), doc: 'A.6 arrays `neg:[1]`' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 vop3', words: (g) => sin3(g, {}), doc: 'A.6 vop3' },
    { gens: [0], src: 'v_nop vop3', words: [0xd3000000, 0x00000000], doc: 'A.6' },
    { gens: ALL, src: 'v_not_b32 v1, -v2', words: (g) => v3(g, 'v_not_b32', 1, V(2), { neg: 1 }), doc: 'A.6 modifiers on every op' },
    { gens: [0], src: 'v_mov_b32 v1, v2 clamp', words: [0xd3020801, 0x00000102], doc: 'A.6' },
    { gens: ALL, src: 'v_mov_b32 v1, v2 clamp', words: (g) => v3(g, 'v_mov_b32', 1, V(2), { clamp: 1 }), doc: 'A.6 (part D: VOP3 on 1.2 too)' },
    { gens: ALL, src: 'v_readfirstlane_b32 s55, -s27', words: (g) => v3(g, 'v_readfirstlane_b32', 55, S(27), { neg: 1 }), doc: 'A.6' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 div:2 clamp', words: (g) => sin3(g, { omod: 3, clamp: 1 }), doc: 'A.6 any order' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 clamp div:2', words: (g) => sin3(g, { omod: 3, clamp: 1 }), doc: 'A.6 any order' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 mul:4 clamp', words: (g) => sin3(g, { omod: 2, clamp: 1 }), doc: 'A.6 any order' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 mul:2 mul:4', words: (g) => sin3(g, { omod: 2 }), warning: 'OMOD is already defined', doc: 'A.6 repeated OMOD: the last wins (clrxasm 0.1.9 warns)' },
    { gens: VI, src: 'v_sin_f32 v1, v2 clamp:0', words: [0x7e025302], doc: 'A.6 clamp:0 stays VOP1' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 clamp:0', words: (g) => v1(g, 'v_sin_f32', 1, V(2)), doc: 'A.6 a zero parameter does not force VOP3' },
    { gens: ALL, src: 'v_sin_f32 v1, v2 neg:0 abs:0 omod:0', words: (g) => v1(g, 'v_sin_f32', 1, V(2)), doc: 'A.6 a zero parameter does not force VOP3' },
    { gens: VI, src: 'v_rcp_f32 v1, 0.5 abs:1 neg:1', words: [0xd1620101, 0x200000f0], doc: 'A.6' },
    { gens: ALL, src: 'v_rcp_f32 v1, 0.5 abs:1 neg:1', words: (g) => rcp3(g, 240, { abs: 1, neg: 1 }), doc: 'A.6 ABS/NEG on a constant' },
    { gens: ALL, src: 'v_rcp_f32 v1, -1 neg:1', words: (g) => rcp3(g, 193, { neg: 1 }), doc: 'B.8' },
    { gens: ALL, src: 'v_mov_b32 v1, --1', words: (g) => v1(g, 'v_mov_b32', 1, INT(1)), doc: 'B.3: clrxasm reads `--1` as +1 (A.6: `--x` is read as an expression)' },
    { gens: ALL, src: 'v_mov_b32 v1, --5', words: (g) => v1(g, 'v_mov_b32', 1, INT(5)), doc: 'A.6 `--x` is an expression: --5 = 5' },
    { gens: ALL, src: 'v_mov_b32 v1, -(-5)', words: (g) => v1(g, 'v_mov_b32', 1, INT(5)), doc: 'A.4 unary minus' },
    { gens: ALL, src: 'v_rcp_f32 v1, abs(-v2)', error: 'Some garbages at VOP modifier place', doc: 'A.6' },
    { gens: ALL, src: 'v_rcp_f32 v1, abs(1)', error: 'Some garbages at VOP modifier place', doc: 'A.6' },
    { gens: ALL, src: 'v_rcp_f32 v1, -abs(0.5)', error: 'Some garbages at VOP modifier place', doc: 'A.6' },
    { gens: ALL, src: 'v_rcp_f32 v1, --v2', error: "Unresolved symbol 'v2'", doc: 'A.6' },
    { gens: ALL, src: 'v_rcp_f32 v1, neg(v2)', error: 'Expected operator', doc: 'A.6' },
    { gens: ALL, src: 'v_rcp_f32 v1, v2 mul:1', error: 'Unknown VOP3 mul:X modifier', doc: 'A.6' },
    { gens: ALL, src: 'v_rcp_f32 v1, v2 mul:3', error: 'Unknown VOP3 mul:X modifier', doc: 'A.6' },
    { gens: ALL, src: 'v_rcp_f32 v1, v2 div:4', error: 'Unknown VOP3 div:X modifier', doc: 'A.6' },
  ]);
});

// --- A.7 Choosing the encoding --------------------------------------------------

test('A.7 choosing the encoding', () => {
  run([
    { gens: ALL, src: 'v_mov_b32 v1, v2', words: (g) => v1(g, 'v_mov_b32', 1, V(2)), doc: 'A.7 the default is VOP1' },
    { gens: ALL, src: 'v_mov_b32 v1, 1234', words: (g) => v1(g, 'v_mov_b32', 1, LIT, 1234), doc: 'A.7 VOP1 plus a literal' },
    { gens: VI, src: 'v_mov_b32 v158, v79 abs:1 neg:1 sext:1', words: [0x7f3c02f9, 0x003e064f], doc: 'A.7' },
    { gens: VI, src: 'v_mov_b32_sdwa v158, v79', words: [0x7f3c02f9, 0x0006064f], doc: 'A.8' },
    { gens: VI, src: 'v_mov_b32 v158, v79 sdwa', words: [0x7f3c02f9, 0x0006064f], doc: 'A.7 `sdwa` keyword (A.8 defaults)' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:dword', words: sdwa('v_mov_b32', 1, 2), doc: 'A.7 `dst_sel:` chooses SDWA' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_unused:pad', words: sdwa('v_mov_b32', 1, 2), doc: 'A.7 `dst_unused:`' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_un:sext', words: sdwa('v_mov_b32', 1, 2, { dstUnused: 1 }), doc: 'A.7 `dst_un:`' },
    { gens: VI, src: 'v_mov_b32 v1, v2 src0_sel:word0', words: sdwa('v_mov_b32', 1, 2, { src0Sel: 4 }), doc: 'A.7 `src0_sel:`' },
    { gens: VI, src: 'v_mov_b32 v1, sext(v2)', words: sdwa('v_mov_b32', 1, 2, { sext: 1 }), doc: 'A.7 `sext(...)`' },
    { gens: VI, src: 'v_mov_b32 v1, v2 sext:1', words: sdwa('v_mov_b32', 1, 2, { sext: 1 }), doc: 'A.7 `sext:e`' },
    { gens: VI, src: 'v_mov_b32 v1, v2 sext:0', words: v1(2, 'v_mov_b32', 1, V(2)), doc: 'A.7 `sext:0` does not choose SDWA' },
    { gens: VI, src: 'v_mov_b32 v1, -v2 clamp sdwa', words: [0x7e0202f9, 0x00162602], doc: 'B.8 / A.7 neg and clamp go into the SDWA dword' },
    { gens: VI, src: 'v_mov_b32 v1, abs(v2) dst_sel:b1', words: sdwa('v_mov_b32', 1, 2, { dstSel: 1, abs: 1 }), doc: 'A.7 abs into the SDWA dword' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dpp', words: dpp('v_mov_b32', 1, 2), doc: 'A.7 `dpp` keyword' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_mirror', words: dpp('v_mov_b32', 1, 2, { ctrl: 0x140 }), doc: 'A.7 a DPP control' },
    { gens: VI, src: 'v_mov_b32 v1, v2 bound_ctrl', words: dpp('v_mov_b32', 1, 2, { bound: 1 }), doc: 'A.7 `bound_ctrl`' },
    { gens: VI, src: 'v_mov_b32 v1, v2 bank_mask:3', words: dpp('v_mov_b32', 1, 2, { bank: 3 }), doc: 'A.7 `bank_mask:`' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_mask:3', words: dpp('v_mov_b32', 1, 2, { row: 3 }), doc: 'A.7 `row_mask:`' },
    { gens: VI, src: 'v_mov_b32 v1, -abs(v2) row_shl:1', words: dpp('v_mov_b32', 1, 2, { ctrl: 0x101, neg: 1, abs: 1 }), doc: 'A.7 neg and abs into the DPP dword' },
    { gens: VI, src: 'v_rcp_f64 v[2:3], v[4:5] sdwa', words: sdwa('v_rcp_f64', 2, 4), doc: 'isa 5.3 SDWA on a 64-bit op' },
    // The error table of A.7.
    { gens: VI, src: '    v_mov_b32  v158, v79 dst_sel:w1 mul:2', error: 'Mixing modifiers from different encodings is illegal', doc: 'A.7 SDWA with omod' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:w1 vop3', error: 'Mixing modifiers from different encodings is illegal', doc: 'A.7 SDWA with vop3' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_mirror div:2', error: 'Mixing modifiers from different encodings is illegal', doc: 'A.7 DPP with omod' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_mirror vop3', error: 'Mixing modifiers from different encodings is illegal', doc: 'A.7 DPP with vop3' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:w1 row_mirror', error: 'Mixing modifiers from different encodings is illegal', doc: 'A.7 SDWA with DPP' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_mirror clamp', error: 'Mixing modifiers from different encodings is illegal', doc: 'A.7 clamp with DPP' },
    { gens: VI, src: 'v_mov_b32_sdwa v1, -v2 clamp', error: 'Mixing VOP3 with SDWA or WORD is illegal', doc: 'A.7' },
    { gens: ALL, src: 'v_sin_f32_e32 v1, v2 clamp', error: '32-bit encoding specified when 64-bit encoding', doc: 'A.7' },
    { gens: ALL, src: 'v_sin_f32_e32 v1, v2 vop3', error: '32-bit encoding specified when 64-bit encoding', doc: 'A.7' },
    { gens: SI_CI, src: 'v_mov_b32_sdwa v1, v2', error: 'SDWA encoding specified when SDWA not present', doc: 'A.7 `_sdwa` on 1.0/1.1' },
    { gens: VI, src: 'v_mov_b32_sdwa v1, v2 row_mirror', error: 'SDWA encoding specified when SDWA not present', doc: 'A.7 `_sdwa` with DPP controls' },
    { gens: SI_CI, src: 'v_mov_b32_dpp v1, v2', error: 'DPP encoding specified when DPP not present', doc: 'A.7 `_dpp` on 1.0/1.1' },
    { gens: SI_CI, src: 'v_mov_b32 v1, v2 dst_sel:w1', error: 'Unknown VOP modifier', doc: 'A.7 SDWA modifier names on 1.0/1.1' },
    { gens: SI_CI, src: 'v_mov_b32 v1, v2 row_mirror', error: 'Unknown VOP modifier', doc: 'A.7 DPP modifier names on 1.0/1.1' },
    { gens: SI_CI, src: 'v_mov_b32 v1, v2 sdwa', error: 'Unknown VOP modifier', doc: 'A.7 `sdwa` on 1.0/1.1' },
    { gens: VI, src: 'v_mov_b32 v1, s2 row_mirror', error: 'SRC0 must be a vector register with SDWA or DPP word', doc: 'A.7' },
    { gens: VI, src: 'v_mov_b32 v1, 1 sdwa', error: 'SRC0 must be a vector register with SDWA or DPP word', doc: 'A.7 a constant source' },
    { gens: VI, src: 'v_nop sdwa', error: 'SRC0 must be a vector register with SDWA or DPP word', doc: 'A.7 v_nop' },
    { gens: VI, src: 'v_clrexcp dpp', error: 'SRC0 must be a vector register with SDWA or DPP word', doc: 'A.7 v_clrexcp' },
    { gens: VI, src: 'v_readfirstlane_b32 s1, v2 dst_sel:w1', error: 'SDWA encoding is illegal for this instruction', doc: 'A.7 readfirstlane (clrxasm 0.1.9)' },
    { gens: VI, src: 'v_rcp_f64 v[2:3], v[4:5] row_mirror', error: 'DPP encoding is illegal for this instruction', doc: 'A.7' },
    { gens: VI, src: 'v_mov_b32 v1, sext(v2) row_mirror', error: 'SEXT modifiers is unavailable for DPP word', doc: 'A.7' },
  ]);
});

// --- A.8 SDWA and DPP options ------------------------------------------------------

test('A.8 SDWA options', () => {
  const sels: [string, number][] = [
    ['byte0', 0], ['byte_0', 0], ['b0', 0], ['byte1', 1], ['byte_1', 1], ['b1', 1], ['byte2', 2], ['byte_2', 2], ['b2', 2],
    ['byte3', 3], ['byte_3', 3], ['b3', 3], ['word0', 4], ['word_0', 4], ['w0', 4], ['word1', 5], ['word_1', 5], ['w1', 5],
    ['dword', 6], ['BYTE_1', 1], ['WORD_1', 5], ['DWORD', 6],
  ];
  // clrxasm 0.1.9 also takes LLVM's spellings; `dw` is not a selector (the doc's `dw` is not).
  const unused: [string, number][] = [['pad', 0], ['sext', 1], ['preserve', 2], ['UNUSED_PAD', 0], ['UNUSED_SEXT', 1], ['unused_preserve', 2]];
  run([
    { gens: VI, src: 'v_mov_b32 v158, v79 dst_sel:w1 src0_sel:b2 dst_un:preserve', words: [0x7f3c02f9, 0x0002154f], doc: 'A.8' },
    ...sels.map(([s, v]): Case => ({ gens: VI, src: `v_mov_b32 v1, v2 dst_sel:${s}`, words: sdwa('v_mov_b32', 1, 2, { dstSel: v }), doc: `A.8 dst_sel:${s}` })),
    ...sels.map(([s, v]): Case => ({ gens: VI, src: `v_mov_b32 v1, v2 src0_sel:${s}`, words: sdwa('v_mov_b32', 1, 2, { src0Sel: v }), doc: `A.8 src0_sel:${s}` })),
    ...unused.map(([s, v]): Case => ({ gens: VI, src: `v_mov_b32 v1, v2 dst_unused:${s}`, words: sdwa('v_mov_b32', 1, 2, { dstUnused: v }), doc: `A.8 dst_unused:${s}` })),
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:byte4', error: 'Unknown dst_sel', doc: 'A.8' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:dw', error: 'Unknown dst_sel', col: 26, doc: 'clrxasm 0.1.9: `dw` is not a selector' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_unused:foo', error: 'Unknown dst_unused', doc: 'A.8' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:b0 dst_sel:w1', warning: 'Dst_sel is already defined', words: sdwa('v_mov_b32', 1, 2, { dstSel: 5 }), doc: 'A.8 a repeated option warns, the last wins' },
    { gens: VI, src: 'v_mov_b32 v1, v2 src0_sel:b0 src0_sel:w1', warning: '', words: sdwa('v_mov_b32', 1, 2, { src0Sel: 5 }), doc: 'A.8 a repeated option warns, the last wins' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_un:sext dst_unused:preserve', warning: '', words: sdwa('v_mov_b32', 1, 2, { dstUnused: 2 }), doc: 'A.8 a repeated option warns, the last wins' },
    { gens: VI, src: 'v_mov_b32 v1, sext(-abs(v2)) clamp', words: sdwa('v_mov_b32', 1, 2, { sext: 1, neg: 1, abs: 1, clamp: 1 }), doc: 'A.7/A.8 sext, neg, abs, clamp in SDWA' },
    { gens: VI, src: 'v_log_f16 v113, sext(abs(v206)) clamp dst_sel:word0 dst_unused:sext src0_sel:byte3', words: sdwa('v_log_f16', 113, 206, { sext: 1, abs: 1, clamp: 1, dstSel: 4, dstUnused: 1, src0Sel: 3 }), doc: 'B.5 example' },
    { gens: VI, src: 'v_mov_b32 v158, sext(v79) dst_sel:word1 dst_unused:preserve src0_sel:byte2', words: sdwa('v_mov_b32', 158, 79, { sext: 1, dstSel: 5, dstUnused: 2, src0Sel: 2 }), doc: 'B.5 example' },
  ]);
});

test('A.8 DPP options', () => {
  const ctrl = (c: string, v: number): Case => ({ gens: VI, src: `v_mov_b32 v1, v2 ${c}`, words: dpp('v_mov_b32', 1, 2, { ctrl: v }), doc: `A.8 / isa 3.4 ${c}` });
  run([
    { gens: VI, src: 'v_mov_b32 v158, v79 quad_perm:[1,2,3,0] bound_ctrl row_mask:4 bank_mask:5', words: [0x7f3c02fa, 0x4508394f], doc: 'A.8' },
    { gens: VI, src: 'v_mov_b32 v158, v79 bank_mask:5 row_mask:4 bound_ctrl quad_perm:[1,2,3,0]', words: [0x7f3c02fa, 0x4508394f], doc: 'A.8 either order' },
    { gens: VI, src: 'v_mov_b32 v1, v2 quad_perm:[0,1,2,3] bank_mask:15 row_mask:15', words: dpp('v_mov_b32', 1, 2), doc: 'B.6 example' },
    ctrl('quad_perm:[3,2,1,0]', 0x1b),
    ctrl('row_shl:1', 0x101), ctrl('row_shl:15', 0x10f), ctrl('row_shr:1', 0x111), ctrl('row_shr:15', 0x11f),
    ctrl('row_ror:1', 0x121), ctrl('row_ror:15', 0x12f),
    ctrl('wave_shl', 0x130), ctrl('wave_shl:1', 0x130), ctrl('wave_rol', 0x134), ctrl('wave_rol:1', 0x134),
    ctrl('wave_shr', 0x138), ctrl('wave_shr:1', 0x138), ctrl('wave_ror', 0x13c), ctrl('wave_ror:1', 0x13c),
    ctrl('row_mirror', 0x140), ctrl('row_half_mirror', 0x141),
    ctrl('row_bcast:15', 0x142), ctrl('row_bcast15', 0x142), ctrl('row_bcast:31', 0x143), ctrl('row_bcast31', 0x143),
    { gens: VI, src: 'v_mov_b32 v1, v2 bound_ctrl:0', words: dpp('v_mov_b32', 1, 2, { bound: 1 }), doc: 'A.8 `bound_ctrl:0` sets BOUND_CTRL' },
    { gens: VI, src: 'v_mov_b32 v1, v2 bank_mask:0x1f', warning: '', words: dpp('v_mov_b32', 1, 2, { bank: 15 }), doc: 'A.8 wider values truncated with a warning' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_mask:0x12', warning: '', words: dpp('v_mov_b32', 1, 2, { row: 2 }), doc: 'A.8 wider values truncated with a warning' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_shl:0', error: 'Illegal zero shift for row_XXX shift', doc: 'A.8' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_shl:16', error: 'Illegal zero shift for row_XXX shift', warning: '', doc: 'A.8 (after a truncation warning)' },
    { gens: VI, src: 'v_mov_b32 v1, v2 wave_shl:2', error: "Value must be '1'", doc: 'A.8' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_bcast:16', error: 'Thread to broadcast must be 15 or 31', doc: 'A.8' },
    { gens: VI, src: 'v_mov_b32 v1, v2 quad_perm:[0,1,2]', error: "Expected ',' before quad_perm component", doc: 'A.8' },
    { gens: VI, src: 'v_mov_b32 v1, v2 row_mirror row_half_mirror', warning: 'DppCtrl is already defined', words: dpp('v_mov_b32', 1, 2, { ctrl: 0x141 }), doc: 'A.8 a second control warns, the last wins' },
  ]);
});

// --- B.8 gcnkit's additions --------------------------------------------------------

test('B.8 disassembler-only spellings are accepted and encode their fields', () => {
  run([
    // B.3 VOP3 examples.
    { gens: ALL, src: 'v_mov_b32 v55, abs(s27) abs1 vsrc2=0xf abs2', words: (g) => v3(g, 'v_mov_b32', 55, S(27), { abs: 7, src2: 0xf }), doc: 'B.3 / B.8' },
    { gens: ALL, src: 'v_mov_b32 v55, -s27 div:2 neg1 neg2', words: (g) => v3(g, 'v_mov_b32', 55, S(27), { neg: 7, omod: 3 }), doc: 'B.3 / B.8' },
    { gens: ALL, src: 'v_mov_b32 v55, s27 vsrc1=0x1ff', words: (g) => v3(g, 'v_mov_b32', 55, S(27), { src1: 0x1ff }), doc: 'B.8 vsrc1=' },
    { gens: VI, src: 'v_rcp_f64 v[1:2], 0.15915494 div:2 clamp', words: v3(2, 'v_rcp_f64', 1, 248, { omod: 3, clamp: 1 }), doc: 'B.3' },
    { gens: ALL, src: 'v_mov_b32 v55, s27 vop3', words: (g) => v3(g, 'v_mov_b32', 55, S(27)), doc: 'B.3' },
    // B.3 prints `v_cvt_i32_f64 v55, s[27:28] vop3`, but s[27:28] crosses a group of four, which clrxasm
    // refuses (A.3); B.8 makes the printer add raw:[...] there. The same line with an aligned pair:
    { gens: ALL, src: 'v_cvt_i32_f64 v55, s[27:28] vop3', error: 'Scalar register range cross two register lines', doc: 'A.3 (the B.3 text is not clrxasm input)' },
    { gens: ALL, src: 'v_cvt_i32_f64 v55, s[26:27] vop3', words: (g) => v3(g, 'v_cvt_i32_f64', 55, S(26)), doc: 'B.3' },
    { gens: ALL, src: 'v_readfirstlane_b32 s55, s27 vop3', words: (g) => v3(g, 'v_readfirstlane_b32', 55, S(27)), doc: 'B.3' },
    { gens: ALL, src: 'v_nop vop3', words: (g) => v3(g, 'v_nop', 0, 0), doc: 'B.3' },
    { gens: ALL, src: 'v_mov_b32 v1, lds vop3', words: (g) => v3(g, 'v_mov_b32', 1, 254), doc: 'B.3' },
    { gens: ALL, src: 'v_nop clamp dst=0x37 src0=0x1b', words: (g) => v3(g, 'v_nop', 0x37, 0x1b, { clamp: 1 }), doc: 'B.3 / B.8 dst=, src0=' },
    { gens: ALL, src: 'v_nop mul:4 dst=0x22 src0=0x12d neg0 vsrc1=0x72 abs1 neg1 vsrc2=0x81', words: (g) => v3(g, 'v_nop', 0x22, 0x12d, { omod: 2, neg: 3, abs: 2, src1: 0x72, src2: 0x81 }), doc: 'B.3 / B.8' },
    { gens: ALL, src: 'v_nop dst=0x37 src0=0x1b vop3', words: (g) => v3(g, 'v_nop', 0x37, 0x1b), doc: 'B.3' },
    { gens: ALL, src: 'v_clrexcp vop3', words: (g) => v3(g, 'v_clrexcp', 0, 0), doc: 'B.3' },
    { gens: ALL, src: 'v_nop abs0 abs2', words: (g) => v3(g, 'v_nop', 0, 0, { abs: 5 }), doc: 'B.8 abs0-abs2' },
    { gens: SI_CI, src: 'VOP3A_ill_407 v55, v27, s0, s0', words: (g) => vop3raw(g, 407, 55, V(27)), doc: 'B.3 / B.8 VOP3A_ill_<op>' },
    { gens: [0], src: 'VOP3A_ill_410 v7, -2, -s22, v57 div:2 clamp', words: vop3raw(0, 410, 7, INT(-2), { src1: 22, src2: V(57), neg: 2, omod: 3, clamp: 1 }), doc: 'B.3 / B.8' },
    { gens: VI, src: 'VOP3A_ill_400 v1, v2, v3, v4', words: vop3raw(2, 400, 1, V(2), { src1: V(3), src2: V(4) }), doc: 'B.8 VOP3A_ill_<op> (isa 5.2: 397-447 undefined on 1.2)' },
    // B.4 VOP1 forms.
    { gens: ALL, src: 'v_nop vdst=0x9e src0=0x4f', words: (g) => v1(g, 'v_nop', 0x9e, 0x4f), doc: 'B.4 / B.8 vdst=, src0=' },
    { gens: ALL, src: 'v_clrexcp vdst=0x9e src0=0x14f', words: (g) => v1(g, 'v_clrexcp', 0x9e, 0x14f), doc: 'B.4 / B.8' },
    { gens: [0], src: 'VOP1_ill_23 v158, v79', words: vop1(23, 158, V(79)), doc: 'B.4 / B.8 VOP1_ill_<op>' },
    { gens: ALL, src: 'VOP1_ill_77 v1, 0x12345678', words: vop1(77, 1, LIT, 0x12345678), doc: 'B.4 / B.8' },
    { gens: ALL, src: 'VOP1_ill_200 v1, v2', words: vop1(200, 1, V(2)), doc: 'B.4 / B.8' },
    { gens: VI, src: 'VOP1_ill_81 v2, v2 dst_sel:word0 src0_sel:word1', words: vop1(81, 2, 249, sdwaWord(2, { dstSel: 4, src0Sel: 5 })), doc: 'B.5 / B.8' },
    { gens: ALL, src: 'v_mov_b32 v1, ill_209', words: (g) => v1(g, 'v_mov_b32', 1, 209), doc: 'B.8 ill_<code> as an operand' },
    { gens: SI_CI, src: 'v_mov_b32 v1, ill_248', words: (g) => v1(g, 'v_mov_b32', 1, 248), doc: 'B.8 ill_248 on 1.0/1.1' },
    { gens: [0], src: 'v_mov_b32 v1, ill_104', words: v1(0, 'v_mov_b32', 1, 104), doc: 'B.8 ill_104 on 1.0' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dppctrl:0x100', words: dpp('v_mov_b32', 1, 2, { ctrl: 0x100 }), doc: 'B.8 dppctrl:<n>' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dppctrl:0x1ff', words: dpp('v_mov_b32', 1, 2, { ctrl: 0x1ff }), doc: 'B.8 dppctrl:<n>' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:invalid', words: sdwa('v_mov_b32', 1, 2, { dstSel: 7 }), doc: 'B.8 `invalid` selector (7)' },
    { gens: VI, src: 'v_mov_b32 v1, v2 src0_sel:invalid', words: sdwa('v_mov_b32', 1, 2, { src0Sel: 7 }), doc: 'B.8 `invalid` selector (7)' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_unused:invalid', words: sdwa('v_mov_b32', 1, 2, { dstUnused: 3 }), doc: 'B.8 `invalid` unused value (3)' },
    { gens: VI, src: 'v_mov_b32 v1, v2 dst_sel:b1 sext1 neg1 abs1', words: vop1(1, 1, 249, (sdwaWord(2, { dstSel: 1 }) | (7 << 27)) >>> 0), doc: 'B.5 / B.8 sext1 neg1 abs1 = SDWA bits 27-29' },
  ]);
});

test('B.8 raw:[...]', () => {
  run([
    // d3021037 is the VOP3 v_mov_b32 of GCN 1.0/1.1 (opcode 385 in bits 25-17).
    { gens: SI_CI, src: 'v_mov_b32       v55, v27 vop3 raw:[0xd3021037,0x0000011b]', words: [0xd3021037, 0x0000011b], doc: 'B.8 example' },
    ...ALL.map((g): Case => {
      const w = v3(g, 'v_cvt_i32_f64', 55, S(27));
      return { gens: [g], src: `v_cvt_i32_f64 v55, s[27:28] vop3 raw:[0x${hex([w[0]!])},0x${hex([w[1]!])}]`, words: w, doc: 'B.8 (a pair clrxasm refuses, with raw)' };
    }),
    { gens: ALL, src: 'v_mov_b32 v1, v2 raw:[0x7e020303]', words: [0x7e020303], doc: 'B.8 the words are emitted as given' },
    // B.8 said the text before raw: is not interpreted; issue 13 (item 6) requires it to parse as an instruction.
    { gens: ALL, src: 'v_mov_b32 v1, nosuchsymbol !! raw:[0x7e020302]', error: '', doc: 'issue 13.6: the text before raw: must be an instruction' },
    { gens: ALL, src: 'v_sin_f32 v9, garbage!!! raw:[0x7e000000]', error: '', doc: 'issue 13.6: the words must be the instruction named' },
    { gens: ALL, src: 'VOP1_ill_200 v1, v2 raw:[0x7e039102]', words: [0x7e039102], doc: 'B.8 `_ill_` forms included' },
    { gens: VI, src: 'v_nop src0=0xf9 dst_sel:byte0 sext0 neg0 abs0 raw:[0x7e0000f9,0x003e0000]', words: [0x7e0000f9, 0x003e0000], doc: 'B.5 / B.8 SDWA dword of v_nop needs raw' },
    { gens: ALL, src: 'v_mov_b32 v1, lit(5) raw:[0x7e0202ff,0x00000005]', words: [0x7e0202ff, 5], doc: 'B.8 a two-word VOP1' },
    { gens: ALL, src: 'v_mov_b32 v1, v2 raw:[0x7e020302,0x00000000]', error: '', doc: 'B.8 the number of words must match the first word (VOP1 without literal = 1)' },
    { gens: ALL, src: 'v_mov_b32 v1, lit(5) raw:[0x7e0202ff]', error: '', doc: 'B.8 the number of words must match (literal missing)' },
    { gens: ALL, src: 'v_mov_b32 v55, v27 vop3 raw:[0xd3021037]', error: '', doc: 'B.8 the number of words must match (VOP3 = 2)' },
    { gens: ALL, src: '.int 5 raw:[0x7e020302]', error: '', doc: 'B.8 the mnemonic must be a VOP1-family name' },
    { gens: ALL, src: 's_mov_b32 s1, s2 raw:[0x7e020302]', error: '', doc: 'B.8 the mnemonic must be a VOP1-family name' },
  ]);
});

test.after(() => console.log(`clrx-asm-docs: ${totalRuns} case runs (case x generation), ${totalFailures} failing`));
