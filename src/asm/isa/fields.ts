// Words from named fields: every whole-ISA instruction is built through the
// layout tables (src/isa/encodings.ts), so no shift or mask is written here.

import { LAYOUTS_BY_GEN, setField, type Layout } from '../../isa/encodings.js';
import type { GenIndex } from '../../isa/generations.js';
import type { Instr } from '../../isa/table/index.js';

export type Fields = Record<string, number>;

/** The layout an encoding uses on a generation. */
export function layoutOf(gi: GenIndex, name: keyof (typeof LAYOUTS_BY_GEN)[number]): Layout {
  return LAYOUTS_BY_GEN[gi]![name] as Layout;
}

/** The first (and second) word: the encoding tag, the opcode, then the given fields. */
export function buildWords(lay: Layout, opcode: number, f: Fields, out: number[]): void {
  let w0 = 0;
  let w1 = 0;
  for (const fld of Object.values(lay.fields)) {
    let v: number | undefined;
    if (fld.fixed !== undefined) v = fld.fixed;
    else if (fld.name === 'OP') v = opcode;
    else v = f[fld.name];
    if (v === undefined || v === 0) continue;
    if (fld.word === 0) w0 = setField(w0, fld, v); else w1 = setField(w1, fld, v);
  }
  out.push(w0 >>> 0);
  if (lay.words > 1) out.push(w1 >>> 0);
}

/** The VOP3 layout of a row on a generation (VOP3A or VOP3B). */
export function vop3Layout(gi: GenIndex, row: Instr): Layout {
  return layoutOf(gi, row.vop3b ? 'VOP3B' : 'VOP3A');
}
