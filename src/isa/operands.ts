// The 9-bit operand-code map, per generation (docs: isa-vop1.md section 4).
// Every code of every generation is classified here; printers, parsers and
// the emulator read this classification instead of testing ranges themselves.

import { GENERATIONS, type GenIndex } from './generations.js';

export type SourceKind =
  | 'sgpr' //     s0 .. s[n-1]
  | 'special' //  a named scalar register (vcc_lo, m0, exec_hi, flat_scratch_lo, ...)
  | 'ttmp' //     trap temporaries ttmp0 .. ttmp11
  | 'int' //      inline integer constant -16 .. 64
  | 'float' //    inline float constant (0.5 .. -4.0, 1/(2pi))
  | 'cond' //     vccz, execz, scc: a 1-bit condition read as 0 or 1
  | 'lds' //      LDS_DIRECT
  | 'literal' //  a 32-bit literal dword follows (VOP1 only)
  | 'sdwa' //     an SDWA dword follows (VOP1, GCN 1.2)
  | 'dpp' //      a DPP dword follows (VOP1, GCN 1.2)
  | 'vgpr' //     v0 .. v255
  | 'reserved'; // no meaning on this generation

/** A named scalar register half or whole register. */
export interface SpecialReg {
  /** Name of the 64-bit register this code belongs to (vcc, exec, ...) or of the 32-bit register (m0). */
  readonly base: string;
  /** Which half of `base` the code is, or null for a 32-bit register. */
  readonly half: 'lo' | 'hi' | null;
}

export interface SourceCode {
  readonly code: number;
  readonly kind: SourceKind;
  /** Register number (sgpr, ttmp, vgpr), integer value (int), index into INLINE_FLOATS (float). */
  readonly index: number;
  readonly special: SpecialReg | null;
  /** CLRX spelling as a 32-bit operand. */
  readonly clrx: string;
  /** llvm-mc 14 spelling as printed by its decoder, or null when it has none (invalid encoding). */
  readonly llvm: string | null;
  /** Usable as a scalar destination (v_readfirstlane_b32's SDST). */
  readonly sdst: boolean;
}

/** Inline float constants, codes 240..248, with their bit patterns per operand type. */
export interface InlineFloat {
  readonly code: number;
  readonly text: string;
  /** Text of the f64 form when it differs (1/(2pi) printed with 17 digits by llvm-mc). */
  readonly textF64: string;
  readonly f16: number;
  readonly f32: number;
  /** High dword of the f64 pattern; the low dword is 0 except for 1/(2pi). */
  readonly f64hi: number;
  readonly f64lo: number;
}

export const INLINE_FLOATS: readonly InlineFloat[] = [
  { code: 240, text: '0.5', textF64: '0.5', f16: 0x3800, f32: 0x3f000000, f64hi: 0x3fe00000, f64lo: 0 },
  { code: 241, text: '-0.5', textF64: '-0.5', f16: 0xb800, f32: 0xbf000000, f64hi: 0xbfe00000, f64lo: 0 },
  { code: 242, text: '1.0', textF64: '1.0', f16: 0x3c00, f32: 0x3f800000, f64hi: 0x3ff00000, f64lo: 0 },
  { code: 243, text: '-1.0', textF64: '-1.0', f16: 0xbc00, f32: 0xbf800000, f64hi: 0xbff00000, f64lo: 0 },
  { code: 244, text: '2.0', textF64: '2.0', f16: 0x4000, f32: 0x40000000, f64hi: 0x40000000, f64lo: 0 },
  { code: 245, text: '-2.0', textF64: '-2.0', f16: 0xc000, f32: 0xc0000000, f64hi: 0xc0000000, f64lo: 0 },
  { code: 246, text: '4.0', textF64: '4.0', f16: 0x4400, f32: 0x40800000, f64hi: 0x40100000, f64lo: 0 },
  { code: 247, text: '-4.0', textF64: '-4.0', f16: 0xc400, f32: 0xc0800000, f64hi: 0xc0100000, f64lo: 0 },
  { code: 248, text: '0.15915494', textF64: '0.15915494309189532', f16: 0x3118, f32: 0x3e22f983, f64hi: 0x3fc45f30, f64lo: 0x6dc9c882 },
];

