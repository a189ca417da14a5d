// Syntax highlighting for the two assembler dialects, as a CodeMirror stream
// language. The mnemonic list comes from the ISA table (OPS), so a mnemonic
// the library does not know is not highlighted as one.

import { HighlightStyle, StreamLanguage, syntaxHighlighting, type StreamParser } from '@codemirror/language';
import { tags as t } from '@lezer/highlight';
import { OPS, type Syntax } from '../../src/index.js';
import { allInstrs, type Instr } from '../../src/isa/table/index.js';

/** VOP1 mnemonics: the ones with docs. */
const MNEMONICS = new Set<string>(OPS.map((o) => o.name));
/** Every mnemonic of the ISA table, in either dialect, on any generation (for highlighting). */
// Built on first use: the tables are lazy (start-up), and the page may never need every row.
let allMnemonics: Set<string> | null = null;
const mnemonics = (): Set<string> => allMnemonics ??= new Set<string>(allInstrs()
  .flatMap((r: Instr) => [r.name, ...r.clrx, ...r.llvm, ...r.aliases].filter((n): n is string => n !== null)));

/** Whether a word is a mnemonic of the ISA table (an LLVM encoding suffix allowed). */
export function isMnemonic(word: string): boolean {
  const w = word.toLowerCase();
  const all = mnemonics();
  return all.has(w) || all.has(w.replace(SUFFIX, ''));
}
const SUFFIX = /_(e32|e64|sdwa|dpp)$/;

/** The mnemonic a word of source names (a VOP1 one without its encoding suffix), or null. */
export function baseMnemonic(word: string): string | null {
  const w = word.toLowerCase();
  if (MNEMONICS.has(w)) return w;
  const b = w.replace(SUFFIX, '');
  if (MNEMONICS.has(b)) return b;
  return isMnemonic(w) ? w : null;
}

const REGISTER = /^(?:[vs]\d+|ttmp\d+|[vs]\[\d+(?::\d+)?\]|ttmp\[\d+(?::\d+)?\]|vcc(?:_lo|_hi)?|exec(?:_lo|_hi)?|m0|flat_scratch(?:_lo|_hi)?|xnack_mask(?:_lo|_hi)?|tba(?:_lo|_hi)?|tma(?:_lo|_hi)?|vccz|execz|scc|lds(?:_direct)?|src_\w+)\b/i;
const NUMBER = /^(?:0x[0-9a-f]+(?:\.[0-9a-f]*)?(?:p[+-]?\d+)?|0b[01]+|\d+\.\d*(?:e[+-]?\d+)?[hsl]?|\.\d+(?:e[+-]?\d+)?[hsl]?|\d+(?:e[+-]?\d+)?[hsl]?)/i;
const MODIFIER = /^(?:clamp|mul|div|omod|neg|abs|sext|vop3|sdwa|lit|dst_sel|dst_unused|dst_un|src0_sel|src1_sel|quad_perm|row_shl|row_shr|row_ror|wave_shl|wave_rol|wave_shr|wave_ror|row_mirror|row_half_mirror|row_bcast\d*|bound_ctrl|bank_mask|row_mask|dppctrl|fi|raw|vdst|dst|src0|vsrc1|vsrc2|abs1|neg1|sext1|invalid)\b/i;

interface LexState {
  /** Inside a block comment. */
  block: boolean;
  /** The next identifier is at the start of a statement (a mnemonic or a directive). */
  stmt: boolean;
}

