// The state of one 64-lane wavefront, in typed arrays (no object per lane),
// and its JSON form (shared docs: interface.md, `gcnkit run --state`).
//
// Scalar registers are stored by their operand code, so that an operand code
// indexes them directly: s0.., flat_scratch / xnack_mask halves, vcc (106,
// 107), tba, tma, ttmp0-11, m0 (124) and exec (126, 127).

import type { Generation } from '../isa/generations.js';
import { sourceCodes } from '../isa/operands.js';

export const LANES = 64;
export const VGPRS = 256;
export const CODE_VCC = 106;
export const CODE_M0 = 124;
export const CODE_EXEC = 126;
/** MODE after reset (interface.md): nearest-even, F32 denormals flushed, F64/F16 kept, DX10_CLAMP, IEEE. */
export const DEFAULT_MODE = 0x3c0;
export const LDS_BYTES = 1 << 16;

export class WaveState {
  /** VGPR n of lane l is vgpr[n * 64 + l]. */
  readonly vgpr = new Uint32Array(VGPRS * LANES);
  /** Scalar registers by operand code 0..127. */
  readonly sreg = new Uint32Array(128);
  mode = DEFAULT_MODE;
  /** TRAPSTS; VOP1 ops set only the sticky EXCP bits (semantics.md 1.3, 6.4). */
  trapsts = 0;
  /** LDS_DIRECT reads from here (64 KiB of zeros unless a state supplies it). */
  readonly lds = new Uint8Array(LDS_BYTES);
  /** Registers the state file set or a program wrote: listed in the output. */
  readonly vgprUsed = new Uint8Array(VGPRS);
  readonly sregUsed = new Uint8Array(128);
  /** SCC (scalar programs); listed in the output when the state set it or a whole-ISA program ran. */
  scc = 0;
  sccUsed = false;
  /** Whether the output lists the LDS (a whole-ISA program changed it). */
  ldsUsed = false;

  constructor(readonly gen: Generation) {
    this.sreg[CODE_EXEC] = 0xffffffff;
    this.sreg[CODE_EXEC + 1] = 0xffffffff;
  }

  get execLo(): number { return this.sreg[CODE_EXEC]!; }
  get execHi(): number { return this.sreg[CODE_EXEC + 1]!; }
  get m0(): number { return this.sreg[CODE_M0]!; }

  clone(): WaveState {
    const s = new WaveState(this.gen);
    s.vgpr.set(this.vgpr);
    s.sreg.set(this.sreg);
    s.mode = this.mode;
    s.trapsts = this.trapsts;
    s.lds.set(this.lds);
    s.vgprUsed.set(this.vgprUsed);
    s.sregUsed.set(this.sregUsed);
    s.scc = this.scc;
    s.sccUsed = this.sccUsed;
    s.ldsUsed = this.ldsUsed;
    return s;
  }
}

/** A state file in the JSON form of interface.md. */
export interface StateJson {
  exec?: string;
  vcc?: string;
  m0?: string;
  mode?: string;
  trapsts?: string;
  scc?: string;
  sgpr?: Record<string, string>;
  vgpr?: Record<string, string | string[]>;
  /** Input: the first bytes of the LDS. Output (whole-ISA programs that change it): up to its last non-zero byte. */
  lds?: string;
}

/**
 * A bad state. `path` leads to the offending value in the JSON (['vgpr', 'v1', 3]),
 * or to its key when `atKey` is set, so that a caller holding the text can say where.
 */
export class StateError extends Error {
  constructor(message: string, readonly path: readonly (string | number)[] = [], readonly atKey = false) {
    super(message);
  }
}

/** A value as messages show it: at most `max` characters (a state file may hold a 10 MB string). */
export function clipText(s: string, max = 40): string {
  return s.length <= max ? s : `${s.slice(0, max)}... (${s.length} characters)`;
}

function shown(v: unknown): string {
  let s: string;
  try { s = JSON.stringify(v) ?? String(v); } catch { s = String(v); }
  if (s.length > 40 && v !== null && typeof v === 'object') return Array.isArray(v) ? `an array of ${v.length}` : 'an object';
  return clipText(s);
}

