// The code-object writer: ObjectModel -> ELF64 relocatable object as llvm-mc 14
// writes it. This file adds what llvm-mc's AMDGPU streamer adds to the
// assembler's sections (kernel descriptors and their relocations and `.kd`
// symbols, amd_kernel_code_t headers, the `.note` notes) and hands the result
// to the ELF writer.

import { processorByName } from '../targets.js';
import { elfIdentity, targetOs, xnackSetting } from './target.js';
import { writeElf } from './elf-writer.js';
import { encodeKernelDescriptor, KD_ENTRY_OFFSET } from './kernel-descriptor.js';
import { encodeAmdKernelCode } from './kernel-code.js';
import { metadataToMsgPack } from './metadata.js';
import { hsaMetadataV2Text } from './hsa-metadata-v2.js';
import {
  amdgpuMetadataNote, codeObjectVersionNote, hsaMetadataV2Note, isaNameNote, isaVersionNote,
} from './notes.js';
import type { ObjRelocation, ObjSection, ObjSymbol, ObjectModel, WriteDiagnostic, WriteResult } from './model.js';

export type * from './model.js';
export { encodeKernelDescriptor } from './kernel-descriptor.js';
export { encodeAmdKernelCode, defaultAmdKernelCode } from './kernel-code.js';
export { metadataToMsgPack } from './metadata.js';

interface MutableSection { name: string; kind: ObjSection['kind']; flags: string; align: number; bytes: Uint8Array }

export function writeCodeObject(model: ObjectModel): WriteResult {
  const problems = checkModel(model);
  if (problems.length > 0) return { bytes: null, diagnostics: problems };
  try {
    return write(model);
  } catch (e) {
    // A model the checks above let through but the writer cannot lay out: a message, not a crash.
    return { bytes: null, diagnostics: [{ severity: 'error', message: `cannot write the object: ${(e as Error).message}` }] };
  }
}

const isCount = (n: unknown): boolean => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** What the writer needs of a model before it lays anything out (numbers, names that resolve). */
function checkModel(model: ObjectModel): WriteDiagnostic[] {
  const out: WriteDiagnostic[] = [];
  const bad = (message: string) => out.push({ severity: 'error', message });
  const names = new Set<string>();
  for (const s of model.sections) {
    if (names.has(s.name)) bad(`section '${s.name}' is listed twice`);
    names.add(s.name);
    if (!isCount(s.align) || s.align === 0 || (s.align & (s.align - 1)) !== 0) bad(`section '${s.name}': alignment ${s.align} is not a power of two`);
  }
  for (const s of model.symbols) {
    if (!isCount(s.value) || !isCount(s.size)) bad(`symbol '${s.name}': value and size must be non-negative integers`);
    if (s.section !== null && !names.has(s.section)) bad(`symbol '${s.name}' is in unknown section '${s.section}'`);
  }
  for (const r of model.relocations) {
    const sec = model.sections.find((s) => s.name === r.section);
    if (sec === undefined) bad(`relocation in unknown section '${r.section}'`);
    else if (!isCount(r.offset) || r.offset >= Math.max(sec.bytes.length, 1)) bad(`relocation at ${r.offset} lies outside section '${r.section}'`);
  }
  for (const k of [...model.amdhsaKernels, ...model.amdKernelCodes]) {
    if (!isCount(k.offset)) bad(`a kernel header at ${k.offset} in '${k.section}' is not at a valid offset`);
  }
  return out;
}

