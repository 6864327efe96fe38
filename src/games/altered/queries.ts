/** Read-only questions about an Altered state. */
import { EngineError } from '../../engine/errors.js';
import type { AlteredCard, Terrain } from './schema.js';
import type { AlteredHost, AlteredRules, AlteredSeat, AlteredState, ObjectId, SeatId, Side } from './state.js';

export function seat(state: AlteredState, id: SeatId): AlteredSeat {
  const found = state.seats.find((s) => s.id === id);
  if (!found) throw new EngineError(`no seat ${id}`);
  return found;
}

export function opponent(state: AlteredState, id: SeatId): AlteredSeat {
  const found = state.seats.find((s) => s.id !== id);
  if (!found) throw new EngineError(`no opponent of ${id}`);
  return found;
}

export function card(rules: AlteredRules, cardId: string): AlteredCard {
  const found = rules.cardDb.cards.get(cardId);
  if (!found) throw new EngineError(`no card ${cardId}`);
  return found;
}

export function cardOf(host: AlteredHost, id: ObjectId): AlteredCard {
  const obj = host.state.objects[id];
  if (!obj) throw new EngineError(`no object ${id}`);
  return card(host.rules, obj.card);
}

export function hasKeyword(host: AlteredHost, id: ObjectId, keyword: string): boolean {
  return (cardOf(host, id).keywords as readonly string[] | undefined)?.includes(keyword) ?? false;
}

/** The characters of an expedition: those on that side, and Gigantic ones on either. */
export function expeditionCharacters(host: AlteredHost, seatId: SeatId, side: Side): ObjectId[] {
  return seat(host.state, seatId).expedition.filter((id) => host.state.objects[id]?.side === side || hasKeyword(host, id, 'gigantic'));
}

/** An expedition's total for a terrain: its characters' statistics and boosts; Asleep ones count for nothing. */
export function expeditionTotal(host: AlteredHost, seatId: SeatId, side: Side, terrain: Terrain): number {
  return expeditionCharacters(host, seatId, side).reduce((sum, id) => {
    const obj = host.state.objects[id];
    if (!obj || obj.asleep) return sum;
    return sum + (cardOf(host, id).stats?.[terrain] ?? 0) + (obj.boosts ?? 0);
  }, 0);
}

/** The region an expedition stands on. */
export function regionIndex(state: AlteredState, seatId: SeatId, side: Side): number {
  return seat(state, seatId).position[side];
}

/** Whether the hero and companion expeditions have met (or crossed): the victory condition. */
export function expeditionsMet(state: AlteredState, seatId: SeatId): boolean {
  const { hero, companion } = seat(state, seatId).position;
  return hero >= companion;
}

/** How far past meeting the expeditions went (0 when they just meet). */
export function overshoot(state: AlteredState, seatId: SeatId): number {
  const { hero, companion } = seat(state, seatId).position;
  return hero - companion;
}

/** Reserve and landmark limits: the hero's, or the mode's default without a hero. */
export function limits(host: AlteredHost, seatId: SeatId): { reserve: number; landmarks: number } {
  const hero = seat(host.state, seatId).hero;
  if (!hero) return { reserve: host.rules.day.defaultLimits, landmarks: host.rules.day.defaultLimits };
  const def = card(host.rules, hero);
  return { reserve: def.reserveLimit ?? host.rules.day.defaultLimits, landmarks: def.landmarkLimit ?? host.rules.day.defaultLimits };
}

/** Seats in initiative order: the first player, then the other. */
export function initiativeOrder(state: AlteredState): SeatId[] {
  const first = state.firstPlayer;
  return [first, ...state.seats.map((s) => s.id).filter((s) => s !== first)];
}
