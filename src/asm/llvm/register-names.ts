// Register files, special-register names and widths, register-class sizes
// (AMDGPUAsmParser's register tables) and the small helpers that read them.

import type { GenIndex } from '../../isa/generations.js';
import { CODE_LDS_DIRECT, CONDITION_CODES, namedScalar } from '../../isa/operands.js';
import { NameCache } from './name-cache.js';

export const enum RF { V, S, TTMP, A, SPECIAL }

/** Special register ids (getSpecialRegForName), with their width in dwords. */
export const enum SP {
  EXEC, VCC, FLAT_SCR, XNACK, SHARED_BASE, SHARED_LIMIT, PRIVATE_BASE, PRIVATE_LIMIT, POPS_EXITING_WAVE_ID,
  LDS_DIRECT, M0, VCCZ, EXECZ, SCC, TBA, TMA, FLAT_SCR_LO, FLAT_SCR_HI, XNACK_LO, XNACK_HI,
  VCC_LO, VCC_HI, EXEC_LO, EXEC_HI, TMA_LO, TMA_HI, TBA_LO, TBA_HI, PC, NULL,
}

const SPECIAL_NAMES: ReadonlyMap<string, SP> = new Map([
  ['exec', SP.EXEC], ['vcc', SP.VCC], ['flat_scratch', SP.FLAT_SCR], ['xnack_mask', SP.XNACK],
  ['shared_base', SP.SHARED_BASE], ['src_shared_base', SP.SHARED_BASE],
  ['shared_limit', SP.SHARED_LIMIT], ['src_shared_limit', SP.SHARED_LIMIT],
  ['private_base', SP.PRIVATE_BASE], ['src_private_base', SP.PRIVATE_BASE],
  ['private_limit', SP.PRIVATE_LIMIT], ['src_private_limit', SP.PRIVATE_LIMIT],
  ['pops_exiting_wave_id', SP.POPS_EXITING_WAVE_ID], ['src_pops_exiting_wave_id', SP.POPS_EXITING_WAVE_ID],
  ['lds_direct', SP.LDS_DIRECT], ['src_lds_direct', SP.LDS_DIRECT], ['m0', SP.M0],
  ['vccz', SP.VCCZ], ['src_vccz', SP.VCCZ], ['execz', SP.EXECZ], ['src_execz', SP.EXECZ],
  ['scc', SP.SCC], ['src_scc', SP.SCC], ['tba', SP.TBA], ['tma', SP.TMA],
  ['flat_scratch_lo', SP.FLAT_SCR_LO], ['flat_scratch_hi', SP.FLAT_SCR_HI],
  ['xnack_mask_lo', SP.XNACK_LO], ['xnack_mask_hi', SP.XNACK_HI],
  ['vcc_lo', SP.VCC_LO], ['vcc_hi', SP.VCC_HI], ['exec_lo', SP.EXEC_LO], ['exec_hi', SP.EXEC_HI],
  ['tma_lo', SP.TMA_LO], ['tma_hi', SP.TMA_HI], ['tba_lo', SP.TBA_LO], ['tba_hi', SP.TBA_HI],
  ['pc', SP.PC], ['null', SP.NULL],
]);

/** SPECIAL_NAMES keyed by source ranges (no substring per lookup). */
let specialByRange: NameCache<SP> | null = null;
export function specialAt(t: string, s: number, e: number): SP | undefined {
  if (specialByRange === null) {
    specialByRange = new NameCache<SP>();
    for (const [k, v] of SPECIAL_NAMES) specialByRange.set(k, v);
  }
  return specialByRange.get(t, s, e);
}

/** Width in dwords of each special register. */
export const SPECIAL_WIDTH: readonly number[] = [
  2, 2, 2, 2, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 2, 1,
];
/** The name operands.ts knows each special register by (for its code), or null. */
const SPECIAL_SCALAR: readonly (string | null)[] = [
  'exec', 'vcc', 'flat_scratch', 'xnack_mask', null, null, null, null, null,
  null, 'm0', null, null, null, 'tba', 'tma', 'flat_scratch_lo', 'flat_scratch_hi', 'xnack_mask_lo', 'xnack_mask_hi',
  'vcc_lo', 'vcc_hi', 'exec_lo', 'exec_hi', 'tma_lo', 'tma_hi', 'tba_lo', 'tba_hi', null, null,
];

