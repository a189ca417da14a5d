// The streaming Disassembler, disassemble() and the hex-text reader.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Disassembler, disassemble, HexReader, parseHexWords, type DisasmDiagnostic, type DisasmOptions, type HexDiagnostic,
} from '../src/index.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const dec = new TextDecoder();

function bytesOf(words: readonly number[]): Uint8Array {
  const b = new Uint8Array(words.length * 4);
  const dv = new DataView(b.buffer);
  words.forEach((w, i) => dv.setUint32(i * 4, w >>> 0, true));
  return b;
}

interface Run { text: string; diagnostics: DisasmDiagnostic[]; errorCount: number; chunks: number }

/** Pushes `bytes` in chunks of `chunk` bytes (0: one push). */
function run(bytes: Uint8Array, opts: DisasmOptions, chunk = 0, sinkSize?: number): Run {
  let text = '';
  let chunks = 0;
  const d = new Disassembler(opts, (c) => { text += dec.decode(c); chunks++; }, sinkSize);
  if (chunk === 0) d.push(bytes);
  else for (let i = 0; i < bytes.length; i += chunk) d.push(bytes.subarray(i, Math.min(bytes.length, i + chunk)));
  const diagnostics = d.end();
  return { text, diagnostics: [...diagnostics], errorCount: d.errorCount, chunks };
}

const vop1 = (op: number, vdst: number, src0: number) => ((0x3f << 25) | (vdst << 17) | (op << 9) | src0) >>> 0;

/** A mixed instruction stream for a generation: VOP1, literals, VOP3, SDWA/DPP, non-VOP1 words. */
function mixedWords(gen: number, seed: number): number[] {
  const rnd = mulberry32(seed);
  const w: number[] = [
    0x7e020302, // v_mov_b32 v1, v2
    vop1(1, 3, 255), 0x12345678, // literal
    0x7e000000, // v_nop
    vop1(0, 0, 255), 0x0badf00d, // v_nop with a literal: 8 bytes for CLRX, 4 + 4 for llvm-mc
    vop1(2, 255, 0x101), 0xbf800003, // readfirstlane SDST 255: llvm-mc reads a literal
    vop1(3, 1, 5), // v_cvt_i32_f64 v1, s[5:6]
    0xfc0000ff, // bits 31-26 = 111111: no encoding, printed as data
    gen === 2 ? 0xd1628105 : 0xd3540905, 0x28000106, // VOP3 v_rcp_f32
    gen === 2 ? 0xd1410037 : 0xd3020037, 0x0000001b, // VOP3 v_mov_b32 v55, s27
    gen === 2 ? 0xd2000000 : 0xd2800000, 0x00000000, // VOP3 word of another family
  ];
  if (gen === 2) w.push(0x7e0202f9, 0x00060602, 0x7f3c02fa, 0x4508394f, 0x7e0000f9, 0x003d003d);
  for (let i = 0; i < 40; i++) {
    const k = rnd() % 4;
    if (k === 0) w.push(vop1(rnd() % 80, rnd() & 0xff, rnd() & 0x1ff), rnd());
    else if (k === 1) w.push(vop1(rnd() % 80, rnd() & 0xff, 255), rnd());
    else if (k === 2) w.push(gen === 2 ? ((0x34 << 26) | ((320 + (rnd() & 127)) << 16) | (rnd() & 0xffff)) >>> 0
      : ((0x34 << 26) | ((384 + (rnd() & 127)) << 17) | (rnd() & 0x1ffff)) >>> 0, rnd());
    else w.push(rnd());
  }
  w.push(0x7e020302); // the stream ends on a complete instruction
  return w;
}

const ARCHS = [['tahiti', 0], ['hawaii', 1], ['tonga', 2]] as const;

