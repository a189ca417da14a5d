// Mnemonic lookup for the whole-ISA assembler: each dialect's names on each
// generation, read from the instruction rows (src/isa/table). A VOP row also
// answers to its `_e32`/`_e64`/`_sdwa`/`_dpp` spellings.

import { llvmMnemonicStatus } from '../../isa/llvm-mnemonics.js';
import { GENERATIONS, type GenIndex } from '../../isa/generations.js';
import { SPACE_SIZE, allInstrs, gensOf, type Instr, type Profile } from '../../isa/table/index.js';
import type { Enc } from '../../isa/encodings.js';

export type Suffix = '' | 'e32' | 'e64' | 'sdwa' | 'dpp';

export interface NameHit {
  readonly row: Instr;
  readonly suffix: Suffix;
  /** A name of the row's `wrongAlias` list: known only to be refused with the reason. */
  readonly refused?: true;
  /** Bits the name sets in word 0 (LLVM's g16 samples: bit 0). */
  readonly setBits?: number;
  /** A word the name emits after the instruction (LLVM's *_pad_s_nop branches: s_nop 0). */
  readonly append?: number;
}

/** s_nop 0. */
const S_NOP_0 = 0xbf800000;
const VOP_ENCS = new Set(['VOP1', 'VOP2', 'VOPC', 'VOP3', 'VINTRP']);
const SUFFIXES: readonly Suffix[] = ['e32', 'e64', 'sdwa', 'dpp'];

function add(m: Map<string, NameHit>, name: string, row: Instr): void {
  const prev = m.get(name);
  // A row the assemblers skip (decode-only) never hides another.
  if (prev !== undefined && !prev.row.opts.decodeOnly) return;
  m.set(name, { row, suffix: '' });
  if (VOP_ENCS.has(row.enc)) for (const s of SUFFIXES) if (!m.has(`${name}_${s}`)) m.set(`${name}_${s}`, { row, suffix: s });
}

function build(dialect: 'clrx' | 'llvm', gi: GenIndex): Map<string, NameHit> {
  const m = new Map<string, NameHit>();
  for (const r of allInstrs()) {
    if (r.opts.decodeOnly) continue;
    const n = r[dialect][gi];
    if (n === null) continue;
    add(m, n, r);
    if (dialect === 'llvm') {
      // LLVM 14's GFX10 16-bit-gradient samples, which llvm-mc also takes here: bit 0 of word 0 set.
      if (r.opts.llvmG16 === true && (llvmMnemonicStatus(gi, `${n}_g16`) ?? 0) !== 0 && !m.has(`${n}_g16`)) m.set(`${n}_g16`, { row: r, suffix: '', setBits: 1 });
      // Its padded branches: the branch, then s_nop 0.
      if (r.enc === 'SOPP' && (r.p as { imm?: string }).imm === 'label' && (llvmMnemonicStatus(gi, `${n}_pad_s_nop`) ?? 0) !== 0) {
        m.set(`${n}_pad_s_nop`, { row: r, suffix: '', append: S_NOP_0 });
      }
      for (const al of r.opts.llvmAliases ?? []) {
        if (!al.gens.includes(gi) || m.has(al.name)) continue;
        if (al.suffix === undefined) add(m, al.name, r);
        else { m.set(al.name, { row: r, suffix: al.suffix }); m.set(`${al.name}_${al.suffix}`, { row: r, suffix: al.suffix }); }
      }
    }
    if (dialect === 'clrx') {
      for (const a of r.aliases) add(m, a, r);
      for (const a of r.opts.wrongAlias ?? []) if (!m.has(a)) m.set(a, { row: r, suffix: '', refused: true });
    }
  }
  return m;
}

const TABLES: Map<string, NameHit>[][] = [[], []];

/** The rows by mnemonic (lower case) of a dialect on a generation. */
export function namesOf(dialect: 'clrx' | 'llvm', gi: GenIndex): Map<string, NameHit> {
  const d = dialect === 'clrx' ? 0 : 1;
  return TABLES[d]![gi] ??= build(dialect, gi);
}

