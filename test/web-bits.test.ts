// The playground's bit diagram for every encoding family (issue 12), in
// Chromium: machine code pasted into the hex pane, the field table read back.
// The words are llvm-mc 14's encodings, recorded here from
//   llvm-mc -arch=amdgcn -mcpu=tahiti|hawaii|tonga -show-encoding
// (the text each was assembled from is in its comment). Field positions and
// values are computed here from the words with the shifts and masks of
// /work/shared/docs/isa-gcn.md section 1.2 (never from gcnkit's output);
// meanings are the operands and mnemonics of the assembled text.
// Skipped, with the reason, where there is no Chromium.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { buildWeb, CHROMIUM, CHROMIUM_ARGS, serveStatic, tempDir, type StaticServer } from './support/web-harness.js';

const skip = existsSync(CHROMIUM) ? false : `no Chromium at ${CHROMIUM} (.ci/run installs the Debian chromium package)`;
const GUARD = 120_000;

/** A field as the ISA document places it: bits lo..lo+width-1 of dword `word`. */
interface Expect {
  readonly word: number;
  readonly lo: number;
  readonly width: number;
  /** A pattern the meaning must match. */
  readonly meaning?: RegExp;
  /** The field must be marked unused by the op. */
  readonly unused?: true;
  /** The field must be outlined as non-canonical. */
  readonly flagged?: true;
}

/** Field `name` of the 64-bit value w0 | w1 << 32, from its absolute bit range lo..hi. */
const at = (lo: number, hi: number, meaning?: RegExp, unused?: true): Expect => ({
  word: lo >= 32 ? 1 : 0, lo: lo & 31, width: hi - lo + 1, ...(meaning ? { meaning } : {}), ...(unused ? { unused } : {}),
});

type Arch = 'gcn1.0' | 'gcn1.1' | 'gcn1.2';

/** The dialect each generation's words are shown in (both dialects are covered). */
const SYNTAX: Readonly<Record<Arch, 'clrx' | 'llvm'>> = { 'gcn1.0': 'clrx', 'gcn1.1': 'clrx', 'gcn1.2': 'llvm' };

interface Case {
  readonly what: string;
  readonly arch: Arch;
  /** Words before the instruction (to give a branch a place to go back to). */
  readonly before?: readonly number[];
  readonly words: readonly number[];
  readonly badge: RegExp;
  readonly fields: Readonly<Record<string, Expect>>;
  /** A note the diagram must show. */
  readonly note?: RegExp;
}

const NOP = 0xbf800000; // s_nop 0

