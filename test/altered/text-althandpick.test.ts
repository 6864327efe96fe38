/**
 * Altered card text for cards chosen among one's own as a step resolves (docs/card-text.md):
 * "put a Spell from your hand in Reserve", "discard another Character from your Reserve", "return a
 * Spell from your Reserve to your hand", "target opponent discards a Spell from their hand",
 * "each player may put ...", and the steps done only if the one before was ("You may ... to
 * ...", "If you do, ..."). Invented cards compile to card data and read back in both languages;
 * the scenarios of these mechanisms pass. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import { renderCard } from '../../src/games/altered/text/render.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';

const character: CardHeader = { id: 'ledger-sprite', name: 'Ledger Sprite', type: 'character', faction: 'lyra', handCost: 2, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 2 } };
const spell: CardHeader = { id: 'tithe-of-ash', name: 'Tithe of Ash', type: 'spell', faction: 'bravos', handCost: 1, reserveCost: 2 };

/** Invented texts in both languages, with the card data each states. */
const CASES: readonly TextCase[] = [
  {
    header: character,
    en: '{J} Put a Spell from your hand in Reserve. I gain 1 boost.',
    fr: '{J} Mettez un Sort de votre main en Réserve. Je gagne 1 boost.',
    data: { reactions: [{ on: 'played', effects: [{ op: 'moveCard', from: 'hand', to: 'reserve', cardType: 'spell' }, { op: 'boost', amount: 1, me: true }] }] },
  },
  {
    header: character,
    en: '{R} You may discard another Spell from your Reserve to draw two cards.',
    fr: '{R} Vous pouvez défausser un autre Sort de votre Réserve pour piocher deux cartes.',
    data: { reactions: [{ on: 'played', from: 'reserve', effects: [{ op: 'moveCard', from: 'reserve', to: 'discard', cardType: 'spell', other: true, optional: true }, { op: 'draw', amount: 2, ifDone: true, link: 'to' }] }] },
  },
  {
    header: spell,
    en: 'Discard a Character from your Reserve. If you do, target Character gains 3 boosts.',
    fr: 'Défaussez un Personnage de votre Réserve. Si vous le faites, un Personnage ciblé gagne 3 boosts.',
    data: { target: 'anyCharacter', effects: [{ op: 'moveCard', from: 'reserve', to: 'discard', cardType: 'character' }, { op: 'boost', amount: 3, ifDone: true }] },
  },
  {
    header: character,
    en: '{H} Target opponent discards a Spell from their hand.',
    fr: "{H} L'adversaire ciblé se défausse d'un Sort de sa main.",
    data: { reactions: [{ on: 'played', from: 'hand', target: 'opponent', effects: [{ op: 'moveCard', from: 'hand', to: 'discard', cardType: 'spell', player: 'target' }] }] },
  },
  {
    header: character,
    en: 'At Dusk — Each player may put a Spell from their hand in Reserve.\n{D} : Return a Permanent from your Reserve to your hand.',
    fr: 'Au Crépuscule — Chaque joueur peut mettre un Sort de sa main en Réserve.\n{D} : Renvoyez un Permanent de votre Réserve dans votre main.',
    data: {
      reactions: [{ on: 'atDusk', effects: [{ op: 'moveCard', from: 'hand', to: 'reserve', cardType: 'spell', player: 'eachPlayer', optional: true }] }],
      support: { effects: [{ op: 'moveCard', from: 'reserve', to: 'hand', cardType: 'permanent' }] },
    },
  },
  {
    header: character,
    en: '{T} : You may pay {1} to return another Character from your Reserve to your hand. Each player discards a card from their hand.',
    fr: "{T} : Vous pouvez payer {1} pour renvoyer un autre Personnage de votre Réserve dans votre main. Chaque joueur se défausse d'une carte de sa main.",
    data: {
      exhaust: { effects: [{ op: 'moveCard', from: 'reserve', to: 'hand', cardType: 'character', other: true, innerCost: 1 }, { op: 'moveCard', from: 'hand', to: 'discard', player: 'eachPlayer' }] },
    },
  },
  {
    header: character,
    en: 'When I go to Reserve — You may send me to Reserve to draw two cards.',
    fr: "Lorsque je vais en Réserve — Vous pouvez m'envoyer en Réserve pour piocher deux cartes.",
    data: { reactions: [{ on: 'toReserve', effects: [{ op: 'sendToReserve', me: true, optional: true }, { op: 'draw', amount: 2, ifDone: true, link: 'to' }] }] },
  },
  {
    header: spell,
    en: '[[Fleeting]].  Sacrifice a Character or Permanent, then draw three cards.',
    fr: '[[Fugace]].  Sacrifiez un Personnage ou un Permanent, puis piochez trois cartes.',
    alsoFr: ['[[Fugace]].  Sacrifiez un Personnage ou Permanent, puis piochez trois cartes.'],
    data: { fleeting: true, effects: [{ op: 'sacrifice', chosen: 'characterOrPermanent' }, { op: 'draw', amount: 3, link: 'then' }] },
  },
  {
    header: character,
    en: '{J} Each player sacrifices a Character or Permanent. You may sacrifice a Character to draw a card.',
    fr: '{J} Chaque joueur sacrifie un Personnage ou un Permanent. Vous pouvez sacrifier un Personnage pour piocher une carte.',
    data: {
      reactions: [
        { on: 'played', effects: [{ op: 'sacrifice', chosen: 'characterOrPermanent', player: 'eachPlayer' }, { op: 'sacrifice', chosen: 'character', optional: true }, { op: 'draw', amount: 1, ifDone: true, link: 'to' }] },
      ],
    },
  },
];

