// The registers an instruction writes, from its row's operand profile and
// its fields: what `gcnkit run` lists as written for whole-ISA programs (a
// write of the value already there is still a write). Registers written
// through an index (s_movreld, v_movreld, GPR-index mode) are not found here;
// the runner also lists every register whose value changed. EXEC (always
// listed) is not marked.

import { fieldOf, type Decoded } from '../disasm/decode.js';
import type { Profile, ValueType } from '../isa/table/types.js';
import { CODE_VCC } from './state.js';

/** Marks the destinations of `d` in `sreg` (by operand code, < 128) and `vgpr` (by number). */
export function markDestinations(d: Decoded, sreg: Uint8Array, vgpr: Uint8Array): void {
  const row = d.row;
  if (row === null || d.truncated) return;
  const p = row.p as Profile;
  const s = (code: number, n: number): void => { for (let i = 0; i < n && code + i < 128; i++) sreg[code + i] = 1; };
  const v = (reg: number, n: number): void => { for (let i = 0; i < n && reg + i < 256; i++) vgpr[reg + i] = 1; };
  switch (p.kind) {
    case 'sop':
      if (p.dst !== 0) s(fieldOf(d, 'SDST'), p.dst);
      return;
    case 'sopk':
      if (p.form === 'dst_imm' || p.form === 'dstsrc_imm' || p.form === 'getreg') s(fieldOf(d, 'SDST'), 1);
      return;
    case 'smem':
      if (p.form === 'load' || p.form === 'dst' || (p.form === 'atomic' && fieldOf(d, 'GLC') === 1)) {
        s(d.gen === 2 ? fieldOf(d, 'SDATA') : fieldOf(d, 'SDST'), p.data);
      }
      return;
    case 'vop': {
      const vop3 = d.enc === 'VOP3';
      const vdst = fieldOf(d, 'VDST');
      if (p.lane === 'read' || p.sdst === 'b32') { s(vdst, 1); return; }
      if (p.sdst === 'b64') s(vop3 ? vdst : CODE_VCC, 2);
      else if (p.dst !== null) v(vdst, regs(p.dst));
      if (p.co === true) s(vop3 ? fieldOf(d, 'SDST') : CODE_VCC, 2);
      return;
    }
    case 'ds':
      if (p.vdst > 0) v(fieldOf(d, 'VDST'), p.vdst);
      return;
    case 'buf':
      if (p.lds === true) return;
      if (p.dir === 'load' || (p.dir === 'atomic' && fieldOf(d, 'GLC') === 1)) {
        const n = (p.cmpswap === true ? p.data / 2 : p.data) + (fieldOf(d, 'TFE') === 1 ? 1 : 0);
        v(fieldOf(d, 'VDATA'), n);
      }
      return;
    case 'flat':
      if (p.dir === 'load' || (p.dir === 'atomic' && fieldOf(d, 'GLC') === 1)) {
        v(fieldOf(d, 'VDST'), (p.cmpswap === true ? p.data / 2 : p.data) + (fieldOf(d, 'TFE') === 1 ? 1 : 0));
      }
      return;
    default:
      return;
  }
}

function regs(t: ValueType): number {
  return t === 'b128' ? 4 : /64/.test(t) ? 2 : 1;
}
