/**
 * Altered card text of tokens made and conditions on the card itself (docs/card-text.md):
 * invented cards in the printed templating compile to card data and read back in both
 * languages, what the card data cannot state is refused with its phrase, the engine refuses bad
 * data at load with its path, and the scenarios of these mechanisms pass, each card in them
 * being what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook } from './text-round-trip.js';

const SCENARIOS = 'scenarios/altered/text-alttokens';

const character: CardHeader = { id: 'pebble-drummer', name: 'Pebble Drummer', type: 'character', faction: 'bravos', handCost: 2, reserveCost: 2, stats: { forest: 2, mountain: 1, water: 1 } };

describe('"If I have 3 or more boosts," and "If I have 2 boosts or less," compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: 'At Dusk — If I have 2 or more boosts, draw two cards.',
    fr: 'Au Crépuscule — Si j\'ai au moins 2 boosts, piochez deux cartes.',
    data: { reactions: [{ on: 'atDusk', effects: [{ op: 'draw', amount: 2, ifMyBoosts: { atLeast: 2 } }] }] },
  });
  itReadsBack({
    header: character,
    en: '{R} If I have 3 boosts or less, I lose [[Fleeting]].',
    fr: '{R} Si j\'ai 3 boosts ou moins, je perds [[Fugace]].',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'lose', status: 'fleeting', me: true, ifMyBoosts: { atMost: 3 } }] }] },
  });
  itReadsBack({
    header: character,
    en: 'At Noon — If I have 1 or more boosts, [Sabotage].',
    fr: 'À Midi — Si j\'ai au moins 1 boost, [Sabotez].',
    data: { reactions: [{ on: 'atNoon', effects: [{ op: 'sabotage', ifMyBoosts: { atLeast: 1 } }] }] },
  });
  itReadsBack({
    header: character,
    en: '{J} If I have 1 boost or less, I gain 2 boosts and lose [[Asleep]].',
    fr: '{J} Si j\'ai 1 boost ou moins, je gagne 2 boosts et je perds [[Endormi]].',
    data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 2, me: true, ifMyBoosts: { atMost: 1 } }, { op: 'lose', status: 'asleep', me: true, ifMyBoosts: { atMost: 1 }, link: 'and' }] }] },
  });

  it('refuses a count in words and a bound on another card, naming the phrase', () => {
    expect(compileCard(character, 'At Dusk — If I have two or more boosts, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('If I have two') } });
    expect(compileCard(character, '{J} Si j\'ai au moins trois boosts, piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} If it has 2 or more boosts, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load both bounds at once and neither, with the path', () => {
    const card = (ifMyBoosts: object) => ({ ...character, reactions: [{ on: 'atDusk', effects: [{ op: 'draw', amount: 1, ifMyBoosts }] }] }) as unknown as AlteredCard;
    expect(loadIssue(card({ atLeast: 2, atMost: 4 }))?.path).toContain('ifMyBoosts');
    expect(loadIssue(card({}))?.path).toContain('ifMyBoosts');
    expect(loadIssue(card({ atLeast: 2 }))).toBeUndefined();
  });
});

const spell: CardHeader = { id: 'sudden-muster', name: 'Sudden Muster', type: 'spell', faction: 'axiom', handCost: 3, reserveCost: 4 };

/** A token card of the set, by the same name in both languages. */
const pup: AlteredCard = { id: 'cinder-pup-token', name: 'Cinder Pup', type: 'character', faction: 'axiom', handCost: 0, reserveCost: 0, stats: { forest: 1, mountain: 1, water: 1 }, subtypes: ['Robot'], token: true };

