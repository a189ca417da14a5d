// What gcnkit's LLVM-dialect printer must print for an instruction, given
// llvm-mc 14's answer for the same bytes: llvm-mc's text with the deliberate
// deviations of syntax.md C.4 applied, derived from the bytes alone:
//  (a) a 64-bit source at an odd SGPR/TTMP code prints as the pair actually
//      read (`s[5:6]`, `ttmp[1:2]`), not llvm-mc's rounded-down pair;
//  (b) an odd pair whose second register does not exist (code 101 on gcn1.2:
//      s101 + flat_scratch_lo; code 123: ttmp11 + m0) has no spelling: rejected;
//  and an llvm-mc crash (SDWA selector 7, C.4.2) is a rejection.
// The SRC0 field is bits 0-8 of a VOP1 word and bits 0-8 of the second dword
// of a VOP3 word; which ops have a 64-bit source comes from isa-vop1.md 5
// (test/support/isa-facts.ts).

import { fieldsOf, SGPR_LIMIT, TTMP_COUNT, TTMP_FIRST, type GenIdx } from './isa-facts.js';

export type Expectation =
  | { kind: 'text'; text: string; deviation: 'none' | 'odd-pair' }
  | { kind: 'reject'; why: 'llvm-invalid' | 'llvm-crash' | 'no-pair' };

/** What gcnkit must print for a record, from llvm-mc's answer and the bytes. */
export function expectation(g: GenIdx, words: readonly number[], rec: { llvm_text: string | null; llvm_crash?: boolean }):
  Expectation | { kind: 'broken'; why: string } {
  if (rec.llvm_crash === true) return { kind: 'reject', why: 'llvm-crash' };
  if (rec.llvm_text === null) return { kind: 'reject', why: 'llvm-invalid' };
  const text = rec.llvm_text;
  const f = fieldsOf(g, words[0]!, words[1] ?? 0);
  // Only a 64-bit source that is a register code (not a literal, SDWA or DPP
  // selector) is affected.
  if (f.op === null || f.op.src !== 64) return { kind: 'text', text, deviation: 'none' };
  if (f.enc === 'vop1' && f.ext !== 'none') return { kind: 'text', text, deviation: 'none' };
  const c = f.src0;
  let llvmSpelling: string | null = null;
  let ours: string | null = null;
  if (c < SGPR_LIMIT[g]! && (c & 1) === 1) {
    llvmSpelling = `s[${c - 1}:${c}]`;
    ours = c + 1 < SGPR_LIMIT[g]! ? `s[${c}:${c + 1}]` : null;
  } else if (c >= TTMP_FIRST && c < TTMP_FIRST + TTMP_COUNT && ((c - TTMP_FIRST) & 1) === 1) {
    const n = c - TTMP_FIRST;
    llvmSpelling = `ttmp[${n - 1}:${n}]`;
    ours = n + 1 < TTMP_COUNT ? `ttmp[${n}:${n + 1}]` : null;
  }
  if (llvmSpelling === null) return { kind: 'text', text, deviation: 'none' };
  if (!text.includes(llvmSpelling)) {
    return { kind: 'broken', why: `odd 64-bit source code ${c}: expected llvm-mc's text to contain ${llvmSpelling}` };
  }
  if (ours === null) return { kind: 'reject', why: 'no-pair' };
  return { kind: 'text', text: text.replace(llvmSpelling, ours), deviation: 'odd-pair' };
}

