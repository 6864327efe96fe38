import { describe, expect, it } from 'vitest';
import { loadPosition } from '../../src/api.js';
import { instructedMove } from '../../src/games/riftbound/mechanics/movement.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { edit } from '../../src/games/riftbound/reads/unit-cache.js';
import { hostOf } from '../support/host.js';

const position = {
  mode: 'riftbound/ffa3',
  battlefields: [
    { id: 'X', card: 'sunken-plaza', controller: 'B', contested: true, contestedBy: 'C', units: { B: ['tide-runner'], C: ['rift-skitterer'] } },
    { id: 'Y', card: 'lantern-crossing' },
    { id: 'Z', card: 'amber-vault' },
  ],
  seats: { A: { base: [{ card: 'cinder-scout', exhausted: true, damage: 1 }] } },
};

describe('instructed moves (CR 440-461)', () => {
  it('to an invalid destination, become a recall that keeps damage and exhaustion', () => {
    const host = hostOf(loadPosition<RiftboundState>({ ...position, battlefields: [...position.battlefields] }));
    const unit = 'A-cinder-scout';
    // Put the unit at Y first, then instruct a move to X, which holds units of two other players.
    edit(host.state, host.state.seats[0]!).base = [];
    edit(host.state, host.state.battlefields[1]!.units).push(unit);
    expect(instructedMove(host, unit, 'X', 'A')).toBe(false);
    expect(host.state.seats[0]!.base).toEqual([unit]);
    expect(host.state.battlefields[0]!.units).not.toContain(unit);
    expect(host.state.objects[unit]).toMatchObject({ exhausted: true, damage: 1 });
    expect(host.events).toEqual([{ type: 'unitRecalled', unit, seat: 'A' }]);
  });

  it('to a valid destination, are moves (which may contest it)', () => {
    const host = hostOf(loadPosition<RiftboundState>(position));
    expect(instructedMove(host, 'A-cinder-scout', 'Z', 'A')).toBe(true);
    expect(host.state.battlefields[2]).toMatchObject({ units: ['A-cinder-scout'], contested: true, contestedBy: 'A' });
    expect(host.events.map((e) => e.type)).toEqual(['unitsMoved', 'battlefieldContested']);
  });
});
