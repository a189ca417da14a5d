export * from './isa/generations.js';
export * from './isa/vop1.js';
export * from './isa/instructions.js';
export * from './isa/operands.js';
export * from './encoding/fields.js';
export * from './disasm/decoder.js';
export * from './disasm/sink.js';
export * from './disasm/llvm-printer.js';
