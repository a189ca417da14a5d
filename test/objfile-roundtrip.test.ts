// Code objects printed by gcnkit and assembled again by the reference tools:
//  - LLVM dialect -> llvm-mc 14 -filetype=obj: the same .text, the same kernel
//    descriptors (bytes 16-23, the entry offset, differ only where the input
//    was linked), the same metadata note and .AMDGPU.config;
//  - CLRX dialect -> clrxasm -b rocm: the same amd_kernel_code_t (v2) and the
//    same descriptor fields (v3/v4, less kernarg_size, which CLRX cannot set,
//    and the entry offset, which depends on clrxasm's layout), the same code.
// Each part is skipped when its tool is absent. In the LLVM dialect an
// instruction whose text llvm-mc would assemble to other words prints as
// `.long` words with the text as a comment, and a relocated literal of an
// unlinked object as the expression llc wrote (`gcd@rel32@lo+4`), so the
// .text relocations come back too.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { disassembleCodeObject, parseElf, readCodeObject, type ElfFile } from '../src/index.js';
import { corpusObjects, type CorpusObject } from './support/kernel-corpus.js';

const LLVM_MC = process.env['LLVM_MC'] ?? 'llvm-mc';
const CLRXASM = process.env['CLRXASM'] ?? '/tmp/clrx/build/programs/clrxasm';

function llvmMcProblem(): string | null {
  const v = spawnSync(LLVM_MC, ['--version'], { encoding: 'utf8' });
  if (v.error !== undefined) return `${LLVM_MC} not found`;
  if (!/amdgcn/.test(v.stdout)) return `${LLVM_MC} has no AMDGPU target`;
  if (!/LLVM version 14\./.test(v.stdout)) return `${LLVM_MC} is not LLVM 14`;
  return null;
}

function clrxasmProblem(): string | null {
  if (!existsSync(CLRXASM)) return `${CLRXASM} not found (set CLRXASM)`;
  const v = spawnSync(CLRXASM, ['--version'], { encoding: 'utf8' });
  return v.error !== undefined ? `${CLRXASM} does not run` : null;
}

const OBJECTS = corpusObjects();

/** Runs a tool; resolves to its exit status and stderr. */
function tool(cmd: string, args: string[]): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26 }, (err, _stdout, stderr) => {
      resolve({ status: err === null ? 0 : typeof err.code === 'number' ? err.code : 1, stderr });
    });
  });
}

/** Runs `work` over `items`, a few at a time (the tools are separate processes). */
async function pool<T>(items: readonly T[], work: (item: T, slot: number) => Promise<void>): Promise<void> {
  let next = 0;
  const n = Math.max(1, Math.min(4, availableParallelism()));
  await Promise.all(Array.from({ length: n }, async (_, slot) => {
    while (next < items.length) await work(items[next++]!, slot);
  }));
}

function section(elf: ElfFile, name: string): Uint8Array {
  return elf.sections.find((s) => s.name === name)?.data ?? new Uint8Array(0);
}

/** The relocations applied to .text: offset, type, symbol and addend. */
function textRelocations(elf: ElfFile): string[] {
  const t = elf.sections.find((s) => s.name === '.text')?.index;
  return elf.relocations.filter((r) => r.target === t).map((r) => `${r.offset}: type ${r.type} ${r.symbolName}${r.addend >= 0 ? '+' : ''}${r.addend}`);
}

const mcProblem = llvmMcProblem();

