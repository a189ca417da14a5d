// The LLVM-dialect round trip against llvm-mc 14's assembler: seeded
// instruction words for an encoding and generation, and a driver that feeds
// gcnkit's text to `llvm-mc -show-encoding` and reads the words back. Used by
// test/llvm-roundtrip-isa.test.ts (and by ad-hoc harnesses through dist/).
//
// Word generators:
//  - 'dense': random words with the encoding's tag (most are invalid for llvm-mc);
//  - 'sparse': the AND of three random words (few bits set: many zero fields);
//  - 'fields': a defined opcode, then each field of the encoding's layout
//    zero, all ones or random, operand codes drawn from registers, inline
//    constants and the special codes, literals from values near the inline
//    constants (where folding happens).

import { spawn, spawnSync } from 'node:child_process';
import { DPP, LAYOUTS_BY_GEN, SDWA, type BitField, type Layout } from '../../src/isa/encodings.js';
import type { GenIndex } from '../../src/isa/generations.js';
import { opcodeMaps, type Space } from '../../src/isa/table/index.js';

export const LLVM_MC = process.env['LLVM_MC'] ?? 'llvm-mc';
export const CPUS = ['tahiti', 'hawaii', 'tonga'] as const;

/** Why the round trip cannot run here (null: llvm-mc 14 with AMDGPU is available). */
export function llvmMcProblem(): string | null {
  const v = spawnSync(LLVM_MC, ['--version'], { encoding: 'utf8' });
  if (v.error !== undefined) return `${LLVM_MC} not found`;
  if (!/amdgcn/.test(v.stdout)) return `${LLVM_MC} has no AMDGPU target`;
  if (!/LLVM version 14\./.test(v.stdout)) return `${LLVM_MC} is not LLVM 14`;
  return null;
}

/** A small deterministic generator (xorshift over an LCG step). */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    let x = s;
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5;
    return x >>> 0;
  };
}

export type GenMode = 'dense' | 'sparse' | 'fields';
/** Encodings by name; SMRD/SMEM and the VOP3/VINTRP/EXP tags follow the generation. */
export type RtEnc = 'SOP2' | 'SOP1' | 'SOPC' | 'SOPK' | 'SOPP' | 'SMEM' | 'VOP1' | 'VOP2' | 'VOPC' | 'VOP3' | 'VINTRP'
  | 'DS' | 'MUBUF' | 'MTBUF' | 'MIMG' | 'EXP' | 'FLAT';
export const RT_ENCODINGS: readonly RtEnc[] = ['SOP2', 'SOP1', 'SOPC', 'SOPK', 'SOPP', 'SMEM', 'VOP1', 'VOP2', 'VOPC', 'VOP3',
  'VINTRP', 'DS', 'MUBUF', 'MTBUF', 'MIMG', 'EXP', 'FLAT'];

/** The layout of an encoding on a generation (null: the encoding does not exist there). */
function layoutOf(gi: GenIndex, enc: RtEnc, vop3b: boolean): Layout | null {
  const L = LAYOUTS_BY_GEN[gi]!;
  switch (enc) {
    case 'SMEM': return gi === 2 ? L.SMEM : L.SMRD;
    case 'VOP3': return vop3b ? L.VOP3B : L.VOP3A;
    default: return L[enc];
  }
}

/** The decode space of an encoding (SMRD words live in the SMEM space). */
function spaceOf(enc: RtEnc): Space {
  return enc as Space;
}

/** Operand codes worth trying: registers, the ends of the SGPR file, special registers, constants, literal. */
function pickCode(rnd: () => number, nine: boolean): number {
  const k = rnd() % 16;
  if (nine && k < 5) return 256 + (rnd() % 256);
  if (k < 8) return rnd() % 112;
  if (k < 9) return 112 + (rnd() % 16);
  if (k < 12) return 128 + (rnd() % 121);
  if (k < 14) return 255;
  return [102, 103, 104, 105, 106, 107, 108, 110, 124, 125, 126, 127, 235, 239, 249, 250, 251, 252, 253, 254][rnd() % 20]!;
}

