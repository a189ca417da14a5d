// Facts about operand value types: width, float or integer, signedness.

import type { ValueType } from './vop1.js';

export interface TypeInfo {
  readonly type: ValueType;
  /** Bits the instruction reads or writes: 16 (low half of a register), 32, or 64 (a pair). */
  readonly width: 16 | 32 | 64;
  /** How many consecutive 32-bit registers the operand occupies. */
  readonly regs: 1 | 2;
  readonly float: boolean;
  readonly signed: boolean;
}

function info(type: ValueType, width: 16 | 32 | 64, float: boolean, signed: boolean): TypeInfo {
  return { type, width, regs: width === 64 ? 2 : 1, float, signed };
}

export const TYPE_INFO: { readonly [T in ValueType]: TypeInfo } = {
  b32: info('b32', 32, false, false),
  i32: info('i32', 32, false, true),
  u32: info('u32', 32, false, false),
  f32: info('f32', 32, true, true),
  f64: info('f64', 64, true, true),
  f16: info('f16', 16, true, true),
  u16: info('u16', 16, false, false),
  i16: info('i16', 16, false, true),
  u8: info('u8', 32, false, false),
  i4: info('i4', 32, false, true),
};
