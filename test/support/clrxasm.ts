// Running clrxasm (CLRX 0.1.9) as an oracle: many independent cases in one
// process run, each case's bytes and diagnostics separated again. clrxasm
// writes nothing when any line fails, so a batch runs twice: once for the
// diagnostics, once with the failing cases blanked for the bytes. Between
// cases a marker `.int 0xfeedface, N` splits the output.
//
// Only clrxasm's observable behaviour is used (its output and messages); no
// CLRX code is involved. CLRXASM (environment) names the binary; tests skip
// when it is absent.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CLRXASM = process.env['CLRXASM'] ?? '/tmp/clrx/build/programs/clrxasm';

export function haveClrxasm(): boolean {
  if (!existsSync(CLRXASM)) return false;
  const r = spawnSync(CLRXASM, ['--version'], { encoding: 'utf8' });
  return r.status === 0 && /0\.1\.9/.test(r.stdout + r.stderr);
}

export interface OracleDiag {
  /** Line within the case (1-based) and column. */
  readonly line: number;
  readonly col: number;
  readonly kind: 'error' | 'warning';
  readonly message: string;
}

export interface OracleResult {
  /** The words the case assembled to (null when clrxasm reported an error for it). */
  words: number[] | null;
  /** Bytes that are not whole words (data), as hex, when any. */
  bytes?: string;
  diags: OracleDiag[];
}

const MARK = 0xfeedface;

/**
 * Assembles each case (one or more lines) after `prelude`, for arch (gcn1.0,
 * gcn1.1, gcn1.2), and returns clrxasm's answer per case.
 */
export function runClrxasm(arch: string, prelude: string, cases: readonly string[]): OracleResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-clrxasm-'));
  try {
    const first = assembleBatch(dir, arch, prelude, cases, null);
    const failed = new Set<number>();
    first.diags.forEach((d, i) => { if (d.some((x) => x.kind === 'error')) failed.add(i); });
    let second = first;
    for (let pass = 0; failed.size > 0; pass++) {
      second = assembleBatch(dir, arch, prelude, cases, failed);
      const more = second.diags.flatMap((d, i) => (d.some((x) => x.kind === 'error') ? [i] : []));
      if (more.length === 0) break;
      if (pass > 3) throw new Error(`clrxasm keeps failing on cases ${more.slice(0, 5).join(', ')}`);
      for (const i of more) failed.add(i);
    }
    return cases.map((_, i) => {
      const diags = first.diags[i]!;
      if (failed.has(i)) return { words: null, diags };
      const b = second.bytes[i]!;
      const words: number[] = [];
      for (let k = 0; k + 4 <= b.length; k += 4) words.push(b.readUInt32LE(k));
      const r: OracleResult = { words, diags };
      if (b.length % 4 !== 0) r.bytes = b.toString('hex');
      return r;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Batch {
  diags: OracleDiag[][];
  bytes: Buffer[];
}

function assembleBatch(dir: string, arch: string, prelude: string, cases: readonly string[], skip: Set<number> | null): Batch {
  // Physical line -> (case, line within the case).
  const where: [number, number][] = [];
  const lines: string[] = [];
  const add = (text: string, c: number, l: number) => { lines.push(text); where.push([c, l]); };
  for (const l of prelude.split('\n')) add(l, -1, 0);
  add(`.int ${MARK}, 0xffffffff`, -1, 0);
  cases.forEach((text, i) => {
    const parts = text.split('\n');
    parts.forEach((p, k) => add(skip?.has(i) ? '' : p, i, k + 1));
    add(`.int ${MARK}, ${i}`, -1, 0);
  });
  const src = join(dir, 'in.s');
  const out = join(dir, 'out.bin');
  rmSync(out, { force: true });
  writeFileSync(src, lines.join('\n') + '\n');
  const r = spawnSync(CLRXASM, ['-b', 'rawcode', '-A', arch, '-o', out, src], { encoding: 'latin1', maxBuffer: 1 << 30 });
  const diags: OracleDiag[][] = cases.map(() => []);
  for (const l of r.stderr.split('\n')) {
    const m = /^.*?in\.s:(\d+):(\d+): (Error|Warning): (.*)$/.exec(l);
    if (m === null) continue;
    const [c, k] = where[Number(m[1]) - 1] ?? [-1, 0];
    if (c < 0) throw new Error(`clrxasm reported on a marker or prelude line: ${l}`);
    diags[c]!.push({ line: k, col: Number(m[2]), kind: m[3] === 'Error' ? 'error' : 'warning', message: m[4]! });
  }
  const bytes: Buffer[] = cases.map(() => Buffer.alloc(0));
  if (existsSync(out)) {
    const b = readFileSync(out);
    // The prelude's bytes end at the first marker; each case ends at its own.
    let pos = b.indexOf(Buffer.from([0xce, 0xfa, 0xed, 0xfe, 0xff, 0xff, 0xff, 0xff]));
    if (pos < 0) throw new Error('no start marker in clrxasm output');
    pos += 8;
    for (let i = 0; i < cases.length; i++) {
      const m = Buffer.alloc(8);
      m.writeUInt32LE(MARK, 0);
      m.writeUInt32LE(i, 4);
      const e = b.indexOf(m, pos);
      if (e < 0) throw new Error(`no marker ${i} in clrxasm output`);
      bytes[i] = b.subarray(pos, e);
      pos = e + 8;
    }
  }
  return { diags, bytes };
}

/** Assembles `text` alone (nothing added: `.gpu` rules see exactly this source). */
export function runClrxasmSolo(arch: string, text: string): OracleResult {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-clrxasm-'));
  try {
    const src = join(dir, 'in.s');
    const out = join(dir, 'out.bin');
    writeFileSync(src, text + '\n');
    const r = spawnSync(CLRXASM, ['-b', 'rawcode', '-A', arch, '-o', out, src], { encoding: 'latin1' });
    const diags: OracleDiag[] = [];
    for (const l of r.stderr.split('\n')) {
      const m = /^.*?in\.s:(\d+):(\d+): (Error|Warning): (.*)$/.exec(l);
      if (m !== null) diags.push({ line: Number(m[1]), col: Number(m[2]), kind: m[3] === 'Error' ? 'error' : 'warning', message: m[4]! });
    }
    if (!existsSync(out) || diags.some((d) => d.kind === 'error')) return { words: null, diags };
    const b = readFileSync(out);
    const words: number[] = [];
    for (let k = 0; k + 4 <= b.length; k += 4) words.push(b.readUInt32LE(k));
    const res: OracleResult = { words, diags };
    if (b.length % 4 !== 0) res.bytes = b.toString('hex');
    return res;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
