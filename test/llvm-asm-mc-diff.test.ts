// Differential test of the LLVM-dialect assembler against the installed
// llvm-mc 14: a seeded random sample of VOP1-family lines (well-formed and
// malformed: every encoding suffix, registers and ranges, constants, float
// literals, expressions, source modifiers, clamp/omod, SDWA selectors, DPP
// controls, stray tokens) goes through `llvm-mc -show-encoding` in one batch
// per generation, and gcnkit must agree on every line: the same bytes, or an
// error with llvm-mc's first message at its column.
//
// Alignment: each sample line is followed by `.long MARK+i`, which llvm-mc
// echoes on stdout; errors carry their line number. The generator leaves out
// what makes the batch unreliable: quotes and characters the lexer refuses
// (llvm-mc's lexer error state and unterminated quotes spill into the next
// line, and some such lines hang llvm-mc 14), and `.` (llvm-mc's listing
// shows a PC-relative fixup as zero bytes).
//
// Skipped when llvm-mc is not on PATH or lacks the AMDGPU target.
// GCNKIT_SEED sets the seed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleLlvm } from '../src/asm/llvm.js';
import { GENERATIONS, OPS } from '../src/index.js';
import { mulberry32, testSeed } from './support/isa-facts.js';

const LLVM_MC = process.env['LLVM_MC'] ?? 'llvm-mc';
const CPUS = ['tahiti', 'hawaii', 'tonga'];
const MARK = 2147418112;
const N = 2500;

function llvmMcProblem(): string | null {
  const v = spawnSync(LLVM_MC, ['--version'], { encoding: 'utf8' });
  if (v.error !== undefined) return `${LLVM_MC} not found`;
  if (!/amdgcn/.test(v.stdout)) return `${LLVM_MC} has no AMDGPU target`;
  return null;
}

const problem = llvmMcProblem();

function generator(seed: number, gi: number): () => string {
  const rnd = mulberry32(seed);
  const R = (n: number) => rnd() % n;
  const pick = <T>(a: readonly T[]): T => a[R(a.length)]!;
  const ops = OPS.filter((o) => o.llvm.known);
  const onGen = ops.filter((o) => o.vop1[gi] !== null);
  const other = ['v_swap_b32', 'v_sat_pk_u8_i16', 'v_screen_partition_4se_b32', 'v_mov_b64', 'v_foo_b32', 'v_mov_b33'];
  const regs = (w: number): string => {
    const r = R(12);
    if (r < 3) return w === 2 ? (() => { const a = R(254); return `v[${a}:${a + 1}]`; })() : `v${R(257)}`;
    if (r < 5) { const a = R(108); return w === 2 ? `s[${a}:${a + 1}]` : `s${a}`; }
    if (r < 6) { const a = R(17); return R(2) ? `ttmp${a}` : `ttmp[${a}:${a + R(3)}]`; }
    if (r < 7) return pick(['v[1:0]', 'v[0:8]', 's[4:7]', '[v1,v2]', '[s0,s1]', '[vcc_lo,vcc_hi]', 'v[1+1]', 'v [2]', 's[2:3', 'V7', 'S1']);
    return pick(['vcc', 'vcc_lo', 'vcc_hi', 'exec', 'exec_lo', 'm0', 'flat_scratch', 'flat_scratch_lo', 'xnack_mask',
      'tba', 'tma_lo', 'src_vccz', 'execz', 'scc', 'lds_direct', 'src_lds_direct', 'null', 'pc', 'shared_base', 'a0']);
  };
  const num = (): string => pick([
    String(R(90) - 20), String(R(200000) - 100000), '0x3f800000', '0xbf000000', '0x3e22f983', '0xffffffff', '0x80000000',
    '0x12345678', '0x3800', '0x3c00', '0xffff', '0x8000', '0x3118', '0x10000', '0x100000000', '0x3ff0000000000000',
    '0xffffffffffffffff', '-2147483649', '65536', '-32769', '017', '0b101', '5ULL', '1e', '0.5', '-0.5', '1.0', '-4.0',
    '0.15915494', '0.15915494309189532', '-0.0', '1.5', '0.1', '1e308', '1e39', '1e-45', '1e-50', '65504.0', '65520.0',
    '1e-7', '.5', '5.', '0x1p3', '0x1.8p1', '1e400', '1e-400', '+1.0', '1+2', '(3)', '-(1.0)', '(1.0)', '~0', '!0', '1<<4',
    '1/0', '7/2', '1==1', '3!1', '(1', '1)', 'x', 'inf', 'sym+1', 'x@plt', '5b', '-5>>1', '1<<65', '[1]', '([2])',
  ]);
  const src = (w: number): string => {
    const s = R(3) !== 0 ? regs(w) : num();
    const m = R(22);
    if (m < 12) return s;
    return [`-${s}`, `|${s}|`, `-|${s}|`, `abs(${s})`, `neg(${s})`, `neg(abs(${s}))`, `sext(${s})`, `--${s}`, `|-${s}|`, `abs(|${s}|)`][m - 12]!;
  };
  const mod = (): string => pick([
    'clamp', 'noclamp', 'clamp:1', 'mul:2', 'mul:4', 'div:2', 'mul:1', 'mul:3', 'div:4', 'omod:2', 'dst_sel:BYTE_0',
    'dst_sel:WORD_1', 'dst_sel:dword', 'src0_sel:BYTE_3', 'src0_sel:DWORD', 'src1_sel:WORD_0', 'dst_unused:UNUSED_PAD',
    'dst_unused:UNUSED_SEXT', 'dst_unused:UNUSED_PRESERVE', 'dst_unused:PAD', `quad_perm:[${R(5)},${R(4)},${R(4)},${R(4)}]`,
    'quad_perm:[0,1,2]', `row_shl:${R(17)}`, `row_shr:${R(17)}`, `row_ror:${R(17)}`, `wave_shl:${R(3)}`, 'wave_ror:1',
    'wave_shl', 'row_mirror', 'row_half_mirror', `row_bcast:${pick([15, 31, 16])}`, 'row_bcast15', 'row_share:1',
    `row_mask:${pick(['0xf', '0x10', '3', 'x'])}`, `bank_mask:${pick(['0xf', '0x1', '12'])}`, `bound_ctrl:${R(3)}`,
    'bound_ctrl', `fi:${R(2)}`, 'foo', 'offen', 'gds', 'glc', 'scc', 'offset:4', 'op_sel:[0,1]', 'a16', 'v3', '1', ',', '#',
  ]);
  return () => {
    const o = R(12) === 0 ? null : pick(R(4) === 0 ? ops : onGen);
    let s = o === null ? pick(other) : o.name;
    const e = R(20);
    if (e >= 10) s += ['_e32', '_e64', '_e64', '_sdwa', '_dpp', '_e32_e64', '_e64_e32', '_sdwa_e32', '_dpp_sdwa', '_e32'][e - 10];
    if (R(30) === 0) s = s.toUpperCase();
    if (o !== null && o.src === null) return s + (R(3) === 0 ? ' ' + mod() : '');
    const w0 = o?.dst?.info.width === 64 ? 2 : 1;
    const w1 = o?.src?.info.width === 64 ? 2 : 1;
    const d = o?.dst?.kind === 'sgpr' ? pick(['s5', 'ttmp3', 'vcc_lo', 'm0', 'exec_hi', 's102', 'src_vccz', 'v1', 's[2:3]'])
      : R(10) === 0 ? regs(w0) : w0 === 2 ? `v[${R(6) * 2}:${R(6) * 2 + 1}]` : `v${R(256)}`;
    let line = `${s} ${d}${R(20) === 0 ? ' ' : ', '}${src(w1)}`;
    if (R(2) === 0) for (let i = 1 + R(2); i > 0; i--) line += ' ' + mod();
    return line;
  };
}

