// The two per-kernel headers of GCN code objects, as data:
//  - the 64-byte kernel descriptor of HSA code objects v3 and later
//    (symbol `NAME.kd`, usually in .rodata), and
//  - the 256-byte amd_kernel_code_t of code object v2 and of Mesa objects,
//    which sits in .text right before the kernel's code.
// Both carry COMPUTE_PGM_RSRC1/RSRC2 and the same user-SGPR enables; the bit
// fields are listed once here and every printer reads these tables.

import { Bytes } from './bytes.js';

export type Word = 'rsrc1' | 'rsrc2' | 'props';

/** A bit field of one of the 32-bit words (`props`: the descriptor's kernel_code_properties / the header's code_properties). */
export interface PgmField {
  readonly word: Word;
  readonly lo: number;
  readonly width: number;
}

export const field = (word: Word, lo: number, width = 1): PgmField => ({ word, lo, width });

export function bits(value: number, f: PgmField): number {
  return f.width === 32 ? value >>> 0 : (value >>> f.lo) & ((1 << f.width) - 1);
}

/** COMPUTE_PGM_RSRC1 */
export const RSRC1 = {
  GRANULATED_WORKITEM_VGPR_COUNT: field('rsrc1', 0, 6),
  GRANULATED_WAVEFRONT_SGPR_COUNT: field('rsrc1', 6, 4),
  PRIORITY: field('rsrc1', 10, 2),
  FLOAT_ROUND_MODE_32: field('rsrc1', 12, 2),
  FLOAT_ROUND_MODE_16_64: field('rsrc1', 14, 2),
  FLOAT_DENORM_MODE_32: field('rsrc1', 16, 2),
  FLOAT_DENORM_MODE_16_64: field('rsrc1', 18, 2),
  /** The whole FP mode byte (rounding and denormal modes). */
  FLOAT_MODE: field('rsrc1', 12, 8),
  PRIV: field('rsrc1', 20),
  ENABLE_DX10_CLAMP: field('rsrc1', 21),
  DEBUG_MODE: field('rsrc1', 22),
  ENABLE_IEEE_MODE: field('rsrc1', 23),
  BULKY: field('rsrc1', 24),
  CDBG_USER: field('rsrc1', 25),
  FP16_OVFL: field('rsrc1', 26),
  WGP_MODE: field('rsrc1', 29),
  MEM_ORDERED: field('rsrc1', 30),
  FWD_PROGRESS: field('rsrc1', 31),
} as const;

/** COMPUTE_PGM_RSRC2 */
export const RSRC2 = {
  ENABLE_PRIVATE_SEGMENT: field('rsrc2', 0),
  USER_SGPR_COUNT: field('rsrc2', 1, 5),
  ENABLE_TRAP_HANDLER: field('rsrc2', 6),
  ENABLE_SGPR_WORKGROUP_ID_X: field('rsrc2', 7),
  ENABLE_SGPR_WORKGROUP_ID_Y: field('rsrc2', 8),
  ENABLE_SGPR_WORKGROUP_ID_Z: field('rsrc2', 9),
  ENABLE_SGPR_WORKGROUP_INFO: field('rsrc2', 10),
  ENABLE_VGPR_WORKITEM_ID: field('rsrc2', 11, 2),
  ENABLE_EXCEPTION_ADDRESS_WATCH: field('rsrc2', 13),
  ENABLE_EXCEPTION_MEMORY: field('rsrc2', 14),
  /** Bits 13-14 together (amd_kernel_code_t's enable_exception_msb). */
  EXCEPTION_MSB: field('rsrc2', 13, 2),
  GRANULATED_LDS_SIZE: field('rsrc2', 15, 9),
  EXCEPTION_FP_IEEE_INVALID_OP: field('rsrc2', 24),
  EXCEPTION_FP_DENORM_SRC: field('rsrc2', 25),
  EXCEPTION_FP_IEEE_DIV_ZERO: field('rsrc2', 26),
  EXCEPTION_FP_IEEE_OVERFLOW: field('rsrc2', 27),
  EXCEPTION_FP_IEEE_UNDERFLOW: field('rsrc2', 28),
  EXCEPTION_FP_IEEE_INEXACT: field('rsrc2', 29),
  EXCEPTION_INT_DIV_ZERO: field('rsrc2', 30),
  /** Bits 24-30 together (amd_kernel_code_t's enable_exception, CLRX's .exceptions). */
  EXCEPTIONS: field('rsrc2', 24, 7),
} as const;