function parser(dialect: Syntax): StreamParser<LexState> {
  return {
    name: `gcn-${dialect}`,
    startState: () => ({ block: false, stmt: true }),
    copyState: (s) => ({ ...s }),
    token(stream, st) {
      if (stream.sol() && !st.block) st.stmt = true;
      if (st.block) {
        if (stream.skipTo('*/')) { stream.pos += 2; st.block = false; } else stream.skipToEnd();
        return 'comment';
      }
      if (stream.eatSpace()) return null;
      if (stream.match('/*')) { st.block = true; return 'comment'; }
      const ch = stream.peek()!;
      if (ch === '#' || (dialect === 'llvm' && (ch === ';' || stream.match('//', false)))) {
        stream.skipToEnd();
        return 'comment';
      }
      if (ch === ';') { stream.next(); st.stmt = true; return 'punctuation'; }
      if (st.stmt) {
        const m = stream.match(/^\.?[A-Za-z_$][\w$.]*/) as RegExpMatchArray | null;
        if (m) {
          const word = m[0];
          if (stream.peek() === ':' ) { stream.next(); return 'labelName'; }
          st.stmt = false;
          if (word.startsWith('.')) return 'meta';
          return isMnemonic(word) ? 'keyword' : 'invalid';
        }
      }
      st.stmt = false;
      if (stream.match(REGISTER)) return 'variableName';
      if (stream.match(MODIFIER)) return 'attributeName';
      if (stream.match(NUMBER)) return 'number';
      if (stream.match(/^'(?:\\.|[^'])*'?/)) return 'string';
      if (stream.match(/^[A-Za-z_.$][\w$.]*/)) return 'name';
      stream.next();
      return /[-+*/%&|^!~<>=?:]/.test(ch) ? 'operator' : 'punctuation';
    },
    languageData: { commentTokens: dialect === 'llvm' ? { line: ';' } : { line: '#', block: { open: '/*', close: '*/' } } },
  };
}

export const gcnLanguage: Record<Syntax, StreamLanguage<LexState>> = {
  clrx: StreamLanguage.define(parser('clrx')),
  llvm: StreamLanguage.define(parser('llvm')),
};

export const gcnHighlight = syntaxHighlighting(HighlightStyle.define([
  { tag: t.keyword, color: 'var(--hl-mnemonic)', fontWeight: '600' },
  { tag: t.invalid, color: 'var(--hl-invalid)' },
  { tag: t.comment, color: 'var(--hl-comment)', fontStyle: 'italic' },
  { tag: t.variableName, color: 'var(--hl-register)' },
  { tag: t.attributeName, color: 'var(--hl-modifier)' },
  { tag: t.number, color: 'var(--hl-number)' },
  { tag: t.string, color: 'var(--hl-number)' },
  { tag: t.meta, color: 'var(--hl-directive)' },
  { tag: t.labelName, color: 'var(--hl-label)', fontWeight: '600' },
  { tag: t.operator, color: 'var(--hl-operator)' },
]));

/**
 * Mnemonic completion from the ISA table: at the start of a statement, every
 * mnemonic (in the LLVM dialect with the encoding suffixes the table allows),
 * with its operand types.
 */
export function mnemonicOptions(dialect: Syntax): { label: string; detail: string }[] {
  const out: { label: string; detail: string }[] = [];
  const seen = new Set<string>();
  const add = (label: string, detail: string): void => { if (!seen.has(label)) { seen.add(label); out.push({ label, detail }); } };
  for (const o of OPS) {
    const detail = [o.dst !== null ? `dst ${o.dst.type}` : '', o.src !== null ? `src ${o.src.type}` : ''].filter((x) => x !== '').join(', ');
    if (dialect === 'clrx') { add(o.name, detail); continue; }
    add(`${o.name}_e32`, detail);
    if (o.llvm.e64) add(`${o.name}_e64`, detail);
    if (o.llvm.sdwa) add(`${o.name}_sdwa`, detail);
    if (o.llvm.dpp) add(`${o.name}_dpp`, detail);
  }
  // The other encodings' rows (VOP1 above carries LLVM facts of its own).
  for (const r of allInstrs()) {
    if (r.enc === 'VOP1' || r.opts.decodeOnly) continue;
    const detail = r.enc;
    const names = new Set((dialect === 'clrx' ? r.clrx : r.llvm).filter((n): n is string => n !== null));
    for (const n of names) {
      if (dialect === 'llvm' && (r.enc === 'VOP2' || r.enc === 'VOPC')) {
        add(`${n}_e32`, detail);
        if (!r.opts.noE64) add(`${n}_e64`, detail);
        if (r.op[2] !== null && !r.opts.noSdwa) add(`${n}_sdwa`, detail);
        if (r.op[2] !== null && !r.opts.noDpp) add(`${n}_dpp`, detail);
      } else add(n, detail);
    }
  }
  return out;
}
