// SDWA selector values (GCN 1.2) and their names in the LLVM dialect: the
// printers, the assemblers and the playground read them from here.

/** SRC0_SEL / SRC1_SEL / DST_SEL values 0-6; 7 is reserved. */
export const SDWA_SEL_NAMES = ['BYTE_0', 'BYTE_1', 'BYTE_2', 'BYTE_3', 'WORD_0', 'WORD_1', 'DWORD'] as const;

/** DST_UNUSED values 0-2; 3 is reserved (llvm-mc 14 prints it as UNUSED_PAD). */
export const SDWA_UNUSED_NAMES = ['UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE'] as const;

/** Name -> value maps for the parsers. */
export const SDWA_SEL_VALUES: ReadonlyMap<string, number> = new Map(SDWA_SEL_NAMES.map((n, i) => [n, i]));
export const SDWA_UNUSED_VALUES: ReadonlyMap<string, number> = new Map(SDWA_UNUSED_NAMES.map((n, i) => [n, i]));
