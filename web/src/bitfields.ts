// The instruction under the cursor as a bit-field diagram. Layouts, field
// names, positions and descriptions are the library's tables
// (src/encoding/fields.ts); the values are read with its getField, and their
// meanings from the ISA tables (opcodes, operand codes, inline constants).

import {
  decode, disassemble, DPP, getField, LAYOUTS, OPS, SDWA, sourceCodes, SRC_DPP, SRC_LITERAL, SRC_SDWA,
  VOP1, VOP1_BY_OPCODE, VOP3A_SI, VOP3A_VI, vop3Op, GENERATIONS,
  type BitField, type GenId, type Instruction, type Layout, type OpInfo, type Syntax,
} from '../../src/index.js';
import { hex8 } from './assembly.js';
import { el } from './dom.js';

export interface FieldView {
  readonly field: BitField;
  readonly value: number;
  /** What the value means for this instruction. */
  readonly meaning: string;
  /** A reserved field that is not 0, a wrong tag, or a field the decoder calls non-canonical. */
  readonly flagged: boolean;
}

export interface Diagram {
  readonly layout: Layout | null;
  /** Encoding as the decoder names it: VOP1, VOP3A, SDWA, DPP. */
  readonly encoding: string;
  readonly words: readonly number[];
  readonly text: string;
  readonly mnemonic: string | null;
  readonly fields: readonly FieldView[];
  readonly notes: readonly string[];
}

/** The pseudo-field of a literal dword (SRC0 = 255 on a VOP1 word). */
const LITERAL: BitField = {
  name: 'LITERAL', word: 1, lo: 0, width: 32, mask: 0xffffffff,
  desc: `32-bit literal constant (announced by SRC0 = ${SRC_LITERAL})`,
};

const ENCODING_NAMES: Record<string, string> = { vop1: 'VOP1', vop3a: 'VOP3A', sdwa: 'SDWA', dpp: 'DPP', unknown: 'unknown' };

function layoutOf(inst: Instruction, gi: number): Layout | null {
  const has = (f: BitField) => LAYOUTS.find((l) => l.fields.includes(f) && (f !== VOP1.OPCODE || l.words === 1)) ?? null;
  switch (inst.encoding) {
    case 'vop1': return has(VOP1.OPCODE);
    case 'vop3a': return has(GENERATIONS[gi]!.vop3Layout === 'si' ? VOP3A_SI.OPCODE : VOP3A_VI.OPCODE);
    case 'sdwa': return has(SDWA.DST_SEL);
    case 'dpp': return has(DPP.DPP_CTRL);
    default: return null;
  }
}

const SELS = ['BYTE_0', 'BYTE_1', 'BYTE_2', 'BYTE_3', 'WORD_0', 'WORD_1', 'DWORD', 'invalid (7)'];
const UNUSED = ['UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE', 'invalid (3)'];
const OMOD = ['none', '*2', '*4', '/2'];

/** DPP_CTRL values as the ISA names them. */
export function dppCtrlName(v: number): string {
  if (v <= 0xff) return `quad_perm:[${v & 3},${(v >> 2) & 3},${(v >> 4) & 3},${(v >> 6) & 3}]`;
  if (v >= 0x101 && v <= 0x10f) return `row_shl:${v & 15}`;
  if (v >= 0x111 && v <= 0x11f) return `row_shr:${v & 15}`;
  if (v >= 0x121 && v <= 0x12f) return `row_ror:${v & 15}`;
  const named: Record<number, string> = {
    0x130: 'wave_shl:1', 0x134: 'wave_rol:1', 0x138: 'wave_shr:1', 0x13c: 'wave_ror:1',
    0x140: 'row_mirror', 0x141: 'row_half_mirror', 0x142: 'row_bcast:15', 0x143: 'row_bcast:31',
  };
  return named[v] ?? 'reserved value';
}

function bitsOf(v: number, n: number): string {
  const on: string[] = [];
  for (let i = 0; i < n; i++) if ((v >> i) & 1) on.push(`src${i}`);
  return on.length === 0 ? 'none' : on.join(', ');
}

/** An operand code as the dialect spells it, for a width of 32 or 64 bits. */
export function operandName(gi: number, code: number, width: number, syntax: Syntax): string {
  const s = sourceCodes(gi as 0 | 1 | 2)[code]!;
  const pair = width === 64;
  switch (s.kind) {
    case 'vgpr': return pair ? `v[${s.index}:${s.index + 1}]` : `v${s.index}`;
    case 'sgpr': return pair ? `s[${s.index}:${s.index + 1}]` : `s${s.index}`;
    case 'ttmp': return pair ? `ttmp[${s.index}:${s.index + 1}]` : `ttmp${s.index}`;
    case 'special': return pair && s.special!.half === 'lo' ? s.special!.base : s.clrx;
    case 'int': return `inline integer ${s.index}`;
    case 'float': return `inline float ${s.clrx}`;
    case 'literal': return 'a literal dword follows';
    case 'sdwa': return 'an SDWA dword follows';
    case 'dpp': return 'a DPP dword follows';
    case 'reserved': return `reserved code on ${GENERATIONS[gi]!.names[0]}`;
    default: return (syntax === 'llvm' ? s.llvm : s.clrx) ?? s.clrx;
  }
}

