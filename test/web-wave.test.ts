// The playground's Run and Step on programs beyond VOP1 (scalar ops,
// branches, VALU encodings, LDS, in Chromium): the session hands them to the
// library's whole-ISA runner. Expectations are computed here (the loop's sum
// and its f32 bits, the iterations), never taken from gcnkit's output.
// Skipped, with the reason, where there is no Chromium.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { buildWeb, CHROMIUM, CHROMIUM_ARGS, serveStatic, tempDir, type StaticServer } from './support/web-harness.js';

const skip = existsSync(CHROMIUM) ? false : `no Chromium at ${CHROMIUM} (.ci/run installs the Debian chromium package)`;
const GUARD = 120_000;

const hex = (v: number): string => '0x' + (v >>> 0).toString(16).padStart(8, '0');
const f32bits = (x: number): number => {
  const dv = new DataView(new ArrayBuffer(4));
  dv.setFloat32(0, x, true);
  return dv.getUint32(0, true);
};

const N = 10;
const LOOP = `s_mov_b32 s0, 0
s_mov_b32 s1, ${N}
loop:
  s_add_u32 s0, s0, s1
  s_sub_u32 s1, s1, 1
  s_cmp_lg_u32 s1, 0
  s_cbranch_scc1 loop
v_cvt_f32_u32 v1, s0
`;
/** The loop's sum N + (N-1) + ... + 1, and the instructions it runs: two moves, N iterations of four, the convert. */
const SUM = (N * (N + 1)) / 2;
const EXECUTED = 2 + 4 * N + 1;

