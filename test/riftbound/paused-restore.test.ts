/**
 * A game paused on a question a step asks as it resolves (a cost of any amount, a counter read
 * after its spell left the chain, a choice among replacements of a token it plays) is saved and restored: the restored snapshot passes the state
 * check and lists the same actions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreGame } from '../../src/api.js';
import type { Action } from '../../src/engine/game/module.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { checkScenario, startOf } from '../../src/scenarios/run.js';

const FILES = [
  'scenarios/riftbound/text-amounts/pay-any-amount-to-add-that-much.json',
  'scenarios/riftbound/text-amounts/pay-any-amount-to-deal-that-much.json',
  'scenarios/riftbound/text-pronouns/counter-that-spell-then-give-its-energy-cost.json',
  'scenarios/riftbound/text-token-plays/the-player-chooses-among-replacements-of-a-token.json',
];

describe('snapshots of games paused as a step resolves', () => {
  it.each(FILES)('%s: every step restores', (relative) => {
    const file = join(PACKAGE_ROOT, relative);
    const { scenario } = checkScenario(JSON.parse(readFileSync(file, 'utf8')), file);
    const game = startOf(scenario, file);
    let restored = 0;
    for (const step of scenario.steps as { do?: Action | Action[] }[]) {
      if (step.do === undefined) continue;
      for (const action of Array.isArray(step.do) ? step.do : [step.do]) game.apply(action);
      const again = restoreGame(game.snapshot());
      for (const seat of game.seats) expect(again.legalActions(seat)).toEqual(game.legalActions(seat));
      restored++;
    }
    expect(restored).toBeGreaterThan(0);
  });
});
