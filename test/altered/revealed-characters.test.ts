/**
 * Revealed characters put in the player's expeditions (a `revealTop` step's `intoExpeditions`;
 * mechanics/revealed-cards.ts): the card data read and printed in both languages, refused where
 * it cannot be; in play, the scenarios of scenarios/altered/revealed-characters (run by
 * test/scenarios.test.ts). The sentences every printing shares are taken from what the renderer
 * writes; no real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, renderedText, tokenBook } from './text-round-trip.js';

const spell: CardHeader = { id: 'far-sight', name: 'Far Sight', type: 'spell', faction: 'yzmir', handCost: 3, reserveCost: 4 };
const fourThree = { ...spell, effects: [{ op: 'revealTop', amount: 4, intoExpeditions: { upTo: 3 } }] } as AlteredCard;
const sixFour = { ...spell, effects: [{ op: 'revealTop', amount: 6, intoExpeditions: { upTo: 4, fleeting: true } }] } as AlteredCard;

describe('revealed characters put in the expeditions, in the text', () => {
  it('prints the choice among the revealed cards, their Fleeting and the others discarded, in both languages', () => {
    expect(renderedText(fourThree, 'en')).toMatch(/^Reveal the top four cards of your deck\. Choose up to three Characters from these cards and put them in your Expeditions\. Discard the other cards\.$/);
    expect(renderedText(sixFour, 'en')).toContain('Expeditions. They gain [[Fleeting]]. Discard');
    expect(renderedText(sixFour, 'fr')).toMatch(/^Révélez les six premières cartes de votre deck\. Choisissez jusqu'à quatre Personnages parmi ces cartes et mettez-les dans vos Expéditions\. Ils gagnent \[\[Fugace\]\]\. Défaussez les autres cartes\.$/);
  });

  itReadsBack({ header: spell, en: renderedText(fourThree, 'en'), fr: renderedText(fourThree, 'fr'), data: { effects: fourThree.effects } });
  itReadsBack({ header: spell, en: renderedText(sixFour, 'en'), fr: renderedText(sixFour, 'fr'), data: { effects: sixFour.effects } });

  it('reads no more characters chosen than cards revealed', () => {
    const text = renderedText(fourThree, 'en').replace('up to three', 'up to four');
    expect(compileCard(spell, text, 'en', tokenBook())).toMatchObject({ ok: false });
  });

  itCompilesScenarioCards('scenarios/altered/revealed-characters');
});

describe('revealed characters put in the expeditions, as card data', () => {
  it('loads a number to choose from one to four, and refuses another at its path', () => {
    expect(loadIssue(sixFour)).toBeUndefined();
    const none = { ...spell, effects: [{ op: 'revealTop', amount: 3, intoExpeditions: { upTo: 0 } }] } as AlteredCard;
    expect(loadIssue(none)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[0]') });
  });
});
