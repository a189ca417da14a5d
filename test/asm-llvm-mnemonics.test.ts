// Every mnemonic llvm-mc 14 accepts on GCN 1.0, 1.1 and 1.2 (src/isa/llvm-mnemonics.ts, read
// from llvm-mc for tahiti, hawaii and tonga) is one gcnkit's LLVM dialect assembles there: a
// row of the whole-ISA tables (its name, an alias, a derived _g16/_pad_s_nop name) or a VOP1
// op. A name llvm-mc refuses on a generation is not assembled there either.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { namesOf } from '../src/asm/isa/names.js';
import { findOp } from '../src/isa/instructions.js';
import { llvmMnemonicStatus, llvmMnemonics } from '../src/isa/llvm-mnemonics.js';
import { GENERATIONS } from '../src/index.js';

test('asm-llvm-mnemonics: every mnemonic llvm-mc 14 accepts on a generation has a row there, and no other', () => {
  const missing: string[] = [];
  const extra: string[] = [];
  for (const gi of [0, 1, 2] as const) {
    const names = namesOf('llvm', gi);
    for (const n of llvmMnemonics()) {
      const st = llvmMnemonicStatus(gi, n) ?? 0;
      if (st !== 0 && !names.has(n) && findOp(n) === undefined) missing.push(`${GENERATIONS[gi]!.id} ${n}`);
    }
    for (const [n, hit] of names) {
      if (hit.suffix !== '' && n.endsWith(`_${hit.suffix}`)) continue;
      if (hit.refused === true) continue;
      if ((llvmMnemonicStatus(gi, n) ?? 0) === 0) extra.push(`${GENERATIONS[gi]!.id} ${n}`);
    }
  }
  assert.deepEqual(missing, []);
  assert.deepEqual(extra, []);
});
