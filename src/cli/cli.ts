// The `gcnkit` command's dispatcher: usage, version, and the subcommand,
// loaded through `load` so that each entry point (the tsc output's main.js,
// the bundled bin) loads subcommands its own way and only the one asked for.
// Exit codes: 0 success, 1 bad input (diagnostics on stderr), 2 bad usage.

import { EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE, isUsageError } from './common.js';
import { isOutputClosed, isOutputError, writeErr, writeOut } from './io.js';

export type Command = 'disasm' | 'asm' | 'run';
export type CommandMain = (argv: string[]) => number | Promise<number>;
export type Loader = (cmd: Command) => CommandMain | Promise<CommandMain>;

export const USAGE = `Usage: gcnkit <command> [options]

Commands:
  disasm   machine code -> assembly (CLRX or LLVM syntax)
  asm      assembly -> machine code (CLRX or LLVM syntax)
  run      execute VOP1 code on a 64-lane wavefront

Options:
  -h, --help      show this help (gcnkit <command> --help for a command's options)
      --version   print the version
`;

const COMMANDS: readonly Command[] = ['disasm', 'asm', 'run'];

async function main(argv: string[], load: Loader, version: () => string): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case undefined:
      writeErr(USAGE);
      return EXIT_USAGE;
    case '-h': case '--help': case 'help':
      writeOut(USAGE);
      return EXIT_OK;
    case '--version': case '-V':
      writeOut(`gcnkit ${version()}\n`);
      return EXIT_OK;
    default:
      if ((COMMANDS as readonly string[]).includes(cmd)) return (await load(cmd as Command))(rest);
      writeErr(`gcnkit: error: unknown command '${cmd.length > 60 ? cmd.slice(0, 60) + '...' : cmd}'\n\n${USAGE}`);
      return EXIT_USAGE;
  }
}

/**
 * A write to a closed pipe (`gcnkit ... | head`) through process.stdout or
 * process.stderr surfaces as an 'error' event with nobody listening: end
 * quietly then too. (Listening on the streams themselves would create them,
 * which costs start-up time on every run; most output goes through write(2).)
 */
function quietOnClosedPipes(): void {
  process.on('uncaughtException', (e: Error & { code?: string }) => {
    if (e.code === 'EPIPE') { process.exitCode ??= EXIT_OK; return; }
    writeErr(`gcnkit: internal error: ${e.message}\n`);
    if (process.env['GCNKIT_DEBUG']) writeErr(`${e.stack}\n`);
    process.exit(EXIT_BAD_INPUT);
  });
}

/** Runs the command line and sets process.exitCode; never throws. */
export async function cli(argv: string[], load: Loader, version: () => string): Promise<void> {
  quietOnClosedPipes();
  try {
    process.exitCode = await main(argv, load, version);
  } catch (e: unknown) {
    if (isOutputClosed(e)) {
      // The reader has what it wanted (`| head`): stop without a word, as Unix tools do.
      process.exitCode = EXIT_OK;
      return;
    }
    if (isOutputError(e)) {
      writeErr(`gcnkit: error: ${(e as Error).message}\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    if (isUsageError(e) || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const m = (e as Error).message;
      writeErr(`gcnkit: error: ${m.length > 2000 ? m.slice(0, 2000) + '...' : m}\n(try --help)\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    // A bug in gcnkit, not bad input: say so without a stack trace unless asked.
    writeErr(`gcnkit: internal error: ${(e as Error)?.message ?? String(e)}\n`);
    if (process.env['GCNKIT_DEBUG']) writeErr(`${(e as Error)?.stack}\n`);
    process.exitCode = EXIT_BAD_INPUT;
  }
}
