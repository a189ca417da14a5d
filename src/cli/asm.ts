// `gcnkit asm`: assembly text -> machine code in one of the output formats,
// streamed: the source is read in chunks, assembled statement by statement
// and written as it goes, so memory does not grow with the input. Every
// error is counted and the first N shown (--max-errors) with the line,
// column, source line and a caret; on any error nothing is written (exit 1):
// `-o` goes through a temporary file renamed on success, and standard output
// is spooled (memory, then a temporary file) and copied out on success.

import { parseArgs } from 'node:util';
import type { Dialect } from '../asm/pipeline/driver.js';
import { AsmDriver } from '../asm/pipeline/driver.js';
import { ByteOut } from '../asm/pipeline/byte-out.js';
import { formatWriter, OUTPUT_FORMATS, type OutputFormat } from '../asm/pipeline/writers.js';
import { formatAsmDiagnostic, MAX_KEPT_DIAGNOSTICS, type AsmDiagnostic } from '../asm/diagnostics.js';
import { ClrxAssembler } from '../asm/clrx.js';
import { LlvmAssembler } from '../asm/llvm.js';
import { AtomicOutput, checkInputPath, EXIT_BAD_INPUT, EXIT_OK, parseArch, parseSyntax, UsageError } from './common.js';
import { readChunksAsync, writeAll } from './io.js';
import { SpooledStdout, TempFileStore } from './spool.js';

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

/**
 * Standard error for diagnostics: written with blocking writes in 64 KB
 * batches. (process.stderr queues what a slow pipe does not take, and the
 * assembler never yields to drain it: memory would grow with the errors.)
 * A standard error that cannot be written is given up silently.
 */
class ErrorOut {
  private pending = '';
  private broken = false;
  write(s: string): void {
    this.pending += s;
    if (this.pending.length >= 1 << 16) this.flush();
  }
  flush(): void {
    if (this.pending === '' || this.broken) { this.pending = ''; return; }
    const b = Buffer.from(this.pending, 'utf8');
    this.pending = '';
    try {
      writeAll(2, b);
    } catch {
      this.broken = true;
    }
  }
}

/** Node's Latin-1 decoding, several times faster than TextDecoder's. */
function latin1(b: Uint8Array, s: number, e: number): string {
  return Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('latin1', s, e);
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

  // Diagnostics are printed as they are found, the first `limit` of each severity.
  const dialect: Dialect = syntax === 'llvm' ? new LlvmAssembler(gen, limit) : new ClrxAssembler(gen, limit);
  const diag = dialect.asm.diag;
  diag.keepList = false;
  let shownErrors = 0;
  let shownWarnings = 0;
  const errOut = new ErrorOut();
  diag.listener = (d: AsmDiagnostic) => {
    if (d.severity === 'error' ? limit !== 0 && shownErrors >= limit : limit !== 0 && shownWarnings >= limit) return;
    if (d.severity === 'error') shownErrors++; else shownWarnings++;
    errOut.write(formatAsmDiagnostic(name, d));
  };

  const outPath = values.output !== undefined && values.output !== '-' ? values.output : null;
  const target = outPath !== null ? new AtomicOutput(outPath) : new SpooledStdout();
  const store = new TempFileStore();
  try {
    const out = new ByteOut(1 << 18, (c) => target.write(c));
    const driver = new AsmDriver(dialect, formatWriter(format, out, () => dialect.asm.gen), store, latin1);
    // Back to the event loop between chunks: Ctrl-C / SIGTERM must stop a long run
    // (and remove the temporary -o file) at once, not after it has written everything.
    await readChunksAsync(file, (c) => { driver.push(c); });
    driver.end();
  } catch (e) {
    errOut.flush();
    target.abort();
    throw e;
  } finally {
    store.close();
  }

  const hidden = diag.errors + diag.warnings - shownErrors - shownWarnings;
  let err = '';
  if (hidden > 0) err += `${name}: ${hidden} more diagnostics not shown (--max-errors; 0 shows all)\n`;
  if (diag.errors > 0) err += `${name}: ${diag.errors} error${diag.errors > 1 ? 's' : ''}; nothing written\n`;
  errOut.write(err);
  errOut.flush();
  if (diag.errors > 0) {
    target.abort();
    return EXIT_BAD_INPUT;
  }
  target.commit();
  return EXIT_OK;
}
