// Assembler diagnostics: a message at a line and column with an excerpt of
// the source line, handed to a listener as found (the CLI prints them at
// once) and kept up to a limit per severity (then only counted), so that
// every error of a file is counted and a million of them cannot exhaust
// memory, and warnings never crowd out errors.

export type Severity = 'error' | 'warning';

export interface AsmDiagnostic {
  readonly severity: Severity;
  /** 1-based line and column (in characters) of the offending text. */
  readonly line: number;
  readonly col: number;
  readonly message: string;
  /** The source line (cut around the column when long; see excerpt()), when known. */
  readonly source?: string;
  /** The column within `source`. */
  readonly sourceCol?: number;
}

/** Default number of diagnostics kept (and printed) per severity. */
export const MAX_KEPT_DIAGNOSTICS = 1000;

/** The longest source excerpt kept with a diagnostic. */
const MAX_EXCERPT = 200;

/** The longest value (a symbol name, a bad token) quoted whole in a message. */
const MAX_QUOTED = 60;
/** The longest message kept. */
const MAX_MESSAGE = 1000;

/**
 * A message as shown: a long quoted value is cut (a 10 MB symbol name must not
 * be echoed in full, issue 13 #10), and so is a message still too long.
 */
export function clipMessage(m: string): string {
  if (m.length <= 2 * MAX_QUOTED) return m;
  let s = '';
  let at = 0;
  for (;;) {
    const open = m.indexOf("'", at);
    const close = open < 0 ? -1 : m.indexOf("'", open + 1);
    if (close < 0) break;
    const n = close - open - 1;
    s += n > MAX_QUOTED ? `${m.slice(at, open + 1 + MAX_QUOTED)}...' (${n} characters)` : m.slice(at, close + 1);
    at = close + 1;
  }
  s += m.slice(at);
  if (s.length > MAX_MESSAGE) s = `${s.slice(0, MAX_MESSAGE)}...`;
  return s;
}

/** A position with its source excerpt, captured now for a diagnostic reported later. */
export interface SourcePos {
  readonly line: number;
  readonly col: number;
  readonly source: string | undefined;
  readonly sourceCol: number;
}

/** Cuts a long line around the column (so the caret stays readable) and blanks control characters. */
export function excerpt(text: string, col: number): { source: string; sourceCol: number } {
  let s = text;
  let c = col;
  if (s.length > MAX_EXCERPT) {
    const from = Math.max(0, Math.min(c - 1 - MAX_EXCERPT / 2, s.length - MAX_EXCERPT));
    s = (from > 0 ? '...' : '') + text.slice(from, from + MAX_EXCERPT) + (from + MAX_EXCERPT < text.length ? '...' : '');
    c = c - from + (from > 0 ? 3 : 0);
  }
  if (s.endsWith('\r')) s = s.slice(0, -1);
  return { source: s.replace(/[\t\x00-\x1f\x7f]/g, ' '), sourceCol: c };
}

/**
 * The statement being assembled: its line text, and where joined physical
 * lines (`\` continuations) start in it, so that positions are reported on
 * the physical line.
 */
export class SourceContext {
  text = '';
  /** First physical line of `text`. */
  line = 0;
  /** Offsets in `text` where the 2nd, 3rd, ... physical line start; empty when not joined. */
  joins: readonly number[] = [];

  /** The physical position of column `col` (1-based, in `text`) of line `line`. */
  map(line: number, col: number): SourcePos {
    if (line !== this.line) return { line, col, source: undefined, sourceCol: col };
    let l = line;
    let from = 0;
    let to = this.text.length;
    for (let k = 0; k < this.joins.length; k++) {
      const j = this.joins[k]!;
      if (col - 1 < j) { to = j; break; }
      l = line + k + 1;
      from = j;
    }
    const c = col - from;
    const e = excerpt(from === 0 && to === this.text.length ? this.text : this.text.slice(from, to), c);
    return { line: l, col: c, source: e.source, sourceCol: e.sourceCol };
  }
}

export class Diagnostics {
  readonly list: AsmDiagnostic[] = [];
  errors = 0;
  warnings = 0;
  private keptErrors = 0;
  private keptWarnings = 0;
  /** The current statement's source (set by the driver). */
  readonly context = new SourceContext();
  /** Called with every diagnostic as it is found (kept or not). */
  listener: ((d: AsmDiagnostic) => void) | null = null;
  /** Called once, at the first error. */
  onFirstError: (() => void) | null = null;
  /** Whether kept diagnostics go to `list` (the CLI prints them through the listener instead: memory stays bounded). */
  keepList = true;

  /** `limit`: diagnostics kept per severity (0: no limit). */
  constructor(private readonly limit = MAX_KEPT_DIAGNOSTICS) {}

  /** The position line:col of the current statement, with its excerpt, for a later report. */
  pos(line: number, col: number): SourcePos {
    return this.context.map(line, col);
  }

  error(line: number, col: number, message: string): void {
    this.errorAt(this.context.map(line, col), message);
  }

  warning(line: number, col: number, message: string): void {
    this.warningAt(this.context.map(line, col), message);
  }

  /** While muting (the shape cache's probes), diagnostics are only counted here. */
  muting = false;
  muted = 0;

  errorAt(p: SourcePos, message: string): void {
    if (this.muting) { this.muted++; return; }
    this.errors++;
    if (this.errors === 1) this.onFirstError?.();
    const keep = this.limit === 0 || this.keptErrors < this.limit;
    if (keep) this.keptErrors++;
    this.add('error', p, message, keep);
  }

  warningAt(p: SourcePos, message: string): void {
    if (this.muting) { this.muted++; return; }
    this.warnings++;
    const keep = this.limit === 0 || this.keptWarnings < this.limit;
    if (keep) this.keptWarnings++;
    this.add('warning', p, message, keep);
  }

  private add(severity: Severity, p: SourcePos, text: string, keep: boolean): void {
    const message = clipMessage(text);
    const d: AsmDiagnostic = p.source === undefined
      ? { severity, line: p.line, col: p.col, message }
      : { severity, line: p.line, col: p.col, message, source: p.source, sourceCol: p.sourceCol };
    if (keep && this.keepList) this.list.push(d);
    this.listener?.(d);
  }

  /** Diagnostics found but not kept. */
  get dropped(): number {
    return this.errors + this.warnings - this.list.length;
  }
}

/**
 * Formats one diagnostic as `FILE:LINE:COL: severity: message`, the source
 * line and a caret (`sourceLine` overrides the excerpt kept with it).
 */
export function formatAsmDiagnostic(file: string, d: AsmDiagnostic, sourceLine?: string): string {
  let s = `${file}:${d.line}:${d.col}: ${d.severity}: ${d.message}\n`;
  let text: string | undefined;
  let col = d.col;
  if (sourceLine !== undefined) ({ source: text, sourceCol: col } = excerpt(sourceLine, d.col));
  else if (d.source !== undefined) { text = d.source; col = d.sourceCol ?? d.col; }
  if (text !== undefined) s += text + '\n' + ' '.repeat(Math.max(0, col - 1)) + '^\n';
  return s;
}
