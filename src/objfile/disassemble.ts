// A code object as assembly text: a header naming the container and target,
// then for each kernel its label, its descriptor or amd_kernel_code_t as
// directives, and its code; finally the metadata. The instructions
// themselves come from a `PrintCode` callback, so the container logic here
// does not depend on which instruction printer is plugged in.

import { generation, type GenId } from '../isa/generations.js';
import { hex } from './bytes.js';
import { clrxDescriptorConfig, clrxKernelCodeConfig } from './clrx-directives.js';
import { readCodeObject, type CodeObject, type CodeObjectKernel } from './code-object.js';
import { AMD_KERNEL_CODE_SIZE } from './descriptor.js';
import type { ObjDiagnostic } from './diagnostics.js';
import { amdhsaKernelBlock, amdKernelCodeBlock } from './llvm-directives.js';
import { metadataToYaml } from './metadata-yaml.js';
import { NT_AMD_HSA_ISA_NAME, noteText } from './notes.js';
import { printCodeWithDisassembler } from './print-code.js';
import { literalExpressions } from './relocations.js';
import { processorByName, processorOfTarget } from './targets.js';

export type CodeSyntax = 'clrx' | 'llvm';

export interface PrintCodeOptions {
  /** Prefix each instruction with its offset (within the code section) and words, as a comment. */
  readonly listing?: boolean;
  /** CLRX dialect: no `raw:[...]` suffixes. */
  readonly noRaw?: boolean;
  /** The reference tool's text verbatim (the Disassembler's `exact`): LLVM dialect, lossy text is not turned into `.long`. */
  readonly exact?: boolean;
}

/**
 * Prints a run of code. `words` are the little-endian dwords of the code
 * section from byte `startOffset` on (offsets are relative to the section
 * start). `labels` maps offsets strictly inside the run to symbol names the
 * printer must print as `NAME:` lines before the instruction there (it may
 * also use them to name branch targets). `literals` maps offsets of
 * relocated dwords (unlinked objects) to the expression llc wrote for them
 * (`gcd@rel32@lo+4`): an LLVM-dialect printer prints it for a literal there.
 * Returns complete lines.
 */
export type PrintCode = (words: Uint32Array, startOffset: number, gen: GenId, syntax: CodeSyntax,
  labels: ReadonlyMap<number, string>, options?: PrintCodeOptions, literals?: ReadonlyMap<number, string>) => string;

export interface CodeObjectDisasmOptions extends PrintCodeOptions {
  /** Generation override (`-a`): any name `findGeneration` knows. */
  readonly arch?: string;
  /** Output dialect; default `clrx`. */
  readonly syntax?: CodeSyntax;
  /** Print the header and trailer directives (default true). */
  readonly header?: boolean;
}

export interface CodeObjectDisasmResult {
  readonly text: string;
  readonly codeObject: CodeObject;
  /** The reader's diagnostics, plus problems met while printing. */
  readonly diagnostics: readonly ObjDiagnostic[];
  readonly errorCount: number;
}

/** A run of the code section printed in one piece, and what precedes it. */
interface Run { start: number; end: number; kernels: CodeObjectKernel[] }

/**
 * Disassembles a code object read from `bytes`. Never throws. `printCode`
 * prints the instructions (default: today's VOP1 Disassembler).
 */
export function disassembleCodeObject(bytes: Uint8Array, options: CodeObjectDisasmOptions = {},
  printCode: PrintCode = printCodeWithDisassembler): CodeObjectDisasmResult {
  const co = readCodeObject(bytes, options.arch !== undefined ? { arch: options.arch } : {});
  const diags: ObjDiagnostic[] = [...co.diagnostics];
  let text: string;
  try {
    text = render(co, options, printCode, diags);
  } catch (e) {
    diags.push({ severity: 'error', message: `internal error while printing the code object: ${(e as Error).message}` });
    text = '';
  }
  return { text, codeObject: co, diagnostics: diags, errorCount: diags.filter((d) => d.severity === 'error').length };
}

