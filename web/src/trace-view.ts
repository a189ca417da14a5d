// The trace as a virtual list: only the rows in view are in the DOM, so a run
// of thousands of instructions renders in constant time (a plain <ol> with a
// numbered item per step made the layout quadratic). The rows may be made on
// demand (a whole-ISA run re-runs to the rows in view, session-wave.ts).

import { el } from './dom.js';
import type { TraceLine } from './session.js';

const ROW = 18;

/** Trace rows read by number: an array, or rows made when they come into view. */
export interface TraceSource {
  readonly length: number;
  line(i: number): TraceLine;
}

const arraySource = (lines: readonly TraceLine[]): TraceSource => ({ length: lines.length, line: (i) => lines[i]! });
const OVERSCAN = 6;

export class TraceView {
  private lines: TraceSource = arraySource([]);
  private current: number | null = null;
  private frame = 0;

  /** `scroller` has a fixed height and scrolls; `list` (inside it) gets the rows. */
  constructor(private readonly scroller: HTMLElement, private readonly list: HTMLElement) {
    scroller.addEventListener('scroll', () => {
      if (this.frame === 0) this.frame = requestAnimationFrame(() => { this.frame = 0; this.draw(); });
    });
  }

  /** Shows `lines`, scrolled so that the last one (or the current pc's) is in view. */
  set(lines: readonly TraceLine[] | TraceSource, current: number | null = null): void {
    this.lines = 'line' in lines ? lines : arraySource(lines);
    this.current = current;
    this.list.style.height = `${lines.length * ROW}px`;
    const h = this.scroller.clientHeight || 10 * ROW;
    const target = lines.length * ROW;
    if (target > this.scroller.scrollTop + h || target < this.scroller.scrollTop + ROW) {
      this.scroller.scrollTop = Math.max(0, target - h);
    }
    this.draw();
  }

  private draw(): void {
    const h = this.scroller.clientHeight || 10 * ROW;
    const first = Math.max(0, Math.floor(this.scroller.scrollTop / ROW) - OVERSCAN);
    const last = Math.min(this.lines.length, Math.ceil((this.scroller.scrollTop + h) / ROW) + OVERSCAN);
    const rows: HTMLElement[] = [];
    for (let i = first; i < last; i++) {
      const t = this.lines.line(i);
      rows.push(el('li', {
        style: `top:${i * ROW}px`, 'data-pc': String(t.pc), class: t.pc === this.current ? 'current' : '',
        'aria-setsize': String(this.lines.length), 'aria-posinset': String(i + 1),
      }, el('span', { class: 'trace-pc' }, `[${t.pc}]`), ' ', el('code', {}, t.text), t.changes === '' ? '' : ` — ${t.changes}`));
    }
    this.list.replaceChildren(...rows);
  }
}
