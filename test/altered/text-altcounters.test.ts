/**
 * Costs, counters and replacements as Altered card text (docs/card-text.md): the top cards of a
 * deck put in the Mana zone, a character's leaving the Expedition zone replaced by going to the
 * Mana zone, keeping more exhausted cards in Reserve at Clean-up, in English and in French,
 * compile to card data, read back as
 * their text in both languages, and play as the glossary says. Invented cards only: no real
 * card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook } from './text-round-trip.js';

const spell: CardHeader = { id: 'buried-embers', name: 'Buried Embers', type: 'spell', faction: 'lyra', handCost: 2, reserveCost: 3 };
const character: CardHeader = { id: 'well-keeper', name: 'Well Keeper', type: 'character', faction: 'muna', handCost: 3, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 2 } };

describe('the top cards of a deck put in the Mana zone', () => {
  itReadsBack({
    header: spell,
    en: 'Put the top three cards of your deck in your Mana zone (as exhausted Mana Orbs). Draw a card.',
    fr: 'Mettez les trois premières cartes de votre deck dans votre zone de Mana (en tant qu\'Orbes de Mana épuisés). Piochez une carte.',
    data: { effects: [{ op: 'deckToMana', amount: 3 }, { op: 'draw', amount: 1 }] },
    printed: { en: 'Put the top three cards of your deck in your Mana zone. Draw a card.', fr: 'Mettez les trois premières cartes de votre deck dans votre zone de Mana. Piochez une carte.' },
    alsoFr: ['Mettez les trois cartes du dessus de votre deck dans votre zone de Mana. Piochez une carte.'],
  });

  itReadsBack({
    header: character,
    en: '{R} Each player puts the top two cards of their deck in their Mana zone.',
    fr: '{R} Chaque joueur met les deux premières cartes de son deck dans sa zone de Mana.',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'deckToMana', amount: 2, player: 'eachPlayer' }] }] },
    alsoFr: ['{R} Chaque joueur met les deux cartes du dessus de son deck dans sa zone de Mana.'],
  });

  itReadsBack({
    header: character,
    en: '{H} You may pay {1} to put the top four cards of your deck in your Mana zone.',
    fr: '{H} Vous pouvez payer {1} pour mettre les quatre premières cartes de votre deck dans votre zone de Mana.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'deckToMana', amount: 4, innerCost: 1 }] }] },
  });

  it('prints one card as "the top card", in each language the way its form says it, and reads it back', () => {
    const cases = [
      { effect: { op: 'deckToMana', amount: 1 }, en: 'the top card of your deck', fr: 'la première carte de votre deck' },
      { effect: { op: 'deckToMana', amount: 1, player: 'eachPlayer' }, en: 'the top card of their deck', fr: 'la carte du dessus de son deck' },
    ] as const;
    for (const c of cases) {
      const card = { ...spell, effects: [c.effect] } as AlteredCard;
      for (const lang of ['en', 'fr'] as const) {
        const rendered = renderCard(card, lang, tokenBook());
        if (!rendered.ok) throw new Error(rendered.reason);
        expect(rendered.text).toContain(c[lang]);
        const back = compileCard(spell, rendered.text, lang, tokenBook());
        if (!back.ok) throw new Error(back.refusal.reason);
        expect(back.card.effects).toEqual([c.effect]);
      }
    }
  });

  it('refuses "zero cards", naming the phrase', () => {
    const result = compileCard(spell, 'Put the top zero cards of your deck in your Mana zone.', 'en', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { phrase: 'Put the top zero cards of your deck in your Mana zone.' } });
  });

  it('refuses card data with no amount at load, with its path', () => {
    const card = { ...spell, effects: [{ op: 'deckToMana' }] } as unknown as AlteredCard;
    expect(loadIssue(card)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0]') });
    expect(loadIssue({ ...spell, effects: [{ op: 'deckToMana', amount: 2 }] } as AlteredCard)).toBeUndefined();
  });
});

const wisp: CardHeader = { id: 'glow-wisp', name: 'Glow Wisp', type: 'character', faction: 'bravos', handCost: 2, reserveCost: 1, stats: { forest: 1, mountain: 1, water: 2 } };
const landmark: CardHeader = { id: 'old-kiln', name: 'Old Kiln', type: 'landmark', faction: 'bravos', handCost: 2, reserveCost: 2 };

/**
 * The replacement's printed sentence is the same on every card that has it, so these cards are
 * written as data and their text is the renderer's: rendered, read back, and compared.
 */
