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
//   version and flags and silently ignores when they differ, and which is
//   used only with the bundle it was made from (a fingerprint in front).
//
// This file runs only as CommonJS (the bundle); tsc's ES-module output of it
// is never executed.

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/**
 * A fingerprint of a bundle's bytes, kept in front of its code cache. V8 checks a cache
 * against its own version and flags and the source's length only; a bundle edited (or
 * rebuilt) without its cache must not run the old bytecode. Sampling keeps this cheap:
 * the length and 256 words spread over the file.
 */
function fingerprint(b: Buffer): number {
  let h = (b.length ^ 0x811c9dc5) >>> 0;
  const step = Math.max(4, Math.floor(b.length / 256)) & ~3;
  for (let i = 0; i + 4 <= b.length; i += step) h = Math.imul(h ^ b.readUInt32LE(i), 0x01000193) >>> 0;
  return h;
}

/** Evaluates one bundle file as a CommonJS module, compiled with its code cache when V8 accepts it. */
function loadFile(file: string): Record<string, unknown> {
  const known = loaded.get(file);
  if (known !== undefined) return known.exports;
  const mod: Loaded = { exports: {} };
  loaded.set(file, mod);
  const cacheFile = `${file}.cache`;
  const bytes = readFileSync(file);
  const print = fingerprint(bytes);
  // The bundles are ASCII (tools/bundle.ts makes sure): as Latin-1 they need no UTF-8 decoding.
  const source = bytes.toString('latin1');
  let cachedData: Buffer | undefined;
  try {
    const c = readFileSync(cacheFile);
    if (c.length > 8 && c.readUInt32LE(0) === print) cachedData = c.subarray(8);
  } catch { /* no cache: compile from source */ }
  // The CommonJS module wrapper, as Node's loader applies it.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    cachedData !== undefined ? { filename: file, cachedData } : { filename: file });
  if (writeCache) {
    // At exit, so that the functions the run compiled are in the cache too; through a temporary
    // file, so that a cache is whole or absent.
    process.once('exit', () => {
      const head = Buffer.alloc(8);
      head.writeUInt32LE(print, 0);
      writeFileSync(`${cacheFile}.tmp`, Buffer.concat([head, script.createCachedData()]));
      renameSync(`${cacheFile}.tmp`, cacheFile);
    });
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
