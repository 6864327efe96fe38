/**
 * The operations of the card language on cards in zones (mechanics/zone-operations.ts):
 * discarding, returning a card from the trash, recycling, putting the top of the Main Deck
 * into the trash, banishing, and playing a card from a zone (or one looked at) at the cost the
 * effect sets.
 */
import { alt, map, NO, pure, slot, type Template } from '../../../../engine/syntax/syntax.js';
import type { TextContext } from '../context.js';
import { article, digits, energy, numberWord, resources, selfSubject, t, words, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { object } from '../objects.js';
import { again, isAgain, type Ref } from '../targets.js';
import { trashCardBelowScore } from '../below-score.js';
import { tagWord } from '../condition-phrases.js';
import { chosenChampionInTrash, handCard, handCardFromYourHand, handCardUnsaid, trashCard, trashCardCostLast, trashCardWithCost, type HandCard } from '../zone-cards.js';

const count = alt(digits, numberWord);

/** What an effect plays: a card from the trash, or "it" (a card an earlier step chose or banished). */
const played = alt<Ref, TextContext>(trashCard, again);

/** Who plays the card: the effect's controller, or the card's owner ("its owner plays it"). */
const PLAYERS: readonly (readonly [Rule<undefined>, Readonly<Record<string, unknown>>])[] = [
  [words('play'), {}],
  [words('its owner plays'), { player: 'owner' }],
];

/** Where a unit played goes: where its player chooses, or their base. */
const PLACES: readonly (readonly [Rule<undefined>, Readonly<Record<string, unknown>>])[] = [
  [pure<undefined, TextContext>(undefined), {}],
  [words('to base'), { to: 'base' }],
];

/**
 * "play X[ to base][, ignoring its cost]": one rule per cost the effect sets (ignoring it, its
 * Energy part, reducing it, or none: CR 356.1.b, 356.4), for each player and place.
 */
function plays(): Rule<Step>[] {
  // The card's most cost said "with cost no more than" (the wording `withCost`) rather than "costing".
  const targets: readonly (readonly [Rule<Ref>, Readonly<Record<string, unknown>>])[] = [
    [played, {}],
    [trashCardWithCost, { wording: ['withCost'] }],
    [trashCardCostLast, { wording: ['costLast'] }],
    [trashCardBelowScore, {}],
  ];
  return targets.flatMap(([played, said]) => PLAYERS.flatMap(([who, player]) =>
    PLACES.flatMap(([where, place]) => {
      const fixed = { ...said, ...player, ...place };
      return [
        operation('play', t`${who} ${slot('target', played)} ${where} , ignoring its cost`, { ...fixed, ignore: 'cost' }),
        operation('play', t`${who} ${slot('target', played)} ${where} , ignoring its Energy cost`, { ...fixed, ignore: 'energy' }),
        // The same, said "without paying its Energy cost" after no comma (CR 356.1.b).
        operation('play', t`${who} ${slot('target', played)} ${where} without paying its Energy cost`, { ...fixed, ignore: 'energy', wording: [...((said as { wording?: readonly string[] }).wording ?? []), 'withoutPaying'] }),
        // Without a reduction before the rule that states one, which would print it unset.
        operation('play', t`${who} ${slot('target', played)} ${where}`, fixed),
        operation('play', t`${who} ${slot('target', played)} ${where} , reducing its cost by ${slot('reduce', energy)}`, fixed),
      ];
    }),
  ));
}

/**
 * The card whose ability it is, played from the trash it is in for a cost replacing its own
 * (CR 356.1.a): "pay :rb_rune_fury: to play me".
 */
const SELF_PLAYS: readonly Rule<Step>[] = [
  operation('play', t`pay ${slot('for', resources)} to ${selfSubject('play me', 'play this')}`, { target: 'self' }),
  // Said of the card in its trash: the ability is heard there (CR 383.2.c.1).
  operation('play', t`pay ${slot('for', resources)} to ${selfSubject('play me', 'play this')} from your trash`, { target: 'self', from: 'trash' }),
];

/** The card itself returned from its trash, where the ability is heard (CR 383.2.c.1): "return this from your trash to your hand". */
const SELF_RETURNS: readonly Rule<Step>[] = [
  operation('returnCard', t`return ${selfSubject('me', 'this')} from your trash to your hand`, { target: 'self', to: 'hand', from: 'trash' }),
];

/** A card type as a noun ("if it's a gear"), as the types a step keeps. */
const cardType: Rule<readonly string[]> = alt(
  ...(['unit', 'spell', 'gear'] as const).map((type) =>
    map(words(type), { to: (): readonly string[] => [type], from: (types: readonly string[]) => (types.length === 1 && types[0] === type ? undefined : NO) }),
  ),
);

/**
 * The top of the Main Deck: looking at or revealing its top cards (they stay there), then
 * taking some of them into the hand and recycling the rest (CR 424, 416).
 */
const LOOKING: readonly Rule<Step>[] = [
  operation('look', t`look at the top card of your Main Deck`, { amount: 1 }),
  operation('look', t`look at the top ${slot('amount', count)} cards of your Main Deck`),
  operation('look', t`reveal the top card of your Main Deck`, { amount: 1, reveal: true }),
  operation('look', t`reveal the top ${slot('amount', count)} cards of your Main Deck`, { reveal: true }),
  // The count in words, as some cards print it ("the top two cards"); digits are the common wording.
  operation('look', t`look at the top ${slot('amount', numberWord)} cards of your Main Deck`, { wording: ['countInWords'] }),
  operation('look', t`reveal the top ${slot('amount', numberWord)} cards of your Main Deck`, { reveal: true, wording: ['countInWords'] }),
  // Revealed one at a time until a card of a type is: "it" names that card.
  operation('look', t`reveal cards from the top of your Main Deck until you reveal ${article} ${slot('until', cardType)}`, { reveal: true }),
  operation('takeLooked', t`put ${slot('count', count)} into your hand`, { to: 'hand' }),
  operation('takeLooked', t`draw one`, { count: 1, to: 'hand', draw: true }),
  operation('takeLooked', t`draw any you did not play this way`, { rest: true, to: 'hand', draw: true }),
  operation('takeLooked', t`reveal ${article} ${slot('types', cardType)} from among them and draw it`, { count: 1, to: 'hand', reveal: true, draw: true }),
  operation('takeLooked', t`if it's ${article} ${slot('types', cardType)} , draw it`, { count: 1, to: 'hand', draw: true, wording: ['ifItIs'] }),
  operation('takeLooked', t`if it's ${article} ${slot('types', cardType)} , put it in your hand`, { count: 1, to: 'hand', wording: ['ifItIs'] }),
  operation('recycleLooked', t`recycle the rest`),
  operation('recycleLooked', t`recycle the other`, { wording: ['theOther'] }),
  operation('recycleLooked', t`recycle the remaining cards`, { wording: ['theRemainingCards'] }),
  operation('recycleLooked', t`otherwise , recycle it`, { wording: ['otherwiseRecycleIt'] }),
  operation('recycleLooked', t`recycle one or both of them`, { choose: true }),
  operation('recycleLooked', t`recycle them`, { wording: ['them'] }),
  // Those not taken or recycled go back on top in the order their player chooses.
  operation('orderLooked', t`put those you don't back in any order`),
];

/** A Might ceiling above a unit's Might: "1 more than the killed unit" (the last unit chosen, killed by a step before). */
const mightAbove: Rule<{ readonly might: Ref; readonly plus: number }> = map(t`${slot('plus', digits)} more than the killed unit`, {
  to: ({ plus }) => ({ might: { again: 'unit' } as Ref, plus }),
  // Raised back, the last unit chosen is "it" when nothing was chosen after it.
  from: (v: { readonly might: Ref; readonly plus: number } | undefined) => (v !== undefined && isAgain(v.might) && (v.might.again === 'unit' || v.might.again === 'it') ? { plus: v.plus } : NO),
});

/**
 * Playing one of the cards looked at or revealed (CR 419.3): "play one[ of them]", "banish
 * one, then play it", "banish a unit from among them, then play it", each at the cost the
 * effect sets.
 */
function lookedPlays(): Rule<Step>[] {
  const heads: readonly (readonly [Rule<undefined>, Readonly<Record<string, unknown>>])[] = [
    [words('play one'), {}],
    [words('play one of them'), { wording: ['oneOfThem'] }],
    [words('banish one , then play it'), { banish: true }],
    [words('choose one and banish it , then play it'), { banish: true, wording: ['chooseOne'] }],
  ];
  const costed = (
    head: (tail: Rule<undefined>) => Template<Record<string, unknown>, TextContext>,
    reducing: Template<Record<string, unknown>, TextContext>,
    fixed: Readonly<Record<string, unknown>>,
  ): Rule<Step>[] => [
    operation('playLooked', head(words(', ignoring its cost')), { ...fixed, ignore: 'cost' }),
    operation('playLooked', head(words(', ignoring its Energy cost')), { ...fixed, ignore: 'energy' }),
    operation('playLooked', head(pure<undefined, TextContext>(undefined)), fixed),
    operation('playLooked', reducing, fixed),
  ];
  return [
    ...heads.flatMap(([head, fixed]) => costed((tail) => t`${head} ${tail}`, t`${head} , reducing its cost by ${slot('reduce', energy)}`, fixed)),
    // A Might ceiling set by a unit named before: "banish a unit from among them that has Might up to 2 more than the killed unit and play it".
    ...costed(
      (tail) => t`banish ${article} ${slot('types', cardType)} from among them that has Might up to ${slot('maxMight', mightAbove)} and play it ${tail}`,
      t`banish ${article} ${slot('types', cardType)} from among them that has Might up to ${slot('maxMight', mightAbove)} and play it , reducing its cost by ${slot('reduce', energy)}`,
      { banish: true },
    ),
    ...costed(
      (tail) => t`banish ${article} ${slot('types', cardType)} from among them , then play it ${tail}`,
      t`banish ${article} ${slot('types', cardType)} from among them , then play it , reducing its cost by ${slot('reduce', energy)}`,
      { banish: true },
    ),
  ];
}

/**
 * "play a unit from hand[ to a battlefield you control][, ignoring its cost]": a card of the
 * hand its player chooses as the step resolves, at the cost the effect sets (CR 419.3).
 */
function handPlays(): Rule<Step>[] {
  const places: readonly (readonly [Rule<undefined>, Readonly<Record<string, unknown>>])[] = [
    [pure<undefined, TextContext>(undefined), {}],
    [words('to a battlefield you control'), { to: 'battlefield' }],
    // Where the ability's event happened ("When I attack, ... play ... here").
    [words('here'), { to: 'here' }],
  ];
  const cards: readonly (readonly [Rule<HandCard>, Readonly<Record<string, unknown>>])[] = [
    [handCard, {}],
    [handCardUnsaid, { wording: ['handUnsaid'] }],
    [handCardFromYourHand, { wording: ['yourHand'] }],
  ];
  return cards.flatMap(([which, said]) =>
    places.flatMap(([where, place]) => {
      const fixed = { ...said, ...place };
      return [
        operation('playFromHand', t`play ${slot('card', which)} ${where} , ignoring its cost`, { ...fixed, ignore: 'cost' }),
        operation('playFromHand', t`play ${slot('card', which)} ${where} , ignoring its Energy cost`, { ...fixed, ignore: 'energy' }),
        operation('playFromHand', t`play ${slot('card', which)} ${where}`, fixed),
        operation('playFromHand', t`play ${slot('card', which)} ${where} , reducing its cost by ${slot('reduce', energy)}`, fixed),
      ];
    }),
  );
}

/**
 * "play a gear ... from hand this turn[, ignoring its Energy cost]": a permission for later this
 * turn (`thisTurn`), the card chosen as it is played from hand.
 */
const HAND_PLAYS_THIS_TURN: readonly Rule<Step>[] = [
  operation('playFromHand', t`play ${slot('card', handCard)} this turn , ignoring its cost`, { thisTurn: true, ignore: 'cost' }),
  operation('playFromHand', t`play ${slot('card', handCard)} this turn , ignoring its Energy cost`, { thisTurn: true, ignore: 'energy' }),
  operation('playFromHand', t`play ${slot('card', handCard)} this turn , reducing its cost by ${slot('reduce', energy)}`, { thisTurn: true }),
];

/** A card of the hand put on the Main Deck: "on the top of", "on the bottom of", "on the top or bottom of" it (its player chooses). */
const HAND_TO_DECK: readonly Rule<Step>[] = (
  [
    ['top', 'top'],
    ['bottom', 'bottom'],
    ['top or bottom', 'topOrBottom'],
  ] as const
).map(([where, to]) => operation('putFromHand', t`put a card from your hand on the ${words(where)} of your Main Deck`, { to }));

/** Where a unit its player owns may be put into their hand from: their Champion Zone, the board, or either. */
const OWNED_PLACES: readonly (readonly [Rule<undefined>, readonly string[]])[] = [
  [words('your Champion Zone or the board'), ['championZone', 'board']],
  [words('your Champion Zone'), ['championZone']],
  [words('the board'), ['board']],
];

export const ZONE_OPERATIONS: readonly Rule<Step>[] = [
  operation('discard', t`discard ${slot('amount', digits)}`),
  operation('returnCard', t`return ${slot('target', trashCard)} to your hand`, { to: 'hand' }),
  // Only while the zone is empty, as CR 108.3.c.1 says of any return there.
  operation('returnCard', t`return ${slot('target', chosenChampionInTrash)} to your Champion Zone if it is empty`, { to: 'championZone' }),
  // A unit of a tag its player owns, chosen as the step resolves where the step says (mechanics/owned-to-hand.ts).
  ...OWNED_PLACES.map(([where, from]) => operation('putInHand', t`put ${article} ${slot('tag', tagWord)} unit you own into your hand from ${where}`, { from })),
  operation('recycle', t`recycle ${slot('amount', digits)} from your trash`),
  // The card a play step before played, recycled once its play completes (CR 419.4.a).
  operation('recycle', t`recycle that spell after you play it`, { played: true }),
  // Said as a sentence of its own, "Then recycle it." ("Otherwise, recycle it." is the cards looked at).
  operation('recycle', t`then recycle it`, { played: true, wording: ['thenRecycleIt'] }),
  // "Up to N cards", of the player's choice, from their trash or from every trash (CR 416.6).
  operation('recycle', t`recycle up to ${slot('amount', digits)} cards from your trash`, { upTo: true }),
  operation('recycle', t`recycle up to ${slot('amount', digits)} cards from trashes`, { upTo: true, from: 'trashes' }),
  operation('trashTop', t`put the top card of your Main Deck into your trash`, { amount: 1 }),
  operation('trashTop', t`put the top ${slot('amount', count)} cards of your Main Deck into your trash`),
  ...LOOKING,
  operation('banish', t`banish ${slot('target', object)}`),
  ...plays(),
  ...SELF_PLAYS,
  ...SELF_RETURNS,
  ...lookedPlays(),
  ...handPlays(),
  ...HAND_PLAYS_THIS_TURN,
  ...HAND_TO_DECK,
];
