// Hover docs for any instruction of the ISA table (the VOP1 rows have richer
// docs in docs.ts): the row's encoding, its opcode (and VOP3 opcode) and name
// per generation in the page's dialect, its aliases and its operand profile,
// all read from the row (src/isa/table); no per-instruction prose.

import { GENERATIONS, type GenId, type Syntax } from '../../src/index.js';
import type { GenIndex } from '../../src/isa/generations.js';
import { allInstrs, type Instr, type Profile, type ValueType } from '../../src/isa/table/index.js';
import { el } from './dom.js';

const SUFFIX = /_(e32|e64|sdwa|dpp)$/;

/** The row a word names: in the dialect and generation first, then any generation, then the other dialect. */
export function findRow(word: string, syntax: Syntax, gen: GenId): Instr | null {
  const w = word.toLowerCase();
  const names = [w, w.replace(SUFFIX, '')];
  const gi = GENERATIONS.find((g) => g.id === gen)!.index;
  const order: GenIndex[] = [gi, ...([0, 1, 2] as GenIndex[]).filter((i) => i !== gi)];
  const rows = allInstrs();
  for (const d of [syntax, syntax === 'clrx' ? 'llvm' : 'clrx'] as const) {
    for (const g of order) {
      for (const n of names) {
        const r = rows.find((x) => !x.opts.decodeOnly && (x[d][g] === n || (d === 'clrx' && x.clrx[g] !== null && x.aliases.includes(n))));
        if (r !== undefined) return r;
      }
    }
  }
  return null;
}

const regs = (n: number): string => (n === 1 ? '1 register' : `${n} registers`);
const sw = (w: number): string => (w === 2 ? '64-bit' : '32-bit');
const vt = (t: ValueType): string => t + (/64$/.test(t) ? ' (pair)' : t === 'b128' ? ' (4 registers)' : '');

/** The operand profile as short lines. */
export function profileLines(p: Profile, enc: string): string[] {
  switch (p.kind) {
    case 'vop': {
      const ops: string[] = [];
      if (p.dst !== null) ops.push(`D: ${vt(p.dst)}`);
      if (p.sdst !== undefined) ops.push(`SDST: ${p.sdst === 'b64' ? 'an SGPR pair (lane mask)' : 'an SGPR'}`);
      p.src.forEach((t, i) => ops.push(`S${i}: ${vt(t)}`));
      const out = [ops.join(' · ')];
      if (p.co) out.push('carry/flag out: VCC in the 32-bit form, SDST in VOP3B');
      if (p.ci) out.push('the last source is a lane mask: VCC in the 32-bit form, an SGPR pair in VOP3');
      if (p.k !== undefined) out.push(`a literal constant K ${p.k === 'mk' ? 'after S0' : 'after S1'}`);
      if (p.mac) out.push('D is also the addend (VOP3 SRC2 unused)');
      if (p.lane === 'read') out.push('reads one lane (selected by S1) into an SGPR');
      if (p.lane === 'write') out.push('writes one lane (selected by S1) from an SGPR');
      if (p.cmpx) out.push('also writes EXEC');
      if (p.vop3b) out.push('VOP3B layout');
      return out;
    }
    case 'sop': {
      const ops: string[] = [];
      if (p.dst !== 0) ops.push(`SDST: ${sw(p.dst)}`);
      if (p.src0 !== 0) ops.push(`SSRC0: ${sw(p.src0)}${p.sregSrc ? ' (an SGPR)' : ''}`);
      if (p.src1 === 'gpridx') ops.push('SSRC1: a 4-bit VGPR index mode');
      else if (p.src1 !== 0) ops.push(`SSRC1: ${sw(p.src1)}`);
      return [ops.length > 0 ? ops.join(' · ') : 'no operands'];
    }
    case 'sopk': {
      const f: Record<typeof p.form, string> = {
        dst_imm: 'SDST written from SIMM16', src_imm: 'SDST read, compared with SIMM16', dstsrc_imm: 'SDST read and written with SIMM16',
        fork: 'an SGPR pair and a branch target', getreg: 'SDST = a hardware register field (hwreg)', setreg: 'a hardware register field (hwreg) = SDST',
        setreg_imm32: 'a hardware register field (hwreg) = a literal dword',
      };
      return [f[p.form] + (p.signed ? ' (SIMM16 signed)' : '')];
    }
    case 'sopp': {
      const f: Record<typeof p.imm, string> = {
        none: 'no operand', opt: 'an optional 16-bit immediate', imm: 'a 16-bit immediate', label: 'a branch target (PC + 4 + SIMM16 × 4)',
        waitcnt: 'counters: vmcnt, expcnt, lgkmcnt', sendmsg: 'a message: sendmsg(msg, op, stream)', gpridx: 'VGPR index mode bits',
      };
      return [f[p.imm]];
    }
    case 'smem': {
      const f: Record<typeof p.form, string> = {
        load: `SDATA (${regs(p.data)}) = load from SBASE + OFFSET`, store: `SDATA (${regs(p.data)}) stored at SBASE + OFFSET`,
        atomic: `atomic on SBASE + OFFSET with SDATA (${regs(p.data)})`, dst: `SDATA (${regs(p.data)}) written`, none: 'no operands',
        probe: 'SDATA holds a 7-bit immediate',
      };
      return [f[p.form], `SBASE: ${p.base === 2 ? 'a 64-bit address (SGPR pair)' : 'a buffer resource (4 SGPRs)'}`];
    }
    case 'ds': {
      const ops: string[] = [];
      if (p.vdst > 0) ops.push(`VDST: ${regs(p.vdst)}`);
      if (p.addr) ops.push('ADDR: 1 register');
      if (p.data0 > 0) ops.push(`DATA0: ${regs(p.data0)}`);
      if (p.data1 > 0) ops.push(`DATA1: ${regs(p.data1)}`);
      const out = [ops.length > 0 ? ops.join(' · ') : 'no operands', p.two ? 'two 8-bit offsets (offset0, offset1)' : 'one 16-bit offset'];
      if (p.gds) out.push('GDS only');
      if (p.noGds) out.push('never GDS');
      if (p.swizzle) out.push('the offset is a swizzle pattern');
      if (p.src2) out.push('the address is also the source');
      return out;
    }
    case 'buf': {
      const d: Record<typeof p.dir, string> = { load: 'VDATA written', store: 'VDATA stored', atomic: 'atomic with VDATA (returned with GLC)', none: 'no data' };
      const out = [`${d[p.dir]}${p.dir === 'none' ? '' : ` (${regs(p.data)})`} · VADDR, SRSRC (4 SGPRs), SOFFSET${enc === 'MTBUF' ? ' · DFMT/NFMT' : ''}`];
      if (p.cmpswap) out.push('compare-and-swap: VDATA holds data and compare value');
      if (p.d16) out.push('16-bit data (d16)');
      if (p.lds) out.push('the data comes from LDS');
      return out;
    }
    case 'mimg': {
      const d: Record<typeof p.dir, string> = {
        load: 'VDATA loaded', store: 'VDATA stored', atomic: 'atomic with VDATA', sample: 'sampled (with SSAMP)', gather: 'gathered (4 registers, with SSAMP)', info: 'image information',
      };
      return [`${d[p.dir]} · VADDR: at least ${regs(p.vaddr)} · SRSRC: 4 or 8 SGPRs · DMASK selects the data registers`, ...(p.cmpswap ? ['compare-and-swap'] : [])];
    }
    case 'flat': {
      const d: Record<typeof p.dir, string> = { load: 'VDST written', store: 'DATA stored', atomic: 'atomic with DATA (returned with GLC)' };
      return [`${d[p.dir]} (${regs(p.data)}) · ADDR: a 64-bit flat address (VGPR pair)`, ...(p.cmpswap ? ['compare-and-swap'] : [])];
    }
    case 'exp': return ['export: target, 4 VGPRs, EN mask, compr, done, vm'];
    case 'vintrp': return [p.form === 'mov' ? 'VDST = a parameter (P10, P20 or P0) of an attribute' : `VDST, VSRC (${p.form}), attribute`];
    case 'vop3interp': return [p.form === 'p1ll' ? 'VDST, VSRC, attribute' : 'VDST, VSRC, attribute, VSRC2'];
  }
}

