// Kernel headers as CLRX configuration pseudo-ops (CLRX's ROCm and Gallium
// formats, doc/ClrxAsmRocm.md and doc/ClrxAsmGallium.md): the lines that go
// inside `.kernel NAME` / `.config`. A field CLRX has no pseudo-op for is
// written as a comment.

import { hex } from './bytes.js';
import { get, PROPS, RSRC1, RSRC2, type AmdKernelCode, type KernelDescriptor, type PgmWords } from './descriptor.js';

const I = '        ';

/** `.dims`: group-id dimensions from the workgroup-id enables, local-id ones from the work-item id VGPRs. */
function dims(w: PgmWords): string | null {
  const gid = (get(w, RSRC2.ENABLE_SGPR_WORKGROUP_ID_X) ? 'x' : '') + (get(w, RSRC2.ENABLE_SGPR_WORKGROUP_ID_Y) ? 'y' : '')
    + (get(w, RSRC2.ENABLE_SGPR_WORKGROUP_ID_Z) ? 'z' : '');
  const lid = ['x', 'xy', 'xyz', 'xyz'][get(w, RSRC2.ENABLE_VGPR_WORKITEM_ID)]!;
  if (gid === '') return null;
  return gid === lid ? gid : `${gid}, ${lid}`;
}

/** The register-resource part shared by every format; `p` is '' or 'hsa_' (Gallium's HSA copy). */
function pgm(w: PgmWords, p: '' | 'hsa_'): string[] {
  const out: string[] = [];
  const d = dims(w);
  if (d !== null) out.push(`${I}.${p}dims ${d}`);
  else out.push(`${I}/* no workgroup id enabled: dimensions come from .${p}pgmrsrc2 */`);
  out.push(`${I}.${p}sgprsnum ${(get(w, RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT) + 1) * 8}`);
  out.push(`${I}.${p}vgprsnum ${(get(w, RSRC1.GRANULATED_WORKITEM_VGPR_COUNT) + 1) * 4}`);
  if (get(w, RSRC1.PRIV)) out.push(`${I}.${p}privmode`);
  if (get(w, RSRC1.DEBUG_MODE)) out.push(`${I}.${p}debugmode`);
  if (get(w, RSRC1.ENABLE_DX10_CLAMP)) out.push(`${I}.${p}dx10clamp`);
  if (get(w, RSRC1.ENABLE_IEEE_MODE)) out.push(`${I}.${p}ieeemode`);
  if (get(w, RSRC2.ENABLE_SGPR_WORKGROUP_INFO)) out.push(`${I}.${p}tgsize`);
  out.push(`${I}.${p}floatmode ${hex(get(w, RSRC1.FLOAT_MODE), 2)}`);
  out.push(`${I}.${p}priority ${get(w, RSRC1.PRIORITY)}`);
  if (get(w, RSRC2.EXCEPTIONS) !== 0) out.push(`${I}.${p}exceptions ${hex(get(w, RSRC2.EXCEPTIONS), 2)}`);
  out.push(`${I}.${p}userdatanum ${get(w, RSRC2.USER_SGPR_COUNT)}`);
  out.push(`${I}.${p}pgmrsrc1 ${hex(w.rsrc1 >>> 0, 8)}`);
  out.push(`${I}.${p}pgmrsrc2 ${hex(w.rsrc2 >>> 0, 8)}`);
  return out;
}

/** The user-SGPR enables shared by both headers, as `.use_*` pseudo-ops. */
function uses(w: PgmWords): string[] {
  const out: string[] = [];
  const flags: readonly (readonly [string, typeof PROPS[keyof typeof PROPS]])[] = [
    ['.use_private_segment_buffer', PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER],
    ['.use_dispatch_ptr', PROPS.ENABLE_SGPR_DISPATCH_PTR],
    ['.use_queue_ptr', PROPS.ENABLE_SGPR_QUEUE_PTR],
    ['.use_kernarg_segment_ptr', PROPS.ENABLE_SGPR_KERNARG_SEGMENT_PTR],
    ['.use_dispatch_id', PROPS.ENABLE_SGPR_DISPATCH_ID],
    ['.use_flat_scratch_init', PROPS.ENABLE_SGPR_FLAT_SCRATCH_INIT],
    ['.use_private_segment_size', PROPS.ENABLE_SGPR_PRIVATE_SEGMENT_SIZE],
  ];
  for (const [d, f] of flags) if (get(w, f)) out.push(`${I}${d}`);
  return out;
}