function renderedText(card: AlteredCard, lang: 'en' | 'fr'): string {
  const rendered = renderCard(card, lang, tokenBook());
  if (!rendered.ok) throw new Error(rendered.reason);
  return rendered.text;
}

describe("a character's own leaving the Expedition zone replaced: to its owner's Mana zone", () => {
  const boosted = { ...wisp, modifiers: [{ step: 'leave', instead: 'mana', ifBoosted: true }], reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'boost', amount: 2, me: true }] }] } as AlteredCard;
  const always = { ...wisp, keywords: ['defender'], modifiers: [{ step: 'leave', instead: 'mana' }] } as AlteredCard;

  it('prints the replacement in both languages and reads it back as the same card data', () => {
    for (const card of [boosted, always]) {
      for (const lang of ['en', 'fr'] as const) {
        const text = renderedText(card, lang);
        expect(text).toMatch(lang === 'en' ? /Mana zone instead/ : /zone de Mana de mon propriétaire à la place/);
        expect(compileCard(wisp, text, lang, tokenBook())).toMatchObject({ ok: true, card });
      }
    }
    expect(renderedText(boosted, 'en')).toContain("while I'm [[Boosted]]");
    expect(renderedText(always, 'en')).not.toContain('Boosted');
  });

  it('reads the reminder "(face down, exhausted)" and the feminine "Boostée" as the same card', () => {
    const en = renderedText(boosted, 'en').replace('instead.', 'instead (face down, exhausted).');
    const fr = renderedText(boosted, 'fr').replace('Boosté]]', 'Boostée]]').replace('à la place.', 'à la place (face cachée, épuisée).');
    expect(compileCard(wisp, en, 'en', tokenBook())).toMatchObject({ ok: true, card: boosted });
    expect(compileCard(wisp, fr, 'fr', tokenBook())).toMatchObject({ ok: true, card: boosted });
  });

  it('refuses it on a card that is no character, in the text and at load, with its path', () => {
    const sentence = renderedText(always, 'en').replace('[Defender].  ', '');
    const text = compileCard(landmark, sentence, 'en', tokenBook());
    expect(text).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('no character') } });
    const card = { ...landmark, modifiers: [{ step: 'leave', instead: 'mana' }] } as AlteredCard;
    expect(loadIssue(card)).toMatchObject({ path: '$.rules.extraCards[0].modifiers[0]', message: expect.stringContaining('no character') });
  });

  it('reads the choice "you may put me" as its controller\'s to take (test/altered/leave-choice.test.ts)', () => {
    const phrase = renderedText(boosted, 'en').split('  ')[0]?.replace('put me', 'you may put me') ?? '';
    expect(phrase).toContain('you may put me');
    expect(compileCard(wisp, phrase, 'en', tokenBook())).toMatchObject({ ok: true, card: { modifiers: [{ step: 'leave', instead: 'mana', ifBoosted: true, optional: true }] } });
  });

  it('prints no other modifier: a Rest modifier is still refused by the renderer', () => {
    const card = { ...wisp, modifiers: [{ step: 'rest', to: 'self', instead: 'hand' }] } as AlteredCard;
    expect(renderCard(card, 'en', tokenBook())).toMatchObject({ ok: false, reason: expect.stringContaining('rest modifier has no printed form') });
  });
});

const larder: CardHeader = { id: 'ice-cellar', name: 'Ice Cellar', type: 'landmark', faction: 'axiom', handCost: 3, reserveCost: 3 };

