/**
 * Altered card text of cost changes and free plays (docs/card-text.md): invented cards in the
 * printed templating compile to card data and read back in both languages, what the card data
 * cannot state is refused with its phrase, the engine refuses such data at load with its path,
 * and the scenarios of these mechanisms pass, each card in them being what its own `text`
 * compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue as issueWith, tokenBook, type TextCase, renderedText } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altcosts';

const landmark: CardHeader = { id: 'quiet-orrery', name: 'Quiet Orrery', type: 'landmark', faction: 'yzmir', handCost: 5, reserveCost: 5 };
const character: CardHeader = { id: 'loam-keeper', name: 'Loam Keeper', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };
const spell: CardHeader = { id: 'open-ledger', name: 'Open Ledger', type: 'spell', faction: 'axiom', handCost: 2, reserveCost: 2 };

/** The first fault a duel reports when its rules add this card (its header from `base`), if any. */
const loadIssue = (card: object, base: CardHeader = spell) => issueWith({ ...base, ...card } as AlteredCard);

const NEXT_PLAY_CASES: readonly TextCase[] = [
  {
    header: landmark,
    en: '{T} : The next Spell you play this Afternoon is free.',
    fr: '{T} : Le prochain Sort que vous jouez cet Après-midi est gratuit.',
    data: { exhaust: { effects: [{ op: 'nextPlay', cardType: 'spell', until: 'afternoon', free: true }] } },
  },
  {
    header: spell,
    en: 'Draw a card. The next card you play this turn is free.',
    fr: 'Piochez une carte. La prochaine carte que vous jouez ce tour est gratuite.',
    data: { effects: [{ op: 'draw', amount: 1 }, { op: 'nextPlay', until: 'turn', free: true }] },
  },
  {
    header: landmark,
    // A subtype is kept in the language read, as a token's is: one spelled alike in both reads back in both.
    en: '{T} : The next Illusion you play this turn costs {2} less.',
    fr: '{T} : La prochaine Illusion que vous jouez ce tour coûte {2} de moins.',
    data: { exhaust: { effects: [{ op: 'nextPlay', subtype: 'Illusion', until: 'turn', costLess: 2 }] } },
  },
  {
    header: character,
    en: '{R} The next Robot you play this Afternoon is free.',
    fr: '{R} Le prochain Robot que vous jouez cet Après-midi est gratuit.',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'nextPlay', subtype: 'Robot', until: 'afternoon', free: true }] }] },
  },
];

