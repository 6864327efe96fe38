/** Every scenario in scenarios/ passes with the shadow check of compiled stepping on every step. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withStepping } from '../../src/engine/stepping-mode.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { describeResult, runScenarioFile } from '../../src/scenarios/run.js';

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scenarioFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

const files = scenarioFiles(join(PACKAGE_ROOT, 'scenarios')).sort();

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
