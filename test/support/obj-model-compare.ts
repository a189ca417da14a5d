// Compares an assembler's ObjectModel with llvm-mc's object of the same
// source (read with the independent ELF reader): sections (names, sizes,
// alignment, flags, kind, bytes except .text/.rodata, whose kernel headers
// are the writer's), the .note position, symbols, and relocations (less the
// descriptors' REL64, which the writer adds).

import assert from 'node:assert/strict';
import type { ElfFile } from '../../src/objfile/elf.js';
import type { ObjectModel } from '../../src/objfile/write/model.js';
import { RELOC_NAMES } from './obj-model.js';

const BIND = ['local', 'global', 'weak'];
const TYPE: Record<number, string> = { 0: 'notype', 1: 'object', 2: 'func', 3: 'section', 10: 'amdgpu_hsa_kernel' };
const VIS = ['default', 'internal', 'hidden', 'protected'];
/** Sections llvm-mc writes that are not the assembler's (the writer's). */
const WRITER_SECTIONS = new Set(['', '.strtab', '.symtab', '.note', '.shstrtab']);

export function compareModel(full: ObjectModel, elf: ElfFile, file: string): void {
    // The empty `.note` the assembler lists (where llvm-mc creates it) is compared by position only.
    const modelNoteAt = full.sections.findIndex((s) => s.name === '.note' && s.bytes.length === 0);
    const model: ObjectModel = { ...full, sections: full.sections.filter((_, i) => i !== modelNoteAt), symbols: full.symbols.filter((s) => s.type !== 'section')
      // The writer makes a kernel's symbol protected (its descriptor's REL64 refers to it).
      .map((s) => (full.amdhsaKernels.some((k) => k.name === s.name) && s.visibility === 'default' ? { ...s, visibility: 'protected' } as const : s))
      // and refers to a kernel defined nowhere as an undefined global.
      .concat(full.amdhsaKernels.filter((k) => !full.symbols.some((s) => s.name === k.name))
        .map((k) => ({ name: k.name, section: null, value: 0, size: 0, type: 'notype', binding: 'global', visibility: 'protected' } as const))) };
    // Sections: names, sizes, alignment in llvm-mc's order (less the writer's own sections).
    const mcSecs = elf.sections.filter((s) => !WRITER_SECTIONS.has(s.name) && !s.name.startsWith('.rela'));
    assert.deepEqual(model.sections.map((s) => [s.name, s.bytes.length, s.align]), mcSecs.map((s) => [s.name, s.size, s.addralign]), `${file} sections`);
    for (const s of model.sections) {
      const m = mcSecs.find((x) => x.name === s.name)!;
      const f = (m.flags & 2 ? 'a' : '') + (m.flags & 1 ? 'w' : '') + (m.flags & 4 ? 'x' : '');
      assert.equal([...s.flags].sort().join(''), [...f].sort().join(''), `${file} ${s.name} flags`);
      assert.equal(s.kind, m.type === 7 ? 'note' : m.type === 8 ? 'nobits' : 'progbits', `${file} ${s.name} kind`);
      const want = new Uint8Array(m.data);
      for (const r of headerRanges(model, s.name)) want.fill(0, r[0], r[1]);
      assert.ok(Buffer.from(s.bytes).equals(Buffer.from(want)), `${file} ${s.name} bytes`);
    }
    // The .note goes where llvm-mc put it.
    const noteAt = elf.sections.filter((s) => !WRITER_SECTIONS.has(s.name) || s.name === '.note').filter((s) => !s.name.startsWith('.rela')).findIndex((s) => s.name === '.note');
    if (noteAt >= 0) assert.equal(modelNoteAt >= 0 ? modelNoteAt : model.sections.length, noteAt, `${file} .note position`);

    // Symbols (llvm-mc's order differs: locals first): as sets.
    const secName = (i: number): string | null => (i === 0 ? null : elf.sections[i]!.name);
    const mcSyms = elf.symbols.filter((s) => s.name !== '' && s.type !== 3)
      .map((s) => [s.name, secName(s.shndx), s.value, s.size, TYPE[s.type], BIND[s.bind], VIS[s.visibility]].join(' ')).sort();
    const ours = model.symbols.map((s) => [s.name, s.section, s.value, s.size, s.type, s.binding, s.visibility].join(' ')).sort();
    assert.deepEqual(ours, mcSyms, `${file} symbols`);

    // Relocations of the assembler's sections (the descriptors' REL64 are the writer's).
    const inHeader = (sec: string | null, off: number): boolean => headerRanges(model, sec ?? '').some((r) => off >= r[0] && off < r[1]);
    const mcRel = elf.relocations.filter((r) => !inHeader(secName(r.target), r.offset))
      .map((r) => [secName(r.target), r.offset, RELOC_NAMES[r.type], r.symbolName, r.addend].join(' '));
    const ourRel = model.relocations.map((r) => [r.section, r.offset, r.type, r.symbol, Number(r.addend)].join(' '));
    assert.deepEqual(ourRel, mcRel, `${file} relocations`);

}

/** The kernel-header ranges of a section (descriptors 64 bytes, amd_kernel_code_t 256): the writer's bytes. */
function headerRanges(model: ObjectModel, section: string): [number, number][] {
  return [
    ...model.amdhsaKernels.filter((b) => b.section === section).map((b): [number, number] => [b.offset, b.offset + 64]),
    ...model.amdKernelCodes.filter((b) => b.section === section).map((b): [number, number] => [b.offset, b.offset + 256]),
  ];
}
