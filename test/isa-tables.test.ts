// Validates the ISA tables of src/isa and the bit layouts of
// src/encoding/fields.ts against facts written down independently from the
// shared reference isa-vop1.md (test/support/isa-facts.ts holds its opcode
// table; the operand-code map of section 4.1 is written out below).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DPP, GENERATIONS, INLINE_FLOATS, LAYOUTS, OPS, SDWA, VOP1, VOP1_BY_OPCODE, VOP3A_SI, VOP3A_VI,
  findOp, getField, isVop1ImageOpcode, isVop1Word, isVop3Word, opsOf, setField, vop3Op,
  type BitField, type OpInfo,
} from '../src/index.js';
import { codeTable } from './support/compat.js';
import { factAtVop1, factAtVop3, GEN_INDICES, OP_FACTS, VOP3_IMAGE, type GenIdx } from './support/isa-facts.js';

const op = (name: string): OpInfo => {
  const o = findOp(name);
  assert.ok(o !== undefined, `no op ${name}`);
  return o;
};

// --- Generations -------------------------------------------------------------

test('generation table: ids, SGPR counts, VOP3 bases, SDWA/DPP, 1/(2pi)', () => {
  assert.deepEqual(GENERATIONS.map((g) => g.id), ['gcn1.0', 'gcn1.1', 'gcn1.2']);
  assert.deepEqual(GENERATIONS.map((g) => g.index), [0, 1, 2]);
  assert.deepEqual(GENERATIONS.map((g) => g.sgprCount), [104, 104, 102]);
  assert.deepEqual(GENERATIONS.map((g) => g.vop3Vop1Base), [0x180, 0x180, 0x140]);
  assert.deepEqual(GENERATIONS.map((g) => g.vop3Layout), ['si', 'si', 'vi']);
  assert.deepEqual(GENERATIONS.map((g) => g.sdwa), [false, false, true]);
  assert.deepEqual(GENERATIONS.map((g) => g.dpp), [false, false, true]);
  assert.deepEqual(GENERATIONS.map((g) => g.inlineInv2Pi), [false, false, true]);
  assert.deepEqual(GENERATIONS.map((g) => g.clrxGpu), ['CapeVerde', 'Bonaire', 'Iceland']);
  assert.deepEqual(GENERATIONS.map((g) => g.llvmCpu), ['tahiti', 'hawaii', 'tonga']);
});

// --- Mnemonics and opcodes --------------------------------------------------

test('mnemonic counts: 60 on gcn1.0, 66 on gcn1.1, 77 on gcn1.2, 84 distinct', () => {
  assert.equal(OP_FACTS.length, 84, 'the transcribed table itself');
  assert.deepEqual(GEN_INDICES.map((g) => OP_FACTS.filter((f) => f.vop1[g] !== null).length), [60, 66, 77]);
  assert.deepEqual(GEN_INDICES.map((g) => opsOf(g).length), [60, 66, 77]);
  assert.equal(new Set(OPS.map((o) => o.name)).size, 84);
  assert.equal(OPS.length, 84);
  for (const g of GEN_INDICES) {
    assert.deepEqual(opsOf(g).map((o) => o.name).sort(),
      OP_FACTS.filter((f) => f.vop1[g] !== null).map((f) => f.name).sort(), `mnemonics of gcn1.${g}`);
  }
});

test('every op: VOP1 and VOP3 opcodes per generation match isa-vop1.md section 5', () => {
  for (const f of OP_FACTS) {
    const o = op(f.name);
    assert.deepEqual([...o.vop1], [...f.vop1], `${f.name} VOP1 opcodes`);
    assert.deepEqual([...o.vop3], [...f.vop3], `${f.name} VOP3 opcodes`);
  }
});

