/**
 * A game's record keeps its actions compactly (older ones folded into JSON text): reading it
 * gives every action, in order, equal to what was applied and frozen, at every length, and a
 * finished game's record replays to the same game.
 */
import { describe, expect, it } from 'vitest';
import { createGame, replay } from '../../src/api.js';
import { ActionRecord } from '../../src/engine/action-record.js';
import { nextDecision, RandomBot } from '../../src/bots/random-bot.js';
import type { Action } from '../../src/engine/module.js';

const action = (n: number): Action => Object.freeze({ type: 'pass', seat: n % 2 === 0 ? 'A' : 'B', n, nested: Object.freeze({ list: Object.freeze([n, `o${n}`]) }) });

describe('the action record', () => {
  it('gives back every action in order, equal and frozen, across chunk edges and after a fold', () => {
    const record = new ActionRecord();
    const applied: Action[] = [];
    for (let n = 0; n < 100; n++) {
      expect(record.length).toBe(n);
      const listed = record.list();
      expect(listed).toEqual(applied);
      for (const kept of listed) {
        expect(Object.isFrozen(kept)).toBe(true);
        expect(Object.isFrozen((kept as unknown as { nested: { list: unknown } }).nested.list)).toBe(true);
      }
      const next = action(n);
      record.push(next);
      applied.push(next);
      if (n === 70) record.fold();
    }
    record.fold();
    record.fold();
    expect(record.length).toBe(100);
    expect(record.list()).toEqual(applied);
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
