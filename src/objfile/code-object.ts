// The model of a GCN code object: which container it is, which GPU its code
// is for, where its code is, and its kernels with their decoded headers.
// Built from the ELF reader's parts; like it, never throws, and reports what
// it cannot make sense of as diagnostics.

import { findGeneration, type GenId } from '../isa/generations.js';
import { Bytes, hex } from './bytes.js';
import {
  AMD_KERNEL_CODE_SIZE, decodeAmdKernelCode, decodeKernelDescriptor, KERNEL_DESCRIPTOR_SIZE,
  type AmdKernelCode, type KernelDescriptor,
} from './descriptor.js';
import { DiagnosticList, type ObjDiagnostic } from './diagnostics.js';
import {
  EM_AMDGPU, ET_REL, parseElf, SHF_EXECINSTR, SHN_LORESERVE, SHN_UNDEF, SHT_NOBITS, STT_AMDGPU_HSA_KERNEL, STT_FILE,
  STT_FUNC, STT_NOTYPE, STT_OBJECT, STT_SECTION, type ElfFile, type ElfSection, type ElfSymbol,
} from './elf.js';
import { decodeMsgPack, type MsgValue } from './msgpack.js';
import {
  decodeCodeObjectVersion, decodeIsaVersion, noteText, NT_AMD_HSA_CODE_OBJECT_VERSION, NT_AMD_HSA_ISA_NAME,
  NT_AMD_HSA_ISA_VERSION, NT_AMD_HSA_METADATA, NT_AMDGPU_METADATA, type HsaIsaVersion,
} from './notes.js';
import {
  EF_AMDGPU_MACH, machName, processorByMach, processorByName, processorByVersion, processorOfTarget, type Processor,
} from './targets.js';
import { parseYaml, type YamlValue } from './yaml.js';

export type Flavour = 'hsa-v2' | 'hsa-v3' | 'hsa-v4' | 'mesa' | 'other';

export const ELFOSABI_AMDGPU_HSA = 64;
export const ELFOSABI_AMDGPU_PAL = 65;
export const ELFOSABI_AMDGPU_MESA3D = 66;

/** R_AMDGPU_REL64: the relocation llc puts on a descriptor's kernel_code_entry_byte_offset in an unlinked object. */
export const R_AMDGPU_REL64 = 5;

export interface ReadOptions {
  /** A generation (`gcn1.2`, `tonga`, `gfx8`, ...) that overrides what the object says. */
  readonly arch?: string;
}

export interface CodeObjectTarget {
  /** The GCN generation of the code; null when the object is for another GPU family and no arch was given. */
  readonly gen: GenId | null;
  /** LLVM processor name (gfx802), or null when unknown. */
  readonly processor: string | null;
  /** Where `gen` came from. */
  readonly from: 'note' | 'e_flags' | 'option' | 'none';
  /** The processor's table entry, when it is a GCN 1.0-1.2 one. */
  readonly info: Processor | null;
  /** A target id string found in the object (v3+ metadata `amdhsa.target`, or the ISA name note). */
  readonly targetId: string | null;
  /** XNACK setting from e_flags (code object v4 encoding; v2/v3: on/off bit). */
  readonly xnack: 'on' | 'off' | 'any' | 'unsupported';
  /** The v2 NT_AMD_HSA_ISA_VERSION note, if present. */
  readonly isaVersion: HsaIsaVersion | null;
}

export interface CodeObjectText {
  /** The section's bytes (a view into the input). */
  readonly bytes: Uint8Array;
  /** Section index and name. */
  readonly index: number;
  readonly name: string;
  /** Load address (sh_addr; 0 in unlinked objects). Kernel offsets are relative to the section start. */
  readonly address: number;
  /** File offset of the section. */
  readonly offset: number;
}

