/** Team play in Altered: showing one's hand to a teammate, when the mode allows it. */
import type { HandShowing } from '../../../engine/game-kit/show-hand.js';
import { seat, teamOf } from '../reads/queries.js';
import type { AlteredRules, AlteredState } from '../state/state.js';

/** Allowed by the knob `showHandToTeammate` (false in every shipped mode: Altered 2v2 forbids it). */
export const handShowing: HandShowing<AlteredState, AlteredRules> = {
  allowed: (rules) => rules.knobs.showHandToTeammate,
  hasTeammates: (rules) => rules.seats.teams?.some((team) => team.length > 1) === true,
  teammates: ({ state, rules }, seatId) => state.seats.map((s) => s.id).filter((id) => id !== seatId && teamOf(rules, id) === teamOf(rules, seatId)),
  hand: (state, seatId) => seat(state, seatId).hand,
  known: (state, seatId) => seat(state, seatId).handKnownBy,
  cardOf: (state, id) => (Object.hasOwn(state.objects, id) ? state.objects[id]?.card : undefined),
  lasts: 'while each stays in your hand, until the day ends',
  rule: 'seed 003 (2v2: showing your hand is forbidden; a knob)',
};