/** Literal values near what llvm-mc folds into inline constants. */
function pickLiteral(rnd: () => number): number {
  const F32 = [0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000, 0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983];
  const F16 = [0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118];
  const F64HI = [0x3fe00000, 0xbfe00000, 0x3ff00000, 0xbff00000, 0x40000000, 0xc0000000, 0x40100000, 0xc0100000, 0x3fc45f30];
  switch (rnd() % 10) {
    case 0: return rnd() % 65;
    case 1: return (-(rnd() % 17)) >>> 0;
    case 2: return F32[rnd() % F32.length]!;
    case 3: return F16[rnd() % F16.length]!;
    case 4: return (F16[rnd() % F16.length]! | (rnd() << 16)) >>> 0;
    case 5: return F64HI[rnd() % F64HI.length]!;
    case 6: return rnd() & 0xffff;
    case 7: return ((rnd() % 65) | (rnd() << 16)) >>> 0;
    case 8: return (rnd() & 0x8000ffff) >>> 0;
    default: return rnd();
  }
}

const CODE8 = new Set(['SSRC0', 'SSRC1', 'SOFFSET']);
const CODE9 = new Set(['SRC0', 'SRC1', 'SRC2']);

function setF(w: number[], f: BitField, v: number): void {
  const m = f.mask << f.lo;
  w[f.word] = ((w[f.word]! & ~m) | ((v << f.lo) & m)) >>> 0;
}

/** One field's value: zero (with probability zero/8), else all ones or random; operand codes from pickCode. */
function fieldValue(rnd: () => number, f: BitField, zero: number): number {
  if (f.reserved === true) return rnd() % 8 === 0 ? rnd() & f.mask : 0;
  if (rnd() % 8 < zero) return 0;
  if (CODE8.has(f.name) || (CODE9.has(f.name) && f.width === 9)) return pickCode(rnd, f.width === 9) & f.mask;
  return rnd() % 4 === 0 ? f.mask : rnd() & f.mask;
}

/** Fills a layout's fields; each word draws how many of its fields are zero (few, half, most). */
function fillLayout(rnd: () => number, w: number[], lay: Layout, skip: ReadonlySet<string> = new Set()): void {
  const zero = [1, 4, 7][rnd() % 3]!;
  for (const f of Object.values(lay.fields)) {
    if (skip.has(f.name)) continue;
    setF(w, f, f.fixed ?? fieldValue(rnd, f, zero));
  }
}

/** Tags of the first dword per encoding and generation: [mask, value] for dense/sparse words. */
function tagOf(gi: GenIndex, enc: RtEnc): [number, number] {
  const lay = layoutOf(gi, enc, false)!;
  let mask = 0, val = 0;
  for (const f of Object.values(lay.fields)) {
    if (f.fixed === undefined || f.word !== 0) continue;
    mask |= f.mask << f.lo;
    val |= f.fixed << f.lo;
  }
  // SOP1/SOPC/SOPP share the SOP2/SOPK prefix: the longer tags decide (identify's order).
  return [mask >>> 0, val >>> 0];
}

/**
 * Three words starting with an instruction of `enc` on generation gi (null
 * when the encoding does not exist there). `ext`: force SRC0 = 249/250 on
 * VOP1/VOP2/VOPC words (SDWA / DPP, GCN 1.2).
 */
