// `gcnkit run`: execute a VOP1 program on one 64-lane wavefront and print
// the final state as JSON (shared docs: interface.md).

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { assemble } from '../asm/assembler.js';
import { formatAsmDiagnostic } from '../asm/diagnostics.js';
import { parseHexWords } from '../disasm/hex-input.js';
import { compileProgram, runProgram, type TraceEntry } from '../emu/run.js';
import { StateError, stateFromJson, stateToJson, WaveState } from '../emu/state.js';
import { AtomicOutput, checkInputPath, EXIT_BAD_INPUT, EXIT_OK, parseArch, parseSyntax, UsageError } from './common.js';
import { writeAll } from './io.js';

export const RUN_USAGE = `Usage: gcnkit run [options] PROGRAM

Runs a program of VOP1 instructions on one 64-lane wavefront and prints the
final state as JSON. PROGRAM is assembly source by default ('-' for stdin).

Options:
  -a, --arch NAME      generation (default gcn1.0; see gcnkit disasm --help)
  -s, --syntax NAME    clrx (default) or llvm, for assembly source and traces
      --bin            PROGRAM is raw machine code (little-endian bytes)
      --hex            PROGRAM is machine code as hex words / llvm-mc byte lists
      --state FILE     initial state (JSON); all zero by default, EXEC all ones, MODE 0x3c0
      --trace          print each instruction and the registers it changed (stderr)
  -o, --output FILE    write the final state to FILE instead of standard output
  -h, --help           show this help
`;

function hex(v: number): string {
  return '0x' + (v >>> 0).toString(16).padStart(8, '0');
}

function formatTrace(e: TraceEntry): string {
  let s = `[${e.index}] ${e.offset.toString(16).padStart(6, '0')}: ${e.text}\n`;
  for (const c of e.changes) {
    if (c.lanes.length === 0) { s += `    ${c.reg}: ${hex(c.before[0]!)} -> ${hex(c.after[0]!)}\n`; continue; }
    const shown = c.lanes.slice(0, 4).map((l, i) => `lane ${l}: ${hex(c.before[i]!)} -> ${hex(c.after[i]!)}`).join(', ');
    s += `    ${c.reg}: ${c.lanes.length} lane${c.lanes.length > 1 ? 's' : ''}; ${shown}${c.lanes.length > 4 ? ', ...' : ''}\n`;
  }
  return s;
}

function readInput(file: string): Buffer {
  return readFileSync(file === '-' ? 0 : file);
}

export function runMain(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      arch: { type: 'string', short: 'a' },
      syntax: { type: 'string', short: 's' },
      bin: { type: 'boolean' },
      hex: { type: 'boolean' },
      state: { type: 'string' },
      trace: { type: 'boolean' },
      output: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(RUN_USAGE);
    return EXIT_OK;
  }
  if (positionals.length !== 1) throw new UsageError('run takes one PROGRAM file (or - for standard input)');
  if (values.bin && values.hex) throw new UsageError('--bin and --hex exclude each other');
  let gen = parseArch(values.arch, 'gcn1.0');
  const syntax = parseSyntax(values.syntax);
  const file = positionals[0]!;
  const name = file === '-' ? '<stdin>' : file;
  for (const f of [file, values.state]) {
    if (f !== undefined && f !== '-') checkInputPath(f);
  }

  // The program: machine code, or assembly through the assembler.
  let words: Uint32Array;
  const input = readInput(file);
  if (values.bin) {
    if (input.length % 4 !== 0) {
      process.stderr.write(`${name}: error: length ${input.length} is not a multiple of 4 bytes\n`);
      return EXIT_BAD_INPUT;
    }
    words = new Uint32Array(input.length / 4);
    for (let i = 0; i < words.length; i++) words[i] = input.readUInt32LE(i * 4);
  } else if (values.hex) {
    const h = parseHexWords(input);
    if (h.diagnostics.length > 0) {
      for (const d of h.diagnostics) process.stderr.write(`${name}:${d.line}:${d.col}: error: ${d.message}\n`);
      return EXIT_BAD_INPUT;
    }
    words = h.words;
  } else {
    const a = assemble(new TextDecoder().decode(input), { arch: gen.index, syntax });
    let err = '';
    for (const d of a.diagnostics) err += formatAsmDiagnostic(name, d, a.lineText(d.line));
    if (err !== '') process.stderr.write(err);
    if (a.errorCount > 0) return EXIT_BAD_INPUT;
    gen = a.gen; // a .gpu/.arch directive may have chosen the generation
    words = new Uint32Array(a.bytes.length >>> 2);
    const dv = new DataView(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength);
    for (let i = 0; i < words.length; i++) words[i] = dv.getUint32(i * 4, true);
  }

  let state: WaveState;
  try {
    state = values.state !== undefined ? stateFromJson(JSON.parse(readFileSync(values.state === '-' ? 0 : values.state, 'utf8')), gen)
      : new WaveState(gen);
  } catch (e) {
    const msg = e instanceof StateError || e instanceof SyntaxError ? (e as Error).message : String(e);
    process.stderr.write(`${values.state}: error: bad state: ${msg}\n`);
    return EXIT_BAD_INPUT;
  }

  const program = compileProgram(words, gen.index, syntax);
  const r = runProgram(program, state, values.trace ? { trace: (e) => process.stderr.write(formatTrace(e)) } : {});
  if (r.error !== null) {
    process.stderr.write(`${name}: error: instruction ${r.error.index} at offset 0x${r.error.offset.toString(16)} `
      + `(${r.error.text}): ${r.error.message}\n`);
    return EXIT_BAD_INPUT;
  }
  const text = JSON.stringify(stateToJson(r.state), null, 2) + '\n';
  const bytes = new TextEncoder().encode(text);
  if (values.output !== undefined && values.output !== '-') {
    const out = new AtomicOutput(values.output);
    out.write(bytes);
    out.commit();
  } else {
    writeAll(1, bytes);
  }
  return EXIT_OK;
}
