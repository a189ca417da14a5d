// The code-object writer: ObjectModel -> ELF64 relocatable object as llvm-mc 14 writes it.
// (Placeholder until the writer lands: every call reports that it is missing.)

import type { ObjectModel, WriteResult } from './model.js';

export type * from './model.js';

export function writeCodeObject(model: ObjectModel): WriteResult {
  void model;
  return { bytes: null, diagnostics: [{ severity: 'error', message: 'code-object output is not available in this build' }] };
}
