/**
 * Mechanisms of the gaps card set (rules/riftbound/cards/gaps.json): its scenarios
 * (scenarios/riftbound/gaps/) and the checks beyond them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { describeResult, runScenarioFile } from '../../src/scenarios/run.js';

const dir = join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'gaps');

describe('scenarios/riftbound/gaps', () => {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    it(name, () => {
      const result = runScenarioFile(join(dir, name));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});
