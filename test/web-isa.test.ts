// The playground with the whole ISA, in Chromium (issue 12).
// The "Run kernel" panel: an llc-compiled code
// object opened, its saxpy kernel run over a grid with a partial last group
// on buffers filled from an expression and a list, and the results checked
// against saxpy computed here with Math.fround (llc's code multiplies, then
// adds: two roundings); the per-wave view (trace, final SGPRs and VGPRs);
// and a run-time error (an out-of-bounds load) shown as a message.
// Hover docs for mnemonics beyond VOP1: encoding and opcodes per generation,
// checked against llvm-mc 14's encodings (skipped without llvm-mc).
// Skipped, with the reason, where there is no Chromium.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { buildWeb, CHROMIUM, CHROMIUM_ARGS, REPO, serveStatic, tempDir, type StaticServer } from './support/web-harness.js';

const skip = existsSync(CHROMIUM) ? false : `no Chromium at ${CHROMIUM} (.ci/run installs the Debian chromium package)`;
const OBJ = join(REPO, 'test', 'vectors', 'kernels', 'obj', 'elementwise.tonga.v4.o');
const GUARD = 120_000;

const f32 = (x: number): string => {
  const dv = new DataView(new ArrayBuffer(4));
  dv.setFloat32(0, x, true);
  return '0x' + dv.getUint32(0, true).toString(16).padStart(8, '0');
};

