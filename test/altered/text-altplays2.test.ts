/**
 * Altered card text of plays and their costs (docs/card-text.md): invented cards in the printed
 * templating compile to card data and read back in both languages, what the card data cannot
 * state is refused, the engine refuses such data at load with its path, and the scenarios of
 * these mechanisms pass, each card in them being what its own `text` compiles to. No real
 * card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { sameTokens } from '../../src/games/altered/text/normalize.js';
import { lex } from '../../src/games/altered/text/lexer.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue as issueWith, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altplays2';

const character: CardHeader = { id: 'dune-herald', name: 'Dune Herald', type: 'character', faction: 'bravos', handCost: 6, reserveCost: 5, stats: { forest: 3, mountain: 2, water: 3 } };
const spell: CardHeader = { id: 'rally-cry', name: 'Rally Cry', type: 'spell', faction: 'bravos', handCost: 3, reserveCost: 3 };

const loadIssue = (card: object, base: CardHeader = character) => issueWith({ ...base, ...card } as AlteredCard);

describe('a Character played at once for less ("immediately play a Character for {2} less"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: spell,
    en: 'Immediately play a Character for {4} less.',
    fr: 'Jouez immédiatement un Personnage pour {4} de moins.',
    data: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'now', costLess: 4 }] },
  });
  itReadsBack({
    header: character,
    en: '{J} You may immediately play a Character for {2} less.',
    fr: '{J} Vous pouvez immédiatement jouer un Personnage pour {2} de moins.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'nextPlay', cardType: 'character', until: 'now', costLess: 2, optional: true }] }] },
  });
  itReadsBack({
    header: character,
    en: '{J} You may immediately play a Character for {1} less. It gains [[Anchored]].',
    fr: '{J} Vous pouvez immédiatement jouer un Personnage pour {1} de moins. Il gagne [[Ancré]].',
    data: { reactions: [{ on: 'played', effects: [{ op: 'nextPlay', cardType: 'character', until: 'now', costLess: 1, optional: true }, { op: 'anchor' }] }] },
  });
  itReadsBack({
    header: spell,
    en: 'Immediately play a Character for {3} less. It gains 2 boosts.',
    fr: 'Jouez immédiatement un Personnage pour {3} de moins. Il gagne 2 boosts.',
    data: { effects: [{ op: 'nextPlay', cardType: 'character', until: 'now', costLess: 3 }, { op: 'boost', amount: 2 }] },
  });

  it('refuses "it" before the card is played, a target beside it, a zero amount and the wrong conjugation', () => {
    expect(compileCard(spell, 'It gains 2 boosts. Immediately play a Character for {3} less.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Immediately play a Character for {3} less. Target Character gains 2 boosts.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('played at once') } });
    expect(compileCard(spell, 'Immediately play a Character for {0} less.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Immédiatement jouer un Personnage pour {3} de moins.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Vous pouvez jouez immédiatement un Personnage pour {3} de moins.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load, at its path, a card played now beside a target, in a modifier, or of another type than a Character', () => {
    const now = { op: 'nextPlay', cardType: 'character', until: 'now', costLess: 2 };
    expect(loadIssue({ effects: [now] }, spell)).toBeUndefined();
    expect(loadIssue({ target: 'anyCharacter', effects: [now, { op: 'boost', amount: 1 }] }, spell)).toMatchObject({ path: '$.rules.extraCards[0].effects[0]' });
    expect(loadIssue({ effects: [{ ...now, cardType: 'spell' }] }, spell)).toMatchObject({ path: '$.rules.extraCards[0].effects[0].cardType' });
    expect(loadIssue({ effects: [{ op: 'nextPlay', until: 'now', costLess: 2 }] }, spell)).toMatchObject({ path: '$.rules.extraCards[0].effects[0].cardType' });
    expect(loadIssue({ modifiers: [{ step: 'morningDraw', also: [now] }] })).toMatchObject({ path: '$.rules.extraCards[0].modifiers[0].also[0]' });
  });
});

const landmark: CardHeader = { id: 'toll-gate', name: 'Toll Gate', type: 'landmark', faction: 'ordis', handCost: 3, reserveCost: 3 };

describe('the least the cards an opponent plays may cost ("Characters your opponents play can\'t cost less than {3}"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: "Characters your opponents play can't cost less than {3}.",
    fr: 'Les Personnages joués par vos adversaires ne peuvent pas coûter moins de {3}.',
    data: { opponentsCostAtLeast: { cardType: 'character', amount: 3 } },
  });
  itReadsBack({
    header: landmark,
    en: "Spells your opponents play can't cost less than {1}.  {T} : Draw a card.",
    fr: 'Les Sorts joués par vos adversaires ne peuvent pas coûter moins de {1}.  {T} : Piochez une carte.',
    data: { opponentsCostAtLeast: { cardType: 'spell', amount: 1 }, exhaust: { effects: [{ op: 'draw', amount: 1 }] } },
  });

  it('refuses it on a spell, twice on one card, with no amount, and at load on a spell, at its path', () => {
    expect(compileCard(spell, "Characters your opponents play can't cost less than {4}.", 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('spell') } });
    expect(compileCard(character, "Characters your opponents play can't cost less than {4}.  Spells your opponents play can't cost less than {1}.", 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, "Characters your opponents play can't cost less than {0}.", 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, "Characters you play can't cost less than {2}.", 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ opponentsCostAtLeast: { cardType: 'character', amount: 2 }, effects: [{ op: 'draw', amount: 1 }] }, spell)).toMatchObject({ path: '$.rules.extraCards[0].opponentsCostAtLeast' });
    expect(loadIssue({ opponentsCostAtLeast: { cardType: 'character', amount: 2 } })).toBeUndefined();
  });
});

describe('the next card played from one zone ("The next Character you play from your Reserve this turn gains 1 boost"), compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: '{T} : The next Character you play from your Reserve this turn gains 2 boosts.',
    fr: '{T} : Le prochain Personnage que vous jouez depuis votre Réserve ce tour gagne 2 boosts.',
    alsoFr: ['{T} : Le prochain Personnage que vous jouez de votre Réserve ce tour-ci gagne 2 boosts.'],
    data: { exhaust: { effects: [{ op: 'nextPlay', cardType: 'character', from: 'reserve', until: 'turn', boosts: 2 }] } },
  });
  itReadsBack({
    header: character,
    en: '{J} The next Spell you play from your hand this Afternoon costs {1} less.',
    fr: '{J} Le prochain Sort que vous jouez de votre main cet Après-midi coûte {1} de moins.',
    alsoFr: ['{J} Le prochain Sort que vous jouez depuis votre main cet Après-midi coûte {1} de moins.'],
    data: { reactions: [{ on: 'played', effects: [{ op: 'nextPlay', cardType: 'spell', from: 'hand', until: 'afternoon', costLess: 1 }] }] },
  });

  it('compares "ce tour-ci" as "ce tour" when reading back', () => {
    expect(sameTokens(lex('Le prochain Sort que vous jouez ce tour-ci coûte {1} de moins.'), lex('Le prochain Sort que vous jouez ce tour coûte {1} de moins.'))).toBe(true);
    expect(sameTokens(lex('Le prochain Sort que vous jouez ce tour-ci coûte {1} de moins.'), lex('Le prochain Sort que vous jouez cet Après-midi coûte {1} de moins.'))).toBe(false);
  });

  it('refuses another zone than the hand or the Reserve', () => {
    expect(compileCard(landmark, '{T} : The next Character you play from your Discard this turn gains 2 boosts.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('scenarios of plays and their costs', () => {
  itCompilesScenarioCards(SCENARIOS);
});
