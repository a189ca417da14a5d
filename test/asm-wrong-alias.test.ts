// Names clrxasm's table maps to other instructions' opcodes (isa-gcn.md 2.3: v_fmamk_f32 and
// v_fmaak_f32 do not exist before RDNA; clrxasm 0.1.9 gives them GCN 1.0/1.1 opcodes 44 and 45,
// those of v_cvt_pkaccum_u8_f32 and v_cvt_pknorm_i16_f32). gcnkit refuses them with the reason;
// the real instructions keep their own names.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assemble } from '../src/index.js';

test('v_fmamk_f32 / v_fmaak_f32 are refused on GCN 1.0 and 1.1, naming the op clrxasm would encode', () => {
  for (const arch of ['gcn1.0', 'gcn1.1']) {
    for (const [name, real] of [['v_fmamk_f32', 'v_cvt_pkaccum_u8_f32'], ['v_fmaak_f32', 'v_cvt_pknorm_i16_f32']] as const) {
      const r = assemble(`${name} v1, v2, v3\n`, { arch });
      const errors = r.diagnostics.filter((d) => d.severity === 'error');
      assert.equal(errors.length, 1, `${arch} ${name}`);
      assert.match(errors[0]!.message, new RegExp(`${name} is not a GCN 1.0/1.1 instruction .*${real}`));
      assert.equal(r.bytes.length, 0);
    }
  }
  // VOP2 opcode 44 on GCN 1.0 under its own name: 0x58020702 (VOP2: op << 25 | vdst << 17 | vsrc1 << 9 | src0).
  const ok = assemble('v_cvt_pkaccum_u8_f32 v1, v2, v3\n', { arch: 'gcn1.0' });
  assert.deepEqual([...ok.bytes], [0x02, 0x07, 0x02, 0x58]);
});
