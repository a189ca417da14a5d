// Sections of the LLVM dialect. `.text` is the output stream (its records go
// through the output sink and the format writer, with the streaming and
// memory rules of README.md); every other section (`.rodata`, `.AMDGPU.config`,
// ...) is small and kept in memory here. A section switch points the
// Assembly at the section's sink and its size, so `.`, labels and fixups are
// offsets in the current section, as in llvm-mc.

import type { Assembly, ByteSink } from './assembly.js';
import type { SectionKind } from '../objfile/write/model.js';

/** The bytes of a section other than `.text`, patched in place when a fixup resolves. */
export class MemorySink implements ByteSink {
  bytes = new Uint8Array(64);
  len = 0;
  private readonly fixAt: number[] = [];
  private readonly fixSize: number[] = [];

  private room(n: number): void {
    if (n <= this.bytes.length) return;
    let cap = this.bytes.length * 2;
    while (cap < n) cap *= 2;
    const b = new Uint8Array(cap);
    b.set(this.bytes.subarray(0, this.len));
    this.bytes = b;
  }

  record(_line: number, offset: number, b: Uint8Array, at: number, size: number): void {
    this.room(offset + size);
    this.bytes.set(b.subarray(at, at + size), offset);
    this.len = Math.max(this.len, offset + size);
  }

  words(): boolean {
    return false;
  }

  addFixup(at: number, size: number): number {
    this.fixAt.push(at);
    this.fixSize.push(size);
    return this.fixAt.length - 1;
  }

  resolve(id: number, v: bigint): void {
    this.patch(this.fixAt[id]!, v, this.fixSize[id]!);
  }

  /** Writes the low `n` bytes of v at `at` (within the section's length). */
  patch(at: number, v: bigint, n: number): void {
    for (let i = 0; i < n && at + i < this.len; i++) this.bytes[at + i] = Number((v >> BigInt(8 * i)) & 0xffn);
  }
}

export interface Section {
  readonly name: string;
  kind: SectionKind;
  /** SHF letters: a, w, x. */
  flags: string;
  align: number;
  /** Bytes so far (the current section's is the Assembly's `size`). */
  size: number;
  /** null for `.text` (the output sink, known once the driver has set it). */
  readonly mem: MemorySink | null;
}

/** ELF section defaults by name (llvm-mc's ELF parser when `.section` gives no flags or type). */
export function defaultsOf(name: string): { kind: SectionKind; flags: string } {
  const is = (p: string): boolean => name === p || name.startsWith(p + '.');
  if (is('.text')) return { kind: 'progbits', flags: 'ax' };
  if (is('.rodata') || name === '.rodata1') return { kind: 'progbits', flags: 'a' };
  if (is('.data') || name === '.data1' || is('.tdata')) return { kind: 'progbits', flags: 'wa' };
  if (is('.bss') || is('.tbss')) return { kind: 'nobits', flags: 'wa' };
  if (name.startsWith('.note')) return { kind: 'note', flags: '' };
  return { kind: 'progbits', flags: '' };
}

export class SectionTable {
  /** llvm-mc starts .text with a 4-byte code alignment. */
  readonly list: Section[] = [{ name: '.text', kind: 'progbits', flags: 'ax', align: 4, size: 0, mem: null }];
  /** Index of the current section. */
  current = 0;
  private textSink: ByteSink | null = null;

  constructor(private readonly asm: Assembly) {}

  get cur(): Section {
    return this.list[this.current]!;
  }

  indexOf(name: string): number {
    return this.list.findIndex((s) => s.name === name);
  }

  /** The sink of section i (`.text`: the output sink). */
  sinkOf(i: number): ByteSink {
    if (i === 0) return this.textSink ?? this.asm.sink;
    return this.list[i]!.mem!;
  }

  /** Makes `name` current, creating it (with `kind`/`flags`) when new; returns its index. */
  switchTo(name: string, kind?: SectionKind, flags?: string): number {
    let i = this.indexOf(name);
    if (i < 0) {
      const d = defaultsOf(name);
      this.list.push({ name, kind: kind ?? d.kind, flags: flags ?? d.flags, align: 1, size: 0, mem: new MemorySink() });
      i = this.list.length - 1;
    }
    this.select(i);
    return i;
  }

  select(i: number): void {
    if (i === this.current) return;
    if (this.current === 0) this.textSink = this.asm.sink;
    this.cur.size = this.asm.size;
    this.current = i;
    this.asm.switchStream(this.sinkOf(i), this.list[i]!.size);
  }

  /** Back to `.text` (the end: the driver reports `.text`'s size to the writer). */
  finish(): void {
    this.select(0);
  }

  /** Current sizes of every section (the current one's from the Assembly). */
  sizeOf(i: number): number {
    return i === this.current ? this.asm.size : this.list[i]!.size;
  }
}
