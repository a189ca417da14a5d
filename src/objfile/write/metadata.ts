// Code object v3/v4 metadata: the YAML of `.amdgpu_metadata` turned into the
// MessagePack document llvm-mc 14 writes in the NT_AMDGPU_METADATA note.
// llvm-mc reads each scalar by its text alone (quoting does not matter, a
// `!str` tag forces a string): an integer in C notation (0x, 0b, 0o, leading
// 0 octal; unsigned unless it starts with '-'), then a YAML boolean (y, yes,
// true, on, ... n, no, false, off in three casings), then a floating-point
// number (which its writer emits as nil), else a string; an empty scalar is
// nil. Maps are written with their keys in byte order. (Recorded with
// llvm-mc 14; see test/vectors/objwrite/README.md.)

import { parseYamlWith, type YamlTree } from '../yaml.js';
import { encodeMsgPack, type MsgOut } from './msgpack-writer.js';
import { verifyMetadata } from './metadata-verify.js';

class Scalar {
  constructor(readonly node: MsgOut) {}
}

const NIL: MsgOut = { kind: 'nil' };
const TRUE = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON']);
const FALSE = new Set(['n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF']);
const FLOAT_SPECIALS = new Set(['inf', 'INFINITY', '+Inf', '-inf', '-INFINITY', '-Inf', 'nan', 'NaN', '-nan', '-NaN']);
const DECIMAL_FLOAT = /^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$/;
const HEX_FLOAT = /^[+-]?0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?[0-9]+$/;

/** An unsigned integer in C notation as LLVM's StringRef::getAsInteger(0, …) reads it, or null. */
function cInteger(s: string): bigint | null {
  let radix = 10;
  if (/^0[xX]/.test(s)) { radix = 16; s = s.slice(2); }
  else if (/^0[bB]/.test(s)) { radix = 2; s = s.slice(2); }
  else if (s.startsWith('0o')) { radix = 8; s = s.slice(2); }
  else if (/^0[0-9]/.test(s)) { radix = 8; s = s.slice(1); }
  if (s === '') return null;
  let v = 0n;
  for (const c of s) {
    const d = /[0-9]/.test(c) ? c.charCodeAt(0) - 48 : /[a-z]/.test(c) ? c.charCodeAt(0) - 87 : /[A-Z]/.test(c) ? c.charCodeAt(0) - 55 : 99;
    if (d >= radix) return null;
    v = v * BigInt(radix) + BigInt(d);
    if (v > 0xffffffffffffffffn) return null;
  }
  return v;
}

/** One scalar as llvm-mc's msgpack::Document reads it. */
export function metadataScalar(text: string): MsgOut {
  const tagged = /^!str(?:\s+(.*))?$/.exec(text);
  if (tagged !== null) {
    let s = tagged[1] ?? '';
    if (/^'.*'$/.test(s)) s = s.slice(1, -1).replace(/''/g, "'");
    else if (/^".*"$/.test(s)) s = s.slice(1, -1);
    return { kind: 'str', value: s };
  }
  return untagged(text);
}

/** A scalar's kind by its text alone (also how the verifier reads a string again). */
function untagged(text: string): MsgOut {
  if (text === '') return NIL;
  if (text.startsWith('-')) {
    const v = cInteger(text.slice(1));
    if (v !== null && v <= 0x8000000000000000n) return { kind: 'int', value: -v };
  } else {
    const v = cInteger(text);
    if (v !== null) return { kind: 'int', value: v };
  }
  if (TRUE.has(text)) return { kind: 'bool', value: true };
  if (FALSE.has(text)) return { kind: 'bool', value: false };
  if (DECIMAL_FLOAT.test(text) || HEX_FLOAT.test(text) || FLOAT_SPECIALS.has(text)) return NIL;
  return { kind: 'str', value: text };
}

const utf8 = new TextEncoder();

function compareBytes(a: string, b: string): number {
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

function toMsg(t: YamlTree<Scalar>): MsgOut {
  if (t === null) return NIL;
  if (t instanceof Scalar) return t.node;
  if (Array.isArray(t)) return { kind: 'array', items: t.map(toMsg) };
  const keys = Object.keys(t).sort(compareBytes);
  return { kind: 'map', entries: keys.map((k) => [{ kind: 'str', value: k }, toMsg(t[k]!)] as const) };
}

/** The MessagePack bytes of the metadata, or why llvm-mc 14 would reject it. */
export function metadataToMsgPack(yaml: string): { bytes: Uint8Array | null; error?: string } {
  const r = parseYamlWith(yaml, (text) => new Scalar(metadataScalar(text)));
  if (r.error !== undefined) return { bytes: null, error: r.error };
  const doc = verifyMetadata(toMsg(r.value), untagged);
  if (doc === null) return { bytes: null, error: 'the document does not follow the HSA metadata schema' };
  return { bytes: encodeMsgPack(doc) };
}
