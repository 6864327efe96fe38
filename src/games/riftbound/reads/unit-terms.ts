/**
 * The special terms card text uses about units (CR 741): alone, one on one, in combat. Each
 * is a question about the state now; card conditions ask them through `reads/card-conditions.ts`.
 * "Friendly" and "enemy" follow CR 740: a teammate's unit is friendly (CR 484.8.d), so in 2v2
 * a unit next to a teammate's unit is not alone.
 */
import { object, sameTeam, unitLocation } from './queries.js';
import type { ObjectId, RiftboundState } from '../state/state.js';

/** The other units at the unit's location (a base or a battlefield), split into friendly and enemy. */
function neighbours(state: RiftboundState, unit: ObjectId): { friendly: ObjectId[]; enemy: ObjectId[] } | undefined {
  const where = unitLocation(state, unit);
  if (where === undefined) return undefined;
  const controller = object(state, unit).controller;
  const others = where === 'base' ? (state.seats.find((s) => s.id === controller)?.base ?? []) : (state.battlefields.find((b) => b.id === where)?.units ?? []);
  const friendly: ObjectId[] = [];
  const enemy: ObjectId[] = [];
  for (const other of others) {
    if (other === unit) continue;
    (sameTeam(state, controller, object(state, other).controller) ? friendly : enemy).push(other);
  }
  return { friendly, enemy };
}

/** CR 741.1: on the board, with no other friendly unit at its location. */
export function isAlone(state: RiftboundState, unit: ObjectId): boolean {
  return neighbours(state, unit)?.friendly.length === 0;
}

/** CR 741.2: alone, facing exactly one enemy unit there, which is alone too. */
export function isOneOnOne(state: RiftboundState, unit: ObjectId): boolean {
  const around = neighbours(state, unit);
  if (!around || around.friendly.length > 0 || around.enemy.length !== 1) return false;
  return isAlone(state, around.enemy[0] as ObjectId);
}

/**
 * CR 741.3: at the battlefield of the ongoing combat, with a combat designation: its
 * controller is the attacker or the defender there (CR 454).
 */
export function isInCombat(state: RiftboundState, unit: ObjectId): boolean {
  const showdown = state.showdown;
  if (!showdown?.combat || unitLocation(state, unit) !== showdown.battlefield) return false;
  const controller = object(state, unit).controller;
  return controller === showdown.attacker || controller === showdown.defender;
}


/**
 * CR 807.1.d, 459.2.b.3: an attacking unit holds the attacker designation: at the battlefield of
 * the ongoing combat, controlled by its attacker (a defending unit, by its defender).
 */
export function isAttacking(state: RiftboundState, unit: ObjectId): boolean {
  return inCombatAs(state, unit, 'attacker');
}

export function isDefending(state: RiftboundState, unit: ObjectId): boolean {
  return inCombatAs(state, unit, 'defender');
}

function inCombatAs(state: RiftboundState, unit: ObjectId, side: 'attacker' | 'defender'): boolean {
  const showdown = state.showdown;
  return showdown !== null && showdown.combat && unitLocation(state, unit) === showdown.battlefield && object(state, unit).controller === showdown[side];
}
