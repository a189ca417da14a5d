// Evaluation of CLRX-dialect expressions with clrxasm's rules for labels:
// a value is an integer plus a multiple of "the section" (raw code has one).
// Labels and `.` count 1; sums, differences and products by constants keep
// the count linear, so `lb - la` and `2*lb - 2*la` are absolute, while a
// result that still counts the section is an error (observed messages of
// clrxasm 0.1.9).

import { compareValues, type BinaryOp, type Expr } from '../expr.js';

const wrap = (v: bigint): bigint => BigInt.asIntN(64, v);
const u64 = (v: bigint): bigint => BigInt.asUintN(64, v);

export interface ClrxSymbolValue {
  readonly value: bigint;
  /** How many times the value counts the section (a label: 1; absolute: 0). */
  readonly rel: number;
}

export interface ClrxEval {
  /** The value, when every symbol was known and no error occurred. */
  value: bigint | null;
  rel: number;
  /** The first symbol not defined yet. */
  unresolved: { name: string; col: number } | null;
  error: string | null;
  /** Where the error is (an operator's column), when known. */
  errorCol: number;
  /** Warnings (shift counts out of range), with the operator's column. */
  warnings: { col: number; message: string }[] | null;
}

/** Messages for relative operands (clrxasm's words). */
const REL_ERROR: Partial<Record<BinaryOp, string>> = {
  div: 'Signed division is not allowed for any relative value',
  udiv: 'Division is not allowed for any relative value',
  mod: 'Signed Modulo is not allowed for any relative value',
  umod: 'Modulo is not allowed for any relative value',
  and: 'Binary AND is not allowed for any relative value except special cases',
  or: 'Binary OR is not allowed for any relative value except special cases',
  xor: 'Binary XOR is not allowed for any relative value except special cases',
  ornot: 'Binary ORNOT is not allowed for any relative value except special cases',
  shr: 'Shift right is not allowed for any relative value',
  sar: 'Signed shift right is not allowed for any relative value',
  land: 'Logical AND is not allowed for any relative value except special cases',
};

/** The message for a result that is not absolute (`rel` sections). */
export function relativeMessage(rel: number): string {
  return rel === 1 ? 'Expression must be absolute!' : 'Only one relative=1 (section) can be result of expression';
}

export function evaluateClrx(e: Expr, lookup: (name: string) => ClrxSymbolValue | undefined, dot: bigint): ClrxEval {
  const out: ClrxEval = { value: null, rel: 0, unresolved: null, error: null, errorCol: -1, warnings: null };
  // Each call returns the value and leaves the section count in `rel`.
  let rel = 0;
  let opCol = -1;
  // Division by zero is reported at its operator; the rules for labels at the expression.
  const fail = (m: string, atOperator = false): bigint => { if (out.error === null) { out.error = m; out.errorCol = atOperator ? opCol : -1; } return 0n; };
  const warn = (m: string): void => { (out.warnings ??= []).push({ col: opCol, message: m }); };
  const go = (x: Expr): bigint => {
    switch (x.k) {
      case 'num': rel = 0; return x.v;
      case 'dot': rel = 1; return dot;
      case 'sym': {
        const s = lookup(x.name);
        if (s === undefined) { out.unresolved ??= { name: x.name, col: x.col }; rel = 0; return 0n; }
        rel = s.rel;
        return s.value;
      }
      case 'neg': { const v = go(x.a); rel = -rel; return wrap(-v); }
      case 'plus': return go(x.a);
      case 'not': { const v = go(x.a); rel = -rel; return wrap(~v); }
      case 'lnot': { const v = go(x.a); if (rel !== 0) return fail('Logical negation is not allowed to relative values'); return v === 0n ? 1n : 0n; }
      case 'cond': {
        const c = go(x.c);
        if (rel !== 0) return fail('Choice is not allowed for first relative value');
        const a = go(x.a); const ra = rel;
        const b = go(x.b); const rb = rel;
        rel = c !== 0n ? ra : rb;
        return c !== 0n ? a : b;
      }
      case 'bin': {
        // Long chains (a+b+c+...) nest on the left: walk that spine with a loop.
        const spine: Extract<Expr, { k: 'bin' }>[] = [];
        let n: Expr = x;
        while (n.k === 'bin') { spine.push(n); n = n.a; }
        let acc = go(n);
        let accRel = rel;
        for (let i = spine.length - 1; i >= 0; i--) {
          const node = spine[i]!;
          const b = go(node.b);
          const bRel = rel;
          opCol = node.col ?? -1;
          acc = binary(node.op, acc, accRel, b, bRel);
          accRel = rel;
        }
        rel = accRel;
        return acc;
      }
    }
  };
  const binary = (op: BinaryOp, a: bigint, ra: number, b: bigint, rb: number): bigint => {
    rel = 0;
    switch (op) {
      case 'add': rel = ra + rb; return wrap(a + b);
      case 'sub': rel = ra - rb; return wrap(a - b);
      case 'mul':
        if (ra !== 0 && rb !== 0) return fail('Multiplication is not allowed for two relative values');
        rel = ra * Number(b) + rb * Number(a);
        return wrap(a * b);
      case 'shl':
        if (rb !== 0) return fail('Shift left is not allowed for any for relative second value');
        if (b >= 64n || b < 0n) { warn('Shift count out of range (between 0 and 63)'); rel = 0; return 0n; }
        rel = ra * 2 ** Number(b);
        return wrap(a << b);
      case 'eq': case 'ne': case 'lt': case 'le': case 'gt': case 'ge':
      case 'ult': case 'ule': case 'ugt': case 'uge':
        // Comparing values of the same section is comparing their offsets.
        if (ra !== rb) return fail('For comparisons two values must have this same relatives!');
        return compareValues(op, a, b, -1n);
      case 'lor': return a !== 0n || b !== 0n ? 1n : 0n;
      default:
        if (ra !== 0 || rb !== 0) return fail(REL_ERROR[op] ?? 'Expression must be absolute!');
    }
    switch (op) {
      case 'div': if (b === 0n) return fail('Division by zero', true); return wrap(a / b);
      case 'udiv': if (b === 0n) return fail('Division by zero', true); return wrap(u64(a) / u64(b));
      case 'mod': if (b === 0n) return fail('Division by zero', true); return wrap(a % b);
      case 'umod': if (b === 0n) return fail('Division by zero', true); return wrap(u64(a) % u64(b));
      case 'shr': if (b >= 64n || b < 0n) { warn('Shift count out of range (between 0 and 63)'); return 0n; } return wrap(u64(a) >> b);
      case 'sar': if (b >= 64n || b < 0n) { warn('Shift count out of range (between 0 and 63)'); return a < 0n ? -1n : 0n; } return a >> b;
      case 'and': return a & b;
      case 'or': return a | b;
      case 'xor': return a ^ b;
      case 'ornot': return wrap(a | ~b);
      case 'land': return a !== 0n && b !== 0n ? 1n : 0n;
      default: return 0n;
    }
  };
  let v: bigint;
  try {
    v = go(e);
  } catch (x) {
    if (!(x instanceof RangeError)) throw x;
    out.error = 'Expression is nested too deeply';
    return out;
  }
  out.rel = rel;
  // With a symbol still undefined nothing is known yet (errors come when it is).
  if (out.unresolved !== null) { out.error = null; out.warnings = null; }
  if (out.unresolved === null && out.error === null) out.value = v;
  return out;
}