/**
 * `.config` lines for a v3/v4 kernel descriptor (CLRX's `.llvm10binfmt`).
 * `entryKnown`: the descriptor's kernel_code_entry_byte_offset is final (a linked object).
 */
export function clrxDescriptorConfig(d: KernelDescriptor, entryKnown: boolean): string[] {
  const out = ['    .config', ...pgm(d, '')];
  out.push(`${I}.group_segment_fixed_size ${d.groupSegmentFixedSize}`);
  out.push(`${I}.private_segment_fixed_size ${d.privateSegmentFixedSize}`);
  if (entryKnown) out.push(`${I}.kernel_code_entry_offset ${hex(d.kernelCodeEntryByteOffset)}`);
  else out.push(`${I}/* kernel_code_entry_offset: set by a relocation when the object is linked */`);
  out.push(...uses(d));
  if (d.kernargSize !== 0) out.push(`${I}/* kernarg_size ${d.kernargSize} (descriptor bytes 8-11): CLRX has no pseudo-op for it */`);
  const otherProps = d.props & ~0x7f;
  if (otherProps !== 0) out.push(`${I}/* kernel_code_properties bits ${hex(otherProps, 4)}: no CLRX pseudo-op */`);
  if (d.rsrc3 !== 0) out.push(`${I}.pgmrsrc3 ${hex(d.rsrc3 >>> 0, 8)}`);
  if (d.nonZeroReserved.length > 0) out.push(`${I}/* reserved descriptor bytes not zero at ${d.nonZeroReserved.join(', ')} */`);
  return out;
}

/** Registers of a Mesa object's `.AMDGPU.config` (the Gallium program info). */
const PROGINFO_REGISTERS: Readonly<Record<number, string>> = {
  0xb848: 'COMPUTE_PGM_RSRC1', 0xb84c: 'COMPUTE_PGM_RSRC2', 0xb860: 'COMPUTE_TMPRING_SIZE', 4: 'SPILLED_SGPRS', 8: 'SPILLED_VGPRS',
};

/**
 * `.config` lines for an amd_kernel_code_t: CLRX's ROCm format (code object
 * v2), or with `proginfo` (a Mesa object's `.AMDGPU.config` pairs for this
 * kernel) CLRX's Gallium format, where the program info's registers come
 * first and the header's copies carry an `hsa_` prefix.
 */
