/**
 * Altered card text of a card's own lower cost (docs/card-text.md): invented cards in the
 * printed templating compile to card data and read back in both languages, what the card data
 * cannot state is refused with its phrase, the engine refuses such data at load with its path,
 * and the scenarios pass, each card in them being what its own `text` compiles to. No real
 * card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue as issueWith, tokenBook, type TextCase } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altdiscounts';

const spell: CardHeader = { id: 'tide-ledger', name: 'Tide Ledger', type: 'spell', faction: 'lyra', handCost: 6, reserveCost: 6 };
const character: CardHeader = { id: 'cinder-hound', name: 'Cinder Hound', type: 'character', faction: 'bravos', handCost: 4, reserveCost: 3, stats: { forest: 2, mountain: 3, water: 1 } };
const hero: CardHeader = { id: 'pale-warden', name: 'Pale Warden', type: 'hero', faction: 'ordis', reserveLimit: 2, landmarkLimit: 2 };

/** The first fault a duel reports when its rules add this card (its header from `base`), if any. */
const loadIssue = (card: object, base: CardHeader = spell) => issueWith({ ...base, ...card } as AlteredCard);

const CASES: readonly TextCase[] = [
  {
    header: spell,
    en: 'I cost {3} less per exhausted card in Reserve.  Draw two cards.',
    fr: 'Je coûte {3} de moins par carte épuisée en Réserve.  Piochez deux cartes.',
    data: { costLess: { amount: 3, per: { what: 'exhaustedReserveCards' } }, effects: [{ op: 'draw', amount: 2 }] },
  },
  {
    header: spell,
    en: 'I cost {2} less if there are three or more exhausted cards in Reserve.  Draw a card.',
    fr: "Je coûte {2} de moins s'il y a au moins trois cartes épuisées en Réserve.  Piochez une carte.",
    data: { costLess: { amount: 2, ifHave: { atLeast: 3, of: { what: 'exhaustedReserveCards' } } }, effects: [{ op: 'draw', amount: 1 }] },
  },
  {
    header: character,
    en: 'I cost {3} less if there are two or more base statistics of 0 among Characters you control.',
    fr: "Je coûte {3} de moins s'il y a au moins deux statistiques de base 0 parmi les Personnages que vous contrôlez.",
    alsoFr: ["Je coûte {3} de moins s'il y a au moins deux statistiques de base de 0 parmi les Personnages que vous contrôlez."],
    data: { costLess: { amount: 3, ifHave: { atLeast: 2, of: { what: 'zeroBaseStatistics' } } } },
  },
  {
    header: character,
    en: 'I cost {1} less if there are four or more cards in Reserve.',
    fr: "Je coûte {1} de moins s'il y a au moins quatre cartes en Réserve.",
    data: { costLess: { amount: 1, ifHave: { atLeast: 4, of: { what: 'reserveCards' } } } },
  },
  {
    header: character,
    en: 'I cost {2} less per card in your Reserve.',
    fr: 'Je coûte {2} de moins par carte dans votre Réserve.',
    data: { costLess: { amount: 2, per: { what: 'reserveCards' } } },
  },
  {
    header: spell,
    en: 'I cost {2} less.  Draw a card.',
    fr: 'Je coûte {2} de moins.  Piochez une carte.',
    data: { costLess: { amount: 2 }, effects: [{ op: 'draw', amount: 1 }] },
  },
];

describe('a card\'s own lower cost: "I cost {N} less ..."', () => {
  for (const c of CASES) itReadsBack(c);

  it('refuses what the card data cannot state, with its phrase', () => {
    // "if there are one or more": a count starts at two, as a step's "if you have" does.
    expect(compileCard(spell, 'I cost {1} less if there are one or more exhausted cards in Reserve.  Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('I cost {1} less') } });
    expect(compileCard(spell, 'I cost {0} less.  Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(hero, 'I cost {1} less.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('hero') } });
    expect(compileCard(spell, 'I cost {1} less.  I cost {2} less.  Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('two lines') } });
  });

  it('refuses bad data at load with its path', () => {
    expect(loadIssue({ effects: [{ op: 'draw', amount: 1 }], costLess: { amount: 1, ifHave: { atLeast: 2, of: { what: 'reserveCards' } }, per: { what: 'reserveCards' } } })).toMatchObject({ path: '$.rules.extraCards[0].costLess', message: expect.stringContaining('not both') });
    expect(loadIssue({ effects: [{ op: 'draw', amount: 1 }], costLess: { amount: 1, per: { what: 'expeditions' } } })).toMatchObject({ path: '$.rules.extraCards[0].costLess.per' });
    expect(loadIssue({ costLess: { amount: 1 } }, hero)).toMatchObject({ path: '$.rules.extraCards[0].costLess', message: expect.stringContaining('hero') });
    expect(loadIssue({ effects: [{ op: 'draw', amount: 1 }], costLess: { amount: 0 } })).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].costLess') });
    expect(loadIssue({ effects: [{ op: 'draw', amount: 1 }], costLess: { amount: 2, per: { what: 'exhaustedReserveCards' } } })).toBeUndefined();
  });
});

describe('scenarios of a card\'s own lower cost', () => {
  itCompilesScenarioCards(SCENARIOS);
});

describe('a Hand Cost counted as the target is chosen: "{X} or less, where X is the number of ..."', () => {
  itReadsBack({
    header: spell,
    en: 'Discard target Character with Hand Cost {X} or less, where X is the number of Characters you control.',
    fr: 'Défaussez un Personnage ciblé de Coût de Main {X} ou moins, où X est le nombre de Personnages que vous contrôlez.',
    alsoFr: ['Défaussez un Personnage ciblé avec un Coût de Main {X} ou moins, X étant le nombre de Personnages que vous contrôlez.'],
    data: { target: 'anyCharacter', targetHandCost: { atMostCounted: { what: 'characters' } }, effects: [{ op: 'discard' }] },
  });

  it('refuses an X counted from what the text does not name', () => {
    expect(compileCard(spell, 'Discard target Character with Hand Cost {X} or less, where X is the number of Landmarks you control.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ target: 'anyCharacter', targetHandCost: { atMostCounted: { what: 'mana' } }, effects: [{ op: 'sendToReserve' }] })).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].targetHandCost') });
  });
});