test('LLVM dialect: llvm-mc 14 assembles gcnkit\'s output back to the same code, headers and metadata', { skip: mcProblem ?? false }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-objrt-'));
  try {
    let kernels = 0;
    let relocated = 0;
    await pool(OBJECTS, async (o, slot) => {
      const r = disassembleCodeObject(o.bytes, { syntax: 'llvm' });
      assert.equal(r.errorCount, 0, o.file);
      const src = join(dir, `in${slot}.s`);
      const obj = join(dir, `out${slot}.o`);
      writeFileSync(src, r.text);
      const args = o.variant === 'mesa'
        ? ['-triple=amdgcn-mesa-mesa3d', `-mcpu=${o.cpu}`]
        : ['-triple=amdgcn-amd-amdhsa', `-mcpu=${o.cpu}`, `--amdhsa-code-object-version=${o.variant.slice(1)}`];
      const mc = await tool(LLVM_MC, [...args, '-filetype=obj', src, '-o', obj]);
      assert.equal(mc.status, 0, `${o.file}: llvm-mc: ${mc.stderr}`);
      const a = parseElf(o.bytes)!;
      const b = parseElf(new Uint8Array(readFileSync(obj)))!;
      for (const name of ['.text', '.note', '.AMDGPU.config']) {
        assert.deepEqual(section(b, name), section(a, name), `${o.file} ${name}`);
      }
      // Relocated literals print as llc's expressions (gcd@rel32@lo+4): llvm-mc writes the same relocations.
      assert.deepEqual(textRelocations(b), textRelocations(a), `${o.file} .text relocations`);
      if (textRelocations(a).length > 0) relocated++;
      // Descriptors: the same bytes; a linked input has its entry offsets resolved, llvm-mc's .o a relocation.
      const ca = readCodeObject(o.bytes);
      const cb = readCodeObject(new Uint8Array(readFileSync(obj)));
      assert.deepEqual(cb.kernels.map((k) => [k.name, k.codeOffset]), ca.kernels.map((k) => [k.name, k.codeOffset]), o.file);
      for (const ka of ca.kernels) {
        const kb = cb.kernels.find((k) => k.name === ka.name)!;
        if (ka.descriptor === undefined) continue;
        const x = ka.descriptor.bytes, y = kb.descriptor!.bytes;
        if (o.linked) assert.deepEqual([...y.subarray(0, 16), ...y.subarray(24)], [...x.subarray(0, 16), ...x.subarray(24)], `${o.file} ${ka.name}`);
        else assert.deepEqual(y, x, `${o.file} ${ka.name}`);
        kernels++;
      }
    });
    assert.ok(kernels >= 150, `${kernels} descriptors compared`);
    assert.ok(relocated >= 3, `${relocated} objects with relocated code`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('LLVM dialect: descriptors of objects re-targeted to every GCN 1.0-1.2 processor reassemble (SGPR rules per processor)', { skip: mcProblem ?? false }, async () => {
  // The code stays the same; e_flags name another processor of the same generation,
  // so the directives must follow that processor's SGPR rules (init bug, XNACK).
  const targets: Record<string, [string, number][]> = {
    tahiti: [['gfx601', 0x21], ['gfx602', 0x3a]],
    hawaii: [['gfx700', 0x22], ['gfx702', 0x24], ['gfx703', 0x25], ['gfx704', 0x26], ['gfx705', 0x3b]],
    tonga: [['gfx801', 0x128], ['gfx803', 0x2a], ['gfx805', 0x3c], ['gfx810', 0x12b]],
  };
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-objrt-'));
  const jobs: [CorpusObject, string, number][] = [];
  for (const o of OBJECTS.filter((x) => !x.linked && (x.variant === 'v4' || x.variant === 'v3') && x.module === 'lds')) {
    for (const [proc, flags] of targets[o.cpu]!) jobs.push([o, proc, flags]);
  }
  try {
    let kernels = 0;
    await pool(jobs, async ([o, proc, flags], slot) => {
      const bytes = o.bytes.slice();
      new DataView(bytes.buffer).setUint32(48, flags, true);
      const r = disassembleCodeObject(bytes, { syntax: 'llvm' });
      assert.equal(r.codeObject.target.processor, proc);
      const src = join(dir, `t${slot}.s`);
      const obj = join(dir, `t${slot}.o`);
      writeFileSync(src, r.text);
      const mc = await tool(LLVM_MC, ['-triple=amdgcn-amd-amdhsa', `-mcpu=${proc}`, `--amdhsa-code-object-version=${o.variant.slice(1)}`,
        '-filetype=obj', src, '-o', obj]);
      assert.equal(mc.status, 0, `${o.file} as ${proc}: llvm-mc: ${mc.stderr}`);
      const cb = readCodeObject(new Uint8Array(readFileSync(obj)));
      for (const ka of r.codeObject.kernels) {
        const kb = cb.kernels.find((k) => k.name === ka.name)!;
        const lost = r.text.includes(`not reproducible`);
        if (!lost) assert.deepEqual(kb.descriptor!.bytes, ka.descriptor!.bytes, `${o.file} as ${proc}: ${ka.name}`);
        else assert.match(r.text, /llvm-mc always gives gfx80[25] 96/, `${o.file} as ${proc}`);
        kernels++;
      }
    });
    assert.ok(kernels >= 80, `${kernels} descriptors compared`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const clrxProblem = clrxasmProblem();

test('CLRX dialect: clrxasm -b rocm assembles gcnkit\'s output back to the same headers and code', { skip: clrxProblem ?? false }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-objrt-'));
  try {
    let kernels = 0;
    await pool(OBJECTS.filter((x: CorpusObject) => x.variant !== 'mesa'), async (o, slot) => {
      const r = disassembleCodeObject(o.bytes, { syntax: 'clrx' });
      assert.equal(r.errorCount, 0, o.file);
      const src = join(dir, `in${slot}.s`);
      const out = join(dir, `out${slot}.hsaco`);
      writeFileSync(src, r.text);
      const asm = await tool(CLRXASM, ['-b', 'rocm', src, '-o', out]);
      assert.equal(asm.status, 0, `${o.file}: clrxasm: ${asm.stderr}`);
      const ca = readCodeObject(o.bytes);
      const cb = readCodeObject(new Uint8Array(readFileSync(out)));
      for (const ka of ca.kernels) {
        const kb = cb.kernels.find((k) => k.name === ka.name);
        assert.ok(kb !== undefined, `${o.file} ${ka.name}`);
        assert.deepEqual(cb.text!.bytes.subarray(kb.codeOffset, kb.codeOffset + ka.codeSize),
          ca.text!.bytes.subarray(ka.codeOffset, ka.codeOffset + ka.codeSize), `${o.file} ${ka.name} code`);
        if (ka.amdKernelCodeT !== undefined) {
          assert.deepEqual(kb.amdKernelCodeT?.bytes, ka.amdKernelCodeT.bytes, `${o.file} ${ka.name} amd_kernel_code_t`);
        } else {
          const x = ka.descriptor!.bytes, y = kb.descriptor!.bytes;
          assert.deepEqual([...y.subarray(0, 8), ...y.subarray(12, 16), ...y.subarray(24)],
            [...x.subarray(0, 8), ...x.subarray(12, 16), ...x.subarray(24)], `${o.file} ${ka.name} descriptor`);
        }
        kernels++;
      }
    });
    assert.ok(kernels >= 150, `${kernels} kernels compared`);
    // Mesa objects print as CLRX's Gallium format: clrxasm accepts them (its Gallium
    // binary is not an ELF, so there is nothing here to compare byte for byte).
    await pool(OBJECTS.filter((x) => x.variant === 'mesa'), async (o, slot) => {
      const src = join(dir, `mesa${slot}.s`);
      writeFileSync(src, disassembleCodeObject(o.bytes, { syntax: 'clrx' }).text);
      const asm = await tool(CLRXASM, ['-b', 'gallium', src, '-o', join(dir, `mesa${slot}.bin`)]);
      assert.equal(asm.status, 0, `${o.file}: clrxasm -b gallium: ${asm.stderr}`);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
