// Operand completion from the ISA tables: after a mnemonic, the operands its
// row's profile takes (register kinds and widths, constants), then the
// modifiers of its encoding, in the editor's dialect and generation. A
// modifier is offered only where the generation's layout has its field
// (`addr64` is gone from GCN 1.2's MUBUF, `d16` exists only there).

import type { Completion } from '@codemirror/autocomplete';
import { findOp, GENERATIONS, sourceCodes, type GenId, type Syntax } from '../../src/index.js';
import { LAYOUTS_BY_GEN } from '../../src/isa/encodings.js';
import type { GenIndex } from '../../src/isa/generations.js';
import { allInstrs, type Instr, type LlvmMods, type ValueType } from '../../src/isa/table/index.js';

type Form = 'e32' | 'e64' | 'sdwa' | 'dpp' | null;

/** The row a mnemonic names in a dialect and generation, with its LLVM encoding suffix. */
export function rowFor(word: string, dialect: Syntax, gi: GenIndex): { row: Instr; form: Form } | null {
  const w = word.toLowerCase();
  const m = dialect === 'llvm' ? /^(.*?)(?:_(e32|e64|sdwa|dpp))?$/.exec(w)! : null;
  const base = m?.[1] ?? w;
  for (const r of allInstrs()) {
    if (r.opts.decodeOnly) continue;
    const name = dialect === 'llvm' ? r.llvm[gi] : r.clrx[gi];
    if (name === base || (dialect === 'clrx' && r.clrx[gi] !== null && r.aliases.includes(base))) {
      return { row: r, form: (m?.[2] as Form | undefined) ?? null };
    }
  }
  return null;
}

const regs = (p: 'v' | 's', n: number): string => (n <= 1 ? `${p}0` : `${p}[0:${n - 1}]`);
const widthOf = (t: ValueType): number => (t === 'b128' ? 4 : /64$/.test(t) ? 2 : 1);
const isFloat = (t: ValueType): boolean => t.startsWith('f');

function vgpr(n: number, what: string): Completion {
  return { label: regs('v', n), type: 'variable', detail: `${what} · VGPR${n > 1 ? ` ×${n}` : ''}` };
}

function sgpr(n: number, what: string, gi: GenIndex, dialect: Syntax): Completion[] {
  const out: Completion[] = [{ label: regs('s', n), type: 'variable', detail: `${what} · SGPR${n > 1 ? ` ×${n}` : ''}` }];
  if (n > 2) return out;
  const seen = new Set<string>();
  for (const c of sourceCodes(gi)) {
    if (c.kind !== 'special' || c.special === null) continue;
    const name = n === 2 ? (c.special.half === 'lo' ? c.special.base : null) : dialect === 'llvm' ? c.llvm : c.clrx;
    if (name === null || seen.has(name)) continue;
    seen.add(name);
    out.push({ label: name, type: 'variable', detail: `${what} · ${n === 2 ? '64-bit' : '32-bit'} special register` });
  }
  return out;
}

/** Inline constants (integers, and the float ones for a float operand) and a literal. */
function constants(t: ValueType | null, what: string, gi: GenIndex, dialect: Syntax, literal: boolean): Completion[] {
  const out: Completion[] = [
    { label: '0', type: 'constant', detail: `${what} · inline integer -16..64` },
    { label: '-1', type: 'constant', detail: `${what} · inline integer` },
  ];
  if (t !== null && isFloat(t)) {
    for (const c of sourceCodes(gi)) {
      const name = dialect === 'llvm' ? c.llvm : c.clrx;
      if (c.kind === 'float' && name !== null) out.push({ label: name, type: 'constant', detail: `${what} · inline ${t}` });
    }
  }
  if (literal) out.push({ label: '0x3f800000', type: 'constant', detail: `${what} · 32-bit literal` });
  return out;
}

/** A scalar or vector source: registers of its width, specials, constants. */
function source(t: ValueType, what: string, gi: GenIndex, dialect: Syntax, vector: boolean, literal = true): Completion[] {
  const n = widthOf(t);
  return [...(vector ? [vgpr(n, `${what} ${t}`)] : []), ...sgpr(n, `${what} ${t}`, gi, dialect), ...constants(t, what, gi, dialect, literal)];
}

