// ELF notes, and the AMD ones a GCN code object carries: the code object
// version and ISA of v2 objects, the ISA name string (v2, Mesa), the YAML
// metadata of v2 and the MessagePack metadata of v3 and later.

import { Bytes, decodeText, hex } from './bytes.js';
import type { DiagnosticList } from './diagnostics.js';
import type { ElfSection, ElfSegment } from './elf.js';

/** Owner "AMD". */
export const NT_AMD_HSA_CODE_OBJECT_VERSION = 1;
export const NT_AMD_HSA_HSAIL = 2;
export const NT_AMD_HSA_ISA_VERSION = 3;
export const NT_AMD_HSA_METADATA = 10;
export const NT_AMD_HSA_ISA_NAME = 11;
export const NT_AMD_PAL_METADATA = 12;
/** Owner "AMDGPU". */
export const NT_AMDGPU_METADATA = 32;

export interface ElfNote {
  readonly name: string;
  readonly type: number;
  readonly desc: Uint8Array;
  /** File offset of the note's header. */
  readonly offset: number;
}

const SHT_NOTE = 7;
const PT_NOTE = 4;

/** Notes from the SHT_NOTE sections, or from PT_NOTE segments when the file has no section headers. */
export function parseNotes(b: Bytes, sections: readonly ElfSection[], segments: readonly ElfSegment[],
  diags: DiagnosticList): ElfNote[] {
  const out: ElfNote[] = [];
  const noteSections = sections.filter((s) => s.type === SHT_NOTE);
  if (noteSections.length > 0) {
    // A section whose data lies outside the file has empty `data` (reported by the ELF reader).
    for (const s of noteSections) readNoteArea(s.data, s.offset, s.addralign === 8 ? 8 : 4, out, diags);
  } else if (sections.length === 0) {
    for (const p of segments) {
      if (p.type !== PT_NOTE) continue;
      if (!b.inside(p.offset, p.filesz)) {
        diags.error(`note segment [${hex(p.offset)}, +${hex(p.filesz)}) lies outside the file`);
        continue;
      }
      readNoteArea(b.slice(p.offset, p.filesz), p.offset, p.align === 8 ? 8 : 4, out, diags);
    }
  }
  return out;
}

function align(v: number, a: number): number {
  return Math.ceil(v / a) * a;
}

/** Reads the notes in `area` (which starts at file offset `base`, for messages). */
function readNoteArea(area: Uint8Array, base: number, a: number, out: ElfNote[], diags: DiagnosticList): void {
  const b = new Bytes(area);
  const end = area.length;
  let o = 0;
  while (o + 12 <= end) {
    const namesz = b.u32(o);
    const descsz = b.u32(o + 4);
    const type = b.u32(o + 8);
    const nameAt = o + 12;
    const descAt = nameAt + align(namesz, 4);
    if (descAt > end || descsz > end - descAt) {
      diags.error(`note at ${hex(base + o)}: name (${namesz} bytes) and descriptor (${descsz} bytes) run past the end of the note area`, base + o);
      return;
    }
    const rawName = b.slice(nameAt, namesz);
    const nul = rawName.indexOf(0);
    const name = decodeText(nul >= 0 ? rawName.subarray(0, nul) : rawName);
    out.push({ name, type, desc: b.slice(descAt, descsz), offset: base + o });
    o = descAt + align(descsz, a);
  }
  if (o < end && end - o >= 4) diags.warning(`${end - o} stray bytes after the last note at ${hex(base + o)}`, base + o);
}

export interface HsaIsaVersion {
  readonly vendor: string;
  readonly arch: string;
  readonly major: number;
  readonly minor: number;
  readonly stepping: number;
}

/** NT_AMD_HSA_ISA_VERSION: u16 vendor size, u16 arch size, u32 major, minor, stepping, vendor, arch. */
export function decodeIsaVersion(desc: Uint8Array): HsaIsaVersion | null {
  const b = new Bytes(desc);
  if (desc.length < 16) return null;
  const vsz = b.u16(0);
  const asz = b.u16(2);
  if (!b.inside(16, vsz) || !b.inside(16 + vsz, asz)) return null;
  const str = (off: number, n: number) => {
    const s = b.slice(off, n);
    const nul = s.indexOf(0);
    return decodeText(nul >= 0 ? s.subarray(0, nul) : s);
  };
  return { major: b.u32(4), minor: b.u32(8), stepping: b.u32(12), vendor: str(16, vsz), arch: str(16 + vsz, asz) };
}

/** NT_AMD_HSA_CODE_OBJECT_VERSION: u32 major, u32 minor. */
export function decodeCodeObjectVersion(desc: Uint8Array): { major: number; minor: number } | null {
  if (desc.length < 8) return null;
  const b = new Bytes(desc);
  return { major: b.u32(0), minor: b.u32(4) };
}

/** A descriptor holding text (ISA name, YAML metadata), without a trailing NUL. */
export function noteText(desc: Uint8Array): string {
  const nul = desc.indexOf(0);
  return decodeText(nul >= 0 ? desc.subarray(0, nul) : desc);
}