/** Registers that count as "inline values" (they fit operands of any width). */
export function isInlineValueSpecial(sp: number): boolean {
  return (sp >= SP.SHARED_BASE && sp <= SP.POPS_EXITING_WAVE_ID) || sp === SP.VCCZ || sp === SP.EXECZ
    || sp === SP.SCC || sp === SP.NULL;
}

/** getRegularReg's checks of v/s/ttmp[num:num+width-1]: '' or llvm-mc's message (alignment, size, range). */
export function regularRegError(file: RF, num: number, width: number): string {
  const align = file === RF.S || file === RF.TTMP ? Math.min(width, 4) : 1;
  if (num % align !== 0) return 'invalid register alignment';
  const size = classSize(file, width);
  if (size < 0) return 'invalid or unsupported register size';
  if (num / align >= size) return 'register index is out of range';
  return '';
}

/** subtargetHasRegister for s/ttmp ranges: '' or llvm-mc's message (GCN 1.2 has 102 SGPRs, 1.0/1.1 104). */
export function scalarRegAvailability(gi: number, file: RF, num: number, width: number): string {
  const last = num + width - 1;
  if (file === RF.TTMP ? last >= 12 : last >= (gi === 2 ? 102 : 104)) return 'register not available on this GPU';
  return '';
}

/** Number of registers of a regular class: LLVM's register-class sizes. */
export function classSize(file: RF, width: number): number {
  switch (file) {
    case RF.V: case RF.A:
      if (width > 8 && width !== 16 && width !== 32) return -1;
      return 256 - width + 1;
    case RF.S: {
      if (width > 8 && width !== 16) return -1;
      const align = Math.min(width, 4);
      return Math.floor((106 - width) / align) + 1;
    }
    case RF.TTMP: {
      if (width !== 1 && width !== 2 && width !== 4 && width !== 8 && width !== 16) return -1;
      const align = Math.min(width, 4);
      return Math.floor((16 - width) / align) + 1;
    }
    default: return -1;
  }
}

/** The decimal register number of text[s, e) (StringRef::getAsInteger(10)), or -1. */
export function regNumber(t: string, s: number, e: number): number {
  if (e <= s) return -1;
  let v = 0;
  for (let i = s; i < e; i++) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
    if (v > 0xffffffff) return -1;
  }
  return v;
}

/** A list of two special 32-bit halves forms its 64-bit register (AddNextRegisterToList), or -1. */
export function specialPair(a: number, b: number): number {
  if (a === SP.EXEC_LO && b === SP.EXEC_HI) return SP.EXEC;
  if (a === SP.FLAT_SCR_LO && b === SP.FLAT_SCR_HI) return SP.FLAT_SCR;
  if (a === SP.XNACK_LO && b === SP.XNACK_HI) return SP.XNACK;
  if (a === SP.VCC_LO && b === SP.VCC_HI) return SP.VCC;
  if (a === SP.TBA_LO && b === SP.TBA_HI) return SP.TBA;
  if (a === SP.TMA_LO && b === SP.TMA_HI) return SP.TMA;
  return -1;
}

/** The 9-bit code of each special register on a generation (0 where it has none). */
export function specialCodes(gi: GenIndex): readonly number[] {
  return SPECIAL_WIDTH.map((_, sp) => {
    if (sp === SP.VCCZ) return CONDITION_CODES[0]!.code;
    if (sp === SP.EXECZ) return CONDITION_CODES[1]!.code;
    if (sp === SP.SCC) return CONDITION_CODES[2]!.code;
    if (sp === SP.LDS_DIRECT) return CODE_LDS_DIRECT;
    const n = SPECIAL_SCALAR[sp];
    return (n ? namedScalar(gi, n)?.code : undefined) ?? 0;
  });
}