test('VOP1 opcodes are unique per generation', () => {
  for (const g of GEN_INDICES) {
    const seen = new Map<number, string>();
    for (const o of OPS) {
      const n = o.vop1[g];
      if (n === null || n === undefined) continue;
      assert.ok(n >= 0 && n < 128, `${o.name}: opcode ${n} outside the VOP3 image`);
      assert.ok(!seen.has(n), `gcn1.${g}: opcode ${n} used by ${seen.get(n)} and ${o.name}`);
      seen.set(n, o.name);
    }
  }
});

test('VOP3 opcode = 0x180 + op on gcn1.0/1.1, 0x140 + op on gcn1.2, for every op', () => {
  const base = [0x180, 0x180, 0x140];
  for (const o of OPS) {
    for (const g of GEN_INDICES) {
      const v1 = o.vop1[g];
      if (v1 === null || v1 === undefined) assert.equal(o.vop3[g], null, `${o.name} gcn1.${g}`);
      else assert.equal(o.vop3[g], base[g]! + v1, `${o.name} gcn1.${g}`);
    }
  }
  // The doc's own VOP3 column obeys the same rule (a check of the transcription).
  for (const f of OP_FACTS) {
    for (const g of GEN_INDICES) {
      assert.equal(f.vop3[g], f.vop1[g] === null ? null : base[g]! + f.vop1[g]!, `${f.name} (doc) gcn1.${g}`);
    }
  }
});

test('opcode spot checks (isa-vop1.md section 5, errata #33, #45)', () => {
  const v = (name: string) => op(name).vop1;
  const p = (name: string) => op(name).vop3;
  assert.deepEqual([...v('v_log_legacy_f32')], [null, 69, 76]);
  assert.deepEqual([...v('v_exp_legacy_f32')], [null, 70, 75]);
  assert.deepEqual([...v('v_fract_f32')], [32, 32, 27]);
  assert.deepEqual([...p('v_log_legacy_f32')], [null, 453, 396]);
  assert.deepEqual([...p('v_exp_legacy_f32')], [null, 454, 395]);
  assert.equal(p('v_rndne_f32')[0], 419);
  assert.equal(p('v_floor_f32')[0], 420);
  assert.equal(p('v_log_f32')[0], 423);
  assert.equal(p('v_log_clamp_f32')[0], 422);
  assert.equal(v('v_trunc_f64')[0], null);
  assert.equal(v('v_trunc_f64')[1], 23);
  assert.deepEqual([...v('v_ceil_f64')], [null, 24, 24]);
  assert.deepEqual([...v('v_floor_f64')], [null, 26, 26]);
  assert.deepEqual([...v('v_log_clamp_f32')], [38, 38, null]);
  assert.deepEqual([...v('v_rsq_clamp_f64')], [50, 50, null]);
  assert.deepEqual([...v('v_frexp_exp_i32_f64')], [60, 60, 48]);
  assert.deepEqual([...v('v_frexp_mant_f64')], [61, 61, 49]);
  assert.deepEqual([...v('v_fract_f64')], [62, 62, 50]);
  assert.deepEqual([...v('v_frexp_exp_i32_f32')], [63, 63, 51]);
  assert.deepEqual([...v('v_movreld_b32')], [66, 66, 54]);
  assert.deepEqual([...v('v_movrelsd_b32')], [68, 68, 56]);
  assert.deepEqual([...v('v_cvt_f16_u16')], [null, null, 57]);
  assert.deepEqual([...v('v_cos_f16')], [null, null, 74]);
  // VOP3 384/385 are v_nop/v_mov_b32 on 1.0/1.1 but v_log_f16/v_exp_f16 on 1.2.
  assert.equal(vop3Op(0, 384)?.name, 'v_nop');
  assert.equal(vop3Op(1, 385)?.name, 'v_mov_b32');
  assert.equal(vop3Op(2, 384)?.name, 'v_log_f16');
  assert.equal(vop3Op(2, 385)?.name, 'v_exp_f16');
  assert.equal(vop3Op(2, 320)?.name, 'v_nop');
  assert.equal(VOP1_BY_OPCODE[0]![23], null);
  assert.equal(VOP1_BY_OPCODE[1]![23]?.name, 'v_trunc_f64');
  assert.equal(findOp('v_swap_b32'), undefined);
});

