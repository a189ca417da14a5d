// Instruction-level tests of the whole-ISA emulator (issue 11): SALU, VALU
// (VOP2/VOPC/VOP3A/VOP3B, carries, 24-bit and high multiplies, bit-field ops,
// lane ops, compares and classes, fused and unfused float ops, MODE rounding,
// the division helpers, VOP3 modifiers, SDWA/DPP), LDS, buffer, FLAT and
// scalar memory, and the run-time errors. Programs and expectations are in
// support/emu-isa-cases.ts (expectations computed there independently);
// llvm-mc 14's encodings of the programs are recorded in
// vectors/emu-isa/encodings.json.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWaveCode } from '../src/emu/wave-run.js';
import { Memory } from '../src/emu/memory.js';
import { CASES, CPUS } from './support/emu-isa-cases.js';

const ENC = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'vectors', 'emu-isa', 'encodings.json'), 'utf8')) as
  Record<string, { asm: string[]; words: string[] }>;

for (const c of CASES) {
  test(c.name, () => {
    for (const cpu of c.cpus ?? CPUS) {
      const e = ENC[`${c.name}|${cpu}`];
      assert.ok(e !== undefined, `no recorded encoding for ${cpu}; rerun vectors/emu-isa/record.mjs`);
      const words = e.words.map((h) => parseInt(h, 16));
      if (c.error !== undefined) {
        assert.throws(() => runWaveCode(words, cpu, { ...(c.init !== undefined ? { init: c.init } : {}) }), c.error, cpu);
        continue;
      }
      let mem = new Memory();
      const r = runWaveCode(words, cpu, {
        init: (w, m) => { mem = m; c.init?.(w, m); },
      });
      const bad = c.check(r.wave, mem, cpu).filter((s) => s !== '');
      assert.deepEqual(bad, [], `${cpu}: ${e.asm.join(' / ')}`);
    }
  });
}
