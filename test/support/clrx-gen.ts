// Generators of CLRX-dialect source lines, for differential tests: gcnkit's
// fast path against its general parser, and gcnkit against clrxasm (whose
// answers are recorded in test/vectors/clrx/). Two sources of lines:
// - `disasmLines`: gcnkit's CLRX disassembly of random VOP1, VOP3A, SDWA and
//   DPP words (what users feed back most), without gcnkit-only spellings;
// - `syntaxLines`: a grammar-driven generator over the CLRX syntax with its
//   corners: expressions, float suffixes, modifiers and their parameters,
//   unary minus with spaces, character constants, symbols defined in the
//   PRELUDE (`.equiv`, dotted names, label differences), leading zeros,
//   64-bit specials, LLVM-style selector names, comments, case, spacing,
//   and plain mistakes.
// Every line is one statement (and may end in a comment). The PRELUDE is
// assembled before the lines.

import { disassemble } from '../../src/disasm/disassembler.js';
import { VOP1_ROWS } from '../../src/isa/vop1.js';

const VOP1_NAMES = new Set<string>(VOP1_ROWS.map((r) => r.name));
import { GENERATIONS, OPS, type GenIndex } from '../../src/index.js';

export type Rnd = () => number;

/** Definitions every generated line may use. */
export const PRELUDE = [
  'x = 5',
  'big = 0x12345678',
  'neg1 = -1',
  '.equiv eq7, 7',
  '.L1 = 3',
  '.set s64, 64',
  'la:',
  'v_nop',
  'lb:',
].join('\n');

/** Symbols of the PRELUDE, and names that are not defined. */
const SYMBOLS = ['x', 'big', 'neg1', 'eq7', '.L1', 's64', 'la', 'lb', 'undef_sym', '.Lnone'];

