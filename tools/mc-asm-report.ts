// Development report: pass counts per encoding of the llvm-mc vectors assembled
// in one dialect, with sample failures. `node dist/tools/mc-asm-report.js clrx tonga [ENC] [N]`
import { CPUS, runMc, tally } from '../test/support/mc-asm.js';

const [dialect = 'clrx', cpu = 'tonga', enc = '', nshow = '8'] = process.argv.slice(2);
const gi = CPUS.find((c) => c[0] === cpu)![1];
const outs = runMc(cpu, gi, dialect as 'clrx' | 'llvm');
for (const [e, [p, t]] of tally(outs)) console.log(`${e.padEnd(10)} ${p}/${t}`);
const bad = outs.filter((o) => !o.ok && (enc === '' || o.enc === enc));
const seen = new Map<string, number>();
for (const o of bad) {
  const key = o.enc + ' ' + o.got.replace(/[0-9a-f]{8}/g, 'W').slice(0, 60);
  const k = seen.get(key) ?? 0;
  seen.set(key, k + 1);
  if (k < Number(nshow)) console.log(`${o.enc}: ${o.text}\n   want ${o.want}\n   got  ${o.got}`);
}
console.log([...seen].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, n]) => `${n}\t${k}`).join('\n'));
