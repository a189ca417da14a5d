// The AMDGPU ELF relocation types (R_AMDGPU_*), once: their numbers, how
// llvm-mc spells each as a symbol variant (`sym@rel32@lo`), and which an
// instruction literal can carry. The reader (relocations.ts), the writer
// (write/elf-writer.ts) and the assembler (asm/llvm-obj/relocate.ts) read
// this table.

import type { RelocType } from './write/model.js';

export interface RelocInfo {
  readonly type: RelocType;
  /** R_AMDGPU_* number. */
  readonly number: number;
  /** The variant after `@` that asks for it ('' for a plain symbol); null: none spells it. */
  readonly variant: string | null;
  /** A 32-bit instruction literal can carry it (printed `sym@variant` in place of the value). */
  readonly inLiteral: boolean;
  /** llvm-mc 14 writes this type instead when the variant is assembled (ABS32 for both @abs32 halves). */
  readonly assembledAs?: RelocType;
}

export const RELOCATIONS: readonly RelocInfo[] = [
  { type: 'ABS32_LO', number: 1, variant: 'abs32@lo', inLiteral: true, assembledAs: 'ABS32' },
  { type: 'ABS32_HI', number: 2, variant: 'abs32@hi', inLiteral: true, assembledAs: 'ABS32' },
  { type: 'ABS64', number: 3, variant: null, inLiteral: false },
  { type: 'REL32', number: 4, variant: null, inLiteral: false },
  { type: 'REL64', number: 5, variant: 'rel64', inLiteral: false },
  { type: 'ABS32', number: 6, variant: '', inLiteral: true },
  { type: 'GOTPCREL', number: 7, variant: 'gotpcrel', inLiteral: false },
  { type: 'GOTPCREL32_LO', number: 8, variant: 'gotpcrel32@lo', inLiteral: true },
  { type: 'GOTPCREL32_HI', number: 9, variant: 'gotpcrel32@hi', inLiteral: true },
  { type: 'REL32_LO', number: 10, variant: 'rel32@lo', inLiteral: true },
  { type: 'REL32_HI', number: 11, variant: 'rel32@hi', inLiteral: true },
];

/** R_AMDGPU_* number of each type. */
export const RELOC_NUMBERS: Readonly<Record<RelocType, number>> =
  Object.fromEntries(RELOCATIONS.map((r) => [r.type, r.number])) as Record<RelocType, number>;

/** The relocation type llvm-mc 14 writes for a symbol variant (`rel32@lo` → REL32_LO). */
export const VARIANT_TYPES: ReadonlyMap<string, RelocType> = new Map(RELOCATIONS
  .filter((r) => r.variant !== null && r.variant !== '')
  .map((r) => [r.variant!, r.assembledAs ?? r.type]));

/** How a relocation a literal carries is printed after its symbol (`@rel32@lo`, or '' for ABS32), by number. */
export const LITERAL_VARIANTS: ReadonlyMap<number, string> = new Map(RELOCATIONS
  .filter((r) => r.inLiteral)
  .map((r) => [r.number, r.variant === '' ? '' : '@' + r.variant!]));
