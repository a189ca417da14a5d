// "Run kernel": a kernel of the opened code object dispatched over a grid on
// buffers the user fills (the library's loadKernel and dispatch, in a Web
// Worker so that the page stays responsive and Stop can end a run), then
// the buffers, the run's statistics and one wave of a chosen work-group.
// Loaded with the code object (a chunk of its own).

import { loadKernel, type LoadedKernel } from '../../src/emu/dispatch.js';
import { RSRC1 } from '../../src/objfile/descriptor.js';
import { BufferTable } from './buffer-view.js';
import { el } from './dom.js';
import { ArgsForm, type BuiltArg } from './kernel-form.js';
import { runJob, type KernelJob, type KernelReply } from './kernel-worker.js';
import { WaveView, type WaveViewHosts } from './wave-view.js';

export interface KernelPanelHosts extends WaveViewHosts {
  readonly pane: HTMLElement;
  readonly kernel: HTMLSelectElement;
  readonly grid: HTMLInputElement;
  readonly block: HTMLInputElement;
  readonly group: HTMLInputElement;
  readonly maxSteps: HTMLInputElement;
  readonly run: HTMLButtonElement;
  readonly stop: HTMLButtonElement;
  readonly runStatus: HTMLElement;
  readonly args: HTMLTableElement;
  readonly stats: HTMLElement;
  readonly outputs: HTMLElement;
}

/** "64" or "16,16" or "4x4x4": 1 to 3 positive sizes. */
export function parseDims(text: string, what: string): number[] | string {
  const t = text.trim();
  if (!/^\d{1,10}([\s,x]+\d{1,10}){0,2}$/.test(t)) return `${what}: 1 to 3 sizes such as 256 or 16,16`;
  const v = t.split(/[\s,x]+/).map(Number);
  if (v.some((x) => x < 1 || x >= 2 ** 32)) return `${what}: sizes must be 1 to 2^32-1`;
  return v;
}

/** A work-group index: "0", "1,2", "0,0,1". */
export function parseIndex(text: string): number[] | string {
  const t = text.trim() === '' ? '0' : text.trim();
  if (!/^\d{1,10}([\s,x]+\d{1,10}){0,2}$/.test(t)) return 'work-group: its index, such as 0 or 1,2';
  return t.split(/[\s,x]+/).map(Number);
}

/** The work-items of wave `w` of the traced group: local ids in linear order (x fastest), as the dispatch forms waves. */
export function waveItems(job: KernelJob, w: number): string {
  const size = [0, 1, 2].map((d) => Math.max(0, Math.min(job.group[d] ?? 1, (job.grid[d] ?? 1) - (job.traceGroup[d] ?? 0) * (job.group[d] ?? 1))));
  const items = size[0]! * size[1]! * size[2]!;
  const first = w * 64;
  const last = Math.min(items, first + 64) - 1;
  if (last < first) return '';
  if (job.grid.length === 1) {
    const base = (job.traceGroup[0] ?? 0) * (job.group[0] ?? 1);
    return ` (work-items ${base + first}–${base + last})`;
  }
  return ` (local ids ${first}–${last} in linear order)`;
}

const TRACE_MAX = 50_000;

export class KernelPanel {
  private bytes: Uint8Array = new Uint8Array(0);
  private lk: LoadedKernel | null = null;
  private readonly form: ArgsForm;
  private readonly waveView: WaveView;
  private worker: Worker | null = null;
  private timer = 0;
  /** Each run's number, so that a stopped run's late reply is dropped. */
  private serial = 0;

  constructor(private readonly h: KernelPanelHosts) {
    this.form = new ArgsForm(h.args);
    this.waveView = new WaveView(h);
    h.kernel.addEventListener('change', () => this.pick());
    h.run.addEventListener('click', () => this.run());
    h.stop.addEventListener('click', () => this.stop('Stopped.'));
    // Enter in a run setting or an argument runs.
    const settings = [h.grid, h.block, h.maxSteps];
    h.pane.addEventListener('keydown', (e) => {
      const t = e.target as HTMLElement;
      if (e.key !== 'Enter' || t.tagName !== 'INPUT' || !(settings.includes(t as HTMLInputElement) || h.args.contains(t))) return;
      e.preventDefault();
      if (!h.run.disabled) this.run();
    });
    // A different work-group to look at: run again (runs are deterministic).
    h.group.addEventListener('change', () => { if (h.stats.childElementCount > 0) this.run(); });
  }

  /** A new code object: its kernels, or why none can run. */
  load(bytes: Uint8Array, names: readonly string[], why: string | null): void {
    this.stop('');
    this.bytes = bytes;
    this.h.pane.hidden = false;
    this.h.kernel.replaceChildren(...names.map((n) => el('option', { value: n }, n)));
    this.clearResults();
    if (why !== null || names.length === 0) {
      this.lk = null;
      this.form.show([], [], 0);
      this.h.run.disabled = true;
      this.status(why ?? 'the object holds no kernels', true);
      return;
    }
    this.pick();
  }

  hide(): void {
    this.stop('');
    this.h.pane.hidden = true;
  }

