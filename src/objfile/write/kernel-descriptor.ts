// `.amdhsa_kernel` blocks -> 64-byte kernel descriptors, with llvm-mc 14's
// defaults, checks and messages (each message at the place llvm-mc gives it:
// the directive, its value, or the end of the block).

import {
  AMDHSA_BYTE_FIELDS, AMDHSA_DIRECT_AFTER, AMDHSA_DIRECT_BEFORE, AMDHSA_LATER_DIRECTIVES, AMDHSA_REGISTER_DIRECTIVES,
  AMDHSA_USER_SGPRS, addressableSgprs, reservedSgprs, SGPR_INIT_BUG_SGPRS, xnackOnOrAny, type XnackSetting,
} from '../amdhsa.js';
import { KERNEL_DESCRIPTOR_SIZE, RSRC1, RSRC2, type PgmField, type PgmWords } from '../descriptor.js';
import type { Processor } from '../targets.js';
import type { AmdhsaKernelBlock, DirectiveValue, WriteDiagnostic } from './model.js';

const FIELDS = new Map<string, PgmField>([...AMDHSA_DIRECT_BEFORE, ...AMDHSA_DIRECT_AFTER]);

/** Offset of kernel_code_entry_byte_offset, the field the REL64 relocation fills. */
export const KD_ENTRY_OFFSET = 16;

const mask = (f: PgmField): number => (f.width === 32 ? 0xffffffff : ((1 << f.width) - 1) << f.lo) >>> 0;

function setField(w: { rsrc1: number; rsrc2: number; props: number }, f: PgmField, v: number): void {
  w[f.word] = ((w[f.word] & ~mask(f)) | ((v << f.lo) & mask(f))) >>> 0;
}

const fitsUnsigned = (v: bigint, bits: number): boolean => v >= 0n && v < (1n << BigInt(bits));

export interface EncodedDescriptor {
  readonly bytes: Uint8Array | null;
  readonly diagnostics: WriteDiagnostic[];
}