interface McAnswer { bytes: string; error: string | null }

function runLlvmMc(cpu: string, lines: readonly string[]): McAnswer[] {
  const dir = mkdtempSync(join(tmpdir(), 'gcnkit-mc-'));
  try {
    const file = join(dir, 'in.s');
    writeFileSync(file, lines.map((l, i) => `${l}\n.long ${MARK + i}`).join('\n') + '\n');
    const r = spawnSync(LLVM_MC, ['-arch=amdgcn', `-mcpu=${cpu}`, '-show-encoding', file],
      { encoding: 'utf8', maxBuffer: 1 << 28, timeout: 600_000 }); // a hang guard, not a speed limit
    const out: McAnswer[] = lines.map(() => ({ bytes: '', error: null }));
    let cur = 0;
    for (const l of r.stdout.split('\n')) {
      const t = l.trim();
      const m = /^\.long\s+(\d+)/.exec(t);
      if (m !== null && Number(m[1]) >= MARK) { cur = Number(m[1]) - MARK + 1; continue; }
      const e = /encoding: \[([^\]]*)\]/.exec(t);
      if (e !== null && cur < lines.length) {
        out[cur]!.bytes += e[1]!.split(',').map((x) => (x === 'A' ? '00' : x.replace('0x', '').padStart(2, '0'))).join('');
      }
    }
    for (const l of r.stderr.split('\n')) {
      const m = /^[^:]+:(\d+):(\d+): error: (.*)$/.exec(l);
      if (m === null) continue;
      const ln = Number(m[1]);
      if (ln % 2 !== 1) continue;
      const a = out[(ln - 1) / 2];
      if (a !== undefined && a.error === null) a.error = `${m[2]}: ${m[3]}`;
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const [gi, cpu] of CPUS.entries()) {
  test(`random VOP1 lines agree with llvm-mc (${cpu})`, { skip: problem ?? false }, () => {
    const seed = testSeed(0x5eed + gi);
    const next = generator(seed, gi);
    const lines: string[] = [];
    const seen = new Set<string>();
    while (lines.length < N) {
      const l = next();
      if (!seen.has(l)) { seen.add(l); lines.push(l); }
    }
    const mc = runLlvmMc(cpu, lines);
    const g = GENERATIONS[gi]!;
    const bad: string[] = [];
    let accepted = 0;
    for (let i = 0; i < lines.length; i++) {
      const r = assembleLlvm(lines[i]!, g);
      const err = r.diagnostics.find((d) => d.severity === 'error');
      const got = err !== undefined ? `E ${err.col}: ${err.message}` : `OK ${Buffer.from(r.bytes).toString('hex')}`;
      const want = mc[i]!.error !== null ? `E ${mc[i]!.error}` : `OK ${mc[i]!.bytes}`;
      if (mc[i]!.error === null) accepted++;
      if (got !== want) bad.push(`${JSON.stringify(lines[i])}: gcnkit ${got}, llvm-mc ${want}`);
    }
    console.log(`${cpu} (seed ${seed}): ${lines.length - bad.length}/${lines.length} agree (${accepted} accepted by llvm-mc)`);
    assert.deepEqual(bad.slice(0, 10), [], `${bad.length} lines differ`);
  });
}
