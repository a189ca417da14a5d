// Records llvm-mc 14's answer for hand-picked probe lines: a text file of
// `cpu<TAB>line` (tahiti, hawaii or tonga; blank lines and # comments skipped)
// becomes JSON lines {gen, text, words} or {gen, text, col, error}, the
// expectations of test/asm-llvm-probes.test.ts.
// `node dist/tools/llvm-probe-record.js IN.txt OUT.jsonl`
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { CPUS, LLVM_MC, llvmMcProblem } from '../test/support/llvm-rt.js';

const [inFile, outFile] = process.argv.slice(2);
const why = llvmMcProblem();
if (why !== null || inFile === undefined || outFile === undefined) {
  console.error(why ?? 'usage: llvm-probe-record IN.txt OUT.jsonl');
  process.exit(2);
}
const probes = readFileSync(inFile, 'utf8').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).map((l) => {
  const tab = l.indexOf('\t');
  return { cpu: l.slice(0, tab), text: l.slice(tab + 1) };
});
const out: string[] = [];
for (const p of probes) {
  const gen = CPUS.indexOf(p.cpu as typeof CPUS[number]);
  if (gen < 0) { console.error(`unknown cpu ${p.cpu}`); process.exit(2); }
  // One process per line: llvm-mc's first error is the answer, as gcnkit's first error is compared.
  const r = spawnSync(LLVM_MC, ['-arch=amdgcn', `-mcpu=${p.cpu}`, '-show-encoding'], { input: p.text + '\n', encoding: 'utf8' });
  const err = /^<stdin>:1:(\d+): error: (.*)$/m.exec(r.stderr);
  if (err !== null) { out.push(JSON.stringify({ gen, text: p.text, col: Number(err[1]), error: err[2] })); continue; }
  const bytes: number[] = [];
  for (const m of r.stdout.matchAll(/encoding: \[([^\]]*)\]/g)) for (const b of m[1]!.split(',')) bytes.push(Number(b));
  const words: string[] = [];
  for (let i = 0; i + 3 < bytes.length; i += 4) {
    words.push(((bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)) >>> 0).toString(16).padStart(8, '0'));
  }
  out.push(JSON.stringify({ gen, text: p.text, words }));
}
writeFileSync(outFile, out.join('\n') + '\n');
console.log(`${out.length} probes recorded`);