const hex = (v: number | null, digits: number): string => (v === null ? '—' : `0x${v.toString(16).padStart(digits, '0')}`);

/** Docs of any ISA mnemonic as a DOM block, or null when no row has that name. */
export function isaDocsFor(word: string, gen: GenId, syntax: Syntax): HTMLElement | null {
  const r = findRow(word, syntax, gen);
  if (r === null) return null;
  const gi = GENERATIONS.find((g) => g.id === gen)!.index;
  const shown = r[syntax][gi] ?? r[syntax].find((n) => n !== null) ?? r.name;
  const encName = (g: GenIndex) => (r.enc === 'SMEM' && g < 2 ? 'SMRD' : r.enc);
  const box = el('div', { class: 'docs', 'data-testid': 'docs', 'data-mnemonic': shown, 'data-encoding': r.enc });
  const badges = el('span', { class: 'badges' }, el('span', { class: 'badge' }, encName(gi)));
  if (r[syntax][gi] === null) badges.append(el('span', { class: 'badge warn' }, `not on ${GENERATIONS[gi]!.names[0]}${r[syntax].every((n) => n === null) ? ` in the ${syntax === 'llvm' ? 'LLVM' : 'CLRX'} dialect` : ''}`));
  box.append(el('div', { class: 'docs-title' }, el('code', {}, shown), badges));
  box.append(el('ul', { class: 'docs-rules docs-operands' }, ...profileLines(r.p, r.enc).map((l) => el('li', {}, l))));
  const hasVop3 = r.enc !== 'VOP3' && r.vop3.some((v) => v !== null);
  const head = el('tr', {}, el('th', {}, ''), el('th', {}, 'encoding'), el('th', {}, 'opcode'), ...(hasVop3 ? [el('th', {}, r.vop3b ? 'VOP3B' : 'VOP3A')] : []),
    el('th', {}, 'name'));
  const body = el('tbody');
  for (const g of GENERATIONS) {
    const op = r.op[g.index];
    const name = r[syntax][g.index];
    body.append(el('tr', { class: (g.index === gi ? 'current' : '') + (op === null ? ' absent' : '') },
      el('th', {}, g.names[0]!), el('td', {}, op === null ? '—' : encName(g.index)), el('td', {}, hex(op, r.enc === 'VOP3' ? 3 : 2)),
      ...(hasVop3 ? [el('td', {}, hex(r.vop3[g.index] ?? null, 3))] : []),
      el('td', {}, op === null ? '—' : name ?? `(not in ${syntax === 'llvm' ? 'LLVM' : 'CLRX'})`)));
  }
  box.append(el('table', { class: 'docs-enc' }, el('thead', {}, head), body));
  if (syntax === 'clrx' && r.aliases.length > 0) box.append(el('p', { class: 'docs-desc muted' }, `CLRX also accepts: ${r.aliases.join(', ')}`));
  return box;
}
