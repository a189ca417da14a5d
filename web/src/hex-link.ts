// Source lines linked to their machine code: the hex pane has one line per
// statement with bytes (hexText), so the k-th such statement is hex line k.
// A textarea cannot colour a part of its text, so the highlight is drawn on a
// backdrop behind it that holds the same text, with the linked lines marked.

import type { LiveAssembly, Statement } from './assembly.js';
import { el } from './dom.js';

/** The statements the hex pane shows, in its line order. */
export function hexStatements(a: LiveAssembly): Statement[] {
  return a.statements.filter((s) => s.bytes.length > 0);
}

/** Hex lines (0-based) of the statements on source lines [from, to] (1-based). */
export function hexLinesOf(a: LiveAssembly, from: number, to: number): number[] {
  const out: number[] = [];
  hexStatements(a).forEach((s, k) => { if (s.line >= from && s.line <= to) out.push(k); });
  return out;
}

/** The 0-based line of a textarea offset. */
export function lineAtOffset(text: string, offset: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

export class HexBackdrop {
  private marked: readonly number[] = [];

  constructor(private readonly area: HTMLTextAreaElement, private readonly host: HTMLElement) {
    area.addEventListener('scroll', () => this.sync());
    area.addEventListener('input', () => this.render());
    new ResizeObserver(() => this.sync()).observe(area);
  }

  /** Marks these hex lines (0-based) and scrolls the first into view. */
  mark(lines: readonly number[], scroll: boolean): void {
    const same = lines.length === this.marked.length && lines.every((l, i) => l === this.marked[i]);
    this.marked = lines;
    if (!same || this.drawn !== this.area.value) this.render();
    if (!scroll || lines.length === 0) return;
    const m = this.host.querySelector<HTMLElement>('mark');
    if (m === null) return;
    const top = m.offsetTop;
    const view = this.area.clientHeight;
    if (top < this.area.scrollTop || top + m.offsetHeight > this.area.scrollTop + view) {
      this.area.scrollTop = Math.max(0, top - view / 3);
    }
    this.sync();
  }

  /** The text the backdrop holds. */
  private drawn = '';

  /** Redraws the backdrop from the textarea's text (call after setting its value): text runs and a mark per marked line. */
  render(): void {
    const text = this.area.value;
    this.drawn = text;
    const parts: (Node | string)[] = [];
    let from = 0;
    let line = 0;
    let at = 0; // start of line `line`
    for (const k of [...this.marked].sort((x, y) => x - y)) {
      while (line < k) {
        const nl = text.indexOf('\n', at);
        if (nl < 0) { at = -1; break; }
        at = nl + 1;
        line++;
      }
      if (at < 0) break;
      const end = text.indexOf('\n', at);
      const stop = end < 0 ? text.length : end;
      if (stop === at) continue;
      parts.push(text.slice(from, at), el('mark', { class: 'hex-linked', 'data-hex-line': String(k) }, text.slice(at, stop)));
      from = stop;
    }
    parts.push(text.slice(from), ' '); // the space keeps a trailing newline's height
    this.host.replaceChildren(...parts);
    this.sync();
  }

  private sync(): void {
    this.host.style.width = `${this.area.clientWidth + 2}px`; // the textarea's content and padding, its border
    this.host.style.height = `${this.area.offsetHeight}px`;
    this.host.scrollTop = this.area.scrollTop;
    this.host.scrollLeft = this.area.scrollLeft;
  }
}
