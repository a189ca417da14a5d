// CLRX dialect, every encoding but the VOP1 family (clrx/ keeps that, with
// its byte fast path): operands are read in the order the row's profile
// gives them, then the modifiers; the words are built through the layout
// tables. Registers, sources (constants, literals, -/abs/sext) and the VOP
// modifiers are the VOP1 parsers' own (ClrxHost), so both read alike.
//
// One reader per profile kind: scalar.ts (sop, sopk, sopp, smem),
// vector.ts (vop, vintrp, vop3interp), memory.ts (ds, buf, mimg, exp,
// flat), over the operand and modifier helpers of reader.ts.

import type { Cursor } from '../../cursor.js';
import type { NameHit } from '../names.js';
import type { ClrxHost } from './host.js';
import { buf, ds, exp, flat, mimg } from './memory.js';
import { Reader } from './reader.js';
import { smem, sop, sopk, sopp } from './scalar.js';
import { vintrp, vop, vop3interp } from './vector.js';

export type { ClrxHost, ClrxMods, ClrxReg, ClrxSrc, Pending } from './host.js';

/** Reads the operands and modifiers of `hit` and emits it. */
export function clrxIsaInstruction(h: ClrxHost, hit: NameHit, col: number, c: Cursor): void {
  const row = hit.row;
  const p = row.p;
  const r = new Reader(h, row, col, c);
  switch (p.kind) {
    case 'sop': sop(r, p); return;
    case 'sopk': sopk(r, p); return;
    case 'sopp': sopp(r, p); return;
    case 'smem': smem(r, p); return;
    case 'vop': vop(r, p, hit.suffix); return;
    case 'vintrp': vintrp(r, p.form); return;
    case 'vop3interp': vop3interp(r, p.form); return;
    case 'ds': ds(r, p); return;
    case 'buf': buf(r, p); return;
    case 'mimg': mimg(r, p); return;
    case 'exp': exp(r); return;
    case 'flat': flat(r, p); return;
  }
}
