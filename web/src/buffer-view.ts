// The buffers after a kernel run: one paged table per buffer argument with
// each element's exact bits in hex and its value in the element type, the
// elements the run changed highlighted (with the value they had before).

import type { ElementType } from '../../src/emu/kernel-args.js';
import { el } from './dom.js';
import { ELEMENT_SIZE } from './kernel-form.js';
import { formatF16, formatF32 } from './values.js';

const PAGE = 64;

/** An element's bits as hex of its width. */
export function elementHex(b: Uint8Array, t: ElementType, i: number): string {
  const es = ELEMENT_SIZE[t];
  let h = '';
  for (let k = es - 1; k >= 0; k--) h += b[i * es + k]!.toString(16).padStart(2, '0');
  return '0x' + h;
}

/** An element's value in its type (shortest decimal that reads back to the same bits for floats). */
export function elementValue(b: Uint8Array, t: ElementType, i: number): string {
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const at = i * ELEMENT_SIZE[t];
  switch (t) {
    case 'f32': return formatF32(dv.getUint32(at, true));
    case 'f16': return formatF16(dv.getUint16(at, true));
    case 'f64': { const v = dv.getFloat64(at, true); return Number.isNaN(v) ? 'nan' : String(v); }
    case 'i8': return String(dv.getInt8(at));
    case 'u8': return String(dv.getUint8(at));
    case 'i16': return String(dv.getInt16(at, true));
    case 'u16': return String(dv.getUint16(at, true));
    case 'i32': return String(dv.getInt32(at, true));
    case 'u32': return String(dv.getUint32(at, true));
    case 'i64': return String(dv.getBigInt64(at, true));
    case 'u64': return String(dv.getBigUint64(at, true));
  }
}

function differs(a: Uint8Array, b: Uint8Array, es: number, i: number): boolean {
  for (let k = 0; k < es; k++) if (a[i * es + k] !== b[i * es + k]) return true;
  return false;
}

/** One buffer's table with its pager. */
export class BufferTable {
  private page = 0;
  readonly root: HTMLElement;
  private readonly table: HTMLTableElement;
  private readonly where: HTMLElement;
  private readonly count: number;
  private readonly changed: number;

  constructor(private readonly name: string, private readonly t: ElementType, private readonly after: Uint8Array, private readonly before: Uint8Array) {
    const es = ELEMENT_SIZE[t];
    this.count = after.length / es;
    let changed = 0;
    for (let i = 0; i < this.count; i++) if (differs(after, before, es, i)) changed++;
    this.changed = changed;
    this.table = el('table', { class: 'lanes kr-buffer', 'aria-label': `buffer ${name}` });
    this.where = el('span', { class: 'status' });
    const btn = (label: string, title: string, to: () => number) => {
      const b = el('button', { type: 'button', title, 'aria-label': `${name}: ${title}` }, label);
      b.addEventListener('click', () => this.go(to()));
      return b;
    };
    const goto = el('input', { type: 'number', min: '0', size: '6', 'aria-label': `${name}: go to element`, placeholder: 'element' });
    goto.addEventListener('change', () => this.go(Math.floor(Number(goto.value) / PAGE)));
    const pages = Math.max(1, Math.ceil(this.count / PAGE));
    const nextChanged = () => {
      for (let i = (this.page + 1) * PAGE; i < this.count; i++) if (differs(after, before, es, i)) return Math.floor(i / PAGE);
      return this.page;
    };
    this.root = el('div', { class: 'kr-buf', 'data-buffer': name },
      el('h4', {}, el('code', {}, `${name}`), ` ${t}* · ${this.count} element${this.count === 1 ? '' : 's'} · `,
        el('span', { class: changed > 0 ? 'kr-changed' : 'muted', 'data-changed': String(changed) }, `${changed} changed`)),
      el('div', { class: 'kr-pager' }, btn('«', 'first page', () => 0), btn('‹', 'previous page', () => this.page - 1),
        btn('›', 'next page', () => this.page + 1), btn('»', 'last page', () => pages - 1),
        btn('next changed', 'next page with a changed element', nextChanged), goto, this.where),
      el('div', { class: 'lanes-wrap kr-buf-wrap', tabindex: '0', role: 'region', 'aria-label': `buffer ${name} values` }, this.table));
    this.go(0);
  }

  go(page: number): void {
    const es = ELEMENT_SIZE[this.t];
    const pages = Math.max(1, Math.ceil(this.count / PAGE));
    this.page = Math.max(0, Math.min(pages - 1, page));
    const first = this.page * PAGE;
    const last = Math.min(this.count, first + PAGE);
    this.where.textContent = this.count === 0 ? 'empty' : `elements ${first}–${last - 1} (page ${this.page + 1} of ${pages})`;
    const body = el('tbody');
    for (let i = first; i < last; i++) {
      const ch = differs(this.after, this.before, es, i);
      const attrs: Record<string, string> = { 'data-index': String(i) };
      if (ch) { attrs['class'] = 'changed'; attrs['title'] = `was ${elementHex(this.before, this.t, i)} (${elementValue(this.before, this.t, i)})`; }
      body.append(el('tr', {}, el('th', { scope: 'row' }, String(i)),
        el('td', { ...attrs, 'data-col': 'hex' }, elementHex(this.after, this.t, i)),
        el('td', { ...attrs, 'data-col': 'value' }, elementValue(this.after, this.t, i))));
    }
    this.table.replaceChildren(el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'index'), el('th', { scope: 'col' }, 'bits'), el('th', { scope: 'col' }, this.t))), body);
  }

  /** Elements the run changed. */
  get changedCount(): number { return this.changed; }
}