const CASES: readonly Case[] = [
  {
    what: 's_add_u32 s5, s1, 0x1234 (tahiti: [0x01,0xff,0x05,0x80,0x34,0x12,0x00,0x00])',
    arch: 'gcn1.0', words: [0x8005ff01, 0x00001234], badge: /^SOP2$/,
    fields: {
      SSRC0: at(0, 7, /^s1$/), SSRC1: at(8, 15, /literal/), SDST: at(16, 22, /^s5$/),
      OPCODE: at(23, 29, /^s_add_u32/), ENCODING: at(30, 31), LITERAL: at(32, 63, /0x00001234/),
    },
  },
  {
    what: 's_cbranch_scc1 -3 (tonga: [0xfd,0xff,0x85,0xbf]) at byte 12, after three s_nop',
    arch: 'gcn1.2', before: [NOP, NOP, NOP], words: [0xbf85fffd], badge: /^SOPP$/,
    // PC + 4 + SIMM16 * 4 = 12 + 4 - 12.
    fields: { SIMM16: at(0, 15, /offset 0x4\b/), OPCODE: at(16, 22, /^s_cbranch_scc1/), ENCODING: at(23, 31) },
  },
  {
    what: 's_waitcnt vmcnt(0) lgkmcnt(0) (tahiti: [0x70,0x00,0x8c,0xbf])',
    arch: 'gcn1.0', words: [0xbf8c0070], badge: /^SOPP$/,
    fields: { SIMM16: at(0, 15, /vmcnt\(0\).*lgkmcnt\(0\)/), OPCODE: at(16, 22, /^s_waitcnt/) },
  },
  {
    what: 's_load_dwordx2 s[4:5], s[2:3], 0x8 (tahiti: [0x08,0x03,0x42,0xc0])',
    arch: 'gcn1.0', words: [0xc0420308], badge: /^SMRD$/,
    fields: {
      OFFSET: at(0, 7, /8 dwords/), IMM: at(8, 8), SBASE: at(9, 14, /^s\[2:3\]$/), SDST: at(15, 21, /^s\[4:5\]$/),
      OPCODE: at(22, 26, /^s_load_dwordx2/),
    },
  },
  {
    what: 's_load_dwordx2 s[4:5], s[2:3], 0x8 (tonga: [0x01,0x01,0x06,0xc0,0x08,0x00,0x00,0x00])',
    arch: 'gcn1.2', words: [0xc0060101, 0x00000008], badge: /^SMEM$/,
    fields: {
      SBASE: at(0, 5, /^s\[2:3\]$/), SDATA: at(6, 12, /^s\[4:5\]$/), GLC: at(16, 16), IMM: at(17, 17),
      OPCODE: at(18, 25, /^s_load_dwordx2/), OFFSET: at(32, 51, /8 bytes/),
    },
  },
  {
    what: 'v_add_f32_e64 v1, |v2|, -s3 clamp (tonga: [0x01,0x81,0x01,0xd1,0x02,0x07,0x00,0x40])',
    arch: 'gcn1.2', words: [0xd1018101, 0x40000702], badge: /^VOP3A \(GCN 1\.2\)$/,
    fields: {
      VDST: at(0, 7, /^v1$/), ABS: at(8, 10, /^src0$/), CLAMP: at(15, 15, /clamp/), OPCODE: at(16, 25, /^v_add_f32/),
      SRC0: at(32, 40, /^v2$/), SRC1: at(41, 49, /^s3$/), SRC2: at(50, 58, /unused/, true), OMOD: at(59, 60, /none/),
      NEG: at(61, 63, /^src1$/),
    },
  },
  {
    what: 'v_add_f32_e64 v1, |v2|, -s3 clamp (tahiti: [0x01,0x09,0x06,0xd2,0x02,0x07,0x00,0x40])',
    arch: 'gcn1.0', words: [0xd2060901, 0x40000702], badge: /^VOP3A \(GCN 1\.0\/1\.1\)$/,
    fields: { ABS: at(8, 10, /^src0$/), CLAMP: at(11, 11, /clamp/), OPCODE: at(17, 25, /^v_add_f32/), NEG: at(61, 63, /^src1$/) },
  },
  {
    what: 'the tahiti v_add_f32_e64 above with SRC2 = 5 (bits 50-58): a source the op does not read, not 0',
    arch: 'gcn1.0', words: [0xd2060901, (0x40000702 | (5 << 18)) >>> 0], badge: /^VOP3A/,
    fields: { SRC2: { ...at(50, 58, /unused by v_add_f32, not 0/, true), flagged: true }, SRC1: at(41, 49, /^s3$/) },
    note: /Non-canonical fields: SRC2/,
  },
  {
    what: 'a word whose tag (bits 26-31 = 0x33) no GCN 1.0 encoding has',
    arch: 'gcn1.0', words: [0xcc000000], badge: /^data$/, fields: {},
    note: /No encoding of GCN 1\.0 has this tag/,
  },
  {
    what: 'v_cmp_lt_f32_e64 s[6:7], v1, v2 (tonga: [0x06,0x00,0x41,0xd0,0x01,0x05,0x02,0x00])',
    arch: 'gcn1.2', words: [0xd0410006, 0x00020501], badge: /^VOP3A/,
    fields: { VDST: at(0, 7, /^s\[6:7\]$/), OPCODE: at(16, 25, /^v_cmp_lt_f32/), SRC0: at(32, 40, /^v1$/), SRC1: at(41, 49, /^v2$/) },
  },
  {
    what: 'ds_write2_b32 v1, v2, v3 offset0:4 offset1:9 (tahiti: [0x04,0x09,0x38,0xd8,0x01,0x02,0x03,0x00])',
    arch: 'gcn1.0', words: [0xd8380904, 0x00030201], badge: /^DS \(GCN 1\.0\/1\.1\)$/,
    fields: {
      OFFSET0: at(0, 7, /offset0 = 4/), OFFSET1: at(8, 15, /offset1 = 9/), GDS: at(17, 17, /LDS/), OPCODE: at(18, 25, /^ds_write2_b32/),
      ADDR: at(32, 39, /^v1$/), DATA0: at(40, 47, /^v2$/), DATA1: at(48, 55, /^v3$/), VDST: at(56, 63, /unused/, true),
    },
  },
  {
    what: 'ds_write2_b32 v1, v2, v3 offset0:4 offset1:9 (tonga: [0x04,0x09,0x1c,0xd8,0x01,0x02,0x03,0x00])',
    arch: 'gcn1.2', words: [0xd81c0904, 0x00030201], badge: /^DS \(GCN 1\.2\)$/,
    fields: { GDS: at(16, 16, /LDS/), OPCODE: at(17, 24, /^ds_write2_b32/), OFFSET1: at(8, 15, /offset1 = 9/) },
  },
  {
    what: 'buffer_load_dword v5, v1, s[8:11], s4 offen offset:16 glc (tahiti: [0x10,0x50,0x30,0xe0,0x01,0x05,0x02,0x04])',
    arch: 'gcn1.0', words: [0xe0305010, 0x04020501], badge: /^MUBUF \(GCN 1\.0\/1\.1\)$/,
    fields: {
      OFFSET: at(0, 11, /16 bytes/), OFFEN: at(12, 12), IDXEN: at(13, 13), GLC: at(14, 14), ADDR64: at(15, 15), LDS: at(16, 16),
      OPCODE: at(18, 24, /^buffer_load_dword/), VADDR: at(32, 39, /^v1$/), VDATA: at(40, 47, /^v5$/),
      SRSRC: at(48, 52, /^s\[8:11\]$/), SLC: at(54, 54), TFE: at(55, 55), SOFFSET: at(56, 63, /^s4$/),
    },
  },
  {
    what: 'buffer_load_dword v5, v1, s[8:11], s4 offen offset:16 glc (tonga: [0x10,0x50,0x50,0xe0,0x01,0x05,0x02,0x04])',
    arch: 'gcn1.2', words: [0xe0505010, 0x04020501], badge: /^MUBUF \(GCN 1\.2\)$/,
    fields: { GLC: at(14, 14), SLC: at(17, 17), OPCODE: at(18, 24, /^buffer_load_dword/), SRSRC: at(48, 52, /^s\[8:11\]$/) },
  },
  {
    what: 'flat_load_dword v1, v[2:3] glc (hawaii: [0x00,0x00,0x31,0xdc,0x02,0x00,0x00,0x01])',
    arch: 'gcn1.1', words: [0xdc310000, 0x01000002], badge: /^FLAT$/,
    fields: {
      GLC: at(16, 16), SLC: at(17, 17), OPCODE: at(18, 24, /^flat_load_dword/), ADDR: at(32, 39, /^v\[2:3\]$/),
      DATA: at(40, 47, /unused/, true), TFE: at(55, 55), VDST: at(56, 63, /^v1$/),
    },
  },
  {
    what: 'flat_load_dword v1, v[2:3] glc (tonga: [0x00,0x00,0x51,0xdc,0x02,0x00,0x00,0x01])',
    arch: 'gcn1.2', words: [0xdc510000, 0x01000002], badge: /^FLAT$/,
    fields: { OPCODE: at(18, 24, /^flat_load_dword/), VDST: at(56, 63, /^v1$/) },
  },
  {
    what: 'exp mrt0 v1, v2, off, off done vm (tahiti: [0x03,0x18,0x00,0xf8,0x01,0x02,0x00,0x00])',
    arch: 'gcn1.0', words: [0xf8001803, 0x00000201], badge: /^EXP/,
    fields: {
      EN: at(0, 3, /^x, y$/), TGT: at(4, 9, /^mrt0$/), COMPR: at(10, 10), DONE: at(11, 11, /done/), VM: at(12, 12, /valid/),
      VSRC0: at(32, 39, /^v1$/), VSRC1: at(40, 47, /^v2$/), VSRC2: at(48, 55, /^off$/), VSRC3: at(56, 63, /^off$/),
    },
  },
  {
    what: 'exp mrt0 v1, v2, off, off done vm (tonga: [0x03,0x18,0x00,0xc4,0x01,0x02,0x00,0x00])',
    arch: 'gcn1.2', words: [0xc4001803, 0x00000201], badge: /^EXP \(GCN 1\.2\)$/,
    fields: { TGT: at(4, 9, /^mrt0$/), ENCODING: at(26, 31, /EXP tag/) },
  },
];

