// A trailing `raw:[w0, w1, ...]` (gcnkit's printer, for words no text gives
// back): the words are emitted as written once the text before them is
// checked to name the same instruction in the same encoding.

import { decodeAt, emptyDecoded } from '../../disasm/decode.js';
import { decodeInto, type RawInstruction } from '../../disasm/decoder.js';
import { Ch, type Cursor } from '../cursor.js';
import type { ClrxAssembler } from './assembler.js';

/**
 * Where a trailing `raw:[` starts in the statement, or -1. The next `:[` of
 * the text is found once and reused until the statement passes it.
 */
export function trailingRaw(a: ClrxAssembler, c: Cursor): number {
  if (a.rawText !== c.text) { a.rawText = c.text; a.nextRaw = -2; }
  if (a.nextRaw !== -1 && a.nextRaw < c.pos) a.nextRaw = c.text.indexOf(':[', c.pos);
  return a.nextRaw >= 0 && a.nextRaw < c.end ? findRaw(c.text, c.pos, c.end) : -1;
}

/** Index of a trailing `raw:[` in the statement, or -1 (case-insensitive, within [from, end)). */
function findRaw(text: string, from: number, end: number): number {
  for (let j = from + 3; j + 1 < end; j++) {
    if (text.charCodeAt(j) !== Ch.COLON || text.charCodeAt(j + 1) !== Ch.LBRACKET) continue;
    const r = text.charCodeAt(j - 3) | 32, a = text.charCodeAt(j - 2) | 32, w = text.charCodeAt(j - 1) | 32;
    const before = j - 4 >= 0 ? text.charCodeAt(j - 4) : Ch.SPACE;
    if (r === 114 && a === 97 && w === 119 && (before === Ch.SPACE || before === Ch.TAB || before === Ch.COMMA)) return j - 3;
  }
  return -1;
}

/**
 * `raw:[...]` after an instruction of another family than VOP1: the words
 * must decode to the instruction the text names (the printer writes raw
 * for words no text gives back).
 */
export function isaRaw(a: ClrxAssembler, c: Cursor, rawAt: number, col: number, name: string, written: string): void {
  const inner = c.text.slice(rawAt + 5, c.end);
  const close = inner.indexOf(']');
  const words: number[] = [];
  for (const it of close < 0 ? [] : inner.slice(0, close).split(',')) {
    const t = it.trim();
    if (!/^(0x[0-9a-fA-F]{1,8}|[0-9]+)$/.test(t)) { a.error(c.col(rawAt), 'Expected words in raw:[...]'); return; }
    words.push(Number(t) >>> 0);
  }
  if (close < 0 || words.length === 0 || inner.slice(close + 1).trim() !== '') {
    a.error(c.col(rawAt), 'Expected raw:[word, ...] at the end of the line');
    return;
  }
  const d = emptyDecoded(a.gi);
  decodeAt(d, words, 0, words.length, a.gi);
  if (d.truncated || d.size !== words.length) {
    a.error(c.col(rawAt), `raw:[...] holds ${words.length} word${words.length > 1 ? 's' : ''}, the instruction is ${d.size}`);
    return;
  }
  const held = d.row === null ? null : d.row.clrx[a.gi];
  const ill = /_ill_([0-9]+)$/.exec(name);
  if (ill !== null && (d.row === null || d.row.clrx[a.gi] === null || d.row.opts.notHw === true) && d.opcode === Number(ill[1])) {
    // an undefined opcode, as the printer names it
  } else if (held !== name) { a.error(col, `raw:[...] holds ${held ?? 'an undefined opcode'}, not ${written}`); return; }
  const off = a.asm.size;
  for (const w of words) a.asm.word(w);
  a.asm.record(a.line, a.stmtStart, a.stmtEnd, off, true);
}

export function rawInstruction(a: ClrxAssembler, c: Cursor, rawAt: number, col: number): void {
  const inner = c.text.slice(rawAt + 5, c.end);
  const close = inner.indexOf(']');
  const words: number[] = [];
  const items = close < 0 ? [] : inner.slice(0, close).split(',');
  for (const it of items) {
    const t = it.trim();
    if (!/^(0x[0-9a-fA-F]{1,8}|[0-9]+)$/.test(t)) { a.error(c.col(rawAt), 'Expected words in raw:[...]'); return; }
    words.push(Number(t) >>> 0);
  }
  if (close < 0 || words.length === 0 || inner.slice(close + 1).trim() !== '') {
    a.error(c.col(rawAt), 'Expected raw:[word, ...] at the end of the line');
    return;
  }
  const r = a.raw;
  decodeInto(r, words, 0, words.length, a.gi, 'clrx');
  if (r.size !== words.length) {
    a.error(c.col(rawAt), `raw:[...] holds ${words.length} word${words.length > 1 ? 's' : ''}, the instruction is ${r.size}`);
    return;
  }
  if (r.encoding === 'unknown') { a.error(col, 'raw:[...] words are not a VOP1-family instruction'); return; }
  if (!rawTextMatches(a, c, rawAt, col, r)) return;
  const off = a.asm.size;
  for (const w of words) a.asm.word(w);
  a.asm.record(a.line, a.stmtStart, a.stmtEnd, off, true);
}

/**
 * The text before `raw:[...]` must be an instruction in the printer's
 * syntax (operands and modifier names as gcnkit prints them, values not
 * checked: the text of a word no other spelling gives back), naming the
 * same instruction in the same encoding as the words.
 */
