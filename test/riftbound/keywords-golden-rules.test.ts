/**
 * CR 056: a card never goes to a non-board zone of a player other than its owner. A unit A
 * owns but B controls dies into A's trash.
 */
import { describe, expect, it } from 'vitest';
import { loadPosition, restoreGame } from '../../src/api.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import type { DraftState } from '../support/riftbound.js';

const position = {
  mode: 'riftbound/duel',
  battlefields: [{ id: 'X', card: 'broken-aqueduct', controller: 'A', units: { A: ['ember-whelp'] } }, { id: 'Y', card: 'shattered-causeway' }],
  seats: { A: { hand: ['cinder-dart'], runes: 2 } },
};

describe('owners keep their cards (CR 056)', () => {
  it('a unit controlled by an opponent dies into its owner\'s trash', () => {
    const snapshot = structuredClone(loadPosition(position).snapshot()) as unknown as { state: DraftState };
    const bf = snapshot.state.battlefields.find((b) => b.id === 'X');
    const whelp = snapshot.state.objects['A-ember-whelp'];
    if (!bf || !whelp) throw new Error('position without its whelp');
    whelp.controller = 'B';
    bf.controller = 'B';
    const game = restoreGame(snapshot as never);
    const played = game.apply({ type: 'playSpell', seat: 'A', card: 'A-cinder-dart', targets: { victim: 'A-ember-whelp' } });
    expect(played.ok).toBe(true);
    for (const seat of ['A', 'B', 'A', 'B']) {
      if (game.legalActions(seat).some((a) => a.type === 'pass')) game.apply({ type: 'pass', seat });
    }
    const state = game.state().state as unknown as RiftboundState;
    const [a, b] = state.seats;
    expect(a?.trash).toContain('A-ember-whelp');
    expect(b?.trash).not.toContain('A-ember-whelp');
  });
});
