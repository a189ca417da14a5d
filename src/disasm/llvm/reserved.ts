// Reserved bits: fields a layout marks reserved (src/isa/encodings.ts) mean
// nothing to llvm-mc 14's assembler, which writes them as zero. Where its
// decoder accepts a word with such bits set (the printers return null where
// it does not), the text is lossy.

import { DPP, MIMG_VI, SDWA, type Layout } from '../../isa/encodings.js';
import { EXT_DPP, EXT_SDWA, type Decoded } from '../decode.js';

const MASKS = new Map<Layout, readonly [number, number]>();

/**
 * Reserved bits llvm-mc reads as a field of its own: bit 0 of a GCN 1.2 MIMG
 * word is its eighth opcode bit (the `_g16` ops, which it assembles too; the
 * printer refuses the bit elsewhere).
 */
const LLVM_FIELDS = new Map<Layout, readonly [number, number]>([[MIMG_VI, [1, 0]]]);

/** The reserved bits of a layout, per dword. */
function reservedMask(lay: Layout): readonly [number, number] {
  let m = MASKS.get(lay);
  if (m === undefined) {
    const w = [0, 0];
    for (const f of Object.values(lay.fields)) if (f.reserved === true) w[f.word] = (w[f.word]! | (f.mask << f.lo)) >>> 0;
    const own = LLVM_FIELDS.get(lay) ?? [0, 0];
    m = [(w[0]! & ~own[0]) >>> 0, (w[1]! & ~own[1]) >>> 0];
    MASKS.set(lay, m);
  }
  return m;
}

/** Whether the decoded instruction sets a reserved bit of its layout or of its SDWA/DPP dword. */
export function hasReservedBits(r: Decoded): boolean {
  const lay = r.layout;
  if (lay === null) return false;
  const m = reservedMask(lay);
  if ((r.w0 & m[0]) !== 0) return true;
  if (lay.words > 1 && (r.w1 & m[1]) !== 0) return true;
  if (r.ext === EXT_SDWA || r.ext === EXT_DPP) return (r.w1 & reservedMask(r.ext === EXT_SDWA ? SDWA : DPP)[1]) !== 0;
  return false;
}
