// Optional operands (AMDGPUOptionalOperandTable): clamp, omod, SDWA
// selectors, DPP masks, cache policy..., and the DPP controls.

import { SDWA_SEL_VALUES, SDWA_UNUSED_VALUES } from '../../isa/sdwa.js';
import { NameCache } from './name-cache.js';
import { IT, OK, PR } from './operand.js';
import { LlvmRegisters } from './registers.js';
import { K } from './tokens.js';

const enum OPK { BIT, INT, OMOD, SEL, UNUSED, ARRAY, CPOL, DIM }

interface OptDef { readonly name: string; readonly kind: OPK; readonly ity: IT }

const OPTIONAL_TABLE: readonly OptDef[] = [
  { name: 'offen', kind: OPK.BIT, ity: IT.OTHER }, { name: 'idxen', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'addr64', kind: OPK.BIT, ity: IT.OTHER }, { name: 'offset0', kind: OPK.INT, ity: IT.OTHER },
  { name: 'offset1', kind: OPK.INT, ity: IT.OTHER }, { name: 'gds', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'lds', kind: OPK.BIT, ity: IT.OTHER }, { name: 'offset', kind: OPK.INT, ity: IT.OTHER },
  { name: 'inst_offset', kind: OPK.INT, ity: IT.OTHER }, { name: '', kind: OPK.CPOL, ity: IT.CPOL },
  { name: 'swz', kind: OPK.BIT, ity: IT.OTHER }, { name: 'tfe', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'd16', kind: OPK.BIT, ity: IT.OTHER }, { name: 'high', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'clamp', kind: OPK.BIT, ity: IT.CLAMP }, { name: 'omod', kind: OPK.OMOD, ity: IT.OMOD },
  { name: 'unorm', kind: OPK.BIT, ity: IT.OTHER }, { name: 'da', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'r128', kind: OPK.BIT, ity: IT.OTHER }, { name: 'a16', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'lwe', kind: OPK.BIT, ity: IT.OTHER }, { name: 'd16', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'dmask', kind: OPK.INT, ity: IT.OTHER }, { name: 'dim', kind: OPK.DIM, ity: IT.OTHER },
  { name: 'row_mask', kind: OPK.INT, ity: IT.ROW_MASK }, { name: 'bank_mask', kind: OPK.INT, ity: IT.BANK_MASK },
  { name: 'bound_ctrl', kind: OPK.INT, ity: IT.BOUND_CTRL }, { name: 'fi', kind: OPK.INT, ity: IT.FI },
  { name: 'dst_sel', kind: OPK.SEL, ity: IT.DST_SEL }, { name: 'src0_sel', kind: OPK.SEL, ity: IT.SRC0_SEL },
  { name: 'src1_sel', kind: OPK.SEL, ity: IT.SRC1_SEL }, { name: 'dst_unused', kind: OPK.UNUSED, ity: IT.DST_UNUSED },
  { name: 'compr', kind: OPK.BIT, ity: IT.OTHER }, { name: 'vm', kind: OPK.BIT, ity: IT.OTHER },
  { name: 'op_sel', kind: OPK.ARRAY, ity: IT.OTHER }, { name: 'op_sel_hi', kind: OPK.ARRAY, ity: IT.OTHER },
  { name: 'neg_lo', kind: OPK.ARRAY, ity: IT.OTHER }, { name: 'neg_hi', kind: OPK.ARRAY, ity: IT.OTHER },
  { name: 'blgp', kind: OPK.INT, ity: IT.OTHER }, { name: 'cbsz', kind: OPK.INT, ity: IT.OTHER },
  { name: 'abid', kind: OPK.INT, ity: IT.OTHER },
];

/** For each identifier that can start an optional operand, the table entries that may take it, in table order. */
const OPTIONAL_BY_ID: ReadonlyMap<string, readonly number[]> = (() => {
  const m = new Map<string, number[]>();
  const add = (id: string, i: number) => { const l = m.get(id); if (l === undefined) m.set(id, [i]); else if (!l.includes(i)) l.push(i); };
  OPTIONAL_TABLE.forEach((d, i) => {
    switch (d.kind) {
      case OPK.BIT: add(d.name, i); add('no' + d.name, i); break;
      case OPK.OMOD: add('mul', i); add('div', i); break;
      case OPK.CPOL: for (const n of ['glc', 'slc', 'dlc', 'scc']) { add(n, i); add('no' + n, i); } break;
      default: add(d.name, i);
    }
  });
  return m;
})();

/** The cache-policy bits (parseCPol) by name, with 'no' forms. */
const CPOL_BITS: ReadonlyMap<string, number> = new Map([
  ['glc', 1], ['noglc', 1], ['slc', 2], ['noslc', 2], ['dlc', 4], ['nodlc', 4], ['scc', 16], ['noscc', 16],
]);

const SDWA_SEL = SDWA_SEL_VALUES;
const SDWA_UNUSED = SDWA_UNUSED_VALUES;

