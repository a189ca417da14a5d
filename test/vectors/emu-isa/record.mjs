// Encodes the programs of test/support/emu-isa-cases.ts with llvm-mc 14 and
// writes encodings.json (see README.md). Run after `npm run build`:
//   node test/vectors/emu-isa/record.mjs      (LLVM_MC selects the tool)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { CASES, CPUS } = await import(join(here, '..', '..', '..', 'dist', 'test', 'support', 'emu-isa-cases.js'));
const mc = process.env.LLVM_MC ?? 'llvm-mc';
const out = {};
let failed = false;
for (const c of CASES) {
  for (const cpu of c.cpus ?? CPUS) {
    const src = (typeof c.asm === 'string' ? c.asm : c.asm(cpu)) + '\ns_endpgm\n';
    let text;
    try {
      text = execFileSync(mc, ['-arch=amdgcn', `-mcpu=${cpu}`, '-show-encoding'], { input: src, stdio: ['pipe', 'pipe', 'pipe'] }).toString();
    } catch (e) {
      console.error(`${c.name} (${cpu}):\n${e.stderr}`);
      failed = true;
      continue;
    }
    const bytes = [];
    for (const m of text.matchAll(/encoding: \[([^\]]*)\]/g)) for (const b of m[1].split(',')) bytes.push(Number(b));
    const words = [];
    for (let i = 0; i < bytes.length; i += 4) words.push((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);
    out[`${c.name}|${cpu}`] = { asm: src.trim().split('\n'), words: words.map((w) => w.toString(16).padStart(8, '0')) };
  }
}
if (failed) process.exit(1);
writeFileSync(join(here, 'encodings.json'), JSON.stringify(out, null, 1) + '\n');
console.log(Object.keys(out).length, 'programs');
