/** Passives that change a rule of the game for players: compiled into data and printed back. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'order', cost: { energy: 4, power: [] }, might: 4 };
const battlefield = { id: 'test-field', name: 'Test Field', type: 'battlefield' } as unknown as CardHeader;

describe('passives on players', () => {
  it('reads "Increase the points needed to win the game by N" as a Victory Score added', () => {
    expect(roundTrip(unit, 'Increase the points needed to win the game by 2.').abilities).toEqual([{ kind: 'passive', victoryScore: 2 }]);
  });

  it('reads "opponents can\'t score points", with or without a condition', () => {
    expect(roundTrip(unit, "Opponents can't score points.").abilities).toEqual([{ kind: 'passive', players: 'opponents', cannot: ['score'] }]);
    expect(roundTrip(unit, "While I'm at a battlefield, opponents can't score points.").abilities).toEqual([
      { kind: 'passive', players: 'opponents', cannot: ['score'], condition: { sel: 'isAtBattlefield', args: [{ event: 'source' }] } },
    ]);
  });

  it('reads "Players can\'t score here until their Nth turn" as a restriction while the player has started fewer turns', () => {
    expect(roundTrip(battlefield, "Players can't score here until their fourth turn.").abilities).toEqual([
      { kind: 'passive', players: 'everyone', cannot: ['scoreHere'], condition: { '<': [{ sel: 'turnsStarted', args: [{ event: 'player' }] }, 4] } },
    ]);
  });
});
