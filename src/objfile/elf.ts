// A tolerant ELF64 little-endian reader: header, section and program
// headers, symbol tables, relocations and notes. Every count and offset in
// the file is checked against the file's size before it is used, so a
// truncated or hostile file yields diagnostics and whatever parts are sound,
// never an exception or an allocation larger than the input.

import { Bytes, hex } from './bytes.js';
import { DiagnosticList, type ObjDiagnostic } from './diagnostics.js';
import { parseNotes, type ElfNote } from './notes.js';

export const ELF_MAGIC = [0x7f, 0x45, 0x4c, 0x46] as const;

export const ET_REL = 1;
export const ET_EXEC = 2;
export const ET_DYN = 3;
export const EM_AMDGPU = 224;

export const SHT_NULL = 0;
export const SHT_PROGBITS = 1;
export const SHT_SYMTAB = 2;
export const SHT_STRTAB = 3;
export const SHT_RELA = 4;
export const SHT_NOTE = 7;
export const SHT_NOBITS = 8;
export const SHT_REL = 9;
export const SHT_DYNSYM = 11;

export const SHF_ALLOC = 0x2;
export const SHF_EXECINSTR = 0x4;

export const PT_LOAD = 1;
export const PT_NOTE = 4;

export const STT_NOTYPE = 0;
export const STT_OBJECT = 1;
export const STT_FUNC = 2;
export const STT_SECTION = 3;
export const STT_FILE = 4;
/** AMDGPU: an HSA kernel symbol (code object v2 and Mesa), pointing at its amd_kernel_code_t. */
export const STT_AMDGPU_HSA_KERNEL = 10;

export const SHN_UNDEF = 0;
export const SHN_LORESERVE = 0xff00;
export const SHN_ABS = 0xfff1;
export const SHN_XINDEX = 0xffff;

const EHDR_SIZE = 64;
const SHDR_SIZE = 64;
const PHDR_SIZE = 56;
const SYM_SIZE = 24;
const RELA_SIZE = 24;
const REL_SIZE = 16;

export interface ElfHeader {
  /** EI_OSABI: 64 = AMDGPU HSA, 65 = AMDGPU PAL, 66 = AMDGPU Mesa3D. */
  readonly osabi: number;
  /** EI_ABIVERSION: for HSA, 0 = code object v2, 1 = v3, 2 = v4, 3 = v5. */
  readonly abiVersion: number;
  readonly type: number;
  readonly machine: number;
  readonly version: number;
  readonly entry: number;
  readonly phoff: number;
  readonly shoff: number;
  readonly flags: number;
  readonly phnum: number;
  readonly shnum: number;
  readonly shstrndx: number;
}

export interface ElfSection {
  readonly index: number;
  readonly name: string;
  readonly type: number;
  readonly flags: number;
  readonly addr: number;
  readonly offset: number;
  readonly size: number;
  readonly link: number;
  readonly info: number;
  readonly addralign: number;
  readonly entsize: number;
  /** The section's bytes (a view, no copy); empty for NOBITS or when out of the file. */
  readonly data: Uint8Array;
}

export interface ElfSegment {
  readonly type: number;
  readonly flags: number;
  readonly offset: number;
  readonly vaddr: number;
  readonly filesz: number;
  readonly memsz: number;
  readonly align: number;
}

export interface ElfSymbol {
  /** Index in its table. */
  readonly index: number;
  readonly name: string;
  readonly value: number;
  readonly size: number;
  /** STT_*: low 4 bits of st_info. */
  readonly type: number;
  /** STB_*: high 4 bits of st_info (0 local, 1 global, 2 weak). */
  readonly bind: number;
  /** STV_*: low 2 bits of st_other (0 default, 1 internal, 2 hidden, 3 protected). */
  readonly visibility: number;
  readonly shndx: number;
  readonly table: 'symtab' | 'dynsym';
}

