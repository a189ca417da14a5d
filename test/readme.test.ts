// The README lists the supported instructions per generation; keep it in
// step with the ISA table.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPS } from '../src/index.js';

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md'), 'utf8');

test('every mnemonic of the ISA table is named in the README', () => {
  const missing = OPS.map((o) => o.name)
    .filter((n) => !readme.includes('`' + n + '`') && !/^v_cvt_f32_ubyte[123]$/.test(n));
  assert.deepEqual(missing, []);
});

test('the README documents the two set-up commands', () => {
  assert.match(readme, /npm ci/);
  assert.match(readme, /npm test/);
});
