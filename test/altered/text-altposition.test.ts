/**
 * Altered card text of expeditions as targets and as what effects name (docs/card-text.md):
 * tokens created in a targeted expedition, in "my Expedition", "your other Expedition", "each
 * of your Expeditions"; an expedition that moves; "If my Expedition is behind,"; the triggers
 * of "my Expedition". Invented cards in the printed templating compile to card data and read
 * back as their text in both languages. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { runScenario } from '../../src/scenarios/run.js';
import { itReadsBack, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'reed-warden', name: 'Reed Warden', type: 'character', faction: 'ordis', handCost: 2, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 1 } };
const spell: CardHeader = { id: 'long-stride', name: 'Long Stride', type: 'spell', faction: 'ordis', handCost: 3, reserveCost: 3 };
const permanent: CardHeader = { id: 'drum-tower', name: 'Drum Tower', type: 'landmark', faction: 'ordis', handCost: 2, reserveCost: 2 };

/** A token card the set holds, found by its name in either language (its name and subtype are the same in both). */
const wisp: AlteredCard = { id: 'gloam-token', name: 'Gloam', type: 'character', faction: 'ordis', handCost: 0, reserveCost: 0, stats: { forest: 3, mountain: 1, water: 2 }, subtypes: ['Illusion'], token: true };
const tokens = [wisp];

describe('expeditions named: a target, and where moves and tokens go', () => {
  const cases: TextCase[] = [
    {
      header: spell,
      en: 'Target Expedition moves forward one region.',
      fr: "Une Expédition ciblée avance d'une région.",
      data: { target: 'expedition', effects: [{ op: 'moveExpedition', expedition: 'target', regions: 1 }] },
    },
    {
      header: permanent,
      en: 'At Noon — Target Expedition moves backwards two regions.',
      fr: 'À Midi — Une Expédition ciblée recule de deux régions.',
      data: { reactions: [{ on: 'atNoon', target: 'expedition', effects: [{ op: 'moveExpedition', expedition: 'target', regions: -2 }] }] },
    },
    {
      header: character,
      en: '{H} My Expedition moves forward one region.',
      fr: "{H} Mon Expédition avance d'une région.",
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'moveExpedition', expedition: 'mine', regions: 1 }] }] },
    },
    {
      header: character,
      en: '{R} Create a [Gloam 3/1/2] Illusion token in target Expedition.',
      fr: '{R} Créez un jeton Illusion [3/1/2 Gloam] dans une Expédition ciblée.',
      data: { reactions: [{ on: 'played', from: 'reserve', target: 'expedition', effects: [{ op: 'createToken', card: 'gloam-token', expedition: 'target' }] }] },
      tokens,
    },
    {
      header: character,
      en: '{D} : Create a [Gloam 3/1/2] Illusion token in my Expedition.',
      fr: '{D} : Créez un jeton Illusion [3/1/2 Gloam] dans mon Expédition.',
      data: { support: { effects: [{ op: 'createToken', card: 'gloam-token', expedition: 'mine' }] } },
      tokens,
    },
    {
      header: character,
      en: '{J} Create a [Gloam 3/1/2] Illusion token in your other Expedition.',
      fr: '{J} Créez un jeton Illusion [3/1/2 Gloam] dans votre autre Expédition.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'createToken', card: 'gloam-token', expedition: 'other' }] }] },
      tokens,
    },
    {
      header: spell,
      en: 'Create a [Gloam 3/1/2] Illusion token in each of your Expeditions.',
      fr: 'Créez un jeton Illusion [3/1/2 Gloam] dans chacune de vos Expéditions.',
      data: { effects: [{ op: 'createToken', card: 'gloam-token', expedition: 'each' }] },
      tokens,
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses a second target in the ability and an expedition acted on as a character, naming the reason', () => {
    const twice = compileCard(spell, 'Target Expedition moves forward one region. Create a [Gloam 3/1/2] Illusion token in target Expedition.', 'en', tokenBook(tokens));
    expect(twice).toMatchObject({ ok: false, refusal: { reason: 'two targets in one ability: the card data has one target per ability' } });
    const boosted = compileCard(spell, 'Target Expedition moves forward one region. It gains 2 boosts.', 'en', tokenBook(tokens));
    expect(boosted).toMatchObject({ ok: false, refusal: { reason: 'an expedition is no character to act on' } });
  });

  it('prints no move for another player, which the templating does not say', () => {
    const card = { ...spell, effects: [{ op: 'moveExpedition' as const, expedition: 'hero' as const, regions: 1, player: 'eachOpponent' as const }] };
    expect(renderCard(card, 'en', tokenBook()).ok).toBe(false);
  });
});