/** Spellings gcnkit's printer uses that clrxasm does not read (syntax.md B.8). */
export const GCNKIT_ONLY = /raw:\[|\b(?:vdst|dst|src0|vsrc1|vsrc2)=|\bill_\d|VOP1_ill_|VOP3A_ill_|dppctrl:|:\s*invalid\b|\b(?:abs|neg|sext)[012]\b/i;

const pick = <T>(rnd: Rnd, a: readonly T[]): T => a[rnd() % a.length]!;
const chance = (rnd: Rnd, n: number): boolean => rnd() % n === 0;

/** The disassembly of `n` random words of generation g, one instruction per line (CLRX syntax unless `syntax` says otherwise). */
export function disasmLines(g: GenIndex, rnd: Rnd, n: number, syntax: 'clrx' | 'llvm' = 'clrx'): string[] {
  const words: number[] = [];
  const vop3Base = g === 2 ? 320 : 384;
  for (let i = 0; i < n; i++) {
    const kind = rnd() % (g === 2 ? 4 : 3);
    if (kind === 0) {
      words.push(((0x3f << 25) | (rnd() & 0x1ffffff)) >>> 0, rnd() >>> 0);
    } else if (kind === 1 || kind === 2) {
      // VOP3 with a VOP1 opcode: mostly canonical fields.
      const op3 = vop3Base + (rnd() & 127);
      const head = g === 2 ? ((0x34 << 26) | (op3 << 16)) >>> 0 : ((0x34 << 26) | (op3 << 17)) >>> 0;
      const x = rnd();
      const clampBit = g === 2 ? 15 : 11;
      words.push((head | (x & 0xff) | (((x >>> 8) & 1) << 8) | (((x >>> 9) & 1) << clampBit)) >>> 0);
      const y = rnd();
      words.push(((y & 0x1ff) | (((y >>> 9) & 3) << 27) | (((y >>> 11) & 1) << 29)) >>> 0);
    } else {
      const x = rnd();
      const sdwa = (x & 1) === 0;
      words.push(((0x3f << 25) | (x & 0x1fffe00) | (sdwa ? 249 : 250)) >>> 0);
      words.push((rnd() & (sdwa ? 0x003f3fff : 0xff39ffff)) >>> 0);
    }
  }
  const text = disassemble(Uint32Array.from(words), { arch: g, header: false, syntax }).text;
  // The disassembler reads the whole ISA: a second word that is not a literal prints as an
  // instruction of another family. Only VOP1-family lines are kept (the assembler's scope).
  return text.split('\n').filter((l) => l.trim() !== '' && !GCNKIT_ONLY.test(l) && !l.startsWith('.')
    && VOP1_NAMES.has(l.trim().split(/\s/)[0]!.replace(/_(e32|e64|sdwa|dpp)$/, '')));
}

// --- the syntax generator ---------------------------------------------------

function spaces(rnd: Rnd): string {
  const r = rnd() % 10;
  return r < 7 ? ' ' : r < 8 ? '  ' : r < 9 ? '\t' : '';
}

function cased(rnd: Rnd, s: string): string {
  const r = rnd() % 12;
  if (r === 0) return s.toUpperCase();
  if (r === 1) return s.replace(/[a-z]/g, (c) => (rnd() & 1 ? c.toUpperCase() : c));
  return s;
}

function vreg(rnd: Rnd, regs: number): string {
  const n = rnd() % 256;
  const r = rnd() % 14;
  if (regs === 2) {
    if (r === 0) return `v${n}`;
    if (r === 1) return `v[${n}:${n + 2}]`;
    if (r === 2) return `v[${n} : ${n + 1}]`;
    return `v[${n}:${n + 1}]`;
  }
  if (r === 0) return `v[${n}]`;
  if (r === 1) return `v[${n}:${n}]`;
  if (r === 2) return `v0${n % 10}`;
  if (r === 3) return `v[${n}:${n + 1}]`;
  if (r === 4) return `v${256 + (rnd() % 4)}`;
  return `v${n}`;
}

function sreg(rnd: Rnd, regs: number, g: GenIndex): string {
  const max = GENERATIONS[g]!.sgprCount;
  const n = rnd() % (max + 2);
  const r = rnd() % 12;
  if (regs === 2) {
    if (r === 0) return `s${n}`;
    if (r === 1) return `ttmp[${n % 12}:${(n % 12) + 1}]`;
    const a = r < 6 ? n & ~1 : n;
    return `s[${a}:${a + 1}]`;
  }
  if (r === 0) return `s[${n}]`;
  if (r === 1) return `ttmp${n % 13}`;
  if (r === 2) return `s0${n % 10}`;
  return `s${n}`;
}

const SPECIAL32 = ['vcc_lo', 'vcc_hi', 'exec_lo', 'exec_hi', 'm0', 'tba_lo', 'tba_hi', 'tma_lo', 'tma_hi',
  'flat_scratch_lo', 'flat_scratch_hi', 'xnack_mask_lo', 'xnack_mask_hi', 'vccz', 'execz', 'scc', 'lds',
  'lds_direct', 'src_vccz', 'src_execz', 'src_scc', 'src_lds_direct', 'VCC_LO', 'M0'];
const SPECIAL64 = ['vcc', 'exec', 'tba', 'tma', 'flat_scratch', 'xnack_mask', 'm0', 'vccz', 'scc', 'lds', 'VCC'];

const INTS = ['0', '1', '-1', '16', '-16', '-17', '64', '65', '0x40', '0x41', '100', '-100', '0x7fffffff', '0x80000000',
  '0xffffffff', '0x100000000', '-2147483648', '-2147483649', '4294967295', '4294967296', '017', '0b101', '0B11',
  '08', '0x', '00', '1234567', '0xFFFFFFFFFFFFFFFF', '0x1ffffffffffffffff', '18446744073709551615',
  '18446744073709551616', '99999999999999999999', "'a'", "'\\n'", "'\\101'", "'\\x41'", "'\\''", "'ab'", "'\\0'",
  "'\\t'", "'\\\\'", "''", '- 4', '- 49', '-  0x10', '+5', '~0', '!0', '- -1', '--1'];
const FLOATS = ['0.5', '-0.5', '1.0', '-1.0', '2.0', '-2.0', '4.0', '-4.0', '0.15915494', '1.5', '.5', '1.', '1e0', '1E2',
  '1e-3', '0x1.8p1', '-0x1p-2', '+1.5', '0.0', '-0.0', '65504.0', '65520.0', '3.40282357e38', '1e39', '1e308', '1e-45',
  '1e-50', '1e-7', '0.1', '1.0000001', '0.15915494309189532', '123.456', '- 4.0', '- 0.5', '-(1.0)', '2.5 + 1'];
const FLOAT_SUFFIX = ['', '', '', 'h', 's', 'l', 'H', 'S', 'L', 'f', 'd'];
const EXPRS = ['1+2', '2*3', '7 // 2', '7/2', '-5/2', '-5 % 3', '1 << 4', '-5 >> 1', '-5 >>> 1', '1|2^3&5', '10 > 5',
  '3 ! 1', '1 ? 2 : 3', '(1)', '((2))', '(-4)', '-(4)', 'x', 'x+1', 'big', 'neg1', 'eq7', '.L1', 's64', 'lb-la',
  'la-lb', 'lb - la + 1', '2*lb-2*la', 'la', 'la+lb', 'undef_sym', '.Lnone', '@x', 'x*x', 'big>>4',
  '0x10000 * 0x10000', '1 << 64', '1/0', '5 %% 3', '3 <@ 4', 'x == 5', 'lb<>la'];

function constant(rnd: Rnd): string {
  const r = rnd() % 10;
  if (r < 4) return pick(rnd, INTS);
  if (r < 7) return pick(rnd, FLOATS) + pick(rnd, FLOAT_SUFFIX);
  if (r < 9) return pick(rnd, EXPRS);
  return `lit(${pick(rnd, [...INTS.slice(0, 12), ...FLOATS.slice(0, 10), 'x'])})`;
}

/** A source operand of `regs` registers (or something else). */
function source(rnd: Rnd, regs: number, g: GenIndex): string {
  const r = rnd() % 20;
  let base: string;
  if (r < 6) base = vreg(rnd, regs);
  else if (r < 9) base = sreg(rnd, regs, g);
  else if (r < 11) base = pick(rnd, regs === 2 ? SPECIAL64 : SPECIAL32);
  else if (r < 18) return constant(rnd);
  else base = pick(rnd, SYMBOLS);
  const m = rnd() % 16;
  if (m === 0) return `-${base}`;
  if (m === 1) return `abs(${base})`;
  if (m === 2) return `-abs(${base})`;
  if (m === 3) return `|${base}|`;
  if (m === 4 && g === 2) return `sext(${base})`;
  if (m === 5) return `- ${base}`;
  if (m === 6) return `-|${base}|`;
  if (m === 7 && g === 2) return `sext(-abs(${base}))`;
  if (m === 8) return `abs (${base})`;
  return base;
}

const SEL = ['byte0', 'byte_1', 'b2', 'BYTE_3', 'word0', 'word_1', 'w1', 'dword', 'dw', 'WORD_1', 'DWORD', 'invalid', 'byte4', 'BYTE_0'];
const UNUSED = ['pad', 'sext', 'preserve', 'UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE', 'PRESERVE', 'invalid', 'zero'];
const DPP_CTRL = ['quad_perm:[0,1,2,3]', 'quad_perm:[3,2,1,0]', 'quad_perm:[1, 2, 3, 0]', 'quad_perm:[0,1,2]', 'quad_perm:[4,0,0,0]',
  'row_shl:1', 'row_shl:15', 'row_shr:3', 'row_ror:8', 'row_shl:0', 'row_shl:16', 'row_shl:0x2', 'wave_shl', 'wave_rol',
  'wave_shr:1', 'wave_ror', 'wave_shl:2', 'row_mirror', 'row_half_mirror', 'row_bcast15', 'row_bcast31', 'row_bcast:15',
  'row_bcast:31', 'row_bcast:16', 'bound_ctrl', 'bound_ctrl:0', 'bound_ctrl:1', 'bank_mask:5', 'row_mask:0xa',
  'bank_mask:16', 'row_mask:15', 'BANK_MASK:3'];

function modifier(rnd: Rnd, g: GenIndex): string {
  const r = rnd() % 30;
  if (r < 3) return cased(rnd, 'clamp');
  if (r < 5) return pick(rnd, ['mul:2', 'mul:4', 'div:2', 'mul:1', 'mul:3', 'div:4', 'mul:0x2', 'mul : 2', 'MUL:2', 'div:1', 'mul:02', 'mul:2+0']);
  if (r < 6) return pick(rnd, ['omod:1', 'omod:3', 'omod:5', 'clamp:0', 'clamp:1', 'clamp:2']);
  if (r < 8) return pick(rnd, ['neg:1', 'abs:1', 'neg:0', 'abs:3', 'neg:[1]', 'abs:[1,0]', 'neg:[0]', 'sext:1', 'sext:0']);
  if (r < 10) return cased(rnd, 'vop3');
  if (r < 11) return pick(rnd, ['sdwa', 'dpp', 'SDWA']);
  if (r < 17) return `${pick(rnd, ['dst_sel', 'src0_sel', 'DST_SEL'])}:${pick(rnd, SEL)}`;
  if (r < 19) return `${pick(rnd, ['dst_unused', 'dst_un', 'DST_UNUSED'])}:${pick(rnd, UNUSED)}`;
  if (r < 26) return pick(rnd, DPP_CTRL);
  if (r < 27) return pick(rnd, ['neg(1)', 'abs', 'foo', 'clamp clamp', ',', 'lit', 'vop3:1', 'sext']);
  return pick(rnd, g === 2 ? ['dst_sel:word1', 'row_shr:1', 'bank_mask:15'] : ['clamp', 'mul:2', 'vop3']);
}

const TAILS = ['', '', '', '', '', ' # comment', ' /* c */', ' // 2', ';', ' ; v_nop', '  ', '\t'];

/** A random CLRX-syntax line for generation g. */
export function syntaxLine(g: GenIndex, rnd: Rnd): string {
  const ops = OPS.filter((o) => chance(rnd, 40) || o.vop1[g] !== null);
  const op = pick(rnd, ops);
  const sfx = pick(rnd, ['', '', '', '', '', '_e32', '_e64', '_sdwa', '_dpp', '_E64']);
  let s = cased(rnd, op.name + sfx);
  if (op.dst !== null) {
    const dregs = op.dst.info.regs;
    const d = op.dst.kind === 'sgpr'
      ? pick(rnd, [sreg(rnd, 1, g), vreg(rnd, 1), 'vcc_lo', 'm0', 'exec_hi', 'ttmp3'])
      : (rnd() % 10 === 0 ? sreg(rnd, dregs, g) : vreg(rnd, dregs));
    s += ' ' + spaces(rnd) + cased(rnd, d);
    if (!chance(rnd, 40)) s += pick(rnd, [',', ',', ',', ', ', ' ,', ' , ']);
    else s += ' ';
    s += spaces(rnd) + cased(rnd, source(rnd, op.src!.info.regs, g));
    if (chance(rnd, 50)) s += ', v1';
  }
  const nm = rnd() % 4 === 0 ? 0 : rnd() % 4;
  for (let i = 0; i < nm; i++) s += ' ' + spaces(rnd) + modifier(rnd, g);
  return s + pick(rnd, TAILS);
}

/** `n` lines (gcnkit-only spellings left out: clrxasm does not read them by design). */
export function syntaxLines(g: GenIndex, rnd: Rnd, n: number): string[] {
  const out: string[] = [];
  while (out.length < n) {
    const l = syntaxLine(g, rnd);
    if (!GCNKIT_ONLY.test(l)) out.push(l);
  }
  return out;
}
