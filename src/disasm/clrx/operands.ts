// How clrxdisasm spells operand codes, for any register count (a 32-bit
// source, a pair, a quad for SMRD data and buffer resources, 8 or 16 for
// s_load_dwordx8/x16), and whether clrxasm can read each spelling back.
// Each spelling is made on first use (a kernel uses a few dozen of the 512 codes).

import { GENERATIONS, type GenIndex } from '../../isa/generations.js';
import { INLINE_FLOATS, TTMP_COUNT } from '../../isa/operands.js';

/** The 9-bit operand codes' texts for one generation and register count, and whether clrxasm cannot read each back as the same code. */
export class CodeText {
  private readonly texts: (string | null)[] = new Array<string | null>(512).fill(null);
  /** Per code: 1 when lossy (valid once `text(code)` has been asked). */
  readonly lossy = new Uint8Array(512);

  constructor(private readonly gi: GenIndex, private readonly regs: number) {}

  text(code: number): string {
    let t = this.texts[code]!;
    if (t === null) {
      const [s, l] = codeText(this.gi, code, this.regs);
      this.texts[code] = t = s;
      this.lossy[code] = l ? 1 : 0;
    }
    return t;
  }
}

/** A register range as CLRX prints it: `5` for one register, `[5:6]` otherwise (VGPR numbers wrap at 256). */
export function regRange(first: number, count: number, wrapAt: number): string {
  if (count === 1) return String(first);
  let last = first + count - 1;
  if (last >= wrapAt) last -= wrapAt;
  return `[${first}:${last}]`;
}

const SPECIAL_NAMES: Readonly<Record<number, string>> = { 106: 'vcc', 108: 'tba', 110: 'tma', 126: 'exec' };

function specialBase(gi: GenIndex, pair: number): string | null {
  const named = SPECIAL_NAMES[pair];
  if (named !== undefined) return named;
  if (gi === 2 && pair === 102) return 'flat_scratch';
  if (gi === 2 && pair === 104) return 'xnack_mask';
  if (gi === 1 && pair === 104) return 'flat_scratch';
  return null;
}

/**
 * clrxdisasm's text for operand code `code` (0..511) read as `regs` consecutive
 * registers. Constants ignore `regs`. Code 255 (a literal) is `0x0` here: the
 * printers handle literals themselves.
 */
function codeText(gi: GenIndex, code: number, regs: number): [string, boolean] {
  const g = GENERATIONS[gi]!;
  if (code >= 256) {
    const n = code - 256;
    // clrxasm cannot read a range that runs past v255 (printed wrapped, e.g. v[255:0]).
    return ['v' + regRange(n, regs, 256), n + regs > 256];
  }
  if (code < g.sgprCount) {
    // clrxasm refuses a pair that crosses a group of four SGPRs and any range
    // that runs past the SGPRs (SMRD/SMEM data ranges have stricter rules, see scalar.ts).
    const misaligned = regs === 2 ? (code & 3) === 3 : regs > 2 && code % 4 !== 0;
    return ['s' + regRange(code, regs, 1 << 30), misaligned || code + regs > g.sgprCount];
  }
  const base = specialBase(gi, code & ~1);
  if (base !== null) {
    if (regs >= 2) {
      let t = base;
      let lossy = false;
      if (code & 1) { t += '_u!'; lossy = true; }
      if (regs > 2) { t += '&ill!'; lossy = true; }
      return [t, lossy];
    }
    return [base + ((code & 1) === 0 ? '_lo' : '_hi'), false];
  }
  if (code === 255) return ['0x0', true];
  if (code >= 112 && code < 124) {
    const n = code - 112;
    return ['ttmp' + regRange(n, regs, 1 << 30), n + regs > TTMP_COUNT];
  }
  if (code === 124) return regs > 1 ? ['m0&ill!', true] : ['m0', false];
  if (code >= 128 && code <= 192) return [String(code - 128), false];
  if (code > 192 && code <= 208) return [String(192 - code), false];
  if (code >= 240 && code < 248) return [INLINE_FLOATS[code - 240]!.text, false];
  if (code === 248 && g.inlineInv2Pi) return [INLINE_FLOATS[8]!.text, false];
  switch (code) {
    case 251: return ['vccz', false];
    case 252: return ['execz', false];
    case 253: return ['scc', false];
    case 254: return ['lds', false];
    default: return ['ill_' + String(code).padStart(3, '0'), false];
  }
}

const CACHE: Map<number, CodeText>[] = [new Map(), new Map(), new Map()];

/** The texts of the 512 codes for a register count, per generation. */
export function codeTexts(gi: GenIndex, regs: number): CodeText {
  const m = CACHE[gi]!;
  let t = m.get(regs);
  if (t === undefined) m.set(regs, t = new CodeText(gi, regs));
  return t;
}

/** A VGPR range by register number (VDST, VADDR, DATA fields), as CLRX prints it. */
export function vreg(n: number, regs: number): string {
  return 'v' + regRange(n, regs, 256);
}

/** Lower-case hex with `0x`, as CLRX's itocstrCStyle(v, 16) prints it. */
export function hex(v: number): string {
  return '0x' + (v >>> 0).toString(16);
}

/** A 32-bit literal: `lit(N)` when the signed value is an inline integer (so it stays a literal), else hex. */
export function literalText(v: number): string {
  const s = v | 0;
  return s >= -16 && s <= 64 ? `lit(${s})` : hex(v);
}

/** The SMRD literal of GCN 1.1: `lit(N)` up to 255 (an inline offset would be taken), else hex. */
export function smrdLiteralText(v: number): string {
  return (v >>> 0) <= 0xff ? `lit(${v >>> 0})` : hex(v);
}
