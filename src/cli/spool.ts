// Temporary storage for the streaming assembler in the CLI: output held
// back behind an unresolved forward reference (a ByteStore), and standard
// output, which must stay empty when the run fails (a spool copied out only
// on success). Both use memory up to a limit, then an unlinked temporary
// file, so memory stays bounded whatever the size of the output.

import { closeSync, ftruncateSync, mkdtempSync, openSync, readSync, rmdirSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ByteStore } from '../asm/pipeline/sink.js';
import { writeAll } from './io.js';

/** Opens a temporary file that no other process can see (it is unlinked at once). */
function anonymousFile(): number {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-'));
  const path = join(dir, 'spool');
  const fd = openSync(path, 'w+', 0o600);
  unlinkSync(path);
  rmdirSync(dir);
  return fd;
}

function writeAt(fd: number, b: Uint8Array, from: number, to: number, pos: number): void {
  let off = from;
  while (off < to) {
    const n = writeSync(fd, b, off, to - off, pos + (off - from));
    off += n;
  }
}

function readAt(fd: number, into: Uint8Array, at: number, n: number, pos: number): void {
  let got = 0;
  while (got < n) {
    const k = readSync(fd, into, at + got, n - got, pos + got);
    if (k <= 0) throw new Error('temporary file ended early');
    got += k;
  }
}

/** A ByteStore in a temporary file, created on first use. */
export class TempFileStore implements ByteStore {
  private fd = -1;
  private length = 0;

  append(b: Uint8Array, from: number, to: number): void {
    if (this.fd < 0) this.fd = anonymousFile();
    writeAt(this.fd, b, from, to, this.length);
    this.length += to - from;
  }

  write(pos: number, b: Uint8Array, from: number, to: number): void {
    writeAt(this.fd, b, from, to, pos);
  }

  read(pos: number, into: Uint8Array, at: number, n: number): void {
    readAt(this.fd, into, at, n, pos);
  }

  clear(): void {
    if (this.fd >= 0) ftruncateSync(this.fd, 0);
    this.length = 0;
  }

  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}

/**
 * Bytes kept until they are known to be wanted: up to `memory` bytes in
 * memory, the rest in a temporary file. replay() hands them back in order
 * (in chunks); abort() drops everything.
 */
export class Spool {
  private chunks: Uint8Array[] = [];
  private held = 0;
  private fd = -1;
  private fileLength = 0;

  constructor(private readonly memory = 32 << 20) {}

  /** Bytes written so far. */
  get length(): number {
    return this.held + this.fileLength;
  }

  write(chunk: Uint8Array): void {
    if (this.fd < 0 && this.held + chunk.length <= this.memory) {
      this.chunks.push(chunk.slice());
      this.held += chunk.length;
      return;
    }
    if (this.fd < 0) {
      this.fd = anonymousFile();
      for (const c of this.chunks) { writeAt(this.fd, c, 0, c.length, this.fileLength); this.fileLength += c.length; }
      this.chunks = [];
      this.held = 0;
    }
    writeAt(this.fd, chunk, 0, chunk.length, this.fileLength);
    this.fileLength += chunk.length;
  }

  /** Hands every byte to `f` in order, then drops them unless `keep`; `f` must not keep a chunk. */
  replay(f: (chunk: Uint8Array) => void, keep = false): void {
    for (const c of this.chunks) f(c);
    if (keep) {
      const buf = new Uint8Array(this.fd >= 0 ? 1 << 20 : 0);
      for (let pos = 0; pos < this.fileLength; pos += buf.length) {
        const n = Math.min(buf.length, this.fileLength - pos);
        readAt(this.fd, buf, 0, n, pos);
        f(buf.subarray(0, n));
      }
      return;
    }
    this.chunks = [];
    this.held = 0;
    if (this.fd >= 0) {
      const buf = new Uint8Array(1 << 20);
      for (let pos = 0; pos < this.fileLength; pos += buf.length) {
        const n = Math.min(buf.length, this.fileLength - pos);
        readAt(this.fd, buf, 0, n, pos);
        f(buf.subarray(0, n));
      }
      closeSync(this.fd);
      this.fd = -1;
      this.fileLength = 0;
    }
  }

  abort(): void {
    this.chunks = [];
    this.held = 0;
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
    this.fileLength = 0;
  }
}

/** Standard output written only at commit(), so that it stays empty when the run fails. */
export class SpooledStdout extends Spool {
  /** Copies everything to standard output. */
  commit(): void {
    this.replay((c) => writeAll(1, c));
  }
}
