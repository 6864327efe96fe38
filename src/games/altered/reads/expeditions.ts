/**
 * Expeditions as targets and as what effects name (glossary 7.4.3.b, f, g; seed 003, 2v2
 * wording): a player's hero or companion expedition, the one an ability targets, the one of
 * the card that carries it ("my Expedition"), its other one, each of yours; and where an
 * expedition stands against the one it races ("behind", "ahead": a decision, docs/altered.md).
 */
import { characteristicsFor, type Characteristics, type Part } from './characteristics.js';
import { facing, hasKeyword, inGame, seat, teamOf } from './queries.js';
import type { EXPEDITION_REFS, STANDINGS } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId, SeatId, Side } from '../state/state.js';

export type ExpeditionRef = (typeof EXPEDITION_REFS)[number];
export type Standing = (typeof STANDINGS)[number];

/** One expedition: whose, and which side. */
export interface Expedition {
  readonly seat: SeatId;
  readonly side: Side;
}

export const SIDES: readonly Side[] = ['hero', 'companion'];

const GIGANTIC: readonly Part[] = ['keyword:gigantic'];

/** An expedition as a target is written `<seat>:<side>` ("B:companion"). */
export function expeditionId(e: Expedition): string {
  return `${e.seat}:${e.side}`;
}

/** The expedition a target names, if it names one of a player still in the game. */
export function expeditionOf(host: AlteredHost, target: unknown): Expedition | undefined {
  if (typeof target !== 'string') return undefined;
  const [seatId, side, ...rest] = target.split(':');
  if (rest.length > 0 || (side !== 'hero' && side !== 'companion')) return undefined;
  const found = host.state.seats.find((s) => s.id === seatId);
  return found && inGame(host.state, found.id) ? { seat: found.id, side } : undefined;
}

/** Every expedition a target may name: each player's still in the game, hero then companion (seed 003: "targeted expedition" may be any, allied or enemy). */
export function targetableExpeditions(host: AlteredHost): string[] {
  return host.state.seats.filter((s) => inGame(host.state, s.id)).flatMap((s) => SIDES.map((side) => expeditionId({ seat: s.id, side })));
}

/**
 * The expeditions an object in play is in: a character's or expedition permanent's side, and
 * for a Gigantic character both of its controller's (glossary 7.4.3.b); none out of play.
 */
export function expeditionsOfObject(host: AlteredHost, id: ObjectId | null, chars?: Characteristics): Expedition[] {
  const obj = id === null ? undefined : host.state.objects[id];
  if (!obj || obj.side === undefined) return [];
  const s = seat(host.state, obj.owner);
  if (!s.expedition.includes(obj.id) && !s.permanents.includes(obj.id)) return [];
  const giant = s.expedition.includes(obj.id) && hasKeyword(host, obj.id, 'gigantic', chars ?? characteristicsFor(host, GIGANTIC));
  return giant ? SIDES.map((side) => ({ seat: obj.owner, side })) : [{ seat: obj.owner, side: obj.side }];
}

/** What an effect's expedition reference is read against: its player, its target, the card that carries the ability. */
export interface Naming {
  readonly seat: SeatId;
  readonly target: string | null;
  readonly me: ObjectId | null;
  /** The expeditions the card left, for a reaction to its leaving (`<seat>:<side>`). */
  readonly left?: readonly string[];
}

/**
 * The expeditions an effect names (`ref`), for `seatId` (a player the effect reaches, for
 * `hero`, `companion` and `each`): "my Expedition" is each expedition the card is in (7.4.3.f), or was in as it left for a reaction to its leaving,
 * "your other Expedition" the one it is not in, none for a Gigantic character (7.4.3.g).
 */
export function namedExpeditions(host: AlteredHost, ref: ExpeditionRef, seatId: SeatId, naming: Naming): Expedition[] {
  switch (ref) {
    case 'hero':
    case 'companion':
      return [{ seat: seatId, side: ref }];
    case 'each':
      return SIDES.map((side) => ({ seat: seatId, side }));
    case 'target': {
      const e = expeditionOf(host, naming.target);
      return e ? [e] : [];
    }
    case 'mine':
      // A reaction to the card's leaving: the expeditions it was in as it left (last known information, glossary 2.1), a player still in the game's.
      return naming.left !== undefined ? naming.left.flatMap((id) => expeditionOf(host, id) ?? []) : expeditionsOfObject(host, naming.me);
    case 'facing':
      // The layout says which seat's expedition of the same kind faces each (docs/altered.md, the 2v2 board: each expedition faces a different opponent).
      return expeditionsOfObject(host, naming.me).map((e) => ({ seat: facing(host, e.seat, e.side), side: e.side }));
    // Chosen token by token as the step resolves (mechanics/card-moves.ts), never named here.
    case 'distributed':
      return [];
    case 'other': {
      const mine = expeditionsOfObject(host, naming.me);
      return mine.length === 1 ? [{ seat: (mine[0] as Expedition).seat, side: (mine[0] as Expedition).side === 'hero' ? 'companion' : 'hero' }] : [];
    }
  }
}

/** How many regions an expedition has moved forward from its starting region (the hero one up from the track's start, the companion one down from its end). */
export function distance(host: AlteredHost, e: Expedition): number {
  const s = seat(host.state, e.seat);
  return e.side === 'hero' ? s.position.hero : s.track.length - 1 - s.position.companion;
}

/**
 * Where an expedition stands (a decision, docs/altered.md: the glossary does not define it):
 * behind when it has moved forward fewer regions than the expedition it races, ahead when more,
 * tied when as many. It races the expedition facing it (glossary, Dusk: Progress compares the
 * two); the knob `standingAgainst: "furthestOpponent"` compares it with the furthest of the
 * opponents' expeditions of its kind instead, a multiplayer table's other reading.
 */
export function standing(host: AlteredHost, e: Expedition): Standing {
  const mine = distance(host, e);
  const rivals =
    host.rules.knobs.standingAgainst === 'furthestOpponent'
      ? host.state.seats.filter((s) => inGame(host.state, s.id) && teamOf(host.rules, s.id) !== teamOf(host.rules, e.seat)).map((s) => s.id)
      : [facing(host, e.seat, e.side)];
  const theirs = Math.max(...rivals.map((id) => distance(host, { seat: id, side: e.side })));
  return mine < theirs ? 'behind' : mine > theirs ? 'ahead' : 'tied';
}
