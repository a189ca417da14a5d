// `gcnkit disasm`: machine code (raw bytes, or --hex text) -> assembly text.
// Input and output are streamed through fixed buffers, so inputs of
// hundreds of MB use bounded memory.

import { parseArgs } from 'node:util';
import { Disassembler } from '../disasm/disassembler.js';
import {
  AtomicOutput, checkInputPath, clip, isUsageError, EXIT_BAD_INPUT, EXIT_OK, formatDiagnostic, parseArch, parseSyntax, UsageError,
} from './common.js';
import { isOutputClosed, isOutputError, readChunksAsync, writeAll, writeErr, writeOut } from './io.js';
import { ElfSniffer } from './elf-sniffer.js';

export const DISASM_USAGE = `Usage: gcnkit disasm [options] [FILE|-]

Disassembles GCN 1.0-1.2 machine code (every encoding) to assembly, one instruction per line.
Reads FILE, or standard input when FILE is '-' or absent. An ELF code object
(HSA v2/v3/v4, Mesa; .o or linked) is recognised by its magic and printed with
its kernels; the generation then comes from the object unless -a is given.

Options:
  -a, --arch NAME      generation: gcn1.0, gcn1.1, gcn1.2, or an alias such as
                       si, ci, vi, gfx6..gfx8, tahiti, hawaii, tonga, fiji (default gcn1.0)
  -s, --syntax NAME    clrx (default) or llvm
      --hex            input is text: 32-bit hex words (0x optional) and/or llvm-mc
                       byte lists such as [0x02,0x03,0x02,0x7e]; '#' and '//' comments
  -o, --output FILE    write to FILE instead of standard output (nothing is written on error)
  -l, --listing        prefix each line with its byte offset and words, as a comment
      --no-header      omit the header lines (.rawcode / .gpu / .text)
      --no-raw         CLRX dialect: print clrxdisasm's text alone, without raw:[...]
                       where that text cannot be reassembled to the same words
      --exact          CLRX dialect: clrxdisasm's exact text (no ' sdwa', abs:N/neg:N or
                       other additions that make the text reassemble to the same words).
                       LLVM dialect: llvm-mc's text verbatim even where it loses bits (by
                       default such an instruction prints as '.long 0x... ; TEXT')
      --llvm-resync    LLVM dialect: after an encoding llvm-mc rejects, print only its first
                       dword as .long and decode again from the next dword, as llvm-mc does
  -h, --help           show this help
`;

export async function disasmMain(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      arch: { type: 'string', short: 'a' },
      syntax: { type: 'string', short: 's' },
      hex: { type: 'boolean' },
      output: { type: 'string', short: 'o' },
      listing: { type: 'boolean', short: 'l' },
      'no-header': { type: 'boolean' },
      'no-raw': { type: 'boolean' },
      exact: { type: 'boolean' },
      'llvm-resync': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    writeOut(DISASM_USAGE);
    return EXIT_OK;
  }
  if (positionals.length > 1) throw new UsageError('disasm takes at most one input file');
  const gen = parseArch(values.arch, 'gcn1.0');
  const syntax = parseSyntax(values.syntax);
  const file = positionals[0] ?? '-';
  const name = file === '-' ? '<stdin>' : file;
  if (file !== '-') checkInputPath(file);

  // -o is checked (and rejected if it is a directory or empty) before any work.
  const atomic = values.output !== undefined && values.output !== '-' ? new AtomicOutput(values.output) : null;
  const write = atomic !== null ? (c: Uint8Array) => atomic.write(c) : (c: Uint8Array) => writeAll(1, c);

  const dis = new Disassembler({
    arch: gen.index,
    syntax,
    header: values['no-header'] !== true,
    listing: values.listing === true,
    noRaw: values['no-raw'] === true,
    exact: values.exact === true,
    llvmResync: values['llvm-resync'] === true,
  }, write, 1 << 18);
  // The hex reader is loaded only for --hex.
  const hex = values.hex === true ? new (await import('../disasm/hex-input.js')).HexReader((words) => dis.pushWords(words)) : null;
  const sniff = hex === null ? new ElfSniffer((c, last) => dis.push(c, last)) : null;

  try {
    // Big chunks: the CLRX dialect holds back the last BRANCH_REACH words of a chunk until the
    // next (a branch there may label them), a copy per chunk. A file of up to 16 MB is one chunk,
    // known to be the last: nothing is held back or copied (on the 10 MB benchmark 0.18 s
    // against 0.20-0.21 s in chunks of 256 KB or 1 MB).
    await readChunksAsync(file, hex !== null ? (c) => hex.push(c) : (c, last) => sniff!.push(c, last), 4 << 20, 16 << 20);
    if (hex !== null) hex.end();
    sniff?.end();
    if (sniff?.isElf === true) {
      // The code-object reader is loaded only for ELF input.
      const r = (await import('./disasm-object.js')).disasmObjectFile(sniff.bytes(), name, {
        arch: values.arch, syntax, header: values['no-header'] !== true, listing: values.listing === true, noRaw: values['no-raw'] === true,
        exact: values.exact === true,
      });
      write(new TextEncoder().encode(r.text));
      if (r.stderr !== '') process.stderr.write(r.stderr);
      if (atomic !== null) { if (r.errors > 0) atomic.abort(); else atomic.commit(); }
      return r.errors > 0 ? EXIT_BAD_INPUT : EXIT_OK;
    }
    dis.end();
  } catch (e) {
    atomic?.abort();
    if (isOutputClosed(e) || isUsageError(e) || isOutputError(e)) throw e;
    writeErr(`gcnkit disasm: error: ${clip(name)}: ${(e as Error).message}\n`);
    return EXIT_BAD_INPUT;
  }

  // Warnings first (at most MAX_DIAGNOSTICS, then a count of the rest), errors last: the
  // reason a run fails is the last thing on the terminal, never lost among warnings.
  let warnings = '';
  let errors = '';
  let warningsShown = 0;
  const where = (offset: number) => (hex !== null ? `word at byte offset 0x${offset.toString(16)}` : `offset 0x${offset.toString(16)}`);
  for (const d of dis.diagnostics) {
    const line = `${name}: ${where(d.offset)}: ${d.severity}: ${d.message}\n`;
    if (d.severity === 'error') errors += line;
    else { warnings += line; warningsShown++; }
  }
  const warningCount = dis.diagnosticCount - dis.errorCount;
  if (warningCount > warningsShown) {
    warnings += `${name}: ${warningCount - warningsShown} more warning${warningCount - warningsShown > 1 ? 's' : ''} not shown `
      + `(${warningCount} in all)\n`;
  }
  let errorCount = dis.errorCount;
  if (hex !== null) {
    for (const d of hex.diagnostics) errors += formatDiagnostic(name, d.line, d.col, 'error', d.message, d.source, d.caret);
    if (hex.diagnosticCount > hex.diagnostics.length) {
      errors += `${name}: ${hex.diagnosticCount - hex.diagnostics.length} more errors not shown\n`;
    }
    errorCount += hex.diagnosticCount;
  }
  if (errorCount > 0) errors += `${name}: ${errorCount} error${errorCount > 1 ? 's' : ''}${atomic !== null ? `; ${clip(atomic.path)} not written` : ''}\n`;
  if (warnings !== '' || errors !== '') writeErr(warnings + errors);

  if (atomic !== null) {
    if (errorCount > 0) atomic.abort();
    else atomic.commit();
  }
  return errorCount > 0 ? EXIT_BAD_INPUT : EXIT_OK;
}