export interface CodeObjectKernel {
  readonly name: string;
  /** Offset of the kernel's first instruction within the text section. */
  readonly codeOffset: number;
  /** Bytes of code: from the symbol size (less the v2 header), else up to the next symbol or the section end. */
  readonly codeSize: number;
  readonly codeSizeFrom: 'symbol' | 'next-symbol' | 'section-end';
  /** v3/v4: the decoded 64-byte descriptor (from `NAME.kd`). */
  readonly descriptor?: KernelDescriptor;
  /** Where the descriptor is: section name, offset within it, and its symbol. */
  readonly descriptorAt?: { readonly section: string; readonly offset: number; readonly symbol: string };
  /** Unlinked v3/v4: the symbol the entry-offset relocation points at (normally the kernel itself). */
  readonly entryRelocation?: { readonly symbol: string; readonly addend: number };
  /** v2 and Mesa: the decoded amd_kernel_code_t, which starts at `headerOffset` within the text section. */
  readonly amdKernelCodeT?: AmdKernelCode;
  readonly headerOffset?: number;
  /** The kernel's entry in the metadata (`amdhsa.kernels[i]` or v2 `Kernels[i]`), if any. */
  readonly metadata?: unknown;
}

export interface CodeObjectSymbol {
  readonly name: string;
  /** 'function' (STT_FUNC), 'object' (STT_OBJECT), 'label' (STT_NOTYPE), or 'other'. */
  readonly kind: 'function' | 'object' | 'label' | 'other';
  readonly section: string;
  /** Offset within its section. */
  readonly offset: number;
  readonly size: number;
  readonly global: boolean;
}

export type CodeObjectMetadata =
  | { readonly format: 'yaml'; readonly text: string; readonly value: YamlValue | null }
  | { readonly format: 'msgpack'; readonly value: MsgValue; readonly bytes: Uint8Array };

export interface CodeObject {
  readonly flavour: Flavour;
  /** ET_REL: an unlinked `.o` (symbol values are section offsets). */
  readonly relocatable: boolean;
  /** Code object version: 2, 3, 4 (5 reads as `other`), or null (Mesa, unknown). */
  readonly version: number | null;
  readonly target: CodeObjectTarget;
  readonly text: CodeObjectText | null;
  /** Kernels in code order. */
  readonly kernels: readonly CodeObjectKernel[];
  /** Symbols in the text section that are not kernels (device functions, labels). */
  readonly functions: readonly CodeObjectSymbol[];
  /** Every other named symbol (descriptors, data). */
  readonly otherSymbols: readonly CodeObjectSymbol[];
  readonly metadata: CodeObjectMetadata | null;
  /** Mesa / plain AMDGPU objects: the (register, value) pairs of `.AMDGPU.config`. */
  readonly amdgpuConfig: readonly (readonly [number, number])[];
  /** The ELF file underneath (null when the input is not a readable ELF64). */
  readonly elf: ElfFile | null;
  readonly e_flags: number;
  readonly diagnostics: readonly ObjDiagnostic[];
}

/** Reads a code object. Never throws; problems are in `diagnostics`. */
export function readCodeObject(bytes: Uint8Array, options: ReadOptions = {}): CodeObject {
  const diags = new DiagnosticList();
  try {
    return build(bytes, options, diags);
  } catch (e) {
    // Defence in depth: a bug here must not crash the caller on hostile input.
    diags.error(`internal error while reading the code object: ${(e as Error).message}`);
    return empty(diags, options);
  }
}

function empty(diags: DiagnosticList, options: ReadOptions): CodeObject {
  const g = options.arch !== undefined ? findGeneration(options.arch) : undefined;
  return {
    flavour: 'other', relocatable: false, version: null,
    target: { gen: g?.id ?? null, processor: null, from: g !== undefined ? 'option' : 'none', info: null, targetId: null, xnack: 'unsupported', isaVersion: null },
    text: null, kernels: [], functions: [], otherSymbols: [], metadata: null, amdgpuConfig: [], elf: null, e_flags: 0,
    diagnostics: diags.items,
  };
}

