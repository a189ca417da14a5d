// ELF identity of an AMDGPU object as llvm-mc 14 writes it: OS/ABI from the
// triple's OS, ABI version from the HSA code object version, e_flags the
// processor's EF_AMDGPU_MACH plus the XNACK setting (code object v4's two-bit
// field on HSA; elsewhere one bit, set for xnack on or any).

import type { XnackSetting } from '../amdhsa.js';
import type { Processor } from '../targets.js';
import type { ElfIdentity } from './elf-writer.js';

export const ELFOSABI_AMDGPU_HSA = 64;
export const ELFOSABI_AMDGPU_PAL = 65;
export const ELFOSABI_AMDGPU_MESA3D = 66;

export type TargetOs = 'amdhsa' | 'amdpal' | 'mesa3d' | 'none';

export function targetOs(triple: string): TargetOs {
  const os = triple.split('-')[2] ?? '';
  return os === 'amdhsa' || os === 'amdpal' || os === 'mesa3d' ? os : 'none';
}

/** The xnack setting of a target id (`:xnack+`/`:xnack-` in v4, `+xnack`/`-xnack` in v3); `any` when it says nothing. */
export function xnackSetting(proc: Processor, targetId: string | undefined): XnackSetting {
  if (!proc.xnack) return 'unsupported';
  const features = targetId?.replace(/^.*?gfx[0-9a-f]+/i, '') ?? '';
  const m = /:xnack([+-])/.exec(features) ?? /([+-])xnack/.exec(features);
  return m === null ? 'any' : m[1] === '+' ? 'on' : 'off';
}

export function elfIdentity(triple: string, proc: Processor, codeObjectVersion: 2 | 3 | 4, xnack: XnackSetting): ElfIdentity {
  const os = targetOs(triple);
  const osabi = os === 'amdhsa' ? ELFOSABI_AMDGPU_HSA : os === 'amdpal' ? ELFOSABI_AMDGPU_PAL : os === 'mesa3d' ? ELFOSABI_AMDGPU_MESA3D : 0;
  const abiVersion = os === 'amdhsa' ? codeObjectVersion - 2 : 0;
  let flags = proc.mach;
  if (os === 'amdhsa' && codeObjectVersion >= 4) {
    flags |= { unsupported: 0, any: 0x100, off: 0x200, on: 0x300 }[xnack];
  } else if (xnack === 'on' || xnack === 'any') flags |= 0x100;
  return { osabi, abiVersion, flags };
}
