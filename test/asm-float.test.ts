// Float literals: the f64-parse shortcut (fastDecimalBits) against the exact
// BigInt rounding, on seeded random literals and on the cases where going
// through f64 rounds twice (the shortcut must step aside there).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { F16, F32, F64_HIGH, fastDecimalBits, parseFloatText, roundToFormat, type FloatFormat } from '../src/asm/float.js';

function exact(text: string, f: FloatFormat): number {
  const r = roundToFormat(parseFloatText(text)!, f);
  return r.overflow ? -2 : Number(r.bits) >>> 0;
}

/** xorshift32: reproducible inputs. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 2 ** 32;
  };
}

function randomLiteral(r: () => number, maxExp: number): string {
  const digits = 1 + Math.floor(r() * 19); // past 17 the shortcut must decline
  let mant = '';
  for (let i = 0; i < digits; i++) mant += String(Math.floor(r() * 10));
  const point = Math.floor(r() * (digits + 1));
  let text = `${mant.slice(0, point)}.${mant.slice(point)}`;
  if (text === '.') text = '0.5';
  if (r() < 0.7) text += `e${Math.floor((r() * 2 - 1) * maxExp)}`;
  return (r() < 0.3 ? '-' : r() < 0.1 ? '+' : '') + text;
}

test('the shortcut agrees with exact rounding wherever it answers (f32, f64 high dword)', () => {
  for (const [f, maxExp, seed] of [[F32, 45, 7], [F64_HIGH, 320, 11]] as const) {
    const r = rng(seed);
    let answered = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const text = randomLiteral(r, maxExp);
      const fast = fastDecimalBits(text, f);
      if (fast < 0) continue;
      answered++;
      assert.equal(fast, exact(text, f), `${f.name} ${text}`);
    }
    // The shortcut must carry the common case, or it is dead code.
    assert.ok(answered > n * 0.5, `${f.name}: answered ${answered} of ${n}`);
  }
});

test('the shortcut steps aside where decimal -> f64 -> format would round twice', () => {
  // 16777217 = 2^24 + 1 lies halfway between the f32 values 2^24 and 2^24 + 2.
  // 16777217.000000001 is above it, so f32 rounding gives 2^24 + 2 (0x4b800001);
  // but its nearest f64 is 16777217 itself, which ties to even: 2^24 (0x4b800000).
  assert.equal(exact('16777217.000000001', F32), 0x4b800001);
  assert.equal(exact('16777217.0', F32), 0x4b800000);
  assert.equal(exact('16777216.999999999', F32), 0x4b800000);
  for (const t of ['16777217.000000001', '16777217.0', '16777216.999999999', '-16777217.0', '33554434.0']) {
    assert.equal(fastDecimalBits(t, F32), -1, t);
  }
  // The same for the high dword of an f64 (21 bits of precision: the spacing at 2^21 is 2):
  // 2^21 + 1 = 2097153 is halfway between 2^21 and 2^21 + 2.
  assert.equal(fastDecimalBits('2097153.0', F64_HIGH), -1);
  assert.equal(exact('2097153.0', F64_HIGH), 0x41400000); // ties to even: 2^21
  assert.equal(exact('2097153.0000001', F64_HIGH), 0x41400001);
  // Exactly representable values take the shortcut.
  assert.equal(fastDecimalBits('1.5', F32), 0x3fc00000);
  assert.equal(fastDecimalBits('-2.5e1', F32), 0xc1c80000);
  assert.equal(fastDecimalBits('0.1', F32), 0x3dcccccd);
  assert.equal(fastDecimalBits('1.5', F64_HIGH), 0x3ff80000);
  assert.equal(fastDecimalBits('0.1', F64_HIGH), 0x3fb9999a);
});

test('the shortcut leaves zero, hex, f16, overflow and denormals to the exact path', () => {
  for (const t of ['0.0', '-0.0', '0x1.8p1', '1e39', '3.4028236e38', '1e-40', '1.17549e-38']) {
    assert.equal(fastDecimalBits(t, F32), -1, t);
  }
  for (const t of ['1.5', '0.5']) assert.equal(fastDecimalBits(t, F16), -1, t);
  for (const t of ['1e309', '1.7976931348623157e308', '2e-308']) assert.equal(fastDecimalBits(t, F64_HIGH), -1, t);
  // 1.7976931348623157e308 rounds up past the largest high-dword value: an overflow for the exact path.
  assert.equal(exact('1.7976931348623157e308', F64_HIGH), -2);
});
