/**
 * Altered card text of tokens, landmarks that sacrifice themselves and leaving play
 * (docs/card-text.md): invented cards in the printed templating compile to card data and read
 * back in both languages, what the card data cannot state is refused with its phrase, the
 * engine refuses bad data at load with its path, and the scenarios of these mechanisms pass,
 * each card in them being what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import type { LoadIssue } from '../../src/engine/errors.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue as loadIssueOf, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-alttokens2';

const landmark: CardHeader = { id: 'glacier-shrine', name: 'Glacier Shrine', type: 'landmark', faction: 'bravos', handCost: 2, reserveCost: 2 };

/** A token card of the set, by the same name in both languages. */
const wisp: AlteredCard = { id: 'frost-wisp-token', name: 'Frost Wisp', type: 'character', faction: 'bravos', handCost: 0, reserveCost: 0, stats: { forest: 3, mountain: 3, water: 3 }, subtypes: ['Illusion'], token: true };

/** The first fault a duel reports when its rules add this card beside the token card. */
const loadIssue = (card: AlteredCard): LoadIssue | undefined => loadIssueOf(card, wisp);

/** "{J} Sacrifice me. If you do, create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then ...": the card data, with its last step. */
function sacrificedFor(last: object): object {
  return {
    reactions: [{ on: 'played', target: 'expedition', effects: [{ op: 'sacrifice', me: true }, { op: 'createToken', card: 'frost-wisp-token', expedition: 'target', ifDone: true }, last] }],
  };
}

describe('a group of characters after a token made in target Expedition, compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: '{J} Sacrifice me. If you do, create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then all Characters you control gain 1 boost.',
    fr: '{J} Sacrifiez-moi. Si vous le faites, créez un jeton Illusion [3/3/3 Frost Wisp] dans une Expédition ciblée, puis tous les Personnages que vous contrôlez gagnent 1 boost.',
    tokens: [wisp],
    data: sacrificedFor({ op: 'boost', amount: 1, all: { controller: 'you', wording: 'all' }, ifDone: true, link: 'then' }),
  });
  itReadsBack({
    header: landmark,
    en: 'At Dusk — Create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then Characters you control gain 2 boosts.',
    fr: 'Au Crépuscule — Créez un jeton Illusion [3/3/3 Frost Wisp] dans une Expédition ciblée, puis les Personnages que vous contrôlez gagnent 2 boosts.',
    tokens: [wisp],
    data: { reactions: [{ on: 'atDusk', target: 'expedition', effects: [{ op: 'createToken', card: 'frost-wisp-token', expedition: 'target' }, { op: 'boost', amount: 2, all: { controller: 'you' }, link: 'then' }] }] },
  });

  it('refuses a step on a target character after the expedition target, naming the reason', () => {
    expect(compileCard(landmark, '{J} Create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then target Character gains 1 boost.', 'en', tokenBook([wisp]))).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('two targets') } });
  });

  it('refuses at load a step on the expedition target as if it were a character, with the path, and takes a group beside it', () => {
    const card = (boost: object) => ({ ...landmark, reactions: [{ on: 'played', target: 'expedition', effects: [{ op: 'createToken', card: 'frost-wisp-token', expedition: 'target' }, boost] }] }) as unknown as AlteredCard;
    expect(loadIssue(card({ op: 'boost', amount: 1 }))).toMatchObject({ path: expect.stringContaining('effects[1]'), message: expect.stringContaining('an expedition is no character') });
    expect(loadIssue(card({ op: 'boost', amount: 1, all: { controller: 'you' } }))).toBeUndefined();
  });
});

