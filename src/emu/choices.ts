// The open questions of the semantics reference (semantics.md §10) that the
// emulator had to decide, in one place. Each is one constant read by the code
// that depends on it; changing a decision is a one-line change here. The
// README lists the same decisions.

export const CHOICES = {
  /** #1: sin/cos input domain in revolutions (AMD: ±256, inclusive; CLRX says ±1). Outside: sin +0, cos 1.0. */
  sinCosDomain: 256,
  /** #4: v_rsq_clamp_* also clamps a −∞ result to −MAX (LLVM) — false: only +∞ (CLRX, which ranks higher). */
  rsqClampNegativeInfinity: false,
  /** #11: OMOD is ignored while MODE.IEEE = 1 (LLVM: "hardware ignores OMOD"; CLRX is silent). */
  omodIgnoredWhenIeee: true,
  /** #12: CLAMP turns −0.0 (and negatives) into +0.0 (amdgpu-sim's rule; IEEE max(x, +0) would keep −0). */
  clampNegativeZeroToPositive: true,
  /** #17: bits 31–16 of every 16-bit result are zeroed, v_cvt_u16/i16_f16 included (not on LLVM's list). */
  zeroHigh16OfIntegerConversions: true,
  /** #18: the TRAPSTS bits v_clrexcp clears (EXCP[6:0]; undocumented). */
  clrexcpMask: 0x7f,
  /** #20: DPP BOUND_CTRL = 1 makes invalid source lanes read 0 and 0 leaves such lanes unwritten (LLVM; CLRX's pseudo-code swaps them). */
  dppBoundCtrlReadsZero: true,
} as const;

/*
 * Decided without a switch (the choice is the only one that keeps the rest
 * consistent), as listed in the README:
 * #2 sin/cos F32 denormals follow MODE; #3 the SI fract quirk is not
 * modelled; #5 F64 rcp/rsq/sqrt are correctly rounded; #6 cvt_rpi/cvt_flr of
 * NaN give 0; #7 S0 + 0.5 in cvt_rpi is exact; #8 frexp on GCN 1.0 follows
 * CLRX; #9 ABS/NEG on integer sources flip/clear the raw sign bit; #10 OMOD is
 * ignored while output denormals are kept; #13 v_cvt_f16_f32 rounds by
 * generation; #14 default NaNs 0xffc00000 / 0xfe00 / 0xfff8000000000000;
 * #15 fract(±∞) is the default NaN; #16 rsq_legacy follows CLRX's pseudo-code;
 * #19 a movrel index past v255 is a run-time error; #21 the f16 fract cap is
 * 0x3bff; #22 rndne keeps the sign of zero (IEEE); #23 the legacy exp/log are
 * exp/log; #24 ceil is trunc-based; #25 output denormals are flushed after
 * OMOD and CLAMP.
 */

/**
 * Decisions of the whole-ISA emulator (issue 11; docs/emulator.md lists them
 * with their sources). The switches below are read by the code they name;
 * the rest are fixed by the code and documented there.
 */
export const ISA_CHOICES = {
  /** min/max: −0 is less than +0 (v_min_f32(−0, +0) = −0). */
  minMaxSignedZero: true,
  /** v_mad_f32 / v_mac_f32 round the product before the add (unfused), denormals per MODE. */
  madUnfused: true,
  /** LDS accesses past the limit (the group's allocation; M0 on GCN 1.0/1.1) read 0 and drop writes. */
  ldsOutOfRangeIsZero: true,
  /** Buffer accesses outside num_records read 0 and drop writes (MUBUF/MTBUF range checking); addr64 is not checked. */
  bufferOutOfRangeIsZero: true,
  /** s_memtime/s_memrealtime: a counter that grows by this much per read (deterministic runs). */
  memtimeStep: 1000,
  /** ds_cmpst_f32/f64 and buffer/flat_atomic_fcmpswap(_x2): an IEEE equality (−0 = +0, NaN never equal), denormals not flushed. */
  floatCompareAndSwap: true,
  /** Fork/join stack: CSP (MODE[31:29]) holds up to this many entries of 4 SGPRs from s0 (AMD: six, log2 64; more: run-time error). */
  forkStackDepth: 6,
  /** s_trap with this id (llvm.debugtrap) is a no-op with no debugger; s_trap 2 (llvm.trap) aborts; others: no handler, error. */
  debugTrapId: 3,
} as const;

/*
 * Fixed by the code (docs/emulator.md, decisions 9, 16 and 20-29, with sources):
 * #9 GCN 1.2 integer CLAMP saturates the u32/u16/i16/24-bit adds, subtracts and
 *   multiply-adds LLVM gives a clamp operand (valu-ops.ts INT_CLAMP), no effect elsewhere;
 * #16 buffer formats: all DFMT 1-14 (packed x in the low bits), stores round to
 *   nearest even and saturate (buf-format.ts); #21 v_trig_preop_f64: AMD's
 *   pseudo-code, 1201-bit 2/π, truncated (valu-more.ts); #22 v_mullit_f32:
 *   −MAX_FLOAT specials, else 0·x = 0; #23 quad SADs with 16-bit (32-bit)
 *   accumulators, GCN 1.0's v_qsad_u8/v_mqsad_u8 the same ops; #24 ds_wrxchg2*
 *   read both then write, ds_condxchg32 at (ADDR + offset) & 0xfff8, ds_wrap,
 *   ds_*_src2_* with B from the offset or A >> 17 (ds-more.ts); #25 GWS and
 *   ordered count: GDS error; #26 fork stack entries at SGPR[4·CSP] = {PC, mask} (mask low),
 *   the smaller side first (control.ts); #27 VSKIP skips vector instructions,
 *   s_sethalt 1 / s_sendmsghalt are errors, s_trap 3 no-op, s_trap 2 aborts,
 *   s_rfe* error, s_sendmsg interrupt/savewave/sysmsg no-ops, GS messages error;
 *   #28 GCN 1.2 d16 buffer data unpacked, floats via f16 RNE; #29 LDS-return
 *   loads and buffer_store_lds_dword at M0[15:0] + OFFSET + 4·lane.
 */
