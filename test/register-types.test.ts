// VGPR value types of a program (src/emu/register-types.ts, what the
// playground's register view formats by). The words are llvm-mc 14's
// encodings for tonga (llvm-mc -arch=amdgcn -mcpu=tonga -show-encoding; the
// text is in each comment); the expected types are the operands' types as the
// ISA manual describes each instruction (v_cvt_f64_i32: an i32 source, an f64
// result in a register pair; compares write a lane mask, not a VGPR; ...).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vgprTypes } from '../src/emu/register-types.js';

const le = (...b: number[]): number[] => {
  const w: number[] = [];
  for (let i = 0; i < b.length; i += 4) w.push((b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0);
  return w;
};

const PROGRAM: number[][] = [
  le(0x02, 0x07, 0x02, 0x02), // v_add_f32_e32 v1, v2, v3
  le(0x06, 0x09, 0x08, 0x7e), // v_cvt_f64_i32_e32 v[4:5], v6
  le(0x08, 0x0d, 0x0e, 0x7e), // v_cvt_f32_u32_e32 v7, v8
  le(0x0a, 0x00, 0x81, 0xd2, 0x0c, 0x1d, 0x02, 0x00), // v_mul_f64 v[10:11], v[12:13], v[14:15]
  le(0xf9, 0x02, 0x20, 0x7e, 0x11, 0x06, 0x05, 0x00), // v_mov_b32_sdwa v16, v17 ... src0_sel:WORD_1
  le(0x15, 0x0b, 0x28, 0x7e), // v_cvt_f32_i32_e32 v20, v21
  le(0x14, 0x03, 0x2a, 0x7e), // v_mov_b32_e32 v21, v20
  le(0x16, 0x2f, 0x82, 0x7c), // v_cmp_lt_f32_e32 vcc, v22, v23
  le(0x18, 0x05, 0x00, 0x7e), // v_readfirstlane_b32 s0, v24
  le(0x19, 0x00, 0xcb, 0xd1, 0x1a, 0x03, 0xc8, 0x03), // v_fma_f32 v25, v26, s1, 1.0
];

test('VGPR types follow the operand types of the instructions that write, else read, each register (tonga)', () => {
  const types = Object.fromEntries([...vgprTypes(PROGRAM, 2)].sort((a, b) => a[0] - b[0]));
  assert.deepEqual(types, {
    1: 'f32', 2: 'f32', 3: 'f32',
    4: 'f64', 5: 'f64', 6: 'i32',
    7: 'f32', 8: 'u32',
    10: 'f64', 11: 'f64', 12: 'f64', 13: 'f64', 14: 'f64', 15: 'f64',
    16: 'b32', 17: 'b32',
    // v21 is read as i32 by the conversion, then written by a 32-bit move: the last write wins.
    20: 'f32', 21: 'b32',
    // The compare reads two f32 VGPRs and writes VCC; readfirstlane reads a VGPR.
    22: 'f32', 23: 'f32', 24: 'b32',
    25: 'f32', 26: 'f32',
  });
});

test('words that are not vector instructions, or are cut short, are skipped', () => {
  const types = vgprTypes([[0xbf810000], [0xd2810000], []], 2); // s_endpgm; a VOP3 word without its second dword
  assert.equal(types.size, 0);
});
