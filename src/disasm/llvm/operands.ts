// How llvm-mc 14 spells operand codes for each operand width, per generation
// (its decoder's register classes and immediate printers), and null where its
// decoder rejects the code. GCN 1.0/1.1, which llvm-mc cannot disassemble,
// use the names its assembler uses on those generations.
//
// Deliberate difference (syntax.md C.4): a misaligned SGPR/TTMP range prints
// as the registers actually read; llvm-mc 14 rounds it down with a warning.

import { GENERATIONS, type GenIndex } from '../../isa/generations.js';
import { INLINE_FLOATS, TTMP_COUNT } from '../../isa/operands.js';
import { markLossy } from './lossy.js';

/** Operand value kinds that decide how a constant prints (LLVM's operand types). */
export type ImmKind = 'i32' | 'f32' | 'i64' | 'f64' | 'i16' | 'f16' | 'reg';

const SPECIAL32: Readonly<Record<number, string>> = {
  106: 'vcc_lo', 107: 'vcc_hi', 108: 'tba_lo', 109: 'tba_hi', 110: 'tma_lo', 111: 'tma_hi', 124: 'm0', 126: 'exec_lo',
  127: 'exec_hi', 251: 'src_vccz', 252: 'src_execz', 253: 'src_scc', 254: 'src_lds_direct',
};
/** Codes only llvm-mc's GCN 1.2 decoder names (it shares them with later generations). */
const SPECIAL32_VI: Readonly<Record<number, string>> = {
  102: 'flat_scratch_lo', 103: 'flat_scratch_hi', 104: 'xnack_mask_lo', 105: 'xnack_mask_hi', 125: 'null',
  235: 'src_shared_base', 236: 'src_shared_limit', 237: 'src_private_base', 238: 'src_private_limit',
  239: 'src_pops_exiting_wave_id',
};
const SPECIAL32_CI: Readonly<Record<number, string>> = { 104: 'flat_scratch_lo', 105: 'flat_scratch_hi' };
const SPECIAL64: Readonly<Record<number, string>> = {
  106: 'vcc', 108: 'tba', 110: 'tma', 126: 'exec', 251: 'src_vccz', 252: 'src_execz', 253: 'src_scc',
};
/** llvm-mc's GCN 1.2 decoder also names these codes as 64-bit operands (its decodeSpecialReg64). */
const SPECIAL64_VI: Readonly<Record<number, string>> = {
  102: 'flat_scratch', 104: 'xnack_mask', 125: 'null', 235: 'src_shared_base', 236: 'src_shared_limit',
  237: 'src_private_base', 238: 'src_private_limit', 239: 'src_pops_exiting_wave_id',
};

/**
 * Names llvm-mc 14's GCN 1.2 decoder prints that its assembler refuses on
 * every GCN 1.0-1.2 target ("register not available on this GPU", "'null'
 * operand is not supported on this GPU"): text holding them is lossy.
 */
const ASM_REFUSED: ReadonlySet<string> = new Set([
  'xnack_mask_lo', 'xnack_mask_hi', 'xnack_mask', 'null', 'src_shared_base', 'src_shared_limit', 'src_private_base',
  'src_private_limit', 'src_pops_exiting_wave_id',
]);
/** The assembler takes lds_direct only as SRC0 of a vector ALU op with a 32-bit source. */
const LDS_DIRECT = 254;

function range(prefix: string, first: number, regs: number): string {
  return regs === 1 ? `${prefix}${first}` : `${prefix}[${first}:${first + regs - 1}]`;
}

/** Registers in llvm-mc's SGPR and TTMP tuple classes (s0..s105, ttmp0..ttmp15 on every generation). */
const LLVM_SGPRS = 106;
const LLVM_TTMPS = 16;
/** The highest SGPR code llvm-mc 14's GCN 1.2 decoder accepts (its SGPR_MAX_SI). */
const LLVM_SGPR_MAX_VI = 101;

/**
 * An SGPR or TTMP range starting at index n of a file of `file` registers.
 * Aligned ranges print as llvm-mc prints them (its tuple classes reach past
 * the file: s[100:103]). A misaligned range prints as the registers read
 * (gcnkit's deviation) when they lie inside the file, else rounded down to
 * the alignment as llvm-mc does; null when llvm-mc's class has no such tuple.
 */
