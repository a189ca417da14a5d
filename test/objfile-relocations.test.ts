// Relocated literals of unlinked objects print as the expressions llc writes.
// The expectation: `llc -O2 -mtriple=amdgcn-amd-amdhsa -mcpu=CPU -filetype=asm`
// (LLVM 14.0.6) on the control module of the kernel corpus (build.sh's
// llvm-link and opt -O2 steps first) writes, for tahiti, hawaii and tonga alike,
//     s_add_u32 s8, s8, gcd@rel32@lo+4
//     s_addc_u32 s9, s9, gcd@rel32@hi+12
// for the call to the local function gcd; its .o holds R_AMDGPU_REL32_LO/HI
// relocations against .text there. Linked objects have the values resolved.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { disassembleCodeObject, readCodeObject } from '../src/objfile/index.js';
import { literalExpressions } from '../src/objfile/relocations.js';
import { corpusObjects } from './support/kernel-corpus.js';

const LLC_LINES = ['\ts_add_u32 s8, s8, gcd@rel32@lo+4', '\ts_addc_u32 s9, s9, gcd@rel32@hi+12'];

test('unlinked objects: relocated literals print as llc 14 writes them', () => {
  const objects = corpusObjects().filter((o) => o.module === 'control' && o.variant === 'v4');
  assert.equal(objects.length, 6);
  for (const o of objects) {
    const lines = disassembleCodeObject(o.bytes, { syntax: 'llvm' }).text.split('\n');
    const at = lines.indexOf(LLC_LINES[0]!);
    if (o.linked) {
      assert.equal(at, -1, o.file);
      assert.equal(literalExpressions(readCodeObject(o.bytes)).size, 0, o.file);
      continue;
    }
    assert.ok(at >= 0, `${o.file}: ${LLC_LINES[0]}`);
    assert.equal(lines[at + 1], LLC_LINES[1], o.file);
    assert.equal(literalExpressions(readCodeObject(o.bytes)).size, 2, o.file);
    // The CLRX dialect prints the literal's value.
    assert.ok(!disassembleCodeObject(o.bytes, { syntax: 'clrx' }).text.includes('@rel32'), o.file);
  }
});
