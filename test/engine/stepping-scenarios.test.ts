/** Every scenario in scenarios/ passes with the shadow check of compiled stepping on every step. */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withStepping } from '../../src/engine/stepping-mode.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { scenarioFiles } from '../../src/scenarios/files.js';
import { describeResult, runScenarioFile } from '../../src/scenarios/run.js';

const files = scenarioFiles(join(PACKAGE_ROOT, 'scenarios'));

describe('scenarios/ with compiled stepping shadow-checked against an XState actor', () => {
  it('holds scenarios', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(relative(PACKAGE_ROOT, file), () => {
      const result = withStepping('shadow', () => runScenarioFile(file));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});
