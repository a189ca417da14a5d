// `gcnkit asm`: assembly text -> machine code in one of the output formats,
// streamed: the source is read in chunks, assembled statement by statement
// and written as it goes, so memory does not grow with the input. Every
// error is counted and the first N shown (--max-errors) with the line,
// column, source line and a caret; on any error nothing is written (exit 1):
// `-o` goes through a temporary file renamed on success, and standard output
// is spooled (memory, then a temporary file) and copied out on success.

import { parseArgs } from 'node:util';
import { OUTPUT_FORMATS, type OutputFormat } from '../asm/pipeline/writers.js';
import { MAX_KEPT_DIAGNOSTICS } from '../asm/diagnostics.js';
import { AtomicOutput, checkInputPath, EXIT_BAD_INPUT, EXIT_OK, parseArch, parseSyntax, UsageError } from './common.js';
import { assembleStream } from './assemble-stream.js';
import { SpooledStdout } from './spool.js';
import { assembleObject } from './asm-object.js';
import { LlvmAssembler } from '../asm/llvm.js';
import type { ObjectTarget } from '../asm/llvm-obj/directives.js';
import { processorByName } from '../objfile/targets.js';
import type { Generation } from '../isa/generations.js';

export const ASM_USAGE = `Usage: gcnkit asm [options] [FILE|-]

Assembles GCN code. Reads FILE, or standard input when FILE is '-' or absent.

Options:
  -a, --arch NAME      generation: gcn1.0, gcn1.1, gcn1.2, or an alias such as
                       si, ci, vi, gfx6..gfx8, tahiti, hawaii, tonga, fiji (default gcn1.0;
                       in CLRX syntax a .gpu/.arch directive before the code wins)
  -s, --syntax NAME    clrx (default) or llvm
  -f, --format NAME    bin (default), hex, listing, c, json, or elf (LLVM syntax: a relocatable
                       code object as llvm-mc -filetype=obj writes it; the default when
                       -o names a .o file). bin/hex/listing/c/json hold the .text section
                       only (code; other sections, symbols and kernel headers are in elf)
  -o, --output FILE    write to FILE instead of standard output (nothing is written on error)
LLVM syntax, as llvm-mc's options:
      --triple T       amdgcn-amd-amdhsa (default), amdgcn-mesa-mesa3d or amdgcn--
      --mcpu NAME      gfx600..gfx810 or a device name (default: the -a device, else the
                       processor the source's .amdgcn_target / .amd_amdgpu_isa names, else
                       gfx600/gfx700/gfx802 for gcn1.0/1.1/1.2); without -a it also names
                       the generation, with -a the two must agree
      --amdhsa-code-object-version N
                       2, 3 or 4 (default 4): which kernel-header directives exist
                       (.amdhsa_kernel for 3/4 with amdhsa; .amd_kernel_code_t otherwise)
      --max-errors N   show at most N errors and N warnings (default ${MAX_KEPT_DIAGNOSTICS}; 0: all);
                       all of them are counted
  -h, --help           show this help
`;

/** llvm-mc's -triple, -mcpu and --amdhsa-code-object-version (the processor may come from -a or the source). */
function objectTarget(triple: string | undefined, mcpu: string | undefined, version: string | undefined,
  arch: string | undefined, gen: Generation): ObjectTarget {
  const t = triple ?? 'amdgcn-amd-amdhsa';
  if (!['amdgcn-amd-amdhsa', 'amdgcn-mesa-mesa3d', 'amdgcn--', 'amdgcn'].includes(t)) {
    throw new UsageError(`unknown triple '${t}'; use amdgcn-amd-amdhsa, amdgcn-mesa-mesa3d or amdgcn--`);
  }
  const v = version ?? '4';
  if (!/^[234]$/.test(v)) throw new UsageError(`--amdhsa-code-object-version takes 2, 3 or 4, not '${v}'`);
  let processor: string | null = null;
  const named = mcpu ?? (arch !== undefined && processorByName(arch) !== undefined ? arch : undefined);
  if (named !== undefined) {
    const p = processorByName(named);
    if (p === undefined) throw new UsageError(`unknown processor '${named}'`);
    if (p.gen !== gen.id) throw new UsageError(`processor '${named}' is not ${gen.id}`);
    processor = p.name;
  }
  return { triple: t === 'amdgcn' ? 'amdgcn--' : t, processor, codeObjectVersion: Number(v) as 2 | 3 | 4 };
}