test('pushing the input in chunks of 1..9 bytes gives the same text as one push', () => {
  const seed = testSeed(0xd15a55);
  for (const [arch, gen] of ARCHS) {
    const words = mixedWords(gen, seed + gen);
    for (const extra of [0, 1, 2, 3]) {
      // extra: trailing bytes that do not make a word
      const bytes = new Uint8Array(words.length * 4 + extra);
      bytes.set(bytesOf(words));
      for (let i = 0; i < extra; i++) bytes[words.length * 4 + i] = 0x7e + i;
      for (const syntax of ['clrx', 'llvm'] as const) {
        for (const listing of [false, true]) {
          const opts: DisasmOptions = { arch, syntax, listing };
          const whole = run(bytes, opts);
          assert.ok(whole.text.length > 0);
          for (let chunk = 1; chunk <= 9; chunk++) {
            const r = run(bytes, opts, chunk);
            const where = `${arch} ${syntax} listing=${listing} extra=${extra} chunk=${chunk}`;
            assert.equal(r.text, whole.text, where);
            assert.deepEqual(r.diagnostics, whole.diagnostics, where);
          }
          // A tiny output buffer (many flushes) changes nothing either.
          for (const sinkSize of [1, 16, 100]) {
            assert.equal(run(bytes, opts, 3, sinkSize).text, whole.text, `${arch} ${syntax} sink ${sinkSize}`);
          }
        }
      }
    }
  }
});

test('pushWords, disassemble() on bytes / Uint32Array / number[] agree with push()', () => {
  for (const [arch, gen] of ARCHS) {
    const words = mixedWords(gen, 7);
    for (const syntax of ['clrx', 'llvm'] as const) {
      const opts = { arch, syntax };
      const ref = run(bytesOf(words), opts);
      assert.equal(disassemble(bytesOf(words), opts).text, ref.text);
      assert.equal(disassemble(Uint32Array.from(words), opts).text, ref.text);
      assert.equal(disassemble(words, opts).text, ref.text);
      let text = '';
      const d = new Disassembler(opts, (c) => { text += dec.decode(c); });
      for (let i = 0; i < words.length; i += 3) d.pushWords(words.slice(i, i + 3));
      d.end();
      assert.equal(text, ref.text, `${arch} ${syntax} pushWords in threes`);
    }
  }
});

test('trailing 1-3 bytes: an error diagnostic, the complete words still printed', () => {
  for (const syntax of ['clrx', 'llvm'] as const) {
    const full = disassemble(bytesOf([0x7e020302]), { arch: 'tonga', syntax, header: false }).text;
    for (let extra = 1; extra <= 3; extra++) {
      const bytes = new Uint8Array(4 + extra);
      bytes.set(bytesOf([0x7e020302]));
      for (let chunk = 0; chunk <= 4; chunk++) {
        const r = run(bytes, { arch: 'tonga', syntax, header: false }, chunk);
        assert.equal(r.text, full, `${syntax} +${extra}`);
        const errors = r.diagnostics.filter((d) => d.severity === 'error');
        assert.equal(errors.length, 1, `${syntax} +${extra}: ${JSON.stringify(r.diagnostics)}`);
        assert.equal(errors[0]!.offset, 4);
        assert.match(errors[0]!.message, /trailing|multiple of 4/);
        assert.equal(r.errorCount, 1);
      }
    }
    // Only 1-3 bytes in all.
    for (let n = 1; n <= 3; n++) {
      const r = run(new Uint8Array(n).fill(0x7e), { arch: 'gcn1.0', syntax, header: false });
      assert.equal(r.text, '');
      assert.equal(r.errorCount, 1);
      assert.equal(r.diagnostics[0]!.offset, 0);
    }
  }
});