function write(model: ObjectModel): WriteResult {
  const diagnostics: WriteDiagnostic[] = [];
  const fail = (): WriteResult => ({ bytes: null, diagnostics });
  const proc = processorByName(model.processor);
  if (proc === undefined) {
    diagnostics.push({ severity: 'error', message: `unknown processor '${model.processor}'` });
    return fail();
  }
  const xnack = xnackSetting(proc, model.targetId);
  const os = targetOs(model.triple);
  const sections: MutableSection[] = model.sections.map((s) => ({ ...s, bytes: s.bytes.slice() }));
  const byName = new Map(sections.map((s) => [s.name, s]));
  const symbols: ObjSymbol[] = [...model.symbols];
  const relocations: ObjRelocation[] = [...model.relocations];

  /** Copies a header into its section; false (with a diagnostic) when it does not fit. */
  const place = (section: string, offset: number, bytes: Uint8Array, line: number, col: number, what: string): boolean => {
    const s = byName.get(section);
    if (s === undefined || offset < 0 || offset + bytes.length > s.bytes.length) {
      diagnostics.push({ severity: 'error', message: `${what} does not lie inside section '${section}'`, line, col });
      return false;
    }
    s.bytes.set(bytes, offset);
    return true;
  };

  // Kernel descriptors: bytes, the REL64 to the kernel's code, `NAME.kd`, and a protected kernel symbol.
  for (const k of model.amdhsaKernels) {
    const enc = encodeKernelDescriptor(k, proc, xnack);
    diagnostics.push(...enc.diagnostics);
    if (enc.bytes === null || !place(k.section, k.offset, enc.bytes, k.line, k.col, `the kernel descriptor of '${k.name}'`)) continue;
    relocations.push({ section: k.section, offset: k.offset + KD_ENTRY_OFFSET, type: 'REL64', symbol: k.name, addend: BigInt(KD_ENTRY_OFFSET) });
    const at = symbols.findIndex((s) => s.name === k.name);
    if (at >= 0) symbols[at] = { ...symbols[at]!, visibility: 'protected' };
    if (!symbols.some((s) => s.name === `${k.name}.kd`)) {
      // It takes the kernel's binding (a local kernel gets a local `.kd`).
      const binding = at >= 0 ? symbols[at]!.binding : 'global';
      const kd: ObjSymbol = { name: `${k.name}.kd`, section: k.section, value: k.offset, size: 64, type: 'object', binding, visibility: 'default' };
      if (at >= 0) symbols.splice(at + 1, 0, kd); else symbols.push(kd);
    }
    // A kernel defined nowhere: llvm-mc refers to it as an undefined global, after its `.kd`.
    if (at < 0) symbols.push({ name: k.name, section: null, value: 0, size: 0, type: 'notype', binding: 'global', visibility: 'protected' });
  }
  for (const c of model.amdKernelCodes) {
    const enc = encodeAmdKernelCode(c, proc);
    diagnostics.push(...enc.diagnostics);
    if (enc.bytes !== null) place(c.section, c.offset, enc.bytes, c.line, c.col, 'the amd_kernel_code_t');
  }

  // Notes, in the order of their directives (the v2 version and ISA directives come first).
  const notes: { line: number; bytes: Uint8Array }[] = [];
  if (model.hsaCodeObjectVersion !== undefined) notes.push({ line: -2, bytes: codeObjectVersionNote(...model.hsaCodeObjectVersion) });
  if (model.hsaCodeObjectIsa !== undefined) {
    const isa = model.hsaCodeObjectIsa;
    notes.push({ line: -1, bytes: isa === 'target'
      ? isaVersionNote([proc.major, proc.minor, proc.stepping], 'AMD', 'AMDGPU')
      : isaVersionNote(isa.version, isa.vendor, isa.arch) });
  }
  if (model.amdgpuIsa !== undefined) notes.push({ line: model.amdgpuIsa.line, bytes: isaNameNote(model.amdgpuIsa.name) });
  if (model.hsaMetadataV2 !== undefined) {
    const text = hsaMetadataV2Text(model.hsaMetadataV2.yaml);
    if (text === null) {
      diagnostics.push({ severity: 'error', message: 'invalid HSA metadata', line: model.hsaMetadataV2.line, col: model.hsaMetadataV2.col });
    } else notes.push({ line: model.hsaMetadataV2.line, bytes: hsaMetadataV2Note(text) });
  }
  if (model.metadata !== undefined) {
    const md = metadataToMsgPack(model.metadata.yaml);
    if (md.bytes === null) {
      const at = model.metadata.end ?? model.metadata;
      diagnostics.push({ severity: 'error', message: 'invalid HSA metadata', line: at.line, col: at.col });
    } else notes.push({ line: model.metadata.line, bytes: amdgpuMetadataNote(md.bytes) });
  }
  if (diagnostics.some((d) => d.severity === 'error')) return fail();
  if (notes.length > 0) {
    notes.sort((a, b) => a.line - b.line);
    let note = byName.get('.note');
    if (note === undefined) {
      note = { name: '.note', kind: 'note', flags: '', align: 4, bytes: new Uint8Array(0) };
      sections.push(note);
    }
    // llvm-mc's note section is allocated on HSA only (Mesa's loader does not accept SHF_ALLOC notes).
    note.flags = os === 'amdhsa' ? 'a' : '';
    note.kind = 'note';
    note.align = Math.max(note.align, 4);
    const total = note.bytes.length + notes.reduce((n, x) => n + x.bytes.length, 0);
    const all = new Uint8Array(total);
    all.set(note.bytes, 0);
    let o = note.bytes.length;
    for (const n of notes) { all.set(n.bytes, o); o += n.bytes.length; }
    note.bytes = all;
  }

  const out = writeElf(elfIdentity(model.triple, proc, model.codeObjectVersion, xnack), sections, symbols, relocations);
  return { bytes: out.bytes, diagnostics: [...diagnostics, ...out.diagnostics] };
}
