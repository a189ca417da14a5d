// The arguments of a kernel run, one form row per explicit argument of the
// kernel's metadata: a buffer (element type, size, initial data: an
// expression of i, a list, random or zero), a scalar (type and value) or
// dynamic LDS (bytes). Lists and scalar values go through the library's
// ARGS.json parser, so a decimal is rounded once to its type as
// `gcnkit run --args` rounds it.

import type { ArgInfo, KernelArg } from '../../src/emu/dispatch.js';
import { ArgsError, ELEMENT_TYPES, parseKernelArgs, type ElementType } from '../../src/emu/kernel-args.js';
import { el } from './dom.js';
import { compileExpr, ExprError } from './fill-expr.js';
import { bitsFromF16 } from './values.js';

export const ELEMENT_SIZE: Record<ElementType, number> = { i8: 1, u8: 1, i16: 2, u16: 2, f16: 2, i32: 4, u32: 4, f32: 4, i64: 8, u64: 8, f64: 8 };
export type FillMode = 'expr' | 'list' | 'random' | 'zero';
const MAX_BYTES = 64 << 20;

/** A buffer's initial contents, and its element type, for the output view. */
export interface BuiltArg {
  readonly info: ArgInfo;
  readonly arg: KernelArg;
  readonly element: ElementType | null;
  readonly initial: Uint8Array | null;
}

/** The element or scalar type a metadata type name suggests (`float*`, `uint`, `double`...). */
export function typeFromName(name: unknown, size: number): ElementType {
  const t = typeof name === 'string' ? name.replace(/\*|\b(const|restrict|volatile|global|__global|constant)\b/g, '').trim() : '';
  const known: Record<string, ElementType> = {
    float: 'f32', double: 'f64', half: 'f16', int: 'i32', uint: 'u32', 'unsigned int': 'u32', long: 'i64', ulong: 'u64',
    short: 'i16', ushort: 'u16', char: 'i8', uchar: 'u8',
  };
  return known[t] ?? (size === 8 ? 'u64' : size === 2 ? 'u16' : size === 1 ? 'u8' : 'u32');
}

/** Bits of one double in an element type (integers wrap; NaN or infinity for an integer is an error). */
export function putNumber(dv: DataView, at: number, t: ElementType, v: number): void {
  switch (t) {
    case 'f32': dv.setFloat32(at, v, true); return;
    case 'f64': dv.setFloat64(at, v, true); return;
    case 'f16': dv.setUint16(at, bitsFromF16(v), true); return;
  }
  if (!Number.isFinite(v)) throw new RangeError(`${v} is not a number an integer type can hold`);
  const x = Math.trunc(v);
  switch (ELEMENT_SIZE[t]) {
    case 1: dv.setUint8(at, x); return; // the setters wrap modulo 2^bits
    case 2: dv.setUint16(at, x, true); return;
    case 4: dv.setUint32(at, x, true); return;
    default: dv.setBigUint64(at, BigInt.asUintN(64, BigInt(x)), true);
  }
}

/** A small deterministic generator (mulberry32), so that a run can be repeated. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A list item as JSON for the ARGS.json parser: a number, or "0x..." bits. */
function listJson(items: string[]): string {
  return '[' + items.map((s) => {
    if (/^0x[0-9a-f]+$/i.test(s)) return JSON.stringify(s);
    if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(s)) return s;
    throw new ArgsError(`'${s.slice(0, 30)}' is not a decimal number or 0x... bits`);
  }).join(',') + ']';
}

