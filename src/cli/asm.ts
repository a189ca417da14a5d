// `gcnkit asm`: assembly text -> machine code in one of the output formats.
// Every error of the file is reported with its line, column, source line and
// a caret; on any error nothing is written (exit 1).

import { isAscii } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { assemble } from '../asm/assembler.js';
import { formatAsmDiagnostic } from '../asm/diagnostics.js';
import { OUTPUT_FORMATS, writeOutput, type OutputFormat } from '../asm/output.js';
import { TextSink } from '../disasm/sink.js';
import { AtomicOutput, checkInputPath, EXIT_BAD_INPUT, EXIT_OK, parseArch, parseSyntax, UsageError } from './common.js';
import { readChunks, writeAll } from './io.js';

export const ASM_USAGE = `Usage: gcnkit asm [options] [FILE|-]

Assembles VOP1-family GCN instructions. Reads FILE, or standard input when
FILE is '-' or absent.

Options:
  -a, --arch NAME      generation: gcn1.0, gcn1.1, gcn1.2, or an alias such as
                       si, ci, vi, gfx6..gfx8, tahiti, hawaii, tonga, fiji (default gcn1.0;
                       in CLRX syntax a .gpu/.arch directive in the source wins)
  -s, --syntax NAME    clrx (default) or llvm
  -f, --format NAME    bin (default), hex, listing, c or json
  -o, --output FILE    write to FILE instead of standard output (nothing is written on error)
  -h, --help           show this help
`;

function readSource(file: string): string {
  let bytes: Buffer;
  if (file !== '-') bytes = readFileSync(file);
  else {
    const parts: Buffer[] = [];
    readChunks('-', (c) => parts.push(Buffer.from(c)));
    bytes = Buffer.concat(parts);
  }
  // Assembly is nearly always ASCII, which decodes byte for byte several times faster than UTF-8.
  // Otherwise UTF-8, with a leading byte-order mark dropped and bad bytes as U+FFFD.
  return isAscii(bytes) ? bytes.toString('latin1') : new TextDecoder().decode(bytes);
}

export function asmMain(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      arch: { type: 'string', short: 'a' },
      syntax: { type: 'string', short: 's' },
      format: { type: 'string', short: 'f' },
      output: { type: 'string', short: 'o' },
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
  const file = positionals[0] ?? '-';
  const name = file === '-' ? '<stdin>' : file;
  if (file !== '-') checkInputPath(file);
  const source = readSource(file);
  const result = assemble(source, { arch: gen.index, syntax });

  let err = '';
  for (const d of result.diagnostics) err += formatAsmDiagnostic(name, d, result.lineText(d.line));
  if (result.droppedDiagnostics > 0) err += `${name}: ${result.droppedDiagnostics} more diagnostics not shown\n`;
  if (result.errorCount > 0) {
    err += `${name}: ${result.errorCount} error${result.errorCount > 1 ? 's' : ''}; nothing written\n`;
  }
  if (err !== '') process.stderr.write(err);
  if (result.errorCount > 0) return EXIT_BAD_INPUT;

  const outPath = values.output !== undefined && values.output !== '-' ? values.output : null;
  const atomic = outPath !== null ? new AtomicOutput(outPath) : null;
  const sink = new TextSink(1 << 18, atomic !== null ? (c) => atomic.write(c) : (c) => writeAll(1, c));
  try {
    writeOutput(result, format, sink);
    sink.flush();
    atomic?.commit();
  } catch (e) {
    atomic?.abort();
    throw e;
  }
  return EXIT_OK;
}
