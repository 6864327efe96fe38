/**
 * Every entry point with input of the wrong shape: it refuses with a typed error (a
 * LoadError with a path, a RuleViolation) and never fails with a TypeError from inside.
 */
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition, replay, restoreGame } from '../src/api.js';
import { EngineError, LoadError } from '../src/engine/errors.js';

const JUNK: unknown[] = [null, undefined, 5, 'x', [], {}, { mode: 5 }, JSON.parse('{"__proto__":{"mode":"riftbound/duel"}}'), { toString: 1 }];

function outcome(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof LoadError) return `LoadError ${error.path}`;
    if (error instanceof EngineError) return 'EngineError';
    return `untyped ${String(error)}`;
  }
}

describe('the entry points refuse input of the wrong shape with typed errors', () => {
  it.each(JUNK.map((junk) => [JSON.stringify(junk) ?? String(junk), junk]))('%s', (_name, junk) => {
    for (const run of [() => createGame(junk as never), () => restoreGame(junk as never), () => replay(junk as never), () => loadPosition(junk)]) {
      expect(outcome(run)).toMatch(/^LoadError /);
    }
  });

  it('names the faulty option of createGame', () => {
    expect(outcome(() => createGame({ mode: 'riftbound/duel', seed: 1, seats: 'AB' as never }))).toBe('LoadError $.seats');
    expect(outcome(() => createGame({ mode: 'riftbound/duel', seed: 1, decks: [7] }))).toBe('LoadError $.decks');
    expect(outcome(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: [] as never }))).toBe('LoadError $.rules');
    expect(outcome(() => createGame({ mode: 'riftbound/duel', seed: Number.NaN }))).toBe('LoadError $.seed');
  });

  it('a record with a broken frame names it', () => {
    expect(outcome(() => replay({ format: 'rulegraph/record@1', start: { setup: { seed: 1 } }, actions: [] } as never))).toBe('LoadError $.start.setup.mode');
    expect(outcome(() => replay({ format: 'rulegraph/record@1', start: { setup: { mode: 'riftbound/duel', seed: 1 } }, actions: 3 } as never))).toBe('LoadError $.actions');
  });

  it('a game answers junk from any caller without a crash', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 1 });
    for (const junk of JUNK) {
      expect(game.apply(junk)).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^[A-Z_]+$/) } });
      expect(game.check(junk)).toMatchObject({ code: expect.any(String) });
      expect(game.legalActions(junk as never)).toEqual([]);
      expect(game.unavailableActions(junk as never)).toEqual([]);
      expect(game.view(junk as never)).toEqual(game.view(null));
      expect(game.events(junk as never)).toEqual(game.events(null));
    }
  });
});
