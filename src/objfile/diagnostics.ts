// Problems found while reading a container. Reading never throws: whatever
// is wrong with the input becomes one of these, and the reader carries on
// with what it could make sense of.

export interface ObjDiagnostic {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  /** File offset the problem is about, when there is one. */
  readonly offset?: number;
}

/** At most this many diagnostics are kept per file; further ones are counted in `dropped`. */
export const MAX_OBJ_DIAGNOSTICS = 200;

export class DiagnosticList {
  readonly items: ObjDiagnostic[] = [];
  dropped = 0;

  error(message: string, offset?: number): void {
    this.add({ severity: 'error', message, ...(offset !== undefined ? { offset } : {}) });
  }

  warning(message: string, offset?: number): void {
    this.add({ severity: 'warning', message, ...(offset !== undefined ? { offset } : {}) });
  }

  add(d: ObjDiagnostic): void {
    if (this.items.length < MAX_OBJ_DIAGNOSTICS) this.items.push(d);
    else this.dropped++;
  }

  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }
}
