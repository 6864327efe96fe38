/** Conditions on what the controller has and what the card is, read after "if" in a triggered ability and after "While" in a passive alike. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 3, power: [] }, might: 2 };

const CONTROLLER = { event: 'controller' };
const GEAR = { count: { sel: 'gear', args: [CONTROLLER, 'controlled'] } };
const UNITS = { count: { sel: 'units', args: [CONTROLLER, 'controlled', null] } };
const HAND = { sel: 'handSize', args: [CONTROLLER] };

/** The condition of a triggered ability "When I attack, if <condition>, draw 1." and of a passive "While <condition>, I have [Assault]." */
function conditionsOf(said: string): [unknown, unknown] {
  const [triggered] = roundTrip(unit, `When I attack, if ${said}, draw 1.`).abilities ?? [];
  const [passive] = roundTrip(unit, `While ${said}, I have [Assault].`).abilities ?? [];
  return [(triggered as { condition?: unknown }).condition, (passive as { condition?: unknown }).condition];
}

describe('conditions on what the controller has, after "if" and after "While"', () => {
  it('reads how many units, gear or cards of a tag the controller controls', () => {
    expect(conditionsOf('you control a gear')).toEqual([{ '>=': [GEAR, 1] }, { '>=': [GEAR, 1] }]);
    expect(conditionsOf('you control two or more gear')[1]).toEqual({ '>=': [GEAR, 2] });
    expect(conditionsOf('you control three or more units')[0]).toEqual({ '>=': [UNITS, 3] });
    expect(conditionsOf('you control an Equipment')[0]).toEqual({ '>=': [{ sel: 'controlledWithTag', args: [CONTROLLER, 'Equipment'] }, 1] });
    expect(conditionsOf('you control two or more Mechs')[1]).toEqual({ '>=': [{ sel: 'controlledWithTag', args: [CONTROLLER, 'Mech'] }, 2] });
  });

  it('reads the size of the controller\'s hand, at least or at most', () => {
    expect(conditionsOf('you have four or more cards in your hand')).toEqual([{ '>=': [HAND, 4] }, { '>=': [HAND, 4] }]);
    expect(conditionsOf('you have two or fewer cards in your hand')[1]).toEqual({ '<=': [HAND, 2] });
  });

  it('reads what the card says of itself after "if" as after "While", and what was done this turn', () => {
    expect(conditionsOf("I'm buffed")[0]).toEqual({ sel: 'isBuffed', args: [{ event: 'source' }] });
    expect(conditionsOf("I'm alone")[0]).toEqual({ sel: 'isAlone', args: [{ event: 'source' }] });
    const [discarded] = roundTrip(unit, "When I attack, if you've discarded a card this turn, draw 1.").abilities ?? [];
    expect((discarded as { condition?: unknown }).condition).toEqual({ '>': [{ sel: 'thisTurn', args: [CONTROLLER, 'discarded'] }, 0] });
  });
});

itCompilesScenarioCards('text-state-conditions');
