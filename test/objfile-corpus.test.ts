// Code objects of the real-kernel corpus (test/vectors/kernels) read by
// src/objfile and checked against what LLVM 14 says about the same files:
// llvm-readobj's header, sections, symbols, relocations and notes;
// llvm-objdump's kernel labels; llc's own header directives for the same IR.
// Expectations are recorded tool output (README.md there), never gcnkit's.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AMD_KERNEL_CODE_KEYS, amdhsaKernelBlock, parseElf, readCodeObject, RSRC1, type CodeObject, type KernelDescriptor,
} from '../src/index.js';
import {
  corpusObjects, CPU_GEN, CPU_PROC, llcDirectives, objdumpTonga, readelf, type CorpusObject, type LlcBlock,
} from './support/kernel-corpus.js';

const OBJECTS = corpusObjects();
const FACTS = readelf();

const read = new Map<string, CodeObject>(OBJECTS.map((o) => [o.file, readCodeObject(o.bytes)]));

/** AMDGPU relocation type numbers (ELF ABI for AMDGPU, as llvm-readobj names them). */
const R_AMDGPU: Record<string, number> = {
  R_AMDGPU_NONE: 0, R_AMDGPU_ABS32_LO: 1, R_AMDGPU_ABS32_HI: 2, R_AMDGPU_ABS64: 3, R_AMDGPU_REL32: 4, R_AMDGPU_REL64: 5,
  R_AMDGPU_ABS32: 6, R_AMDGPU_GOTPCREL: 7, R_AMDGPU_GOTPCREL32_LO: 8, R_AMDGPU_GOTPCREL32_HI: 9, R_AMDGPU_REL32_LO: 10,
  R_AMDGPU_REL32_HI: 11, R_AMDGPU_RELATIVE64: 13,
};

const NOTE_TYPES: Record<string, [string, number]> = {
  NT_AMD_HSA_CODE_OBJECT_VERSION: ['AMD', 1], NT_AMD_HSA_ISA_VERSION: ['AMD', 3], NT_AMD_HSA_METADATA: ['AMD', 10],
  NT_AMD_HSA_ISA_NAME: ['AMD', 11], NT_AMDGPU_METADATA: ['AMDGPU', 32],
};

test('the corpus has every container for every generation', () => {
  assert.equal(OBJECTS.length, 72);
  for (const cpu of ['tahiti', 'hawaii', 'tonga']) {
    for (const v of ['v2.o', 'v2.so', 'v3.o', 'v3.so', 'v4.o', 'v4.so', 'mesa.o']) {
      assert.ok(OBJECTS.some((o) => o.file.endsWith(`.${cpu}.${v}`)), `${cpu} ${v}`);
    }
  }
});

test('ELF header, sections, symbols, relocations and notes match llvm-readobj', () => {
  for (const o of OBJECTS) {
    const f = FACTS[o.file]!;
    const elf = parseElf(o.bytes);
    assert.ok(elf !== null, o.file);
    assert.deepEqual(elf.diagnostics, [], o.file);
    assert.equal(elf.header.osabi, f.osabi, o.file);
    assert.equal(elf.header.abiVersion, f.abiVersion, o.file);
    assert.equal(elf.header.machine, f.machine, o.file);
    assert.equal(elf.header.flags, f.flags, o.file);
    assert.equal(elf.header.type, f.type.startsWith('Relocatable') ? 1 : f.type.startsWith('SharedObject') ? 3 : -1, o.file);
    assert.deepEqual(elf.sections.map((s) => [s.index, s.name, s.type, s.addr, s.offset, s.size]),
      f.sections.map((s) => [s.index, s.name, s.type, s.address, s.offset, s.size]), `${o.file} sections`);
    const sym = (s: { name: string; value: number; size: number; type: number; bind: number }, sec: string) =>
      [s.name, s.value, s.size, s.type, s.bind, sec];
    const secName = (shndx: number) => (shndx === 0 ? 'Undefined' : elf.sections[shndx]?.name ?? `?${shndx}`);
    assert.deepEqual(elf.symbols.map((s) => sym(s, secName(s.shndx))), f.symtab.map((s) => sym(s, s.section)), `${o.file} .symtab`);
    assert.deepEqual(elf.dynamicSymbols.map((s) => sym(s, secName(s.shndx))), f.dynsym.map((s) => sym(s, s.section)), `${o.file} .dynsym`);
    assert.deepEqual(elf.relocations.map((r) => [elf.sections[r.section]!.name, r.offset, r.type, r.symbolName, r.addend]),
      f.relocations.map((r) => [r.section, r.offset, R_AMDGPU[r.type], r.symbol, r.addend]), `${o.file} relocations`);
    assert.deepEqual(elf.notes.map((n) => [n.name, n.type, n.desc.length]),
      f.notes.map((n) => { const [owner, type] = NOTE_TYPES[n.type.split(' ')[0]!]!; return [owner, type, n.size]; }), `${o.file} notes`);
  }
});

