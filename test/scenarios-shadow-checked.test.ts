// @module-tag thorough
/**
 * Every scenario in scenarios/ passes with three checks on every step, in one pass: compiled
 * stepping against an XState actor, each cached Riftbound unit read against a fresh computation
 * (a scenario of another game makes no such read), and, after each action, the game restored
 * from its snapshot to the same snapshot. The scenarios reach states that random games rarely
 * do (effects waiting for a card, steps waiting until after Rest, named counters...), so a state
 * field a mechanism adds and the snapshot check does not know fails here.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreGame } from '../src/api.js';
import { withStepping } from '../src/engine/chart/stepping-mode.js';
import type { Game } from '../src/engine/game/game.js';
import { shadowCheckingUnitCache } from '../src/games/riftbound/reads/unit-cache.js';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { scenarioFiles } from '../src/scenarios/files.js';
import { describeResult, runScenarioFile } from '../src/scenarios/run.js';

const files = scenarioFiles(join(PACKAGE_ROOT, 'scenarios'));

function restoresFromItsSnapshot(game: Game): void {
  const snapshot = game.snapshot();
  // What is checked is the snapshot: the restored game steps nothing, so it needs no XState twin.
  const restored = restoreGame(snapshot, { stepping: 'compiled' });
  try {
    expect(restored.snapshot()).toEqual(snapshot);
  } finally {
    restored.dispose();
  }
}

describe('scenarios/ with compiled stepping and cached unit reads shadow-checked, each state restored', () => {
  it('holds scenarios of both games', () => {
    expect(files.filter((f) => f.includes('/riftbound/')).length).toBeGreaterThan(50);
    expect(files.filter((f) => f.includes('/altered/')).length).toBeGreaterThan(50);
  });
  for (const file of files) {
    it(relative(PACKAGE_ROOT, file), () => {
      const result = withStepping('shadow', () => shadowCheckingUnitCache(() => runScenarioFile(file, { afterAction: restoresFromItsSnapshot })));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});