test('a truncated literal or second dword at the end: an error diagnostic, no crash', () => {
  const cases: [string, number[]][] = [
    ['VOP1 with SRC0 = 255, literal missing', [0x7e020302, vop1(1, 3, 255)]],
    ['VOP3 without its second dword', [0x7e020302, 0xd1628105]],
    ['SDWA without its dword', [0x7e020302, 0x7e0202f9]],
    ['DPP without its dword', [0x7e020302, 0x7e0202fa]],
  ];
  for (const syntax of ['clrx', 'llvm'] as const) {
    const first = disassemble([0x7e020302], { arch: 'tonga', syntax, header: false }).text;
    for (const [what, words] of cases) {
      for (const chunk of [0, 1, 4, 5]) {
        const r = run(bytesOf(words), { arch: 'tonga', syntax, header: false }, chunk);
        const where = `${syntax} ${what} chunk ${chunk}`;
        assert.ok(r.text.startsWith(first), where);
        const errors = r.diagnostics.filter((d) => d.severity === 'error');
        assert.equal(errors.length, 1, `${where}: ${JSON.stringify(r.diagnostics)}`);
        assert.equal(errors[0]!.offset, 4, where);
        assert.match(errors[0]!.message, /truncated/, where);
      }
    }
  }
  // The llvm length rule: readfirstlane with SDST 255 needs a literal too.
  const r = disassemble([vop1(2, 255, 0x101)], { arch: 'tonga', syntax: 'llvm' });
  assert.equal(r.errorCount, 1);
  assert.match(r.diagnostics[0]!.message, /truncated/);
  // ... the CLRX rule does not.
  assert.equal(disassemble([vop1(2, 255, 0x101)], { arch: 'tonga', syntax: 'clrx' }).errorCount, 0);
});

test('header lines per dialect (syntax.md B.1, C.2; interface.md)', () => {
  const gpu = { tahiti: 'CapeVerde', hawaii: 'Bonaire', tonga: 'Iceland' } as const;
  for (const [arch] of ARCHS) {
    const c = disassemble([0x7e020302], { arch, syntax: 'clrx' }).text;
    assert.equal(c, `.rawcode\n.gpu ${gpu[arch]}\n.text\nv_mov_b32       v1, v2\n`);
    assert.equal(disassemble([0x7e020302], { arch }).text, c, 'clrx is the default');
    const l = disassemble([0x7e020302], { arch, syntax: 'llvm' }).text;
    assert.ok(l === 'v_mov_b32_e32 v1, v2\n' || l === '.text\nv_mov_b32_e32 v1, v2\n', JSON.stringify(l));
    assert.equal(disassemble([0x7e020302], { arch, syntax: 'clrx', header: false }).text, 'v_mov_b32       v1, v2\n');
    assert.equal(disassemble([0x7e020302], { arch, syntax: 'llvm', header: false }).text, 'v_mov_b32_e32 v1, v2\n');
    // Empty input: only the header.
    assert.equal(disassemble([], { arch, syntax: 'clrx' }).text, `.rawcode\n.gpu ${gpu[arch]}\n.text\n`);
  }
  // Aliases and indices of interface.md.
  for (const [arch, g] of [['gcn1.0', 'CapeVerde'], ['SI', 'CapeVerde'], ['gfx7', 'Bonaire'], ['kaveri', 'Bonaire'],
    ['VI', 'Iceland'], ['polaris10', 'Iceland'], ['GCN1.2', 'Iceland']] as const) {
    assert.match(disassemble([], { arch }).text, new RegExp(`^\\.rawcode\\n\\.gpu ${g}\\n`), arch);
  }
  assert.match(disassemble([], { arch: 1 }).text, /\.gpu Bonaire/);
  assert.throws(() => disassemble([], { arch: 'gfx900' }), RangeError);
  assert.throws(() => disassemble([], { arch: 7 as never }), RangeError);
});

