// `gcnkit run`: execute a program on one 64-lane wavefront and print the
// final state as JSON (shared docs: interface.md). VOP1-only programs stream;
// the first other instruction hands the whole program to run-wave.ts.
//
// Machine code (--bin, --hex) is executed as it is read, through a bounded
// buffer: memory does not grow with the program. Assembly source goes
// through the streaming assembler first, into a spool (run-source.ts). The assembler and the
// printers (needed only for traces and error messages) are loaded only when
// used, which keeps start-up short.

import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { RawInstruction } from '../disasm/decoder.js';
import type { Generation } from '../isa/generations.js';
import { ProgramStream } from '../emu/stream.js';
import { clipText, StateError, stateFromJson, stateToJson, WaveState } from '../emu/state.js';
import type { TraceEntry } from '../emu/trace.js';
import type { CodeCollector } from './code-collector.js';
import type { HexDiagnostic } from '../disasm/hex-input.js';
import {
  AtomicOutput, checkInputPath, clip, isUsageError, EXIT_BAD_INPUT, EXIT_OK, formatDiagnostic, parseArch, parseSyntax, UsageError,
} from './common.js';
import { isOutputClosed, readChunksAsync, writeAll, writeErr, writeOut } from './io.js';
import { lineCol, locateJson } from './json-locate.js';

export const RUN_USAGE = `Usage: gcnkit run [options] PROGRAM
       gcnkit run [-a ARCH] [--kernel NAME] --grid X[,Y[,Z]] [--block X[,Y[,Z]]]
                  --args ARGS.json [-o OUT.json] [--trace] [--trace-group GX[,GY[,GZ]]] CODE.o

Runs a program on one 64-lane wavefront and prints the final state as JSON.
PROGRAM is assembly source by default ('-' for stdin). Any compute instruction
runs: scalar ops and branches, every VALU encoding, LDS (no other memory is
mapped); the program ends at s_endpgm or at its end. VOP1-only programs are
executed as they are read (memory does not grow with them); others are loaded
whole (at most 1 MiB of machine code).

With --grid (or an ELF file), runs a kernel of an HSA code object (llc 14's
.o or .so, code object v2/v3/v4) over a grid of work-items and prints every
buffer argument's final bits and run statistics as JSON.

Options:
  -a, --arch NAME      generation (default gcn1.0; see gcnkit disasm --help)
  -s, --syntax NAME    clrx (default) or llvm, for assembly source and traces
      --bin            PROGRAM is raw machine code (little-endian bytes)
      --hex            PROGRAM is machine code as hex words / llvm-mc byte lists
      --state FILE     initial state (JSON); all zero by default, EXEC all ones, MODE 0x3c0
      --trace          print each instruction and the registers it changed (stderr)
      --max-instructions N
                       stop with an error if the program has (or, with
                       branches, runs) more than N instructions
                       (default ${1e8}; 0: no limit)
  -o, --output FILE    write the final state to FILE instead of standard output

Kernel options:
      --kernel NAME    the kernel to run (needed when the object has several)
      --grid X[,Y[,Z]] grid size in work-items per dimension
      --block X[,Y[,Z]] work-group size (default: the kernel's required size, else 64)
      --args FILE      ARGS.json: { "args": [ {"type": "f32*", "data": [...]}, {"type": "u32", "value": 7}, ... ] }
      --trace          print the instructions the waves of one group execute (stderr)
      --trace-group G  the group to trace (default 0,0,0)
      --max-steps N    stop with an error after N wave-instructions (default 1e9)
  -h, --help           show this help
`;

/** Whether a file starts with the ELF magic (a code object to run as a kernel). */
function isElfFile(path: string): boolean {
  if (path === '-') return false;
  try {
    const fd = openSync(path, 'r');
    const b = Buffer.alloc(4);
    const n = readSync(fd, b, 0, 4, 0);
    closeSync(fd);
    return n === 4 && b[0] === 0x7f && b[1] === 0x45 && b[2] === 0x4c && b[3] === 0x46;
  } catch {
    return false;
  }
}

/** Default of --max-instructions: far beyond real kernels, short of an endless input. */
const DEFAULT_MAX_INSTRUCTIONS = 1e8;

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