test('flavour, linking and generation come from the container', () => {
  for (const o of OBJECTS) {
    const co = read.get(o.file)!;
    assert.deepEqual(co.diagnostics, [], o.file);
    const flavour = o.variant === 'mesa' ? 'mesa' : `hsa-${o.variant}`;
    assert.equal(co.flavour, flavour, o.file);
    assert.equal(co.relocatable, !o.linked, o.file);
    assert.equal(co.target.gen, CPU_GEN[o.cpu], o.file);
    assert.equal(co.target.processor, CPU_PROC[o.cpu], o.file);
    assert.equal(co.target.from, 'e_flags', o.file);
    // The notes (ISA name, v2 ISA version) or the metadata target agree, per llvm-readobj.
    const isaName = FACTS[o.file]!.notes.find((n) => n.type.startsWith('NT_AMD_HSA_ISA_NAME'))?.value;
    if (isaName !== undefined) assert.equal(co.target.targetId, isaName, o.file);
    const isaVersion = FACTS[o.file]!.notes.find((n) => n.type.startsWith('NT_AMD_HSA_ISA_VERSION'))?.value;
    if (isaVersion !== undefined) {
      const v = co.target.isaVersion!;
      assert.equal(`[Vendor: ${v.vendor}, Architecture: ${v.arch}, Major: ${v.major}, Minor: ${v.minor}, Stepping: ${v.stepping}]`, isaVersion);
    }
    const text = FACTS[o.file]!.sections.find((s) => s.name === '.text')!;
    assert.equal(co.text?.offset, text.offset, o.file);
    assert.equal(co.text?.address, text.address, o.file);
    assert.equal(co.text?.bytes.length, text.size, o.file);
  }
});

test('the generation falls back to the notes when e_flags name no machine, and -a overrides both', () => {
  // v2 and Mesa have ISA notes, v4 metadata names its target; v3 metadata does not.
  for (const o of OBJECTS.filter((x) => x.file.startsWith('lds.') && x.variant !== 'v3')) {
    const copy = o.bytes.slice();
    new DataView(copy.buffer).setUint32(48, 0, true);
    const co = readCodeObject(copy);
    assert.equal(co.target.gen, CPU_GEN[o.cpu], o.file);
    assert.equal(co.target.processor, CPU_PROC[o.cpu], o.file);
    assert.equal(co.target.from, 'note', o.file);
    const forced = readCodeObject(o.bytes, { arch: 'gcn1.2' });
    assert.equal(forced.target.gen, 'gcn1.2');
    assert.equal(forced.target.from, 'option');
    assert.equal(forced.target.processor, CPU_PROC[o.cpu]);
  }
});

/** Kernels as llvm-readobj's symbols show them (code offsets relative to .text). */
function expectedKernels(o: CorpusObject): { name: string; header?: number; code: number; size: number }[] {
  const f = FACTS[o.file]!;
  const text = f.sections.find((s) => s.name === '.text')!;
  const syms = f.symtab.length > 0 ? f.symtab : f.dynsym;
  const base = o.linked ? text.address : 0;
  if (o.variant === 'v2' || o.variant === 'mesa') {
    // STT_AMDGPU_HSA_KERNEL: the symbol is the 256-byte header, then the code.
    return syms.filter((s) => s.type === 10).map((s) => ({ name: s.name, header: s.value - base, code: s.value - base + 256, size: s.size - 256 }));
  }
  return syms.filter((s) => s.type === 1 && s.name.endsWith('.kd')).map((kd) => {
    const fn = syms.find((s) => s.name === kd.name.slice(0, -3) && s.type === 2)!;
    return { name: fn.name, code: fn.value - base, size: fn.size };
  });
}