/** kernel_code_properties (descriptor, 16 bits) / code_properties (amd_kernel_code_t, 32 bits). */
export const PROPS = {
  ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER: field('props', 0),
  ENABLE_SGPR_DISPATCH_PTR: field('props', 1),
  ENABLE_SGPR_QUEUE_PTR: field('props', 2),
  ENABLE_SGPR_KERNARG_SEGMENT_PTR: field('props', 3),
  ENABLE_SGPR_DISPATCH_ID: field('props', 4),
  ENABLE_SGPR_FLAT_SCRATCH_INIT: field('props', 5),
  ENABLE_SGPR_PRIVATE_SEGMENT_SIZE: field('props', 6),
  ENABLE_SGPR_GRID_WORKGROUP_COUNT_X: field('props', 7),
  ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y: field('props', 8),
  ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z: field('props', 9),
  ENABLE_WAVEFRONT_SIZE32: field('props', 10),
  USES_DYNAMIC_STACK: field('props', 11),
  ENABLE_ORDERED_APPEND_GDS: field('props', 16),
  PRIVATE_ELEMENT_SIZE: field('props', 17, 2),
  IS_PTR64: field('props', 19),
  IS_DYNAMIC_CALLSTACK: field('props', 20),
  IS_DEBUG_ENABLED: field('props', 21),
  IS_XNACK_ENABLED: field('props', 22),
} as const;

export interface PgmWords {
  readonly rsrc1: number;
  readonly rsrc2: number;
  readonly props: number;
}

export function get(w: PgmWords, f: PgmField): number {
  return bits(w[f.word], f);
}

// --- the 64-byte kernel descriptor ---------------------------------------------

export const KERNEL_DESCRIPTOR_SIZE = 64;

export interface KernelDescriptor extends PgmWords {
  readonly groupSegmentFixedSize: number;
  readonly privateSegmentFixedSize: number;
  /** Bytes 8-11: kernarg_size (reserved before LLVM 11). */
  readonly kernargSize: number;
  /**
   * Bytes 16-23: code address minus descriptor address. In an unlinked object
   * this is filled by a relocation (see `entryRelocation` in the code object).
   */
  readonly kernelCodeEntryByteOffset: number;
  /** Bytes 44-47: COMPUTE_PGM_RSRC3 (gfx90a and gfx10+; zero on GCN). */
  readonly rsrc3: number;
  /** Offsets of reserved bytes that are not zero (12-15, 24-43, 58-63). */
  readonly nonZeroReserved: readonly number[];
  /** The 64 bytes. */
  readonly bytes: Uint8Array;
}

const KD_RESERVED: readonly (readonly [number, number])[] = [[12, 16], [24, 44], [58, 64]];

export function decodeKernelDescriptor(bytes: Uint8Array): KernelDescriptor | null {
  if (bytes.length < KERNEL_DESCRIPTOR_SIZE) return null;
  const b = new Bytes(bytes);
  const nonZeroReserved: number[] = [];
  for (const [s, e] of KD_RESERVED) for (let i = s; i < e; i++) if (bytes[i] !== 0) nonZeroReserved.push(i);
  return {
    groupSegmentFixedSize: b.u32(0),
    privateSegmentFixedSize: b.u32(4),
    kernargSize: b.u32(8),
    kernelCodeEntryByteOffset: b.i64(16),
    rsrc3: b.u32(44),
    rsrc1: b.u32(48),
    rsrc2: b.u32(52),
    props: b.u16(56),
    nonZeroReserved,
    bytes: bytes.subarray(0, KERNEL_DESCRIPTOR_SIZE),
  };
}

// --- the 256-byte amd_kernel_code_t ---------------------------------------------

export const AMD_KERNEL_CODE_SIZE = 256;

/** Where a `.amd_kernel_code_t` key's value lives: a plain field, or a bit field of rsrc1/rsrc2/code_properties. */
export type CodeTSource =
  | { readonly at: number; readonly type: 'u8' | 'u16' | 'u32' | 'i32' | 'u64' | 'i64' }
  | PgmField;

/**
 * The keys of `.amd_kernel_code_t ... .end_amd_kernel_code_t` in the order
 * llc 14 writes them (and llvm-mc 14 reads them), with where each value is.
 */
