/**
 * How good an Altered position is for one seat's team, in [0, 1] (1: won, 0: lost), for the
 * greedy and search bots: a weighted sum of features (how close the hero and companion
 * expeditions are to meeting, the statistics of the characters in them, cards in hand and in
 * Reserve, mana orbs), as "my team minus the best opposing team", through a logistic curve.
 * The weights are a data table.
 */
import { teamOf } from './reads/queries.js';
import { TERRAINS } from './schema/file-schemas.js';
import type { AlteredRules, AlteredState } from './state/state.js';

export interface AlteredWeights {
  /** Per region the expeditions have closed between them. */
  readonly progress: number;
  /** Per point of statistics (all terrains) of characters in expeditions. */
  readonly expeditionStats: number;
  readonly hand: number;
  readonly reserve: number;
  readonly mana: number;
  /** Per landmark or expedition permanent. */
  readonly permanents: number;
  readonly scale: number;
}

export const ALTERED_WEIGHTS: AlteredWeights = {
  progress: 1.0,
  expeditionStats: 0.08,
  hand: 0.1,
  reserve: 0.06,
  mana: 0.08,
  permanents: 0.15,
  scale: 0.8,
};

function seatValue(state: AlteredState, rules: AlteredRules, seatId: string, w: AlteredWeights): number {
  const s = state.seats.find((x) => x.id === seatId);
  if (!s) return 0;
  // The gap left between the expeditions: 0 when they meet.
  const gap = Math.max(0, s.position.companion - s.position.hero);
  let stats = 0;
  for (const id of s.expedition) {
    const obj = state.objects[id];
    const card = obj ? rules.cardDb.cards.get(obj.card) : undefined;
    const printed = (card as { stats?: Record<string, number> } | undefined)?.stats;
    if (printed) stats += TERRAINS.reduce((n, t) => n + (printed[t] ?? 0), 0) + (obj?.boosts ?? 0);
  }
  return (
    -w.progress * gap +
    w.expeditionStats * stats +
    w.hand * s.hand.length +
    w.reserve * s.reserve.length +
    w.mana * s.mana.length +
    w.permanents * (s.landmarks.length + s.permanents.length)
  );
}

export function evaluateAltered(state: AlteredState, rules: AlteredRules, seat: string, w: AlteredWeights = ALTERED_WEIGHTS): number {
  const mine = teamOf(rules, seat);
  if (state.winner !== null) return state.winner === mine ? 1 : 0;
  if (state.drawn) return 0.5;
  const totals = new Map<string, number>();
  for (const s of state.seats) {
    if (state.conceded.includes(s.id)) continue;
    const team = teamOf(rules, s.id);
    totals.set(team, (totals.get(team) ?? 0) + seatValue(state, rules, s.id, w));
  }
  const others = [...totals].filter(([t]) => t !== mine).map(([, v]) => v);
  const diff = (totals.get(mine) ?? 0) - (others.length > 0 ? Math.max(...others) : 0);
  return 1 / (1 + Math.exp(-w.scale * diff));
}
