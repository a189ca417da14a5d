// The interim PrintCode: today's streaming Disassembler (VOP1 family; other
// words come out as data) run on each piece of code between labels. The
// whole-ISA printers replace this with one that also names branch targets.

import { disassemble } from '../disasm/disassembler.js';
import type { GenId } from '../isa/generations.js';
import type { CodeSyntax, PrintCode, PrintCodeOptions } from './disassemble.js';

export const printCodeWithDisassembler: PrintCode = (words: Uint32Array, startOffset: number, gen: GenId, syntax: CodeSyntax,
  labels: ReadonlyMap<number, string>, options?: PrintCodeOptions): string => {
  const cuts = [...labels.keys()].filter((o) => o > startOffset && o < startOffset + words.length * 4 && (o & 3) === 0).sort((a, b) => a - b);
  let out = '';
  let at = startOffset;
  for (const cut of [...cuts, startOffset + words.length * 4]) {
    if (cut > at) {
      const part = words.subarray((at - startOffset) >> 2, (cut - startOffset) >> 2);
      let text = disassemble(part, {
        arch: gen, syntax, header: false, listing: options?.listing === true, noRaw: options?.noRaw === true,
      }).text;
      // The streaming disassembler counts offsets from 0: shift the listing to section offsets.
      if (options?.listing === true) {
        text = text.replace(/^\/\*([0-9a-f]{12}):/gm, (_, o: string) => `/*${(parseInt(o, 16) + at).toString(16).padStart(12, '0')}:`);
      }
      out += syntax === 'llvm' ? text.replace(/^(?=.)/gm, '\t') : text;
    }
    const name = labels.get(cut);
    if (name !== undefined) out += `${name}:\n`;
    at = cut;
  }
  return out;
};
