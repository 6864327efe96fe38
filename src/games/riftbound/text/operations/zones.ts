/**
 * The operations of the card language on cards in zones (mechanics/zone-operations.ts):
 * discarding, returning a card from the trash, recycling, putting the top of the Main Deck
 * into the trash, banishing, and playing a card from a zone at the cost the effect sets.
 */
import { alt, pure, slot } from '../../../../engine/syntax/syntax.js';
import type { TextContext } from '../context.js';
import { digits, energy, numberWord, t, words, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { again, object, trashCard, type Ref } from '../targets.js';

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
  return PLAYERS.flatMap(([who, player]) =>
    PLACES.flatMap(([where, place]) => {
      const fixed = { ...player, ...place };
      return [
        operation('play', t`${who} ${slot('target', played)} ${where} , ignoring its cost`, { ...fixed, ignore: 'cost' }),
        operation('play', t`${who} ${slot('target', played)} ${where} , ignoring its Energy cost`, { ...fixed, ignore: 'energy' }),
        operation('play', t`${who} ${slot('target', played)} ${where} , reducing its cost by ${slot('reduce', energy)}`, fixed),
        operation('play', t`${who} ${slot('target', played)} ${where}`, fixed),
      ];
    }),
  );
}

export const ZONE_OPERATIONS: readonly Rule<Step>[] = [
  operation('discard', t`discard ${slot('amount', digits)}`),
  operation('returnCard', t`return ${slot('target', trashCard)} to your hand`, { to: 'hand' }),
  operation('recycle', t`recycle ${slot('amount', digits)} from your trash`),
  operation('trashTop', t`put the top card of your Main Deck into your trash`, { amount: 1 }),
  operation('trashTop', t`put the top ${slot('amount', count)} cards of your Main Deck into your trash`),
  operation('banish', t`banish ${slot('target', object)}`),
  ...plays(),
];
