// What the coverage test of the emu-isa cases (test/emu-isa-coverage.test.ts)
// does not require, each with why. Keys: `enc:ENC` (a whole encoding), NAME
// (all generations) or NAME@cpu (one generation).

export const COVERAGE_ALLOW: ReadonlyMap<string, string> = new Map<string, string>([
  // VOP1 has its own edge-case table and completeness check ("the table covers every VOP1
  // mnemonic of every generation") in test/emu-ops.test.ts, run through compileStep.
  ['enc:VOP1', 'test/emu-ops.test.ts'],
  // Pending: the DS, MUBUF, MTBUF and FLAT cases of branch semtest-b (issue 11, second half;
  // support/emu-isa-cover-b.ts). Delete these four entries once both branches are merged:
  // with that file present no row is missing (checked before this branch was handed in).
  ['enc:DS', 'pending semtest-b'],
  ['enc:MUBUF', 'pending semtest-b'],
  ['enc:MTBUF', 'pending semtest-b'],
  ['enc:FLAT', 'pending semtest-b'],
]);
