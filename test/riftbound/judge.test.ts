/** Held-out judge cases: the rulebook's worked examples of CR 700-826, in scenarios/riftbound/judge/. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { describeResult, runScenarioFile } from '../../src/scenarios/run.js';

const dir = join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'judge');

describe('scenarios/riftbound/judge', () => {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    it(name, () => {
      const result = runScenarioFile(join(dir, name));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});
