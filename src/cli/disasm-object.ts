// `gcnkit disasm` on an ELF code object: the input is recognised by its
// first four bytes (\x7fELF), collected whole (code objects are small and the
// container is read at random), and printed by src/objfile.

import { disassembleCodeObject } from '../objfile/disassemble.js';
import { isElf } from '../objfile/elf.js';
import type { Syntax } from '../disasm/disassembler.js';

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

  constructor(private readonly raw: (chunk: Uint8Array) => void) {}

  get isElf(): boolean {
    return this.state === 'elf';
  }

  push(chunk: Uint8Array): void {
    if (this.state === 'raw') { this.raw(chunk); return; }
    if (this.state === 'elf') { this.keep(chunk); return; }
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
    if (isElf(first)) { this.state = 'elf'; this.parts.push(first); this.size += first.length; }
    else { this.state = 'raw'; if (first.length > 0) this.raw(first); }
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

export interface ObjectDisasmCliOptions {
  readonly arch: string | undefined;
  readonly syntax: Syntax;
  readonly header: boolean;
  readonly listing: boolean;
  readonly noRaw: boolean;
  readonly exact?: boolean;
}

/** Prints a code object; returns the text and the diagnostics as stderr lines, and the error count. */
export function disasmObjectFile(bytes: Uint8Array, name: string, o: ObjectDisasmCliOptions): { text: string; stderr: string; errors: number } {
  const r = disassembleCodeObject(bytes, {
    syntax: o.syntax, header: o.header, listing: o.listing, noRaw: o.noRaw, exact: o.exact === true,
    ...(o.arch !== undefined ? { arch: o.arch } : {}),
  });
  let stderr = '';
  for (const d of r.diagnostics) {
    const where = d.offset !== undefined ? `offset 0x${d.offset.toString(16)}: ` : '';
    stderr += `${name}: ${where}${d.severity}: ${d.message}\n`;
  }
  return { text: r.text, stderr, errors: r.errorCount };
}
