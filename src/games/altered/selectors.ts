/** The selectors Altered offers to the expression language of its rules files. */
import type { SelectorTable } from '../../engine/expr/types.js';
import { initiativeOrder } from './reads/queries.js';
import { modifierSeat } from './mechanics/modifiers.js';
import { chooserOf } from './mechanics/card-moves.js';
import { reactionSeat, turnReactionSeat } from './mechanics/triggers.js';
import type { AlteredState } from './state/state.js';

export const alteredSelectors: SelectorTable<AlteredState> = {
  day: { returns: 'number', description: 'The day number, from 1.', fn: (s) => s.day },
  arena: { returns: 'boolean', description: 'This is a tiebreak day in the Arena.', fn: (s) => s.arena },
  currentSeat: { returns: 'string', description: 'The player whose Afternoon turn it is.', fn: (s) => s.current },
  manaSeat: {
    returns: 'any',
    description: 'The next player to decide about mana (initiative order), or null.',
    fn: (s) => initiativeOrder(s).find((id) => !s.seats.find((x) => x.id === id)?.manaDone) ?? null,
  },
  allPassed: { returns: 'boolean', description: 'Every player has passed this Afternoon.', fn: (s) => s.seats.every((x) => x.passed) },
  reactionSeat: {
    returns: 'any',
    description: 'The player who plays a reaction now: the first in initiative order with an Emblem-Reaction in Limbo, or null.',
    fn: (s) => reactionSeat(s),
  },
  turnReactionSeat: {
    returns: 'any',
    description: 'In the Afternoon: the player who plays a reaction now, the player taking their turn having the initiative (glossary 1.4.5.a), or null.',
    fn: turnReactionSeat,
  },
  turnEnded: { returns: 'boolean', description: 'The current player played their card or passed: the turn passes on once the reactions checked after it are played.', fn: (s) => s.turnEnded },
  choiceSeat: {
    returns: 'any',
    description: 'The player who chooses now for an ability waiting ("you may", an inner action: its player; a card a step moves: the player whose card it is), or null.',
    fn: chooserOf,
  },
  modifierSeat: {
    returns: 'any',
    description: 'The player who chooses a modifier now (of a character\'s Rest or a player\'s Morning draw or Expand; initiative order), or null.',
    fn: modifierSeat,
  },
  winner: { returns: 'any', description: 'The winner, once found, else null.', fn: (s) => s.winner },
  gameEnded: { returns: 'boolean', description: 'A winner was found, or the game was drawn at the day limit.', fn: (s) => s.winner !== null || s.drawn },
  cleanupSeat: { returns: 'any', description: 'The next player to choose what to keep at Clean-up, or null.', fn: (s) => s.pendingCleanup[0] ?? null },
};