test('every non-header line is one instruction; data words are reported', () => {
  const words = mixedWords(2, 99);
  for (const syntax of ['clrx', 'llvm'] as const) {
    const r = disassemble(words, { arch: 'tonga', syntax });
    const lines = r.text.split('\n');
    assert.equal(lines.pop(), '', 'ends with a newline');
    for (const l of lines) {
      assert.ok(l.length > 0, 'no empty lines');
      assert.ok(/^[\x20-\x7e]*$/.test(l), `printable ASCII: ${JSON.stringify(l)}`);
    }
    // A word of no encoding: a warning, printed as data.
    const w = r.diagnostics.filter((d) => d.severity === 'warning' && /fc0000ff/.test(d.message));
    assert.equal(w.length, 1, JSON.stringify(r.diagnostics));
    assert.ok(lines.some((l) => (syntax === 'clrx' ? /^\.int 0xfc0000ff$/ : /^\.long 0xfc0000ff$/).test(l)), syntax);
    assert.equal(r.errorCount, 0);
  }
  // llvm dialect: a rejected VOP3 word gives one .long line per dword and a warning.
  const r = disassemble([0xd1410037, 0x0000021b], { arch: 'tonga', syntax: 'llvm', header: false });
  assert.equal(r.text, '.long 0xd1410037\n.long 0x0000021b\n');
  assert.equal(r.diagnostics.length, 1);
  assert.equal(r.diagnostics[0]!.severity, 'warning');
  assert.match(r.diagnostics[0]!.message, /invalid instruction encoding/);
});

const LISTING = /^\/\*([0-9a-f]{12}): ([0-9a-f]{8})(?: ([0-9a-f]{8}))? *\*\/ (.*)$/;

test('listing option: offset and words before every instruction line', () => {
  for (const [arch, gen] of ARCHS) {
    const words = mixedWords(gen, 3);
    for (const syntax of ['clrx', 'llvm'] as const) {
      const plain = disassemble(words, { arch, syntax, header: false }).text.split('\n');
      const listed = disassemble(words, { arch, syntax, header: false, listing: true }).text.split('\n');
      plain.pop();
      listed.pop();
      assert.equal(listed.length, plain.length, `${arch} ${syntax}: same number of lines`);
      let offset = 0;
      for (let i = 0; i < listed.length; i++) {
        const m = LISTING.exec(listed[i]!);
        assert.ok(m !== null, `${arch} ${syntax}: ${JSON.stringify(listed[i])}`);
        assert.equal(m[4], plain[i], 'the text after the comment is the plain line');
        assert.equal(parseInt(m[1]!, 16), offset, `${arch} ${syntax} line ${i}: offset`);
        assert.equal(parseInt(m[2]!, 16), words[offset / 4]!, `${arch} ${syntax} line ${i}: first word`);
        // A `.long` line (llvm dialect) holds its dwords before any `;` comment (a lossy
        // instruction: both of its dwords); see the next test for a rejected one.
        const longs = /^\.long ([^;]*)/.exec(plain[i]!);
        const n = longs !== null ? longs[1]!.split(',').length : m[3] === undefined ? 1 : 2;
        if (n === 2) assert.equal(parseInt(m[3]!, 16), words[offset / 4 + 1]!, `${arch} ${syntax} line ${i}: second word`);
        offset += 4 * n;
      }
      assert.equal(offset, words.length * 4, 'the listing covers every word');
    }
  }
  // syntax.md B.1: `/*000000000000: 7e020302 ...*/`.
  const t = disassemble([0x7e020302], { arch: 'tonga', listing: true, header: false }).text;
  assert.match(t, /^\/\*000000000000: 7e020302 *\*\/ v_mov_b32 {7}v1, v2\n$/);
  // The header is not prefixed.
  assert.match(disassemble([0x7e020302], { arch: 'tonga', listing: true }).text, /^\.rawcode\n\.gpu Iceland\n\.text\n\/\*/);
});

