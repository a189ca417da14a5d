// The disassembler's hot loops copy cached lines between byte buffers. A
// copy of its own per line (Uint8Array.set with a subarray) costs more than
// the line; a loop of DataView accesses costs one step per group of bytes,
// so the widest group V8 moves without boxing wins: eight bytes as a float64.
// That is exact for text: a float register changes nothing in a NaN's bits,
// and in any case eight bytes below 0x80 are never a NaN (its exponent needs a
// byte of 0x7f or 0xff followed by one of 0xf0 or more).

/**
 * Copies n bytes of ASCII text from `src` at `from` to `dst` at `to`, eight at a time:
 * reads up to 7 bytes past the range and writes up to 7 past it (both buffers leave room).
 */
export function copyText(dst: DataView, to: number, src: DataView, from: number, n: number): void {
  for (let k = 0; k < n; k += 8) dst.setFloat64(to + k, src.getFloat64(from + k, true), true);
}
