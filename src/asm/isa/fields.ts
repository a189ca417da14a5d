// Words from named fields: every whole-ISA instruction is built through the
// layout tables (src/isa/encodings.ts), so no shift or mask is written here.

import { LAYOUTS_BY_GEN, setField, type BitField, type Layout } from '../../isa/encodings.js';
import type { GenIndex } from '../../isa/generations.js';
import type { Instr } from '../../isa/table/index.js';

export type Fields = Record<string, number>;

/** The layout an encoding uses on a generation. */
export function layoutOf(gi: GenIndex, name: keyof (typeof LAYOUTS_BY_GEN)[number]): Layout {
  return LAYOUTS_BY_GEN[gi]![name] as Layout;
}

/** The first (and second) word: the encoding tag, the opcode, then the given fields. */
export function buildWords(lay: Layout, opcode: number, f: Fields, out: number[]): void {
  const pre = prepared(lay);
  let w0 = pre.tag0;
  let w1 = pre.tag1;
  if (pre.op !== null) w0 = setField(w0, pre.op, opcode);
  for (const k in f) {
    const v = f[k];
    if (v === undefined || v === 0) continue;
    const fld = lay.fields[k];
    if (fld === undefined || fld.fixed !== undefined) continue;
    if (fld.word === 0) w0 = setField(w0, fld, v); else w1 = setField(w1, fld, v);
  }
  out.push(w0 >>> 0);
  if (lay.words > 1) out.push(w1 >>> 0);
}

interface Prepared { tag0: number; tag1: number; op: BitField | null }
const PREPARED = new Map<Layout, Prepared>();

/** A layout's fixed tag bits and opcode field, computed once. */
function prepared(lay: Layout): Prepared {
  let p = PREPARED.get(lay);
  if (p === undefined) {
    let tag0 = 0;
    let tag1 = 0;
    for (const fld of Object.values(lay.fields)) {
      if (fld.fixed === undefined) continue;
      if (fld.word === 0) tag0 = setField(tag0, fld, fld.fixed); else tag1 = setField(tag1, fld, fld.fixed);
    }
    p = { tag0, tag1, op: lay.fields['OP'] ?? null };
    PREPARED.set(lay, p);
  }
  return p;
}

/** The VOP3 layout of a row on a generation (VOP3A or VOP3B). */
export function vop3Layout(gi: GenIndex, row: Instr): Layout {
  return layoutOf(gi, row.vop3b ? 'VOP3B' : 'VOP3A');
}