/** Optional operands and DPP controls (the fourth layer of LlvmAssembler). */
export abstract class LlvmOptionalOperands extends LlvmRegisters {
  protected parseOptionalOperand(): PR {
    let r = this.parseOptionalOpr();
    for (let i = 0; i < 8; i++) {
      if (r !== PR.SUCCESS || this.kind() === K.EOS) break;
      this.trySkip(K.Comma);
      r = this.parseOptionalOpr();
    }
    return r;
  }

  protected parseOptionalOpr(): PR {
    if (this.kind() !== K.Ident) return PR.NOMATCH;
    const cands = this.optCache.get(this.text, this.ts[this.p]!, this.te[this.p]!);
    if (cands === undefined) {
      const id = this.tokText();
      this.optCache.set(id, OPTIONAL_BY_ID.get(id) ?? null);
      return this.parseOptionalOpr();
    }
    if (cands === null) return PR.NOMATCH;
    for (const i of cands) {
      const d = OPTIONAL_TABLE[i]!;
      let r: PR;
      switch (d.kind) {
        case OPK.BIT: r = this.parseNamedBit(d.name, d.ity); break;
        case OPK.INT: r = this.parseIntWithPrefix(d.name, d.ity); break;
        case OPK.OMOD:
          r = this.isId('mul') ? this.parseIntWithPrefix('mul', IT.OMOD) : this.isId('div') ? this.parseIntWithPrefix('div', IT.OMOD) : PR.NOMATCH;
          break;
        case OPK.SEL: r = this.parseSdwaSel(d.name, d.ity); break;
        case OPK.UNUSED: r = this.parseSdwaUnused(); break;
        case OPK.ARRAY: r = this.parseArrayWithPrefix(d.name); break;
        case OPK.CPOL: r = this.parseCPol(this.tokText()); break;
        case OPK.DIM: r = PR.NOMATCH; break; // dim: is GFX10+
      }
      if (r !== PR.NOMATCH) return r;
    }
    return PR.NOMATCH;
  }

  /** Identifiers seen at optional-operand positions and their candidate table entries (null: none). */
  protected readonly optCache = new NameCache<readonly number[] | null>();

  protected parseNamedBit(name: string, ity: IT): PR {
    const at = this.loc();
    let bit: bigint;
    if (this.trySkipId(name)) bit = 1n;
    else if (this.trySkipId('no' + name)) bit = 0n;
    else return PR.NOMATCH;
    if (name === 'a16') { this.error(at, 'a16 modifier is not supported on this GPU'); return PR.FAIL; }
    const o = this.newOperand(OK.IMM, at);
    o.val = bit;
    o.ity = ity;
    return PR.SUCCESS;
  }

  protected parseIntWithPrefix(prefix: string, ity: IT): PR {
    const at = this.loc();
    if (!this.trySkipIdThen(prefix, K.Colon)) return PR.NOMATCH;
    const v = this.parseAbsExpr();
    if (v === null) return PR.FAIL;
    let val = v;
    if (ity === IT.OMOD) {
      if (prefix === 'mul') {
        if (v === 1n || v === 2n || v === 4n) val = v >> 1n;
        else this.error(at, 'invalid mul value.');
      } else if (v === 1n) val = 0n;
      else if (v === 2n) val = 3n;
      else this.error(at, 'invalid div value.');
    } else if (ity === IT.BOUND_CTRL) {
      if (v === 0n || v === 1n) val = 1n;
      else this.error(at, 'invalid bound_ctrl value.');
    }
    const o = this.newOperand(OK.IMM, at);
    o.val = val;
    o.ity = ity;
    return PR.SUCCESS;
  }

  protected parseSdwaSel(prefix: string, ity: IT): PR {
    const at = this.loc();
    if (!this.trySkipIdThen(prefix, K.Colon)) return PR.NOMATCH;
    const vat = this.loc();
    if (this.kind() !== K.Ident) { this.error(vat, 'expected an identifier'); return PR.FAIL; }
    const v = SDWA_SEL.get(this.tokText());
    this.next();
    if (v === undefined) { this.error(vat, `invalid ${prefix} value`); return PR.FAIL; }
    const o = this.newOperand(OK.IMM, at);
    o.val = BigInt(v);
    o.ity = ity;
    return PR.SUCCESS;
  }

  protected parseSdwaUnused(): PR {
    const at = this.loc();
    if (!this.trySkipIdThen('dst_unused', K.Colon)) return PR.NOMATCH;
    const vat = this.loc();
    if (this.kind() !== K.Ident) { this.error(vat, 'expected an identifier'); return PR.FAIL; }
    const v = SDWA_UNUSED.get(this.tokText());
    this.next();
    if (v === undefined) { this.error(vat, 'invalid dst_unused value'); return PR.FAIL; }
    const o = this.newOperand(OK.IMM, at);
    o.val = BigInt(v);
    o.ity = IT.DST_UNUSED;
    return PR.SUCCESS;
  }