describe('"If you do," before a sentence of two steps holds for both', () => {
  itReadsBack({
    header: landmark,
    en: '{J} Sacrifice me. If you do, create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then draw two cards.',
    fr: '{J} Sacrifiez-moi. Si vous le faites, créez un jeton Illusion [3/3/3 Frost Wisp] dans une Expédition ciblée, puis piochez deux cartes.',
    tokens: [wisp],
    data: sacrificedFor({ op: 'draw', amount: 2, ifDone: true, link: 'then' }),
  });

  it('keeps "you may ... to" its own: the step after "to" is done for the one before it in the sentence', () => {
    const compiled = compileCard(landmark, '{J} Sacrifice me. If you do, you may pay {1} to draw a card.', 'en', tokenBook());
    expect(compiled).toMatchObject({ ok: true, card: { reactions: [{ effects: [{ op: 'sacrifice', me: true }, { op: 'draw', amount: 1, ifDone: true, innerCost: 1 }] }] } });
  });
});

describe('"it" after a token made is that token, compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: '{J} Sacrifice me. If you do, create a [Frost Wisp 3/3/3] Illusion token in target Expedition, then it gains [[Anchored]].',
    fr: '{J} Sacrifiez-moi. Si vous le faites, créez un jeton Illusion [3/3/3 Frost Wisp] dans une Expédition ciblée, puis il gagne [[Ancré]].',
    tokens: [wisp],
    data: sacrificedFor({ op: 'anchor', made: true, ifDone: true, link: 'then' }),
  });
  itReadsBack({
    header: { ...landmark, type: 'character', stats: { forest: 1, mountain: 2, water: 1 } },
    en: '{J} Create a [Frost Wisp 3/3/3] Illusion token in my Expedition, then it gains 2 boosts.',
    fr: '{J} Créez un jeton Illusion [3/3/3 Frost Wisp] dans mon Expédition, puis il gagne 2 boosts.',
    tokens: [wisp],
    data: { reactions: [{ on: 'played', effects: [{ op: 'createToken', card: 'frost-wisp-token', expedition: 'mine' }, { op: 'boost', amount: 2, made: true, link: 'then' }] }] },
  });
  itReadsBack({
    header: { ...landmark, type: 'spell' },
    en: 'Target Character gains [[Asleep]]. Create a [Frost Wisp 3/3/3] Illusion token in your Hero Expedition. It gains [[Fleeting]].',
    fr: 'Un Personnage ciblé gagne [[Endormi]]. Créez un jeton Illusion [3/3/3 Frost Wisp] dans votre Expédition Héros. Il gagne [[Fugace]].',
    tokens: [wisp],
    data: { target: 'anyCharacter', effects: [{ op: 'sleep' }, { op: 'createToken', card: 'frost-wisp-token', expedition: 'hero' }, { op: 'fleeting', made: true }] },
  });

  it('refuses "it" that names nothing made or chosen before it', () => {
    expect(compileCard({ ...landmark, type: 'spell' }, 'Draw a card, then it gains [[Anchored]].', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load "made" after another step, on "me" or beside a group, with the path', () => {
    const card = (effects: object[]) => ({ ...landmark, reactions: [{ on: 'played', effects }] }) as unknown as AlteredCard;
    const token = { op: 'createToken', card: 'frost-wisp-token', expedition: 'hero' };
    expect(loadIssue(card([{ op: 'draw', amount: 1 }, { op: 'anchor', made: true }]))).toMatchObject({ path: expect.stringContaining('effects[1].made'), message: expect.stringContaining('right before') });
    expect(loadIssue(card([token, { op: 'anchor', made: true, me: true }]))?.path).toContain('made');
    expect(loadIssue(card([token, { op: 'boost', amount: 1, made: true, all: { controller: 'you' } }]))?.path).toContain('made');
    expect(loadIssue(card([token, { op: 'anchor', made: true }]))).toBeUndefined();
  });
});

const moth: AlteredCard = { id: 'ash-moth-token', name: 'Ash Moth', type: 'character', faction: 'yzmir', handCost: 0, reserveCost: 0, stats: { forest: 1, mountain: 1, water: 1 }, subtypes: ['Illusion'], token: true };
const keeper: CardHeader = { id: 'cocoon-keeper', name: 'Cocoon Keeper', type: 'character', faction: 'yzmir', handCost: 2, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 1 } };

