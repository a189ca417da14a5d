// A reader for the YAML subset that LLVM's YAML writer produces for code
// object v2 metadata: block mappings and sequences, flow sequences and
// mappings, plain, single- and double-quoted scalars, comments, `---`/`...`.
// Scalars become strings, except plain integers (numbers) and true/false.
// Anything outside the subset gives an error message, never an exception.

export type YamlValue = null | boolean | number | string | YamlValue[] | { [key: string]: YamlValue };

export interface YamlResult {
  readonly value: YamlValue;
  readonly error?: string;
}

interface Line { indent: number; text: string; no: number }

class YamlError extends Error {}

const MAX_DEPTH = 64;

export function parseYaml(src: string): YamlResult {
  const r = parseYamlWith<YamlValue>(src, (text, quoted) => (quoted ? text : plain(text)));
  return r.error !== undefined ? { value: null, error: r.error } : { value: r.value };
}

/** A YAML tree whose scalars are whatever `scalar` makes of their text (unquoted) and quoting. */
export type YamlTree<S> = S | null | YamlTree<S>[] | { [key: string]: YamlTree<S> };

export type ScalarFn<S> = (text: string, quoted: boolean) => S;

/** Like parseYaml, but every scalar goes through `scalar` (so a caller can type them by its own rules). */
export function parseYamlWith<S>(src: string, scalar: ScalarFn<S>): { value: YamlTree<S>; error?: string } {
  try {
    const lines = toLines(src);
    const p = new Parser<S>(lines, scalar);
    const v = p.node(0, 0);
    if (p.i < p.lines.length) throw new YamlError(`line ${p.lines[p.i]!.no}: unexpected indentation`);
    return { value: v };
  } catch (e) {
    return { value: null, error: e instanceof YamlError ? e.message : `unreadable YAML: ${(e as Error).message}` };
  }
}

function toLines(src: string): Line[] {
  const out: Line[] = [];
  const raw = src.split(/\r?\n/);
  for (let n = 0; n < raw.length; n++) {
    const l = stripComment(raw[n]!);
    if (/^\s*$/.test(l)) continue;
    if (/^(---|\.\.\.)(\s|$)/.test(l)) {
      const rest = l.slice(3).trim();
      if (rest !== '') out.push({ indent: 0, text: rest, no: n + 1 });
      continue;
    }
    if (/^\s*\t/.test(l)) throw new YamlError(`line ${n + 1}: tab in indentation`);
    const indent = l.length - l.trimStart().length;
    out.push({ indent, text: l.trim(), no: n + 1 });
  }
  return out;
}

/** Removes a `#` comment that is not inside quotes. */
function stripComment(l: string): string {
  let q: string | null = null;
  for (let i = 0; i < l.length; i++) {
    const c = l[i]!;
    if (q !== null) {
      if (c === q) {
        if (q === "'" && l[i + 1] === "'") { i++; continue; }
        q = null;
      } else if (q === '"' && c === '\\') i++;
    } else if (c === "'" || c === '"') q = c;
    else if (c === '#' && (i === 0 || /\s/.test(l[i - 1]!))) return l.slice(0, i);
  }
  return l;
}

class Parser<S> {
  i = 0;
  constructor(readonly lines: Line[], readonly sc: ScalarFn<S>) {}

  node(indent: number, depth: number): YamlTree<S> {
    if (depth > MAX_DEPTH) throw new YamlError(`nesting deeper than ${MAX_DEPTH}`);
    const l = this.lines[this.i];
    if (l === undefined || l.indent < indent) return null;
    if (l.text === '-' || l.text.startsWith('- ')) return this.seq(l.indent, depth);
    if (keyOf(l.text) !== null) return this.map(l.indent, depth);
    this.i++;
    return scalarOrFlow(l.text, l.no, this.sc);
  }

  seq(indent: number, depth: number): YamlTree<S>[] {
    const out: YamlTree<S>[] = [];
    for (;;) {
      const l = this.lines[this.i];
      if (l === undefined || l.indent !== indent || !(l.text === '-' || l.text.startsWith('- '))) break;
      const rest = l.text.slice(1).trimStart();
      if (rest === '') {
        this.i++;
        out.push(this.node(indent + 1, depth + 1));
      } else {
        // "- key: v": the item is a mapping whose first line is this one, shifted right.
        const shift = l.text.length - rest.length;
        this.lines[this.i] = { indent: indent + shift, text: rest, no: l.no };
        out.push(this.node(indent + shift, depth + 1));
      }
    }
    return out;
  }

