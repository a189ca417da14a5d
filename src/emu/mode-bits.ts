// Bits of the MODE and TRAPSTS hardware registers the emulator reads and sets
// (semantics.md 1.2, 1.3): one definition for every VALU engine.

export const MODE_F32_DENORM_IN = 1 << 4;
export const MODE_F32_DENORM_OUT = 1 << 5;
export const MODE_F64_DENORM_IN = 1 << 6;
export const MODE_F64_DENORM_OUT = 1 << 7;
export const MODE_DX10_CLAMP = 1 << 8;
export const MODE_IEEE = 1 << 9;
export const MODE_GPR_IDX_EN = 1 << 27;

export const EXC_INVALID = 1 << 0;
export const EXC_DENORM = 1 << 1;
export const EXC_DIV0 = 1 << 2;
export const EXC_OVERFLOW = 1 << 3;
export const EXC_INT_DIV0 = 1 << 6;
