// The emulator panel: the initial state (the JSON of `gcnkit run --state`,
// with presets), run and step over the assembled program, and a 64-lane view
// of chosen VGPRs with the cells the last run or step changed highlighted.

import {
  compileProgram, stateFromJson, stateToJson, WaveState, GENERATIONS,
  type GenId, type Program, type StateJson, type Syntax,
} from '../../src/index.js';
import { el } from './dom.js';
import { RunSession, type Session } from './session.js';
import { RUN_MS, WaveSession } from './session-wave.js';
import { TraceView } from './trace-view.js';
import { copyText, flashCopied } from './copy.js';
import {
  EXEC_PRESETS, f64FromBits, FORMATS, formatForType, formatValue, hex32, parseFormatted, parseScalar, PRESETS, type ValueFormat,
} from './values.js';

const LANES = 64;

const onIdle = (f: () => void): number => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 50));
const cancelIdle = (h: number): void => { if ('cancelIdleCallback' in window) cancelIdleCallback(h); else clearTimeout(h); };
const CODE_EXEC = 126;

/** Machine code words as little-endian bytes. */
function codeBytes(words: Uint32Array): Uint8Array {
  const b = new Uint8Array(words.length * 4);
  const dv = new DataView(b.buffer);
  words.forEach((w, i) => dv.setUint32(i * 4, w, true));
  return b;
}

/** A column of the lane view: one VGPR, or a pair read as an f64. */
export interface Column {
  readonly label: string;
  readonly reg: number;
  readonly pair: boolean;
}

/** Parses "v0-v3, v5 v[6:7]" into columns (at most 32). */
export function parseColumns(spec: string): { columns: Column[]; error: string | null } {
  const columns: Column[] = [];
  for (const tok of spec.split(/[\s,]+/).filter((t) => t !== '')) {
    let m: RegExpExecArray | null;
    if ((m = /^v(\d{1,3})(?:-v?(\d{1,3}))?$/i.exec(tok))) {
      const a = Number(m[1]);
      const b = m[2] === undefined ? a : Number(m[2]);
      if (a > 255 || b > 255 || b < a) return { columns, error: `'${tok}': expected v0..v255, low to high` };
      for (let r = a; r <= b; r++) columns.push({ label: `v${r}`, reg: r, pair: false });
    } else if ((m = /^v\[(\d{1,3}):(\d{1,3})\]$/i.exec(tok))) {
      const a = Number(m[1]);
      if (Number(m[2]) !== a + 1 || a > 254) return { columns, error: `'${tok}': a pair is v[n:n+1]` };
      columns.push({ label: `v[${a}:${a + 1}]`, reg: a, pair: true });
    } else {
      return { columns, error: `'${tok}': expected vN, vN-vM or v[N:N+1]` };
    }
    if (columns.length > 32) return { columns: columns.slice(0, 32), error: 'at most 32 columns' };
  }
  return { columns, error: null };
}