test('listing, llvm dialect: each .long line of a rejected instruction shows its own dword', () => {
  // A rejected two-dword instruction prints one `.long` line per dword (syntax.md C.2);
  // each line's comment should hold the offset and the word of that line.
  for (const words of [[0xd1410037, 0x0000021b], [0xd2000000, 0x00000000], [0x7e0202f9, 0x01060607]]) {
    const t = disassemble([...words, 0x7e020302], { arch: 'tonga', syntax: 'llvm', listing: true, header: false }).text;
    const [a, b] = words.map((w) => w.toString(16).padStart(8, '0'));
    const lines = t.split('\n');
    assert.match(lines[0]!, new RegExp(`^/\\*000000000000: ${a} *\\*/ \\.long 0x${a}$`), JSON.stringify(t));
    assert.match(lines[1]!, new RegExp(`^/\\*000000000004: ${b} *\\*/ \\.long 0x${b}$`), JSON.stringify(t));
    assert.match(lines[2]!, /^\/\*000000000008: 7e020302 *\*\/ v_mov_b32_e32 v1, v2$/);
  }
});

// --- hex input ------------------------------------------------------------------

function parse(text: string) {
  const r = parseHexWords(text);
  return { words: [...r.words], diags: r.diagnostics };
}

test('parseHexWords: words with and without 0x', () => {
  assert.deepEqual(parse('7e020302').words, [0x7e020302]);
  assert.deepEqual(parse('0x7e020302').words, [0x7e020302]);
  assert.deepEqual(parse('0X7E020302').words, [0x7e020302]);
  assert.deepEqual(parse('d1628105 28000106\n7e0e02ff 12345678').words, [0xd1628105, 0x28000106, 0x7e0e02ff, 0x12345678]);
  assert.deepEqual(parse('7e020302,7e000000\t0x7e020302\r\n7E020302').words, [0x7e020302, 0x7e000000, 0x7e020302, 0x7e020302]);
  assert.deepEqual(parse('ffffffff 00000000').words, [0xffffffff, 0]);
  assert.deepEqual(parse('').words, []);
  assert.deepEqual(parse('\n\n  \n').diags, []);
});

test('parseHexWords: llvm-mc byte lists', () => {
  assert.deepEqual(parse('[0x02,0x03,0x02,0x7e]').words, [0x7e020302]);
  assert.deepEqual(parse('0x02,0x03,0x02,0x7e').words, [0x7e020302]);
  assert.deepEqual(parse('0x02, 0x03, 0x02, 0x7e').words, [0x7e020302]);
  assert.deepEqual(parse('[0x05,0x81,0x62,0xd1,0x06,0x01,0x00,0x28]').words, [0xd1628105, 0x28000106]);
  assert.deepEqual(parse('0x02,0x03,0x02,0x7e\n0x00,0x00,0x00,0x7e').words, [0x7e020302, 0x7e000000]);
  // A byte list may continue on the next line and be mixed with words between whole words.
  assert.deepEqual(parse('0x02,0x03\n0x02,0x7e 7e000000').words, [0x7e020302, 0x7e000000]);
  // As llvm-mc prints them after `; encoding:`.
  assert.deepEqual(parse('[0xff,0x02,0x02,0x7e,0x78,0x56,0x34,0x12]').words, [0x7e0202ff, 0x12345678]);
  assert.deepEqual(parse('[0x02,0x03,0x02,0x7e]').diags, []);
});

test('parseHexWords: # and // comments', () => {
  assert.deepEqual(parse('7e020302 # 7e000000\n7e000000').words, [0x7e020302, 0x7e000000]);
  assert.deepEqual(parse('# a comment\n7e020302').words, [0x7e020302]);
  assert.deepEqual(parse('7e020302 // 7e000000 zz\n// whole line\n0x02,0x03,0x02,0x7e // v_mov').words, [0x7e020302, 0x7e020302]);
  assert.deepEqual(parse('7e020302// no space').words, [0x7e020302]);
  assert.deepEqual(parse('7e020302 # zz\n').diags, []);
});

function diag(d: HexDiagnostic) {
  return { line: d.line, col: d.col };
}