/** The text of one instruction in the chosen dialect (the printers, loaded on first need). */
async function describer(syntax: 'clrx' | 'llvm'): Promise<(r: RawInstruction) => string> {
  const [{ TextSink }, { printClrx }, { printLlvmLine }] = await Promise.all([
    import('../disasm/sink.js'), import('../disasm/clrx-printer.js'), import('../disasm/llvm-printer.js'),
  ]);
  const sink = new TextSink(256);
  return (r) => {
    sink.clear();
    if (syntax === 'llvm') printLlvmLine(r, sink);
    else printClrx(r, sink);
    return sink.toString().trim().split('\n').join('; ');
  };
}

/**
 * Buffered stderr for traces: one write per 64 KB, not per line. The first 4 MB are held back
 * while the VOP1 runner may still hand the program to the whole-ISA runner, which traces it
 * again from the start (`restart`).
 */
class TraceOut {
  private buf = '';
  private written = false;
  add(s: string): void {
    this.buf += s;
    if (this.buf.length >= (this.written ? 1 << 16 : 1 << 22)) this.flush();
  }
  flush(): void {
    if (this.buf === '') return;
    const b = this.buf;
    this.buf = '';
    this.written = true;
    try { writeAll(2, Buffer.from(b)); } catch (e) { if (!isOutputClosed(e)) throw e; }
  }
  /** Drops what the VOP1 runner traced (or, if some of it is out already, says that the trace starts again). */
  restart(): void {
    this.buf = this.written ? '(instructions outside the VOP1 family: the whole program runs again from the start)\n' : '';
  }
}

/** Reads the state file; a bad one is an error at its line and column. */
function readState(path: string, gen: Generation): WaveState | string {
  const name = path === '-' ? '<stdin>' : path;
  let text: string;
  try { text = readFileSync(path === '-' ? 0 : path, 'utf8'); } catch (e) {
    return `${clip(name)}: error: cannot read the state: ${(e as { code?: string }).code ?? (e as Error).message}\n`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const at = locateJson(text);
    const where = lineCol(text, at?.offset ?? text.length);
    const why = at?.message ?? 'not valid JSON';
    return formatDiagnostic(name, where.line, where.col, 'error', `bad state: not valid JSON: ${why}`, where.source);
  }
  try {
    return stateFromJson(json, gen);
  } catch (e) {
    if (!(e instanceof StateError)) throw e;
    const at = locateJson(text, e.path, e.atKey);
    const where = lineCol(text, at?.offset ?? 0);
    return formatDiagnostic(name, where.line, where.col, 'error', `bad state: ${e.message}`, where.source);
  }
}