// Values: at most 64 bits, so a longer digit string is an error before BigInt sees it.
const INTEGER = /^(0x0*[0-9a-fA-F]{1,64}|0*[0-9]{1,40}|-0*[0-9]{1,40})$/;

function parseValue(v: unknown, what: string, bits: 32 | 64, path: readonly (string | number)[]): bigint {
  if (typeof v === 'number' && Number.isInteger(v)) v = String(v);
  if (typeof v !== 'string') throw new StateError(`${what}: expected a string such as "0x3f800000", got ${shown(v)}`, path);
  const t = v.trim();
  if (!INTEGER.test(t)) {
    const hint = /^(0x)?[0-9a-fA-F]+$/.test(t) ? `does not fit in ${bits} bits` : 'is not a hex or decimal integer';
    throw new StateError(`${what}: '${clipText(v)}' ${hint}`, path);
  }
  const x = BigInt(t);
  const max = (1n << BigInt(bits)) - 1n;
  if (x < -(1n << BigInt(bits - 1)) || x > max) throw new StateError(`${what}: ${clipText(v)} does not fit in ${bits} bits`, path);
  return BigInt.asUintN(bits, x);
}

/** Names of scalar registers for the state file: s0.., ttmp0.., flat_scratch_lo, tba_hi, ... */
function scalarNames(gen: Generation): Map<string, number> {
  const m = new Map<string, number>();
  const codes = sourceCodes(gen.index);
  for (let c = 0; c < 128; c++) {
    const s = codes[c]!;
    if (s.kind === 'sgpr' || s.kind === 'ttmp' || s.kind === 'special') m.set(s.clrx, c);
  }
  return m;
}

/** Builds a state from its JSON form; throws StateError with a clear message on bad input. */
export function stateFromJson(json: unknown, gen: Generation): WaveState {
  const st = new WaveState(gen);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new StateError('the state must be a JSON object');
  const o = json as Record<string, unknown>;
  const known = new Set(['exec', 'vcc', 'm0', 'mode', 'trapsts', 'scc', 'sgpr', 'vgpr', 'lds']);
  for (const k of Object.keys(o)) {
    if (!known.has(k)) throw new StateError(`unknown state field '${clipText(k)}' (known: ${[...known].join(', ')})`, [k], true);
  }
  const set64 = (code: number, v: bigint) => {
    st.sreg[code] = Number(v & 0xffffffffn);
    st.sreg[code + 1] = Number(v >> 32n);
    st.sregUsed[code] = st.sregUsed[code + 1] = 1;
  };
  if (o['exec'] !== undefined) set64(CODE_EXEC, parseValue(o['exec'], 'exec', 64, ['exec']));
  if (o['vcc'] !== undefined) set64(CODE_VCC, parseValue(o['vcc'], 'vcc', 64, ['vcc']));
  if (o['m0'] !== undefined) { st.sreg[CODE_M0] = Number(parseValue(o['m0'], 'm0', 32, ['m0'])); st.sregUsed[CODE_M0] = 1; }
  if (o['mode'] !== undefined) st.mode = Number(parseValue(o['mode'], 'mode', 32, ['mode']));
  if (o['trapsts'] !== undefined) st.trapsts = Number(parseValue(o['trapsts'], 'trapsts', 32, ['trapsts']));
  if (o['scc'] !== undefined) {
    const v = parseValue(o['scc'], 'scc', 32, ['scc']);
    if (v > 1n) throw new StateError(`scc: expected 0 or 1, got ${shown(o['scc'])}`, ['scc']);
    st.scc = Number(v);
    st.sccUsed = true;
  }
  if (o['sgpr'] !== undefined) {
    const sg = o['sgpr'];
    if (sg === null || typeof sg !== 'object' || Array.isArray(sg)) throw new StateError(`sgpr: expected an object such as {"s0": "0x1"}, got ${shown(sg)}`, ['sgpr']);
    const names = scalarNames(gen);
    for (const [k, v] of Object.entries(sg as Record<string, unknown>)) {
      const code = names.get(k.toLowerCase());
      if (code === undefined) throw new StateError(`sgpr: '${clipText(k)}' is not a scalar register of ${gen.id}`, ['sgpr', k], true);
      st.sreg[code] = Number(parseValue(v, `sgpr ${k}`, 32, ['sgpr', k]));
      st.sregUsed[code] = 1;
    }
  }
  if (o['vgpr'] !== undefined) {
    const vg = o['vgpr'];
    if (vg === null || typeof vg !== 'object' || Array.isArray(vg)) throw new StateError(`vgpr: expected an object such as {"v0": "0x1"}, got ${shown(vg)}`, ['vgpr']);
    for (const [k, v] of Object.entries(vg as Record<string, unknown>)) {
      const m = /^v([0-9]{1,3})$/i.exec(k);
      const n = m ? Number(m[1]) : -1;
      if (n < 0 || n >= VGPRS) throw new StateError(`vgpr: '${clipText(k)}' is not a VGPR (v0..v255)`, ['vgpr', k], true);
      const base = n * LANES;
      if (Array.isArray(v)) {
        if (v.length !== LANES) throw new StateError(`vgpr ${k}: an array needs ${LANES} lane values, got ${v.length}`, ['vgpr', k]);
        for (let l = 0; l < LANES; l++) st.vgpr[base + l] = Number(parseValue(v[l], `vgpr ${k}[${l}]`, 32, ['vgpr', k, l]));
      } else {
        st.vgpr.fill(Number(parseValue(v, `vgpr ${k}`, 32, ['vgpr', k])), base, base + LANES);
      }
      st.vgprUsed[n] = 1;
    }
  }
  if (o['lds'] !== undefined) {
    const l = o['lds'];
    if (typeof l !== 'string' || !/^([0-9a-fA-F]{2})*$/.test(l) || l.length / 2 > LDS_BYTES) {
      throw new StateError(`lds: expected a string of hex digit pairs, at most 65536 bytes, got ${shown(l)}`, ['lds']);
    }
    for (let i = 0; i < l.length; i += 2) st.lds[i / 2] = parseInt(l.slice(i, i + 2), 16);
  }
  return st;
}

