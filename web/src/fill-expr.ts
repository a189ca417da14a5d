// Initial data of a kernel buffer: an expression of the element index `i`
// (and the element count `n`), evaluated in double precision, parsed here
// rather than handed to eval so that the page runs no text as code.
//   expr   := term (('+' | '-') term)*
//   term   := unary (('*' | '/' | '%') unary)*
//   unary  := '-' unary | '+' unary | power
//   power  := atom ('**' unary)?
//   atom   := number | 'i' | 'n' | 'pi' | name '(' expr (',' expr)* ')' | '(' expr ')'

export type Expr = (i: number, n: number) => number;

const FUNCS: Record<string, (...a: number[]) => number> = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, exp: Math.exp, log: Math.log, log2: Math.log2, sqrt: Math.sqrt,
  abs: Math.abs, floor: Math.floor, ceil: Math.ceil, round: Math.round, trunc: Math.trunc, sign: Math.sign,
  min: Math.min, max: Math.max, pow: Math.pow, fround: Math.fround,
};

export class ExprError extends Error {}

/** Compiles an expression of i and n; throws ExprError with the column of the problem. */
export function compileExpr(text: string): Expr {
  const toks = [...text.matchAll(/\s*(0x[0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[A-Za-z_]\w*|\*\*|[-+*/%(),]|\S)/g)];
  let k = 0;
  const peek = (): string | undefined => toks[k]?.[1];
  const col = (): number => (toks[k] !== undefined ? toks[k]!.index! + toks[k]![0].length - toks[k]![1].length + 1 : text.length + 1);
  const fail = (what: string): never => { throw new ExprError(`column ${col()}: ${what}`); };
  const expect = (t: string): void => { if (peek() !== t) fail(`expected '${t}'${peek() === undefined ? '' : `, not '${peek()}'`}`); k++; };

  const atom = (): Expr => {
    const t = peek();
    if (t === undefined) return fail('expected a number, i, n or (');
    if (/^(0x|\d|\.)/.test(t)) { k++; const v = Number(t); return () => v; }
    if (t === '(') { k++; const e = expr(); expect(')'); return e; }
    if (/^[A-Za-z_]/.test(t)) {
      k++;
      if (t === 'i') return (i) => i;
      if (t === 'n') return (_i, n) => n;
      if (t === 'pi') return () => Math.PI;
      const f = FUNCS[t];
      if (f === undefined) { k--; return fail(`unknown name '${t}' (i, n, pi, ${Object.keys(FUNCS).join(', ')})`); }
      expect('(');
      const args = [expr()];
      while (peek() === ',') { k++; args.push(expr()); }
      expect(')');
      return (i, n) => f(...args.map((a) => a(i, n)));
    }
    return fail(`unexpected '${t}'`);
  };
  const power = (): Expr => {
    const a = atom();
    if (peek() !== '**') return a;
    k++;
    const b = unary();
    return (i, n) => a(i, n) ** b(i, n);
  };
  const unary = (): Expr => {
    if (peek() === '-') { k++; const a = unary(); return (i, n) => -a(i, n); }
    if (peek() === '+') { k++; return unary(); }
    return power();
  };
  const term = (): Expr => {
    let a = unary();
    for (let op = peek(); op === '*' || op === '/' || op === '%'; op = peek()) {
      k++;
      const l = a; const r = unary();
      a = op === '*' ? (i, n) => l(i, n) * r(i, n) : op === '/' ? (i, n) => l(i, n) / r(i, n) : (i, n) => l(i, n) % r(i, n);
    }
    return a;
  };
  const expr = (): Expr => {
    let a = term();
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      k++;
      const l = a; const r = term();
      a = op === '+' ? (i, n) => l(i, n) + r(i, n) : (i, n) => l(i, n) - r(i, n);
    }
    return a;
  };
  if (text.trim() === '') throw new ExprError('empty expression');
  const e = expr();
  if (k < toks.length) fail(`unexpected '${peek()}'`);
  return e;
}
