// `gcnkit asm -f elf`: LLVM-dialect source -> an ELF relocatable code object.
// The assembler fills the ObjectModel (sections, symbols, relocations,
// kernel-header blocks as written); the code-object writer
// (src/objfile/write) encodes descriptors, notes and the ELF. `.text` is kept
// in memory here (the writer needs it whole); nothing is written on any error.

import { LlvmAssembler } from '../asm/llvm.js';
import { BytesWriter } from '../asm/pipeline/collect.js';
import type { ObjectTarget } from '../asm/llvm-obj/directives.js';
import { buildObjectModel } from '../asm/llvm-obj/model.js';
import type { Generation } from '../isa/generations.js';
import type { ObjRelocation } from '../objfile/write/model.js';
import { writeCodeObject } from '../objfile/write/index.js';
import { assembleStream } from './assemble-stream.js';
import { formatDiagnostic } from './common.js';
import { readFileSync } from 'node:fs';

/** Assembles `file` to a code object: its bytes, or null after errors (printed to standard error). */
export async function assembleObject(file: string, name: string, gen: Generation, target: ObjectTarget, limit: number,
  moreHint: string): Promise<Uint8Array | null> {
  const dialect = new LlvmAssembler(gen, limit, target);
  const relocations: ObjRelocation[] = [];
  dialect.relocations = { add: (r) => relocations.push(r) };
  const writer = new BytesWriter();
  const r = await assembleStream(file, name, gen, 'llvm', limit, 'bin', () => { /* the writer collects */ }, moreHint, { dialect, writer });
  if (r.errors > 0) return null;
  const { model, problems } = buildObjectModel(dialect.obj, dialect.dhost, dialect.relocContext(), gen,
    writer.bytes.slice(0, writer.len), relocations);
  // The model's and the writer's diagnostics are positions in the source: shown with the line and a
  // caret like the assembler's (read again from the file; standard input is gone by now).
  let lines: string[] | null | undefined;
  const sourceLine = (line: number): string | undefined => {
    if (lines === undefined) { try { lines = file === '-' ? null : readFileSync(file, 'utf8').split(/\r?\n/); } catch { lines = null; } }
    return lines?.[line - 1];
  };
  const show = (line: number | undefined, col: number | undefined, severity: 'error' | 'warning', message: string): string =>
    (line !== undefined ? formatDiagnostic(name, line, col ?? 1, severity, message, sourceLine(line)) : `${name}: ${severity}: ${message}\n`);
  const errors: string[] = problems.map((p) => show(p.line, p.col, 'error', p.message));
  let bytes: Uint8Array | null = null;
  if (errors.length === 0) {
    const w = writeCodeObject(model);
    for (const d of w.diagnostics) {
      const text = show(d.line, d.col, d.severity, d.message);
      if (d.severity === 'error') errors.push(text); else process.stderr.write(text);
    }
    if (w.bytes === null && errors.length === 0) errors.push(`${name}: error: the code-object writer gave no object\n`);
    bytes = w.bytes;
  }
  if (errors.length > 0) {
    process.stderr.write(errors.join('') + `${name}: ${errors.length} error${errors.length > 1 ? 's' : ''}; nothing written\n`);
    return null;
  }
  return bytes;
}
