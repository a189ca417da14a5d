// Instruction-level tests that cover the emulator's remaining scalar, SMEM
// and VALU/VOPC rows (issue 11): programs and expectations in
// support/emu-isa-cover-a-cases.ts, encodings recorded in
// vectors/emu-isa-cover-a/encodings.json (llvm-mc 14 / clrxasm).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWaveCode } from '../src/emu/wave-run.js';
import { Memory } from '../src/emu/memory.js';
import { CPUS } from './support/emu-isa-cases.js';
import { COVER_A_CASES } from './support/emu-isa-cover-a-cases.js';

const ENC = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'vectors', 'emu-isa-cover-a', 'encodings.json'), 'utf8')) as
  Record<string, { asm: string[]; words: string[] }>;

for (const c of COVER_A_CASES) {
  test(c.name, () => {
    for (const cpu of c.cpus ?? CPUS) {
      const e = ENC[`${c.name}|${cpu}`];
      assert.ok(e !== undefined, `no recorded encoding for ${cpu}; rerun vectors/emu-isa-cover-a/record.mjs`);
      const words = e.words.map((h) => parseInt(h, 16));
      if (c.error !== undefined) {
        assert.throws(() => runWaveCode(words, cpu, { ...(c.init !== undefined ? { init: c.init } : {}) }), c.error, cpu);
        continue;
      }
      let mem = new Memory();
      const r = runWaveCode(words, cpu, { init: (w, m) => { mem = m; c.init?.(w, m); } });
      const bad = c.check(r.wave, mem, cpu).filter((s) => s !== '');
      assert.deepEqual(bad, [], `${cpu}: ${e.asm.join(' / ')}`);
    }
  });
}
