/**
 * Every scenario in scenarios/ passes with two shadow checks on every step, in one pass: compiled
 * stepping against an XState actor, and each cached Riftbound unit read against a fresh
 * computation (a scenario of another game makes no such read).
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withStepping } from '../src/engine/chart/stepping-mode.js';
import { shadowCheckingUnitCache } from '../src/games/riftbound/unit-cache.js';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { scenarioFiles } from '../src/scenarios/files.js';
import { describeResult, runScenarioFile } from '../src/scenarios/run.js';

const files = scenarioFiles(join(PACKAGE_ROOT, 'scenarios'));

describe('scenarios/ with compiled stepping and cached unit reads shadow-checked', () => {
  it('holds scenarios of both games', () => {
    expect(files.filter((f) => f.includes('/riftbound/')).length).toBeGreaterThan(50);
    expect(files.filter((f) => f.includes('/altered/')).length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(relative(PACKAGE_ROOT, file), () => {
      const result = withStepping('shadow', () => shadowCheckingUnitCache(() => runScenarioFile(file)));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});
