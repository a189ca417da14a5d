// Forward references of the CLRX dialect: a fixup (a literal, data or a
// branch offset) or an assignment waits for the first symbol it lacks; when
// that symbol is defined (the first definition after the use wins, as in
// clrxasm) it is evaluated again, and either resolved or set to wait for the
// next missing symbol. What still waits at the end is reported.

import type { SourcePos } from '../diagnostics.js';
import type { Expr } from '../expr.js';
import type { ClrxAssembler } from './assembler.js';
import { branchOffset } from './branches.js';
import { evaluateClrx, relativeMessage, type ClrxEval } from './eval.js';
import { checkDataRangeAt, truncate32At } from './values.js';

/** Something waiting for a symbol: a hole in the output, or an assignment. */
interface Waiter {
  readonly expr: Expr;
  readonly dot: bigint;
  /** Where the statement is, for diagnostics (line, column of the expression, excerpt). */
  readonly pos: SourcePos;
  /** The statement's line text and joins, to place the unresolved symbol's column. */
  readonly line: number;
  readonly text: string;
  readonly joins: readonly number[];
  /** A fixup: its id, size and kind; an assignment: the symbol and its assignment number. */
  readonly fixup: number;
  readonly size: 1 | 2 | 4 | 8;
  readonly literal: boolean;
  readonly name: string;
  readonly seq: number;
  /** A branch target: SIMM16 = (target - (. + 4)) / 4. */
  readonly branch: boolean;
}

export class ForwardRefs {
  /** Fixups and assignments waiting for a symbol, by the symbol's name. */
  private readonly waiters = new Map<string, Waiter[]>();
  /** The number of the latest assignment of each symbol with a pending value. */
  private readonly assignSeq = new Map<string, number>();
  private seq = 0;

  constructor(private readonly a: ClrxAssembler) {}

  /** Whether `name` has an assignment waiting for its value. */
  assignPending(name: string): boolean {
    return this.assignSeq.has(name);
  }

  /** `name` is given a value now: an assignment still waiting for its own is dropped. */
  dropAssignment(name: string): void {
    this.assignSeq.delete(name);
  }

  /** `name` has its value: re-evaluates what waited for it. */
  defined(name: string): void {
    if (this.waiters.size > 0) this.wake(name);
  }

  /** `name = expr` where `expr` lacks the symbol `missing`: `name` takes its value when it can be evaluated. */
  assignLater(name: string, expr: Expr, missing: string, col: number): void {
    const seq = ++this.seq;
    this.assignSeq.set(name, seq);
    this.wait(missing, this.waiter(expr, BigInt(this.a.asm.size), col, -1, 4, false, name, seq, false));
  }

  /** Fixup `id` (`size` bytes; a literal dword, data or a branch's SIMM16) waits for the symbol `missing` of `expr`. */
  fixup(missing: string, expr: Expr, dot: bigint, col: number, id: number, size: 1 | 2 | 4 | 8, literal: boolean,
    branch = false): void {
    this.wait(missing, this.waiter(expr, dot, col, id, size, literal, '', 0, branch));
  }

  private waiter(expr: Expr, dot: bigint, col: number, fixup: number, size: 1 | 2 | 4 | 8, literal: boolean,
    name: string, seq: number, branch: boolean): Waiter {
    const a = this.a;
    const ctx = a.asm.diag.context;
    return {
      expr, dot, pos: a.asm.diag.pos(a.line, col), line: a.line, text: ctx.text, joins: ctx.joins,
      fixup, size, literal, name, seq, branch,
    };
  }

  private wait(name: string, w: Waiter): void {
    const list = this.waiters.get(name);
    if (list === undefined) this.waiters.set(name, [w]); else list.push(w);
  }

  /** Re-evaluates what waited for `first` (and, in turn, for the symbols that defines). */
  private wake(first: string): void {
    const a = this.a;
    const work = [first];
    while (work.length > 0) {
      const name = work.pop()!;
      const list = this.waiters.get(name);
      if (list === undefined) continue;
      this.waiters.delete(name);
      for (const w of list) {
        const r = evaluateClrx(w.expr, a.lookupFn, w.dot);
        if (r.value === null && r.error === null) { this.wait(r.unresolved!.name, w); continue; }
        if (w.fixup < 0) {
          // An assignment: defines its symbol unless a later assignment replaced it.
          if (this.assignSeq.get(w.name) !== w.seq) continue;
          this.assignSeq.delete(w.name);
          if (r.error !== null) { a.asm.diag.errorAt(w.pos, r.error); continue; }
          a.asm.symbols.set(w.name, { value: r.value!, relative: r.rel !== 0, rel: r.rel, line: w.line, label: false });
          work.push(w.name);
          continue;
        }
        this.fill(w, r);
      }
    }
  }

  /** Fills a fixup with its value. */
  private fill(w: Waiter, r: ClrxEval): void {
    const a = this.a;
    const d = a.asm.diag;
    if (r.error !== null) { d.errorAt(w.pos, r.error); return; }
    if (w.branch) {
      const v = branchOffset(r.value!, r.rel, w.dot, true);
      if (typeof v === 'string') d.errorAt(w.pos, v); else a.asm.resolve(w.fixup, BigInt(v));
      return;
    }
    if (r.rel !== 0) { d.errorAt(w.pos, relativeMessage(r.rel)); return; }
    let v = r.value!;
    if (w.literal) v = BigInt(truncate32At(a, v, w.pos));
    else checkDataRangeAt(a, v, w.size, w.pos);
    a.asm.resolve(w.fixup, v);
  }

  /** The end: whatever still waits names a symbol that was never defined. */
  finish(): void {
    const a = this.a;
    const left: Waiter[] = [];
    for (const list of this.waiters.values()) for (const w of list) left.push(w);
    this.waiters.clear();
    left.sort((x, y) => x.pos.line - y.pos.line || x.pos.col - y.pos.col);
    const ctx = a.asm.diag.context;
    for (const w of left) {
      if (w.fixup < 0 && this.assignSeq.get(w.name) !== w.seq) continue;
      const r = evaluateClrx(w.expr, a.lookupFn, w.dot);
      if (r.unresolved === null) { if (w.fixup >= 0) this.fill(w, r); continue; }
      // clrxasm reports it at the start of the expression.
      // clrxasm names every symbol of the expression that is still undefined.
      for (const name of undefinedSymbols(w.expr, a.lookupFn)) a.asm.diag.errorAt(w.pos, `Unresolved symbol '${name}'`);
    }
    ctx.line = 0;
  }
}

/** The symbols of `e` that have no value, in order, each once. */
function undefinedSymbols(e: Expr, lookup: (n: string) => unknown): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  // Iterative (long chains nest deeply), left operands first.
  const stack: Expr[] = [e];
  while (stack.length > 0) {
    const x = stack.pop()!;
    switch (x.k) {
      case 'sym': if (!seen.has(x.name) && lookup(x.name) === undefined) { seen.add(x.name); out.push(x.name); } break;
      case 'neg': case 'not': case 'lnot': case 'plus': stack.push(x.a); break;
      case 'bin': stack.push(x.b, x.a); break;
      case 'cond': stack.push(x.b, x.a, x.c); break;
      default: break;
    }
  }
  return out;
}
