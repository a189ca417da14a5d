// Whether the text being printed loses bits: llvm-mc 14 would read it back as
// other words (a literal it folds into an inline constant, bits it ignores)
// or not at all (`/*invalid immediate*/`, a misaligned register range). The
// printers mark it; the disassembler then prints the words as `.long` with
// the text in a comment, so the output still reassembles to the same bytes.

export const LOSSY = { on: false };

export function markLossy(): void {
  LOSSY.on = true;
}