function maxErrors(v: string | undefined): number {
  if (v === undefined) return MAX_KEPT_DIAGNOSTICS;
  if (!/^[0-9]+$/.test(v.trim())) throw new UsageError(`--max-errors takes a number (0 for no limit), not '${v}'`);
  return Number(v);
}

export async function asmMain(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      arch: { type: 'string', short: 'a' },
      syntax: { type: 'string', short: 's' },
      format: { type: 'string', short: 'f' },
      output: { type: 'string', short: 'o' },
      'max-errors': { type: 'string' },
      triple: { type: 'string' },
      mcpu: { type: 'string' },
      'amdhsa-code-object-version': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(ASM_USAGE);
    return EXIT_OK;
  }
  if (positionals.length > 1) throw new UsageError('asm takes at most one input file');
  // --mcpu alone names the generation too (llvm-mc's -mcpu); with -a they must agree.
  const cpu = values.mcpu !== undefined && values.arch === undefined ? processorByName(values.mcpu) : undefined;
  const gen = parseArch(values.arch ?? cpu?.gen, 'gcn1.0');
  if (values.mcpu !== undefined && values.arch !== undefined) {
    const p = processorByName(values.mcpu);
    if (p !== undefined && p.gen !== gen.id) {
      throw new UsageError(`--mcpu ${values.mcpu} is ${p.gen} but -a ${values.arch} is ${gen.id}; give one of them, or agreeing ones`);
    }
  }
  const syntax = parseSyntax(values.syntax);
  const elf = values.format !== undefined ? values.format.toLowerCase() === 'elf'
    : syntax === 'llvm' && values.output !== undefined && values.output.endsWith('.o');
  const format = (elf ? 'bin' : (values.format ?? 'bin').toLowerCase()) as OutputFormat;
  if (!elf && !OUTPUT_FORMATS.includes(format)) {
    throw new UsageError(`unknown format '${values.format}'; use ${OUTPUT_FORMATS.join(', ')} or elf`);
  }
  if (elf && syntax !== 'llvm') throw new UsageError('-f elf needs --syntax llvm');
  const target = objectTarget(values.triple, values.mcpu, values['amdhsa-code-object-version'], values.arch, gen);
  const limit = maxErrors(values['max-errors']);
  const file = positionals[0] ?? '-';
  const name = file === '-' ? '<stdin>' : file;
  if (file !== '-') checkInputPath(file);

  const outPath = values.output !== undefined && values.output !== '-' ? values.output : null;
  const out = outPath !== null ? new AtomicOutput(outPath) : new SpooledStdout();
  let failed: boolean;
  try {
    if (elf) {
      const bytes = await assembleObject(file, name, gen, target, limit, ' (--max-errors; 0 shows all)');
      if (bytes !== null) out.write(bytes);
      failed = bytes === null;
    } else {
      const dialect = syntax === 'llvm' ? new LlvmAssembler(gen, limit, target) : undefined;
      const r = await assembleStream(file, name, gen, syntax, limit, format, (c) => out.write(c),
        ' (--max-errors; 0 shows all)', { dialect });
      failed = r.errors > 0;
    }
  } catch (e) {
    out.abort();
    throw e;
  }
  if (failed) {
    out.abort();
    return EXIT_BAD_INPUT;
  }
  out.commit();
  return EXIT_OK;
}
