// The notes llvm-mc 14 writes into `.note`: name size (with its NUL), desc
// size, type, the name and the desc each padded to 4 bytes.

import {
  NT_AMD_HSA_CODE_OBJECT_VERSION, NT_AMD_HSA_ISA_NAME, NT_AMD_HSA_ISA_VERSION, NT_AMD_HSA_METADATA, NT_AMDGPU_METADATA,
} from '../notes.js';

const utf8 = new TextEncoder();

export function noteBytes(name: string, type: number, desc: Uint8Array): Uint8Array {
  const n = utf8.encode(name);
  const nameSize = n.length + 1;
  const out = new Uint8Array(12 + align4(nameSize) + align4(desc.length));
  const v = new DataView(out.buffer);
  v.setUint32(0, nameSize, true);
  v.setUint32(4, desc.length, true);
  v.setUint32(8, type, true);
  out.set(n, 12);
  out.set(desc, 12 + align4(nameSize));
  return out;
}

const align4 = (n: number): number => (n + 3) & ~3;

/** NT_AMD_HSA_CODE_OBJECT_VERSION: u32 major, u32 minor. */
export function codeObjectVersionNote(major: number, minor: number): Uint8Array {
  const d = new Uint8Array(8);
  const v = new DataView(d.buffer);
  v.setUint32(0, major, true);
  v.setUint32(4, minor, true);
  return noteBytes('AMD', NT_AMD_HSA_CODE_OBJECT_VERSION, d);
}

/** NT_AMD_HSA_ISA_VERSION: u16 vendor size, u16 arch size, u32 major, minor, stepping, vendor and arch with NULs. */
export function isaVersionNote(version: readonly [number, number, number], vendor: string, arch: string): Uint8Array {
  const vb = utf8.encode(vendor);
  const ab = utf8.encode(arch);
  const d = new Uint8Array(16 + vb.length + 1 + ab.length + 1);
  const v = new DataView(d.buffer);
  v.setUint16(0, vb.length + 1, true);
  v.setUint16(2, ab.length + 1, true);
  v.setUint32(4, version[0], true);
  v.setUint32(8, version[1], true);
  v.setUint32(12, version[2], true);
  d.set(vb, 16);
  d.set(ab, 16 + vb.length + 1);
  return noteBytes('AMD', NT_AMD_HSA_ISA_VERSION, d);
}

/** NT_AMD_HSA_ISA_NAME: the target string, no NUL. */
export function isaNameNote(name: string): Uint8Array {
  return noteBytes('AMD', NT_AMD_HSA_ISA_NAME, utf8.encode(name));
}

/** NT_AMD_HSA_METADATA (v2): the YAML text llvm-mc writes (hsa-metadata-v2.ts), no NUL. */
export function hsaMetadataV2Note(text: string): Uint8Array {
  return noteBytes('AMD', NT_AMD_HSA_METADATA, utf8.encode(text));
}

/** NT_AMDGPU_METADATA (v3+): the MessagePack document. */
export function amdgpuMetadataNote(msgpack: Uint8Array): Uint8Array {
  return noteBytes('AMDGPU', NT_AMDGPU_METADATA, msgpack);
}
