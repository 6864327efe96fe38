/**
 * Altered card text for moves between zones and the targets they take (docs/card-text.md):
 * invented cards in the printed templating compile to card data and read back in both
 * languages, and the scenarios of these mechanisms pass. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import { readFileSync } from 'node:fs';
import { sameTokens } from '../../src/games/altered/text/normalize.js';
import { lex } from '../../src/games/altered/text/lexer.js';
import { itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';

const character: CardHeader = { id: 'quarry-hermit', name: 'Quarry Hermit', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };
const spell: CardHeader = { id: 'tidal-nudge', name: 'Tidal Nudge', type: 'spell', faction: 'lyra', handCost: 2, reserveCost: 2 };

/** Invented texts in both languages, with the card data each states. */
const CASES: readonly TextCase[] = [
  {
    header: character,
    en: '{J} Draw a card.\n{D} : Target Character you control with Hand Cost {2} or less gains 2 boosts.',
    fr: '{J} Piochez une carte.\n{D} : Un Personnage ciblé que vous contrôlez de Coût de Main {2} ou moins gagne 2 boosts.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }], support: { target: 'friendlyCharacter', targetHandCost: { atMost: 2 }, effects: [{ op: 'boost', amount: 2 }] } },
  },
  {
    header: spell,
    en: 'Send to Reserve target Character with Hand Cost {5} or more. Draw a card.',
    fr: 'Envoyez en Réserve un Personnage ciblé de Coût de Main {5} ou plus. Piochez une carte.',
    alsoFr: ['Envoyez en Réserve un Personnage ciblé avec un Coût de Main {5} ou plus. Piochez une carte.'],
    data: { target: 'anyCharacter', targetHandCost: { atLeast: 5 }, effects: [{ op: 'sendToReserve' }, { op: 'draw', amount: 1 }] },
  },
  {
    header: character,
    en: '{H} Target Character gains 3 boosts. You may send it to Reserve.',
    fr: "{H} Un Personnage ciblé gagne 3 boosts. Vous pouvez l'envoyer en Réserve.",
    data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', effects: [{ op: 'boost', amount: 3 }, { op: 'sendToReserve', optional: true }] }] },
  },
  {
    header: spell,
    en: 'Choose one:  • Send target Character you control to Reserve.  • Target Character gains 1 boost. Send it to Reserve.',
    fr: "Choisissez l'un :  • Envoyez un Personnage ciblé que vous contrôlez en Réserve.  • Un Personnage ciblé gagne 1 boost. Envoyez-le en Réserve.",
    data: { modes: [{ target: 'friendlyCharacter', effects: [{ op: 'sendToReserve' }] }, { target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }, { op: 'sendToReserve' }] }] },
  },
  {
    header: character,
    en: 'When I gain 1 or more boosts — You may pay {1} to exhaust target card in Reserve.\n{D} : Draw a card. Exhaust target card in Reserve.',
    fr: 'Lorsque je gagne au moins 1 boost — Vous pouvez payer {1} pour épuiser une carte ciblée en Réserve.\n{D} : Piochez une carte. Épuisez une carte ciblée en Réserve.',
    data: {
      reactions: [{ on: 'boosted', target: 'reserveCard', effects: [{ op: 'exhaust', innerCost: 1 }] }],
      support: { target: 'reserveCard', effects: [{ op: 'draw', amount: 1 }, { op: 'exhaust' }] },
    },
  },
  {
    header: character,
    en: '{H} Roll a die. On a 5+, draw two cards. On a 2-4, I gain 1 boost. On a 1, you may send me to Reserve.',
    fr: '{H} Lancez un dé. Sur 5+, piochez deux cartes. Sur 2-4, je gagne 1 boost. Sur 1, vous pouvez m\'envoyer en Réserve.',
    data: {
      reactions: [
        {
          on: 'played',
          from: 'hand',
          effects: [{ op: 'rollDie' }, { op: 'draw', amount: 2, ifRoll: [5, 6] }, { op: 'boost', amount: 1, me: true, ifRoll: [2, 4] }, { op: 'sendToReserve', me: true, optional: true, ifRoll: [1, 1] }],
        },
      ],
    },
  },
];

