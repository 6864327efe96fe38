/**
 * Gear as targets (CR 148.1.a.3): on the board, of the relation and location asked, with
 * the keyword or tag asked. A gear's printed keywords count even while its text is inactive
 * (CR 722.1-722.2), so an attached Temporary gear is still "a gear with Temporary".
 * A gear target may also ask to be attached to a unit chosen before it (`attachedTo`), which
 * is read against the other choices ({@link isAttachedAsAsked}).
 */
import { gearHasKeyword } from '../reads/keyword-changes.js';
import type { TargetSpec } from '../schema/card-schema.js';
import { isGearOnBoard } from '../reads/gear-text.js';
import { card, object, sameTeam, type RiftHost } from '../reads/queries.js';
import type { SeatId } from '../state/state.js';
import { gearLocation } from './gear.js';
import { hasAskedCharacteristics } from '../reads/card-characteristics.js';

/** Whether a card's printed cost is within a target's most Energy and Power symbols ("with Energy cost no more than :rb_energy_1:"). */
export function costAtMost(def: { readonly cost?: { readonly energy: number; readonly power: readonly unknown[] } | undefined }, spec: TargetSpec): boolean {
  if (spec.maxEnergy !== undefined && (def.cost?.energy ?? 0) > spec.maxEnergy) return false;
  return spec.maxPower === undefined || (def.cost?.power ?? []).length <= spec.maxPower;
}

export function isLegalGearTarget(host: RiftHost, seat: SeatId, spec: TargetSpec, id: string): boolean {
  const { state } = host;
  if (!isGearOnBoard(state, id)) return false;
  const obj = object(state, id);
  const where = gearLocation(host, id);
  if (spec.at === 'battlefield' && where === 'base') return false;
  if (spec.at === 'base' && where !== 'base') return false;
  if (spec.at === 'yourBase' && (where !== 'base' || obj.controller !== seat)) return false;
  const relation = spec.relation ?? 'any';
  if (relation === 'controlled' && obj.controller !== seat) return false;
  if (relation === 'friendly' && !sameTeam(state, seat, obj.controller)) return false;
  if (relation === 'enemy' && sameTeam(state, seat, obj.controller)) return false;
  const def = card(host.rules, obj.card);
  if (spec.keyword !== undefined && !gearHasKeyword(host, id, spec.keyword)) return false;
  if (spec.tag !== undefined && !(def.tags ?? []).includes(spec.tag)) return false;
  if (spec.exhausted !== undefined && obj.exhausted !== spec.exhausted) return false;
  if (spec.attached !== undefined && (obj.attachedTo !== undefined) !== spec.attached) return false;
  if (!costAtMost(def, spec)) return false;
  return hasAskedCharacteristics(host, spec, id);
}

/**
 * Whether a gear is attached to the unit its target's `attachedTo` names (the source for
 * `self`, or the object chosen for an earlier target); true when the target asks nothing of it.
 */
export function isAttachedAsAsked(host: RiftHost, spec: TargetSpec, id: string, chosen: Readonly<Record<string, unknown>>, source: string | undefined): boolean {
  const { attachedTo } = spec;
  if (attachedTo === undefined) return true;
  const unit = attachedTo === 'self' ? source : chosen[attachedTo];
  return unit !== undefined && unit !== null && host.state.objects[id]?.attachedTo === unit;
}
