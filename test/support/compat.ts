// The operand-code table was exported as SOURCE_CODES[gen] and is being
// changed to a lazily built sourceCodes(gen) while these tests are written;
// accept either so the tests do not depend on that refactoring.

import * as lib from '../../src/index.js';
import type { GenIndex, SourceCode } from '../../src/index.js';

export function codeTable(g: GenIndex): readonly SourceCode[] {
  const L = lib as unknown as {
    sourceCodes?: (g: GenIndex) => readonly SourceCode[];
    SOURCE_CODES?: readonly (readonly SourceCode[])[];
  };
  if (typeof L.sourceCodes === 'function') return L.sourceCodes(g);
  if (L.SOURCE_CODES !== undefined) return L.SOURCE_CODES[g]!;
  throw new Error('neither sourceCodes() nor SOURCE_CODES is exported by src/index.ts');
}
