// Shared pieces of the command-line tools: option parsing errors, the arch
// and syntax options, diagnostics on stderr, and atomic output files.

import { closeSync, openSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { findGeneration, GENERATIONS, type Generation } from '../isa/generations.js';
import type { Syntax } from '../disasm/disassembler.js';

/** A usage error: exit code 2. */
export class UsageError extends Error {}

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;

export function parseArch(name: string | undefined, fallback: string): Generation {
  const g = findGeneration(name ?? fallback);
  if (g === undefined) {
    const known = GENERATIONS.map((x) => `  ${x.id}: ${x.aliases.join(', ')}`).join('\n');
    throw new UsageError(`unknown architecture '${name}'; known names (case-insensitive):\n${known}`);
  }
  return g;
}

export function parseSyntax(name: string | undefined): Syntax {
  const s = (name ?? 'clrx').toLowerCase();
  if (s !== 'clrx' && s !== 'llvm') throw new UsageError(`unknown syntax '${name}'; use clrx or llvm`);
  return s;
}

/**
 * Checks an input path before anything is read: a missing path or a directory
 * is a usage error. Character devices and pipes (/dev/null, <(...)) are fine.
 */
export function checkInputPath(path: string): void {
  let isDirectory: boolean;
  try { isDirectory = statSync(path).isDirectory(); } catch {
    throw new UsageError(`cannot read '${path}': no such file`);
  }
  if (isDirectory) throw new UsageError(`cannot read '${path}': is a directory`);
}

/** Writes a diagnostic in the `FILE:LINE:COL: error: MESSAGE` layout, with the source line and a caret. */
export function formatDiagnostic(file: string, line: number, col: number, severity: 'error' | 'warning',
  message: string, source?: string): string {
  let s = `${file}:${line}:${col}: ${severity}: ${message}\n`;
  if (source !== undefined) {
    const shown = source.replace(/\t/g, ' ');
    // Columns count characters; keep the caret under the right one even after tabs.
    s += shown + '\n' + ' '.repeat(Math.max(0, col - 1)) + '^\n';
  }
  return s;
}

/** An output file written through a temporary name, renamed into place only on success. */
export class AtomicOutput {
  private readonly fd: number;
  private readonly tmp: string;
  private done = false;

  constructor(readonly path: string) {
    this.tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
    this.fd = openSync(this.tmp, 'w');
  }

  write(chunk: Uint8Array): void {
    let off = 0;
    while (off < chunk.length) off += writeSync(this.fd, chunk, off, chunk.length - off);
  }

  /** Renames the temporary file into place. */
  commit(): void {
    if (this.done) return;
    this.done = true;
    closeSync(this.fd);
    renameSync(this.tmp, this.path);
  }

  /** Removes the temporary file; the destination is left untouched. */
  abort(): void {
    if (this.done) return;
    this.done = true;
    try { closeSync(this.fd); } catch { /* already closed */ }
    try { unlinkSync(this.tmp); } catch { /* already gone */ }
  }
}
