// `gcnkit run --grid`'s output document (src/emu/kernel-args.ts outputBytes):
// the bytes it writes, for buffers of every element size (more elements than
// one output chunk holds) and echoed scalar arguments, against the text put
// together here from argsOutput's element strings and JSON.stringify.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { argsOutput, outputBytes, type ParsedArg } from '../src/emu/kernel-args.js';

test('outputBytes writes the documented JSON text, chunk by chunk', () => {
  let x = 0x9e3779b9;
  const byte = (): number => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x & 0xff; };
  const buf = (n: number): Uint8Array => Uint8Array.from({ length: n }, byte);
  const parsed: ParsedArg[] = [
    { type: 'f32*', arg: { kind: 'buffer', data: new Uint8Array(0) }, element: 'f32', given: null },
    { type: 'u8*', arg: { kind: 'buffer', data: new Uint8Array(0) }, element: 'u8', given: null },
    { type: 'f32', arg: { kind: 'value', data: new Uint8Array(4) }, element: null, given: { type: 'f32', value: 2.5 } },
    { type: 'i16*', arg: { kind: 'buffer', data: new Uint8Array(0) }, element: 'i16', given: null },
    { type: 'u64*', arg: { kind: 'buffer', data: new Uint8Array(0) }, element: 'u64', given: null },
    { type: 'f32*', arg: { kind: 'buffer', data: new Uint8Array(0) }, element: 'f32', given: null },
  ];
  const buffers = [buf(4 * 70000), buf(3), null, buf(2 * 5), buf(8 * 66000), buf(0)];
  const stats = { groups: 3, waves: 7, instructions: 1234, laneOps: 56789 };
  const want = '{"args": [\n' + argsOutput(parsed, buffers).map((a) => {
    const o = a as { type?: string; data?: string[] };
    return Array.isArray(o.data) ? ` {"type": ${JSON.stringify(o.type)}, "data": [${o.data.map((d) => JSON.stringify(d)).join(',')}]}` : ' ' + JSON.stringify(a);
  }).join(',\n') + '\n],\n"stats": ' + JSON.stringify(stats) + '}\n';
  const chunks = outputBytes(parsed, buffers, stats);
  assert.ok(chunks.length > 6, 'large buffers come in several chunks');
  const got = Buffer.concat(chunks).toString('latin1');
  assert.equal(got.length, want.length);
  assert.ok(got === want, 'the text differs from the documented form');
  assert.deepEqual(JSON.parse(got), { args: argsOutput(parsed, buffers), stats });
});
