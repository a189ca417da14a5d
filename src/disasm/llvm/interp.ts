// LLVM-dialect text of the interpolation ops: VINTRP, its VOP3 images on
// GCN 1.2 (v_interp_*_e64) and GCN 1.2's VOP3-only f16 ops.

import type { Instr } from '../../isa/table/index.js';
import type { Decoded } from '../decode.js';
import { BUS_M0, busKey, constantBus } from './bus.js';
import { fpMods, OMOD, vgpr } from './common.js';
import { markLossy } from './lossy.js';
import { isConstCode, operand } from './operands.js';
import { llvmName } from './scalar.js';

const LITERAL = 255;

const INTERP_P = ['p10', 'p20', 'p0'];

/** v_interp_mov_f32's slot: p10, p20, p0, else `invalid_param_N`, which the assembler refuses. */
function interpSlot(n: number): string {
  if (n < 3) return INTERP_P[n]!;
  markLossy('refused-value');
  return `invalid_param_${n}`;
}

/** The VOP3 forms of v_interp_* (GCN 1.2): the attribute in SRC0, the barycentric VGPR in SRC1. */
export function vop3Interp(r: Decoded, row: Instr, name: string): string | null {
  const w0 = r.w0;
  const w1 = r.w1;
  const vdst = w0 & 0xff;
  const s0 = w1 & 0x1ff;
  const s1 = (w1 >>> 9) & 0x1ff;
  const s2 = (w1 >>> 18) & 0x1ff;
  const omod = (w1 >>> 27) & 3;
  const neg = (w1 >>> 29) & 7;
  const abs = (w0 >>> 8) & 7;
  const clamp = (w0 >>> 15) & 1;
  const high = (s0 >>> 8) & 1;
  const attr = `attr${s0 & 63}.${'xyzw'[(s0 >>> 6) & 3]}`;
  const p = row.p;
  const d = vgpr(vdst, 1);
  if (d === null) return null;
  if ((neg & 1) || (abs & 1)) return null;
  if (p.kind === 'vintrp') {
    if (high || s2 !== 0 || ((neg | abs) & 4)) return null;
    if (p.form === 'mov') {
      if ((neg | abs) & 2 || s1 >= 256) return null;
      const slot = interpSlot(s1);
      return `${name}_e64 ${d}, ${slot}, ${attr}${clamp ? ' clamp' : ''}${OMOD[omod]!}`;
    }
    const v = s1 >= 256 ? vgpr(s1 - 256, 1) : null;
    if (v === null) return null;
    return `${name}_e64 ${d}, ${fpMods(v, (neg & 2) !== 0, (abs & 2) !== 0, false)}, ${attr}${clamp ? ' clamp' : ''}${OMOD[omod]!}`;
  }
  if (p.kind !== 'vop3interp') return null;
  // The f16 interpolation ops decode their sources as any 32-bit register (VS_32): SGPRs print,
  // constants are invalid immediates.
  // M0 is read implicitly: with it, a scalar first source breaks the constant bus rule (the
  // assembler does not count the second, SRC2).
  constantBus([BUS_M0, busKey(s1, 1)]);
  const src = (code: number, bit: number): string | null => {
    const n = code === LITERAL ? null : operand(r.gen, code, 1, 'reg', true); // lds_direct reads back in both
    return n === null ? null : fpMods(n, (neg & bit) !== 0, (abs & bit) !== 0, isConstCode(r.gen, code));
  };
  const v = src(s1, 2);
  if (v === null) return null;
  let t = `${name} ${d}, ${v}, ${attr}`;
  if (p.form === 'p1ll') {
    if (s2 !== 0 || ((neg | abs) & 4)) return null;
  } else {
    const v2 = src(s2, 4);
    if (v2 === null) return null;
    t += ', ' + v2;
  }
  if (high) t += ' high';
  if (clamp) t += ' clamp';
  if (p.form === 'p2' && omod) return null;
  t += OMOD[omod]!;
  return t;
}

/** VINTRP (32-bit): `_e32` on GCN 1.2 only. */
export function llvmVintrp(r: Decoded): string | null {
  const row = r.row;
  const name = llvmName(r);
  if (row === null || name === null || row.p.kind !== 'vintrp') return null;
  const w = r.w0;
  const n = r.gen === 2 ? name + '_e32' : name;
  const d = vgpr((w >>> 18) & 0xff, 1)!;
  const vs = w & 0xff;
  const attr = `attr${(w >>> 10) & 63}.${'xyzw'[(w >>> 8) & 3]}`;
  if (row.p.form === 'mov') return `${n} ${d}, ${interpSlot(vs)}, ${attr}`;
  return `${n} ${d}, v${vs}, ${attr}`;
}
