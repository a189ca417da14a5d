// The instruction under the cursor as a bit-field diagram, for every
// encoding of GCN 1.0-1.2. The whole-ISA decoder (src/disasm/decode.ts)
// finds the encoding, the layout (src/isa/encodings.ts: names, positions,
// descriptions) and the row; field meanings come from the row's operand
// profile (field-meanings.ts).

import { disassemble, GENERATIONS, type GenId, type Syntax } from '../../src/index.js';
import { decodeAt, emptyDecoded, EXT_DPP, EXT_SDWA } from '../../src/disasm/decode.js';
import { DPP, SDWA, SRC_LITERAL, type BitField } from '../../src/isa/encodings.js';
import type { GenIndex } from '../../src/isa/generations.js';
import { hex8 } from './assembly.js';
import { el } from './dom.js';
import { meaningOf } from './field-meanings.js';

export { dppCtrlName } from './field-meanings.js';
export { operandName } from './field-operands.js';

export interface FieldView {
  readonly field: BitField;
  readonly value: number;
  /** What the value means for this instruction. */
  readonly meaning: string;
  /** A reserved field that is not 0, a wrong tag, an unused field that is not 0, an invalid value. */
  readonly flagged: boolean;
  /** The op does not use the field (drawn faded). */
  readonly unused: boolean;
}

export interface Diagram {
  /** The layout's name (VOP3A (GCN 1.2), SMEM ...), with + SDWA / + DPP; null for a word no encoding matches. */
  readonly layout: string | null;
  /** The encoding's short name: VOP1, VOP3A, SMRD, DS ... ('data' when none matches). */
  readonly encoding: string;
  readonly words: readonly number[];
  readonly text: string;
  /** The row's name (CLRX's), for the docs; null for an undefined opcode or data. */
  readonly mnemonic: string | null;
  readonly fields: readonly FieldView[];
  readonly notes: readonly string[];
}

/** The literal dword's pseudo-field (a SOP/VOP source 255, v_madmk/v_madak's K, s_setreg_imm32_b32's value, GCN 1.1's SMRD offset). */
const LITERAL: BitField = {
  name: 'LITERAL', word: 1, lo: 0, width: 32, mask: 0xffffffff,
  desc: `32-bit literal constant (a source code ${SRC_LITERAL}, or the op's constant dword)`,
};

/** The opcode field is OP in the layouts; the diagram has always called it OPCODE. */
function shown(f: BitField): BitField {
  return f.name === 'OP' ? { ...f, name: 'OPCODE' } : f;
}

function literalMeaning(v: number): string {
  const fl = new DataView(new Uint32Array([v]).buffer).getFloat32(0, true);
  return `0x${hex8(v)} = ${v | 0} = ${fl} (f32)`;
}

