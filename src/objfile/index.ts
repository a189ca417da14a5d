// Code objects: reading GCN ELF containers and printing them as assembly.
// Browser-safe: no Node modules; everything works on a Uint8Array.

export { isElf, parseElf } from './elf.js';
export type { ElfFile, ElfHeader, ElfSection, ElfSegment, ElfSymbol, ElfRelocation } from './elf.js';
export type { ElfNote } from './notes.js';
export type { ObjDiagnostic } from './diagnostics.js';
export { decodeMsgPack } from './msgpack.js';
export type { MsgValue } from './msgpack.js';
export { parseYaml } from './yaml.js';
export type { YamlValue } from './yaml.js';
export { PROCESSORS, processorByName, processorByMach } from './targets.js';
export type { Processor } from './targets.js';
export {
  decodeKernelDescriptor, decodeAmdKernelCode, RSRC1, RSRC2, PROPS, AMD_KERNEL_CODE_KEYS,
} from './descriptor.js';
export type { KernelDescriptor, AmdKernelCode, PgmField } from './descriptor.js';
export { readCodeObject } from './code-object.js';
export type {
  CodeObject, CodeObjectKernel, CodeObjectSymbol, CodeObjectTarget, CodeObjectText, CodeObjectMetadata, Flavour, ReadOptions,
} from './code-object.js';
export { amdhsaKernelBlock, amdKernelCodeBlock } from './llvm-directives.js';
export { clrxDescriptorConfig, clrxKernelCodeConfig } from './clrx-directives.js';
export { metadataToYaml } from './metadata-yaml.js';
export { disassembleCodeObject } from './disassemble.js';
export type { PrintCode, PrintCodeOptions, CodeSyntax, CodeObjectDisasmOptions, CodeObjectDisasmResult } from './disassemble.js';
export { printCodeWithDisassembler } from './print-code.js';
export { writeCodeObject } from './write/index.js';
export type { ObjectModel, WriteResult, WriteDiagnostic } from './write/model.js';
