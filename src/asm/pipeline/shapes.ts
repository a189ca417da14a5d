// The shape cache: most lines of a large source differ only in their VGPR
// numbers and literal values. A line's *shape* is its bytes with those
// replaced by placeholders; the first line of a shape goes through the
// dialect's general parser as usual and is kept with its words. When the
// shape is met again, the cache learns, by assembling variants of that first
// line without emitting (probes), where each placeholder lands in the words.
// Then that line and later lines of the same shape are encoded by patching
// those fields: exact by construction (the general parser decided every
// rule), and a few hash operations per line.
//
// A shape is learned only from a line that assembled to one instruction with
// no diagnostic, read or defined no symbol, and whose probes agree with the
// linear model; literal placeholders stand only for values no inline
// constant can take (values that might fold stay in the key as written).

/** What the cache needs from a dialect. */
export interface ShapeDialect {
  /** The words of `text` assembled as one statement, nothing emitted; null on any diagnostic or another outcome. */
  probe(text: string, line: number): Uint32Array | null;
  /** Changes when learned shapes stop being valid (another generation, register symbols). */
  readonly shapeEpoch: number;
  /** Counts symbol reads and definitions: a line that touched a symbol is not a shape. */
  readonly symbolTouches: number;
  /** Whether `V12` is a VGPR (CLRX) or a symbol (LLVM). */
  readonly upperCaseRegisters: boolean;
  /** SGPRs of the generation (s0 .. s[n-1]). */
  readonly sgprCount: number;
  /** Called for each instruction the cache assembled (the dialect's bookkeeping). */
  cachedInstruction(): void;
}

/** Placeholders: a VGPR, a VGPR pair, a 32-bit literal (above 0xffff), an SGPR, a literal up to 0xffff. */
const enum P { V1 = 1, V2 = 2, LIT = 3, S1 = 4, LIT16 = 5 }
/** Placeholder kinds are bytes the cache never takes from a source line. */
const MAX_PLACEHOLDERS = 4;
const MAX_LINE = 160;
const MAX_SHAPES = 1 << 16;
/** Bit flips for register probes, most bits first (a flip whose register is invalid is skipped). */
const MASKS = [0xff, 0x7f, 0xfe, 0x3f, 0x40, 0x60, 0x1f, 0x20, 0x30, 0x0f, 0x10, 0x08, 0x04, 0x02, 0x01, 0x80];

/**
 * A value a literal placeholder may not stand for: it could be an inline
 * constant or fold into one (small integers, the f32 and f64-high-half
 * inline floats, and any word whose low half is an f16 inline pattern or a
 * 16-bit inline integer).
 * Such values stay in the shape as written.
 */
export function maybeInline(v: number): boolean {
  const lo = v & 0xffff;
  // (16-bit operands read the low half: -16 .. 64 there are inline integers too.)
  return v <= 64 || lo <= 64 || lo >= 0xfff0 || HALF[lo] === 1 || (HALF[v >>> 16] === 2 && WORD_INLINE.has(v));
}
const WORD_INLINE = new Set([
  0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983,
  0x3fe00000, 0xbfe00000, 0x3ff00000, 0xbff00000, 0x40100000, 0xc0100000, 0x3fc45f30,
]);
/** Per 16-bit half: 1 an f16 inline pattern; 2 the high half of a WORD_INLINE value. */
const HALF = new Uint8Array(65536);
for (const w of WORD_INLINE) HALF[w >>> 16] = 2;
for (const h of [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118]) HALF[h] = 1;

function isIdent(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 36;
}

/**
 * Byte classes for the scan: 1 an identifier character, 2 a byte no shape
 * holds, 4 may start a placeholder (or needs a look at its neighbours).
 * Comments, separators, quotes and backslashes keep a line out of the cache:
 * a hit stands for exactly one whole-line instruction.
 */
const CLASS = new Uint8Array(256);
for (let c = 0; c < 256; c++) CLASS[c] = (isIdent(c) ? 1 : 0) | ((c < 32 && c !== 9) || c >= 127 ? 2 : 0);
for (const c of ';#/"\'\\') CLASS[c.charCodeAt(0)] = 2;
CLASS[46] |= 4; // . (the location counter, alone, is not a shape: its value changes from line to line)
CLASS[118] |= 4; // v
CLASS[86] |= 4; // V
CLASS[115] |= 4; // s
CLASS[83] |= 4; // S
CLASS[48] |= 4; // 0

