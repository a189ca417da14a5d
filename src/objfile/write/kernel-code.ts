// `.amd_kernel_code_t` blocks -> the 256-byte amd_kernel_code_t of code object
// v2 and Mesa objects. llvm-mc 14 starts from the target's default header and
// applies each `key = value` line; the keys and where their values go are the
// table in descriptor.ts (AMD_KERNEL_CODE_KEYS), shared with the printer.

import { AMD_KERNEL_CODE_KEYS, AMD_KERNEL_CODE_SIZE, type CodeTSource } from '../descriptor.js';
import type { Processor } from '../targets.js';
import type { AmdKernelCodeBlock, WriteDiagnostic } from './model.js';

const KEYS = new Map<string, CodeTSource>(AMD_KERNEL_CODE_KEYS);
const WORD_AT = { rsrc1: 48, rsrc2: 52, props: 56 } as const;

function put(v: DataView, src: CodeTSource, value: bigint): void {
  if ('word' in src) {
    const at = WORD_AT[src.word];
    const m = src.width === 32 ? 0xffffffffn : ((1n << BigInt(src.width)) - 1n) << BigInt(src.lo);
    const old = BigInt(v.getUint32(at, true));
    v.setUint32(at, Number((old & ~m & 0xffffffffn) | ((value << BigInt(src.lo)) & m)), true);
    return;
  }
  switch (src.type) {
    case 'u8': v.setUint8(src.at, Number(BigInt.asUintN(8, value))); break;
    case 'u16': v.setUint16(src.at, Number(BigInt.asUintN(16, value)), true); break;
    case 'u32': case 'i32': v.setUint32(src.at, Number(BigInt.asUintN(32, value)), true); break;
    case 'u64': case 'i64': v.setBigUint64(src.at, BigInt.asUintN(64, value), true); break;
  }
}

/** The header llvm-mc 14 starts from for `proc` (its initDefaultAMDKernelCodeT for GCN 1.0-1.2). */
export function defaultAmdKernelCode(proc: Processor): Uint8Array {
  const out = new Uint8Array(AMD_KERNEL_CODE_SIZE);
  const v = new DataView(out.buffer);
  const set = (key: string, value: bigint) => put(v, KEYS.get(key)!, value);
  set('amd_code_version_major', 1n);
  set('amd_code_version_minor', 2n);
  set('amd_machine_kind', 1n);
  set('amd_machine_version_major', BigInt(proc.major));
  set('amd_machine_version_minor', BigInt(proc.minor));
  set('amd_machine_version_stepping', BigInt(proc.stepping));
  set('kernel_code_entry_byte_offset', BigInt(AMD_KERNEL_CODE_SIZE));
  set('wavefront_size', 6n);
  set('call_convention', -1n);
  set('kernarg_segment_alignment', 4n);
  set('group_segment_alignment', 4n);
  set('private_segment_alignment', 4n);
  return out;
}

export function encodeAmdKernelCode(block: AmdKernelCodeBlock, proc: Processor): { bytes: Uint8Array | null; diagnostics: WriteDiagnostic[] } {
  const out = defaultAmdKernelCode(proc);
  const v = new DataView(out.buffer);
  for (const d of block.values) {
    const src = KEYS.get(d.name);
    if (src === undefined) {
      // llvm-mc points at the token after the name (the `=`, one space on in llc's layout).
      return { bytes: null, diagnostics: [{ severity: 'error', message: `unexpected amd_kernel_code_t field name ${d.name}`, line: d.line, col: d.col + d.name.length + 1 }] };
    }
    put(v, src, d.value);
  }
  return { bytes: out, diagnostics: [] };
}
