// Synchronous, allocation-light file I/O for the command-line tools: input
// is read in fixed chunks into one reused buffer, output is written with
// write(2) as it is produced. A pipe in non-blocking mode is waited on
// rather than treated as an error.

import { closeSync, openSync, readSync, writeSync } from 'node:fs';

const WAIT = new Int32Array(new SharedArrayBuffer(4));

function isAgain(e: unknown): boolean {
  const code = (e as { code?: string }).code;
  return code === 'EAGAIN' || code === 'EWOULDBLOCK';
}

/** Writes all of `chunk` to `fd`. */
export function writeAll(fd: number, chunk: Uint8Array): void {
  let off = 0;
  while (off < chunk.length) {
    try {
      off += writeSync(fd, chunk, off, chunk.length - off);
    } catch (e) {
      if (!isAgain(e)) throw e;
      Atomics.wait(WAIT, 0, 0, 1);
    }
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
