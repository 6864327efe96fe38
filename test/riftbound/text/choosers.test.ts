/**
 * The card language of what players choose, costs and conditions of the turn, from invented
 * card texts: each compiles to the card data below and renders back as printed; the scenarios
 * of scenarios/riftbound/text-choosers/ play them, and their cards are the data their text
 * reads to.
 */
import { describe, expect, it } from 'vitest';
import type { CardHeader } from '../../../src/games/riftbound/text/card-lines.js';
import { compileCard } from '../../../src/games/riftbound/text/compile.js';
import { cardIssues, printsAndReads, roundTrip, itCompilesScenarioCards } from './support.js';

const legend: CardHeader = { id: 'choosers-legend', name: 'Choosers Legend', type: 'legend', domains: ['calm', 'order'], tags: ['Warden'] } as CardHeader;
const unit: CardHeader = { id: 'choosers-unit', name: 'Choosers Unit', type: 'unit', domain: 'calm', cost: { energy: 3, power: [] }, might: 3 };

itCompilesScenarioCards('text-choosers');

describe('keywords given to the units of a tag as they are played', () => {
  it('reads "<Tags> you play have [Weaponmaster]", a tag of one or two words, played from anywhere', () => {
    expect(roundTrip(legend, 'Lancers you play have [Weaponmaster].').abilities).toEqual([
      { kind: 'passive', playedKeywords: { cards: 'units', tag: 'Lancer', from: 'anywhere', keywords: ['weaponmaster'] } },
    ]);
    expect(roundTrip(legend, 'Dune Riders you play have [Weaponmaster].').abilities?.[0]).toMatchObject({ playedKeywords: { tag: 'Dune Rider' } });
  });

  it('reads "Your <Tags> have [Weaponmaster]" as the same grant, its wording kept', () => {
    expect(roundTrip(legend, 'Your Pike Wardens have [Weaponmaster].').abilities).toEqual([
      { kind: 'passive', playedKeywords: { cards: 'units', tag: 'Pike Warden', from: 'anywhere', keywords: ['weaponmaster'], your: true } },
    ]);
  });

  it('refuses Weaponmaster given to gear, and "your" without a tag played from anywhere, with their paths', () => {
    expect(cardIssues({ ...legend, abilities: [{ kind: 'passive', playedKeywords: { cards: 'gear', from: 'anywhere', keywords: ['weaponmaster'] } }] })).toContainEqual({
      path: '$.cards[0].abilities[0].playedKeywords.keywords[0]',
      message: expect.stringContaining('Weaponmaster'),
    });
    expect(cardIssues({ ...legend, abilities: [{ kind: 'passive', playedKeywords: { cards: 'units', tag: 'Lancer', from: 'hand', keywords: ['weaponmaster'], your: true } }] })).toContainEqual({
      path: '$.cards[0].abilities[0].playedKeywords.your',
      message: expect.stringContaining('anywhere'),
    });
  });

  it('still refuses a keyword that acts on the board only when given this way', () => {
    expect(compileCard(legend, 'Lancers you play have [Tank].').ok).toBe(false);
  });
});

describe('"Use only if" a card of a tag was played this turn', () => {
  it('reads the condition after an activated ability, "an" before a vowel and "a" otherwise', () => {
    expect(roundTrip(legend, ':rb_energy_2:, :rb_exhaust:: Draw 1. Use only if you\'ve played an Equipment this turn.').abilities?.[0]).toMatchObject({
      kind: 'activated',
      condition: { '>': [{ sel: 'cardsPlayedWithTag', args: [{ event: 'controller' }, 'Equipment'] }, 0] },
    });
    expect(roundTrip(unit, ':rb_exhaust:: Buff me. Use only if you\'ve played a Mech this turn.').abilities?.[0]).toMatchObject({
      condition: { '>': [{ sel: 'cardsPlayedWithTag', args: [{ event: 'controller' }, 'Mech'] }, 0] },
    });
  });

  it('refuses the article that does not fit the tag', () => {
    expect(compileCard(legend, ':rb_exhaust:: Draw 1. Use only if you\'ve played a Equipment this turn.').ok).toBe(false);
  });
});

