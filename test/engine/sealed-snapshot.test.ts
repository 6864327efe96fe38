/**
 * A sealed snapshot (`game.sealedSnapshot()`) restores without being checked again, because
 * this process made it and holds its state where nobody can reach it; what a caller reads of
 * it is frozen, and any copy of it, changed or not, is checked like a snapshot from outside,
 * so a tampered one is still refused.
 */
import { describe, expect, it } from 'vitest';
import { createGame, listModes, restoreGame } from '../../src/api.js';
import { RandomBot } from '../../src/bots/random-bot.js';
import { LoadError } from '../../src/engine/errors.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Snapshot } from '../../src/engine/game/record.js';

type Json = Record<string, any>;

/** Plays `count` random actions (seeded), returning the events of each. */
function play(game: Game, seed: number, count: number): unknown[] {
  const bot = new RandomBot(seed);
  const out: unknown[] = [];
  for (let n = 0; n < count && !game.over; n++) {
    const seat = game.seats.find((s) => game.legalActions(s).length > 0);
    if (seat === undefined) break;
    const result = game.apply(bot.choose(game.legalActions(seat)));
    expect(result.ok).toBe(true);
    if (result.ok) out.push(result.events);
  }
  return out;
}

describe.each(listModes())('%s: a sealed snapshot', (mode) => {
  it('restores the same game as the checked path: same snapshot, same continuation', () => {
    const game = createGame({ mode, seed: 9 });
    play(game, 9, 60);
    const sealed = game.sealedSnapshot();
    const plain = game.snapshot();
    expect(sealed).toEqual(plain);
    const fromSealed = restoreGame(sealed);
    const fromPlain = restoreGame(plain);
    expect(fromSealed.snapshot()).toEqual(plain);
    expect(play(fromSealed, 3, 80)).toEqual(play(fromPlain, 3, 80));
    expect(fromSealed.snapshot()).toEqual(fromPlain.snapshot());
    // Restoring it again starts from the same position: playing on did not touch it.
    expect(restoreGame(sealed).snapshot()).toEqual(plain);
  });
});

