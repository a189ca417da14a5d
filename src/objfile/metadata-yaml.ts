// Code object v3+ metadata (a MessagePack document) written back as the YAML
// that llc 14 puts between `.amdgpu_metadata` and `.end_amdgpu_metadata`:
// block style, two-space indentation, values aligned 16 columns after the
// key's start, scalars quoted only when YAML would read them as something else.
// llvm-mc turns that YAML back into the same MessagePack document.

import type { MsgValue } from './msgpack.js';

/** Does a string need quotes to stay a string when read back (YAML 1.1 plain-scalar rules as LLVM applies them)? */
export function needsQuotes(s: string): 'none' | 'single' | 'double' {
  if (s === '') return 'single';
  let need: 'none' | 'single' = 'none';
  if (/^\s|\s$/.test(s)) need = 'single';
  if (/^(null|Null|NULL|~)$/.test(s)) need = 'single';
  // Only these booleans: LLVM's writer quotes true/false but leaves y, yes, on... plain (then tags them !str).
  if (/^(true|True|TRUE|false|False|FALSE)$/.test(s)) need = 'single';
  if (/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(s) || /^0x[0-9a-fA-F]+$/.test(s) || /^0o[0-7]+$/.test(s)
    || /^[-+]?\.(inf|Inf|INF)$/.test(s) || /^\.(nan|NaN|NAN)$/.test(s)) need = 'single';
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s)) need = 'single';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) continue;
    const ch = s[i]!;
    if (ch === '_' || ch === '-' || ch === '^' || ch === '.' || ch === ',' || ch === ' ' || ch === '\t') continue;
    if (ch === '\n' || ch === '\r') { need = 'single'; continue; }
    if (c === 0x7f || c < 0x20 || c >= 0x80) return 'double';
    need = 'single';
  }
  return need;
}

/** Would LLVM's YAML-to-MessagePack reader take this text for an integer, a boolean or a float? */
function readsAsNonString(s: string): boolean {
  return /^[-+]?(0x[0-9a-f]+|0b[01]+|0o[0-7]+|[0-9]+)$/i.test(s)
    || /^(y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/.test(s)
    || /^[-+]?(([0-9]+\.?[0-9]*|\.[0-9]+)(e[-+]?[0-9]+)?|inf(inity)?|nan|0x([0-9a-f]+\.?[0-9a-f]*|\.[0-9a-f]+)(p[-+]?[0-9]+)?)$/i.test(s);
}

function scalar(v: MsgValue): string {
  if (v === null) return '~';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'string') {
    const q = needsQuotes(v);
    const text = q === 'none' ? v : q === 'single' ? `'${v.replace(/'/g, "''")}'` : JSON.stringify(v);
    // LLVM reads an untagged scalar as an integer, boolean or float when it can,
    // quoted or not: such strings need the !str tag to stay strings.
    return readsAsNonString(v) ? `!str ${text}` : text;
  }
  if (v instanceof Uint8Array) return `!!binary '${btoa(String.fromCharCode(...v))}'`;
  return '~';
}

function isMap(v: MsgValue): v is { [k: string]: MsgValue } {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array) && !(v instanceof Map) && !('ext' in v && 'data' in v);
}

function keyText(k: string): string {
  return scalar(k);
}

function emit(v: MsgValue, indent: number, out: string[]): void {
  const pad = ' '.repeat(indent);
  if (Array.isArray(v)) {
    for (const item of v) {
      if ((isMap(item) && Object.keys(item).length > 0) || (Array.isArray(item) && item.length > 0)) {
        // "- " then the first entry on the same line.
        const sub: string[] = [];
        emit(item, indent + 2, sub);
        out.push(pad + '- ' + sub[0]!.slice(indent + 2), ...sub.slice(1));
      } else out.push(pad + '- ' + inline(item));
    }
    return;
  }
  if (isMap(v)) {
    for (const k of Object.keys(v)) {
      const val = v[k]!;
      const kt = keyText(k) + ':';
      if ((isMap(val) && Object.keys(val).length > 0) || (Array.isArray(val) && val.length > 0)) {
        out.push(pad + kt);
        emit(val, indent + 2, out);
      } else {
        out.push(pad + kt + ' '.repeat(Math.max(1, 17 - kt.length)) + inline(val));
      }
    }
  }
}

function inline(v: MsgValue): string {
  if (Array.isArray(v)) return '[]';
  if (isMap(v)) return '{}';
  return scalar(v);
}

/** The YAML text (with `---` and `...` lines) of a metadata document. */
export function metadataToYaml(doc: MsgValue): string {
  const lines: string[] = ['---'];
  emit(doc, 0, lines);
  lines.push('...');
  return lines.join('\n') + '\n';
}
