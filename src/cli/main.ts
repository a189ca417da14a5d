#!/usr/bin/env node
// The `gcnkit` command as tsc builds it (dist/src/cli/main.js): subcommands
// are ES modules loaded on demand. The installed bin is the bundled form of
// the same code (bin.ts, built by tools/bundle.ts), which starts faster.

import { readFileSync } from 'node:fs';
import { cli, type Loader } from './cli.js';

const load: Loader = async (cmd) => {
  switch (cmd) {
    case 'disasm': return (await import('./disasm.js')).disasmMain;
    case 'asm': return (await import('./asm.js')).asmMain;
    case 'run': return (await import('./run.js')).runMain;
  }
};

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

void cli(process.argv.slice(2), load, version);
