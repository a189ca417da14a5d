// Header directives for what llc never writes: descriptor and header bits no
// directive can carry must show up as "not reproducible" comments (LLVM
// dialect) or comments/raw values (CLRX dialect), never silently vanish.
// Bit positions from AMD's documentation of the kernel descriptor and
// amd_kernel_code_t (LLVM AMDGPUUsage), not from gcnkit.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  amdhsaKernelBlock, amdKernelCodeBlock, clrxDescriptorConfig, clrxKernelCodeConfig, decodeAmdKernelCode,
  decodeKernelDescriptor, metadataToYaml, processorByName, readCodeObject,
} from '../src/index.js';
import { corpusObjects } from './support/kernel-corpus.js';

const objects = corpusObjects();
const kernelOf = (file: string) => readCodeObject(objects.find((o) => o.file === file)!.bytes).kernels[0]!;

function patched(bytes: Uint8Array, edit: (dv: DataView) => void): Uint8Array {
  const b = bytes.slice();
  edit(new DataView(b.buffer));
  return b;
}

test('.amdhsa_kernel: bits without a directive become "not reproducible" comments', () => {
  const k = kernelOf('lds.hawaii.v4.o');
  const hawaii = processorByName('hawaii')!;
  assert.deepEqual(amdhsaKernelBlock(k.name, k.descriptor!, hawaii, 'unsupported').lost, []);
  // rsrc1 PRIORITY (bits 10-11) = 2, a reserved byte (30), rsrc2 TRAP_HANDLER (bit 6).
  const d = decodeKernelDescriptor(patched(k.descriptor!.bytes, (dv) => {
    dv.setUint32(48, dv.getUint32(48, true) | (2 << 10), true);
    dv.setUint8(30, 1);
    dv.setUint32(52, dv.getUint32(52, true) | (1 << 6), true);
  }))!;
  const b = amdhsaKernelBlock(k.name, d, hawaii, 'unsupported');
  assert.equal(b.lost.length, 3, b.lost.join('\n'));
  assert.match(b.lost.join('\n'), /compute_pgm_rsrc1 bits 0x00000800 \(PRIORITY\)/);
  assert.match(b.lost.join('\n'), /compute_pgm_rsrc2 bits 0x00000040 \(ENABLE_TRAP_HANDLER\)/);
  assert.match(b.lost.join('\n'), /reserved descriptor bytes are not zero \(at 30\)/);
  assert.equal(b.lines.filter((l) => l.startsWith('\t; not reproducible: ')).length, 3);
  // A user SGPR count below what the enabled user SGPRs need.
  const low = decodeKernelDescriptor(patched(k.descriptor!.bytes, (dv) => dv.setUint32(52, dv.getUint32(52, true) & ~(0x1f << 1), true)))!;
  assert.match(amdhsaKernelBlock(k.name, low, hawaii, 'unsupported').lost.join(), /user_sgpr_count 0 is below the \d+/);
});

test('.amdhsa_kernel: SGPR counts llvm-mc cannot produce are flagged (gfx802 always gets 96)', () => {
  const k = kernelOf('lds.tonga.v4.o');
  const tonga = processorByName('tonga')!;
  const d = decodeKernelDescriptor(patched(k.descriptor!.bytes, (dv) => dv.setUint32(48, (dv.getUint32(48, true) & ~(0xf << 6)) | (5 << 6), true)))!;
  assert.match(amdhsaKernelBlock(k.name, d, tonga, 'unsupported').lost.join(), /48 SGPRs; llvm-mc always gives gfx802 96/);
  // The same count is fine on gfx803, which has no SGPR init bug: 48 SGPRs, no extras.
  const fiji = processorByName('fiji')!;
  const block = amdhsaKernelBlock(k.name, d, fiji, 'unsupported');
  assert.deepEqual(block.lost, []);
  assert.ok(block.lines.includes('\t\t.amdhsa_next_free_sgpr 48'));
  // gfx801 counts XNACK_MASK (4) when xnack is on or "any".
  assert.ok(amdhsaKernelBlock(k.name, d, processorByName('carrizo')!, 'any').lines.includes('\t\t.amdhsa_next_free_sgpr 44'));
  assert.ok(amdhsaKernelBlock(k.name, d, processorByName('carrizo')!, 'off').lines.includes('\t\t.amdhsa_reserve_xnack_mask 0'));
  // gfx6 always counts FLAT_SCRATCH (4).
  assert.ok(amdhsaKernelBlock(k.name, d, processorByName('tahiti')!, 'unsupported').lines.includes('\t\t.amdhsa_next_free_sgpr 44'));
});

