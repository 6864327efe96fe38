/**
 * Every object of a Riftbound game in play holds the same fields, those unset as `undefined`
 * (state.ts, newGameObject): a field is set and unset, never added or deleted. What leaves the
 * game reads as before: views hold only the fields that are set, and a finished game keeps
 * only those (less memory). Objects from outside (a view determinized) are made whole.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game.js';
import { seedRng } from '../../src/engine/rng.js';
import { determinizeRiftbound, type RiftboundView } from '../../src/games/riftbound/determinize.js';
import { compactObjects, gameObjectFrom, newGameObject, setFieldsOf, type GameObject, type RiftboundRules, type RiftboundState } from '../../src/games/riftbound/state.js';

const MODES = ['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa4'];
const FIELDS = Object.keys(newGameObject('o1', 'card', 'A'));
const OPTIONAL = FIELDS.filter((key) => (newGameObject('o1', 'card', 'A') as unknown as Record<string, unknown>)[key] === undefined);

type RiftGame = Game<RiftboundState, RiftboundRules>;

/** Plays random actions, calling `each` after every one. */
function playRandom(game: RiftGame, seed: number, each: () => void): void {
  const bot = new RandomBot(seed);
  for (let n = 0; n < 250 && !game.over; n++) {
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) break;
    expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
    each();
  }
}

describe('objects of a live game', () => {
  it('lists every optional field of GameObject', () => {
    expect(OPTIONAL).toEqual(['might', 'keywords', 'grantedKeywords', 'turnKeywords', 'keywordChanges', 'buffed', 'mightThisTurn', 'stunned', 'attachedTo', 'at']);
  });

  it.each(MODES)('keep every field, in one order, through random games of %s; views hold only those set', (mode) => {
    const setFields = new Set<string>();
    for (const seed of [1, 2]) {
      const game = createGame<RiftboundState>({ mode, seed }) as unknown as RiftGame;
      let step = 0;
      playRandom(game, seed, () => {
        if (game.over) return;
        for (const obj of Object.values(game.liveState.objects)) {
          expect(Object.keys(obj)).toEqual(FIELDS);
          for (const key of OPTIONAL) if ((obj as unknown as Record<string, unknown>)[key] !== undefined) setFields.add(key);
        }
        if (step++ % 7 !== 0) return;
        const view = game.view(game.seats[0] as string) as unknown as { objects: Record<string, GameObject> };
        for (const obj of Object.values(view.objects)) {
          expect(Object.values(obj)).not.toContain(undefined);
          expect(obj).toStrictEqual(JSON.parse(JSON.stringify(obj)));
        }
      });
    }
    // The games set and unset some optional field, not only the fixed ones.
    expect(setFields.size).toBeGreaterThan(0);
  });
});

describe('objects entering a game from outside', () => {
  it('are made whole: a view copied into a determinized state holds every field', () => {
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 4 }) as unknown as RiftGame;
    playRandom(game, 4, () => {});
    const seat = game.seats[0] as string;
    const view = { ...(game.view(seat) as object), machine: undefined } as unknown as RiftboundView;
    const state = determinizeRiftbound(view, seat, game.rules, seedRng(9));
    for (const obj of Object.values(state.objects)) expect(Object.keys(obj)).toEqual(FIELDS);
  });

  it('are copied whole without sharing a list, and read back with only the fields set', () => {
    const fields = { ...newGameObject('o7', 'card', 'A'), keywords: ['Assault'], damage: 2 } as GameObject;
    const whole = gameObjectFrom(fields);
    expect(Object.keys(whole)).toEqual(FIELDS);
    expect(whole.keywords).toEqual(['Assault']);
    expect(whole.keywords).not.toBe(fields.keywords);
    expect(setFieldsOf(whole)).toStrictEqual({ id: 'o7', card: 'card', owner: 'A', controller: 'A', exhausted: false, damage: 2, keywords: ['Assault'] });
  });
});

describe('objects of a finished game', () => {
  it('keep only their fields that are set', () => {
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 5 }) as unknown as RiftGame;
    playRandom(game, 5, () => {});
    const bot = new RandomBot(6);
    while (!game.over) {
      const seat = game.seats.find((s) => game.legalActions(s).length > 0) as string;
      expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
    }
    const objects = Object.values(game.liveState.objects);
    expect(objects.length).toBeGreaterThan(0);
    for (const obj of objects) expect(Object.values(obj)).not.toContain(undefined);
  });

  it('are compacted without changing the state as JSON', () => {
    const game = createGame<RiftboundState>({ mode: 'riftbound/duel', seed: 6 }) as unknown as RiftGame;
    playRandom(game, 6, () => {});
    const state = structuredClone(game.liveState) as RiftboundState;
    const json = JSON.stringify(state);
    compactObjects(state);
    expect(JSON.stringify(state)).toBe(json);
    for (const obj of Object.values(state.objects)) expect(Object.values(obj)).not.toContain(undefined);
  });
});
