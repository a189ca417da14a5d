// Mnemonics per generation: what a name (after its encoding suffix) means,
// looked up on demand, and the did-you-mean distance.

import type { Generation } from '../../isa/generations.js';
import { findOp, type OpInfo } from '../../isa/instructions.js';
import { LLVM_NO_SUFFIX_ALIAS, llvmMnemonicStatus, llvmMnemonics, type LlvmMnemonicStatus } from '../../isa/llvm-mnemonics.js';
import { buildForms, type OpForms } from './forms.js';

/** What a mnemonic (after the encoding suffix is removed) names. */
export interface Mnemonic {
  /** A VOP1-family op of gcnkit's table, or null for another LLVM name. */
  readonly forms: OpForms | null;
  /** `NAME_e32` etc. taken as NAME: no custom operand parsing. */
  readonly alias: boolean;
  /** For other names: llvm-mc's status on the generation (0 not here, 1 here, 2 here in the default table). */
  readonly status: 0 | 1 | 2;
}


/**
 * The mnemonics of a generation, looked up on demand (start-up, issue 8 §4:
 * one line must not build every op's forms and every LLVM name's entry).
 * A name resolves, in this order of precedence: a VOP1 op of gcnkit's table
 * by its name, then by `NAME_S` for a suffix S of its aliasSuffixes; for the
 * other names LLVM knows, `NAME_S` as NAME (a v_ name, LLVM_NO_SUFFIX_ALIAS
 * aside), then the name itself.
 */
export class GenTables {
  private readonly known = new Map<string, Mnemonic | null>();
  private readonly formsOf: (OpForms | undefined)[] = [];
  private suggestList: string[] | null = null;

  constructor(private readonly gen: Generation) {}

  get(name: string): Mnemonic | null {
    let m = this.known.get(name);
    if (m === undefined) {
      m = this.resolve(name);
      this.known.set(name, m);
    }
    return m;
  }

  /** Mnemonics of the default table on this generation (did-you-mean candidates). */
  get suggest(): readonly string[] {
    if (this.suggestList === null) {
      this.suggestList = llvmMnemonics().filter((n) => llvmMnemonicStatus(this.gen.index, n) === 2);
    }
    return this.suggestList;
  }

  private forms(o: OpInfo): OpForms {
    return this.formsOf[o.id] ??= buildForms(o, this.gen);
  }

  private resolve(name: string): Mnemonic | null {
    const own = this.ownEntry(name);
    if (own !== null) return own;
    const alias = this.llvmAliasStatus(name);
    if (alias !== undefined) return { forms: null, alias: true, status: alias };
    const st = llvmMnemonicStatus(this.gen.index, name);
    return st === undefined ? null : { forms: null, alias: false, status: st };
  }

  /** A VOP1 op of gcnkit's table: by its name, or `NAME_S` for a suffix S of its aliasSuffixes. */
  private ownEntry(name: string): Mnemonic | null {
    const o = findOp(name);
    if (o !== undefined && o.llvm.known) return { forms: this.forms(o), alias: false, status: 0 };
    const [base, suffix] = splitSuffix(name);
    const b = base === null ? undefined : findOp(base);
    if (b !== undefined && b.llvm.known && (b.llvm.aliasSuffixes as readonly string[]).includes(suffix)) {
      return { forms: this.forms(b), alias: true, status: 0 };
    }
    return null;
  }

  /** The status of BASE when `name` is `BASE_S` taken as an LLVM name BASE (which must be an entry of its own). */
  private llvmAliasStatus(name: string): LlvmMnemonicStatus | undefined {
    const [base] = splitSuffix(name);
    if (base === null || !base.startsWith('v_') || LLVM_NO_SUFFIX_ALIAS.has(base)) return undefined;
    const st = llvmMnemonicStatus(this.gen.index, base);
    if (st === undefined || this.ownEntry(base) !== null || this.llvmAliasStatus(base) !== undefined) return undefined;
    return st;
  }
}

/** `NAME_S` for an encoding suffix S: [NAME, S]; otherwise [null, '']. */
function splitSuffix(name: string): [string | null, string] {
  const cut = name.lastIndexOf('_');
  const suffix = name.slice(cut + 1);
  return cut > 0 && (suffix === 'e32' || suffix === 'e64' || suffix === 'sdwa' || suffix === 'dpp')
    ? [name.slice(0, cut), suffix] : [null, ''];
}

const genTables: (GenTables | undefined)[] = [];

export function tablesFor(gen: Generation): GenTables {
  return genTables[gen.index] ??= new GenTables(gen);
}

/** StringRef::edit_distance without replacements, capped (AMDGPUMnemonicSpellCheck). */
export function editDistance(a: string, b: string, max: number): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > max) return max + 1;
  let prev = new Array<number>(n + 1);
  let cur = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const v = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? prev[j - 1]!
        : Math.min(prev[j]! + 1, cur[j - 1]! + 1);
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[n]!;
}

/** A mnemonic as written: its name without the encoding suffix, what it names, the forced encoding. */
export interface MnemonicUse { raw: string; name: string; mn: Mnemonic | null; forced: 0 | 32 | 64; sdwa: boolean; dpp: boolean }
