// The state of one CLRX whole-ISA line and what every profile's reader uses:
// operand readers (scalar and vector registers, scalar and VOP sources,
// values), memory modifiers, the `name=value` fields of gcnkit's printer,
// the end of the line, and emitting the words through the host.

import type { Layout } from '../../../isa/encodings.js';
import type { GenIndex } from '../../../isa/generations.js';
import type { Instr } from '../../../isa/table/index.js';
import { Ch, type Cursor } from '../../cursor.js';
import { buildWords, type Fields } from '../fields.js';
import type { ClrxHost, ClrxSrc, Pending } from './host.js';

/** Printer field names (name=value) that differ from the layout's. */
const FIELD_ALIASES: Record<string, string> = { VDATA0: 'DATA0', VDATA1: 'DATA1', VADDR: 'ADDR', VDATA: 'DATA', SSRC: 'SSRC0' };

export function plural(n: number): string {
  return n > 1 ? 's' : '';
}

/** One line: the row, the cursor after its name, the words so far, whether an error was reported. */
export class Reader {
  bad = false;
  readonly words: number[] = [];
  constructor(readonly h: ClrxHost, readonly row: Instr, readonly col: number, readonly c: Cursor) {}

  get gi(): GenIndex { return this.h.gi; }

  /** `name=value` fields the printer writes for bits no operand shows (layout field names, any case). */
  /** (Made on first use: most lines have none.) */
  extraFields: Fields | null = null;
  get extra(): Fields { return this.extraFields ??= {}; }

  /** buildWords with the `name=value` fields on top. */
  bw(lay: Layout, opcode: number, f: Fields, out: number[]): void {
    const extra = this.extraFields;
    if (extra !== null) {
      for (const k in extra) {
        const name = lay.fields[k] !== undefined ? k : FIELD_ALIASES[k];
        if (name === undefined || lay.fields[name] === undefined) { this.err(this.col, `Unknown field '${k.toLowerCase()}'`); return; }
        f[name] = extra[k]!;
      }
    }
    buildWords(lay, opcode, f, out);
  }

  err(col: number, m: string): void {
    this.h.error(col, m);
    this.bad = true;
  }

  comma(): boolean {
    if (this.c.eat(Ch.COMMA)) { this.c.skipSpace(); return true; }
    this.err(this.c.col(), "Expected ',' before argument");
    return false;
  }

  /** A scalar register of `regs` registers (SGPR, TTMP or a named one): its code, or -1. */
  sreg(regs: number): number {
    const c = this.c;
    c.skipSpace();
    const col = c.col();
    const r = this.h.parseRegister(c, true);
    // (ill_N: a code the printer has no name for.)
    const ill = r !== null && r.file === 'x' && r.code < 128;
    if (r === null || (r.file !== 's' && !ill)) { this.err(col, `Expected ${regs} scalar register${plural(regs)}`); return -1; }
    if (r.code < 0) { this.bad = true; return -1; }
    if (ill) return r.code;
    if (r.regs !== regs) { this.err(col, `Required ${regs} scalar register${plural(regs)}`); return -1; }
    return r.code;
  }

  /** A VGPR range of `regs` registers: its number, or -1. */
  vreg(regs: number): number {
    const c = this.c;
    c.skipSpace();
    const col = c.col();
    const r = this.h.parseRegister(c, true);
    if (r === null || r.file !== 'v') { this.err(col, `Expected ${regs} vector register${plural(regs)}`); return -1; }
    if (r.code < 0) { this.bad = true; return -1; }
    if (r.regs !== regs) { this.err(col, `Required ${regs} vector register${plural(regs)}`); return -1; }
    return r.code - 256;
  }

  /** A scalar source (SOP): register, constant or literal. */
  ssrc(regs: number, fl: 'f16' | 'f32' | 'f64' = regs === 2 ? 'f64' : 'f32'): ClrxSrc | null {
    const c = this.c;
    c.skipSpace();
    const s = this.h.parseSource(c, regs === 2 ? 64 : 32, fl);
    if (s === null) { this.bad = true; return null; }
    if (s.code < 0) { this.bad = true; return null; }
    if (s.code >= 256) { this.err(s.col, `Expected ${regs} scalar register${plural(regs)}`); return null; }
    if (s.neg || s.abs || s.sext) { this.err(s.col, 'Scalar source with modifiers is illegal'); return null; }
    if (s.regs !== 0 && s.regs !== regs && !(s.code === 124)) {
      this.err(s.col, `Required ${regs} scalar register${plural(regs)}`);
      return null;
    }
    return s;
  }

