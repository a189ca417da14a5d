// Float literals: LLVM Real tokens to f64 bits, and f64 to f32/f16 with
// APFloat's rounding and losslessness rules.

import { F16, F32, F64, parseFloatText, roundToFormat, type ExactFloat, type FloatFormat } from '../float.js';
import { MASK64 } from './constants.js';

/** The exact value of an f64 bit pattern (finite), for conversion to narrower formats. */
function exactOfDouble(bits: bigint): ExactFloat {
  const negative = ((bits >> 63n) & 1n) === 1n;
  const e = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & ((1n << 52n) - 1n);
  if (e === 0) return { negative, mant: frac, exp: -1074, base: 2 };
  return { negative, mant: frac | (1n << 52n), exp: e - 1075, base: 2 };
}

interface Converted { bits: number; lossless: boolean }

const F64_BUF = new Float64Array(1);
const F64_U64 = new BigUint64Array(F64_BUF.buffer);
const F32_BUF = new Float32Array(1);
const F32_U32 = new Uint32Array(F32_BUF.buffer);
const MIN_NORMAL_F32 = 2 ** -126;

function doubleOf(bits: bigint): number {
  F64_U64[0] = bits & MASK64;
  return F64_BUF[0]!;
}

function bitsOfDouble(x: number): bigint {
  F64_BUF[0] = x;
  return F64_U64[0]!;
}

/**
 * APFloat::convert from double to f32/f16 with round-to-nearest-even, and
 * canLosslesslyConvertToFPType (loss of precision is fine, overflow or
 * underflow with loss is not).
 */
export function convertDouble(bits: bigint, fmt: FloatFormat): Converted {
  if (fmt === F32) {
    // The host's conversion is IEEE round-to-nearest-even.
    const x = doubleOf(bits);
    if (x !== x) return convertDoubleExact(bits, fmt); // NaN payloads
    const f = Math.fround(x);
    F32_BUF[0] = f;
    const inexact = f !== x;
    const lossless = !(inexact && ((isFinite(x) && !isFinite(f)) || Math.abs(f) < MIN_NORMAL_F32));
    return { bits: F32_U32[0]!, lossless };
  }
  return convertDoubleExact(bits, fmt);
}

function convertDoubleExact(bits: bigint, fmt: FloatFormat): Converted {
  const e = Number((bits >> 52n) & 0x7ffn);
  const negative = ((bits >> 63n) & 1n) === 1n;
  const signBit = fmt === F16 ? 0x8000 : 0x80000000;
  if (e === 0x7ff) {
    const nan = (bits & ((1n << 52n) - 1n)) !== 0n;
    const inf = fmt === F16 ? 0x7c00 : 0x7f800000;
    return { bits: ((negative ? signBit : 0) | inf | (nan ? (fmt === F16 ? 0x200 : 0x400000) : 0)) >>> 0, lossless: true };
  }
  const r = roundToFormat(exactOfDouble(bits), fmt);
  const lossless = !(r.inexact && (r.overflow || r.underflow));
  return { bits: Number(r.bits) >>> 0, lossless };
}

/** The f64 bit pattern of an LLVM Real token (APFloat::convertFromString), or null. */
export function parseReal(text: string): bigint | null {
  // LLVM accepts an exponent without digits ("1e", "1.0e+"): it means e0.
  let t = text;
  const last = t.charCodeAt(t.length - 1);
  const isHex = t.length > 1 && t[0] === '0' && (t[1] === 'x' || t[1] === 'X');
  if (!isHex) {
    if (last === 43 || last === 45 || last === 101 || last === 69) t += '0';
    // The host's decimal conversion is correctly rounded, as APFloat's is.
    const x = Number(t);
    if (x === x) return bitsOfDouble(x);
  }
  const ex = parseFloatText(t);
  if (ex === null) return null;
  return roundToFormat(ex, F64).bits;
}
