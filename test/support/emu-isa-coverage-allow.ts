// What the coverage test of the emu-isa cases (test/emu-isa-coverage.test.ts)
// does not require, each with why. Keys: `enc:ENC` (a whole encoding), NAME
// (all generations) or NAME@cpu (one generation).

export const COVERAGE_ALLOW: ReadonlyMap<string, string> = new Map<string, string>([
  // VOP1 has its own edge-case table and completeness check ("the table covers every VOP1
  // mnemonic of every generation") in test/emu-ops.test.ts, run through compileStep.
  ['enc:VOP1', 'test/emu-ops.test.ts'],
]);
