// Docs for a mnemonic, derived from the library: operand types (VOP1_ROWS via
// OPS), opcodes and encodings per generation (OPS and GENERATIONS), the
// rounding / denormal / exception class (SEMANTICS), approximation
// (APPROXIMATE), and a table of special cases computed by running the
// instruction on the emulator. Only the one-line description is prose.

import {
  APPROXIMATE, compileProgram, findOp, GENERATIONS, runProgram, SEMANTICS, setField, VOP1, WaveState,
  type GenId, type Mnemonic, type OpInfo, type Syntax, type ValueType,
} from '../../src/index.js';
import { DESCRIPTIONS } from './descriptions.js';
import { el } from './dom.js';
import { f64FromBits, formatF16, formatF32, hex32 } from './values.js';

type Sem = { readonly kind: string; readonly denorm?: string; readonly zero?: string };

function semantics(m: Mnemonic): Sem {
  return SEMANTICS[m] as Sem;
}

const DENORM: Record<string, string> = {
  mode: 'Denormals as MODE says for the operand types (after reset: f32 flushed, f64/f16 kept).',
  flush: 'Always flushes f32 denormals, in and out, whatever MODE says.',
  none: 'No rounding and no denormal handling: the bits are the value.',
  f16keep: 'f16 denormals are always kept on GCN 1.0/1.1; on GCN 1.2 MODE decides.',
};

const ZERO: Record<string, string> = {
  div0: 'A zero input signals divide-by-zero (TRAPSTS.EXCP DIV0).',
  intdiv0: 'A zero input signals integer divide-by-zero, never a float exception.',
};

const KIND: Record<string, string> = {
  nop: 'No lane work.',
  clrexcp: 'Acts on the wave, not on lanes.',
  readfirstlane: 'Reads one lane; writes even when EXEC = 0.',
  movrel: 'Register index offset by M0 (an index past v255 is a run-time error).',
};

function operandText(t: ValueType | 'sgpr' | null, what: string): string {
  if (t === null) return '';
  if (t === 'sgpr') return `${what}: SGPR`;
  return `${what}: ${t}${t === 'f64' ? ' (pair)' : ''}`;
}

/** Inputs for the special-case table, per source type: [label, low dword, high dword]. */
function specialInputs(t: ValueType): [number, number][] {
  switch (t) {
    case 'f32': return [0, 0x80000000, 0x00000001, 0x3f800000, 0xbf800000, 0x3f000000, 0x40800000, 0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f800001]
      .map((v) => [v, 0]);
    case 'f64': return [[0, 0], [0, 0x80000000], [1, 0], [0, 0x3ff00000], [0, 0xbff00000], [0, 0x3fe00000], [0, 0x40100000],
      [0xffffffff, 0x7fefffff], [0, 0x7ff00000], [0, 0xfff00000], [0, 0x7ff80000], [1, 0x7ff00000]];
    case 'f16': return [0, 0x8000, 0x0001, 0x3c00, 0xbc00, 0x3800, 0x4400, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7c01].map((v) => [v, 0]);
    case 'u16': case 'i16': return [0, 1, 0x7fff, 0x8000, 0xffff].map((v) => [v, 0]);
    case 'u8': return [0, 0x000000ff, 0x12345678, 0xffffffff].map((v) => [v, 0]);
    case 'i4': return [0, 1, 7, 8, 15].map((v) => [v, 0]);
    default: return [0, 1, 0xffffffff, 0x7fffffff, 0x80000000, 0x0000ffff].map((v) => [v, 0]);
  }
}

function formatF64(hi: number, lo: number): string {
  if ((hi & 0x7ff00000) === 0x7ff00000 && ((hi & 0xfffff) !== 0 || lo !== 0)) return ((hi >>> 31) ? '-' : '') + ((hi & 0x80000) !== 0 ? 'qNaN' : 'sNaN');
  const x = f64FromBits(hi, lo);
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  return String(x);
}

function formatTyped(t: ValueType, lo: number, hi: number): string {
  switch (t) {
    case 'f32': return formatF32(lo);
    case 'f16': return formatF16(lo);
    case 'f64': return formatF64(hi, lo);
    case 'i32': return String(lo | 0);
    case 'u32': return lo >>> 0 === 0xffffffff ? '0xffffffff' : String(lo >>> 0);
    case 'i16': return String((lo << 16) >> 16);
    case 'u16': return String(lo & 0xffff);
    default: return hex32(lo);
  }
}

export interface SpecialCase { readonly input: string; readonly output: string; readonly bits: string }

