/**
 * Characteristics a target may be asked to have beyond its keywords and tags: whether a unit
 * is Equipped (CR 818.3), whether a gear has Equip (CR 818.5), whether a card has a Level
 * ability (CR 824.2), whether it is Unique (CR 825.4), whether it is a token (CR 182). Each reads the card or the board as it
 * is, so an attached gear's Equip counts though its text is inactive (CR 818.5.a) and a Level
 * ability counts whatever its controller's XP.
 */
import type { TargetSpec } from '../schema/card-schema.js';
import { attachments, isEquipment } from './gear-text.js';
import { card, object, type RiftHost } from './queries.js';
import type { Card, ObjectId } from '../state/state.js';

/** A unit is Equipped while at least one card attached to it is Equipment (CR 818.3.a-b). */
export function isEquipped(host: RiftHost, unit: ObjectId): boolean {
  return attachments(host.state, unit).some((g) => isEquipment(card(host.rules, object(host.state, g).card)));
}

/** Whether the card has a Level ability or a Level step anywhere in its text (CR 824.1.b). */
export function hasLevel(def: Card): boolean {
  const steps = (list: readonly { dependent?: { keyword: string } }[] | undefined) => (list ?? []).some((e) => e.dependent?.keyword === 'level');
  return (
    steps(def.effects) ||
    (def.modes ?? []).some((m) => steps(m.effects)) ||
    (def.abilities ?? []).some((a) => a.dependent?.keyword === 'level' || (a.kind !== 'passive' && steps(a.effects)))
  );
}

/** Whether the object `id` (a unit or a gear on the board) has the characteristics `spec` asks. */
export function hasAskedCharacteristics(host: RiftHost, spec: TargetSpec, id: ObjectId): boolean {
  // Most targets ask none of these: answered without looking the card up (targets are listed often).
  if (spec.equipped === undefined && spec.equip === undefined && spec.level === undefined && spec.unique === undefined && spec.token === undefined) return true;
  const def = card(host.rules, object(host.state, id).card);
  if (spec.token !== undefined && (def.token === true) !== spec.token) return false;
  if (spec.equipped !== undefined && isEquipped(host, id) !== spec.equipped) return false;
  if (spec.equip !== undefined && (def.equip !== undefined) !== spec.equip) return false;
  if (spec.level !== undefined && hasLevel(def) !== spec.level) return false;
  return spec.unique === undefined || (def.unique === true) === spec.unique;
}