// Entries live in one Int32Array (a lookup touches one slot and one entry):
// the key's hash and length in words, the state, the word count, the words
// (of the first line met, then with every field at the probe values), the
// packed fields, where the first line's bytes are kept, then the key.
const E_HASH = 0, E_LEN = 1, E_STATE = 2, E_SIZE = 3, E_W0 = 4, E_W1 = 5, E_FIELDS = 6, E_TEXT = 7, E_TLEN = 8, E_KEY = 9;
/** Entry states: met once (learned when met again), a shape, not a shape. */
const enum St { SEEN = 0, SHAPE = 1, NONE = 2 }

/**
 * A placeholder's field, one byte each in E_FIELDS: the word it patches
 * times 32 plus the field's shift, plus 64 for a 7-bit field (an SGPR: the
 * bit above may be another field's); 0x80 + word: the whole word (a literal);
 * 0xc0 + word: its low half (a 16-bit immediate: SOPK's SIMM16).
 */
const F_SEVEN = 64, F_WHOLE = 0x80, F_LOW16 = 0xc0;

export class ShapeCache {
  /** Entry offset + 1 per slot, 0 = empty (a fresh array is empty: no fill at start-up). */
  private slots = new Int32Array(MAX_SHAPES * 2);
  private entries = 0;
  private arena = new Int32Array(1 << 16);
  private used = 0;
  /** The bytes of the first line of each entry met once (probed from when the shape is met again). */
  private texts = new Uint8Array(1 << 16);
  private textUsed = 0;
  /** The placeholder values of the line being looked up, while the first line of its shape is probed. */
  private readonly saved = new Int32Array(MAX_PLACEHOLDERS);
  private epoch = -1;
  // The last scanned line: its key, placeholder values and where they are in the line.
  private readonly keyWords = new Int32Array((MAX_LINE + 8) >> 2);
  private readonly key = new Uint8Array(this.keyWords.buffer);
  /** The key's length in words; -1: no key. */
  private keyN = 0;
  private hash = 0;
  private n = 0;
  private readonly kind = new Uint8Array(MAX_PLACEHOLDERS);
  /** Placeholder values (literals as their 32-bit pattern). */
  private readonly value = new Int32Array(MAX_PLACEHOLDERS);
  private readonly from = new Int32Array(MAX_PLACEHOLDERS);
  private readonly to = new Int32Array(MAX_PLACEHOLDERS);
  /** The slot of the last lookup's key (-1: the key is not there). */
  private lastSlot = -1;

  /** Counters (for measurements): lookups, hits, shapes learned, shapes that could not be. */
  readonly stats = { lookups: 0, hits: 0, learned: 0, failed: 0 };

  constructor(private readonly d: ShapeDialect) {}

  private clear(): void {
    this.slots.fill(0);
    this.entries = 0;
    this.used = 0;
    this.textUsed = 0;
  }

