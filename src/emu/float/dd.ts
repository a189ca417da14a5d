// Double-double arithmetic (a value is an unevaluated sum hi + lo of two
// doubles with |lo| <= ulp(hi)/2), without FMA: products are split with
// Veltkamp's constant 2^27 + 1 (Dekker's TwoProduct), sums use Knuth's
// TwoSum. Each function returns the hi part and leaves the lo part in the
// live binding `ddLo` (read it right away: the next call overwrites it).
//
// Error bounds used by the kernels (u = 2^-53; Joldes, Muller and Popescu,
// "Tight and rigorous error bounds for basic building blocks of double-word
// arithmetic", 2017): ddAdd (the accurate sum) <= 3u^2 relative, ddMul
// <= 7u^2, ddMulD <= 3u^2, ddAddD <= 2u^2; the kernels count 2^-102 per
// operation, which covers all of them. twoSum and twoProd are exact as long
// as nothing overflows or underflows (the kernels stay far from both).

export let ddLo = 0;

const SPLIT = 134217729; // 2^27 + 1

/** a + b = s + ddLo exactly. */
export function twoSum(a: number, b: number): number {
  const s = a + b;
  const bb = s - a;
  ddLo = (a - (s - bb)) + (b - bb);
  return s;
}

/** a + b = s + ddLo exactly, provided |a| >= |b| (or a = 0). */
export function fastTwoSum(a: number, b: number): number {
  const s = a + b;
  ddLo = b - (s - a);
  return s;
}

const SPLIT_MAX = 2 ** 995;

/** a * b = p + ddLo exactly. */
export function twoProd(a: number, b: number): number {
  // Veltkamp's split (SPLIT * a) overflows above 2^996: split operands scaled by 2^-60 there
  // (exact), and scale the error term back (it cannot underflow: a finite product of such
  // an operand is at least 2^-79).
  if (Math.abs(a) > SPLIT_MAX || Math.abs(b) > SPLIT_MAX) {
    const sa = Math.abs(a) > SPLIT_MAX ? 2 ** -60 : 1;
    const sb = Math.abs(b) > SPLIT_MAX ? 2 ** -60 : 1;
    twoProd(a * sa, b * sb);
    ddLo /= sa * sb;
    return a * b;
  }
  const p = a * b;
  let c = SPLIT * a;
  const ah = c - (c - a);
  const al = a - ah;
  c = SPLIT * b;
  const bh = c - (c - b);
  const bl = b - bh;
  ddLo = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
  return p;
}

/** (ah + al) + (bh + bl), accurate even under cancellation. */
export function ddAdd(ah: number, al: number, bh: number, bl: number): number {
  let s = ah + bh;
  let bb = s - ah;
  let e = (ah - (s - bb)) + (bh - bb);
  const t = al + bl;
  bb = t - al;
  const f = (al - (t - bb)) + (bl - bb);
  e += t;
  let h = s + e;
  e = e - (h - s);
  e += f;
  s = h + e;
  ddLo = e - (s - h);
  return s;
}

/** (ah + al) + b. */
export function ddAddD(ah: number, al: number, b: number): number {
  const s = ah + b;
  const bb = s - ah;
  let e = (ah - (s - bb)) + (b - bb);
  e += al;
  const h = s + e;
  ddLo = e - (h - s);
  return h;
}

/** (ah + al) * (bh + bl). */
export function ddMul(ah: number, al: number, bh: number, bl: number): number {
  const p = twoProd(ah, bh);
  const e = ddLo + (ah * bl + al * bh);
  const h = p + e;
  ddLo = e - (h - p);
  return h;
}

/** (ah + al) * b. */
export function ddMulD(ah: number, al: number, b: number): number {
  const p = twoProd(ah, b);
  const e = ddLo + al * b;
  const h = p + e;
  ddLo = e - (h - p);
  return h;
}

/** a / b as a double-double (a, b doubles, b != 0). */
export function ddDivD(a: number, b: number): number {
  const q = a / b;
  const p = twoProd(q, b);
  const r = (a - p) - ddLo; // the exact remainder a - q b (representable)
  const q2 = r / b;
  const h = q + q2;
  ddLo = q2 - (h - q);
  return h;
}
