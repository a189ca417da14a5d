// s_sendmsg's message, operation and stream fields as LLVM names and checks
// them (SIMM16: message 3:0, operation 6:4, stream 9:8). The LLVM-dialect
// disassembler prints a message symbolically when it is valid by these rules;
// the assembler refuses what they refuse. A message written as a name is
// checked strictly (its operations and streams); one written as a number
// only for fitting its field.

import type { GenIndex } from './generations.js';

/** LLVM's message names by id; the newer generations' ones are known but invalid here. */
const MSG_NAMES: readonly string[] = ['', 'MSG_INTERRUPT', 'MSG_GS', 'MSG_GS_DONE', 'MSG_SAVEWAVE', 'MSG_STALL_WAVE_GEN',
  'MSG_HALT_WAVES', 'MSG_ORDERED_PS_DONE', 'MSG_EARLY_PRIM_DEALLOC', 'MSG_GS_ALLOC_REQ', 'MSG_GET_DOORBELL', 'MSG_GET_DDID',
  '', '', '', 'MSG_SYSMSG'];
/** Ids valid (written as names) on GCN 1.0-1.2: MSG_SAVEWAVE from GCN 1.2. */
const MSG_FIRST_GEN: Readonly<Record<number, GenIndex>> = { 1: 0, 2: 0, 3: 0, 4: 2, 15: 0 };
export const MSG_GS = 2;
export const MSG_GS_DONE = 3;
export const MSG_SYSMSG = 15;
/** Operation names: GS_OP_* (for every message but MSG_SYSMSG) and SYSMSG_OP_* (from 1). */
export const GS_OP_NAMES: readonly string[] = ['GS_OP_NOP', 'GS_OP_CUT', 'GS_OP_EMIT', 'GS_OP_EMIT_CUT'];
export const SYSMSG_OP_NAMES: readonly string[] = ['', 'SYSMSG_OP_ECC_ERR_INTERRUPT', 'SYSMSG_OP_REG_RD', 'SYSMSG_OP_HOST_TRAP_ACK',
  'SYSMSG_OP_TTRACE_PC'];

/** The id of a message name (whatever the generation), or -1. */
export function msgIdOf(name: string): number {
  return name === '' ? -1 : MSG_NAMES.indexOf(name);
}

/** The name llvm-mc prints for a valid id on the generation, or undefined. */
export function msgName(gi: GenIndex, id: number): string | undefined {
  return msgIdValid(gi, id, true) ? MSG_NAMES[id] : undefined;
}

/** The id of an operation name for a message, or -1. */
export function msgOpIdOf(msg: number, name: string): number {
  const k = name === '' ? -1 : (msg === MSG_SYSMSG ? SYSMSG_OP_NAMES : GS_OP_NAMES).indexOf(name);
  return k;
}

export function msgIdValid(gi: GenIndex, id: number, strict: boolean): boolean {
  if (!strict) return id >= 0 && id <= 15;
  const first = MSG_FIRST_GEN[id];
  return first !== undefined && gi >= first;
}

/** The message takes an operation (and needs one). */
export function msgRequiresOp(id: number): boolean {
  return id === MSG_GS || id === MSG_GS_DONE || id === MSG_SYSMSG;
}

export function msgOpValid(id: number, op: number, strict: boolean): boolean {
  if (!strict) return op >= 0 && op <= 7;
  switch (id) {
    case MSG_GS: return op >= 1 && op <= 3;
    case MSG_GS_DONE: return op >= 0 && op <= 3;
    case MSG_SYSMSG: return op >= 1 && op <= 4;
    default: return op === 0;
  }
}

/** The operation takes a stream id. */
export function msgSupportsStream(id: number, op: number): boolean {
  return (id === MSG_GS || id === MSG_GS_DONE) && op !== 0;
}

export function msgStreamValid(id: number, op: number, stream: number, strict: boolean): boolean {
  if (!strict) return stream >= 0 && stream <= 3;
  if (id === MSG_GS || (id === MSG_GS_DONE && op !== 0)) return stream >= 0 && stream <= 3;
  return stream === 0;
}
