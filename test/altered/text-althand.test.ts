/**
 * Altered card text for the hand, discarding, costs and permanents (docs/card-text.md):
 * invented cards in the printed templating compile to card data and read back in both
 * languages, what the card data cannot state is refused with its reason, the engine refuses
 * such data at load with its path, and the scenarios of these mechanisms pass, each card in
 * them being what its own `text` compiles to. No real card's text or name appears here.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/games/altered/text/compile.js';
import type { CardHeader } from '../../src/games/altered/text/lower.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';
import { itCompilesScenarioCards, itReadsBack, loadIssue, tokenBook, type TextCase } from './text-round-trip.js';

const character: CardHeader = { id: 'gravel-tinker', name: 'Gravel Tinker', type: 'character', faction: 'axiom', handCost: 3, reserveCost: 2, stats: { forest: 1, mountain: 2, water: 1 } };
const spell: CardHeader = { id: 'clear-the-yard', name: 'Clear the Yard', type: 'spell', faction: 'axiom', handCost: 2, reserveCost: 3 };

const SCENARIOS = 'scenarios/altered/text-althand';

/** Permanents as targets: discarded, returned to the hand, their {J} reactions activated. */
const PERMANENT_CASES: readonly TextCase[] = [
  {
    header: spell,
    en: 'Discard target Permanent with Hand Cost {2} or more. Draw a card.',
    fr: 'Défaussez un Permanent ciblé de Coût de Main {2} ou plus. Piochez une carte.',
    alsoFr: ['Défaussez un Permanent ciblé avec un Coût de Main {2} ou plus. Piochez une carte.'],
    data: { target: 'anyPermanent', targetHandCost: { atLeast: 2 }, effects: [{ op: 'discard' }, { op: 'draw', amount: 1 }] },
  },
  {
    header: spell,
    en: '[[Fleeting]].  Return target Character or Permanent with Hand Cost {5} or less to its owner\'s hand.',
    fr: '[[Fugace]].  Renvoyez un Personnage ou Permanent ciblé de Coût de Main {5} ou moins dans la main de son propriétaire.',
    data: { fleeting: true, target: 'anyCharacterOrPermanent', targetHandCost: { atMost: 5 }, effects: [{ op: 'returnToHand' }] },
  },
  {
    header: spell,
    en: 'Choose one:  • Discard target Character or Permanent.  • Target Character gains 2 boosts. Return it to its owner\'s hand.',
    fr: "Choisissez l'un :  • Défaussez un Personnage ou Permanent ciblé.  • Un Personnage ciblé gagne 2 boosts. Renvoyez-le dans la main de son propriétaire.",
    data: { modes: [{ target: 'anyCharacterOrPermanent', effects: [{ op: 'discard' }] }, { target: 'anyCharacter', effects: [{ op: 'boost', amount: 2 }, { op: 'returnToHand' }] }] },
  },
  {
    header: character,
    en: '{R} You may activate the {J} abilities of target Permanent with Hand Cost {4} or more.\n{D} : Activate the {J} abilities of target Character with Hand Cost {1} or less.',
    fr: "{R} Vous pouvez activer les capacités {J} d'un Permanent ciblé de Coût de Main {4} ou plus.\n{D} : Activez les capacités {J} d'un Personnage ciblé de Coût de Main {1} ou moins.",
    data: {
      reactions: [{ on: 'played', from: 'reserve', target: 'anyPermanent', targetHandCost: { atLeast: 4 }, effects: [{ op: 'activate', trigger: 'played', optional: true }] }],
      support: { target: 'anyCharacter', targetHandCost: { atMost: 1 }, effects: [{ op: 'activate', trigger: 'played' }] },
    },
  },
  {
    header: character,
    en: '{H} Target Character gains 1 boost. You may discard it.',
    fr: '{H} Un Personnage ciblé gagne 1 boost. Vous pouvez le défausser.',
    data: { reactions: [{ on: 'played', from: 'hand', target: 'anyCharacter', effects: [{ op: 'boost', amount: 1 }, { op: 'discard', optional: true }] }] },
  },
];

