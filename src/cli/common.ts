// Shared pieces of the command-line tools: option parsing errors, the arch
// and syntax options, diagnostics on stderr, and atomic output files.

import {
  closeSync, constants, fchmodSync, lstatSync, openSync, readlinkSync, renameSync, statSync, unlinkSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { findGeneration, GENERATIONS, type Generation } from '../isa/generations.js';
import type { Syntax } from '../disasm/disassembler.js';
import { writeAll } from './io.js';

/**
 * A usage error: exit code 2. Recognised by name, not instanceof: the bundled
 * bin and each subcommand bundle hold their own copy of this class.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function isUsageError(e: unknown): boolean {
  return (e as { name?: unknown } | null)?.name === 'UsageError';
}

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;

export function parseArch(name: string | undefined, fallback: string): Generation {
  const g = findGeneration(name ?? fallback);
  if (g === undefined) {
    const known = GENERATIONS.map((x) => `  ${x.id}: ${x.aliases.join(', ')}`).join('\n');
    throw new UsageError(`unknown architecture '${clip(name ?? '')}'; known names (case-insensitive):\n${known}`);
  }
  return g;
}

export function parseSyntax(name: string | undefined): Syntax {
  const s = (name ?? 'clrx').toLowerCase();
  if (s !== 'clrx' && s !== 'llvm') throw new UsageError(`unknown syntax '${clip(name ?? '')}'; use clrx or llvm`);
  return s;
}

/**
 * Checks an input path before anything is read: a missing path or a directory
 * is a usage error. Character devices and pipes (/dev/null, <(...)) are fine.
 */
export function checkInputPath(path: string): void {
  let isDirectory: boolean;
  try { isDirectory = statSync(path).isDirectory(); } catch {
    throw new UsageError(`cannot read '${clip(path)}': no such file`);
  }
  if (isDirectory) throw new UsageError(`cannot read '${clip(path)}': is a directory`);
}

/** A value as messages show it: never more than `max` characters (a bad argument may be 10 MB long). */
export function clip(s: string, max = 60): string {
  return s.length <= max ? s : `${s.slice(0, max)}... (${s.length} characters)`;
}

/** Widest source line shown under a diagnostic; longer lines are cut around the column. */
const MAX_SHOWN = 200;

/**
 * Formats a diagnostic as `FILE:LINE:COL: severity: MESSAGE`, then the source
 * line and a caret under the column. A long line is cut around the column;
 * tabs and control characters show as spaces so that the caret lines up.
 * `caret` is the caret's column in `source` when it differs from `col`
 * (a source that is already an excerpt).
 */
export function formatDiagnostic(file: string, line: number, col: number, severity: 'error' | 'warning',
  message: string, source?: string, caret = col): string {
  let s = `${file}:${line}:${col}: ${severity}: ${message}\n`;
  if (source === undefined) return s;
  let text = source;
  let c = caret;
  if (text.length > MAX_SHOWN) {
    const from = Math.max(0, Math.min(c - 1 - MAX_SHOWN / 2, text.length - MAX_SHOWN));
    text = (from > 0 ? '...' : '') + text.slice(from, from + MAX_SHOWN) + (from + MAX_SHOWN < source.length ? '...' : '');
    c = c - from + (from > 0 ? 3 : 0);
  }
  text = text.replace(/[\t\x00-\x1f\x7f]/g, ' ');
  return s + text + '\n' + ' '.repeat(Math.max(0, Math.min(c - 1, text.length))) + '^\n';
}

// --- output files (-o) ---------------------------------------------------------------------

/** Temporary files not yet renamed into place: removed if the process is interrupted. */
const pendingTemps = new Set<string>();
let signalsHooked = false;

function hookSignals(): void {
  if (signalsHooked) return;
  signalsHooked = true;
  const cleanup = () => {
    for (const t of pendingTemps) { try { unlinkSync(t); } catch { /* already gone */ } }
    pendingTemps.clear();
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(sig, () => {
      cleanup();
      // Die of the same signal, as an uninterrupted tool would: shells and callers see it.
      process.kill(process.pid, sig);
    });
  }
  process.once('exit', cleanup);
}

/** Follows a chain of symbolic links from `path` (the target may not exist yet). */
function resolveLinks(path: string): string {
  let p = resolve(path);
  for (let hops = 0; hops < 40; hops++) {
    let st;
    try { st = lstatSync(p); } catch { return p; } // absent: written as a new file
    if (!st.isSymbolicLink()) return p;
    p = resolve(dirname(p), readlinkSync(p));
  }
  throw new UsageError(`cannot write '${clip(path)}': too many levels of symbolic links`);
}

/**
 * Checks an output path before any work: an empty name, a directory or a
 * missing directory is a usage error. Returns the path to write (symbolic
 * links resolved) and whether it is a regular file (or absent).
 */
export function checkOutputPath(path: string): { target: string; regular: boolean } {
  if (path === '') throw new UsageError('-o needs a file name (an empty name was given)');
  if (path.endsWith('/')) throw new UsageError(`cannot write '${clip(path)}': is a directory`);
  const target = resolveLinks(path);
  let st;
  try { st = statSync(target); } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') throw new UsageError(`cannot write '${clip(path)}': ${(e as { code?: string }).code ?? 'cannot examine it'}`);
    let dir;
    try { dir = statSync(dirname(target)); } catch { dir = null; }
    if (dir === null || !dir.isDirectory()) throw new UsageError(`cannot write '${clip(path)}': no such directory`);
    return { target, regular: true };
  }
  if (st.isDirectory()) throw new UsageError(`cannot write '${clip(path)}': is a directory`);
  return { target, regular: st.isFile() };
}