test('.amd_kernel_code_t: parts without a key become comments; CLRX keeps control directives as bytes', () => {
  const k = kernelOf('elementwise.tonga.v2.o');
  assert.deepEqual(amdKernelCodeBlock(k.amdKernelCodeT!).lost, []);
  const h = decodeAmdKernelCode(patched(k.amdKernelCodeT!.bytes, (dv) => {
    dv.setUint8(130, 0x5a); // control_directives
    dv.setBigUint64(24, 64n, true); // kernel_code_prefetch_byte_offset
    dv.setUint32(48, dv.getUint32(48, true) | (1 << 24), true); // rsrc1 BULKY
  }))!;
  const b = amdKernelCodeBlock(h);
  assert.equal(b.lost.length, 3, b.lost.join('\n'));
  assert.match(b.lost.join('\n'), /kernel_code_prefetch_byte_offset \(bytes 24-31\)/);
  assert.match(b.lost.join('\n'), /control_directives \(bytes 128-255\)/);
  assert.match(b.lost.join('\n'), /compute_pgm_rsrc1 bits 0x01000000/);
  const clrx = clrxKernelCodeConfig(h);
  assert.ok(clrx.includes('        .kernel_code_prefetch_offset 0x40'));
  assert.ok(clrx.includes('        .byte 0x00, 0x00, 0x5a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00'));
  assert.ok(clrx.some((l) => /\.pgmrsrc1 0x01/.test(l)), 'the raw rsrc1 carries BULKY');
});

test('CLRX descriptor config: the entry offset only where it is final; kernarg_size as a comment', () => {
  const unlinked = kernelOf('lds.tonga.v4.o');
  const linked = kernelOf('lds.tonga.v4.so');
  assert.ok(clrxDescriptorConfig(unlinked.descriptor!, false).some((l) => /set by a relocation/.test(l)));
  const c = clrxDescriptorConfig(linked.descriptor!, true);
  assert.ok(c.includes(`        .kernel_code_entry_offset 0x${linked.descriptor!.kernelCodeEntryByteOffset.toString(16)}`));
  assert.ok(c.some((l) => /kernarg_size 16 \(descriptor bytes 8-11\): CLRX has no pseudo-op/.test(l)));
  assert.ok(c.includes('        .dims x'));
  assert.ok(c.includes('        .use_kernarg_segment_ptr'));
});

test('metadata YAML: strings LLVM would read as numbers or booleans get !str, like llc writes them', () => {
  const yaml = metadataToYaml({
    'amdhsa.kernels': [{ '.args': [{ '.name': 'y', '.offset': 0 }, { '.name': '12' }, { '.name': "it's" }, { '.name': 'a@b' }],
      '.name': 'k', '.symbol': 'k.kd' }],
    'amdhsa.version': [1, 1],
  });
  assert.equal(yaml, [
    '---',
    'amdhsa.kernels:',
    '  - .args:',
    '      - .name:           !str y',
    '        .offset:         0',
    "      - .name:           !str '12'",
    "      - .name:           'it''s'",
    "      - .name:           'a@b'",
    '    .name:           k',
    '    .symbol:         k.kd',
    'amdhsa.version:',
    '  - 1',
    '  - 1',
    '...',
    '',
  ].join('\n'));
});
