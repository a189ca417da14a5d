// `gcnkit disasm` on an ELF code object: the input is recognised by its
// first four bytes (\x7fELF, elf-sniffer.ts), collected whole (code objects
// are small and the container is read at random), and printed by
// src/objfile. Loaded only for ELF input (start-up, issue 8 §4).

import { disassembleCodeObject } from '../objfile/disassemble.js';
import type { Syntax } from '../disasm/disassembler.js';

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