  value(): { v: bigint; col: number } | null {
    this.c.skipSpace();
    const x = this.h.modValue(this.c);
    if (x === null) this.bad = true;
    return x;
  }

  end(): boolean {
    const c = this.c;
    for (;;) {
      c.skipSpace();
      if (c.atEnd()) return true;
      const at = c.pos;
      const id = c.ident();
      c.skipSpace();
      if (id === '' || c.peek() !== Ch.EQ) { c.pos = at; break; }
      c.pos++;
      const x = this.value();
      if (x === null) return false;
      this.extra[id.toUpperCase()] = this.h.fieldValue(x, 32);
    }
    this.err(c.col(), 'Garbages at end of line');
    return false;
  }

  emit(lit: ClrxSrc | null = null, litAt = 1, branch: Pending | null = null): void {
    if (this.bad || this.h.failed()) return;
    this.h.emitWords(this.words, lit, litAt, branch);
  }

  opcode(): number {
    return this.row.op[this.gi]!;
  }

  /**
   * Memory modifiers: flags (name → field set to 1) and valued ones
   * (`offset:N`, ...); `fieldsEq` names the `name=value` fields the printer
   * writes for unused fields.
   */
  memMods(f: Fields, flags: Record<string, string>, valued: Record<string, [string, number]> = {},
    special?: (name: string, col: number) => boolean): boolean {
    const c = this.c;
    for (;;) {
      c.skipSpace();
      if (c.atEnd()) return !this.bad;
      const col = c.col();
      const id = c.ident().toLowerCase();
      if (id === '') { this.err(col, 'Garbages at end of line'); return false; }
      c.skipSpace();
      if (c.peek() === Ch.EQ) {
        c.pos++;
        const x = this.value();
        if (x === null) return false;
        this.extra[id.toUpperCase()] = this.h.fieldValue(x, 32);
        continue;
      }
      const fl = flags[id];
      if (fl !== undefined) {
        if (c.peek() === Ch.COLON) {
          c.pos++;
          const x = this.value();
          if (x === null) return false;
          f[fl] = x.v !== 0n ? 1 : 0;
        } else f[fl] = 1;
        continue;
      }
      const vd = valued[id];
      if (vd !== undefined) {
        if (c.peek() !== Ch.COLON) { this.err(c.col(), `Expected ':' before ${id}`); return false; }
        c.pos++;
        const x = this.value();
        if (x === null) return false;
        const v = Number(BigInt.asUintN(32, x.v));
        if (v >= 2 ** vd[1]) { this.h.warning(x.col, `Value 0x${v.toString(16)} truncated to 0x${(v & (2 ** vd[1] - 1)).toString(16)}`); }
        f[vd[0]] = v & (2 ** vd[1] - 1);
        continue;
      }
      if (special !== undefined && special(id, col)) { if (this.bad) return false; continue; }
      this.err(col, 'Unknown modifier');
      return false;
    }
  }

  /** A VOP source; `fl` the format a float literal takes. */
  vsrc(regs: number, fl: 'f16' | 'f32' | 'f64'): ClrxSrc | null {
    const c = this.c;
    c.skipSpace();
    if (c.atEnd()) { this.err(c.col(), 'Expected instruction operand'); return null; }
    const s = this.h.parseSource(c, regs === 2 ? 64 : 32, fl);
    if (s === null || s.code < 0) { this.bad = true; return null; }
    if (s.regs !== 0 && s.regs !== regs && !(s.code === 124 && regs === 2) && !(regs === 4 && s.regs === 4)) {
      const kind = s.code >= 256 ? 'vector' : 'scalar';
      this.err(s.col, `Required ${regs} ${kind} register${plural(regs)}`);
      return null;
    }
    return s;
  }
}
