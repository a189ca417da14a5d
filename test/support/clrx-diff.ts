// gcnkit's CLRX-dialect assembler against clrxasm on generated lines:
// classification of the differences, and the record of clrxasm's answers as
// test vectors (test/vectors/clrx/clrxasm_*.jsonl).
//
//   node dist/test/support/clrx-diff.js [--gen 0|1|2] [--kind syntax|disasm] [--n N] [--seed S]
//        [--show K] [--record FILE] [--lines FILE]

import { appendFileSync, readFileSync } from 'node:fs';
import { ClrxAssembler } from '../../src/asm/clrx.js';
import { assembleText } from '../../src/asm/pipeline/collect.js';
import { GENERATIONS, type GenIndex } from '../../src/index.js';
import { disasmLines, PRELUDE, syntaxLines } from './clrx-gen.js';
import { runClrxasm, type OracleDiag, type OracleResult } from './clrxasm.js';
import { mulberry32 } from './isa-facts.js';

export interface GcnkitAnswer {
  words: number[] | null;
  diags: OracleDiag[];
}

const PRELUDE_LINES = PRELUDE.split('\n').length;
let preludeBytes = -1;

/** gcnkit on one case (after the PRELUDE unless `prelude` is false), in the oracle's terms. */
export function gcnkitCase(g: GenIndex, input: string, prelude = true): GcnkitAnswer {
  if (preludeBytes < 0) preludeBytes = assembleText(PRELUDE, new ClrxAssembler(GENERATIONS[g]!, 0)).bytes.length;
  const r = assembleText(prelude ? PRELUDE + '\n' + input : input, new ClrxAssembler(GENERATIONS[g]!, 0));
  const skip = prelude ? PRELUDE_LINES : 0;
  const diags = r.diagnostics.map((d) => ({ line: d.line - skip, col: d.col, kind: d.severity, message: d.message }));
  if (r.errorCount > 0) return { words: null, diags };
  const words: number[] = [];
  const b = r.bytes.subarray(prelude ? preludeBytes : 0);
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let k = 0; k + 4 <= b.length; k += 4) words.push(dv.getUint32(k, true));
  return { words, diags };
}

const hex = (w: readonly number[] | null) => (w === null ? 'error' : w.map((x) => x.toString(16).padStart(8, '0')).join(' '));
const first = (d: readonly OracleDiag[], kind: 'error' | 'warning') => d.find((x) => x.kind === kind);
const showDiag = (d: OracleDiag | undefined) => (d === undefined ? '-' : `${d.line}:${d.col} ${d.message}`);

/** The kind of difference, or null when gcnkit answers as clrxasm does. */
export function classify(o: OracleResult, k: GcnkitAnswer): string | null {
  const oe = first(o.diags, 'error');
  const ke = first(k.diags, 'error');
  if (oe === undefined && ke === undefined) {
    if (hex(o.words) !== hex(k.words)) return 'bytes';
    const ow = o.diags.filter((x) => x.kind === 'warning').map(showDiag).join(' | ');
    const kw = k.diags.filter((x) => x.kind === 'warning').map(showDiag).join(' | ');
    return ow === kw ? null : 'warnings';
  }
  if (oe === undefined) return 'gcnkit rejects';
  if (ke === undefined) return 'gcnkit accepts';
  // gcnkit may add a hint in parentheses ("Unknown instruction (v_x exists on GCN 1.2 only)").
  if (oe.message !== ke.message && !ke.message.startsWith(oe.message + ' (')) return 'message';
  if (oe.line !== ke.line || oe.col !== ke.col) return 'position';
  return null;
}

function main(): void {
  const args = new Map<string, string>();
  const av = process.argv.slice(2);
  for (let i = 0; i < av.length; i++) {
    const k = av[i]!.replace(/^--/, '');
    if (k === 'all') { args.set(k, ''); continue; }
    args.set(k, av[++i] ?? '');
  }
  const g = Number(args.get('gen') ?? 2) as GenIndex;
  const kind = args.get('kind') ?? 'syntax';
  const n = Number(args.get('n') ?? 5000);
  const seed = Number(args.get('seed') ?? 1);
  const show = Number(args.get('show') ?? 10);
  const rnd = mulberry32(seed);
  const lines = args.has('lines') ? readFileSync(args.get('lines')!, 'utf8').split('\n').filter((l) => l !== '')
    : kind === 'disasm' ? disasmLines(g, rnd, n) : syntaxLines(g, rnd, n);
  const arch = GENERATIONS[g]!.id;
  const oracle = runClrxasm(arch, PRELUDE, lines);
  const classes = new Map<string, string[]>();
  let accepted = 0;
  let rejected = 0;
  for (let i = 0; i < lines.length; i++) {
    const o = oracle[i]!;
    if (o.words === null) rejected++; else accepted++;
    const k = gcnkitCase(g, lines[i]!);
    const c = classify(o, k);
    if (args.has('record')) {
      const rec: Record<string, unknown> = { gen: arch, kind, input: lines[i] };
      if (o.words !== null) rec['words'] = o.words.map((w) => w.toString(16).padStart(8, '0'));
      if (o.bytes !== undefined) rec['bytes'] = o.bytes;
      if (o.diags.length > 0) rec['diags'] = o.diags;
      appendFileSync(args.get('record')!, JSON.stringify(rec) + '\n');
    }
    if (args.has('all')) console.log(`${c === null ? '  ' : '! '}${JSON.stringify(lines[i])}\n      clrxasm: ${hex(o.words)} ${o.diags.map(showDiag).join(' | ')}${c === null ? '' : `\n      gcnkit:  ${hex(k.words)} ${k.diags.map(showDiag).join(' | ')}`}`);
    if (c === null) continue;
    let l = classes.get(c);
    if (l === undefined) classes.set(c, l = []);
    l.push(`${JSON.stringify(lines[i])}\n      clrxasm: ${hex(o.words)} ${o.diags.map(showDiag).join(' | ')}\n      gcnkit:  ${hex(k.words)} ${k.diags.map(showDiag).join(' | ')}`);
  }
  const total = [...classes.values()].reduce((a, l) => a + l.length, 0);
  console.log(`${arch} ${kind}: ${lines.length} lines (clrxasm: ${accepted} accepted, ${rejected} rejected), ${total} differ`);
  for (const [c, l] of [...classes].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${c}: ${l.length}`);
    for (const x of l.slice(0, show)) console.log(`    ${x}`);
  }
}

if (process.argv[1]?.endsWith('clrx-diff.js')) main();
