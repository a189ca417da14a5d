// Memory instructions: scalar loads (SMRD/SMEM), buffer loads, stores and
// atomics (MUBUF/MTBUF, with buffer resources and their bounds rules), FLAT
// (GCN 1.1/1.2) and LDS (DS). Addresses are those of the flat 64-bit space
// of memory.ts; a fault names the lane and the address.

import { fieldOf, type Decoded } from '../disasm/decode.js';
import type { BufProfile, DsProfile, FlatProfile, SmemProfile } from '../isa/table/index.js';
import { ISA_CHOICES } from './choices.js';
import { atomic32, atomic64, atomicKind } from './atomics.js';
import { RunError } from './exec.js';
import { fromD16, readFormat, toD16, writeFormat } from './buf-format.js';
import type { Exec, Machine } from './machine.js';
import { addr64, MemFault, type Memory } from './memory.js';
import { fail, K_SREG, operand, readS32, sdest } from './operand.js';
import { unsupported } from './scalar.js';
import { compileDsMore } from './ds-more.js';
import { CODE_EXEC, CODE_M0, LANES, popcount, type Wave } from './wave.js';

function fault(e: unknown, name: string, lane: number): never {
  if (e instanceof MemFault) throw new RunError(`${name}: lane ${lane}: ${e.message}`, -1);
  throw e;
}

// --- scalar memory ---------------------------------------------------------------

let memtime = 0;

export function compileSmem(d: Decoded, m: Machine): Exec {
  const row = d.row!;
  const name = row.name;
  const p = row.p as SmemProfile;
  const gi = d.gen;
  const sbase = fieldOf(d, 'SBASE') * 2;
  const imm = fieldOf(d, 'IMM');
  const off = fieldOf(d, 'OFFSET');
  const sdata = gi === 2 ? fieldOf(d, 'SDATA') : fieldOf(d, 'SDST');
  // Offset in bytes: SMRD immediates count dwords (a GCN 1.1 literal too), SMEM's count bytes.
  let immOff = 0;
  let offReg = -1;
  if (gi === 2) { if (imm) immOff = off; else offReg = off & 0x7f; }
  else if (imm) immOff = off * 4;
  else if (d.hasLiteral) immOff = (d.w1 >>> 0) * 4;
  else offReg = off;
  const n = p.data;
  const mem = m.mem;
  switch (p.form) {
    case 'none': case 'probe': return () => {};
    case 'dst': {
      const dst = sdest(sdata, gi, 2, name);
      return (w) => { memtime += ISA_CHOICES.memtimeStep; w.sreg[dst] = memtime >>> 0; w.sreg[dst + 1] = Math.floor(memtime / 0x100000000) >>> 0; };
    }
    case 'load': {
      const dst = sdest(sdata, gi, n, name);
      const buffer = p.base === 4;
      return (w) => {
        const S = w.sreg;
        const o = (offReg >= 0 ? S[offReg]! : immOff) >>> 0;
        let base: number;
        let limit = Infinity;
        if (buffer) {
          base = addr64(S[sbase]!, S[sbase + 1]! & 0xffff);
          limit = S[sbase + 2]!;
        } else base = addr64(S[sbase]!, S[sbase + 1]!);
        const a0 = base + o - ((base + o) % 4);
        for (let i = 0; i < n; i++) {
          const byteOff = o + 4 * i;
          if (buffer && byteOff >= limit) { S[dst + i] = 0; continue; }
          try { S[dst + i] = mem.read32(a0 + 4 * i); } catch (e) { fault(e, name, 0); }
        }
      };
    }
    case 'store': {
      return (w) => {
        const S = w.sreg;
        const o = (offReg >= 0 ? S[offReg]! : immOff) >>> 0;
        const base = p.base === 4 ? addr64(S[sbase]!, S[sbase + 1]! & 0xffff) : addr64(S[sbase]!, S[sbase + 1]!);
        for (let i = 0; i < n; i++) {
          try { mem.write32(base + o + 4 * i, S[sdata + i]!); } catch (e) { fault(e, name, 0); }
        }
      };
    }
    default: return unsupported(name);
  }
}

// --- buffer resources -------------------------------------------------------------

const INDEX_STRIDE = [8, 16, 32, 64];
const ELEMENT_SIZE = [2, 4, 8, 16];