export async function runMain(argv: string[]): Promise<number> {
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
      'max-instructions': { type: 'string' },
      output: { type: 'string', short: 'o' },
      kernel: { type: 'string' },
      grid: { type: 'string' },
      block: { type: 'string' },
      args: { type: 'string' },
      'trace-group': { type: 'string' },
      'max-steps': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    writeOut(RUN_USAGE);
    return EXIT_OK;
  }
  if (positionals.length !== 1) throw new UsageError('run takes one PROGRAM file (or - for standard input)');
  if (values.bin && values.hex) throw new UsageError('--bin and --hex exclude each other');
  // Kernel mode: a code object run over a grid (run-kernel.ts).
  const kernelOpts = values.grid !== undefined || values.kernel !== undefined || values.args !== undefined
    || values.block !== undefined || values['trace-group'] !== undefined || values['max-steps'] !== undefined;
  if (kernelOpts || isElfFile(positionals[0]!)) {
    if (values.bin || values.hex || values.state !== undefined || values['max-instructions'] !== undefined) {
      throw new UsageError('--bin, --hex, --state and --max-instructions are for VOP1 programs, not kernels');
    }
    return (await import('./run-kernel.js')).runKernelMain({
      file: positionals[0]!, arch: values.arch, kernel: values.kernel, grid: values.grid, block: values.block,
      args: values.args, output: values.output, trace: values.trace, traceGroup: values['trace-group'], maxSteps: values['max-steps'],
    });
  }
  let gen = parseArch(values.arch, 'gcn1.0');
  const syntax = parseSyntax(values.syntax);
  const file = positionals[0]!;
  const name = file === '-' ? '<stdin>' : file;
  for (const f of [file, values.state]) {
    if (f !== undefined && f !== '-') checkInputPath(f);
  }
  if (file === '-' && values.state === '-') throw new UsageError('the program and the state cannot both come from standard input');
  let maxInstructions = DEFAULT_MAX_INSTRUCTIONS;
  if (values['max-instructions'] !== undefined) {
    const m = values['max-instructions'];
    if (!/^[0-9]{1,15}$/.test(m)) throw new UsageError(`--max-instructions needs a whole number, not '${clip(m)}'`);
    maxInstructions = Number(m);
  }
  const out = values.output !== undefined && values.output !== '-' ? new AtomicOutput(values.output) : null;

  const trace = values.trace === true ? new TraceOut() : null;
  const describe = trace !== null ? await describer(syntax) : undefined;
  let initial: WaveState | null = null;
  const start = (g: Generation): ProgramStream | null => {
    const st = values.state !== undefined ? readState(values.state, g) : new WaveState(g);
    if (typeof st === 'string') { writeErr(st); return null; }
    initial = st.clone();
    return new ProgramStream(st, g, {
      ...(trace !== null ? { trace: (e: TraceEntry) => trace.add(formatTrace(e)) } : {}),
      ...(describe !== undefined ? { describe } : {}),
      maxInstructions,
      stopAtOther: true,
    });
  };
  // Standard input cannot be read twice: its machine code is kept for the whole-ISA runner.
  const keep = file === '-' && (values.bin === true || values.hex === true) ? new (await import('./code-collector.js')).CodeCollector() : null;

  let run: ProgramStream | null;
  let code: Uint8Array | null = null;
  if (values.bin || values.hex) {
    run = start(gen);
    if (run === null) return EXIT_BAD_INPUT;
    const p = run;
    const r = values.bin ? await runBinary(file, name, p, keep) : await runHex(file, name, p, keep);
    if (r !== EXIT_OK) return r;
  } else {
    // Assembly source: through the assembler (a module of its own, loaded only here).
    const a = await (await import('./run-source.js')).assembleProgram(file, name, gen, syntax);
    if (a === null) return EXIT_BAD_INPUT;
    gen = a.gen; // a .gpu/.arch directive may have chosen the generation
    run = start(gen);
    if (run === null) return EXIT_BAD_INPUT;
    // The machine code, as --bin would read it (a source of bytes that are not whole words is an error).
    const feed = new WordFeeder(run);
    a.code.replay((c) => { if (!run!.stopped) feed.push(c); }, true);
    const bad = feed.leftover(name);
    if (bad !== null) {
      writeErr(bad);
      return EXIT_BAD_INPUT;
    }
    if (run.other) {
      const { CodeCollector } = await import('./code-collector.js');
      const all = new CodeCollector();
      a.code.replay((c) => all.add(c));
      code = all.bytes();
    } else {
      a.code.abort();
    }
  }
  run.end();
  if (run.other) {
    // Instructions outside the VOP1 family: the whole program, from the start, on the whole-ISA runner.
    const w = await import('./run-wave.js');
    if (code === null) {
      const got = keep !== null ? keep.bytes() : await wholeFile(file, name, values.hex === true, w.MAX_WHOLE_PROGRAM_BYTES);
      if (typeof got === 'string') { writeErr(got); return EXIT_BAD_INPUT; }
      code = got;
    }
    if (code === null) { writeErr(w.tooLarge(clip(name))); return EXIT_BAD_INPUT; }
    trace?.restart();
    const st = initial!;
    const err = w.runWhole(code, st, name, syntax, maxInstructions, trace !== null ? (e: TraceEntry) => trace.add(formatTrace(e)) : null);
    trace?.flush();
    if (err !== null) { writeErr(err); return EXIT_BAD_INPUT; }
    return finish(st, out);
  }
  trace?.flush();

  if (run.error !== null) {
    const e = run.error;
    const text = (describe ?? await describer(syntax))(e.raw);
    writeErr(e.limit
      ? `${clip(name)}: error: ${e.message}; stopped at instruction ${e.index} (offset 0x${e.offset.toString(16)})\n`
      : `${clip(name)}: error: instruction ${e.index} at offset 0x${e.offset.toString(16)} (${clipText(text, 200)}): ${e.message}\n`);
    return EXIT_BAD_INPUT;
  }
  return finish(run.state, out);
}

/** Writes the final state (to -o's file, or standard output). */
function finish(st: WaveState, out: AtomicOutput | null): number {
  const bytes = Buffer.from(JSON.stringify(stateToJson(st), null, 2) + '\n');
  if (out !== null) {
    out.write(bytes);
    out.commit();
  } else {
    writeAll(1, bytes);
  }
  return EXIT_OK;
}

/**
 * A program file's machine code, read whole (--bin bytes, or --hex words): null past `max`
 * bytes, or the messages for stderr when the hex text has errors.
 */