test('every kernel is found at its symbol, with its size, and nothing else is taken for a kernel', () => {
  let kernels = 0;
  for (const o of OBJECTS) {
    const co = read.get(o.file)!;
    const want = expectedKernels(o).sort((a, b) => a.code - b.code);
    assert.deepEqual(co.kernels.map((k) => ({ name: k.name, ...(k.headerOffset !== undefined ? { header: k.headerOffset } : {}), code: k.codeOffset, size: k.codeSize })),
      want, o.file);
    for (const k of co.kernels) {
      assert.equal(k.codeSizeFrom, 'symbol');
      assert.ok(o.variant === 'v2' || o.variant === 'mesa' ? k.amdKernelCodeT !== undefined && k.descriptor === undefined
        : k.descriptor !== undefined && k.amdKernelCodeT === undefined, `${o.file} ${k.name} header kind`);
      if (o.variant !== 'mesa') assert.ok(k.metadata !== undefined, `${o.file} ${k.name} has metadata`);
    }
    kernels += co.kernels.length;
    // The device function of the control module is a function, not a kernel.
    if (o.module === 'control') {
      const gcd = FACTS[o.file]!.symtab.find((s) => s.name === 'gcd')!;
      const base = o.linked ? co.text!.address : 0;
      assert.deepEqual(co.functions.map((f) => [f.name, f.offset, f.size, f.kind]), [['gcd', gcd.value - base, gcd.size, 'function']], o.file);
    } else assert.deepEqual(co.functions, [], o.file);
  }
  assert.equal(kernels, 303);
});

test('kernel and function labels match llvm-objdump -d (tonga)', () => {
  let labels = 0;
  for (const { object, text } of objdumpTonga()) {
    const co = read.get(object)!;
    const base = co.relocatable ? 0 : co.text!.address;
    const ours = new Map<number, string>();
    for (const k of co.kernels) ours.set(k.headerOffset ?? k.codeOffset, k.name);
    for (const f of co.functions) ours.set(f.offset, f.name);
    const theirs = new Map<number, string>();
    for (const m of text.matchAll(/^([0-9a-f]{16}) <([^>]+)>:$/gm)) theirs.set(parseInt(m[1]!, 16) - base, m[2]!);
    assert.deepEqual([...ours].sort((a, b) => a[0] - b[0]), [...theirs].sort((a, b) => a[0] - b[0]), object);
    labels += theirs.size;
  }
  assert.ok(labels >= 90, `${labels} labels`);
});

test('the metadata notes decode: kernel names and targets as llvm-readobj shows them', () => {
  for (const o of OBJECTS) {
    const co = read.get(o.file)!;
    if (o.variant === 'mesa') { assert.equal(co.metadata, null); continue; }
    const md = co.metadata!;
    assert.equal(md.format, o.variant === 'v2' ? 'yaml' : 'msgpack', o.file);
    const root = md.value as Record<string, unknown>;
    assert.ok(root !== null, `${o.file}: metadata parsed`);
    const list = (o.variant === 'v2' ? root['Kernels'] : root['amdhsa.kernels']) as Record<string, unknown>[];
    const names = list.map((k) => k[o.variant === 'v2' ? 'Name' : '.name']).sort();
    assert.deepEqual(names, co.kernels.map((k) => k.name).sort(), o.file);
    if (o.variant !== 'v2') {
      assert.equal(root['amdhsa.target'], o.variant === 'v4' ? `amdgcn-amd-amdhsa--${CPU_PROC[o.cpu]}` : undefined);
      assert.deepEqual(root['amdhsa.version'], [1, o.variant === 'v3' ? 0 : 1]);
    } else {
      assert.deepEqual(root['Version'], [1, 0]);
    }
  }
});

// --- descriptors against llc's own directives ------------------------------------------

/**
 * The SGPR granule for `.amdhsa_next_free_sgpr` and the reserve flags, as
 * llvm-mc 14 computes it (checked by hand with llvm-mc 14): VCC adds 2,
 * FLAT_SCRATCH makes the extra 4 (gfx7) or 6 (gfx8), XNACK_MASK 4 (gfx8), and on
 * gfx6 FLAT_SCRATCH cannot be un-reserved. `codegen`: llc's own rule, which
 * counts no FLAT_SCRATCH on gfx6 — so llc's tahiti `.s` does not always
 * reassemble to llc's object (the `ticket` kernel: 8 SGPRs in the object, 16
 * from llvm-mc).
 */
