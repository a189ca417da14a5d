// Interpolation (VINTRP) and export (EXP): graphics instructions, three rows
// and one. Their VOP3 images on GCN 1.2 (v_interp_* at 624-626) are derived.

import { exp, vintrp } from './build.js';
import type { RowSpec } from './types.js';

/** VINTRP: VDST = interpolate(attribute ATTR.ATTRCHAN, barycentric VSRC). */
export const VINTRP_ROWS = (): readonly RowSpec[] => [
  vintrp('v_interp_p1_f32',   0, 0, 0, 'p1'),
  vintrp('v_interp_p2_f32',   1, 1, 1, 'p2'),
  vintrp('v_interp_mov_f32',  2, 2, 2, 'mov'),
];

/** EXP: the export instruction has no opcode field. */
export const EXP_ROWS = (): readonly RowSpec[] => [
  exp('exp'),
];
