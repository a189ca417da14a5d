// `gcnkit disasm` on ELF code objects (interface.md, "Code objects"): an ELF
// input is recognised by its magic and printed without options, kernels as
// labels, headers as directives; -a overrides the generation; raw input and
// --hex behave as before; broken objects are exit 1 with a message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OBJ_DIR, readelf } from './support/kernel-corpus.js';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, '..', 'src', 'cli', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'gcnkit-objcli-'));
const FACTS = readelf();

function run(args: string[], input?: Uint8Array | string) {
  const r = spawnSync(process.execPath, [cli, ...args], { input, maxBuffer: 1 << 26 });
  return { code: r.status, out: r.stdout.toString(), err: r.stderr.toString() };
}

/** Kernel name -> offset of its code within .text, from llvm-readobj's symbols. */
function kernelCode(file: string): Map<string, number> {
  const f = FACTS[file]!;
  const text = f.sections.find((s) => s.name === '.text')!;
  const base = file.endsWith('.so') ? text.address : 0;
  const syms = f.symtab;
  const out = new Map<string, number>();
  for (const s of syms) {
    if (s.type === 10) out.set(s.name, s.value - base + 256);
    if (s.type === 2 && syms.some((k) => k.name === `${s.name}.kd`)) out.set(s.name, s.value - base);
  }
  return out;
}

const FILES = ['elementwise.tahiti.v2.o', 'lds.hawaii.v3.so', 'grid.tonga.v4.o', 'control.hawaii.v4.so', 'lds.tonga.mesa.o'];

test('an ELF code object is disassembled without options: kernel labels, header directives, then the code', () => {
  for (const file of FILES) {
    const bytes = new Uint8Array(readFileSync(join(OBJ_DIR, file)));
    const text = FACTS[file]!.sections.find((s) => s.name === '.text')!;
    for (const syntax of ['clrx', 'llvm']) {
      const r = run(['disasm', '-l', '-s', syntax, join(OBJ_DIR, file)]);
      assert.equal(r.code, 0, `${file} ${syntax}: ${r.err}`);
      assert.equal(r.err, '', file);
      const lines = r.out.split('\n');
      for (const [name, code] of kernelCode(file)) {
        const at = lines.indexOf(`${name}:`);
        assert.ok(at >= 0, `${file} ${syntax}: label ${name}`);
        // The header is directives; the first instruction line after it is the kernel's first dword.
        const end = file.includes('.v2.') || file.includes('.mesa.')
          ? (syntax === 'llvm' ? lines.indexOf('\t.end_amd_kernel_code_t', at) : lines.indexOf('.skip 256', at))
          : (syntax === 'llvm' ? lines.indexOf('\t.text', at) : lines.indexOf('.text', at));
        assert.ok(end > at, `${file} ${syntax} ${name}: header block`);
        if (syntax === 'llvm') assert.ok(lines.slice(at, end).some((l) => /^\t\.(amdhsa_kernel|amd_kernel_code_t)\b/.test(l)), `${file} ${name}`);
        else assert.ok(lines.slice(at, end).some((l) => /^ {4}\.config$/.test(l)), `${file} ${name}`);
        const word = new DataView(bytes.buffer).getUint32(text.offset + code, true);
        // The listing shows each instruction's offset and words.
        assert.match(lines[end + 1]!, new RegExp(`^\\t?/\\*[0-9a-f]{12}: ${word.toString(16).padStart(8, '0')}\\b`), `${file} ${syntax} ${name}: first code word`);
      }
    }
  }
});

test('-a overrides the generation of a code object; the object\'s own is used otherwise', () => {
  const f = join(OBJ_DIR, 'grid.tonga.v4.o');
  assert.match(run(['disasm', f]).out, /gfx802 \(gcn1\.2, from e_flags 0x29\)[^]*?\n\.rocm\n\.gpu Tonga\n/);
  const forced = run(['disasm', '-a', 'gcn1.0', f]);
  assert.equal(forced.code, 0);
  assert.match(forced.out, /\(gcn1\.0, given with -a\)[^]*?\n\.rocm\n\.gpu CapeVerde\n/);
  assert.equal(run(['disasm', '-a', 'gfx9000', f]).code, 2);
});

test('a code object on stdin, -o, and --listing offsets within .text', () => {
  const file = 'lds.tonga.v2.so';
  const bytes = readFileSync(join(OBJ_DIR, file));
  const piped = run(['disasm', '-s', 'llvm', '-'], bytes);
  assert.equal(piped.code, 0);
  assert.equal(piped.out, run(['disasm', '-s', 'llvm', join(OBJ_DIR, file)]).out);
  const out = join(dir, 'lds.s');
  const w = run(['disasm', '-o', out, join(OBJ_DIR, file)]);
  assert.equal(w.code, 0);
  assert.equal(w.out, '');
  assert.match(readFileSync(out, 'utf8'), /^reduce_sum:$/m);
  const l = run(['disasm', '-l', join(OBJ_DIR, file)]);
  assert.equal(l.code, 0);
  // reduce_sum's header is at .text+0, its code at +0x100: the first listed word is there.
  assert.match(l.out, /^\.skip 256\n\/\*000000000100: [0-9a-f]{8}/m);
});

test('raw input stays raw; --hex text is never taken for an ELF', () => {
  const raw = run(['disasm', '-a', 'tonga', '-'], new Uint8Array([2, 3, 2, 0x7e]));
  assert.equal(raw.code, 0);
  assert.equal(raw.out, '.rawcode\n.gpu Iceland\n.text\nv_mov_b32       v1, v2\n');
  const hex = run(['disasm', '--hex', '-a', 'tonga', '-'], '7f454c46 7e020302\n');
  assert.equal(hex.code, 0);
  assert.match(hex.out, /^\.rawcode\n\.gpu Iceland\n\.text\n.*\nv_mov_b32\s+v1, v2\n$/);
  // Three bytes of magic are not an ELF: raw input with a trailing-bytes error.
  const short = run(['disasm', '-'], new Uint8Array([0x7f, 0x45, 0x4c]));
  assert.equal(short.code, 1);
  assert.match(short.err, /not a multiple of 4 bytes/);
});

test('a broken or foreign ELF is exit 1 with messages, never a stack trace', () => {
  const bytes = readFileSync(join(OBJ_DIR, 'elementwise.tonga.v4.o'));
  const cut = run(['disasm', '-'], bytes.subarray(0, 100));
  assert.equal(cut.code, 1);
  assert.match(cut.err, /section header table at 0x[0-9a-f]+ is outside the file/);
  assert.doesNotMatch(cut.err, /\n\s+at /);
  const elf32 = new Uint8Array(64);
  elf32.set([0x7f, 0x45, 0x4c, 0x46, 1, 1, 1]);
  const r32 = run(['disasm', '-'], elf32);
  assert.equal(r32.code, 1);
  assert.match(r32.err, /32-bit ELF/);
  const out = join(dir, 'never.s');
  assert.equal(run(['disasm', '-o', out, '-'], elf32).code, 1);
  assert.ok(!existsSync(out), 'nothing written on error');
});