describe('playground: run a kernel, docs of the whole ISA', () => {
  const out = tempDir('gcnkit-webk-');
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
    await page.setInputFiles('#codeobj-file', { name: 'elementwise.tonga.v4.o', mimeType: 'application/octet-stream', buffer: readFileSync(OBJ) });
    await page.locator('#kernel-pane:not([hidden]) #kr-kernel option[value=saxpy]').waitFor({ state: 'attached', timeout: GUARD });
  }, { timeout: GUARD });

  after(async () => {
    await browser?.close();
    await server?.close();
    out.remove();
  });

  /** Fills the saxpy form: y and x of `size` elements, a, n. */
  async function saxpyForm(size: number, a: string, n: string): Promise<void> {
    await page.selectOption('#kr-kernel', 'saxpy');
    await page.fill('#kr-grid', '200');
    await page.fill('#kr-block', '64');
    const row = (name: string) => page.locator(`#kr-args tr[data-arg="${name}"]`);
    await row('y').locator('select').first().selectOption('f32');
    await row('y').locator('input.kr-size').fill(String(size));
    await row('y').locator('select').nth(1).selectOption('expr');
    await row('y').locator('input.kr-data').fill('i*0.5 - 3');
    await row('x').locator('select').first().selectOption('f32');
    await row('x').locator('input.kr-size').fill(String(size));
    await row('x').locator('select').nth(1).selectOption('list');
    await row('x').locator('input.kr-data').fill('1.5, -2, 0.1, 3');
    await row('a').locator('select').selectOption('f32');
    await row('a').locator('input.kr-data').fill(a);
    await row('n').locator('select').selectOption('u32');
    await row('n').locator('input.kr-data').fill(n);
  }

  async function runAndWait(): Promise<string> {
    await page.click('#kr-run');
    await page.locator('#kr-status', { hasText: /^(Done|Error)/ }).waitFor({ timeout: GUARD });
    return page.locator('#kr-status').innerText();
  }

  test('saxpy over a grid with a partial group: buffers, statistics, one wave', { skip }, async () => {
    await saxpyForm(200, '2.5', '190');
    assert.match(await runAndWait(), /^Done/);

    // Independent: y[i] = fl(fl(a*x[i]) + y[i]) for i < n; the rest unchanged.
    const xs = [1.5, -2, 0.1, 3].map(Math.fround);
    const a = Math.fround(2.5);
    const expect = Array.from({ length: 200 }, (_, i) => {
      const y = Math.fround(i * 0.5 - 3);
      return i < 190 ? Math.fround(Math.fround(a * xs[i % 4]!) + y) : y;
    });
    const y = page.locator('.kr-buf[data-buffer=y]');
    const got: string[] = [];
    for (let p = 0; p < 4; p++) {
      got.push(...await y.locator('td[data-col=hex]').allInnerTexts());
      await y.getByRole('button', { name: 'y: next page', exact: true }).click();
    }
    assert.deepEqual(got, expect.map(f32));
    // Changed elements are the ones the kernel wrote with a new value.
    const changed = expect.filter((v, i) => f32(v) !== f32(Math.fround(i * 0.5 - 3))).length;
    assert.equal(await y.locator('[data-changed]').getAttribute('data-changed'), String(changed));
    assert.equal(await page.locator('.kr-buf[data-buffer=x] [data-changed]').getAttribute('data-changed'), '0');
    // The typed value beside the bits (first page again).
    await y.getByRole('button', { name: 'y: first page', exact: true }).click();
    assert.equal(await y.locator('tr:has(th:text-is("1")) td[data-col=value]').innerText(), String(expect[1]));

    // 200 work-items in groups of 64: 4 groups, 4 waves (the last one of 8 work-items).
    const stat = (k: string) => page.locator(`#kr-stats [data-stat="${k}"]`).innerText();
    assert.equal(await stat('groups'), 'groups 4');
    assert.equal(await stat('waves'), 'waves 4');

    // Wave 0 of group 0: its trace ends with s_endpgm; s0 holds a, s1 holds n (the kernarg
    // loads); v2 holds each lane's result.
    const trace = await page.locator('#kr-trace li code').allInnerTexts();
    assert.match(trace[0]!, /^000900: s_load_dword\b/);
    assert.deepEqual(await page.locator('#kr-wave option').allInnerTexts(), ['wave 0 (work-items 0–63)']);
    assert.equal(await page.locator('#kr-scalars [data-sreg=s0] .sval').innerText(), f32(2.5));
    assert.equal(await page.locator('#kr-scalars [data-sreg=s1] .sval').innerText(), '0x000000be');
    await page.fill('#kr-regs', 'v2');
    await page.selectOption('#kr-format', 'hex');
    const v2 = await page.locator('#kr-lanes td[data-reg=v2]').allInnerTexts();
    assert.deepEqual(v2, expect.slice(0, 64).map((v) => f32(v).slice(2)));
    // The whole trace is in the list (it is virtual: scroll to its end).
    await page.locator('#kr-trace-scroll').evaluate((e) => { e.scrollTop = e.scrollHeight; });
    await page.locator('#kr-trace li code', { hasText: 's_endpgm' }).waitFor({ timeout: GUARD });

    // Group 3 (work-items 192-199, all >= n): a change of group runs again; its wave skips the body.
    // axe-core (wcag2a/aa) on the panel with its results, light and dark.
    await page.addScriptTag({ path: join(REPO, 'node_modules', 'axe-core', 'axe.min.js') });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const v = await page.evaluate<{ id: string; nodes: { target: string[] }[] }[]>(
        'axe.run("#kernel-pane", { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } }).then((r) => r.violations)');
      assert.deepEqual(v.map((x) => `${x.id}: ${x.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`), [], scheme);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    const shot = process.env['GCNKIT_KERNEL_SHOT'];
    if (shot !== undefined) {
      // The README's picture of the panel: the sticky page header out of the way, four VGPRs.
      await page.locator('header').evaluate((e) => e.setAttribute('style', 'position: static'));
      await page.fill('#kr-regs', 'v0-v3');
      await page.selectOption('#kr-format', 'f32');
      await page.locator('#kernel-pane').screenshot({ path: shot });
      await page.fill('#kr-regs', 'v2');
    }
    await page.fill('#kr-group', '3');
    await page.locator('#kr-group').dispatchEvent('change');
    await page.locator('#kr-wave-status', { hasText: 'work-group 3,0,0' }).waitFor({ timeout: GUARD });
    assert.deepEqual(await page.locator('#kr-wave option').allInnerTexts(), ['wave 0 (work-items 192–199)']);
    const t3 = await page.locator('#kr-trace li code').allInnerTexts();
    assert.ok(t3.some((l) => /s_cbranch_execz/.test(l)) && !t3.some((l) => /flat_load/.test(l)), t3.join('\n'));
    assert.deepEqual(errors, []);
  });

  test('errors are messages: an out-of-bounds load, a bad expression', { skip }, async () => {
    await saxpyForm(100, '1', '190');
    const msg = await runAndWait();
    assert.match(msg, /^Error: instruction at offset 0x[0-9a-f]+ \(flat_load_dword [^)]*\): .*unmapped address/);
    await page.locator('#kr-args tr[data-arg="y"] input.kr-data').fill('i*');
    await page.locator('#kr-args tr[data-arg="y"] input.kr-data').press('Enter'); // Enter in an argument runs
    assert.match(await page.locator('#kr-status').innerText(), /^argument y: column 3: expected a number/);
    // A Mesa object has no HSA kernel ABI: its kernels are listed, not run.
    await page.setInputFiles('#codeobj-file', { name: 'e.mesa.o', mimeType: 'application/octet-stream', buffer: readFileSync(OBJ.replace('v4.o', 'mesa.o')) });
    await page.locator('#kr-status', { hasText: /Mesa/ }).waitFor({ timeout: GUARD });
    assert.equal(await page.locator('#kr-run').isDisabled(), true);
    assert.deepEqual(errors, []);
  });

  // Opcode fields by encoding (AMD's ISA manuals): [first dword's low bit, width] on GCN 1.0 and 1.2.
  const FIELD: Record<string, { si: [number, number]; vi: [number, number] }> = {
    VOP2: { si: [25, 6], vi: [25, 6] }, VOP3: { si: [17, 9], vi: [16, 10] }, DS: { si: [18, 8], vi: [17, 8] },
    SMEM: { si: [22, 5], vi: [18, 8] }, SOP2: { si: [23, 7], vi: [23, 7] },
  };
  const LLVM_MC = ['/usr/lib/llvm-14/bin/llvm-mc', '/usr/bin/llvm-mc-14'].find((p) => existsSync(p));
  /** The opcode llvm-mc encodes a line with, on a CPU. */
  function llvmOpcode(line: string, cpu: string, enc: string): number {
    const r = spawnSync(LLVM_MC!, ['-arch=amdgcn', `-mcpu=${cpu}`, '-show-encoding'], { input: line + '\n', encoding: 'utf8' });
    const bytes = /encoding: \[([^\]]*)\]/.exec(r.stdout)![1]!.split(',').map(Number);
    const w = (bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16) | (bytes[3]! << 24)) >>> 0;
    const [lo, width] = FIELD[enc]![cpu === 'tahiti' ? 'si' : 'vi'];
    return (w >>> lo) & ((1 << width) - 1);
  }

  test('hover docs for any mnemonic: encoding and opcodes per generation (llvm-mc 14)', { skip: skip || (LLVM_MC === undefined && 'no llvm-mc 14') }, async () => {
    const cases: { line: string; word: string; enc: string; vop3?: string }[] = [
      { line: 'v_add_f32 v0, v1, v2', word: 'v_add_f32', enc: 'VOP2', vop3: 'v_add_f32_e64 v0, v1, v2' },
      { line: 'ds_read_b32 v0, v1', word: 'ds_read_b32', enc: 'DS' },
      { line: 's_load_dword s0, s[0:1], 0x0', word: 's_load_dword', enc: 'SMEM' },
      { line: 's_add_u32 s0, s1, s2', word: 's_add_u32', enc: 'SOP2' },
    ];
    await page.locator('#editor .cm-content').click();
    for (const c of cases) {
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(c.line + '\n');
      await page.mouse.move(0, 0);
      await page.locator('#editor .cm-line', { hasText: c.word }).getByText(c.word).hover();
      const docs = page.locator(`.cm-tooltip-hover [data-testid=docs][data-mnemonic="${c.word}"]`);
      await docs.waitFor({ timeout: GUARD });
      const row = async (gen: string) => (await docs.locator('tr', { has: page.locator(`th:text-is("${gen}")`) }).locator('td').allInnerTexts());
      for (const [gen, cpu] of [['GCN 1.0', 'tahiti'], ['GCN 1.2', 'tonga']] as const) {
        const cells = await row(gen);
        const hx = (v: number, d: number) => '0x' + v.toString(16).padStart(d, '0');
        assert.equal(cells[1], hx(llvmOpcode(c.line, cpu, c.enc), 2), `${c.word} on ${gen}: ${cells.join(' ')}`);
        if (c.vop3 !== undefined) assert.equal(cells[2], hx(llvmOpcode(c.vop3, cpu, 'VOP3'), 3), `${c.word} VOP3 on ${gen}`);
      }
      assert.match(await docs.innerText(), c.enc === 'VOP2' ? /D: f32 · S0: f32 · S1: f32/ : c.enc === 'SOP2' ? /SDST: 32-bit · SSRC0: 32-bit · SSRC1: 32-bit/ : /./);
    }
    assert.deepEqual(errors, []);
  });
});