/** The operands, slot by slot: what may go in each. */
export function operandSlots(row: Instr, form: Form, gi: GenIndex, dialect: Syntax): Completion[][] {
  const p = row.p;
  const e32 = form === 'e32' || (form === null && row.enc !== 'VOP3');
  const imm = (label: string, detail: string): Completion[] => [{ label, type: 'constant', detail }];
  switch (p.kind) {
    case 'vop': {
      const slots: Completion[][] = [];
      if (p.lane === 'read') return [sgpr(1, 'sdst', gi, dialect), [vgpr(1, 'vsrc0 b32')], [...sgpr(1, 'lane', gi, dialect), ...imm('0', 'lane · 0..63')]];
      if (p.lane === 'write') return [[vgpr(1, 'vdst b32')], source('b32', 'src0', gi, dialect, false, false), [...sgpr(1, 'lane', gi, dialect), ...imm('0', 'lane · 0..63')]];
      if (p.sdst !== undefined) slots.push(p.sdst === 'b64' && e32 && row.enc === 'VOPC' ? [{ label: 'vcc', type: 'variable', detail: 'sdst · the lane mask (VOPC)' }] : sgpr(p.sdst === 'b64' ? 2 : 1, 'sdst', gi, dialect));
      if (p.dst !== null) slots.push([vgpr(widthOf(p.dst), `vdst ${p.dst}`)]);
      if (p.co === true) slots.push(e32 ? [{ label: 'vcc', type: 'variable', detail: 'carry out' }] : sgpr(2, 'carry out', gi, dialect));
      p.src.forEach((t, i) => {
        const what = `src${i}`;
        // VOP2/VOPC 32-bit forms: only SRC0 takes scalars and constants.
        const short = e32 && row.enc !== 'VOP3'; // VOP3 takes no literal on GCN 1.0-1.2
        slots.push(i > 0 && short ? [vgpr(widthOf(t), `v${what} ${t}`)] : source(t, what, gi, dialect, true, i === 0 && short));
        if (p.k === 'mk' && i === 0) slots.push(imm('0x3f800000', 'K · 32-bit literal'));
      });
      if (p.k === 'ak') slots.push(imm('0x3f800000', 'K · 32-bit literal'));
      if (p.ci === true) slots.push(e32 ? [{ label: 'vcc', type: 'variable', detail: 'carry in / lane mask' }] : sgpr(2, 'lane mask', gi, dialect));
      return slots;
    }
    case 'sop': {
      const slots: Completion[][] = [];
      if (p.dst !== 0) slots.push(sgpr(p.dst, 'sdst', gi, dialect));
      if (p.src0 !== 0) slots.push([...sgpr(p.src0, 'ssrc0', gi, dialect), ...constants(null, 'ssrc0', gi, dialect, true)]);
      if (p.src1 === 'gpridx') slots.push(imm('0', 'mode · VGPR index bits'));
      else if (p.src1 !== 0) slots.push([...sgpr(p.src1, 'ssrc1', gi, dialect), ...constants(null, 'ssrc1', gi, dialect, true)]);
      return slots;
    }
    case 'sopk': {
      const hw = dialect === 'llvm' ? 'hwreg(HW_REG_MODE)' : 'hwreg(mode, 0, 32)';
      switch (p.form) {
        case 'dst_imm': case 'dstsrc_imm': return [sgpr(1, 'sdst', gi, dialect), imm('0x0', 'simm16')];
        case 'src_imm': return [sgpr(1, 'ssrc', gi, dialect), imm('0x0', 'simm16')];
        case 'fork': return [sgpr(2, 'mask', gi, dialect), imm('label', 'branch target')];
        case 'getreg': return [sgpr(1, 'sdst', gi, dialect), imm(hw, 'hardware register, offset, size')];
        case 'setreg': return [imm(hw, 'hardware register, offset, size'), sgpr(1, 'ssrc', gi, dialect)];
        case 'setreg_imm32': return [imm(hw, 'hardware register, offset, size'), imm('0x0', '32-bit literal')];
      }
      return [];
    }
    case 'sopp':
      switch (p.imm) {
        case 'none': return [];
        case 'opt': case 'imm': case 'gpridx': return [imm('0', 'simm16')];
        case 'label': return [imm('label', 'branch target')];
        case 'waitcnt': return [[
          { label: 'vmcnt(0)', type: 'function', detail: 'vector memory counter' },
          { label: 'expcnt(0)', type: 'function', detail: 'export counter' },
          { label: 'lgkmcnt(0)', type: 'function', detail: 'LDS, GDS, constant and message counter' },
        ]];
        case 'sendmsg': return [imm(dialect === 'llvm' ? 'sendmsg(MSG_INTERRUPT)' : 'sendmsg(interrupt)', 'message')];
      }
      return [];
    case 'smem': {
      const data = sgpr(p.data, 'sdata', gi, dialect).slice(0, 1);
      const base = sgpr(p.base, p.base === 4 ? 'sbase · buffer resource' : 'sbase · address', gi, dialect).slice(0, 1);
      const off = [...imm('0x0', 'offset'), ...sgpr(1, 'offset', gi, dialect).slice(0, 1)];
      switch (p.form) {
        case 'none': return [];
        case 'dst': return [sgpr(2, 'sdst', gi, dialect).slice(0, 1)];
        case 'probe': return [imm('0', 'probe bits'), base, off];
        default: return [data, base, off];
      }
    }
    case 'vintrp': return p.form === 'mov'
      ? [[vgpr(1, 'vdst f32')], imm('p10', 'parameter: p10, p20 or p0'), imm('attr0.x', 'attribute and channel')]
      : [[vgpr(1, 'vdst f32')], [vgpr(1, p.form === 'p1' ? 'i' : 'j')], imm('attr0.x', 'attribute and channel')];
    case 'vop3interp': return p.form === 'p1ll'
      ? [[vgpr(1, 'vdst')], [vgpr(1, 'vsrc')], imm('attr0.x', 'attribute and channel')]
      : [[vgpr(1, 'vdst')], [vgpr(1, 'vsrc')], imm('attr0.x', 'attribute and channel'), [vgpr(1, 'vsrc2')]];
    case 'ds': {
      const slots: Completion[][] = [];
      if (p.vdst > 0) slots.push([vgpr(p.vdst, 'vdst')]);
      if (p.addr) slots.push([vgpr(1, 'addr')]);
      if (p.data0 > 0) slots.push([vgpr(p.data0, 'data0')]);
      if (p.data1 > 0) slots.push([vgpr(p.data1, 'data1')]);
      return slots;
    }
    case 'buf':
      if (p.dir === 'none' || p.lds === true) return [];
      return [[vgpr(p.data, 'vdata')], [vgpr(1, 'vaddr'), { label: 'off', type: 'keyword', detail: 'vaddr · none' }],
        [{ label: 's[0:3]', type: 'variable', detail: 'srsrc · buffer resource SGPR ×4' }],
        [...sgpr(1, 'soffset', gi, dialect).slice(0, 1), ...imm('0', 'soffset · inline constant')]];
    case 'mimg': {
      const slots: Completion[][] = [[vgpr(p.dir === 'gather' ? 4 : 1, 'vdata (dmask channels)')], [vgpr(p.vaddr, 'vaddr')],
        [{ label: 's[0:7]', type: 'variable', detail: 'srsrc · image resource SGPR ×8' }]];
      if (p.dir === 'sample' || p.dir === 'gather' || p.dir === 'info') slots.push([{ label: 's[0:3]', type: 'variable', detail: 'ssamp · sampler SGPR ×4' }]);
      return slots;
    }
    case 'exp': {
      const src = (i: number): Completion[] => [vgpr(1, `vsrc${i}`), { label: 'off', type: 'keyword', detail: `vsrc${i} · not exported` }];
      return [[
        { label: 'mrt0', type: 'keyword', detail: 'target · colour 0-7' }, { label: 'mrtz', type: 'keyword', detail: 'target · depth' },
        { label: 'null', type: 'keyword', detail: 'target' }, { label: 'pos0', type: 'keyword', detail: 'target · position 0-3' },
        { label: 'param0', type: 'keyword', detail: 'target · parameter 0-31' },
      ], src(0), src(1), src(2), src(3)];
    }
    case 'flat': {
      const addr = [vgpr(2, 'vaddr · 64-bit address')];
      if (p.dir === 'load') return [[vgpr(p.data, 'vdst')], addr];
      if (p.dir === 'store') return [addr, [vgpr(p.data, 'vdata')]];
      return [[vgpr(p.cmpswap === true ? p.data >> 1 : p.data, 'vdst (returned with glc)')], addr, [vgpr(p.data, 'vdata')]];
    }
  }
}

