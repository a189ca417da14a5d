// Records llvm-mc 14's answers for the `asm` texts of test/vectors/llvm-mc that
// gcnkit's LLVM dialect does not assemble to the recorded words (the words of
// a disassembler test, which llvm-mc prints lossily, or a reassembly that picks
// another encoding): test/vectors/llvm-mc/asm-llvm-mc.jsonl.gz,
// {gen, text, words | error}. `node dist/tools/mc-llvm-oracle.js`
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CPUS, runMc } from '../test/support/mc-asm.js';
import { llvmMcProblem, roundTrip } from '../test/support/llvm-rt.js';

const why = llvmMcProblem();
if (why !== null) { console.error(why); process.exit(2); }
const out: string[] = [];
for (const [cpu, gi] of CPUS) {
  const bad = runMc(cpu, gi, 'llvm').filter((o) => !o.ok);
  const res = roundTrip(gi, bad.map((o) => ({ text: o.text, words: [] })) as never);
  let rejected = 0;
  res.forEach((r, i) => {
    const rec: Record<string, unknown> = { gen: gi, text: bad[i]!.text };
    const g = r.got as { error?: string } | number[];
    if (!Array.isArray(g)) { rejected++; rec.error = g.error; } else rec.words = g.map((w) => (w >>> 0).toString(16).padStart(8, '0'));
    out.push(JSON.stringify(rec));
  });
  console.log(`${cpu}: ${bad.length} differ, llvm-mc rejects ${rejected}`);
}
writeFileSync(process.argv[2] ?? 'test/vectors/llvm-mc/asm-llvm-mc.jsonl.gz', gzipSync(out.join('\n') + '\n'));
