// Small helpers shared by the emulator tests: assemble CLRX text to words,
// build a wave state, run, and format values for messages.

import assert from 'node:assert/strict';
import { assemble } from '../../src/asm/assembler.js';
import { compileProgram, runProgram, type Program, type RunResult } from '../../src/emu/run.js';
import { WaveState } from '../../src/emu/state.js';
import { GENERATIONS, type GenIndex } from '../../src/isa/generations.js';

export const GEN_IDS = ['gcn1.0', 'gcn1.1', 'gcn1.2'] as const;

/** Machine words of CLRX source; fails the test on any assembler error. */
export function words(text: string, gi: GenIndex): Uint32Array {
  const a = assemble(text, { arch: gi, syntax: 'clrx' });
  if (a.errorCount > 0) {
    assert.fail(`${GEN_IDS[gi]}: cannot assemble '${text}': ${a.diagnostics.map((d) => d.message).join('; ')}`);
  }
  const w = new Uint32Array(a.bytes.length >>> 2);
  const dv = new DataView(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength);
  for (let i = 0; i < w.length; i++) w[i] = dv.getUint32(i * 4, true);
  return w;
}

export function program(text: string, gi: GenIndex): Program {
  return compileProgram(words(text, gi), gi);
}

export function newState(gi: GenIndex): WaveState {
  return new WaveState(GENERATIONS[gi]!);
}

/** Runs and fails the test if the program stopped with a run-time error. */
export function runOk(p: Program, st: WaveState, what: string): RunResult {
  const r = runProgram(p, st);
  if (r.error !== null) assert.fail(`${what}: unexpected run-time error: ${r.error.message}`);
  return r;
}

export function hex(v: number | bigint, digits = 8): string {
  const b = typeof v === 'bigint' ? BigInt.asUintN(64, v) : BigInt(v >>> 0);
  return '0x' + b.toString(16).padStart(digits, '0');
}

/** VGPR n of lane l. */
export function vg(st: WaveState, n: number, l: number): number {
  return st.vgpr[n * 64 + l]!;
}

export function setLanes(st: WaveState, n: number, f: (lane: number) => number): void {
  for (let l = 0; l < 64; l++) st.vgpr[n * 64 + l] = f(l) >>> 0;
}

export function setExec(st: WaveState, exec: bigint): void {
  st.sreg[126] = Number(exec & 0xffffffffn);
  st.sreg[127] = Number((exec >> 32n) & 0xffffffffn);
}

export function laneActive(exec: bigint, l: number): boolean {
  return ((exec >> BigInt(l)) & 1n) === 1n;
}

/** Collects mismatches and fails once with the first few of them. */
export class Mismatches {
  readonly list: string[] = [];
  count = 0;
  /** What the mismatches are about (e.g. mnemonics), for the summary line. */
  readonly keys = new Set<string>();
  add(msg: string, key?: string): void {
    this.count++;
    if (key !== undefined) this.keys.add(key);
    if (this.list.length < 40) this.list.push(msg);
  }
  check(title: string): void {
    if (this.count === 0) return;
    const about = this.keys.size > 0 ? ` in ${[...this.keys].join(', ')}` : '';
    assert.fail(`${title}: ${this.count} mismatch(es)${about}:\n  ${this.list.join('\n  ')}`);
  }
}
