// The LLVM-dialect round trip: for every word llvm-mc 14 decodes (the
// disassembler vectors), assembling gcnkit's LLVM text gives the word back,
// except where llvm-mc's own syntax cannot say it. Those exceptions are
// recognised here from the bits alone (isa-vop1.md, syntax.md C.2/C.4), so
// the test fails on any other mismatch.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assemble, decodeInto, emptyRaw, findGeneration, printLlvm, TextSink } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '..', '..', 'test', 'vectors', 'llvm', 'llvm_disasm_vectors.jsonl.gz');

interface Rec { arch: string; bytes: string; llvm_text: string | null }

/** Why llvm-mc's text for these words cannot reassemble to them (null: it must). */
function lossyReason(arch: string, w: number[]): string | null {
  const w0 = w[0]!;
  const w1 = w[1] ?? 0;
  const vop1 = (w0 >>> 25) === 0x3f;
  const vi = arch === 'tonga';
  const opcode = vop1 ? (w0 >>> 9) & 0xff : vi ? (w0 >>> 16) & 0x3ff : (w0 >>> 17) & 0x1ff;
  const base = vi ? 0x140 : 0x180;
  const op = vop1 ? opcode : opcode - base;
  const src0 = vop1 ? w0 & 0x1ff : w1 & 0x1ff;
  const vdst = vop1 ? (w0 >>> 17) & 0xff : w0 & 0xff;
  // Opcodes by generation (isa-vop1.md §5).
  const NOP = 0, READFIRSTLANE = 2;
  const CLREXCP = vi ? 53 : 65;
  const MOVRELD = vi ? 54 : 66;
  const op64src = vi ? [3, 15, 21, 23, 24, 25, 26, 37, 38, 40, 48, 49, 50] : [3, 15, 21, 23, 24, 25, 26, 47, 48, 49, 50, 52, 60, 61, 62];
  const u16src = vi ? [57, 58] : [];
  if (!vop1 && (op === NOP || op === CLREXCP)) return 'v_nop/v_clrexcp e64 print as the e32 form';
  if (op === NOP || op === CLREXCP) return src0 !== 0 ? 'v_nop/v_clrexcp ignore SRC0' : null;
  if (vop1 && src0 === 249) {
    if ((w1 & 0xc0c0c000) !== 0) return 'SDWA reserved bits';
    if (((w1 >>> 11) & 3) === 3) return 'dst_unused 3 prints as UNUSED_PAD';
    return null;
  }
  if (vop1 && src0 === 250) {
    if ((w1 & 0x60000) !== 0) return 'DPP reserved bits';
    const ctrl = (w1 >>> 8) & 0x1ff;
    const valid = ctrl <= 0xff || (ctrl >= 0x101 && ctrl <= 0x12f && (ctrl & 15) !== 0)
      || [0x130, 0x134, 0x138, 0x13c, 0x140, 0x141, 0x142, 0x143].includes(ctrl);
    return valid ? null : 'reserved DPP control (printed as a comment)';
  }
  if (op === READFIRSTLANE) return 'v_readfirstlane_b32: llvm-mc prints sources and SDSTs its assembler refuses';
  if (vi && (src0 === 104 || src0 === 105)) return 'xnack_mask is decoded on tonga but not assembled';
  if (vi && src0 === 125) return "'null' is decoded on tonga but not assembled";
  if (vi && src0 >= 235 && src0 <= 239) return 'src_shared_base etc. are decoded on tonga but not assembled';
  // The decoder prints movrel sources the assembler refuses (syntax.md C.1 source restrictions).
  if (op === MOVRELD && (src0 < 128 || src0 === 255 || (src0 >= 251 && src0 <= 253))) return 'v_movreld_b32 constant bus rule';
  if ((op === MOVRELD + 1 || op === MOVRELD + 2) && src0 < 256) return 'v_movrels/v_movrelsd take VGPRs only';
  if (op64src.includes(op) && src0 < 124 && (src0 & 1) === 1) return 'odd 64-bit pair (printed as read, refused by the assembler)';
  if (u16src.includes(op) && src0 >= 240 && src0 <= 248) return 'u16/i16 source prints float codes as hex';
  if (src0 === 255) return 'literal folding';
  return null;
}

test('LLVM dialect: asm(disasm(w)) == w for every word llvm-mc decodes, except where its syntax cannot say it', () => {
  const recs = gunzipSync(readFileSync(file)).toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Rec);
  const bad: string[] = [];
  const counts: Record<string, { same: number; lossy: number }> = {};
  for (const arch of ['tonga', 'tahiti', 'hawaii']) {
    const gi = findGeneration(arch)!.index;
    const r = emptyRaw(gi);
    const sink = new TextSink(256);
    const lines: string[] = [];
    const words: number[][] = [];
    for (const rec of recs) {
      if (rec.arch !== arch || rec.llvm_text === null) continue;
      const b = Buffer.from(rec.bytes, 'hex');
      const w: number[] = [];
      for (let i = 0; i + 4 <= b.length; i += 4) w.push(b.readUInt32LE(i));
      decodeInto(r, w, 0, w.length, gi, 'llvm');
      sink.clear();
      if (!printLlvm(r, sink)) continue;
      lines.push(sink.toString().trim());
      words.push(w.slice(0, r.size));
    }
    const c = counts[arch] = { same: 0, lossy: 0 };
    // All lines in one source (one line each, no labels: each assembles as it would alone), then
    // again without the lines that have errors (a source with errors gives no bytes); each line's
    // words from its record.
    const opts = { arch, syntax: 'llvm' as const, maxDiagnostics: lines.length + 1 };
    const first = assemble(lines.join('\n'), opts);
    const failed = new Map<number, string>();
    for (const d of first.diagnostics) if (d.severity === 'error' && !failed.has(d.line)) failed.set(d.line, d.message);
    const all = failed.size === 0 ? first : assemble(lines.map((l, i) => (failed.has(i + 1) ? '' : l)).join('\n'), opts);
    assert.equal(all.errorCount, 0, 'the lines without errors assemble together');
    const byLine = new Map<number, number[]>();
    const dv = new DataView(all.bytes.buffer, all.bytes.byteOffset, all.bytes.byteLength);
    for (let k = 0; k < all.records.count; k++) {
      const got: number[] = [];
      const at = all.records.offset[k]!;
      for (let o = 0; o + 4 <= all.records.size[k]!; o += 4) got.push(dv.getUint32(at + o, true));
      byLine.set(all.records.line[k]!, got);
    }
    for (let i = 0; i < lines.length; i++) {
      const err = failed.get(i + 1);
      const got = byLine.get(i + 1) ?? [];
      const w = words[i]!;
      const same = err === undefined && got.length === w.length && got.every((x, j) => x === w[j]);
      if (same) { c.same++; continue; }
      const why = lossyReason(arch, w);
      if (why !== null) { c.lossy++; continue; }
      if (bad.length < 20) {
        bad.push(`${arch} ${w.map((x) => x.toString(16).padStart(8, '0')).join(' ')}: '${lines[i]}' -> `
          + (err !== undefined ? `error ${err}` : got.map((x) => x.toString(16).padStart(8, '0')).join(' ')));
      }
    }
  }
  console.log(`# LLVM round trip: ${Object.entries(counts).map(([a, c]) => `${a} ${c.same} exact, ${c.lossy} in llvm-mc's lossy classes`).join('; ')}`);
  assert.deepEqual(bad, []);
});
