/** A record whose action the game refuses is a LoadError at that action, like any fault of a record. */
import { describe, expect, it } from 'vitest';
import { createGame, replay } from '../../src/api.js';
import { loadError } from '../support/load-error.js';

describe('replaying a record', () => {
  it('an action the game refuses is ACTION_REFUSED at $.actions[i], with the refusal', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 1 });
    const [first] = game.legalActions('A');
    if (first) game.apply(first);
    const record = game.record();
    const broken = { ...record, actions: [...record.actions, { type: 'pass', seat: 'nobody' }] };
    const error = loadError(() => replay(broken));
    expect(error.file).toBe('record');
    expect(error.issues[0]).toMatchObject({ path: `$.actions[${record.actions.length}]`, code: 'ACTION_REFUSED' });
    expect(error.issues[0]?.message).toMatch(/^UNKNOWN_SEAT: /);
  });
});