/** LLVM's modifier string of a form on a generation (see LlvmMods). */
function llvmMods(m: LlvmMods | undefined, gi: GenIndex): string | null {
  if (m === undefined) return null;
  return typeof m === 'string' ? m : m[gi];
}

const kw = (label: string, detail: string): Completion => ({ label, type: 'keyword', detail });
const OMOD = [kw('mul:2', 'output ×2 (OMOD)'), kw('mul:4', 'output ×4 (OMOD)'), kw('div:2', 'output ÷2 (OMOD)')];
const SDWA = (two: boolean): Completion[] => [
  kw('dst_sel:', 'SDWA · BYTE_0..3, WORD_0..1, DWORD'), kw('dst_unused:', 'SDWA · UNUSED_PAD, UNUSED_SEXT, UNUSED_PRESERVE'),
  kw('src0_sel:', 'SDWA · source 0 select'), ...(two ? [kw('src1_sel:', 'SDWA · source 1 select')] : []),
];
const DPP = [
  kw('quad_perm:[0,1,2,3]', 'DPP · lanes within a quad'), kw('row_shl:1', 'DPP · shift a row left 1-15'), kw('row_shr:1', 'DPP · shift a row right 1-15'),
  kw('row_ror:1', 'DPP · rotate a row right 1-15'), kw('wave_shl:1', 'DPP'), kw('wave_rol:1', 'DPP'), kw('wave_shr:1', 'DPP'), kw('wave_ror:1', 'DPP'),
  kw('row_mirror', 'DPP'), kw('row_half_mirror', 'DPP'), kw('row_bcast:15', 'DPP · 15 or 31'),
  kw('row_mask:0xf', 'DPP · rows written'), kw('bank_mask:0xf', 'DPP · banks written'), kw('bound_ctrl:0', 'DPP · out-of-range lanes read 0'),
];

