// Labels and branches (SOPP s_branch/s_cbranch_*, SOPK s_cbranch_i_fork),
// forward and backward, in both dialects. Expected words and messages were
// recorded from clrxasm 0.1.9 (`clrxasm -b rawcode -A gcn1.2`) and llvm-mc 14
// (`-arch=amdgcn -mcpu=tonga -filetype=obj`, .text) for these sources.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assemble } from '../src/asm/assembler.js';

function words(b: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i + 3 < b.length; i += 4) out.push(((b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0).toString(16).padStart(8, '0'));
  return out.join(' ');
}

test('CLRX: forward, backward and label-arithmetic branches as clrxasm', () => {
  const src = [
    'start:', 's_branch fwd', 's_nop 0', 's_cbranch_scc0 start', 's_cbranch_vccnz fwd+4', 's_cbranch_execz start+8',
    's_cbranch_i_fork s[2:3], fwd', 'fwd: s_endpgm', 's_branch fwd', 's_cbranch_g_fork s[4:5], s[6:7]',
  ].join('\n');
  const r = assemble(src, { arch: 'gcn1.2', syntax: 'clrx' });
  assert.equal(r.errorCount, 0, JSON.stringify(r.diagnostics));
  assert.equal(words(r.bytes), 'bf820005 bf800000 bf84fffd bf870003 bf88fffd b8020000 bf810000 bf82fffe 94800604');
});

test('CLRX: clrxasm\'s messages for branch targets', () => {
  const cases: [string, number, number, string][] = [
    ['s_branch lab\n.fill 40000,4,0\nlab: s_endpgm', 1, 10, 'Jump out of range!'],
    ['lab0: s_nop 0\n.fill 40000,4,0\ns_branch lab0', 3, 10, 'Jump out of range'],
    ['s_branch lab2+2\nlab2:', 1, 10, 'Jump is not aligned to word!'],
    ['s_branch 0x10', 1, 10, 'Jump over current section!'],
  ];
  for (const [src, line, col, msg] of cases) {
    const r = assemble(src.replace('.fill 40000,4,0', Array(40000).fill('.int 0').join('\n')), { arch: 'gcn1.0', syntax: 'clrx' });
    const e = r.diagnostics.find((d) => d.severity === 'error');
    assert.ok(e !== undefined, src);
    const wantLine = src.includes('.fill') ? (line === 1 ? 1 : 40002) : line;
    assert.deepEqual([e.line, e.col, e.message], [wantLine, col, msg], src);
  }
});

test('LLVM: forward and backward branches as llvm-mc; label arithmetic refused', () => {
  const src = ['start:', 's_branch fwd', 's_nop 0', 's_cbranch_scc0 start', 's_cbranch_i_fork s[2:3], fwd', 'fwd: s_endpgm',
    's_branch fwd', 's_branch 5'].join('\n');
  const r = assemble(src, { arch: 'gcn1.2', syntax: 'llvm' });
  assert.equal(r.errorCount, 0, JSON.stringify(r.diagnostics));
  assert.equal(words(r.bytes), 'bf820003 bf800000 bf84fffd b8020000 bf810000 bf82fffe bf820005');
  const bad = assemble('fwd:\ns_cbranch_vccnz fwd+4', { arch: 'gcn1.2', syntax: 'llvm' });
  const e = bad.diagnostics.find((d) => d.severity === 'error')!;
  assert.deepEqual([e.line, e.col, e.message], [2, 17, 'expected an absolute expression or a label']);
});
