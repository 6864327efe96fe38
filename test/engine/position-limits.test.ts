/**
 * A position is held to the limits of a snapshot's state (ids, zones): what loadPosition
 * accepts, the game's own snapshot restores.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../src/api.js';
import { STATE_LIMITS } from '../../src/engine/game-kit/state-check.js';
import { loadError } from '../support/load-error.js';

describe('a position within the limits of a snapshot', () => {
  it('an object id longer than a snapshot allows is refused', () => {
    const id = 'x'.repeat(STATE_LIMITS.id + 1);
    const error = loadError(() => loadPosition({ mode: 'riftbound/duel', seats: { A: { hand: [{ card: 'cinder-scout', id }] } } }));
    expect(error.issues[0]).toMatchObject({ path: '$', code: 'POSITION_NOT_RESTORABLE' });
    expect(error.issues[0]?.message).toMatch(/could not be restored from its snapshot: \$/);
  });

  it('a zone larger than a snapshot allows is refused', () => {
    const error = loadError(() => loadPosition({ mode: 'riftbound/duel', seats: { A: { deck: STATE_LIMITS.zone + 1 } } }));
    expect(error.issues[0]).toMatchObject({ path: '$', code: 'POSITION_NOT_RESTORABLE' });
  });
});