describe('"Create two [...] Robot tokens in ..." compiled and read back in English and in French', () => {
  itReadsBack({
    header: spell,
    en: 'Create two [Cinder Pup 1/1/1] Robot tokens in each of your Expeditions.',
    fr: 'Créez deux jetons Robot [1/1/1 Cinder Pup] dans chacune de vos Expéditions.',
    tokens: [pup],
    data: { effects: [{ op: 'createToken', card: 'cinder-pup-token', expedition: 'each', count: 2 }] },
  });
  itReadsBack({
    header: character,
    en: '{J} You may pay {1} to create three [Cinder Pup 1/1/1] Robot tokens in target Expedition.',
    fr: '{J} Vous pouvez payer {1} pour créer trois jetons Robot [1/1/1 Cinder Pup] dans une Expédition ciblée.',
    tokens: [pup],
    data: { reactions: [{ on: 'played', target: 'expedition', effects: [{ op: 'createToken', card: 'cinder-pup-token', expedition: 'target', count: 3, innerCost: 1 }] }] },
  });

  itReadsBack({
    header: character,
    en: '{J} Create one [Cinder Pup 1/1/1] Robot token in my Expedition per Robot you control.',
    fr: '{J} Créez un jeton Robot [1/1/1 Cinder Pup] dans mon Expédition par Robot que vous contrôlez.',
    tokens: [pup],
    data: { reactions: [{ on: 'played', effects: [{ op: 'createToken', card: 'cinder-pup-token', expedition: 'mine', per: { what: 'characters', subtype: 'Robot' } }] }] },
  });

  it('refuses a count under two and a singular after a count, naming the phrase', () => {
    expect(compileCard(spell, 'Create one [Cinder Pup 1/1/1] Robot tokens in my Expedition.', 'en', tokenBook([pup]))).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('Create one') } });
    expect(compileCard(spell, 'Create two [Cinder Pup 1/1/1] Robot token in your Hero Expedition.', 'en', tokenBook([pup]))).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Créez deux jeton Robot [1/1/1 Cinder Pup] dans mon Expédition.', 'fr', tokenBook([pup]))).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} Create two [Cinder Pup 1/1/1] Robot tokens in my Expedition per Robot you control.', 'en', tokenBook([pup]))).toMatchObject({ ok: false });
  });

  it('refuses at load a count under two or over ten, with the path', () => {
    const making = (count: number) => ({ ...spell, effects: [{ op: 'createToken', card: 'cinder-pup-token', expedition: 'hero', count }] }) as unknown as AlteredCard;
    expect(loadIssue(making(1))?.path).toContain('count');
    expect(loadIssue(making(11))?.path).toContain('count');
  });
});

