// ELF64 little-endian relocatable objects laid out as llvm-mc 14 lays them out:
//  - section headers: null, `.strtab` (names of sections and symbols, one
//    table), then the sections in order of creation, each followed by its
//    `.rela` section when it has relocations, and `.symtab` last;
//  - file: ELF header, section contents in that order (each at its
//    alignment), `.symtab`, the `.rela` sections, `.strtab`, then the section
//    header table at 8-byte alignment;
//  - symbols: the null symbol, local ones (section symbols that relocations
//    use included), then global and weak ones, each group in order of mention;
//  - relocations against a defined local symbol go against its section
//    symbol (the addend takes the symbol's value), as llvm-mc writes them.

import {
  EM_AMDGPU, ET_REL, SHT_NOBITS, SHT_NOTE, SHT_PROGBITS, SHT_RELA, SHT_STRTAB, SHT_SYMTAB, STT_AMDGPU_HSA_KERNEL,
  STT_FUNC, STT_NOTYPE, STT_OBJECT, STT_SECTION,
} from '../elf.js';
import type { ObjRelocation, ObjSection, ObjSymbol, WriteDiagnostic } from './model.js';
import { StringTable } from './strtab.js';
import { RELOC_NUMBERS } from '../reloc-types.js';

export interface ElfIdentity {
  readonly osabi: number;
  readonly abiVersion: number;
  readonly flags: number;
}

const SYMBOL_TYPES: Readonly<Record<ObjSymbol['type'], number>> = {
  notype: STT_NOTYPE, object: STT_OBJECT, func: STT_FUNC, section: STT_SECTION, amdgpu_hsa_kernel: STT_AMDGPU_HSA_KERNEL,
};
const BINDINGS: Readonly<Record<ObjSymbol['binding'], number>> = { local: 0, global: 1, weak: 2 };
const VISIBILITIES: Readonly<Record<ObjSymbol['visibility'], number>> = { default: 0, internal: 1, hidden: 2, protected: 3 };

const SHN_ABS = 0xfff1;
const SHN_COMMON = 0xfff2;
const SHF_WRITE = 0x1;
const SHF_ALLOC = 0x2;
const SHF_EXECINSTR = 0x4;
const SHF_INFO_LINK = 0x40;
const EHDR = 64;
const SHDR = 64;
const SYM = 24;
const RELA = 24;

interface Header {
  name: string;
  type: number;
  flags: number;
  offset: number;
  size: number;
  link: number;
  info: number;
  align: number;
  entsize: number;
  data: Uint8Array | null;
}

interface SymEntry {
  name: string;
  info: number;
  other: number;
  shndx: number;
  value: number;
  size: number;
}

const alignTo = (n: number, a: number): number => (a <= 1 ? n : Math.ceil(n / a) * a);

function sectionFlags(letters: string): number {
  let f = 0;
  if (letters.includes('a')) f |= SHF_ALLOC;
  if (letters.includes('w')) f |= SHF_WRITE;
  if (letters.includes('x')) f |= SHF_EXECINSTR;
  return f;
}

