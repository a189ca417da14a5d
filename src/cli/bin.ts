// The installed `gcnkit` command (package.json "bin"), in its bundled form:
// tools/bundle.ts turns this file into dist/cli/gcnkit.cjs and each
// subcommand into CommonJS files beside it (dist/cli/disasm.cjs and its
// chunks, ...). Start-up is what users of a small tool feel
// (issue 8 §4), so:
// - only the subcommand asked for is read and compiled (no module
//   resolution, no ES-module loader), and of it only the parts the run uses:
//   what a subcommand imports dynamically is a chunk of its own, required
//   when first needed;
// - its code is compiled from V8's code cache (NAME.cjs.cache, written at
//   build time by running the command once), which V8 checks against its
//   version and flags and silently ignores when they differ.
//
// This file runs only as CommonJS (the bundle); tsc's ES-module output of it
// is never executed.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { cli, type Command, type CommandMain } from './cli.js';

declare const __dirname: string;
declare const require: (id: string) => unknown;

const ENTRY: Record<Command, string> = { disasm: 'disasmMain', asm: 'asmMain', run: 'runMain' };

interface Loaded { exports: Record<string, unknown> }
/** Files loaded so far, by path: a chunk required twice (or in a cycle) is evaluated once, as in Node. */
const loaded = new Map<string, Loaded>();
const writeCache = process.env['GCNKIT_WRITE_CODE_CACHE'] === '1';

/** `require` for the bundles: their chunks (`./NAME.cjs`) through loadFile, Node's modules through Node. */
function bundleRequire(id: string): unknown {
  return id.startsWith('./') ? loadFile(join(__dirname, id)) : require(id);
}

/** Evaluates one bundle file as a CommonJS module, compiled with its code cache when V8 accepts it. */
function loadFile(file: string): Record<string, unknown> {
  const known = loaded.get(file);
  if (known !== undefined) return known.exports;
  const mod: Loaded = { exports: {} };
  loaded.set(file, mod);
  const cacheFile = `${file}.cache`;
  // The bundles are ASCII (tools/bundle.ts makes sure): Latin-1 reads them without UTF-8 decoding.
  const source = readFileSync(file, 'latin1');
  let cachedData: Buffer | undefined;
  try { cachedData = readFileSync(cacheFile); } catch { /* no cache: compile from source */ }
  // The CommonJS module wrapper, as Node's loader applies it.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    cachedData !== undefined ? { filename: file, cachedData } : { filename: file });
  if (writeCache) {
    // At exit, so that the functions the run compiled are in the cache too.
    process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  }
  (script.runInThisContext() as (...a: unknown[]) => void)(mod.exports, bundleRequire, mod, file, __dirname);
  return mod.exports;
}

function load(cmd: Command): CommandMain {
  return loadFile(join(__dirname, `${cmd}.cjs`))[ENTRY[cmd]] as CommandMain;
}

function version(): string {
  return (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
}

void cli(process.argv.slice(2), load, version);
