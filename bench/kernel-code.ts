// Real-kernel code for the benchmarks: the .text of every kernel object of the
// llc 14 corpus (test/vectors/kernels/obj) for one GPU, back to back, repeated
// to at least `count` instructions.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeInstructions } from '../src/disasm/typed.js';
import { readCodeObject } from '../src/objfile/index.js';

export interface KernelCode {
  /** The repeated code. */
  bytes: Uint8Array;
  /** Instructions in it. */
  count: number;
  /** The objects the code comes from (the first one's container is reused by llvm-objdump runs). */
  objects: string[];
  objDir: string;
}

export function kernelCode(root: string, cpu: string, arch: string, count: number): KernelCode {
  const objDir = join(root, 'test', 'vectors', 'kernels', 'obj');
  const objects = readdirSync(objDir).filter((n) => n.includes(`.${cpu}.v4.o`)).sort();
  const parts = objects.map((f) => readCodeObject(new Uint8Array(readFileSync(join(objDir, f)))).text!.bytes);
  const one = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { one.set(p, at); at += p.length; }
  const perCopy = decodeInstructions(one, { arch }).length;
  const copies = Math.ceil(count / perCopy);
  const bytes = new Uint8Array(one.length * copies);
  for (let i = 0; i < copies; i++) bytes.set(one, i * one.length);
  return { bytes, count: perCopy * copies, objects, objDir };
}
