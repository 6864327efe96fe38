/**
 * Altered card text of characters taken together (docs/card-text.md): groups of characters
 * instead of a target, two steps joined in one sentence, and steps every player does, in English and in French, compile to card data and read back in both
 * languages, and the scenarios of these mechanisms pass. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';

const character: CardHeader = { id: 'reed-drummer', name: 'Reed Drummer', type: 'character', faction: 'ordis', handCost: 2, reserveCost: 1, stats: { forest: 1, mountain: 2, water: 1 } };
const spell: CardHeader = { id: 'warm-welcome', name: 'Warm Welcome', type: 'spell', faction: 'bravos', handCost: 3, reserveCost: 2 };

/** Invented texts in both languages, with the card data each states. */
const GROUPS: readonly TextCase[] = [
  {
    header: spell,
    en: 'Characters you control gain 2 boosts. Draw a card.',
    fr: 'Les Personnages que vous contrôlez gagnent 2 boosts. Piochez une carte.',
    data: { effects: [{ op: 'boost', amount: 2, all: { controller: 'you' } }, { op: 'draw', amount: 1 }] },
  },
  {
    header: character,
    en: '{H} Each other Character you control gains [[Anchored]].',
    fr: '{H} Chaque autre Personnage que vous contrôlez gagne [[Ancré]].',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'anchor', all: { controller: 'you', other: true, wording: 'each' } }] }] },
  },
  {
    header: spell,
    en: 'All Characters your opponents control lose [[Fleeting]]. Target Character gains 1 boost.',
    fr: 'Tous les Personnages que vos adversaires contrôlent perdent [[Fugace]]. Un Personnage ciblé gagne 1 boost.',
    data: { target: 'anyCharacter', effects: [{ op: 'lose', status: 'fleeting', all: { controller: 'opponents', wording: 'all' } }, { op: 'boost', amount: 1 }] },
  },
  {
    header: character,
    en: 'At Dusk — Each Character gains [[Asleep]].',
    fr: 'Au Crépuscule — Chaque Personnage gagne [[Endormi]].',
    data: { reactions: [{ on: 'atDusk', effects: [{ op: 'sleep', all: { controller: 'everyone', wording: 'each' } }] }] },
  },
  {
    header: character,
    en: '{R} Other Characters you control gain [[Fleeting]].',
    fr: '{R} Les autres Personnages que vous contrôlez gagnent [[Fugace]].',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'fleeting', all: { controller: 'you', other: true } }] }] },
  },
];

describe('groups of characters, compiled and read back in English and in French', () => {
  for (const c of GROUPS) itReadsBack(c);

  it('refuses a verb that does not agree with its group, naming the phrase', () => {
    expect(compileCard(spell, 'Characters you control gains 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Characters you control gains 1 boost.' } });
    expect(compileCard(spell, 'Chaque Personnage que vous contrôlez gagnent 1 boost.', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Chaque Personnage que vous contrôlez gagnent 1 boost.' } });
  });
});

/** Two steps in one sentence: the second keeps the first one's subject, unsaid where the language leaves it so. */
const JOINED: readonly TextCase[] = [
  {
    header: spell,
    en: 'Target Character you control gains 2 boosts and loses [[Asleep]].',
    fr: 'Un Personnage ciblé que vous contrôlez gagne 2 boosts et perd [[Endormi]].',
    data: { target: 'friendlyCharacter', effects: [{ op: 'boost', amount: 2 }, { op: 'lose', status: 'asleep', link: 'and' }] },
  },
  {
    header: character,
    en: '{H} I gain 1 boost and lose [[Fleeting]].',
    fr: '{H} Je gagne 1 boost et je perds [[Fugace]].',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'boost', amount: 1, me: true }, { op: 'lose', status: 'fleeting', me: true, link: 'and' }] }] },
  },
  {
    header: spell,
    en: '[Resupply], then [Sabotage]. Draw a card.',
    fr: '[Ravitaillez], puis [Sabotez]. Piochez une carte.',
    data: { effects: [{ op: 'resupply' }, { op: 'sabotage', link: 'then' }, { op: 'draw', amount: 1 }] },
  },
  {
    header: spell,
    en: 'Send target Character you control to Reserve, then exhaust it ({T}).',
    fr: 'Envoyez un Personnage ciblé que vous contrôlez en Réserve, puis épuisez-le ({T}).',
    data: { target: 'friendlyCharacter', effects: [{ op: 'sendToReserve' }, { op: 'exhaust', link: 'then' }] },
    printed: { en: 'Send target Character you control to Reserve, then exhaust it.', fr: 'Envoyez un Personnage ciblé que vous contrôlez en Réserve, puis épuisez-le.' },
  },
];

describe('steps joined in one sentence, compiled and read back in English and in French', () => {
  for (const c of JOINED) itReadsBack(c);

  it('refuses a second step whose unsaid subject is not the first one\'s, naming the phrase', () => {
    expect(compileCard(character, '{H} I gain 1 boost and loses [[Fleeting]].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: '{H} I gain 1 boost and loses [[Fleeting]].' } });
    expect(compileCard(spell, 'Characters you control gain 1 boost and lose [[Fleeting]].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Characters you control gain 1 boost and lose [[Fleeting]].' } });
  });

  it('exhausts a character only once a step before has sent it to Reserve', () => {
    expect(compileCard(spell, 'Target Character gains 1 boost, then exhaust it.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'only a card in Reserve is exhausted by an effect: the card data has no other' } });
  });
});

/** Steps every player does. */
const EACH_PLAYER: readonly TextCase[] = [
  {
    header: character,
    en: '{R} Each player draws two cards.',
    fr: '{R} Chaque joueur pioche deux cartes.',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'draw', amount: 2, player: 'eachPlayer' }] }] },
  },
  {
    header: spell,
    en: 'Each player [Exhausted Resupplies]. (Everyone puts a card in Reserve.) Draw a card.',
    fr: 'Chaque joueur [Ravitaille Épuisé]. (Chacun met une carte en Réserve.) Piochez une carte.',
    data: { effects: [{ op: 'resupply', exhausted: true, player: 'eachPlayer' }, { op: 'draw', amount: 1 }] },
    printed: { en: 'Each player [Exhausted Resupplies]. Draw a card.', fr: 'Chaque joueur [Ravitaille Épuisé]. Piochez une carte.' },
  },
];

describe('steps every player does, compiled and read back in English and in French', () => {
  for (const c of EACH_PLAYER) itReadsBack(c);

  it('refuses a keyword action that is no action of players, naming the phrase', () => {
    expect(compileCard(spell, 'Each player [Sabotages].', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Each player [Sabotages].' } });
  });
});
