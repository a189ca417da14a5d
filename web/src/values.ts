// Lane values as text (hex, f32, f16, i32, u32) and the initial-state presets.

export type ValueFormat = 'hex' | 'f32' | 'f16' | 'i32' | 'u32' | 'i16' | 'u16';
export const FORMATS: readonly ValueFormat[] = ['hex', 'f32', 'f16', 'i32', 'u32', 'i16', 'u16'];

/** How a value of an operand type is best shown. */
export function formatForType(t: string | undefined): ValueFormat {
  switch (t) {
    case 'f32': case 'f16': case 'i32': case 'u32': case 'i16': case 'u16': return t;
    default: return 'hex';
  }
}

const buf = new DataView(new ArrayBuffer(8));

export function f32FromBits(b: number): number {
  buf.setUint32(0, b >>> 0);
  return buf.getFloat32(0);
}

export function bitsFromF32(x: number): number {
  buf.setFloat32(0, x);
  return buf.getUint32(0);
}

export function f64FromBits(hi: number, lo: number): number {
  buf.setUint32(0, hi >>> 0);
  buf.setUint32(4, lo >>> 0);
  return buf.getFloat64(0);
}

export function f16FromBits(h: number): number {
  const s = h & 0x8000 ? -1 : 1;
  const e = (h >>> 10) & 0x1f;
  const m = h & 0x3ff;
  if (e === 0) return s * m * 2 ** -24;
  if (e === 31) return m === 0 ? s * Infinity : NaN;
  return s * (1 + m / 1024) * 2 ** (e - 15);
}

/** The nearest f16 (ties to even) of a double, as bits. */
export function bitsFromF16(x: number): number {
  if (Number.isNaN(x)) return 0x7e00;
  const sign = x < 0 || Object.is(x, -0) ? 0x8000 : 0;
  const a = Math.abs(x);
  if (a >= 65520) return sign | 0x7c00;
  if (a < 2 ** -14) {
    // Subnormal: units of 2^-24.
    const q = a / 2 ** -24;
    let n = Math.floor(q);
    const r = q - n;
    if (r > 0.5 || (r === 0.5 && (n & 1) === 1)) n++;
    return sign | n;
  }
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e--;
  if (2 ** (e + 1) <= a) e++;
  const q = (a / 2 ** e - 1) * 1024;
  let m = Math.floor(q);
  const r = q - m;
  if (r > 0.5 || (r === 0.5 && (m & 1) === 1)) m++;
  if (m === 1024) { m = 0; e++; }
  if (e > 15) return sign | 0x7c00;
  return sign | ((e + 15) << 10) | m;
}

/** A NaN's name: quiet or signalling, and its payload when it has one. */
function nanText(mant: number, quietBit: number): string {
  const payload = mant & (quietBit - 1);
  return ((mant & quietBit) !== 0 ? 'qNaN' : 'sNaN') + (payload !== 0 ? `:0x${payload.toString(16)}` : '');
}

/** The shortest decimal that reads back as the same value under `round`. */
function shortest(x: number, maxDigits: number, round: (v: number) => number): string {
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  const a = Math.abs(x);
  for (let p = 1; p <= maxDigits; p++) {
    const v = Number(x.toPrecision(p));
    if (round(v) !== x) continue;
    return a >= 1e7 || a < 1e-5 ? v.toExponential(p - 1) : String(v);
  }
  return String(x);
}

export function formatF32(b: number): string {
  b >>>= 0;
  if ((b & 0x7f800000) === 0x7f800000 && (b & 0x7fffff) !== 0) {
    return (b >>> 31 ? '-' : '') + nanText(b & 0x7fffff, 0x400000);
  }
  return shortest(f32FromBits(b), 9, Math.fround);
}

export function formatF16(b: number): string {
  const h = b & 0xffff;
  if ((h & 0x7c00) === 0x7c00 && (h & 0x3ff) !== 0) return (h & 0x8000 ? '-' : '') + nanText(h & 0x3ff, 0x200);
  return shortest(f16FromBits(h), 5, (v) => f16FromBits(bitsFromF16(v)));
}

export function formatValue(b: number, fmt: ValueFormat): string {
  switch (fmt) {
    case 'hex': return (b >>> 0).toString(16).padStart(8, '0');
    case 'f32': return formatF32(b);
    case 'f16': return formatF16(b);
    case 'i32': return String(b | 0);
    case 'u32': return String(b >>> 0);
    case 'i16': return String((b << 16) >> 16);
    case 'u16': return String(b & 0xffff);
  }
}

export function hex32(v: number): string {
  return '0x' + (v >>> 0).toString(16).padStart(8, '0');
}

// --- presets -------------------------------------------------------------------

export interface Preset {
  readonly id: string;
  readonly label: string;
  readonly title: string;
  /** The 64 lane values. */
  lanes(): number[];
}

/** f32 values worth looking at: zeros, denormals, one, the extremes, infinities, NaNs. */
export const SPECIAL_F32 = [
  0x00000000, 0x80000000, 0x00000001, 0x807fffff, 0x00800000, 0x3f800000, 0xbf800000, 0x3f000000,
  0x40490fdb, 0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7f800001,
];

export const SPECIAL_F16 = [
  0x0000, 0x8000, 0x0001, 0x83ff, 0x0400, 0x3c00, 0xbc00, 0x3800,
  0x4248, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7c01,
];