export function clrxKernelCodeConfig(h: AmdKernelCode, proginfo?: readonly (readonly [number, number])[]): string[] {
  const v = (k: string) => h.values.get(k)!;
  const n = (k: string) => Number(v(k));
  const out = ['    .config'];
  if (proginfo !== undefined) {
    const reg = (r: number) => proginfo.find(([x]) => x === r)?.[1];
    const rsrc1 = reg(0xb848);
    const rsrc2 = reg(0xb84c);
    if (rsrc1 !== undefined && rsrc2 !== undefined) out.push(...pgm({ rsrc1, rsrc2, props: h.props }, ''));
    const spilled = (r: number, d: string) => { const x = reg(r); if (x !== undefined) out.push(`${I}${d} ${x}`); };
    spilled(4, '.spilledsgprs');
    spilled(8, '.spilledvgprs');
    const rest = proginfo.filter(([r]) => r !== 0xb848 && r !== 0xb84c && r !== 4 && r !== 8);
    if (rest.length > 0) {
      out.push(`${I}/* .AMDGPU.config: ${rest.map(([r, x]) => `${PROGINFO_REGISTERS[r] ?? hex(r >>> 0, 8)} = ${hex(x >>> 0)}`).join(', ')} */`);
    }
  }
  out.push(...pgm(h, proginfo !== undefined ? 'hsa_' : ''));
  out.push(`${I}.codeversion ${h.codeVersion.major}, ${h.codeVersion.minor}`);
  out.push(`${I}.machine ${h.machine.kind}, ${h.machine.major}, ${h.machine.minor}, ${h.machine.stepping}`);
  out.push(`${I}.kernel_code_entry_offset ${hex(h.kernelCodeEntryByteOffset)}`);
  const b = new DataView(h.bytes.buffer, h.bytes.byteOffset, h.bytes.byteLength);
  const prefetchOffset = b.getBigInt64(24, true);
  if (prefetchOffset !== 0n) out.push(`${I}.kernel_code_prefetch_offset ${hex(prefetchOffset)}`);
  if (v('kernel_code_prefetch_byte_size') !== 0) out.push(`${I}.kernel_code_prefetch_size ${String(v('kernel_code_prefetch_byte_size'))}`);
  const maxScratch = b.getBigUint64(40, true);
  if (maxScratch !== 0n) out.push(`${I}.max_scratch_backing_memory ${maxScratch}`);
  out.push(...uses(h));
  const grid = (get(h, PROPS.ENABLE_SGPR_GRID_WORKGROUP_COUNT_X) ? 'x' : '') + (get(h, PROPS.ENABLE_SGPR_GRID_WORKGROUP_COUNT_Y) ? 'y' : '')
    + (get(h, PROPS.ENABLE_SGPR_GRID_WORKGROUP_COUNT_Z) ? 'z' : '');
  if (grid !== '') out.push(`${I}.use_grid_workgroup_count ${grid}`);
  if (get(h, PROPS.ENABLE_ORDERED_APPEND_GDS)) out.push(`${I}.use_ordered_append_gds`);
  out.push(`${I}.private_elem_size ${2 << get(h, PROPS.PRIVATE_ELEMENT_SIZE)}`);
  if (get(h, PROPS.IS_PTR64)) out.push(`${I}.use_ptr64`);
  if (get(h, PROPS.IS_DYNAMIC_CALLSTACK)) out.push(`${I}.use_dynamic_call_stack`);
  if (get(h, PROPS.IS_DEBUG_ENABLED)) out.push(`${I}.use_debug_enabled`);
  if (get(h, PROPS.IS_XNACK_ENABLED)) out.push(`${I}.use_xnack_enabled`);
  if (get(h, PROPS.ENABLE_WAVEFRONT_SIZE32)) out.push(`${I}.use_wave32`);
  const sizes: readonly (readonly [string, string])[] = [
    ['workitem_private_segment_byte_size', '.workitem_private_segment_size'],
    ['workgroup_group_segment_byte_size', '.workgroup_group_segment_size'],
    ['gds_segment_byte_size', '.gds_segment_size'],
    ['kernarg_segment_byte_size', '.kernarg_segment_size'],
    ['workgroup_fbarrier_count', '.workgroup_fbarrier_count'],
  ];
  for (const [k, d] of sizes) if (v(k) !== 0) out.push(`${I}${d} ${String(v(k))}`);
  out.push(`${I}.wavefront_sgpr_count ${n('wavefront_sgpr_count')}`);
  out.push(`${I}.workitem_vgpr_count ${n('workitem_vgpr_count')}`);
  if (n('reserved_vgpr_count') > 0) out.push(`${I}.reserved_vgprs ${n('reserved_vgpr_first')}, ${n('reserved_vgpr_first') + n('reserved_vgpr_count') - 1}`);
  if (n('reserved_sgpr_count') > 0) out.push(`${I}.reserved_sgprs ${n('reserved_sgpr_first')}, ${n('reserved_sgpr_first') + n('reserved_sgpr_count') - 1}`);
  if (n('debug_wavefront_private_segment_offset_sgpr') !== 0) {
    out.push(`${I}.debug_wavefront_private_segment_offset_sgpr ${n('debug_wavefront_private_segment_offset_sgpr')}`);
  }
  if (n('debug_private_segment_buffer_sgpr') !== 0) out.push(`${I}.debug_private_segment_buffer_sgpr ${n('debug_private_segment_buffer_sgpr')}`);
  const pow2 = (k: string) => (n(k) < 31 ? 2 ** n(k) : n(k));
  out.push(`${I}.kernarg_segment_align ${pow2('kernarg_segment_alignment')}`);
  out.push(`${I}.group_segment_align ${pow2('group_segment_alignment')}`);
  out.push(`${I}.private_segment_align ${pow2('private_segment_alignment')}`);
  out.push(`${I}.wavefront_size ${pow2('wavefront_size')}`);
  out.push(`${I}.call_convention ${hex(n('call_convention') >>> 0)}`);
  if (v('runtime_loader_kernel_symbol') !== 0) out.push(`${I}.runtime_loader_kernel_symbol ${hex(v('runtime_loader_kernel_symbol') as number)}`);
  const reserved3 = h.bytes.subarray(108, 120);
  if (reserved3.some((x) => x !== 0)) out.push(`${I}/* reserved bytes 108-119 not zero: no CLRX pseudo-op */`);
  const cd = h.bytes.subarray(128, 256);
  out.push('    .control_directive');
  if (cd.every((x) => x === 0)) out.push(`${I}.fill 128, 1, 0x00`);
  else for (let i = 0; i < 128; i += 16) out.push(`${I}.byte ${Array.from(cd.subarray(i, i + 16), (x) => hex(x, 2)).join(', ')}`);
  return out;
}
