/**
 * Properties of whole games, over many seeds: random legal play never breaks the engine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, replay } from '../src/api.js';
import { nextDecision, RandomBot } from '../src/bots/random-bot.js';
import type { Action, GameEvent } from '../src/engine/game/module.js';
import type { RiftboundState } from '../src/games/riftbound/state/state.js';
import { expectAccepted } from './support/random-games.js';

const MAX_TURNS = 200;

interface Played {
  events: GameEvent[];
  turns: number;
}

/** Plays a game with random legal actions, checking invariants at every step. */
function playChecked(
  seed: number,
  botSeed: number,
  probe: (game: ReturnType<typeof createGame<RiftboundState>>, step: number) => void = () => {},
  mode = 'riftbound/duel',
): Played {
  const game = createGame<RiftboundState>({ mode, seed });
  const bot = new RandomBot(botSeed);
  let step = 0;
  while (!game.over) {
    const decision = nextDecision(game);
    expect(decision, `someone can act in ${game.machineState}`).toBeDefined();
    const action = bot.choose(decision!.actions);
    // Only the seat that may act has legal actions.
    // Only one seat must act; showing one's hand is possible at any time and moves nothing on.
    // (Each expect only when it would fail: the checks run after every action of many games.)
    for (const seat of game.seats) {
      const others = seat === decision!.seat ? [] : game.legalActions(seat).filter((a) => a.type !== 'showHand');
      if (others.length) expect(others, seat).toEqual([]);
    }
    probe(game, step++);
    const result = game.apply(action);
    expectAccepted(result);
    if (game.liveState.turn.number > MAX_TURNS) expect(game.liveState.turn.number).toBeLessThanOrEqual(MAX_TURNS);
  }
  return { events: [...game.events()], turns: game.liveState.turn.number };
}

/** No player scores one battlefield twice in one turn (CR 462-466). */
function expectNoBattlefieldScoredTwiceInATurn(events: readonly GameEvent[]): void {
  let turn = 0;
  const seen = new Set<string>();
  for (const event of events) {
    if (event.type === 'turnStarted') turn = event['turn'] as number;
    if (event.type !== 'battlefieldScored') continue;
    const key = `${turn}:${String(event['seat'])}:${String(event['battlefield'])}`;
    expect(seen.has(key), key).toBe(false);
    seen.add(key);
  }
}

/** Actions that must be refused: wrong seat, foreign objects, nonsense fields. */
function illegalVariants(action: Action, seats: readonly string[], state: RiftboundState): unknown[] {
  const other = seats.find((s) => s !== action.seat) ?? 'Z';
  const foreign = state.seats.find((s) => s.id === other)?.deck[0] ?? 'o0';
  return [
    { ...action, seat: other },
    { ...action, seat: 'Z' },
    { type: 'playUnit', seat: action.seat, card: foreign },
    { type: 'move', seat: action.seat, units: [foreign], to: 'base' },
    { type: 'mulligan', seat: action.seat, setAside: [foreign, foreign] },
    { type: action.type, seat: action.seat, units: 'all', card: 7, setAside: null, to: 42 },
    { type: 'teleport', seat: action.seat },
    'endTurn',
  ];
}

describe('random legal play (duel)', () => {
  it('never throws, accepts every legal action, and ends with exactly one winner in bounded turns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed, botSeed) => {
        const { events, turns } = playChecked(seed, botSeed);
        const wins = events.filter((e) => e.type === 'gameWon');
        expect(wins).toHaveLength(1);
        expect(turns).toBeGreaterThan(0);
        const final = events.at(-1);
        expect(final?.type).toBe('gameOver');
      }),
      { numRuns: 25 },
    );
  });

  for (const mode of ['riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war', 'riftbound/2v2']) {
    it(`${mode}: random legal play ends with exactly one winner, scoring no battlefield twice a turn`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const { events } = playChecked(seed, seed, () => {}, mode);
          expect(events.filter((e) => e.type === 'gameWon')).toHaveLength(1);
          expectNoBattlefieldScoredTwiceInATurn(events);
        }),
        { numRuns: 8 },
      );
    });
  }

  it('refuses illegal actions without changing anything', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        playChecked(seed, seed + 1, (game, step) => {
          if (step % 7 !== 0) return;
          const decision = nextDecision(game);
          if (!decision) return;
          const before = JSON.stringify(game.snapshot());
          const events = game.events().length;
          for (const bad of illegalVariants(decision.actions[0]!, game.seats, game.liveState)) {
            const result = game.apply(bad);
            expect(result.ok, JSON.stringify(bad)).toBe(false);
            if (!result.ok) expect(result.error.code).toMatch(/^[A-Z_]+$/);
          }
          expect(JSON.stringify(game.snapshot())).toBe(before);
          expect(game.events()).toHaveLength(events);
        });
      }),
      { numRuns: 8 },
    );
  });

  it('scores no battlefield twice for one player in one turn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        expectNoBattlefieldScoredTwiceInATurn(playChecked(seed, seed).events);
      }),
      { numRuns: 25 },
    );
  });

  it('replays every game to the identical state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed });
        const bot = new RandomBot(seed);
        while (!game.over) game.apply(bot.choose(nextDecision(game)!.actions));
        const again = replay(JSON.parse(JSON.stringify(game.record())));
        expect(again.snapshot()).toEqual(game.snapshot());
      }),
      { numRuns: 15 },
    );
  });
});
