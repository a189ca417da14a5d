// The GCN 1.0-1.2 processors a code object can name, with the numbers each
// container uses for them. EF_AMDGPU_MACH values and ISA versions are those
// LLVM 14 writes (checked with llc 14 for every -mcpu below: `llvm-readelf -h`
// flags and the v2 NT_AMD_HSA_ISA_VERSION note).

import type { GenId } from '../isa/generations.js';

export interface Processor {
  /** LLVM's name, e.g. gfx802. */
  readonly name: string;
  readonly gen: GenId;
  /** EF_AMDGPU_MACH (e_flags & 0xff). */
  readonly mach: number;
  /** ISA version (v2 ISA note; amd_kernel_code_t machine version). */
  readonly major: number;
  readonly minor: number;
  readonly stepping: number;
  /** llc -mcpu names that select it. */
  readonly devices: readonly string[];
  /** The device CLRX's `.gpu` uses for it. */
  readonly clrxGpu: string;
  /** Has the XNACK feature (so a target id may say xnack on/off/any). */
  readonly xnack: boolean;
  /** LLVM's FeatureSGPRInitBug: kernels always get 96 SGPRs. */
  readonly sgprInitBug: boolean;
}

const P = (name: string, gen: GenId, mach: number, v: [number, number, number], devices: string[], clrxGpu: string,
  xnack = false, sgprInitBug = false): Processor =>
  ({ name, gen, mach, major: v[0], minor: v[1], stepping: v[2], devices, clrxGpu, xnack, sgprInitBug });

export const PROCESSORS: readonly Processor[] = [
  P('gfx600', 'gcn1.0', 0x20, [6, 0, 0], ['tahiti'], 'Tahiti'),
  P('gfx601', 'gcn1.0', 0x21, [6, 0, 1], ['pitcairn', 'verde'], 'Pitcairn'),
  P('gfx602', 'gcn1.0', 0x3a, [6, 0, 2], ['hainan', 'oland'], 'Oland'),
  P('gfx700', 'gcn1.1', 0x22, [7, 0, 0], ['kaveri'], 'Spectre'),
  P('gfx701', 'gcn1.1', 0x23, [7, 0, 1], ['hawaii'], 'Hawaii'),
  P('gfx702', 'gcn1.1', 0x24, [7, 0, 2], [], 'Hawaii'),
  P('gfx703', 'gcn1.1', 0x25, [7, 0, 3], ['kabini', 'mullins'], 'Kalindi'),
  P('gfx704', 'gcn1.1', 0x26, [7, 0, 4], ['bonaire'], 'Bonaire'),
  P('gfx705', 'gcn1.1', 0x3b, [7, 0, 5], [], 'Mullins'),
  P('gfx801', 'gcn1.2', 0x28, [8, 0, 1], ['carrizo'], 'Carrizo', true),
  P('gfx802', 'gcn1.2', 0x29, [8, 0, 2], ['iceland', 'tonga'], 'Tonga', false, true),
  P('gfx803', 'gcn1.2', 0x2a, [8, 0, 3], ['fiji', 'polaris10', 'polaris11'], 'Fiji'),
  P('gfx805', 'gcn1.2', 0x3c, [8, 0, 5], ['tongapro'], 'Tonga', false, true),
  P('gfx810', 'gcn1.2', 0x2b, [8, 1, 0], ['stoney'], 'Stoney', true),
];

export const EF_AMDGPU_MACH = 0xff;

const byName = new Map<string, Processor>();
for (const p of PROCESSORS) {
  byName.set(p.name, p);
  for (const d of p.devices) byName.set(d, p);
}

/** A processor by LLVM name or device name (case-insensitive). */
export function processorByName(name: string): Processor | undefined {
  return byName.get(name.toLowerCase());
}

export function processorByMach(mach: number): Processor | undefined {
  return PROCESSORS.find((p) => p.mach === mach);
}

export function processorByVersion(major: number, minor: number, stepping: number): Processor | undefined {
  return PROCESSORS.find((p) => p.major === major && p.minor === minor && p.stepping === stepping);
}

/**
 * EF_AMDGPU_MACH values of later generations, to name them in messages
 * (LLVM 14's list; gcnkit does not decode their code).
 */
const OTHER_MACH: Readonly<Record<number, string>> = {
  0x01: 'r600', 0x02: 'r630', 0x03: 'rs880', 0x04: 'rv670', 0x05: 'rv710', 0x06: 'rv730', 0x07: 'rv770',
  0x08: 'cedar', 0x09: 'cypress', 0x0a: 'juniper', 0x0b: 'redwood', 0x0c: 'sumo', 0x0d: 'barts',
  0x0e: 'caicos', 0x0f: 'cayman', 0x10: 'turks',
  0x2c: 'gfx900', 0x2d: 'gfx902', 0x2e: 'gfx904', 0x2f: 'gfx906', 0x30: 'gfx908', 0x31: 'gfx909',
  0x32: 'gfx90c', 0x33: 'gfx1010', 0x34: 'gfx1011', 0x35: 'gfx1012', 0x36: 'gfx1030', 0x37: 'gfx1031',
  0x38: 'gfx1032', 0x39: 'gfx1033', 0x3d: 'gfx1034', 0x3e: 'gfx90a', 0x3f: 'gfx940', 0x40: 'gfx1013',
  0x41: 'gfx1036', 0x42: 'gfx1035',
};

export function machName(mach: number): string {
  return processorByMach(mach)?.name ?? OTHER_MACH[mach] ?? `unknown (0x${mach.toString(16)})`;
}

/**
 * The processor in a target id such as `amdgcn-amd-amdhsa--gfx802`,
 * `amdgcn-amd-amdhsa--gfx801+xnack` (v3) or `...--gfx801:xnack-` (v4), or a bare
 * `gfx802`. Returns the processor name as written (known or not).
 */
export function processorOfTarget(target: string): string | null {
  const m = /(?:^|-)(gfx[0-9a-f]+)(?=$|[:+])/i.exec(target.trim());
  return m !== null ? m[1]!.toLowerCase() : null;
}
