// PrintCode over the whole-ISA streaming Disassembler: each run of code is
// disassembled with its section offsets, so branch targets get clrxdisasm's
// `.L<offset>_0` labels and symbols inside the run (device functions) print
// as `NAME:` lines.

import { disassemble } from '../disasm/disassembler.js';
import type { GenId } from '../isa/generations.js';
import type { CodeSyntax, PrintCode, PrintCodeOptions } from './disassemble.js';

export const printCodeWithDisassembler: PrintCode = (words: Uint32Array, startOffset: number, gen: GenId, syntax: CodeSyntax,
  labels: ReadonlyMap<number, string>, options?: PrintCodeOptions, literals?: ReadonlyMap<number, string>): string => disassemble(words, {
  arch: gen,
  syntax,
  header: false,
  listing: options?.listing === true,
  noRaw: options?.noRaw === true,
  exact: options?.exact === true,
  startOffset,
  labels,
  ...(literals !== undefined ? { literals } : {}),
  indent: true,
}).text;