const hex = (w: number): string => (w >>> 0).toString(16).padStart(8, '0');

/** The field's value from the words, by the document's bit range. */
function valueOf(words: readonly number[], e: Expect): number {
  const w = (words[e.word] ?? 0) >>> 0;
  return e.width === 32 ? w : (w >>> e.lo) & ((1 << e.width) - 1);
}

describe('playground: the bit diagram of every encoding', () => {
  const out = tempDir('gcnkit-webbits-');
  let server: StaticServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  before(async () => {
    if (skip !== false) return;
    await buildWeb(join(out.path, 'dist'));
    server = await serveStatic(join(out.path, 'dist'));
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await page.locator('body[data-ready]').waitFor({ timeout: GUARD });
  }, { timeout: GUARD });

  after(async () => {
    await browser?.close();
    await server?.close();
    out.remove();
  });

  /** An empty editor: the hex pane then holds only what the test pastes. */
  async function emptyEditor(): Promise<void> {
    await page.locator('#editor .cm-content').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.locator('#editor .cm-line').nth(1).waitFor({ state: 'detached', timeout: GUARD });
  }

  interface Row { name: string; bits: string; value: string; meaning: string; cls: string }

  /** The diagram of the instruction on editor line `line` (0-based) against the case. */
  async function check(c: Case, line: number): Promise<void> {
    await page.locator('#editor .cm-line').nth(line).click();
    const shown = c.words.map(hex).join(' ');
    await page.locator('[data-testid=instruction-words]', { hasText: shown }).waitFor({ timeout: GUARD });
    assert.equal(await page.locator('[data-testid=instruction-words]').innerText(), shown, c.what);
    assert.match(await page.locator('[data-testid=encoding]').innerText(), c.badge, c.what);
    const rows: Row[] = await page.locator('[data-testid=field-table] tbody tr').evaluateAll((trs) => trs.map((tr) => {
      const td = tr.querySelectorAll('td');
      return {
        name: tr.getAttribute('data-field') ?? '', bits: td[1]!.textContent ?? '', value: td[2]!.textContent ?? '',
        meaning: td[3]!.textContent ?? '', cls: tr.getAttribute('class') ?? '',
      };
    }));
    for (const [name, e] of Object.entries(c.fields)) {
      const matches = rows.filter((r) => r.name === name);
      assert.equal(matches.length, 1, `${c.what}: one ${name} row (${rows.map((r) => r.name).join(' ')})`);
      const r = matches[0]!;
      const range = e.width === 1 ? `${e.lo}` : `${e.lo + e.width - 1}:${e.lo}`;
      assert.equal(r.bits, `${e.word}:${range}`, `${c.what}: ${name} bits`);
      assert.equal(Number(/^\d+/.exec(r.value)?.[0]), valueOf(c.words, e), `${c.what}: ${name} value (${r.value})`);
      if (e.meaning) assert.match(r.meaning, e.meaning, `${c.what}: ${name} meaning`);
      assert.equal(/\bunused\b/.test(r.cls), e.unused === true, `${c.what}: ${name} marked unused: ${r.cls}`);
      assert.equal(/\bflagged\b/.test(r.cls), e.flagged === true, `${c.what}: ${name} flagged: ${r.cls}`);
    }
    const notes = await page.locator('#diagram-pane .note').allInnerTexts();
    if (c.note) assert.ok(notes.some((n) => c.note!.test(n)), `${c.what}: notes ${JSON.stringify(notes)}`);
    assert.deepEqual(notes.filter((n) => /VOP1/.test(n)), [], c.what);
  }

  test('fields, bit positions, values and meanings per encoding and generation', { skip }, async () => {
    // One paste per generation, an instruction per hex line; then the cursor on each one's line.
    for (const arch of ['gcn1.0', 'gcn1.1', 'gcn1.2'] as const) {
      const cases = CASES.filter((c) => c.arch === arch);
      const lines: string[] = [];
      const lineOf = new Map<Case, number>();
      for (const c of cases) {
        lines.push(...(c.before ?? []).map(hex));
        lineOf.set(c, lines.length);
        lines.push(c.words.map(hex).join(' '));
      }
      await page.selectOption('#arch', arch);
      await page.selectOption('#syntax', SYNTAX[arch]);
      await emptyEditor();
      await page.fill('#hex', lines.join('\n') + '\n');
      const end = Date.now() + GUARD;
      while ((await page.locator('#editor .cm-line').allTextContents()).filter((t) => t.trim() !== '').length !== lines.length) {
        assert.ok(Date.now() < end, `${arch}: the editor never showed the pasted code`);
        await new Promise((r) => setTimeout(r, 25));
      }
      for (const c of cases) await check(c, lineOf.get(c)!);
    }
    assert.deepEqual(errors, []);
  });
});
