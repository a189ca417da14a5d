// Nothing user-supplied crashes the code-object reader: seeded random
// mutations of real objects (headers, tables, notes, descriptors, lengths),
// hand-made hostile files, and the MessagePack and YAML readers on bad input
// all give diagnostics, never an exception or an allocation out of proportion
// to the input. Replay a failure with GCNKIT_SEED=<seed printed below>.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lib from '../src/index.js';
import { decodeMsgPack, disassembleCodeObject, parseYaml, readCodeObject } from '../src/index.js';
import { corpusObjects } from './support/kernel-corpus.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const SOURCES = corpusObjects().filter((o) =>
  ['elementwise.tahiti.v2.o', 'lds.hawaii.v2.so', 'lds.tonga.v3.o', 'elementwise.hawaii.v3.so', 'control.tonga.v4.o',
    'control.tahiti.v4.so', 'lds.tonga.mesa.o', 'elementwise.tahiti.mesa.o'].includes(o.file));

/** Reads and prints; asserts that nothing throws and the output stays in proportion. */
function exercise(bytes: Uint8Array, r: () => number, label: string): void {
  let co: ReturnType<typeof readCodeObject>;
  try {
    co = readCodeObject(bytes);
  } catch (e) {
    assert.fail(`${label}: readCodeObject threw ${(e as Error).stack}`);
  }
  assert.ok(Array.isArray(co.diagnostics));
  const syntax = r() & 1 ? 'llvm' : 'clrx';
  const arch = r() % 4 === 0 ? { arch: 'gcn1.1' } : {};
  let out: ReturnType<typeof disassembleCodeObject>;
  try {
    out = disassembleCodeObject(bytes, { syntax, ...arch });
  } catch (e) {
    assert.fail(`${label}: disassembleCodeObject threw ${(e as Error).stack}`);
  }
  assert.equal(typeof out.text, 'string');
  assert.ok(out.text.length < 100 * bytes.length + 200_000, `${label}: ${out.text.length} characters of output for ${bytes.length} bytes`);
  for (const d of out.diagnostics) {
    assert.equal(typeof d.message, 'string');
    assert.doesNotMatch(d.message, /internal error/, `${label}: ${d.message}`);
  }
}

function u64(b: Uint8Array, at: number, v: bigint): void {
  if (at >= 0 && at + 8 <= b.length) new DataView(b.buffer, b.byteOffset).setBigUint64(at, BigInt.asUintN(64, v), true);
}
function u32(b: Uint8Array, at: number, v: number): void {
  if (at >= 0 && at + 4 <= b.length) new DataView(b.buffer, b.byteOffset).setUint32(at, v >>> 0, true);
}
function u16(b: Uint8Array, at: number, v: number): void {
  if (at >= 0 && at + 2 <= b.length) new DataView(b.buffer, b.byteOffset).setUint16(at, v & 0xffff, true);
}

/** A value chosen to hurt: zero, small, the size of the file, just past it, or huge. */
function nasty(r: () => number, size: number): bigint {
  const k = r() % 8;
  if (k === 0) return 0n;
  if (k === 1) return BigInt(r() % 64);
  if (k === 2) return BigInt(size - (r() % 16));
  if (k === 3) return BigInt(size + (r() % 64));
  if (k === 4) return 0xffffffffn;
  if (k === 5) return 0xffffffffffffffffn;
  if (k === 6) return 1n << BigInt(32 + (r() % 31));
  return BigInt(r());
}

function mutate(src: Uint8Array, r: () => number): Uint8Array {
  let b = src.slice();
  const dv = new DataView(b.buffer);
  const shoff = Number(dv.getBigUint64(40, true));
  const shnum = dv.getUint16(60, true);
  const n = 1 + (r() % 6);
  for (let i = 0; i < n; i++) {
    const what = r() % 10;
    const sh = shoff + 64 * (r() % Math.max(1, shnum));
    switch (what) {
      case 0: b[r() % b.length] = r() & 0xff; break; // any byte
      case 1: for (let j = 0; j < 16; j++) b[r() % b.length] = r() & 0xff; break;
      case 2: { // ELF header fields
        const f = r() % 7;
        if (f === 0) u64(b, 40, nasty(r, b.length)); // e_shoff
        else if (f === 1) u64(b, 32, nasty(r, b.length)); // e_phoff
        else if (f === 2) u16(b, 60, r() % 3 === 0 ? 0xffff : r() % 40); // e_shnum
        else if (f === 3) u16(b, 56, r() % 3 === 0 ? 0xffff : r() % 40); // e_phnum
        else if (f === 4) u16(b, 62, r() % 3 === 0 ? 0xffff : r() % 20); // e_shstrndx
        else if (f === 5) u32(b, 48, r()); // e_flags
        else b[4 + (r() % 5)] = r() & 3; // class, data, version, OS/ABI
        break;
      }
      case 3: u64(b, sh + 24, nasty(r, b.length)); break; // sh_offset
      case 4: u64(b, sh + 32, nasty(r, b.length)); break; // sh_size
      case 5: u32(b, sh + 40 + 4 * (r() & 1), r() % 3 === 0 ? r() : r() % 16); break; // sh_link / sh_info
      case 6: u64(b, sh + 56, nasty(r, 64)); break; // sh_entsize
      case 7: u32(b, sh + 4, r() % 3 === 0 ? r() : r() % 12); break; // sh_type
      case 8: { // somewhere in a section: symbol values, note sizes, descriptor words
        const o = r() % b.length;
        if (r() & 1) u64(b, o & ~7, nasty(r, b.length)); else u32(b, o & ~3, Number(nasty(r, b.length) & 0xffffffffn));
        break;
      }
      default: b = b.subarray(0, r() % (b.length + 1)).slice(); break; // truncate
    }
  }
  return b;
}

