/**
 * The card language of a player's act heard by a triggered ability ("When a player chooses ...")
 * with its "they" (the player its event is about), and of "for the first time each turn" said
 * after the event, from invented card texts: each compiles to the card data below and renders
 * back as printed.
 */
import { describe, expect, it } from 'vitest';
import { loadCardSets } from '../../../src/games/riftbound/cards/cards.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { roundTrip } from './support.js';

const battlefield: CardHeader = { id: 'eventplayers-field', name: 'Eventplayers Field', type: 'battlefield' };
const unit: CardHeader = { id: 'eventplayers-unit', name: 'Eventplayers Unit', type: 'unit', domain: 'calm', cost: { energy: 3, power: [] }, might: 3 };
const spell: CardHeader = { id: 'eventplayers-spell', name: 'Eventplayers Spell', type: 'spell', domain: 'calm', cost: { energy: 1, power: [] } };

describe('"When a player chooses ..., they ..." (CR 383.1, 383.4.b)', () => {
  it('reads any player\'s choice of a unit here with a spell, the first time each turn, and "they" as that player', () => {
    const card = roundTrip(battlefield, 'When a player chooses an enemy unit here with a spell for the first time each turn, they draw 2.');
    expect(card.abilities?.[0]).toEqual({
      kind: 'triggered',
      trigger: 'chosen',
      subject: { select: 'unit', relation: 'enemy', at: 'here', bySpell: true },
      nth: 1,
      wording: ['firstTimeAfter'],
      effects: [{ op: 'draw', player: { eventPlayer: true }, amount: 2 }],
    });
  });

  it('reads the choice anywhere, and of the card itself', () => {
    expect(roundTrip(unit, 'When a player chooses a friendly unit, they draw 1.').abilities?.[0]).toMatchObject({ trigger: 'chosen', subject: { select: 'unit', relation: 'friendly' } });
    const self = roundTrip(unit, 'When a player chooses me with a spell, they draw 1.').abilities?.[0];
    expect(self).toMatchObject({ trigger: 'chosen', subject: { self: true, bySpell: true }, effects: [{ op: 'draw', player: { eventPlayer: true } }] });
  });

  it('keeps "The first time ... each turn" and "... for the first time each turn" apart as printed', () => {
    const before = roundTrip(unit, 'The first time you choose a friendly unit with a spell each turn, draw 1.').abilities?.[0];
    expect(before).toMatchObject({ nth: 1 });
    expect(before).not.toHaveProperty('wording');
    expect(roundTrip(unit, 'When you choose a friendly unit with a spell for the first time each turn, draw 1.').abilities?.[0]).toMatchObject({ nth: 1, wording: ['firstTimeAfter'] });
  });

  it('does not read "here" on a legend, which is in no location (CR 107.4.b)', () => {
    const legend: CardHeader = { id: 'eventplayers-legend', name: 'Eventplayers Legend', type: 'legend', domains: ['calm', 'mind'], tags: ['Eventplayers'] };
    expect(compileCard(legend, 'When a player chooses a friendly unit here, they draw 1.').ok).toBe(false);
    expect(compileCard(legend, 'When a player chooses a friendly unit, they draw 1.').ok).toBe(true);
  });

  it('refuses "they" (eventPlayer) outside a triggered ability, with its path', () => {
    const card = { ...spell, effects: [{ op: 'draw', player: { eventPlayer: true }, amount: 1 }] };
    expect(() => loadCardSets([{ file: 'bad.json', json: { set: 'bad', cards: [card] } }])).toThrow(/effects\[0\]\.player\.eventPlayer/);
    const activated = { ...unit, abilities: [{ kind: 'activated', cost: { energy: 1, power: [] }, effects: [{ op: 'draw', player: { eventPlayer: true }, amount: 1 }] }] };
    expect(() => loadCardSets([{ file: 'bad.json', json: { set: 'bad', cards: [activated] } }])).toThrow(/abilities\[0\]\.effects\[0\]\.player\.eventPlayer/);
  });
});