/** The modifiers a row's encoding takes in a dialect and generation. */
export function modifierOptions(row: Instr, form: Form, gi: GenIndex, dialect: Syntax): Completion[] {
  const L = LAYOUTS_BY_GEN[gi]!;
  const p = row.p;
  const has = (layout: { fields: object } | null, f: string): boolean => layout !== null && f in layout.fields;
  const out: Completion[] = [];
  const add = (c: Completion, ok = true): void => { if (ok) out.push(c); };
  switch (p.kind) {
    case 'vop': {
      const vop3 = row.vop3[gi] !== null;
      const ext = gi === 2 && (row.enc === 'VOP1' || row.enc === 'VOP2' || row.enc === 'VOPC');
      const twoSrc = p.src.length > 1;
      if (dialect === 'clrx') {
        if (vop3) { add(kw('clamp', 'clamp the result (VOP3)'), has(row.vop3b ? L.VOP3B : L.VOP3A, 'CLAMP')); out.push(...OMOD, kw('vop3', 'force the VOP3 encoding')); }
        if (ext && row.opts.clrxNoSdwa !== true) out.push(...SDWA(twoSrc));
        if (ext && row.opts.clrxNoDpp !== true) out.push(...DPP);
        break;
      }
      const op = row.enc === 'VOP1' ? findOp(row.name) : undefined;
      const e64 = form === 'e64' || (form === null && row.enc === 'VOP3');
      if (e64 || form === 'sdwa') {
        const mods = llvmMods(form === 'sdwa' ? row.opts.llvmMods?.sdwa : row.opts.llvmMods?.e64, gi);
        const clamp = op !== undefined ? op.llvm.clamp[gi] === true : mods !== null && mods.includes('c');
        const omod = op !== undefined ? op.llvm.omod : mods !== null && mods.includes('o');
        add(kw('clamp', 'clamp the result'), clamp);
        if (omod && e64) out.push(...OMOD);
      }
      if (form === 'sdwa') out.push(...SDWA(twoSrc));
      if (form === 'dpp') out.push(...DPP);
      break;
    }
    case 'smem':
      add(kw('glc', 'globally coherent'), has(L.SMEM, 'GLC'));
      break;
    case 'ds':
      if (p.two) out.push(kw('offset0:', 'first 8-bit offset (dwords)'), kw('offset1:', 'second 8-bit offset (dwords)'));
      else out.push(kw('offset:', p.swizzle === true ? 'swizzle pattern' : '16-bit byte offset'));
      add(kw('gds', 'global data share'), p.noGds !== true && has(L.DS, 'GDS'));
      break;
    case 'buf': {
      const l = row.enc === 'MTBUF' ? L.MTBUF : L.MUBUF;
      add(kw('offen', 'VADDR holds an offset'), has(l, 'OFFEN'));
      add(kw('idxen', 'VADDR holds an index'), has(l, 'IDXEN'));
      add(kw('addr64', 'VADDR is a 64-bit address'), has(l, 'ADDR64'));
      add(kw('offset:', '12-bit byte offset'), has(l, 'OFFSET'));
      add(kw('glc', 'globally coherent (atomics: return the old value)'), has(l, 'GLC'));
      add(kw('slc', 'system level coherent'), has(l, 'SLC'));
      add(kw('tfe', 'texture fail enable'), has(l, 'TFE'));
      add(kw('lds', 'load into LDS'), has(l, 'LDS') && p.dir === 'load');
      if (row.enc === 'MTBUF') {
        if (dialect === 'clrx') out.push(kw('format:[', 'data and number format'));
        else out.push(kw('dfmt:', 'data format'), kw('nfmt:', 'number format'));
      }
      break;
    }
    case 'mimg':
      for (const [f, d] of [['DMASK', 'channels read or written'], ['UNORM', 'unnormalised coordinates'], ['GLC', 'globally coherent'],
        ['SLC', 'system level coherent'], ['R128', '128-bit resource'], ['TFE', 'texture fail enable'], ['LWE', 'LOD warning enable'],
        ['DA', 'declare an array'], ['D16', '16-bit data']] as const) {
        add(kw(f === 'DMASK' ? 'dmask:0xf' : f.toLowerCase(), d), has(L.MIMG, f) && !(f === 'D16' && p.noD16 === true));
      }
      break;
    case 'flat':
      for (const f of ['GLC', 'SLC', 'TFE'] as const) add(kw(f.toLowerCase(), f === 'GLC' ? 'globally coherent (atomics: return the old value)' : ''), has(L.FLAT, f));
      break;
    case 'exp':
      for (const f of ['DONE', 'COMPR', 'VM'] as const) add(kw(f.toLowerCase(), f === 'DONE' ? 'the last export' : f === 'COMPR' ? 'compressed (16-bit) data' : 'valid mask'), has(L.EXP, f));
      break;
    default:
      break;
  }
  return out;
}