/** Writes the object; errors (an unknown section or symbol) come back as diagnostics. */
export function writeElf(id: ElfIdentity, sections: readonly ObjSection[], symbols: readonly ObjSymbol[],
  relocations: readonly ObjRelocation[]): { bytes: Uint8Array | null; diagnostics: WriteDiagnostic[] } {
  const diagnostics: WriteDiagnostic[] = [];
  const secIndex = new Map<string, number>();
  const bySym = new Map<string, ObjSymbol>();
  for (const s of symbols) if (!bySym.has(s.name)) bySym.set(s.name, s);

  // Relocations, by section, each against a symbol-table symbol.
  interface Rel { offset: number; type: number; target: string; isSection: boolean; addend: bigint }
  const relsOf = new Map<string, Rel[]>();
  const sectionSymbolsUsed = new Set<string>();
  const sectionNames = new Set(sections.map((s) => s.name));
  for (const r of relocations) {
    if (!sectionNames.has(r.section)) {
      diagnostics.push({ severity: 'error', message: `relocation in unknown section '${r.section}'` });
      continue;
    }
    const sym = bySym.get(r.symbol);
    let rel: Rel;
    if (sym !== undefined && sym.type !== 'section' && !(sym.binding === 'local' && sym.section !== null)) {
      rel = { offset: r.offset, type: RELOC_NUMBERS[r.type], target: sym.name, isSection: false, addend: r.addend };
    } else if (sym !== undefined && sym.type !== 'section' && sym.section !== null) {
      rel = { offset: r.offset, type: RELOC_NUMBERS[r.type], target: sym.section, isSection: true, addend: r.addend + BigInt(sym.value) };
    } else if (sectionNames.has(sym?.section ?? r.symbol)) {
      rel = { offset: r.offset, type: RELOC_NUMBERS[r.type], target: sym?.section ?? r.symbol, isSection: true, addend: r.addend };
    } else {
      diagnostics.push({ severity: 'error', message: `relocation against unknown symbol '${r.symbol}'` });
      continue;
    }
    if (rel.isSection) sectionSymbolsUsed.add(rel.target);
    let list = relsOf.get(r.section);
    if (list === undefined) relsOf.set(r.section, list = []);
    list.push(rel);
  }
  if (diagnostics.length > 0) return { bytes: null, diagnostics };
  // Relocations are recorded in layout order: by offset within each section.
  for (const list of relsOf.values()) list.sort((a, b) => a.offset - b.offset);

  // Section header table.
  const headers: Header[] = [
    { name: '', type: 0, flags: 0, offset: 0, size: 0, link: 0, info: 0, align: 0, entsize: 0, data: null },
    { name: '.strtab', type: SHT_STRTAB, flags: 0, offset: 0, size: 0, link: 0, info: 0, align: 1, entsize: 0, data: null },
  ];
  const relaHeaders: { header: Header; section: string }[] = [];
  for (const s of sections) {
    const type = s.kind === 'nobits' ? SHT_NOBITS : s.kind === 'note' ? SHT_NOTE : SHT_PROGBITS;
    secIndex.set(s.name, headers.length);
    headers.push({
      name: s.name, type, flags: sectionFlags(s.flags), offset: 0, size: s.bytes.length, link: 0, info: 0,
      align: Math.max(1, s.align), entsize: 0, data: s.kind === 'nobits' ? null : s.bytes,
    });
    if (relsOf.has(s.name)) {
      const h: Header = { name: `.rela${s.name}`, type: SHT_RELA, flags: SHF_INFO_LINK, offset: 0, size: 0, link: 0,
        info: headers.length - 1, align: 8, entsize: RELA, data: null };
      relaHeaders.push({ header: h, section: s.name });
      headers.push(h);
    }
  }
  const symtabIndex = headers.length;
  const symtab: Header = { name: '.symtab', type: SHT_SYMTAB, flags: 0, offset: 0, size: 0, link: 1, info: 0, align: 8, entsize: SYM, data: null };
  headers.push(symtab);
  for (const { header } of relaHeaders) header.link = symtabIndex;

  // Symbol table.
  const strtab = new StringTable();
  for (const h of headers) strtab.add(h.name);
  const locals: SymEntry[] = [];
  const globals: SymEntry[] = [];
  const symIndexOf = new Map<string, number>();
  const sectionSymbol = (name: string): SymEntry => ({ name: '', info: STT_SECTION, other: 0, shndx: secIndex.get(name)!, value: 0, size: 0 });
  const placedSections = new Set<string>();
  const keys: string[] = [];
  const globalKeys: string[] = [];
  // Section symbols the model does not place go first, in section order.
  const listed = new Set(symbols.filter((s) => s.type === 'section').map((s) => s.section ?? s.name));
  for (const s of sections) {
    if (sectionSymbolsUsed.has(s.name) && !listed.has(s.name)) {
      locals.push(sectionSymbol(s.name));
      keys.push(`\0section:${s.name}`);
      placedSections.add(s.name);
    }
  }
  const seen = new Set<string>();
  for (const s of symbols) {
    if (s.type === 'section') {
      const sec = s.section ?? s.name;
      if (!sectionSymbolsUsed.has(sec) || placedSections.has(sec) || !secIndex.has(sec)) continue;
      placedSections.add(sec);
      locals.push(sectionSymbol(sec));
      keys.push(`\0section:${sec}`);
      continue;
    }
    if (seen.has(s.name) || s.name.startsWith('.L')) continue;
    seen.add(s.name);
    let shndx = s.special === 'absolute' ? SHN_ABS : s.special === 'common' ? SHN_COMMON : 0;
    if (s.section !== null && s.special === undefined) {
      const i = secIndex.get(s.section);
      if (i === undefined) {
        diagnostics.push({ severity: 'error', message: `symbol '${s.name}' is in unknown section '${s.section}'` });
        continue;
      }
      shndx = i;
    }
    strtab.add(s.name);
    const e: SymEntry = {
      name: s.name, info: (BINDINGS[s.binding] << 4) | SYMBOL_TYPES[s.type], other: VISIBILITIES[s.visibility],
      shndx, value: s.value, size: s.size,
    };
    if (s.binding === 'local') { locals.push(e); keys.push(s.name); } else { globals.push(e); globalKeys.push(s.name); }
  }
  if (diagnostics.length > 0) return { bytes: null, diagnostics };
  [...keys, ...globalKeys].forEach((k, i) => symIndexOf.set(k, i + 1));
  const allSyms = [...locals, ...globals];
  symtab.info = locals.length + 1;
  const strData = strtab.finalize();

  // Contents.
  const symData = new Uint8Array((allSyms.length + 1) * SYM);
  const sv = new DataView(symData.buffer);
  allSyms.forEach((e, i) => {
    const o = (i + 1) * SYM;
    sv.setUint32(o, strtab.offset(e.name), true);
    sv.setUint8(o + 4, e.info);
    sv.setUint8(o + 5, e.other);
    sv.setUint16(o + 6, e.shndx, true);
    sv.setBigUint64(o + 8, BigInt(e.value), true);
    sv.setBigUint64(o + 16, BigInt(e.size), true);
  });
  symtab.data = symData;
  for (const { header, section } of relaHeaders) {
    const list = relsOf.get(section)!;
    const d = new Uint8Array(list.length * RELA);
    const v = new DataView(d.buffer);
    list.forEach((r, i) => {
      const sym = symIndexOf.get(r.isSection ? `\0section:${r.target}` : r.target)!;
      v.setBigUint64(i * RELA, BigInt(r.offset), true);
      v.setBigUint64(i * RELA + 8, (BigInt(sym) << 32n) | BigInt(r.type), true);
      v.setBigInt64(i * RELA + 16, r.addend, true);
    });
    header.data = d;
  }
  headers[1]!.data = strData;

  // Layout: user sections in table order, then .symtab, the .rela sections, .strtab.
  let pos = EHDR;
  const place = (h: Header) => {
    pos = alignTo(pos, h.align);
    h.offset = pos;
    if (h.type !== SHT_NOBITS) { h.size = h.data?.length ?? 0; pos += h.size; }
  };
  for (const h of headers.slice(2)) if (h.type !== SHT_RELA && h.type !== SHT_SYMTAB) place(h);
  place(symtab);
  for (const { header } of relaHeaders) place(header);
  place(headers[1]!);
  const shoff = alignTo(pos, 8);
  const total = shoff + headers.length * SHDR;

  const out = new Uint8Array(total);
  const v = new DataView(out.buffer);
  out.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, id.osabi, id.abiVersion], 0);
  v.setUint16(16, ET_REL, true);
  v.setUint16(18, EM_AMDGPU, true);
  v.setUint32(20, 1, true);
  v.setBigUint64(40, BigInt(shoff), true);
  v.setUint32(48, id.flags >>> 0, true);
  v.setUint16(52, EHDR, true);
  v.setUint16(58, SHDR, true);
  v.setUint16(60, headers.length, true);
  v.setUint16(62, 1, true);
  headers.forEach((h, i) => {
    if (h.data !== null && h.type !== SHT_NOBITS) out.set(h.data, h.offset);
    const o = shoff + i * SHDR;
    v.setUint32(o, strtab.offset(h.name), true);
    v.setUint32(o + 4, h.type, true);
    v.setBigUint64(o + 8, BigInt(h.flags), true);
    v.setBigUint64(o + 24, BigInt(h.offset), true);
    v.setBigUint64(o + 32, BigInt(h.size), true);
    v.setUint32(o + 40, h.link, true);
    v.setUint32(o + 44, h.info, true);
    v.setBigUint64(o + 48, BigInt(h.align), true);
    v.setBigUint64(o + 56, BigInt(h.entsize), true);
  });
  return { bytes: out, diagnostics };
}