test('opcode maps: every VOP1 opcode 0..255 and VOP3 opcode 0..1023 of every generation', () => {
  for (const g of GEN_INDICES) {
    for (let n = 0; n < 256; n++) {
      assert.equal(VOP1_BY_OPCODE[g]![n]?.name ?? null, factAtVop1(g, n)?.name ?? null, `gcn1.${g} VOP1 ${n}`);
    }
    const [lo, hi] = VOP3_IMAGE[g]!;
    for (let n = 0; n < 1024; n++) {
      assert.equal(isVop1ImageOpcode(g, n), n >= lo && n <= hi, `gcn1.${g} VOP3 ${n} in image`);
      assert.equal(vop3Op(g, n)?.name ?? null, factAtVop3(g, n)?.name ?? null, `gcn1.${g} VOP3 ${n}`);
    }
  }
});

test('undefined opcodes are exactly the ranges of isa-vop1.md section 5.2', () => {
  const ranges = (rs: [number, number][]) => {
    const s = new Set<number>();
    for (const [a, b] of rs) for (let i = a; i <= b; i++) s.add(i);
    return s;
  };
  const vop1Undef: [number, number][][] = [[[23, 31], [69, 255]], [[27, 31], [71, 255]], [[77, 255]]];
  const vop3Undef: [number, number][][] = [[[407, 415], [453, 511]], [[411, 415], [455, 511]], [[397, 447]]];
  for (const g of GEN_INDICES) {
    const u1 = ranges(vop1Undef[g]!);
    for (let n = 0; n < 256; n++) {
      assert.equal(VOP1_BY_OPCODE[g]![n] === null, u1.has(n), `gcn1.${g} VOP1 opcode ${n}`);
    }
    const u3 = ranges(vop3Undef[g]!);
    const [lo, hi] = VOP3_IMAGE[g]!;
    for (let n = lo; n <= hi; n++) {
      assert.equal(vop3Op(g, n) === null, u3.has(n), `gcn1.${g} VOP3 opcode ${n}`);
    }
  }
});

// --- Operand types ------------------------------------------------------------

test('operand widths and types of every op match the opcode table', () => {
  for (const f of OP_FACTS) {
    const o = op(f.name);
    if (f.dst === null) assert.equal(o.dst, null, `${f.name} has no destination`);
    else if (f.dst === 'sgpr') {
      assert.equal(o.dst?.kind, 'sgpr', `${f.name} writes an SGPR`);
      assert.equal(o.dst?.info.width, 32);
    } else {
      assert.equal(o.dst?.kind, 'vgpr', `${f.name} VDST kind`);
      assert.equal(o.dst?.info.width, f.dst, `${f.name} VDST width`);
      assert.equal(o.dst?.info.regs, f.dst === 64 ? 2 : 1, `${f.name} VDST registers`);
      assert.equal(o.dst?.type, f.dstType, `${f.name} VDST type`);
    }
    if (f.src === null) assert.equal(o.src, null, `${f.name} has no source`);
    else {
      assert.equal(o.src?.kind, 'src');
      assert.equal(o.src?.info.width, f.src, `${f.name} SRC0 width`);
      assert.equal(o.src?.info.regs, f.src === 64 ? 2 : 1, `${f.name} SRC0 registers`);
      assert.equal(o.src?.type, f.srcType, `${f.name} SRC0 type`);
    }
    assert.equal(o.has64, f.dst === 64 || f.src === 64, `${f.name} has64`);
  }
});

