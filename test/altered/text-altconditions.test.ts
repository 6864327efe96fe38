/**
 * Altered card text of conditions and counts (docs/card-text.md): invented cards in the printed
 * templating compile to card data and read back in both languages, what the card data cannot
 * state is refused with its phrase, the engine refuses bad data at load with its path, and the
 * scenarios of these mechanisms pass, each card in them being what its own `text` compiles to.
 * No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-altconditions';

const character: CardHeader = { id: 'frost-weevil', name: 'Frost Weevil', type: 'character', faction: 'yzmir', handCost: 2, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 1 } };

describe('"If there are two or more exhausted cards in Reserve," compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{H} If there are three or more exhausted cards in Reserve, I gain 2 boosts.',
    fr: "{H} S'il y a au moins trois cartes épuisées en Réserve, je gagne 2 boosts.",
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'boost', amount: 2, me: true, ifHave: { atLeast: 3, of: { what: 'exhaustedReserveCards' } } }] }] },
  });
  itReadsBack({
    header: character,
    en: '{J} If there are two or more exhausted cards in Reserve, draw a card.',
    fr: "{J} S'il y a au moins deux cartes épuisées en Réserve, piochez une carte.",
    data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1, ifHave: { atLeast: 2, of: { what: 'exhaustedReserveCards' } } }] }] },
  });

  it('refuses "there are" with what is had rather than seen, and a count under two, naming the phrase', () => {
    expect(compileCard(character, '{J} If there are two or more cards in your hand, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} If there are one or more exhausted cards in Reserve, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('If there are one') } });
    expect(compileCard(character, "{J} S'il y a au moins une cartes épuisées en Réserve, piochez une carte.", 'fr', tokenBook())).toMatchObject({ ok: false });
  });
});

/** "If you control ..." with a status, a subtype or tokens, and boosts per such character. */
const CONTROL_CASES: readonly TextCase[] = [
  {
    header: character,
    en: '{J} If you control a [[Anchored]] Character, draw a card.',
    fr: '{J} Si vous contrôlez un Personnage [[Ancré]], piochez une carte.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1, ifControl: { count: 1, cardType: 'character', status: 'anchored' } }] }] },
  },
  {
    header: character,
    en: '{H} If you control a token, I gain 1 boost.',
    fr: '{H} Si vous contrôlez un jeton, je gagne 1 boost.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'boost', amount: 1, me: true, ifControl: { count: 1, cardType: 'character', token: true } }] }] },
  },
  {
    header: character,
    en: '{J} If you control three or more Robots, I gain 2 boosts.',
    fr: '{J} Si vous contrôlez au moins trois Robots, je gagne 2 boosts.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 2, me: true, ifControl: { count: 3, cardType: 'character', subtype: 'Robot' } }] }] },
  },
  {
    header: character,
    en: '{R} If you control two or more other [[Asleep]] Characters, draw two cards.',
    fr: '{R} Si vous contrôlez au moins deux autres Personnages [[Endormis]], piochez deux cartes.',
    alsoFr: ['{R} Si vous contrôlez au moins deux autres Personnages [[Endormies]], piochez deux cartes.'],
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'draw', amount: 2, ifControl: { count: 2, cardType: 'character', status: 'asleep', other: true } }] }] },
  },
  {
    header: character,
    en: '{J} If you control two or more [[Boosted]] Characters, I gain [[Anchored]].',
    fr: '{J} Si vous contrôlez au moins deux Personnages [[Boostés]], je gagne [[Ancré]].',
    data: { reactions: [{ on: 'played', effects: [{ op: 'anchor', me: true, ifControl: { count: 2, cardType: 'character', status: 'boosted' } }] }] },
  },
  {
    header: character,
    en: '{J} I gain 2 boosts per [[Asleep]] Character you control.',
    fr: '{J} Je gagne 2 boosts par Personnage [[Endormi]] que vous contrôlez.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 2, me: true, per: { what: 'characters', status: 'asleep' } }] }] },
  },
  {
    header: character,
    en: '{H} Target Character gains 1 boost per Robot you control.',
    fr: '{H} Un Personnage ciblé gagne 1 boost par Robot que vous contrôlez.',
    data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', effects: [{ op: 'boost', amount: 1, per: { what: 'characters', subtype: 'Robot' } }] }] },
  },
];

