// The CLRX-dialect printer: one instruction (or data word) per line, the text
// clrxdisasm 0.1.9 prints, with gcnkit's B.8 rules (syntax.md): where the
// text alone would not reassemble to the same words the line ends in
// ` raw:[0xW0,0xW1]`.

import type { Decoded } from '../decode.js';
import { Line } from './line.js';
import { printBuf, printDs, printExp, printFlat, printMimg } from './memory.js';
import { printSmem, printSmrd, printSop1, printSop2, printSopc, printSopk, printSopp } from './scalar.js';
import { printVintrp, printVop1, printVop2, printVop3, printVopc } from './vector.js';

export { labelName } from './line.js';

export interface ClrxTextOptions {
  /** Never append `raw:[...]` (print clrxdisasm's text alone, even where it loses bits). */
  readonly noRaw?: boolean;
  /** Print clrxdisasm's text exactly: no ` sdwa`, `abs:N`/`neg:N` or B.8 renaming (raw:[] still follows noRaw). */
  readonly exact?: boolean;
  /** Named labels by byte offset, used for branch targets instead of `.L<offset>_0`. */
  readonly labels?: ReadonlyMap<number, string> | null;
}

const LINE = new Line();

/** The result of the last clrxText call: whether the text lost bits (the line has `raw:`). */
export let lastLossy = false;

/**
 * The CLRX text of a decoded instruction at byte offset `pc` (no newline).
 * Words that match no encoding print as `.int`; a truncated instruction's
 * first word too (the disassembler reports the truncation).
 */
export function clrxText(r: Decoded, pc: number, opts?: ClrxTextOptions): string {
  const L = LINE;
  L.reset();
  L.labels = opts?.labels ?? null;
  L.exact = opts?.exact === true;
  if (r.enc === null || r.truncated) {
    lastLossy = false;
    return '.int 0x' + r.w0.toString(16);
  }
  switch (r.enc) {
    case 'SOP2': printSop2(L, r); break;
    case 'SOP1': printSop1(L, r); break;
    case 'SOPC': printSopc(L, r); break;
    case 'SOPK': printSopk(L, r, pc); break;
    case 'SOPP': printSopp(L, r, pc); break;
    case 'SMRD': printSmrd(L, r); break;
    case 'SMEM': printSmem(L, r); break;
    case 'VOP1': printVop1(L, r); break;
    case 'VOP2': printVop2(L, r); break;
    case 'VOPC': printVopc(L, r); break;
    case 'VOP3': printVop3(L, r); break;
    case 'VINTRP': printVintrp(L, r); break;
    case 'DS': printDs(L, r); break;
    case 'MUBUF': printBuf(L, r, false); break;
    case 'MTBUF': printBuf(L, r, true); break;
    case 'MIMG': printMimg(L, r); break;
    case 'EXP': printExp(L, r); break;
    case 'FLAT': printFlat(L, r); break;
  }
  lastLossy = L.lossy;
  if (L.lossy && opts?.noRaw !== true) {
    L.add(' raw:[0x' + r.w0.toString(16).padStart(8, '0'));
    if (r.size > 1) L.add(',0x' + r.w1.toString(16).padStart(8, '0'));
    L.add(']');
  }
  return L.text;
}
