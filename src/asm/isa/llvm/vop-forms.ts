// Which LLVM forms (e64, SDWA, DPP) a vector mnemonic written with a suffix
// may take on a generation, and what each accepts: llvm-mc 14 reads a source
// modifier only where some form has it (else "not a valid operand."), reads
// an optional operand (clamp, mul:, div:, SDWA selects, DPP masks) only where
// some form has optional operands and a DPP control only where a DPP form
// exists, then takes the first form that accepts everything: e32, e64, SDWA,
// DPP. The facts are the rows' llvmMods strings (src/isa/llvm-mods.ts).

import type { GenIndex } from '../../../isa/generations.js';
import { llvmModsOf } from '../../../isa/llvm-mods.js';
import type { Instr } from '../../../isa/table/index.js';
import type { Suffix } from '../names.js';
import type { Op, Opt } from './operands.js';

/** LLVM's optional operands of VALU forms (its optional-operand table). */
const OPTIONAL = ['clamp', 'mul', 'div', 'dst_sel', 'dst_unused', 'src0_sel', 'src1_sel', 'row_mask', 'bank_mask', 'bound_ctrl'];
/** DPP controls: read only by a DPP form's own operand parser. */
export const DPP_CONTROLS = ['quad_perm', 'row_shl', 'row_shr', 'row_ror', 'wave_shl', 'wave_rol', 'wave_shr', 'wave_ror',
  'row_mirror', 'row_half_mirror', 'row_bcast'];
/** Every option only an SDWA form takes. */
export const SDWA_OPTION_NAMES = ['dst_sel', 'dst_unused', 'src0_sel', 'src1_sel'];
const SDWA_OPTS = SDWA_OPTION_NAMES;
/** Every option only a DPP form takes. */
export const DPP_OPTION_NAMES = ['row_mask', 'bank_mask', 'bound_ctrl', ...DPP_CONTROLS];
const DPP_OPTS = DPP_OPTION_NAMES;

export interface VopForms {
  /** Modifiers strings (see llvmModsOf) of the forms the suffix allows; null where there is none. */
  readonly e64: string | null;
  readonly sdwa: string | null;
  readonly dpp: string | null;
  /** The option names some form takes. */
  readonly names: ReadonlySet<string>;
  /** Some form has optional operands: llvm-mc's optional-operand parser reads any option name. */
  readonly optional: boolean;
}

const cache = new Map<number, VopForms>();
const SUFFIX_INDEX: Readonly<Record<Suffix, number>> = { '': 0, e32: 1, e64: 2, sdwa: 3, dpp: 4 };

export function vopForms(row: Instr, gi: GenIndex, suffix: Suffix, sdwaGen: boolean): VopForms {
  const key = (row.id * 3 + gi) * 5 + SUFFIX_INDEX[suffix];
  let f = cache.get(key);
  if (f !== undefined) return f;
  const has32 = row.enc === 'VOP2' || row.enc === 'VOPC';
  const any = suffix === '';
  const e64 = (any || suffix === 'e64') && row.vop3[gi] !== null && row.opts.noE64 !== true ? llvmModsOf(row, gi, 'e64') : null;
  const sdwa = (any || suffix === 'sdwa') && has32 && sdwaGen && row.opts.noSdwa !== true ? llvmModsOf(row, gi, 'sdwa') : null;
  const dpp = (any || suffix === 'dpp') && has32 && sdwaGen && row.opts.noDpp !== true ? llvmModsOf(row, gi, 'dpp') : null;
  const names = new Set<string>();
  const optional = sdwa !== null || dpp !== null || (e64 !== null && (flagsOf(e64).includes('c') || flagsOf(e64).includes('o')));
  if (optional) for (const n of OPTIONAL) names.add(n);
  if (dpp !== null) for (const n of DPP_CONTROLS) names.add(n);
  f = { e64, sdwa, dpp, names, optional };
  cache.set(key, f);
  return f;
}

/** The flags after the source letters ('c' clamp, 'o' omod). */
function flagsOf(m: string): string {
  let i = 0;
  while (i < m.length && m[i] !== 'c' && m[i] !== 'o') i++;
  return m.slice(i);
}

/** Some form lets source i carry these modifiers. */
export function modsReadable(f: VopForms, i: number, o: Op): boolean {
  return readable(f.e64, i, o) || readable(f.sdwa, i, o) || readable(f.dpp, i, o);
}

/** The form (a modifiers string; '' for e32) takes source i's modifiers. */
export function modsAccepted(m: string | null, i: number, o: Op): boolean {
  return readable(m, i, o);
}

function readable(m: string | null, i: number, o: Op): boolean {
  if (m === null) return false;
  const l = m[i];
  if ((o.neg || o.abs) && l !== 'F') return false;
  if (o.sext && l !== 'I' && l !== 'i') return false;
  return true;
}

/** The form takes every source's modifiers and every option. */
export function formAccepts(m: string | null, form: 'e64' | 'sdwa' | 'dpp', s: readonly Op[], o: ReadonlyMap<string, Opt>): boolean {
  if (m === null) return false;
  if (form === 'dpp' && !DPP_CONTROLS.some((n) => o.has(n))) return false;
  for (let i = 0; i < s.length; i++) if (!readable(m, i, s[i]!)) return false;
  const flags = flagsOf(m);
  for (const n of o.keys()) {
    if (n === 'clamp') { if (!flags.includes('c')) return false; }
    else if (n === 'mul' || n === 'div') { if (!flags.includes('o')) return false; }
    else if (form === 'e64') return false;
    else if (form === 'sdwa' ? !SDWA_OPTS.includes(n) : !DPP_OPTS.includes(n)) return false;
  }
  return true;
}

/** The first option the form does not take (for the error), or undefined. */
export function optionRefused(m: string | null, form: 'e64' | 'sdwa' | 'dpp', o: ReadonlyMap<string, Opt>): Opt | undefined {
  const flags = m === null ? '' : flagsOf(m);
  for (const [n, v] of o) {
    if (n === 'clamp' ? !flags.includes('c') : n === 'mul' || n === 'div' ? !flags.includes('o')
      : form === 'e64' || (form === 'sdwa' ? !SDWA_OPTS.includes(n) : !DPP_OPTS.includes(n))) return v;
  }
  return undefined;
}
