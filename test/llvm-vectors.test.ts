// Golden test of the LLVM-dialect printer against llvm-mc 14's answers
// (test/vectors/llvm/, schema in its README.md).
//
// For each record of tonga (gcn1.2), tahiti (gcn1.0) and hawaii (gcn1.1) the
// bytes are decoded with the 'llvm' length rule and printed with printLlvm:
//  - llvm_text null (or llvm_crash): printLlvm must reject the encoding, and the
//    `.long` lines then cover every dword of the record;
//  - otherwise printLlvm succeeds and its first line is llvm_text, after the
//    deliberate deviations of syntax.md C.4 have been applied to the
//    expectation (derived here from the bytes, independently of src/):
//      (a) a 64-bit source at an odd SGPR/TTMP code prints as the pair read
//          (`s[5:6]`), not llvm-mc's rounded-down `s[4:5]`;
//      (b) an odd pair whose second register does not exist (code 101 on
//          gcn1.2, code 123 = ttmp11) has no spelling: rejected.
// gfx900 records are out of scope and skipped.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { decodeInto, emptyRaw, printLlvm, printLongs, TextSink, type RawInstruction } from '../src/index.js';
import { hex8, wordsOfBytes, type GenIdx } from './support/isa-facts.js';
import { expectation } from './support/llvm-expect.js';

const VEC_DIR = fileURLToPath(new URL('../../test/vectors/llvm/', import.meta.url));
const ARCHS: Readonly<Record<string, GenIdx>> = { tahiti: 0, hawaii: 1, tonga: 2 };

interface DisasmRecord {
  arch: string;
  bytes: string;
  llvm_text: string | null;
  method?: string;
  llvm_crash?: boolean;
  llvm_lines?: string[];
}

interface AsmRecord {
  arch: string;
  input: string;
  llvm_text: string;
  bytes: string;
  cls: string;
  fixup?: string;
}

function readJsonl<T>(file: string): T[] {
  const text = gunzipSync(readFileSync(VEC_DIR + file)).toString('utf8');
  const out: T[] = [];
  for (const line of text.split('\n')) if (line !== '') out.push(JSON.parse(line) as T);
  return out;
}

function firstLine(s: string): string {
  const i = s.indexOf('\n');
  return i < 0 ? s : s.slice(0, i);
}

interface Counts {
  total: number;
  text: number;
  oddPair: number;
  rejectInvalid: number;
  rejectCrash: number;
  rejectNoPair: number;
  /** Rejected records whose last instruction runs past the record's end. */
  truncatedTail: number;
  mismatches: string[];
}

function newCounts(): Counts {
  return { total: 0, text: 0, oddPair: 0, rejectInvalid: 0, rejectCrash: 0, rejectNoPair: 0, truncatedTail: 0, mismatches: [] };
}

const sink = new TextSink(1 << 12);
const raw: RawInstruction = emptyRaw();

