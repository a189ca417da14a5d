// The LLVM dialect on compiler output: every llc 14 `.s` of the kernel corpus
// (test/vectors/kernels/asm) assembles without diagnostics; its `.text` is
// the `.text` of llvm-mc 14's object of the same `.s` (mc/, read with the
// independent ELF reader), and the ObjectModel's sections, symbols,
// relocations and kernel blocks are what llvm-mc's object holds. The 256-byte
// amd_kernel_code_t headers (v2, Mesa) are reserved as zeros by the assembler
// (the code-object writer encodes them), so those ranges are compared apart.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseElf, type ElfFile } from '../src/objfile/elf.js';
import { findGeneration } from '../src/isa/generations.js';
import { assembleLlvmObject } from '../src/asm/llvm-obj/assemble.js';
import type { ObjectModel } from '../src/objfile/write/model.js';
import { compareModel } from './support/obj-model-compare.js';
import { writeCodeObject } from '../src/objfile/write/index.js';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

const DIR = join(import.meta.dirname, '..', '..', 'test', 'vectors', 'kernels');
const CPU: Record<string, [string, string]> = { tahiti: ['gcn1.0', 'gfx600'], hawaii: ['gcn1.1', 'gfx701'], tonga: ['gcn1.2', 'gfx802'] };


function assembleVector(file: string): { model: ObjectModel; elf: ElfFile } {
  const [mod, cpu, variant] = file.replace(/\.s$/, '').split('.') as [string, string, string];
  void mod;
  const [arch, mcpu] = CPU[cpu]!;
  const src = readFileSync(join(DIR, 'asm', file), 'utf8');
  const r = assembleLlvmObject(src, findGeneration(arch)!, {
    triple: variant === 'mesa' ? 'amdgcn-mesa-mesa3d' : 'amdgcn-amd-amdhsa',
    processor: mcpu,
    codeObjectVersion: variant === 'mesa' ? 4 : Number(variant.slice(1)) as 2 | 3 | 4,
  });
  assert.deepEqual(r.result.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`), [], file);
  assert.deepEqual(r.problems, [], file);
  const elf = parseElf(new Uint8Array(readFileSync(join(DIR, 'mc', file.replace(/\.s$/, '.o')))))!;
  return { model: r.model!, elf };
}

const files = readdirSync(join(DIR, 'asm')).filter((f) => f.endsWith('.s')).sort();

test('every llc .s of the corpus: .text is llvm-mc\'s, and the model is llvm-mc\'s object', () => {
  assert.equal(files.length, 39);
  for (const file of files) {
    const { model, elf } = assembleVector(file);
    const text = elf.sections.find((s) => s.name === '.text')!;
    const got = new Uint8Array(model.sections[0]!.bytes);
    assert.equal(model.sections[0]!.name, '.text');
    assert.equal(got.length, text.size, `${file} .text size`);
    // The amd_kernel_code_t headers are the writer's: compare the code around them.
    const want = new Uint8Array(text.data);
    for (const b of model.amdKernelCodes) {
      assert.equal(b.section, '.text');
      want.fill(0, b.offset, b.offset + 256);
      assert.ok(b.values.length >= 60, `${file}: ${b.values.length} amd_kernel_code_t values`);
    }
    assert.ok(Buffer.from(got).equals(Buffer.from(want)), `${file}: .text differs from llvm-mc's`);

    compareModel(model, elf, file);

    // Kernel blocks: v3/v4 descriptors at 64-byte slots of .rodata, one per kernel.
    if (model.codeObjectVersion >= 3 && model.triple.includes('amdhsa')) {
      assert.ok(model.amdhsaKernels.length > 0);
      for (const k of model.amdhsaKernels) {
        const kd = elf.symbols.find((s) => s.name === `${k.name}.kd`)!;
        assert.equal(k.offset, kd.value, `${file} ${k.name}.kd`);
        assert.equal(k.section, '.rodata');
        assert.ok(k.values.some((v) => v.name === '.amdhsa_next_free_vgpr'));
      }
      assert.ok(model.metadata !== undefined && model.metadata.yaml.includes('amdhsa.kernels:'), file);
    }
  }
});

test('end to end: the writer\'s object of every corpus .s is llvm-mc\'s object, byte for byte (v4, v3, v2, Mesa)', () => {
  const differ: string[] = [];
  for (const file of files) {
    const { model } = assembleVector(file);
    const w = writeCodeObject(model);
    assert.deepEqual(w.diagnostics, [], file);
    const want = readFileSync(join(DIR, 'mc', file.replace(/\.s$/, '.o')));
    if (!Buffer.from(w.bytes!).equals(want)) differ.push(file);
  }
  assert.deepEqual(differ, []);
});

test('the model keeps block values and metadata as written', () => {
  const { model } = assembleVector('control.tonga.v4.s');
  const k = model.amdhsaKernels.find((b) => b.name === 'collatz')!;
  const v = (n: string): bigint | undefined => k.values.find((x) => x.name === `.amdhsa_${n}`)?.value;
  assert.equal(v('float_denorm_mode_32'), 3n);
  assert.equal(v('dx10_clamp'), 1n);
  assert.equal(k.line, 59);
  assert.equal(model.targetId, 'amdgcn-amd-amdhsa--gfx802');
  assert.match(model.metadata!.yaml, /^---\namdhsa\.kernels:\n/);
  assert.match(model.metadata!.yaml, /\n {4}\.symbol: +collatz\.kd\n/);
  const v2 = assembleVector('lds.tonga.v2.s').model;
  assert.deepEqual(v2.hsaCodeObjectVersion, [2, 1]);
  assert.deepEqual(v2.hsaCodeObjectIsa, { version: [8, 0, 2], vendor: 'AMD', arch: 'AMDGPU' });
  assert.equal(v2.amdgpuIsa?.name, 'amdgcn-amd-amdhsa--gfx802');
  assert.match(v2.hsaMetadataV2!.yaml, /SymbolName: +'transpose@kd'/);
  assert.equal(v2.amdKernelCodes[0]!.values.find((x) => x.name === 'wavefront_size')!.value, 6n);
});

