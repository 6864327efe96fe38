/**
 * A game may keep no record (`keepRecord: false`, for games played and thrown away): it plays
 * the same game, and asking for its record is refused with a typed error. Restoring a
 * caller's snapshot that way still never changes the caller's objects.
 */
import { describe, expect, it } from 'vitest';
import { createGame, restoreGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import type { Game } from '../../src/engine/game/game.js';
import { NotKeptError } from '../../src/index.js';

const MODES = ['riftbound/duel', 'riftbound/2v2', 'altered/duel', 'altered/2v2'];

function playOut(game: Game, seed: number, limit = 5000): void {
  const bot = new RandomBot(seed);
  for (let n = 0; !game.over && n < limit; n++) {
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) throw new Error(`nobody can act in ${game.machineState}`);
    const result = game.apply(bot.choose(game.legalActions(seat)));
    if (!result.ok) throw new Error(result.error.code);
  }
}

describe.each(MODES)('%s without a record', (mode) => {
  it('plays the same game to the same end; record() throws a NotKeptError (code RECORD_NOT_KEPT)', () => {
    const kept = createGame({ mode, seed: 6 });
    const notKept = createGame({ mode, seed: 6 }, { keepRecord: false });
    playOut(kept, 6);
    playOut(notKept, 6);
    expect(notKept.over).toBe(true);
    expect(notKept.snapshot()).toEqual(kept.snapshot());
    expect(notKept.events()).toEqual(kept.events());
    expect(() => notKept.record()).toThrow(NotKeptError);
    expect(() => notKept.record()).toThrow(expect.objectContaining({ code: 'RECORD_NOT_KEPT' }));
  });

  it("restored from a caller's snapshot, plays on without changing that snapshot", () => {
    const game = createGame({ mode, seed: 8 });
    playOut(game, 8, 20);
    const snapshot = game.snapshot();
    const copy = structuredClone(snapshot);
    const restored = restoreGame(snapshot, { keepRecord: false, keepEvents: false });
    playOut(restored, 9);
    expect(restored.over).toBe(true);
    expect(snapshot).toEqual(copy);
  });
});
