// Values wider than where they go: truncated, with clrxasm's warning
// ("Value 0x... truncated to 0x..."), now or when a fixup is filled.

import type { SourcePos } from '../diagnostics.js';
import type { ClrxAssembler } from './assembler.js';

function truncated(v: bigint, t: bigint): string {
  return `Value 0x${BigInt.asUintN(64, v).toString(16)} truncated to 0x${t.toString(16)}`;
}

/** A literal dword: signed or unsigned 32-bit values fit. */
export function truncate32(a: ClrxAssembler, v: bigint, col: number): number {
  const t = BigInt.asUintN(32, v);
  if (v < -(1n << 31n) || v > 0xffffffffn) a.warning(col, truncated(v, t));
  return Number(t);
}

/** truncate32 for a fixup filled later (the warning goes to the statement's position). */
export function truncate32At(a: ClrxAssembler, v: bigint, pos: SourcePos): number {
  const t = BigInt.asUintN(32, v);
  if (v < -(1n << 31n) || v > 0xffffffffn) a.asm.diag.warningAt(pos, truncated(v, t));
  return Number(t);
}

/** A modifier or field value truncated to `bits` bits. */
export function fieldValue(a: ClrxAssembler, x: { v: bigint; col: number }, bits: number): number {
  const t = BigInt.asUintN(bits, x.v);
  if (t !== x.v) a.warning(x.col, truncated(x.v, t));
  return Number(t);
}

/** A data value of `size` bytes (.byte ... .quad): signed or unsigned values fit. */
export function checkDataRange(a: ClrxAssembler, v: bigint, size: number, col: number): void {
  if (a.spec) { a.specFailed = true; return; }
  checkDataRangeAt(a, v, size, a.asm.diag.pos(a.line, col));
}

export function checkDataRangeAt(a: ClrxAssembler, v: bigint, size: number, pos: SourcePos): void {
  if (size === 8) return;
  const bits = BigInt(size * 8);
  const min = -(1n << (bits - 1n));
  const max = (1n << bits) - 1n;
  if (v < min || v > max) a.asm.diag.warningAt(pos, truncated(v, BigInt.asUintN(size * 8, v)));
}