describe('where my expedition stands, and what happens to it at Dusk', () => {
  const cases: TextCase[] = [
    {
      header: character,
      en: '{J} If my Expedition is behind, I gain 2 boosts.',
      fr: '{J} Si mon Expédition est en retard, je gagne 2 boosts.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'boost', amount: 2, me: true, ifMyExpedition: 'behind' }] }] },
    },
    {
      header: character,
      en: '{H} If my Expedition is ahead, draw two cards.',
      fr: '{H} Si mon Expédition est en avance, piochez deux cartes.',
      data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'draw', amount: 2, ifMyExpedition: 'ahead' }] }] },
    },
    {
      header: character,
      en: '{J} If my Expedition is tied, create a [Gloam 3/1/2] Illusion token in my Expedition.',
      fr: '{J} Si mon Expédition est à égalité, créez un jeton Illusion [3/1/2 Gloam] dans mon Expédition.',
      data: { reactions: [{ on: 'played', effects: [{ op: 'createToken', card: 'gloam-token', expedition: 'mine', ifMyExpedition: 'tied' }] }] },
      tokens,
    },
    {
      header: character,
      en: 'When my Expedition fails to move forward during Dusk — I gain 2 boosts.',
      fr: "Lorsque mon Expédition n'avance pas pendant le Crépuscule — Je gagne 2 boosts.",
      data: { reactions: [{ on: 'expeditionFails', expedition: 'mine', effects: [{ op: 'boost', amount: 2, me: true }] }] },
    },
    {
      header: character,
      en: 'When my Expedition moves forward — I gain 1 boost.',
      fr: 'Lorsque mon Expédition avance — Je gagne 1 boost.',
      data: { reactions: [{ on: 'expeditionMoves', expedition: 'mine', effects: [{ op: 'boost', amount: 1, me: true }] }] },
    },
    {
      header: character,
      en: 'When I leave the Expedition zone — Create a [Gloam 3/1/2] Illusion token in each of your Expeditions.',
      fr: "Lorsque je quitte la zone d'Expédition — Créez un jeton Illusion [3/1/2 Gloam] dans chacune de vos Expéditions.",
      data: { reactions: [{ on: 'leaves', effects: [{ op: 'createToken', card: 'gloam-token', expedition: 'each' }] }] },
      tokens,
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses "my Expedition" after the card left it, but where a token is made or an expedition moves, naming the reason', () => {
    expect(compileCard(character, 'When I leave the Expedition zone — Create a [Gloam 3/1/2] Illusion token in your other Expedition.', 'en', tokenBook(tokens))).toMatchObject({
      ok: false,
      refusal: { reason: '"my Expedition" of a card that left the Expedition zone: the card data knows the expedition it was in only where a token is made or an expedition moves' },
    });
  });

  it('refuses a standing the templating does not say, and two conditions on one step, naming the phrase', () => {
    expect(compileCard(character, '{J} If my Expedition is far behind, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: '{J} If my Expedition is far behind, draw a card.' } });
    expect(compileCard(character, '{J} If you are the first player, if my Expedition is behind, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
  });
});

describe('expeditions in card data, refused at load where they cannot work', () => {
  const load = (card: object) => runScenario({ name: 'p', position: { mode: 'altered/duel', cards: [wisp, card] }, steps: [] }, 'p.json').failure?.message;
  const moveTarget = { op: 'moveExpedition', expedition: 'target', regions: 1 };

  it('refuses the targeted expedition without an expedition target, naming its path', () => {
    expect(load({ ...spell, effects: [moveTarget] })).toBe('$.position.cards[1].effects[0].expedition: the targeted expedition needs the ability\'s "expedition" target');
  });

  it('refuses a player beside one expedition, and "my Expedition" on a card that is in none', () => {
    expect(load({ ...spell, target: 'expedition', effects: [{ ...moveTarget, player: 'eachOpponent' }] })).toBe('$.position.cards[1].effects[0].player: "target" names one expedition: no player goes with it');
    expect(load({ ...spell, effects: [{ op: 'createToken', card: 'gloam-token', expedition: 'mine' }] })).toBe('$.position.cards[1].effects[0]: a spell is in no expedition: "my Expedition" is a character\'s or an expedition permanent\'s');
    expect(load({ ...permanent, reactions: [{ on: 'expeditionFails', expedition: 'mine', effects: [{ op: 'draw', amount: 1 }] }] })).toBe(
      '$.position.cards[1].reactions[0].expedition: a landmark is in no expedition: "my Expedition" is a character\'s or an expedition permanent\'s',
    );
  });

  it('refuses an expedition target acted on as a character', () => {
    expect(load({ ...spell, target: 'expedition', effects: [{ op: 'boost', amount: 1 }] })).toBe('$.position.cards[1].effects[0]: an expedition is no character: boost acts on characters in play');
  });

  it('refuses "my Expedition" in the text of a card that is in none', () => {
    expect(compileCard(spell, 'Create a [Gloam 3/1/2] Illusion token in my Expedition.', 'en', tokenBook(tokens))).toMatchObject({
      ok: false,
      refusal: { reason: 'a spell is in no expedition: "my Expedition" is a character\'s or an expedition permanent\'s' },
    });
  });
});