export const AMD_KERNEL_CODE_KEYS: readonly (readonly [string, CodeTSource])[] = [
  ['amd_code_version_major', { at: 0, type: 'u32' }],
  ['amd_code_version_minor', { at: 4, type: 'u32' }],
  ['amd_machine_kind', { at: 8, type: 'u16' }],
  ['amd_machine_version_major', { at: 10, type: 'u16' }],
  ['amd_machine_version_minor', { at: 12, type: 'u16' }],
  ['amd_machine_version_stepping', { at: 14, type: 'u16' }],
  ['kernel_code_entry_byte_offset', { at: 16, type: 'i64' }],
  ['kernel_code_prefetch_byte_size', { at: 32, type: 'u64' }],
  ['granulated_workitem_vgpr_count', RSRC1.GRANULATED_WORKITEM_VGPR_COUNT],
  ['granulated_wavefront_sgpr_count', RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT],
  ['priority', RSRC1.PRIORITY],
  ['float_mode', RSRC1.FLOAT_MODE],
  ['priv', RSRC1.PRIV],
  ['enable_dx10_clamp', RSRC1.ENABLE_DX10_CLAMP],
  ['debug_mode', RSRC1.DEBUG_MODE],
  ['enable_ieee_mode', RSRC1.ENABLE_IEEE_MODE],
  ['enable_wgp_mode', RSRC1.WGP_MODE],
  ['enable_mem_ordered', RSRC1.MEM_ORDERED],
  ['enable_fwd_progress', RSRC1.FWD_PROGRESS],
  ['enable_sgpr_private_segment_wave_byte_offset', RSRC2.ENABLE_PRIVATE_SEGMENT],
  ['user_sgpr_count', RSRC2.USER_SGPR_COUNT],
  ['enable_trap_handler', RSRC2.ENABLE_TRAP_HANDLER],
  ['enable_sgpr_workgroup_id_x', RSRC2.ENABLE_SGPR_WORKGROUP_ID_X],
  ['enable_sgpr_workgroup_id_y', RSRC2.ENABLE_SGPR_WORKGROUP_ID_Y],
  ['enable_sgpr_workgroup_id_z', RSRC2.ENABLE_SGPR_WORKGROUP_ID_Z],
  ['enable_sgpr_workgroup_info', RSRC2.ENABLE_SGPR_WORKGROUP_INFO],
  ['enable_vgpr_workitem_id', RSRC2.ENABLE_VGPR_WORKITEM_ID],
  ['enable_exception_msb', RSRC2.EXCEPTION_MSB],
  ['granulated_lds_size', RSRC2.GRANULATED_LDS_SIZE],
  ['enable_exception', RSRC2.EXCEPTIONS],
  ['enable_sgpr_private_segment_buffer', PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER],
  ['enable_sgpr_dispatch_ptr', PROPS.ENABLE_SGPR_DISPATCH_PTR],
  ['enable_sgpr_queue_ptr', PROPS.ENABLE_SGPR_QUEUE_PTR],
  ['enable_sgpr_kernarg_segment_ptr', PROPS.ENABLE_SGPR_KERNARG_SEGMENT_PTR],
  ['enable_sgpr_dispatch_id', PROPS.ENABLE_SGPR_DISPATCH_ID],
  ['enable_sgpr_flat_scratch_init', PROPS.ENABLE_SGPR_FLAT_SCRATCH_INIT],
  ['enable_sgpr_private_segment_size', PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_SIZE],
  ['enable_sgpr_grid_workgroup_count_x', PROPS.ENABLE_SGPR_GRID_WORKGROUP_COUNT_X],
  ['enable_sgpr_grid_workgroup_count_y', PROPS.ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y],
  ['enable_sgpr_grid_workgroup_count_z', PROPS.ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z],
  ['enable_wavefront_size32', PROPS.ENABLE_WAVEFRONT_SIZE32],
  ['enable_ordered_append_gds', PROPS.ENABLE_ORDERED_APPEND_GDS],
  ['private_element_size', PROPS.PRIVATE_ELEMENT_SIZE],
  ['is_ptr64', PROPS.IS_PTR64],
  ['is_dynamic_callstack', PROPS.IS_DYNAMIC_CALLSTACK],
  ['is_debug_enabled', PROPS.IS_DEBUG_ENABLED],
  ['is_xnack_enabled', PROPS.IS_XNACK_ENABLED],
  ['workitem_private_segment_byte_size', { at: 60, type: 'u32' }],
  ['workgroup_group_segment_byte_size', { at: 64, type: 'u32' }],
  ['gds_segment_byte_size', { at: 68, type: 'u32' }],
  ['kernarg_segment_byte_size', { at: 72, type: 'u64' }],
  ['workgroup_fbarrier_count', { at: 80, type: 'u32' }],
  ['wavefront_sgpr_count', { at: 84, type: 'u16' }],
  ['workitem_vgpr_count', { at: 86, type: 'u16' }],
  ['reserved_vgpr_first', { at: 88, type: 'u16' }],
  ['reserved_vgpr_count', { at: 90, type: 'u16' }],
  ['reserved_sgpr_first', { at: 92, type: 'u16' }],
  ['reserved_sgpr_count', { at: 94, type: 'u16' }],
  ['debug_wavefront_private_segment_offset_sgpr', { at: 96, type: 'u16' }],
  ['debug_private_segment_buffer_sgpr', { at: 98, type: 'u16' }],
  ['kernarg_segment_alignment', { at: 100, type: 'u8' }],
  ['group_segment_alignment', { at: 101, type: 'u8' }],
  ['private_segment_alignment', { at: 102, type: 'u8' }],
  ['wavefront_size', { at: 103, type: 'u8' }],
  ['call_convention', { at: 104, type: 'i32' }],
  ['runtime_loader_kernel_symbol', { at: 120, type: 'u64' }],
];

