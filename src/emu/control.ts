// Scalar control flow beyond branches (issue 11, docs/emulator.md §24-27): the
// fork/join stack of s_cbranch_i_fork / s_cbranch_g_fork / s_cbranch_join, VSKIP
// (s_setvskip), s_sethalt, s_trap / s_rfe and s_sendmsg, as decided in
// ISA_CHOICES (choices.ts).

import { ISA_CHOICES } from './choices.js';
import type { Exec } from './machine.js';
import { fail, readS32, readS64, s64hi, type Operand } from './operand.js';
import { CODE_EXEC, popcount, type Wave } from './wave.js';

/** MODE[31:29]: the control stack pointer (CSP) of the fork/join stack. */
const CSP_SHIFT = 29;
const csp = (w: Wave): number => w.mode >>> CSP_SHIFT;
const setCsp = (w: Wave, v: number): void => { w.mode = ((w.mode & 0x1fffffff) | (v << CSP_SHIFT)) >>> 0; };

/**
 * s_cbranch_i_fork / s_cbranch_g_fork (SI/CI/VI ISA, "branch stack"): with the lanes of EXEC
 * split by the mask into pass and fail, the side with fewer lanes runs first; the other
 * side's {PC, mask} is pushed as 128 bits at SGPR[4·CSP] (the mask in the low pair, the PC in
 * the high pair, as AMD's concatenation and CLRX read it) and CSP grows. All lanes on one side: a plain branch or fall-through, nothing pushed.
 */
export function forkExec(mask: Operand, target: (w: Wave) => number, next: number, what: string): Exec {
  return (w) => {
    const S = w.sreg;
    const ml = readS64(w, mask); const mh = s64hi;
    const el = S[CODE_EXEC]!; const eh = S[CODE_EXEC + 1]!;
    const pl = (ml & el) >>> 0; const ph = (mh & eh) >>> 0;
    const fl = (~ml & el) >>> 0; const fh = (~mh & eh) >>> 0;
    const to = target(w);
    if (pl === el && ph === eh) { w.pc = to; return; }
    if (fl === el && fh === eh) return; // PC already at the next instruction
    const c = csp(w);
    if (c >= ISA_CHOICES.forkStackDepth) fail(`${what}: fork stack overflow (CSP = ${c})`);
    const base = 4 * c;
    const failFirst = popcount(fl) + popcount(fh) < popcount(pl) + popcount(ph);
    // Pushed: the side that runs later (its PC, its mask).
    const pc = failFirst ? to : next;
    S[base] = failFirst ? pl : fl; S[base + 1] = failFirst ? ph : fh;
    S[base + 2] = pc % 0x100000000; S[base + 3] = Math.floor(pc / 0x100000000);
    setCsp(w, c + 1);
    if (failFirst) { S[CODE_EXEC] = fl; S[CODE_EXEC + 1] = fh; }
    else { S[CODE_EXEC] = pl; S[CODE_EXEC + 1] = ph; w.pc = to; }
  };
}

/** s_cbranch_join: when CSP equals the saved value, fall through; else pop {PC, EXEC} and jump. */
export function joinExec(saved: Operand): Exec {
  return (w) => {
    const c = csp(w);
    if (c === readS32(w, saved) >>> 0) return;
    if (c === 0) return; // an empty stack has nothing to pop (a saved value that never matched)
    const base = 4 * (c - 1);
    const S = w.sreg;
    setCsp(w, c - 1);
    S[CODE_EXEC] = S[base]!; S[CODE_EXEC + 1] = S[base + 1]!;
    w.pc = S[base + 3]! * 0x100000000 + S[base + 2]!;
  };
}

/** s_setvskip: VSKIP = bit S1[4:0] of S0; while set, vector instructions are skipped (program.ts). */
export function setvskipExec(a: Operand, b: Operand): Exec {
  return (w) => { w.vskip = (readS32(w, a) >>> (readS32(w, b) & 31)) & 1; };
}

/** s_sethalt: 0 is a no-op; 1 halts the wave with nothing to resume it (run-time error). */
export function sethaltExec(simm: number, what: string): Exec {
  if ((simm & 1) === 0) return () => {};
  return () => fail(`${what}: the wave halted; nothing resumes a halted wave in the compute model`);
}

/** s_trap: no trap handler is installed (TBA = 0). */
export function trapExec(simm: number, what: string): Exec {
  const id = simm & 0xff;
  if (id === ISA_CHOICES.debugTrapId) return () => {}; // llvm.debugtrap without a debugger: no-op (AMDGPU trap ABI)
  if (id === 2) return () => fail(`${what}: the kernel trapped (llvm.trap); the dispatch is aborted`);
  return () => fail(`${what}: trap ${id} with no trap handler installed`);
}

/** s_sendmsg / s_sendmsghalt: the message ids of SIMM16[3:0]. */
export function sendmsgExec(simm: number, halt: boolean, what: string): Exec {
  const id = simm & 15;
  let msg: Exec;
  switch (id) {
    case 1: // MSG_INTERRUPT: an interrupt to the host with M0 as payload; no host to receive it
    case 4: // MSG_SAVEWAVE (GCN 1.2): a context-save hint
    case 15: // MSG_SYSMSG: system messages (ECC error, register read, trap acknowledgement, trace)
      msg = () => {};
      break;
    case 2: case 3: // MSG_GS, MSG_GS_DONE
      msg = () => fail(`${what}: geometry-shader messages are not supported by the compute model`);
      break;
    default:
      msg = () => fail(`${what}: message ${id} is reserved`);
  }
  if (!halt) return msg;
  return (w) => { msg(w); fail(`${what}: the wave halted; nothing resumes a halted wave in the compute model`); };
}

/** s_rfe_b64 / s_rfe_restore_b64 return from a trap handler, which the compute model never enters. */
export function rfeExec(what: string): Exec {
  return () => fail(`${what}: return from exception outside a trap handler (none is installed)`);
}