describe.each(['riftbound/duel', 'altered/duel'])('%s: a sealed snapshot shares its state (copy on write)', (mode) => {
  it('games restored from it share one state until their first action, then play on a copy', () => {
    const game = createGame({ mode, seed: 12 });
    play(game, 12, 40);
    const sealed = game.sealedSnapshot() as Json;
    const before = JSON.stringify(sealed);
    const restored = restoreGame(sealed as Snapshot);
    const other = restoreGame(sealed as Snapshot);
    const shared = restored.liveState;
    // Nothing was copied to take it or restore it: the game that took it and both restored games hold one state.
    expect(other.liveState).toBe(shared);
    expect(game.liveState).toBe(shared);
    // What a caller reads is a frozen copy, never the state the games hold.
    expect(sealed.state).not.toBe(shared);
    expect(sealed.state).toEqual(shared);
    // Reading (listing actions, views, a plain snapshot) copies nothing and changes nothing.
    for (const seat of restored.seats) restored.legalActions(seat);
    restored.view(restored.seats[0] as string);
    expect(restored.snapshot()).toEqual(sealed);
    expect(restored.liveState).toBe(shared);
    play(restored, 2, 20);
    expect(restored.liveState).not.toBe(shared);
    expect(other.liveState).toBe(shared);
    play(game, 3, 5);
    expect(game.liveState).not.toBe(shared);
    expect(JSON.stringify(sealed)).toBe(before);
    expect(JSON.stringify(other.snapshot())).toBe(JSON.stringify(restoreGame(JSON.parse(before) as Snapshot).snapshot()));
  });

  it('under a shadow check the shared state is frozen: reading it writes nothing, playing copies it', () => {
    const game = createGame({ mode, seed: 16 }, { stepping: 'shadow' });
    play(game, 16, 40);
    const sealed = game.sealedSnapshot();
    expect(Object.isFrozen(game.liveState)).toBe(true);
    const restored = restoreGame(sealed, { stepping: 'shadow' });
    // Every read a frontend or bot makes, on a state any write to which would throw.
    for (const seat of restored.seats) {
      restored.legalActions(seat);
      restored.unavailableActions(seat);
      restored.view(seat);
    }
    restored.toAct();
    restored.snapshot();
    expect(play(restored, 6, 30).length).toBeGreaterThan(0);
    expect(play(game, 6, 30).length).toBeGreaterThan(0);
    expect(Object.isFrozen(restored.liveState)).toBe(false);
    expect(Object.isFrozen(game.liveState)).toBe(false);
  });

  it('the game that took it plays on and leaves the snapshot as it was', () => {
    const game = createGame({ mode, seed: 13 });
    play(game, 13, 30);
    const sealed = game.sealedSnapshot();
    const before = JSON.stringify(sealed);
    // Nothing changed in between: the same snapshot again, nothing copied.
    expect(game.sealedSnapshot()).toBe(sealed);
    play(game, 14, 30);
    expect(JSON.stringify(sealed)).toBe(before);
    const next = game.sealedSnapshot();
    expect(next).not.toBe(sealed);
    expect(next).toEqual(game.snapshot());
    // Both restore, each to its own position.
    expect(JSON.stringify(restoreGame(sealed).snapshot())).toBe(before);
    expect(restoreGame(next).snapshot()).toEqual(game.snapshot());
  });

  it('many games restored from one snapshot play independently of each other', () => {
    const game = createGame({ mode, seed: 15 });
    play(game, 15, 25);
    const sealed = game.sealedSnapshot();
    const a = restoreGame(sealed);
    const b = restoreGame(sealed);
    const eventsA = play(a, 1, 30);
    const fresh = restoreGame(structuredClone(sealed) as Snapshot);
    // b has not moved: it continues exactly like a checked restore of the same position.
    expect(play(b, 1, 30)).toEqual(eventsA);
    expect(play(fresh, 1, 30)).toEqual(eventsA);
    expect(b.snapshot()).toEqual(a.snapshot());
  });
});

describe('a sealed snapshot cannot be tampered with', () => {
  const game = createGame({ mode: 'riftbound/duel', seed: 4 });
  play(game, 4, 30);
  const sealed = game.sealedSnapshot() as Json;

  it('is deeply frozen: changing it throws and leaves it as it was', () => {
    const before = JSON.stringify(sealed);
    expect(() => (sealed.machine = 'turn.nowhere')).toThrow(TypeError);
    expect(() => (sealed.state.teams[0].score = '7')).toThrow(TypeError);
    expect(() => sealed.state.seats[0].hand.push('o99999')).toThrow(TypeError);
    expect(JSON.stringify(sealed)).toBe(before);
  });

  it('is not changed by the game it was taken from playing on', () => {
    const before = JSON.stringify(sealed);
    play(game, 5, 40);
    expect(JSON.stringify(sealed)).toBe(before);
  });

  const tampered: [string, (s: Json) => void, string][] = [
    ['an unknown statechart state', (s) => (s.machine = 'turn.nowhere'), '$.machine'],
    ['a score that is a string', (s) => (s.state.teams[0].score = '7'), '$.state.teams[0].score'],
    ['a zone naming no object', (s) => s.state.seats[0].hand.push('o99999'), '$.state.seats[0].hand'],
  ];
  it.each(tampered)('a copy with %s is refused with the path of the fault', (_name, edit, path) => {
    for (const copy of [structuredClone(sealed), JSON.parse(JSON.stringify(sealed)) as Json]) {
      edit(copy);
      let error: unknown;
      try {
        restoreGame(copy as Snapshot);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(LoadError);
      expect(JSON.stringify((error as LoadError).issues)).toContain(path);
    }
  });

  it('a copy left alone is checked and restores', () => {
    expect(restoreGame(structuredClone(sealed) as Snapshot).snapshot()).toEqual(sealed);
  });
});