  /**
   * Scans a line into a key. Returns false for lines that are never shapes
   * (too long, control or non-ASCII bytes, directives, placeholders beyond
   * the limit). Runs of blanks are one space in the key (they only separate tokens).
   */
  private scan(b: Uint8Array, s: number, e: number): boolean {
    if (e - s > MAX_LINE) return false;
    const s0 = s;
    let i = s;
    while (i < e && (b[i] === 32 || b[i] === 9)) i++;
    // Directives and lines that start with anything but a name are not shapes.
    const c0 = b[i]!;
    if (!((c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90))) return false;
    const key = this.key;
    const cls = CLASS;
    let k = 0;
    let n = 0;
    /** Whether the byte before i is an identifier character (a placeholder starts only at a token's start). */
    let prevIdent = false;
    while (i < e) {
      const c = b[i]!;
      const cc = cls[c]!;
      if (cc === 1) {
        key[k++] = c;
        prevIdent = true;
        i++;
        continue;
      }
      if (cc === 0) {
        if (c === 32 || c === 9) {
          key[k++] = 32;
          i++;
          while (i < e && (b[i] === 32 || b[i] === 9)) i++;
        } else {
          key[k++] = c;
          i++;
        }
        prevIdent = false;
        continue;
      }
      if (cc & 2) return false;
      // A byte that may start a placeholder (all of them are identifier characters).
      if (prevIdent) {
        key[k++] = c;
        i++;
        continue;
      }
      prevIdent = true;
      if (c === 46) {
        const nx = b[i + 1]!;
        if (!(i + 1 < e && nx >= 48 && nx <= 57)) return false;
      } else if (c === 118 || (c === 86 && this.d.upperCaseRegisters)) {
        let j = i + 1;
        let v = 0;
        while (j < e && b[j]! >= 48 && b[j]! <= 57) { v = v * 10 + b[j]! - 48; j++; }
        const digits = j - i - 1;
        if (digits > 0 && digits <= 3 && !(digits > 1 && b[i + 1] === 48) && v <= 255 && (j >= e || !isIdent(b[j]!))
          && b[j] !== 91) {
          if (n === MAX_PLACEHOLDERS) return false;
          this.kind[n] = P.V1; this.value[n] = v; this.from[n] = i - s0; this.to[n] = j - s0; n++;
          key[k++] = P.V1;
          i = j;
          continue;
        }
        if (digits === 0 && b[i + 1] === 91) {
          // v[A:A+1] (a pair; other ranges stay as they are).
          let p = i + 2;
          let a = 0;
          const as = p;
          while (p < e && b[p]! >= 48 && b[p]! <= 57) { a = a * 10 + b[p]! - 48; p++; }
          if (p > as && p - as <= 3 && !(p - as > 1 && b[as] === 48) && b[p] === 58) {
            p++;
            let z = 0;
            const zs = p;
            while (p < e && b[p]! >= 48 && b[p]! <= 57) { z = z * 10 + b[p]! - 48; p++; }
            if (p > zs && p - zs <= 3 && !(p - zs > 1 && b[zs] === 48) && b[p] === 93 && z === a + 1 && z <= 255) {
              if (n === MAX_PLACEHOLDERS) return false;
              this.kind[n] = P.V2; this.value[n] = a; this.from[n] = i - s0; this.to[n] = p + 1 - s0; n++;
              key[k++] = P.V2;
              i = p + 1;
              prevIdent = false;
              continue;
            }
          }
        }
      } else if (c === 115 || (c === 83 && this.d.upperCaseRegisters)) {
        // A single SGPR below the generation's count (pairs have alignment rules: they stay as written).
        let j = i + 1;
        let v = 0;
        while (j < e && b[j]! >= 48 && b[j]! <= 57) { v = v * 10 + b[j]! - 48; j++; }
        const digits = j - i - 1;
        if (digits > 0 && digits <= 3 && !(digits > 1 && b[i + 1] === 48) && v < this.d.sgprCount
          && (j >= e || !isIdent(b[j]!)) && b[j] !== 91) {
          if (n === MAX_PLACEHOLDERS) return false;
          this.kind[n] = P.S1; this.value[n] = v; this.from[n] = i - s0; this.to[n] = j - s0; n++;
          key[k++] = P.S1;
          i = j;
          continue;
        }
      } else if (c === 48 && (b[i + 1]! | 32) === 120) {
        let j = i + 2;
        let v = 0;
        for (; j < e; j++) {
          const x = b[j]! | 32;
          const dv = x >= 48 && x <= 57 ? x - 48 : x >= 97 && x <= 102 ? x - 87 : -1;
          if (dv < 0) break;
          v = v * 16 + dv;
        }
        // A value that may be an inline constant stays in the key as written (a shape of its own).
        if (j - i - 2 >= 3 && j - i - 2 <= 8 && (j >= e || (!isIdent(b[j]!) && b[j] !== 46)) && !maybeInline(v)) {
          if (n === MAX_PLACEHOLDERS) return false;
          // 16-bit and wider literals are separate placeholders: 16-bit operands take only the former.
          const kp = v <= 0xffff ? P.LIT16 : P.LIT;
          this.kind[n] = kp; this.value[n] = v; this.from[n] = i - s0; this.to[n] = j - s0; n++;
          key[k++] = kp;
          i = j;
          continue;
        }
      }
      key[k++] = c;
      i++;
    }
    // Zero-pad to whole words, then hash a word at a time.
    key[k] = 0; key[k + 1] = 0; key[k + 2] = 0;
    const words = (k + 3) >> 2;
    const kw = this.keyWords;
    let h = k;
    for (let w = 0; w < words; w++) h = Math.imul(h ^ kw[w]!, 0x01000193) ^ (h >>> 13);
    this.keyN = words;
    this.hash = h;
    this.n = n;
    return true;
  }

