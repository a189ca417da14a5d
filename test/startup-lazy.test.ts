// Start-up by design (issue 8 §4): the instruction tables are built on first
// use, one family and one decode space of one generation at a time, and the
// LLVM dialect's mnemonics are resolved on demand. These tests guard that
// design (not timings): a regression to construction at import, or to
// building every encoding's tables for one VOP1 word or one line, fails
// here. The lazy forms are also checked against what building everything
// eagerly gives (the rules the eager builders followed, written out again).
//
// Each test file runs in a process of its own, so the module state starts
// fresh; the laziness tests run first, before anything builds the tables.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { disassemble } from '../src/disasm/disassembler.js';
import { assemble } from '../src/asm/assembler.js';
import { llvmMnemonicEntry } from '../src/asm/llvm.js';
import {
  SPACE_SIZE, allInstrs, opcodeMap, spaceOf, tableBuildLog, type Instr, type Space,
} from '../src/isa/table/index.js';
import { GENERATIONS, type GenIndex } from '../src/isa/generations.js';
import { OPS } from '../src/isa/instructions.js';
import { LLVM_NO_SUFFIX_ALIAS, llvmMnemonics, llvmMnemonicStatus } from '../src/isa/llvm-mnemonics.js';

test('importing the disassembler and the assemblers builds no instruction table', () => {
  assert.deepEqual(tableBuildLog(), []);
});

test('assembling one VOP1 line (either dialect) builds no whole-ISA table', () => {
  for (const syntax of ['clrx', 'llvm'] as const) {
    const r = assemble('v_mov_b32 v1, v2\n', { arch: 2, syntax });
    assert.deepEqual(Array.from(r.bytes), [0x02, 0x03, 0x02, 0x7e], syntax);
  }
  assert.deepEqual(tableBuildLog(), []);
});

test('disassembling one VOP1 word builds the VOP1 rows and the VOP1 map of that generation only', () => {
  const r = disassemble(Uint32Array.of(0x7e020302), { arch: 2, header: false });
  assert.match(r.text, /v_mov_b32\s+v1, v2/);
  assert.deepEqual(tableBuildLog(), ['VOP1@2', 'VOP1']);
  disassemble(Uint32Array.of(0x7e020302), { arch: 2, header: false, syntax: 'llvm' });
  assert.deepEqual(tableBuildLog(), ['VOP1@2', 'VOP1']);
  // A VOP3 word needs the families with a VOP3 form, nothing else.
  disassemble(Uint32Array.of(0xd1628105, 0x28000106), { arch: 2, header: false });
  assert.deepEqual(new Set(tableBuildLog()), new Set(['VOP1@2', 'VOP1', 'VOP3@2', 'VOP2', 'VOPC', 'VOP3', 'VINTRP']));
});

test('opcode maps built per space equal the eager build over every row in table order', () => {
  const all = allInstrs();
  assert.equal(new Set(all.map((r) => r.id)).size, all.length, 'row ids are unique');
  for (const g of GENERATIONS) {
    const gi = g.index as GenIndex;
    // The eager rule: every row in table order; a native row takes a free (or decode-only) slot,
    // a VOP3 image only a free one.
    const m = {} as Record<Space, (Instr | null)[]>;
    for (const sp of Object.keys(SPACE_SIZE) as Space[]) m[sp] = new Array(SPACE_SIZE[sp][gi]).fill(null);
    for (const r of all) {
      const op = r.op[gi];
      if (op !== null) {
        const t = m[spaceOf(r.enc)];
        if (t[op] === null || t[op]!.opts.decodeOnly) t[op] = r;
      }
      const v3 = r.vop3[gi];
      if (r.enc !== 'VOP3' && v3 !== null && v3 !== undefined && m.VOP3[v3] === null) m.VOP3[v3] = r;
    }
    for (const sp of Object.keys(SPACE_SIZE) as Space[]) {
      const got = opcodeMap(gi, sp);
      assert.equal(got.length, m[sp].length, `${sp} on ${g.id}`);
      for (let op = 0; op < got.length; op++) assert.equal(got[op], m[sp][op], `${sp} ${op} on ${g.id}`);
    }
  }
});

test('LLVM mnemonics resolved on demand equal the eager table', () => {
  for (const gen of GENERATIONS) {
    const gi = gen.index as GenIndex;
    // The eager table: gcnkit's ops and their suffixed aliases first, then LLVM's names in sorted
    // order, each followed by its suffixed aliases (v_ names), none replacing an earlier entry.
    const byName = new Map<string, { op: string | null; alias: boolean; status: number }>();
    for (const o of OPS) {
      if (!o.llvm.known) continue;
      byName.set(o.name, { op: o.name, alias: false, status: 0 });
      for (const s of o.llvm.aliasSuffixes) byName.set(`${o.name}_${s}`, { op: o.name, alias: true, status: 0 });
    }
    for (const n of llvmMnemonics()) {
      if (byName.has(n)) continue;
      const status = llvmMnemonicStatus(gi, n)!;
      byName.set(n, { op: null, alias: false, status });
      if (!n.startsWith('v_') || LLVM_NO_SUFFIX_ALIAS.has(n)) continue;
      for (const s of ['e32', 'e64', 'sdwa', 'dpp']) if (!byName.has(`${n}_${s}`)) byName.set(`${n}_${s}`, { op: null, alias: true, status });
    }
    const names = new Set(byName.keys());
    for (const n of [...names]) for (const s of ['e32', 'e64', 'sdwa', 'dpp', 'x']) names.add(`${n}_${s}`);
    for (const n of ['', 'foo', '_e32', 'v_', 'v_e32']) names.add(n);
    for (const n of names) assert.deepEqual(llvmMnemonicEntry(gen, n), byName.get(n) ?? null, `${n} on ${gen.id}`);
  }
});