function render(co: CodeObject, options: CodeObjectDisasmOptions, printCode: PrintCode, diags: ObjDiagnostic[]): string {
  const syntax = options.syntax ?? 'clrx';
  const llvm = syntax === 'llvm';
  const out: string[] = [];
  const header = options.header !== false;
  const comment = (s: string) => (llvm ? `; ${s}` : `/* ${s} */`);
  const gen = co.target.gen;
  const text = co.text;

  if (header) {
    for (const l of summary(co)) out.push(comment(l));
    out.push(...(llvm ? llvmHeader(co) : clrxHeader(co)));
  }
  if (text === null) return out.join('\n') + '\n';
  if (gen === null) diags.push({ severity: 'error', message: 'unknown GPU generation: code printed as data (give -a)' });

  // Split the code section at each kernel's start (its header for v2/Mesa).
  const words = toWords(text.bytes);
  const startOf = (k: CodeObjectKernel) => k.headerOffset ?? k.codeOffset;
  const kernels = [...co.kernels].filter((k) => startOf(k) >= 0 && startOf(k) <= text.bytes.length).sort((a, b) => startOf(a) - startOf(b));
  const runs: Run[] = [];
  let pos = 0;
  for (let i = 0; i < kernels.length;) {
    const s = startOf(kernels[i]!);
    const group: CodeObjectKernel[] = [];
    while (i < kernels.length && startOf(kernels[i]!) === s) group.push(kernels[i++]!);
    if (s > pos) runs.push({ start: pos, end: s, kernels: [] });
    const next = i < kernels.length ? startOf(kernels[i]!) : text.bytes.length;
    runs.push({ start: s, end: Math.max(s, next), kernels: group });
    pos = Math.max(s, next);
  }
  if (pos < text.bytes.length || runs.length === 0) runs.push({ start: pos, end: text.bytes.length, kernels: [] });

  const labels = new Map<number, string>();
  for (const f of co.functions) if (!labels.has(f.offset)) labels.set(f.offset, f.name);
  const literals = llvm ? literalExpressions(co) : new Map<number, string>();
  const linked = !co.relocatable;
  const gallium = co.flavour === 'mesa';
  const configs = splitConfig(co.amdgpuConfig);

  if (header && !llvm) out.push('.text');
  for (const run of runs) {
    let codeStart = run.start;
    for (const k of run.kernels) {
      out.push(...(llvm ? llvmKernelLabel(co, k) : [`${k.name}:`]));
      if (llvm) {
        if (k.descriptor !== undefined) {
          out.push(`\t.section\t${k.descriptorAt?.section ?? '.rodata'},#alloc`, '\t.p2align\t6');
          out.push(...amdhsaKernelBlock(k.name, k.descriptor, co.target.info, co.target.xnack).lines);
          out.push('\t.text');
        }
        if (k.amdKernelCodeT !== undefined) out.push(...amdKernelCodeBlock(k.amdKernelCodeT).lines);
      } else {
        out.push(`.kernel ${k.name}`);
        if (k.descriptor !== undefined) out.push(...clrxDescriptorConfig(k.descriptor, linked));
        if (k.amdKernelCodeT !== undefined) {
          out.push(...clrxKernelCodeConfig(k.amdKernelCodeT, gallium ? configs[co.kernels.indexOf(k)] ?? [] : undefined));
        }
        if (k.descriptor === undefined && k.amdKernelCodeT === undefined) out.push('    /* no kernel header in this container */');
        out.push('.text');
        if (k.amdKernelCodeT !== undefined) out.push(`.skip ${AMD_KERNEL_CODE_SIZE}`);
      }
      if (k.amdKernelCodeT !== undefined && k.headerOffset === run.start) codeStart = Math.max(codeStart, run.start + AMD_KERNEL_CODE_SIZE);
    }
    if (codeStart > run.end) {
      diags.push({ severity: 'error', message: `kernel header at ${hex(run.start)} overlaps the next kernel at ${hex(run.end)}`, offset: text.offset + run.start });
      continue;
    }
    out.push(...printRun(words, text.bytes, codeStart, run.end, gen, syntax, labels, literals, printCode, options, diags).replace(/\n$/, '').split('\n').filter((l, i, a) => !(a.length === 1 && l === '')));
  }

  if (header) out.push(...(llvm ? llvmTrailer(co) : []));
  return out.join('\n') + '\n';
}

/** Little-endian dwords of a byte run (a copy: the input may be unaligned). */
function toWords(bytes: Uint8Array): Uint32Array {
  const n = bytes.length >> 2;
  const w = new Uint32Array(n);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < n; i++) w[i] = dv.getUint32(i * 4, true);
  return w;
}

