// Buffer data and number formats (buffer_*_format_*, tbuffer_*; docs/emulator.md
// §16, §28): every GCN data format (DFMT 1-14, the packed 10/11-bit ones
// included) with the unorm, snorm, uscaled, sscaled, uint, sint and float
// number formats, both ways, and the 16-bit (d16) register forms of GCN 1.2.

import { f16ToF32, f32ToF16, f32Value, RNE } from './float/index.js';
import { fail } from './operand.js';
import type { Memory } from './memory.js';

/** A data format: component widths in bits, x first; packed formats share one dword (x in the low bits). */
interface DataFormat { readonly bits: readonly number[]; readonly packed: boolean }

/** DFMT codes (names as in the ISA: the packed ones list the widths from the high bits down). */
const DFMT: readonly (DataFormat | null)[] = [
  null,
  { bits: [8], packed: false }, { bits: [16], packed: false }, { bits: [8, 8], packed: false }, { bits: [32], packed: false },
  { bits: [16, 16], packed: false },
  { bits: [11, 11, 10], packed: true }, // 10_11_11
  { bits: [10, 11, 11], packed: true }, // 11_11_10
  { bits: [2, 10, 10, 10], packed: true }, // 10_10_10_2
  { bits: [10, 10, 10, 2], packed: true }, // 2_10_10_10
  { bits: [8, 8, 8, 8], packed: false }, { bits: [32, 32], packed: false }, { bits: [16, 16, 16, 16], packed: false },
  { bits: [32, 32, 32], packed: false }, { bits: [32, 32, 32, 32], packed: false },
];

const UNORM = 0; const SNORM = 1; const USCALED = 2; const SSCALED = 3; const UINT = 4; const SINT = 5; const FLOAT = 7;

function format(dfmt: number, nfmt: number, name: string): DataFormat {
  const f = DFMT[dfmt] ?? null;
  if (f === null) fail(`${name}: data format ${dfmt} is invalid`);
  if (nfmt === 6 || nfmt > 7) fail(`${name}: number format ${nfmt} is not supported by the compute model`);
  return f;
}

/** Where component i lies: byte address and bit offset within the loaded unit. */
function place(f: DataFormat, addr: number, i: number): [number, number] {
  if (f.packed) { let o = 0; for (let k = 0; k < i; k++) o += f.bits[k]!; return [addr, o]; }
  return [addr + (i * f.bits[0]!) / 8, 0];
}

function load(mem: Memory, a: number, bits: number, packed: boolean): number {
  if (packed) return mem.read32(a);
  return bits === 32 ? mem.read32(a) : bits === 16 ? mem.read16(a) : mem.read8(a);
}

const f32Bits = (x: number): number => { const b = new DataView(new ArrayBuffer(4)); b.setFloat32(0, x, true); return b.getUint32(0, true); };
const sext = (raw: number, bits: number): number => (bits === 32 ? raw | 0 : (raw << (32 - bits)) >> (32 - bits));

/** An unsigned float of 5 exponent bits and `m` mantissa bits (the 10/11-bit formats) as f32 bits. */
function smallFloatToF32(raw: number, m: number): number {
  const e = raw >>> m; const f = raw & ((1 << m) - 1);
  if (e === 31) return f === 0 ? 0x7f800000 : (0x7fc00000 | (f << (23 - m))) >>> 0;
  return f32Bits(e === 0 ? f * 2 ** (-14 - m) : (1 + f / 2 ** m) * 2 ** (e - 15));
}

/** f32 bits to the unsigned 5e/m-bit float, round to nearest even; negatives give 0, NaN stays NaN. */
function f32ToSmallFloat(v: number, m: number): number {
  const x = f32Value(v);
  if (x !== x) return (31 << m) | 1;
  if (x <= 0) return 0;
  if (x === Infinity) return 31 << m;
  // Quantum 2^(e-m) for the binade 2^e of x (e ≥ -14: the target's subnormals share the lowest one).
  let e = Math.max(-14, ((v >>> 23) & 0xff) - 127);
  let n = rne(x * 2 ** (m - e)); // exact scaling, then one rounding
  if (n >= 2 ** (m + 1)) { n /= 2; e++; } // rounded up into the next binade (n even then)
  if (n < 2 ** m) return n; // subnormal (e = -14) or zero
  if (e + 15 >= 31) return 31 << m; // overflow: infinity
  return ((e + 15) << m) | (n - 2 ** m);
}