/** Runs the op on special inputs (one per lane) with the default MODE. */
export function specialCases(o: OpInfo, gen: GenId): SpecialCase[] | null {
  const g = GENERATIONS.find((x) => x.id === gen)!;
  const opcode = o.vop1[g.index];
  const sem = semantics(o.name);
  if (opcode === null || opcode === undefined || sem.kind !== 'lane' || o.src === null || o.dst === null || o.dst.kind !== 'vgpr') return null;
  const inputs = specialInputs(o.src.type);
  let w = setField(0, VOP1.ENCODING, VOP1.ENCODING.fixed!);
  w = setField(w, VOP1.OPCODE, opcode);
  w = setField(w, VOP1.VDST, 2);
  w = setField(w, VOP1.SRC0, 256); // v0 (v[0:1] for a pair)
  const st = new WaveState(g);
  inputs.forEach(([lo, hi], l) => { st.vgpr[l] = lo; st.vgpr[64 + l] = hi; });
  const r = runProgram(compileProgram([w], g.index), st);
  if (r.error !== null) return null;
  const dt = o.dst.type;
  return inputs.map(([lo, hi], l) => {
    const olo = st.vgpr[2 * 64 + l]!;
    const ohi = st.vgpr[3 * 64 + l]!;
    return {
      input: formatTyped(o.src!.type, lo, hi),
      output: formatTyped(dt, olo, ohi),
      bits: o.dst!.info.width === 64 ? `0x${hex32(ohi).slice(2)}${hex32(olo).slice(2)}` : hex32(olo),
    };
  });
}

function hexOp(v: number | null | undefined, digits: number): string {
  return v === null || v === undefined ? '—' : `0x${v.toString(16).padStart(digits, '0')}`;
}

/** The docs of a mnemonic as a DOM block (hover tooltip and the side panel). */
export function docsFor(name: string, gen: GenId, syntax: Syntax): HTMLElement | null {
  const o = findOp(name);
  if (o === undefined) return null;
  const m = o.name;
  const sem = semantics(m);
  const box = el('div', { class: 'docs', 'data-testid': 'docs', 'data-mnemonic': m });
  const badges = el('span', { class: 'badges' });
  if (APPROXIMATE.has(m)) badges.append(el('span', { class: 'badge approx', title: 'Hardware results are specified within an error bound; gcnkit returns the correctly rounded value of the exact function, with every special case exact.' }, 'approximate'));
  if (syntax === 'llvm' && !o.llvm.known) badges.append(el('span', { class: 'badge warn' }, 'unknown to llvm-mc'));
  box.append(el('div', { class: 'docs-title' }, el('code', {}, m), badges));
  box.append(el('p', { class: 'docs-desc' }, DESCRIPTIONS[m]));
  const ops = [operandText(o.row.dst, 'D'), operandText(o.row.src, 'S0')].filter((x) => x !== '').join(' · ');
  if (ops !== '') box.append(el('p', { class: 'docs-operands' }, ops));
  const rules: string[] = [];
  if (sem.kind === 'lane') {
    rules.push(DENORM[sem.denorm ?? 'none']!);
    if (sem.zero !== undefined && sem.zero !== 'none') rules.push(ZERO[sem.zero]!);
  } else rules.push(KIND[sem.kind] ?? '');
  if (APPROXIMATE.has(m)) rules.push('Approximate on hardware; gcnkit returns the correctly rounded result.');
  box.append(el('ul', { class: 'docs-rules' }, ...rules.filter((r) => r !== '').map((r) => el('li', {}, r))));

  // Encodings per generation.
  const t = el('table', { class: 'docs-enc' }, el('thead', {}, el('tr', {},
    el('th', {}, ''), el('th', {}, 'VOP1'), el('th', {}, 'VOP3A'), el('th', {}, 'SDWA'), el('th', {}, 'DPP'))));
  const tb = el('tbody');
  for (const g of GENERATIONS) {
    const has = o.vop1[g.index] !== null;
    const sdwa = has && g.sdwa && (syntax === 'clrx' ? o.clrx.sdwa : o.llvm.sdwa);
    const dpp = has && g.dpp && (syntax === 'clrx' ? o.clrx.dpp : o.llvm.dpp);
    const e64 = has && (syntax === 'clrx' || o.llvm.e64);
    tb.append(el('tr', { class: (g.id === gen ? 'current' : '') + (has ? '' : ' absent') },
      el('th', {}, g.names[0]!),
      el('td', {}, hexOp(o.vop1[g.index], 2)),
      el('td', {}, e64 ? hexOp(o.vop3[g.index], 3) : has ? 'no e64' : '—'),
      el('td', {}, sdwa ? 'yes' : '—'),
      el('td', {}, dpp ? 'yes' : '—')));
  }
  t.append(tb);
  box.append(t);

  const g = GENERATIONS.find((x) => x.id === gen)!;
  const runGen = o.vop1[g.index] !== null ? gen : GENERATIONS.find((x) => o.vop1[x.index] !== null)!.id;
  const cases = specialCases(o, runGen);
  if (cases !== null) {
    const ct = el('table', { class: 'docs-cases' }, el('thead', {}, el('tr', {},
      el('th', {}, `S0 (${o.src!.type})`), el('th', {}, `D (${o.dst!.type})`), el('th', {}, 'bits'))));
    const cb = el('tbody');
    for (const c of cases) cb.append(el('tr', {}, el('td', {}, c.input), el('td', {}, c.output), el('td', { class: 'muted' }, c.bits)));
    ct.append(cb);
    box.append(el('div', { class: 'docs-cases-head' }, `Special cases on ${GENERATIONS.find((x) => x.id === runGen)!.names[0]}, computed by the emulator (MODE 0x3c0):`), ct);
  }
  return box;
}
