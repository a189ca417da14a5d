// `gcnkit run` on assembly source: the streaming assembler (the one `asm`
// runs) writes the machine code to a spool (memory up to a limit, then an
// unlinked temporary file), which is executed only when the whole source
// assembled without error: memory does not grow with the program, and an
// assembly error anywhere means nothing runs. Loaded only for assembly
// input: machine code needs none of this.

import { MAX_KEPT_DIAGNOSTICS } from '../asm/diagnostics.js';
import type { Syntax } from '../disasm/disassembler.js';
import type { Generation } from '../isa/generations.js';
import { assembleStream } from './assemble-stream.js';
import { Spool } from './spool.js';

/** Assembles the program; diagnostics go to stderr. Null on any error. */
export async function assembleProgram(file: string, name: string, gen: Generation, syntax: Syntax):
  Promise<{ gen: Generation; code: Spool } | null> {
  const code = new Spool(8 << 20);
  let r;
  try {
    r = await assembleStream(file, name, gen, syntax, MAX_KEPT_DIAGNOSTICS, 'bin', (c) => code.write(c));
  } catch (e) {
    code.abort();
    throw e;
  }
  if (r.errors > 0) {
    code.abort();
    return null;
  }
  return { gen: r.gen, code };
}
