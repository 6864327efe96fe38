/**
 * What a simulation records of an Altered game: days, and as points each team's regions
 * travelled (both expeditions of each member: a player wins when their two expeditions meet).
 */
import type { SimulationFacts } from '../../engine/game/module-parts.js';
import { teamOf } from './reads/queries.js';
import type { AlteredRules, AlteredState } from './state/state.js';

export const alteredFacts: SimulationFacts<AlteredState, AlteredRules> = {
  round: 'day',
  firstSeat: (state) => state.firstPlayer,
  roundNumber: (state) => state.day,
  points: (state, rules) => {
    const points: Record<string, number> = {};
    for (const s of state.seats) {
      // The hero expedition moves up from 0, the companion one down from the track's end.
      const travelled = s.position.hero + (s.track.length - 1 - s.position.companion);
      const team = teamOf(rules, s.id);
      points[team] = (points[team] ?? 0) + travelled;
    }
    return points;
  },
};
