/**
 * Groups effects name without choosing their members (CR 355.5.a, 355.10.b, 355.10.d): "all
 * enemy units at a battlefield", "your other units", "enemy units there", "all gear". A group
 * is every unit or gear on the board that fits its filters (the ones a target declaration has,
 * targeting.ts), found as the step resolves; none of them is a target. Its `where` names what
 * locates it: a declared battlefield target (the battlefield is the target, CR 355.10.b) or a
 * unit whose location it is ("there", "at my battlefield"); `except` leaves one object out.
 */
import type { Group, TargetSpec } from '../schema/card-schema.js';
import { isGearOnBoard } from '../reads/gear-text.js';
import { findBattlefield, sameTeam, unitLocation, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { gearLocation } from './gear.js';
import { isLegalTarget } from './targeting.js';

/** What a group is found from: who controls the step, and the objects its names may stand for. */
export interface GroupScope {
  readonly host: RiftHost;
  readonly controller: SeatId;
  /** The battlefield the spell or ability refers to ("here"), or null. */
  readonly here: ObjectId | null;
  /** The object a name stands for now (a declared target, self...), or undefined. */
  readonly named: (name: string) => ObjectId | undefined;
}

/** A place: a battlefield, or one seat's base. */
type Place = { readonly battlefield: ObjectId } | { readonly baseOf: SeatId };

/** Where the object named by `where` is, or is (a battlefield): undefined when it is nowhere on the board. */
function placeOf(host: RiftHost, id: ObjectId): Place | undefined {
  const { state } = host;
  if (findBattlefield(state, id)) return { battlefield: id };
  const obj = state.objects[id];
  if (!obj) return undefined;
  const at = isGearOnBoard(state, id) ? gearLocation(host, id) : unitLocation(state, id);
  if (at === undefined) return undefined;
  return at === 'base' ? { baseOf: obj.controller } : { battlefield: at };
}

function isAt(host: RiftHost, id: ObjectId, place: Place): boolean {
  const at = placeOf(host, id);
  if (at === undefined) return false;
  return 'battlefield' in place ? 'battlefield' in at && at.battlefield === place.battlefield : 'baseOf' in at && at.baseOf === place.baseOf;
}

/** Where to look for the members: the units of one battlefield when the group is there, else every unit or gear on the board. */
function poolOf(host: RiftHost, group: Group, place: Place | undefined, here: ObjectId | null): readonly ObjectId[] {
  if (group.select === 'gear') return host.state.gear;
  const at = place !== undefined && 'battlefield' in place ? place.battlefield : group.at === 'here' ? here : null;
  const bf = at === null ? undefined : findBattlefield(host.state, at);
  return bf !== undefined ? bf.units : unitsOnBoard(host.state);
}

/** The members of `group` now, in board order. */
export function groupMembers(scope: GroupScope, group: Group): ObjectId[] {
  const { host } = scope;
  if (group.select === 'battlefield') return battlefieldMembers(scope, group);
  let place: Place | undefined;
  if (group.where !== undefined) {
    const locator = scope.named(group.where);
    place = locator === undefined ? undefined : placeOf(host, locator);
    // "There" with nothing left to locate it: the group is empty.
    if (place === undefined) return [];
  }
  const except = group.except === undefined ? undefined : scope.named(group.except);
  const pool = poolOf(host, group, place, scope.here);
  const spec = group as unknown as TargetSpec;
  const members: ObjectId[] = [];
  for (const id of pool) {
    if (id === except || !isLegalTarget(host, scope.controller, spec, id, scope.here)) continue;
    if (place !== undefined && !isAt(host, id, place)) continue;
    members.push(id);
  }
  return members;
}

/**
 * The battlefields of a counted group ("each other battlefield you or allies control"): those
 * whose controller (CR 187) the relation asks, `controlled` the step's controller alone,
 * `friendly` them or a teammate, `enemy` an opponent.
 */
function battlefieldMembers(scope: GroupScope, group: Group): ObjectId[] {
  const { state } = scope.host;
  const except = group.except === undefined ? undefined : scope.named(group.except);
  const members: ObjectId[] = [];
  const relation = group.relation ?? 'any';
  for (const bf of state.battlefields) {
    if (bf.id === except) continue;
    const owner = bf.controller;
    const mine = owner === scope.controller;
    const ally = owner !== null && !mine && sameTeam(state, scope.controller, owner);
    // An uncontrolled battlefield is no one's: counted only by a group of any battlefield.
    const fits = relation === 'any' || (relation === 'controlled' ? mine : relation === 'friendly' ? mine || ally : owner !== null && !mine && !ally);
    if (fits) members.push(bf.id);
  }
  return members;
}