function scalarRange(prefix: string, n: number, regs: number, file: number, classRegs: number): string | null {
  if (regs === 1) return range(prefix, n, 1);
  const align = regs >= 4 ? 4 : 2;
  if (n % align !== 0 && n + regs <= file) return range(prefix, n, regs);
  const start = n - (n % align);
  return start + regs > classRegs ? null : range(prefix, start, regs);
}

/** A register code (0..511) as `regs` registers, or null when llvm-mc has no such register. */
function regName(gi: GenIndex, code: number, regs: number): string | null {
  if (code >= 256) {
    const n = code - 256;
    return n + regs > 256 ? null : range('v', n, regs);
  }
  const sgprs = GENERATIONS[gi]!.sgprCount;
  if (code < (gi === 2 ? LLVM_SGPR_MAX_VI + 1 : sgprs)) return scalarRange('s', code, regs, sgprs, LLVM_SGPRS);
  if (code >= 112 && code < 112 + TTMP_COUNT) return scalarRange('ttmp', code - 112, regs, TTMP_COUNT, LLVM_TTMPS);
  if (regs === 1) {
    return SPECIAL32[code] ?? (gi === 2 ? SPECIAL32_VI[code] : gi === 1 ? SPECIAL32_CI[code] : undefined) ?? null;
  }
  if (regs === 2) {
    const s = SPECIAL64[code] ?? (gi === 2 ? SPECIAL64_VI[code] : gi === 1 && code === 104 ? 'flat_scratch' : undefined);
    if (s !== undefined) return s;
  }
  return null;
}

function intConst(code: number): number | null {
  if (code >= 128 && code <= 192) return code - 128;
  if (code > 192 && code <= 208) return 192 - code;
  return null;
}

/** An inline float constant's text for an operand kind, or null. */
function floatConst(gi: GenIndex, code: number, kind: ImmKind): string | null {
  if (code < 240 || code > 248) return null;
  if (code === 248 && !GENERATIONS[gi]!.inlineInv2Pi) return null;
  const f = INLINE_FLOATS[code - 240]!;
  switch (kind) {
    case 'i16': return '0x' + f.f16.toString(16); // integer 16-bit operands print the pattern in hex
    case 'f64': case 'i64': return f.textF64;
    default: return f.text;
  }
}

const CACHE = new Map<string, readonly (string | null)[]>();
const LOSSY_CACHE = new Map<string, Uint8Array>();

/**
 * Spellings of all 512 codes for an operand of `regs` registers and an
 * immediate kind. Code 255 (a literal) is null here: printers handle it.
 * For 'reg' operands (register classes), constants print as
 * `/*invalid immediate*\/`, as llvm-mc does.
 */
export function codeNames(gi: GenIndex, regs: number, kind: ImmKind): readonly (string | null)[] {
  const key = `${gi}:${regs}:${kind}`;
  let t = CACHE.get(key);
  if (t === undefined) {
    const a: (string | null)[] = [];
    for (let c = 0; c < 512; c++) {
      let s: string | null = regName(gi, c, regs);
      if (s === null && c !== 255) {
        const i = intConst(c);
        const fl = floatConst(gi, c, kind);
        if (i !== null || fl !== null) s = kind === 'reg' ? '/*invalid immediate*/' : i !== null ? String(i) : fl;
      }
      a.push(s);
    }
    t = a;
    CACHE.set(key, t);
  }
  return t;
}

/**
 * Whether `regs` scalar registers at `code` are a range the assembler
 * refuses: misaligned ("invalid register alignment"), or reaching past the
 * registers the generation has (llvm-mc's tuple classes do: s[100:103] on
 * GCN 1.2, ttmp[8:15]; "register not available on this GPU").
 */
function unreadableRange(gi: GenIndex, code: number, regs: number): boolean {
  if (regs === 1) return false;
  const align = regs >= 4 ? 4 : 2;
  const sgprs = gi === 2 ? LLVM_SGPR_MAX_VI + 1 : GENERATIONS[gi]!.sgprCount;
  if (code < sgprs) return code % align !== 0 || code + regs > sgprs;
  const t = code - 112;
  if (t >= 0 && t < TTMP_COUNT) return t % align !== 0 || t + regs > TTMP_COUNT;
  return false;
}

/**
 * Which of the 512 spellings of codeNames(gi, regs, kind) llvm-mc's
 * assembler does not read back as that code: a misaligned SGPR/TTMP range
 * (printed as read, syntax.md C.4, or rounded down), `/*invalid immediate*\/`,
 * a range past the register file, a name only the decoder knows, lds_direct
 * (see `operand`).
 */
