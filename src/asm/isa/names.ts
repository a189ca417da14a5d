// Mnemonic lookup for the whole-ISA assembler: each dialect's names on each
// generation, read from the instruction rows (src/isa/table). A VOP row also
// answers to its `_e32`/`_e64`/`_sdwa`/`_dpp` spellings.

import { GENERATIONS, type GenIndex } from '../../isa/generations.js';
import { INSTRS, gensOf, type Instr } from '../../isa/table/index.js';

export type Suffix = '' | 'e32' | 'e64' | 'sdwa' | 'dpp';

export interface NameHit {
  readonly row: Instr;
  readonly suffix: Suffix;
}

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
  for (const r of INSTRS) {
    if (r.opts.decodeOnly) continue;
    const n = r[dialect][gi];
    if (n === null) continue;
    add(m, n, r);
    if (dialect === 'clrx') for (const a of r.aliases) add(m, a, r);
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
