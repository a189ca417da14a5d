// Scalar memory instructions: SMRD (GCN 1.0/1.1) and SMEM (GCN 1.2).
//
// One row per instruction: the CLRX mnemonic (what clrxdisasm prints), the
// opcode on GCN 1.0, 1.1 and 1.2 (null where the generation lacks it), the
// operand profile, and per-dialect facts where the dialects differ (see
// types.ts for every option). Checked against CLRX 0.1.9's instruction table,
// LLVM 14's AMDGPU instruction definitions and isa_inventory.json by
// test/isa-table.test.ts.

import { smem } from './build.js';
import type { RowSpec } from './types.js';

/** SMRD (GCN 1.0/1.1) and SMEM (GCN 1.2): one row per op, the opcode of the encoding each generation has. */
export const SMEM_ROWS = (): readonly RowSpec[] => [
  smem('s_load_dword',                0,   0,   0, 'load', 1, 2),
  smem('s_load_dwordx2',              1,   1,   1, 'load', 2, 2),
  smem('s_load_dwordx4',              2,   2,   2, 'load', 4, 2),
  smem('s_load_dwordx8',              3,   3,   3, 'load', 8, 2),
  smem('s_load_dwordx16',             4,   4,   4, 'load', 16, 2),
  smem('s_buffer_load_dword',         8,   8,   8, 'load', 1, 4),
  smem('s_buffer_load_dwordx2',       9,   9,   9, 'load', 2, 4),
  smem('s_buffer_load_dwordx4',      10,  10,  10, 'load', 4, 4),
  smem('s_buffer_load_dwordx8',      11,  11,  11, 'load', 8, 4),
  smem('s_buffer_load_dwordx16',     12,  12,  12, 'load', 16, 4),
  smem('s_memtime',                  30,  30,  36, 'dst', 2, 2),
  smem('s_dcache_inv',               31,  31,  32, 'none', 1, 2),
  smem('s_dcache_inv_vol',          null,  29,  34, 'none', 1, 2),
  smem('s_store_dword',             null, null,  16, 'store', 1, 2),
  smem('s_store_dwordx2',           null, null,  17, 'store', 2, 2),
  smem('s_store_dwordx4',           null, null,  18, 'store', 4, 2),
  smem('s_buffer_store_dword',      null, null,  24, 'store', 1, 4),
  smem('s_buffer_store_dwordx2',    null, null,  25, 'store', 2, 4),
  smem('s_buffer_store_dwordx4',    null, null,  26, 'store', 4, 4),
  smem('s_dcache_wb',               null, null,  33, 'none', 1, 2),
  smem('s_dcache_wb_vol',           null, null,  35, 'none', 1, 2),
  smem('s_memrealtime',             null, null,  37, 'dst', 2, 2),
  smem('s_atc_probe',               null, null,  38, 'probe', 1, 2),
  smem('s_atc_probe_buffer',        null, null,  39, 'probe', 1, 4),
  smem('s_buffer_atomic_swap',      null, null,  64, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_cmpswap',   null, null,  65, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_add',       null, null,  66, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_sub',       null, null,  67, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_smin',      null, null,  68, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_umin',      null, null,  69, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_smax',      null, null,  70, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_umax',      null, null,  71, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_and',       null, null,  72, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_or',        null, null,  73, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_xor',       null, null,  74, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_inc',       null, null,  75, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_dec',       null, null,  76, 'atomic', 1, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_swap_x2',   null, null,  96, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_cmpswap_x2', null, null,  97, 'atomic', 4, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_add_x2',    null, null,  98, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_sub_x2',    null, null,  99, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_smin_x2',   null, null, 100, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_umin_x2',   null, null, 101, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_smax_x2',   null, null, 102, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_umax_x2',   null, null, 103, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_and_x2',    null, null, 104, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_or_x2',     null, null, 105, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_xor_x2',    null, null, 106, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_inc_x2',    null, null, 107, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
  smem('s_buffer_atomic_dec_x2',    null, null, 108, 'atomic', 2, 4, { llvm: null, notHw: true, note: 'CLRX 0.1.9 enables it on GCN 1.2; the op exists only on GCN 1.4' }),
];
