// The float core of the emulator: exact conversions, rounding ops and
// correctly rounded approximate ops on bit patterns (see bits.ts for the
// conventions).
export * from './bits.js';
export * from './round.js';
export * from './convert.js';
export * from './integral.js';
export * from './frexp.js';
export * from './rcp-sqrt.js';
export * from './exp-log.js';
export * from './sin-cos.js';
export { floatTestHooks, zivStats } from './ziv.js';