describe('keeping more exhausted cards in Reserve at Clean-up', () => {
  itReadsBack({
    header: larder,
    en: "{J} [Exhausted Resupply].  You may keep three more cards in Reserve during Night if they're exhausted.",
    fr: '{J} [Ravitaillez Épuisé].  Vous pouvez conserver trois cartes de plus en Réserve pendant la Nuit si elles sont épuisées.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'resupply', exhausted: true }] }], keepExhausted: 3 },
  });

  it('prints one card in the singular, in both languages, and reads it back', () => {
    const card = { ...larder, keepExhausted: 1 } as AlteredCard;
    for (const [lang, words] of [['en', "one more card in Reserve"], ['fr', 'une carte de plus en Réserve']] as const) {
      const rendered = renderCard(card, lang, tokenBook());
      if (!rendered.ok) throw new Error(rendered.reason);
      expect(rendered.text).toContain(words);
      const back = compileCard(larder, rendered.text, lang, tokenBook());
      if (!back.ok) throw new Error(back.refusal.reason);
      expect(back.card.keepExhausted).toBe(1);
    }
  });

  it('refuses it on a spell, in the text and at load, with its path', () => {
    const text = compileCard(spell, "You may keep two more cards in Reserve during Night if they're exhausted.", 'en', tokenBook());
    expect(text).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('never in play') } });
    expect(loadIssue({ ...spell, effects: [], keepExhausted: 2 } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].keepExhausted', message: expect.stringContaining('never in play') });
  });

  it('refuses "one more cards", the number and its noun disagreeing', () => {
    const phrase = "You may keep one more cards in Reserve during Night if they're exhausted.";
    expect(compileCard(larder, phrase, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase } });
  });
});

describe('scenarios', () => {
  itCompilesScenarioCards('scenarios/altered/text-altcounters');
});

const hive: CardHeader = { id: 'cobalt-hive', name: 'Cobalt Hive', type: 'landmark', faction: 'axiom', handCost: 2, reserveCost: 2 };
const beetle = { id: 'tin-beetle', name: 'Tin Beetle', type: 'character', faction: 'axiom', handCost: 0, reserveCost: 0, stats: { forest: 1, mountain: 1, water: 1 }, subtypes: ['Robot'], token: true } as AlteredCard;

