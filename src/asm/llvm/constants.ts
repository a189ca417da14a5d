// Inline constants and literal encodings (AMDGPUBaseInfo / AMDGPUMCCodeEmitter).

import { OT } from './forms.js';

export const MASK64 = (1n << 64n) - 1n;
const s64 = (v: bigint): bigint => BigInt.asIntN(64, v);

export function isIntInline(v: bigint): boolean {
  return v >= -16n && v <= 64n;
}

const F32_INLINE = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000];
const F16_INLINE = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400];
const F64_INLINE = [0x3fe0000000000000n, 0xbfe0000000000000n, 0x3ff0000000000000n, 0xbff0000000000000n,
  0x4000000000000000n, 0xc000000000000000n, 0x4010000000000000n, 0xc010000000000000n];
const INV2PI_F32 = 0x3e22f983;
const INV2PI_F16 = 0x3118;
const INV2PI_F64 = 0x3fc45f306dc9c882n;

export function isInlinableLiteral32(v: number, inv2pi: boolean): boolean {
  // v: a signed 32-bit integer
  if (v >= -16 && v <= 64) return true;
  const u = v >>> 0;
  for (const p of F32_INLINE) if (u === p) return true;
  return u === INV2PI_F32 && inv2pi;
}

export function isInlinableLiteral64(v: bigint, inv2pi: boolean): boolean {
  const sv = s64(v);
  if (isIntInline(sv)) return true;
  const u = v & MASK64;
  for (const p of F64_INLINE) if (u === p) return true;
  return u === INV2PI_F64 && inv2pi;
}

export function isInlinableLiteral16(v: number, inv2pi: boolean): boolean {
  // v: a signed 16-bit integer. LLVM 14: no 16-bit inline constants without inv2pi (GCN 1.0/1.1).
  if (!inv2pi) return false;
  if (v >= -16 && v <= 64) return true;
  const u = v & 0xffff;
  for (const p of F16_INLINE) if (u === p) return true;
  return u === INV2PI_F16;
}

const SAFE_MIN: readonly bigint[] = [0, 8, 16, 32, 64].map((b) => (b === 0 ? 0n : -(1n << BigInt(b - 1))));
const SAFE_MAX: readonly bigint[] = [0, 8, 16, 32, 64].map((b) => (b === 0 ? 0n : (1n << BigInt(b)) - 1n));

/** isUIntN(bits, v) || isIntN(bits, v), bits 8/16/32. */
export function isSafeTruncation(v: bigint, bits: number): boolean {
  const i = bits === 8 ? 1 : bits === 16 ? 2 : bits === 32 ? 3 : 4;
  return v >= SAFE_MIN[i]! && v <= SAFE_MAX[i]!;
}

function intInlineCode(v: number): number {
  if (v >= 0 && v <= 64) return 128 + v;
  if (v >= -16 && v <= -1) return 192 - v;
  return 0;
}

/** getLit32Encoding / getLit64Encoding / getLit16Encoding / getLit16IntEncoding: the 9-bit code, 255 = literal. */
export function litEncoding(imm: bigint, ot: OT, inv2pi: boolean): number {
  switch (ot) {
    case OT.INT32: case OT.FP32: {
      const u = Number(imm & 0xffffffffn);
      const c = intInlineCode(u | 0);
      if (c !== 0) return c;
      for (let i = 0; i < 8; i++) if (u === F32_INLINE[i]) return 240 + i;
      if (u === INV2PI_F32 && inv2pi) return 248;
      return 255;
    }
    case OT.INT64: case OT.FP64: {
      const sv = s64(imm);
      if (isIntInline(sv)) return intInlineCode(Number(sv));
      const u = imm & MASK64;
      for (let i = 0; i < 8; i++) if (u === F64_INLINE[i]) return 240 + i;
      if (u === INV2PI_F64 && inv2pi) return 248;
      return 255;
    }
    case OT.INT16: {
      const v = (Number(imm & 0xffffn) << 16) >> 16;
      const c = intInlineCode(v);
      return c !== 0 ? c : 255;
    }
    case OT.FP16: {
      const u = Number(imm & 0xffffn);
      const c = intInlineCode((u << 16) >> 16);
      if (c !== 0) return c;
      for (let i = 0; i < 8; i++) if (u === F16_INLINE[i]) return 240 + i;
      if (u === INV2PI_F16 && inv2pi) return 248;
      return 255;
    }
  }
}
