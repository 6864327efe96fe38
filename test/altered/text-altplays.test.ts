/**
 * Altered card text of costs, plays and zones (docs/card-text.md): invented cards in the printed
 * templating compile to card data and read back in both languages, what the card data cannot
 * state is refused, the engine refuses such data at load with its path, and the scenarios of
 * these mechanisms pass, each card in them being what its own `text` compiles to. No real
 * card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue as issueWith, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altplays';

const landmark: CardHeader = { id: 'tin-lantern', name: 'Tin Lantern', type: 'landmark', faction: 'axiom', handCost: 2, reserveCost: 2 };
const hero: CardHeader = { id: 'vela-and-quill', name: 'Vela and Quill', type: 'hero', faction: 'ordis', reserveLimit: 2, landmarkLimit: 2 };
const character: CardHeader = { id: 'moor-warden', name: 'Moor Warden', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };

const loadIssue = (card: object, base: CardHeader = landmark) => issueWith({ ...base, ...card } as AlteredCard);

describe('an exhaust ability\'s own cost before its colon ("{2}, {T} :", "{T}, Sacrifice a Character:"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: '{3}, {T} : Draw two cards.',
    fr: '{T}, {3} : Piochez deux cartes.',
    data: { exhaust: { cost: { mana: 3 }, effects: [{ op: 'draw', amount: 2 }] } },
  });
  itReadsBack({
    header: hero,
    en: '{T}, Discard a card from your Reserve: Target Character gains 1 boost.',
    fr: '{T}, Défaussez une carte de votre Réserve : Un Personnage ciblé gagne 1 boost.',
    data: { exhaust: { cost: { giveUp: 'reserveCard' }, target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }] } },
  });
  itReadsBack({
    header: landmark,
    en: '{T}, Sacrifice a Character: [Resupply].',
    fr: '{T}, Sacrifiez un Personnage : [Ravitaillez].',
    data: { exhaust: { cost: { giveUp: 'character' }, effects: [{ op: 'resupply' }] } },
  });

  it('reads a plain "{T} :" as no cost beyond the card, and refuses a cost the templating does not print', () => {
    expect(compileCard(landmark, '{T} : Draw two cards.', 'en', tokenBook())).toMatchObject({ ok: true, card: { exhaust: { effects: [{ op: 'draw', amount: 2 }] } } });
    expect(compileCard(landmark, '{T} : Draw two cards.', 'en', tokenBook())).not.toMatchObject({ card: { exhaust: { cost: expect.anything() } } });
    // French prints the mana after the exhaust symbol, English before it.
    expect(compileCard(landmark, '{T}, {2} : Draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('{T}') } });
    expect(compileCard(landmark, '{0}, {T} : Draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(landmark, '{T}, Sacrifice a Spell: Draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('prints no cost that has no printed form: a support ability\'s, mana and a card together', () => {
    for (const data of [{ support: { cost: { mana: 1 }, effects: [{ op: 'draw', amount: 1 }] } }, { exhaust: { cost: { mana: 1, giveUp: 'character' }, effects: [{ op: 'draw', amount: 1 }] } }]) {
      const card = { ...character, ...data } as AlteredCard;
      for (const lang of ['en', 'fr'] as const) expect(renderCard(card, lang, tokenBook())).toMatchObject({ ok: false });
    }
  });

  it('refuses at load, at its path, a cost that says nothing or gives up what it cannot', () => {
    expect(loadIssue({ exhaust: { cost: {}, effects: [{ op: 'draw', amount: 1 }] } })).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].exhaust.cost') });
    expect(loadIssue({ exhaust: { cost: { giveUp: 'handCard' }, effects: [{ op: 'draw', amount: 1 }] } })).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].exhaust.cost') });
    expect(loadIssue({ exhaust: { cost: { mana: 0 }, effects: [{ op: 'draw', amount: 1 }] } })).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].exhaust.cost') });
    expect(loadIssue({ exhaust: { cost: { mana: 2, giveUp: 'reserveCard' }, effects: [{ op: 'draw', amount: 1 }] } })).toBeUndefined();
  });
});

describe('"Exhaust all cards in Reserve", every card of every Reserve without a target, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{J} Exhaust all cards in Reserve.',
    fr: '{J} Épuisez toutes les cartes en Réserve.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'exhaust', everyReserveCard: true }] }] },
  });
  itReadsBack({
    header: landmark,
    en: '{T} : Draw a card. Exhaust all cards in Reserve.',
    fr: '{T} : Piochez une carte. Épuisez toutes les cartes en Réserve.',
    data: { exhaust: { effects: [{ op: 'draw', amount: 1 }, { op: 'exhaust', everyReserveCard: true }] } },
  });

  it('keeps a target card in Reserve apart from every card, and refuses both at load where they mix, at its path', () => {
    expect(compileCard(character, '{J} Exhaust target card in Reserve.', 'en', tokenBook())).toMatchObject({ ok: true, card: { reactions: [{ target: 'reserveCard', effects: [{ op: 'exhaust' }] }] } });
    expect(compileCard(character, '{J} Exhaust all cards in my Reserve.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ reactions: [{ on: 'played', target: 'reserveCard', effects: [{ op: 'exhaust', everyReserveCard: true }] }] }, character)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].everyReserveCard' });
    expect(loadIssue({ reactions: [{ on: 'played', effects: [{ op: 'exhaust', everyReserveCard: true, optional: true }] }] }, character)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].everyReserveCard' });
    expect(loadIssue({ reactions: [{ on: 'played', effects: [{ op: 'exhaust' }] }] }, character)).toMatchObject({ message: expect.stringContaining('reserveCard') });
    expect(loadIssue({ reactions: [{ on: 'played', effects: [{ op: 'exhaust', everyReserveCard: true }] }] }, character)).toBeUndefined();
  });
});

describe('scenarios of costs, plays and zones', () => {
  itCompilesScenarioCards(SCENARIOS);
});
