#!/usr/bin/env node
// The `gcnkit` command: a thin layer over the library. Exit codes: 0 success,
// 1 bad input (diagnostics on stderr), 2 bad usage.

import { readFileSync } from 'node:fs';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE, UsageError } from './common.js';

// Subcommands are loaded on demand: `disasm` need not load the assembler.

const USAGE = `Usage: gcnkit <command> [options]

Commands:
  disasm   machine code -> assembly (CLRX or LLVM syntax)
  asm      assembly -> machine code (CLRX or LLVM syntax)
  run      execute VOP1 code on a 64-lane wavefront

Options:
  -h, --help      show this help (gcnkit <command> --help for a command's options)
      --version   print the version
`;

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case undefined:
      process.stderr.write(USAGE);
      return EXIT_USAGE;
    case '-h': case '--help': case 'help':
      process.stdout.write(USAGE);
      return EXIT_OK;
    case '--version': case '-V':
      process.stdout.write(`gcnkit ${version()}\n`);
      return EXIT_OK;
    case 'disasm':
      return (await import('./disasm.js')).disasmMain(rest);
    case 'asm':
      return (await import('./asm.js')).asmMain(rest);
    case 'run':
      return (await import('./run.js')).runMain(rest);
    default:
      process.stderr.write(`gcnkit: error: unknown command '${cmd}'\n\n${USAGE}`);
      return EXIT_USAGE;
  }
}

async function run(): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (e: unknown) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`gcnkit: error: ${(e as Error).message}\n(try --help)\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    // A bug in gcnkit, not bad input: say so without a stack trace unless asked.
    process.stderr.write(`gcnkit: internal error: ${(e as Error)?.message ?? String(e)}\n`);
    if (process.env['GCNKIT_DEBUG']) process.stderr.write(`${(e as Error)?.stack}\n`);
    process.exitCode = EXIT_BAD_INPUT;
  }
}

void run();
