/** A passive's Might counted for each other unit of a group, or each card in the controller's trash or hand. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { itCompilesScenarioCards, roundTrip } from './support.js';

const unit: CardHeader = { id: 'test-unit', name: 'Test Unit', type: 'unit', domain: 'mind', cost: { energy: 3, power: [] }, might: 1 };

const CONTROLLER = { event: 'controller' };
const OTHER = ['u', { '!=': [{ var: 'u' }, { event: 'source' }] }];
const mightOf = (text: string) => (roundTrip(unit, text).abilities?.[0] as { might: unknown }).might;

describe('Might for each other unit of a group', () => {
  it('leaves the card itself out of the group, wherever the group is', () => {
    const friendly = { sel: 'units', args: [CONTROLLER, 'friendly', null] };
    expect(mightOf('I have +1 :rb_might: for each other friendly unit.')).toEqual({ count: { filter: [friendly, ...OTHER] } });
    expect(mightOf('I have +2 :rb_might: for each other unit here.')).toEqual({ '*': [2, { count: { filter: [{ sel: 'units', args: [CONTROLLER, 'any', { event: 'here' }] }, ...OTHER] } }] });
    expect(mightOf('I have +1 :rb_might: for each other buffed friendly unit.')).toEqual({ count: { filter: [{ filter: [friendly, ...OTHER] }, 'u', { sel: 'isBuffed', args: [{ var: 'u' }] }] } });
  });

  it('refuses "other" gear: no gear is the unit itself', () => {
    expect(compileCard(unit, 'I have +1 :rb_might: for each other friendly gear.').ok).toBe(false);
  });
});

describe('Might for each card of a zone', () => {
  it('counts the cards of the controller\'s trash, and the size of their hand', () => {
    expect(mightOf('I have +1 :rb_might: for each card in your trash.')).toEqual({ sel: 'trashSize', args: [CONTROLLER] });
    expect(mightOf('I have +1 :rb_might: for each card in your hand.')).toEqual({ sel: 'handSize', args: [CONTROLLER] });
    expect(mightOf('I have +2 :rb_might: for each card in your hand.')).toEqual({ '*': [2, { sel: 'handSize', args: [CONTROLLER] }] });
  });

  it('counts the controller\'s cards of a tag, as a discount counts them', () => {
    expect(mightOf('I have +1 :rb_might: for each Equipment you control.')).toEqual({ sel: 'controlledWithTag', args: [CONTROLLER, 'Equipment'] });
    expect(roundTrip(unit, 'I cost :rb_energy_1: less for each Mech you control.').costReduction).toMatchObject({ energy: 1, forEach: { sel: 'controlledWithTag', args: [CONTROLLER, 'Mech'] } });
  });

  it('keeps "My Might is increased by the number of ..." its own wording of the same count', () => {
    const enemiesHere = { count: { sel: 'units', args: [CONTROLLER, 'enemy', { event: 'here' }] } };
    expect(roundTrip(unit, 'My Might is increased by the number of enemy units here.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', might: enemiesHere, wording: ['increasedBy'] }]);
    expect(roundTrip(unit, 'I have +1 :rb_might: for each enemy unit here.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', might: enemiesHere }]);
  });
});

itCompilesScenarioCards('text-passive-counts');
