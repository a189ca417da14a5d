// The ARGS.json of `gcnkit run --grid` (interface.md, "Running kernels"):
// typed buffers with initial data or a size, scalars and dynamic LDS, turned
// into the bytes the dispatch maps; and the output JSON with every buffer's
// final bits. Float decimals are rounded once, to nearest even, from their
// exact decimal value (the assembler's BigInt conversion), so JSON numbers
// are kept as text while parsing.

import { F16, F32, F64, parseFloatText, roundToFormat } from '../asm/float.js';
import type { ArgInfo, KernelArg } from './dispatch.js';

export class ArgsError extends Error {
  constructor(message: string, readonly path: readonly (string | number)[] = []) {
    super(message);
  }
}

export const ELEMENT_TYPES = ['i8', 'u8', 'i16', 'u16', 'f16', 'i32', 'u32', 'f32', 'i64', 'u64', 'f64'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

const SIZE: Record<ElementType, number> = { i8: 1, u8: 1, i16: 2, u16: 2, f16: 2, i32: 4, u32: 4, f32: 4, i64: 8, u64: 8, f64: 8 };
const NUM = '\u0001';

/** JSON.parse, with every number literal kept as its text (prefixed by \u0001). */
export function parseJsonKeepNumbers(text: string): unknown {
  JSON.parse(text); // syntax errors first, at the original offsets
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      let j = i + 1;
      while (j < n && /[0-9eE+\-.]/.test(text[j]!)) j++;
      out += `"\\u0001${text.slice(i, j)}"`;
      i = j;
    } else { out += c; i++; }
  }
  return JSON.parse(out);
}

const isNum = (v: unknown): v is string => typeof v === 'string' && v.startsWith(NUM);

/** Bits of one element value: a "0x..." string (exact bits) or a JSON number. */
export function elementBits(v: unknown, t: ElementType, path: (string | number)[]): bigint {
  const bits = BigInt(SIZE[t] * 8);
  if (typeof v === 'string' && !isNum(v)) {
    if (!/^0x[0-9a-fA-F]{1,16}$/.test(v)) throw new ArgsError(`'${String(v).slice(0, 40)}' is not a number or a "0x..." bit pattern`, path);
    const x = BigInt(v);
    if (x >> bits !== 0n) throw new ArgsError(`${v} does not fit in ${t}`, path);
    return x;
  }
  if (!isNum(v)) throw new ArgsError(`expected a number or a "0x..." string for ${t}`, path);
  const text = v.slice(1);
  if (t === 'f16' || t === 'f32' || t === 'f64') {
    // An integer literal is a float with no fraction.
    const e = parseFloatText(/^-?[0-9]+$/.test(text) ? `${text}.0` : text);
    if (e === null) throw new ArgsError(`'${text}' is not a number`, path);
    return roundToFormat(e, t === 'f16' ? F16 : t === 'f32' ? F32 : F64).bits;
  }
  if (!/^-?[0-9]+$/.test(text)) throw new ArgsError(`${t} needs an integer, not ${text}`, path);
  const x = BigInt(text);
  const signed = t.startsWith('i');
  const lo = signed ? -(1n << (bits - 1n)) : 0n;
  const hi = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
  if (x < lo || x > hi) throw new ArgsError(`${text} is out of range for ${t}`, path);
  return BigInt.asUintN(Number(bits), x);
}

function putBits(dv: DataView, at: number, size: number, b: bigint): void {
  if (size === 1) dv.setUint8(at, Number(b));
  else if (size === 2) dv.setUint16(at, Number(b), true);
  else if (size === 4) dv.setUint32(at, Number(b), true);
  else dv.setBigUint64(at, b, true);
}

export interface ParsedArg {
  readonly type: string;
  readonly arg: KernelArg;
  /** Element type of a buffer (for the output). */
  readonly element: ElementType | null;
  /** The JSON value as given (scalars and local are echoed). */
  readonly given: unknown;
}

function elementType(s: unknown, path: (string | number)[]): ElementType {
  if (typeof s !== 'string' || !(ELEMENT_TYPES as readonly string[]).includes(s)) {
    throw new ArgsError(`unknown type ${JSON.stringify(s)}; types: ${ELEMENT_TYPES.join(' ')} (buffers: TYPE*, dynamic LDS: local)`, path);
  }
  return s as ElementType;
}

const MAX_BUFFER = 1 << 30;

