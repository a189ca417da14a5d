// Names both dialects give special operand values (hwreg, sendmsg, buffer
// formats, export targets), as the ISA documents spell them; the printers
// write the same names.

/** hwreg ids; index = id ('' for 0, which has no name). GCN 1.2 adds id 13. */
export const HWREG_NAMES = ['', 'mode', 'status', 'trapsts', 'hw_id', 'gpr_alloc', 'lds_alloc', 'ib_sts', 'pc_lo', 'pc_hi',
  'inst_dw0', 'inst_dw1', 'ib_dbg0', 'ib_dbg1'];

/** sendmsg message types; index = type. */
export const SENDMSG_NAMES = ['', 'interrupt', 'gs', 'gs_done', '', '', '', '', '', '', '', '', '', '', '', 'system'];
export const SENDMSG_GS_OPS = ['nop', 'cut', 'emit', 'emit-cut'];

/** MTBUF data formats (index = DFMT) and number formats (index = NFMT). */
export const DFMT_NAMES = ['invalid', '8', '16', '8_8', '32', '16_16', '10_11_11', '11_11_10', '10_10_10_2', '2_10_10_10',
  '8_8_8_8', '32_32', '16_16_16_16', '32_32_32', '32_32_32_32', 'reserved'];
export const NFMT_NAMES = ['unorm', 'snorm', 'uscaled', 'sscaled', 'uint', 'sint', 'snorm_ogl', 'float'];

/** Export targets with a name of their own: mrtz (8), null (9). */
export const EXP_TARGETS = ['mrtz', 'null'];

/** s_waitcnt with every counter at its maximum (nothing waited for). */
export function waitcntMax(_gi: number): { all: number } {
  return { all: 0xf7f };
}
