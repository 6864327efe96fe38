/** Read-only questions about a Riftbound state, shared by mechanics, actions and selectors. */
import { EngineError } from '../../engine/errors.js';
import type { Host } from '../../engine/module.js';
import type { BattlefieldState, Card, GameObject, ObjectId, RiftboundRules, RiftboundState, SeatId, SeatState, TeamState } from './state.js';

export type RiftHost = Host<RiftboundState, RiftboundRules>;

export function seat(state: RiftboundState, id: SeatId): SeatState {
  const found = state.seats.find((s) => s.id === id);
  if (!found) throw new EngineError(`no seat ${id}`);
  return found;
}

export function teamOf(state: RiftboundState, seatId: SeatId): TeamState {
  const team = state.teams.find((t) => t.seats.includes(seatId));
  if (!team) throw new EngineError(`seat ${seatId} has no team`);
  return team;
}

export function teammates(state: RiftboundState, seatId: SeatId): SeatId[] {
  return teamOf(state, seatId).seats.filter((s) => s !== seatId);
}

export function opponents(state: RiftboundState, seatId: SeatId): SeatId[] {
  const team = teamOf(state, seatId);
  return state.seats.map((s) => s.id).filter((s) => !team.seats.includes(s));
}

/** The seat after `seatId` in turn order. */
export function nextSeat(state: RiftboundState, seatId: SeatId): SeatId {
  const i = state.seats.findIndex((s) => s.id === seatId);
  return (state.seats[(i + 1) % state.seats.length] as SeatState).id;
}

export function object(state: RiftboundState, id: ObjectId): GameObject {
  const found = state.objects[id];
  if (!found) throw new EngineError(`no object ${id}`);
  return found;
}

export function card(rules: RiftboundRules, cardId: string): Card {
  const found = rules.cardDb.cards.get(cardId);
  if (!found) throw new EngineError(`no card ${cardId}`);
  return found;
}

export function cardOf(host: RiftHost, id: ObjectId): Card {
  return card(host.rules, object(host.state, id).card);
}

export function battlefield(state: RiftboundState, id: ObjectId): BattlefieldState {
  const found = state.battlefields.find((b) => b.id === id);
  if (!found) throw new EngineError(`no battlefield ${id}`);
  return found;
}

export function findBattlefield(state: RiftboundState, id: unknown): BattlefieldState | undefined {
  return typeof id === 'string' ? state.battlefields.find((b) => b.id === id) : undefined;
}

/** A unit's might, never below zero for damage purposes (RULES.md §5). */
export function might(host: RiftHost, unit: ObjectId): number {
  return object(host.state, unit).might ?? cardOf(host, unit).might ?? 0;
}

export function hasKeyword(host: RiftHost, unit: ObjectId, keyword: string): boolean {
  const keywords = object(host.state, unit).keywords ?? (cardOf(host, unit).keywords as readonly string[] | undefined);
  return keywords?.includes(keyword) ?? false;
}

/** Where a unit is: `base` or a battlefield id; undefined when it is not on the board. */
export function unitLocation(state: RiftboundState, unit: ObjectId): 'base' | ObjectId | undefined {
  const owner = state.objects[unit]?.controller;
  if (owner !== undefined && seat(state, owner).base.includes(unit)) return 'base';
  return state.battlefields.find((b) => b.units.includes(unit))?.id;
}

/** Seats with units at a battlefield, in turn order. */
export function seatsPresent(state: RiftboundState, bf: BattlefieldState): SeatId[] {
  const present = new Set(bf.units.map((u) => object(state, u).controller));
  return state.seats.map((s) => s.id).filter((s) => present.has(s));
}

export function unitsOf(state: RiftboundState, bf: BattlefieldState, seatId: SeatId): ObjectId[] {
  return bf.units.filter((u) => object(state, u).controller === seatId);
}

/** True while nothing waits on the chain (an Open state). */
export function isOpen(state: RiftboundState): boolean {
  return state.chain.length === 0;
}

/** Neutral Open: no showdown, no chain. */
export function isNeutralOpen(state: RiftboundState): boolean {
  return state.showdown === null && state.chain.length === 0;
}

export function otherSeatsOf(state: RiftboundState, seatId: SeatId): SeatId[] {
  return state.seats.map((s) => s.id).filter((s) => s !== seatId);
}

/** Every team's score, by team id. */
export function teamScores(host: RiftHost): Record<string, number> {
  return Object.fromEntries(host.state.teams.map((t) => [t.id, t.score]));
}
