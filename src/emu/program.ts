// A kernel's code compiled lazily, instruction by instruction, as waves reach
// it: each address is decoded once (decode.ts, the ISA tables) and compiled
// once into a closure; the run loop fetches by address, moves PC past the
// instruction and runs it. Errors name the instruction (offset and text).

import { decodeAt, emptyDecoded, type Decoded } from '../disasm/decode.js';
import { clrxText } from '../disasm/clrx/index.js';
import { compileObserver } from './compile-hook.js';
import { RunError } from './exec.js';
import type { Exec, Machine } from './machine.js';
import { compileBuf, compileDs, compileFlat, compileSmem } from './memory-ops.js';
import { compileSop1, compileSop2, compileSopc, compileSopk, compileSopp } from './scalar.js';
import { compileVop } from './valu.js';
import { ENDED, RUNNING, type Wave } from './wave.js';

/** A run-time error with where it happened. */
export class KernelError extends Error {
  constructor(message: string, readonly offset: number, readonly text: string) {
    super(message);
  }
}

/** A compiled instruction; `vector`: STATUS.VSKIP (s_setvskip) skips it. */
interface Slot { exec: Exec; bytes: number; vector: boolean }

/** Encodings VSKIP skips: VALU, vector memory and LDS. */
const VECTOR_ENC: ReadonlySet<string> = new Set(['VOP1', 'VOP2', 'VOPC', 'VOP3', 'DS', 'MUBUF', 'MTBUF', 'FLAT', 'MIMG', 'EXP', 'VINTRP']);

export class Program {
  private readonly words: Uint32Array;
  private readonly slots: (Slot | undefined)[];
  private readonly d: Decoded;
  /** Instructions decoded so far (for statistics). */
  compiled = 0;

  constructor(readonly m: Machine, code: Uint8Array) {
    const n = code.length >>> 2;
    this.words = new Uint32Array(n);
    const dv = new DataView(code.buffer, code.byteOffset, code.byteLength);
    for (let i = 0; i < n; i++) this.words[i] = dv.getUint32(i * 4, true);
    this.slots = new Array(n);
    this.d = emptyDecoded(m.gi);
  }

  private readonly texts = new Map<number, string>();

  /** The instruction's text at a code offset (for messages and traces). */
  text(offset: number): string {
    let t = this.texts.get(offset);
    if (t === undefined) { t = this.describe(offset); this.texts.set(offset, t); }
    return t;
  }

  private describe(offset: number): string {
    const d = emptyDecoded(this.m.gi);
    const i = offset >>> 2;
    if (i < 0 || i >= this.words.length) return '(outside the code)';
    decodeAt(d, this.words, i, this.words.length, this.m.gi);
    return clrxText(d, offset).trim();
  }

  private compile(i: number): Slot {
    const d = this.d;
    const m = this.m;
    const pc = m.codeBase + i * 4;
    decodeAt(d, this.words, i, this.words.length, m.gi);
    const bytes = d.size * 4;
    let exec: Exec;
    try {
      if (d.truncated) throw new RunError('the instruction runs past the end of the code', -1);
      if (d.enc === null || d.row === null) throw new RunError('not an instruction of this generation', -1);
      const name = d.row.name;
      compileObserver?.(name, m.gi);
      switch (d.enc) {
        case 'SOP2': exec = compileSop2(d, m, pc); break;
        case 'SOP1': exec = compileSop1(d, m, pc); break;
        case 'SOPK': exec = compileSopk(d, pc); break;
        case 'SOPC': exec = compileSopc(d); break;
        case 'SOPP': exec = compileSopp(d, m, pc); break;
        case 'SMRD': case 'SMEM': exec = compileSmem(d, m); break;
        case 'VOP1': case 'VOP2': case 'VOPC': case 'VOP3': exec = compileVop(d, m, this.words, i, this.words.length); break;
        case 'DS': exec = compileDs(d, m); break;
        case 'MUBUF': case 'MTBUF': exec = compileBuf(d, m); break;
        case 'FLAT': exec = compileFlat(d, m); break;
        default: throw new RunError(`${name} is not supported by the compute model (graphics only)`, -1);
      }

    } catch (e) {
      if (!(e instanceof RunError)) throw e;
      // Reported when a wave reaches it, so that unreachable words do not stop a run.
      const err = e;
      exec = () => { throw err; };
    }
    const slot = { exec, bytes, vector: d.enc !== null && VECTOR_ENC.has(d.enc) };
    this.slots[i] = slot;
    this.compiled++;
    return slot;
  }

  /** Runs a wave until it ends, reaches a barrier, or `budget` instructions pass; returns the count executed. */
  run(w: Wave, budget: number): number {
    const base = this.m.codeBase;
    const slots = this.slots;
    const size = slots.length * 4;
    const trace = w.trace;
    let count = 0;
    let off = 0;
    try {
      while (w.status === RUNNING && count < budget) {
        off = w.pc - base;
        if (!(off >= 0 && off < size) || (off & 3) !== 0) {
          throw new KernelError(`the program counter 0x${w.pc.toString(16)} left the code`, off, '');
        }
        const i = off >>> 2;
        const s = slots[i] ?? this.compile(i);
        if (trace !== null) trace(off);
        w.pc += s.bytes;
        if (w.vskip === 0 || !s.vector) s.exec(w);
        count++;
      }
    } catch (e) {
      if (e instanceof RunError) throw new KernelError(e.message, off, this.text(off));
      throw e;
    }
    w.instructions += count;
    return count;
  }
}

export { ENDED };
