/**
 * What "it" names, and targets named by one another: "it" after a step that chose a card as it
 * resolved or made a token ("Discard 1. Deal its Energy cost ...", "Play a ... token. ... ready
 * it."), read from invented card texts and printed back.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { compiledWithTokens, printed, roundTrip } from './support.js';

const spell: CardHeader = { id: 'test-spell', name: 'Test Spell', type: 'spell', domain: 'mind', cost: { energy: 2, power: [] } };

describe('"it" after a step that chose or made something as it resolved (resolvedObject)', () => {
  it('reads "Discard 1. Deal its Energy cost as damage to ...": the card discarded', () => {
    const card = roundTrip(spell, 'Discard 1. Deal its Energy cost as damage to an enemy unit. Draw 1.');
    expect(card.effects).toEqual([
      { op: 'discard', amount: 1 },
      { op: 'damage', equalTo: { energyCost: 'resolvedObject' }, target: 'unit' },
      { op: 'draw', amount: 1 },
    ]);
  });

  it('reads "Play a ... unit token. You may pay ... to ready it.": the token made', () => {
    const { card, tokens } = compiledWithTokens(spell, 'Play a 3 :rb_might: Reef Warden unit token. You may pay :rb_energy_1: to ready it.');
    expect(card.effects).toEqual([
      { op: 'createToken', card: 'reef-warden', at: 'location' },
      { op: 'ready', target: 'resolvedObject', pay: { energy: 1, power: [] } },
    ]);
    expect(printed(card, tokens)).toBe('Play a 3 :rb_might: Reef Warden unit token. You may pay :rb_energy_1: to ready it.');
  });

  it('keeps "it" on a unit chosen after the step', () => {
    const card = roundTrip(spell, 'Discard 1. Stun an enemy unit. Give it -1 :rb_might: this turn.');
    expect(card.effects?.[2]).toEqual({ op: 'modifyMight', target: 'unit', amount: -1 });
  });

  it('still refuses "it" with nothing chosen or made before it', () => {
    const result = compileCard(spell, 'Discard 2. Deal its Energy cost as damage to an enemy unit.');
    expect(result.ok).toBe(false);
  });

  it('refuses at load resolvedObject named before any step chose or made it', () => {
    const card = { id: 'early-echo', name: 'Early Echo', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] }, effects: [{ op: 'ready', target: 'resolvedObject' }, { op: 'discard', amount: 1 }] };
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card] } }])).toThrow(/effects\[0\]\.target: resolvedObject/);
  });
});

describe('"it" after a sentence whose subject is "it" and which chose another unit', () => {
  it('names the subject, the unit chosen first, as the unit an Equipment is detached from', () => {
    const card = roundTrip(spell, 'Choose an equipped friendly unit at a battlefield. It deals damage equal to its Might to an exhausted enemy unit. Then detach an Equipment from it and draw 1.');
    expect(card.targets?.[2]).toEqual({ name: 'gear', select: 'gear', tag: 'Equipment', attachedTo: 'unit' });
  });

  it('names the unit damaged as "that unit"', () => {
    const card = roundTrip(spell, 'Choose a friendly unit. It deals damage equal to its Might to an exhausted enemy unit. Stun it and that unit.');
    expect(card.effects?.[2]).toEqual({ op: 'stun', target: 'unit', also: 'unit2' });
  });
});

describe('a step asking the tag of the last thing chosen', () => {
  const battlefield: CardHeader = { id: 'test-field', name: 'Test Field', type: 'battlefield' } as CardHeader;

  it('reads "If it\'s an Equipment, detach it." after a gear chosen', () => {
    const card = roundTrip(battlefield, "When you hold here, you may exhaust an enemy gear. If it's an Equipment, detach it.");
    const ability = card.abilities?.[0] as { effects: unknown[] };
    expect(ability.effects[1]).toEqual({ op: 'detach', target: 'gear', condition: { sel: 'hasTag', args: [{ event: 'gear' }, 'Equipment'] } });
  });

  it('reads a unit\'s tag the same way: "If it\'s a Mech, draw 1."', () => {
    const card = roundTrip(spell, "Stun a friendly unit. If it's a Mech, draw 1.");
    expect(card.effects?.[1]).toEqual({ op: 'draw', amount: 1, condition: { sel: 'hasTag', args: [{ event: 'unit' }, 'Mech'] } });
  });
});

describe('a move to the battlefield chosen last: "there"', () => {
  it('reads "then move your unit there": the unit chosen before, to the battlefield chosen for a group', () => {
    const card = roundTrip(spell, 'Choose a friendly unit. Stun all enemy units at a battlefield, then move your unit there.');
    expect(card.effects?.[2]).toEqual({ op: 'move', target: 'unit', to: 'battlefield', link: 'then' });
  });

  it('reads "Move a friendly unit there." after a group at a chosen battlefield', () => {
    const card = roundTrip(spell, 'Deal 1 to all units at a battlefield. Move a friendly unit there.');
    expect(card.targets).toEqual([{ name: 'battlefield', select: 'battlefield' }, { name: 'unit', select: 'unit', relation: 'friendly' }]);
    expect(card.effects?.[1]).toEqual({ op: 'move', target: 'unit', to: 'battlefield' });
  });

  it('refuses at load "there" when the last thing chosen is not a battlefield', () => {
    const result = compileCard(spell, 'Stun an enemy unit. Move a friendly unit there.');
    const card = result.ok ? result.card : undefined;
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card] } }])).toThrow(/effects\[1\]\.to: a move goes/);
  });
});

describe('a unit chosen at the destination of a move: "at its destination"', () => {
  it('reads "choose an enemy unit at its destination": `sameLocationAs` names the destination', () => {
    const card = roundTrip(spell, 'Move a friendly unit. Then choose an enemy unit at its destination. Deal 2 to it.');
    expect(card.targets?.[2]).toEqual({ name: 'unit2', select: 'unit', relation: 'enemy', sameLocationAs: 'destination' });
    expect(card.effects?.[2]).toEqual({ op: 'damage', amount: 2, target: 'unit2' });
  });

  it('refuses at load sameLocationAs naming a gear target', () => {
    const card = {
      id: 'odd-place', name: 'Odd Place', type: 'spell', domain: 'mind', cost: { energy: 1, power: [] },
      targets: [{ name: 'gear', select: 'gear' }, { name: 'unit', select: 'unit', sameLocationAs: 'gear' }],
      effects: [{ op: 'stun', target: 'unit' }, { op: 'kill', target: 'gear' }],
    };
    expect(() => loadCardSets([{ file: 'odd.json', json: { set: 'odd', cards: [card] } }])).toThrow(/targets\[1\]\.sameLocationAs/);
  });
});

describe('a move to the battlefield where a unit chosen before is: "that enemy unit\'s battlefield"', () => {
  it('reads it as a battlefield target at that unit\'s location (`sameLocationAs`)', () => {
    const card = roundTrip(spell, "Exhaust an enemy unit at a battlefield. Move a friendly unit to that enemy unit's battlefield. Draw 1.");
    expect(card.targets?.[2]).toEqual({ name: 'battlefield', select: 'battlefield', sameLocationAs: 'unit' });
    expect(card.effects?.[1]).toEqual({ op: 'move', wording: ['thatEnemyUnit'], target: 'unit2', to: 'battlefield' });
  });

  it('reads "that unit\'s battlefield" without a wording', () => {
    const card = roundTrip(spell, "Buff a unit at a battlefield. Move a friendly unit to that unit's battlefield.");
    expect(card.effects?.[1]).toEqual({ op: 'move', target: 'unit2', to: 'battlefield' });
  });
});

describe('"that spell" and "that spell\'s Energy cost"', () => {
  it('reads "Counter that spell, then give that unit +:rb_might: equal to that spell\'s Energy cost this turn."', () => {
    const card = roundTrip(spell, "Choose a friendly unit and a spell. Counter that spell, then give that unit +:rb_might: equal to that spell's Energy cost this turn.");
    expect(card.effects?.slice(1)).toEqual([
      { op: 'counter', wording: ['thatSpell'], target: 'spell' },
      { op: 'modifyMight', target: 'unit', equalTo: { energyCost: 'spell' }, link: 'then' },
    ]);
  });

  it('keeps "Counter it." without the wording', () => {
    expect(roundTrip(spell, 'Choose a spell. Counter it.').effects?.[1]).toEqual({ op: 'counter', target: 'spell' });
  });
});
