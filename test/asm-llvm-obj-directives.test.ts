// The LLVM dialect's object directives case by case, against llvm-mc 14's
// recorded answers (test/vectors/llvm-obj/llvm-mc.json, from record.py over
// cases.txt): for a source llvm-mc accepts, the model is llvm-mc's object
// (sections, bytes, symbols, relocations); for one it rejects, gcnkit's first
// error has llvm-mc's line, column and message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseElf } from '../src/objfile/elf.js';
import { findGeneration } from '../src/isa/generations.js';
import { processorByName } from '../src/objfile/targets.js';
import { assembleLlvmObject } from '../src/asm/llvm-obj/assemble.js';
import { assembleLlvm } from '../src/asm/llvm.js';
import { compareModel } from './support/obj-model-compare.js';
import { writeCodeObject } from '../src/objfile/write/index.js';

interface Case {
  readonly name: string;
  readonly opts: string;
  readonly source: string;
  readonly error?: { line: number; col: number; message: string };
  readonly object?: string;
}

const CASES: Case[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'test', 'vectors', 'llvm-obj', 'llvm-mc.json'), 'utf8'));

function options(opts: string): { triple: string; processor: string; codeObjectVersion: 2 | 3 | 4; arch: string } {
  const get = (k: string): string | undefined => /^-+([\w-]+)=(.*)$/.exec(opts.split(' ').find((o) => o.replace(/^-+/, '').startsWith(k + '=')) ?? '')?.[2];
  const p = processorByName(get('mcpu')!)!;
  return { triple: get('triple')!, processor: p.name, codeObjectVersion: Number(get('amdhsa-code-object-version') ?? 4) as 2 | 3 | 4, arch: p.gen };
}

test('directive cases: llvm-mc\'s object or llvm-mc\'s first error', () => {
  assert.ok(CASES.length >= 30);
  const differ: string[] = [];
  for (const c of CASES) {
    const o = options(c.opts);
    const r = assembleLlvmObject(c.source, findGeneration(o.arch)!, o);
    // The assembler's syntax errors, else the writer's (the `.amdhsa_` checks are the writer's).
    let errors: { line?: number; col?: number; message: string }[] = r.result.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length === 0 && r.model !== null) errors = writeCodeObject(r.model).diagnostics.filter((d) => d.severity === 'error');
    if (c.error !== undefined) {
      assert.ok(errors.length > 0, `${c.name}: no error`);
      assert.deepEqual({ line: errors[0]!.line, col: errors[0]!.col, message: errors[0]!.message }, c.error, c.name);
      continue;
    }
    assert.deepEqual(r.result.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`), [], c.name);
    assert.deepEqual(r.problems, [], c.name);
    const want = Buffer.from(c.object!, 'base64');
    const elf = parseElf(new Uint8Array(want))!;
    compareModel(r.model!, elf, c.name);
    assert.deepEqual(errors, [], c.name);
    if (!Buffer.from(writeCodeObject(r.model!).bytes!).equals(want)) differ.push(c.name);
  }
  // End to end: the writer's object of the assembler's model is llvm-mc's, byte for byte.
  assert.deepEqual(differ, []);
});

test('raw output (-f bin) of a call: the relocated literals are 0, with a warning naming the relocation', () => {
  const r = assembleLlvm('s_add_u32 s0, s0, gcd@rel32@lo+4\ngcd:\ns_endpgm\n', findGeneration('gcn1.2')!);
  assert.equal(r.errorCount, 0);
  assert.deepEqual([...r.bytes.subarray(4, 8)], [0, 0, 0, 0]);
  assert.match(r.diagnostics[0]!.message, /R_AMDGPU_REL32_LO against \.text/);
});

test('a block statement ends the block on an error (as llvm-mc: what follows is read as statements)', () => {
  const r = assembleLlvmObject('.amdhsa_kernel foo\ns_nop 0\n.end_amdhsa_kernel\n', findGeneration('gcn1.2')!,
    { triple: 'amdgcn-amd-amdhsa', processor: 'gfx802', codeObjectVersion: 4 });
  assert.deepEqual(r.result.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`),
    ['2:1: unknown .amdhsa_kernel directive', '3:1: unknown directive']);
});

test('the processor comes from .amdgcn_target when neither -mcpu nor a device names it', () => {
  const r = assembleLlvmObject('.amdgcn_target "amdgcn-amd-amdhsa--gfx701"\ns_endpgm\n', findGeneration('gcn1.1')!,
    { triple: 'amdgcn-amd-amdhsa', processor: null, codeObjectVersion: 4 });
  assert.equal(r.model!.processor, 'gfx701');
  assert.equal(r.model!.targetId, 'amdgcn-amd-amdhsa--gfx701');
});
