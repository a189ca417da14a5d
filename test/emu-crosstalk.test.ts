// Instructions of one program must not influence each other (issue 8 §1):
// each computes what it computes alone. The whole per-op edge-case table
// (test/support/emu-op-cases.ts) runs as ONE long program per generation and
// MODE, in a seeded shuffled order, each case in its own registers and lane,
// in a random encoding (VOP1, VOP3, and on GCN 1.2 identity SDWA / DPP), with
// instructions carrying source and output modifiers scattered in between.
// Every case's result is compared with the same instruction run alone on a
// fresh wave, and with the table's expectation.
//
// The second test is the reproducer: f64 sources from VGPR pairs,
// unaligned VGPR pairs, SGPR pairs, inline constants and literals, after each
// of several modified instructions.

import { test } from 'node:test';
import { opsOf, type OpInfo } from '../src/isa/instructions.js';
import type { GenIndex } from '../src/isa/generations.js';
import type { Program } from '../src/emu/run.js';
import type { WaveState } from '../src/emu/state.js';
import { CASES, ctxOf, want, type Case } from './support/emu-op-cases.js';
import { GEN_IDS, hex, Mismatches, newState, program, runOk, vg } from './support/emu-harness.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const SEED = testSeed(0x6372_7374);
console.log(`emulator cross-talk: seed ${SEED} (set GCNKIT_SEED to replay)`);

/** Default MODE (fast path), everything kept with DX10_CLAMP/IEEE off (exception path), all flushed and RTZ. */
const MODES = [0x3c0, 0x0f0, 0x30f];
const GARBAGE = 0xdeadbeef;
/** v240.. are the scratch registers of the modified "noise" instructions; cases use v0..v239. */
const SCRATCH = 240;

