// Assembler diagnostics: a message at a line and column, collected (up to a
// limit, then only counted) so that every error in a file is reported and a
// million of them cannot exhaust memory.

export type Severity = 'error' | 'warning';

export interface AsmDiagnostic {
  readonly severity: Severity;
  /** 1-based line and column (in characters) of the offending text. */
  readonly line: number;
  readonly col: number;
  readonly message: string;
}

export const MAX_KEPT_DIAGNOSTICS = 1000;

export class Diagnostics {
  readonly list: AsmDiagnostic[] = [];
  errors = 0;
  warnings = 0;

  constructor(private readonly limit = MAX_KEPT_DIAGNOSTICS) {}

  error(line: number, col: number, message: string): void {
    this.errors++;
    if (this.list.length < this.limit) this.list.push({ severity: 'error', line, col, message });
  }

  warning(line: number, col: number, message: string): void {
    this.warnings++;
    if (this.list.length < this.limit) this.list.push({ severity: 'warning', line, col, message });
  }

  /** Diagnostics found but not kept. */
  get dropped(): number {
    return this.errors + this.warnings - this.list.length;
  }
}

/** Formats one diagnostic as `FILE:LINE:COL: severity: message`, the source line and a caret. */
export function formatAsmDiagnostic(file: string, d: AsmDiagnostic, sourceLine?: string): string {
  let s = `${file}:${d.line}:${d.col}: ${d.severity}: ${d.message}\n`;
  if (sourceLine !== undefined) {
    // Long lines are cut around the column so the caret stays readable.
    let text = sourceLine;
    let col = d.col;
    const MAX = 200;
    if (text.length > MAX) {
      const from = Math.max(0, Math.min(col - 1 - MAX / 2, text.length - MAX));
      text = (from > 0 ? '...' : '') + text.slice(from, from + MAX) + (from + MAX < sourceLine.length ? '...' : '');
      col = col - from + (from > 0 ? 3 : 0);
    }
    text = text.replace(/[\t\x00-\x1f\x7f]/g, ' ');
    s += text + '\n' + ' '.repeat(Math.max(0, col - 1)) + '^\n';
  }
  return s;
}