test('parseHexWords: bad tokens are reported with line and column', () => {
  let r = parse('7e020302 zz 7e000000');
  assert.deepEqual(r.words, [0x7e020302, 0x7e000000]);
  assert.deepEqual(r.diags.map(diag), [{ line: 1, col: 10 }]);
  r = parse('7e020302\n  7e00000g\n0x02,0x03,0x02,0x7e');
  assert.deepEqual(r.words, [0x7e020302, 0x7e020302]);
  assert.deepEqual(r.diags.map(diag), [{ line: 2, col: 3 }]);
  assert.match(r.diags[0]!.message, /7e00000g/);
  // A word must have 8 digits (without 0x); 9 digits is too many.
  r = parse('7e0203 7e020302a');
  assert.deepEqual(r.words, []);
  assert.deepEqual(r.diags.map(diag), [{ line: 1, col: 1 }, { line: 1, col: 8 }]);
  r = parse('\n\nfoo bar');
  assert.deepEqual(r.diags.map(diag), [{ line: 3, col: 1 }, { line: 3, col: 5 }]);
  // A lone '/' is not a comment.
  r = parse('7e020302 / 7e000000');
  assert.equal(r.diags.length, 1);
  assert.deepEqual(diag(r.diags[0]!), { line: 1, col: 10 });
  // Diagnostics carry the source line.
  assert.equal(parse('ok\n7e020302 xyz').diags.at(-1)!.source, '7e020302 xyz');
});

test('parseHexWords: a byte list that does not add up to words', () => {
  let r = parse('0x02,0x03,0x02');
  assert.deepEqual(r.words, []);
  assert.equal(r.diags.length, 1);
  assert.deepEqual(diag(r.diags[0]!), { line: 1, col: 1 });
  assert.match(r.diags[0]!.message, /3 bytes|whole 32-bit words/);
  r = parse('[0x02,0x03,0x02,0x7e,0x00]');
  assert.deepEqual(r.words, [0x7e020302]);
  assert.equal(r.diags.length, 1);
  assert.deepEqual(diag(r.diags[0]!), { line: 1, col: 22 });
  // A byte list cut short by a word.
  r = parse('0x02,0x03 7e020302');
  assert.equal(r.diags.length, 1);
  assert.deepEqual(diag(r.diags[0]!), { line: 1, col: 1 });
  assert.ok(r.words.includes(0x7e020302));
});

test('HexReader: text pushed in chunks of any size gives the same words and diagnostics', () => {
  const text = '# header\n7e020302 0x7e000000\r\n[0x02,0x03,0x02,0x7e] // c\n0x05,0x81,0x62,0xd1,\n0x06,0x01,0x00,0x28\n'
    + 'zz 123 7e0202ff 12345678 0x02,0x03\n';
  const ref = parseHexWords(text);
  const bytes = new TextEncoder().encode(text);
  for (let chunk = 1; chunk <= 9; chunk++) {
    const words: number[] = [];
    const rd = new HexReader((w) => words.push(...w), 2);
    for (let i = 0; i < bytes.length; i += chunk) rd.push(bytes.subarray(i, i + chunk));
    const diags = rd.end();
    assert.deepEqual(words, [...ref.words], `chunk ${chunk}`);
    assert.deepEqual(diags, ref.diagnostics, `chunk ${chunk}`);
  }
  assert.deepEqual([...ref.words], [0x7e020302, 0x7e000000, 0x7e020302, 0xd1628105, 0x28000106, 0x7e0202ff, 0x12345678]);
  assert.deepEqual(ref.diagnostics.map((d) => d.line), [6, 6, 6]);
});

test('hex text to disassembly, end to end', () => {
  const { words, diagnostics } = parseHexWords('7e020302\n[0x05,0x81,0x62,0xd1,0x06,0x01,0x00,0x28]\n');
  assert.deepEqual(diagnostics, []);
  assert.equal(disassemble(words, { arch: 'tonga', header: false }).text,
    'v_mov_b32       v1, v2\nv_rcp_f32       v5, -abs(v6) mul:2 clamp\n');
  assert.equal(disassemble(words, { arch: 'tonga', syntax: 'llvm', header: false }).text,
    'v_mov_b32_e32 v1, v2\nv_rcp_f32_e64 v5, -|v6| clamp mul:2\n');
});