function lossyCodes(gi: GenIndex, regs: number, kind: ImmKind): Uint8Array {
  const key = `${gi}:${regs}:${kind}`;
  let t = LOSSY_CACHE.get(key);
  if (t === undefined) {
    const names = codeNames(gi, regs, kind);
    t = new Uint8Array(512);
    for (let c = 0; c < 512; c++) {
      const s = names[c];
      if (s === null || s === undefined) continue;
      if (s === '/*invalid immediate*/' || ASM_REFUSED.has(s) || c === LDS_DIRECT || unreadableRange(gi, c, regs)) t[c] = 1;
      // A float constant on an integer 16-bit operand prints as its f16 pattern in hex: a literal for the assembler.
      if (kind === 'i16' && c >= 240 && c <= 248) t[c] = 1;
    }
    LOSSY_CACHE.set(key, t);
  }
  return t;
}

/**
 * The spelling of an operand code (codeNames), marking the text lossy where
 * the assembler would not read it back as the same code. `ldsDirectOk`:
 * the operand is SRC0 of a vector ALU op, where lds_direct reads back.
 */
export function operand(gi: GenIndex, code: number, regs: number, kind: ImmKind, ldsDirectOk = false): string | null {
  const s = codeNames(gi, regs, kind)[code] ?? null;
  if (s !== null && lossyCodes(gi, regs, kind)[code] === 1 && !(ldsDirectOk && code === LDS_DIRECT && regs === 1)) {
    const why = s === '/*invalid immediate*/' ? 'invalid-immediate' : kind === 'i16' && code >= 240 ? 'folded-literal' : 'refused-register';
    markLossy(why);
  }
  return s;
}

/**
 * The expression of the literal dword being printed, when it carries a relocation (an unlinked
 * object: `gcd@rel32@lo+4`); null otherwise. Set by llvmText for one instruction.
 */
export const LITERAL_EXPR: { text: string | null } = { text: null };

/** A literal dword printed as a plain hex value (K of v_madmk, an SMRD offset), or its relocation expression. */
export function literalHex(v: number): string {
  return LITERAL_EXPR.text ?? '0x' + (v >>> 0).toString(16);
}

/** A literal operand: its text (literalText), marking the text lossy where the assembler would encode other bits. */
export function literalOperand(v: number, kind: ImmKind, gi: GenIndex): string {
  if (LITERAL_EXPR.text !== null) return LITERAL_EXPR.text; // the assembler writes the same literal and relocation
  const t = literalText(v, kind, gi);
  v >>>= 0;
  if (!t.startsWith('0x')) markLossy('folded-literal'); // folded into an inline constant's spelling
  else if ((kind === 'i16' || kind === 'f16') && v > 0xffff) markLossy('folded-literal'); // only the low half is printed
  return t;
}

/** A literal dword printed for an operand kind (printImmediate32/64/16/Int16 of llvm-mc). */
export function literalText(v: number, kind: ImmKind, gi: GenIndex): string {
  v >>>= 0;
  const inv2pi = GENERATIONS[gi]!.inlineInv2Pi;
  if (kind === 'i64' || kind === 'f64') {
    // The 32-bit literal is zero-extended: only small positive values fold.
    return v <= 64 ? String(v) : '0x' + v.toString(16);
  }
  if (kind === 'i16' || kind === 'f16') {
    const lo = v & 0xffff;
    const s = (lo << 16) >> 16;
    if (s >= -16 && s <= 64) return String(s);
    if (kind === 'f16') {
      // Float names only when the whole dword is the f16 pattern.
      for (const f of INLINE_FLOATS) {
        if (f.code === 248 && !inv2pi) continue;
        if (v === f.f16) return f.text;
      }
    }
    return '0x' + lo.toString(16);
  }
  const s = v | 0;
  if (s >= -16 && s <= 64) return String(s);
  if (v === 0) return '0.0';
  for (const f of INLINE_FLOATS) {
    if (f.code === 248 && !inv2pi) continue;
    if (v === f.f32 >>> 0) return f.text;
  }
  return '0x' + v.toString(16);
}

/** Whether a code is an inline constant (integer or float). */
export function isConstCode(gi: GenIndex, code: number): boolean {
  return intConst(code) !== null || (code >= 240 && code <= 247) || (code === 248 && GENERATIONS[gi]!.inlineInv2Pi);
}
