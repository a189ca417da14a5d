// What compiled steps share during a dispatch: the flat memory, the code's
// place in it, and the hardware registers the kernel can read.

import type { Decoded } from '../disasm/decode.js';
import type { Memory } from './memory.js';
import type { Wave } from './wave.js';

export interface Machine {
  readonly mem: Memory;
  /** Generation index. */
  readonly gi: 0 | 1 | 2;
  /** Address of the first byte of the code section. */
  readonly codeBase: number;
  /** Base of the private (scratch) apertures and the LDS aperture for FLAT (1.1/1.2). */
  readonly privateAperture: number;
  readonly sharedAperture: number;
  /** Current step's text, for messages. */
}

/** A compiled instruction: run it on a wave (the loop has already moved pc past it). */
export type Exec = (w: Wave) => void;

export interface Compiled {
  readonly exec: Exec;
  /** Size in bytes. */
  readonly bytes: number;
  readonly name: string;
}

export type Compiler = (d: Decoded, m: Machine, pc: number) => Exec;
