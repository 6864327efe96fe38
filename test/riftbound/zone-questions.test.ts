/**
 * A question asked as a chain item resolves (cards to choose, a card to pay for) is part of
 * the state: a snapshot taken while it waits passes the state check, restores, and goes on
 * exactly as the live game does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { loadPosition, restoreGame } from '../../src/api.js';
import type { Action } from '../../src/engine/game/module.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { act, live } from '../support/riftbound.js';

/** The position of a scenario of scenarios/riftbound/text-zones/. */
function position(name: string): unknown {
  return JSON.parse(readFileSync(join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'text-zones', name), 'utf8')).position;
}

function restoredWhileAsked(name: string, setUp: readonly Action[], answer: Action): void {
  const game = loadPosition<RiftboundState>(position(name));
  for (const action of setUp) act(game, action);
  expect(live(game).instructionCost?.asks).toBeDefined();
  const restored = restoreGame<RiftboundState>(game.snapshot());
  expect(restored.snapshot()).toEqual(game.snapshot());
  expect(act(restored, answer)).toEqual(act(game, answer));
  expect(restored.snapshot()).toEqual(game.snapshot());
}

const castAndResolve = (card: string): Action[] => [
  { type: 'playSpell', seat: 'A', card },
  { type: 'pass', seat: 'A' },
  { type: 'pass', seat: 'B' },
];

describe('a question asked as an item resolves, in a snapshot', () => {
  it('cards to choose among those looked at, with what the execution remembers', () => {
    restoredWhileAsked('look-at-the-top-take-two-recycle-the-rest.json', castAndResolve('A-scry-the-stacks'), { type: 'chooseCards', seat: 'A', cards: ['A-d1', 'A-d2'] });
  });

  it('a card an effect plays, its cost and where it may go', () => {
    const [play, ...passes] = castAndResolve('A-call-from-ashes');
    restoredWhileAsked('play-from-the-trash-paying-its-power.json', [{ ...play!, targets: { card: 'A-t-warden' } }, ...passes], { type: 'payCost', seat: 'A', pay: true, to: 'X' });
  });
});
