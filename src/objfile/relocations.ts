// Relocations on the code of an unlinked object, as the expressions llc
// writes for them in its assembly: a literal dword with R_AMDGPU_REL32_LO
// against `.text + 0x3ac`, where the local function `gcd` sits at 0x3a8, is
// `gcd@rel32@lo+4`. Printed in place of the literal's value (which is 0 in
// the object), llvm-mc assembles the same dword and the same relocation.

import type { CodeObject } from './code-object.js';
import type { ElfSymbol } from './elf.js';
import { LITERAL_VARIANTS } from './reloc-types.js';


const STT_SECTION = 3;
/** Names llvm-mc reads as a symbol without quotes. */
const PLAIN_NAME = /^[A-Za-z_.$][A-Za-z0-9_.$]*$/;

/**
 * The expression for each relocated dword of the code section of an
 * unlinked object, by byte offset within the section. A relocation against
 * a section symbol is named after the last local symbol of that section at
 * or before its addend, as llc refers to local functions. Relocations this
 * cannot spell are left out (their dwords print as values).
 */
export function literalExpressions(co: CodeObject): Map<number, string> {
  const out = new Map<number, string>();
  const elf = co.elf;
  const text = co.text;
  if (elf === null || text === null || !co.relocatable) return out;
  const byIndex = new Map<number, ElfSymbol>(elf.symbols.map((s) => [s.index, s]));
  for (const rel of elf.relocations) {
    if (rel.target !== text.index || (rel.offset & 3) !== 0) continue;
    const variant = LITERAL_VARIANTS.get(rel.type);
    const sym = byIndex.get(rel.symbol);
    if (variant === undefined || sym === undefined) continue;
    let name = sym.name;
    let addend = rel.addend;
    if (sym.type === STT_SECTION) {
      let best: ElfSymbol | undefined;
      for (const s of elf.symbols) {
        if (s.shndx !== sym.shndx || s.type === STT_SECTION || s.bind !== 0 || s.name === '' || s.value > addend) continue;
        if (best === undefined || s.value > best.value) best = s;
      }
      if (best === undefined) continue;
      name = best.name;
      addend -= best.value;
    }
    if (!PLAIN_NAME.test(name)) continue;
    out.set(rel.offset, `${name}${variant}${addend > 0 ? `+${addend}` : addend < 0 ? String(addend) : ''}`);
  }
  return out;
}
