// Flat memory instructions (FLAT, GCN 1.1 and 1.2).
//
// One row per instruction: the CLRX mnemonic (what clrxdisasm prints), the
// opcode on GCN 1.0, 1.1 and 1.2 (null where the generation lacks it), the
// operand profile, and per-dialect facts where the dialects differ (see
// types.ts for every option). Checked against CLRX 0.1.9's instruction table,
// LLVM 14's AMDGPU instruction definitions and isa_inventory.json by
// test/isa-table.test.ts.

import { flat } from './build.js';
import type { RowSpec } from './types.js';

/** FLAT (GCN 1.1 and 1.2) */
export const FLAT_ROWS = (): readonly RowSpec[] => [
  flat('flat_load_ubyte',           null,   8,  16, 'load', 1),
  flat('flat_load_sbyte',           null,   9,  17, 'load', 1),
  flat('flat_load_ushort',          null,  10,  18, 'load', 1),
  flat('flat_load_sshort',          null,  11,  19, 'load', 1),
  flat('flat_load_dword',           null,  12,  20, 'load', 1),
  flat('flat_load_dwordx2',         null,  13,  21, 'load', 2),
  flat('flat_load_dwordx4',         null,  14,  23, 'load', 4),
  flat('flat_load_dwordx3',         null,  15,  22, 'load', 3),
  flat('flat_store_byte',           null,  24,  24, 'store', 1),
  flat('flat_store_short',          null,  26,  26, 'store', 1),
  flat('flat_store_dword',          null,  28,  28, 'store', 1),
  flat('flat_store_dwordx2',        null,  29,  29, 'store', 2),
  flat('flat_store_dwordx4',        null,  30,  31, 'store', 4),
  flat('flat_store_dwordx3',        null,  31,  30, 'store', 3),
  flat('flat_atomic_swap',          null,  48,  64, 'atomic', 1),
  flat('flat_atomic_cmpswap',       null,  49,  65, 'atomic', 2, { cmpswap: true }),
  flat('flat_atomic_add',           null,  50,  66, 'atomic', 1),
  flat('flat_atomic_sub',           null,  51,  67, 'atomic', 1),
  flat('flat_atomic_smin',          null,  53,  68, 'atomic', 1),
  flat('flat_atomic_umin',          null,  54,  69, 'atomic', 1),
  flat('flat_atomic_smax',          null,  55,  70, 'atomic', 1),
  flat('flat_atomic_umax',          null,  56,  71, 'atomic', 1),
  flat('flat_atomic_and',           null,  57,  72, 'atomic', 1),
  flat('flat_atomic_or',            null,  58,  73, 'atomic', 1),
  flat('flat_atomic_xor',           null,  59,  74, 'atomic', 1),
  flat('flat_atomic_inc',           null,  60,  75, 'atomic', 1),
  flat('flat_atomic_dec',           null,  61,  76, 'atomic', 1),
  flat('flat_atomic_fcmpswap',      null,  62, null, 'atomic', 2, { cmpswap: true }),
  flat('flat_atomic_fmin',          null,  63, null, 'atomic', 1),
  flat('flat_atomic_fmax',          null,  64, null, 'atomic', 1),
  flat('flat_atomic_swap_x2',       null,  80,  96, 'atomic', 2),
  flat('flat_atomic_cmpswap_x2',    null,  81,  97, 'atomic', 4, { cmpswap: true }),
  flat('flat_atomic_add_x2',        null,  82,  98, 'atomic', 2),
  flat('flat_atomic_sub_x2',        null,  83,  99, 'atomic', 2),
  flat('flat_atomic_smin_x2',       null,  85, 100, 'atomic', 2),
  flat('flat_atomic_umin_x2',       null,  86, 101, 'atomic', 2),
  flat('flat_atomic_smax_x2',       null,  87, 102, 'atomic', 2),
  flat('flat_atomic_umax_x2',       null,  88, 103, 'atomic', 2),
  flat('flat_atomic_and_x2',        null,  89, 104, 'atomic', 2),
  flat('flat_atomic_or_x2',         null,  90, 105, 'atomic', 2),
  flat('flat_atomic_xor_x2',        null,  91, 106, 'atomic', 2),
  flat('flat_atomic_inc_x2',        null,  92, 107, 'atomic', 2),
  flat('flat_atomic_dec_x2',        null,  93, 108, 'atomic', 2),
  flat('flat_atomic_fcmpswap_x2',   null,  94, null, 'atomic', 4, { cmpswap: true }),
  flat('flat_atomic_fmin_x2',       null,  95, null, 'atomic', 2),
  flat('flat_atomic_fmax_x2',       null,  96, null, 'atomic', 2),
];
