// `npm run bench:web`: the playground's Run on long programs, in Debian's
// Chromium (headless): the time from the click to the next frame with the
// result drawn, at 1,250, 2,500 and 5,000 instructions (best of BENCH_RUNS;
// the ratio between sizes shows whether the cost grows linearly). The target
// of issue 12 is under 0.5 s at 5,000.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb, CHROMIUM, CHROMIUM_ARGS, serveStatic, tempDir } from '../test/support/web-harness.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);

function program(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) lines.push(i % 2 === 0 ? `v_cvt_f32_u32 v${1 + (i % 8)}, v0` : `v_rcp_f32 v${1 + (i % 8)}, v${i % 8}`);
  return lines.join('\n') + '\n';
}

// Page-side code as text (this file is type-checked without the DOM library).
/** Pastes its argument into the editor, as a user would (CodeMirror's own clipboard handling). */
const PASTE = `(text) => {
  const c = document.querySelector('#editor .cm-content');
  c.focus();
  document.execCommand('selectAll');
  const dt = new DataTransfer();
  dt.setData('text/plain', text);
  c.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
}`;
/** Clicks Run; resolves with the milliseconds until the frame after it is drawn. */
const RUN_AND_DRAW = `new Promise((done) => {
  const t0 = performance.now();
  document.getElementById('run').click();
  requestAnimationFrame(() => setTimeout(() => done(performance.now() - t0), 0));
})`;

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) { console.log(`skipped: no Chromium at ${CHROMIUM}`); return; }
  const out = tempDir('gcnkit-bench-web-');
  const dist = join(out.path, 'dist');
  await buildWeb(dist);
  const server = await serveStatic(dist);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(server.url);
    await page.locator('body[data-ready]').waitFor();
    for (const n of [1250, 2500, 5000]) {
      // A paste, as a user would: CodeMirror's own clipboard handling.
      await page.evaluate(`(${PASTE})(${JSON.stringify(program(n))})`);
      await page.locator('#asm-status', { hasText: `${n} instructions` }).waitFor();
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        times.push(await page.evaluate<number>(RUN_AND_DRAW));
      }
      const status = await page.locator('#run-status').innerText();
      if (!status.includes(`Done: ${n} instructions`)) throw new Error(`unexpected status: ${status}`);
      const best = Math.min(...times);
      console.log(`playground Run, ${n} instructions: best ${best.toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(' ')} ms), `
        + `${(best * 1000 / n).toFixed(1)} µs per instruction`);
    }
  } finally {
    await browser.close();
    await server.close();
    out.remove();
  }
}

await main();
