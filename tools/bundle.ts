// `npm run build` (and `prepare`, so `npm ci` leaves a working bin): after
// tsc, bundles the command line for start-up speed (issue 8 §4; see
// src/cli/bin.ts):
//   dist/cli/gcnkit.cjs     the bin: dispatcher and loader
//   dist/cli/CMD.cjs        one self-contained CommonJS file per subcommand
//   dist/cli/CMD.cjs.cache  V8's code cache of it, made by running it once
// The bundles are made from tsc's output (dist/src), so they hold exactly
// the code the tests run. No minification: with the code cache, V8 does not
// parse the source, and unminified code keeps messages and traces readable.

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { readCodeObject } from '../src/objfile/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = join(root, 'dist', 'src', 'cli');
const out = join(root, 'dist', 'cli');
const COMMANDS = ['disasm', 'asm', 'run'] as const;
/** Per command, the modules (and their dependencies) its entry loads at start-up, as one chunk. */
const CORE: Record<string, RegExp> = {
  run: /[\\/]src[\\/](emu[\\/](stream|state|trace)|cli[\\/](common|io|json-locate))\.js$/,
};

/** The bin: one file. */
async function bundleBin(input: string, file: string): Promise<void> {
  const b = await rolldown({ input, platform: 'node', treeshake: true, logLevel: 'warn' });
  await b.write({ file, format: 'cjs', codeSplitting: false, banner: '#!/usr/bin/env node' });
  await b.close();
}

/**
 * A subcommand: its entry file, plus one chunk per part it imports
 * dynamically (`run` loads the assembler only for assembly source and the
 * printers only for traces and errors), so a run reads and compiles only
 * what it uses. The chunks are required by relative name; bin.ts loads them.
 */
async function bundleCommand(cmd: string): Promise<void> {
  const b = await rolldown({ input: { [cmd]: join(src, `${cmd}.js`) }, platform: 'node', treeshake: true, logLevel: 'warn' });
  await b.write({
    dir: out, format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: `${cmd}-[name]-[hash].cjs`,
    dynamicImportInCjs: false,
    // Modules the entry needs at once and a later part shares would each be a chunk of their own
    // (one more file to read at start-up each): the command's own core is kept in one.
    ...(CORE[cmd] !== undefined ? { codeSplitting: { groups: [{ name: 'core', test: CORE[cmd] }] } } : {}),
  });
  await b.close();
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await bundleBin(join(src, 'bin.js'), join(out, 'gcnkit.cjs'));
chmodSync(join(out, 'gcnkit.cjs'), 0o755);
for (const cmd of COMMANDS) await bundleCommand(cmd);

// ASCII only: the loader then reads the files as Latin-1 (a copy, no UTF-8 decoding), and V8
// keeps them as one-byte strings. Other characters (in comments and strings) become \u escapes,
// which mean the same in string, template and regular-expression literals.
for (const f of readdirSync(out).filter((n) => n.endsWith('.cjs'))) {
  const text = readFileSync(join(out, f), 'utf8');
  const ascii = text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ascii !== text) writeFileSync(join(out, f), ascii);
}

// The code caches: each subcommand run once on a small input that exercises its common paths.
const tmp = mkdtempSync(join(tmpdir(), 'gcnkit-bundle-'));
try {
  const words = Uint32Array.from([0x7e020302, 0xd1628105, 0x28000106, 0x7e0202ff, 0x3f800000]);
  const bin = join(tmp, 'code.bin');
  writeFileSync(bin, new Uint8Array(words.buffer));
  const asm = join(tmp, 'prog.s');
  writeFileSync(asm, 'v_mov_b32 v1, v2\nv_rcp_f32 v5, -abs(v6) mul:2 clamp\nv_cvt_f32_f16 v3, 1.5 ; v_nop\n');
  const llvmAsm = join(tmp, 'prog-llvm.s');
  writeFileSync(llvmAsm, 'v_mov_b32 v1, v2\nv_rcp_f32_e64 v5, -|v6| clamp mul:2\nv_cvt_f32_f16 v3, 0.5\n');
  const hex = join(tmp, 'code.hex');
  writeFileSync(hex, '7e020302 d1628105 28000106\n');
  // Real code: the .text of the llc corpus (test/vectors/kernels) of each generation, in both
  // dialects, so that the printers of every encoding it uses are in the cache (a function first
  // run after the cache was made is compiled from source then: ~25 ms more for a first kernel).
  const kernelRuns: string[][] = [];
  const objDir = join(root, 'test', 'vectors', 'kernels', 'obj');
  if (existsSync(objDir)) {
    for (const [cpu, arch] of [['tahiti', 'gcn1.0'], ['hawaii', 'gcn1.1'], ['tonga', 'gcn1.2']] as const) {
      const texts = readdirSync(objDir).filter((n) => n.endsWith(`.${cpu}.v4.o`)).sort()
        .map((f) => readCodeObject(new Uint8Array(readFileSync(join(objDir, f)))).text?.bytes ?? new Uint8Array(0));
      const file = join(tmp, `kernels-${cpu}.bin`);
      writeFileSync(file, Buffer.concat(texts));
      kernelRuns.push(['disasm', '-a', arch, '-s', 'llvm', file], ['disasm', '-a', arch, file]);
    }
    // The same code repeated past 16,384 words: the path that moves the loops to WebAssembly.
    const tonga = readFileSync(join(tmp, 'kernels-tonga.bin'));
    const many = join(tmp, 'kernels-many.bin');
    writeFileSync(many, Buffer.concat(Array.from({ length: Math.ceil(80_000 / Math.max(1, tonga.length)) }, () => tonga)));
    kernelRuns.push(['disasm', '-a', 'gcn1.2', '-s', 'llvm', many], ['disasm', '-a', 'gcn1.2', many]);
    // A code object itself: the ELF reader is a chunk of its own (loaded only for ELF input).
    const obj = readdirSync(objDir).filter((n) => n.endsWith('.tonga.v4.o')).sort()[0];
    if (obj !== undefined) kernelRuns.push(['disasm', join(objDir, obj)], ['disasm', '-s', 'llvm', join(objDir, obj)]);
  }
  // Each run's cache holds what it compiled and what it loaded from the cache before it: the
  // runs of a subcommand add up.
  const runs: string[][] = [
    ['disasm', '-a', 'gcn1.2', '--hex', hex],
    ['disasm', '-a', 'gcn1.2', bin],
    ...kernelRuns,
    ['asm', '-a', 'gcn1.2', '-f', 'hex', asm],
    ['asm', '-a', 'gcn1.2', '-s', 'llvm', '-f', 'hex', llvmAsm],
    ['run', '-a', 'gcn1.2', '--hex', hex],
    ['run', '-a', 'gcn1.2', '--trace', asm],
    ['run', '-a', 'gcn1.2', '-s', 'llvm', llvmAsm],
  ];
  for (const args of runs) {
    const r = spawnSync(process.execPath, [join(out, 'gcnkit.cjs'), ...args], {
      env: { ...process.env, GCNKIT_WRITE_CODE_CACHE: '1' }, stdio: ['ignore', 'ignore', 'pipe'],
    });
    if (r.status !== 0) throw new Error(`bundle check: gcnkit ${args.join(' ')} failed: ${r.stderr.toString()}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`bundled the command line into ${out}`);