test('operand width spot checks: 64-bit pairs, 16-bit ops on gcn1.2, readfirstlane SDST', () => {
  assert.equal(op('v_cvt_i32_f64').src?.info.width, 64);
  assert.equal(op('v_cvt_i32_f64').dst?.info.width, 32);
  assert.equal(op('v_cvt_f64_i32').dst?.info.width, 64);
  assert.equal(op('v_cvt_f64_i32').src?.info.width, 32);
  assert.equal(op('v_rcp_f64').dst?.info.regs, 2);
  assert.equal(op('v_rcp_f64').src?.info.regs, 2);
  assert.equal(op('v_frexp_exp_i32_f64').dst?.info.width, 32);
  assert.equal(op('v_cvt_f16_f32').dst?.info.width, 16);
  assert.equal(op('v_cvt_f16_f32').src?.info.width, 32);
  assert.equal(op('v_cvt_f32_f16').src?.info.width, 16);
  assert.equal(op('v_cvt_f16_u16').src?.type, 'u16');
  assert.equal(op('v_cvt_i16_f16').dst?.type, 'i16');
  assert.equal(op('v_readfirstlane_b32').dst?.kind, 'sgpr');
  assert.equal(op('v_readfirstlane_b32').src?.info.width, 32);
  assert.equal(op('v_nop').dst, null);
  assert.equal(op('v_clrexcp').src, null);
  // All 18 ops 57..74 on gcn1.2 are 16-bit in and out.
  for (let n = 57; n <= 74; n++) {
    const o = VOP1_BY_OPCODE[2]![n]!;
    assert.equal(o.src?.info.width, 16, o.name);
    assert.equal(o.dst?.info.width, 16, o.name);
    assert.equal(o.vop1[0], null, o.name);
  }
});

test('SDWA/DPP availability per dialect on gcn1.2 (isa-vop1.md 5, 5.3)', () => {
  for (const f of OP_FACTS) {
    if (f.vop1[2] === null) continue;
    const o = op(f.name);
    const clrx = o.clrx.sdwa ? (o.clrx.dpp ? 'sdwa+dpp' : 'sdwa') : o.clrx.dpp ? 'dpp' : 'none';
    assert.equal(clrx, f.clrxExt, `${f.name} CLRX SDWA/DPP`);
    // v_nop: the table's column says "—", but note 2 and section 5.3 say llvm-mc
    // accepts v_nop_sdwa / v_nop_dpp (printed as bare v_nop).
    const llvmExpected = f.name === 'v_nop' ? 'sdwa+dpp' : f.llvmExt;
    const llvm = o.llvm.sdwa ? (o.llvm.dpp ? 'sdwa+dpp' : 'sdwa') : o.llvm.dpp ? 'dpp' : 'none';
    assert.equal(llvm, llvmExpected, `${f.name} LLVM SDWA/DPP`);
  }
  assert.equal(op('v_mov_fed_b32').llvm.known, false);
  assert.equal(op('v_readfirstlane_b32').llvm.e64, false);
});

// --- Bit-field layouts ----------------------------------------------------------

const pow2 = (n: number) => 2 ** n;

test('layouts: fields of each dword do not overlap and cover all 32 bits; masks match widths', () => {
  assert.equal(LAYOUTS.length, 5);
  for (const L of LAYOUTS) {
    for (let w = 0; w < L.words; w++) {
      const fields = L.fields.filter((f) => f.word === w);
      assert.ok(fields.length > 0, `${L.name}: dword ${w} has fields`);
      let covered = 0;
      for (const f of fields) {
        assert.ok(f.width >= 1 && f.lo >= 0 && f.lo + f.width <= 32, `${L.name} ${f.name}: bits ${f.lo}+${f.width}`);
        assert.equal(f.mask, pow2(f.width) - 1, `${L.name} ${f.name}: mask`);
        // Bits as a number (not 32-bit ints, which would wrap at bit 31).
        const bits = (pow2(f.width) - 1) * pow2(f.lo);
        for (let b = f.lo; b < f.lo + f.width; b++) {
          assert.equal(Math.floor(covered / pow2(b)) % 2, 0, `${L.name} ${f.name}: bit ${b} already used`);
        }
        covered += bits;
      }
      assert.equal(covered, 0xffffffff, `${L.name} dword ${w}: all 32 bits covered`);
    }
    for (const f of L.fields) assert.ok(f.word < L.words, `${L.name} ${f.name}: word ${f.word}`);
  }
});