  map(indent: number, depth: number): { [key: string]: YamlTree<S> } {
    const out: { [key: string]: YamlTree<S> } = {};
    for (;;) {
      const l = this.lines[this.i];
      if (l === undefined || l.indent !== indent) break;
      const kv = keyOf(l.text);
      if (kv === null) throw new YamlError(`line ${l.no}: expected 'key: value'`);
      this.i++;
      let v: YamlTree<S>;
      if (kv.rest !== '') v = scalarOrFlow(kv.rest, l.no, this.sc);
      else {
        const next = this.lines[this.i];
        // A sequence may sit at the same indentation as its key.
        if (next !== undefined && (next.indent > indent || (next.indent === indent && (next.text === '-' || next.text.startsWith('- '))))) {
          v = this.node(next.indent, depth + 1);
        } else v = null;
      }
      Object.defineProperty(out, kv.key, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
}

/** Splits `key: rest` (the key plain or quoted); null when the line is not a mapping entry. */
function keyOf(text: string): { key: string; rest: string } | null {
  if (text.startsWith("'") || text.startsWith('"')) {
    const end = quotedEnd(text, 0);
    if (end < 0 || text[end + 1] !== ':' || !(end + 2 === text.length || text[end + 2] === ' ')) return null;
    return { key: unquote(text.slice(0, end + 1), 0), rest: text.slice(end + 2).trim() };
  }
  if (text.startsWith('[') || text.startsWith('{')) return null;
  const m = /^([^:]*?):(?:\s+(.*))?$/.exec(text);
  if (m === null) return null;
  return { key: m[1]!.trim(), rest: (m[2] ?? '').trim() };
}

function quotedEnd(s: string, at: number): number {
  const q = s[at]!;
  for (let i = at + 1; i < s.length; i++) {
    if (q === '"' && s[i] === '\\') { i++; continue; }
    if (s[i] === q) {
      if (q === "'" && s[i + 1] === "'") { i++; continue; }
      return i;
    }
  }
  return -1;
}

function unquote(s: string, no: number): string {
  const q = s[0]!;
  const body = s.slice(1, -1);
  if (q === "'") return body.replace(/''/g, "'");
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, e: string) => {
    switch (e[0]) {
      case 'n': return '\n';
      case 't': return '\t';
      case 'r': return '\r';
      case '0': return '\0';
      case 'x': case 'u': return String.fromCharCode(parseInt(e.slice(1), 16));
      case '"': case '\\': case '/': case ' ': return e;
      default: throw new YamlError(`line ${no}: unknown escape \\${e}`);
    }
  });
}

function plain(s: string): YamlValue {
  if (/^-?(0|[1-9][0-9]*)$/.test(s)) return Number(s);
  if (/^0x[0-9a-fA-F]+$/.test(s)) return Number(s);
  if (s === 'true') return true;
  if (s === 'false') return false;
  if (s === '~' || s === 'null') return null;
  return s;
}

function scalarOrFlow<S>(text: string, no: number, sc: ScalarFn<S>): YamlTree<S> {
  const p: FlowCursor<S> = { s: text, i: 0, no, sc };
  const v = flowValue(p, 0);
  skipSpaces(p);
  if (p.i !== p.s.length) throw new YamlError(`line ${no}: unexpected text after a value: '${p.s.slice(p.i)}'`);
  return v;
}

interface FlowCursor<S> { s: string; i: number; no: number; sc: ScalarFn<S> }

function skipSpaces<S>(p: FlowCursor<S>): void {
  while (p.i < p.s.length && p.s[p.i] === ' ') p.i++;
}

function flowValue<S>(p: FlowCursor<S>, depth: number): YamlTree<S> {
  if (depth > MAX_DEPTH) throw new YamlError(`line ${p.no}: nesting deeper than ${MAX_DEPTH}`);
  skipSpaces(p);
  const c = p.s[p.i];
  if (c === '[') {
    p.i++;
    const out: YamlTree<S>[] = [];
    skipSpaces(p);
    if (p.s[p.i] === ']') { p.i++; return out; }
    for (;;) {
      out.push(flowValue(p, depth + 1));
      skipSpaces(p);
      if (p.s[p.i] === ',') { p.i++; continue; }
      if (p.s[p.i] === ']') { p.i++; return out; }
      throw new YamlError(`line ${p.no}: expected ',' or ']' in a flow sequence`);
    }
  }
  if (c === '{') {
    p.i++;
    const out: { [key: string]: YamlTree<S> } = {};
    skipSpaces(p);
    if (p.s[p.i] === '}') { p.i++; return out; }
    for (;;) {
      // Keys stay text whatever the caller makes of scalars.
      const kp: FlowCursor<string> = { s: p.s, i: p.i, no: p.no, sc: (t) => t };
      const k = flowValue(kp, depth + 1);
      p.i = kp.i;
      skipSpaces(p);
      if (p.s[p.i] !== ':') throw new YamlError(`line ${p.no}: expected ':' in a flow mapping`);
      p.i++;
      const v = flowValue(p, depth + 1);
      Object.defineProperty(out, String(k), { value: v, enumerable: true, writable: true, configurable: true });
      skipSpaces(p);
      if (p.s[p.i] === ',') { p.i++; continue; }
      if (p.s[p.i] === '}') { p.i++; return out; }
      throw new YamlError(`line ${p.no}: expected ',' or '}' in a flow mapping`);
    }
  }
  if (c === "'" || c === '"') {
    const end = quotedEnd(p.s, p.i);
    if (end < 0) throw new YamlError(`line ${p.no}: unterminated quoted string`);
    const v = unquote(p.s.slice(p.i, end + 1), p.no);
    p.i = end + 1;
    return p.sc(v, true);
  }
  // A plain scalar runs to the end, or to a flow indicator inside a flow collection.
  const start = p.i;
  while (p.i < p.s.length && !(depth > 0 && (p.s[p.i] === ',' || p.s[p.i] === ']' || p.s[p.i] === '}'))
    && !(depth > 0 && p.s[p.i] === ':' && p.s[p.i + 1] === ' ')) p.i++;
  return p.sc(p.s.slice(start, p.i).trim(), false);
}