function hex32(v: number): string {
  return '0x' + (v >>> 0).toString(16).padStart(8, '0');
}

function hex64(lo: number, hi: number): string {
  return '0x' + (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

/** The JSON form of a state: every register that was initialised or written. */
export function stateToJson(st: WaveState): StateJson {
  const out: StateJson = {
    exec: hex64(st.sreg[CODE_EXEC]!, st.sreg[CODE_EXEC + 1]!),
    vcc: hex64(st.sreg[CODE_VCC]!, st.sreg[CODE_VCC + 1]!),
    m0: hex32(st.sreg[CODE_M0]!),
    mode: hex32(st.mode),
    trapsts: hex32(st.trapsts),
  };
  if (st.sccUsed) out.scc = String(st.scc);
  const sg: Record<string, string> = {};
  const codes = sourceCodes(st.gen.index);
  for (let c = 0; c < 128; c++) {
    if (st.sregUsed[c] !== 1 || c === CODE_VCC || c === CODE_VCC + 1 || c === CODE_M0 || c === CODE_EXEC || c === CODE_EXEC + 1) continue;
    sg[codes[c]!.clrx] = hex32(st.sreg[c]!);
  }
  out.sgpr = sg;
  const vg: Record<string, string[]> = {};
  for (let n = 0; n < VGPRS; n++) {
    if (st.vgprUsed[n] !== 1) continue;
    const lanes: string[] = [];
    for (let l = 0; l < LANES; l++) lanes.push(hex32(st.vgpr[n * LANES + l]!));
    vg[`v${n}`] = lanes;
  }
  out.vgpr = vg;
  if (st.ldsUsed) {
    let end = st.lds.length;
    while (end > 0 && st.lds[end - 1] === 0) end--;
    let h = '';
    for (let i = 0; i < end; i++) h += st.lds[i]!.toString(16).padStart(2, '0');
    out.lds = h;
  }
  return out;
}

