/**
 * The files the suite starts first (test/support/long-first-sequencer.ts) are test files that
 * exist; the files that ask for dist/, directly or through a helper, are known before they run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { asksForDist, LONG_FIRST } from './support/long-first-sequencer.js';

it('names only test files that exist, each once', () => {
  expect(LONG_FIRST.length).toBeGreaterThan(0);
  expect(new Set(LONG_FIRST).size).toBe(LONG_FIRST.length);
  for (const file of LONG_FIRST) {
    expect(file).toMatch(/^test\/.+\.test\.ts$/);
    expect(existsSync(join(PACKAGE_ROOT, file)), file).toBe(true);
  }
});

it('finds the files that ask for dist/, through the helpers they import too', () => {
  const testDir = join(PACKAGE_ROOT, 'test');
  const asks = (file: string) => asksForDist(join(testDir, file), testDir);
  expect(asks('cli.test.ts')).toBe(true);
  // Through test/table/setup.ts, which builds for the table's server.
  expect(asks('table/every-mode.test.ts')).toBe(true);
  expect(asks('riftbound/unit-cache.test.ts')).toBe(false);
  for (const file of LONG_FIRST) expect(asks(file.slice('test/'.length)), file).toBe(false);
});
