// What each VGPR of a program holds, from the ISA tables' operand types: the
// type of the last vector instruction that writes it, else of the first that
// reads it (so that a viewer can show 0x3f800000 as 1.0 in an f32 register and
// as 1065353216 in an i32 one). Only VOP operands carry value types in the
// tables; memory data and addresses are raw dwords and are left out.

import { decodeAt, emptyDecoded, EXT_DPP, EXT_SDWA, fieldOf, type Decoded } from '../disasm/decode.js';
import type { GenIndex } from '../isa/generations.js';
import type { ValueType } from '../isa/table/types.js';

/** Operand codes 256-511 name VGPRs 0-255. */
const VGPR0 = 256;

function regsOf(t: ValueType): number {
  return t === 'b128' ? 4 : /64$/.test(t) ? 2 : 1;
}

/** The VGPR sources of a VOP instruction as [register, type] (its SRCn operand codes). */
function vopSources(d: Decoded, src: readonly ValueType[]): [number, ValueType][] {
  const out: [number, ValueType][] = [];
  const vop3 = d.enc === 'VOP3';
  for (let i = 0; i < src.length && i < 3; i++) {
    let code: number;
    if (vop3) code = fieldOf(d, i === 0 ? 'SRC0' : i === 1 ? 'SRC1' : 'SRC2');
    else if (i === 0) {
      code = fieldOf(d, 'SRC0');
      // SDWA / DPP: the source VGPR is in the extension dword.
      if (d.ext === EXT_SDWA || d.ext === EXT_DPP) code = VGPR0 + (d.w1 & 0xff);
    } else if (i === 1) code = VGPR0 + fieldOf(d, 'VSRC1');
    else continue;
    if (code >= VGPR0) out.push([code - VGPR0, src[i]!]);
  }
  return out;
}

/** VGPR number -> value type for a program given as its instructions' words. */
export function vgprTypes(program: Iterable<readonly number[]>, gen: GenIndex): Map<number, ValueType> {
  const written = new Map<number, ValueType>();
  const read = new Map<number, ValueType>();
  const d = emptyDecoded(gen);
  for (const words of program) {
    if (words.length === 0) continue;
    decodeAt(d, words, 0, words.length, gen);
    const row = d.row;
    if (row === null || d.truncated || row.p.kind !== 'vop') continue;
    const p = row.p;
    for (const [reg, t] of vopSources(d, p.src)) {
      for (let k = 0; k < regsOf(t); k++) if (!read.has(reg + k)) read.set(reg + k, t);
    }
    // A VGPR destination (not a compare's lane mask or a readlane's SGPR).
    if (p.dst !== null && p.sdst === undefined && p.lane !== 'read') {
      const reg = fieldOf(d, 'VDST');
      for (let k = 0; k < regsOf(p.dst); k++) written.set(reg + k, p.dst);
    }
  }
  for (const [r, t] of read) if (!written.has(r)) written.set(r, t);
  return written;
}