describe('"my Expedition" of a card that left it, compiled and read back in English and in French', () => {
  itReadsBack({
    header: keeper,
    en: 'When I leave the Expedition zone — Create an [Ash Moth 1/1/1] Illusion token in my Expedition.',
    fr: "Lorsque je quitte la zone d'Expédition — Créez un jeton Illusion [1/1/1 Ash Moth] dans mon Expédition.",
    printed: { en: 'When I leave the Expedition zone — Create a [Ash Moth 1/1/1] Illusion token in my Expedition.' },
    tokens: [moth],
    data: { reactions: [{ on: 'leaves', effects: [{ op: 'createToken', card: 'ash-moth-token', expedition: 'mine' }] }] },
  });
  itReadsBack({
    header: keeper,
    en: 'When I leave the Expedition zone — My Expedition moves forward one region.',
    fr: "Lorsque je quitte la zone d'Expédition — Mon Expédition avance d'une région.",
    data: { reactions: [{ on: 'leaves', effects: [{ op: 'moveExpedition', expedition: 'mine', regions: 1 }] }] },
  });

  it('refuses what else it would need to know of the expedition it left, naming the reason', () => {
    expect(compileCard(keeper, 'When I leave the Expedition zone — If my Expedition is behind, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('my Expedition') } });
    expect(compileCard(keeper, 'When I leave the Expedition zone — Create an [Ash Moth 1/1/1] Illusion token in your other Expedition.', 'en', tokenBook([moth]))).toMatchObject({ ok: false });
  });
});

describe('"When a card goes from your deck or hand to Reserve —" and "ready all cards in your Reserve", compiled and read back in English and in French', () => {
  itReadsBack({
    header: landmark,
    en: 'When a card goes from your deck or hand to Reserve — I gain 1 Ordeal counter.',
    fr: "Lorsqu'une carte va en Réserve depuis votre deck ou votre main — Je gagne 1 compteur Ordeal.",
    data: { reactions: [{ on: 'playerActs', by: 'you', acts: ['deckToReserve', 'handToReserve'], effects: [{ op: 'boost', amount: 1, counter: 'Ordeal', me: true }] }] },
  });
  itReadsBack({
    header: { ...landmark, type: 'spell' },
    en: 'Draw a card, then ready all cards in your Reserve.',
    fr: 'Piochez une carte, puis redressez toutes les cartes dans votre Réserve.',
    data: { effects: [{ op: 'draw', amount: 1 }, { op: 'ready', yourReserve: true, link: 'then' }] },
  });
  itReadsBack({
    header: keeper,
    en: '{J} You may ready all cards in your Reserve.',
    fr: '{J} Vous pouvez redresser toutes les cartes dans votre Réserve.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'ready', yourReserve: true, optional: true }] }] },
  });

  it('refuses another zone or another Reserve, naming the phrase', () => {
    expect(compileCard(landmark, 'When a card goes from your Discard to Reserve — I gain 1 Ordeal counter.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard({ ...landmark, type: 'spell' }, "Ready all cards in your opponent's Reserve.", 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load every card of your Reserve readied on a target, "me" or a chosen card, with the path', () => {
    const card = (ready: object) => ({ ...landmark, type: 'spell', effects: [{ op: 'ready', yourReserve: true, ...ready }] }) as unknown as AlteredCard;
    expect(loadIssue(card({ me: true }))?.path).toContain('yourReserve');
    expect(loadIssue(card({ inReserve: true, optional: true }))?.path).toContain('yourReserve');
    expect(loadIssue(card({}))).toBeUndefined();
  });
});

describe('the scenarios of tokens, sacrifices and leaving play', () => {
  itCompilesScenarioCards(SCENARIOS);
});
