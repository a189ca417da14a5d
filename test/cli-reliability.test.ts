// The command line under hostile use (issue 13): `-o` onto special files,
// directories and empty names, interruption, closed pipes, a thousand
// warnings before an error, bad state files, 10 MB values in messages, and
// `run` on programs of millions of instructions in bounded memory. Runs the
// installed form of the command, the bundled bin (dist/cli/gcnkit.cjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync, existsSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync,
  unlinkSync, writeFileSync, writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// GCNKIT_TEST_BIN runs these tests against another build (to see them fail on an old one).
const bin = process.env['GCNKIT_TEST_BIN'] ?? join(here, '..', 'cli', 'gcnkit.cjs');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-reliability-'));
const RSS = join(dir, 'rss.cjs');
writeFileSync(RSS, "process.on('exit', () => require('fs').writeSync(2, `@@maxrss ${process.resourceUsage().maxRSS}\\n`));\n");

function gcnkit(args: string[], input?: string | Uint8Array, opts: { rss?: boolean; nodeArgs?: string[] } = {}) {
  const pre = [...(opts.nodeArgs ?? []), ...(opts.rss ? ['-r', RSS] : [])];
  const r = spawnSync(process.execPath, [...pre, bin, ...args], { input, maxBuffer: 1 << 28 });
  let err = r.stderr.toString();
  const m = /@@maxrss (\d+)\n$/.exec(err);
  if (m !== null) err = err.slice(0, m.index);
  return { code: r.status, signal: r.signal, out: r.stdout, err, maxRssKiB: m === null ? NaN : Number(m[1]) };
}

function words(...w: number[]): Uint8Array {
  const b = new Uint8Array(w.length * 4);
  const dv = new DataView(b.buffer);
  w.forEach((x, i) => dv.setUint32(i * 4, x >>> 0, true));
  return b;
}

const CODE = join(dir, 'code.bin');
writeFileSync(CODE, words(0x7e020302));
const SRC = join(dir, 'prog.s');
writeFileSync(SRC, 'v_mov_b32 v1, v2\n');

/** Files in `d` that look like gcnkit's temporary outputs. */
const temps = (d: string) => readdirSync(d).filter((f) => f.endsWith('.tmp'));

const noTrace = (err: string, what: string) => {
  assert.doesNotMatch(err, /internal error|\n\s+at |RangeError|TypeError/, `${what}: ${err.slice(0, 300)}`);
};

test('-o onto a FIFO, a symbolic link and a device writes through them; they stay what they were', { skip: process.platform === 'win32' }, async () => {
  const d = join(dir, 'special');
  mkdirSync(d);
  // A symbolic link: the file it points to is replaced, the link stays a link.
  writeFileSync(join(d, 'target.s'), 'old\n');
  symlinkSync('target.s', join(d, 'link.s'));
  let r = gcnkit(['disasm', '--no-header', '-o', join(d, 'link.s'), CODE]);
  assert.equal(r.code, 0, r.err);
  assert.ok(lstatSync(join(d, 'link.s')).isSymbolicLink(), 'the link is still a link');
  assert.equal(readlinkSync(join(d, 'link.s')), 'target.s');
  assert.match(readFileSync(join(d, 'target.s'), 'utf8'), /^v_mov_b32 +v1, v2\n$/);
  // A dangling link: the file is created where it points.
  symlinkSync('new.s', join(d, 'dangling.s'));
  r = gcnkit(['asm', '-f', 'hex', '-o', join(d, 'dangling.s'), SRC]);
  assert.equal(r.code, 0, r.err);
  assert.ok(lstatSync(join(d, 'dangling.s')).isSymbolicLink());
  assert.equal(readFileSync(join(d, 'new.s'), 'utf8'), '7e020302\n');
  // A FIFO: its reader gets the text and the FIFO is still a FIFO.
  const fifo = join(d, 'fifo');
  if (spawnSync('mkfifo', [fifo]).status === 0) {
    const reader = spawn('cat', [fifo], { stdio: ['ignore', 'pipe', 'ignore'] });
    let got = '';
    reader.stdout.on('data', (c: Buffer) => { got += c.toString(); });
    const done = new Promise((res) => reader.on('close', res));
    r = gcnkit(['disasm', '--no-header', '-o', fifo, CODE]);
    await done;
    assert.equal(r.code, 0, r.err);
    assert.match(got, /^v_mov_b32 +v1, v2\n$/);
    assert.ok(statSync(fifo).isFIFO(), 'the FIFO is still a FIFO');
  }
  // /dev/null and a device node (the latter only where mknod is allowed, as root).
  r = gcnkit(['run', '-o', '/dev/null', SRC]);
  assert.equal(r.code, 0, r.err);
  assert.ok(statSync('/dev/null').isCharacterDevice());
  const node = join(d, 'null-device');
  if (spawnSync('mknod', [node, 'c', '1', '3']).status === 0) {
    for (const args of [['disasm', CODE], ['asm', SRC], ['run', SRC]]) {
      r = gcnkit([args[0]!, '-o', node, args[1]!]);
      assert.equal(r.code, 0, r.err);
      assert.ok(statSync(node).isCharacterDevice(), `${args[0]} -o DEVICE: still a device`);
    }
  }
  assert.deepEqual(temps(d), []);
});