function printRun(words: Uint32Array, bytes: Uint8Array, start: number, end: number, gen: GenId | null, syntax: CodeSyntax,
  labels: ReadonlyMap<number, string>, literals: ReadonlyMap<number, string>, printCode: PrintCode, options: PrintCodeOptions,
  diags: ObjDiagnostic[]): string {
  if (end <= start) return '';
  let s = '';
  // Code is dword-aligned; bytes before the first or after the last whole dword are data.
  const first = Math.ceil(start / 4) * 4;
  const last = Math.max(first, Math.floor(end / 4) * 4);
  if (first > start) s += dataBytes(bytes, start, Math.min(first, end), syntax);
  if (last > first) {
    const inside = new Map<number, string>();
    for (const [o, n] of labels) if (o > first && o < last) inside.set(o, n);
    const run = words.subarray(first >> 2, last >> 2);
    if (gen === null) {
      s += Array.from(run, (w) => `${syntax === 'llvm' ? '\t.long' : '.int'} ${hex(w, 8)}\n`).join('');
    } else {
      let t: string;
      try {
        t = printCode(run, first, gen, syntax, inside, options, literals);
      } catch (e) {
        diags.push({ severity: 'error', message: `the instruction printer failed at ${hex(first)}: ${(e as Error).message}` });
        t = '';
      }
      s += t.length > 0 && !t.endsWith('\n') ? t + '\n' : t;
    }
  }
  if (end > last && last >= start) {
    s += dataBytes(bytes, Math.max(last, start), end, syntax);
    if ((end & 3) !== 0) diags.push({ severity: 'warning', message: `code section: ${end - Math.max(last, start)} trailing bytes printed as data` });
  }
  return s;
}

function dataBytes(bytes: Uint8Array, from: number, to: number, syntax: CodeSyntax): string {
  const parts = Array.from(bytes.subarray(from, to), (b) => hex(b, 2));
  return parts.length > 0 ? `${syntax === 'llvm' ? '\t.byte' : '.byte'} ${parts.join(', ')}\n` : '';
}

/** `.AMDGPU.config` pairs per kernel: each kernel's group starts with COMPUTE_PGM_RSRC1 (0xb848). */
function splitConfig(pairs: readonly (readonly [number, number])[]): (readonly [number, number])[][] {
  const out: (readonly [number, number])[][] = [];
  for (const p of pairs) {
    if (p[0] === 0xb848 || out.length === 0) out.push([]);
    out[out.length - 1]!.push(p);
  }
  return out;
}

// --- the summary and the container directives --------------------------------------

const FLAVOUR_TEXT: Record<CodeObject['flavour'], string> = {
  'hsa-v2': 'HSA code object v2',
  'hsa-v3': 'HSA code object v3',
  'hsa-v4': 'HSA code object v4',
  mesa: 'Mesa (amdgcn-mesa-mesa3d) object',
  other: 'AMDGPU ELF object',
};

function summary(co: CodeObject): string[] {
  const t = co.target;
  const where = t.from === 'option' ? 'given with -a' : t.from === 'e_flags' ? `from e_flags ${hex(co.e_flags)}` : t.from === 'note' ? 'from the ISA note' : 'unknown';
  const lines = [
    `${FLAVOUR_TEXT[co.flavour]}, ${co.relocatable ? 'unlinked (relocatable)' : 'linked'}; target ${t.processor ?? 'unknown'}`
    + ` (${t.gen ?? 'generation unknown'}, ${where}); ${co.kernels.length} kernel${co.kernels.length === 1 ? '' : 's'}`,
  ];
  if (co.version === 3 || co.version === 4) lines.push(`reassemble with llvm-mc --amdhsa-code-object-version=${co.version}`);
  return lines;
}

/** The target id for `.amdgcn_target`: the metadata's own, else built from the processor and XNACK setting. */
function targetId(co: CodeObject): string {
  const own = co.target.targetId;
  if (own !== null && own.startsWith('amdgcn-') && processorOfTarget(own) === co.target.processor) return own;
  const p = co.target.processor ?? 'gfx600';
  const info = co.target.info;
  let suffix = '';
  if (info?.xnack === true) {
    if (co.version === 3) suffix = co.target.xnack === 'on' ? '+xnack' : '';
    else if (co.target.xnack === 'on') suffix = ':xnack+';
    else if (co.target.xnack === 'off') suffix = ':xnack-';
  }
  return `amdgcn-amd-amdhsa--${p}${suffix}`;
}

function isaName(co: CodeObject): string | null {
  const n = co.elf?.notes.find((x) => x.name === 'AMD' && x.type === NT_AMD_HSA_ISA_NAME);
  return n !== undefined ? noteText(n.desc) : null;
}