/** Checks one record; returns a mismatch description or null. */
function checkRecord(g: GenIdx, rec: DisasmRecord, c: Counts): string | null {
  const words = wordsOfBytes(rec.bytes);
  const exp = expectation(g, words, rec);
  const show = (e: string, got: string) => `${rec.arch} ${words.map(hex8).join(' ')}: expected ${e}, got ${got}`;
  if (exp.kind === 'broken') return show(`(test) ${exp.why}`, '-');
  sink.clear();
  decodeInto(raw, words, 0, words.length, g, 'llvm');
  const ok = printLlvm(raw, sink);
  const got = ok ? JSON.stringify(firstLine(sink.toString())) : 'rejected';
  if (exp.kind === 'text') {
    if (exp.deviation === 'odd-pair') c.oddPair++; else c.text++;
    if (!ok || firstLine(sink.toString()) !== exp.text) return show(JSON.stringify(exp.text), got);
    if (sink.toString() !== exp.text + '\n') return show(`exactly one line ${JSON.stringify(exp.text)}`, JSON.stringify(sink.toString()));
    return null;
  }
  if (exp.why === 'llvm-crash') c.rejectCrash++;
  else if (exp.why === 'no-pair') c.rejectNoPair++;
  else c.rejectInvalid++;
  const e = `rejected (${exp.why})`;
  if (ok) return show(e, got);
  // Rejected: the `.long` lines, instruction after instruction, cover every dword.
  let longs = '';
  let at = 0;
  while (at < words.length) {
    sink.clear();
    const size = decodeInto(raw, words, at, words.length, g, 'llvm');
    // The record may end inside what gcnkit's llvm length rule takes as one
    // instruction (v_readfirstlane_b32 with SDST 255 claims a literal; after a
    // 4-byte v_nop the next dword may start a VOP3 word). printLongs then
    // prints the dwords that are there.
    if (raw.truncated) c.truncatedTail++;
    if (at === 0 || !printLlvm(raw, sink)) {
      sink.clear();
      printLongs(raw, sink);
      longs += sink.toString();
    } else {
      return show(`${e} and .long lines for every dword`, `dword ${at} printed as ${JSON.stringify(firstLine(sink.toString()))}`);
    }
    at += size;
  }
  const want = words.map((w) => `.long 0x${hex8(w)}\n`).join('');
  if (longs !== want) return show(`${e} with ${JSON.stringify(want)}`, JSON.stringify(longs));
  return null;
}

const disasmRecords = readJsonl<DisasmRecord>('llvm_disasm_vectors.jsonl.gz');

for (const [arch, g] of Object.entries(ARCHS)) {
  test(`llvm_disasm_vectors: ${arch} (gcn1.${g})`, () => {
    const c = newCounts();
    for (const rec of disasmRecords) {
      if (rec.arch !== arch) continue;
      c.total++;
      const m = checkRecord(g, rec, c);
      if (m !== null) c.mismatches.push(m);
    }
    const bad = c.mismatches.length;
    console.log(`${arch}: ${c.total} records, ${c.total - bad} match, ${bad} mismatch; `
      + `expected text ${c.text} (+${c.oddPair} with the odd-pair deviation), `
      + `rejected ${c.rejectInvalid} (llvm-mc invalid) + ${c.rejectCrash} (llvm-mc crash) + ${c.rejectNoPair} (odd pair without a second register); `
      + `${c.truncatedTail} rejected records end inside an instruction`);
    assert.ok(c.total > 0, `no records for ${arch}`);
    if (bad > 0) {
      assert.fail(`${bad} of ${c.total} ${arch} records mismatch; first ${Math.min(20, bad)}:\n  `
        + c.mismatches.slice(0, 20).join('\n  '));
    }
  });
}

const asmRecords = readJsonl<AsmRecord>('llvm_asm_vectors.jsonl.gz');

for (const [arch, g] of Object.entries(ARCHS)) {
  test(`llvm_asm_vectors: ${arch} bytes print as llvm_text`, () => {
    let total = 0;
    let skipped = 0;
    const mismatches: string[] = [];
    for (const rec of asmRecords) {
      if (rec.arch !== arch) continue;
      if (rec.fixup !== undefined) { skipped++; continue; }
      total++;
      const words = wordsOfBytes(rec.bytes);
      sink.clear();
      const size = decodeInto(raw, words, 0, words.length, g, 'llvm');
      const ok = printLlvm(raw, sink);
      const got = ok ? firstLine(sink.toString()) : null;
      if (got !== rec.llvm_text || size !== words.length) {
        mismatches.push(`${words.map(hex8).join(' ')} (${JSON.stringify(rec.input)}): expected ${JSON.stringify(rec.llvm_text)}`
          + ` (${words.length} dwords), got ${got === null ? 'rejected' : JSON.stringify(got)} (${size} dwords)`);
      }
    }
    console.log(`${arch}: ${total} asm records (${skipped} with a fixup skipped), ${total - mismatches.length} match`);
    assert.ok(total > 0);
    if (mismatches.length > 0) {
      assert.fail(`${mismatches.length} of ${total} mismatch; first 20:\n  ${mismatches.slice(0, 20).join('\n  ')}`);
    }
  });
}
