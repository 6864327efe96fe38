// @module-tag process
/**
 * Every TypeScript example of README.md and docs/ type-checks against the package as built
 * (its published declarations), each example as the fragment of a longer program it is: the
 * names it takes from around it are declared in test/docs-examples/context.d.ts. The examples
 * are kept in test/docs-examples/ as files extracted from the documents; this test fails when
 * a document and its extracted files differ (`UPDATE_DOCS_EXAMPLES=1` writes them again).
 * They are compiled, not run: many need a server or a browser around them.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';
import { EXAMPLES_DIR, exampleFiles } from './support/docs-examples.js';

const dir = join(PACKAGE_ROOT, EXAMPLES_DIR);
/** Files of the folder that are not extracted examples. */
const KEPT = new Set(['context.d.ts', 'tsconfig.json']);

beforeAll(async () => {
  await builtDist();
}, BUILD_TIMEOUT_MS);

describe('the examples of README.md and docs/', () => {
  it('are extracted: one file per example, as the documents hold them', () => {
    const expected = exampleFiles(PACKAGE_ROOT);
    const present = readdirSync(dir).filter((f) => !KEPT.has(f));
    if (process.env['UPDATE_DOCS_EXAMPLES'] === '1') {
      for (const f of present) rmSync(join(dir, f));
      for (const [name, text] of expected) writeFileSync(join(dir, name), text);
      return;
    }
    expect(expected.size).toBeGreaterThan(10);
    expect(present.sort(), 'run UPDATE_DOCS_EXAMPLES=1 npx vitest run test/docs-examples.test.ts').toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(text);
  });

  it('type-check against the package', () => {
    const tsc = join(PACKAGE_ROOT, 'node_modules/.bin/tsc');
    const run = spawnSync(tsc, ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);
});
