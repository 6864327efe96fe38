/** Team play in Altered: showing one's hand to a teammate, when the mode allows it. */
import type { HandShowing } from '../../engine/show-hand.js';
import { seat, teamOf } from './queries.js';
import type { AlteredRules, AlteredState } from './state.js';

/** Allowed by the knob `showHandToTeammate` (false in every shipped mode: Altered 2v2 forbids it). */
export const handShowing: HandShowing<AlteredState, AlteredRules> = {
  allowed: (rules) => rules.knobs.showHandToTeammate,
  teammates: ({ state, rules }, seatId) => state.seats.map((s) => s.id).filter((id) => id !== seatId && teamOf(rules, id) === teamOf(rules, seatId)),
  shownTo: (state, seatId) => seat(state, seatId).handShownTo,
  hand: (state, seatId) => seat(state, seatId).hand,
  cardOf: (state, id) => (Object.hasOwn(state.objects, id) ? state.objects[id]?.card : undefined),
  lasts: 'the rest of the day',
  rule: 'RULES.md §13 (2v2: showing your hand is forbidden; a knob)',
};
