// The CLRX-dialect assembler: the entry point (the modules are in clrx/).

export { assembleClrx, ClrxAssembler } from './clrx/assembler.js';
export type { Mods } from './clrx/mods.js';