type Expect = [name: string, word: number, lo: number, width: number];

function checkLayout(what: string, fields: Record<string, BitField>, expect: Expect[], reserved: [number, number, number][]) {
  for (const [name, word, lo, width] of expect) {
    const f = fields[name];
    assert.ok(f !== undefined, `${what}: field ${name}`);
    assert.deepEqual([f.word, f.lo, f.width], [word, lo, width], `${what} ${name}`);
    assert.equal(f.reserved, undefined, `${what} ${name} is not reserved`);
  }
  const res = Object.values(fields).filter((f) => f.reserved === true).map((f) => [f.word, f.lo, f.width]);
  assert.deepEqual(res.sort(), reserved.map((r) => [...r]).sort(), `${what} reserved fields`);
  assert.equal(Object.values(fields).length, expect.length + reserved.length, `${what}: no other fields`);
}

test('VOP1 layout (isa-vop1.md 3.1) and its fixed tag', () => {
  checkLayout('VOP1', VOP1, [['SRC0', 0, 0, 9], ['OPCODE', 0, 9, 8], ['VDST', 0, 17, 8], ['ENCODING', 0, 25, 7]], []);
  assert.equal(VOP1.ENCODING.fixed, 0b0111111);
  for (const f of [VOP1.SRC0, VOP1.OPCODE, VOP1.VDST]) assert.equal(f.fixed, undefined);
});

const VOP3_WORD1: Expect[] = [['SRC0', 1, 0, 9], ['SRC1', 1, 9, 9], ['SRC2', 1, 18, 9], ['OMOD', 1, 27, 2], ['NEG', 1, 29, 3]];

test('VOP3A layout, gcn1.0/1.1 (isa-vop1.md 3.2)', () => {
  checkLayout('VOP3A SI', VOP3A_SI, [['VDST', 0, 0, 8], ['ABS', 0, 8, 3], ['CLAMP', 0, 11, 1], ['OPCODE', 0, 17, 9],
    ['ENCODING', 0, 26, 6], ...VOP3_WORD1], [[0, 12, 5]]);
  assert.equal(VOP3A_SI.ENCODING.fixed, 0b110100);
});

test('VOP3A layout, gcn1.2 (isa-vop1.md 3.2)', () => {
  checkLayout('VOP3A VI', VOP3A_VI, [['VDST', 0, 0, 8], ['ABS', 0, 8, 3], ['CLAMP', 0, 15, 1], ['OPCODE', 0, 16, 10],
    ['ENCODING', 0, 26, 6], ...VOP3_WORD1], [[0, 11, 4]]);
  assert.equal(VOP3A_VI.ENCODING.fixed, 0b110100);
});

test('SDWA dword layout (isa-vop1.md 3.3)', () => {
  checkLayout('SDWA', SDWA, [['SRC0', 1, 0, 8], ['DST_SEL', 1, 8, 3], ['DST_UNUSED', 1, 11, 2], ['CLAMP', 1, 13, 1],
    ['SRC0_SEL', 1, 16, 3], ['SRC0_SEXT', 1, 19, 1], ['SRC0_NEG', 1, 20, 1], ['SRC0_ABS', 1, 21, 1],
    ['SRC1_SEL', 1, 24, 3], ['SRC1_SEXT', 1, 27, 1], ['SRC1_NEG', 1, 28, 1], ['SRC1_ABS', 1, 29, 1]],
  [[1, 14, 2], [1, 22, 2], [1, 30, 2]]);
});

test('DPP dword layout (isa-vop1.md 3.4)', () => {
  checkLayout('DPP', DPP, [['SRC0', 1, 0, 8], ['DPP_CTRL', 1, 8, 9], ['BOUND_CTRL', 1, 19, 1], ['SRC0_NEG', 1, 20, 1],
    ['SRC0_ABS', 1, 21, 1], ['SRC1_NEG', 1, 22, 1], ['SRC1_ABS', 1, 23, 1], ['BANK_MASK', 1, 24, 4],
    ['ROW_MASK', 1, 28, 4]], [[1, 17, 2]]);
});

