/**
 * How good a Riftbound position is for one seat's team, as a number in [0, 1] (1: won, 0: lost),
 * for the greedy and search bots. A weighted sum of features (score, might on battlefields,
 * battlefields held, units and runes on the board, cards in hand, XP), each taken as "my team
 * minus the best opposing team", squashed by a logistic curve. The weights are a data table:
 * tuning is editing numbers, not code.
 */
import type { RiftboundRules, RiftboundState } from './state/state.js';

export interface RiftboundWeights {
  /** Per point of score difference, scaled by how close to victory the leader is. */
  readonly score: number;
  /** Per point of total might of units at battlefields. */
  readonly mightAtBattlefields: number;
  /** Per point of total might of units at base. */
  readonly mightAtBase: number;
  /** Per battlefield controlled. */
  readonly battlefields: number;
  /** Per rune on the board (resources for later turns). */
  readonly runes: number;
  /** Per card in hand (options). */
  readonly hand: number;
  readonly xp: number;
  /** Steepness of the logistic curve turning the sum into a value. */
  readonly scale: number;
}

export const RIFTBOUND_WEIGHTS: RiftboundWeights = {
  score: 1.0,
  mightAtBattlefields: 0.22,
  mightAtBase: 0.1,
  battlefields: 0.5,
  runes: 0.15,
  hand: 0.12,
  xp: 0.05,
  scale: 0.6,
};

function unitMight(state: RiftboundState, rules: RiftboundRules, id: string): number {
  const obj = state.objects[id];
  if (!obj) return 0;
  const printed = rules.cardDb.cards.get(obj.card)?.might ?? 0;
  return Math.max(0, (obj.might ?? printed) + (obj.mightThisTurn ?? 0) + (obj.mightThisCombat ?? 0) + (obj.buffed ? 1 + (obj.moreBuffs ?? 0) : 0) - (obj.damage ?? 0) / 2);
}

/** The feature sum of one team (seats in it). */
function teamFeatures(state: RiftboundState, rules: RiftboundRules, team: readonly string[], w: RiftboundWeights): number {
  let sum = 0;
  for (const seat of state.seats) {
    if (!team.includes(seat.id)) continue;
    sum += w.mightAtBase * seat.base.reduce((n, id) => n + unitMight(state, rules, id), 0);
    sum += w.runes * seat.runes.length + w.hand * Math.min(seat.hand.length, 7) + w.xp * seat.xp;
  }
  for (const bf of state.battlefields) {
    if (bf.controller !== null && team.includes(bf.controller)) sum += w.battlefields;
    for (const id of bf.units) if (team.includes(state.objects[id]?.controller ?? '')) sum += w.mightAtBattlefields * unitMight(state, rules, id);
  }
  return sum;
}

export function evaluateRiftbound(state: RiftboundState, rules: RiftboundRules, seat: string, w: RiftboundWeights = RIFTBOUND_WEIGHTS): number {
  const mine = state.teams.find((t) => t.seats.includes(seat));
  if (!mine) return 0;
  if (state.winner !== null) return state.winner === mine.id ? 1 : 0;
  if (state.drawn) return 0.5;
  const goal = Math.max(1, rules.victory?.score ?? 8);
  const value = (t: (typeof state.teams)[number]) => {
    // A point near the goal is worth more than one early on.
    const closeness = 1 + t.score / goal;
    return w.score * t.score * closeness + teamFeatures(state, rules, t.seats, w);
  };
  const best = Math.max(...state.teams.filter((t) => t !== mine).map(value), 0);
  const diff = value(mine) - best;
  return 1 / (1 + Math.exp(-w.scale * diff));
}