function rawTextMatches(a: ClrxAssembler, c: Cursor, rawAt: number, col: number, r: RawInstruction): boolean {
  const t = c.text.slice(a.stmtStart, rawAt).trim();
  const m = /^([A-Za-z][\w]*)(?:\s+(.*))?$/s.exec(t);
  if (m === null) { a.error(col, 'Expected an instruction before raw:[...]'); return false; }
  const mn = m[1]!.toLowerCase().replace(/_(e32|e64|sdwa|dpp)$/, '');
  const suffix = /_(e32|e64|sdwa|dpp)$/i.exec(m[1]!)?.[1]?.toLowerCase() ?? '';
  const want = r.op !== null ? r.op.name : `${r.encoding === 'vop3a' ? 'vop3a' : 'vop1'}_ill_${r.opcode}`;
  if (mn !== want) { a.error(col, `raw:[...] holds ${want}, not ${m[1]}`); return false; }
  // Operands, then modifiers, as the printer writes them.
  const rest = m[2] ?? '';
  // Operands: up to the first blank after the last comma (commas inside brackets do not count);
  // v_nop and v_clrexcp have none: all that follows is modifiers.
  const operands: string[] = [];
  let modsAt = 0;
  if (!(r.op !== null && r.op.dst === null) && rest !== '') {
    let from = 0;
    let depth = 0;
    let i = 0;
    for (; i <= rest.length; i++) {
      const ch = i < rest.length ? rest[i]! : ' ';
      if (ch === '[' || ch === '(') depth++;
      else if (ch === ']' || ch === ')') depth--;
      else if (depth === 0 && ch === ',') { operands.push(rest.slice(from, i).trim()); from = i + 1; }
      else if (depth === 0 && /\s/.test(ch) && rest.slice(from, i).trim() !== '' && !/^\s*[-|]?\s*$/.test(rest.slice(from, i))
        && !/,\s*$/.test(rest.slice(0, i)) && rest.slice(i).trimStart()[0] !== ',') break;
    }
    operands.push(rest.slice(from, Math.min(i, rest.length)).trim());
    modsAt = Math.min(i, rest.length);
  }
  const mods = rest.slice(modsAt).trim();
  // An operand: a register, number or name (clrxdisasm's `vcc_u!` and `m0&ill!` for codes
  // without a 64-bit spelling included), with -, abs(), |x|, sext(), lit().
  const ATOM = '(?:\\w+_u!|m0&ill!|[\\w.+\\-]+(?:\\[\\d+(?::\\d+)?\\])?)';
  const OPERAND = new RegExp(`^-?(?:(?:abs|sext|lit)\\(\\s*-?(?:abs\\(\\s*)?${ATOM}\\s*\\)?\\s*\\)|\\|?${ATOM}\\|?)$`, 'i');
  for (const o of operands) {
    if (o === '' || !OPERAND.test(o)) { a.error(col, `Unexpected operand '${o}' before raw:[...]`); return false; }
  }
  const MOD = /^(?:[a-z_][\w]*(?::(?:\[[\d, ]*\]|[\w.]+))?|(?:vdst|dst|src0|vsrc1|vsrc2)=0x[0-9a-f]+)$/i;
  const words = mods === '' ? [] : mods.split(/\s+/);
  for (const w of words) {
    if (!MOD.test(w)) { a.error(col, `Unexpected modifier '${w}' before raw:[...]`); return false; }
  }
  // The encoding the text shows.
  const names = words.map((w) => w.toLowerCase().split(/[:=]/)[0]!);
  const has = (...n: string[]) => names.some((x) => n.includes(x));
  let enc: string;
  if (suffix === 'e64' || mn.startsWith('vop3a_ill') || has('vop3', 'dst', 'vsrc1', 'vsrc2', 'mul', 'div', 'omod', 'abs2', 'neg2')) enc = 'vop3a';
  else if (suffix === 'sdwa' || has('sdwa', 'dst_sel', 'src0_sel', 'dst_unused', 'dst_un', 'sext0', 'sext1') || /sext\(/i.test(rest)) enc = 'sdwa';
  else if (suffix === 'dpp' || has('dpp', 'quad_perm', 'row_shl', 'row_shr', 'row_ror', 'wave_shl', 'wave_rol', 'wave_shr', 'wave_ror',
    'row_mirror', 'row_half_mirror', 'row_bcast15', 'row_bcast31', 'row_bcast', 'bound_ctrl', 'bank_mask', 'row_mask', 'dppctrl')) enc = 'dpp';
  else if (has('clamp', 'abs', 'neg', 'abs1', 'neg1') || /(?:^|,\s*)-\s*[A-Za-z|(]|abs\(|\|/.test(rest)) enc = r.encoding === 'vop1' ? 'vop3a' : r.encoding;
  else if (has('abs0', 'neg0', 'sext0')) enc = r.encoding;
  // v_nop / v_clrexcp show their extension word by the SRC0 field.
  else if (/\bsrc0=0xf9\b/i.test(rest)) enc = 'sdwa';
  else if (/\bsrc0=0xfa\b/i.test(rest)) enc = 'dpp';
  // clrxdisasm prints a VOP3 literal code as `0x0`, losing the rest: nothing to compare.
  else enc = r.encoding === 'vop3a' && r.src0 === 255 ? 'vop3a' : 'vop1';
  if (enc !== r.encoding) {
    const name = (e: string) => ({ vop1: 'VOP1', vop3a: 'VOP3', sdwa: 'SDWA', dpp: 'DPP' } as Record<string, string>)[e] ?? e;
    a.error(col, `raw:[...] holds a ${name(r.encoding)} word, the text is ${name(enc)}`);
    return false;
  }
  return true;
}
