// What the assembler hands the code-object writer: the sections it filled,
// the symbols it defined or used, the relocations it could not resolve, and
// the kernel-header and metadata directives it read (as written, unencoded).
// The writer (src/objfile/write/) turns this into an ELF64 relocatable object
// laid out as llvm-mc 14 `-filetype=obj` lays it out.

/** One diagnostic of the writer, tied to a directive of the source when it has one. */
export interface WriteDiagnostic {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  /** The source position of the directive or value the message is about, when known. */
  readonly line?: number;
  readonly col?: number;
}

export type SectionKind = 'progbits' | 'nobits' | 'note';

export interface ObjSection {
  /** `.text`, `.rodata`, `.AMDGPU.csdata`, `.note.GNU-stack`, `.AMDGPU.config`, … */
  readonly name: string;
  readonly kind: SectionKind;
  /** ELF SHF_* letters as in `.section NAME,"flags"`: a alloc, w write, x exec. */
  readonly flags: string;
  /** The largest alignment asked for in it (`.p2align`), at least 1. */
  readonly align: number;
  readonly bytes: Uint8Array;
}

/** ELF relocation types of AMDGPU (R_AMDGPU_*). */
export type RelocType = 'ABS32_LO' | 'ABS32_HI' | 'ABS64' | 'REL32' | 'REL64' | 'ABS32' | 'GOTPCREL'
  | 'GOTPCREL32_LO' | 'GOTPCREL32_HI' | 'REL32_LO' | 'REL32_HI';

export interface ObjRelocation {
  /** The section whose bytes are patched. */
  readonly section: string;
  readonly offset: number;
  readonly type: RelocType;
  /** A symbol name, or a section name when the relocation is against a section. */
  readonly symbol: string;
  readonly addend: bigint;
}

export interface ObjSymbol {
  readonly name: string;
  /** null: undefined here (an external reference). */
  readonly section: string | null;
  readonly value: number;
  readonly size: number;
  /** `amdgpu_hsa_kernel` is STT_AMDGPU_HSA_KERNEL (10) of code object v2. */
  readonly type: 'notype' | 'func' | 'object' | 'section' | 'amdgpu_hsa_kernel';
  readonly binding: 'local' | 'global' | 'weak';
  readonly visibility: 'default' | 'protected' | 'hidden' | 'internal';
  /**
   * `absolute`: a `.set`/`=` constant (SHN_ABS; `value` is the constant);
   * `common`: `.comm` (SHN_COMMON; `value` is the alignment). `section` is null for both.
   */
  readonly special?: 'absolute' | 'common';
}

/** One `.amdhsa_NAME value` line of an `.amdhsa_kernel` block, value already evaluated. */
export interface DirectiveValue {
  readonly name: string;
  readonly value: bigint;
  readonly line: number;
  readonly col: number;
  /** Column of the value (llvm-mc reports range errors there); `col` when absent. */
  readonly valueCol?: number;
}

/** An `.amdhsa_kernel NAME … .end_amdhsa_kernel` block: 64 bytes reserved at `offset` of `section`. */
export interface AmdhsaKernelBlock {
  readonly name: string;
  readonly section: string;
  readonly offset: number;
  readonly values: readonly DirectiveValue[];
  readonly line: number;
  readonly col: number;
  /**
   * Where llvm-mc reports errors found at the end of the block (a missing
   * `.amdhsa_next_free_vgpr`, user SGPR counts): just after the
   * `.end_amdhsa_kernel` token. The block's own position when absent.
   */
  readonly end?: { readonly line: number; readonly col: number };
}

/** An `.amd_kernel_code_t … .end_amd_kernel_code_t` block: 256 bytes reserved at `offset` of `section`. */
export interface AmdKernelCodeBlock {
  readonly section: string;
  readonly offset: number;
  readonly values: readonly DirectiveValue[];
  readonly line: number;
  readonly col: number;
}

export interface ObjectModel {
  /** `amdgcn-amd-amdhsa` or `amdgcn-mesa-mesa3d` (or `amdgcn--` for none). */
  readonly triple: string;
  /** `gfx600`…`gfx810` (llvm-mc's -mcpu after alias resolution). */
  readonly processor: string;
  /** The effective target id (`.amdgcn_target`'s, checked against triple/processor by the assembler); xnack is read from it. */
  readonly targetId?: string;
  /** --amdhsa-code-object-version (llvm-mc 14's default: 4). */
  readonly codeObjectVersion: 2 | 3 | 4;
  /**
   * In order of first appearance (llvm-mc creates `.text` first). The writer
   * appends the notes it makes to a `.note` section listed here (kind `note`,
   * usually empty: list it where the first note directive is read, as llvm-mc
   * creates it there); without one it adds `.note` after the last section.
   */
  readonly sections: readonly ObjSection[];
  /**
   * In order of first mention. The writer adds what llvm-mc's streamer adds:
   * `NAME.kd` of each `.amdhsa_kernel` block when not listed (right after
   * NAME), section symbols that relocations need, and STV_PROTECTED on a
   * kernel's symbol.
   */
  readonly symbols: readonly ObjSymbol[];
  readonly relocations: readonly ObjRelocation[];
  readonly amdhsaKernels: readonly AmdhsaKernelBlock[];
  readonly amdKernelCodes: readonly AmdKernelCodeBlock[];
  /** The text between `.amdgpu_metadata` and `.end_amdgpu_metadata` (v3/v4), with its position. */
  readonly metadata?: {
    readonly yaml: string; readonly line: number; readonly col: number;
    /** Where llvm-mc reports "invalid HSA metadata": just after the `.end_amdgpu_metadata` token. */
    readonly end?: { readonly line: number; readonly col: number };
  };
  /** v2: `.amd_amdgpu_hsa_metadata … .end_amd_amdgpu_hsa_metadata`. */
  readonly hsaMetadataV2?: { readonly yaml: string; readonly line: number; readonly col: number };
  /** v2: `.hsa_code_object_version major,minor`. */
  readonly hsaCodeObjectVersion?: readonly [number, number];
  /** `.amd_amdgpu_isa "TARGET"` (v2, Mesa): an NT_AMD_HSA_ISA_NAME note. */
  readonly amdgpuIsa?: { readonly name: string; readonly line: number; readonly col: number };
  /** v2: `.hsa_code_object_isa major,minor,stepping,"AMD","AMDGPU"` (no arguments: the target's own). */
  readonly hsaCodeObjectIsa?: { readonly version: readonly [number, number, number]; readonly vendor: string; readonly arch: string } | 'target';
}

export interface WriteResult {
  /** null when there were errors. */
  readonly bytes: Uint8Array | null;
  readonly diagnostics: readonly WriteDiagnostic[];
}