/** Buffer instructions: MUBUF and MTBUF. */
export function compileBuf(d: Decoded, m: Machine): Exec {
  const row = d.row!;
  const name = row.name;
  const p = row.p as BufProfile;
  const gi = d.gen;
  if (p.dir === 'none') return () => {}; // cache invalidation: nothing to do in a functional model
  // LDS-return loads (LDS bit) and buffer_store_lds_dword move data between memory and LDS at
  // M0[15:0] + OFFSET + 4·lane, with no VGPR data (decision 29).
  const toLds = fieldOf(d, 'LDS') === 1 && p.dir === 'load';
  const fromLds = p.lds === true;
  if (fieldOf(d, 'LDS') === 1 && !toLds && !fromLds) return unsupported(`${name} with lds`);
  const d16 = p.d16 === true;
  if (fieldOf(d, 'TFE') === 1) return unsupported(`${name} with tfe`);
  const offen = fieldOf(d, 'OFFEN') === 1;
  const idxen = fieldOf(d, 'IDXEN') === 1;
  const addr64on = gi < 2 && fieldOf(d, 'ADDR64') === 1;
  const glc = fieldOf(d, 'GLC') === 1;
  const instOff = fieldOf(d, 'OFFSET');
  const vaddr = fieldOf(d, 'VADDR');
  const vdata = fieldOf(d, 'VDATA');
  const srsrc = fieldOf(d, 'SRSRC') * 4;
  const soff = operand(fieldOf(d, 'SOFFSET'), gi, 32, null, name);
  const mtbuf = d.enc === 'MTBUF';
  const fmt = /format_(?:d16_)?(x|xy|xyz|xyzw)$/.exec(name);
  const instDfmt = mtbuf ? fieldOf(d, 'DFMT') : 0;
  const instNfmt = mtbuf ? fieldOf(d, 'NFMT') : 0;
  // Element size in bytes and count for plain (non-format) loads and stores.
  const sized = /_(ubyte|sbyte|ushort|sshort|byte|short|dword|dwordx2|dwordx3|dwordx4)$/.exec(name);
  const kind = sized?.[1] ?? '';
  const elBytes = kind === 'ubyte' || kind === 'sbyte' || kind === 'byte' ? 1 : kind === 'ushort' || kind === 'sshort' || kind === 'short' ? 2 : 4;
  const ndw = p.data;
  const mem = m.mem;
  const isAtomic = p.dir === 'atomic';
  const ak = isAtomic ? atomicKind(name) : '';
  const wide = isAtomic && name.endsWith('_x2');
  const a32 = isAtomic && !wide ? atomic32(ak) : undefined;
  const a64 = isAtomic && wide ? atomic64(ak) : undefined;
  if (isAtomic && a32 === undefined && a64 === undefined) return unsupported(name);
  const cmpswap = p.cmpswap === true;
  const nbytes = fmt !== null ? 0 : fromLds || toLds ? 4 : isAtomic ? (wide ? 8 : 4) : elBytes * (elBytes === 4 ? ndw : 1);
  const dwords = !toLds && !fromLds && !isAtomic && fmt === null && elBytes === 4;
  const store = p.dir !== 'load';
  const span = 4 * ndw;
  /** One lane's access at `addr` (every form; the loop below takes aligned dwords itself). */
  const lane = (w: Wave, l: number, addr: number, inRange: boolean, r3: number): void => {
    const V = w.vgpr;
    const dfmt = mtbuf ? instDfmt : (r3 >>> 15) & 15;
    const nfmt = mtbuf ? instNfmt : (r3 >>> 12) & 7;
    const ldsBase = toLds || fromLds ? (w.sreg[CODE_M0]! & 0xffff) + instOff : 0;
    try {
      if (toLds || fromLds) {
        // One dword per lane between memory and LDS; LDS outside the group's allocation: dropped / 0.
        const la = ldsBase + 4 * l;
        const lok = la + 4 <= w.lds.length;
        if (fromLds) { if (inRange) mem.write32(addr, lok ? w.ldsView.getUint32(la, true) : 0); return; }
        let v = 0;
        if (inRange) {
          if (fmt !== null) v = readFormat(mem, addr, dfmt, nfmt, 0, name);
          else if (elBytes === 4) v = mem.read32(addr);
          else { v = elBytes === 1 ? mem.read8(addr) : mem.read16(addr); if (kind === 'sbyte') v = (v << 24) >> 24; else if (kind === 'sshort') v = (v << 16) >> 16; }
        }
        if (lok) w.ldsView.setUint32(la, v >>> 0, true);
        return;
      }
      if (isAtomic) {
        if (!inRange) { if (glc) { V[vdata * LANES + l] = 0; if (wide) V[(vdata + 1) * LANES + l] = 0; } return; }
        laneAtomic(mem, addr, V, l, vdata, glc ? vdata : -1, cmpswap, a32, a64);
      } else if (p.dir === 'load') {
        if (fmt !== null) {
          for (let i = 0; i < ndw; i++) {
            const v = inRange ? readFormat(mem, addr, dfmt, nfmt, i, name) : 0;
            V[(vdata + i) * LANES + l] = d16 ? toD16(v, nfmt) : v;
          }
        } else if (elBytes === 4) {
          for (let i = 0; i < ndw; i++) V[(vdata + i) * LANES + l] = inRange ? mem.read32(addr + 4 * i) : 0;
        } else {
          let v = 0;
          if (inRange) {
            v = elBytes === 1 ? mem.read8(addr) : mem.read16(addr);
            if (kind === 'sbyte') v = (v << 24) >> 24; else if (kind === 'sshort') v = (v << 16) >> 16;
          }
          V[vdata * LANES + l] = v >>> 0;
        }
      } else {
        if (!inRange) return;
        if (fmt !== null) {
          for (let i = 0; i < ndw; i++) { const v = V[(vdata + i) * LANES + l]!; writeFormat(mem, addr, dfmt, nfmt, i, d16 ? fromD16(v, nfmt) : v, name); }
        }
        else if (elBytes === 4) { for (let i = 0; i < ndw; i++) mem.write32(addr + 4 * i, V[(vdata + i) * LANES + l]!); }
        else if (elBytes === 2) mem.write16(addr, V[vdata * LANES + l]!);
        else mem.write8(addr, V[vdata * LANES + l]!);
      }
    } catch (e) { fault(e, name, l); }
  };
  return (w) => {
    const S = w.sreg;
    const V = w.vgpr;
    const r0 = S[srsrc]!; const r1 = S[srsrc + 1]!; const r2 = S[srsrc + 2]!; const r3 = S[srsrc + 3]!;
    const base = addr64(r0, r1 & 0xffff);
    const stride = (r1 >>> 16) & 0x3fff;
    const swizzle = (r1 >>> 31) === 1;
    const numRecords = r2 >>> 0;
    const addTid = ((r3 >>> 23) & 1) === 1;
    const idxStride = INDEX_STRIDE[(r3 >>> 21) & 3]!;
    const elemSize = ELEMENT_SIZE[(r3 >>> 19) & 3]!;
    const so = readS32(w, soff) >>> 0;
    const execLo = S[CODE_EXEC]!; const execHi = S[CODE_EXEC + 1]!;
    w.laneOps += popcount(execLo) + popcount(execHi);
    if (dwords && (addr64on || !swizzle)) {
      const range = addr64on ? RANGE_NONE : stride !== 0 && (idxen || addTid) ? RANGE_RECORDS : numRecords !== 0xffffffff ? RANGE_BYTES : RANGE_NONE;
      bufDwords(w, mem, lane, r3, execLo | 0, execHi | 0, vaddr * LANES, vdata * LANES, ndw, store, addr64on, idxen, offen, addTid,
        base + so, stride, instOff, numRecords, range);
      return;
    }
    let rb = 0; let lim = -1; let U: Uint32Array = NO_DWORDS;
    for (let l = 0; l < LANES; l++) {
      if (((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 0) continue;
      let addr: number;
      let inRange = true;
      if (addr64on) {
        addr = base + addr64(V[vaddr * LANES + l]!, V[(vaddr + 1) * LANES + l]!) + so + instOff;
      } else {
        const idx = (idxen ? V[vaddr * LANES + l]! : 0) + (addTid ? l : 0);
        const off = (offen ? V[(vaddr + (idxen ? 1 : 0)) * LANES + l]! : 0) + instOff;
        if (swizzle) {
          addr = base + so + (Math.floor(idx / idxStride) * stride + Math.floor(off / elemSize) * elemSize) * idxStride
            + (idx % idxStride) * elemSize + (off % elemSize);
        } else addr = base + so + idx * stride + off;
        // Bounds (num_records): in records when strided and indexed, else in bytes.
        if (stride !== 0 && (idxen || addTid) && !swizzle) inRange = idx < numRecords;
        else if (numRecords !== 0xffffffff) inRange = off + Math.max(nbytes, 1) <= numRecords;
      }
      if (dwords) {
        // Aligned dwords inside one region: straight to its dwords (else the general path).
        if (!inRange) {
          if (!store) for (let i = 0; i < ndw; i++) V[(vdata + i) * LANES + l] = 0;
          continue;
        }
        let o = addr - rb;
        if (!(o >= 0 && o <= lim && (o & 3) === 0)) {
          const r = mem.lookup(addr, span);
          if (r !== null && r.u32 !== null && ((addr - r.base) & 3) === 0) { rb = r.base; lim = r.size - span; U = r.u32; o = addr - rb; }
        }
        if (o >= 0 && o <= lim && (o & 3) === 0) {
          const k = o >>> 2;
          if (store) for (let i = 0; i < ndw; i++) U[k + i] = V[(vdata + i) * LANES + l]!;
          else for (let i = 0; i < ndw; i++) V[(vdata + i) * LANES + l] = U[k + i]!;
          continue;
        }
      }
      lane(w, l, addr, inRange, r3);
    }
  };
}

const RANGE_NONE = 0;
const RANGE_RECORDS = 1;
const RANGE_BYTES = 2;

/**
 * The lanes of an unswizzled MUBUF dword load or store (n dwords): the
 * address (ADDR64, or base + index * stride + offset) and the num_records
 * check of compileBuf's loop, then aligned dwords inside one region go
 * straight to its dwords; other lanes go to `lane` (the general path).
 */
function bufDwords(w: Wave, mem: Memory, lane: (w: Wave, l: number, addr: number, inRange: boolean, r3: number) => void, r3: number,
  execLo: number, execHi: number, vb: number, db: number, n: number, store: boolean, addr64on: boolean, idxen: boolean, offen: boolean,
  addTid: boolean, base: number, stride: number, instOff: number, numRecords: number, range: number): void {
  const V = w.vgpr;
  const span = 4 * n;
  const ob = idxen ? vb + LANES : vb;
  let rb = 0; let lim = -1; let U: Uint32Array = NO_DWORDS;
  for (let l = 0; l < LANES; l++) {
    if (((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 0) continue;
    let addr: number;
    if (addr64on) addr = base + V[vb + LANES + l]! * 4294967296 + V[vb + l]! + instOff;
    else {
      const idx = (idxen ? V[vb + l]! : 0) + (addTid ? l : 0);
      const off = (offen ? V[ob + l]! : 0) + instOff;
      addr = base + idx * stride + off;
      if (range === RANGE_RECORDS ? idx >= numRecords : range === RANGE_BYTES && off + span > numRecords) {
        if (!store) for (let j = 0; j < n; j++) V[db + j * LANES + l] = 0;
        continue;
      }
    }
    let o = addr - rb;
    if (!(o >= 0 && o <= lim && (o & 3) === 0)) {
      const r = mem.lookup(addr, span);
      if (r === null || r.u32 === null || ((addr - r.base) & 3) !== 0) { lane(w, l, addr, true, r3); continue; }
      rb = r.base; lim = r.size - span; U = r.u32; o = addr - rb;
    }
    const k = o >>> 2;
    if (n === 1) { if (store) U[k] = V[db + l]!; else V[db + l] = U[k]!; }
    else if (store) for (let j = 0; j < n; j++) U[k + j] = V[db + j * LANES + l]!;
    else for (let j = 0; j < n; j++) V[db + j * LANES + l] = U[k + j]!;
  }
}

// --- FLAT ------------------------------------------------------------------------

export function compileFlat(d: Decoded, m: Machine): Exec {
  const row = d.row!;
  const name = row.name;
  const p = row.p as FlatProfile;
  const vaddr = fieldOf(d, 'ADDR');
  const vdata = fieldOf(d, 'DATA');
  const vdst = fieldOf(d, 'VDST');
  const glc = fieldOf(d, 'GLC') === 1;
  if (fieldOf(d, 'TFE') === 1) return unsupported(`${name} with tfe`);
  const sized = /_(ubyte|sbyte|ushort|sshort|byte|short|dword|dwordx2|dwordx3|dwordx4)$/.exec(name);
  const kind = sized?.[1] ?? '';
  const elBytes = kind === 'ubyte' || kind === 'sbyte' || kind === 'byte' ? 1 : kind === 'ushort' || kind === 'sshort' || kind === 'short' ? 2 : 4;
  const n = p.data;
  const mem = m.mem;
  const isAtomic = p.dir === 'atomic';
  const wide = isAtomic && name.endsWith('_x2');
  const ak = isAtomic ? atomicKind(name) : '';
  const a32 = isAtomic && !wide ? atomic32(ak) : undefined;
  const a64 = isAtomic && wide ? atomic64(ak) : undefined;
  if (isAtomic && a32 === undefined && a64 === undefined) return unsupported(name);
  const cmpswap = p.cmpswap === true;
  const shared = m.sharedAperture;
  const priv = m.privateAperture;
  const apertures = Math.min(shared, priv);
  const slowLane = (w: Wave, l: number): void => {
    const V = w.vgpr;
    let addr = addr64(V[vaddr * LANES + l]!, V[(vaddr + 1) * LANES + l]!);
    // Apertures: the LDS and private windows of the flat address space.
    if (addr >= shared && addr < shared + 0x100000000) {
      fail(`${name}: lane ${l}: FLAT access to LDS (address 0x${addr.toString(16)}) is not supported by the compute model`);
    }
    if (addr >= priv && addr < priv + 0x100000000) {
      // Private: the lane's dword-interleaved scratch, as the private segment buffer lays it out.
      const off = addr - priv;
      addr = w.scratchBase + Math.floor(off / 4) * 4 * LANES + l * 4 + (off % 4);
    }
    try {
      if (isAtomic) {
        laneAtomic(mem, addr, V, l, vdata, glc ? vdst : -1, cmpswap, a32, a64);
      } else if (p.dir === 'load') {
        if (elBytes === 4) for (let i = 0; i < n; i++) V[(vdst + i) * LANES + l] = mem.read32(addr + 4 * i);
        else {
          let v = elBytes === 1 ? mem.read8(addr) : mem.read16(addr);
          if (kind === 'sbyte') v = (v << 24) >> 24; else if (kind === 'sshort') v = (v << 16) >> 16;
          V[vdst * LANES + l] = v >>> 0;
        }
      } else if (elBytes === 4) for (let i = 0; i < n; i++) mem.write32(addr + 4 * i, V[(vdata + i) * LANES + l]!);
      else if (elBytes === 2) mem.write16(addr, V[vdata * LANES + l]!);
      else mem.write8(addr, V[vdata * LANES + l]!);
    } catch (e) { fault(e, name, l); }
  };
  if (isAtomic || elBytes !== 4) {
    return (w) => {
      const S = w.sreg;
      const execLo = S[CODE_EXEC]!; const execHi = S[CODE_EXEC + 1]!;
      w.laneOps += popcount(execLo) + popcount(execHi);
      for (let l = 0; l < LANES; l++) if (((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) !== 0) slowLane(w, l);
    };
  }
  // Dword loads and stores: aligned accesses inside a region go straight to its dwords (the
  // region found for one lane usually serves the next); any other lane takes the general path.
  const store = p.dir !== 'load';
  const db = (store ? vdata : vdst) * LANES;
  const vb = vaddr * LANES;
  return (w) => {
    const S = w.sreg;
    const execLo = S[CODE_EXEC]!; const execHi = S[CODE_EXEC + 1]!;
    w.laneOps += popcount(execLo) + popcount(execHi);
    // int32 masks: a double argument would be boxed on every call.
    flatDwords(w, mem, vb, db, n, store, execLo | 0, execHi | 0, apertures, slowLane);
  };
}

/**
 * The lanes of a FLAT dword load or store (n dwords each): while lanes stay
 * in one region (whose base is kept as two dwords; a region across a 4 GiB
 * line is never kept), aligned accesses read and write its dwords; any other
 * lane goes to `slow` (the general path, with its faults).
 */
function flatDwords(w: Wave, mem: Memory, vb: number, db: number, n: number, store: boolean, execLo: number, execHi: number,
  apertures: number, slow: (w: Wave, l: number) => void): void {
  const V = w.vgpr;
  const span = 4 * n;
  let rbLo = 0; let rbHi = 0; let lim = -1; let U: Uint32Array = NO_DWORDS;
  for (let l = 0; l < LANES; l++) {
    if (((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 0) continue;
    // Int32 arithmetic (the dwords as signed) keeps the common test off doubles.
    const lo = V[vb + l]! | 0; const hi = V[vb + LANES + l]! | 0;
    let o = (lo - rbLo) >>> 0;
    if (hi !== rbHi || o > lim || (o & 3) !== 0) {
      const addr = (hi >>> 0) * 4294967296 + (lo >>> 0);
      const r = addr < apertures ? mem.lookup(addr, span) : null;
      if (r === null || r.u32 === null || ((addr - r.base) & 3) !== 0 || (r.base % 4294967296) + r.size > 4294967296) { slow(w, l); continue; }
      rbLo = (r.base % 4294967296) | 0; rbHi = Math.floor(r.base / 4294967296) | 0; lim = r.size - span; U = r.u32; o = addr - r.base;
    }
    const k = o >>> 2;
    if (n === 1) { if (store) U[k] = V[db + l]!; else V[db + l] = U[k]!; }
    else if (store) for (let j = 0; j < n; j++) U[k + j] = V[db + j * LANES + l]!;
    else for (let j = 0; j < n; j++) V[db + j * LANES + l] = U[k + j]!;
  }
}

const NO_DWORDS = new Uint32Array(0);

// --- LDS (DS) --------------------------------------------------------------------

/** Per-lane results of ds_swizzle / ds_permute, read before any lane is written. */
const PERM = new Uint32Array(LANES);
const PERM_ON = new Uint8Array(LANES);

export function compileDs(d: Decoded, m: Machine): Exec {
  const row = d.row!;
  const name = row.name;
  const p = row.p as DsProfile;
  const gi = d.gen;
  if (fieldOf(d, 'GDS') === 1 || p.gds === true) return unsupported(`${name} (GDS)`);
  const off0 = fieldOf(d, 'OFFSET0');
  const off1 = fieldOf(d, 'OFFSET1');
  const offset = off0 | (off1 << 8);
  const vaddr = fieldOf(d, 'ADDR');
  const vd0 = fieldOf(d, 'DATA0');
  const vd1 = fieldOf(d, 'DATA1');
  const vdst = fieldOf(d, 'VDST');
  // The LDS limit: M0 on GCN 1.0/1.1 (llc sets it to -1), the group's allocation everywhere.
  const limit = (w: Wave): number => Math.min(w.lds.length, gi < 2 ? w.sreg[CODE_M0]! >>> 0 : Infinity);
  const each = (w: Wave, f: (l: number, addr: number, lim: number, L: DataView) => void): void => {
    const S = w.sreg;
    const execLo = S[CODE_EXEC]!; const execHi = S[CODE_EXEC + 1]!;
    const lim = limit(w);
    const L = w.ldsView;
    w.laneOps += popcount(execLo) + popcount(execHi);
    for (let l = 0; l < LANES; l++) {
      if (((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 0) continue;
      f(l, p.addr ? w.vgpr[vaddr * LANES + l]! : 0, lim, L);
    }
  };
  // Reads return 0 and writes are dropped outside the LDS limit (the hardware's range check).
  const rd = (L: DataView, a: number, n: number, lim: number): number => (a + n <= lim ? (n === 4 ? L.getUint32(a, true) : n === 2 ? L.getUint16(a, true) : L.getUint8(a)) : 0);
  const wr = (L: DataView, a: number, n: number, v: number, lim: number): void => {
    if (a + n > lim) return;
    if (n === 4) L.setUint32(a, v >>> 0, true); else if (n === 2) L.setUint16(a, v & 0xffff, true); else L.setUint8(a, v & 0xff);
  };
  if (name === 'ds_nop') return () => {};
  if (name === 'ds_swizzle_b32') {
    return (w) => {
      const V = w.vgpr;
      const execLo = w.sreg[CODE_EXEC]!; const execHi = w.sreg[CODE_EXEC + 1]!;
      for (let l = 0; l < LANES; l++) {
        let s: number;
        if (offset & 0x8000) {
          // Quad permute: lane (l & ~3) + pattern[l & 3].
          s = (l & ~3) + ((offset >>> ((l & 3) * 2)) & 3);
        } else {
          const andM = offset & 0x1f; const orM = (offset >>> 5) & 0x1f; const xorM = (offset >>> 10) & 0x1f;
          s = (l & ~31) + ((((l & 31) & andM) | orM) ^ xorM);
        }
        const on = (s < 32 ? execLo >>> s : execHi >>> (s - 32)) & 1;
        PERM[l] = on ? V[vd0 * LANES + s]! : 0;
      }
      each(w, (l) => { V[vdst * LANES + l] = PERM[l]!; });
    };
  }
  if (name === 'ds_permute_b32' || name === 'ds_bpermute_b32') {
    const back = name === 'ds_bpermute_b32';
    return (w) => {
      const V = w.vgpr;
      PERM.fill(0); PERM_ON.fill(0);
      const execLo = w.sreg[CODE_EXEC]!; const execHi = w.sreg[CODE_EXEC + 1]!;
      const active = (s: number): boolean => ((s < 32 ? execLo >>> s : execHi >>> (s - 32)) & 1) === 1;
      for (let l = 0; l < LANES; l++) {
        if (!active(l)) continue;
        const sel = ((V[vaddr * LANES + l]! + offset) >>> 2) & 63;
        if (back) PERM[l] = active(sel) ? V[vd0 * LANES + sel]! : 0;
        else { PERM[sel] = V[vd0 * LANES + l]!; PERM_ON[sel] = 1; }
      }
      for (let l = 0; l < LANES; l++) if (active(l)) V[vdst * LANES + l] = back || PERM_ON[l] ? PERM[l]! : 0;
    };
  }
  if (name === 'ds_append' || name === 'ds_consume') {
    const inc = name === 'ds_append';
    return (w) => {
      const n = popcount(w.sreg[CODE_EXEC]!) + popcount(w.sreg[CODE_EXEC + 1]!);
      const a = (w.sreg[CODE_M0]! & 0xffff) + offset;
      const L = w.ldsView;
      const lim = w.lds.length;
      const old = rd(L, a, 4, lim);
      wr(L, a, 4, inc ? old + n : old - n, lim);
      each(w, (l) => { w.vgpr[vdst * LANES + l] = old; });
    };
  }
  // The common 32-bit read and write get loops of their own (no per-lane calls).
  if (name === 'ds_read_b32' || name === 'ds_write_b32') {
    const read = name === 'ds_read_b32';
    return (w) => {
      const V = w.vgpr;
      const S = w.sreg;
      const execLo = S[CODE_EXEC]!; const execHi = S[CODE_EXEC + 1]!;
      const lim = limit(w) - 4;
      const L = w.ldsView;
      const ab = vaddr * LANES; const db = (read ? vdst : vd0) * LANES;
      let n = 0;
      for (let l = 0; l < LANES; l++) {
        if (((l < 32 ? execLo >>> l : execHi >>> (l - 32)) & 1) === 0) continue;
        n++;
        const a = V[ab + l]! + offset;
        if (read) V[db + l] = a <= lim ? L.getUint32(a, true) : 0;
        else if (a <= lim) L.setUint32(a, V[db + l]!, true);
      }
      w.laneOps += n;
    };
  }
  const mRead = /^ds_read(2st64|2)?_(b32|b64|b96|b128|i8|u8|i16|u16)$/.exec(name);
  if (mRead !== null) {
    const two = mRead[1] !== undefined;
    const st = mRead[1] === '2st64' ? 64 : 1;
    const t = mRead[2]!;
    const bytes = t === 'b32' ? 4 : t === 'b64' ? 8 : t === 'b96' ? 12 : t === 'b128' ? 16 : t === 'i8' || t === 'u8' ? 1 : 2;
    return (w) => {
      const V = w.vgpr;
      each(w, (l, a, lim, L) => {
        if (two) {
          const dw = bytes / 4;
          const a0 = a + off0 * bytes * st; const a1 = a + off1 * bytes * st;
          for (let i = 0; i < dw; i++) {
            V[(vdst + i) * LANES + l] = rd(L, a0 + 4 * i, 4, lim);
            V[(vdst + dw + i) * LANES + l] = rd(L, a1 + 4 * i, 4, lim);
          }
          return;
        }
        const ad = a + offset;
        if (bytes >= 4) { for (let i = 0; i < bytes / 4; i++) V[(vdst + i) * LANES + l] = rd(L, ad + 4 * i, 4, lim); return; }
        let v = rd(L, ad, bytes, lim);
        if (t === 'i8') v = (v << 24) >> 24; else if (t === 'i16') v = (v << 16) >> 16;
        V[vdst * LANES + l] = v >>> 0;
      });
    };
  }
  const mWrite = /^ds_write(2st64|2)?_(b8|b16|b32|b64|b96|b128)$/.exec(name);
  if (mWrite !== null) {
    const two = mWrite[1] !== undefined;
    const st = mWrite[1] === '2st64' ? 64 : 1;
    const t = mWrite[2]!;
    const bytes = t === 'b8' ? 1 : t === 'b16' ? 2 : t === 'b32' ? 4 : t === 'b64' ? 8 : t === 'b96' ? 12 : 16;
    return (w) => {
      const V = w.vgpr;
      each(w, (l, a, lim, L) => {
        if (two) {
          const dw = bytes / 4;
          const a0 = a + off0 * bytes * st; const a1 = a + off1 * bytes * st;
          for (let i = 0; i < dw; i++) wr(L, a0 + 4 * i, 4, V[(vd0 + i) * LANES + l]!, lim);
          for (let i = 0; i < dw; i++) wr(L, a1 + 4 * i, 4, V[(vd1 + i) * LANES + l]!, lim);
          return;
        }
        const ad = a + offset;
        if (bytes >= 4) { for (let i = 0; i < bytes / 4; i++) wr(L, ad + 4 * i, 4, V[(vd0 + i) * LANES + l]!, lim); return; }
        wr(L, ad, bytes, V[vd0 * LANES + l]!, lim);
      });
    };
  }
  const is64 = /_(u64|i64|b64|f64)$/.test(name);
  const more = compileDsMore(name, p, is64, off0, off1, offset, vd0, vd1, vdst, each, rd, wr);
  if (more !== null) return more;
  // Atomics (with or without a returned value), the 64-bit forms included.
  const kind = atomicKind(name);
  const rtn = name.includes('_rtn');
  // DS compare-and-store: DATA0 is the compare value, DATA1 the new value (float forms compare as floats).
  const cmp = kind === 'cmpst' || kind === 'cmpst_f';
  const mskor = kind === 'mskor';
  if (is64) {
    const f = atomic64(kind === 'cmpst' ? 'cmpswap' : kind);
    if (f === undefined) return unsupported(name);
    return (w) => {
      const V = w.vgpr;
      each(w, (l, a, lim, L) => {
        const ad = a + offset;
        const ok = ad + 8 <= lim;
        const old = ok ? BigInt(L.getUint32(ad, true)) | (BigInt(L.getUint32(ad + 4, true)) << 32n) : 0n;
        const r = (reg: number): bigint => BigInt(V[reg * LANES + l]!) | (BigInt(V[(reg + 1) * LANES + l]!) << 32n);
        const nv = cmp ? f(old, r(vd1), r(vd0)) : mskor ? f(old, r(vd0), r(vd1)) : f(old, r(vd0), 0n);
        if (ok) { L.setUint32(ad, Number(nv & 0xffffffffn), true); L.setUint32(ad + 4, Number(nv >> 32n), true); }
        if (rtn) { V[vdst * LANES + l] = Number(old & 0xffffffffn); V[(vdst + 1) * LANES + l] = Number(old >> 32n); }
      });
    };
  }
  const f = atomic32(kind === 'cmpst' ? 'cmpswap' : kind);
  if (f === undefined) return unsupported(name);
  return (w) => {
    const V = w.vgpr;
    each(w, (l, a, lim, L) => {
      const ad = a + offset;
      const old = rd(L, ad, 4, lim);
      const nv = cmp ? f(old, V[vd1 * LANES + l]!, V[vd0 * LANES + l]!) : mskor ? f(old, V[vd0 * LANES + l]!, V[vd1 * LANES + l]!) : f(old, V[vd0 * LANES + l]!, 0);
      wr(L, ad, 4, nv, lim);
      if (rtn) V[vdst * LANES + l] = old;
    });
  };
}

void K_SREG;

/**
 * One lane of a buffer or FLAT atomic: read the dword (pair), combine it with the data VGPRs
 * (and the compare value of a cmpswap after them), write it back, and return the old value to
 * VGPR `ret` (-1: no return).
 */
function laneAtomic(mem: Memory, addr: number, V: Uint32Array, l: number, vdata: number, ret: number, cmpswap: boolean,
  a32: ReturnType<typeof atomic32>, a64: ReturnType<typeof atomic64>): void {
  if (a64 !== undefined) {
    const old = BigInt(mem.read32(addr)) | (BigInt(mem.read32(addr + 4)) << 32n);
    const dv = BigInt(V[vdata * LANES + l]!) | (BigInt(V[(vdata + 1) * LANES + l]!) << 32n);
    const cv = cmpswap ? BigInt(V[(vdata + 2) * LANES + l]!) | (BigInt(V[(vdata + 3) * LANES + l]!) << 32n) : 0n;
    const nv = a64(old, dv, cv);
    mem.write32(addr, Number(nv & 0xffffffffn)); mem.write32(addr + 4, Number(nv >> 32n));
    if (ret >= 0) { V[ret * LANES + l] = Number(old & 0xffffffffn); V[(ret + 1) * LANES + l] = Number(old >> 32n); }
  } else {
    const old = mem.read32(addr);
    mem.write32(addr, a32!(old, V[vdata * LANES + l]!, cmpswap ? V[(vdata + 1) * LANES + l]! : 0));
    if (ret >= 0) V[ret * LANES + l] = old;
  }
}