const shuffle = <T>(a: T[], rnd: () => number): T[] => {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rnd() % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

const reg = (n: number, width: number) => (width === 64 ? `v[${n}:${n + 1}]` : `v${n}`);

/** Instructions with modifiers, reading and writing scratch registers only (plus s100, never read by a case). */
function noise(gi: GenIndex): string[] {
  const n = [
    'v_not_b32 v240, -v241',
    'v_frexp_exp_i32_f32 v242, -abs(v243)',
    'v_rcp_f32 v244, -abs(v245) mul:2 clamp',
    'v_sqrt_f64 v[246:247], -abs(v[248:249]) div:2 clamp',
    'v_cvt_f64_f32 v[250:251], abs(v252) clamp mul:4',
    'v_mov_b32 v253, -s5 vop3',
    'v_cvt_i32_f64 v254, -v[250:251] vop3',
    'v_frexp_mant_f64 v[240:241], -abs(s[4:5])',
    'v_readfirstlane_b32 s100, -abs(v255) vop3',
    'v_fract_f32 v255, -2.0 vop3 clamp',
  ];
  if (gi === 2) {
    n.push(
      'v_mov_b32 v253, sext(-abs(v254)) dst_sel:byte1 dst_unused:sext src0_sel:word1',
      'v_cvt_f32_f16 v252, -abs(v253) dst_sel:word1 dst_unused:preserve src0_sel:word1 clamp',
      'v_mov_b32 v253, -v254 row_shl:1 bound_ctrl:0 bank_mask:5',
      'v_rcp_f16 v244, -abs(v245) quad_perm:[3,2,1,0] row_mask:10',
    );
  }
  return n;
}

interface Item {
  readonly op: OpInfo;
  readonly text: string;
  readonly src: number;
  readonly dst: number;
  /** Case per lane (undefined: the lane holds a filler input that is compared with the alone run only). */
  readonly lanes: (Case | undefined)[];
  readonly inputs: bigint[];
}

function encodings(gi: GenIndex, op: OpInfo): string[] {
  const e = ['', ' vop3'];
  if (gi === 2 && op.src!.info.width !== 64 && op.dst!.info.width !== 64) e.push(' sdwa', ' quad_perm:[0,1,2,3]');
  return e;
}

function setInput(st: WaveState, it: Item, l: number, x: bigint): void {
  const sw = it.op.src!.info.width;
  st.vgpr[it.src * 64 + l] = Number(x & 0xffffffffn);
  if (sw === 64) st.vgpr[(it.src + 1) * 64 + l] = Number((x >> 32n) & 0xffffffffn);
}

function result(st: WaveState, it: Item, l: number): bigint {
  const lo = BigInt(vg(st, it.dst, l));
  return it.op.dst!.info.width === 64 ? (BigInt(vg(st, it.dst + 1, l)) << 32n) | lo : lo;
}

test('the edge-case table as one shuffled program: every result as when run alone', () => {
  const bad = new Mismatches();
  let total = 0;
  for (const gi of [0, 1, 2] as GenIndex[]) {
    const rnd = mulberry32(SEED + gi);
    // Items: each op's cases, shuffled, in chunks of at most 64 lanes at shuffled lane positions.
    const items: Item[] = [];
    let next = 0;
    const plan: { op: OpInfo; chunk: Case[] }[] = [];
    for (const op of opsOf(gi)) {
      const cases = CASES[op.name];
      if (cases === 'special') continue;
      const list = shuffle([...cases], rnd);
      for (let i = 0; i < list.length; i += 64) plan.push({ op, chunk: list.slice(i, i + 64) });
    }
    shuffle(plan, rnd);
    for (const { op, chunk } of plan) {
      const sw = op.src!.info.width;
      const dw = op.dst!.info.width;
      // Registers are handed out in the shuffled order, so pairs start at odd and even numbers alike.
      const src = next;
      next += sw === 64 ? 2 : 1;
      const dst = next;
      next += dw === 64 ? 2 : 1;
      if (next > SCRATCH) throw new Error('the table no longer fits in v0..v239: split the program');
      const enc = encodings(gi, op);
      const text = `${op.name} ${reg(dst, dw)}, ${reg(src, sw)}${enc[rnd() % enc.length]}`;
      const lanes: (Case | undefined)[] = new Array(64).fill(undefined);
      const pos = shuffle(Array.from({ length: 64 }, (_, i) => i), rnd);
      chunk.forEach((c, i) => { lanes[pos[i]!] = c; });
      const mask = sw === 64 ? 0xffffffffffffffffn : sw === 16 ? 0xffffn : 0xffffffffn;
      const inputs = lanes.map((c) => (c !== undefined ? BigInt(c[0]) : (BigInt(rnd()) << 32n | BigInt(rnd())) & mask));
      items.push({ op, text, src, dst, lanes, inputs });
    }
    // The program: the items with 0-2 noise instructions before each.
    const N = noise(gi);
    const lines: string[] = [];
    for (const it of items) {
      for (let k = rnd() % 3; k > 0; k--) lines.push(N[rnd() % N.length]!);
      lines.push(it.text);
    }
    const long = program(lines.join('\n'), gi);
    const alone = new Map<string, Program>();
    for (const it of items) if (!alone.has(it.text)) alone.set(it.text, program(it.text, gi));

    for (const mode of MODES) {
      const c = ctxOf(gi as 0 | 1 | 2, mode);
      const st = newState(gi);
      st.mode = mode;
      st.vgpr.fill(GARBAGE);
      const r = rnd();
      for (let i = SCRATCH * 64; i < 256 * 64; i++) st.vgpr[i] = Math.imul(i, 0x9e3779b1) ^ r;
      for (let s = 0; s < 16; s++) st.sreg[s] = Math.imul(s + 1, 0x85ebca6b) ^ r;
      for (const it of items) for (let l = 0; l < 64; l++) setInput(st, it, l, it.inputs[l]!);
      runOk(long, st, `${GEN_IDS[gi]} long program, mode ${hex(mode, 3)}`);
      for (const it of items) {
        const one = newState(gi);
        one.mode = mode;
        one.vgpr.fill(GARBAGE);
        for (let l = 0; l < 64; l++) setInput(one, it, l, it.inputs[l]!);
        runOk(alone.get(it.text)!, one, `${GEN_IDS[gi]} '${it.text}' alone`);
        const dw = it.op.dst!.info.width;
        for (let l = 0; l < 64; l++) {
          const got = result(st, it, l);
          const solo = result(one, it, l);
          const inText = hex(it.inputs[l]!, it.op.src!.info.width === 64 ? 16 : 8);
          const where = `${GEN_IDS[gi]} mode ${hex(mode, 3)} '${it.text}' lane ${l} input ${inText}`;
          if (got !== solo) bad.add(`${where}: ${hex(got, dw === 64 ? 16 : 8)} in the program, ${hex(solo, dw === 64 ? 16 : 8)} alone`, it.op.name);
          const cs = it.lanes[l];
          if (cs === undefined) continue;
          total++;
          const exp = BigInt.asUintN(64, BigInt(want(cs[1], c)));
          if (solo !== exp) bad.add(`${where}: ${hex(solo, dw === 64 ? 16 : 8)} alone, the table says ${hex(exp, dw === 64 ? 16 : 8)}`, it.op.name);
        }
      }
    }
  }
  console.log(`cross-talk: ${total} case results compared (3 generations x ${MODES.length} modes)`);
  bad.check('one long program vs each instruction alone');
});

test('f64 sources (VGPR pairs, unaligned pairs, SGPR pairs, constants, literals) after modified instructions', () => {
  const bad = new Mismatches();
  const one = 0x3ff00000; // 1.0 as the high dword of an f64
  const before = ['v_not_b32 v11, -v12', 'v_frexp_exp_i32_f32 v43, -abs(v44)', 'v_rcp_f64 v[20:21], -abs(v[22:23]) clamp mul:2',
    'v_mov_b32 v30, -abs(s7) vop3', 'v_cvt_f32_f64 v31, |v[4:5]| div:2'];
  for (const gi of [0, 1, 2] as GenIndex[]) {
    const ops = opsOf(gi).filter((o) => o.src !== null && o.src.info.width === 64);
    for (const op of ops) {
      const dw = op.dst!.info.width;
      const dst = reg(2, dw);
      for (const src of ['v[4:5]', 'v[5:6]', 's[4:5]', 's[5:6]', '1.0', '-4.0', '0.5', '0x40490fdb', '0x3ff80000']) {
        const text = `${op.name} ${dst}, ${src}`;
        const setup = (st: WaveState) => {
          for (let l = 0; l < 64; l++) {
            st.vgpr[4 * 64 + l] = 0;
            st.vgpr[5 * 64 + l] = one;
            st.vgpr[6 * 64 + l] = 0x40080000 + l;
          }
          st.sreg[4] = 0; st.sreg[5] = 0xbff80000; st.sreg[6] = 0x40240000;
        };
        const solo = newState(gi);
        setup(solo);
        runOk(program(text, gi), solo, `${GEN_IDS[gi]} '${text}' alone`);
        for (const b of before) {
          for (const order of [[b, text], [text, b, text], [b, b, text]]) {
            const st = newState(gi);
            setup(st);
            runOk(program(order.join('\n'), gi), st, `${GEN_IDS[gi]} ${order.join('; ')}`);
            for (let l = 0; l < 64; l += 21) {
              for (const d of dw === 64 ? [2, 3] : [2]) {
                if (vg(st, d, l) !== vg(solo, d, l)) {
                  bad.add(`${GEN_IDS[gi]} '${order.join('; ')}': v${d} lane ${l} = ${hex(vg(st, d, l))}, alone ${hex(vg(solo, d, l))}`, op.name);
                }
              }
            }
          }
        }
      }
    }
  }
  bad.check('f64 sources after modified instructions');
});
