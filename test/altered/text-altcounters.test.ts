/**
 * Costs, counters and replacements as Altered card text (docs/card-text.md): the top cards of a
 * deck put in the Mana zone, in English and in French, compile to card data, read back as
 * their text in both languages, and play as the glossary says. Invented cards only: no real
 * card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema.js';
import { itPlaysScenarios, itReadsBack, loadIssue, tokenBook } from './text-round-trip.js';

const spell: CardHeader = { id: 'buried-embers', name: 'Buried Embers', type: 'spell', faction: 'lyra', handCost: 2, reserveCost: 3 };
const character: CardHeader = { id: 'well-keeper', name: 'Well Keeper', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 2 } };

describe('the top cards of a deck put in the Mana zone', () => {
  itReadsBack({
    header: spell,
    en: 'Put the top three cards of your deck in your Mana zone (as exhausted Mana Orbs). Draw a card.',
    fr: 'Mettez les trois premières cartes de votre deck dans votre zone de Mana (en tant qu\'Orbes de Mana épuisés). Piochez une carte.',
    data: { effects: [{ op: 'deckToMana', amount: 3 }, { op: 'draw', amount: 1 }] },
    printed: { en: 'Put the top three cards of your deck in your Mana zone. Draw a card.', fr: 'Mettez les trois premières cartes de votre deck dans votre zone de Mana. Piochez une carte.' },
    alsoFr: ['Mettez les trois cartes du dessus de votre deck dans votre zone de Mana. Piochez une carte.'],
  });

  itReadsBack({
    header: character,
    en: '{R} Each player puts the top two cards of their deck in their Mana zone.',
    fr: '{R} Chaque joueur met les deux premières cartes de son deck dans sa zone de Mana.',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'deckToMana', amount: 2, player: 'eachPlayer' }] }] },
    alsoFr: ['{R} Chaque joueur met les deux cartes du dessus de son deck dans sa zone de Mana.'],
  });

  itReadsBack({
    header: character,
    en: '{H} You may pay {1} to put the top four cards of your deck in your Mana zone.',
    fr: '{H} Vous pouvez payer {1} pour mettre les quatre premières cartes de votre deck dans votre zone de Mana.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'deckToMana', amount: 4, innerCost: 1 }] }] },
  });

  it('prints one card as "the top card", in each language the way its form says it, and reads it back', () => {
    const cases = [
      { effect: { op: 'deckToMana', amount: 1 }, en: 'the top card of your deck', fr: 'la première carte de votre deck' },
      { effect: { op: 'deckToMana', amount: 1, player: 'eachPlayer' }, en: 'the top card of their deck', fr: 'la carte du dessus de son deck' },
    ] as const;
    for (const c of cases) {
      const card = { ...spell, effects: [c.effect] } as AlteredCard;
      for (const lang of ['en', 'fr'] as const) {
        const rendered = renderCard(card, lang, tokenBook());
        if (!rendered.ok) throw new Error(rendered.reason);
        expect(rendered.text).toContain(c[lang]);
        const back = compileCard(spell, rendered.text, lang, tokenBook());
        if (!back.ok) throw new Error(back.refusal.reason);
        expect(back.card.effects).toEqual([c.effect]);
      }
    }
  });

  it('refuses "zero cards", naming the phrase', () => {
    const result = compileCard(spell, 'Put the top zero cards of your deck in your Mana zone.', 'en', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { phrase: 'Put the top zero cards of your deck in your Mana zone.' } });
  });

  it('refuses card data with no amount at load, with its path', () => {
    const card = { ...spell, effects: [{ op: 'deckToMana' }] } as unknown as AlteredCard;
    expect(loadIssue(card)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0]') });
    expect(loadIssue({ ...spell, effects: [{ op: 'deckToMana', amount: 2 }] } as AlteredCard)).toBeUndefined();
  });
});

describe('scenarios', () => {
  itPlaysScenarios('scenarios/altered/text-altcounters');
});