  /** The entry of the scanned key, or -1 (then lastSlot is where it would go). */
  private find(): number {
    const slots = this.slots;
    const mask = slots.length - 1;
    const h = this.hash;
    let slot = (h ^ (h >>> 15)) & mask;
    const key = this.keyWords;
    const n = this.keyN;
    const a = this.arena;
    for (;;) {
      const at = slots[slot]! - 1;
      if (at < 0) { this.lastSlot = slot; return -1; }
      if (a[at + E_HASH] === h && a[at + E_LEN] === n) {
        const kat = at + E_KEY;
        let i = 0;
        while (i < n && a[kat + i] === key[i]) i++;
        if (i === n) return at;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Whether the last lookup scanned its line into a key (a line the cache could stand for). */
  get scanned(): boolean { return this.keyN >= 0; }

  /** Whether a line is one the cache could stand for (its scan accepts it); forgets the scan. */
  accepts(b: Uint8Array, s: number, e: number): boolean {
    const ok = this.scan(b, s, e);
    this.keyN = -1;
    this.lastSlot = -1;
    return ok;
  }

  /** The last scanned line's content class, 0 .. 127 (from its key and values: the same line, the same class). */
  get sampleClass(): number {
    let c = this.hash;
    for (let p = 0; p < this.n; p++) c = Math.imul(c ^ this.value[p]!, 0x01000193);
    return Math.imul(c ^ (c >>> 15), 0x9e3779b1) >>> 25;
  }

  /** The words of the last successful lookup. */
  readonly out = new Uint32Array(2);

  /**
   * The number of words (in `out`) of a line whose shape is known; 0: not
   * known, or a value the shape does not cover. Remembers the scan for learn().
   */
  lookup(b: Uint8Array, s: number, e: number, line: number): number {
    this.keyN = -1;
    this.lastSlot = -1;
    const epoch = this.d.shapeEpoch;
    if (epoch < 0) return 0;
    if (epoch !== this.epoch) { this.clear(); this.epoch = epoch; }
    if (!this.scan(b, s, e)) return 0;
    this.stats.lookups++;
    const at = this.find();
    if (at < 0) return 0;
    const a = this.arena;
    const state = a[at + E_STATE]!;
    if (state !== St.SHAPE) {
      if (state === St.NONE || !this.second(at, line)) return 0;
    }
    this.stats.hits++;
    const out = this.out;
    out[0] = a[at + E_W0]!;
    out[1] = a[at + E_W1]!;
    const n = this.n;
    const fields = a[at + E_FIELDS]!;
    const value = this.value;
    for (let p = 0; p < n; p++) {
      const f = (fields >>> (p << 3)) & 0xff;
      const v = value[p]!;
      if (f & F_WHOLE) {
        if ((f & F_LOW16) === F_LOW16) out[f & 1] = (out[f & 1]! & 0xffff0000) | v;
        else out[f & 1] = v;
      } else {
        const w = (f >> 5) & 1;
        const sh = f & 31;
        out[w] = (out[w]! & ~((f & F_SEVEN ? 0x7f : 0xff) << sh)) | (v << sh);
      }
    }
    return a[at + E_SIZE]!;
  }

  /**
   * After the general parser assembled the line of the last lookup (which
   * missed): learns its shape when the line qualifies (`clean`: one
   * instruction, no diagnostic, no symbol touched).
   */
  learn(text: string, line: number, clean: boolean, words: Uint32Array, size: number): void {
    if (this.keyN < 0 || this.lastSlot < 0) return;
    const slot = this.lastSlot;
    this.lastSlot = -1;
    if (this.entries >= MAX_SHAPES) { this.clear(); return; }
    const need = E_KEY + this.keyN;
    if (this.used + need > this.arena.length) {
      const a = new Int32Array(Math.max(this.arena.length * 2, this.used + need));
      a.set(this.arena.subarray(0, this.used));
      this.arena = a;
    }
    const arena = this.arena;
    const at = this.used;
    arena[at + E_HASH] = this.hash;
    arena[at + E_LEN] = this.keyN;
    // The first line of a shape is only remembered: lines met once (most of a
    // source without repeats) would pay several probes for nothing. Failures
    // are remembered too: that shape goes to the general parser without probing again.
    const seen = clean && (size === 4 || size === 8);
    arena[at + E_STATE] = seen ? St.SEEN : St.NONE;
    arena[at + E_SIZE] = size >> 2;
    arena[at + E_W0] = words[0]!;
    arena[at + E_W1] = size === 8 ? words[1]! : 0;
    arena[at + E_TEXT] = this.textUsed;
    arena[at + E_TLEN] = 0;
    if (seen) {
      if (this.textUsed + text.length > this.texts.length) {
        const t = new Uint8Array(Math.max(this.texts.length * 2, this.textUsed + text.length));
        t.set(this.texts.subarray(0, this.textUsed));
        this.texts = t;
      }
      // (ASCII: the line had a key.)
      const t = this.texts;
      for (let i = 0; i < text.length; i++) t[this.textUsed + i] = text.charCodeAt(i);
      arena[at + E_TLEN] = text.length;
      this.textUsed += text.length;
    }
    // (A loop: a subarray view per learned key costs more than the copy.)
    const kw = this.keyWords;
    for (let i = 0; i < this.keyN; i++) arena[at + E_KEY + i] = kw[i]!;
    this.used += need;
    this.entries++;
    this.slots[slot] = at + 1;
  }

  /**
   * A shape met for the second time (entry `at`): probes variants of the
   * first line met (kept with its words), so that this line needs no parse.
   * Returns whether the shape is learned; the scan of this line stays.
   */
  private second(at: number, line: number): boolean {
    const a = this.arena;
    const n = this.n;
    const saved = this.saved;
    const value = this.value;
    for (let p = 0; p < n; p++) saved[p] = value[p]!;
    const from = a[at + E_TEXT]!;
    const len = a[at + E_TLEN]!;
    const t = this.texts;
    const text = String.fromCharCode.apply(null, t.subarray(from, from + len) as unknown as number[]);
    // The first line's placeholders (the same kinds: the same key).
    const ok = this.scan(t, from, from + len) && this.n === n
      && this.model(text, line, this.firstWords(at), at);
    for (let p = 0; p < n; p++) value[p] = saved[p]!;
    this.n = n;
    if (ok) this.stats.learned++; else this.stats.failed++;
    // (Probes do not go through the cache: the arena is the same one.)
    a[at + E_STATE] = ok ? St.SHAPE : St.NONE;
    return ok;
  }

  private firstWords(at: number): Uint32Array {
    const a = this.arena;
    const w = new Uint32Array(a[at + E_SIZE]!);
    w[0] = a[at + E_W0]!;
    if (w.length > 1) w[1] = a[at + E_W1]!;
    return w;
  }

  /** The line `text` with the placeholders' values replaced by `vals`. */
  private variant(text: string, vals: Int32Array): string {
    let out = '';
    let last = 0;
    for (let p = 0; p < this.n; p++) {
      out += text.slice(last, this.from[p]);
      const v = vals[p]!;
      const kp = this.kind[p];
      out += kp === P.V1 ? `v${v}` : kp === P.V2 ? `v[${v}:${v + 1}]` : kp === P.S1 ? `s${v}` : `0x${(v >>> 0).toString(16)}`;
      last = this.to[p]!;
    }
    return out + text.slice(last);
  }

  /** The bit flips that probe placeholder p (base value v): as many bits at once as stay valid, every bit by some flip. */
  private masks(p: number, v: number): number[] | null {
    const kp = this.kind[p];
    if (kp === P.LIT || kp === P.LIT16) return [1];
    const need = kp === P.S1 ? 0x7f : 0xff;
    const out: number[] = [];
    let covered = 0;
    for (const mask of MASKS) {
      if ((mask & need & ~covered) === 0) continue;
      const x = v ^ mask;
      if (kp === P.V2 ? x > 254 : kp === P.S1 ? x >= this.d.sgprCount || mask > 0x7f : false) continue;
      out.push(mask);
      covered |= mask;
      if ((covered & need) === need) return out;
    }
    return null;
  }

  /** A probe value: the base flipped by `mask`, or another literal that no inline constant can take. */
  private probeValue(p: number, v: number, mask: number): number {
    const kp = this.kind[p];
    return kp === P.LIT ? (v === 0x5a6b7c8d ? 0x2d3e4f50 : 0x5a6b7c8d) : kp === P.LIT16 ? (v === 0x5a6b ? 0x2d3e : 0x5a6b) : v ^ mask;
  }

  /** Probes variants of the line (whose words are `w0`) and writes the linear model into entry `at`; false: none. */
  private model(text: string, line: number, w0: Uint32Array, at: number): boolean {
    const n = this.n;
    const fieldWord = new Int8Array(n).fill(-1);
    const fieldShift = new Int8Array(n);
    // Placeholders probed together (fewer parses); one at a time when that cannot tell them apart.
    if (!(n > 1 && this.modelJoint(text, line, w0, fieldWord, fieldShift))
      && !this.modelEach(text, line, w0, fieldWord, fieldShift)) return false;
    let fields = 0;
    for (let p = 0; p < n; p++) {
      const kp = this.kind[p];
      const f = kp === P.LIT || kp === P.LIT16 ? (fieldShift[p] === 16 ? F_LOW16 : F_WHOLE) + fieldWord[p]!
        : fieldWord[p]! * 32 + fieldShift[p]! + (kp === P.S1 ? F_SEVEN : 0);
      fields |= f << (p << 3);
    }
    const a = this.arena;
    a[at + E_SIZE] = w0.length;
    a[at + E_W0] = w0[0]!;
    a[at + E_W1] = w0.length > 1 ? w0[1]! : 0;
    a[at + E_FIELDS] = fields;
    return true;
  }

  /** The model from probes that change one placeholder each: each probe must change only that field. */
  private modelEach(text: string, line: number, w0: Uint32Array, fieldWord: Int8Array, fieldShift: Int8Array): boolean {
    const n = this.n;
    const touches = this.d.symbolTouches;
    const base = this.value.slice(0, n);
    for (let p = 0; p < n; p++) {
      const kp = this.kind[p];
      const lit = kp === P.LIT || kp === P.LIT16;
      const v = base[p]!;
      // Variants flip as many of the field's bits at once as stay valid; every bit is flipped by some probe.
      const need = lit ? 1 : kp === P.S1 ? 0x7f : 0xff;
      let covered = 0;
      for (const mask of lit ? [1] : MASKS) {
        if ((mask & need & ~covered) === 0) continue;
        const x = v ^ mask;
        if (kp === P.V2 ? x > 254 : kp === P.S1 ? x >= this.d.sgprCount || mask > 0x7f : false) continue;
        const vals = base.slice();
        // Another literal that no inline constant can take.
        vals[p] = kp === P.LIT ? (v === 0x5a6b7c8d ? 0x2d3e4f50 : 0x5a6b7c8d) : kp === P.LIT16 ? (v === 0x5a6b ? 0x2d3e : 0x5a6b) : x;
        const w = this.d.probe(this.variant(text, vals), line);
        if (w === null || w.length !== w0.length || this.d.symbolTouches !== touches) return false;
        // The one word that changed, and how.
        let word = -1;
        for (let i = 0; i < w.length; i++) {
          if (w[i] !== w0[i]) { if (word >= 0) return false; word = i; }
        }
        if (word < 0) return false;
        if (lit) {
          // The whole word, or (a 16-bit value) the low half of the word.
          if (w[word] === vals[p]! >>> 0 && w0[word] === base[p]! >>> 0) fieldShift[p] = 0;
          else if (kp === P.LIT16 && (w[word]! & 0xffff) === vals[p] && (w0[word]! & 0xffff) === base[p]
            && ((w[word]! ^ w0[word]!) >>> 16) === 0) fieldShift[p] = 16;
          else return false;
        } else {
          const diff = (w[word]! ^ w0[word]!) >>> 0;
          const shift = Math.clz32(mask & -mask) - Math.clz32(diff & -diff);
          if (shift < 0 || shift > 24 || diff !== ((mask << shift) >>> 0)) return false;
          if (((w0[word]! >>> shift) & (kp === P.S1 ? 0x7f : 0xff)) !== v) return false;
          if (covered !== 0 && (fieldWord[p] !== word || fieldShift[p] !== shift)) return false;
          fieldShift[p] = shift;
        }
        fieldWord[p] = word;
        covered |= mask;
        if ((covered & need) === need) break;
      }
      if ((covered & need) !== need) return false;
    }
    return true;
  }

  /**
   * The model from probes that change every placeholder at once (one probe
   * per flip round): each field is found where the line's words hold its
   * value before and the flipped value after, in one place only, and the
   * probe's words must be exactly the base words with those fields changed.
   * False: not found that way (the caller probes one placeholder at a time).
   */
  private modelJoint(text: string, line: number, w0: Uint32Array, fieldWord: Int8Array, fieldShift: Int8Array): boolean {
    const n = this.n;
    const touches = this.d.symbolTouches;
    const base = this.value.slice(0, n);
    const plan: number[][] = [];
    let rounds = 0;
    for (let p = 0; p < n; p++) {
      const m = this.masks(p, base[p]!);
      if (m === null) return false;
      plan.push(m);
      rounds = Math.max(rounds, m.length);
    }
    const words = w0.length;
    for (let r = 0; r < rounds; r++) {
      const vals = base.slice();
      for (let p = 0; p < n; p++) if (r < plan[p]!.length) vals[p] = this.probeValue(p, base[p]!, plan[p]![r]!);
      const w = this.d.probe(this.variant(text, vals), line);
      if (w === null || w.length !== words || this.d.symbolTouches !== touches) return false;
      if (r === 0) {
        // Where each field is: one place only, fields apart.
        const used = new Uint32Array(2);
        for (let p = 0; p < n; p++) {
          const kp = this.kind[p];
          const v = base[p]! >>> 0;
          const x = vals[p]! >>> 0;
          let found = 0;
          if (kp === P.LIT || kp === P.LIT16) {
            for (let i = 0; i < words; i++) {
              if (w[i] === x && w0[i] === v) { found++; fieldWord[p] = i; fieldShift[p] = 0; }
              else if (kp === P.LIT16 && (w[i]! & 0xffff) === x && (w0[i]! & 0xffff) === v) { found++; fieldWord[p] = i; fieldShift[p] = 16; }
            }
          } else {
            const width = kp === P.S1 ? 0x7f : 0xff;
            for (let i = 0; i < words; i++) {
              for (let sh = 0; sh <= 24; sh++) {
                if (((w0[i]! >>> sh) & width) === v && ((w[i]! >>> sh) & width) === x) { found++; fieldWord[p] = i; fieldShift[p] = sh; }
              }
            }
          }
          if (found !== 1) return false;
          const i = fieldWord[p]!;
          const bits = kp === P.LIT ? 0xffffffff : kp === P.LIT16 ? (fieldShift[p] === 16 ? 0xffff : 0xffffffff)
            : (kp === P.S1 ? 0x7f : 0xff) << fieldShift[p]!;
          if ((used[i]! & bits) !== 0) return false;
          used[i] = used[i]! | bits;
        }
      }
      // The probe's words are the base words with exactly those fields changed.
      const want = w0.slice();
      for (let p = 0; p < n; p++) {
        if (r >= plan[p]!.length) continue;
        const kp = this.kind[p];
        const i = fieldWord[p]!;
        const x = vals[p]!;
        if (kp === P.LIT || kp === P.LIT16) want[i] = fieldShift[p] === 16 ? (want[i]! & 0xffff0000) | x : x;
        else {
          const sh = fieldShift[p]!;
          want[i] = (want[i]! & ~((kp === P.S1 ? 0x7f : 0xff) << sh)) | (x << sh);
        }
      }
      for (let i = 0; i < words; i++) if (want[i] !== w[i]) return false;
    }
    return true;
  }
}
