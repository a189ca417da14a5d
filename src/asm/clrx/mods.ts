// The VOP modifiers after a CLRX instruction's operands (clamp, omod, the
// SDWA selectors, DPP controls, ...): one record, filled by the general
// parser (modifiers.ts) or the byte fast path (fast-path.ts).

/** The modifiers after the operands. */
export interface Mods {
  /** Column of the first modifier (for "Mixing ..." errors). */
  firstCol: number;
  clamp: boolean;
  omod: number;
  negBits: number;
  absBits: number;
  sextBits: number;
  vop3: boolean;
  sdwa: boolean;
  dpp: boolean;
  // Which encoding the modifiers ask for (SDWA/DPP controls, VOP3-only modifiers).
  wantVop3: boolean;
  wantSdwa: boolean;
  wantDpp: boolean;
  dstSel: number;
  dstUnused: number;
  src0Sel: number;
  src1Sel: number;
  src1SelSet: boolean;
  dppCtrl: number;
  /** A DPP control was given (a second one warns). */
  dppCtrlSet: boolean;
  /** SDWA options given (a second one warns). */
  dstSelSet: boolean;
  src0SelSet: boolean;
  dstUnusedSet: boolean;
  boundCtrl: number;
  bankMask: number;
  rowMask: number;
  /** Settings given (a second one warns). */
  omodSet: boolean;
  negSet: boolean;
  absSet: boolean;
  sextSet: boolean;
  boundCtrlSet: boolean;
  bankMaskSet: boolean;
  rowMaskSet: boolean;
  // Disassembler-only fields (gcnkit's CLRX printer), null when absent.
  vdstField: number | null;
  src0Field: number | null;
  vsrc1: number;
  vsrc2: number;
  raw: number[] | null;
}

export function newMods(): Mods {
  return {
    firstCol: 0, clamp: false, omod: 0, negBits: 0, absBits: 0, sextBits: 0,
    vop3: false, sdwa: false, dpp: false, wantVop3: false, wantSdwa: false, wantDpp: false,
    dstSel: 6, dstUnused: 0, src0Sel: 6, src1Sel: 6, src1SelSet: false, dppCtrl: 0xe4, dppCtrlSet: false, dstSelSet: false, src0SelSet: false, dstUnusedSet: false, boundCtrl: 0, bankMask: 15, rowMask: 15,
    omodSet: false, negSet: false, absSet: false, sextSet: false, boundCtrlSet: false, bankMaskSet: false, rowMaskSet: false,
    vdstField: null, src0Field: null, vsrc1: 0, vsrc2: 0, raw: null,
  };
}

/** The modifiers of an instruction that has none (shared, read-only). */
export const NO_MODS: Mods = Object.freeze(newMods()) as Mods;

// ('invalid' is gcnkit's spelling of the reserved values, for its printer's output.)
export const SEL_NAMES: ReadonlyMap<string, number> = new Map([
  ['byte0', 0], ['byte_0', 0], ['b0', 0], ['byte1', 1], ['byte_1', 1], ['b1', 1],
  ['byte2', 2], ['byte_2', 2], ['b2', 2], ['byte3', 3], ['byte_3', 3], ['b3', 3],
  ['word0', 4], ['word_0', 4], ['w0', 4], ['word1', 5], ['word_1', 5], ['w1', 5],
  ['dword', 6], ['invalid', 7],
]);
export const UNUSED_NAMES: ReadonlyMap<string, number> = new Map([
  ['pad', 0], ['sext', 1], ['preserve', 2], ['unused_pad', 0], ['unused_sext', 1], ['unused_preserve', 2], ['invalid', 3],
]);
/** Back to the defaults (the fast path reuses one record). */
export function resetMods(m: Mods): Mods {
  m.firstCol = 0; m.clamp = false; m.omod = 0; m.negBits = 0; m.absBits = 0; m.sextBits = 0;
  m.vop3 = false; m.sdwa = false; m.dpp = false; m.wantVop3 = false; m.wantSdwa = false; m.wantDpp = false;
  m.dstSel = 6; m.dstUnused = 0; m.src0Sel = 6; m.src1Sel = 6; m.src1SelSet = false; m.dppCtrl = 0xe4; m.dppCtrlSet = false; m.dstSelSet = false;
  m.src0SelSet = false; m.dstUnusedSet = false; m.boundCtrl = 0; m.bankMask = 15; m.rowMask = 15;
  m.omodSet = false; m.negSet = false; m.absSet = false; m.sextSet = false; m.boundCtrlSet = false; m.bankMaskSet = false;
  m.rowMaskSet = false;
  m.vdstField = null; m.src0Field = null; m.vsrc1 = 0; m.vsrc2 = 0; m.raw = null;
  return m;
}
