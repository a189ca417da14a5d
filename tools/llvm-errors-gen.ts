// Records llvm-mc 14's rejections of whole-ISA LLVM lines (every encoding but
// VOP1, whose rejections live in test/vectors/llvm/llvm_asm_errors.jsonl.gz):
// test/vectors/llvm-mc/asm-llvm-errors.jsonl.gz, {gen, enc, kind, text, col, error}.
//
// Candidate lines are
//  (a) 'gen': each row's canonical LLVM line of one generation, on a
//      generation where llvm-mc does not know the row;
//  (b) 'mut': one-operand mutations of the canonical lines (and of a few
//      lines with modifiers): register class swapped, ranges shifted, widened
//      or narrowed, immediates out of range, literals, unknown, duplicated or
//      misplaced modifiers, operands dropped or added, bad hwreg / sendmsg /
//      waitcnt syntax.
// Each CPU's candidates go to one llvm-mc run; the errors are mapped back by
// line and a line's first error is kept. Lines llvm-mc accepts are dropped.
//
// `node dist/tools/llvm-errors-gen.js [isa_inventory.json] [out.jsonl.gz]`
// (the inventory: {rows: [{mnemonic, encoding, llvm_mc: {gen: bool},
// llvm_line: {gen: text}}]}, one verified canonical line per row and generation).
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const LLVM_MC = process.env['LLVM_MC'] ?? 'llvm-mc-14';
const GENS = ['gcn1.0', 'gcn1.1', 'gcn1.2'] as const;
const CPU: Readonly<Record<string, string>> = { 'gcn1.0': 'tahiti', 'gcn1.1': 'hawaii', 'gcn1.2': 'tonga' };

interface Row { mnemonic: string; encoding: string; llvm_mc: Record<string, boolean>; llvm_line: Record<string, string> }
interface Cand { gen: string; enc: string; kind: string; text: string }

/** Lines with modifiers and special operands, mutated like the canonical ones. */
const EXTRA: readonly [string, string, readonly string[]][] = [
  ['SOPP', 's_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)', GENS],
  ['SOPP', 's_waitcnt vmcnt(1) & lgkmcnt(2)', GENS],
  ['SOPP', 's_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)', GENS],
  ['SOPP', 's_sendmsg sendmsg(MSG_INTERRUPT)', GENS],
  ['SOPP', 's_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)', GENS],
  ['SOPK', 's_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 32)', GENS],
  ['SOPK', 's_setreg_b32 hwreg(HW_REG_TRAPSTS, 4, 8), s2', GENS],
  ['SOPK', 's_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x12', GENS],
  ['SOPP', 's_branch 12', GENS],
  ['MUBUF', 'buffer_load_dword v1, v2, s[4:7], s1 offen offset:12 glc slc tfe', GENS],
  ['MUBUF', 'buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4', GENS],
  ['MUBUF', 'buffer_load_dword v1, off, s[4:7], s1 lds', GENS],
  ['MUBUF', 'buffer_atomic_add v1, v2, s[4:7], 0 offen glc', GENS],
  ['MTBUF', 'tbuffer_load_format_x v1, off, s[4:7], dfmt:1, nfmt:2, s1 offset:4', GENS],
  ['MIMG', 'image_load v[1:4], v[2:5], s[8:15] dmask:0xf unorm glc slc tfe lwe da', GENS],
  ['MIMG', 'image_sample v[1:2], v[2:3], s[8:15], s[16:19] dmask:0x3', GENS],
  ['DS', 'ds_write2_b32 v1, v2, v3 offset0:4 offset1:8 gds', GENS],
  ['DS', 'ds_read_b32 v1, v2 offset:16', GENS],
  ['EXP', 'exp mrt0 v1, v2, off, off done vm', GENS],
  ['EXP', 'exp pos0 v1, v2, v1, v2 compr', GENS],
  ['VOP3A', 'v_mad_f32 v1, -v2, |v3|, v4 clamp mul:2', GENS],
  ['VOP3A', 'v_add_f32_e64 v1, s2, v3 div:2', GENS],
  ['VOPC', 'v_cmp_lt_f32_e64 s[2:3], v1, v2', GENS],
  ['VOP2', 'v_add_f32 v1, 1.0, v2', GENS],
  ['VOP2', 'v_mul_f32 v1, 0x1234, v2', GENS],
  ['SOP2', 's_add_u32 s1, 0x12345, s2', GENS],
  ['SOP2', 's_and_b64 s[2:3], exec, vcc', GENS],
  ['FLAT', 'flat_load_dword v1, v[2:3] glc slc', ['gcn1.1', 'gcn1.2']],
  ['SMEM', 's_load_dword s1, s[2:3], 0x10', GENS],
  ['SMEM', 's_load_dwordx4 s[4:7], s[2:3], s5', GENS],
  ['VINTRP', 'v_interp_p1_f32 v1, v2, attr3.w', GENS],
];

