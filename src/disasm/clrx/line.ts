// The line being printed, shared by the CLRX printers of each encoding family:
// the text so far and whether clrxasm (with gcnkit's B.8 extensions) could not
// turn it back into the same words.

/** Width of the mnemonic column, the separating space included. */
export const MNEMONIC_COLUMNS = 16;

export class Line {
  text = '';
  /** Set when the text loses bits: the line then gets `raw:[...]`. */
  lossy = false;
  /**
   * Print exactly what clrxdisasm prints, without gcnkit's B.8 changes
   * (` sdwa` markers, `abs:N`/`neg:N` on constants, undefined opcodes for
   * CLRX's bogus GCN 1.2 rows). The lossy flag is still computed.
   */
  exact = false;
  /** Named labels by byte offset (code objects), else `.L<offset>_0`. */
  labels: ReadonlyMap<number, string> | null = null;

  reset(): void {
    this.text = '';
    this.lossy = false;
  }

  /** The mnemonic, padded to the operand column. */
  head(name: string): void {
    this.text = name.length >= MNEMONIC_COLUMNS - 1 ? name + ' ' : name.padEnd(MNEMONIC_COLUMNS, ' ');
  }

  /** The mnemonic alone (nothing follows). */
  bare(name: string): void {
    this.text = name;
  }

  /**
   * The mnemonic padded one column short, for lines where only `name=value`
   * fields (each with a leading space) may follow; `trim` removes the padding
   * again when none did.
   */
  headForFields(name: string): void {
    this.text = name.length >= MNEMONIC_COLUMNS - 1 ? name : name.padEnd(MNEMONIC_COLUMNS - 1, ' ');
  }

  trim(name: string): void {
    if (this.text.length === Math.max(name.length, MNEMONIC_COLUMNS - 1)) this.text = name;
  }

  add(s: string): void {
    this.text += s;
  }

  /** ` name=0xVALUE` for a field an instruction does not use but that is not zero. */
  field(name: string, v: number): void {
    if (v !== 0) this.text += ` ${name}=0x${v.toString(16)}`;
  }
}

/** The label CLRX writes for a branch target (byte offset; negative targets wrap as 64-bit values). */
export function labelName(target: number, labels: ReadonlyMap<number, string> | null): string {
  const named = labels?.get(target);
  if (named !== undefined) return named;
  const n = target >= 0 ? String(target) : (BigInt(target) + (1n << 64n)).toString();
  return `.L${n}_0`;
}