describe('moves between zones, compiled and read back in English and in French', () => {
  for (const c of CASES) itReadsBack(c);

  it('refuses what the card data cannot state, naming why', () => {
    expect(compileCard(spell, 'Send it to Reserve.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"it" names nothing chosen before it' } });
    expect(compileCard(spell, 'Send to Reserve it.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Send to Reserve it.' } });
    // Both bounds at once have no printed form.
    const both = { ...spell, target: 'anyCharacter', targetHandCost: { atMost: 4, atLeast: 2 }, effects: [{ op: 'sendToReserve' }] } as AlteredCard;
    expect(renderCard(both, 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Exhaust target card in Reserve. It gains 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a card in Reserve is no character to act on' } });
    expect(compileCard(spell, 'Target Character gains 1 boost. Exhaust it.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'only a card in Reserve is exhausted by an effect: the card data has no other' } });
  });
});

/** Exchanging a card of your Reserve with one of your hand: the target is scoped to your own Reserve, and to a type where named. */
const EXCHANGES: readonly TextCase[] = [
  {
    header: character,
    en: '{J} Exchange target Permanent from your Reserve with a card from your hand.',
    fr: '{J} Échangez un Permanent ciblé de votre Réserve contre une carte de votre main.',
    alsoFr: ['{J} Échangez un Permanent ciblé dans votre Réserve avec une carte de votre main.'],
    data: { reactions: [{ on: 'played', target: 'reserveCard', targetScope: { yours: true, cardType: 'permanent' }, effects: [{ op: 'exchange' }] }] },
  },
  {
    header: spell,
    en: 'Draw a card. You may exchange target card from your Reserve with a card from your hand.',
    fr: 'Piochez une carte. Vous pouvez échanger une carte ciblée de votre Réserve contre une carte de votre main.',
    data: { target: 'reserveCard', targetScope: { yours: true }, effects: [{ op: 'draw', amount: 1 }, { op: 'exchange', optional: true }] },
  },
];

describe('exchanging a card of your Reserve with one of your hand, in English and in French', () => {
  for (const c of EXCHANGES) itReadsBack(c);

  it('reads "in your Reserve" as "from your Reserve", and the two compare as the same text', () => {
    const read = compileCard(spell, 'Exchange target Spell in your Reserve with a card from your hand. Draw a card.', 'en', tokenBook());
    if (!read.ok) throw new Error(read.refusal.reason);
    expect(read.card).toMatchObject({ target: 'reserveCard', targetScope: { yours: true, cardType: 'spell' }, effects: [{ op: 'exchange' }, { op: 'draw', amount: 1 }] });
    const rendered = renderCard(read.card, 'en', tokenBook());
    expect(rendered).toMatchObject({ ok: true, text: 'Exchange target Spell from your Reserve with a card from your hand. Draw a card.' });
    const same = (a: string, b: string) => sameTokens(lex(a), lex(b));
    expect(same('Exchange target Spell in your Reserve with a card from your hand.', 'Exchange target Spell from your Reserve with a card from your hand.')).toBe(true);
    expect(same('Échangez un Sort ciblé de votre Réserve avec une carte de votre main.', 'Échangez un Sort ciblé de votre Réserve contre une carte de votre main.')).toBe(true);
    // Elsewhere "in" and "avec" stay what they are.
    expect(same('Exchange target Spell in your Reserve with a card from your Reserve.', 'Exchange target Spell from your Reserve with a card from your Reserve.')).toBe(false);
    expect(same('Piochez avec une carte de votre main.', 'Piochez contre une carte de votre main.')).toBe(false);
  });

  it('refuses an exchange of no card of your Reserve, in the text and in card data at load, at its path', () => {
    expect(compileCard(spell, 'Exchange target Character with a card from your hand.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Exchange target Character with a card from your hand.' } });
    const base = { ...spell, id: 'odd-swap' } as AlteredCard;
    expect(loadIssue({ ...base, target: 'reserveCard', effects: [{ op: 'exchange' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[0]' });
    expect(loadIssue({ ...base, target: 'anyCharacter', targetScope: { yours: true }, effects: [{ op: 'boost', amount: 1 }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].targetScope' });
    expect(loadIssue({ ...base, target: 'reserveCard', targetScope: { yours: true, other: true }, effects: [{ op: 'exchange' }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].targetScope' });
    expect(loadIssue({ ...base, target: 'reserveCard', targetScope: { yours: true }, effects: [{ op: 'exchange' }] } as AlteredCard)).toBeUndefined();
  });

  it('the scenario\'s card is what its text compiles to, in English and in French', () => {
    const file = 'scenarios/altered/text-altreserve/exchange-reserve-and-hand.json';
    const card = (JSON.parse(readFileSync(file, 'utf8')) as { position: { cards: AlteredCard[] } }).position.cards[0] as AlteredCard;
    const { text, ...data } = card;
    const header: CardHeader = { id: card.id, name: card.name, type: card.type, faction: card.faction, handCost: card.handCost, reserveCost: card.reserveCost } as CardHeader;
    const en = compileCard(header, text as string, 'en', tokenBook());
    if (!en.ok) throw new Error(en.refusal.reason);
    expect(en.card).toEqual(card);
    const fr = renderCard(card, 'fr', tokenBook());
    if (!fr.ok) throw new Error(fr.reason);
    const back = compileCard(header, fr.text, 'fr', tokenBook());
    if (!back.ok) throw new Error(back.refusal.reason);
    const { text: _t, ...again } = back.card;
    expect(again).toEqual(data);
  });
});
