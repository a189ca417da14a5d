// Records clrxasm 0.1.9's answers as test vectors:
//   node dist/test/support/clrx-record.js > test/vectors/clrx/clrxasm_0.1.9.jsonl  (then gzip -9)
//   node dist/test/support/clrx-record.js --probes test/support/clrx-probes-2.txt \
//     > test/vectors/clrx/clrxasm_0.1.9-probes-2.jsonl   (later probe lines only, every generation)
// Needs clrxasm (CLRXASM, default /tmp/clrx/build/programs/clrxasm). Only clrxasm's
// observable outputs are stored (bytes, messages with their line and column).
//
// Cases: gcnkit's CLRX printing of random words and the syntax generator's
// lines (fixed seeds), the probe lines of test/support/clrx-probes.txt (one per
// line, written while comparing the two assemblers), and multi-line cases
// (continuations, comments across lines, symbols, .gpu) assembled alone.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATIONS, type GenIndex } from '../../src/index.js';
import { disasmLines, PRELUDE, syntaxLines } from './clrx-gen.js';
import { runClrxasm, runClrxasmSolo, type OracleResult } from './clrxasm.js';
import { mulberry32 } from './isa-facts.js';

const here = dirname(fileURLToPath(import.meta.url));
const PROBES = readFileSync(join(here, '..', '..', '..', 'test', 'support', 'clrx-probes.txt'), 'utf8')
  .split('\n').filter((l) => l.trim() !== '');

/** Cases of several lines, each assembled alone and without the prelude. */
export const MULTI_LINE: readonly string[] = [
  'v_mov_b32 v1, \\\nv2 junk',
  'v_mov_b32 v1, \\\n\\\n\\\nv2 junk',
  'v_mov_\\\nb32 v1, v2',
  'v_mov_b32 v1, v2 # c \\\nv_nop',
  'v_mov_b32 v1, v2 \\ \nv_nop',
  'v_mov_b32 v1, /* c\n */ v2',
  'v_mov_b32 v1, v2 /* c\n */ v_nop',
  'v_mov_b32 v1, v2 /* c\n v_nop */ clamp',
  'v_nop # c /* x\nv_nop',
  'v_nop ; /* x\nv_nop */ v_nop',
  'v_mov_b32 v1, fw\nfw = 1\nfw = 2',
  'fw = 1\nv_mov_b32 v1, fw\nfw = 2',
  'v_mov_b32 v1, p+q\np = 1\nv_nop\nq = p\np = 100',
  'fa = fb\nfa = 2\nfb = 1\nv_mov_b32 v1, fa',
  'v_mov_b32 v1, c0\nc0 = c1\nc1 = c2\nc2 = c3\nc3 = 7',
  'v_mov_b32 v1, fu\nfu = 1/0',
  'v_mov_b32 v1, fu\nfu = 0x100000000',
  '.equiv q, 1\n.equiv q, 2\nv_mov_b32 v1, q',
  'q = 1\n.equiv q, 2',
  '.L2 = 3\n.L2: v_mov_b32 v1, .L2',
  '.L2: v_nop\n.L2 = 3',
  'la2: v_nop\nlb2: v_mov_b32 v1, lb2 - la2',
  'la2: v_nop\nlb2: v_mov_b32 v1, lc2 - lb2\nlc2:',
  'la2: v_nop\nlb2: v_mov_b32 v1, lb2 + la2',
  'v_trunc_f64 v[0:1], v[2:3]\n.gpu Bonaire',
  '.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]',
  'x2 = 1\n.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]',
  'la2:\n.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]',
  '.text\n.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]',
  '.rawcode\n.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]',
  '.gpu tonga\n.gpu Bonaire\nv_trunc_f64 v[0:1], v[2:3]\nv_log_clamp_f32 v1, v2',
  '.arch gcn1.2\n.gpu Bonaire\nv_nop vop3',
  '.gpu verde',
  '.gpu kaveri',
  '.arch hawaii',
  '.gpu',
  '.arch gcn1.2 x',
  'v_nop\n.gpu Bonaireee',
];

function record(gen: string, kind: string, input: string, o: OracleResult, solo: boolean): string {
  const rec: Record<string, unknown> = { gen, kind, input };
  if (solo) rec['prelude'] = false;
  if (o.words !== null) rec['words'] = o.words.map((w) => w.toString(16).padStart(8, '0'));
  if (o.bytes !== undefined) rec['bytes'] = o.bytes;
  if (o.diags.length > 0) rec['diags'] = o.diags;
  return JSON.stringify(rec);
}

function main(): void {
  const out: string[] = [];
  out.push(JSON.stringify({
    origin: 'clrxasm 0.1.9 (CLRX git fb8fbf97), `clrxasm -b rawcode -A ARCH`; observable outputs only',
    prelude: PRELUDE,
  }));
  for (const g of [0, 1, 2] as GenIndex[]) {
    const arch = GENERATIONS[g]!.id;
    const groups: [string, string[]][] = [
      ['disasm', disasmLines(g, mulberry32(100 + g), 3000)],
      ['syntax', syntaxLines(g, mulberry32(200 + g), 4000)],
      ['probe', PROBES],
    ];
    for (const [kind, lines] of groups) {
      const res = runClrxasm(arch, PRELUDE, lines);
      lines.forEach((l, i) => out.push(record(arch, kind, l, res[i]!, false)));
    }
    for (const m of MULTI_LINE) out.push(record(arch, 'multi-line', m, runClrxasmSolo(arch, m), true));
  }
  process.stdout.write(out.join('\n') + '\n');
}

/** Probe lines of `file` only (with the prelude), on every generation. */
function probesOnly(file: string): void {
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const out: string[] = [JSON.stringify({
    origin: 'clrxasm 0.1.9 (CLRX git fb8fbf97), `clrxasm -b rawcode -A ARCH`; observable outputs only',
    prelude: PRELUDE,
  })];
  for (const g of [0, 1, 2] as GenIndex[]) {
    const arch = GENERATIONS[g]!.id;
    const res = runClrxasm(arch, PRELUDE, lines);
    lines.forEach((l, i) => out.push(record(arch, 'probe', l, res[i]!, false)));
  }
  process.stdout.write(out.join('\n') + '\n');
}

if (process.argv[1]?.endsWith('clrx-record.js')) {
  const at = process.argv.indexOf('--probes');
  if (at > 0) probesOnly(process.argv[at + 1]!);
  else main();
}