/** llvm-mc 14's kernel descriptor for one `.amdhsa_kernel` block on `proc` (null bytes on error). */
export function encodeKernelDescriptor(block: AmdhsaKernelBlock, proc: Processor, xnack: XnackSetting): EncodedDescriptor {
  const err = (message: string, line: number, col: number): EncodedDescriptor =>
    ({ bytes: null, diagnostics: [{ severity: 'error', message, line, col }] });
  const atValue = (d: DirectiveValue, message: string) => err(message, d.line, d.valueCol ?? d.col);
  const end = block.end ?? { line: block.line, col: block.col };

  // Defaults: round to nearest even, FP32 denormals flushed, FP16/64 kept, DX10 clamp and IEEE mode on, workgroup id x.
  const w = { rsrc1: 0, rsrc2: 0, props: 0 };
  setField(w, RSRC1.FLOAT_DENORM_MODE_16_64, 3);
  setField(w, RSRC1.ENABLE_DX10_CLAMP, 1);
  setField(w, RSRC1.ENABLE_IEEE_MODE, 1);
  setField(w, RSRC2.ENABLE_SGPR_WORKGROUP_ID_X, 1);
  const sizes = [0n, 0n, 0n];
  const seen = new Set<string>();
  let nextFreeVgpr: DirectiveValue | null = null;
  let nextFreeSgpr: DirectiveValue | null = null;
  let reserveVcc = true;
  let reserveFlatScratch = true;
  let reserveXnack = xnackOnOrAny(proc, xnack);
  let impliedUserSgprs = 0;
  let explicitUserSgprs: number | null = null;

  for (const d of block.values) {
    const name = d.name;
    if (!name.startsWith('.amdhsa_')) return err('unknown .amdhsa_kernel directive', d.line, d.col);
    if (seen.has(name)) return atValue(d, '.amdhsa_ directives cannot be repeated');
    seen.add(name);
    const later = AMDHSA_LATER_DIRECTIVES[name];
    if (later !== undefined) return err(later, d.line, d.col);
    const byteAt = AMDHSA_BYTE_FIELDS[name];
    if (byteAt !== undefined) {
      if (!fitsUnsigned(d.value, 32)) return atValue(d, 'value out of range');
      sizes[byteAt / 4] = d.value;
      continue;
    }
    const firstMajor = AMDHSA_REGISTER_DIRECTIVES[name];
    if (firstMajor !== undefined) {
      if (proc.major < firstMajor) return err(`directive requires gfx${firstMajor}+`, d.line, d.col);
      if (name === '.amdhsa_next_free_vgpr') nextFreeVgpr = d;
      else if (name === '.amdhsa_next_free_sgpr') nextFreeSgpr = d;
      else {
        if (!fitsUnsigned(d.value, 1)) return atValue(d, 'value out of range');
        const on = d.value === 1n;
        if (name === '.amdhsa_reserve_vcc') reserveVcc = on;
        else if (name === '.amdhsa_reserve_flat_scratch') reserveFlatScratch = on;
        else {
          if (on !== xnackOnOrAny(proc, xnack)) return err('.amdhsa_reserve_xnack_mask does not match target id', d.line, d.col);
          reserveXnack = on;
        }
      }
      continue;
    }
    if (name === '.amdhsa_user_sgpr_count') {
      if (!fitsUnsigned(d.value, 32)) return atValue(d, 'value out of range');
      explicitUserSgprs = Number(d.value);
      continue;
    }
    const f = FIELDS.get(name);
    if (f === undefined) return err('unknown .amdhsa_kernel directive', d.line, d.col);
    if (!fitsUnsigned(d.value, f.width)) return atValue(d, 'value out of range');
    setField(w, f, Number(d.value));
    const userSgprs = AMDHSA_USER_SGPRS[name];
    if (userSgprs !== undefined && d.value !== 0n) impliedUserSgprs += userSgprs;
  }

  if (nextFreeVgpr === null) return err('.amdhsa_next_free_vgpr directive is required', end.line, end.col);
  if (nextFreeSgpr === null) return err('.amdhsa_next_free_sgpr directive is required', end.line, end.col);

  // Granulated register counts.
  const addressable = BigInt(addressableSgprs(proc));
  let sgprs = nextFreeSgpr.value;
  if (sgprs < 0n) return atValue(nextFreeSgpr, 'value out of range');
  if (proc.major >= 8 && !proc.sgprInitBug && sgprs > addressable) return atValue(nextFreeSgpr, 'value out of range');
  sgprs += BigInt(reservedSgprs(proc, reserveVcc, reserveFlatScratch, reserveXnack));
  if ((proc.major <= 7 || proc.sgprInitBug) && sgprs > addressable) return atValue(nextFreeSgpr, 'value out of range');
  if (proc.sgprInitBug) sgprs = BigInt(SGPR_INIT_BUG_SGPRS);
  const vgprs = nextFreeVgpr.value;
  if (vgprs < 0n) return atValue(nextFreeVgpr, 'value out of range');
  const blocks = (n: bigint, granule: bigint): bigint => ((n < 1n ? 1n : n) + granule - 1n) / granule - 1n;
  const vgprBlocks = blocks(vgprs, 4n);
  const sgprBlocks = blocks(sgprs, 8n);
  if (!fitsUnsigned(vgprBlocks, RSRC1.GRANULATED_WORKITEM_VGPR_COUNT.width)) return atValue(nextFreeVgpr, 'value out of range');
  if (!fitsUnsigned(sgprBlocks, RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT.width)) return atValue(nextFreeSgpr, 'value out of range');
  setField(w, RSRC1.GRANULATED_WORKITEM_VGPR_COUNT, Number(vgprBlocks));
  setField(w, RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT, Number(sgprBlocks));

  if (explicitUserSgprs !== null && impliedUserSgprs > explicitUserSgprs) {
    // (sic: llvm-mc 14's message says "than than")
    return err('amdgpu_user_sgpr_count smaller than than implied by enabled user SGPRs', end.line, end.col);
  }
  const userSgprs = explicitUserSgprs ?? impliedUserSgprs;
  if (userSgprs >= 1 << RSRC2.USER_SGPR_COUNT.width) return err('too many user SGPRs enabled', end.line, end.col);
  setField(w, RSRC2.USER_SGPR_COUNT, userSgprs);

  return { bytes: descriptorBytes(sizes, w), diagnostics: [] };
}

function descriptorBytes(sizes: readonly bigint[], w: PgmWords): Uint8Array {
  const out = new Uint8Array(KERNEL_DESCRIPTOR_SIZE);
  const v = new DataView(out.buffer);
  sizes.forEach((s, i) => v.setUint32(i * 4, Number(s), true));
  // kernel_code_entry_byte_offset (16-23) stays 0: a REL64 relocation fills it.
  v.setUint32(48, w.rsrc1, true);
  v.setUint32(52, w.rsrc2, true);
  v.setUint16(56, w.props, true);
  return out;
}