function llvmSgprGranule(cpu: string, v: Record<string, number>, codegen = false): number {
  const major = cpu === 'tahiti' ? 6 : cpu === 'hawaii' ? 7 : 8;
  const vcc = v['.amdhsa_reserve_vcc'] ?? 1;
  const flat = major < 7 ? (codegen ? 0 : 1) : v['.amdhsa_reserve_flat_scratch'] ?? 1;
  const xnack = v['.amdhsa_reserve_xnack_mask'] ?? 0;
  let extra = vcc ? 2 : 0;
  if (major < 8) { if (flat) extra = 4; } else { if (xnack) extra = 4; if (flat) extra = 6; }
  let n = v['.amdhsa_next_free_sgpr']! + extra;
  if (cpu === 'tonga') n = 96; // gfx802 has the SGPR init bug: always 96
  return Math.ceil(Math.max(1, n) / 8) - 1;
}

const vgprGranule = (n: number) => Math.ceil(Math.max(1, n) / 4) - 1;

/** The descriptor's value for each directive llc prints, read straight from the bytes. */
function descriptorValue(d: KernelDescriptor, directive: string): number | undefined {
  const bit = (w: number, lo: number, width = 1) => (w >>> lo) & ((1 << width) - 1);
  const map: Record<string, number> = {
    '.amdhsa_group_segment_fixed_size': d.groupSegmentFixedSize,
    '.amdhsa_private_segment_fixed_size': d.privateSegmentFixedSize,
    '.amdhsa_kernarg_size': d.kernargSize,
    '.amdhsa_user_sgpr_count': bit(d.rsrc2, 1, 5),
    '.amdhsa_user_sgpr_private_segment_buffer': bit(d.props, 0),
    '.amdhsa_user_sgpr_dispatch_ptr': bit(d.props, 1),
    '.amdhsa_user_sgpr_queue_ptr': bit(d.props, 2),
    '.amdhsa_user_sgpr_kernarg_segment_ptr': bit(d.props, 3),
    '.amdhsa_user_sgpr_dispatch_id': bit(d.props, 4),
    '.amdhsa_user_sgpr_flat_scratch_init': bit(d.props, 5),
    '.amdhsa_user_sgpr_private_segment_size': bit(d.props, 6),
    '.amdhsa_system_sgpr_private_segment_wavefront_offset': bit(d.rsrc2, 0),
    '.amdhsa_system_sgpr_workgroup_id_x': bit(d.rsrc2, 7),
    '.amdhsa_system_sgpr_workgroup_id_y': bit(d.rsrc2, 8),
    '.amdhsa_system_sgpr_workgroup_id_z': bit(d.rsrc2, 9),
    '.amdhsa_system_sgpr_workgroup_info': bit(d.rsrc2, 10),
    '.amdhsa_system_vgpr_workitem_id': bit(d.rsrc2, 11, 2),
    '.amdhsa_float_round_mode_32': bit(d.rsrc1, 12, 2),
    '.amdhsa_float_round_mode_16_64': bit(d.rsrc1, 14, 2),
    '.amdhsa_float_denorm_mode_32': bit(d.rsrc1, 16, 2),
    '.amdhsa_float_denorm_mode_16_64': bit(d.rsrc1, 18, 2),
    '.amdhsa_dx10_clamp': bit(d.rsrc1, 21),
    '.amdhsa_ieee_mode': bit(d.rsrc1, 23),
    '.amdhsa_exception_fp_ieee_invalid_op': bit(d.rsrc2, 24),
    '.amdhsa_exception_fp_denorm_src': bit(d.rsrc2, 25),
    '.amdhsa_exception_fp_ieee_div_zero': bit(d.rsrc2, 26),
    '.amdhsa_exception_fp_ieee_overflow': bit(d.rsrc2, 27),
    '.amdhsa_exception_fp_ieee_underflow': bit(d.rsrc2, 28),
    '.amdhsa_exception_fp_ieee_inexact': bit(d.rsrc2, 29),
    '.amdhsa_exception_int_div_zero': bit(d.rsrc2, 30),
  };
  return map[directive];
}