describe('permanents as targets, discarded and returned to the hand, compiled and read back in English and in French', () => {
  for (const c of PERMANENT_CASES) itReadsBack(c);

  it('refuses a character effect on a permanent, and a discard with nothing to discard', () => {
    expect(compileCard(spell, 'Discard target Permanent. It gains 1 boost.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a permanent is no character to act on' } });
    expect(compileCard(spell, 'Défaussez un Permanent ciblé. Il gagne 1 boost.', 'fr', tokenBook())).toMatchObject({ ok: false, refusal: { reason: 'a permanent is no character to act on' } });
    expect(compileCard(spell, 'Discard it.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { reason: '"it" names nothing chosen before it' } });
    expect(compileCard(spell, 'Return target Permanent to your hand.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'Return target Permanent to your hand.' } });
  });

  it('refuses such card data at load, at its path', () => {
    const issue = (card: object) => loadIssue({ ...spell, ...card } as AlteredCard);
    expect(issue({ target: 'anyPermanent', effects: [{ op: 'boost', amount: 1 }] })).toMatchObject({ path: '$.rules.extraCards[0].effects[0]', message: 'a permanent is no character: boost acts on characters only' });
    expect(issue({ target: 'opponent', effects: [{ op: 'discard' }] })).toMatchObject({ path: '$.rules.extraCards[0].effects[0]', message: 'discard acts on an object in play: give the ability a character or permanent target' });
    expect(issue({ effects: [{ op: 'returnToHand' }] })).toMatchObject({ path: '$.rules.extraCards[0].effects[0]' });
    expect(issue({ target: 'anyPermanent', effects: [{ op: 'sacrifice' }] })).toMatchObject({ path: '$.rules.extraCards[0].effects[0]' });
    expect(issue({ target: 'friendlyPermanent', effects: [{ op: 'sacrifice' }] })).toBeUndefined();
  });
});

/** Conditions on an empty zone before a step. */
const EMPTY_ZONE_CASES: readonly TextCase[] = [
  {
    header: character,
    en: '{H} If your hand is empty, I gain 2 boosts. If your Reserve is empty, you may draw two cards.',
    fr: '{H} Si votre main est vide, je gagne 2 boosts. Si votre Réserve est vide, vous pouvez piocher deux cartes.',
    data: { reactions: [{ on: 'played', from: 'hand', effects: [{ op: 'boost', amount: 2, me: true, ifEmpty: 'hand' }, { op: 'draw', amount: 2, ifEmpty: 'reserve', optional: true }] }] },
  },
];

describe('"if your hand (Reserve) is empty," compiled and read back in English and in French', () => {
  for (const c of EMPTY_ZONE_CASES) itReadsBack(c);

  it('refuses two conditions on one step, and a zone it does not know', () => {
    expect(compileCard(spell, 'If your hand is empty, if your Reserve is empty, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false });
    expect(compileCard(spell, 'If your deck is empty, draw a card.', 'en', tokenBook())).toMatchObject({ ok: false, refusal: { phrase: 'If your deck is empty, draw a card.' } });
  });
});

describe('"I can\'t be played if you have less than N Mana Orbs", compiled and read back in English and in French', () => {
  itReadsBack({
    header: character,
    en: "I can't be played if you have less than four Mana Orbs.",
    fr: 'Je ne peux pas être joué si vous avez moins de quatre Orbes de Mana.',
    alsoFr: ['Je ne peux pas être jouée si vous avez moins de quatre Orbes de Mana.'],
    data: { minManaOrbs: 4 },
  });
});

describe('scenarios of the hand, discarding, costs and permanents', () => {
  itCompilesScenarioCards(SCENARIOS);
});
