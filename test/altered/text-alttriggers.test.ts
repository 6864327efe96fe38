/**
 * Altered card text of triggers, conditions and counts (docs/card-text.md): invented cards in
 * the printed templating compile to card data and read back in both languages, what the card
 * data cannot state is refused with its reason and path, and the scenarios of these mechanisms
 * pass, each card in them being what its own `text` compiles to. No real card's text or name
 * appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'slate-hoarder', name: 'Slate Hoarder', type: 'character', faction: 'yzmir', handCost: 3, reserveCost: 2, stats: { forest: 1, mountain: 0, water: 2 } };
const spell: CardHeader = { id: 'double-chime', name: 'Double Chime', type: 'spell', faction: 'yzmir', handCost: 2, reserveCost: 1 };

describe('conditions on a count: "If you have N or more ..."', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '{J} If you have three or more cards in Reserve, I gain 2 boosts.',
      fr: '{J} Si vous avez au moins trois cartes en Réserve, je gagne 2 boosts.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 2, me: true, ifHave: { atLeast: 3, of: { what: 'reserveCards' } } }] }] },
    },
    {
      header: character,
      en: '{H} If you have four or more base statistics of 0 among Characters you control, draw a card.',
      fr: '{H} Si vous avez au moins quatre statistiques de base 0 parmi les Personnages que vous contrôlez, piochez une carte.',
      alsoFr: ['{H} Si vous avez au moins quatre statistiques de base de 0 parmi les Personnages que vous contrôlez, piochez une carte.'],
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'draw', amount: 1, ifHave: { atLeast: 4, of: { what: 'zeroBaseStatistics' } } }] }] },
    },
    {
      header: spell,
      en: 'Draw a card. If you have two or more cards in Reserve, target Character gains 1 boost and loses [[Asleep]].',
      fr: 'Piochez une carte. Si vous avez au moins deux cartes en Réserve, un Personnage ciblé gagne 1 boost et perd [[Endormi]].',
      data: {
        target: 'anyCharacter',
        effects: [
          { op: 'draw', amount: 1 },
          { op: 'boost', amount: 1, ifHave: { atLeast: 2, of: { what: 'reserveCards' } } },
          { op: 'lose', status: 'asleep', link: 'and', ifHave: { atLeast: 2, of: { what: 'reserveCards' } } },
        ],
      },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses a count the templating does not say ("one or more"), naming the phrase', () => {
    const text = '{J} If you have one or more cards in Reserve, I gain 1 boost.';
    expect(compileCard(character, text, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: text } });
  });

  it('has no printed condition on a count of expeditions: the card data is refused for print, not misprinted', () => {
    const card = { ...character, reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 1, me: true, ifHave: { atLeast: 2, of: { what: 'expeditions', terrain: 'forest' } } }] }] } as AlteredCard;
    for (const lang of ['en', 'fr'] as const) expect(renderCard(card, lang, tokenBook()).ok).toBe(false);
  });
});

describe('boosts per thing counted: "I gain 1 boost per ..."', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '{J} I gain 3 boosts per card in your Reserve.',
      fr: '{J} Je gagne 3 boosts par carte dans votre Réserve.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 3, me: true, per: { what: 'reserveCards' } }] }] },
    },
    {
      header: character,
      en: '{R} I gain 2 boosts per Expedition in {M}.',
      fr: '{R} Je gagne 2 boosts par Expédition en {M}.',
      data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'boost', amount: 2, me: true, per: { what: 'expeditions', terrain: 'mountain' } }] }] },
    },
    {
      header: spell,
      en: 'Target Character gains 1 boost per Expedition in {O}.',
      fr: 'Un Personnage ciblé gagne 1 boost par Expédition en {O}.',
      data: { target: 'anyCharacter', effects: [{ op: 'boost', amount: 1, per: { what: 'expeditions', terrain: 'water' } }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses at load a count of expeditions without its terrain, and a terrain on another count, at the path of the count', () => {
    const stats = { forest: 1, mountain: 1, water: 1 };
    const withPer = (per: object) => ({ ...character, id: 'odd-tally', stats, reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 1, me: true, per }] }] }) as AlteredCard;
    expect(loadIssue(withPer({ what: 'expeditions' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].per', message: expect.stringContaining('"terrain"') });
    expect(loadIssue(withPer({ what: 'reserveCards', terrain: 'forest' }))).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].per' });
    expect(loadIssue(withPer({ what: 'expeditions', terrain: 'forest' }))).toBeUndefined();
  });
});

describe("a spell's instructions on two lines", () => {
  itReadsBack({
    header: spell,
    en: 'Target Character gains 3 boosts.  Draw a card.',
    fr: 'Un Personnage ciblé gagne 3 boosts.  Piochez une carte.',
    printed: { en: 'Target Character gains 3 boosts. Draw a card.', fr: 'Un Personnage ciblé gagne 3 boosts. Piochez une carte.' },
    data: { target: 'anyCharacter', effects: [{ op: 'boost', amount: 3 }, { op: 'draw', amount: 1 }] },
  });

  it('refuses a second target in the second line, as one ability has one target', () => {
    const result = compileCard(spell, 'Target Character gains 1 boost.  Target Character gains [[Asleep]].', 'en', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('two targets') } });
  });

  it('still refuses instructions beside modes', () => {
    const result = compileCard(spell, 'Choose one:  • Draw a card.  • Draw two cards.  Draw a card.', 'en', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { reason: 'a spell with instructions in two places' } });
  });
});

const permanent: CardHeader = { id: 'rust-arbor', name: 'Rust Arbor', type: 'expeditionPermanent', faction: 'yzmir', handCost: 2, reserveCost: 2 };

describe('a character joining expeditions, whose "it" is that character', () => {
  const cases: TextCase[] = [
    {
      header: permanent,
      en: 'When a Character joins my Expedition — It gains 2 boosts and [[Anchored]].',
      fr: "Lorsqu'un Personnage rejoint mon Expédition — Il gagne 2 boosts et [[Ancré]].",
      data: { reactions: [{ on: 'joins', expedition: 'mine', effects: [{ op: 'boost', amount: 2 }, { op: 'anchor', link: 'and' }] }] },
    },
    {
      header: character,
      en: 'When another Character joins your Expeditions — It gains [[Asleep]].',
      fr: "Lorsqu'un autre Personnage rejoint vos Expéditions — Il gagne [[Endormi]].",
      data: { reactions: [{ on: 'joins', joining: { other: true }, effects: [{ op: 'sleep' }] }] },
    },
    {
      header: character,
      en: 'When a Plant joins your Expeditions — Draw a card.',
      fr: "Lorsqu'un Plant rejoint vos Expéditions — Piochez une carte.",
      data: { reactions: [{ on: 'joins', joining: { subtype: 'Plant' }, effects: [{ op: 'draw', amount: 1 }] }] },
    },
    {
      header: permanent,
      en: 'When a non-token Character joins your Expeditions — It gains 4 boosts.',
      fr: "Lorsqu'un Personnage non-jeton rejoint vos Expéditions — Il gagne 4 boosts.",
      data: { reactions: [{ on: 'joins', joining: { nonToken: true }, effects: [{ op: 'boost', amount: 4 }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses "it" of a reaction that names no event character, naming the phrase', () => {
    const result = compileCard(character, 'When I go to Reserve — It gains 1 boost.', 'en', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('"it" names nothing') } });
  });

  it('refuses a target after "it", the joining character: one ability acts on one or the other', () => {
    const result = compileCard(permanent, 'When a Character joins your Expeditions — It gains 2 boosts. Target Character gains 1 boost.', 'en', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('a target after "it"') } });
  });

  it('refuses at load "joining" on another trigger, at its path', () => {
    const card = { ...character, reactions: [{ on: 'played', joining: { nonToken: true }, effects: [{ op: 'draw', amount: 1 }] }] } as AlteredCard;
    expect(loadIssue(card)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].joining' });
  });
});

describe('a status gained after "and", its verb left unsaid', () => {
  itReadsBack({
    header: character,
    en: '{J} I gain 3 boosts and gain [[Fleeting]].',
    fr: '{J} Je gagne 3 boosts et je gagne [[Fugace]].',
    alsoFr: ['{J} Je gagne 3 boosts et [[Fugace]].'],
    printed: { en: '{J} I gain 3 boosts and [[Fleeting]].', fr: '{J} Je gagne 3 boosts et [[Fugace]].' },
    data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 3, me: true }, { op: 'fleeting', me: true, link: 'and' }] }] },
  });
});

describe('the scenarios of triggers, conditions and counts', () => {
  itCompilesScenarioCards('scenarios/altered/text-alttriggers');
});
