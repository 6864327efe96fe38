/** Gear through the public API: listed actions, views, passives, keywords, refusals that change nothing, snapshots. */
import { describe, expect, it } from 'vitest';
import { loadPosition, restoreGame } from '../../src/api.js';
import type { Game } from '../../src/engine/game/game.js';
import { hasKeyword, might } from '../../src/games/riftbound/reads/queries.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { edit } from '../../src/games/riftbound/reads/unit-cache.js';
import { hostOf } from '../support/host.js';

function position(seats: object, battlefields?: object[]): Game<RiftboundState> {
  return loadPosition<RiftboundState>({
    mode: 'riftbound/duel',
    seats,
    battlefields: battlefields ?? [
      { id: 'X', card: 'broken-aqueduct', contributedBy: 'A' },
      { id: 'Y', card: 'shattered-causeway', contributedBy: 'B' },
    ],
  });
}

describe('gear', () => {
  it('lists Equip for each ready, unattached gear with each unit its player controls, and nothing for an attached one', () => {
    const game = position({
      A: { base: ['cinder-scout', 'ember-whelp'], gear: ['notched-cleaver', { card: 'bulwark-plate', attachedTo: 'A-ember-whelp' }], runes: ['ember-shard'] },
      B: { base: ['tide-runner'] },
    });
    const equips = game.legalActions('A').filter((a) => a.type === 'equip');
    expect(equips).toEqual([
      { type: 'equip', seat: 'A', gear: 'A-notched-cleaver', unit: 'A-cinder-scout' },
      { type: 'equip', seat: 'A', gear: 'A-notched-cleaver', unit: 'A-ember-whelp' },
    ]);
  });

  it('does not list Equip the player cannot pay for', () => {
    const game = position({ A: { base: ['cinder-scout'], gear: ['notched-cleaver'] } });
    expect(game.legalActions('A').filter((a) => a.type === 'equip')).toEqual([]);
    const refused = game.apply({ type: 'equip', seat: 'A', gear: 'A-notched-cleaver', unit: 'A-cinder-scout' });
    expect(refused.ok ? null : refused.error.code).toBe('CANNOT_AFFORD');
  });

  it('leaves the game exactly as it was after a refused Equip', () => {
    const game = position({ A: { base: ['cinder-scout'], gear: ['notched-cleaver'], runes: ['ember-shard'] }, B: { base: ['tide-runner'] } });
    const before = JSON.stringify(game.state());
    const refused = game.apply({ type: 'equip', seat: 'A', gear: 'A-notched-cleaver', unit: 'B-tide-runner' });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'EQUIP_ILLEGAL_TARGET', rule: 'CR 818.1.c.2' });
    expect(JSON.stringify(game.state())).toBe(before);
  });

  it('gives the unit an attached gear Effect Text keyword and Might Bonus, and takes them away once detached', () => {
    const game = position({ A: { base: ['cinder-scout', 'ember-whelp'], gear: [{ card: 'bulwark-plate', attachedTo: 'A-cinder-scout' }] } });
    const host = hostOf(game);
    expect(hasKeyword(host, 'A-cinder-scout', 'tank')).toBe(true);
    expect(might(host, 'A-cinder-scout')).toBe(3);
    expect(hasKeyword(host, 'A-ember-whelp', 'tank')).toBe(false);
    delete edit(host.state, host.state.objects['A-bulwark-plate']!).attachedTo;
    expect(hasKeyword(host, 'A-cinder-scout', 'tank')).toBe(false);
    expect(might(host, 'A-cinder-scout')).toBe(2);
  });

  it('applies the passive of an unattached gear to friendly units, and not once it is attached (its rules text inactive)', () => {
    const game = position({ A: { base: ['cinder-scout'], gear: ['war-banner'] }, B: { base: ['tide-runner'] } });
    const host = hostOf(game);
    expect(might(host, 'A-cinder-scout')).toBe(3);
    expect(might(host, 'B-tide-runner')).toBe(1);
    edit(host.state, host.state.objects['A-war-banner']!).attachedTo = 'A-cinder-scout';
    expect(might(host, 'A-cinder-scout')).toBe(2);
  });

  it('shows gear to every seat, with where it is attached', () => {
    const game = position({ A: { base: ['cinder-scout'], gear: [{ card: 'notched-cleaver', attachedTo: 'A-cinder-scout' }, 'war-banner'] } });
    const view = game.view('B') as unknown as { gear: string[]; objects: Record<string, { attachedTo?: string }> };
    expect(view.gear).toEqual(['A-notched-cleaver', 'A-war-banner']);
    expect(view.objects['A-notched-cleaver']?.attachedTo).toBe('A-cinder-scout');
    expect(view.objects['A-war-banner']).toBeDefined();
  });

  it('triggers the Effect Text of an attached gear when its unit attacks, for the unit', () => {
    const triggered = loadPosition<RiftboundState>({
      mode: 'riftbound/duel',
      seats: { A: { base: ['cinder-scout'], gear: [{ card: 'signal-horn', attachedTo: 'A-cinder-scout' }], deck: 5 } },
      battlefields: [
        { id: 'X', card: 'broken-aqueduct', contributedBy: 'A' },
        { id: 'Y', card: 'shattered-causeway', contributedBy: 'B', controller: 'B', units: { B: ['tide-runner'] } },
      ],
    });
    const result = triggered.apply({ type: 'move', seat: 'A', units: ['A-cinder-scout'], to: 'Y' });
    expect(result.ok).toBe(true);
    const events = result.ok ? result.events : [];
    expect(events).toContainEqual(expect.objectContaining({ type: 'abilityTriggered', trigger: 'attacks', source: 'A-cinder-scout', card: 'signal-horn' }));
  });

  it('restores a snapshot with attached gear and plays on identically', () => {
    const game = position({ A: { base: ['cinder-scout'], hand: ['notched-cleaver'], runes: ['ember-shard', 'ember-shard'] } });
    for (const action of [
      { type: 'playGear', seat: 'A', card: 'A-notched-cleaver' },
      { type: 'equip', seat: 'A', gear: 'A-notched-cleaver', unit: 'A-cinder-scout' },
      { type: 'pass', seat: 'A' },
      { type: 'pass', seat: 'B' },
    ]) expect(game.apply(action).ok).toBe(true);
    const restored = restoreGame<RiftboundState>(game.snapshot());
    expect(restored.state()).toEqual(game.state());
    expect(restored.state().state.objects['A-notched-cleaver']?.attachedTo).toBe('A-cinder-scout');
  });
});
