/**
 * Every object of an Altered game holds the same fields, those unset as `undefined`
 * (state/state.ts, newAlteredObject): a status or side is set and unset, never added or deleted.
 * Views hold only the fields that are set, and a state read from JSON text is made whole.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGame, restoreGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Snapshot } from '../../src/engine/game/record.js';
import { compactObjects, newAlteredObject, setFieldsOf, type AlteredObject, type AlteredRules, type AlteredState } from '../../src/games/altered/state/state.js';

const MODES = ['altered/duel', 'altered/2v2'];
const FIELDS = Object.keys(newAlteredObject('o1', 'card', 'A'));

type AlteredGame = Game<AlteredState, AlteredRules>;

/** Plays up to `n` random actions, calling `each` after every one. */
function playRandom(game: AlteredGame, seed: number, n: number, each: () => void = () => {}): void {
  const bot = new RandomBot(seed);
  for (let k = 0; k < n && !game.over; k++) {
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) break;
    expect(game.apply(bot.choose(game.legalActions(seat))).ok).toBe(true);
    each();
  }
}

describe('objects of a live Altered game', () => {
  it.each(MODES)('keep every field, in one order, through random games of %s; views hold only those set', (mode) => {
    const setFields = new Set<string>();
    const unset = new Set<string>();
    // Collected and asserted once: every object is checked after every action.
    const faults: string[] = [];
    const fields = FIELDS.join();
    for (const seed of [1, 2]) {
      const game = createGame<AlteredState>({ mode, seed }) as unknown as AlteredGame;
      let step = 0;
      playRandom(game, seed, 400, () => {
        if (game.over) return;
        for (const [id, obj] of Object.entries(game.liveState.objects)) {
          if (Object.keys(obj).join() !== fields) faults.push(`${id}'s fields: ${Object.keys(obj).join()}`);
          for (const [key, value] of Object.entries(obj)) (value === undefined ? unset : setFields).add(key);
        }
        if (step++ % 11 !== 0) return;
        const view = game.view(game.seats[0] as string) as unknown as { objects: Record<string, AlteredObject> };
        for (const [id, obj] of Object.entries(view.objects)) if (Object.values(obj).includes(undefined)) faults.push(`${id} in the view: ${JSON.stringify(obj)}`);
      });
    }
    expect(faults).toEqual([]);
    // Statuses and sides were set on some objects and unset on others.
    for (const key of ['side', 'exhausted', 'timestamp']) {
      expect(setFields).toContain(key);
      expect(unset).toContain(key);
    }
  });

  it('are never stripped of a field: no `delete` in the game module but of entries by id', () => {
    const root = join(import.meta.dirname, '../../src/games/altered');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    // Only entries of dictionaries by id (objects, the teammates a hand was shown to) may be deleted.
    const deletes = files.flatMap((f) => readFileSync(join(root, f), 'utf8').split('\n').filter((line) => /\bdelete\s/.test(line) && !/delete [\w.]*\.(objects|handKnownBy)\[/.test(line)).map((line) => `${f}: ${line.trim()}`));
    expect(deletes).toEqual([]);
  });

  it('copies a view only the fields set', () => {
    const obj = { ...newAlteredObject('o3', 'card', 'A'), side: 'hero', boosts: 2 } as AlteredObject;
    expect(setFieldsOf(obj)).toStrictEqual({ id: 'o3', card: 'card', owner: 'A', side: 'hero', boosts: 2 });
  });
});

describe('objects of a finished Altered game', () => {
  it('keep only their fields that are set', () => {
    const game = createGame<AlteredState>({ mode: 'altered/duel', seed: 6 }) as unknown as AlteredGame;
    playRandom(game, 6, 5000);
    expect(game.over).toBe(true);
    const objects = Object.values(game.liveState.objects);
    expect(objects.length).toBeGreaterThan(0);
    for (const obj of objects) expect(Object.values(obj)).not.toContain(undefined);
  });

  it('are compacted without changing the state as JSON', () => {
    const game = createGame<AlteredState>({ mode: 'altered/duel', seed: 7 }) as unknown as AlteredGame;
    playRandom(game, 7, 150);
    const state = structuredClone(game.liveState);
    const json = JSON.stringify(state);
    compactObjects(state);
    expect(JSON.stringify(state)).toBe(json);
    for (const obj of Object.values(state.objects)) expect(Object.values(obj)).not.toContain(undefined);
  });
});

describe('objects of an Altered game restored from snapshot JSON text', () => {
  it.each(MODES)('are made whole, and %s plays on as the game it was taken from', (mode) => {
    const game = createGame<AlteredState>({ mode, seed: 5 }) as unknown as AlteredGame;
    playRandom(game, 5, 120);
    const snapshot = game.snapshot();
    // A snapshot is plain JSON: no field set to undefined in it.
    expect(snapshot).toStrictEqual(JSON.parse(JSON.stringify(snapshot)));
    const text = JSON.stringify(snapshot);
    const restored = restoreGame<AlteredState>(JSON.parse(text) as Snapshot) as unknown as AlteredGame;
    for (const obj of Object.values(restored.liveState.objects)) expect(Object.keys(obj)).toEqual(FIELDS);
    expect(JSON.stringify(restored.snapshot())).toBe(text);
    const [a, b] = [new RandomBot(3), new RandomBot(3)];
    for (let n = 0; n < 80 && !game.over; n++) {
      const seat = game.seats.find((s) => game.legalActions(s).length > 0) as string;
      expect(restored.legalActions(seat)).toEqual(game.legalActions(seat));
      expect(restored.apply(b.choose(restored.legalActions(seat)))).toEqual(game.apply(a.choose(game.legalActions(seat))));
    }
    expect(restored.snapshot()).toEqual(game.snapshot());
  });
});