export function genWords(gi: GenIndex, enc: RtEnc, mode: GenMode, rnd: () => number, ext?: 'sdwa' | 'dpp'): number[] | null {
  if (layoutOf(gi, enc, false) === null) return null;
  let w: number[];
  if (mode !== 'fields') {
    const [m, v] = tagOf(gi, enc);
    const r32 = () => (mode === 'sparse' ? (rnd() & rnd() & rnd()) >>> 0 : rnd());
    w = [((r32() & ~m) | v) >>> 0, r32(), r32()];
  } else {
    const rows = opcodeMaps(gi)[spaceOf(enc)];
    const ops: number[] = [];
    rows.forEach((r, op) => { if (r !== null && r.llvm[gi] !== null) ops.push(op); });
    const op = ops.length > 0 ? ops[rnd() % ops.length]! : 0;
    const row = rows[op] ?? null;
    const lay = layoutOf(gi, enc, row?.vop3b === true)!;
    w = [0, 0, pickLiteral(rnd)];
    fillLayout(rnd, w, lay, new Set(['OP']));
    if (lay.fields['OP'] !== undefined) setF(w, lay.fields['OP'], op);
    if (lay.words === 1) w[1] = pickLiteral(rnd);
  }
  if (ext !== undefined && (enc === 'VOP1' || enc === 'VOP2' || enc === 'VOPC')) {
    w[0] = ((w[0]! & ~0x1ff) | (ext === 'sdwa' ? 0xf9 : 0xfa)) >>> 0;
  }
  if (mode === 'fields' && (enc === 'VOP1' || enc === 'VOP2' || enc === 'VOPC') && gi === 2) {
    const src0 = w[0]! & 0x1ff;
    if (src0 === 0xf9 || src0 === 0xfa) {
      const ew = [0, 0];
      fillLayout(rnd, ew, src0 === 0xf9 ? SDWA : DPP);
      // A selector of 7 crashes llvm-mc 14 (syntax.md C.4.2): keep them valid mostly.
      if (src0 === 0xf9) for (const sh of [8, 16, 24]) if (((ew[1]! >>> sh) & 7) === 7 && rnd() % 4 !== 0) ew[1] = (ew[1]! & ~(7 << sh)) >>> 0;
      w[1] = ew[1]!;
    }
  }
  return w;
}

export interface RtCase {
  readonly words: readonly number[];
  readonly text: string;
}

export interface RtResult {
  readonly c: RtCase;
  /** The words llvm-mc assembled, or its error. */
  readonly got: readonly number[] | { error: string };
  readonly ok: boolean;
}

function mcArgs(gi: GenIndex): string[] {
  return ['-arch=amdgcn', `-mcpu=${CPUS[gi]}`, '-show-encoding'];
}

/** Assembles each case's text with llvm-mc for generation gi and compares the words. */
export function roundTrip(gi: GenIndex, cases: readonly RtCase[]): RtResult[] {
  if (cases.length === 0) return [];
  const res = spawnSync(LLVM_MC, mcArgs(gi), { input: cases.map((c) => c.text).join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
  return compare(cases, res.stdout, res.stderr);
}

/** roundTrip with llvm-mc running in the background (several generations at once). */
export function roundTripAsync(gi: GenIndex, cases: readonly RtCase[]): Promise<RtResult[]> {
  if (cases.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const p = spawn(LLVM_MC, mcArgs(gi), { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    p.stdout.on('data', (b: Buffer) => out.push(b));
    p.stderr.on('data', (b: Buffer) => err.push(b));
    p.on('error', reject);
    p.on('close', () => resolve(compare(cases, Buffer.concat(out).toString('utf8'), Buffer.concat(err).toString('utf8'))));
    p.stdin.end(cases.map((c) => c.text).join('\n') + '\n');
  });
}

/** Pairs llvm-mc's encodings (stdout) and errors (stderr, by line) with the cases. */
function compare(cases: readonly RtCase[], stdout: string, stderr: string): RtResult[] {
  const errLines = new Map<number, string>();
  for (const m of stderr.matchAll(/<stdin>:(\d+):\d+: error: (.*)/g)) if (!errLines.has(Number(m[1]))) errLines.set(Number(m[1]), m[2]!);
  const encs: number[][] = [];
  for (const l of stdout.split('\n')) {
    const m = /; encoding: \[([^\]]*)\]/.exec(l);
    if (m === null) continue;
    const b = m[1]!.split(',').map((x) => parseInt(x, 16));
    const ws: number[] = [];
    for (let j = 0; j + 3 < b.length; j += 4) ws.push((b[j]! | (b[j + 1]! << 8) | (b[j + 2]! << 16) | (b[j + 3]! << 24)) >>> 0);
    encs.push(ws);
  }
  let k = 0;
  return cases.map((c, i) => {
    const e = errLines.get(i + 1);
    if (e !== undefined) return { c, got: { error: e }, ok: false };
    const got = encs[k++] ?? [];
    const ok = got.length === c.words.length && got.every((x, j) => x === c.words[j]! >>> 0);
    return { c, got, ok };
  });
}

export function hexWords(w: readonly number[]): string {
  return w.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join(' ');
}
