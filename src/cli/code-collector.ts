// Machine code kept whole for the whole-ISA runner (run-wave.ts): a
// program read from standard input while the VOP1 runner streams it, or a
// file or spool read again. Small and free of emulator imports, so that
// `gcnkit run --hex -` starts as fast as before.

/**
 * Machine code a whole-ISA program may have: it is held in memory with a compiled step per
 * instruction reached (about 1 KB each: 262,144 straight-line instructions take ~300 MB).
 */
export const MAX_WHOLE_PROGRAM_BYTES = 1 << 20;

/** Little-endian chunks collected into one array, up to the limit (null past it). */
export class CodeCollector {
  private chunks: Uint8Array[] = [];
  length = 0;
  over = false;

  add(c: Uint8Array): void {
    if (this.over) return;
    if (this.length + c.length > MAX_WHOLE_PROGRAM_BYTES) { this.over = true; this.chunks = []; return; }
    this.chunks.push(c.slice());
    this.length += c.length;
  }

  bytes(): Uint8Array | null {
    if (this.over) return null;
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const c of this.chunks) { out.set(c, at); at += c.length; }
    return out;
  }
}

/** The message for a program past the limit (`name` as messages show it). */
export function tooLarge(name: string): string {
  return `${name}: error: a program with instructions outside the VOP1 family is run whole: `
    + `at most ${MAX_WHOLE_PROGRAM_BYTES >> 20} MiB of machine code (${MAX_WHOLE_PROGRAM_BYTES >> 2} words)\n`;
}

