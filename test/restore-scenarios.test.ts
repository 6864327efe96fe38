/**
 * What a game's state may hold is what restoring a snapshot accepts: every scenario's game, after
 * each of its actions, restores from its snapshot to the same snapshot. The scenarios reach the
 * state that random games rarely do (effects waiting for a card, steps waiting until after Rest,
 * named counters...), so a state field a mechanism adds and the snapshot check does not know
 * fails here.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPosition, restoreGame } from '../src/api.js';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { scenarioFiles } from '../src/scenarios/files.js';

type ScenarioJson = { position?: unknown; refused?: unknown; steps?: { do?: unknown }[] };

const files = scenarioFiles(join(PACKAGE_ROOT, 'scenarios')).filter((file) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as ScenarioJson;
  return json.position !== undefined && json.refused === undefined;
});

describe('every scenario game restores from its snapshot after each action', () => {
  it('holds scenarios of both games', () => {
    expect(files.filter((f) => f.includes('/altered/')).length).toBeGreaterThan(50);
    expect(files.filter((f) => f.includes('/riftbound/')).length).toBeGreaterThan(50);
  });
  for (const file of files) {
    it(relative(PACKAGE_ROOT, file), () => {
      const json = JSON.parse(readFileSync(file, 'utf8')) as ScenarioJson;
      const game = loadPosition(json.position, file);
      try {
        for (const step of json.steps ?? []) {
          if (step.do === undefined) continue;
          game.apply(step.do as Parameters<typeof game.apply>[0]);
          const snapshot = game.snapshot();
          expect(restoreGame(snapshot).snapshot()).toEqual(snapshot);
        }
      } finally {
        game.dispose();
      }
    });
  }
});
