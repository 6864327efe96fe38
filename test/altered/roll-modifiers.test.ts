/**
 * Modifiers of the atomic action "roll a die" inside an effect (glossary 6.2.d, 7.3.13.c;
 * docs/altered.md, "Modifiers of atomic actions"): their card data read and printed in both
 * languages, refused on a spell and with a faulty shape at its path; in play, the scenarios of
 * scenarios/altered/action-modifiers (run by test/scenarios.test.ts) and the pending roll's
 * view and choices here. A sentence every printing shares is taken from what the renderer writes
 * of the data; no real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, renderedText, tokenBook, type TextCase } from './text-round-trip.js';
import { loadPosition } from '../../src/api.js';
import { seedRng } from '../../src/engine/game/rng.js';
import { determinizeAltered, type AlteredView } from '../../src/games/altered/determinize.js';
import type { AlteredState } from '../../src/games/altered/state/state.js';

const landmark: CardHeader = { id: 'bone-dice-den', name: 'Bone Dice Den', type: 'landmark', faction: 'lyra', handCost: 2, reserveCost: 2 };
const character: CardHeader = { id: 'sly-croupier', name: 'Sly Croupier', type: 'character', faction: 'lyra', handCost: 2, reserveCost: 1, stats: { forest: 1, mountain: 2, water: 1 } };
const spell: CardHeader = { id: 'rigged-toss', name: 'Rigged Toss', type: 'spell', faction: 'lyra', handCost: 1, reserveCost: 1 };

type Modifier = NonNullable<AlteredCard['modifiers']>[number];
const ONE_MORE_DIE: Modifier = { step: 'rollDie', instead: { extraDice: 1 } };
const oneMoreDie = { ...landmark, modifiers: [ONE_MORE_DIE] } as AlteredCard;

it('prints one more die as the templating says, in both languages', () => {
  expect(renderedText(oneMoreDie, 'en')).toMatch(/^If you would roll one or more dice, instead roll that many dice plus one .+ of your choice\.$/);
  expect(renderedText(oneMoreDie, 'fr')).toMatch(/^Si vous deviez lancer au moins un dé, lancez un dé supplémentaire .+ de votre choix\.$/);
});

describe('modifiers of die rolls in the text', () => {
  const cases: TextCase[] = [
    { header: landmark, en: renderedText(oneMoreDie, 'en'), fr: renderedText(oneMoreDie, 'fr'), data: { modifiers: [ONE_MORE_DIE] } },
    {
      header: character,
      en: 'If you would roll a die, you may add 2 to its result.',
      fr: 'Si vous deviez lancer un dé, vous pouvez ajouter 2 au résultat.',
      data: { modifiers: [{ step: 'rollDie', instead: { add: 2 }, optional: true }] },
    },
    {
      header: character,
      en: 'If you would roll a die, add 1 to its result.  {J} Draw a card.',
      fr: 'Si vous deviez lancer un dé, ajoutez 1 au résultat.  {J} Piochez une carte.',
      data: { modifiers: [{ step: 'rollDie', instead: { add: 1 } }], reactions: [{ on: 'played', effects: [{ op: 'draw', amount: 1 }] }] },
    },
  ];
  for (const c of cases) itReadsBack(c);

  it('refuses them on a spell, never in play, naming the reason', () => {
    for (const lang of ['en', 'fr'] as const) {
      expect(compileCard(spell, renderedText(oneMoreDie, lang), lang, tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a spell is never in play: it modifies no step' } });
    }
  });

  it('reads no other number of dice, and no result made smaller', () => {
    expect(compileCard(landmark, renderedText(oneMoreDie, 'en').replace('plus one', 'plus two'), 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'If you would roll a die, you may subtract 1 from its result.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(character, 'Si vous deviez lancer un dé, vous pouvez retirer 1 au résultat.', 'fr', tokenBook())).toMatchObject({ ok: false });
  });

  itCompilesScenarioCards('scenarios/altered/action-modifiers');
});

describe('modifiers of die rolls as card data', () => {
  const base = { ...landmark, id: 'odd-den' } as AlteredCard;

  it('loads a modifier of extra dice, of a number added, and both, on a card in play or a hero', () => {
    expect(loadIssue({ ...base, modifiers: [ONE_MORE_DIE] } as AlteredCard)).toBeUndefined();
    expect(loadIssue({ ...base, modifiers: [{ step: 'rollDie', instead: { extraDice: 2, add: 1 }, optional: true }] } as AlteredCard)).toBeUndefined();
  });

  it('refuses a modifier that changes nothing, a field it does not know, or one on a spell, at its path', () => {
    expect(loadIssue({ ...base, modifiers: [{ step: 'rollDie', instead: {} }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].modifiers[0]') });
    expect(loadIssue({ ...base, modifiers: [{ step: 'rollDie', instead: { subtract: 1 } }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].modifiers[0]') });
    expect(loadIssue({ ...base, modifiers: [{ step: 'rollDie', instead: { extraDice: 0 } }] } as unknown as AlteredCard)).toMatchObject({ path: expect.stringContaining('$.rules.extraCards[0].modifiers[0]') });
    expect(loadIssue({ ...spell, effects: [{ op: 'draw', amount: 1 }], modifiers: [ONE_MORE_DIE] } as AlteredCard)).toMatchObject({ path: '$.rules.extraCards[0].modifiers' });
  });
});

describe('a roll waiting for its player', () => {
  const position = {
    mode: 'altered/duel',
    seed: 4,
    cards: [
      { ...landmark, modifiers: [ONE_MORE_DIE] },
      { ...character, modifiers: [{ step: 'rollDie', instead: { add: 2 }, optional: true }] },
      { ...spell, effects: [{ op: 'rollDie' }, { op: 'draw', amount: 1, ifRoll: [4, 6] }] },
    ],
    seats: {
      A: { hand: [{ card: 'rigged-toss', id: 'A-toss' }], deck: 5, mana: 2, landmarks: [{ card: 'bone-dice-den', id: 'A-den' }], hero: { characters: [{ card: 'sly-croupier', id: 'A-croupier' }] } },
      B: { deck: 5, passed: true, hero: { characters: ['torch-bearer'] } },
    },
  };

  it("shows the dice and what the modifiers add in every seat's view, and a sample of either seat waits for the same choice", () => {
    const game = loadPosition<AlteredState>(position);
    expect(game.apply({ type: 'playCard', seat: 'A', card: 'A-toss' }).ok).toBe(true);
    const pending = game.liveState.resolving?.pendingRoll;
    expect(pending).toEqual({ dice: [5, 3], add: 0, optionalAdd: 2 });
    for (const seat of ['A', 'B']) {
      const view = game.view(seat) as unknown as AlteredView;
      expect(view.choice).toMatchObject({ seat: 'A', effect: { op: 'rollDie' }, roll: pending });
      const sample = determinizeAltered({ ...view, machine: view.machine }, seat, game.rules as never, seedRng(3));
      expect(sample.resolving?.pendingRoll).toEqual(pending);
    }
    const choices = game.legalActions('A').filter((a) => a.type === 'choose');
    expect(choices).toHaveLength(4);
    expect(game.apply({ type: 'choose', seat: 'A', accept: true, die: 1 }).ok).toBe(true);
    expect(game.liveState.resolving).toBeNull();
    expect(game.liveState.seats.find((x) => x.id === 'A')?.hand).toHaveLength(1);
  });
});