/** Parses ARGS.json text against the kernel's explicit arguments. */
export function parseKernelArgs(text: string, params: readonly ArgInfo[]): ParsedArg[] {
  const json = parseJsonKeepNumbers(text) as { args?: unknown };
  if (json === null || typeof json !== 'object' || Array.isArray(json) || !Array.isArray(json.args)) {
    throw new ArgsError('ARGS.json must be an object { "args": [ ... ] }');
  }
  const list = json.args as unknown[];
  const explicit = params.filter((p) => !p.hidden);
  if (list.length !== explicit.length) {
    throw new ArgsError(`the kernel takes ${explicit.length} arguments (${explicit.map((p) => p.name).join(', ')}), ARGS.json gives ${list.length}`, ['args']);
  }
  return list.map((a, i): ParsedArg => {
    const path: (string | number)[] = ['args', i];
    const p = explicit[i]!;
    if (a === null || typeof a !== 'object' || Array.isArray(a)) throw new ArgsError('each argument is an object with a "type"', path);
    const o = a as Record<string, unknown>;
    const type = o.type;
    if (type === 'local') {
      const size = isNum(o.size) ? Number(o.size.slice(1)) : NaN;
      if (!Number.isInteger(size) || size < 0 || size > 65536) throw new ArgsError('a local argument needs "size": bytes (0..65536)', [...path, 'size']);
      if (p.kind !== 'dynamic_shared_pointer') throw new ArgsError(`argument ${p.name} is not a local (LDS) pointer`, [...path, 'type']);
      return { type, arg: { kind: 'local', size }, element: null, given: { type, size } };
    }
    if (typeof type === 'string' && type.endsWith('*')) {
      const t = elementType(type.slice(0, -1), [...path, 'type']);
      if (p.kind !== 'global_buffer') throw new ArgsError(`argument ${p.name} is not a buffer (${p.kind})`, [...path, 'type']);
      const es = SIZE[t];
      if (Array.isArray(o.data)) {
        const data = o.data as unknown[];
        if (data.length * es > MAX_BUFFER) throw new ArgsError('the buffer is larger than 1 GiB', [...path, 'data']);
        const bytes = new Uint8Array(data.length * es);
        const dv = new DataView(bytes.buffer);
        data.forEach((v, j) => putBits(dv, j * es, es, elementBits(v, t, [...path, 'data', j])));
        return { type, arg: { kind: 'buffer', data: bytes }, element: t, given: null };
      }
      const size = isNum(o.size) ? Number(o.size.slice(1)) : NaN;
      if (!Number.isInteger(size) || size < 0 || size * es > MAX_BUFFER) throw new ArgsError('a buffer needs "data": [...] or "size": elements', path);
      return { type, arg: { kind: 'buffer', data: new Uint8Array(size * es) }, element: t, given: null };
    }
    const t = elementType(type, [...path, 'type']);
    if (p.kind !== 'by_value') throw new ArgsError(`argument ${p.name} is a ${p.kind}, not a scalar`, [...path, 'type']);
    const es = SIZE[t];
    if (es > p.size) throw new ArgsError(`argument ${p.name} has ${p.size} bytes; ${t} has ${es}`, [...path, 'type']);
    const bytes = new Uint8Array(p.size);
    putBits(new DataView(bytes.buffer), 0, es, elementBits(o.value, t, [...path, 'value']));
    const given = { type: t, value: isNum(o.value) ? Number(o.value.slice(1)) : o.value };
    return { type: t, arg: { kind: 'value', data: bytes }, element: null, given };
  });
}

/** The output JSON's "args": buffers with every element's bits as hex, others echoed. */
export function argsOutput(parsed: readonly ParsedArg[], buffers: readonly (Uint8Array | null)[]): unknown[] {
  return parsed.map((p, i) => {
    const b = buffers[i];
    if (p.element === null || b === null || b === undefined) return p.given;
    const es = SIZE[p.element];
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
    const data: string[] = new Array(b.length / es);
    for (let j = 0; j < data.length; j++) {
      const v = es === 1 ? dv.getUint8(j) : es === 2 ? dv.getUint16(j * es, true) : es === 4 ? dv.getUint32(j * es, true) : dv.getBigUint64(j * es, true);
      data[j] = '0x' + v.toString(16).padStart(es * 2, '0');
    }
    return { type: p.type, data };
  });
}

/**
 * The output JSON as byte chunks (ASCII: the same document as JSON.stringify
 * of { args: argsOutput(...), stats }, one argument per line), each
 * element's hex digits written straight into the bytes, so that large
 * buffers print without a string per element.
 */
export function outputBytes(parsed: readonly ParsedArg[], buffers: readonly (Uint8Array | null)[], stats: object): Uint8Array[] {
  const enc = new TextEncoder();
  const out: Uint8Array[] = [enc.encode('{"args": [\n')];
  parsed.forEach((p, i) => {
    const b = buffers[i];
    const sep = i + 1 < parsed.length ? ',\n' : '\n';
    if (p.element === null || b === null || b === undefined) { out.push(enc.encode(' ' + JSON.stringify(p.given) + sep)); return; }
    const es = SIZE[p.element];
    out.push(enc.encode(` {"type": ${JSON.stringify(p.type)}, "data": [`));
    const n = b.length / es;
    // One element: a comma (but the first), '"0x', the hex digits (high byte first), '"'.
    const per = 4 + 2 * es;
    for (let j0 = 0; j0 < n; j0 += CHUNK_ELEMENTS) {
      const j1 = Math.min(n, j0 + CHUNK_ELEMENTS);
      const c = new Uint8Array((j1 - j0) * (per + 1) - (j0 === 0 ? 1 : 0));
      let at = 0;
      for (let j = j0; j < j1; j++) {
        if (j > 0) c[at++] = 0x2c;
        c[at++] = 0x22; c[at++] = 0x30; c[at++] = 0x78;
        for (let k = j * es + es - 1; k >= j * es; k--) { const v = b[k]! << 1; c[at] = HEX_PAIR[v]!; c[at + 1] = HEX_PAIR[v + 1]!; at += 2; }
        c[at++] = 0x22;
      }
      out.push(c);
    }
    out.push(enc.encode(']}' + sep));
  });
  out.push(enc.encode('],\n"stats": ' + JSON.stringify(stats) + '}\n'));
  return out;
}

/** Elements per output chunk (about 1 MB of text for 4-byte elements). */
const CHUNK_ELEMENTS = 1 << 16;
/** The two ASCII hex digits of each byte value, at 2 * value. */
const HEX_PAIR = new TextEncoder().encode(Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0')).join(''));