describe('"Use only if" enemy units or gear were chosen this turn', () => {
  const enemyChoices = (n: number) => ({ '>=': [{ sel: 'thisTurn', args: [{ event: 'controller' }, 'enemyChoices'] }, n] });

  it('reads how many times, in words', () => {
    expect(roundTrip(legend, ':rb_energy_1:, :rb_exhaust:: [Reaction] — Buff a friendly unit. Use only if you\'ve chosen enemy units and/or gear three times this turn with spells or unit abilities.').abilities?.[0]).toMatchObject({
      kind: 'activated',
      keywords: ['reaction'],
      condition: enemyChoices(3),
    });
    printsAndReads(legend, { abilities: [{ kind: 'activated', cost: { exhaust: true }, condition: enemyChoices(2), effects: [{ op: 'draw', amount: 2 }] }] as never });
  });

  it('has no word for four or more', () => {
    expect(compileCard(legend, ':rb_exhaust:: Draw 1. Use only if you\'ve chosen enemy units and/or gear four times this turn with spells or unit abilities.').ok).toBe(false);
  });
});

describe('a unit that can have any number of buffs', () => {
  it('reads the passive of the unit itself', () => {
    expect(roundTrip(unit, '[Shield 2]\nI can have any number of buffs.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', anyNumberOfBuffs: true }]);
  });

  it('is refused on other units or under a condition, with its path', () => {
    expect(cardIssues({ ...unit, abilities: [{ kind: 'passive', appliesTo: 'units', anyNumberOfBuffs: true }] })).toContainEqual({ path: '$.cards[0].abilities[0].anyNumberOfBuffs', message: expect.stringContaining('own passive') });
    expect(cardIssues({ ...unit, abilities: [{ kind: 'passive', appliesTo: 'self', anyNumberOfBuffs: true, might: 1 }] })).toContainEqual({ path: '$.cards[0].abilities[0].anyNumberOfBuffs', message: expect.stringContaining('nothing else') });
  });
});

describe('gear of a tag adding more', () => {
  it('reads "your <Tag> [Add] an additional" Energy, with a condition first or not', () => {
    expect(roundTrip(legend, 'Your Ingot [Add] an additional :rb_energy_2:.').abilities).toEqual([{ kind: 'passive', addsMore: { tag: 'Ingot', energy: 2 } }]);
    expect(roundTrip(legend, 'While your score is within 4 points of the Victory Score, your Ingot [Add] an additional :rb_energy_1:.').abilities?.[0]).toMatchObject({
      addsMore: { tag: 'Ingot', energy: 1 },
      condition: { '>=': [{ sel: 'teamScore', args: [{ event: 'controller' }] }, { '-': [{ sel: 'victoryScore' }, 4] }] },
    });
  });

  it('is refused beside other effects of the passive, with its path', () => {
    expect(cardIssues({ ...legend, abilities: [{ kind: 'passive', appliesTo: 'units', might: 1, addsMore: { tag: 'Ingot', energy: 1 } }] })).toContainEqual({ path: '$.cards[0].abilities[0].addsMore', message: expect.stringContaining('says nothing else') });
  });
});

describe('a discount for spells choosing the unit', () => {
  it('reads "Your spells that choose me cost ... or :rb_rune_rainbow: less"', () => {
    expect(roundTrip(unit, 'Your spells that choose me cost :rb_energy_2: or :rb_rune_rainbow: less.').abilities).toEqual([{ kind: 'passive', appliesTo: 'self', discountWhenChosen: { energy: 2 } }]);
  });

  it('refuses a Power of one domain as the other part, and the passive on other units', () => {
    expect(compileCard(unit, 'Your spells that choose me cost :rb_energy_1: or :rb_rune_calm: less.').ok).toBe(false);
    expect(cardIssues({ ...unit, abilities: [{ kind: 'passive', appliesTo: 'units', discountWhenChosen: { energy: 1 } }] })).toContainEqual({ path: '$.cards[0].abilities[0].discountWhenChosen', message: expect.stringContaining('own passive') });
  });
});

describe('optional additional costs made cheaper', () => {
  it('reads "Optional additional costs you pay cost ... or :rb_rune_rainbow: less"', () => {
    expect(roundTrip(legend, 'Optional additional costs you pay cost :rb_energy_2: or :rb_rune_rainbow: less.').abilities).toEqual([{ kind: 'passive', optionalCostsLess: { energy: 2 } }]);
  });

  it('is refused beside other effects of the passive, with its path', () => {
    expect(cardIssues({ ...legend, abilities: [{ kind: 'passive', appliesTo: 'units', might: 1, optionalCostsLess: { energy: 1 } }] })).toContainEqual({ path: '$.cards[0].abilities[0].optionalCostsLess', message: expect.stringContaining('says nothing else') });
  });
});
