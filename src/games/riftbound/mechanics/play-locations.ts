/**
 * Where a player may play a unit (CR 140.2, 355.2, 813.3.a): their base, or a battlefield they
 * control that is not contested and where their units may go (mechanics/movement.ts). Playing
 * a unit card uses it, and so does an effect that plays a unit token at a location its
 * player chooses (a `location` target, CR 182.1.a, 181.2).
 *
 * Passives may permit more places (`playableAt`, CR 355.2.b): open battlefields (unoccupied and
 * uncontrolled, CR 169.10.c), occupied enemy battlefields, or the battlefield its player is
 * attacking (CR 454). A card's own ("You may play me to
 * an open battlefield") counts for that card wherever it is played from; one reaching
 * `friendlyUnits` ("Friendly units may be played to open …") for every unit its
 * controller's team plays while it is on the board. A card that forbids playing units to a
 * battlefield ("Units can't be played here.", player-rules.ts) beats every permission (CR 054).
 * A unit played to a battlefield it does not control contests it (control.ts). A card's own
 * limit ("Play me only to" a place, `playableOnlyAt`) keeps, of
 * the places it could go, those it names: never a base (CR 355.2, 464.1).
 */
import type { Ability } from '../schema/card-schema.js';
import { cardAbilities } from '../reads/keyword-handlers.js';
import { boardEntriesOfKind, findBattlefield, object, seatsPresent, teamOf, type RiftHost } from '../reads/queries.js';
import type { BattlefieldState, Card, ObjectId, SeatId } from '../state/state.js';
import { askedByAnyCard, cardFlag } from '../reads/game-cards.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { isActive } from '../cards/dependent.js';
import { destinationRefusal } from './movement.js';
import { unitPlayForbidden } from '../reads/player-rules.js';
import { conqueredThisTurn } from './scoring.js';
import { oncePerReadingFor } from '../reads/unit-cache.js';

type Passive = Extract<Ability, { kind: 'passive' }>;
type Permission = NonNullable<Passive['playableAt']>;

/** Where `seatId` may play a unit now: asked for each unit card while listing, so worked out once per listing. */
export function unitPlayLocations(host: RiftHost, seatId: SeatId): readonly ('base' | ObjectId)[] {
  return oncePerReadingFor(host, 'unitPlayLocations', seatId, playLocationsAfresh);
}

function playLocationsAfresh(host: RiftHost, seatId: SeatId): readonly ('base' | ObjectId)[] {
  const places: ('base' | ObjectId)[] = ['base'];
  const permitted = askedByAnyCard(host, PERMITS_PLACES) ? boardPermissions(host, seatId) : NO_PERMISSIONS;
  for (const bf of host.state.battlefields) if ((isUsualPlace(host, seatId, bf) || permitted.some((p) => permits(host, seatId, bf, p))) && !unitPlayForbidden(host, seatId, bf.id)) places.push(bf.id);
  return places;
}

function isUsualPlace(host: RiftHost, seatId: SeatId, bf: BattlefieldState): boolean {
  return bf.controller === seatId && !bf.contested && destinationRefusal(host, seatId, bf) === undefined;
}

/** Whether `seatId` may play a unit at `location` now. */
export function isUnitPlayLocation(host: RiftHost, seatId: SeatId, location: string): boolean {
  if (location === 'base') return true;
  const bf = findBattlefield(host.state, location);
  if (bf === undefined) return false;
  return unitPlayLocations(host, seatId).includes(bf.id);
}

const NO_PERMISSIONS: readonly Permission[] = [];

/** Whether the permission lets `seatId` play a unit to `bf` now. */
function permits(host: RiftHost, seatId: SeatId, bf: BattlefieldState, permission: Permission): boolean {
  // The battlefield a player attacks is contested by them: the permission is for that very place.
  if (permission === 'attackedBattlefields') return isAttacking(host, seatId, bf) && destinationRefusal(host, seatId, bf) === undefined;
  if (bf.contested || destinationRefusal(host, seatId, bf) !== undefined) return false;
  if (permission === 'openBattlefields') return bf.controller === null && bf.units.length === 0;
  const team = teamOf(host.state, seatId).seats;
  return bf.controller !== null && !team.includes(bf.controller) && seatsPresent(host.state, bf).some((s) => !team.includes(s));
}

/** Whether a combat is in progress at `bf` with `seatId` its attacker (CR 454). */
function isAttacking(host: RiftHost, seatId: SeatId, bf: BattlefieldState): boolean {
  const { showdown } = host.state;
  return showdown !== null && showdown.combat && showdown.battlefield === bf.id && showdown.attacker === seatId;
}

/** Whether a card has a passive permitting more places to play other units. */
const PERMITS_PLACES = cardFlag('places to play units permitted', (def) =>
  [...cardAbilities(def), ...(def.effectText ?? [])].some((a) => a.kind === 'passive' && a.playableAt !== undefined && a.appliesTo !== 'self'),
);

/** The permissions passives on the board give the units `seatId` plays. */
function boardPermissions(host: RiftHost, seatId: SeatId): readonly Permission[] {
  const team = teamOf(host.state, seatId).seats;
  const out: Permission[] = [];
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) {
    const controller = object(host.state, source).controller;
    if (!team.includes(controller)) continue;
    for (const { ability } of entries) {
      if (ability.playableAt === undefined || ability.appliesTo === 'self') continue;
      if (isActive(host.state, ability, controller, source) && conditionHolds(host, ability, { controller, source, here: null })) out.push(ability.playableAt);
    }
  }
  return out;
}

/** Whether the card prints a permission of its own (then it has places of its own to be played to). */
export function permitsItsOwnPlaces(def: Card): boolean {
  return cardAbilities(def).some((a) => a.kind === 'passive' && a.playableAt !== undefined && a.appliesTo === 'self');
}

/** The battlefields the card's own permissions let `seatId` play it to now (CR 355.2.b). */
export function ownPlayLocations(host: RiftHost, seatId: SeatId, card: ObjectId, def: Card): readonly ObjectId[] {
  const out: ObjectId[] = [];
  for (const a of cardAbilities(def)) {
    if (a.kind !== 'passive' || a.playableAt === undefined || a.appliesTo !== 'self') continue;
    if (!isActive(host.state, a, seatId, card) || !conditionHolds(host, a, { controller: seatId, source: card, here: null })) continue;
    for (const bf of host.state.battlefields) if (!out.includes(bf.id) && permits(host, seatId, bf, a.playableAt) && !unitPlayForbidden(host, seatId, bf.id)) out.push(bf.id);
  }
  return out;
}

/** Whether the card prints a limit on where it may be played ("Play me only to ..."). */
export function limitsItsOwnPlaces(def: Card): boolean {
  return cardAbilities(def).some((a) => a.kind === 'passive' && a.playableOnlyAt !== undefined);
}

/** Of `places`, those the card's own active limits leave `seatId` to play it to (all of them when it has none). */
export function withinOwnLimits(host: RiftHost, seatId: SeatId, card: ObjectId, def: Card, places: readonly string[]): readonly string[] {
  let kept = places;
  for (const a of cardAbilities(def)) {
    if (a.kind !== 'passive' || a.playableOnlyAt === undefined) continue;
    if (!isActive(host.state, a, seatId, card) || !conditionHolds(host, a, { controller: seatId, source: card, here: null })) continue;
    // The only limit printed: a battlefield its player conquered this turn (CR 464.1).
    const conquered = conqueredThisTurn(host, seatId);
    kept = kept.filter((place) => conquered.includes(place));
  }
  return kept;
}