test('field helpers and encoding predicates', () => {
  // The doc's example: v_rcp_f32 v5, -abs(v6) mul:2 clamp.
  const si = [0xd3540905, 0x28000106];
  const vi = [0xd1628105, 0x28000106];
  assert.equal(getField(si[0]!, VOP3A_SI.OPCODE), 426);
  assert.equal(getField(si[0]!, VOP3A_SI.CLAMP), 1);
  assert.equal(getField(si[0]!, VOP3A_SI.ABS), 1);
  assert.equal(getField(si[0]!, VOP3A_SI.VDST), 5);
  assert.equal(getField(vi[0]!, VOP3A_VI.OPCODE), 354);
  assert.equal(getField(vi[0]!, VOP3A_VI.CLAMP), 1);
  assert.equal(getField(vi[1]!, VOP3A_VI.SRC0), 0x106);
  assert.equal(getField(vi[1]!, VOP3A_VI.OMOD), 1);
  assert.equal(getField(vi[1]!, VOP3A_VI.NEG), 1);
  assert.equal(getField(0x7e020302, VOP1.OPCODE), 1);
  assert.equal(getField(0x7e020302, VOP1.VDST), 1);
  assert.equal(getField(0x7e020302, VOP1.SRC0), 0x102);
  assert.equal(getField(0xffffffff, VOP3A_SI.NEG), 7);
  assert.equal(setField(0, VOP1.ENCODING, 0x3f), 0x7e000000);
  assert.equal(setField(0xffffffff, VOP1.OPCODE, 0), 0xfffe01ff);
  assert.equal(setField(0, VOP3A_SI.NEG, 0xff), 0xe0000000, 'truncated to the field');
  assert.ok(isVop1Word(0x7e020302));
  assert.ok(isVop1Word(0x7fffffff));
  assert.ok(!isVop1Word(0xfe020302));
  assert.ok(!isVop1Word(0x7c020302));
  assert.ok(isVop3Word(0xd3540905));
  assert.ok(isVop3Word(0xd3ffffff));
  assert.ok(!isVop3Word(0xd7540905));
  assert.ok(!isVop3Word(0x7e020302));
});

// --- Operand codes ---------------------------------------------------------------

interface CodeExpect {
  kind: string;
  /** Register number, integer value, or float index. */
  index?: number;
  clrx?: string;
  /** llvm-mc 14 decoder spelling; null = none. */
  llvm: string | null;
  sdst: boolean;
  special?: [string, 'lo' | 'hi' | null];
}

const FLOAT_TEXT = ['0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0', '0.15915494'];
const VI_EXTRA = ['src_shared_base', 'src_shared_limit', 'src_private_base', 'src_private_limit', 'src_pops_exiting_wave_id'];