function meaning(f: BitField, v: number, inst: Instruction, gi: number, syntax: Syntax): string {
  const op: OpInfo | null = inst.op;
  const srcWidth = op?.src?.info.width === 64 ? 64 : 32;
  const name = f.name;
  if (f.fixed !== undefined) return v === f.fixed ? `${ENCODING_NAMES[inst.encoding]} tag` : `not the ${name} tag`;
  if (f.reserved) return v === 0 ? 'reserved, 0' : 'reserved, not 0';
  if (f === LITERAL) {
    const fl = new DataView(new Uint32Array([v]).buffer).getFloat32(0, true);
    return `0x${hex8(v)} = ${v | 0} = ${fl} (f32)`;
  }
  switch (name) {
    case 'OPCODE': {
      const o = inst.encoding === 'vop3a' ? vop3Op(gi as 0 | 1 | 2, v) : VOP1_BY_OPCODE[gi]![v] ?? null;
      if (o !== null) return o.name;
      if (inst.encoding === 'vop3a') return 'not a VOP1 op in the VOP3 encoding';
      const elsewhere = OPS.find((x) => x.vop1.some((n) => n === v));
      return `undefined on ${GENERATIONS[gi]!.names[0]}` + (elsewhere ? ` (${elsewhere.name} elsewhere)` : '');
    }
    case 'VDST': {
      if (op?.dst?.kind === 'sgpr') return operandName(gi, v, 32, syntax);
      if (op !== null && op.dst === null) return 'unused';
      return op?.dst?.info.width === 64 ? `v[${v}:${v + 1}]` : `v${v}`;
    }
    case 'SRC0': {
      if (f === SDWA.SRC0 || f === DPP.SRC0) return `v${v}`; // the SDWA / DPP dword holds a VGPR number
      if (op !== null && op.src === null) return 'unused';
      if (v === SRC_SDWA && inst.encoding === 'sdwa') return 'SDWA: the second dword holds the source';
      if (v === SRC_DPP && inst.encoding === 'dpp') return 'DPP: the second dword holds the source';
      return operandName(gi, v, srcWidth, syntax);
    }
    case 'SRC1': case 'SRC2': return `${operandName(gi, v, 32, syntax)} (unused by VOP1 ops)`;
    case 'ABS': case 'NEG': return bitsOf(v, 3);
    case 'OMOD': return OMOD[v]!;
    case 'CLAMP': return v ? 'clamp' : 'off';
    case 'DST_SEL': case 'SRC0_SEL': case 'SRC1_SEL': return SELS[v]!;
    case 'DST_UNUSED': return UNUSED[v]!;
    case 'DPP_CTRL': return dppCtrlName(v);
    case 'BANK_MASK': case 'ROW_MASK': return `0b${v.toString(2).padStart(4, '0')}`;
    default: return f.width === 1 ? (v ? 'on' : 'off') : String(v);
  }
}

export function diagramFor(words: readonly number[], gen: GenId, syntax: Syntax): Diagram {
  const gi = GENERATIONS.findIndex((g) => g.id === gen);
  const inst = decode(words, gen);
  const layout = layoutOf(inst, gi);
  const text = disassemble(inst.words, { arch: gen, syntax, header: false }).text.trim();
  const notes: string[] = [];
  const fields: FieldView[] = [];
  if (layout !== null) {
    const fieldList = [...layout.fields];
    if (inst.literal !== null && layout.words === 1) fieldList.push(LITERAL);
    for (const f of fieldList) {
      const w = inst.words[f.word] ?? 0;
      const value = f === LITERAL ? inst.literal! >>> 0 : getField(w, f);
      const flagged = (f.fixed !== undefined && value !== f.fixed) || (f.reserved === true && value !== 0)
        || inst.nonCanonical.includes(f.name);
      fields.push({ field: f, value, meaning: meaning(f, value, inst, gi, syntax), flagged });
    }
  } else {
    notes.push('Not a VOP1-family word: the disassembler prints it as data.');
  }
  if (inst.truncated) notes.push('Truncated: the instruction needs another dword.');
  if (inst.nonCanonical.length > 0) notes.push(`Non-canonical fields: ${inst.nonCanonical.join(', ')}.`);
  return {
    layout, encoding: ENCODING_NAMES[inst.encoding]!, words: inst.words, text,
    mnemonic: inst.mnemonic, fields, notes,
  };
}

