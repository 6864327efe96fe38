/**
 * Properties over random games in every Riftbound mode with the shipped decks, random
 * concessions among them, and random matches: the engine never stalls or refuses a legal
 * action; every object stays in one place; legends never leave; teams win or lose together.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../../src/api.js';
// The public entry's playMatch, typed for Riftbound's matches.
import { playMatch } from '../../src/index.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import { randomInt, seedRng } from '../../src/engine/game/rng.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { expectAccepted } from '../support/random-games.js';

const DECKS = ['ember', 'tide', 'bastion', 'tempest', 'gale', 'lantern', 'thicket', 'cinder'];
/** Deck orders whose teammates (seats 0+2, 1+3) share no legend and no battlefield. */
const TEAM_SAFE = [
  ['ember', 'tide', 'bastion', 'tempest'],
  ['gale', 'lantern', 'thicket', 'cinder'],
  ['lantern', 'gale', 'tempest', 'bastion'],
];

/**
 * Every object of the state is in exactly one zone, legends in theirs. The faults are collected
 * and asserted once: this runs after every action of many games.
 */
function expectOneZoneEach(state: RiftboundState): void {
  const where = new Map<string, number>();
  const faults: string[] = [];
  const count = (ids: readonly string[]) => ids.forEach((id) => where.set(id, (where.get(id) ?? 0) + 1));
  for (const s of state.seats) {
    for (const zone of [s.deck, s.runeDeck, s.hand, s.base, s.trash, s.runes, s.championZone, [s.legendObject]]) count(zone);
    if (state.objects[s.legendObject]?.card !== s.legend) faults.push(`${s.legendObject} is not ${s.legend}`);
  }
  for (const bf of state.battlefields) count([...bf.units, ...(bf.hidden ? [bf.hidden.card] : [])]);
  for (const item of state.chain) if (item.kind === 'spell') count([item.source]);
  count(state.gear);
  for (const [id, n] of where) if (n !== 1) faults.push(`${id} is in ${n} zones`);
  expect(faults).toEqual([]);
}

function playWithConcessions(mode: string, seed: number, decks: readonly string[], concedeEvery: number): Game<RiftboundState> {
  const game = createGame<RiftboundState>({ mode, seed, decks });
  const bot = new RandomBot(seed);
  const rng = seedRng(seed + 1);
  for (let step = 0; !game.over; step++) {
    expect(step).toBeLessThan(20_000);
    if (concedeEvery > 0 && randomInt(rng, concedeEvery) === 0) {
      const seats = game.seats;
      const who = seats[randomInt(rng, seats.length)] as string;
      expect(game.apply({ type: 'concede', seat: who }).ok).toBe(true);
    } else {
      const decision = nextDecision(game);
      expect(decision, `someone can act in ${game.machineState}`).toBeDefined();
      const result = game.apply(bot.choose(decision!.actions));
      expectAccepted(result);
    }
    expectOneZoneEach(game.liveState);
  }
  return game;
}

const modes = listModes().filter((m) => m.startsWith('riftbound/'));

describe('every Riftbound mode with the shipped decks', () => {
  it('ships a rules file for each Mode of Play of CR 480-484 beside the seed variants', () => {
    expect(modes).toEqual(expect.arrayContaining(['riftbound/duel', 'riftbound/match', 'riftbound/ffa3', 'riftbound/ffa4-war', 'riftbound/2v2', 'riftbound/ffa4']));
  });

  it.each(modes)('%s: random games end with a winner; with random concessions too', (mode) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2 }), fc.boolean(), (seed, order, concede) => {
        const size = createGame<RiftboundState>({ mode, seed }).seats.length;
        const decks = (mode.endsWith('2v2') ? TEAM_SAFE[order] : DECKS.slice(order * 2, order * 2 + size).concat(DECKS).slice(0, size)) as string[];
        const game = playWithConcessions(mode, seed, decks, concede ? 150 : 0);
        const state = game.liveState;
        expect(state.winner).not.toBeNull();
        const winning = state.teams.find((t) => t.id === state.winner);
        expect(winning).toBeDefined();
        // Teammates win together (CR 484.6.a.3); a removed player never wins.
        expect(state.removed.some((r) => r.team === state.winner)).toBe(false);
      }),
      { numRuns: 3 },
    );
  });

  it('random matches are played to two game wins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...DECKS), fc.constantFrom(...DECKS), (seed, a, b) => {
        const { match } = playMatch({ mode: 'riftbound/match', seed, decks: [a, b] });
        expect(Object.values(match.gameWins).sort()).toEqual([match.results.length - 2, 2].sort());
        for (const player of match.players) {
          const used = match.results.filter((r) => r.winner !== null).map((r) => r.battlefields[player]);
          expect(new Set(used).size).toBe(used.length);
        }
      }),
      { numRuns: 3 },
    );
  });
});
