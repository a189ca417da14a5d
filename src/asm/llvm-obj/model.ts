// The ObjectModel (src/objfile/write/model.ts) of an LLVM-dialect assembly:
// its sections with their bytes, its symbols (labels and what the directives
// said of them; `.L` labels are temporary, as in llvm-mc), the relocations
// the fixups became, and the kernel-header blocks and metadata as written.

import { PROCESSORS } from '../../objfile/targets.js';
import type { ObjectModel, ObjRelocation, ObjSection, ObjSymbol } from '../../objfile/write/model.js';
import type { Generation } from '../../isa/generations.js';
import { SECTION_MARK, type ObjectDirectives } from './directives.js';
import type { DirectiveHost } from './host.js';
import { resolveFixup, type RelocContext } from './relocate.js';

/** The processor of a generation when neither the command line nor the source names one. */
export function defaultProcessor(gen: Generation): string {
  return gen.id === 'gcn1.0' ? 'gfx600' : gen.id === 'gcn1.1' ? 'gfx700' : 'gfx802';
}

export function isProcessor(name: string): boolean {
  return PROCESSORS.some((p) => p.name === name);
}

export interface ModelProblem { readonly line: number; readonly col: number; readonly message: string }

/**
 * Builds the model once the assembly has finished without errors; `text` is
 * `.text`'s bytes (the output stream), the other sections come from memory.
 */
export function buildObjectModel(obj: ObjectDirectives, h: DirectiveHost, ctx: RelocContext, gen: Generation, text: Uint8Array,
  relocations: readonly ObjRelocation[]): { model: ObjectModel; problems: ModelProblem[] } {
  const problems: ModelProblem[] = [];
  const secs = obj.sections.list;
  const sections: ObjSection[] = secs.map((s, i): ObjSection => ({
    name: s.name,
    kind: s.kind,
    flags: s.flags,
    align: s.align,
    bytes: i === 0 ? text : s.mem!.bytes.slice(0, s.size),
  }));
  // llvm-mc creates its `.note` where the first note directive is read (v2, Mesa); the writer
  // appends the notes to it (and adds one at the end when there is none: v3/v4).
  if (obj.noteAt !== undefined) sections.splice(obj.noteAt, 0, { name: '.note', kind: 'note', flags: '', align: 1, bytes: new Uint8Array(0) });
  // A section symbol where each section was first entered; the writer keeps those relocations use.
  const symbols: ObjSymbol[] = [];
  for (const a of obj.syms.values()) {
    if (a.name.startsWith(SECTION_MARK)) {
      const name = a.name.slice(SECTION_MARK.length);
      symbols.push({ name, section: name, value: 0, size: 0, type: 'section', binding: 'local', visibility: 'default' });
      continue;
    }
    if (a.name.startsWith('.L')) continue;
    const lab = h.label(a.name);
    const where = lab !== null ? { section: lab.section, offset: lab.offset } : a.def ?? null;
    let size = a.def?.size ?? 0;
    if (a.size !== undefined) {
      const { e, dot, sec } = a.size;
      const r = h.evaluate(e, dot);
      // Absolute: a number, or a difference of labels (or `.`) of one section.
      const abs = resolveFixup({ expr: e, at: dot, dot, size: 8, literal: false, sec }, ctx).k === 'local';
      if (r.value === null || r.error !== null || !abs) {
        problems.push({ line: a.size.line, col: a.size.col, message: 'Size expression must be absolute.' });
      } else size = Number(BigInt.asUintN(64, r.value));
    }
    symbols.push({
      name: a.name,
      section: where !== null ? secs[where.section]!.name : null,
      value: where?.offset ?? 0,
      size,
      type: a.type ?? 'notype',
      binding: a.binding ?? (where !== null ? 'local' : 'global'),
      visibility: a.visibility ?? 'default',
    });
  }
  const secName = (i: number): string => secs[i]!.name;
  const t = obj.target;
  const model: ObjectModel = {
    triple: t.triple,
    processor: t.processor ?? defaultProcessor(gen),
    // The effective target id (what `.amdgcn_target` must say; xnack from it).
    targetId: obj.targetId ?? obj.expectedTargetId(),
    codeObjectVersion: t.codeObjectVersion,
    sections,
    symbols,
    relocations,
    amdhsaKernels: obj.amdhsa.map((b) => ({ name: b.name, section: secName(b.section), offset: b.offset, values: b.values, line: b.line, col: b.col, ...(b.end !== undefined ? { end: b.end } : {}) })),
    amdKernelCodes: obj.kernelCodes.map((b) => ({ section: secName(b.section), offset: b.offset, values: b.values, line: b.line, col: b.col })),
    ...(obj.metadata !== undefined ? { metadata: obj.metadata } : {}),
    ...(obj.hsaMetadataV2 !== undefined ? { hsaMetadataV2: obj.hsaMetadataV2 } : {}),
    ...(obj.hsaCodeObjectVersion !== undefined ? { hsaCodeObjectVersion: obj.hsaCodeObjectVersion } : {}),
    ...(obj.hsaCodeObjectIsa !== undefined ? { hsaCodeObjectIsa: obj.hsaCodeObjectIsa } : {}),
    ...(obj.amdgpuIsa !== undefined ? { amdgpuIsa: obj.amdgpuIsa } : {}),
  };
  return { model, problems };
}