export const INT_INLINE_MIN = -16;
export const INT_INLINE_MAX = 64;
/** Code of inline integer 0; 1..64 follow, then -1..-16 from 193. */
export const CODE_INT_ZERO = 128;
export const CODE_VGPR0 = 256;
export const TTMP_COUNT = 12;

/** Code of an inline integer value in -16..64. */
export function intInlineCode(v: number): number {
  return v >= 0 ? CODE_INT_ZERO + v : 192 - v;
}

/** Named scalar registers, by code, with the generations that have them. */
const SPECIALS: readonly { code: number; base: string; half: 'lo' | 'hi' | null; gens: readonly GenIndex[] }[] = [
  { code: 102, base: 'flat_scratch', half: 'lo', gens: [2] },
  { code: 103, base: 'flat_scratch', half: 'hi', gens: [2] },
  { code: 104, base: 'flat_scratch', half: 'lo', gens: [1] },
  { code: 105, base: 'flat_scratch', half: 'hi', gens: [1] },
  { code: 104, base: 'xnack_mask', half: 'lo', gens: [2] },
  { code: 105, base: 'xnack_mask', half: 'hi', gens: [2] },
  { code: 106, base: 'vcc', half: 'lo', gens: [0, 1, 2] },
  { code: 107, base: 'vcc', half: 'hi', gens: [0, 1, 2] },
  { code: 108, base: 'tba', half: 'lo', gens: [0, 1, 2] },
  { code: 109, base: 'tba', half: 'hi', gens: [0, 1, 2] },
  { code: 110, base: 'tma', half: 'lo', gens: [0, 1, 2] },
  { code: 111, base: 'tma', half: 'hi', gens: [0, 1, 2] },
  { code: 124, base: 'm0', half: null, gens: [0, 1, 2] },
  { code: 126, base: 'exec', half: 'lo', gens: [0, 1, 2] },
  { code: 127, base: 'exec', half: 'hi', gens: [0, 1, 2] },
];

/** The conditions and LDS_DIRECT, with both dialects' spellings (CLRX also reads the llvm ones). */
export const CONDITION_CODES: readonly { code: number; clrx: string; llvm: string }[] = [
  { code: 251, clrx: 'vccz', llvm: 'src_vccz' },
  { code: 252, clrx: 'execz', llvm: 'src_execz' },
  { code: 253, clrx: 'scc', llvm: 'src_scc' },
];
export const CODE_LDS_DIRECT = 254;

/** What llvm-mc 14's GCN 1.2 decoder prints for codes that have no meaning on GCN 1.2. */
const LLVM_VI_DECODER_EXTRAS: ReadonlyMap<number, string> = new Map([
  [125, 'null'],
  [235, 'src_shared_base'],
  [236, 'src_shared_limit'],
  [237, 'src_private_base'],
  [238, 'src_private_limit'],
  [239, 'src_pops_exiting_wave_id'],
]);

