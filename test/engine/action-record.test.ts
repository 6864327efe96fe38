/**
 * A game's record keeps its actions compactly (the values of their declared fields, or JSON
 * text): reading it gives every action, in order, equal to what was applied as JSON and frozen,
 * at every length, and a finished game's record replays to the same game.
 */
import { describe, expect, it } from 'vitest';
import { createGame, replay } from '../../src/api.js';
import { ActionRecord } from '../../src/engine/game/action-record.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import type { Action } from '../../src/engine/game/module.js';

const kinds = { pass: { fields: [] }, move: { fields: ['units', 'to', 'n', 'flag'] }, nest: { fields: ['n', 'nested'] } };

/** Actions of every form the record keeps: fields or none, lists, left-out fields, and those kept as text. */
const forms: ((n: number) => Action)[] = [
  (n) => Object.freeze({ type: 'pass', seat: n % 2 === 0 ? 'A' : 'B' }),
  (n) => Object.freeze({ type: 'move', seat: 'A', units: Object.freeze([`o${n}`, n, null, true]), to: `b${n}` }),
  (n) => Object.freeze({ type: 'move', seat: 'B', to: 'b', n: -n, flag: n % 3 === 0 }),
  (n) => Object.freeze({ type: 'move', seat: 'B', units: Object.freeze([]), flag: undefined, n: n + 0.5 }),
  // Kept as text: an object in a field, fields out of their order, an undeclared field, an unknown type.
  (n) => Object.freeze({ type: 'nest', seat: 'A', n, nested: Object.freeze({ list: Object.freeze([n, `o${n}`]) }) }),
  (n) => Object.freeze({ type: 'move', seat: 'A', to: 'b', units: Object.freeze([`o${n}`]) }),
  (n) => Object.freeze({ type: 'move', seat: 'A', other: n }),
  (n) => Object.freeze({ seat: 'A', type: 'move', n }),
  (n) => Object.freeze({ type: 'toString', seat: 'A', n }),
  (n) => Object.freeze({ type: 'move', seat: 'A', units: Object.freeze([Object.freeze({ n })]) }),
];
const action = (n: number): Action => (forms[n % forms.length] as (n: number) => Action)(n);
const asJson = (actions: readonly Action[]): unknown => JSON.parse(JSON.stringify(actions));

describe('the action record', () => {
  it('gives back every action in order, equal as JSON and frozen, before and after it is compacted', () => {
    const record = new ActionRecord(kinds);
    const applied: Action[] = [];
    for (let n = 0; n < 100; n++) {
      expect(record.length).toBe(n);
      const listed = record.list();
      expect(JSON.stringify(listed)).toBe(JSON.stringify(applied));
      expect(listed).toEqual(asJson(applied));
      for (const kept of listed) {
        expect(Object.isFrozen(kept)).toBe(true);
        for (const value of Object.values(kept)) if (typeof value === 'object' && value !== null) expect(Object.isFrozen(value)).toBe(true);
      }
      const next = action(n);
      record.push(next);
      applied.push(next);
      if (n === 70) record.compact();
    }
    record.compact();
    record.compact();
    expect(record.length).toBe(100);
    expect(JSON.stringify(record.list())).toBe(JSON.stringify(applied));
    // Each reading is a new list: changing one changes nothing kept.
    const list = record.list();
    list.length = 0;
    expect(record.list()).toHaveLength(100);
  });

  it('of a finished game replays to the same game', () => {
    for (const mode of ['riftbound/duel', 'altered/duel']) {
      const game = createGame({ mode, seed: 5 }, { keepEvents: false });
      const bot = new RandomBot(5);
      const applied: Action[] = [];
      while (!game.over) {
        const chosen = bot.choose(nextDecision(game)!.actions);
        applied.push(chosen);
        expect(game.apply(chosen).ok).toBe(true);
      }
      const record = game.record();
      expect(record.actions.length).toBeGreaterThan(40);
      expect(record.actions).toEqual(applied);
      expect(replay(record).snapshot()).toEqual(game.snapshot());
    }
  });
});