/** isa-vop1.md section 4.1 (and 4.3 for the destinations), written out per code. */
function expectedCode(g: GenIdx, c: number): CodeExpect {
  const sgprs = [104, 104, 102][g]!;
  const spec = (base: string, half: 'lo' | 'hi' | null): CodeExpect => {
    const name = half === null ? base : `${base}_${half}`;
    return { kind: 'special', clrx: name, llvm: name, sdst: true, special: [base, half] };
  };
  const half = (c & 1) === 0 ? 'lo' : 'hi';
  if (c < sgprs) return { kind: 'sgpr', index: c, clrx: `s${c}`, llvm: `s${c}`, sdst: true };
  if (c === 102 || c === 103) return spec('flat_scratch', half); // gcn1.2 only (sgprs = 102)
  if (c === 104 || c === 105) {
    if (g === 0) return { kind: 'reserved', clrx: `ill_${c}`, llvm: null, sdst: false };
    return spec(g === 1 ? 'flat_scratch' : 'xnack_mask', half);
  }
  if (c === 106 || c === 107) return spec('vcc', half);
  if (c === 108 || c === 109) return spec('tba', half);
  if (c === 110 || c === 111) return spec('tma', half);
  if (c >= 112 && c <= 123) return { kind: 'ttmp', index: c - 112, clrx: `ttmp${c - 112}`, llvm: `ttmp${c - 112}`, sdst: true };
  if (c === 124) return spec('m0', null);
  if (c === 125) return { kind: 'reserved', clrx: 'ill_125', llvm: g === 2 ? 'null' : null, sdst: false };
  if (c === 126 || c === 127) return spec('exec', half);
  if (c >= 128 && c <= 192) return { kind: 'int', index: c - 128, clrx: String(c - 128), llvm: String(c - 128), sdst: false };
  if (c >= 193 && c <= 208) return { kind: 'int', index: 192 - c, clrx: String(192 - c), llvm: String(192 - c), sdst: false };
  if (c >= 209 && c <= 234) return { kind: 'reserved', clrx: `ill_${c}`, llvm: null, sdst: false };
  if (c >= 235 && c <= 239) return { kind: 'reserved', clrx: `ill_${c}`, llvm: g === 2 ? VI_EXTRA[c - 235]! : null, sdst: false };
  if (c >= 240 && c <= 247) return { kind: 'float', index: c - 240, clrx: FLOAT_TEXT[c - 240], llvm: FLOAT_TEXT[c - 240]!, sdst: false };
  if (c === 248) {
    return g === 2 ? { kind: 'float', index: 8, clrx: '0.15915494', llvm: '0.15915494', sdst: false }
      : { kind: 'reserved', clrx: 'ill_248', llvm: null, sdst: false };
  }
  if (c === 249) return g === 2 ? { kind: 'sdwa', llvm: null, sdst: false } : { kind: 'reserved', clrx: 'ill_249', llvm: null, sdst: false };
  if (c === 250) return g === 2 ? { kind: 'dpp', llvm: null, sdst: false } : { kind: 'reserved', clrx: 'ill_250', llvm: null, sdst: false };
  if (c === 251) return { kind: 'cond', clrx: 'vccz', llvm: 'src_vccz', sdst: false };
  if (c === 252) return { kind: 'cond', clrx: 'execz', llvm: 'src_execz', sdst: false };
  if (c === 253) return { kind: 'cond', clrx: 'scc', llvm: 'src_scc', sdst: false };
  if (c === 254) return { kind: 'lds', clrx: 'lds', llvm: 'src_lds_direct', sdst: false };
  if (c === 255) return { kind: 'literal', llvm: null, sdst: false };
  return { kind: 'vgpr', index: c - 256, clrx: `v${c - 256}`, llvm: `v${c - 256}`, sdst: false };
}

test('every one of the 512 operand codes of every generation is classified as in isa-vop1.md 4.1', () => {
  const kinds = new Set(['sgpr', 'special', 'ttmp', 'int', 'float', 'cond', 'lds', 'literal', 'sdwa', 'dpp', 'vgpr', 'reserved']);
  for (const g of GEN_INDICES) {
    const table = codeTable(g);
    assert.equal(table.length, 512, `gcn1.${g}: 512 codes`);
    for (let c = 0; c < 512; c++) {
      const s = table[c]!;
      const e = expectedCode(g, c);
      const where = `gcn1.${g} code ${c}`;
      assert.equal(s.code, c, where);
      assert.ok(kinds.has(s.kind), `${where}: kind ${s.kind}`);
      assert.equal(s.kind, e.kind, `${where}: kind`);
      if (e.index !== undefined) assert.equal(s.index, e.index, `${where}: index`);
      if (e.clrx !== undefined) assert.equal(s.clrx, e.clrx, `${where}: CLRX spelling`);
      assert.equal(s.llvm, e.llvm, `${where}: llvm spelling`);
      if (c < 256) assert.equal(s.sdst, e.sdst, `${where}: usable as SDST`);
      if (e.special !== undefined) assert.deepEqual([s.special?.base, s.special?.half], e.special, `${where}: special`);
      else assert.equal(s.special, null, `${where}: not special`);
    }
  }
});

