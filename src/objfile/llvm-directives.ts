// Kernel headers as the directives llvm-mc 14 reads back, in the form llc 14
// writes them: `.amdhsa_kernel ... .end_amdhsa_kernel` for a v3/v4 kernel
// descriptor and `.amd_kernel_code_t ... .end_amd_kernel_code_t` for a v2 or
// Mesa amd_kernel_code_t. Whatever a descriptor holds that no directive can
// express becomes a `;` comment saying so.

import { hex } from './bytes.js';
import {
  AMD_KERNEL_CODE_KEYS, AMD_KERNEL_CODE_UNKEYED, AMD_KERNEL_CODE_UNKEYED_BITS, get, PROPS, RSRC1, RSRC2,
  type AmdKernelCode, type PgmField, type KernelDescriptor,
} from './descriptor.js';
import type { Processor } from './targets.js';
import {
  AMDHSA_DIRECT_AFTER as DIRECT_AFTER, AMDHSA_DIRECT_BEFORE as DIRECT_BEFORE, addressableSgprs, extraSgprs, xnackOnOrAny,
  type XnackSetting,
} from './amdhsa.js';

export { extraSgprs, xnackOnOrAny } from './amdhsa.js';

/** Descriptor bits no `.amdhsa_*` directive of llvm-mc 14 sets for GCN 1.0-1.2 (masks). */
const KD_UNEXPRESSED: { readonly rsrc1: number; readonly rsrc2: number; readonly props: number } = (() => {
  const m = { rsrc1: 0, rsrc2: 0, props: 0 };
  const cover = (f: PgmField) => { m[f.word] |= ((f.width === 32 ? 0xffffffff : (1 << f.width) - 1) << f.lo) >>> 0; };
  for (const [, f] of [...DIRECT_BEFORE, ...DIRECT_AFTER]) cover(f);
  cover(RSRC1.GRANULATED_WORKITEM_VGPR_COUNT);
  cover(RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT);
  return { rsrc1: ~m.rsrc1 >>> 0, rsrc2: ~m.rsrc2 >>> 0, props: ~m.props & 0xffff };
})();

export interface DirectiveBlock {
  /** Directive lines, tab-indented as llc writes them. */
  readonly lines: string[];
  /** Why the block will not reassemble to the same bytes (also present as comments in `lines`). */
  readonly lost: string[];
}

/**
 * The `.amdhsa_kernel` block for a v3/v4 descriptor. `proc` is the target
 * (null: generic gfx8 rules), `xnack` its setting from e_flags.
 */