/** The diagram of the instruction in `words` on `gen`; `pc` (its byte offset) resolves branch targets. */
export function diagramFor(words: readonly number[], gen: GenId, syntax: Syntax, pc: number | null = null): Diagram {
  const gi = GENERATIONS.findIndex((g) => g.id === gen) as GenIndex;
  const r = emptyDecoded(gi);
  if (words.length === 0) words = [0];
  decodeAt(r, words, 0, words.length, gi);
  const used = words.slice(0, Math.min(words.length, r.size)).map((w) => w >>> 0);
  const text = disassemble(used, { arch: gen, syntax, header: false }).text.trim();
  const notes: string[] = [];
  const fields: FieldView[] = [];
  const lay = r.layout;
  if (lay === null) {
    notes.push(`No encoding of ${GENERATIONS[gi]!.names[0]} has this tag: the disassembler prints the word as data.`);
    return { layout: null, encoding: 'data', words: used, text, mnemonic: null, fields, notes };
  }
  const enc = lay.name.split(' ')[0]!;
  const list: BitField[] = Object.values(lay.fields);
  if (r.ext === EXT_SDWA) list.push(...Object.values(SDWA.fields));
  else if (r.ext === EXT_DPP) list.push(...Object.values(DPP.fields));
  else if (r.hasLiteral) list.push(LITERAL);
  const get = (name: string): number => {
    const f = lay.fields[name];
    return f === undefined ? 0 : ((f.word === 0 ? r.w0 : r.w1) >>> f.lo) & f.mask;
  };
  const ctx = { r, syntax, pc, get, enc };
  list.sort((a, b) => a.word - b.word || a.lo - b.lo);
  for (const raw of list) {
    const f = shown(raw);
    if (f.word > 0 && r.truncated) continue;
    const value = f === LITERAL ? r.w1 >>> 0 : ((f.word === 0 ? r.w0 : r.w1) >>> f.lo) & f.mask;
    const m = f === LITERAL ? { text: literalMeaning(value) } : meaningOf(f, value, ctx);
    fields.push({ field: f, value, meaning: m.text, flagged: m.flag === true, unused: 'unused' in m && m.unused === true });
  }
  if (r.row === null) notes.push(`Opcode ${r.opcode} is not an instruction of ${GENERATIONS[gi]!.names[0]}: the disassembler prints the words as data.`);
  if (r.truncated) notes.push('Truncated: the instruction needs another dword.');
  const odd = fields.filter((f) => f.flagged).map((f) => f.field.name);
  if (odd.length > 0) notes.push(`Non-canonical fields: ${odd.join(', ')}.`);
  const ext = r.ext === EXT_SDWA ? ' + SDWA' : r.ext === EXT_DPP ? ' + DPP' : '';
  return {
    layout: lay.name + ext, encoding: enc + ext, words: used, text,
    mnemonic: r.row?.name ?? null, fields, notes,
  };
}

// --- rendering ---------------------------------------------------------------

/** Colour slot of a field: the same name has the same colour in every layout. */
function colourOf(f: BitField): string {
  if (f.fixed !== undefined) return 'tag';
  if (f.reserved) return 'reserved';
  // Slots by role, so that a role looks alike in every encoding: sources and
  // addresses 0, the opcode 1, destinations and data 2, immediates and offsets 6.
  const slots: Record<string, number> = {
    SRC0: 0, SSRC0: 0, VSRC: 0, ADDR: 0, VADDR: 0, SBASE: 0, VSRC0: 0, LITERAL: 0,
    OPCODE: 1,
    VDST: 2, SDST: 2, SDATA: 2, VDATA: 2, DATA: 2, DATA0: 2,
    ABS: 3, SRC0_SEL: 3, GLC: 3, DMASK: 3, EN: 3,
    NEG: 4, SRC0_NEG: 4, SLC: 4, TGT: 4,
    CLAMP: 5, SRC0_SEXT: 5, BOUND_CTRL: 5, OFFEN: 5, IDXEN: 5, IMM: 5, GDS: 5, COMPR: 5, UNORM: 5,
    OMOD: 6, SRC0_ABS: 6, ROW_MASK: 6, OFFSET: 6, OFFSET0: 6, SIMM16: 6, ATTR: 6, DFMT: 6,
    SRC1: 7, SRC2: 7, SSRC1: 7, VSRC1: 7, VSRC2: 7, VSRC3: 7, DATA1: 7, OFFSET1: 7, SOFFSET: 7, NFMT: 7, ATTRCHAN: 7,
    SRC1_SEL: 7, SRC1_SEXT: 7, SRC1_NEG: 7, SRC1_ABS: 7,
    DST_SEL: 8, DPP_CTRL: 8, SRSRC: 8, SSAMP: 8, ADDR64: 8, TFE: 8, DONE: 8, DA: 8,
    DST_UNUSED: 9, BANK_MASK: 9,
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
    el('span', { class: 'badge enc', 'data-testid': 'encoding' }, d.layout ?? d.encoding),
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
        class: `field c${colourOf(f)}${fv.flagged ? ' flagged' : ''}${fv.unused ? ' unused' : ''}`,
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
    body.append(el('tr', { 'data-field': f.name, class: [fv.flagged ? 'flagged' : '', fv.unused ? 'unused' : ''].join(' ').trim() },
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
