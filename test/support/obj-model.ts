// Test-only: an ObjectModel for the code-object writer built from llvm-mc's own
// object (test/vectors/kernels/mc/X.o) and the llc assembly it came from
// (asm/X.s), standing in for the assembler until it fills the model itself.
// From the object: section bytes (kernel descriptors and amd_kernel_code_t
// headers ZEROED, `.note` left EMPTY), symbols (without `NAME.kd`, section
// symbols, and with kernels' visibility reset to default), relocations
// (without the descriptors' REL64). From the assembly: the `.amdhsa_kernel` and
// `.amd_kernel_code_t` values, metadata text, note directives. The writer
// must recreate everything that was removed.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseElf, type ElfFile } from '../../src/objfile/elf.js';
import type {
  AmdhsaKernelBlock, AmdKernelCodeBlock, DirectiveValue, ObjectModel, ObjRelocation, ObjSection, ObjSymbol, RelocType,
} from '../../src/objfile/write/model.js';
import { CPU_PROC, KERNELS_DIR, type Cpu } from './kernel-corpus.js';

/** R_AMDGPU_* numbers as the ELF ABI for AMDGPU lists them (written out here, independently of src/objfile/reloc-types.ts). */
export const RELOC_NAMES: Record<number, RelocType> = {
  1: 'ABS32_LO', 2: 'ABS32_HI', 3: 'ABS64', 4: 'REL32', 5: 'REL64', 6: 'ABS32', 7: 'GOTPCREL',
  8: 'GOTPCREL32_LO', 9: 'GOTPCREL32_HI', 10: 'REL32_LO', 11: 'REL32_HI',
};
const SYM_TYPES: Record<number, ObjSymbol['type']> = { 0: 'notype', 1: 'object', 2: 'func', 3: 'section', 10: 'amdgpu_hsa_kernel' };
const BINDS: ObjSymbol['binding'][] = ['local', 'global', 'weak'];
const VIS: ObjSymbol['visibility'][] = ['default', 'internal', 'hidden', 'protected'];

export interface SourceFacts {
  targetId?: string;
  amdhsa: { name: string; values: DirectiveValue[]; line: number; col: number; end: { line: number; col: number } }[];
  codeT: { kernel: string; values: DirectiveValue[]; line: number; col: number }[];
  metadata?: { yaml: string; line: number; col: number; end: { line: number; col: number } };
  hsaMetadataV2?: { yaml: string; line: number; col: number };
  amdgpuIsa?: { name: string; line: number; col: number };
  hsaCodeObjectVersion?: [number, number];
  hsaCodeObjectIsa?: { version: [number, number, number]; vendor: string; arch: string } | 'target';
}

