// Recognises an ELF code object from the first bytes of `gcnkit disasm`'s
// input (\x7fELF). Kept apart from disasm-object.ts so that raw input never
// loads the code-object reader (start-up, issue 8 §4).

import { ELF_MAGIC } from '../objfile/elf.js';

/**
 * Decides from the first bytes whether the input is an ELF file. Raw input is
 * passed on to `raw` as it arrives; ELF input is kept for `bytes()`.
 */
export class ElfSniffer {
  private head: Uint8Array[] = [];
  private headLen = 0;
  private state: 'undecided' | 'raw' | 'elf' = 'undecided';
  private parts: Uint8Array[] = [];
  private size = 0;

  /** `raw` gets `last` as the sniffer does (true: no bytes follow). */
  constructor(private readonly raw: (chunk: Uint8Array, last: boolean) => void) {}

  get isElf(): boolean {
    return this.state === 'elf';
  }

  push(chunk: Uint8Array, last = false): void {
    if (this.state === 'raw') { this.raw(chunk, last); return; }
    if (this.state === 'elf') { this.keep(chunk); return; }
    if (this.headLen === 0 && chunk.length >= 4) {
      // The usual case: the first chunk holds the magic (no copy of a raw chunk).
      if (ELF_MAGIC.every((b, i) => chunk[i] === b)) { this.state = 'elf'; this.keep(chunk); } else { this.state = 'raw'; this.raw(chunk, last); }
      return;
    }
    // Chunks are reused by the reader: keep copies until the magic is known.
    this.head.push(chunk.slice());
    this.headLen += chunk.length;
    if (this.headLen >= 4) this.decide();
  }

  /** Call at the end of the input: a short input is raw. */
  end(): void {
    if (this.state === 'undecided') this.decide();
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const p of this.parts) { out.set(p, at); at += p.length; }
    return out;
  }

  private decide(): void {
    const first = concat(this.head, this.headLen);
    this.head = [];
    if (first.length >= 4 && ELF_MAGIC.every((b, i) => first[i] === b)) { this.state = 'elf'; this.parts.push(first); this.size += first.length; }
    else { this.state = 'raw'; if (first.length > 0) this.raw(first, false); }
  }

  private keep(chunk: Uint8Array): void {
    this.parts.push(chunk.slice());
    this.size += chunk.length;
  }
}

function concat(parts: Uint8Array[], n: number): Uint8Array {
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