describe('named counters: gained, spent, and a reaction to reaching a number of them', () => {
  itReadsBack({
    header: hive,
    en: '{J} I gain 3 Cobalt counters.',
    fr: '{J} Je gagne 3 compteurs Cobalt.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 3, counter: 'Cobalt', me: true }] }] },
    alsoFr: ['{J} Je gagne trois compteurs Cobalt.'],
  });

  itReadsBack({
    header: hive,
    en: 'At Noon — I gain 1 Cobalt counter.',
    fr: 'À Midi — Je gagne 1 compteur Cobalt.',
    data: { reactions: [{ on: 'atNoon', effects: [{ op: 'boost', amount: 1, counter: 'Cobalt', me: true }] }] },
    alsoFr: ['À Midi — Je gagne un compteur Cobalt.'],
  });

  itReadsBack({
    header: hive,
    en: 'At Noon — You may pay {1} and spend 1 of my Cobalt counters to create a [Tin Beetle 1/1/1] Robot token in target Expedition.',
    fr: 'À Midi — Vous pouvez payer {1} et dépenser 1 de mes compteurs Cobalt pour créer un jeton Robot [1/1/1 Tin Beetle] dans une Expédition ciblée.',
    data: {
      reactions: [
        {
          on: 'atNoon',
          target: 'expedition',
          effects: [{ op: 'createToken', expedition: 'target', card: 'tin-beetle', spend: { counter: 'Cobalt', amount: 1 }, innerCost: 1 }],
        },
      ],
    },
    tokens: [beetle],
  });

  itReadsBack({
    header: hive,
    en: 'At Dusk — You may spend four of my Cobalt counters to draw two cards.',
    fr: 'Au Crépuscule — Vous pouvez dépenser 4 de mes compteurs Cobalt pour piocher deux cartes.',
    data: { reactions: [{ on: 'atDusk', effects: [{ op: 'draw', amount: 2, spend: { counter: 'Cobalt', amount: 4 } }] }] },
    printed: { en: 'At Dusk — You may spend 4 of my Cobalt counters to draw two cards.' },
  });

  itReadsBack({
    header: hive,
    en: '{T} : I gain 2 Cobalt counters.',
    fr: '{T} : Je gagne 2 compteurs Cobalt.',
    data: { exhaust: { effects: [{ op: 'boost', amount: 2, counter: 'Cobalt', me: true }] } },
  });

  itReadsBack({
    header: hive,
    en: '{T}, Spend 2 of my Cobalt counters: Draw a card.',
    fr: '{T}, dépensez 2 de mes compteurs Cobalt : Piochez une carte.',
    data: { exhaust: { cost: { spend: { counter: 'Cobalt', amount: 2 } }, effects: [{ op: 'draw', amount: 1 }] } },
  });

  itReadsBack({
    header: hive,
    en: 'When I gain my third Cobalt counter — Sacrifice me. If you do, draw two cards.',
    fr: 'Lorsque je gagne mon troisième compteur Cobalt — Sacrifiez-moi. Si vous le faites, piochez deux cartes.',
    data: { reactions: [{ on: 'gainsCounter', counter: 'Cobalt', nth: 3, effects: [{ op: 'sacrifice', me: true }, { op: 'draw', amount: 2, ifDone: true }] }] },
  });

  it('refuses counters on a card never in play, naming the reason, and at load with the path', () => {
    const result = compileCard(spell, 'I gain 2 Cobalt counters.', 'en', tokenBook());
    expect(result).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('holds no counters') } });
    expect(loadIssue({ ...spell, effects: [{ op: 'boost', amount: 2, counter: 'Cobalt', me: true }] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].effects[0]', message: expect.stringContaining('holds no counters') });
    const support = { ...hive, support: { cost: { spend: { counter: 'Cobalt', amount: 1 } }, effects: [{ op: 'draw', amount: 1 }] } } as unknown as AlteredCard;
    expect(loadIssue(support)).toMatchObject({ path: '$.rules.extraCards[0].support.cost.spend' });
  });

  it('refuses a counter trigger without its counter, and a counter outside that trigger, at load with the path', () => {
    const bare = { ...hive, reactions: [{ on: 'gainsCounter', effects: [{ op: 'draw', amount: 1 }] }] } as AlteredCard;
    expect(loadIssue(bare)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].counter' });
    const stray = { ...hive, reactions: [{ on: 'atNoon', counter: 'Cobalt', nth: 2, effects: [{ op: 'draw', amount: 1 }] }] } as AlteredCard;
    expect(loadIssue(stray)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].counter' });
  });

  it('refuses "zero" counters and an ordinal it does not know, naming the phrase', () => {
    expect(compileCard(hive, '{J} I gain 0 Cobalt counters.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: '{J} I gain 0 Cobalt counters.' } });
    expect(compileCard(hive, 'When I gain my eleventh Cobalt counter — Draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('conditions on the character a reaction is about: its terrain, its expedition standing, a base statistic of 0 there', () => {
  itReadsBack({
    header: hive,
    en: "When you play a Character — If it's in {O}, I gain 1 Cobalt counter.",
    fr: "Lorsque vous jouez un Personnage — S'il est en {O}, je gagne 1 compteur Cobalt.",
    data: { reactions: [{ on: 'youPlay', cardType: 'character', effects: [{ op: 'boost', amount: 1, counter: 'Cobalt', me: true, ifIt: { terrain: 'water' } }] }] },
  });

  itReadsBack({
    header: hive,
    en: 'When you play a Character — If its Expedition is ahead, I gain 2 Cobalt counters.',
    fr: 'Lorsque vous jouez un Personnage — Si son Expédition est en avance, je gagne 2 compteurs Cobalt.',
    data: { reactions: [{ on: 'youPlay', cardType: 'character', effects: [{ op: 'boost', amount: 2, counter: 'Cobalt', me: true, ifIt: { expedition: 'ahead' } }] }] },
  });

  itReadsBack({
    header: hive,
    en: "When you play a Character — If it's in a terrain where its base statistic is 0, I gain 1 Cobalt counter.",
    fr: "Lorsque vous jouez un Personnage — S'il est dans un terrain où sa statistique de base est 0, je gagne 1 compteur Cobalt.",
    data: { reactions: [{ on: 'youPlay', cardType: 'character', effects: [{ op: 'boost', amount: 1, counter: 'Cobalt', me: true, ifIt: { zeroBaseStatistic: true } }] }] },
  });

  it('refuses the condition where no character is the event\'s, in the text and at load with the path', () => {
    const text = "At Noon — If it's in {V}, I gain 1 Cobalt counter.";
    expect(compileCard(hive, text, 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: expect.stringContaining('youPlay or joins') } });
    const card = { ...hive, reactions: [{ on: 'atNoon', effects: [{ op: 'boost', amount: 1, counter: 'Cobalt', me: true, ifIt: { terrain: 'forest' } }] }] } as AlteredCard;
    expect(loadIssue(card)).toMatchObject({ path: '$.rules.extraCards[0].reactions[0].effects[0].ifIt' });
  });
});