describe('"the next Spell you play is free", "the next Plant you play costs {1} less", compiled and read back in English and in French', () => {
  for (const c of NEXT_PLAY_CASES) itReadsBack(c);

  it('refuses the article that does not agree with the noun in French, and boosts on a subtype, naming the phrase', () => {
    expect(compileCard(landmark, '{T} : Le prochain Sort que vous jouez ce tour est gratuite.', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Le prochain Sort que vous jouez ce tour est gratuite.' } });
    expect(compileCard(landmark, '{T} : Le prochain Plante que vous jouez ce tour coûte {1} de moins.', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Le prochain Plante que vous jouez ce tour coûte {1} de moins.' } });
    expect(compileCard(landmark, '{T} : The next Plant you play this turn gains 2 boosts.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'The next Plant you play this turn gains 2 boosts.' } });
    // Read in French, the subtype is the French word, and its gender chooses the article.
    const plant = compileCard(landmark, '{T} : La prochaine Plante que vous jouez cet Après-midi coûte {3} de moins.', 'fr', tokenBook());
    expect(plant).toMatchObject({ ok: true, card: { exhaust: { effects: [{ op: 'nextPlay', subtype: 'Plante', until: 'afternoon', costLess: 3 }] } } });
  });

  it('refuses at load, at its path, an effect that does two things to the card or none', () => {
    expect(loadIssue({ effects: [{ op: 'nextPlay', until: 'turn', free: true, costLess: 1 }] })).toMatchObject({ path: '$.rules.extraCards[0].effects[0]', message: expect.stringContaining('does one thing') });
    expect(loadIssue({ effects: [{ op: 'nextPlay', until: 'turn' }] })).toMatchObject({ path: '$.rules.extraCards[0].effects[0]' });
    expect(loadIssue({ effects: [{ op: 'nextPlay', subtype: '', until: 'turn', free: true }] })).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0]') });
    expect(loadIssue({ effects: [{ op: 'nextPlay', subtype: 'Plant', until: 'turn', free: true }] })).toBeUndefined();
  });
});

describe('"[After You]", compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{D} : [After You].',
    fr: '{D} : [Après vous].',
    data: { support: { effects: [{ op: 'afterYou' }] } },
  });
  itReadsBack({
    header: landmark,
    en: '{T} : Draw a card. [After You].',
    fr: '{T} : Piochez une carte. [Après vous].',
    data: { exhaust: { effects: [{ op: 'draw', amount: 1 }, { op: 'afterYou' }] } },
  });

  it('refuses it outside a quick action, in the text and in card data at load, at its path', () => {
    expect(compileCard(character, '{J} [After You].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('only a quick action') } });
    expect(compileCard(spell, '[Après vous].', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('only a quick action') } });
    expect(loadIssue({ type: 'character', stats: { forest: 1, mountain: 1, water: 1 }, reactions: [{ on: 'played', effects: [{ op: 'afterYou' }] }] })).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0]', message: expect.stringContaining('only a quick action') });
    expect(loadIssue({ effects: [{ op: 'afterYou' }] })).toMatchObject({ path: '$.rules.extraCards[0].effects[0]' });
    expect(loadIssue({ type: 'character', stats: { forest: 1, mountain: 1, water: 1 }, support: { effects: [{ op: 'afterYou' }] } })).toBeUndefined();
  });
});

const expeditionPermanent: CardHeader = { id: 'coal-barrow', name: 'Coal Barrow', type: 'expeditionPermanent', faction: 'axiom', handCost: 3, reserveCost: 3 };

describe('exhausted cards played from Reserve, compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: 'You may play exhausted Characters from your Reserve.',
    fr: 'Vous pouvez jouer les Personnages épuisés de votre Réserve.',
    data: { playExhausted: { cardType: 'character' } },
  });
  it('prints each form from card data in both languages, and reads each print back to the same data', () => {
    // The French of these forms is printed whole on cards: it is checked from the data, not written here.
    for (const [header, allows] of [[character, {}], [expeditionPermanent, { expedition: 'mine' }], [expeditionPermanent, { cardType: 'character', expedition: 'mine' }]] as const) {
      const card = { ...header, playExhausted: allows } as AlteredCard;
      for (const lang of ['en', 'fr'] as const) {
        const rendered = renderCard(card, lang, tokenBook());
        if (!rendered.ok) throw new Error(rendered.reason);
        expect(rendered.text).toContain(lang === 'en' ? 'You may play exhausted' : 'Vous pouvez jouer les');
        const again = compileCard(header, rendered.text, lang, tokenBook());
        if (!again.ok) throw new Error(again.refusal.reason);
        expect(again.card.playExhausted).toEqual(allows);
      }
    }
  });

  it('refuses it on a card never in play, and "my Expedition" on a landmark, in the text and at load, at its path', () => {
    const allowed = renderedText({ ...character, playExhausted: {} } as AlteredCard, 'en');
    expect(compileCard(spell, allowed, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('never in play') } });
    expect(compileCard(landmark, renderedText({ ...expeditionPermanent, playExhausted: { expedition: 'mine' } } as AlteredCard, 'en'), 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('no expedition') } });
    expect(loadIssue({ effects: [], playExhausted: {} })).toMatchObject({ path: '$.rules.extraCards[0].playExhausted', message: expect.stringContaining('never in play') });
    expect(loadIssue({ playExhausted: { expedition: 'mine' } }, landmark)).toMatchObject({ path: '$.rules.extraCards[0].playExhausted.expedition' });
    expect(loadIssue({ playExhausted: { cardType: 'spell' } }, landmark)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0]') });
    expect(loadIssue({ playExhausted: { cardType: 'character', expedition: 'mine' } }, expeditionPermanent)).toBeUndefined();
  });
});


describe('scenarios of cost changes, free plays and replacements', () => {
  itCompilesScenarioCards(SCENARIOS);
});
