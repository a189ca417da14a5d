// Spellings shared by the vector printers.

export const OMOD = ['', ' mul:2', ' mul:4', ' div:2'];

/** `regs` VGPRs from v<n>, or null past v255. */
export function vgpr(n: number, regs: number): string | null {
  if (n + regs > 256) return null;
  return regs === 1 ? `v${n}` : `v[${n}:${n + regs - 1}]`;
}

/** A source with float input modifiers: `-x`, `|x|`, `neg(c)` for a negated constant. */
export function fpMods(s: string, neg: boolean, abs: boolean, isImm: boolean): string {
  let t = abs ? `|${s}|` : s;
  if (neg) t = !abs && isImm ? `neg(${s})` : '-' + t;
  return t;
}