export interface ElfRelocation {
  /** Offset of the place within the target section (ET_REL) or its address (linked files). */
  readonly offset: number;
  readonly type: number;
  readonly symbol: number;
  /** Name of the symbol (a section symbol gets its section's name). */
  readonly symbolName: string;
  readonly addend: number;
  /** The relocation section and the section it applies to (by index; -1 when unknown). */
  readonly section: number;
  readonly target: number;
}

export interface ElfFile {
  readonly bytes: Uint8Array;
  readonly header: ElfHeader;
  readonly sections: readonly ElfSection[];
  readonly segments: readonly ElfSegment[];
  /** `.symtab` symbols (index 0, the null symbol, excluded). */
  readonly symbols: readonly ElfSymbol[];
  /** `.dynsym` symbols (index 0 excluded). */
  readonly dynamicSymbols: readonly ElfSymbol[];
  readonly relocations: readonly ElfRelocation[];
  readonly notes: readonly ElfNote[];
  readonly diagnostics: readonly ObjDiagnostic[];
}

/** True when the bytes start with the ELF magic. */
export function isElf(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && ELF_MAGIC.every((b, i) => bytes[i] === b);
}

/**
 * Reads an ELF file. Returns null (with the reason in `diagnostics`) only when
 * the file is not a 64-bit little-endian ELF at all; otherwise an ElfFile with
 * whatever could be read and diagnostics for the rest.
 */
export function parseElf(data: Uint8Array, diags = new DiagnosticList()): ElfFile | null {
  const b = new Bytes(data);
  if (!isElf(data)) {
    diags.error('not an ELF file (no \\x7fELF magic)', 0);
    return null;
  }
  if (data.length < 16) {
    diags.error(`truncated ELF identification: ${data.length} bytes, 16 needed`, 0);
    return null;
  }
  const cls = b.u8(4);
  const enc = b.u8(5);
  if (cls === 1) {
    diags.error('32-bit ELF (ELFCLASS32): AMDGPU code objects are 64-bit ELF; not supported', 4);
    return null;
  }
  if (cls !== 2) {
    diags.error(`unknown ELF class ${cls} (expected 2, ELFCLASS64)`, 4);
    return null;
  }
  if (enc === 2) {
    diags.error('big-endian ELF (ELFDATA2MSB): AMDGPU code objects are little-endian; not supported', 5);
    return null;
  }
  if (enc !== 1) {
    diags.error(`unknown ELF data encoding ${enc} (expected 1, little-endian)`, 5);
    return null;
  }
  if (data.length < EHDR_SIZE) {
    diags.error(`truncated ELF header: ${data.length} bytes, ${EHDR_SIZE} needed`, 0);
    return null;
  }
  const header: ElfHeader = {
    osabi: b.u8(7),
    abiVersion: b.u8(8),
    type: b.u16(16),
    machine: b.u16(18),
    version: b.u32(20),
    entry: b.u64(24),
    phoff: b.u64(32),
    shoff: b.u64(40),
    flags: b.u32(48),
    phnum: b.u16(56),
    shnum: b.u16(60),
    shstrndx: b.u16(62),
  };
  const ehsize = b.u16(52);
  if (ehsize !== EHDR_SIZE) diags.warning(`e_ehsize is ${ehsize}, expected ${EHDR_SIZE}`, 52);

  const sections = readSections(b, header, diags);
  const segments = readSegments(b, header, diags);
  const symbols = readSymbolTable(sections, sections.filter((s) => s.type === SHT_SYMTAB), 'symtab', diags);
  const dynamicSymbols = readSymbolTable(sections, sections.filter((s) => s.type === SHT_DYNSYM), 'dynsym', diags);
  const relocations = readRelocations(sections, diags);
  const notes = parseNotes(b, sections, segments, diags);
  return { bytes: data, header, sections, segments, symbols, dynamicSymbols, relocations, notes, diagnostics: diags.items };
}

