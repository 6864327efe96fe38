/** The special terms of units (CR 741) as card conditions: the scenarios of scenarios/riftbound/conditions/, and what they cannot say. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { describeResult, runScenarioFile } from '../../src/scenarios/run.js';

const dir = join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'conditions');
const costs = join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'instruction-costs');

describe('scenarios/riftbound/conditions', () => {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    it(name, () => {
      const result = runScenarioFile(join(dir, name));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});

describe('scenarios/riftbound/instruction-costs', () => {
  for (const name of readdirSync(costs).filter((f) => f.endsWith('.json')).sort()) {
    it(name, () => {
      const result = runScenarioFile(join(costs, name));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});
