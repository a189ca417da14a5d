// The corpus test of issue 11: every kernel of test/vectors/kernels, as llc
// 14 compiled it for tahiti, hawaii and tonga, run by gcnkit's emulator
// (runKernel) and compared bit for bit, buffer by buffer, with what the same
// kernel bodies computed on the host under lli 14 (host/results.json.gz,
// recorded by host/record-host.py; see host/README.md). The test needs no
// LLVM tool. Code object v4 objects (unlinked .o and linked .so) for every
// module; v3 and v2 containers for the two modules that have them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { runKernel, type KernelArg } from '../src/emu/dispatch.js';
import { KERNELS_DIR, OBJ_DIR } from './support/kernel-corpus.js';

interface HostArg { name: string; type: string; input?: string; output?: string; value?: string }
interface HostKernel { kernel: string; module: string; grid: number[]; block: number[]; args: HostArg[] }

const HOST = JSON.parse(gunzipSync(readFileSync(join(KERNELS_DIR, 'host', 'results.json.gz'))).toString('utf8')) as { kernels: HostKernel[] };
const CPUS = ['tahiti', 'hawaii', 'tonga'] as const;

function hexBytes(s: string): Uint8Array {
  return Uint8Array.from(Buffer.from(s, 'hex'));
}

/** Element width in bytes of a buffer type such as f32*. */
function elemBytes(type: string): number {
  const t = type.replace('*', '');
  return /64/.test(t) ? 8 : /16/.test(t) ? 2 : /8/.test(t) ? 1 : 4;
}

/** Runs one kernel of one object; returns null when it matches the host, else what differs. */
function check(k: HostKernel, file: string): string | null {
  const bytes = new Uint8Array(readFileSync(join(OBJ_DIR, file)));
  const args: KernelArg[] = k.args.map((a) => (a.type.endsWith('*') ? { kind: 'buffer', data: hexBytes(a.input!) } : { kind: 'value', data: hexBytes(a.value!) }));
  const r = runKernel(bytes, k.kernel, { grid: k.grid, group: k.block, args });
  const bad: string[] = [];
  k.args.forEach((a, i) => {
    if (!a.type.endsWith('*')) return;
    const got = r.buffers[i]!;
    const want = hexBytes(a.output!);
    if (Buffer.compare(Buffer.from(got), Buffer.from(want)) === 0) return;
    const w = elemBytes(a.type);
    let first = -1;
    let n = 0;
    for (let j = 0; j < want.length; j += w) {
      if (Buffer.compare(Buffer.from(got.subarray(j, j + w)), Buffer.from(want.subarray(j, j + w))) !== 0) { n++; if (first < 0) first = j / w; }
    }
    bad.push(`${a.name}: ${n} elements differ, first [${first}]`);
  });
  return bad.length === 0 ? null : bad.join('; ');
}

for (const k of HOST.kernels) {
  test(`kernel ${k.kernel}: llc 14 code on tahiti, hawaii and tonga gives the host's (lli 14) results`, () => {
    const report: string[] = [];
    let ran = 0;
    for (const cpu of CPUS) {
      for (const variant of ['v4.o', 'v4.so', 'v3.o', 'v2.o']) {
        const file = `${k.module}.${cpu}.${variant}`;
        if (!existsSync(join(OBJ_DIR, file))) continue;
        ran++;
        let res: string | null;
        try { res = check(k, file); } catch (e) { res = `error: ${(e as Error).message}`; }
        if (res !== null) report.push(`${file}: ${res}`);
      }
    }
    assert.ok(ran >= 6, `${k.kernel}: objects missing`);
    assert.deepEqual(report, []);
  });
}
