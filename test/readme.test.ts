// The README must say what gcnkit does: the supported instructions match the
// ISA table, every console example runs and prints what the README shows,
// and the library example computes the values its comments give.
//
// Console examples (```console blocks) run in order, in one temporary
// directory, through sh, with `npx gcnkit` replaced by the built bin; a
// command is a `$ ` line (with its here-document, if it has one), and the
// lines after it up to the next command are its output, standard error
// included, in order. A line `...` in an output stands for any number of
// lines (matched lazily: up to the first line equal to the one after it).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { OPS } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const readme = (await import('node:fs')).readFileSync(join(root, 'README.md'), 'utf8');
const bin = join(here, '..', 'cli', 'gcnkit.cjs');

test('every mnemonic of the ISA table is named in the README', () => {
  const missing = OPS.map((o) => o.name)
    .filter((n) => !readme.includes('`' + n + '`') && !/^v_cvt_f32_ubyte[123]$/.test(n));
  assert.deepEqual(missing, []);
});

test('the README documents the two set-up commands', () => {
  assert.match(readme, /npm ci/);
  assert.match(readme, /npm test/);
});

test('the README states the 1,000-diagnostic cap and --max-errors (issue 8)', () => {
  assert.match(readme, /first 1,000 diagnostics are shown/);
  assert.match(readme, /`--max-errors N`[^.]*0 shows all/);
});

test('the README describes what exists: no emulator still to come', () => {
  const opening = readme.slice(0, readme.indexOf('\n## '));
  assert.match(opening, /emulator/);
  assert.doesNotMatch(opening, /\bnext\b|to come|planned|will be/i);
  assert.match(readme, /1,000/, 'the diagnostic cap is stated');
  // The LLVM dialect reassembles with llvm-mc 14: lossy text prints as `.long` words (docs/llvm-dialect.md).
  assert.match(readme, /LLVM-dialect output does too, with llvm-mc 14/);
  assert.match(readme, /\.long 0xW0, 0xW1 ; TEXT/);
});

interface Example { readonly command: string; readonly output: readonly string[]; readonly line: number }

/** The commands of every ```console block, with their expected output. */
function consoleExamples(text: string): Example[] {
  const lines = text.split('\n');
  const out: Example[] = [];
  let inBlock = false;
  let cur: { command: string; output: string[]; line: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (!inBlock) { if (l.trim() === '```console') inBlock = true; continue; }
    if (l.trim() === '```') { if (cur) out.push(cur); cur = null; inBlock = false; continue; }
    if (l.startsWith('$ ')) {
      if (cur) out.push(cur);
      let command = l.slice(2);
      const heredoc = /<<\s*'?([A-Z]+)'?/.exec(command);
      if (heredoc) {
        // The here-document's lines belong to the command.
        while (++i < lines.length) {
          command += '\n' + lines[i]!;
          if (lines[i] === heredoc[1]) break;
        }
      }
      cur = { command, output: [], line: i + 1 };
      continue;
    }
    if (cur === null) assert.fail(`README line ${i + 1}: output before any command: ${l}`);
    cur.output.push(l);
  }
  return out;
}

/** Matches output lines against expected ones, where a `...` line skips lines lazily. */
function matches(got: readonly string[], want: readonly string[]): boolean {
  const go = (g: number, w: number): boolean => {
    if (w === want.length) return g === got.length || (w > 0 && want[w - 1] === '...');
    if (want[w] === '...') {
      if (w + 1 === want.length) return true;
      for (let k = g; k < got.length; k++) if (got[k] === want[w + 1] && go(k, w + 1)) return true;
      return false;
    }
    return g < got.length && got[g] === want[w] && go(g + 1, w + 1);
  };
  return go(0, 0);
}

test('every console example in the README runs and prints what the README shows', { skip: process.platform === 'win32' }, () => {
  const examples = consoleExamples(readme);
  assert.ok(examples.length >= 15, `${examples.length} examples found`);
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-readme-'));
  try {
    const bad: string[] = [];
    for (const ex of examples) {
      // An LLVM tool the example checks with (an oracle) may be absent: that command is skipped.
      const tool = /^(llvm-[\w-]+)/.exec(ex.command)?.[1];
      if (tool !== undefined && spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) continue;
      const command = ex.command.replace(/\bnpx gcnkit\b/g, `'${process.execPath}' '${bin}'`);
      // Standard error joins standard output, as on a terminal; a redirection inside the command still applies.
      const r = spawnSync('sh', ['-c', `{ ${command}\n} 2>&1`], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 });
      const got = r.stdout.replace(/\n$/, '').split('\n').filter((l, i, a) => !(a.length === 1 && l === ''));
      if (!matches(got, ex.output)) {
        bad.push(`README line ${ex.line}: $ ${ex.command.split('\n')[0]}\n--- README shows:\n${ex.output.join('\n')}\n--- gcnkit prints:\n${got.join('\n')}`);
      }
    }
    assert.deepEqual(bad, [], bad.join('\n\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the library example computes what its comments say', () => {
  const m = /```ts\n(import [^\n]* from 'gcnkit';[\s\S]*?)```/.exec(readme);
  assert.ok(m, 'the library example');
  const lib = pathToFileURL(join(here, '..', 'src', 'index.js')).href;
  let checks = 0;
  const body = m[1]!.split('\n').map((l) => {
    if (l.startsWith('import ')) return l.replace(`'gcnkit'`, `'${lib}'`);
    // `EXPR;  // VALUE` where VALUE is a literal: check it.
    const c = /^([^/]+?);\s+\/\/ ((?:[-\d'"{[]|null|true|false).*)$/.exec(l);
    if (c === null || /^(const|let|import)\b/.test(c[1]!)) return l;
    checks++;
    return `check(${JSON.stringify(c[1])}, ${c[1]}, ${JSON.stringify(c[2])});`;
  }).join('\n');
  assert.ok(checks >= 10, `${checks} checked comments`);
  const program = `import assert from 'node:assert/strict';
/** The expected value's text may hold '...': listed properties or elements must match, others may follow. */
function subset(got, want) {
  if (Array.isArray(want)) { assert.ok(Array.isArray(got)); want.forEach((w, i) => subset(got[i], w)); return; }
  if (want !== null && typeof want === 'object') { for (const k of Object.keys(want)) subset(got[k], want[k]); return; }
  assert.deepEqual(got, want);
}
function check(expr, got, wantText) {
  const partial = wantText.includes('...');
  const want = new Function('return (' + wantText.replace(/,\\s*\\.\\.\\.|\\.\\.\\./g, '') + ')')();
  try { partial ? subset(got, want) : assert.deepEqual(got, want); }
  catch (e) { console.error(expr + ': got ' + JSON.stringify(got) + ', README says ' + wantText); process.exitCode = 1; }
}
${body}
`;
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-readme-lib-'));
  try {
    const file = join(dir, 'example.mjs');
    writeFileSync(file, program);
    const r = spawnSync(process.execPath, [file], { encoding: 'utf8' });
    assert.equal(r.stderr, '');
    assert.equal(r.status, 0);
    assert.equal(r.stdout, 'v_mov_b32       v1, v2\n', 'the streaming example prints the instruction');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
