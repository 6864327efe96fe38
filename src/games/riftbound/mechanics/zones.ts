/** Moving objects between zones and board locations. */
import { EngineError } from '../../../engine/errors.js';
import { battlefield, card, isChosenChampion, might, object, seat, unitLocation, type RiftHost } from '../reads/queries.js';
import { newGameObject, numberedObjectId, type KillBy, type ObjectId, type RiftboundState } from '../state/state.js';
import { detachAllFrom } from './gear.js';
import { edit } from '../reads/unit-cache.js';
import { announce } from './trigger-events.js';
import { dieTogether, type Die, type Together } from './replacements.js';
import { recordTurnFact } from '../state/turn-facts.js';
import { isAlone } from '../reads/unit-terms.js';

function removeFrom(state: RiftboundState, list: readonly ObjectId[], id: ObjectId): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  edit(state, list).splice(i, 1);
  return true;
}

/** Takes a unit off the board (base or battlefield). */
export function liftUnit(host: RiftHost, unit: ObjectId): void {
  const { state } = host;
  const controller = object(state, unit).controller;
  if (removeFrom(state, seat(state, controller).base, unit)) return;
  for (const bf of state.battlefields) if (removeFrom(state, bf.units, unit)) return;
  throw new EngineError(`unit ${unit} is not on the board`);
}

/** Puts a unit at its controller's base or at a battlefield. */
export function placeUnit(host: RiftHost, unit: ObjectId, to: 'base' | ObjectId): void {
  const { state } = host;
  if (to === 'base') edit(state, seat(state, object(state, unit).controller).base).push(unit);
  else edit(state, battlefield(state, to).units).push(unit);
}

export type { Together } from './replacements.js';

/**
 * Kills units that die at once: each dies as {@link killUnit} says, none hearing the others' deaths, each alone or not as they all were before.
 * Where a player chooses among replacement effects first (CR 372-373), the deaths left wait for
 * the choice (mechanics/replacements.ts): a caller that goes on reads `state.dying`.
 */
export function killTogether(host: RiftHost, together: Together): void {
  const all = together.units.length > 1 ? { ...together, alone: together.units.map((unit) => isAlone(host.state, unit)) } : together;
  dieTogether(host, all, dies);
}

/**
 * A unit dies: unless a replacement effect replaces its death (mechanics/replacements.ts, CR
 * 369; then it does not die and nothing below happens, CR 808.1.d.1), its "when I die"
 * abilities (Deathknell) trigger before it leaves, controlled by
 * its controller, "here" being where it died, with its Might noted as it is now, buffs and
 * combat keywords included (last known information, CR 808.1.d.2-3); it leaves the board for
 * its owner's trash (never another player's, CR 056), fresh; a token ceases to exist instead.
 * Killed `by` a player, its death is also their kill ("When you kill ...", CR 411.4, 428.5).
 */
export function killUnit(host: RiftHost, unit: ObjectId, by?: KillBy): void {
  dieTogether(host, { units: [unit], by: [by] }, dies);
}

/** The death itself, nothing replacing it. */
export const dies: Die = (host, unit, together, by) => {
  const where = unitLocation(host.state, unit);
  const { controller } = object(host.state, unit);
  // Units dying together do not hear each other's deaths, nor does a unit its own, but by its "when I die" (CR 383.2.c.2).
  announce(host, {
    trigger: 'dies', object: unit, player: controller, here: where === 'base' || where === undefined ? null : where, lastKnown: { might: might(host, unit), alone: diedAlone(host, unit, together) },
    inCombat: together.inCombat === true, leaving: together.units,
  });
  if (by !== undefined) {
    announce(host, { trigger: 'kills', object: unit, player: by.seat, here: where === 'base' || where === undefined ? null : where, bySpell: by.spell, leaving: together.units });
  }
  recordTurnFact(host.state, controller, 'unitsDied', 1);
  detachAllFrom(host, unit);
  liftUnit(host, unit);
  const obj = object(host.state, unit);
  host.emit({ type: 'unitDied', unit, card: obj.card, owner: obj.owner });
  if (card(host.rules, obj.card).token) {
    delete edit(host.state, host.state.objects)[unit];
    return;
  }
  edit(host.state, host.state.objects)[unit] = newGameObject(obj.id, obj.card, obj.owner);
  seat(host.state, obj.owner).trash.push(unit);
};

/** Whether `unit` is alone as it dies: as it was before the units dying with it left. */
function diedAlone(host: RiftHost, unit: ObjectId, together: Together): boolean {
  const index = together.alone === undefined ? -1 : together.units.indexOf(unit);
  return index < 0 ? isAlone(host.state, unit) : together.alone?.[index] === true;
}

/**
 * A unit returns from the board to its owner's hand or champion zone (CR 108.3.c): not a
 * death, so nothing triggers on dying; what is attached detaches where it was (CR 719.5); it
 * arrives as a fresh object, without buffs, damage or changes (CR 705, 705.1); a token ceases
 * to exist. Only its owner's Chosen Champion goes to the champion zone, and only while that
 * zone is empty (CR 108.3.c.1): otherwise it stays where it is. Returns whether it left.
 */
export function returnUnit(host: RiftHost, unit: ObjectId, to: 'hand' | 'championZone'): boolean {
  const obj = object(host.state, unit);
  const owner = seat(host.state, obj.owner);
  if (to === 'championZone' && (owner.championZone.length > 0 || !isChosenChampion(host, obj.owner, unit))) return false;
  detachAllFrom(host, unit);
  liftUnit(host, unit);
  host.emit({ type: 'unitReturned', unit, card: obj.card, owner: obj.owner, to });
  if (card(host.rules, obj.card).token) {
    delete edit(host.state, host.state.objects)[unit];
    return true;
  }
  edit(host.state, host.state.objects)[unit] = newGameObject(obj.id, obj.card, obj.owner);
  (to === 'hand' ? owner.hand : owner.championZone).push(unit);
  return true;
}

/** An object id no object has. */
export function newObjectId(state: RiftboundState): ObjectId {
  let id = numberedObjectId(state.nextObjectId++);
  while (state.objects[id]) id = numberedObjectId(state.nextObjectId++);
  return id;
}
