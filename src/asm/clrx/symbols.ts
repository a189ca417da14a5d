// Labels and assignments of the CLRX dialect: `name:`, `name = expr`
// (evaluated now, or when its symbols are defined), register symbols
// (`name = %v[4:7]`) and constant symregs (`name = %0.5`).

import { Ch, type Cursor } from '../cursor.js';
import { CLRX_EXPR, parseExpr, type ParseError } from '../expr.js';
import type { ClrxAssembler } from './assembler.js';
import { parseRegister } from './registers.js';

/** `name:` */
export function defineLabel(a: ClrxAssembler, name: string, col: number): void {
  a.started = true;
  const prev = a.asm.symbols.get(name);
  if (prev !== undefined && prev.label === true) {
    a.error(col, `Symbol '${name}' is already defined`);
    return;
  }
  define(a, name, BigInt(a.asm.size), 1, true);
}

/** Gives a symbol its value and resolves what waited for it. */
export function define(a: ClrxAssembler, name: string, value: bigint, rel: number, label = false): void {
  a.symbolTouches++;
  a.forward.dropAssignment(name);
  a.asm.symbols.set(name, { value, relative: rel !== 0, rel, line: a.line, label });
  a.forward.defined(name);
}

/** `name = expr` (also .set, .equ, .equiv, .eqv). */
export function assignment(a: ClrxAssembler, name: string, col: number, c: Cursor): void {
  a.symbolTouches++;
  const prev = a.asm.symbols.get(name);
  if (prev !== undefined && prev.label === true) {
    a.error(col, `Symbol '${name}' is already defined`);
    return;
  }
  c.skipSpace();
  if (c.peek() === Ch.PERCENT) {
    c.pos++;
    c.skipSpace();
    const at = c.pos;
    a.started = true;
    const r = parseRegister(a, c, true);
    if (r !== null) {
      // A register symbol: name = %v[16:31], %s[0:1], %vcc ...
      a.regSymbols.set(name, r);
      a.constSymbols.delete(name);
      a.expectEnd(c);
      return;
    }
    // A constant symreg: name = %1, %0.5 — stands for its text in source operands.
    const text = c.text.slice(at, c.end).trim();
    if (text === '') { a.error(c.col(), 'Expected register or constant after %'); return; }
    a.constSymbols.set(name, text);
    a.regSymbols.delete(name);
    return;
  }
  const err: { e: ParseError | null } = { e: null };
  const e = parseExpr(c, CLRX_EXPR, err);
  if (e === null) { a.exprError(c, err.e!); return; }
  a.regSymbols.delete(name);
  a.constSymbols.delete(name);
  const r = a.eval(e);
  if (r === undefined) return;
  if (r.value === null) {
    // Forward reference: the symbol takes its value when the expression can be evaluated.
    a.asm.symbols.delete(name);
    a.forward.assignLater(name, e, r.unresolved!.name, c.col());
  } else {
    define(a, name, r.value, r.rel);
  }
  a.expectEnd(c);
}
