/**
 * Altered card text of expeditions as a whole (docs/card-text.md): every region made one terrain
 * ("All regions are {V} and lose their other terrains"). Invented cards in the printed templating
 * compile to card data and read back as their text in both languages; the scenarios play them.
 * No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import { itPlaysScenarios, itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';

const giant: CardHeader = { id: 'brine-titan', name: 'Brinetitan', type: 'character', faction: 'lyra', handCost: 6, reserveCost: 6, stats: { forest: 1, mountain: 1, water: 5 } };
const spell: CardHeader = { id: 'still-air', name: 'Still Air', type: 'spell', faction: 'lyra', handCost: 4, reserveCost: 4 };

describe('every region made one terrain', () => {
  const cases: TextCase[] = [
    {
      header: giant,
      en: 'All regions are {V} and lose their other terrains.',
      fr: 'Toutes les régions sont {V} et perdent leurs autres terrains.',
      data: { passives: [{ kind: 'regionsBecome', terrain: 'forest' }] },
    },
    {
      header: giant,
      en: 'All regions are {M} in addition to their other terrains.',
      fr: 'Toutes les régions sont {M} en plus de leurs autres terrains.',
      data: { passives: [{ kind: 'regionsBecome', terrain: 'mountain', inAddition: true }] },
    },
    {
      header: giant,
      en: '[Gigantic].  {J} Sacrifice a Character.  All regions are {M} and lose their other terrains.',
      fr: '[Gigantesque].  {J} Sacrifiez un Personnage.  Toutes les régions sont {M} et perdent leurs autres terrains.',
      data: {
        keywords: ['gigantic'],
        reactions: [{ on: 'played', effects: [{ op: 'sacrifice', chosen: 'character' }] }],
        passives: [{ kind: 'regionsBecome', terrain: 'mountain' }],
      },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses every region on a spell, whose passive lines the card data has not, naming the phrase', () => {
    expect(compileCard(spell, 'All regions are {M} and lose their other terrains.', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses some regions the templating does not name, naming the phrase', () => {
    expect(compileCard(giant, 'Two regions are {O} and lose their other terrains.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('Two regions') } });
  });
});

describe('expeditions as a whole in play', () => {
  itPlaysScenarios('scenarios/altered/text-altregions');
});
