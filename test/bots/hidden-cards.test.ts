/**
 * A bot decides from its seat's window only: two games that differ only in cards hidden from
 * the deciding seat (here, which cards an opponent holds and which remain in its deck) give
 * the same window, and every bot makes the same decision in both.
 */
import { describe, expect, it } from 'vitest';
import { createGame, restoreGame } from '../../src/api.js';
import { seatWindow } from '../../src/bots/bot.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import { botFromSpec } from '../../src/bots/registry.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Snapshot } from '../../src/engine/game/record.js';

type Json = Record<string, any>;

/** A game of `mode` after `steps` random actions, stopped where a seat has a real choice. */
function gameWithChoice(mode: string, seed: number, steps: number): Game {
  const game = createGame({ mode, seed });
  const bot = new RandomBot(seed);
  let done = 0;
  for (;;) {
    const decision = nextDecision(game);
    if (!decision) throw new Error('nobody can act');
    if (done >= steps && decision.actions.filter((a) => a.type !== 'showHand').length > 2) return game;
    game.apply(bot.choose(decision.actions));
    done++;
  }
}

/**
 * The snapshot with the cards of an opponent's hand exchanged with different cards of its deck
 * (object ids stay: they say nothing about the card).
 */
function swapHiddenCards(snapshot: Snapshot, observer: string): Snapshot {
  const copy = structuredClone(snapshot) as Snapshot & { state: Json };
  const objects = copy.state['objects'] as Record<string, Json>;
  const opponent = (copy.state['seats'] as Json[]).find((s) => s['id'] !== observer) as Json;
  let swapped = 0;
  for (const inHand of opponent['hand'] as string[]) {
    const other = (opponent['deck'] as string[]).find((id) => objects[id]?.['card'] !== objects[inHand]?.['card']);
    if (!other) continue;
    const card = objects[inHand]!['card'];
    objects[inHand]!['card'] = objects[other]!['card'];
    objects[other]!['card'] = card;
    swapped++;
  }
  expect(swapped).toBeGreaterThan(0);
  return copy;
}

describe.each([
  ['riftbound/duel', 5, 30],
  ['altered/duel', 3, 12],
])('%s: a bot decides from its window only', (mode, seed, steps) => {
  const original = gameWithChoice(mode, seed, steps);
  const seat = nextDecision(original)!.seat;
  const snapshot = original.snapshot();
  const worldA = restoreGame(snapshot);
  const worldB = restoreGame(swapHiddenCards(snapshot, seat));

  it('the two games differ, yet the window of the deciding seat is the same', () => {
    expect(worldA.snapshot().state).not.toEqual(worldB.snapshot().state);
    expect(seatWindow(worldB, seat)).toEqual(seatWindow(worldA, seat));
  });

  it.each(['random', 'greedy', 'search:1:playouts=12:rollout=3:ms=60000:watchdog=120000'])('%s decides the same in both', (spec) => {
    const incidents: unknown[] = [];
    const a = botFromSpec(spec, 42, (i) => incidents.push(i)).choose(seatWindow(worldA, seat));
    const b = botFromSpec(spec, 42, (i) => incidents.push(i)).choose(seatWindow(worldB, seat));
    expect(b).toEqual(a);
    expect(incidents).toEqual([]);
    expect(worldA.legalActions(seat)).toContainEqual(a);
  });
});