function build(bytes: Uint8Array, options: ReadOptions, diags: DiagnosticList): CodeObject {
  const elf = parseElf(bytes, diags);
  if (elf === null) return empty(diags, options);
  const h = elf.header;
  if (h.machine !== EM_AMDGPU) {
    diags.error(`e_machine is ${h.machine}, not EM_AMDGPU (${EM_AMDGPU}): not an AMDGPU code object`, 18);
  }

  // --- container flavour and version -----------------------------------------
  const versionNote = elf.notes.find((n) => n.name === 'AMD' && n.type === NT_AMD_HSA_CODE_OBJECT_VERSION);
  const coVersion = versionNote !== undefined ? decodeCodeObjectVersion(versionNote.desc) : null;
  let flavour: Flavour = 'other';
  let version: number | null = null;
  if (h.osabi === ELFOSABI_AMDGPU_HSA) {
    if (h.abiVersion === 0) { flavour = 'hsa-v2'; version = 2; }
    else if (h.abiVersion === 1) { flavour = 'hsa-v3'; version = 3; }
    else if (h.abiVersion === 2) { flavour = 'hsa-v4'; version = 4; }
    else {
      version = h.abiVersion + 2;
      diags.warning(`HSA code object v${version} (ABI version ${h.abiVersion}): read like v4`, 8);
    }
    if (coVersion !== null && version === 2 && coVersion.major !== 2) {
      diags.warning(`code object version note says ${coVersion.major}.${coVersion.minor}, the ELF ABI version says 2`, versionNote!.offset);
    }
  } else if (h.osabi === ELFOSABI_AMDGPU_MESA3D) {
    flavour = 'mesa';
  } else if (h.osabi === ELFOSABI_AMDGPU_PAL) {
    diags.warning('AMDGPU PAL code object: kernels are listed without headers');
  }
  const relocatable = h.type === ET_REL;

  // --- metadata ----------------------------------------------------------------
  let metadata: CodeObjectMetadata | null = null;
  const v2md = elf.notes.find((n) => n.name === 'AMD' && n.type === NT_AMD_HSA_METADATA);
  const v3md = elf.notes.find((n) => n.name === 'AMDGPU' && n.type === NT_AMDGPU_METADATA);
  if (v3md !== undefined) {
    const r = decodeMsgPack(v3md.desc);
    if (r.error !== undefined) diags.error(`metadata note (MessagePack): ${r.error}`, v3md.offset);
    else if (r.length !== v3md.desc.length) diags.warning(`metadata note: ${v3md.desc.length - r.length} bytes after the MessagePack document`, v3md.offset);
    metadata = { format: 'msgpack', value: r.value, bytes: v3md.desc };
  } else if (v2md !== undefined) {
    const text = noteText(v2md.desc);
    const r = parseYaml(text);
    if (r.error !== undefined) diags.warning(`metadata note (YAML): ${r.error}`, v2md.offset);
    metadata = { format: 'yaml', text, value: r.error !== undefined ? null : r.value };
  }

  // --- target --------------------------------------------------------------------
  const target = findTarget(elf, metadata, version, options, diags);

  // --- code section ------------------------------------------------------------
  const textSec = elf.sections.find((s) => s.name === '.text' && (s.flags & SHF_EXECINSTR) !== 0)
    ?? elf.sections.find((s) => (s.flags & SHF_EXECINSTR) !== 0 && s.type !== SHT_NOBITS);
  let text: CodeObjectText | null = null;
  if (textSec === undefined) {
    if (elf.sections.length > 0) diags.warning('no executable section: no code to disassemble');
    else diags.error('no section headers: no code to disassemble');
  } else {
    if (textSec.data.length < textSec.size) diags.error(`${textSec.name}: only ${textSec.data.length} of ${textSec.size} bytes are in the file`);
    text = { bytes: textSec.data, index: textSec.index, name: textSec.name, address: textSec.addr, offset: textSec.offset };
  }

  // --- symbols -----------------------------------------------------------------
  const syms = elf.symbols.length > 0 ? elf.symbols : elf.dynamicSymbols;
  const locate = (s: ElfSymbol): { sec: ElfSection; offset: number } | null => {
    if (s.shndx === SHN_UNDEF || s.shndx >= SHN_LORESERVE) return null;
    const sec = elf.sections[s.shndx];
    if (sec === undefined) return null;
    const offset = relocatable ? s.value : s.value - sec.addr;
    return Number.isFinite(offset) ? { sec, offset } : null;
  };

  const mdKernels = kernelMetadata(metadata);
  const kernels: CodeObjectKernel[] = [];
  const kernelSyms = new Set<ElfSymbol>();
  const claimed = new Set<string>();

  // Code object v2 and Mesa: kernel symbols point at an amd_kernel_code_t in .text.
  for (const s of syms) {
    if (s.type !== STT_AMDGPU_HSA_KERNEL || claimed.has(s.name)) continue;
    const at = locate(s);
    if (at === null || text === null || at.sec.index !== text.index) {
      diags.warning(`kernel symbol '${s.name}' is not in ${text?.name ?? 'a code section'}`);
      continue;
    }
    kernelSyms.add(s);
    claimed.add(s.name);
    const headerOffset = at.offset;
    const hdrBytes = new Bytes(text.bytes).slice(headerOffset, AMD_KERNEL_CODE_SIZE);
    const code = decodeAmdKernelCode(hdrBytes);
    if (code === null) {
      diags.error(`kernel '${s.name}': its amd_kernel_code_t at ${hex(headerOffset)} runs past the end of ${text.name}`);
      continue;
    }
    let entry = code.kernelCodeEntryByteOffset;
    if (!(entry >= AMD_KERNEL_CODE_SIZE) || headerOffset + entry > text.bytes.length) {
      diags.error(`kernel '${s.name}': kernel_code_entry_byte_offset ${hex(entry)} does not point into ${text.name}; code assumed right after the header`);
      entry = AMD_KERNEL_CODE_SIZE;
    }
    const codeOffset = headerOffset + entry;
    kernels.push({
      name: s.name, codeOffset, ...sizeOf(s, entry, codeOffset, text, syms, locate),
      amdKernelCodeT: code, headerOffset, ...(mdKernels.get(s.name) !== undefined ? { metadata: mdKernels.get(s.name) } : {}),
    });
  }

  // Code object v3+: a 64-byte descriptor `NAME.kd`, the code at symbol NAME.
  for (const kd of syms) {
    if (!kd.name.endsWith('.kd') || kd.type !== STT_OBJECT) continue;
    const name = kd.name.slice(0, -3);
    if (claimed.has(name)) continue;
    const at = locate(kd);
    if (at === null) { diags.warning(`descriptor '${kd.name}' is not in a section of the file`); continue; }
    if (kd.size !== 0 && kd.size !== KERNEL_DESCRIPTOR_SIZE) diags.warning(`descriptor '${kd.name}' has size ${kd.size}, expected ${KERNEL_DESCRIPTOR_SIZE}`);
    const descriptor = decodeKernelDescriptor(new Bytes(at.sec.data).slice(at.offset, KERNEL_DESCRIPTOR_SIZE));
    if (descriptor === null) { diags.error(`descriptor '${kd.name}' runs past the end of ${at.sec.name}`); continue; }
    claimed.add(name);
    const rel = elf.relocations.find((r) => r.target === at.sec.index && r.offset === at.offset + 16);
    const fn = syms.find((s) => s.name === name && (s.type === STT_FUNC || s.type === STT_NOTYPE) && locate(s)?.sec.index === text?.index);
    let codeOffset: number | null = null;
    let sized: ReturnType<typeof sizeOf> | null = null;
    if (fn !== undefined && text !== null) {
      kernelSyms.add(fn);
      codeOffset = locate(fn)!.offset;
      sized = sizeOf(fn, 0, codeOffset, text, syms, locate);
      if (!relocatable) {
        const viaDescriptor = kd.value + descriptor.kernelCodeEntryByteOffset - text.address;
        if (viaDescriptor !== codeOffset) {
          diags.warning(`kernel '${name}': the descriptor's entry offset points at ${hex(viaDescriptor)} in ${text.name}, the symbol at ${hex(codeOffset)}`);
        }
      }
    } else if (text !== null && !relocatable) {
      // No code symbol (stripped): the descriptor says where the code is.
      const off = kd.value + descriptor.kernelCodeEntryByteOffset - text.address;
      if (off >= 0 && off < text.bytes.length) {
        codeOffset = off;
        sized = sizeOf(null, 0, off, text, syms, locate);
        diags.warning(`kernel '${name}': no code symbol; code located through the descriptor's entry offset`);
      }
    }
    if (codeOffset === null || sized === null) {
      diags.error(`kernel '${name}': its code cannot be found (no symbol '${name}' in ${text?.name ?? 'a code section'})`);
      continue;
    }
    kernels.push({
      name, codeOffset, ...sized, descriptor,
      descriptorAt: { section: at.sec.name, offset: at.offset, symbol: kd.name },
      ...(rel !== undefined ? { entryRelocation: { symbol: rel.symbolName, addend: rel.addend } } : {}),
      ...(mdKernels.get(name) !== undefined ? { metadata: mdKernels.get(name) } : {}),
    });
  }

  // Objects without headers (plain amdgcn, PAL): global functions are the entry points.
  if (kernels.length === 0 && (flavour === 'other') && text !== null) {
    for (const s of syms) {
      if (s.type !== STT_FUNC || s.bind === 0 || claimed.has(s.name)) continue;
      const at = locate(s);
      if (at === null || at.sec.index !== text.index) continue;
      kernelSyms.add(s);
      claimed.add(s.name);
      kernels.push({ name: s.name, codeOffset: at.offset, ...sizeOf(s, 0, at.offset, text, syms, locate) });
    }
  }
  kernels.sort((a, b) => a.codeOffset - b.codeOffset || (a.name < b.name ? -1 : 1));
  if (text !== null) {
    for (const k of kernels) {
      if (k.codeOffset < 0 || k.codeOffset > text.bytes.length) diags.error(`kernel '${k.name}': code offset ${hex(k.codeOffset)} is outside ${text.name}`);
    }
  }
  if (mdKernels.size > 0) {
    for (const name of mdKernels.keys()) {
      if (!claimed.has(name)) diags.warning(`the metadata lists kernel '${name}', which has no symbol in the object`);
    }
  }

  // --- other symbols -------------------------------------------------------------
  const functions: CodeObjectSymbol[] = [];
  const otherSymbols: CodeObjectSymbol[] = [];
  const seen = new Set<string>();
  for (const s of syms) {
    if (kernelSyms.has(s) || s.name === '' || s.type === STT_SECTION || s.type === STT_FILE) continue;
    const at = locate(s);
    if (at === null) continue;
    const key = `${s.name}@${at.sec.index}:${at.offset}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const sym: CodeObjectSymbol = {
      name: s.name, kind: s.type === STT_FUNC ? 'function' : s.type === STT_OBJECT ? 'object' : s.type === STT_NOTYPE ? 'label' : 'other',
      section: at.sec.name, offset: at.offset, size: s.size, global: s.bind !== 0,
    };
    const inText = text !== null && at.sec.index === text.index;
    if (inText && !claimed.has(s.name)) functions.push(sym);
    else if (!inText) otherSymbols.push(sym);
  }
  functions.sort((a, b) => a.offset - b.offset);

  // --- .AMDGPU.config (Mesa and plain AMDGPU objects) -------------------------------
  const amdgpuConfig: [number, number][] = [];
  const cfg = elf.sections.find((s) => s.name === '.AMDGPU.config');
  if (cfg !== undefined) {
    const cb = new Bytes(cfg.data);
    if (cfg.data.length % 8 !== 0) diags.warning(`.AMDGPU.config: size ${cfg.data.length} is not a multiple of 8`);
    for (let o = 0; o + 8 <= cfg.data.length; o += 8) amdgpuConfig.push([cb.u32(o), cb.u32(o + 4)]);
  }

  return {
    flavour, relocatable, version, target, text, kernels, functions, otherSymbols, metadata, amdgpuConfig, elf,
    e_flags: h.flags, diagnostics: diags.items,
  };
}

type Locate = (s: ElfSymbol) => { sec: ElfSection; offset: number } | null;

/** A kernel's code size: st_size less its header, else up to the next symbol or the section end. */
function sizeOf(s: ElfSymbol | null, header: number, codeOffset: number, text: CodeObjectText, syms: readonly ElfSymbol[],
  locate: Locate): { codeSize: number; codeSizeFrom: CodeObjectKernel['codeSizeFrom'] } {
  const end = text.bytes.length;
  if (s !== null && s.size > header && codeOffset + (s.size - header) <= end) {
    return { codeSize: s.size - header, codeSizeFrom: 'symbol' };
  }
  let next = end;
  for (const o of syms) {
    if (o.type === STT_SECTION || o.type === STT_FILE) continue;
    const at = locate(o);
    if (at === null || at.sec.index !== text.index) continue;
    if (at.offset > codeOffset && at.offset < next) next = at.offset;
  }
  return { codeSize: Math.max(0, next - codeOffset), codeSizeFrom: next === end ? 'section-end' : 'next-symbol' };
}

/** Kernel name -> its metadata entry (v3+: amdhsa.kernels[].name; v2: Kernels[].Name). */
function kernelMetadata(md: CodeObjectMetadata | null): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (md === null || md.value === null || typeof md.value !== 'object') return out;
  const root = md.value as Record<string, unknown>;
  const list = md.format === 'msgpack' ? root['amdhsa.kernels'] : root['Kernels'];
  if (!Array.isArray(list)) return out;
  for (const k of list) {
    if (k === null || typeof k !== 'object') continue;
    const name = (k as Record<string, unknown>)[md.format === 'msgpack' ? '.name' : 'Name'];
    if (typeof name === 'string') out.set(name, k);
  }
  return out;
}

function findTarget(elf: ElfFile, md: CodeObjectMetadata | null, version: number | null, options: ReadOptions,
  diags: DiagnosticList): CodeObjectTarget {
  const flags = elf.header.flags;
  const mach = flags & EF_AMDGPU_MACH;
  const isaNote = elf.notes.find((n) => n.name === 'AMD' && n.type === NT_AMD_HSA_ISA_VERSION);
  const isaVersion = isaNote !== undefined ? decodeIsaVersion(isaNote.desc) : null;
  const nameNote = elf.notes.find((n) => n.name === 'AMD' && n.type === NT_AMD_HSA_ISA_NAME);
  let targetId: string | null = nameNote !== undefined ? noteText(nameNote.desc) : null;
  if (md !== null && md.format === 'msgpack' && md.value !== null && typeof md.value === 'object' && !Array.isArray(md.value)) {
    const t = (md.value as Record<string, unknown>)['amdhsa.target'];
    if (typeof t === 'string') targetId = t;
  }

  // The processor named by the notes (ISA version, ISA name, metadata target).
  let noteProc: string | null = null;
  if (isaVersion !== null) {
    const p = processorByVersion(isaVersion.major, isaVersion.minor, isaVersion.stepping);
    noteProc = p?.name ?? `gfx${isaVersion.major}${isaVersion.minor.toString(16)}${isaVersion.stepping.toString(16)}`;
  } else if (targetId !== null) {
    noteProc = processorOfTarget(targetId);
  }
  const flagProc = mach !== 0 ? machName(mach) : null;
  if (flagProc !== null && noteProc !== null && flagProc !== noteProc) {
    diags.warning(`e_flags say ${flagProc}, the notes say ${noteProc}; using e_flags`, 48);
  }

  let xnack: CodeObjectTarget['xnack'];
  if (version !== null && version >= 4) {
    xnack = (['unsupported', 'any', 'off', 'on'] as const)[(flags >> 8) & 3]!;
  } else {
    xnack = (flags & 0x100) !== 0 ? 'on' : 'off';
  }

  const processor = flagProc ?? noteProc;
  const from: CodeObjectTarget['from'] = flagProc !== null ? 'e_flags' : noteProc !== null ? 'note' : 'none';
  const info = processor !== null ? processorByName(processor) ?? null : null;
  if (info !== null && !info.xnack && version !== null && version >= 4) xnack = 'unsupported';
  if (options.arch !== undefined) {
    const g = findGeneration(options.arch);
    if (g === undefined) diags.error(`unknown architecture '${options.arch}'`);
    else return { gen: g.id, processor, from: 'option', info, targetId, xnack, isaVersion };
  }
  if (info === null) {
    if (processor === null) diags.error('the object names no GPU (e_flags machine 0, no ISA note or target): give the generation with -a');
    else if (mach !== 0 && processorByMach(mach) === undefined) diags.error(`the code is for ${processor}, not GCN 1.0-1.2 (gfx6-gfx8): give -a to decode it anyway`, 48);
    else diags.error(`unknown processor '${processor}': give the generation with -a`);
  }
  return { gen: info?.gen ?? null, processor, from, info, targetId, xnack, isaVersion };
}
