/** Read-only questions about an Altered state. */
import { EngineError } from '../../../engine/errors.js';
import { printedCharacteristics, type Characteristics, type Part } from './characteristics.js';
import type { AlteredCard, Terrain } from '../schema/file-schemas.js';
import { objectById, type AlteredHost, type AlteredRules, type AlteredSeat, type AlteredState, type ObjectId, type Region, type SeatId, type Side } from '../state/state.js';

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
  const obj = objectById(host.state, id);
  if (!obj) throw new EngineError(`no object ${id}`);
  return card(host.rules, obj.card);
}

/** A player's permanents in play: landmarks, then expedition permanents. */
export function permanents(s: AlteredSeat): ObjectId[] {
  return [...s.landmarks, ...s.permanents];
}

/** Every card a player has in play: characters, then permanents. */
export function inPlay(s: AlteredSeat): ObjectId[] {
  return [...s.expedition, ...permanents(s)];
}

/*
 * The reads below take `chars` as `characteristicsFor` gives them for the parts they read:
 * the characteristics where a passive in play may change one, undefined where none may (the
 * printed values are read then).
 */

/** Whether an object has a keyword: as passives make it while in play, as printed elsewhere. */
export function hasKeyword(host: AlteredHost, id: ObjectId, keyword: string, chars: Characteristics | undefined): boolean {
  const keywords = chars?.characters[id]?.keywords ?? (cardOf(host, id).keywords as readonly string[] | undefined) ?? [];
  return keywords.includes(keyword);
}

/** The characters of an expedition: those on that side, and Gigantic ones on either (`chars` for Gigantic). */
export function expeditionCharacters(host: AlteredHost, seatId: SeatId, side: Side, chars: Characteristics | undefined): ObjectId[] {
  return seat(host.state, seatId).expedition.filter((id) => host.state.objects[id]?.side === side || hasKeyword(host, id, 'gigantic', chars));
}

/** What an expedition's total reads: its characters' statistics, and where Gigantic ones are. */
export const TOTAL_READS: readonly Part[] = ['stats', 'keyword:gigantic'];

/** An expedition's total for a terrain: its characters' statistics (as passives make them) and boosts; Asleep ones count for nothing. */
export function expeditionTotal(host: AlteredHost, seatId: SeatId, side: Side, terrain: Terrain, chars: Characteristics | undefined): number {
  return expeditionCharacters(host, seatId, side, chars).reduce((sum, id) => {
    const obj = host.state.objects[id];
    if (!obj || obj.asleep) return sum;
    const stats = chars?.characters[id]?.stats ?? printedCharacteristics(cardOf(host, id)).stats;
    return sum + stats[terrain] + (obj.boosts ?? 0);
  }, 0);
}

/** The index of the region an expedition stands on (-1 when off the track). */
export function regionIndex(state: AlteredState, seatId: SeatId, side: Side): number {
  const s = seat(state, seatId);
  return s.track[s.position[side]] ?? -1;
}

/** The region an expedition stands on. */
export function regionOf(state: AlteredState, seatId: SeatId, side: Side): Region | undefined {
  return state.regions[regionIndex(state, seatId, side)];
}

/** The seat whose expedition of this side faces this seat's. */
export function facing(host: Pick<AlteredHost, 'state' | 'rules'>, seatId: SeatId, side: Side): SeatId {
  return host.rules.adventure.layout.facing[seatId]?.[side] ?? opponent(host.state, seatId).id;
}

/** The team of a seat (the seat itself when it plays alone). */
export function teamOf(rules: AlteredRules, seatId: SeatId): string {
  // Asked for every target and opponent: each seat's team is named once per rules.
  let teams = teamsByRules.get(rules);
  if (teams === undefined) teamsByRules.set(rules, (teams = new Map()));
  let team = teams.get(seatId);
  if (team === undefined) teams.set(seatId, (team = rules.seats.teams?.find((t) => t.includes(seatId))?.join('+') ?? seatId));
  return team;
}

const teamsByRules = new WeakMap<AlteredRules, Map<SeatId, string>>();

/** Whether a seat is still in the game: it has not conceded (mechanics/concession.ts). */
export function inGame(state: AlteredState, seatId: SeatId): boolean {
  return !state.conceded.includes(seatId);
}

/** The next seat clockwise still in the game. */
export function nextSeat(state: AlteredState, seatId: SeatId): SeatId {
  const i = state.seats.findIndex((s) => s.id === seatId);
  for (let k = 1; k <= state.seats.length; k++) {
    const candidate = (state.seats[(i + k) % state.seats.length] as AlteredSeat).id;
    if (inGame(state, candidate)) return candidate;
  }
  return seatId;
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

/**
 * Seats in initiative order (glossary 1.4.5.a): the player with the initiative, then
 * clockwise. In the Afternoon that is the player taking their turn (`state.current`); in the
 * other phases the first player (the default).
 */
export function initiativeOrder(state: AlteredState, initiative: SeatId = state.firstPlayer): SeatId[] {
  const i = state.seats.findIndex((s) => s.id === initiative);
  return state.seats.map((_, k) => (state.seats[(i + k) % state.seats.length] as AlteredSeat).id);
}

/** The mana orbs a player can still exhaust to pay. */
export function readyMana(state: AlteredState, seatId: SeatId): number {
  return seat(state, seatId).mana.filter((m) => !m.exhausted).length;
}
