// The typed view of decoded instructions (library API): fields by layout
// name, names per dialect, sizes; expectations from the ISA documents'
// field layouts and llvm-mc 14 / clrxdisasm 0.1.9 output for these words.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeInstruction, decodeInstructions } from '../src/disasm/typed.js';

test('a VOP3 word of GCN 1.2: its layout fields, names and both texts', () => {
  // llvm-mc -mcpu=tonga: v_rcp_f32_e64 v5, -|v6| clamp mul:2 ; encoding: [0x05,0x81,0x62,0xd1,0x06,0x01,0x00,0x28]
  const i = decodeInstruction([0xd1628105, 0x28000106], { arch: 'tonga' });
  assert.equal(i.encoding, 'VOP3');
  assert.equal(i.opcode, 0x162);
  assert.equal(i.mnemonic, 'v_rcp_f32');
  assert.deepEqual(i.names, { clrx: 'v_rcp_f32', llvm: 'v_rcp_f32' });
  assert.equal(i.size, 2);
  assert.equal(i.fields.VDST, 5);
  assert.equal(i.fields.SRC0, 0x106);
  assert.equal(i.fields.ABS, 1);
  assert.equal(i.fields.NEG, 1);
  assert.equal(i.fields.CLAMP, 1);
  assert.equal(i.fields.OMOD, 1);
  assert.equal(i.text.llvm, 'v_rcp_f32_e64 v5, -|v6| clamp mul:2');
  // clrxdisasm 0.1.9 -A gcn1.2 prints `v_rcp_f32       v5, -abs(v6) mul:2 clamp` for these words.
  assert.equal(i.text.clrx, 'v_rcp_f32       v5, -abs(v6) mul:2 clamp');
  assert.deepEqual(i.nonCanonical, []);
});

test('SDWA and literal words; a word of no encoding; a truncated instruction', () => {
  const [sdwa, lit, none, cut] = [
    decodeInstruction([0x7e0202f9, 0x00060602], { arch: 'gcn1.2' }),
    decodeInstruction([0x7e0202ff, 0x12345678], { arch: 'gcn1.0' }),
    decodeInstruction([0xfc000000], { arch: 'gcn1.2' }),
    decodeInstruction([0xc0020102], { arch: 'tonga' }),
  ];
  assert.equal(sdwa.ext, 'sdwa');
  assert.equal(sdwa.fields['SDWA.SRC0'], 2);
  assert.equal(sdwa.fields['SDWA.SRC0_SEL'], 6);
  // llvm-mc -mcpu=tonga --disassemble
  assert.equal(sdwa.text.llvm, 'v_mov_b32_sdwa v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD');
  assert.equal(lit.literal, 0x12345678);
  assert.equal(lit.text.clrx, 'v_mov_b32       v1, 0x12345678');
  assert.equal(none.encoding, null);
  assert.equal(none.text.clrx, '.int 0xfc000000');
  assert.equal(none.text.llvm, null);
  assert.equal(cut.encoding, 'SMEM');
  assert.equal(cut.truncated, true);
  assert.equal(cut.size, 2);
});

test('decodeInstructions walks a byte stream by instruction size', () => {
  const bytes = new Uint8Array(new Uint32Array([0xc0020102, 0x00000004, 0xbf8c007f, 0x8604ff04, 0x0000ffff, 0xbf810000]).buffer);
  const list = decodeInstructions(bytes, { arch: 'tonga', syntax: 'llvm' });
  // llvm-objdump 14 on the corpus (test/vectors/kernels): s_load_dword s4, s[4:5], 0x4 / s_waitcnt lgkmcnt(0) / s_and_b32 s4, s4, 0xffff / s_endpgm
  assert.deepEqual(list.map((i) => i.text.llvm), ['s_load_dword s4, s[4:5], 0x4', 's_waitcnt lgkmcnt(0)', 's_and_b32 s4, s4, 0xffff', 's_endpgm']);
  assert.deepEqual(list.map((i) => i.offset), [0, 8, 12, 20]);
});
