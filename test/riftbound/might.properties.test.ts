/**
 * Random games whose decks are the cards of rules/riftbound/cards/might.json (buffs, Mighty,
 * bonus damage, additional turns), in a duel, four-player free for all and 2v2: games end,
 * every legal action is accepted, the Mighty record covers exactly the units on the board, no
 * unit's Might is above the ceiling the Mighty check judges it by, the turn queue names seats
 * in the game, and a replay from the record is identical.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, replay } from '../../src/api.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import { might, mightCeiling, unitsOnBoard, type RiftHost } from '../../src/games/riftbound/reads/queries.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { expectAccepted } from '../support/random-games.js';

const mightCards = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'rules/riftbound/cards/might.json'), 'utf8')) as { cards: { id: string; type: string }[] }).cards
  .filter((c) => c.type === 'unit' || c.type === 'spell')
  .map((c) => ({ card: c.id, count: 3 }));

/** A shipped deck (legend, champion, battlefields, runes) whose main deck is the might cards. */
function mightDeck(name: string): object {
  const deck = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'rules/riftbound/decks', `${name}.json`), 'utf8')) as Record<string, unknown>;
  const { $schema: _, ...rest } = deck;
  return { ...rest, main: mightCards };
}

const SEATED = { 'riftbound/duel': ['ember', 'tide'], 'riftbound/ffa4': ['ember', 'tide', 'bastion', 'tempest'], 'riftbound/2v2': ['ember', 'tide', 'bastion', 'tempest'] } as const;

/** The units on the board with more Might than their ceiling says, when they have one (mechanics/mighty.ts skips units below 5 by it). */
function overCeilings(host: RiftHost): string[] {
  const over: string[] = [];
  for (const unit of unitsOnBoard(host.state)) {
    const ceiling = mightCeiling(host, unit);
    if (ceiling !== undefined && might(host, unit) > ceiling) over.push(`${unit}'s Might ${might(host, unit)} over ${ceiling}`);
  }
  return over;
}

describe('random games with the might cards', () => {
  it.each(Object.keys(SEATED) as (keyof typeof SEATED)[])('%s: games end, the Mighty record and turn queue stay consistent, replays are identical', (mode) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const game = createGame<RiftboundState>({ mode, seed, decks: SEATED[mode].map(mightDeck), rules: { knobs: { deckRules: 'off' } } });
        const bot = new RandomBot(seed);
        // Collected and asserted once: the checks run after every action.
        const faults: string[] = [];
        for (let step = 0; !game.over; step++) {
          expect(step).toBeLessThan(20_000);
          const decision = nextDecision(game);
          expect(decision, `someone can act in ${game.machineState}`).toBeDefined();
          const result = game.apply(bot.choose(decision!.actions));
          expectAccepted(result);
          const state = game.liveState;
          const recorded = Object.keys(state.mighty).sort().join();
          if (!game.machineState.startsWith('setup') && recorded !== [...unitsOnBoard(state)].sort().join()) faults.push(`step ${step}: Mighty recorded for ${recorded}`);
          faults.push(...overCeilings({ state, rules: game.rules, emit: () => {}, guard: () => false } as unknown as RiftHost));
          for (const owner of state.turnQueue.next) if (!state.seats.some((s) => s.id === owner)) faults.push(`step ${step}: ${owner} in the turn queue is no seat`);
        }
        expect(faults).toEqual([]);
        expect(game.liveState.winner).not.toBeNull();
        expect(replay(game.record()).snapshot()).toEqual(game.snapshot());
      }),
      { numRuns: 2 },
    );
  });
});

/**
 * Invented cards whose passives reach by seat (friendly, enemy, anyone, themselves) and give
 * the keywords that add Might, with a spell granting one: the ceilings bound what those give.
 */
const unit = (id: string, might: number, abilities: object[] = [], keywords?: object[]) => ({ id, name: id, type: 'unit', domain: 'fury', cost: { energy: 2, power: [] }, might, abilities, ...(keywords ? { keywords } : {}) });
const REACHING_CARDS = [
  unit('banner-corporal', 2, [{ kind: 'passive', appliesTo: 'friendlyUnitsHere', keywords: [{ keyword: 'assault', value: 2 }] }]),
  unit('wall-warden', 3, [{ kind: 'passive', appliesTo: 'otherFriendlyUnits', might: 1 }]),
  unit('drum-keeper', 1, [{ kind: 'passive', appliesTo: 'unitsHere', keywords: ['shield'] }]),
  unit('jeering-imp', 2, [{ kind: 'passive', appliesTo: 'enemyUnitsHere', keywords: [{ keyword: 'shield', value: 2 }] }]),
  unit('proud-brute', 3, [{ kind: 'passive', appliesTo: 'self', might: 2 }], [{ keyword: 'assault', value: 1 }]),
  { id: 'war-chant', name: 'war-chant', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] }, keywords: ['action'], targets: [{ name: 'ally', select: 'unit', relation: 'friendly' }], effects: [{ op: 'grant', keywords: [{ keyword: 'assault', value: 3 }], target: 'ally', duration: 'turn' }] },
];

function reachingDeck(name: string): object {
  const deck = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'rules/riftbound/decks', `${name}.json`), 'utf8')) as Record<string, unknown>;
  const { $schema: _, ...rest } = deck;
  return { ...rest, main: REACHING_CARDS.map((c) => ({ card: c.id, count: 6 })) };
}

describe('random games with passives that reach by seat and give Might keywords', () => {
  it.each(['riftbound/duel', 'riftbound/2v2'] as const)('%s: no unit has more Might than its ceiling at any step', (mode) => {
    for (const seed of [1, 2]) {
      const game = createGame<RiftboundState>({ mode, seed, decks: SEATED[mode].map(reachingDeck), rules: { knobs: { deckRules: 'off' }, extraCards: REACHING_CARDS } } as never);
      const bot = new RandomBot(seed);
      let checked = 0;
      while (!game.over) {
        const decision = nextDecision(game);
        expect(decision, `someone can act in ${game.machineState}`).toBeDefined();
        expect(game.apply(bot.choose(decision!.actions)).ok).toBe(true);
        const host = { state: game.liveState, rules: game.rules, emit: () => {}, guard: () => false } as unknown as RiftHost;
        expect(overCeilings(host)).toEqual([]);
        checked += unitsOnBoard(host.state).length;
      }
      expect(checked).toBeGreaterThan(100);
    }
  });
});

describe('random games of every Riftbound mode with their default decks', () => {
  it.each(['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa3', 'riftbound/ffa4'])('%s: no unit has more Might than its ceiling at any step', (mode) => {
    for (const seed of [1, 2, 3]) {
      const game = createGame<RiftboundState>({ mode, seed });
      const bot = new RandomBot(seed);
      while (!game.over) {
        const decision = nextDecision(game);
        expect(decision, `someone can act in ${game.machineState}`).toBeDefined();
        expect(game.apply(bot.choose(decision!.actions)).ok).toBe(true);
        expect(overCeilings({ state: game.liveState, rules: game.rules, emit: () => {}, guard: () => false } as unknown as RiftHost)).toEqual([]);
      }
    }
  });
});
