/**
 * Altered card text for conditions and delayed effects (docs/card-text.md): invented cards in
 * the printed templating compile to card data and read back in both languages, what the card
 * data cannot state is refused with its reason, and the scenarios of these mechanisms pass,
 * each card in them being what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { sameTokens } from '../../src/games/altered/text/normalize.js';
import { lex } from '../../src/games/altered/text/lexer.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const robot: CardHeader = { id: 'brass-keeper', name: 'Brasskeeper', type: 'character', faction: 'axiom', handCost: 3, reserveCost: 3, stats: { forest: 3, mountain: 2, water: 3 }, subtypes: ['Robot'] };

const SCENARIOS = 'scenarios/altered/text-altwhen';

/** A keyword the character has unless its player controls enough characters of a subtype. */
const UNLESS_CASES: readonly TextCase[] = [
  {
    header: robot,
    en: 'I am [Defender] unless you control three or more other Robots.',
    fr: 'Je suis [Défenseur] sauf si vous contrôlez au moins trois autres Robots.',
    alsoFr: ["J'ai [Défenseur] sauf si vous contrôlez au moins trois autres Robots."],
    data: { passives: [{ kind: 'grant', keyword: 'defender', to: 'self', unlessControl: { count: 3, subtype: 'Robot', other: true } }] },
  },
  {
    header: robot,
    en: 'I am [Seasoned] unless you control two or more Illusions.',
    fr: 'Je suis [Aguerri] sauf si vous contrôlez au moins deux Illusions.',
    data: { passives: [{ kind: 'grant', keyword: 'seasoned', to: 'self', unlessControl: { count: 2, subtype: 'Illusion' } }] },
  },
];

describe('a keyword unless you control enough of a subtype ("I am [Defender] unless you control two or more other Robots"), compiled and read back in English and in French', () => {
  for (const c of UNLESS_CASES) itReadsBack(c);

  it('keeps the subtype in the language read: a French plural reads as the French subtype', () => {
    const read = compileCard(robot, 'Je suis [Défenseur] sauf si vous contrôlez au moins deux autres Plantes.', 'fr', tokenBook());
    expect(read).toMatchObject({ ok: true, card: { passives: [{ unlessControl: { count: 2, subtype: 'Plante', other: true } }] } });
  });

  it('compares "J\'ai [Défenseur]" and "Je suis [Défenseur]" as the same French', () => {
    expect(sameTokens(lex("J'ai [Défenseur] sauf si"), lex('Je suis [Défenseur] sauf si'))).toBe(true);
    expect(sameTokens(lex("J'ai 2 boosts"), lex('Je suis 2 boosts'))).toBe(false);
  });

  it('refuses one of a subtype (the printed condition counts from two) and a subtype not in the plural, naming the phrase', () => {
    const one = compileCard(robot, 'I am [Defender] unless you control one or more other Robots.', 'en', tokenBook());
    expect(one).toMatchObject({ ok: false, refusal: { phrase: 'I am [Defender] unless you control one or more other Robots.' } });
    expect(compileCard(robot, 'I am [Defender] unless you control two or more other Robot.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(robot, 'Je suis [Défenseur] sauf si vous contrôlez au moins un autre Robot.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load a condition counting fewer than two or naming no subtype, with its path', () => {
    const card = (unlessControl: object): AlteredCard =>
      ({ ...robot, passives: [{ kind: 'grant', keyword: 'defender', to: 'self', unlessControl }] }) as unknown as AlteredCard;
    expect(loadIssue(card({ count: 1, subtype: 'Robot' }))).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0]') });
    expect(loadIssue(card({ count: 2, subtype: '' }))).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0]') });
    expect(loadIssue(card({ count: 2, subtype: 'Robot', other: true }))).toBeUndefined();
  });
});

/** A move forward and its cause. */
const CAUSE_CASES: readonly TextCase[] = [
  {
    header: robot,
    en: 'When my Expedition moves forward due to {M} — I gain 1 boost.',
    fr: 'Lorsque mon Expédition avance grâce à {M} — Je gagne 1 boost.',
    data: { reactions: [{ on: 'expeditionMoves', expedition: 'mine', dueTo: 'mountain', effects: [{ op: 'boost', amount: 1, me: true }] }] },
  },
  {
    header: robot,
    en: 'When one of your Expeditions moves forward due to {O} — Draw a card.',
    fr: "Lorsqu'une de vos Expéditions avance grâce à {O} — Piochez une carte.",
    data: { reactions: [{ on: 'expeditionMoves', dueTo: 'water', effects: [{ op: 'draw', amount: 1 }] }] },
  },
];

describe('a move forward due to a terrain ("When my Expedition moves forward due to {V}"), compiled and read back in English and in French', () => {
  for (const c of CAUSE_CASES) itReadsBack(c);

  it('refuses at load a cause on a trigger that is no move forward, with its path', () => {
    const card = (on: string): AlteredCard => ({ ...robot, reactions: [{ on, dueTo: 'forest', effects: [{ op: 'draw', amount: 1 }] }] }) as unknown as AlteredCard;
    expect(loadIssue(card('expeditionFails'))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].dueTo' });
    expect(loadIssue(card('expeditionMoves'))).toBeUndefined();
  });
});

describe('scenarios of conditions and delayed effects', () => {
  itCompilesScenarioCards(SCENARIOS);
});