function rne(x: number): number {
  const r = Math.round(x);
  return r - x === 0.5 && (r & 1) !== 0 ? r - 1 : r;
}

/** Whether the number format reads as a float (the default w is then 1.0). */
const floatValued = (nfmt: number): boolean => nfmt !== UINT && nfmt !== SINT;

/** Component i of the format at addr as a 32-bit register value (missing: 0, w: 1 or 1.0). */
export function readFormat(mem: Memory, addr: number, dfmt: number, nfmt: number, i: number, name: string): number {
  const f = format(dfmt, nfmt, name);
  const bits = f.bits[i];
  if (bits === undefined) return i === 3 ? (floatValued(nfmt) ? 0x3f800000 : 1) : 0;
  const [a, shift] = place(f, addr, i);
  const word = load(mem, a, bits, f.packed);
  const raw = bits === 32 ? word >>> 0 : (word >>> shift) & ((1 << bits) - 1);
  switch (nfmt) {
    case UNORM: return bits === 32 ? raw : f32Bits(raw / (2 ** bits - 1));
    case SNORM: return f32Bits(Math.max(-1, sext(raw, bits) / (2 ** (bits - 1) - 1)));
    case USCALED: return f32Bits(raw);
    case SSCALED: return f32Bits(sext(raw, bits));
    case UINT: return raw;
    case SINT: return sext(raw, bits) >>> 0;
    default: // FLOAT
      if (bits === 32) return raw;
      if (bits === 16) return f16ToF32(raw);
      if (bits === 11 || bits === 10) return smallFloatToF32(raw, bits - 5);
      return fail(`${name}: there is no ${bits}-bit float format`);
  }
}

/** The field value of register value v for a component of `bits` bits in number format nfmt. */
function encode(v: number, bits: number, nfmt: number, name: string): number {
  const mask = bits === 32 ? 0xffffffff : (1 << bits) - 1;
  const x = f32Value(v);
  const sat = (lo: number, hi: number, y: number): number => (y !== y ? 0 : Math.min(hi, Math.max(lo, rne(y))));
  switch (nfmt) {
    case UINT: case SINT: return (v & mask) >>> 0;
    case UNORM: return bits === 32 ? v >>> 0 : sat(0, mask, Math.min(1, Math.max(0, x)) * mask);
    case SNORM: { const m = 2 ** (bits - 1) - 1; return (sat(-m, m, Math.min(1, Math.max(-1, x)) * m) & mask) >>> 0; }
    case USCALED: return sat(0, 2 ** bits - 1, x) >>> 0;
    case SSCALED: return (sat(-(2 ** (bits - 1)), 2 ** (bits - 1) - 1, x) & mask) >>> 0;
    default:
      if (bits === 32) return v >>> 0;
      if (bits === 16) return f32ToF16(v, RNE);
      if (bits === 11 || bits === 10) return f32ToSmallFloat(v, bits - 5);
      return fail(`${name}: there is no ${bits}-bit float format`);
  }
}

/** Writes component i (register value v); components a format lacks are dropped; packed fields keep their neighbours. */
export function writeFormat(mem: Memory, addr: number, dfmt: number, nfmt: number, i: number, v: number, name: string): void {
  const f = format(dfmt, nfmt, name);
  const bits = f.bits[i];
  if (bits === undefined) return;
  const [a, shift] = place(f, addr, i);
  const field = encode(v, bits, nfmt, name);
  if (f.packed) {
    const m = ((1 << bits) - 1) << shift;
    mem.write32(a, ((mem.read32(a) & ~m) | ((field << shift) & m)) >>> 0);
  } else if (bits === 32) mem.write32(a, field);
  else if (bits === 16) mem.write16(a, field);
  else mem.write8(a, field);
}

/** d16 loads (GCN 1.2, unpacked): the 32-bit value made 16-bit in the low half (floats → f16 RNE, integers → low bits). */
export function toD16(v: number, nfmt: number): number {
  return floatValued(nfmt) ? f32ToF16(v, RNE) : v & 0xffff;
}

/** d16 stores: the low half as the 32-bit register value (f16 → f32; sint sign-extended, uint zero-extended). */
export function fromD16(v: number, nfmt: number): number {
  const h = v & 0xffff;
  return floatValued(nfmt) ? f16ToF32(h) : nfmt === SINT ? ((h << 16) >> 16) >>> 0 : h;
}