describe('cards chosen among your own, compiled and read back in English and in French', () => {
  for (const c of CASES) itReadsBack(c);

  it('refuses what the card data cannot state, naming why', () => {
    expect(compileCard(spell, 'If you do, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"if you do" follows no step of the ability' } });
    expect(compileCard(spell, 'Si vous le faites, piochez une carte.', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"if you do" follows no step of the ability' } });
    // "to" follows a step the player may take or decline, never a plain order.
    expect(compileCard(spell, 'Discard a card from your Reserve to draw two cards.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Discard a card from your Reserve to draw two cards.' } });
    // The card is chosen as the step resolves: no target.
    expect(compileCard(spell, 'Put target card from your hand in Reserve.', 'en', tokenBook())).toMatchObject({ ok: false });
    // A move the text has no words for has no printed form.
    const deckward = { ...spell, effects: [{ op: 'moveCard', from: 'discard', to: 'hand' }] } as AlteredCard;
    expect(renderCard(deckward, 'en', tokenBook())).toMatchObject({ ok: false });
    // "to" after a step that is not optional has no printed form either.
    const bare = { ...spell, effects: [{ op: 'moveCard', from: 'hand', to: 'reserve' }, { op: 'draw', amount: 1, ifDone: true, link: 'to' }] } as AlteredCard;
    expect(renderCard(bare, 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  it('refuses at load, at its path, card data these steps cannot mean', () => {
    const issue = (card: object) => loadIssue({ ...spell, ...card } as AlteredCard);
    expect(issue({ effects: [{ op: 'moveCard', from: 'hand', to: 'hand' }] })).toMatchObject({ message: expect.stringContaining('another zone') });
    expect(issue({ effects: [{ op: 'draw', amount: 1, ifDone: true }] })).toMatchObject({ path: expect.stringContaining('effects[0].ifDone') });
    expect(issue({ effects: [{ op: 'sacrifice', chosen: 'character', me: true }] })).toMatchObject({ message: expect.stringContaining('no target and not on "me"') });
    expect(issue({ target: 'friendlyCharacter', effects: [{ op: 'sacrifice', player: 'eachPlayer' }] })).toMatchObject({ path: expect.stringContaining('player') });
  });
});

describe('scenarios of cards chosen among your own', () => {
  itCompilesScenarioCards('scenarios/altered/text-althandpick');
});
