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

export const ASM_USAGE = `Usage: gcnkit asm [options] [FILE|-]

Assembles VOP1-family GCN instructions. Reads FILE, or standard input when
FILE is '-' or absent.

Options:
  -a, --arch NAME      generation: gcn1.0, gcn1.1, gcn1.2, or an alias such as
                       si, ci, vi, gfx6..gfx8, tahiti, hawaii, tonga, fiji (default gcn1.0;
                       in CLRX syntax a .gpu/.arch directive before the code wins)
  -s, --syntax NAME    clrx (default) or llvm
  -f, --format NAME    bin (default), hex, listing, c or json
  -o, --output FILE    write to FILE instead of standard output (nothing is written on error)
      --max-errors N   show at most N errors and N warnings (default ${MAX_KEPT_DIAGNOSTICS}; 0: all);
                       all of them are counted
  -h, --help           show this help
`;

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
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(ASM_USAGE);
    return EXIT_OK;
  }
  if (positionals.length > 1) throw new UsageError('asm takes at most one input file');
  const gen = parseArch(values.arch, 'gcn1.0');
  const syntax = parseSyntax(values.syntax);
  const format = (values.format ?? 'bin').toLowerCase() as OutputFormat;
  if (!OUTPUT_FORMATS.includes(format)) {
    throw new UsageError(`unknown format '${values.format}'; use ${OUTPUT_FORMATS.join(', ')}`);
  }
  const limit = maxErrors(values['max-errors']);
  const file = positionals[0] ?? '-';
  const name = file === '-' ? '<stdin>' : file;
  if (file !== '-') checkInputPath(file);

  const outPath = values.output !== undefined && values.output !== '-' ? values.output : null;
  const target = outPath !== null ? new AtomicOutput(outPath) : new SpooledStdout();
  let r;
  try {
    r = await assembleStream(file, name, gen, syntax, limit, format, (c) => target.write(c),
      ' (--max-errors; 0 shows all)');
  } catch (e) {
    target.abort();
    throw e;
  }
  if (r.errors > 0) {
    target.abort();
    return EXIT_BAD_INPUT;
  }
  target.commit();
  return EXIT_OK;
}