test('-o DIR, -o DIR/ and -o "" are usage errors (exit 2) that leave no temporary file', () => {
  const d = join(dir, 'outdir');
  mkdirSync(d);
  for (const [cmd, input] of [['disasm', CODE], ['asm', SRC], ['run', SRC]] as const) {
    for (const o of [d, `${d}/`, '', join(d, 'missing', 'x.s')]) {
      const r = gcnkit([cmd, '-o', o, input]);
      assert.equal(r.code, 2, `${cmd} -o '${o}': exit ${r.code}: ${r.err}`);
      assert.match(r.err, o === '' ? /file name/ : /is a directory|no such directory/, `${cmd} -o '${o}'`);
      noTrace(r.err, `${cmd} -o '${o}'`);
      assert.equal(r.out.length, 0);
    }
    assert.deepEqual(temps(d), [], `${cmd}: temporary files left in the directory`);
    assert.deepEqual(temps(process.cwd()), [], `${cmd}: temporary files left in the working directory`);
  }
});

test('SIGINT and SIGTERM during a long -o run stop it at once: no temporary file, the target untouched', { skip: process.platform === 'win32' }, async () => {
  const d = join(dir, 'interrupt');
  mkdirSync(d);
  const big = join(d, 'big.bin');
  const w = new Uint32Array(8 << 20).fill(0x7e020302); // 32 MB: seconds of output
  writeFileSync(big, new Uint8Array(w.buffer));
  const bigSrc = join(d, 'big.s');
  writeFileSync(bigSrc, 'v_mov_b32 v1, v2\nv_sin_f32 v3, s5 clamp\n'.repeat(2_000_000)); // 82 MB of source
  for (const [cmd, input] of [['disasm', big], ['asm', bigSrc]] as const) {
    for (const sig of ['SIGINT', 'SIGTERM'] as const) {
      // SIGINT onto a new file, SIGTERM onto an existing one (which must keep its contents).
      const out = join(d, `out-${cmd}-${sig}`);
      if (sig === 'SIGTERM') writeFileSync(out, 'old\n');
      const p = spawn(process.execPath, [bin, cmd, '-o', out, input], { stdio: 'ignore' });
      // Wait until the temporary file exists, then interrupt.
      for (let i = 0; i < 2400 && temps(d).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      const started = temps(d).length > 0;
      p.kill(sig);
      const [code, signal] = await new Promise<[number | null, string | null]>((r) => p.on('close', (c, s) => r([c, s])));
      // The signal came while the temporary file existed, seconds of work before the end: a
      // run that still ends normally ignored it (the old asm finished and renamed its output first).
      assert.ok(started, `${cmd}: the run started writing`);
      assert.equal(signal, sig, `${cmd}: the process dies of ${sig} (exit ${code})`);
      assert.deepEqual(temps(d), [], `${cmd} ${sig}: temporary file left`);
      // The old code let a synchronous run finish and rename its output into place before the signal was seen.
      if (sig === 'SIGTERM') assert.equal(readFileSync(out, 'utf8'), 'old\n', `${cmd} ${sig}: the target was replaced`);
      else assert.equal(existsSync(out), false, `${cmd} ${sig}: output file written`);
    }
  }
});

test('a closed pipe (| head) ends the output quietly: no message, exit 0', { skip: process.platform === 'win32' }, () => {
  const big = join(dir, 'pipe.bin');
  writeFileSync(big, new Uint8Array(new Uint32Array(1 << 20).fill(0x7e020302).buffer));
  const hexFile = join(dir, 'pipe.hex');
  writeFileSync(hexFile, '7e020302\n'.repeat(1 << 18));
  const asmFile = join(dir, 'pipe.s');
  writeFileSync(asmFile, 'v_mov_b32 v1, v2\n'.repeat(1 << 18));
  const small = join(dir, 'pipe-small.s');
  writeFileSync(small, 'v_mov_b32 v1, v2\n'.repeat(3000));
  const errFile = join(dir, 'pipe.err');
  const cases: [string[], boolean][] = [
    [['disasm', big], false], [['disasm', '--hex', hexFile], false], [['asm', '-f', 'hex', asmFile], false],
    [['asm', '-f', 'listing', asmFile], false], [['--help'], false],
    // run --trace writes the trace to stderr: that is the pipe closed here.
    [['run', '--trace', '-o', '/dev/null', small], true],
  ];
  for (const [args, traceToPipe] of cases) {
    const quoted = args.map((a) => `'${a}'`).join(' ');
    const cmd = traceToPipe
      ? `"$0" "$1" ${quoted} 2>&1 >/dev/null | head -c 100 >/dev/null`
      : `"$0" "$1" ${quoted} 2>"$2" | head -c 100 >/dev/null`;
    const p = spawnSync('bash', ['-c', `set -o pipefail; ${cmd}`, process.execPath, bin, errFile], { encoding: 'utf8' });
    assert.equal(p.status, 0, `${args.join(' ')}: exit ${p.status}: ${p.stderr}`);
    const err = traceToPipe ? p.stderr : readFileSync(errFile, 'utf8');
    assert.equal(err, '', `${args.join(' ')}: ${err.slice(0, 300)}`);
  }
});

test('disasm: the error comes last, after the warnings, and suppressed warnings are counted', () => {
  // 1500 words of no encoding (a warning each), then a truncated literal (an error).
  const w: number[] = new Array(1500).fill(0xfc0000ff); // bits 31-26 = 111111: no encoding
  w.push(0x7e0202ff);
  const f = join(dir, 'warnings.bin');
  writeFileSync(f, words(...w));
  const r = gcnkit(['disasm', '-a', 'gcn1.0', '-o', join(dir, 'warnings.s'), f]);
  assert.equal(r.code, 1);
  const lines = r.err.trimEnd().split('\n');
  assert.equal(lines.filter((l) => /: warning: /.test(l)).length, 1000);
  assert.match(r.err, /500 more warnings not shown \(1500 in all\)/);
  // The error is after every warning and after the count of suppressed ones.
  const errAt = lines.findIndex((l) => /: error: truncated instruction/.test(l));
  assert.ok(errAt > 0, r.err.slice(-500));
  assert.ok(lines.slice(errAt).every((l) => !/: warning: |more warnings/.test(l)), 'no warning after the error');
  assert.match(lines[lines.length - 1]!, /1 error/);
  assert.equal(existsSync(join(dir, 'warnings.s')), false);
  // With --hex, text errors (line:col) are errors too, and come last.
  const h = join(dir, 'warnings.hex');
  writeFileSync(h, 'fc0000ff\n'.repeat(1200) + 'zz\n');
  const rh = gcnkit(['disasm', '--hex', h]);
  assert.equal(rh.code, 1);
  const hl = rh.err.trimEnd().split('\n');
  assert.match(hl.slice(-4).join('\n'), new RegExp(`${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1201:1: error: .*'zz'`));
});

test('assembler messages cut a 10 MB value: a short message, the length named (asm both dialects, run)', () => {
  const f = join(dir, 'long-name.s');
  writeFileSync(f, `v_mov_b32 v1, ${'A'.repeat(10_000_000)}\nv_mov_b32 v2, '${'B'.repeat(100_000)}'\n`);
  for (const args of [['asm', f], ['asm', '-s', 'llvm', f], ['run', f]]) {
    const r = gcnkit(args);
    const what = args.join(' ');
    assert.notEqual(r.code, 0, what);
    noTrace(r.err, what);
    assert.ok(r.err.length < 8000, `${what}: ${r.err.length} characters of messages`);
    assert.match(r.err, /'A{60}\.\.\.' \(10000000 characters\)/, `${what}: ${r.err.slice(0, 400)}`);
  }
});

test('state-file errors carry line:col and a caret; long values are cut', () => {
  const cases: [string, RegExp][] = [
    ['{\n  "vgpr": {\n    "v1": "0xZZ"\n  }\n}\n', /:3:11: error: bad state: vgpr v1: '0xZZ' is not a hex/],
    ['{\n  "vgpr": {"v1": [1, 2,\n  3 4]}\n}\n', /:3:5: error: bad state: not valid JSON: expected ','/],
    ['{"sgpr": {"s0": "0x1", "bogus": "0x2"}}', /:1:24: error: bad state: sgpr: 'bogus' is not a scalar register/],
    ['{"vgpr": {"v2": ["0x1"', /:1:23: error: bad state: not valid JSON/],
    ['', /:1:1: error: bad state: not valid JSON/],
    ['{"vgpr":{"v1":["0x0","0x1"]}}', /:1:15: error: bad state: vgpr v1: an array needs 64 lane values, got 2/],
    ['{"exec": "0x1",\n "frob": 1}', /:2:2: error: bad state: unknown state field 'frob'/],
    [`{"vgpr": {"v3": [${Array.from({ length: 64 }, (_, i) => (i === 40 ? 'null' : '"0x1"')).join(', ')}]}}`,
      /:1:\d+: error: bad state: vgpr v3\[40\]: expected a string/],
  ];
  for (const [i, [json, re]] of cases.entries()) {
    const f = join(dir, `state${i}.json`);
    writeFileSync(f, json);
    const r = gcnkit(['run', '--state', f, SRC]);
    assert.equal(r.code, 1, `${json}: exit ${r.code}`);
    assert.match(r.err, re, `${JSON.stringify(json)}: ${r.err}`);
    assert.match(r.err, /\n *\^\n$/, 'a caret line');
    assert.equal(r.out.length, 0);
    // The caret sits under the reported column (lines longer than 200 characters are shown cut).
    const m = /:(\d+):(\d+): /.exec(r.err)!;
    const shown = r.err.trimEnd().split('\n');
    const caretCol = shown[shown.length - 1]!.indexOf('^') + 1;
    if (json.length < 200) assert.equal(caretCol, Number(m[2]), `${JSON.stringify(json)}: caret`);
    else assert.equal(shown[shown.length - 2]!.slice(caretCol - 1, caretCol + 3), 'null');
    if (i === 7) {
      const col = Number(m[2]);
      assert.equal(json.slice(col - 1, col + 3), 'null');
    }
  }
  // A 10 MB value, a 10 MB key, a 10 MB line: the message stays short.
  const huge = 'f'.repeat(10e6);
  for (const json of [`{"m0": "0x${huge}"}`, `{"vgpr": {"v${huge}": "0x1"}}`, `{"sgpr": {"s0": "${huge}"}}`, `{"x": 1, ${' '.repeat(10e6)}`]) {
    const f = join(dir, 'huge.json');
    writeFileSync(f, json);
    const r = gcnkit(['run', '--state', f, SRC]);
    assert.equal(r.code, 1);
    assert.ok(r.err.length < 2000, `a ${r.err.length}-character message`);
    assert.match(r.err, /huge\.json:1:\d+: error: bad state/);
  }
});

test('messages cut long bad values: options, arch names, file names', () => {
  const long = 'x'.repeat(100_000);
  for (const args of [['disasm', `--${long}`], ['disasm', '-a', long, CODE], ['disasm', join(dir, long.slice(0, 200))],
    ['run', '-s', long, SRC], ['run', '--max-instructions', long, SRC], [long]]) {
    const r = gcnkit(args);
    assert.equal(r.code, 2, `${args[0]}: exit ${r.code}`);
    assert.ok(r.err.length < 3000, `${args.map((a) => a.slice(0, 20)).join(' ')}: a ${r.err.length}-character message`);
    noTrace(r.err, 'long value');
  }
  const h = join(dir, 'longtoken.hex');
  writeFileSync(h, '7e020302 ' + 'q'.repeat(10e6) + '\n');
  const r = gcnkit(['disasm', '--hex', h]);
  assert.equal(r.code, 1);
  assert.ok(r.err.length < 2000, `a ${r.err.length}-character message`);
});

test('run: memory does not grow with the program (1 M vs 4 M instructions)', () => {
  const rss: number[] = [];
  for (const n of [1 << 20, 4 << 20]) {
    const f = join(dir, `long-${n}.bin`);
    writeFileSync(f, new Uint8Array(new Uint32Array(n).fill(0x7e020302).buffer)); // v_mov_b32 v1, v2
    const r = gcnkit(['run', '--bin', f], undefined, { rss: true });
    assert.equal(r.code, 0, r.err);
    const out = JSON.parse(r.out.toString()) as { vgpr: Record<string, string[]> };
    assert.equal(out.vgpr['v1']!.length, 64);
    rss.push(r.maxRssKiB);
  }
  console.log(`run --bin peak RSS: ${rss.map((k) => `${(k / 1024).toFixed(0)} MiB`).join(' at 1 M, ')} at 4 M instructions`);
  // The old form kept 1.4 KB per instruction: 4.5 GB more at 4 M. Allow noise, not growth.
  assert.ok(rss[1]! - rss[0]! < 32 * 1024, `peak RSS ${rss[0]} KiB at 1 M, ${rss[1]} KiB at 4 M instructions`);
  // --hex streams too.
  const hx = join(dir, 'long.hex');
  writeFileSync(hx, '7e020302\n'.repeat(2 << 20));
  const r = gcnkit(['run', '--hex', hx], undefined, { rss: true });
  assert.equal(r.code, 0, r.err);
  assert.ok(r.maxRssKiB < 256 * 1024, `--hex, 2 M instructions: peak RSS ${r.maxRssKiB} KiB`);
});

// Issue 13 #9: inputs over 512 MiB failed ("Cannot create a string longer than 0x1fffffe8
// characters"). 600 MB take a minute or more to write and assemble: GCNKIT_BIG=1 runs it.
const BIG = process.env['GCNKIT_BIG'] === '1';
test('asm and run on a 600 MB source: exit 0, bounded memory (GCNKIT_BIG=1)', { skip: BIG ? false : 'set GCNKIT_BIG=1' }, () => {
  const f = join(dir, 'big600.s');
  const block = 'v_mov_b32 v1, v2\nv_not_b32 v3, s5 vop3\nv_mov_b32 v4, 0x12345678\n'.repeat(100_000);
  const fd = openSync(f, 'w');
  let size = 0;
  for (; size < 600e6; size += block.length) writeSync(fd, block);
  closeSync(fd);
  const lines = (size / block.length) * 300_000;
  const out = join(dir, 'big600.bin');
  const r = gcnkit(['asm', '-o', out, f], undefined, { rss: true });
  assert.equal(r.code, 0, r.err.slice(0, 500));
  // 4 + 8 + 8 bytes per three lines.
  assert.equal(statSync(out).size, (lines / 3) * 20);
  console.log(`asm, ${size} bytes of source: peak RSS ${(r.maxRssKiB / 1024).toFixed(0)} MiB`);
  assert.ok(r.maxRssKiB < 256 * 1024, `peak RSS ${r.maxRssKiB} KiB`);
  const run = gcnkit(['run', '-o', '/dev/null', f], undefined, { rss: true });
  assert.equal(run.code, 0, run.err.slice(0, 500));
  console.log(`run, ${lines} lines of source: peak RSS ${(run.maxRssKiB / 1024).toFixed(0)} MiB`);
  assert.ok(run.maxRssKiB < 256 * 1024, `run: peak RSS ${run.maxRssKiB} KiB`);
  unlinkSync(f);
  unlinkSync(out);
});

test('run: --max-instructions is a clear error (never a V8 abort); a 20 MB source runs under a 64 MB heap', () => {
  const f = join(dir, 'limit.hex');
  writeFileSync(f, '7e020302\n'.repeat(1000));
  let r = gcnkit(['run', '--hex', '--max-instructions', '999', f]);
  assert.equal(r.code, 1);
  assert.match(r.err, /more than 999 instructions.*--max-instructions/);
  assert.equal(r.out.length, 0);
  r = gcnkit(['run', '--hex', '--max-instructions', '1000', f]);
  assert.equal(r.code, 0, r.err);
  r = gcnkit(['run', '--hex', '--max-instructions', '0', f]);
  assert.equal(r.code, 0, r.err);
  // An endless input stops at the limit (the default is 10^8; here 10^4).
  const endless = spawnSync('sh', ['-c', 'yes 7e020302 | "$0" "$1" run --hex --max-instructions 10000 -', process.execPath, bin],
    { encoding: 'utf8', timeout: 120_000 });
  assert.equal(endless.status, 1, endless.stderr);
  assert.match(endless.stderr, /more than 10000 instructions/);
  r = gcnkit(['run', '--hex', '--max-instructions', '-1', f]);
  assert.equal(r.code, 2);
  // 20 MB of source (1.25 M instructions) under a 64 MB heap: assembled as a stream and run
  // (it used to be held whole in memory, about 6 bytes of heap per byte, and was refused).
  const big = join(dir, 'big.s');
  writeFileSync(big, 'v_mov_b32 v1, v2\nv_not_b32 v2, v1\n'.repeat(625_000));
  r = gcnkit(['run', big], undefined, { nodeArgs: ['--max-old-space-size=64'], rss: true });
  assert.equal(r.code, 0, `exit ${r.code} ${r.signal}: ${r.err.slice(0, 300)}`);
  noTrace(r.err, 'big source');
  assert.ok(r.maxRssKiB < 200 * 1024, `peak RSS ${r.maxRssKiB} KiB`);
  // Bytes that are not whole words do not vanish: an error, as with --bin.
  r = gcnkit(['run', '-'], 'v_nop\n.byte 1, 2, 3\n');
  assert.equal(r.code, 1, r.err);
  assert.match(r.err, /length 7 is not a multiple of 4 bytes/);
  assert.equal(r.out.length, 0);
});

test('a full device (/dev/full) is an error that says so, not a crash', { skip: !existsSync('/dev/full') }, () => {
  for (const args of [['disasm', CODE], ['asm', '-f', 'hex', SRC], ['run', SRC]]) {
    for (const viaO of [false, true]) {
      let code: number | null;
      let err: string;
      if (viaO) ({ code, err } = gcnkit([args[0]!, '-o', '/dev/full', ...args.slice(1)]));
      else {
        const r = spawnSync('sh', ['-c', `"$0" "$1" ${args.map((a) => `'${a}'`).join(' ')} > /dev/full`, process.execPath, bin], { encoding: 'utf8' });
        code = r.status;
        err = r.stderr;
      }
      assert.equal(code, 1, `${args[0]} ${viaO ? '-o /dev/full' : '> /dev/full'}: exit ${code}: ${err}`);
      assert.match(err, /cannot write .*no space left/);
      noTrace(err, `${args[0]} /dev/full`);
    }
  }
  assert.ok(statSync('/dev/full').isCharacterDevice());
});
