/**
 * Altered card text of expeditions, conditions and the next card played (docs/card-text.md):
 * invented cards in the printed templating compile to card data and read back as their text
 * in both languages. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import { itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'tin-courier', name: 'Tin Courier', type: 'character', faction: 'axiom', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 0 } };
const spell: CardHeader = { id: 'ember-notice', name: 'Ember Notice', type: 'spell', faction: 'bravos', handCost: 1, reserveCost: 1 };

describe('the next card you play: costs less, or gains boosts', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '{R} The next card you play this Afternoon costs {2} less.',
      fr: '{R} La prochaine carte que vous jouez cet Après-midi coûte {2} de moins.',
      data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'nextPlay', until: 'afternoon', costLess: 2 }] }] },
    },
    {
      header: character,
      en: '{D} : The next Character you play this turn gains 3 boosts.',
      fr: '{D} : Le prochain Personnage que vous jouez ce tour gagne 3 boosts.',
      data: { support: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'turn', boosts: 3 }] } },
    },
    {
      header: spell,
      en: 'Draw a card. The next card you play this turn costs {1} less.',
      fr: 'Piochez une carte. La prochaine carte que vous jouez ce tour coûte {1} de moins.',
      data: { effects: [{ op: 'draw', amount: 1 }, { op: 'nextPlay', until: 'turn', costLess: 1 }] },
    },
    {
      header: character,
      en: '{H} The next Character you play this Afternoon costs {3} less.',
      fr: '{H} Le prochain Personnage que vous jouez cet Après-midi coûte {3} de moins.',
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'nextPlay', cardType: 'character', until: 'afternoon', costLess: 3 }] }] },
    },
    {
      header: character,
      en: '{T} : The next Character you play this turn gains 4 boosts.',
      fr: '{T} : Le prochain Personnage que vous jouez ce tour-ci gagne 4 boosts.',
      data: { exhaust: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'turn', boosts: 4 }] } },
      printed: { fr: '{T} : Le prochain Personnage que vous jouez ce tour gagne 4 boosts.' },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('names a Spell and a Permanent in both languages: card data reads back as text that compiles to it', () => {
    for (const cardType of ['spell', 'permanent'] as const) {
      const card = { ...character, support: { effects: [{ op: 'nextPlay' as const, cardType, until: 'turn' as const, costLess: 2 }] } };
      for (const lang of ['en', 'fr'] as const) {
        const rendered = renderCard(card, lang, tokenBook());
        if (!rendered.ok) throw new Error(rendered.reason);
        expect(rendered.text).toContain(cardType === 'spell' ? (lang === 'en' ? 'Spell' : 'Sort') : 'Permanent');
        const again = compileCard(character, rendered.text, lang, tokenBook());
        if (!again.ok) throw new Error(again.refusal.reason);
        expect(again.card.support).toEqual(card.support);
      }
    }
  });

  it('refuses boosts on a card that is no character, naming the phrase', () => {
    const result = compileCard(character, '{J} The next Spell you play this turn gains 1 boost.', 'en', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { phrase: '{J} The next Spell you play this turn gains 1 boost.' } });
  });
});

describe('conditions on what you control', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '{J} If you control two or more Landmarks, I gain 3 boosts.',
      fr: '{J} Si vous contrôlez au moins deux Repères, je gagne 3 boosts.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 3, me: true, ifControl: { count: 2, cardType: 'landmark' } }] }] },
    },
    {
      header: character,
      en: '{H} If you control three or more other Characters, I gain 2 boosts.',
      fr: '{H} Si vous contrôlez au moins trois autres Personnages, je gagne 2 boosts.',
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'boost', amount: 2, me: true, ifControl: { count: 3, cardType: 'character', other: true } }] }] },
    },
    {
      header: spell,
      en: 'Draw a card. If you control two or more Permanents, you may pay {1} to draw two cards.',
      fr: 'Piochez une carte. Si vous contrôlez au moins deux Permanents, vous pouvez payer {1} pour piocher deux cartes.',
      data: { effects: [{ op: 'draw', amount: 1 }, { op: 'draw', amount: 2, innerCost: 1, ifControl: { count: 2, cardType: 'permanent' } }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses a count the templating does not say ("one or more"), naming the phrase', () => {
    expect(compileCard(character, '{J} If you control one or more Characters, draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: '{J} If you control one or more Characters, draw two cards.' } });
  });
});