// --- rendering ---------------------------------------------------------------

/** Colour slot of a field: the same name has the same colour in every layout. */
function colourOf(f: BitField): string {
  if (f.fixed !== undefined) return 'tag';
  if (f.reserved) return 'reserved';
  const slots: Record<string, number> = {
    SRC0: 0, OPCODE: 1, VDST: 2, ABS: 3, NEG: 4, CLAMP: 5, OMOD: 6, SRC1: 7, SRC2: 7,
    DST_SEL: 8, DST_UNUSED: 9, SRC0_SEL: 3, SRC0_SEXT: 5, SRC0_NEG: 4, SRC0_ABS: 6,
    SRC1_SEL: 7, SRC1_SEXT: 7, SRC1_NEG: 7, SRC1_ABS: 7, DPP_CTRL: 8, BOUND_CTRL: 5,
    BANK_MASK: 9, ROW_MASK: 6, LITERAL: 0,
  };
  return String(slots[f.name] ?? 9);
}

function range(f: BitField): string {
  return f.width === 1 ? `${f.lo}` : `${f.lo + f.width - 1}:${f.lo}`;
}

function valueText(v: number, width: number): string {
  return width <= 3 ? String(v) : `${v} (0x${v.toString(16)})`;
}

export function renderDiagram(host: HTMLElement, d: Diagram | null, empty: string): void {
  host.replaceChildren();
  if (d === null) { host.append(el('p', { class: 'muted' }, empty)); return; }
  host.append(el('div', { class: 'diagram-head' },
    el('span', { class: 'badge enc', 'data-testid': 'encoding' }, d.layout?.name ?? d.encoding),
    el('code', { class: 'diagram-text', 'data-testid': 'instruction-text' }, d.text),
    el('code', { class: 'diagram-words', 'data-testid': 'instruction-words' }, d.words.map(hex8).join(' '))));
  const nWords = Math.max(d.words.length, ...d.fields.map((f) => f.field.word + 1));
  for (let w = 0; w < nWords; w++) {
    const word = d.words[w] ?? 0;
    const grid = el('div', { class: 'bits' });
    for (let b = 31; b >= 0; b--) grid.append(el('span', { class: 'bitno' }, String(b)));
    // Each bit in the colour of the field (operand) it encodes.
    const owner = (b: number) => d.fields.find((x) => x.field.word === w && b >= x.field.lo && b < x.field.lo + x.field.width);
    for (let b = 31; b >= 0; b--) {
      const o = owner(b);
      grid.append(el('span', {
        class: 'bit' + ((word >>> b) & 1 ? ' one' : '') + (o !== undefined ? ` c${colourOf(o.field)}` : ''),
        ...(o !== undefined ? { 'data-field': o.field.name, title: `bit ${b}: ${o.field.name}` } : {}),
      }, String((word >>> b) & 1)));
    }
    for (const fv of d.fields.filter((x) => x.field.word === w)) {
      const f = fv.field;
      const box = el('span', {
        class: `field c${colourOf(f)}${fv.flagged ? ' flagged' : ''}`,
        style: `grid-column: ${32 - (f.lo + f.width) + 1} / span ${f.width}`,
        title: `${f.name} [${range(f)}] = ${fv.value}: ${fv.meaning}\n${f.desc}`,
        'data-field': f.name,
      }, el('b', {}, f.name), el('span', {}, f.width >= 4 ? String(fv.value) : ''));
      grid.append(box);
    }
    host.append(el('div', { class: 'word' }, el('div', { class: 'word-label' }, `dword ${w}: 0x${hex8(word)}`), grid));
  }
  // Names too wide for their bits are set vertically, whole, rather than cut.
  for (const b of host.querySelectorAll<HTMLElement>('.field > b')) {
    if (b.scrollWidth > b.clientWidth + 1) b.parentElement!.classList.add('vertical');
  }
  const table = el('table', { class: 'fields', 'data-testid': 'field-table' },
    el('thead', {}, el('tr', {}, el('th', {}, 'field'), el('th', {}, 'bits'), el('th', {}, 'value'), el('th', {}, 'meaning'), el('th', {}, 'description'))));
  const body = el('tbody');
  for (const fv of d.fields) {
    const f = fv.field;
    body.append(el('tr', { 'data-field': f.name, class: fv.flagged ? 'flagged' : '' },
      el('td', {}, el('span', { class: `swatch c${colourOf(f)}` }), f.name),
      el('td', {}, `${f.word}:${range(f)}`),
      el('td', { class: 'value' }, valueText(fv.value, f.width)),
      el('td', { class: 'meaning' }, fv.meaning),
      el('td', { class: 'muted' }, f.desc)));
  }
  table.append(body);
  host.append(table);
  for (const n of d.notes) host.append(el('p', { class: 'note' }, n));
}
