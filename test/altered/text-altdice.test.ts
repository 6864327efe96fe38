/**
 * Altered card text for a die's results listed as bullets (glossary 7.3.13.b; docs/card-text.md):
 * invented cards in the printed templating compile to card data and read back in both
 * languages, the list and the running form stay apart, what is no list is refused, and the
 * scenario of the mechanism passes. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'dune-gambler', name: 'Dune Gambler', type: 'character', faction: 'axiom', handCost: 2, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 1 } };
const spell: CardHeader = { id: 'loaded-bones', name: 'Loaded Bones', type: 'spell', faction: 'ordis', handCost: 1, reserveCost: 2 };

const CASES: readonly TextCase[] = [
  {
    header: character,
    en: '{J} Roll a die. On a:  • 5+, draw two cards.  • 1-4, [Resupply].',
    fr: '{J} Lancez un dé. Sur un résultat de :  • 5+, piochez deux cartes.  • 1-4, [Ravitaillez].',
    alsoFr: ['{J} Lancez un dé. Sur :  • 5+, piochez deux cartes.  • 1-4, [Ravitaillez].'],
    data: { reactions: [{ on: 'played', effects: [{ op: 'rollDie', listed: true }, { op: 'draw', amount: 2, ifRoll: [5, 6] }, { op: 'resupply', ifRoll: [1, 4] }] }] },
  },
  {
    header: spell,
    en: 'Target Character you control gains 2 boosts. Roll a die. On a:  • 6, it gains [[Anchored]].  • 2-5, it gains 1 boost.  • 1, send it to Reserve.',
    fr: 'Un Personnage ciblé que vous contrôlez gagne 2 boosts. Lancez un dé. Sur un résultat de :  • 6, il gagne [[Ancré]].  • 2-5, il gagne 1 boost.  • 1, envoyez-le en Réserve.',
    data: {
      target: 'friendlyCharacter',
      effects: [{ op: 'boost', amount: 2 }, { op: 'rollDie', listed: true }, { op: 'anchor', ifRoll: [6, 6] }, { op: 'boost', amount: 1, ifRoll: [2, 5] }, { op: 'sendToReserve', ifRoll: [1, 1] }],
    },
  },
  {
    header: character,
    en: '{H} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, draw a card.',
    fr: '{H} Lancez un dé. Sur 4+, je gagne 2 boosts. Sur 1-3, piochez une carte.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'rollDie' }, { op: 'boost', amount: 2, me: true, ifRoll: [4, 6] }, { op: 'draw', amount: 1, ifRoll: [1, 3] }] }] },
  },
];

describe("a die's results as bullets, compiled and read back in English and in French", () => {
  for (const c of CASES) itReadsBack(c);

  it('prints the list and the running form each as read, from the same steps', () => {
    const listed = compileCard(character, '{J} Roll a die. On a:  • 4+, draw a card.  • 1-3, [Resupply].', 'en', tokenBook());
    const running = compileCard(character, '{J} Roll a die. On a 4+, draw a card. On a 1-3, [Resupply].', 'en', tokenBook());
    if (!listed.ok || !running.ok) throw new Error('both forms compile');
    const [roll, ...rest] = listed.card.reactions?.[0]?.effects ?? [];
    expect(roll).toEqual({ op: 'rollDie', listed: true });
    expect(rest).toEqual((running.card.reactions?.[0]?.effects ?? []).slice(1));
    expect(renderCard(listed.card, 'en', tokenBook())).toMatchObject({ ok: true, text: '{J} Roll a die. On a:  • 4+, draw a card.  • 1-3, [Resupply].' });
    expect(renderCard(running.card, 'fr', tokenBook())).toMatchObject({ ok: true, text: '{J} Lancez un dé. Sur 4+, piochez une carte. Sur 1-3, [Ravitaillez].' });
  });

  it('refuses a bullet that is no range of results, and results with no roll before them', () => {
    expect(compileCard(spell, 'Roll a die. On a:  • seven, draw a card.  • 1-3, draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'On a seven, draw a card.' } });
    expect(compileCard(spell, 'Roll a die. On a:  • 3-1, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Draw a card. On a:  • 4+, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'results listed with no die rolled before them' } });
    expect(compileCard(spell, 'Lancez un dé. Au résultat :  • 4+, piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load a listed roll that is not "true", or "listed" on another step, at its path', () => {
    const base = { ...spell, id: 'odd-dice' } as AlteredCard;
    expect(loadIssue({ ...base, effects: [{ op: 'rollDie', listed: false }, { op: 'draw', amount: 1, ifRoll: [4, 6] }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[0]') });
    expect(loadIssue({ ...base, effects: [{ op: 'rollDie' }, { op: 'draw', amount: 1, listed: true, ifRoll: [4, 6] }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].effects[1]') });
    expect(loadIssue({ ...base, effects: [{ op: 'rollDie', listed: true }, { op: 'draw', amount: 1, ifRoll: [4, 6] }] } as AlteredCard)).toBeUndefined();
  });
});

describe('the scenario of listed results', () => {
  itCompilesScenarioCards('scenarios/altered/text-altdice');
});