/**
 * An `-o` output. A regular file (or a new one) is written through a
 * temporary file beside it, renamed into place only by `commit`, so that
 * nothing is written on error and an interrupted run leaves no trace (the
 * temporary file is created at the first write and removed on SIGINT,
 * SIGTERM or SIGHUP). Anything else (a device such as /dev/null, a FIFO, a
 * socket) is written directly, as a shell redirection would: renaming over
 * it would replace the special file with a regular one. Symbolic links are
 * followed, so the file they point to is replaced, not the link.
 */
export class AtomicOutput {
  private fd = -1;
  private tmp: string | null = null;
  private done = false;
  private readonly target: string;
  private readonly regular: boolean;

  constructor(readonly path: string) {
    ({ target: this.target, regular: this.regular } = checkOutputPath(path));
  }

  private open(): void {
    if (!this.regular) {
      this.fd = this.openOrFail(this.target, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC);
      return;
    }
    hookSignals();
    const tmp = join(dirname(this.target), `.${basename(this.target)}.${process.pid}.tmp`);
    this.fd = this.openOrFail(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o666);
    this.tmp = tmp;
    pendingTemps.add(tmp);
    // Keep an existing file's permissions.
    try { fchmodSync(this.fd, statSync(this.target).mode & 0o7777); } catch { /* a new file */ }
  }

  private openOrFail(p: string, flags: number, mode?: number): number {
    try {
      return openSync(p, flags, mode);
    } catch (e) {
      throw new UsageError(`cannot write '${clip(this.path)}': ${(e as { code?: string }).code ?? (e as Error).message}`);
    }
  }

  write(chunk: Uint8Array): void {
    if (this.done) return;
    if (this.fd < 0) this.open();
    writeAll(this.fd, chunk);
  }

  /** Renames the temporary file into place (creating an empty output if nothing was written). */
  commit(): void {
    if (this.done) return;
    if (this.fd < 0) this.open();
    this.done = true;
    closeSync(this.fd);
    if (this.tmp !== null) {
      renameSync(this.tmp, this.target);
      pendingTemps.delete(this.tmp);
    }
  }

  /** Removes the temporary file; the destination is left untouched. */
  abort(): void {
    if (this.done) return;
    this.done = true;
    if (this.fd >= 0) { try { closeSync(this.fd); } catch { /* already closed */ } }
    if (this.tmp !== null) {
      try { unlinkSync(this.tmp); } catch { /* already gone */ }
      pendingTemps.delete(this.tmp);
    }
  }
}