test('seeded random mutations of real code objects never throw', () => {
  const seed = testSeed(0x0b1ec7);
  const r = mulberry32(seed);
  const N = 200;
  for (const src of SOURCES) {
    for (let i = 0; i < N; i++) {
      const b = mutate(src.bytes, r);
      exercise(b, r, `seed ${seed}, ${src.file}, mutation ${i}`);
    }
  }
  assert.equal(SOURCES.length, 8);
});

test('hand-made hostile and foreign inputs give diagnostics', () => {
  const r = mulberry32(1);
  const elf = (cls: number, data: number, len = 64) => {
    const b = new Uint8Array(len);
    b.set([0x7f, 0x45, 0x4c, 0x46, cls, data, 1]);
    return b;
  };
  const cases: [string, Uint8Array, RegExp][] = [
    ['empty', new Uint8Array(0), /not an ELF/],
    ['magic only', new Uint8Array([0x7f, 0x45, 0x4c, 0x46]), /truncated ELF identification/],
    ['ELF32', elf(1, 1), /32-bit ELF/],
    ['big-endian', elf(2, 2), /big-endian/],
    ['class 3', elf(3, 1), /unknown ELF class/],
    ['header cut', elf(2, 1, 40), /truncated ELF header/],
    ['no sections', elf(2, 1), /e_machine is 0|no section headers/],
    ['raw code', new Uint8Array([2, 3, 2, 0x7e]), /not an ELF/],
  ];
  for (const [name, bytes, want] of cases) {
    const co = readCodeObject(bytes);
    assert.ok(co.diagnostics.some((d) => want.test(d.message)), `${name}: ${JSON.stringify(co.diagnostics)}`);
    assert.ok(co.diagnostics.every((d) => !/\n\s+at /.test(d.message)), 'no stack traces');
    exercise(bytes, r, name);
  }
  // A section table that claims 65535 entries at the very end of the file.
  const b = SOURCES[0]!.bytes.slice();
  u64(b, 40, BigInt(b.length - 64));
  u16(b, 60, 0xffff);
  const co = readCodeObject(b);
  assert.ok(co.diagnostics.some((d) => /claims 65535 entries but only 1 fit/.test(d.message)), JSON.stringify(co.diagnostics));
  // e_shnum 0 with a huge count in section 0 (extended numbering).
  const c = SOURCES[0]!.bytes.slice();
  const shoff = Number(new DataView(c.buffer).getBigUint64(40, true));
  u16(c, 60, 0);
  u64(c, shoff + 32, 0xffffffffffffn);
  assert.ok(readCodeObject(c).diagnostics.some((d) => /claims \d+ entries/.test(d.message)));
  // Another machine: an x86-64 ELF.
  const x = SOURCES[0]!.bytes.slice();
  u16(x, 18, 62);
  assert.ok(readCodeObject(x).diagnostics.some((d) => /e_machine is 62, not EM_AMDGPU/.test(d.message)));
  // An object for gfx900: not GCN 1.0-1.2 unless -a says so.
  const g9 = corpusObjects().find((o) => o.file === 'lds.tonga.v4.o')!.bytes.slice();
  u32(g9, 48, 0x2c);
  const co9 = readCodeObject(g9);
  assert.equal(co9.target.gen, null);
  assert.ok(co9.diagnostics.some((d) => /gfx900, not GCN 1.0-1.2/.test(d.message)));
  assert.equal(readCodeObject(g9, { arch: 'tonga' }).target.gen, 'gcn1.2');
});