/** The buffer's bytes from its fill. */
export function fillBuffer(t: ElementType, count: number, mode: FillMode, text: string, seed: number): Uint8Array {
  const es = ELEMENT_SIZE[t];
  if (!Number.isInteger(count) || count < 0 || count * es > MAX_BYTES) throw new ArgsError(`the size must be 0 to ${MAX_BYTES / es} elements`);
  const bytes = new Uint8Array(count * es);
  const dv = new DataView(bytes.buffer);
  if (mode === 'zero') return bytes;
  if (mode === 'random') {
    const r = random(seed);
    const float = t.startsWith('f');
    for (let i = 0; i < count; i++) {
      if (float) putNumber(dv, i * es, t, r());
      else for (let b = 0; b < es; b++) bytes[i * es + b] = Math.floor(r() * 256);
    }
    return bytes;
  }
  if (mode === 'list') {
    const items = text.split(/[\s,]+/).filter((s) => s !== '');
    if (items.length === 0) throw new ArgsError('the list is empty');
    const parsed = parseKernelArgs(`{"args":[{"type":"${t}*","data":${listJson(items)}}]}`, [LIST_PARAM]);
    const one = (parsed[0]!.arg as { data: Uint8Array }).data;
    for (let at = 0; at < bytes.length; at += one.length) bytes.set(one.subarray(0, Math.min(one.length, bytes.length - at)), at);
    return bytes;
  }
  let f;
  try { f = compileExpr(text); } catch (e) { throw new ArgsError(e instanceof ExprError ? e.message : String(e)); }
  for (let i = 0; i < count; i++) {
    const v = f(i, count);
    try { putNumber(dv, i * es, t, v); } catch (e) { throw new ArgsError(`element ${i}: ${(e as Error).message}`); }
  }
  return bytes;
}

const LIST_PARAM: ArgInfo = { name: 'list', offset: 0, size: 8, kind: 'global_buffer', hidden: false };

/** One row of the form. */
interface Row {
  readonly info: ArgInfo;
  readonly type: HTMLSelectElement | null;
  readonly size: HTMLInputElement | null;
  readonly mode: HTMLSelectElement | null;
  readonly text: HTMLInputElement | null;
}

export class ArgsForm {
  private rows: Row[] = [];

  constructor(private readonly host: HTMLElement) {}

  /** Rows for a kernel's explicit arguments; `meta` holds each argument's metadata (for its type name). */
  show(args: readonly ArgInfo[], meta: readonly unknown[], elements: number): void {
    this.rows = [];
    const body = el('tbody');
    args.filter((a) => !a.hidden).forEach((a, i) => {
      const m = meta[i] as Record<string, unknown> | undefined;
      const tname = m?.['.type_name'] ?? m?.['TypeName'];
      // v3's .value_type (v2's ValueType): the scalar's or the pointee's type, when llc wrote one.
      const vt = String(m?.['.value_type'] ?? m?.['ValueType'] ?? '').toLowerCase();
      const given = (ELEMENT_TYPES as readonly string[]).includes(vt) ? vt as ElementType : null;
      const id = `kr-arg-${i}`;
      const tr = el('tr', { 'data-arg': a.name }, el('th', { scope: 'row' }, el('code', {}, a.name || `arg${i}`)), el('td', { class: 'muted' }, a.kind));
      let row: Row;
      if (a.kind === 'global_buffer') {
        const pointee = given ?? (typeof tname === 'string' ? typeFromName(tname, 4) : 'f32');
        const type = select(ELEMENT_TYPES.map((t) => [t, `${t}*`]), pointee, `${a.name} element type`);
        const size = el('input', { type: 'number', min: '0', value: String(elements), class: 'kr-size', 'aria-label': `${a.name} elements` });
        const mode = select([['expr', 'expression'], ['list', 'list'], ['random', 'random'], ['zero', 'zero']], i === 0 ? 'zero' : 'expr', `${a.name} initial data`);
        const text = el('input', { value: 'i', class: 'kr-data', id, 'aria-label': `${a.name} data`, title: 'expression of i (index) and n (size): i*0.5, sin(i), 1/(i+1); or a list 1,2,3 (repeated), 0x... for exact bits' });
        const sync = () => { text.disabled = mode.value === 'random' || mode.value === 'zero'; };
        mode.addEventListener('change', sync);
        sync();
        tr.append(el('td', {}, type), el('td', {}, size, ' elements'), el('td', {}, mode, ' ', text));
        row = { info: a, type, size, mode, text };
      } else if (a.kind === 'by_value') {
        const fits = ELEMENT_TYPES.filter((t) => ELEMENT_SIZE[t] <= a.size);
        const type = select(fits.map((t) => [t, t]), given !== null && ELEMENT_SIZE[given] <= a.size ? given : typeFromName(tname, a.size), `${a.name} type`);
        const text = el('input', { value: '0', class: 'kr-data', id, 'aria-label': `${a.name} value`, title: 'a decimal (rounded once to the type) or 0x... for exact bits' });
        tr.append(el('td', {}, type), el('td', {}, `${a.size} bytes`), el('td', {}, text));
        row = { info: a, type, size: null, mode: null, text };
      } else if (a.kind === 'dynamic_shared_pointer') {
        const size = el('input', { type: 'number', min: '0', max: '65536', value: '0', class: 'kr-size', 'aria-label': `${a.name} LDS bytes` });
        tr.append(el('td', {}, 'local'), el('td', {}, size, ' bytes'), el('td'));
        row = { info: a, type: null, size, mode: null, text: null };
      } else {
        tr.append(el('td', { colspan: '3', class: 'error' }, `${a.kind} arguments cannot be given here`));
        row = { info: a, type: null, size: null, mode: null, text: null };
      }
      this.rows.push(row);
      body.append(tr);
    });
    const head = el('thead', {}, el('tr', {}, ...['argument', 'kind', 'type', 'size', 'initial data / value'].map((t) => el('th', { scope: 'col' }, t))));
    this.host.replaceChildren(...(this.rows.length > 0 ? [head, body] : [el('tbody', {}, el('tr', {}, el('td', { class: 'muted' }, 'The kernel takes no arguments.')))]));
  }

