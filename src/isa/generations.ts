// The GCN generations gcnkit knows, and the per-generation facts that are not
// about one instruction: register-file limits, encoding layout variants and
// optional features. Everything keyed by generation reads this table.

export type GenId = 'gcn1.0' | 'gcn1.1' | 'gcn1.2';

/** Index of a generation in GENERATIONS; hot paths use it to index arrays. */
export type GenIndex = 0 | 1 | 2;

export interface Generation {
  readonly id: GenId;
  readonly index: GenIndex;
  /** Other names people use for it, for help text and docs. */
  readonly names: readonly string[];
  /** Accepted by `-a/--arch` (lower case) besides the id itself. */
  readonly aliases: readonly string[];
  /** The device CLRX writes in `.gpu` for this generation. */
  readonly clrxGpu: string;
  /** The llvm-mc `-mcpu` that matches this generation. */
  readonly llvmCpu: string;
  /** Number of addressable SGPRs (s0 .. s[n-1]). */
  readonly sgprCount: number;
  /** Layout of the VOP3A word (see src/encoding/fields.ts). */
  readonly vop3Layout: 'si' | 'vi';
  /** VOP3 opcode of VOP1 opcode 0; VOP3 op = base + VOP1 op. */
  readonly vop3Vop1Base: number;
  /** SDWA (SRC0 = 249) and DPP (SRC0 = 250) extension dwords. */
  readonly sdwa: boolean;
  readonly dpp: boolean;
  /** Inline constant 248 = 1/(2*pi). */
  readonly inlineInv2Pi: boolean;
  /** llvm-mc accepts `clamp` on ops with an integer result. */
  readonly llvmIntClamp: boolean;
}

export const GENERATIONS: readonly Generation[] = [
  {
    id: 'gcn1.0', index: 0,
    names: ['GCN 1.0', 'SI', 'GFX6', 'Southern Islands'],
    aliases: ['si', 'gfx6', 'tahiti', 'pitcairn', 'capeverde', 'verde', 'oland', 'hainan'],
    clrxGpu: 'CapeVerde', llvmCpu: 'tahiti',
    sgprCount: 104, vop3Layout: 'si', vop3Vop1Base: 0x180,
    sdwa: false, dpp: false, inlineInv2Pi: false, llvmIntClamp: false,
  },
  {
    id: 'gcn1.1', index: 1,
    names: ['GCN 1.1', 'CI', 'GFX7', 'Sea Islands'],
    aliases: ['ci', 'gfx7', 'bonaire', 'hawaii', 'kaveri', 'kabini', 'mullins'],
    clrxGpu: 'Bonaire', llvmCpu: 'hawaii',
    sgprCount: 104, vop3Layout: 'si', vop3Vop1Base: 0x180,
    sdwa: false, dpp: false, inlineInv2Pi: false, llvmIntClamp: false,
  },
  {
    id: 'gcn1.2', index: 2,
    names: ['GCN 1.2', 'VI', 'GFX8', 'Volcanic Islands'],
    aliases: ['vi', 'gfx8', 'iceland', 'topaz', 'tonga', 'fiji', 'carrizo', 'stoney',
      'polaris10', 'polaris11', 'polaris12'],
    clrxGpu: 'Iceland', llvmCpu: 'tonga',
    sgprCount: 102, vop3Layout: 'vi', vop3Vop1Base: 0x140,
    sdwa: true, dpp: true, inlineInv2Pi: true, llvmIntClamp: true,
  },
];

const byName = new Map<string, Generation>();
for (const g of GENERATIONS) {
  byName.set(g.id, g);
  for (const a of g.aliases) byName.set(a, g);
}

/** Looks up a generation by id or alias, case-insensitively. */
export function findGeneration(name: string): Generation | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** Every accepted arch spelling, for error messages and help. */
export function generationNames(): string[] {
  return GENERATIONS.flatMap((g) => [g.id, ...g.aliases]);
}

export function generation(id: GenId | GenIndex): Generation {
  return typeof id === 'number' ? GENERATIONS[id]! : byName.get(id)!;
}
