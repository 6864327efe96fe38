/** The files the suite starts first (test/support/long-first-sequencer.ts) are test files that exist. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { LONG_FIRST } from './support/long-first-sequencer.js';

it('names only test files that exist, each once', () => {
  expect(LONG_FIRST.length).toBeGreaterThan(0);
  expect(new Set(LONG_FIRST).size).toBe(LONG_FIRST.length);
  for (const file of LONG_FIRST) {
    expect(file).toMatch(/^test\/.+\.test\.ts$/);
    expect(existsSync(join(PACKAGE_ROOT, file)), file).toBe(true);
  }
});