/** The directives of an llc `.s` the writer needs (llc's layout: one directive per line, tabs). */
export function extractSource(src: string): SourceFacts {
  const lines = src.split('\n');
  const out: SourceFacts = { amdhsa: [], codeT: [] };
  let lastKernel = '';
  const col = (l: string, word: string) => l.indexOf(word) + 1;
  const block = (i: number, endDirective: string) => {
    const start = i + 1;
    let j = start;
    while (lines[j]!.trim() !== endDirective) j++;
    return { start, end: j, yaml: lines.slice(start, j).join('\n') + '\n' };
  };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const t = l.trim();
    let m: RegExpExecArray | null;
    if ((m = /^\.amdgcn_target "(.*)"/.exec(t)) !== null) out.targetId = m[1]!;
    else if ((m = /^\.amdgpu_hsa_kernel (\S+)/.exec(t)) !== null) lastKernel = m[1]!;
    else if ((m = /^\.amd_amdgpu_isa "(.*)"/.exec(t)) !== null) out.amdgpuIsa = { name: m[1]!, line: i + 1, col: col(l, '.') };
    else if ((m = /^\.hsa_code_object_version (\d+),(\d+)/.exec(t)) !== null) out.hsaCodeObjectVersion = [Number(m[1]), Number(m[2])];
    else if ((m = /^\.hsa_code_object_isa (\d+),(\d+),(\d+),"(.*)","(.*)"/.exec(t)) !== null) {
      out.hsaCodeObjectIsa = { version: [Number(m[1]), Number(m[2]), Number(m[3])], vendor: m[4]!, arch: m[5]! };
    } else if (t === '.hsa_code_object_isa') out.hsaCodeObjectIsa = 'target'; else if (t === '.amdgpu_metadata') {
      const b = block(i, '.end_amdgpu_metadata');
      const endLine = lines[b.end]!;
      out.metadata = { yaml: b.yaml, line: i + 1, col: col(l, '.'), end: { line: b.end + 1, col: endLine.indexOf('.') + '.end_amdgpu_metadata'.length + 1 } };
      i = b.end;
    } else if (t === '.amd_amdgpu_hsa_metadata') {
      const b = block(i, '.end_amd_amdgpu_hsa_metadata');
      out.hsaMetadataV2 = { yaml: b.yaml, line: i + 1, col: col(l, '.') };
      i = b.end;
    } else if ((m = /^\.amdhsa_kernel (\S+)/.exec(t)) !== null) {
      const b = block(i, '.end_amdhsa_kernel');
      const values: DirectiveValue[] = [];
      for (let j = b.start; j < b.end; j++) {
        const d = /^(\s*)(\.amdhsa_\w+)(\s+)(\S+)/.exec(lines[j]!);
        if (d === null) continue;
        values.push({ name: d[2]!, value: BigInt(d[4]!), line: j + 1, col: d[1]!.length + 1, valueCol: d[1]!.length + d[2]!.length + d[3]!.length + 1 });
      }
      const endLine = lines[b.end]!;
      out.amdhsa.push({ name: m[1]!, values, line: i + 1, col: col(l, '.'), end: { line: b.end + 1, col: endLine.indexOf('.') + '.end_amdhsa_kernel'.length + 1 } });
      i = b.end;
    } else if (t === '.amd_kernel_code_t') {
      const b = block(i, '.end_amd_kernel_code_t');
      const values: DirectiveValue[] = [];
      for (let j = b.start; j < b.end; j++) {
        const d = /^(\s*)(\w+) = (-?\d+)/.exec(lines[j]!);
        if (d !== null) values.push({ name: d[2]!, value: BigInt(d[3]!), line: j + 1, col: d[1]!.length + 1 });
      }
      out.codeT.push({ kernel: lastKernel, values, line: i + 1, col: col(l, '.') });
      i = b.end;
    }
  }
  return out;
}

export interface VectorModel {
  readonly model: ObjectModel;
  readonly expected: Uint8Array;
  readonly elf: ElfFile;
}

export interface ModelOptions {
  readonly triple: string;
  readonly processor: string;
  readonly codeObjectVersion: 2 | 3 | 4;
  /**
   * Keep the section symbols and `NAME.kd` symbols where llvm-mc put them (the
   * assembler is to list them where it creates them); otherwise they are left
   * out and the writer's defaults must place them.
   */
  readonly keepPlacedSymbols?: boolean;
}