  private pick(): void {
    this.clearResults();
    try {
      this.lk = loadKernel(this.bytes, this.h.kernel.value);
    } catch (e) {
      this.lk = null;
      this.form.show([], [], 0);
      this.h.run.disabled = true;
      this.status(e instanceof Error ? e.message : String(e), true);
      return;
    }
    const lk = this.lk;
    const meta = lk.kernel.metadata as Record<string, unknown> | null | undefined;
    const raw = (meta?.['.args'] ?? meta?.['Args']) as unknown[] | undefined;
    const explicitMeta = Array.isArray(raw) ? raw.filter((_, i) => lk.args[i]?.hidden === false) : [];
    const grid = parseDims(this.h.grid.value, 'grid');
    const n = typeof grid === 'string' ? 64 : grid.reduce((a, b) => a * b, 1);
    this.form.show(lk.args, explicitMeta, Math.min(n, 1 << 20));
    this.h.block.value = lk.reqd !== null ? lk.reqd.join(',') : this.h.block.value || '64';
    this.h.block.disabled = lk.reqd !== null;
    this.h.run.disabled = false;
    this.status(`${lk.kernel.name}: ${lk.args.filter((a) => !a.hidden).length} arguments${lk.reqd !== null ? `, work-groups of ${lk.reqd.join('x')} (required)` : ''}.`, false);
  }

  private status(text: string, error: boolean): void {
    this.h.runStatus.textContent = text;
    this.h.runStatus.classList.toggle('error', error);
  }

  private clearResults(): void {
    this.h.stats.replaceChildren();
    this.h.outputs.replaceChildren();
    this.waveView.set([], '');
  }

  run(): void {
    const lk = this.lk;
    if (lk === null) return;
    const grid = parseDims(this.h.grid.value, 'grid');
    const block = parseDims(this.h.block.value, 'block');
    const group = parseIndex(this.h.group.value);
    const maxSteps = Number(this.h.maxSteps.value);
    const bad = [grid, block, group].find((x) => typeof x === 'string')
      ?? (!Number.isInteger(maxSteps) || maxSteps < 1 ? 'max steps: a whole number' : null);
    if (typeof bad === 'string') { this.status(bad, true); return; }
    const built = this.form.build();
    if ('error' in built) { this.status(built.error, true); return; }
    const groupIdx = group as number[];
    const pgm = lk.kernel.descriptor ?? lk.kernel.amdKernelCodeT!;
    const f = RSRC1.GRANULATED_WORKITEM_VGPR_COUNT;
    const vgprs = Math.min(256, (((pgm.rsrc1 >>> f.lo) & ((1 << f.width) - 1)) + 1) * 4);
    const job: KernelJob = {
      bytes: this.bytes, kernel: lk.kernel.name, grid: grid as number[], group: block as number[], args: built.args.map((a) => a.arg),
      traceGroup: [groupIdx[0] ?? 0, groupIdx[1] ?? 0, groupIdx[2] ?? 0], maxSteps, traceMax: TRACE_MAX, vgprs,
    };
    this.stop('');
    this.clearResults();
    const serial = ++this.serial;
    const t0 = performance.now();
    this.h.run.disabled = true;
    this.h.stop.disabled = false;
    this.status('Running…', false);
    this.timer = window.setInterval(() => this.status(`Running… ${((performance.now() - t0) / 1000).toFixed(1)} s`, false), 250);
    const done = (r: KernelReply) => { if (serial === this.serial) this.finish(r, built.args, job, performance.now() - t0); };
    let w: Worker | null = null;
    try {
      w = new Worker(new URL('./kernel-worker.ts', import.meta.url), { type: 'module' });
    } catch { w = null; }
    if (w === null) {
      // No worker (a page opened from file:): run here, after the status has been drawn.
      setTimeout(() => done(runJob(job)), 30);
      return;
    }
    this.worker = w;
    w.onmessage = (e: MessageEvent<KernelReply>) => done(e.data);
    w.onerror = (e) => { e.preventDefault(); done({ ok: false, message: `the worker failed: ${e.message}`, waves: [] }); };
    w.postMessage(job);
  }

  /** Ends a running run (Stop, another run, another object). */
  private stop(message: string): void {
    window.clearInterval(this.timer);
    const running = this.worker !== null || !this.h.stop.disabled;
    this.worker?.terminate();
    this.worker = null;
    this.serial++;
    this.h.stop.disabled = true;
    this.h.run.disabled = this.lk === null;
    if (running && message !== '') this.status(message, false);
  }

  private finish(r: KernelReply, args: readonly BuiltArg[], job: KernelJob, ms: number): void {
    window.clearInterval(this.timer);
    this.worker?.terminate();
    this.worker = null;
    this.h.stop.disabled = true;
    this.h.run.disabled = false;
    const g = job.traceGroup.join(',');
    if (!r.ok) {
      this.status(`Error: ${r.message}`, true);
      const ended = r.waves.some((w) => w.sreg.length > 0);
      this.waveView.set(r.waves, r.waves.length === 0 ? '' : ended ? `work-group ${g} ended before the error` : `work-group ${g}: the trace up to the error`);
      return;
    }
    const s = r.stats;
    this.status(`Done in ${(ms / 1000).toFixed(2)} s.`, false);
    const item = (k: string, v: number | string) => el('span', { class: 'sreg', 'data-stat': k }, el('b', {}, k), ' ', String(v));
    this.h.stats.replaceChildren(item('groups', s.groups), item('waves', s.waves), item('instructions', s.instructions),
      item('laneOps', s.laneOps), item('emulator s', s.seconds.toFixed(3)));
    const tables: HTMLElement[] = [];
    args.forEach((a, i) => {
      const out = r.buffers[i];
      if (a.element === null || a.initial === null || out === null || out === undefined) return;
      tables.push(new BufferTable(a.info.name, a.element, out, a.initial).root);
    });
    this.h.outputs.replaceChildren(...tables);
    this.waveView.set(r.waves, r.waves.length > 0 ? `work-group ${g}: ${r.waves.length} wave${r.waves.length === 1 ? '' : 's'}` : `work-group ${g} is not in the grid`,
      (w) => waveItems(job, w));
  }
}