export function amdhsaKernelBlock(name: string, d: KernelDescriptor, proc: Processor | null,
  xnack: XnackSetting): DirectiveBlock {
  const lines: string[] = [];
  const lost: string[] = [];
  const major = proc?.major ?? 8;

  // Register counts: the descriptor keeps only granulated counts; choose
  // next_free values that give the same granules with VCC and FLAT_SCRATCH unreserved.
  const vgprs = (get(d, RSRC1.GRANULATED_WORKITEM_VGPR_COUNT) + 1) * 4;
  const sgprTotal = (get(d, RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT) + 1) * 8;
  const extra = proc !== null ? extraSgprs(proc, xnack) : 0;
  const nextFreeSgpr = sgprTotal - extra;
  if (proc !== null) {
    if (proc.sgprInitBug && sgprTotal !== 96) {
      lost.push(`the descriptor gives ${sgprTotal} SGPRs; llvm-mc always gives ${proc.name} 96 (SGPR init bug)`);
    } else if (!proc.sgprInitBug && (major >= 8 ? nextFreeSgpr : sgprTotal) > addressableSgprs(proc)) {
      lost.push(`the descriptor gives ${sgprTotal} SGPRs, more than llvm-mc accepts for ${proc.name}`);
    }
  }

  lines.push(`\t.amdhsa_kernel ${name}`);
  lines.push(`\t\t.amdhsa_group_segment_fixed_size ${d.groupSegmentFixedSize}`);
  lines.push(`\t\t.amdhsa_private_segment_fixed_size ${d.privateSegmentFixedSize}`);
  lines.push(`\t\t.amdhsa_kernarg_size ${d.kernargSize}`);
  for (const [dir, f] of DIRECT_BEFORE) lines.push(`\t\t${dir} ${get(d, f)}`);
  lines.push(`\t\t.amdhsa_next_free_vgpr ${vgprs}`);
  lines.push(`\t\t.amdhsa_next_free_sgpr ${nextFreeSgpr}`);
  lines.push('\t\t.amdhsa_reserve_vcc 0');
  if (major >= 7) lines.push('\t\t.amdhsa_reserve_flat_scratch 0');
  if (proc !== null && proc.xnack) lines.push(`\t\t.amdhsa_reserve_xnack_mask ${xnackOnOrAny(proc, xnack) ? 1 : 0}`);
  for (const [dir, f] of DIRECT_AFTER) lines.push(`\t\t${dir} ${get(d, f)}`);
  lines.push('\t.end_amdhsa_kernel');

  // What the block cannot carry.
  const implied = [PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER, PROPS.ENABLE_SGPR_DISPATCH_PTR, PROPS.ENABLE_SGPR_QUEUE_PTR,
    PROPS.ENABLE_SGPR_KERNARG_SEGMENT_PTR, PROPS.ENABLE_SGPR_DISPATCH_ID, PROPS.ENABLE_SGPR_FLAT_SCRATCH_INIT,
    PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_SIZE].reduce((n, f, i) => n + get(d, f) * [4, 2, 2, 2, 2, 2, 1][i]!, 0);
  if (get(d, RSRC2.USER_SGPR_COUNT) < implied) {
    lost.push(`user_sgpr_count ${get(d, RSRC2.USER_SGPR_COUNT)} is below the ${implied} the enabled user SGPRs need (llvm-mc rejects it)`);
  }
  for (const w of ['rsrc1', 'rsrc2', 'props'] as const) {
    const extraBits = d[w] & KD_UNEXPRESSED[w];
    if (extraBits !== 0) {
      const label = w === 'props' ? 'kernel_code_properties' : `compute_pgm_${w}`;
      lost.push(`${label} bits ${hex(extraBits >>> 0, 8)} (${describeBits(w, extraBits)}) have no .amdhsa directive`);
    }
  }
  if (d.rsrc3 !== 0) lost.push(`compute_pgm_rsrc3 is ${hex(d.rsrc3, 8)}; GCN 1.0-1.2 have no RSRC3`);
  if (d.nonZeroReserved.length > 0) lost.push(`reserved descriptor bytes are not zero (at ${d.nonZeroReserved.join(', ')})`);
  if (lost.length > 0) lines.splice(0, 0, ...lost.map((l) => `\t; not reproducible: ${l}`));
  return { lines, lost };
}

/** Names of the known bit fields a mask touches, for messages. */
function describeBits(word: 'rsrc1' | 'rsrc2' | 'props', mask: number): string {
  const table = word === 'rsrc1' ? RSRC1 : word === 'rsrc2' ? RSRC2 : PROPS;
  const names: string[] = [];
  for (const [n, f] of Object.entries(table) as [string, PgmField][]) {
    if (f.width > 2 && n !== 'GRANULATED_LDS_SIZE' && n !== 'USER_SGPR_COUNT') continue;
    const m = ((f.width === 32 ? 0xffffffff : (1 << f.width) - 1) << f.lo) >>> 0;
    if ((mask & m) !== 0) names.push(n);
  }
  return names.length > 0 ? names.join(', ') : 'reserved';
}

/** The `.amd_kernel_code_t` block for a v2/Mesa header, every key llc writes, in its order. */
export function amdKernelCodeBlock(h: AmdKernelCode): DirectiveBlock {
  const lines: string[] = [];
  const lost: string[] = [];
  for (const u of AMD_KERNEL_CODE_UNKEYED) {
    const part = h.bytes.subarray(u.at, u.at + u.size);
    if (part.some((x) => x !== 0)) lost.push(`${u.name} (bytes ${u.at}-${u.at + u.size - 1}) is not zero and has no .amd_kernel_code_t key`);
  }
  for (const w of ['rsrc1', 'rsrc2', 'props'] as const) {
    const extraBits = h[w] & AMD_KERNEL_CODE_UNKEYED_BITS[w];
    if (extraBits !== 0) {
      const label = w === 'props' ? 'code_properties' : `compute_pgm_${w}`;
      lost.push(`${label} bits ${hex(extraBits >>> 0, 8)} have no .amd_kernel_code_t key`);
    }
  }
  for (const l of lost) lines.push(`\t; not reproducible: ${l}`);
  lines.push('\t.amd_kernel_code_t');
  for (const [key] of AMD_KERNEL_CODE_KEYS) lines.push(`\t\t${key} = ${String(h.values.get(key))}`);
  lines.push('\t.end_amd_kernel_code_t');
  return { lines, lost };
}