test('MessagePack: the format\'s encodings, and hostile lengths without big allocations', () => {
  const m = (bytes: number[]) => decodeMsgPack(new Uint8Array(bytes));
  // Encodings from the MessagePack specification, written out by hand.
  assert.deepEqual(m([0x93, 0x01, 0xcc, 0xff, 0xe0]).value, [1, 255, -32]);
  assert.deepEqual(m([0x82, 0xa1, 0x61, 0xc3, 0xa1, 0x62, 0xc0]).value, { a: true, b: null });
  assert.equal(m([0xd0, 0x80]).value, -128);
  assert.equal(m([0xd1, 0x80, 0x00]).value, -32768);
  assert.equal(m([0xd2, 0xff, 0xff, 0xff, 0xff]).value, -1);
  assert.equal(m([0xcd, 0x01, 0x00]).value, 256);
  assert.equal(m([0xce, 0x00, 0x01, 0x00, 0x00]).value, 65536);
  assert.equal(m([0xcf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]).value, 0xffffffffffffffffn);
  assert.equal(m([0xd3, 0x80, 0, 0, 0, 0, 0, 0, 0]).value, -0x8000000000000000n);
  assert.equal(m([0xca, 0x3f, 0xc0, 0x00, 0x00]).value, 1.5);
  assert.equal(m([0xcb, 0x40, 0x09, 0x21, 0xfb, 0x54, 0x44, 0x2d, 0x18]).value, 3.141592653589793);
  assert.equal(m([0xd9, 0x03, 0x61, 0x62, 0x63]).value, 'abc');
  assert.deepEqual(m([0xc4, 0x02, 0x01, 0x02]).value, new Uint8Array([1, 2]));
  assert.deepEqual(m([0xd4, 0x05, 0x07]).value, { ext: 5, data: new Uint8Array([7]) });
  const map = m([0x81, 0x01, 0x02]).value;
  assert.ok(map instanceof Map && map.get(1) === 2, 'integer keys: a Map');
  const proto = m([0x81, 0xa9, ...Buffer.from('__proto__'), 0x01]).value as Record<string, unknown>;
  assert.equal(Object.getPrototypeOf(proto), Object.prototype);
  assert.equal(Object.getOwnPropertyDescriptor(proto, '__proto__')?.value, 1);
  // Lies and bombs.
  assert.match(m([0xdd, 0xff, 0xff, 0xff, 0xff]).error!, /truncated/);
  assert.match(m([0xdf, 0xff, 0xff, 0xff, 0xff, 0x01]).error!, /truncated/);
  assert.match(m([0xdb, 0x7f, 0xff, 0xff, 0xff]).error!, /truncated/);
  assert.match(m([0xc6, 0xff, 0xff, 0xff, 0xff]).error!, /truncated/);
  assert.match(m(new Array(100).fill(0x91)).error!, /nesting deeper/);
  assert.match(m([0xc1]).error!, /invalid type byte 0xc1/);
  assert.match(m([]).error!, /truncated/);
  const r = mulberry32(testSeed(77));
  for (let i = 0; i < 3000; i++) {
    const len = r() % 40;
    const bytes = new Uint8Array(len);
    for (let j = 0; j < len; j++) bytes[j] = r() & 0xff;
    const out = decodeMsgPack(bytes);
    assert.ok(out.length <= len);
  }
});

test('the YAML reader: LLVM\'s v2 metadata forms, and errors for what is outside the subset', () => {
  const doc = parseYaml(`---
Version:         [ 1, 0 ]
Kernels:
  - Name:            vadd   # a comment
    SymbolName:      'vadd@kd'
    Attrs:
      ReqdWorkGroupSize: [ 128, 1, 1 ]
    Args:
      - Name:            out
        IsConst:         true
      - Name:            "it's"
    Empty:
...
`);
  assert.equal(doc.error, undefined);
  assert.deepEqual(doc.value, {
    Version: [1, 0],
    Kernels: [{ Name: 'vadd', SymbolName: 'vadd@kd', Attrs: { ReqdWorkGroupSize: [128, 1, 1] },
      Args: [{ Name: 'out', IsConst: true }, { Name: "it's" }], Empty: null }],
  });
  assert.deepEqual(parseYaml("k: 'a''b'").value, { k: "a'b" });
  assert.deepEqual(parseYaml('k: { a: 1, b: [x, y] }').value, { k: { a: 1, b: ['x', 'y'] } });
  assert.match(parseYaml('k: [1, 2').error!, /expected ','/);
  assert.match(parseYaml('k: "\\q"').error!, /unknown escape/);
  assert.match(parseYaml('a: 1\n  b: 2').error!, /indentation/);
  assert.match(parseYaml('k: ' + '['.repeat(100)).error!, /nesting deeper/);
});

test('src/objfile is browser-safe and the library exports the code-object API', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const srcDir = join(here, '..', '..', 'src', 'objfile');
  for (const f of readdirSync(srcDir).filter((x) => x.endsWith('.ts'))) {
    const text = readFileSync(join(srcDir, f), 'utf8');
    assert.doesNotMatch(text, /from ['"](node:|fs|path|os|zlib|child_process)/, f);
    assert.doesNotMatch(text, /\brequire\(|\bprocess\.|\bBuffer\b/, f);
  }
  assert.equal(typeof lib.readCodeObject, 'function');
  assert.equal(typeof lib.disassembleCodeObject, 'function');
  assert.equal(typeof lib.printCodeWithDisassembler, 'function');
});
