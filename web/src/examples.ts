// Example programs (CLRX dialect; the page prints them in the LLVM dialect
// through the assembler and disassembler when that dialect is chosen).

import type { GenId } from '../../src/index.js';
import { formatStateJson } from './emulator.js';
import { hex32, PRESETS, SPECIAL_F32 } from './values.js';

export interface Example {
  readonly name: string;
  readonly source: string;
  readonly arch?: GenId;
  readonly state?: string;
  readonly regs?: string;
  readonly format?: string;
}

const lanes = (id: string) => PRESETS.find((p) => p.id === id)!.lanes().map(hex32);

export const EXAMPLES: readonly Example[] = [
  {
    name: 'Conversions and reciprocals',
    source: `# gcnkit playground: edit, hover a mnemonic, put the cursor on a line.
# v0 holds the lane index (see the initial state below).
v_cvt_f32_u32   v1, v0              # lane index as a float
v_rcp_f32       v2, v1              # 1 / x
v_sqrt_f32      v3, v1 mul:2        # 2 * sqrt(x), a VOP3 modifier
v_cvt_f16_f32   v4, -v3             # to half precision, negated
`,
    state: formatStateJson({ exec: '0xffffffffffffffff', vgpr: { v0: lanes('lane') } }),
    regs: 'v0-v4',
    format: 'auto',
  },
  {
    name: 'Special floats through rcp, rsq, exp, log',
    source: `# v0: +-0, denormals, +-1, 0.5, pi, +-max, +-inf, NaNs (per 16 lanes)
v_rcp_f32       v1, v0
v_rsq_f32       v2, v0
v_exp_f32       v3, v0
v_log_f32       v4, v0
v_frexp_mant_f32 v5, v0
`,
    state: formatStateJson({ exec: '0xffffffffffffffff', vgpr: { v0: Array.from({ length: 64 }, (_, l) => hex32(SPECIAL_F32[l % 16]!)) } }),
    regs: 'v0-v5',
    format: 'auto',
  },
  {
    name: 'SDWA and DPP (GCN 1.2)',
    arch: 'gcn1.2',
    source: `# SDWA: select parts of a dword; DPP: read another lane
v_mov_b32       v1, v0 dst_sel:word1 src0_sel:byte0
v_mov_b32       v2, v0 quad_perm:[3,2,1,0] bound_ctrl:0
v_mov_b32       v3, v0 row_shr:1 bound_ctrl:0
v_mov_b32       v4, v0 row_bcast15 row_mask:0xa
`,
    state: formatStateJson({ exec: '0xffffffffffffffff', vgpr: { v0: lanes('lane') } }),
    regs: 'v0-v4',
    format: 'auto',
  },
  {
    name: 'Doubles, EXEC and readfirstlane',
    source: `# Only even lanes are active (EXEC = 0x5555...).
v_cvt_f64_u32   v[2:3], v0
v_sqrt_f64      v[4:5], v[2:3]
v_readfirstlane_b32 s0, v0
v_cvt_f32_f64   v6, v[4:5]
`,
    state: formatStateJson({ exec: '0x5555555555555555', vgpr: { v0: lanes('lane') } }),
    regs: 'v0 v[2:3] v[4:5] v6',
    format: 'auto',
  },
];
