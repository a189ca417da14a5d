// Encodes the programs of test/support/emu-isa-cover-a-cases.ts and writes
// encodings.json (see README.md): llvm-mc 14, or clrxasm for the CPUs a case
// lists in `clrx` (GCN 1.0 names llvm-mc lacks). Run after `npm run build`:
//   node test/vectors/emu-isa-cover-a/record.mjs      (LLVM_MC, CLRXASM select the tools)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { COVER_A_CASES } = await import(join(here, '..', '..', '..', 'dist', 'test', 'support', 'emu-isa-cover-a-cases.js'));
const CPUS = ['tahiti', 'hawaii', 'tonga'];
const mc = process.env.LLVM_MC ?? 'llvm-mc';
const clrxasm = process.env.CLRXASM ?? '/tmp/clrx/build/programs/clrxasm';
const GPU = { tahiti: 'Tahiti', hawaii: 'Hawaii', tonga: 'Tonga' };
const out = {};
let failed = false;
for (const c of COVER_A_CASES) {
  for (const cpu of c.cpus ?? CPUS) {
    const src = (typeof c.asm === 'string' ? c.asm : c.asm(cpu)) + '\ns_endpgm\n';
    const words = [];
    try {
      if ((c.clrx ?? []).includes(cpu)) {
        const dir = mkdtempSync(join(tmpdir(), 'gcnkit-rec-'));
        writeFileSync(join(dir, 'a.s'), `.gpu ${GPU[cpu]}\n${src}`);
        execFileSync(clrxasm, ['-b', 'rawcode', '-o', join(dir, 'a.bin'), join(dir, 'a.s')], { stdio: ['ignore', 'pipe', 'pipe'] });
        const b = readFileSync(join(dir, 'a.bin'));
        rmSync(dir, { recursive: true });
        for (let i = 0; i + 3 < b.length; i += 4) words.push(b.readUInt32LE(i));
      } else {
        const text = execFileSync(mc, ['-arch=amdgcn', `-mcpu=${cpu}`, '-show-encoding'], { input: src, stdio: ['pipe', 'pipe', 'pipe'] }).toString();
        const bytes = [];
        for (const m of text.matchAll(/encoding: \[([^\]]*)\]/g)) for (const x of m[1].split(',')) bytes.push(Number(x));
        for (let i = 0; i < bytes.length; i += 4) words.push((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);
      }
    } catch (e) {
      console.error(`${c.name} (${cpu}):\n${e.stderr ?? e}`);
      failed = true;
      continue;
    }
    out[`${c.name}|${cpu}`] = { asm: src.trim().split('\n'), words: words.map((w) => w.toString(16).padStart(8, '0')), tool: (c.clrx ?? []).includes(cpu) ? 'clrxasm 0.1.9' : 'llvm-mc 14' };
  }
}
if (failed) process.exit(1);
writeFileSync(join(here, 'encodings.json'), JSON.stringify(out, null, 1) + '\n');
console.log(Object.keys(out).length, 'programs');
