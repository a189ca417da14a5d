// VOP1-family mnemonics of the CLRX dialect: a name with an optional encoding
// suffix, as (op id << 3) | suffix index; as a Map for the general parser
// and as byte tables for the fast path.

import { OPS } from '../../isa/instructions.js';
import { ByteTable } from '../pipeline/byte-table.js';

/** Mnemonic spellings: the name and its encoding suffixes, as (op id << 3) | suffix index. */
export const SUFFIXES = ['', 'e32', 'e64', 'sdwa', 'dpp'] as const;
export type Suffix = (typeof SUFFIXES)[number];
/** The names alone (no VOP1 name ends in a suffix): a suffix is split off when a name is not found. */
const MNEMONICS = new Map<string, number>(OPS.map((o) => [o.name, o.id << 3]));

/** A mnemonic as (op id << 3) | suffix index, or undefined. */
export function mnemonicOf(word: string): number | undefined {
  const m = MNEMONICS.get(word);
  if (m !== undefined) return m;
  const cut = word.lastIndexOf('_');
  const sfx = cut > 0 ? (SUFFIXES as readonly string[]).indexOf(word.slice(cut + 1)) : -1;
  const base = sfx > 0 ? MNEMONICS.get(word.slice(0, cut)) : undefined;
  return base === undefined ? undefined : base | sfx;
}

// Few keys: every one is hashed and copied in the interpreter at start-up (issue 8 §4).
export const MNEMONIC_TABLE = new ByteTable(MNEMONICS.size);
for (const [k, v] of MNEMONICS) MNEMONIC_TABLE.set(k, v);
export const SUFFIX_TABLE = new ByteTable(8);
SUFFIXES.forEach((sfx, i) => { if (i > 0) SUFFIX_TABLE.set(sfx, i); });
