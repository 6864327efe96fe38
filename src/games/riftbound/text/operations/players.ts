/**
 * Steps each player performs, the controller first, then in turn order: draws, channels and
 * discards (`player: "each"`; each opponent from the next player, `"eachOpponent"`), and killing
 * one of their units or gear (mechanics/each-player.ts; CR 355.10.e: each chooses as the step
 * resolves, nothing is targeted); what the controller's
 * opponents can't do for the rest of the turn (reads/player-rules.ts); discarding a whole
 * hand, and drawing after it; an opponent's hand revealed and a card chosen from it.
 */
import { alt, map, NO, slot, wordings } from '../../../../engine/syntax/syntax.js';
import type { PlayRestriction } from '../../schema/card-schema.js';
import type { TextContext } from '../context.js';
import { capitalisedWord, constant, digits, t, words, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { runes } from './basic.js';

/** What happens to the card chosen from a revealed hand: recycled by the controller, or discarded by its owner. */
/** An outcome's name, one capitalised word as printed ("Blades"). */
const outcomeName = capitalisedWord;

/** Two named outcomes, "Blades or Coins". */
const twoOutcomes: Rule<readonly string[]> = map(t`${slot('a', outcomeName)} or ${slot('b', outcomeName)}`, {
  to: ({ a, b }) => (a === b ? NO : [a, b]),
  from: (o: readonly string[]) => (o.length === 2 ? { a: o[0] as string, b: o[1] as string } : NO),
});

const afterReveal: Rule<'recycle' | 'discard'> = alt(constant('recycle that card', 'recycle' as const), constant('they discard that card', 'discard' as const));

/** The controller's opponents: "opponents", or "your opponents" (the wording `yourOpponents`). */
const opponentsSaid = wordings<TextContext>(words('opponents'), { yourOpponents: words('your opponents') });

/** What they can't play: "cards", or the cards of one type. */
const PLAYS: readonly (readonly [string, PlayRestriction])[] = [
  ['cards', 'playCards'],
  ['units', 'playUnits'],
  ['spells', 'playSpells'],
  ['gear', 'playGear'],
];
const forbiddenPlays: Rule<readonly PlayRestriction[]> = alt(
  ...PLAYS.map(([said, restriction]) => map(words(said), { to: () => [restriction] as const, from: (cannot: readonly PlayRestriction[]) => (cannot.length === 1 && cannot[0] === restriction ? undefined : NO) })),
);

/** Who chooses, in which order: each player (or each other player), from the controller or from the next player. */
const EACH: readonly (readonly [string, Readonly<Record<string, unknown>>])[] = [
  ['each player', {}],
  ['each other player', { others: true }],
  ['starting with the next player , each player', { from: 'next' }],
  ['starting with the next player , each other player', { from: 'next', others: true }],
];

/**
 * Each player choosing in turn what the step acts on (mechanics/each-player.ts, CR 355.10.e):
 * "Starting with the next player, each player may return ..." (each returns the unit it chose),
 * "each other player chooses a unit ... that hasn't been chosen for this spell", then a step on those units.
 */
function eachChoosing(): Rule<Step>[] {
  return EACH.flatMap(([who, order]) => [
    operation('eachReturns', t`${words(who)} may return a unit to its owner's hand`, { ...order, select: 'unit', whose: 'any', may: true }),
    operation('eachReturns', t`${words(who)} returns a unit to its owner's hand`, { ...order, select: 'unit', whose: 'any' }),
    operation('eachKills', t`${words(who)} chooses a unit you don't control that hasn't been chosen for this spell . kill those units`, { ...order, select: 'unit', whose: 'notYours', distinct: true }),
    operation('eachKills', t`${words(who)} chooses a unit you don't control . kill those units`, { ...order, select: 'unit', whose: 'notYours' }),
    operation('eachKills', t`${words(who)} chooses a unit that hasn't been chosen for this spell . kill those units`, { ...order, select: 'unit', whose: 'any', distinct: true }),
  ]);
}

export const PLAYER_OPERATIONS: readonly Rule<Step>[] = [
  ...eachChoosing(),
  // Each player choosing a named outcome as the step resolves, and the steps done for each player that chose one (CR 355.17).
  operation('eachChoosesOutcome', t`each other player chooses ${slot('outcomes', twoOutcomes)}`, { others: true }),
  operation('eachChoosesOutcome', t`each player chooses ${slot('outcomes', twoOutcomes)}`),
  operation('draw', t`for each player that chooses ${slot('withEachChoosing', outcomeName)} , you and that player each draw ${slot('amount', digits)}`),
  operation('channel', t`for each player that chooses ${slot('withEachChoosing', outcomeName)} , you and that player each channel ${slot('amount', runes)} exhausted`, { exhausted: true }),
  operation('channel', t`for each player that chooses ${slot('withEachChoosing', outcomeName)} , you and that player each channel ${slot('amount', runes)}`),
  operation('draw', t`each player draws ${slot('amount', digits)}`, { player: 'each' }),
  operation('channel', t`each player channels ${slot('amount', runes)} exhausted`, { player: 'each', exhausted: true }),
  operation('channel', t`each player channels ${slot('amount', runes)}`, { player: 'each' }),
  operation('discard', t`each player discards ${slot('amount', digits)}`, { player: 'each' }),
  // Each opponent of the controller, in turn order from the next player (a teammate is none).
  operation('draw', t`each opponent draws ${slot('amount', digits)}`, { player: 'eachOpponent' }),
  operation('channel', t`each opponent channels ${slot('amount', runes)} exhausted`, { player: 'eachOpponent', exhausted: true }),
  operation('channel', t`each opponent channels ${slot('amount', runes)}`, { player: 'eachOpponent' }),
  operation('discard', t`each opponent discards ${slot('amount', digits)}`, { player: 'eachOpponent' }),
  operation('discard', t`choose an opponent . they discard ${slot('amount', digits)}`, { player: { opponent: true } }),
  operation('channel', t`choose an opponent . they channel ${slot('amount', runes)} exhausted`, { player: { opponent: true }, exhausted: true }),
  operation('channel', t`choose an opponent . they channel ${slot('amount', runes)}`, { player: { opponent: true } }),
  operation('eachKills', t`each player kills one of their units`, { select: 'unit' }),
  operation('eachKills', t`each player kills one of their gear`, { select: 'gear' }),
  operation('discardHand', t`each player discards their hand , then draws ${slot('draw', digits)}`, { player: 'each' }),
  operation('discardHand', t`each player discards their hand`, { player: 'each' }),
  operation('discardHand', t`discard your hand`),
  // An opponent's hand revealed, a card chosen from it (CR 424): "Choose an opponent. They reveal their hand. Choose a card from it, and ...".
  operation('revealHand', t`choose an opponent . they reveal their hand . choose a card from it , and ${slot('then', afterReveal)}`, { player: { opponent: true } }),
  operation('revealHand', t`choose an opponent . they reveal their hand . choose a non-unit card from it , and ${slot('then', afterReveal)}`, { player: { opponent: true }, types: ['spell', 'gear'] }),
  // What the controller's opponents can't play for the rest of the turn: every card, or one type (CR 054).
  operation('restrictPlayers', t`${opponentsSaid} can't play ${slot('cannot', forbiddenPlays)} this turn`, { players: 'opponents' }),
];