/** Parts of amd_kernel_code_t that no `.amd_kernel_code_t` key can set. */
export const AMD_KERNEL_CODE_UNKEYED: readonly { readonly name: string; readonly at: number; readonly size: number }[] = [
  { name: 'kernel_code_prefetch_byte_offset', at: 24, size: 8 },
  { name: 'max_scratch_backing_memory_byte_size', at: 40, size: 8 },
  { name: 'reserved3', at: 108, size: 12 },
  { name: 'control_directives', at: 128, size: 128 },
];

/** Bits of rsrc1/rsrc2/code_properties that no key covers (masks of the words). */
export const AMD_KERNEL_CODE_UNKEYED_BITS: Readonly<Record<Word, number>> = (() => {
  const covered: Record<Word, number> = { rsrc1: 0, rsrc2: 0, props: 0 };
  for (const [, src] of AMD_KERNEL_CODE_KEYS) {
    if ('word' in src) covered[src.word] |= (src.width === 32 ? 0xffffffff : ((1 << src.width) - 1) << src.lo);
  }
  return { rsrc1: ~covered.rsrc1 >>> 0, rsrc2: ~covered.rsrc2 >>> 0, props: ~covered.props >>> 0 };
})();

export interface AmdKernelCode extends PgmWords {
  /** Every `.amd_kernel_code_t` key with its value, in llc's order. */
  readonly values: ReadonlyMap<string, number | bigint>;
  readonly kernelCodeEntryByteOffset: number;
  readonly kernargSegmentByteSize: number;
  readonly workitemPrivateSegmentByteSize: number;
  readonly workgroupGroupSegmentByteSize: number;
  readonly machine: { readonly kind: number; readonly major: number; readonly minor: number; readonly stepping: number };
  readonly codeVersion: { readonly major: number; readonly minor: number };
  /** The 256 bytes. */
  readonly bytes: Uint8Array;
}

function readSource(b: Bytes, w: PgmWords, src: CodeTSource): number | bigint {
  if ('word' in src) return bits(w[src.word], src);
  switch (src.type) {
    case 'u8': return b.u8(src.at);
    case 'u16': return b.u16(src.at);
    case 'u32': return b.u32(src.at);
    case 'i32': return b.i32(src.at);
    case 'u64': { const v = b.u64big(src.at); return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v; }
    case 'i64': { const v = BigInt.asIntN(64, b.u64big(src.at)); return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v; }
  }
}

export function decodeAmdKernelCode(bytes: Uint8Array): AmdKernelCode | null {
  if (bytes.length < AMD_KERNEL_CODE_SIZE) return null;
  const b = new Bytes(bytes);
  const w: PgmWords = { rsrc1: b.u32(48), rsrc2: b.u32(52), props: b.u32(56) };
  const values = new Map<string, number | bigint>();
  for (const [k, src] of AMD_KERNEL_CODE_KEYS) values.set(k, readSource(b, w, src));
  return {
    ...w,
    values,
    kernelCodeEntryByteOffset: b.i64(16),
    kernargSegmentByteSize: b.u64(72),
    workitemPrivateSegmentByteSize: b.u32(60),
    workgroupGroupSegmentByteSize: b.u32(64),
    machine: { kind: b.u16(8), major: b.u16(10), minor: b.u16(12), stepping: b.u16(14) },
    codeVersion: { major: b.u32(0), minor: b.u32(4) },
    bytes: bytes.subarray(0, AMD_KERNEL_CODE_SIZE),
  };
}