/** The state JSON with lane arrays four values to a line. */
export function formatStateJson(j: StateJson): string {
  const lines: string[] = ['{'];
  const entries: string[] = [];
  for (const k of ['exec', 'vcc', 'm0', 'mode', 'trapsts', 'scc'] as const) {
    if (j[k] !== undefined) entries.push(`  ${JSON.stringify(k)}: ${JSON.stringify(j[k])}`);
  }
  if (j.sgpr !== undefined && Object.keys(j.sgpr).length > 0) {
    entries.push('  "sgpr": { ' + Object.entries(j.sgpr).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ') + ' }');
  }
  if (j.vgpr !== undefined && Object.keys(j.vgpr).length > 0) {
    const vs = Object.entries(j.vgpr).map(([k, v]) => {
      if (!Array.isArray(v)) return `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
      const rows: string[] = [];
      for (let i = 0; i < v.length; i += 4) rows.push('      ' + v.slice(i, i + 4).map((x) => JSON.stringify(x)).join(', '));
      return `    ${JSON.stringify(k)}: [\n${rows.join(',\n')}\n    ]`;
    });
    entries.push('  "vgpr": {\n' + vs.join(',\n') + '\n  }');
  }
  if (j.lds !== undefined) entries.push(`  "lds": ${JSON.stringify(j.lds)}`);
  lines.push(entries.join(',\n'));
  lines.push('}');
  return lines.join('\n') + '\n';
}

export const DEFAULT_STATE = formatStateJson({
  exec: '0xffffffffffffffff',
  vgpr: { v0: PRESETS[0]!.lanes().map(hex32) },
});

export interface EmulatorHosts {
  readonly stateText: HTMLTextAreaElement;
  readonly stateError: HTMLElement;
  readonly presets: HTMLElement;
  readonly presetTarget: HTMLInputElement;
  readonly run: HTMLButtonElement;
  readonly step: HTMLButtonElement;
  readonly back: HTMLButtonElement;
  readonly runTo: HTMLButtonElement;
  readonly reset: HTMLButtonElement;
  readonly status: HTMLElement;
  readonly regs: HTMLInputElement;
  readonly format: HTMLSelectElement;
  readonly exec: HTMLElement;
  readonly scalars: HTMLElement;
  readonly lanes: HTMLTableElement;
  readonly trace: HTMLOListElement;
  readonly traceScroll: HTMLElement;
  /** The live "Copied" of a register value. */
  readonly regCopied: HTMLElement;
}

export interface EmulatorEvents {
  /** Something that the share URL holds changed. */
  changed(): void;
  /** The instruction that runs next (byte offset), or null. */
  next(offset: number | null): void;
  /** Byte offsets of the instructions with a breakpoint. */
  breakpoints(): ReadonlySet<number>;
  /** Byte offset of the instruction at the editor's cursor, or null. */
  cursor(): number | null;
}

export class EmulatorPanel {
  private gen: GenId = 'gcn1.2';
  private syntax: Syntax = 'clrx';
  private words: Uint32Array = new Uint32Array(0);
  /** The compiled program, made when the page is idle after an assembly so that Run starts at once. */
  private compiled: Program | null = null;
  private idle = 0;
  private runnable = false;
  private why = '';
  private session: Session | null = null;
  /** The state before the last run or step, for highlighting. */
  private before: WaveState | null = null;
  private readonly traceView: TraceView;
  private initial: WaveState | null = null;
  private columns: Column[] = [];
  /** Operand types of the program's VGPRs, for the 'auto' format. */
  private types: ReadonlyMap<number, string> = new Map();
  /** Per-column format overrides, by label. */
  formats: Record<string, ValueFormat> = {};

  constructor(private readonly h: EmulatorHosts, private readonly ev: EmulatorEvents) {
    this.traceView = new TraceView(h.traceScroll, h.trace);
    h.format.append(el('option', { value: 'auto', title: 'each VGPR as the program\'s instructions type it' }, 'auto'));
    for (const f of FORMATS) h.format.append(el('option', { value: f }, f));
    h.format.append(el('option', { value: 'f64' }, 'f64 (pairs)'));
    for (const p of PRESETS) {
      const b = el('button', { type: 'button', title: `${p.title} → the register named at the left`, 'data-preset': p.id }, p.label);
      b.addEventListener('click', () => this.applyPreset(p.lanes()));
      h.presets.append(b);
    }
    h.presets.append(el('span', { class: 'sep' }, 'EXEC:'));
    for (const p of EXEC_PRESETS) {
      const b = el('button', { type: 'button', title: `EXEC = 0x${p.value.toString(16).padStart(16, '0')}`, 'data-exec': p.id }, p.label);
      b.addEventListener('click', () => this.applyExec(p.value));
      h.presets.append(b);
    }
    h.stateText.addEventListener('input', () => { this.parseInitial(); this.invalidate(); this.ev.changed(); });
    h.regs.addEventListener('input', () => { this.parseView(); this.render(); this.ev.changed(); });
    h.format.addEventListener('change', () => { this.render(); this.ev.changed(); });
    h.run.addEventListener('click', () => this.run());
    h.step.addEventListener('click', () => this.step());
    h.back.addEventListener('click', () => this.back());
    h.runTo.addEventListener('click', () => this.runToCursor());
    h.reset.addEventListener('click', () => this.reset());
    this.buildExec();
    this.wireEditing();
  }

  get stateText(): string { return this.h.stateText.value; }
  get view(): { regs: string; format: string } { return { regs: this.h.regs.value, format: this.h.format.value }; }

  restore(stateText: string, regs: string, format: string, formats: Record<string, ValueFormat>): void {
    this.h.stateText.value = stateText;
    this.h.regs.value = regs;
    this.h.format.value = [...FORMATS, 'auto', 'f64'].includes(format as ValueFormat) ? format : 'auto';
    this.formats = { ...formats };
    this.parseInitial();
    this.parseView();
    this.invalidate();
  }

  /** A new assembly: the program to run (words) and whether it may run. */
  setProgram(gen: GenId, syntax: Syntax, words: Uint32Array, runnable: boolean, why: string,
    types: ReadonlyMap<number, string>): void {
    this.types = types;
    const genChanged = gen !== this.gen;
    const same = this.runnable === runnable && words.length === this.words.length && words.every((w, i) => w === this.words[i]);
    if (!same || genChanged || syntax !== this.syntax) this.compiled = null;
    this.gen = gen;
    this.syntax = syntax;
    this.words = words;
    this.runnable = runnable;
    this.why = why;
    if (genChanged) this.parseInitial();
    if (this.compiled === null && runnable) {
      cancelIdle(this.idle);
      this.idle = onIdle(() => { this.program(); });
    }
    if (!same || genChanged) this.invalidate();
    else this.render();
  }

  private parseInitial(): void {
    const g = GENERATIONS.find((x) => x.id === this.gen)!;
    try {
      const json: unknown = JSON.parse(this.h.stateText.value || '{}');
      this.initial = stateFromJson(json, g);
      this.h.stateError.textContent = '';
    } catch (e) {
      this.initial = null;
      this.h.stateError.textContent = e instanceof Error ? e.message : String(e);
    }
  }

  private parseView(): void {
    const { columns, error } = parseColumns(this.h.regs.value);
    this.columns = columns;
    this.h.regs.classList.toggle('bad', error !== null);
    this.h.regs.title = error ?? 'VGPRs shown: vN, vN-vM, v[N:N+1] (an f64 pair)';
  }

  private stateJson(): StateJson {
    try {
      const j: unknown = JSON.parse(this.h.stateText.value || '{}');
      if (j !== null && typeof j === 'object' && !Array.isArray(j)) return j as StateJson;
    } catch { /* replaced below */ }
    return {};
  }

  private applyPreset(lanes: number[]): void {
    const target = this.h.presetTarget.value.trim().toLowerCase() || 'v0';
    if (!/^v\d{1,3}$/.test(target) || Number(target.slice(1)) > 255) {
      this.h.stateError.textContent = `preset target '${target}': expected a VGPR such as v0`;
      return;
    }
    const j = this.stateJson();
    j.vgpr = { ...(j.vgpr ?? {}), [target]: lanes.map(hex32) };
    this.h.stateText.value = formatStateJson(j);
    this.parseInitial();
    this.invalidate();
    this.ev.changed();
  }

  private applyExec(v: bigint): void {
    const j = this.stateJson();
    j.exec = '0x' + v.toString(16).padStart(16, '0');
    this.h.stateText.value = formatStateJson(j);
    this.parseInitial();
    this.invalidate();
    this.ev.changed();
  }

  /** Drops the current run: the view shows the initial state again. */
  invalidate(): void {
    this.session = null;
    this.before = null;
    this.traceView.set([]);
    this.ev.next(null);
    this.render();
  }

  private program(): Program {
    return this.compiled ??= compileProgram(this.words, this.gen, this.syntax);
  }

  private start(): Session | null {
    if (!this.runnable) { this.h.status.textContent = this.why; return null; }
    if (this.initial === null) { this.h.status.textContent = 'Fix the initial state first.'; return null; }
    const p = this.program();
    // An instruction outside the VOP1 family (the VOP1 decoder's 'unknown'): the whole-ISA runner, as `gcnkit run` does.
    if (p.steps.some((x) => x.raw.encoding === 'unknown')) return new WaveSession(codeBytes(this.words), this.initial.clone(), this.syntax);
    return new RunSession(p, this.initial.clone());
  }

  /** Runs to the end or the next breakpoint; continues a paused run. */
  run(): void {
    let s = this.session;
    if (s === null || s.done || s.error !== null) {
      s = this.start();
      if (s === null) { this.render(); return; }
      this.session = s;
    }
    this.before = s.state.clone();
    s.run(this.ev.breakpoints());
    this.afterMove();
  }

  /** Runs until the instruction at the editor's cursor is next (from the start when it is behind). */
  runToCursor(): void {
    const target = this.ev.cursor();
    if (target === null) { this.note('Put the cursor on an instruction to run to it.'); return; }
    let s = this.session;
    let fresh = false;
    if (s === null || s.error !== null || s.done || s.behind(target)) {
      s = this.start();
      if (s === null) { this.render(); return; }
      this.session = s;
      fresh = true;
    }
    this.before = s.state.clone();
    const stops = new Set([target]);
    if (s.next?.offset !== target) s.run(stops);
    // Not reached from here (a branch program may have passed it): from the start.
    if (!fresh && s.next?.offset !== target && s.error === null && !s.limited) {
      const again = this.start();
      if (again !== null) {
        this.session = s = again;
        if (s.next?.offset !== target) s.run(stops);
      }
    }
    if (s.next?.offset !== target && s.error === null && !s.limited) { this.afterMove(); this.note('The instruction at the cursor was not reached.'); return; }
    this.afterMove();
  }

  /** One instruction; at the end it says so instead of starting again. */
  step(): void {
    let s = this.session;
    if (s !== null && s.done) { this.note('At the end of the program: Reset to start again, or Step back.'); return; }
    if (s === null || s.error !== null) {
      s = this.start();
      if (s === null) { this.render(); return; }
      this.session = s;
    }
    this.before = s.state.clone();
    s.step();
    this.afterMove();
  }

  back(): void {
    const s = this.session;
    if (s === null || !s.canBack) { this.note('Nothing to step back over.'); return; }
    this.before = s.state.clone();
    s.back();
    this.afterMove();
  }

  reset(): void { this.invalidate(); }

  private noteText = '';
  /** A one-off message in the status line (until the next render). */
  private note(text: string): void {
    this.noteText = text;
    this.render();
  }

  private afterMove(): void {
    const s = this.session!;
    this.ev.next(s.next?.offset ?? null);
    this.showTrace();
    this.render();
  }

  private showTrace(): void {
    const s = this.session;
    this.traceView.set(s?.trace ?? [], null);
  }

  private buildExec(): void {
    for (let l = 0; l < LANES; l++) this.h.exec.append(el('span', { class: 'lane', title: `lane ${l}`, 'data-lane': String(l) }));
  }

  /** The state on view: the run's, or the initial one. */
  private shown(): { st: WaveState | null; before: WaveState | null } {
    if (this.session !== null) return { st: this.session.state, before: this.before };
    return { st: this.initial, before: null };
  }

  render(): void {
    const { st, before } = this.shown();
    const s = this.session;
    let status: string;
    if (!this.runnable) status = this.why;
    else if (s === null) status = `${this.words.length} dwords ready. Run, or step one instruction at a time.`;
    else if (s.error !== null) status = `Stopped: ${s.error}`;
    else if (s.done) status = `Done: ${s.executed} instruction${s.executed === 1 ? '' : 's'} executed.`;
    else {
      const n = s.next!;
      const why = s.limited ? `Paused after ${s.executed.toLocaleString('en-US')} instructions (a Run pauses after ${RUN_MS / 1000} s: an endless loop?); Continue runs on. `
        : s.executed > 0 && this.ev.breakpoints().has(n.offset) ? 'Paused at a breakpoint. ' : '';
      status = `${why}Next: [${n.index}] ${n.text}`;
    }
    if (this.noteText !== '') { status += ` ${this.noteText}`; this.noteText = ''; }
    this.h.status.textContent = status;
    this.h.status.classList.toggle('error', s?.error != null || !this.runnable);
    const paused = s !== null && !s.done && s.error === null && s.executed > 0;
    this.h.run.disabled = !this.runnable;
    this.h.run.textContent = paused ? 'Continue' : 'Run';
    this.h.step.disabled = !this.runnable || (s !== null && s.done);
    this.h.back.disabled = s === null || !s.canBack;
    this.h.runTo.disabled = !this.runnable;

    // EXEC as 64 lanes.
    const execLo = st?.sreg[CODE_EXEC] ?? 0;
    const execHi = st?.sreg[CODE_EXEC + 1] ?? 0;
    const active = (l: number) => ((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 1;
    this.h.exec.querySelectorAll<HTMLElement>('.lane').forEach((e, l) => e.classList.toggle('on', active(l)));
    this.h.exec.title = `EXEC = 0x${hex32(execHi).slice(2)}${hex32(execLo).slice(2)}`;

    // Scalar registers.
    this.h.scalars.replaceChildren();
    if (st !== null) {
      const j = stateToJson(st);
      const b = before !== null ? stateToJson(before) : null;
      const items: [string, string, string | undefined][] = [
        ['exec', j.exec!, b?.exec], ['vcc', j.vcc!, b?.vcc], ['m0', j.m0!, b?.m0], ['mode', j.mode!, b?.mode], ['trapsts', j.trapsts!, b?.trapsts],
        // SCC: listed once a state sets it or a whole-ISA run went through it.
        ...(j.scc !== undefined ? [['scc', j.scc, b?.scc] as [string, string, string | undefined]] : []),
        ...Object.entries(j.sgpr ?? {}).map(([k, v]): [string, string, string | undefined] => [k, v, b?.sgpr?.[k]]),
      ];
      // A register the earlier state did not list held 0: compare values, not listings.
      const num = (x: string | undefined): bigint => { try { return BigInt(x ?? '0'); } catch { return -1n; } };
      for (const [k, v, was] of items) {
        const changed = b !== null && num(was) !== num(v);
        this.h.scalars.append(el('span', { class: 'sreg' + (changed ? ' changed' : ''), 'data-sreg': k, title: changed ? `was ${was ?? '0'}` : '' },
          el('b', {}, k), ' ',
          el('span', { class: 'sval', role: 'button', tabindex: '0', 'aria-label': `${k} ${v}: edit its initial value`, title: 'click or Enter: edit the initial value' }, v),
          el('button', { type: 'button', class: 'copy-mini', 'data-copy-reg': k, 'aria-label': `copy ${k}`, title: `copy ${k}` }, 'copy')));
      }
    }

    // The lane table.
    const t = this.h.lanes;
    t.replaceChildren();
    const fmt = this.h.format.value as ValueFormat | 'f64' | 'auto';
    const formatOf = (c: Column): ValueFormat => this.formats[c.label]
      ?? (fmt === 'auto' ? formatForType(this.types.get(c.reg)) : fmt === 'f64' ? 'hex' : fmt);
    const head = el('tr', {}, el('th', {}, 'lane'));
    for (const c of this.columns) {
      const label = c.pair ? `${c.label} f64` : `${c.label} ${formatOf(c)}`;
      const th = el('th', { 'data-col': c.label, scope: 'col' });
      if (c.pair) th.append(el('span', { title: 'an f64 pair' }, label));
      else {
        const b = el('button', { type: 'button', title: 'change this column\'s format' }, label);
        b.addEventListener('click', () => { this.cycleFormat(c.label); this.h.lanes.querySelector<HTMLElement>(`th[data-col="${c.label}"] button`)?.focus(); });
        th.append(b);
      }
      head.append(th);
    }
    t.append(el('thead', {}, head));
    const body = el('tbody');
    for (let l = 0; l < LANES; l++) {
      const tr = el('tr', { class: active(l) ? '' : 'inactive' }, el('th', {}, String(l)));
      for (const c of this.columns) {
        const at = c.reg * LANES + l;
        let text = '';
        let title = '';
        let changed = false;
        if (st !== null) {
          const v = st.vgpr[at]!;
          if (c.pair) {
            const hi = st.vgpr[at + LANES]!;
            text = fmt === 'hex' ? hex32(hi).slice(2) + hex32(v).slice(2) : String(f64FromBits(hi, v));
            title = `0x${hex32(hi).slice(2)}${hex32(v).slice(2)}`;
            changed = before !== null && (before.vgpr[at] !== v || before.vgpr[at + LANES] !== hi);
          } else {
            text = formatValue(v, formatOf(c));
            title = `${c.label}[${l}] = ${hex32(v)}`;
            changed = before !== null && before.vgpr[at] !== v;
          }
        }
        const editable = !c.pair && st !== null;
        const attrs: Record<string, string> = { class: changed ? 'changed' : '', title, 'data-reg': c.label, 'data-lane': String(l) };
        if (editable) {
          attrs['tabindex'] = l === 0 && c === this.columns.find((x) => !x.pair) ? '0' : '-1';
          attrs['data-format'] = formatOf(c);
        }
        tr.append(el('td', attrs, text));
      }
      body.append(tr);
    }
    t.append(body);
  }

  // --- registers edited in place: the value goes into the initial state -------

  private wireEditing(): void {
    const cellOf = (e: Event) => (e.target as HTMLElement).closest<HTMLElement>('td[data-format]');
    this.h.lanes.addEventListener('click', (e) => { const td = cellOf(e); if (td !== null && td.querySelector('input') === null) this.editLane(td); });
    this.h.lanes.addEventListener('keydown', (e) => {
      const td = cellOf(e);
      if (td === null || (e.target as HTMLElement).tagName === 'INPUT') return;
      if (e.key === 'Enter' || e.key === 'F2') { e.preventDefault(); this.editLane(td); return; }
      if ((e.ctrlKey || e.metaKey) && e.key === 'c') {
        e.preventDefault();
        void copyText(td.textContent ?? '').then((ok) => flashCopied(this.h.regCopied, ok, `${td.dataset['reg']}[${td.dataset['lane']}]`));
        return;
      }
      const move: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
      const d = move[e.key];
      if (d === undefined) return;
      const cols = this.columns.filter((c) => !c.pair).map((c) => c.label);
      const lane = Number(td.dataset['lane']) + d[0];
      const col = cols[cols.indexOf(td.dataset['reg']!) + d[1]];
      const next = col === undefined ? null : this.h.lanes.querySelector<HTMLElement>(`td[data-reg="${col}"][data-lane="${lane}"]`);
      if (next === null) return;
      e.preventDefault();
      td.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });
    this.h.scalars.addEventListener('click', (e) => {
      const t = e.target as HTMLElement;
      const chip = t.closest<HTMLElement>('[data-sreg]');
      if (chip === null) return;
      const k = chip.dataset['sreg']!;
      if (t.closest('[data-copy-reg]') !== null) {
        const v = chip.querySelector('.sval')?.textContent ?? '';
        void copyText(v).then((ok) => flashCopied(this.h.regCopied, ok, k));
      } else if (t.closest('.sval') !== null && chip.querySelector('input') === null) this.editScalar(chip);
    });
    this.h.scalars.addEventListener('keydown', (e) => {
      const v = (e.target as HTMLElement).closest<HTMLElement>('.sval');
      if (v === null || (e.key !== 'Enter' && e.key !== 'F2')) return;
      e.preventDefault();
      this.editScalar(v.closest<HTMLElement>('[data-sreg]')!);
    });
  }

  /** An input in place of `host`'s content; Enter or leaving it applies, Escape cancels. */
  private editIn(host: HTMLElement, start: string, label: string, apply: (text: string) => string | null, refocus: string): void {
    const input = el('input', { class: 'cell-edit', value: start, size: String(Math.max(4, start.length + 1)), 'aria-label': `${label}: new initial value` });
    host.replaceChildren(input);
    input.focus();
    input.select();
    let done = false;
    let busy = false; // applying re-renders, which may blur the input
    const finish = (commit: boolean, key = false): void => {
      if (done || busy) return;
      if (commit) {
        busy = true;
        let err: string | null;
        try { err = apply(input.value); } finally { busy = false; }
        if (err !== null) {
          this.h.stateError.textContent = `${label}: ${err}`;
          input.classList.add('bad');
          input.setAttribute('aria-invalid', 'true');
          if (document.activeElement === input) return; // Enter: keep editing
        }
        done = true;
        if (err !== null) this.render(); // else the new state is drawn already
      } else {
        done = true;
        this.render();
      }
      if (key) this.h.lanes.parentElement?.parentElement?.querySelector<HTMLElement>(refocus)?.focus();
    };
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') { e.preventDefault(); e.stopPropagation(); finish(true, true); }
      else if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); this.h.stateError.textContent = ''; finish(false, true); }
    });
    input.addEventListener('blur', () => finish(true));
  }

  private editLane(td: HTMLElement): void {
    const label = td.dataset['reg']!;
    const lane = Number(td.dataset['lane']);
    const c = this.columns.find((x) => x.label === label && !x.pair);
    if (c === undefined) return;
    const fmt = td.dataset['format'] as ValueFormat;
    const name = `${label}[${lane}]`;
    this.editIn(td, td.textContent ?? '', name, (text) => {
      const init = this.initial;
      if (init === null) return 'fix the initial state JSON first';
      const base = c.reg * LANES;
      const bits = parseFormatted(text, fmt, init.vgpr[base + lane]!);
      if (typeof bits === 'string') return `${bits} (as ${fmt})`;
      const lanes = Array.from(init.vgpr.subarray(base, base + LANES));
      lanes[lane] = bits;
      const j = this.stateJson();
      j.vgpr = { ...(j.vgpr ?? {}), [`v${c.reg}`]: lanes.map(hex32) };
      this.writeState(j, `${name} = ${hex32(bits)} in the initial state.`);
      return null;
    }, `td[data-reg="${label}"][data-lane="${lane}"]`);
  }

  private editScalar(chip: HTMLElement): void {
    const k = chip.dataset['sreg']!;
    const v = chip.querySelector<HTMLElement>('.sval')!;
    const wide = k === 'exec' || k === 'vcc';
    this.editIn(v, v.textContent ?? '', k, (text) => {
      if (this.initial === null) return 'fix the initial state JSON first';
      const r = parseScalar(text, wide ? 64 : 32);
      if (typeof r === 'string') return r;
      const j = this.stateJson();
      if (k === 'scc') {
        if (r > 1n) return `'${text.trim()}': SCC is 0 or 1`;
        j.scc = String(r);
        this.writeState(j, `scc = ${r} in the initial state.`);
        return null;
      }
      const hex = '0x' + r.toString(16).padStart(wide ? 16 : 8, '0');
      if (k === 'exec' || k === 'vcc' || k === 'm0' || k === 'mode' || k === 'trapsts') j[k] = hex;
      else j.sgpr = { ...(j.sgpr ?? {}), [k]: hex };
      this.writeState(j, `${k} = ${hex} in the initial state.`);
      return null;
    }, `[data-sreg="${k}"] .sval`);
  }

  private writeState(j: StateJson, message: string): void {
    this.h.stateText.value = formatStateJson(j);
    this.parseInitial();
    this.invalidate();
    this.ev.changed();
    this.note(message);
  }

  private cycleFormat(label: string): void {
    const cur = this.formats[label];
    const i = cur === undefined ? -1 : FORMATS.indexOf(cur);
    const next = FORMATS[i + 1];
    if (next === undefined) delete this.formats[label];
    else this.formats[label] = next;
    this.render();
    this.ev.changed();
  }
}