/** Splits operand text at top-level commas (not inside [] or ()). */
function splitOperands(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '[' || c === '(') depth++;
    else if ((c === ']' || c === ')') && depth > 0) depth--;
    else if (c === ',' && depth === 0) { out.push(text.slice(from, i)); from = i + 1; }
  }
  out.push(text.slice(from));
  return out;
}

/**
 * Completions for the text of a statement before the cursor (`MNEMONIC ops…`):
 * the options of the operand slot being typed, or the modifiers after the
 * operands; null when the mnemonic is unknown.
 */
export function operandCompletions(stmt: string, dialect: Syntax, gen: GenId): { word: string; options: Completion[] } | null {
  const m = /^([A-Za-z_][\w.]*)(\s+)([\s\S]*)$/.exec(stmt);
  if (m === null) return null;
  const gi = GENERATIONS.find((g) => g.id === gen)!.index;
  const found = rowFor(m[1]!, dialect, gi);
  if (found === null) return null;
  const parts = splitOperands(m[3]!);
  const seg = parts[parts.length - 1]!;
  const word = /[\w:.\[\]-]*$/.exec(seg)![0];
  const slots = operandSlots(found.row, found.form, gi, dialect);
  const slot = parts.length - 1;
  // A finished operand then a space (or no operands at all): modifiers.
  const afterOperand = /\S\s+[\w:.\[\]-]*$/.test(seg);
  if (slot >= slots.length || (afterOperand && slot === slots.length - 1) || (slots.length === 0)) {
    return { word, options: modifierOptions(found.row, found.form, gi, dialect) };
  }
  if (afterOperand) return { word, options: [] };
  return { word, options: slots[slot]! };
}
