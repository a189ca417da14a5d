// Records clrxasm 0.1.9's answers for the `clrx` texts of test/vectors/llvm-mc
// that gcnkit's CLRX dialect does not assemble to the recorded words:
// test/vectors/clrx/mc-clrxasm.jsonl.gz, {gen, text, words | error}. The test
// then checks that each such line is one clrxasm also rejects, or one it
// assembles as gcnkit does (clrxdisasm's text then names other words).
// `CLRXASM=... node dist/tools/mc-clrx-oracle.js`
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CPUS, runMc } from '../test/support/mc-asm.js';
import { haveClrxasm, runClrxasm } from '../test/support/clrxasm.js';

if (!haveClrxasm()) { console.error('clrxasm 0.1.9 not found (CLRXASM)'); process.exit(2); }
const out: string[] = [];
for (const [cpu, gi] of CPUS) {
  const bad = runMc(cpu, gi, 'clrx').filter((o) => !o.ok);
  const texts = bad.map((o) => o.src);
  const res = runClrxasm(`gcn1.${gi}`, '', texts);
  let rejected = 0;
  res.forEach((r, i) => {
    const rec: Record<string, unknown> = { gen: gi, text: texts[i] };
    if (r.words === null) { rejected++; rec.error = r.diags.filter((d) => d.kind === 'error').map((d) => `${d.line}:${d.col}: ${d.message}`).join(' | '); } else rec.words = r.words.map((w) => (w >>> 0).toString(16).padStart(8, '0'));
    out.push(JSON.stringify(rec));
  });
  console.log(`${cpu}: ${bad.length} differ, clrxasm rejects ${rejected}`);
}
writeFileSync(process.argv[2] ?? 'test/vectors/clrx/mc-clrxasm.jsonl.gz', gzipSync(out.join('\n') + '\n'));
