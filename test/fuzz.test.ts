/**
 * A bounded fuzz over every mode: random legal actions mixed with hostile ones (prototype
 * names as ids, wrong types, unknown seats and fields, huge and deep values). After every
 * step the state passes the game's own invariant check; a refused action leaves the game
 * byte-identical; nothing throws; and at the end the record replays to the same game and
 * the same events. Seeded, so a failure repeats.
 */
import { describe, expect, it } from 'vitest';
import { gameOf, listModes, replay, createGame } from '../src/api.js';
import { nextDecision } from '../src/bots/random-bot.js';
import type { Game } from '../src/engine/game/game.js';
import type { Action } from '../src/engine/game/module.js';
import { randomInt, seedRng, type RngState } from '../src/engine/game/rng.js';

const STEPS = 120;

function deep(levels: number): unknown {
  let value: unknown = 'o1';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

/** Values an attacker or a careless frontend might send in place of a well-formed field. */
const HOSTILE: readonly unknown[] = [
  '__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf', '', 'o0', 'x'.repeat(10_000),
  null, -1, 1e9, 1.5, Number.NaN, true, {}, [], ['__proto__'], ['toString', 'toString'],
  JSON.parse('{"__proto__":"o1"}'), { toString: 'o1', constructor: 'o2' }, deep(2_000),
];

const pick = <T>(rng: RngState, items: readonly T[]): T => items[randomInt(rng, items.length)] as T;

/** A hostile variant of a legal action (or of a bare action of some type). */
function hostileAction(rng: RngState, game: Game, base: Action | undefined): unknown {
  const kinds = gameOf(game.mode).actions;
  const type = base?.type ?? pick(rng, Object.keys(kinds));
  const action: Record<string, unknown> = { ...(base ?? { type, seat: pick(rng, game.seats) }) };
  const fields = kinds[type]?.fields ?? [];
  switch (randomInt(rng, 6)) {
    case 0:
      action['type'] = pick(rng, ['__proto__', 'toString', 'constructor', 'nope', 7]);
      break;
    case 1:
      action['seat'] = pick(rng, ['__proto__', 'toString', 'Z', '', null]);
      break;
    case 2:
      action[pick(rng, ['__proto__', 'constructor', 'extra'])] = 'x';
      break;
    default: {
      const field = fields.length ? pick(rng, fields) : 'seat';
      action[field] = pick(rng, HOSTILE);
      // Nested fields (targets, payment) get hostile names and values inside too.
      if (randomInt(rng, 2) === 0 && fields.length) action[pick(rng, fields)] = { [String(pick(rng, ['__proto__', 'toString', 'constructor', 'victim']))]: pick(rng, HOSTILE) };
    }
  }
  return action;
}

function assertConsistent(game: Game, step: string): void {
  const issues = gameOf(game.mode).stateIssues(game.state().state, game.rules);
  expect(issues, `${game.mode} ${step}`).toEqual([]);
}

describe.each(listModes())('fuzz %s', (mode) => {
  it(`${STEPS} random legal and hostile steps keep the game consistent`, () => {
    const rng = seedRng(mode.length * 7919 + 11);
    const game = createGame({ mode, seed: 17 });
    assertConsistent(game, 'at the start');
    for (let step = 0; step < STEPS && !game.over; step++) {
      const decision = nextDecision(game);
      const legal = decision ? pick(rng, decision.actions) : undefined;
      if (legal && randomInt(rng, 2) === 0) {
        const result = game.apply(legal);
        expect(result.ok, JSON.stringify(legal)).toBe(true);
        assertConsistent(game, `after ${JSON.stringify(legal)}`);
        continue;
      }
      const hostile = hostileAction(rng, game, legal);
      const before = JSON.stringify(game.snapshot());
      const [events, actions] = [game.events().length, game.record().actions.length];
      const result = game.apply(hostile);
      if (!result.ok) {
        expect(typeof result.error.code).toBe('string');
        expect(JSON.stringify(game.snapshot()), JSON.stringify(hostile).slice(0, 200)).toBe(before);
        expect(game.events()).toHaveLength(events);
        expect(game.record().actions).toHaveLength(actions);
      } else {
        assertConsistent(game, `after ${JSON.stringify(hostile).slice(0, 200)}`);
      }
      // Reading with hostile seats never throws and never shows more than a spectator sees.
      for (const seat of ['__proto__', 'toString', 'constructor']) {
        expect(game.legalActions(seat)).toEqual([]);
        expect(game.view(seat)).toEqual(game.view(null));
        expect(game.events(seat)).toEqual(game.events(null));
      }
    }
    const replayed = replay(game.record());
    expect(replayed.snapshot()).toEqual(game.snapshot());
    expect(replayed.events()).toEqual(game.events());
    for (const seat of game.seats) expect(replayed.events(seat)).toEqual(game.events(seat));
  });
});
