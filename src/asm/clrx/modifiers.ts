// The VOP modifiers after a CLRX instruction's operands, read by the general
// parser: clamp, mul/div/omod, neg/abs/sext (with bit arrays), vop3, the SDWA
// selectors, the DPP controls and masks, and gcnkit's printer's `vdst=`,
// `src0=`, `vsrc1=`, `vsrc2=` and `abs0`/`neg1`/`sext0` spellings.

import { Ch, type Cursor, isDigit } from '../cursor.js';
import { CLRX_EXPR, parseExpr, type ParseError } from '../expr.js';
import type { ClrxAssembler } from './assembler.js';
import { relativeMessage } from './eval.js';
import { newMods, NO_MODS, SEL_NAMES, UNUSED_NAMES, type Mods } from './mods.js';
import { smallExpr } from './registers.js';
import { fieldValue } from './values.js';

/**
 * The modifiers after the operands, as clrxasm 0.1.9 reads them (observed):
 * names are case-insensitive; a modifier that takes a value needs `:`
 * ("Expected ':' before X" where the colon should be); values are
 * expressions, except mul/div/row_bcast (decimal digits); values wider
 * than their field are truncated with a warning at the value; a repeated
 * setting warns ("OMOD is already defined"). After an error the parse goes
 * on with the rest of the line, as clrxasm's does, so later errors are
 * reported too. `ops`: the instruction has a destination and a source
 * (v_nop and v_clrexcp have neither, so neg/abs/sext and the SDWA
 * selectors are unknown to them).
 */
export function parseModifiers(a: ClrxAssembler, c: Cursor, known: boolean, ops = true, twoSources = false): Mods {
  a.bareMod = null;
  c.skipSpace();
  // Most instructions have no modifiers: share one (never modified) default record.
  if (c.atEnd()) return NO_MODS;
  const m = newMods();
  let first = true;
  for (;;) {
    c.skipSpace();
    if (c.atEnd()) return m;
    const col = c.col();
    if (first) { m.firstCol = col; first = false; }
    const id = c.ident();
    if (id === '') { a.error(col, 'Some garbages at VOP modifier place'); return m; }
    modifier(a, id.toLowerCase(), col, c, m, known, ops, twoSources);
  }
}

/** `:` after a modifier name (spaces allowed); reports it missing. */
function colon(a: ClrxAssembler, c: Cursor, what: string): boolean {
  c.skipSpace();
  if (c.peek() === Ch.COLON) { c.pos++; return true; }
  a.error(c.col(), `Expected ':' before ${what}`);
  return false;
}

/** A modifier value: an expression that must be resolved now; null after an error. */
export function modValue(a: ClrxAssembler, c: Cursor): { v: bigint; col: number } | null {
  c.skipSpace();
  const col = c.col();
  const p = c.plainInt();
  if (p >= 0) return { v: BigInt(p), col };
  const err: { e: ParseError | null } = { e: null };
  const e = parseExpr(c, CLRX_EXPR, err);
  if (e === null) { a.exprError(c, err.e!); return null; }
  const r = a.eval(e);
  if (r === undefined) return null;
  if (r.value === null) { a.error(col, 'Unresolved expression is illegal in this place'); return null; }
  if (r.rel !== 0) { a.error(col, relativeMessage(r.rel)); return null; }
  return { v: r.value, col };
}

/** Decimal digits only (mul, div, row_bcast); -1 after reporting "Missing number". */
function decimalValue(a: ClrxAssembler, c: Cursor): number {
  c.skipSpace();
  const s = c.pos;
  let v = 0;
  while (c.pos < c.end && isDigit(c.text.charCodeAt(c.pos))) {
    v = Math.min(v * 10 + c.text.charCodeAt(c.pos) - Ch.D0, 2 ** 40);
    c.pos++;
  }
  if (c.pos === s) { a.error(c.col(), 'Missing number'); return -1; }
  return v;
}

