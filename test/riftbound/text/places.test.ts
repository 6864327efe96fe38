/** Battlefield passives read from invented card texts and printed back: what holds while a battlefield's controller controls it. */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compiled, printsAndReads } from './support.js';

const battlefield: CardHeader = { id: 'test-battlefield', name: 'Test Battlefield', type: 'battlefield' };
const CONTROLS_HERE = { in: [{ event: 'source' }, { sel: 'controlledBy', args: [{ event: 'controller' }] }] };

describe('while you control this battlefield', () => {
  it('reads a discount on each [Repeat] cost its controller pays', () => {
    const card = compiled(battlefield, 'While you control this battlefield, friendly [Repeat] costs cost :rb_energy_2: less.');
    expect(card.abilities).toEqual([{ kind: 'passive', costs: [{ cards: 'repeatCosts', whose: 'yours', energy: 2 }], condition: CONTROLS_HERE }]);
  });

  it('prints an increase on the opponents\' [Repeat] costs', () => {
    const text = printsAndReads(battlefield, { abilities: [{ kind: 'passive', costs: [{ cards: 'repeatCosts', whose: 'opponents', power: 1, more: true }], condition: CONTROLS_HERE }] });
    expect(text).toBe('While you control this battlefield, enemy [Repeat] costs cost :rb_rune_rainbow: more.');
  });

  it('reads the condition before a passive on units here', () => {
    const card = compiled(battlefield, 'While you control this battlefield, friendly units here have +2 :rb_might:.');
    expect(card.abilities?.[0]).toMatchObject({ kind: 'passive', appliesTo: 'friendlyUnitsHere', might: 2, condition: CONTROLS_HERE });
  });

  it('reads a discount on the first gear its controller plays each turn', () => {
    const card = compiled(battlefield, 'While you control this battlefield, the first friendly non-token gear played each turn costs :rb_energy_3: less.');
    expect(card.abilities).toEqual([{ kind: 'passive', costs: [{ cards: 'gear', whose: 'yours', energy: 3, first: true }], condition: CONTROLS_HERE }]);
  });

  it('prints the first enemy unit each turn, and never a first-each-turn change in another wording', () => {
    const text = printsAndReads(battlefield, { abilities: [{ kind: 'passive', costs: [{ cards: 'units', whose: 'opponents', power: 1, first: true }] }] });
    expect(text).toBe('The first enemy non-token unit played each turn costs :rb_rune_rainbow: less.');
  });
});
