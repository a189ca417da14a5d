// The whole-ISA assembler against LLVM 14's MC-test encodings
// (test/vectors/llvm-mc, ~117,000 cases per dialect): each case's `clrx` text
// (clrxdisasm's) assembled in the CLRX dialect and its `asm` text (llvm-mc's
// own) in the LLVM dialect must give the recorded words. A CLRX line that
// does not is accepted only as clrxasm 0.1.9 treats it
// (test/vectors/clrx/mc-clrxasm.jsonl.gz, recorded by tools/mc-clrx-oracle):
// clrxasm rejects it too, or assembles it to gcnkit's words (clrxdisasm's
// text then stands for other words). LLVM lines likewise against llvm-mc 14's
// answers (test/vectors/llvm-mc/asm-llvm-mc.jsonl.gz, tools/mc-llvm-oracle).
// GCNKIT_REPORT=1 prints the counts.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { CPUS, runMc, tally } from './support/mc-asm.js';

const ORACLE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'vectors', 'clrx', 'mc-clrxasm.jsonl.gz');
interface OracleRec { gen: number; text: string; words?: string[]; error?: string }
const oracle = new Map<string, OracleRec>();
for (const l of gunzipSync(readFileSync(ORACLE)).toString('utf8').split('\n')) {
  if (l === '') continue;
  const r = JSON.parse(l) as OracleRec;
  oracle.set(`${r.gen}|${r.text}`, r);
}

const MC_ORACLE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'vectors', 'llvm-mc', 'asm-llvm-mc.jsonl.gz');
const mcOracle = new Map<string, OracleRec>();
for (const l of gunzipSync(readFileSync(MC_ORACLE)).toString('utf8').split('\n')) {
  if (l === '') continue;
  const r = JSON.parse(l) as OracleRec;
  mcOracle.set(`${r.gen}|${r.text}`, r);
}

const report = process.env['GCNKIT_REPORT'] === '1';
/** Every 7th case by default (the whole set, ~2.5 minutes, with GCNKIT_SWEEP=1 or GCNKIT_REPORT=1). */
const STRIDE = report || process.env['GCNKIT_SWEEP'] === '1' ? 1 : 7;

for (const [cpu, gi] of CPUS) {
  test(`LLVM dialect, ${cpu}: llvm-mc's text of every MC-test encoding assembles to its words (or to what llvm-mc 14 gives for it)`, () => {
    const outs = runMc(cpu, gi, 'llvm', STRIDE);
    const bad: string[] = [];
    let asMc = 0;
    for (const o of outs) {
      if (o.ok) continue;
      const r = mcOracle.get(`${gi}|${o.text}`);
      if (r !== undefined && r.words !== undefined && r.words.join(' ') === o.got) { asMc++; continue; }
      if (r !== undefined && r.error !== undefined && o.got.startsWith('ERR')) { asMc++; continue; }
      bad.push(`${o.text}\n  want ${o.want}\n  got  ${o.got}\n  llvm-mc ${r === undefined ? '(not recorded)' : r.error ?? r.words!.join(' ')}`);
    }
    if (report) {
      console.log(`LLVM ${cpu}: ${outs.length - bad.length - asMc} words equal, ${asMc} as llvm-mc (other words for the text)`);
      for (const [e, [p, t]] of tally(outs)) console.log(`  ${e.padEnd(10)} ${p}/${t}`);
    }
    assert.equal(bad.length, 0, `${bad.length} of ${outs.length}:\n${bad.slice(0, 10).join('\n')}`);
  });
}

for (const [cpu, gi] of CPUS) {
  test(`CLRX dialect, ${cpu}: clrxdisasm's text of every MC-test encoding assembles to its words (or as clrxasm does)`, () => {
    const outs = runMc(cpu, gi, 'clrx', STRIDE);
    const bad: string[] = [];
    let asClrxasm = 0;
    for (const o of outs) {
      if (o.ok) continue;
      const r = oracle.get(`${gi}|${o.src}`);
      if (r !== undefined && r.error !== undefined && o.got.startsWith('ERR')) { asClrxasm++; continue; }
      if (r !== undefined && r.words !== undefined && r.words.join(' ') === o.got) { asClrxasm++; continue; }
      bad.push(`${o.text}\n  want ${o.want}\n  got  ${o.got}\n  clrxasm ${r === undefined ? '(not recorded)' : r.error ?? r.words!.join(' ')}`);
    }
    if (report) {
      console.log(`CLRX ${cpu}: ${outs.length - bad.length - asClrxasm} words equal, ${asClrxasm} as clrxasm (rejected or other words)`);
      for (const [e, [p, t]] of tally(outs)) console.log(`  ${e.padEnd(10)} ${p}/${t}`);
    }
    assert.equal(bad.length, 0, `${bad.length} of ${outs.length}:\n${bad.slice(0, 10).join('\n')}`);
  });
}