  /** The arguments, or a message naming the first bad one. */
  build(): { args: BuiltArg[] } | { error: string } {
    const out: BuiltArg[] = [];
    for (const [i, r] of this.rows.entries()) {
      const a = r.info;
      for (const x of [r.size, r.text]) x?.classList.remove('bad');
      try {
        if (a.kind === 'global_buffer') {
          const t = r.type!.value as ElementType;
          const data = fillBuffer(t, Number(r.size!.value), r.mode!.value as FillMode, r.text!.value, 1 + i);
          out.push({ info: a, arg: { kind: 'buffer', data }, element: t, initial: data.slice() });
        } else if (a.kind === 'by_value') {
          const v = r.text!.value.trim();
          const json = /^0x[0-9a-f]+$/i.test(v) ? JSON.stringify(v) : /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(v) ? v : null;
          if (json === null) throw new ArgsError(`'${v.slice(0, 30)}' is not a decimal number or 0x... bits`);
          const p = parseKernelArgs(`{"args":[{"type":"${r.type!.value}","value":${json}}]}`, [a]);
          out.push({ info: a, arg: p[0]!.arg, element: null, initial: null });
        } else if (a.kind === 'dynamic_shared_pointer') {
          const size = Number(r.size!.value);
          if (!Number.isInteger(size) || size < 0 || size > 65536) throw new ArgsError('LDS bytes must be 0 to 65536');
          out.push({ info: a, arg: { kind: 'local', size }, element: null, initial: null });
        } else throw new ArgsError(`${a.kind} arguments are not supported`);
      } catch (e) {
        if (!(e instanceof ArgsError)) throw e;
        (r.mode?.value === 'expr' || r.mode?.value === 'list' || a.kind === 'by_value' ? r.text : r.size)?.classList.add('bad');
        return { error: `argument ${a.name}: ${e.message}` };
      }
    }
    return { args: out };
  }
}

function select(options: readonly (readonly [string, string])[], value: string, label: string): HTMLSelectElement {
  const s = el('select', { 'aria-label': label }, ...options.map(([v, t]) => el('option', { value: v }, t)));
  s.value = value;
  return s;
}