function readSections(b: Bytes, h: ElfHeader, diags: DiagnosticList): ElfSection[] {
  if (h.shoff === 0) return [];
  const shentsize = b.u16(58);
  if (shentsize !== SHDR_SIZE) {
    diags.error(`e_shentsize is ${shentsize}, expected ${SHDR_SIZE}: section headers ignored`, 58);
    return [];
  }
  if (!b.inside(h.shoff, SHDR_SIZE)) {
    diags.error(`section header table at ${hex(h.shoff)} is outside the file (${b.length} bytes)`, 40);
    return [];
  }
  // Extended numbering: with e_shnum 0 the count is section 0's sh_size, and
  // with e_shstrndx SHN_XINDEX the index is section 0's sh_link.
  let count = h.shnum;
  if (count === 0) count = b.u64(h.shoff + 32);
  let strndx = h.shstrndx;
  if (strndx === SHN_XINDEX) strndx = b.u32(h.shoff + 40);
  const fit = Math.floor((b.length - h.shoff) / SHDR_SIZE);
  if (count > fit) {
    diags.error(`section header table claims ${count} entries but only ${fit} fit in the file`, 60);
    count = fit;
  }
  const raw: Omit<ElfSection, 'name'>[] = [];
  const nameOffsets: number[] = [];
  for (let i = 0; i < count; i++) {
    const o = h.shoff + i * SHDR_SIZE;
    const type = b.u32(o + 4);
    const offset = b.u64(o + 24);
    const size = b.u64(o + 32);
    let data: Uint8Array = new Uint8Array(0);
    if (type !== SHT_NOBITS && type !== SHT_NULL && size > 0) {
      if (b.inside(offset, size)) data = b.slice(offset, size);
      else diags.error(`section ${i}: data [${hex(offset)}, +${hex(size)}) lies outside the file (${b.length} bytes)`, o + 24);
    }
    nameOffsets.push(b.u32(o));
    raw.push({
      index: i, type, flags: b.u64(o + 8), addr: b.u64(o + 16), offset, size,
      link: b.u32(o + 40), info: b.u32(o + 44), addralign: b.u64(o + 48), entsize: b.u64(o + 56), data,
    });
  }
  let names: Uint8Array | null = null;
  if (strndx !== 0) {
    const s = raw[strndx];
    if (s === undefined) diags.error(`e_shstrndx ${strndx} is not a section (${count} sections)`, 62);
    else if (s.type !== SHT_STRTAB) diags.warning(`section name table (section ${strndx}) is not a string table`, 62);
    else names = s.data;
  }
  const nb = names !== null ? new Bytes(names) : null;
  return raw.map((s, i) => {
    let name = '';
    if (nb !== null && nameOffsets[i] !== 0) {
      const n = nb.cstring(nameOffsets[i]!);
      if (n === null) diags.warning(`section ${i}: name offset ${nameOffsets[i]} is outside the section name table`);
      else name = n;
    }
    return { ...s, name };
  });
}

function readSegments(b: Bytes, h: ElfHeader, diags: DiagnosticList): ElfSegment[] {
  if (h.phoff === 0 || h.phnum === 0) return [];
  const phentsize = b.u16(54);
  if (phentsize !== PHDR_SIZE) {
    diags.error(`e_phentsize is ${phentsize}, expected ${PHDR_SIZE}: program headers ignored`, 54);
    return [];
  }
  if (!b.inside(h.phoff, PHDR_SIZE)) {
    diags.error(`program header table at ${hex(h.phoff)} is outside the file`, 32);
    return [];
  }
  let count = h.phnum;
  const fit = Math.floor((b.length - h.phoff) / PHDR_SIZE);
  if (count > fit) {
    diags.error(`program header table claims ${count} entries but only ${fit} fit in the file`, 56);
    count = fit;
  }
  const out: ElfSegment[] = [];
  for (let i = 0; i < count; i++) {
    const o = h.phoff + i * PHDR_SIZE;
    out.push({
      type: b.u32(o), flags: b.u32(o + 4), offset: b.u64(o + 8), vaddr: b.u64(o + 16),
      filesz: b.u64(o + 32), memsz: b.u64(o + 40), align: b.u64(o + 48),
    });
  }
  return out;
}

