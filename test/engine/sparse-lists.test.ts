/**
 * Lists judged by their length before they are walked: a list's length is whatever its maker
 * set (`Object.assign([], { length: 2 ** 32 - 1 })` holds nothing), and walking one item by
 * item aborted Node or took seconds. Each refusal is typed, quick, and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition, replay, restoreGame } from '../../src/api.js';
import type { Snapshot } from '../../src/engine/game/record.js';
import { LIMITS } from '../../src/engine/limits.js';
import { runScenario } from '../../src/scenarios/run.js';
import { loadError } from '../support/load-error.js';

const LENGTHS = [2 ** 32 - 1, 3e7];
const sparse = (length: number): unknown[] => Object.assign([], { length });

/** `run`'s result and how long it took, in milliseconds. */
function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

describe('sparse lists', () => {
  it('in an action: apply and check refuse it at once, and nothing changes', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 1 });
    const before = game.snapshot();
    for (const length of LENGTHS) {
      const action = { type: 'mulligan', seat: 'A', setAside: sparse(length) };
      const applied = timed(() => game.apply(action));
      expect(applied.value).toMatchObject({ ok: false, error: { code: 'MALFORMED_ACTION', message: `an action is plain JSON data: $.setAside: more than 10000 values` } });
      const checked = timed(() => game.check(action));
      expect(checked.value).toMatchObject({ code: 'MALFORMED_ACTION' });
      expect(applied.ms + checked.ms).toBeLessThan(200);
    }
    expect(game.snapshot()).toEqual(before);
  });

  it('in rule overrides, a snapshot, a position, a record and a scenario: a typed refusal at the list', () => {
    const snapshot = createGame({ mode: 'riftbound/duel', seed: 1 }).snapshot() as Snapshot;
    for (const length of LENGTHS) {
      const list = sparse(length);
      const overrides = timed(() => loadError(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { battlefields: list } })));
      expect(overrides.value.issues[0]).toMatchObject({ path: '$.rules.battlefields', code: 'NOT_JSON' });
      const state = { ...(snapshot.state as object), seats: list };
      const restored = timed(() => loadError(() => restoreGame({ ...snapshot, state })));
      expect(restored.value.issues[0]).toMatchObject({ path: '$.state.seats', code: 'NOT_JSON' });
      const position = timed(() => loadError(() => loadPosition({ mode: 'riftbound/duel', seats: { A: { hand: list } } })));
      expect(position.value.issues[0]).toMatchObject({ path: '$.seats.A.hand', code: 'NOT_JSON' });
      const record = timed(() => loadError(() => replay({ format: 'rulegraph/record@1', start: { setup: { mode: 'riftbound/duel', seed: 1 } }, actions: list } as never)));
      expect(record.value.issues[0]).toMatchObject({ path: '$.actions', code: 'NOT_JSON' });
      const scenario = timed(() => runScenario({ name: 's', game: { mode: 'riftbound/duel', seed: 1 }, steps: list }, 's.json'));
      expect(scenario.value.failure).toMatchObject({ what: 'load', message: `$.steps: more than ${LIMITS.jsonValues} values` });
      for (const { ms } of [overrides, restored, position, record, scenario]) expect(ms).toBeLessThan(200);
    }
  });

  it('rule overrides as large as the value limit allows are refused without walking them twice over', () => {
    // Loading the mode and the checks of overrides once, outside the times measured.
    loadError(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { battlefields: [0] } }));
    const almost = Array.from({ length: LIMITS.jsonValues - 10 }, () => 0);
    const under = timed(() => loadError(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { battlefields: almost } })));
    expect(under.value.issues[0]?.path).toMatch(/^\$\.rules\.battlefields/);
    almost.push(...Array.from({ length: 20 }, () => 0));
    const over = timed(() => loadError(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { battlefields: almost } })));
    expect(over.value.issues[0]).toMatchObject({ path: '$.rules.battlefields', code: 'NOT_JSON' });
    // About 0.1 s on a quiet machine; walking the lists value by value more than once took tens
    // of seconds. The bound tells the two apart even on a machine busy with other work.
    expect(under.ms).toBeLessThan(5000);
    expect(over.ms).toBeLessThan(5000);
  });
});