function classify(gi: GenIndex, code: number): SourceCode {
  const gen = GENERATIONS[gi]!;
  const base = { code, index: 0, special: null, sdst: false };
  if (code < gen.sgprCount) {
    return { ...base, kind: 'sgpr', index: code, clrx: `s${code}`, llvm: `s${code}`, sdst: true };
  }
  const sp = SPECIALS.find((s) => s.code === code && s.gens.includes(gi));
  if (sp) {
    const name = sp.half ? `${sp.base}_${sp.half}` : sp.base;
    return { ...base, kind: 'special', special: { base: sp.base, half: sp.half }, clrx: name, llvm: name, sdst: true };
  }
  if (code >= 112 && code < 112 + TTMP_COUNT) {
    const n = code - 112;
    return { ...base, kind: 'ttmp', index: n, clrx: `ttmp${n}`, llvm: `ttmp${n}`, sdst: true };
  }
  if (code >= CODE_INT_ZERO && code <= 208) {
    const v = code <= 192 ? code - CODE_INT_ZERO : 192 - code;
    return { ...base, kind: 'int', index: v, clrx: String(v), llvm: String(v) };
  }
  if (code >= 240 && code <= 248 && (code < 248 || gen.inlineInv2Pi)) {
    const fl = INLINE_FLOATS[code - 240]!;
    return { ...base, kind: 'float', index: code - 240, clrx: fl.text, llvm: fl.text };
  }
  if (code === 249 && gen.sdwa) return { ...base, kind: 'sdwa', clrx: `ill_${code}`, llvm: null };
  if (code === 250 && gen.dpp) return { ...base, kind: 'dpp', clrx: `ill_${code}`, llvm: null };
  const cond = CONDITION_CODES.find((c) => c.code === code);
  if (cond) return { ...base, kind: 'cond', clrx: cond.clrx, llvm: cond.llvm };
  if (code === CODE_LDS_DIRECT) return { ...base, kind: 'lds', clrx: 'lds', llvm: 'src_lds_direct' };
  if (code === 255) return { ...base, kind: 'literal', clrx: 'lit', llvm: null };
  if (code >= CODE_VGPR0) {
    const n = code - CODE_VGPR0;
    return { ...base, kind: 'vgpr', index: n, clrx: `v${n}`, llvm: `v${n}` };
  }
  const extra = gi === 2 ? LLVM_VI_DECODER_EXTRAS.get(code) : undefined;
  return { ...base, kind: 'reserved', clrx: `ill_${code}`, llvm: extra ?? null };
}

const classified: (readonly SourceCode[])[] = [];

/** sourceCodes(gen)[code]: the classification of every 9-bit code (built on first use). */
export function sourceCodes(gi: GenIndex): readonly SourceCode[] {
  let t = classified[gi];
  if (t === undefined) {
    const a: SourceCode[] = [];
    for (let code = 0; code < 512; code++) a.push(classify(gi, code));
    t = classified[gi] = a;
  }
  return t;
}

/** Looks up a named scalar register code (vcc_lo, exec, flat_scratch, ...) on a generation. */
export function specialRegisterCode(gi: GenIndex, base: string, half: 'lo' | 'hi' | null): number | undefined {
  const sp = SPECIALS.find((s) => s.base === base && s.half === half && s.gens.includes(gi));
  if (sp) return sp.code;
  if (half === null) {
    // A 64-bit name stands for its low half's code.
    const lo = SPECIALS.find((s) => s.base === base && s.half === 'lo' && s.gens.includes(gi));
    return lo?.code;
  }
  return undefined;
}

/** The 64-bit special registers that a pair starting at `code` names, if any. */
export function specialPairAt(gi: GenIndex, code: number): string | null {
  const s = sourceCodes(gi)[code]!;
  return s.kind === 'special' && s.special!.half === 'lo' ? s.special!.base : null;
}

/** A named scalar operand: its first code and how many registers it spans. */
export interface NamedScalar {
  readonly code: number;
  readonly regs: 1 | 2;
}

const namedByGen: Map<string, NamedScalar>[] = [];

/**
 * Looks up a special register name on a generation: `vcc` (2 registers),
 * `vcc_lo`, `m0`, `flat_scratch_hi`, ... (lower case). Names that do not
 * exist on the generation give undefined.
 */
export function namedScalar(gi: GenIndex, name: string): NamedScalar | undefined {
  let m = namedByGen[gi];
  if (m === undefined) {
    m = new Map();
    for (const s of SPECIALS) {
      if (!s.gens.includes(gi)) continue;
      if (s.half === null) m.set(s.base, { code: s.code, regs: 1 });
      else {
        m.set(`${s.base}_${s.half}`, { code: s.code, regs: 1 });
        if (s.half === 'lo') m.set(s.base, { code: s.code, regs: 2 });
      }
    }
    namedByGen[gi] = m;
  }
  return m.get(name);
}

/** Spellings of LDS_DIRECT (code 254) per dialect. */
export const LDS_DIRECT_NAMES = { clrx: ['lds', 'lds_direct', 'src_lds_direct'], llvm: ['lds_direct', 'src_lds_direct'] } as const;
