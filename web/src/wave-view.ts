// One wave of a kernel run: the instructions it executed (the dispatch's
// trace of the chosen work-group, as a virtual list) and its final registers:
// the scalar ones, EXEC as 64 lanes and chosen VGPRs as the emulator
// panel's 64-lane table (its column syntax, formats and styles).

import { el } from './dom.js';
import { parseColumns, type Column } from './emulator.js';
import type { WaveReport } from './kernel-worker.js';
import { TraceView } from './trace-view.js';
import { f64FromBits, FORMATS, formatValue, hex32, type ValueFormat } from './values.js';

const LANES = 64;
const EXEC = 126;

export interface WaveViewHosts {
  readonly wave: HTMLSelectElement;
  readonly status: HTMLElement;
  readonly traceScroll: HTMLElement;
  readonly trace: HTMLOListElement;
  readonly regs: HTMLInputElement;
  readonly format: HTMLSelectElement;
  readonly exec: HTMLElement;
  readonly scalars: HTMLElement;
  readonly lanes: HTMLTableElement;
}

export class WaveView {
  private waves: WaveReport[] = [];
  private readonly traceView: TraceView;

  constructor(private readonly h: WaveViewHosts) {
    this.traceView = new TraceView(h.traceScroll, h.trace);
    for (const f of FORMATS) h.format.append(el('option', { value: f }, f));
    h.format.append(el('option', { value: 'f64' }, 'f64 (pairs)'));
    for (let l = 0; l < LANES; l++) h.exec.append(el('span', { class: 'lane', title: `lane ${l}` }));
    h.wave.addEventListener('change', () => this.render());
    h.regs.addEventListener('input', () => this.render());
    h.format.addEventListener('change', () => this.render());
  }

  /** The waves of the traced group (sorted by index); `note` says which group, or why there are none; `label` names a wave's work-items. */
  set(waves: readonly WaveReport[], note: string, label: (wave: number) => string = () => ''): void {
    this.waves = [...waves].sort((a, b) => a.wave - b.wave);
    const keep = this.h.wave.value;
    this.h.wave.replaceChildren(...this.waves.map((w) => el('option', { value: String(w.wave) }, `wave ${w.wave}${label(w.wave)}`)));
    if (this.waves.some((w) => String(w.wave) === keep)) this.h.wave.value = keep;
    this.h.status.textContent = note;
    this.render();
  }

  private render(): void {
    const w = this.waves.find((x) => String(x.wave) === this.h.wave.value) ?? this.waves[0];
    const lines = w === undefined ? [] : w.texts.map((t, i) => ({ pc: i, text: `${w.offsets[i]!.toString(16).padStart(6, '0')}: ${t}`, changes: '' }));
    if (w !== undefined && w.steps > w.texts.length) lines.push({ pc: w.texts.length, text: `… ${w.steps - w.texts.length} more instructions not kept`, changes: '' });
    this.traceView.set(lines, null);
    this.h.traceScroll.scrollTop = 0;
    const has = w !== undefined && w.sreg.length > 0;
    const s = has ? w.sreg : new Uint32Array(128);
    const execLo = s[EXEC]!; const execHi = s[EXEC + 1]!;
    const active = (l: number) => ((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 1;
    this.h.exec.querySelectorAll<HTMLElement>('.lane').forEach((e, l) => e.classList.toggle('on', has && active(l)));
    this.h.exec.title = `EXEC = 0x${hex32(execHi).slice(2)}${hex32(execLo).slice(2)}`;
    this.h.scalars.replaceChildren();
    if (!has) {
      this.h.lanes.replaceChildren();
      if (w !== undefined) this.h.scalars.append(el('span', { class: 'muted' }, 'no final registers: the run stopped before this group ended'));
      return;
    }
    // SGPRs up to the last non-zero one (at least s0-s15), then the named registers.
    let top = 15;
    for (let i = 0; i < 104; i++) if (s[i] !== 0) top = Math.max(top, i);
    const chip = (k: string, v: string) => el('span', { class: 'sreg', 'data-sreg': k }, el('b', {}, k), ' ', el('span', { class: 'sval' }, v));
    const pair = (lo: number) => `0x${hex32(s[lo + 1]!).slice(2)}${hex32(s[lo]!).slice(2)}`;
    this.h.scalars.append(chip('exec', pair(EXEC)), chip('vcc', pair(106)), chip('m0', hex32(s[124]!)), chip('scc', String(w.scc)),
      chip('mode', hex32(w.mode)), chip('trapsts', hex32(w.trapsts)));
    for (let i = 0; i <= top; i++) this.h.scalars.append(chip(`s${i}`, hex32(s[i]!)));

    const { columns, error } = parseColumns(this.h.regs.value);
    this.h.regs.classList.toggle('bad', error !== null);
    const nv = w.vgpr.length / LANES;
    const cols = columns.filter((c) => c.reg + (c.pair ? 1 : 0) < nv);
    const fmt = this.h.format.value as ValueFormat | 'f64';
    const head = el('tr', {}, el('th', { scope: 'col' }, 'lane'), ...cols.map((c: Column) => el('th', { scope: 'col', 'data-col': c.label }, `${c.label} ${c.pair ? 'f64' : fmt === 'f64' ? 'hex' : fmt}`)));
    const body = el('tbody');
    for (let l = 0; l < LANES; l++) {
      const tr = el('tr', { class: active(l) ? '' : 'inactive' }, el('th', {}, String(l)));
      for (const c of cols) {
        const v = w.vgpr[c.reg * LANES + l]!;
        let text: string;
        if (c.pair) {
          const hi = w.vgpr[(c.reg + 1) * LANES + l]!;
          text = fmt === 'hex' ? hex32(hi).slice(2) + hex32(v).slice(2) : String(f64FromBits(hi, v));
        } else text = formatValue(v, fmt === 'f64' ? 'hex' : fmt);
        tr.append(el('td', { 'data-reg': c.label, 'data-lane': String(l), title: `${c.label}[${l}] = ${hex32(v)}` }, text));
      }
      body.append(tr);
    }
    this.h.lanes.replaceChildren(el('thead', {}, head), body);
    if (cols.length < columns.length) this.h.status.textContent = `the kernel allocates v0-v${nv - 1}`;
  }
}