test('operand-code spot checks: SGPR limits, flat_scratch, xnack_mask, reserved codes', () => {
  const k = (g: GenIdx, c: number) => codeTable(g)[c]!;
  assert.deepEqual([0, 1, 2].map((g) => k(g as GenIdx, 101).kind), ['sgpr', 'sgpr', 'sgpr']);
  assert.deepEqual([0, 1, 2].map((g) => k(g as GenIdx, 103).kind), ['sgpr', 'sgpr', 'special']);
  assert.deepEqual([0, 1, 2].map((g) => k(g as GenIdx, 104).kind), ['reserved', 'special', 'special']);
  assert.equal(k(1, 104).clrx, 'flat_scratch_lo');
  assert.equal(k(2, 102).clrx, 'flat_scratch_lo');
  assert.equal(k(2, 104).clrx, 'xnack_mask_lo');
  assert.equal(k(0, 105).clrx, 'ill_105');
  for (const g of GEN_INDICES) {
    assert.equal(k(g, 125).kind, 'reserved');
    for (let c = 209; c <= 239; c++) assert.equal(k(g, c).kind, 'reserved');
  }
  assert.deepEqual([0, 1, 2].map((g) => k(g as GenIdx, 248).kind), ['reserved', 'reserved', 'float']);
  assert.deepEqual([0, 1, 2].map((g) => k(g as GenIdx, 249).kind), ['reserved', 'reserved', 'sdwa']);
  assert.deepEqual([0, 1, 2].map((g) => k(g as GenIdx, 250).kind), ['reserved', 'reserved', 'dpp']);
  assert.equal(k(0, 192).index, 64);
  assert.equal(k(0, 193).index, -1);
  assert.equal(k(0, 208).index, -16);
  assert.equal(k(2, 511).index, 255);
});

test('inline float constants by operand type (isa-vop1.md 4.2)', () => {
  // code, f16, f32, f64 high, f64 low
  const table: [number, number, number, number, number][] = [
    [240, 0x3800, 0x3f000000, 0x3fe00000, 0],
    [241, 0xb800, 0xbf000000, 0xbfe00000, 0],
    [242, 0x3c00, 0x3f800000, 0x3ff00000, 0],
    [243, 0xbc00, 0xbf800000, 0xbff00000, 0],
    [244, 0x4000, 0x40000000, 0x40000000, 0],
    [245, 0xc000, 0xc0000000, 0xc0000000, 0],
    [246, 0x4400, 0x40800000, 0x40100000, 0],
    [247, 0xc400, 0xc0800000, 0xc0100000, 0],
    [248, 0x3118, 0x3e22f983, 0x3fc45f30, 0x6dc9c882],
  ];
  assert.equal(INLINE_FLOATS.length, table.length);
  for (const [code, f16, f32, hi, lo] of table) {
    const f = INLINE_FLOATS[code - 240]!;
    assert.equal(f.code, code);
    assert.deepEqual([f.f16, f.f32 >>> 0, f.f64hi >>> 0, f.f64lo >>> 0], [f16, f32, hi, lo], `code ${code}`);
    assert.equal(f.text, FLOAT_TEXT[code - 240]);
  }
  assert.equal(INLINE_FLOATS[8]!.textF64, '0.15915494309189532');
  // The f64 pattern is 1/(2pi) truncated (the nearest double ends in ...883).
  const buf = new DataView(new ArrayBuffer(8));
  buf.setUint32(0, 0x3fc45f30);
  buf.setUint32(4, 0x6dc9c882);
  assert.ok(Math.abs(buf.getFloat64(0) - 1 / (2 * Math.PI)) < 1e-16);
});
