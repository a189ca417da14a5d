// `gcnkit run --grid ...`: run a kernel of an HSA code object over a grid
// (interface.md, "Running kernels") and print every buffer's final bits and
// the run's statistics as JSON.

import { readFileSync } from 'node:fs';
import { DispatchError, dispatch, KernelError, loadKernel, type LoadedKernel } from '../emu/dispatch.js';
import { ArgsError, outputBytes, parseKernelArgs, type ParsedArg } from '../emu/kernel-args.js';
import { AtomicOutput, checkInputPath, clip, EXIT_BAD_INPUT, EXIT_OK, formatDiagnostic, UsageError } from './common.js';
import { writeAll, writeErr } from './io.js';
import { lineCol, locateJson } from './json-locate.js';

export interface KernelRunOptions {
  readonly file: string;
  readonly arch?: string | undefined;
  readonly kernel?: string | undefined;
  readonly grid?: string | undefined;
  readonly block?: string | undefined;
  readonly args?: string | undefined;
  readonly output?: string | undefined;
  readonly trace?: boolean | undefined;
  readonly traceGroup?: string | undefined;
  readonly maxSteps?: string | undefined;
}

function dims(text: string, what: string): number[] {
  if (!/^[0-9]{1,10}(,[0-9]{1,10}){0,2}$/.test(text)) throw new UsageError(`${what} needs 1 to 3 comma-separated sizes such as 1024 or 16,16, not '${clip(text)}'`);
  const v = text.split(',').map(Number);
  if (v.some((x) => x < 1 || x >= 2 ** 32)) throw new UsageError(`${what}: sizes must be between 1 and 2^32-1`);
  return v;
}

/** A work-group index (from 0), unlike the sizes of --grid and --block. */
function groupIndex(text: string): number[] {
  if (!/^[0-9]{1,10}(,[0-9]{1,10}){0,2}$/.test(text)) throw new UsageError(`--trace-group needs 1 to 3 comma-separated group indices such as 0 or 1,2, not '${clip(text)}'`);
  return text.split(',').map(Number);
}

export function runKernelMain(o: KernelRunOptions): number {
  const name = o.file === '-' ? '<stdin>' : o.file;
  if (o.grid === undefined) throw new UsageError('running a kernel needs --grid X[,Y[,Z]] (work-items per dimension)');
  const grid = dims(o.grid, '--grid');
  const block = o.block !== undefined ? dims(o.block, '--block') : undefined;
  let maxSteps = 1e9;
  if (o.maxSteps !== undefined) {
    if (!/^[0-9]{1,15}$/.test(o.maxSteps)) throw new UsageError(`--max-steps needs a whole number, not '${clip(o.maxSteps)}'`);
    maxSteps = Number(o.maxSteps);
  }
  const traceGroup = o.traceGroup !== undefined ? groupIndex(o.traceGroup) : null;
  if (o.file !== '-') checkInputPath(o.file);
  if (o.args !== undefined && o.args !== '-') checkInputPath(o.args);
  const out = o.output !== undefined && o.output !== '-' ? new AtomicOutput(o.output) : null;

  let bytes: Uint8Array;
  try { bytes = new Uint8Array(readFileSync(o.file === '-' ? 0 : o.file)); } catch (e) {
    writeErr(`${clip(name)}: error: cannot read: ${(e as { code?: string }).code ?? (e as Error).message}\n`);
    return EXIT_BAD_INPUT;
  }
  if (bytes.length < 4 || bytes[0] !== 0x7f || bytes[1] !== 0x45 || bytes[2] !== 0x4c || bytes[3] !== 0x46) {
    writeErr(`${clip(name)}: error: running a kernel needs an HSA code object (an ELF file); assembly to a code object is not available yet\n`);
    return EXIT_BAD_INPUT;
  }
  let lk: LoadedKernel;
  try {
    lk = loadKernel(bytes, o.kernel, o.arch);
  } catch (e) {
    if (!(e instanceof DispatchError)) throw e;
    // A missing or unknown kernel name is a usage error; a broken object is bad input.
    if (/kernel|--kernel/.test(e.message) && /kernels?:/.test(e.message)) throw new UsageError(e.message);
    writeErr(`${clip(name)}: error: ${e.message}\n`);
    return EXIT_BAD_INPUT;
  }
  // ARGS.json
  let parsed: ParsedArg[] = [];
  const argsName = o.args === undefined ? '' : o.args === '-' ? '<stdin>' : o.args;
  if (o.args !== undefined) {
    let text: string;
    try { text = readFileSync(o.args === '-' ? 0 : o.args, 'utf8'); } catch (e) {
      writeErr(`${clip(argsName)}: error: cannot read: ${(e as { code?: string }).code ?? (e as Error).message}\n`);
      return EXIT_BAD_INPUT;
    }
    try {
      parsed = parseKernelArgs(text, lk.args);
    } catch (e) {
      if (e instanceof SyntaxError) {
        const at = locateJson(text);
        const where = lineCol(text, at?.offset ?? text.length);
        writeErr(formatDiagnostic(clip(argsName), where.line, where.col, 'error', `bad arguments: not valid JSON: ${at?.message ?? 'syntax error'}`, where.source));
        return EXIT_BAD_INPUT;
      }
      if (!(e instanceof ArgsError)) throw e;
      const at = locateJson(text, e.path);
      const where = lineCol(text, at?.offset ?? 0);
      writeErr(formatDiagnostic(clip(argsName), where.line, where.col, 'error', `bad arguments: ${e.message}`, where.source));
      return EXIT_BAD_INPUT;
    }
  } else if (lk.args.some((a) => !a.hidden)) {
    throw new UsageError(`kernel '${lk.kernel.name}' takes arguments (${lk.args.filter((a) => !a.hidden).map((a) => a.name).join(', ')}); give them with --args ARGS.json`);
  }
  let trace = '';
  const flush = (): void => { if (trace !== '') { try { writeAll(2, Buffer.from(trace)); } catch { /* closed */ } trace = ''; } };
  let result;
  try {
    result = dispatch(lk, {
      grid, ...(block !== undefined ? { group: block } : {}), args: parsed.map((p) => p.arg), maxSteps,
      ...(o.trace === true ? {
        trace: {
          group: traceGroup ?? [0, 0, 0],
          emit: (wave: number, offset: number, text: string) => {
            trace += `wave ${wave} ${offset.toString(16).padStart(6, '0')}: ${text}\n`;
            if (trace.length > 1 << 16) flush();
          },
        },
      } : {}),
    });
  } catch (e) {
    flush();
    if (e instanceof KernelError) {
      writeErr(`${clip(name)}: error: kernel ${lk.kernel.name}: instruction at offset 0x${e.offset.toString(16)} (${clip(e.text, 200)}): ${e.message}\n`);
      return EXIT_BAD_INPUT;
    }
    if (e instanceof DispatchError) {
      writeErr(`${clip(name)}: error: ${e.message}\n`);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
  flush();
  const s = result.stats;
  // Chunks of up to about 1 MB: one write each, to the file or standard output.
  for (const c of outputBytes(parsed, result.buffers, { groups: s.groups, waves: s.waves, instructions: s.instructions, laneOps: s.laneOps })) {
    if (out !== null) out.write(c); else writeAll(1, c);
  }
  if (out !== null) out.commit();
  return EXIT_OK;
}