/** The model for llvm-mc's object `expected` of the assembly `source`. */
export function modelFromObject(source: string, expected: Uint8Array, opts: ModelOptions): VectorModel {
  const src = extractSource(source);
  const elf = parseElf(expected)!;
  const secName = (i: number) => elf.sections[i]!.name;
  const sym = (n: string) => elf.symbols.find((s) => s.name === n)!;

  const zero: { section: string; at: number; size: number }[] = [];
  const amdhsaKernels: AmdhsaKernelBlock[] = src.amdhsa.map((k) => {
    const kd = sym(`${k.name}.kd`);
    zero.push({ section: secName(kd.shndx), at: kd.value, size: 64 });
    return { name: k.name, section: secName(kd.shndx), offset: kd.value, values: k.values, line: k.line, col: k.col, end: k.end };
  });
  const amdKernelCodes: AmdKernelCodeBlock[] = src.codeT.map((c) => {
    const s = sym(c.kernel);
    zero.push({ section: secName(s.shndx), at: s.value, size: 256 });
    return { section: secName(s.shndx), offset: s.value, values: c.values, line: c.line, col: c.col };
  });

  const sections: ObjSection[] = [];
  for (const s of elf.sections.slice(1)) {
    if (s.type === 2 || s.type === 3 || s.type === 4) continue; // symtab, strtab, rela
    const bytes = s.name === '.note' ? new Uint8Array(0) : s.type === 8 ? new Uint8Array(s.size) : s.data.slice();
    for (const z of zero) if (z.section === s.name) bytes.fill(0, z.at, z.at + z.size);
    const flags = (s.flags & 2 ? 'a' : '') + (s.flags & 1 ? 'w' : '') + (s.flags & 4 ? 'x' : '');
    sections.push({ name: s.name, kind: s.type === 7 ? 'note' : s.type === 8 ? 'nobits' : 'progbits', flags, align: s.addralign, bytes });
  }
  const kernels = new Set(src.amdhsa.map((k) => k.name));
  const keep = opts.keepPlacedSymbols === true;
  const symbols: ObjSymbol[] = elf.symbols
    .filter((s) => keep || (s.type !== 3 && !(s.name.endsWith('.kd') && kernels.has(s.name.slice(0, -3)))))
    .map((s) => ({
      name: s.type === 3 ? secName(s.shndx) : s.name, section: s.shndx === 0 || s.shndx >= 0xff00 ? null : secName(s.shndx),
      value: s.value, size: s.size,
      type: SYM_TYPES[s.type]!, binding: BINDS[s.bind]!, visibility: kernels.has(s.name) ? 'default' : VIS[s.visibility]!,
      ...(s.shndx === 0xfff1 ? { special: 'absolute' as const } : s.shndx === 0xfff2 ? { special: 'common' as const } : {}),
    }));
  const kdEntries = new Set(amdhsaKernels.map((k) => `${k.section}:${k.offset + 16}`));
  const relocations: ObjRelocation[] = elf.relocations
    .filter((r) => !(r.type === 5 && kdEntries.has(`${secName(r.target)}:${r.offset}`)))
    .map((r) => ({ section: secName(r.target), offset: r.offset, type: RELOC_NAMES[r.type]!, symbol: r.symbolName, addend: BigInt(r.addend) }));

  const model: ObjectModel = {
    triple: opts.triple,
    processor: opts.processor,
    ...(src.targetId !== undefined ? { targetId: src.targetId } : {}),
    codeObjectVersion: opts.codeObjectVersion,
    sections, symbols, relocations, amdhsaKernels, amdKernelCodes,
    ...(src.metadata !== undefined ? { metadata: src.metadata } : {}),
    ...(src.hsaMetadataV2 !== undefined ? { hsaMetadataV2: src.hsaMetadataV2 } : {}),
    ...(src.amdgpuIsa !== undefined ? { amdgpuIsa: src.amdgpuIsa } : {}),
    ...(src.hsaCodeObjectVersion !== undefined ? { hsaCodeObjectVersion: src.hsaCodeObjectVersion } : {}),
    ...(src.hsaCodeObjectIsa !== undefined ? { hsaCodeObjectIsa: src.hsaCodeObjectIsa } : {}),
  };
  return { model, expected, elf };
}

/** The model for mc/NAME.o of the kernel corpus (NAME = MODULE.CPU.VARIANT). */
export function vectorModel(name: string): VectorModel {
  const expected = new Uint8Array(readFileSync(join(KERNELS_DIR, 'mc', `${name}.o`)));
  const source = readFileSync(join(KERNELS_DIR, 'asm', `${name}.s`), 'utf8');
  const [, cpu, variant] = name.split('.') as [string, Cpu, string];
  const mesa = variant === 'mesa';
  return modelFromObject(source, expected, {
    triple: mesa ? 'amdgcn-mesa-mesa3d' : 'amdgcn-amd-amdhsa',
    processor: CPU_PROC[cpu],
    codeObjectVersion: mesa ? 4 : (Number(variant.slice(1)) as 2 | 3 | 4),
  });
}
