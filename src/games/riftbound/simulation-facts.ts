/** What a simulation records of a Riftbound game: its turns and each team's points (CR 466, 467). */
import type { SimulationFacts } from '../../engine/game/module-parts.js';
import type { RiftboundRules, RiftboundState } from './state/state.js';

export const riftboundFacts: SimulationFacts<RiftboundState, RiftboundRules> = {
  round: 'turn',
  // Setup seats the first player first (CR 116): turn 1 is theirs from the start.
  firstSeat: (state) => state.turn.seat,
  roundNumber: (state) => state.turn.number,
  points: (state) => Object.fromEntries(state.teams.map((t) => [t.id, t.score])),
};