async function wholeFile(file: string, name: string, hex: boolean, max: number): Promise<Uint8Array | string | null> {
  if (!hex) {
    if (statSync(file).size > max) return null;
    const b = new Uint8Array(readFileSync(file));
    return b.length % 4 === 0 ? b : `${clip(name)}: error: length ${b.length} is not a multiple of 4 bytes\n`;
  }
  const { HexReader } = await import('../disasm/hex-input.js');
  const { CodeCollector } = await import('./code-collector.js');
  const all = new CodeCollector();
  const rd = new HexReader((w) => all.add(new Uint8Array(w.buffer, w.byteOffset, w.byteLength)));
  await readChunksAsync(file, (c) => { rd.push(c); return !all.over; });
  if (all.over) return null;
  const diags = rd.end();
  return rd.diagnosticCount === 0 ? all.bytes() : hexErrors(name, diags, rd.diagnosticCount);
}

/** The messages for the hex text's errors (the first ones kept, and how many more). */
function hexErrors(name: string, diags: readonly HexDiagnostic[], count: number): string {
  let err = '';
  for (const d of diags) err += formatDiagnostic(clip(name), d.line, d.col, 'error', d.message, d.source, d.caret);
  if (count > diags.length) err += `${clip(name)}: ${count - diags.length} more errors not shown\n`;
  return err;
}

/**
 * Little-endian bytes in chunks of any size -> words for the program stream.
 * One buffer serves the words of every chunk: nothing is allocated per chunk.
 */
class WordFeeder {
  private readonly carry = new Uint8Array(4);
  private carried = 0;
  private words = new Uint32Array(0);
  /** Bytes seen. */
  total = 0;

  constructor(private readonly p: ProgramStream) {}

  /** Executes the whole words of `c`; false once the program has stopped. */
  push(c: Uint8Array): boolean {
    this.total += c.length;
    const n = (this.carried + c.length) >>> 2;
    if (this.words.length < n) this.words = new Uint32Array(n);
    const words = this.words;
    const carry = this.carry;
    let at = 0;
    let k = 0;
    if (this.carried > 0) {
      // Complete the word split across chunks.
      while (this.carried < 4 && at < c.length) carry[this.carried++] = c[at++]!;
      if (this.carried < 4) return true;
      words[k++] = (carry[0]! | (carry[1]! << 8) | (carry[2]! << 16) | (carry[3]! << 24)) >>> 0;
      this.carried = 0;
    }
    const dv = new DataView(c.buffer, c.byteOffset, c.byteLength);
    for (; at + 4 <= c.length; at += 4) words[k++] = dv.getUint32(at, true);
    while (at < c.length) carry[this.carried++] = c[at++]!;
    this.p.push(words.subarray(0, k));
    return !this.p.stopped;
  }

  /** The error for bytes left over at the end (not a whole word), or null. */
  leftover(name: string): string | null {
    if (this.carried === 0 || this.p.stopped) return null;
    return `${clip(name)}: error: length ${this.total} is not a multiple of 4 bytes\n`;
  }
}

/** Raw little-endian words, executed chunk by chunk (and kept in `keep` when given). */
async function runBinary(file: string, name: string, p: ProgramStream, keep: CodeCollector | null): Promise<number> {
  const feed = new WordFeeder(p);
  // After a switch to the whole-ISA runner the rest is only kept.
  await readChunksAsync(file, (c) => { keep?.add(c); return feed.push(c) || (p.other && keep !== null && !keep.over); });
  const bad = feed.leftover(name);
  if (bad !== null) {
    writeErr(bad);
    return EXIT_BAD_INPUT;
  }
  return EXIT_OK;
}

/** Hex words, parsed and executed chunk by chunk (and kept in `keep` when given); text errors win over run-time errors. */
async function runHex(file: string, name: string, p: ProgramStream, keep: CodeCollector | null): Promise<number> {
  const { HexReader } = await import('../disasm/hex-input.js');
  const rd = new HexReader((w) => { keep?.add(new Uint8Array(w.buffer, w.byteOffset, w.byteLength)); p.push(w); });
  await readChunksAsync(file, (c) => { rd.push(c); return !p.stopped || (p.other && keep !== null && !keep.over); });
  // Handed to the whole-ISA runner part way through a file: the file is read again, whole.
  if (p.other && keep === null) return EXIT_OK;
  const diags = rd.end();
  if (rd.diagnosticCount === 0) return EXIT_OK;
  writeErr(hexErrors(name, diags, rd.diagnosticCount));
  return EXIT_BAD_INPUT;
}
