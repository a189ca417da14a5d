// The library's object assembly: LLVM-dialect source -> the assembly result
// (`.text` bytes, records, diagnostics) and, without errors, the ObjectModel
// for the code-object writer (src/objfile/write).

import type { AsmResult } from '../assembly.js';
import type { Generation } from '../../isa/generations.js';
import type { ObjectModel, ObjRelocation } from '../../objfile/write/model.js';
import { LlvmAssembler } from '../llvm.js';
import { assembleText } from '../pipeline/collect.js';
import type { ObjectTarget } from './directives.js';
import { buildObjectModel, type ModelProblem } from './model.js';

export interface ObjectAssembly {
  readonly result: AsmResult;
  /** null when the assembly had errors. */
  readonly model: ObjectModel | null;
  /** Errors found while building the model (`.size` not absolute, ...). */
  readonly problems: readonly ModelProblem[];
}

/** Options as llvm-mc's: `-triple`, `-mcpu` (null: from the source's target directive), `--amdhsa-code-object-version`. */
export function assembleLlvmObject(source: string, gen: Generation, target: ObjectTarget, maxDiagnostics?: number): ObjectAssembly {
  const a = new LlvmAssembler(gen, maxDiagnostics, { ...target });
  const relocations: ObjRelocation[] = [];
  a.relocations = { add: (r) => relocations.push(r) };
  const result = assembleText(source, a);
  if (result.errorCount > 0) return { result, model: null, problems: [] };
  const { model, problems } = buildObjectModel(a.obj, a.dhost, a.relocContext(), gen, result.bytes, relocations);
  return { result, model: problems.length > 0 ? null : model, problems };
}