/** A small, seedable generator, so that a preset is reproducible when asked. */
function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s; };
}

export const PRESETS: readonly Preset[] = [
  { id: 'lane', label: 'lane id', title: 'lane index 0..63 as an integer', lanes: () => Array.from({ length: 64 }, (_, l) => l) },
  { id: 'lane-f32', label: 'lane id f32', title: 'lane index as an f32 (0.0, 1.0, ... 63.0)', lanes: () => Array.from({ length: 64 }, (_, l) => bitsFromF32(l)) },
  { id: 'lane-f16', label: 'lane id f16', title: 'lane index as an f16 in the low half', lanes: () => Array.from({ length: 64 }, (_, l) => bitsFromF16(l)) },
  { id: 'special-f32', label: 'special f32', title: '±0, denormals, ±1, 0.5, pi, ±max, ±inf, NaNs (repeated every 16 lanes, negated in lanes 32-47)', lanes: () => Array.from({ length: 64 }, (_, l) => (SPECIAL_F32[l % 16]! ^ (l >= 32 && l < 48 ? 0x80000000 : 0)) >>> 0) },
  { id: 'special-f16', label: 'special f16', title: 'the same f16 values in the low half', lanes: () => Array.from({ length: 64 }, (_, l) => SPECIAL_F16[l % 16]! ^ (l >= 32 && l < 48 ? 0x8000 : 0)) },
  { id: 'random', label: 'random bits', title: 'random 32-bit values', lanes: () => { const r = xorshift((Math.random() * 2 ** 32) >>> 0); return Array.from({ length: 64 }, () => r()); } },
  { id: 'random-f32', label: 'random f32', title: 'random f32 values in [-8, 8)', lanes: () => Array.from({ length: 64 }, () => bitsFromF32(Math.random() * 16 - 8)) },
  { id: 'zero', label: 'zero', title: 'all lanes 0', lanes: () => new Array<number>(64).fill(0) },
];

export const EXEC_PRESETS: readonly { id: string; label: string; value: bigint }[] = [
  { id: 'all', label: 'all', value: 0xffffffffffffffffn },
  { id: 'low32', label: 'lanes 0-31', value: 0x00000000ffffffffn },
  { id: 'even', label: 'even', value: 0x5555555555555555n },
  { id: 'none', label: 'none', value: 0n },
];

// --- reading a value typed into a lane cell ------------------------------------

const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/**
 * The 32 bits a lane cell holds after `text` is typed in format `fmt`
 * (`old`: the bits before, whose high half a 16-bit format keeps), or a
 * message saying why the text is not such a value. `0x…` is raw bits in
 * every format.
 */
export function parseFormatted(text: string, fmt: ValueFormat, old: number): number | string {
  const t = text.trim();
  if (t === '') return 'empty: type a value';
  const half = fmt === 'f16' || fmt === 'i16' || fmt === 'u16';
  const raw = /^0x([0-9a-f]{1,8})$/i.exec(t);
  if (raw !== null || fmt === 'hex') {
    const m = raw ?? /^([0-9a-f]{1,8})$/i.exec(t);
    if (m === null) return `'${t}' is not hex (up to 8 hex digits, e.g. 3f800000)`;
    const v = parseInt(m[1]!, 16) >>> 0;
    if (half && raw !== null && v > 0xffff) return `'${t}' does not fit in 16 bits`;
    return half ? ((old & 0xffff0000) | v) >>> 0 : v;
  }
  if (fmt === 'f32' || fmt === 'f16') {
    const special = /^([-+]?)(inf|infinity|nan|qnan)$/i.exec(t);
    let x: number;
    if (special !== null) x = /nan/i.test(special[2]!) ? NaN : special[1] === '-' ? -Infinity : Infinity;
    else if (DECIMAL.test(t)) x = Number(t);
    else return `'${t}' is not a number (e.g. 1.5, -2e-3, inf, nan or 0x bits)`;
    if (fmt === 'f32') return Number.isNaN(x) ? 0x7fc00000 : bitsFromF32(x);
    return ((old & 0xffff0000) | bitsFromF16(x)) >>> 0;
  }
  if (!/^[-+]?\d+$/.test(t)) return `'${t}' is not an integer`;
  const n = Number(t);
  const [lo, hi] = fmt === 'i32' ? [-(2 ** 31), 2 ** 31 - 1] : fmt === 'u32' ? [0, 2 ** 32 - 1]
    : fmt === 'i16' ? [-32768, 32767] : [0, 65535];
  if (n < lo || n > hi) return `${t} is out of range for ${fmt} (${lo} to ${hi})`;
  return half ? ((old & 0xffff0000) | (n & 0xffff)) >>> 0 : n >>> 0;
}

/** A scalar register value typed as hex (0x…) or decimal, within `bits`; or why not. */
export function parseScalar(text: string, bits: 32 | 64): bigint | string {
  const t = text.trim();
  let v: bigint;
  try {
    if (!/^(?:0x[0-9a-f]+|-?\d+)$/i.test(t)) throw new Error();
    v = BigInt(t);
  } catch {
    return `'${t}' is not an integer (hex 0x… or decimal)`;
  }
  const max = (1n << BigInt(bits)) - 1n;
  if (v < 0n) v += max + 1n;
  if (v < 0n || v > max) return `'${t}' does not fit in ${bits} bits`;
  return v;
}