/** The operand tokens of a line: [start, end) spans of comma/space-separated words after the mnemonic. */
function words(text: string): { s: number; e: number }[] {
  const out: { s: number; e: number }[] = [];
  const re = /[^\s,]+(\([^)]*\))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) out.push({ s: m.index, e: m.index + m[0].length });
  return out.slice(1);
}

/** One-token replacements worth trying for a token. */
function mutateToken(t: string): string[] {
  const out: string[] = [];
  let m: RegExpExecArray | null;
  if ((m = /^([sv])(\d+)$/.exec(t)) !== null) {
    const n = Number(m[2]);
    out.push(`${m[1] === 's' ? 'v' : 's'}${n}`, `${m[1]}[${n}:${n + 1}]`, m[1] === 's' ? 's104' : 'v256', 'ttmp0', 'exec', '0x12345', '1.5', 'm0', 'off');
  } else if ((m = /^([sv])\[(\d+):(\d+)\]$/.exec(t)) !== null) {
    const [r, a, b] = [m[1]!, Number(m[2]), Number(m[3])];
    const o = r === 's' ? 'v' : 's';
    out.push(`${o}[${a}:${b}]`, `${r}[${a + 1}:${b + 1}]`, `${r}[${a}:${b + 1}]`, `${r}${a}`, `${r}[${a}:${b + 2}]`,
      `${r}[${b}:${a}]`, r === 's' ? `s[${102 + a % 2}:${104 + b - a}]` : `v[${254}:${254 + b - a + 1}]`, '0x12345', 'exec', `${r}[${a}:${a + 7}]`);
  } else if ((m = /^(offset|offset0|offset1|dmask|dfmt|nfmt|mul|div):(.*)$/.exec(t)) !== null) {
    out.push(`${m[1]}:65536`, `${m[1]}:-1`, `${m[1]}:4096`, `${m[1]}:256`, `${m[1]}:0x1ffff`, `${m[1]}:3`, `${m[1]}:`, `${m[1]}:s1`, `${m[1]}`, `${m[1]}:16`);
  } else if (/^-?(0x[0-9a-f]+|\d+)$/i.test(t)) {
    out.push('0x12345678', '-65537', '65536', '0x10000', '1.5', 's[0:1]', 'v1', '-1', '0x1ffff', '4096', '1048576');
  } else if (/^(hwreg|sendmsg)\(/.test(t)) {
    const f = t.slice(0, t.indexOf('('));
    out.push(`${f}(99)`, `${f}(BAD)`, `${f}()`, `${f}(1, 2, 3, 4)`, `${f}(1, 33, 0)`, `${f}(1, 0, 33)`, `${f}(HW_REG_MODE, 0, 0)`,
      `${f}(MSG_GS, GS_OP_BAD)`, `${f}(MSG_GS)`, `${f}(MSG_GS, GS_OP_EMIT, 4)`, `${f}(MSG_SYSMSG, 9)`, `${f}(MSG_GS_DONE, GS_OP_NOP, 1)`, `${f}(HW_REG_MODE`);
  } else if ((m = /^(vmcnt|expcnt|lgkmcnt)\((\d+)\)$/.exec(t)) !== null) {
    out.push(`${m[1]}(99)`, `${m[1]}(16)`, `${m[1]}(8)`, `${m[1]}(-1)`, `${m[1]}()`, `${m[1]}(x)`, 'vmcnt(0)', 'foocnt(1)', `${m[1]}(0x100)`);
  } else if (/^[a-z_]+$/.test(t) && !/^(off|vcc|exec|m0|scc)$/.test(t)) {
    out.push(`${t}:1`, 'foo', 'glc');
  } else {
    out.push('foo', 'v1', 's1', '0x12345');
  }
  out.push('', '|v1|', '-s1', 'abs(v1)', 'vcc', 'lit(1)');
  return out;
}

/** The mutations of one line. */
function mutations(text: string): string[] {
  const ws = words(text);
  const out = new Set<string>();
  for (const w of ws) {
    for (const r of mutateToken(text.slice(w.s, w.e))) {
      let t = text.slice(0, w.s) + r + text.slice(w.e);
      if (r === '') t = t.replace(/,\s*,/, ',').replace(/,\s*$/, '').replace(/\s+$/, '');
      out.add(t);
    }
  }
  const mods = ['glc', 'slc', 'tfe', 'gds', 'offen', 'idxen', 'addr64', 'lds', 'unorm', 'da', 'r128', 'lwe', 'clamp', 'mul:2',
    'offset:4', 'offset0:1', 'dmask:0x1', 'done', 'vm', 'compr', 'foo', 'foo:1', 'row_shl:1', 'dst_sel:BYTE_0', 'bank_mask:1'];
  for (const m of mods) out.add(`${text} ${m}`);
  if (ws.length > 0) {
    const last = text.slice(ws[ws.length - 1]!.s, ws[ws.length - 1]!.e);
    out.add(`${text} ${last}`);
    out.add(`${text}, v1`);
    out.add(`${text}, s1`);
    out.add(`${text}, 1`);
    out.add(`${text},`);
    const first = ws[0]!;
    out.add(text.slice(0, first.s) + 'glc ' + text.slice(first.s));
  } else {
    out.add(`${text} v1`);
    out.add(`${text} 1`);
  }
  out.add(text.replace(/ /, '_e32 '));
  out.add(text.replace(/ /, '_e64 '));
  out.add(text.replace(/ /, '_sdwa '));
  out.delete(text);
  return [...out];
}

function candidates(rows: Row[]): Cand[] {
  const out: Cand[] = [];
  for (const r of rows) {
    if (r.encoding === 'VOP1') continue;
    const enc = r.encoding === 'SMRD' ? 'SMEM' : r.encoding.replace(/^VOP3[AB]$/, 'VOP3');
    for (const g of GENS) {
      const line = r.llvm_line[g];
      if (line === undefined) continue;
      for (const h of GENS) if (h !== g && r.llvm_mc[h] !== true) out.push({ gen: h, enc, kind: 'gen', text: line });
      for (const t of mutations(line)) out.push({ gen: g, enc, kind: 'mut', text: t });
    }
  }
  for (const [enc, line, gens] of EXTRA) {
    for (const g of gens) for (const t of [line, ...mutations(line)]) out.push({ gen: g, enc: enc.replace(/^VOP3[AB]$/, 'VOP3'), kind: t === line ? 'extra' : 'mut', text: t });
  }
  const seen = new Set<string>();
  return out.filter((c) => {
    const k = `${c.gen}\n${c.text}`;
    if (seen.has(k) || /[\n;]/.test(c.text)) return false;
    seen.add(k);
    return true;
  });
}

/** llvm-mc's first error per line of a batch (index: line number - 1). */
function firstErrors(cpu: string, lines: readonly string[]): Map<number, { col: number; error: string }> {
  const r = spawnSync(LLVM_MC, ['-arch=amdgcn', `-mcpu=${cpu}`, '-show-encoding'], {
    input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28,
  });
  const out = new Map<number, { col: number; error: string }>();
  for (const l of r.stderr.split('\n')) {
    const m = /^<stdin>:(\d+):(\d+): error: (.*)$/.exec(l);
    if (m === null) continue;
    const i = Number(m[1]) - 1;
    if (!out.has(i)) out.set(i, { col: Number(m[2]), error: m[3]! });
  }
  return out;
}

const inv = JSON.parse(readFileSync(process.argv[2] ?? '../shared/data/isa_inventory.json', 'utf8')) as { rows: Row[] };
const cands = candidates(inv.rows);
// A few thousand lines: at most CAP per generation, encoding, kind and
// message, spread evenly over the candidates that give it.
const CAP = 14;
const byClass = new Map<string, string[]>();
for (const g of GENS) {
  const mine = cands.filter((c) => c.gen === g);
  const errs = firstErrors(CPU[g]!, mine.map((c) => c.text));
  mine.forEach((c, i) => {
    const e = errs.get(i);
    if (e === undefined) return;
    const k = `${g} ${c.enc} ${c.kind} ${e.error}`;
    const list = byClass.get(k) ?? [];
    list.push(JSON.stringify({ gen: g, enc: c.enc, kind: c.kind, text: c.text, col: e.col, error: e.error }));
    byClass.set(k, list);
  });
  console.log(`${CPU[g]}: ${mine.length} candidates, ${errs.size} rejected`);
}
const recs: string[] = [];
for (const list of byClass.values()) {
  const step = Math.max(1, list.length / CAP);
  for (let i = 0; i < list.length; i += step) recs.push(list[Math.floor(i)]!);
}
writeFileSync(process.argv[3] ?? 'test/vectors/llvm-mc/asm-llvm-errors.jsonl.gz', gzipSync(recs.join('\n') + '\n'));
console.log(`${recs.length} records`);