  protected parseArrayWithPrefix(prefix: string): PR {
    const at = this.loc();
    if (!this.trySkipIdThen(prefix, K.Colon)) return PR.NOMATCH;
    if (!this.skipToken(K.LBrac, 'expected a left square bracket')) return PR.FAIL;
    let val = 0n;
    let i = 0;
    for (; i < 8; i++) {
      const eat = this.loc();
      const v = this.parseAbsExpr();
      if (v === null) return PR.FAIL;
      if (v !== 0n && v !== 1n) { this.error(eat, `invalid ${prefix} value.`); return PR.FAIL; }
      val |= v << BigInt(i);
      if (this.trySkip(K.RBrac)) break;
      if (!this.skipToken(K.Comma, 'expected a comma or a closing square bracket')) return PR.FAIL;
    }
    if (i === 8) { this.error(this.loc(), 'expected a closing square bracket'); return PR.FAIL; }
    const o = this.newOperand(OK.IMM, at);
    o.val = val;
    o.ity = IT.OTHER;
    return PR.SUCCESS;
  }

  protected parseCPol(id: string): PR {
    const at = this.loc();
    const bit = CPOL_BITS.get(id) ?? 0;
    if (bit === 0) return PR.NOMATCH;
    this.next();
    if (bit === 4) { this.error(at, 'dlc modifier is not supported on this GPU'); return PR.FAIL; }
    if (bit === 16) { this.error(at, 'scc modifier is not supported on this GPU'); return PR.FAIL; }
    for (let i = 0; i < this.nops; i++) {
      const o = this.pool[i]!;
      if (o.kind === OK.IMM && o.ity === IT.CPOL) {
        if ((Number(o.val) & bit) !== 0 || (o.fp && false)) { this.error(at, 'duplicate cache policy modifier'); return PR.FAIL; }
        o.val |= BigInt(bit);
        return PR.SUCCESS;
      }
    }
    const o = this.newOperand(OK.IMM, at);
    o.val = BigInt(bit);
    o.ity = IT.CPOL;
    return PR.SUCCESS;
  }

  // --- DPP controls ------------------------------------------------------------------

  protected parseDppCtrl(): PR {
    if (this.kind() !== K.Ident) return PR.NOMATCH;
    const ctrl = this.tokText();
    const vi = this.gen.dpp;
    const supported = ctrl === 'row_mirror' || ctrl === 'row_half_mirror' || ctrl === 'quad_perm' || ctrl === 'row_shl'
      || ctrl === 'row_shr' || ctrl === 'row_ror'
      || (vi && (ctrl === 'wave_shl' || ctrl === 'wave_shr' || ctrl === 'wave_rol' || ctrl === 'wave_ror' || ctrl === 'row_bcast'));
    if (!supported) return PR.NOMATCH;
    const at = this.loc();
    this.next();
    let val = -1;
    if (ctrl === 'row_mirror') val = 0x140;
    else if (ctrl === 'row_half_mirror') val = 0x141;
    else if (this.skipToken(K.Colon, 'expected a colon')) {
      val = ctrl === 'quad_perm' ? this.parseQuadPerm() : this.parseDppSel(ctrl);
    }
    if (val < 0) return PR.FAIL;
    const o = this.newOperand(OK.IMM, at);
    o.val = BigInt(val);
    o.ity = IT.DPP_CTRL;
    return PR.SUCCESS;
  }

  protected parseQuadPerm(): number {
    if (!this.skipToken(K.LBrac, 'expected an opening square bracket')) return -1;
    let val = 0;
    for (let i = 0; i < 4; i++) {
      if (i > 0 && !this.skipToken(K.Comma, 'expected a comma')) return -1;
      const at = this.loc();
      const v = this.parseAbsExpr();
      if (v === null) return -1;
      if (v < 0n || v > 3n) { this.error(at, 'expected a 2-bit value'); return -1; }
      val += Number(v) << (i * 2);
    }
    if (!this.skipToken(K.RBrac, 'expected a closing square bracket')) return -1;
    return val;
  }

  protected parseDppSel(ctrl: string): number {
    const at = this.loc();
    const v0 = this.parseAbsExpr();
    if (v0 === null) return -1;
    let lo = 0;
    let hi = 0;
    let base = -1;
    switch (ctrl) {
      case 'wave_shl': base = 0x130; lo = hi = 1; break;
      case 'wave_rol': base = 0x134; lo = hi = 1; break;
      case 'wave_shr': base = 0x138; lo = hi = 1; break;
      case 'wave_ror': base = 0x13c; lo = hi = 1; break;
      case 'row_shl': base = 0x100; lo = 1; hi = 15; break;
      case 'row_shr': base = 0x110; lo = 1; hi = 15; break;
      case 'row_ror': base = 0x120; lo = 1; hi = 15; break;
      default: break;
    }
    let valid: boolean;
    let val: number;
    if (base < 0) {
      valid = ctrl === 'row_bcast' && (v0 === 15n || v0 === 31n);
      val = v0 === 15n ? 0x142 : 0x143;
    } else {
      valid = v0 >= BigInt(lo) && v0 <= BigInt(hi);
      val = lo === hi ? base : base | Number(v0 & 0xfn);
    }
    if (!valid) { this.error(at, `invalid ${ctrl} value`); return -1; }
    return val;
  }
}
