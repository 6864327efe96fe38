/**
 * What each player did this turn, for the cards that ask ("If you've discarded a card this
 * turn", "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn", "If an enemy
 * unit has died this turn", "for each point you scored from holding this turn"): counted
 * where the event happens, kept in the state's `turnFacts` by seat and unset as a turn begins
 * (turn.ts). A player's record is made the first time they do something this turn, then only
 * counted: a game pays one small object per player and turn, and a field increment per event.
 * Every record holds every fact from the start (one unset as `undefined`, which JSON leaves out):
 * a field added later gave the records a second hidden class, and their reads went polymorphic.
 */
import type { RiftboundState, SeatId, TurnFacts } from './state.js';

/** The facts kept: each a count of this turn. */
export type TurnFact = keyof TurnFacts;

export const TURN_FACTS: readonly TurnFact[] = ['discarded', 'powerSpent', 'unitsDied', 'heldPoints', 'enemyChoices'];

/** Counts `n` more of `fact` for `seat` this turn. */
export function recordTurnFact(state: RiftboundState, seat: SeatId, fact: TurnFact, n: number): void {
  if (n <= 0) return;
  const facts = (state.turnFacts ??= {});
  const mine = (facts[seat] ??= { discarded: 0, powerSpent: 0, unitsDied: 0, heldPoints: 0, enemyChoices: undefined });
  mine[fact] = (mine[fact] ?? 0) + n;
}

/** How much of `fact` `seat` has done this turn. */
export function turnFact(state: RiftboundState, seat: SeatId, fact: TurnFact): number {
  return state.turnFacts?.[seat]?.[fact] ?? 0;
}