/** The generations (CLRX names) where a dialect knows a mnemonic, for messages; '' when none. */
export function whereKnown(dialect: 'clrx' | 'llvm', name: string): string {
  const gens: string[] = [];
  for (const g of GENERATIONS) if (namesOf(dialect, g.index).has(name)) gens.push(g.names[0]!);
  return gens.join(' and ');
}

export { gensOf };

/**
 * The operands the CLRX printer shows for an undefined opcode of each
 * encoding (`SOP2_ill_65 s0, 8, s8`): clrxdisasm's defaults, so that such
 * lines read back.
 */
const ILL_PROFILES: Partial<Record<string, [Enc, Profile]>> = {
  sop2: ['SOP2', { kind: 'sop', dst: 1, src0: 1, src1: 1 }],
  sop1: ['SOP1', { kind: 'sop', dst: 1, src0: 1, src1: 0 }],
  sopc: ['SOPC', { kind: 'sop', dst: 0, src0: 1, src1: 1 }],
  sopk: ['SOPK', { kind: 'sopk', form: 'dst_imm' }],
  sopp: ['SOPP', { kind: 'sopp', imm: 'imm' }],
  smrd: ['SMRD', { kind: 'smem', form: 'load', data: 1, base: 2 }],
  smem: ['SMEM', { kind: 'smem', form: 'load', data: 1, base: 2 }],
  vop2: ['VOP2', { kind: 'vop', dst: 'b32', src: ['b32', 'b32'] }],
  vopc: ['VOPC', { kind: 'vop', dst: null, sdst: 'b64', src: ['b32', 'b32'] }],
  ds: ['DS', { kind: 'ds', vdst: 0, addr: true, data0: 0, data1: 0, two: false }],
  mubuf: ['MUBUF', { kind: 'buf', dir: 'load', data: 1 }],
  mtbuf: ['MTBUF', { kind: 'buf', dir: 'load', data: 1 }],
  mimg: ['MIMG', { kind: 'mimg', dir: 'load', vaddr: 1 }],
  flat: ['FLAT', { kind: 'flat', dir: 'atomic', data: 1 }],
  vintrp: ['VINTRP', { kind: 'vintrp', form: 'p1' }],
  vop3a: ['VOP3', { kind: 'vop', dst: 'b32', src: ['b32', 'b32', 'b32'] }],
};

/** An undefined VOP3 opcode in the VOPC range prints as a compare (SDST pair, two sources). */
const ILL_VOP3_CMP: Profile = { kind: 'vop', dst: null, sdst: 'b64', src: ['b32', 'b32'] };

const ILL_CACHE = new Map<string, NameHit | null>();

/** `ENC_ill_N` (an undefined opcode as the CLRX printer names it) as a row, or undefined. */
export function illRow(name: string, gi: GenIndex): NameHit | undefined {
  const key = `${gi}|${name}`;
  let hit = ILL_CACHE.get(key);
  if (hit === undefined) {
    hit = null;
    const m = /^([a-z0-9]+)_ill_([0-9]+)$/.exec(name);
    const d = m === null ? undefined : ILL_PROFILES[m[1]!];
    if (m !== null && d !== undefined) {
      const op = Number(m[2]);
      const space = d[0] === 'SMRD' ? 'SMEM' : d[0];
      const memOk = d[0] === 'SMRD' || d[0] === 'SMEM' ? (d[0] === 'SMRD') === (gi !== 2) : true;
      const ok = memOk && op < SPACE_SIZE[space as keyof typeof SPACE_SIZE][gi];
      if (ok) {
        const ops = [null, null, null] as (number | null)[];
        ops[gi] = op;
        const names = [null, null, null] as (string | null)[];
        names[gi] = name;
        const vop3 = d[0] === 'VOP3';
        const row: Instr = {
          id: -1, name, enc: d[0], op: ops as unknown as Instr['op'], vop3: vop3 ? ops as unknown as Instr['op'] : [null, null, null],
          p: vop3 && op < 256 ? ILL_VOP3_CMP : d[1],
          clrx: names as unknown as Instr['clrx'], llvm: [null, null, null], aliases: [], opts: {}, vop3b: false,
        };
        hit = { row, suffix: '' };
      }
    }
    ILL_CACHE.set(key, hit);
  }
  return hit ?? undefined;
}