describe('playground: programs beyond VOP1 run and step', () => {
  const out = tempDir('gcnkit-webw-');
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
    await page.selectOption('#arch', 'gcn1.2');
    await page.selectOption('#syntax', 'clrx');
  }, { timeout: GUARD });

  after(async () => {
    await browser?.close();
    await server?.close();
    out.remove();
  });

  async function setSource(text: string): Promise<void> {
    await page.mouse.move(0, 0);
    await page.locator('#editor .cm-content').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
  }
  const status = () => page.locator('#run-status').innerText();
  const sreg = (k: string) => page.locator(`#scalars [data-sreg="${k}"] .sval`).innerText();
  const nextLine = () => page.locator('#editor .cm-next-instruction').innerText();

  test('a scalar loop runs to its sum, converted by a VALU op; SCC among the scalars', { skip }, async () => {
    await setSource(LOOP);
    await page.locator('#asm-status', { hasText: '7 instructions' }).waitFor();
    await page.fill('#view-regs', 'v1');
    await page.selectOption('#view-format', 'hex');
    await page.click('#run');
    await page.locator('#run-status', { hasText: `Done: ${EXECUTED} instructions executed.` }).waitFor();
    assert.equal(await sreg('s0'), hex(SUM));
    assert.equal(await sreg('s1'), hex(0));
    assert.equal(await sreg('scc'), '0'); // the last compare: s1 == 0
    const v1 = f32bits(SUM).toString(16).padStart(8, '0');
    assert.equal(v1, '425c0000');
    for (const lane of [0, 17, 63]) assert.equal(await page.locator(`#lanes td[data-reg=v1][data-lane="${lane}"]`).innerText(), v1);
    // The trace: a row per instruction executed; the last is the convert.
    await page.locator('#trace li', { hasText: `[6] v_cvt_f32_u32` }).waitFor();
    assert.deepEqual(errors, []);
  });

  test('stepping follows a taken branch back to the loop; step back; a breakpoint in the loop; run to cursor', { skip }, async () => {
    await setSource(LOOP);
    await page.locator('#asm-status', { hasText: '7 instructions' }).waitFor();
    await page.click('#reset');
    for (let i = 0; i < 5; i++) await page.click('#step');
    await page.locator('#run-status', { hasText: 'Next: [5] s_cbranch_scc1' }).waitFor();
    assert.equal(await sreg('scc'), '1'); // s1 = N - 1 is not 0
    await page.click('#step'); // taken
    await page.locator('#run-status', { hasText: 'Next: [2] s_add_u32' }).waitFor();
    assert.match(await nextLine(), /^\s*s_add_u32 s0, s0, s1$/);
    assert.equal(await sreg('s0'), hex(N));
    await page.click('#step');
    assert.equal(await sreg('s0'), hex(N + (N - 1)));
    await page.click('#back');
    await page.locator('#run-status', { hasText: 'Next: [2] s_add_u32' }).waitFor();
    assert.equal(await sreg('s0'), hex(N));
    await page.click('#back');
    await page.locator('#run-status', { hasText: 'Next: [5] s_cbranch_scc1' }).waitFor();
    assert.match(await nextLine(), /^\s*s_cbranch_scc1 loop$/);
    assert.equal(await page.locator('#trace li').count(), 5);

    // A breakpoint on the compare: each Continue is one more iteration.
    await page.locator('#editor .cm-line', { hasText: /s_cmp_lg_u32/ }).click();
    await page.keyboard.press('F9');
    await page.click('#reset');
    await page.click('#run');
    await page.locator('#run-status', { hasText: 'Paused at a breakpoint. Next: [4] s_cmp_lg_u32' }).waitFor();
    assert.equal(await sreg('s1'), hex(N - 1));
    await page.click('#run');
    await page.locator('#run-status', { hasText: 'Paused at a breakpoint. Next: [4] s_cmp_lg_u32' }).waitFor();
    assert.equal(await sreg('s1'), hex(N - 2));
    assert.equal(await sreg('s0'), hex(N + (N - 1)));
    await page.locator('#editor .cm-line', { hasText: /s_cmp_lg_u32/ }).click();
    await page.keyboard.press('F9'); // off again

    // Run to the cursor on the last line: past the loop.
    await page.locator('#editor .cm-line', { hasText: /v_cvt_f32_u32/ }).click();
    await page.keyboard.press('Control+F10');
    await page.locator('#run-status', { hasText: 'Next: [6] v_cvt_f32_u32' }).waitFor();
    assert.equal(await sreg('s0'), hex(SUM));

    // Run to a line that a branch jumps over: tried from the start too, then said.
    await setSource('s_branch skip\nv_mov_b32 v1, 1\nskip:\ns_mov_b32 s3, 3\n');
    await page.locator('#asm-status', { hasText: '3 instructions' }).waitFor();
    await page.locator('#editor .cm-line', { hasText: /v_mov_b32/ }).click();
    await page.keyboard.press('Control+F10');
    await page.locator('#run-status', { hasText: 'Done: 2 instructions executed. The instruction at the cursor was not reached.' }).waitFor();
    assert.deepEqual(errors, []);
  });

  test('LDS: each lane writes its index, then reads its neighbour\'s', { skip }, async () => {
    await setSource('s_mov_b32 m0, -1\nv_lshlrev_b32 v1, 2, v0\nds_write_b32 v1, v0\ns_waitcnt lgkmcnt(0)\nds_read_b32 v3, v1 offset:4\n');
    await page.locator('#asm-status', { hasText: '5 instructions' }).waitFor();
    await page.fill('#preset-target', 'v0');
    await page.click('[data-preset=lane]');
    await page.fill('#view-regs', 'v3');
    await page.selectOption('#view-format', 'u32');
    await page.click('#run');
    await page.locator('#run-status', { hasText: 'Done: 5 instructions executed.' }).waitFor();
    // Lane l reads the dword at 4 (l + 1): lane l + 1's index; past lane 63 the LDS is still 0.
    for (const lane of [0, 31, 62, 63]) {
      assert.equal(await page.locator(`#lanes td[data-reg=v3][data-lane="${lane}"]`).innerText(), String(lane < 63 ? lane + 1 : 0));
    }
    assert.deepEqual(errors, []);
  });

  test('a memory access is a run-time error message; an endless loop pauses after half a second', { skip }, async () => {
    await setSource('v_mov_b32 v2, 0\nv_mov_b32 v3, 0\nflat_load_dword v1, v[2:3]\n');
    await page.locator('#asm-status', { hasText: '3 instructions' }).waitFor();
    await page.click('#run');
    const stopped = page.locator('#run-status', { hasText: 'Stopped: [2] flat_load_dword' });
    await stopped.waitFor();
    assert.ok(await page.locator('#run-status.error').isVisible());
    // Step back from the error, then step into it again.
    await page.click('#back');
    await page.locator('#run-status', { hasText: 'Next: [1] v_mov_b32 v3' }).waitFor();
    await page.click('#step');
    await page.click('#step');
    await stopped.waitFor();

    await setSource('s_mov_b32 s2, 0\nspin:\n  s_add_u32 s2, s2, 1\n  s_branch spin\n');
    await page.locator('#asm-status', { hasText: '3 instructions, 12 bytes' }).waitFor(); // not the 16 above
    await page.click('#run');
    const paused = page.locator('#run-status', { hasText: /^Paused after [\d,]+ instructions/ });
    await paused.waitFor({ timeout: GUARD });
    const ran = Number(/^Paused after ([\d,]+)/.exec(await status())![1]!.replaceAll(',', ''));
    assert.ok(ran > 1000, `${ran} instructions in a Run`);
    // One move, then add and branch: the add ran (ran - 1) / 2 times, rounded up.
    assert.equal(await sreg('s2'), hex(Math.ceil((ran - 1) / 2)));
    assert.equal(await page.innerText('#run'), 'Continue');
    // The trace in view ends with the last instruction run (the list holds the latest 1,000,000).
    const row = page.locator(`#trace li[aria-posinset="${Math.min(ran, 1_000_000)}"]`);
    assert.match(await row.innerText(), ran % 2 === 0 ? /^\[1\] s_add_u32/ : /^\[2\] s_branch/);
    // Continue runs on from there.
    await page.click('#run');
    await paused.waitFor({ timeout: GUARD });
    const more = Number(/^Paused after ([\d,]+)/.exec(await status())![1]!.replaceAll(',', ''));
    assert.ok(more > ran);
    assert.equal(await sreg('s2'), hex(Math.ceil((more - 1) / 2)));
    assert.deepEqual(errors, []);
  });
});
