// The streaming assembler as the command line runs it (`asm`, and `run` on
// assembly source): the source read in chunks, returning to the event loop
// between them (so that Ctrl-C stops a long run at once), diagnostics printed
// as found (the first N of each severity) and all of them counted, output
// handed on in chunks as it becomes final. Memory does not grow with the input.

import type { Dialect } from '../asm/pipeline/driver.js';
import { AsmDriver } from '../asm/pipeline/driver.js';
import { ByteOut } from '../asm/pipeline/byte-out.js';
import { formatWriter, type OutputFormat } from '../asm/pipeline/writers.js';
import type { RecordWriter } from '../asm/pipeline/sink.js';
import { formatAsmDiagnostic, type AsmDiagnostic } from '../asm/diagnostics.js';
import type { Syntax } from '../disasm/disassembler.js';
import type { Generation } from '../isa/generations.js';
import { readChunksAsync, writeAll } from './io.js';
import { TempFileStore } from './spool.js';

/**
 * Standard error for diagnostics: written with blocking writes in 64 KB
 * batches. (process.stderr queues what a slow pipe does not take, and the
 * assembler never yields to drain it: memory would grow with the errors.)
 * A standard error that cannot be written is given up silently.
 */
class ErrorOut {
  private pending = '';
  private broken = false;
  write(s: string): void {
    this.pending += s;
    if (this.pending.length >= 1 << 16) this.flush();
  }
  flush(): void {
    if (this.pending === '' || this.broken) { this.pending = ''; return; }
    const b = Buffer.from(this.pending, 'utf8');
    this.pending = '';
    try {
      writeAll(2, b);
    } catch {
      this.broken = true;
    }
  }
}

/** Node's Latin-1 decoding, several times faster than TextDecoder's. */
function latin1(b: Uint8Array, s: number, e: number): string {
  return Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1', s, e);
}

export interface StreamedAssembly {
  /** Errors found (all of them, shown or not). */
  readonly errors: number;
  /** The generation at the end (a .gpu / .arch directive may have chosen it). */
  readonly gen: Generation;
}

/**
 * Assembles `file` ('-': standard input) in `format`, handing the output to
 * `write` in chunks. Diagnostics go to standard error as `name:LINE:COL`,
 * at most `limit` of each severity (0: all), then the counts (`moreHint`
 * follows the count of those not shown). On an error
 * the output already handed on is to be dropped by the caller.
 */
export async function assembleStream(file: string, name: string, gen: Generation, syntax: Syntax, limit: number,
  format: OutputFormat, write: (chunk: Uint8Array) => void, moreHint = '',
  custom?: { dialect?: Dialect; writer?: RecordWriter }): Promise<StreamedAssembly> {
  // Each dialect is a chunk of the bundled command, loaded only when asked for (start-up, issue 8 §4).
  const dialect: Dialect = custom?.dialect ?? (syntax === 'llvm' ? new (await import('../asm/llvm.js')).LlvmAssembler(gen, limit)
    : new (await import('../asm/clrx.js')).ClrxAssembler(gen, limit));
  const diag = dialect.asm.diag;
  diag.keepList = false;
  let shownErrors = 0;
  let shownWarnings = 0;
  const errOut = new ErrorOut();
  diag.listener = (d: AsmDiagnostic) => {
    if (d.severity === 'error' ? limit !== 0 && shownErrors >= limit : limit !== 0 && shownWarnings >= limit) return;
    if (d.severity === 'error') shownErrors++; else shownWarnings++;
    errOut.write(formatAsmDiagnostic(name, d));
  };
  const store = new TempFileStore();
  try {
    const out = new ByteOut(1 << 18, write);
    const driver = new AsmDriver(dialect, custom?.writer ?? formatWriter(format, out, () => dialect.asm.gen), store, latin1);
    // Back to the event loop between chunks: Ctrl-C / SIGTERM must stop a long run
    // (and remove the temporary -o file) at once, not after it has written everything.
    await readChunksAsync(file, (c) => { driver.push(c); });
    driver.end();
  } finally {
    errOut.flush();
    store.close();
  }
  const hidden = diag.errors + diag.warnings - shownErrors - shownWarnings;
  let err = '';
  if (hidden > 0) err += `${name}: ${hidden} more diagnostics not shown${moreHint}\n`;
  if (diag.errors > 0) err += `${name}: ${diag.errors} error${diag.errors > 1 ? 's' : ''}; nothing written\n`;
  errOut.write(err);
  errOut.flush();
  return { errors: diag.errors, gen: dialect.asm.gen };
}