describe('"... after Rest" compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: 'At Dusk — Create two [Cinder Pup 1/1/1] Robot tokens in target Expedition after Rest.',
    fr: 'Au Crépuscule — Créez deux jetons Robot [1/1/1 Cinder Pup] dans une Expédition ciblée après le Repos.',
    tokens: [pup],
    data: { reactions: [{ on: 'atDusk', target: 'expedition', effects: [{ op: 'createToken', card: 'cinder-pup-token', expedition: 'target', count: 2, afterRest: true }] }] },
  });
  itReadsBack({
    header: character,
    en: '{H} [Sabotage] after Rest.',
    fr: '{H} [Sabotez] après le Repos.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'sabotage', afterRest: true }] }] },
  });
  itReadsBack({
    header: spell,
    en: 'Draw a card. Create a [Cinder Pup 1/1/1] Robot token in your Companion Expedition after Rest.',
    fr: 'Piochez une carte. Créez un jeton Robot [1/1/1 Cinder Pup] dans votre Expédition Compagnon après le Repos.',
    tokens: [pup],
    data: { effects: [{ op: 'draw', amount: 1 }, { op: 'createToken', card: 'cinder-pup-token', expedition: 'companion', afterRest: true }] },
  });

  it('refuses "after Rest" said twice, and before the step, naming the phrase', () => {
    expect(compileCard(character, '{J} [Sabotage] after Rest after Rest.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} After Rest, [Sabotage].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('After Rest') } });
    expect(compileCard(character, '{J} [Sabotez] après Repos.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load "afterRest" that is not true, with the path', () => {
    const card = { ...character, reactions: [{ on: 'played', effects: [{ op: 'sabotage', afterRest: false }] }] } as unknown as AlteredCard;
    expect(loadIssue(card)?.path).toContain('afterRest');
  });
});

describe('"If I\'m in {M}," and "Unless I\'m in {O}," compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: '{J} Unless I\'m in {V}, I gain [[Asleep]].',
    fr: '{J} Je gagne [[Endormi]] sauf si je suis en {V}.',
    alsoFr: ['{J} Sauf si je suis en {V}, je gagne [[Endormi]].'],
    data: { reactions: [{ on: 'played', effects: [{ op: 'sleep', me: true, ifMyTerrain: { terrain: 'forest', unless: true } }] }] },
  });
  itReadsBack({
    header: character,
    en: 'At Noon — If I\'m in {O}, draw two cards.',
    fr: 'À Midi — Si je suis en {O}, piochez deux cartes.',
    data: { reactions: [{ on: 'atNoon', effects: [{ op: 'draw', amount: 2, ifMyTerrain: { terrain: 'water' } }] }] },
  });
  itReadsBack({
    header: character,
    en: '{H} If I\'m in {V}, [Sabotage].',
    fr: '{H} Si je suis en {V}, [Sabotez].',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'sabotage', ifMyTerrain: { terrain: 'forest' } }] }] },
  });

  it('refuses "if" after the step, and a terrain that is no symbol, naming the phrase', () => {
    expect(compileCard(character, '{J} Je gagne [[Endormi]] si je suis en {V}.', 'fr', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} I gain [[Asleep]] unless I\'m in {V}.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, '{J} If I\'m in forest, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('If I') } });
  });

  it('refuses at load a terrain condition without its terrain, with the path', () => {
    const card = { ...character, reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1, ifMyTerrain: { unless: true } }] }] } as unknown as AlteredCard;
    expect(loadIssue(card)?.path).toContain('ifMyTerrain');
  });
});

describe('"target Character with no statistic over 3" compiled and read back in English and in French', () => {
  itReadsBack({
    header: spell,
    en: 'Send to Reserve target Character with no statistic over 2.',
    fr: "Envoyez en Réserve un Personnage ciblé dont aucune statistique n'est supérieure à 2.",
    data: { target: 'anyCharacter', targetScope: { maxStatistic: 2 }, effects: [{ op: 'sendToReserve' }] },
  });
  itReadsBack({
    header: spell,
    en: 'Another target Character you control with no statistic over 4 gains 2 boosts.',
    fr: "Un autre Personnage ciblé que vous contrôlez dont aucune statistique n'est supérieure à 4 gagne 2 boosts.",
    data: { target: 'friendlyCharacter', targetScope: { other: true, maxStatistic: 4 }, effects: [{ op: 'boost', amount: 2 }] },
  });

  it('refuses the limit on a permanent, on "it" and with a Hand Cost, naming the phrase', () => {
    expect(compileCard(spell, 'Discard target Permanent with no statistic over 3.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: expect.stringContaining('Discard target Permanent') } });
    expect(compileCard(spell, 'Target Character gains 1 boost. Send it with no statistic over 3 to Reserve.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'Send to Reserve target Character with Hand Cost {2} or less with no statistic over 3.', 'en', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load the limit on a target that is no character, with the path', () => {
    const card = { ...spell, target: 'anyPermanent', targetScope: { maxStatistic: 3 }, effects: [{ op: 'discard' }] } as unknown as AlteredCard;
    expect(loadIssue(card)).toMatchObject({ path: expect.stringContaining('targetScope'), message: expect.stringContaining('only characters have statistics') });
  });
});

describe('the scenarios of tokens made and conditions on the card itself', () => {
  itCompilesScenarioCards(SCENARIOS);
});