function llvmHeader(co: CodeObject): string[] {
  const out: string[] = ['\t.text'];
  if (co.flavour === 'hsa-v2') {
    out.push('\t.hsa_code_object_version 2,1');
    const v = co.target.isaVersion;
    const p = co.target.info;
    if (v !== null) out.push(`\t.hsa_code_object_isa ${v.major},${v.minor},${v.stepping},"${v.vendor}","${v.arch}"`);
    else if (p !== null) out.push(`\t.hsa_code_object_isa ${p.major},${p.minor},${p.stepping},"AMD","AMDGPU"`);
  } else if (co.version !== null && co.version >= 3) {
    out.push(`\t.amdgcn_target "${targetId(co)}"`);
  }
  if (co.amdgpuConfig.length > 0) {
    out.push('\t.section\t.AMDGPU.config');
    for (const [r, v] of co.amdgpuConfig) out.push(`\t.long\t${r >>> 0}`, `\t.long\t${v >>> 0}`);
    out.push('\t.text');
  }
  // Symbols the instruction printer will define as labels.
  for (const f of co.functions) {
    if (f.global) out.push(`\t.globl\t${f.name}`);
    if (f.kind === 'function') out.push(`\t.type\t${f.name},@function`);
  }
  return out;
}

function llvmKernelLabel(co: CodeObject, k: CodeObjectKernel): string[] {
  const out: string[] = [];
  const sym = co.elf?.symbols.find((s) => s.name === k.name) ?? co.elf?.dynamicSymbols.find((s) => s.name === k.name);
  if (sym === undefined || sym.bind !== 0) out.push(`\t.globl\t${k.name}`);
  if (((k.headerOffset ?? k.codeOffset) & 0xff) === 0) out.push('\t.p2align\t8');
  out.push(`\t.type\t${k.name},@function`);
  if (k.amdKernelCodeT !== undefined) out.push(`\t.amdgpu_hsa_kernel ${k.name}`);
  out.push(`${k.name}:`);
  return out;
}

function llvmTrailer(co: CodeObject): string[] {
  const out: string[] = [];
  const isa = isaName(co);
  if (isa !== null && (co.flavour === 'hsa-v2' || co.flavour === 'mesa')) out.push(`\t.amd_amdgpu_isa "${isa}"`);
  const md = co.metadata;
  if (md !== null && md.format === 'yaml' && co.flavour === 'hsa-v2') {
    out.push('\t.amd_amdgpu_hsa_metadata', ...md.text.replace(/\n+$/, '').split('\n'), '\t.end_amd_amdgpu_hsa_metadata');
  } else if (md !== null && md.format === 'msgpack' && md.value !== null) {
    out.push('\t.amdgpu_metadata', ...metadataToYaml(md.value).replace(/\n$/, '').split('\n'), '\t.end_amdgpu_metadata');
  }
  return out;
}

function clrxHeader(co: CodeObject): string[] {
  const out: string[] = [];
  const t = co.target;
  const proc = t.info ?? (t.processor !== null ? processorByName(t.processor) ?? null : null);
  const gpu = t.from === 'option' || proc === null ? (t.gen !== null ? generation(t.gen).clrxGpu : 'CapeVerde') : proc.clrxGpu;
  const hsa = co.flavour === 'hsa-v2' || co.flavour === 'hsa-v3' || co.flavour === 'hsa-v4';
  if (hsa) out.push('.rocm');
  else if (co.flavour === 'mesa') {
    out.push('/* the Mesa ELF is the code of a GalliumCompute binary: CLRX\'s Gallium format */', '.gallium');
  } else out.push('/* no CLRX format for this container: raw code */', '.rawcode');
  out.push(`.gpu ${gpu}`);
  if (hsa && proc !== null && t.from !== 'option') out.push(`.arch_minor ${proc.minor}`, `.arch_stepping ${proc.stepping}`);
  if (hsa) out.push(`.eflags ${co.e_flags >>> 0}`);
  if (co.flavour === 'hsa-v2') out.push('.newbinfmt');
  if (co.flavour === 'hsa-v3' || co.flavour === 'hsa-v4') out.push('.llvm10binfmt', '.metadatav3');
  if (hsa && t.targetId !== null) out.push(`.target "${t.targetId}"`);
  if (co.flavour === 'mesa') out.push('.llvm_version 40000  /* amd_kernel_code_t before each kernel: the LLVM >= 4.0 layout */');
  const descriptors = co.kernels.filter((k) => k.descriptor !== undefined).length;
  if (co.flavour === 'hsa-v3' || co.flavour === 'hsa-v4') {
    out.push('.globaldata', `    .skip ${descriptors * 64}  /* the kernel descriptors, written from the .config blocks */`);
  }
  if (co.metadata !== null) out.push('/* metadata note not reproduced in the CLRX dialect (see --syntax llvm) */');
  return out;
}