// The command line: the streamed `.text` (sections switched under the output sink) is llvm-mc's.
const CLI = join(import.meta.dirname, '..', 'src', 'cli', 'main.js');
function cli(args: string[]): { status: number | null; stdout: Buffer; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { maxBuffer: 1 << 26 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString() };
}

test('gcnkit asm -s llvm on llc .s files: bin is llvm-mc\'s .text; -f elf reports the writer\'s errors and writes nothing', () => {
  for (const [file, args] of [
    ['control.tahiti.v4.s', ['-a', 'gcn1.0']], ['lds.tonga.mesa.s', ['-a', 'tonga', '--triple', 'amdgcn-mesa-mesa3d']],
  ] as [string, string[]][]) {
    const r = cli(['asm', '-s', 'llvm', ...args, join(DIR, 'asm', file)]);
    assert.equal(r.stderr.includes('error'), false, `${file}: ${r.stderr}`);
    const elf = parseElf(new Uint8Array(readFileSync(join(DIR, 'mc', file.replace(/\.s$/, '.o')))))!;
    const want = new Uint8Array(elf.sections.find((s) => s.name === '.text')!.data);
    if (file.includes('mesa')) {
      // The amd_kernel_code_t headers are zeros in raw output (the writer encodes them): compare the rest.
      assert.equal(r.stdout.length, want.length);
      let diff = 0;
      for (let i = 0; i < want.length; i++) if (r.stdout[i] !== want[i] && r.stdout[i] !== 0) diff++;
      assert.equal(diff, 0, file);
    } else {
      assert.ok(r.stdout.equals(Buffer.from(want)), `${file}: .text differs`);
    }
  }
  const mesaAsHsa = cli(['asm', '-s', 'llvm', '-a', 'tonga', join(DIR, 'asm', 'lds.tonga.mesa.s')]);
  assert.equal(mesaAsHsa.status, 1);
  assert.match(mesaAsHsa.stderr, /lds\.tonga\.mesa\.s:\d+:2: error: unknown directive/);
  assert.equal(cli(['asm', '-s', 'clrx', '-f', 'elf', join(DIR, 'asm', 'elementwise.tonga.v4.s')]).status, 2);
  assert.equal(cli(['asm', '-s', 'llvm', '--mcpu', 'gfx999', join(DIR, 'asm', 'elementwise.tonga.v4.s')]).status, 2);
  assert.equal(cli(['asm', '-s', 'llvm', '--amdhsa-code-object-version', '5', join(DIR, 'asm', 'elementwise.tonga.v4.s')]).status, 2);
});

test('gcnkit asm -s llvm -f elf: llvm-mc\'s object; --mcpu names the generation; a bad .amdhsa_ value is file:line:col and writes nothing', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-elf-'));
  try {
    // saxpy and the other elementwise kernels, as llc 14 writes them for tonga.
    const out = join(tmp, 'x.o');
    const r = cli(['asm', '-s', 'llvm', '-a', 'gcn1.2', '-f', 'elf', '-o', out, join(DIR, 'asm', 'elementwise.tonga.v4.s')]);
    assert.equal(r.status, 0, r.stderr);
    assert.ok(readFileSync(out).equals(readFileSync(join(DIR, 'mc', 'elementwise.tonga.v4.o'))));
    // --mcpu alone (hawaii is gfx701, gcn1.1), a v2 object by the `.o` name.
    const h = join(tmp, 'h.o');
    const r2 = cli(['asm', '-s', 'llvm', '--mcpu', 'hawaii', '--amdhsa-code-object-version', '2', '-o', h, join(DIR, 'asm', 'lds.hawaii.v2.s')]);
    assert.equal(r2.status, 0, r2.stderr);
    assert.ok(readFileSync(h).equals(readFileSync(join(DIR, 'mc', 'lds.hawaii.v2.o'))));
    const r3 = cli(['asm', '-s', 'llvm', '-a', 'gcn1.2', '--mcpu', 'hawaii', '-f', 'elf', join(DIR, 'asm', 'lds.hawaii.v4.s')]);
    assert.equal(r3.status, 2);
    assert.match(r3.stderr, /--mcpu hawaii is gcn1\.1 but -a gcn1\.2 is gcn1\.2/);
    // llvm-mc 14 on this line: "bad.s:4:31: error: value out of range" (a 2-bit field).
    const bad = join(tmp, 'bad.s');
    writeFileSync(bad, '\t.text\n\ts_endpgm\n\t.amdhsa_kernel k\n\t\t.amdhsa_float_round_mode_32 7\n\t\t.amdhsa_next_free_vgpr 1\n\t\t.amdhsa_next_free_sgpr 1\n\t.end_amdhsa_kernel\n');
    const badOut = join(tmp, 'bad.o');
    const r4 = cli(['asm', '-s', 'llvm', '-a', 'gcn1.2', '-f', 'elf', '-o', badOut, bad]);
    assert.equal(r4.status, 1);
    assert.match(r4.stderr, /bad\.s:4:31: error: value out of range\n {2}\.amdhsa_float_round_mode_32 7\n {30}\^\n/);
    assert.equal(existsSync(badOut), false);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