function readSymbolTable(sections: readonly ElfSection[], tables: readonly ElfSection[], table: 'symtab' | 'dynsym',
  diags: DiagnosticList): ElfSymbol[] {
  const out: ElfSymbol[] = [];
  for (const s of tables) {
    if (s.entsize !== SYM_SIZE && s.entsize !== 0) {
      diags.error(`${s.name || `section ${s.index}`}: symbol entry size ${s.entsize}, expected ${SYM_SIZE}`);
      continue;
    }
    const strtab = sections[s.link];
    if (strtab === undefined || strtab.type !== SHT_STRTAB) {
      diags.warning(`${s.name || `section ${s.index}`}: sh_link ${s.link} is not a string table; symbol names omitted`);
    }
    const names = strtab !== undefined && strtab.type === SHT_STRTAB ? new Bytes(strtab.data) : null;
    const sb = new Bytes(s.data);
    const n = Math.floor(s.data.length / SYM_SIZE);
    if (s.data.length % SYM_SIZE !== 0) diags.warning(`${s.name || `section ${s.index}`}: size ${s.size} is not a multiple of ${SYM_SIZE}`);
    for (let i = 1; i < n; i++) {
      const o = i * SYM_SIZE;
      const nameOff = sb.u32(o);
      let name = '';
      if (nameOff !== 0 && names !== null) {
        const got = names.cstring(nameOff);
        if (got === null) diags.warning(`${s.name || `section ${s.index}`}: symbol ${i} name offset ${nameOff} is outside the string table`);
        else name = got;
      }
      const info = sb.u8(o + 4);
      let shndx = sb.u16(o + 6);
      const sym: ElfSymbol = {
        index: i, name, value: sb.u64(o + 8), size: sb.u64(o + 16),
        type: info & 0xf, bind: info >> 4, visibility: sb.u8(o + 5) & 3, shndx, table,
      };
      if (sym.type === STT_SECTION && sym.name === '') {
        const sec = shndx < SHN_LORESERVE ? sections[shndx] : undefined;
        if (sec !== undefined) (sym as { name: string }).name = sec.name;
      }
      out.push(sym);
    }
  }
  return out;
}

function readRelocations(sections: readonly ElfSection[], diags: DiagnosticList): ElfRelocation[] {
  const out: ElfRelocation[] = [];
  const tables = new Map<number, ElfSymbol[]>();
  for (const s of sections) {
    if (s.type !== SHT_RELA && s.type !== SHT_REL) continue;
    const size = s.type === SHT_RELA ? RELA_SIZE : REL_SIZE;
    if (s.entsize !== size && s.entsize !== 0) {
      diags.error(`${s.name || `section ${s.index}`}: relocation entry size ${s.entsize}, expected ${size}`);
      continue;
    }
    let syms = tables.get(s.link);
    if (syms === undefined) {
      const symtab = sections[s.link];
      syms = symtab !== undefined && (symtab.type === SHT_SYMTAB || symtab.type === SHT_DYNSYM)
        ? readSymbolTable(sections, [symtab], symtab.type === SHT_SYMTAB ? 'symtab' : 'dynsym', new DiagnosticList())
        : [];
      tables.set(s.link, syms);
    }
    const target = s.info < sections.length ? s.info : -1;
    const rb = new Bytes(s.data);
    const n = Math.floor(s.data.length / size);
    for (let i = 0; i < n; i++) {
      const o = i * size;
      const info = rb.u64big(o + 8);
      const symbol = Number(info >> 32n);
      const sym = symbol > 0 ? syms[symbol - 1] : undefined;
      out.push({
        offset: rb.u64(o), type: Number(info & 0xffffffffn), symbol, symbolName: sym?.name ?? '',
        addend: s.type === SHT_RELA ? rb.i64(o + 16) : 0, section: s.index, target,
      });
    }
  }
  return out;
}

/** The section a symbol is defined in, or undefined (undefined, absolute, common or bad index). */
export function symbolSection(elf: ElfFile, sym: ElfSymbol): ElfSection | undefined {
  if (sym.shndx === SHN_UNDEF || sym.shndx >= SHN_LORESERVE) return undefined;
  return elf.sections[sym.shndx];
}
