// Branch targets of the CLRX dialect (s_branch, s_cbranch_*, s_cbranch_i_fork):
// SIMM16 = (target - (. + 4)) / 4, with clrxasm's messages.

import { type Cursor } from '../cursor.js';
import { CLRX_EXPR, parseExpr, type ParseError } from '../expr.js';
import type { Pending } from '../isa/clrx/index.js';
import type { ClrxAssembler } from './assembler.js';

/**
 * SIMM16 of a branch at `pc` to `target` (a label: rel 1), or clrxasm's
 * message; a forward target's range message ends with `!` as clrxasm's does.
 */
export function branchOffset(target: bigint, rel: number, pc: bigint, forward: boolean): number | string {
  if (rel !== 1) return 'Jump over current section!';
  const d = target - (pc + 4n);
  if ((d & 3n) !== 0n) return 'Jump is not aligned to word!';
  const k = d / 4n;
  if (k < -32768n || k > 32767n) return forward ? 'Jump out of range!' : 'Jump out of range';
  return Number(k) & 0xffff;
}

/** A branch target (SOPP, s_cbranch_i_fork): SIMM16, a pending target, or null after an error. */
export function branchTarget(a: ClrxAssembler, c: Cursor): number | Pending | null {
  c.skipSpace();
  const col = c.col();
  const err: { e: ParseError | null } = { e: null };
  const e = parseExpr(c, CLRX_EXPR, err);
  if (e === null) { a.exprError(c, err.e!); return null; }
  const r = a.eval(e, col);
  if (r === undefined) return null;
  if (r.value === null) return { expr: e, wait: r.unresolved!.name, col };
  const v = branchOffset(r.value, r.rel, BigInt(a.asm.size), false);
  if (typeof v === 'string') { a.error(col, v); return null; }
  return v;
}
