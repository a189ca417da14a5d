// llvm-mc's messages shared by several parts of the parser, and gcnkit's limits.

export const M_INVALID_OPERAND = 'invalid operand for instruction';
export const M_TOO_FEW = 'too few operands for instruction';
export const M_NOT_SUPPORTED = 'instruction not supported on this GPU';
export const M_FAILED_PARSING = 'failed parsing operand.';
export const M_NOT_VALID = 'not a valid operand.';
export const M_UNKNOWN_TOKEN = 'unknown token in expression';
/** llvm-mc's matcher found a form of another generation for the operands. */
export const M_OTHER_GPU = 'operands are not valid for this GPU or mode';

/** Deepest expression nesting gcnkit parses (llvm-mc has no limit short of its stack). */
export const MAX_EXPR_DEPTH = 1000;
/** Most binary operators in one statement's expressions (gcnkit's limit). */
export const MAX_EXPR_NODES = 5000;
