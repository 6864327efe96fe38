/**
 * Altered card text of expeditions as a whole (docs/card-text.md): every region made one terrain
 * ("All regions are {V} and lose their other terrains"), expeditions held back for the rest of
 * the Day, an expedition's move at Dusk made further, a character target in the controller's
 * other expedition. Invented cards in the printed templating
 * compile to card data and read back as their text in both languages; the scenarios play them.
 * No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, renderedText, tokenBook, type TextCase } from './text-round-trip.js';

const giant: CardHeader = { id: 'brine-titan', name: 'Brinetitan', type: 'character', faction: 'lyra', handCost: 6, reserveCost: 6, stats: { forest: 1, mountain: 1, water: 5 } };
const camp: CardHeader = { id: 'sled-camp', name: 'Sledcamp', type: 'expeditionPermanent', faction: 'lyra', handCost: 3, reserveCost: 3 };
const landmark: CardHeader = { id: 'bell-post', name: 'Bellpost', type: 'landmark', faction: 'lyra', handCost: 2, reserveCost: 2 };
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

describe('expeditions held back for the rest of the Day', () => {
  const cases: TextCase[] = [
    {
      header: spell,
      en: 'Target Expedition can\'t move forward this Day.',
      fr: 'Une Expédition ciblée ne peut pas avancer ce Jour.',
      data: { target: 'expedition', effects: [{ op: 'holdThisDay', expedition: 'target' }] },
    },
    {
      header: spell,
      en: '[[Fleeting]].  Expeditions can\'t move forward this Day.',
      fr: '[[Fugace]].  Les Expéditions ne peuvent pas avancer ce Jour.',
      data: { fleeting: true, effects: [{ op: 'holdThisDay', expedition: 'each', player: 'eachPlayer' }] },
    },
    {
      header: giant,
      en: '{J} Your other Expedition can\'t move forward this Day.',
      fr: '{J} Votre autre Expédition ne peut pas avancer ce Jour.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'holdThisDay', expedition: 'other' }] }] },
    },
    {
      header: spell,
      en: 'Draw a card.  Your Hero Expedition can\'t move forward this Day.',
      fr: 'Piochez une carte.  Votre Expédition Héros ne peut pas avancer ce Jour.',
      printed: { en: 'Draw a card. Your Hero Expedition can\'t move forward this Day.', fr: 'Piochez une carte. Votre Expédition Héros ne peut pas avancer ce Jour.' },
      data: { effects: [{ op: 'draw', amount: 1 }, { op: 'holdThisDay', expedition: 'hero' }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses "my Expedition" on a spell, which is in no expedition, in the text and in card data, naming the reason and path', () => {
    expect(compileCard(spell, 'My Expedition can\'t move forward this Day.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...spell, effects: [{ op: 'holdThisDay', expedition: 'mine' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[0]', message: expect.stringContaining('in no expedition') });
    expect(loadIssue({ ...spell, effects: [{ op: 'holdThisDay', expedition: 'target' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[0].expedition' });
    expect(loadIssue({ ...spell, target: 'expedition', effects: [{ op: 'holdThisDay', expedition: 'target' }] } as AlteredCard)).toBeUndefined();
  });

  it('refuses a time the card data does not hold, naming the phrase', () => {
    expect(compileCard(spell, 'Target Expedition can\'t move forward this Afternoon.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe("an expedition's move at Dusk made further", () => {
  const cases: TextCase[] = [
    {
      header: camp,
      en: 'If my Expedition would move forward during Dusk, it moves forward two more regions instead.',
      fr: 'Si mon Expédition devait avancer pendant le Crépuscule, elle avance de deux régions supplémentaires à la place.',
      data: { passives: [{ kind: 'furtherAtDusk', regions: 2 }] },
    },
    {
      header: giant,
      en: '{J} Draw a card.  If my Expedition would move forward during Dusk, it moves forward three more regions instead.',
      fr: '{J} Piochez une carte.  Si mon Expédition devait avancer pendant le Crépuscule, elle avance de trois régions supplémentaires à la place.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }], passives: [{ kind: 'furtherAtDusk', regions: 3 }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('prints one region in the singular and reads it back, in both languages', () => {
    const card = { ...camp, passives: [{ kind: 'furtherAtDusk', regions: 1 }] } as AlteredCard;
    for (const lang of ['en', 'fr'] as const) {
      const text = renderedText(card, lang);
      expect(text).toMatch(lang === 'en' ? /one more region instead/ : /d'une région supplémentaire/);
      const back = compileCard(camp, text, lang, tokenBook());
      expect(back.ok && back.card.passives).toEqual([{ kind: 'furtherAtDusk', regions: 1 }]);
    }
  });

  it('refuses it on a card in no expedition, in the text and in card data, naming the reason and path', () => {
    expect(compileCard(landmark, 'If my Expedition would move forward during Dusk, it moves forward two more regions instead.', 'en', tokenBook())).toMatchObject({
      ok: false,
      refusal: { reason: 'a landmark is in no expedition: "my Expedition" is a character\'s or an expedition permanent\'s' },
    });
    expect(loadIssue({ ...landmark, passives: [{ kind: 'furtherAtDusk', regions: 2 }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].passives[0]', message: expect.stringContaining('in no expedition') });
    expect(loadIssue({ ...camp, passives: [{ kind: 'furtherAtDusk', regions: 0 }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].passives[0]') });
  });
});

describe("a character target in the controller's other expedition", () => {
  const scout: CardHeader = { id: 'pass-scout', name: 'Passcout', type: 'character', faction: 'lyra', handCost: 2, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 1 } };
  const cases: TextCase[] = [
    {
      header: scout,
      en: '{J} Target Character in your other Expedition gains 3 boosts.',
      fr: '{J} Un Personnage ciblé dans votre autre Expédition gagne 3 boosts.',
      data: { reactions: [{ on: 'played', target: 'anyCharacter', targetScope: { in: 'other' }, effects: [{ op: 'boost', amount: 3 }] }] },
    },
    {
      header: scout,
      en: '{J} Another target Character you control in your other Expedition gains [[Anchored]].',
      fr: '{J} Un autre Personnage ciblé que vous contrôlez dans votre autre Expédition gagne [[Ancré]].',
      data: { reactions: [{ on: 'played', target: 'friendlyCharacter', targetScope: { other: true, in: 'other' }, effects: [{ op: 'anchor' }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses it on a card in no expedition, in the text and in card data, naming the reason and path', () => {
    expect(compileCard(landmark, '{J} Target Character in your other Expedition gains 3 boosts.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...landmark, reactions: [{ on: 'played', target: 'anyCharacter', targetScope: { in: 'other' }, effects: [{ op: 'boost', amount: 3 }] }] } as AlteredCard)).toMatchObject({
      path: '$.rules.extraCards[0].reactions[0].targetScope',
      message: expect.stringContaining('in no expedition'),
    });
  });
});

describe('expeditions as a whole in play', () => {
  itCompilesScenarioCards('scenarios/altered/text-altregions');
});
