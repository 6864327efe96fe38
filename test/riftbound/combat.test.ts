import { describe, expect, it } from 'vitest';
import { assignDamage } from '../../src/games/riftbound/mechanics/combat.js';
import { blankDuel } from '../support/board.js';
import { hostOf } from '../support/host.js';
import { act, addUnit, bf, live, passUntilSettled, seatOf, types } from '../support/riftbound.js';

describe('combat damage assignment (CR 440-461)', () => {
  it('gives lethal damage to one unit before the next, in the order given (Tank units first: the order is checked before)', () => {
    let ids: Record<string, string> = {};
    const game = blankDuel(2, (s) => {
      ids = {
        scout: addUnit(s, 'B', 'quill-adept', 'base'), // might 2
        tank: addUnit(s, 'B', 'reef-guardian', 'base'), // might 2, tank
        sage: addUnit(s, 'B', 'lens-sage', 'base'), // might 3
      };
    });
    const host = hostOf(game);
    expect(assignDamage(host, 3, [ids['tank']!, ids['scout']!, ids['sage']!])).toEqual({ [ids['tank']!]: 2, [ids['scout']!]: 1 });
    expect(assignDamage(host, 9, [ids['tank']!, ids['scout']!, ids['sage']!])).toEqual({ [ids['tank']!]: 2, [ids['scout']!]: 2, [ids['sage']!]: 5 });
  });

  it('counts damage already marked when computing lethal', () => {
    let unit = '';
    const game = blankDuel(2, (s) => {
      unit = addUnit(s, 'B', 'lens-sage', 'base', { damage: 2 });
    });
    const host = hostOf(game);
    expect(assignDamage(host, 1, [unit])).toEqual({ [unit]: 1 });
  });
});

describe('combat (CR 440-461)', () => {
  function contested(attackers: string[], defenders: string[]) {
    const ids = { attackers: [] as string[], defenders: [] as string[], field: '' };
    const game = blankDuel(2, (s) => {
      const field = s.battlefields[0]!;
      ids.field = field.id;
      field.controller = 'B';
      ids.defenders = defenders.map((c) => addUnit(s, 'B', c, field.id));
      ids.attackers = attackers.map((c) => addUnit(s, 'A', c, 'base'));
    });
    return { game, ...ids };
  }

  it('moving into an opponent\'s units starts a combat: attacker and defender, focus to the attacker', () => {
    const { game, attackers, field } = contested(['blaze-captain'], ['quill-adept']);
    const events = act(game, { type: 'move', seat: 'A', units: attackers, to: field });
    expect(types(events)).toEqual(['unitsMoved', 'battlefieldContested', 'combatStaged', 'combatStarted']);
    expect(live(game).showdown).toMatchObject({ combat: true, attacker: 'A', defender: 'B', focus: 'A' });
    expect(game.machineState).toBe('turn.main.showdown.open');
  });

  it('the winner of the damage step conquers: deaths, heal, control, score', () => {
    const { game, attackers, defenders, field } = contested(['blaze-captain'], ['quill-adept']);
    act(game, { type: 'move', seat: 'A', units: attackers, to: field });
    const events = passUntilSettled(game);
    expect(types(events)).toEqual([
      'passed',
      'passed',
      'combatDamage',
      'unitDied',
      'combatEnded',
      'controlEstablished',
      'battlefieldScored',
      'pointGained',
    ]);
    expect(events.find((e) => e.type === 'combatDamage')?.['dealt']).toEqual({ [defenders[0]!]: 4, [attackers[0]!]: 2 });
    expect(bf(live(game), field)).toMatchObject({ controller: 'A', contested: false, units: attackers });
    expect(live(game).objects[attackers[0]!]?.damage).toBe(0);
    expect(seatOf(live(game), 'B').trash).toContain(defenders[0]);
    expect(game.machineState).toBe('turn.main.neutral.open');
  });

  it('the defender that survives keeps control, without a score', () => {
    const { game, attackers, field } = contested(['lens-sage'], ['mist-weaver', 'reef-guardian']);
    act(game, { type: 'move', seat: 'A', units: attackers, to: field });
    const events = passUntilSettled(game);
    // Lens Sage (3) kills the Tank Reef Guardian (2) and marks Mist Weaver; 4 damage kills the Sage.
    expect(types(events)).toEqual(['passed', 'passed', 'combatDamage', 'unitDied', 'unitDied', 'combatEnded', 'controlKept']);
    expect(bf(live(game), field).controller).toBe('B');
    expect(live(game).teams.map((t) => t.score)).toEqual([0, 0]);
  });

  it('attackers still facing defenders after the damage step are recalled, keeping exhaustion', () => {
    // Might 0 deals no damage: both sides survive.
    const { game, attackers, field } = contested(['straw-decoy'], ['straw-decoy']);
    act(game, { type: 'move', seat: 'A', units: attackers, to: field });
    const events = passUntilSettled(game);
    expect(types(events)).toEqual(['passed', 'passed', 'combatDamage', 'unitRecalled', 'combatEnded', 'controlKept']);
    expect(seatOf(live(game), 'A').base).toEqual(attackers);
    expect(live(game).objects[attackers[0]!]).toMatchObject({ exhausted: true, damage: 0 });
    expect(bf(live(game), field)).toMatchObject({ controller: 'B', contested: false });
  });

  it('when every unit dies, the battlefield becomes uncontrolled', () => {
    const { game, attackers, field } = contested(['lens-sage'], ['lens-sage']);
    act(game, { type: 'move', seat: 'A', units: attackers, to: field });
    const events = passUntilSettled(game);
    expect(types(events)).toEqual(['passed', 'passed', 'combatDamage', 'unitDied', 'unitDied', 'combatEnded', 'controlLost']);
    expect(bf(live(game), field).controller).toBeNull();
  });
});