test('decoded descriptors and amd_kernel_code_t headers hold the values llc wrote as directives', () => {
  const llc = llcDirectives();
  let fields = 0;
  for (const o of OBJECTS.filter((x) => !x.linked)) {
    const co = read.get(o.file)!;
    const blocks = llc[o.file]!;
    assert.deepEqual(Object.keys(blocks).sort(), co.kernels.map((k) => k.name).sort(), o.file);
    for (const k of co.kernels) {
      const b: LlcBlock = blocks[k.name]!;
      if (b.block === 'amdhsa_kernel') {
        const d = k.descriptor!;
        for (const [dir, val] of Object.entries(b.values)) {
          if (dir === '.amdhsa_next_free_vgpr') assert.equal((d.rsrc1 & 0x3f), vgprGranule(val), `${o.file} ${k.name} ${dir}`);
          else if (dir === '.amdhsa_next_free_sgpr') assert.equal((d.rsrc1 >> 6) & 0xf, llvmSgprGranule(o.cpu, b.values, true), `${o.file} ${k.name} ${dir}`);
          else if (dir.startsWith('.amdhsa_reserve_')) continue;
          else assert.equal(descriptorValue(d, dir), val, `${o.file} ${k.name} ${dir}`);
          fields++;
        }
      } else {
        const h = k.amdKernelCodeT!;
        assert.deepEqual(Object.keys(b.values), AMD_KERNEL_CODE_KEYS.map(([key]) => key), `${o.file} ${k.name}: llc's keys and order`);
        for (const [key, val] of Object.entries(b.values)) {
          assert.equal(Number(h.values.get(key)), val, `${o.file} ${k.name} ${key}`);
          fields++;
        }
      }
    }
  }
  assert.ok(fields > 5000, `${fields} fields compared`);
});

test('gcnkit\'s .amdhsa_kernel blocks name the same directives as llc and give the same register granules', () => {
  const llc = llcDirectives();
  for (const o of OBJECTS.filter((x) => !x.linked && (x.variant === 'v3' || x.variant === 'v4'))) {
    const co = read.get(o.file)!;
    for (const k of co.kernels) {
      const block = amdhsaKernelBlock(k.name, k.descriptor!, co.target.info, co.target.xnack);
      assert.deepEqual(block.lost, [], `${o.file} ${k.name}`);
      const ours: Record<string, number> = {};
      for (const l of block.lines) {
        const m = /^\t\t(\.amdhsa_\w+) (\d+)$/.exec(l);
        if (m !== null) ours[m[1]!] = Number(m[2]);
      }
      const theirs = llc[o.file]![k.name]!.values;
      for (const dir of Object.keys(theirs)) assert.ok(dir in ours, `${o.file} ${k.name}: ${dir} missing`);
      for (const [dir, v] of Object.entries(theirs)) {
        if (dir === '.amdhsa_next_free_sgpr' || dir === '.amdhsa_next_free_vgpr' || dir.startsWith('.amdhsa_reserve_')) continue;
        assert.equal(ours[dir], v, `${o.file} ${k.name} ${dir}`);
      }
      assert.equal(vgprGranule(ours['.amdhsa_next_free_vgpr']!), vgprGranule(theirs['.amdhsa_next_free_vgpr']!));
      assert.equal(llvmSgprGranule(o.cpu, ours), llvmSgprGranule(o.cpu, theirs, true), `${o.file} ${k.name} SGPR granule`);
      assert.equal(llvmSgprGranule(o.cpu, ours), (k.descriptor!.rsrc1 >> 6) & 0xf);
      assert.equal(RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT.lo, 6);
    }
  }
});

test('linked objects carry the same headers as the unlinked ones; entry offsets point at the code', () => {
  for (const o of OBJECTS.filter((x) => x.linked)) {
    const co = read.get(o.file)!;
    const unlinked = read.get(o.file.replace(/\.so$/, '.o'))!;
    for (const k of co.kernels) {
      const u = unlinked.kernels.find((x) => x.name === k.name)!;
      if (k.descriptor !== undefined) {
        const a = k.descriptor.bytes, b = u.descriptor!.bytes;
        assert.deepEqual([...a.subarray(0, 16), ...a.subarray(24)], [...b.subarray(0, 16), ...b.subarray(24)], `${o.file} ${k.name}`);
        // Linked: descriptor address + entry offset = code address (llvm-readobj's symbol values).
        const syms = FACTS[o.file]!.symtab;
        const kd = syms.find((s) => s.name === `${k.name}.kd`)!;
        const fn = syms.find((s) => s.name === k.name)!;
        assert.equal(kd.value + k.descriptor.kernelCodeEntryByteOffset, fn.value, `${o.file} ${k.name} entry`);
        // Unlinked: zero, with an R_AMDGPU_REL64 to the kernel (+16: the field's own offset in the descriptor).
        assert.equal(u.descriptor!.kernelCodeEntryByteOffset, 0);
        assert.deepEqual(u.entryRelocation, { symbol: k.name, addend: 16 });
      } else {
        assert.deepEqual(k.amdKernelCodeT!.bytes, u.amdKernelCodeT!.bytes, `${o.file} ${k.name}`);
      }
    }
  }
});