/** Parses one modifier (its name read); errors are reported and the parse goes on. */
function modifier(a: ClrxAssembler, name: string, col: number, c: Cursor, m: Mods, known: boolean, ops: boolean, twoSources = false): void {
  const ext = a.gen.sdwa;
  // Fields the CLRX disassembler prints for non-canonical words (gcnkit's additions).
  c.skipSpace();
  if (c.peek() === Ch.EQ && (name === 'vdst' || name === 'dst' || name === 'src0' || name === 'vsrc1' || name === 'vsrc2')) {
    c.pos++;
    const v = smallExpr(a, c);
    if (v === null) return;
    if (name === 'src0') m.src0Field = v & 0x1ff;
    else if (name === 'vsrc1') m.vsrc1 = v & 0x1ff;
    else if (name === 'vsrc2') m.vsrc2 = v & 0x1ff;
    else m.vdstField = v & 0xff;
    return;
  }
  const optional = (): { v: bigint; col: number } | null | undefined => {
    c.skipSpace();
    if (c.peek() !== Ch.COLON) return undefined;
    c.pos++;
    return modValue(a, c);
  };
  switch (name) {
    case 'clamp': {
      const x = optional();
      if (x === null) return;
      m.clamp = x === undefined || x.v !== 0n;
      return;
    }
    case 'vop3': {
      const x = optional();
      if (x === null) return;
      m.vop3 = x === undefined || x.v !== 0n;
      return;
    }
    case 'mul': case 'div': {
      if (!colon(a, c, name === 'mul' ? 'multiplier number' : 'divider number')) return;
      const v = decimalValue(a, c);
      if (v < 0) return;
      const o = name === 'mul' ? (v === 2 ? 1 : v === 4 ? 2 : -1) : v === 2 ? 3 : -1;
      if (o < 0) { a.error(col, `Unknown VOP3 ${name}:X modifier`); return; }
      if (m.omodSet) a.warning(col, 'OMOD is already defined');
      m.omod = o;
      m.omodSet = true;
      return;
    }
    case 'omod': {
      if (!colon(a, c, 'omod')) return;
      const x = modValue(a, c);
      if (x === null) return;
      // (clrxasm warns about a second OMOD only at mul/div.)
      m.omod = fieldValue(a, x, 2);
      m.omodSet = true;
      return;
    }
    case 'neg': case 'abs': case 'sext': {
      if (!ops || (name === 'sext' && !ext)) break;
      c.skipSpace();
      if (c.peek() !== Ch.COLON) {
        // clrxasm takes a bare neg/abs/sext without a word and then drops the whole
        // instruction silently; gcnkit reports it (see emit()).
        if (a.bareMod === null) a.bareMod = { col, name };
        return;
      }
      c.pos++;
      const bits = bitsArg(a, c, known ? 1 : 3);
      if (bits === null) return;
      const setName = `${name[0]!.toUpperCase()}${name.slice(1)} is already defined`;
      if (name === 'neg') { if (m.negSet) a.warning(col, setName); m.negBits = bits; m.negSet = true; } else if (name === 'abs') { if (m.absSet) a.warning(col, setName); m.absBits = bits; m.absSet = true; } else {
        if (m.sextSet) a.warning(col, setName);
        m.sextBits = bits & 3;
        m.sextSet = true;
      }
      return;
    }
    case 'abs0': case 'abs1': case 'abs2': m.absBits |= 1 << Number(name[3]); return;
    case 'neg0': case 'neg1': case 'neg2': m.negBits |= 1 << Number(name[3]); return;
    default: break;
  }
  if (!ext) { a.error(col, 'Unknown VOP modifier'); return; }
  switch (name) {
    case 'sdwa': case 'dpp': {
      const x = optional();
      if (x === null) return;
      const on = x === undefined || x.v !== 0n;
      if (name === 'sdwa') m.sdwa = on; else m.dpp = on;
      return;
    }
    case 'sext0': case 'sext1': m.sextBits |= 1 << Number(name[4]); m.wantSdwa = true; return;
    case 'dst_sel': case 'src0_sel': case 'src1_sel': case 'dst_unused': case 'dst_un': {
      if (!ops || (name === 'src1_sel' && !twoSources)) { a.error(col, 'Unknown VOP modifier'); return; }
      const what = name === 'dst_un' ? 'dst_unused' : name;
      if (!colon(a, c, what)) return;
      c.skipSpace();
      const vcol = c.col();
      if (c.atEnd()) { a.error(vcol, `Expected ${what}`); return; }
      const id = c.ident();
      if (id === '') { a.error(vcol, `Some garbages at ${what} place`); return; }
      const v = (what === 'dst_unused' ? UNUSED_NAMES : SEL_NAMES).get(id.toLowerCase()) ?? -1;
      if (v < 0) { a.error(vcol, `Unknown ${what}`); return; }
      if (what === 'dst_sel') {
        if (m.dstSelSet) a.warning(col, 'Dst_sel is already defined');
        m.dstSel = v;
        m.dstSelSet = true;
      } else if (what === 'src0_sel') {
        if (m.src0SelSet) a.warning(col, 'Src0_sel is already defined');
        m.src0Sel = v;
        m.src0SelSet = true;
      } else if (what === 'src1_sel') {
        if (m.src1SelSet) a.warning(col, 'Src1_sel is already defined');
        m.src1Sel = v;
        m.src1SelSet = true;
      } else {
        if (m.dstUnusedSet) a.warning(col, 'Dst_unused is already defined');
        m.dstUnused = v;
        m.dstUnusedSet = true;
      }
      m.wantSdwa = true;
      return;
    }
    case 'quad_perm': {
      if (!colon(a, c, 'quad_perm')) return;
      c.skipSpace();
      if (c.peek() !== Ch.LBRACKET) { a.error(c.col(), "Expected '[' before quad_perm list"); return; }
      c.pos++;
      let ctrl = 0;
      for (let i = 0; i < 4; i++) {
        if (i > 0) {
          c.skipSpace();
          if (c.peek() !== Ch.COMMA) { a.error(c.col(), "Expected ',' before quad_perm component"); return; }
          c.pos++;
        }
        const x = modValue(a, c);
        if (x === null) return;
        ctrl |= fieldValue(a, x, 2) << (2 * i);
      }
      c.skipSpace();
      if (c.peek() !== Ch.RBRACKET) { a.error(c.col(), 'Unterminated quad_perm'); return; }
      c.pos++;
      setDppCtrl(a, m, ctrl, col);
      return;
    }
    case 'row_shl': case 'row_shr': case 'row_ror': {
      if (!colon(a, c, name)) return;
      const x = modValue(a, c);
      if (x === null) return;
      const v = fieldValue(a, x, 4);
      if (v === 0) { a.error(x.col, 'Illegal zero shift for row_XXX shift'); return; }
      setDppCtrl(a, m, (name === 'row_shl' ? 0x100 : name === 'row_shr' ? 0x110 : 0x120) + v, col);
      return;
    }
    case 'wave_shl': case 'wave_rol': case 'wave_shr': case 'wave_ror': {
      c.skipSpace();
      if (c.peek() === Ch.COLON) {
        c.pos++;
        c.skipSpace();
        const vcol = c.col();
        const v = decimalValue(a, c);
        if (v < 0) return;
        if (v !== 1) { a.error(vcol, "Value must be '1'"); return; }
      }
      setDppCtrl(a, m, { wave_shl: 0x130, wave_rol: 0x134, wave_shr: 0x138, wave_ror: 0x13c }[name], col);
      return;
    }
    case 'row_mirror': setDppCtrl(a, m, 0x140, col); return;
    case 'row_half_mirror': setDppCtrl(a, m, 0x141, col); return;
    case 'row_bcast15': setDppCtrl(a, m, 0x142, col); return;
    case 'row_bcast31': setDppCtrl(a, m, 0x143, col); return;
    case 'row_bcast': {
      if (!colon(a, c, 'row_bcast')) return;
      c.skipSpace();
      const vcol = c.col();
      const v = decimalValue(a, c);
      if (v < 0) return;
      if (v !== 15 && v !== 31) { a.error(vcol, 'Thread to broadcast must be 15 or 31'); return; }
      setDppCtrl(a, m, v === 15 ? 0x142 : 0x143, col);
      return;
    }
    case 'dppctrl': {
      if (!colon(a, c, 'dppctrl')) return;
      const v = smallExpr(a, c);
      if (v === null) return;
      setDppCtrl(a, m, v & 0x1ff, col);
      return;
    }
    case 'bound_ctrl': {
      let on = 1;
      c.skipSpace();
      if (c.peek() === Ch.COLON) {
        c.pos++;
        c.skipSpace();
        const vcol = c.col();
        const v = decimalValue(a, c);
        if (v < 0) return;
        if (v !== 0 && v !== 1) { a.error(vcol, "Value must be '0' or '1'"); return; }
        // bound_ctrl:0:e / bound_ctrl:1:e set the bit to e != 0.
        c.skipSpace();
        if (c.peek() === Ch.COLON) {
          c.pos++;
          const e = modValue(a, c);
          if (e === null) return;
          on = e.v !== 0n ? 1 : 0;
        }
      }
      if (m.boundCtrlSet) a.warning(col, 'BoundCtrl is already defined');
      m.boundCtrl = on;
      m.boundCtrlSet = true;
      m.wantDpp = true;
      return;
    }
    case 'bank_mask': case 'row_mask': {
      if (!colon(a, c, name)) return;
      const x = modValue(a, c);
      if (x === null) return;
      const v = fieldValue(a, x, 4);
      if (name === 'bank_mask') {
        if (m.bankMaskSet) a.warning(col, 'Bank_mask is already defined');
        m.bankMask = v;
        m.bankMaskSet = true;
      } else {
        if (m.rowMaskSet) a.warning(col, 'Row_mask is already defined');
        m.rowMask = v;
        m.rowMaskSet = true;
      }
      m.wantDpp = true;
      return;
    }
    default: break;
  }
  a.error(col, 'Unknown VOP modifier');
}

function setDppCtrl(a: ClrxAssembler, m: Mods, ctrl: number, col: number): void {
  if (m.dppCtrlSet) a.warning(col, 'DppCtrl is already defined');
  m.dppCtrl = ctrl;
  m.dppCtrlSet = true;
  m.wantDpp = true;
}

/** `neg:e` or `neg:[e]`: one bit per source (`n` sources), wider values truncated with a warning. */
function bitsArg(a: ClrxAssembler, c: Cursor, n: number): number | null {
  c.skipSpace();
  if (c.peek() === Ch.LBRACKET) {
    c.pos++;
    let bits = 0;
    for (let i = 0; ; i++) {
      const x = modValue(a, c);
      if (x === null) return null;
      bits |= fieldValue(a, x, 1) << i;
      c.skipSpace();
      if (c.peek() === Ch.RBRACKET) { c.pos++; return bits; }
      if (i + 1 >= n || c.peek() !== Ch.COMMA) { a.error(c.col(), 'Unterminated bit array'); return null; }
      c.pos++;
    }
  }
  const x = modValue(a, c);
  if (x === null) return null;
  return fieldValue(a, x, n);
}

