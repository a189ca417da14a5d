// Coverage of the instruction-level emulator tests (issue 11): runs the
// program of every case in test/support/emu-isa*.ts (NAME[-cases].ts, its
// encodings in test/vectors/NAME/encodings.json) while src/emu/compile-hook.ts records the rows compiled, and
// checks that every compute row of every generation ran, or is on the
// commented allow-list in support/emu-isa-coverage-allow.ts.
// GCNKIT_COVERAGE_REPORT=1 prints the rows not covered.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runWaveCode } from '../src/emu/wave-run.js';
import { setCompileObserver } from '../src/emu/compile-hook.js';
import { allInstrs } from '../src/isa/table/index.js';
import { CPUS, type IsaCase } from './support/emu-isa-cases.js';
import { COVERAGE_ALLOW } from './support/emu-isa-coverage-allow.js';

const here = dirname(fileURLToPath(import.meta.url));
const GEN_CPU = ['tahiti', 'hawaii', 'tonga'] as const;

/** Compute rows x generations: everything but graphics-only encodings and decode-only rows. */
function computeRows(): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of allInstrs()) {
    if (['EXP', 'VINTRP', 'MIMG'].includes(r.enc)) continue;
    if ((r.p as { kind?: string } | undefined)?.kind === 'vop3interp') continue;
    if ((r.opts as { decodeOnly?: boolean } | undefined)?.decodeOnly === true) continue;
    r.op.forEach((o, g) => { if (o !== null && o !== undefined) out.set(`${r.name}@${GEN_CPU[g]}`, r.enc); });
  }
  return out;
}

test('every compute row x generation is run by an emu-isa case (or allow-listed with a reason)', async () => {
  const seen = new Set<string>();
  setCompileObserver((name, g) => { seen.add(`${name}@${GEN_CPU[g]}`); });
  try {
    const dir = join(here, 'support');
    const files = readdirSync(dir).filter((f) => /^emu-isa.*\.js$/.test(f)).sort();
    assert.ok(files.length >= 3, `case files: ${files.join(', ')}`);
    for (const f of files) {
      const mod = await import(pathToFileURL(join(dir, f)).href) as Record<string, unknown>;
      const lists = Object.values(mod).filter((v): v is IsaCase[] =>
        Array.isArray(v) && v.length > 0 && typeof (v[0] as IsaCase).check === 'function' && typeof (v[0] as IsaCase).name === 'string');
      if (lists.length === 0) continue; // not a case file
      const vec = f.replace(/(-cases)?\.js$/, '');
      const encPath = join(here, '..', '..', 'test', 'vectors', vec, 'encodings.json');
      assert.ok(existsSync(encPath), `support/${f.replace(/\.js$/, '.ts')}: its encodings belong in test/vectors/${vec}/encodings.json`);
      const enc = JSON.parse(readFileSync(encPath, 'utf8')) as Record<string, { words: string[] }>;
      for (const c of lists.flat()) {
        for (const cpu of c.cpus ?? CPUS) {
          const e = enc[`${c.name}|${cpu}`];
          if (e === undefined) continue; // the case's own test reports it
          try { runWaveCode(e.words.map((h) => parseInt(h, 16)), cpu, { ...(c.init !== undefined ? { init: c.init } : {}) }); } catch { /* error cases */ }
        }
      }
    }
  } finally { setCompileObserver(null); }
  const rows = computeRows();
  const allowed = (k: string): boolean => COVERAGE_ALLOW.has(`enc:${rows.get(k)!}`) || COVERAGE_ALLOW.has(k.split('@')[0]!) || COVERAGE_ALLOW.has(k);
  const missing = [...rows.keys()].filter((k) => !seen.has(k) && !allowed(k));
  if (process.env.GCNKIT_COVERAGE_REPORT === '1') {
    const run = [...rows.keys()].filter((k) => seen.has(k)).length;
    console.log(`rows x gens ${rows.size}, run ${run}, allow-listed and not run ${rows.size - run - missing.length}, missing ${missing.length}`);
    console.log(missing.join('\n'));
  }
  // A row-level entry whose rows now all run is stale (whole-encoding entries are reviewed by hand).
  const stale = [...COVERAGE_ALLOW.keys()].filter((k) => !k.startsWith('enc:')).filter((k) => {
    const rs = [...rows.keys()].filter((r) => r === k || r.startsWith(k + '@'));
    return rs.length > 0 && rs.every((r) => seen.has(r));
  });
  assert.deepEqual(stale, [], 'allow-listed rows that all run now: drop them from the list');
  assert.deepEqual(missing, [], `${missing.length} rows x generations no emu-isa case runs`);
});