describe('"If you control a token," "a [[Fleeting]] Character," "two or more Plants," and boosts per such character, compiled and read back in English and in French', () => {
  for (const c of CONTROL_CASES) itReadsBack(c);

  it('refuses a status on landmarks, "other" with one character, and a type name read as a subtype, naming the phrase', () => {
    expect(compileCard(character, '{J} If you control two or more [[Asleep]] Landmarks, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('If you control two') } });
    expect(compileCard(character, '{J} If you control an other Character, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} I gain 1 boost per Spell you control.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Si vous contrôlez au moins deux Sorts, piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load, at its path, a status or a subtype asked of what is not a character', () => {
    const reacting = (effect: object) => ({ ...character, reactions: [{ on: 'played', effects: [effect] }] }) as never;
    expect(loadIssue(reacting({ op: 'draw', amount: 1, ifControl: { count: 2, cardType: 'landmark', status: 'asleep' } }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].ifControl', message: expect.stringContaining('only characters') });
    expect(loadIssue(reacting({ op: 'boost', amount: 1, me: true, per: { what: 'reserveCards', subtype: 'Robot' } }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].per', message: expect.stringContaining('"characters"') });
    expect(loadIssue(reacting({ op: 'boost', amount: 1, me: true, per: { what: 'characters', status: 'famous' } }))).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].reactions[0].effects[0]') });
    expect(loadIssue(reacting({ op: 'draw', amount: 1, ifControl: { count: 1, cardType: 'character', token: true, status: 'boosted' } }))).toBeUndefined();
  });
});

const spell: CardHeader = { id: 'sudden-thaw', name: 'Sudden Thaw', type: 'spell', faction: 'yzmir', handCost: 3, reserveCost: 3 };

describe('"target Character in {V}" compiled and read back in English and in French', () => {
  itReadsBack({
    header: spell,
    en: 'Send target Character in {O} to Reserve.',
    fr: 'Envoyez un Personnage ciblé en {O} en Réserve.',
    data: { target: 'anyCharacter', targetScope: { terrain: 'water' }, effects: [{ op: 'sendToReserve' }] },
  });
  itReadsBack({
    header: character,
    en: '{J} Another target Character you control in {M} gains 2 boosts.',
    fr: '{J} Un autre Personnage ciblé que vous contrôlez en {M} gagne 2 boosts.',
    data: { reactions: [{ on: 'played', target: 'friendlyCharacter', targetScope: { other: true, terrain: 'mountain' }, effects: [{ op: 'boost', amount: 2 }] }] },
  });

  itReadsBack({
    header: character,
    en: '{H} You may give 3 boosts to another target Character in {O}.',
    fr: '{H} Vous pouvez donner 3 boosts à un autre Personnage ciblé en {O}.',
    data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', targetScope: { other: true, terrain: 'water' }, effects: [{ op: 'boost', amount: 3, optional: true }] }] },
  });
  itReadsBack({
    header: character,
    en: '{J} You may give target Character 2 boosts.',
    fr: "{J} Jusqu'à un Personnage ciblé gagne 2 boosts.",
    alsoFr: ['{J} Vous pouvez donner 2 boosts à un Personnage ciblé.'],
    data: { reactions: [{ on: 'played', target: 'anyCharacter', effects: [{ op: 'boost', amount: 2, optional: true }] }] },
  });

  it('refuses a terrain on a card in Reserve, in the text and at load, at its path', () => {
    expect(compileCard(spell, 'Exhaust target card in Reserve in {V}.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(loadIssue({ ...spell, target: 'reserveCard', targetScope: { yours: true, terrain: 'forest' }, effects: [{ op: 'exhaust' }] } as never)).toMatchObject({ path: '$.rules.extraCards[0].targetScope', message: expect.stringContaining('"terrain"') });
    expect(loadIssue({ ...spell, target: 'anyCharacter', targetScope: { terrain: 'desert' }, effects: [{ op: 'sendToReserve' }] } as never)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].targetScope') });
  });
});

describe('the scenarios of conditions and counts', () => {
  itCompilesScenarioCards(SCENARIOS);
});
