// Positions in JSON text, for error messages about state files: where a
// syntax error is, and where the value (or the key) at a path such as
// ['vgpr', 'v1', 3] starts. Used only after JSON.parse or the state reader
// has failed, so the common case pays nothing.
//
// One pass with an explicit stack (no recursion: a file of a million `[` is
// a syntax error to report, not a stack overflow).

export type JsonPath = readonly (string | number)[];

export interface JsonLocation {
  /** Offset (UTF-16 code units) of the syntax error, or of the value / key found. */
  readonly offset: number;
  /** For a syntax error: what was expected. */
  readonly message?: string;
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

interface Frame {
  readonly kind: 'object' | 'array';
  /** The current member's key or element index. */
  key: string | number;
  /** Elements seen (arrays). */
  count: number;
}

/**
 * Scans `text`. Returns the first syntax error, or, when `path` is given and
 * the text is valid up to it, the position of the value at `path` (or of its
 * key, with `key`). Null when the text is valid and the path is absent.
 */
export function locateJson(text: string, path?: JsonPath, key = false): (JsonLocation & { syntax: boolean }) | null {
  const n = text.length;
  let i = 0;
  const stack: Frame[] = [];
  const fail = (message: string, at = i) => ({ offset: Math.min(at, n), message, syntax: true });
  const skip = () => { while (i < n && WS.has(text.charCodeAt(i))) i++; };
  const matches = (): boolean => {
    if (path === undefined || stack.length !== path.length) return false;
    for (let k = 0; k < stack.length; k++) if (stack[k]!.key !== path[k]) return false;
    return true;
  };
  const describe = (at: number) => (at >= n ? 'the end of the file' : `'${text.slice(at, at + 12).split(/[\r\n]/)[0]}'`);

  // A value, then what may follow it, until the top-level value ends.
  for (;;) {
    skip();
    const start = i;
    if (!key && matches()) return { offset: start, syntax: false };
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) { // { [
      i++;
      skip();
      const close = c === 0x7b ? 0x7d : 0x5d;
      if (text.charCodeAt(i) === close) { i++; }
      else if (c === 0x5b) { stack.push({ kind: 'array', key: 0, count: 0 }); continue; }
      else {
        const frame: Frame = { kind: 'object', key: '', count: 0 };
        stack.push(frame);
        const k = readKey();
        if (!('key' in k)) return k;
        frame.key = k.key;
        if (key && matches()) return { offset: k.at, syntax: false };
        continue;
      }
    } else if (c === 0x22) {
      const s = readString();
      if (s !== null) return s;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const m = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
      m.lastIndex = i;
      if (!m.test(text)) return fail(`expected a number, found ${describe(i)}`);
      i = m.lastIndex;
    } else if (text.startsWith('true', i)) i += 4;
    else if (text.startsWith('false', i)) i += 5;
    else if (text.startsWith('null', i)) i += 4;
    else return fail(`expected a JSON value, found ${describe(i)}`);

    // After a value: a separator, a closing bracket, or the end.
    for (;;) {
      skip();
      const top = stack[stack.length - 1];
      if (top === undefined) {
        return i < n ? fail(`unexpected ${describe(i)} after the JSON value`) : null;
      }
      const d = text.charCodeAt(i);
      if (d === 0x2c) { // ,
        i++;
        if (top.kind === 'array') { top.key = ++top.count; break; }
        skip();
        const k = readKey();
        if (!('key' in k)) return k;
        top.key = k.key;
        if (key && matches()) return { offset: k.at, syntax: false };
        break;
      }
      if ((top.kind === 'array' && d === 0x5d) || (top.kind === 'object' && d === 0x7d)) {
        i++;
        stack.pop();
        continue;
      }
      return fail(`expected ',' or '${top.kind === 'array' ? ']' : '}'}', found ${describe(i)}`);
    }
  }

  function readString(): (JsonLocation & { syntax: boolean }) | null {
    const at = i;
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) { i++; return null; }
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return fail('bad \\u escape in a string', i);
          i += 6;
          continue;
        }
        if (e === undefined || !'"\\/bfnrt'.includes(e)) return fail('bad escape in a string', i);
        i += 2;
        continue;
      }
      if (c < 0x20) return fail('unterminated string (or a control character in it)', i);
      i++;
    }
    return fail('unterminated string', at);
  }

  /** `"key" :` — the key, or a syntax error. */
  function readKey(): { key: string; at: number } | (JsonLocation & { syntax: boolean }) {
    const at = i;
    if (text.charCodeAt(i) !== 0x22) return fail(`expected a property name in double quotes, found ${describe(i)}`);
    const e = readString();
    if (e !== null) return e;
    let k: string;
    try { k = JSON.parse(text.slice(at, i)) as string; } catch { return fail('bad property name', at); }
    skip();
    if (text.charCodeAt(i) !== 0x3a) return fail(`expected ':' after a property name, found ${describe(i)}`);
    i++;
    return { key: k, at };
  }
}

/** 1-based line and column (in characters) of `offset`, and the text of that line. */
export function lineCol(text: string, offset: number): { line: number; col: number; source: string } {
  let line = 1;
  let start = 0;
  for (let p = text.indexOf('\n'); p !== -1 && p < offset; p = text.indexOf('\n', p + 1)) {
    line++;
    start = p + 1;
  }
  let end = text.indexOf('\n', start);
  if (end === -1) end = text.length;
  const source = text.slice(start, end).replace(/\r$/, '');
  return { line, col: offset - start + 1, source };
}
