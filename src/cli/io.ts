// Synchronous, allocation-light file I/O for the command-line tools: input
// is read in fixed chunks into one reused buffer, output is written with
// write(2) as it is produced. A pipe in non-blocking mode is waited on
// rather than treated as an error.

import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';

const WAIT = new Int32Array(new SharedArrayBuffer(4));

function isAgain(e: unknown): boolean {
  const code = (e as { code?: string }).code;
  return code === 'EAGAIN' || code === 'EWOULDBLOCK';
}

/**
 * The reader of the output went away (EPIPE: `gcnkit disasm big.bin | head`).
 * Not an error of gcnkit's or of the input: the command stops quietly.
 */
export class OutputClosed extends Error {
  override readonly name = 'OutputClosed';
  constructor() {
    super('output closed by its reader');
  }
}

/** By name, not instanceof: each bundle holds its own copy of the class. */
export function isOutputClosed(e: unknown): boolean {
  return (e as { name?: unknown } | null)?.name === 'OutputClosed';
}

/** Writing failed (a full disk, /dev/full, an I/O error): reported as an error, not a crash. */
export class OutputError extends Error {
  override readonly name = 'OutputError';
}

export function isOutputError(e: unknown): boolean {
  return (e as { name?: unknown } | null)?.name === 'OutputError';
}

/** Text to standard output (help, version); a closed pipe throws OutputClosed. */
export function writeOut(text: string): void {
  writeAll(1, Buffer.from(text));
}

/** Text to standard error; a closed pipe is ignored (there is nobody left to tell). */
export function writeErr(text: string): void {
  try { writeAll(2, Buffer.from(text)); } catch (e) { if (!isOutputClosed(e)) throw e; }
}

/** Writes all of `chunk` to `fd`. Throws OutputClosed when the reading end of a pipe is closed. */
export function writeAll(fd: number, chunk: Uint8Array): void {
  let off = 0;
  while (off < chunk.length) {
    try {
      off += writeSync(fd, chunk, off, chunk.length - off);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'EPIPE') throw new OutputClosed();
      if (!isAgain(e)) {
        const why = code === 'ENOSPC' ? 'no space left on the device' : code ?? (e as Error).message;
        throw new OutputError(`cannot write ${fd === 1 ? 'standard output' : fd === 2 ? 'standard error' : 'the output'}: ${why}`);
      }
      Atomics.wait(WAIT, 0, 0, 1);
    }
  }
}

/**
 * Reads `path` ('-' for standard input) chunk by chunk, like readChunks, but
 * returns to the event loop between chunks, so that SIGINT / SIGTERM handlers
 * (which remove temporary output files) run during long inputs. `onChunk`
 * returns false to stop reading.
 *
 * With `whole`, a regular file of at most that many bytes is read in one chunk
 * first, and when the file ends there, it is passed with `last` true (no chunk
 * follows): a consumer can then finish its work without waiting for more.
 */
export async function readChunksAsync(path: string, onChunk: (chunk: Uint8Array, last: boolean) => boolean | void,
  chunkSize = 1 << 20, whole = 0): Promise<void> {
  const fd = path === '-' ? 0 : openSync(path, 'r');
  try {
    // (Else, or when the file grew while being read, the rest in chunks.)
    if (whole > 0 && fd !== 0 && readWhole(fd, whole, onChunk) === true) return;
    await readRest(fd, onChunk, chunkSize);
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/**
 * readChunksAsync's one-chunk read: null when `fd` is not a regular file of at most `max` bytes
 * (nothing read), else whether the input ended there (false: it grew while being read, and
 * the rest follows in chunks).
 */
function readWhole(fd: number, max: number, onChunk: (chunk: Uint8Array, last: boolean) => boolean | void): boolean | null {
  const st = fstatSync(fd);
  if (!st.isFile() || st.size > max) return null;
  // One byte more than the size: a read that fills it means the file grew.
  const buf = new Uint8Array(st.size + 1);
  let n = 0;
  for (;;) {
    const r = readSync(fd, buf, n, buf.length - n, null);
    if (r === 0) break;
    n += r;
    if (n === buf.length) return onChunk(buf, false) === false;
  }
  if (n > 0) onChunk(buf.subarray(0, n), true);
  return true;
}

async function readRest(fd: number, onChunk: (chunk: Uint8Array, last: boolean) => boolean | void, chunkSize: number): Promise<void> {
  const buf = new Uint8Array(chunkSize);
  for (let k = 0; ; k++) {
    let n: number;
    try {
      n = readSync(fd, buf, 0, buf.length, null);
    } catch (e) {
      if (isAgain(e)) { await new Promise<void>((r) => setTimeout(r, 1)); continue; }
      if ((e as { code?: string }).code === 'EOF') break;
      throw e;
    }
    if (n === 0) break;
    if (onChunk(buf.subarray(0, n), false) === false) break;
    // Every 4 chunks (or 4 MB): cheap, and keeps Ctrl-C prompt.
    if ((k & 3) === 3) await new Promise<void>((r) => setImmediate(r));
  }
}

/** Reads `path` ('-' for standard input) chunk by chunk; `onChunk` must not keep the chunk. */
export function readChunks(path: string, onChunk: (chunk: Uint8Array) => void, chunkSize = 1 << 20): void {
  const fd = path === '-' ? 0 : openSync(path, 'r');
  const buf = new Uint8Array(chunkSize);
  try {
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } catch (e) {
        if (isAgain(e)) { Atomics.wait(WAIT, 0, 0, 1); continue; }
        if ((e as { code?: string }).code === 'EOF') break;
        throw e;
      }
      if (n === 0) break;
      onChunk(buf.subarray(0, n));
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}
