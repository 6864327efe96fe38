/**
 * Altered card text of reactions' triggers (docs/card-text.md): invented cards in the printed
 * templating compile to card data and read back in both languages, what the card data cannot
 * state is refused with its reason and path, and the scenarios of these triggers pass, each
 * card in them being what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'lamp-warden', name: 'Lamp Warden', type: 'character', faction: 'lyra', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 0 } };
const landmark: CardHeader = { id: 'quiet-belfry', name: 'Quiet Belfry', type: 'landmark', faction: 'lyra', handCost: 2, reserveCost: 2 };

describe('a player\'s act as a trigger ("When you roll one or more dice", "When an opponent draws ...")', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: 'When you roll one or more dice — I gain 2 boosts.',
      fr: 'Lorsque vous lancez au moins un dé — Je gagne 2 boosts.',
      data: { reactions: [{ on: 'playerActs', by: 'you', acts: ['rollDie'], effects: [{ op: 'boost', amount: 2, me: true }] }] },
    },
    {
      header: landmark,
      en: 'When you sacrifice a Character — Draw a card.',
      fr: 'Lorsque vous sacrifiez un Personnage — Piochez une carte.',
      data: { reactions: [{ on: 'playerActs', by: 'you', acts: ['sacrifice'], cardType: 'character', effects: [{ op: 'draw', amount: 1 }] }] },
    },
    {
      header: character,
      en: 'When an opponent draws one or more cards or does [Resupply] — I gain 1 boost.',
      fr: "Lorsqu'un adversaire pioche au moins une carte ou [Ravitaille] — Je gagne 1 boost.",
      data: { reactions: [{ on: 'playerActs', by: 'opponent', acts: ['draw', 'resupply'], effects: [{ op: 'boost', amount: 1, me: true }] }] },
    },
    {
      header: landmark,
      en: 'When an opponent draws one or more cards — [Resupply].',
      fr: "Lorsqu'un adversaire pioche au moins une carte — [Ravitaillez].",
      data: { reactions: [{ on: 'playerActs', by: 'opponent', acts: ['draw'], effects: [{ op: 'resupply' }] }] },
    },
    {
      header: character,
      en: 'When you draw one or more cards — I gain 1 boost.',
      fr: 'Lorsque vous piochez au moins une carte — Je gagne 1 boost.',
      data: { reactions: [{ on: 'playerActs', by: 'you', acts: ['draw'], effects: [{ op: 'boost', amount: 1, me: true }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses an act the templating does not say, naming the phrase', () => {
    expect(compileCard(character, 'When you sacrifice a Spell — Draw a card.', 'en', tokenBook())).toMatchObject({
      ok: false,
      refusal: { phrase: 'When you sacrifice a Spell —', reason: 'no rule of the templating reads "Spell — Draw" here' },
    });
  });

  it('has no printed form for acts the templating never pairs: the card data is refused for print, not misprinted', () => {
    const card = { ...character, reactions: [{ on: 'playerActs', by: 'you', acts: ['rollDie', 'sacrifice'], effects: [{ op: 'draw', amount: 1 }] }] } as AlteredCard;
    for (const lang of ['en', 'fr'] as const) expect(renderCard(card, lang, tokenBook()).ok).toBe(false);
  });

  it('refuses at load the acts on another trigger, a playerActs trigger without acts, and a card type without a sacrifice, with their paths', () => {
    const card = (reaction: object): AlteredCard => ({ ...character, reactions: [{ effects: [{ op: 'draw', amount: 1 }], ...reaction }] }) as unknown as AlteredCard;
    expect(loadIssue(card({ on: 'atNoon', acts: ['draw'] }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].acts' });
    expect(loadIssue(card({ on: 'atDusk', by: 'you' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].by' });
    expect(loadIssue(card({ on: 'playerActs', by: 'you' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].acts' });
    expect(loadIssue(card({ on: 'playerActs', by: 'you', acts: ['draw'], cardType: 'character' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].cardType' });
    expect(loadIssue(card({ on: 'playerActs', by: 'you', acts: ['sacrifice'], cardType: 'character' }))).toBeUndefined();
  });
});

describe('leaving on the condition of a status had then ("When I leave the Expedition zone, if I was [[Fleeting]]")', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: 'When I leave the Expedition zone, if I was [[Fleeting]] — Draw two cards.',
      fr: "Lorsque je quitte la zone d'Expédition, si j'étais [[Fugace]] — Piochez deux cartes.",
      data: { reactions: [{ on: 'leaves', wasFleeting: true, effects: [{ op: 'draw', amount: 2 }] }] },
    },
    {
      header: character,
      en: 'When I leave the Expedition zone, if I was not [[Fleeting]] — [Resupply].',
      fr: "Lorsque je quitte la zone d'Expédition, si je n'étais pas [[Fugace]] — [Ravitaillez].",
      data: { reactions: [{ on: 'leaves', wasFleeting: false, effects: [{ op: 'resupply' }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses at load the condition on another trigger, with its path', () => {
    const card = (on: string): AlteredCard => ({ ...character, reactions: [{ on, wasFleeting: true, effects: [{ op: 'draw', amount: 1 }] }] }) as unknown as AlteredCard;
    expect(loadIssue(card('toReserve'))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].wasFleeting' });
    expect(loadIssue(card('leaves'))).toBeUndefined();
  });
});

describe('scenarios of triggers', () => {
  itCompilesScenarioCards('scenarios/altered/text-alttriggers2');
});
