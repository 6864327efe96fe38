/**
 * Weaponmaster (CR 821) as a unit is played: its player may name an Equipment they control
 * (`weaponmaster` in the playUnit action, CR 821.1.c). The Weaponmaster trigger then goes on
 * the chain; as it resolves, the Equipment's Equip cost less one Power of any domain is paid
 * (the cheapest plan) and it attaches to the unit, leaving any unit it was attached to. If
 * the cost cannot be paid, or either has left, nothing happens (CR 821.1.c.4-5). The Equip
 * ability is not activated (CR 821.1.c.6), so an attached Equipment can be taken this way.
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/module.js';
import { isEquipment } from '../gear-text.js';
import { card, object, type RiftHost } from '../queries.js';
import type { Card, ObjectId, SeatId } from '../state.js';

/** The Equipment `seatId` controls (CR 821.1.c.1: with an Equip ability or not). */
export function equipmentOf(host: RiftHost, seatId: SeatId): ObjectId[] {
  return host.state.gear.filter((g) => object(host.state, g).controller === seatId && isEquipment(card(host.rules, object(host.state, g).card)));
}

/** Each listed way to play `def`: without Weaponmaster, and, if it has it, naming each Equipment. */
export function weaponmasterChoices(host: RiftHost, seatId: SeatId, def: Card): (ObjectId | undefined)[] {
  if (!((def.keywords ?? []) as readonly string[]).includes('weaponmaster')) return [undefined];
  return [undefined, ...equipmentOf(host, seatId)];
}

export function weaponmasterRefusal(host: RiftHost, action: Action, def: Card): RuleViolation | undefined {
  const chosen = action['weaponmaster'];
  if (chosen === undefined) return undefined;
  if (typeof chosen !== 'string') return violation('MALFORMED_ACTION', '"weaponmaster" is the object id of an Equipment you control', 'docs/api.md#actions');
  if (!((def.keywords ?? []) as readonly string[]).includes('weaponmaster')) return violation('NO_WEAPONMASTER', `${def.id} does not have Weaponmaster`, 'CR 821.1');
  if (!equipmentOf(host, action.seat).includes(chosen)) return violation('NOT_EQUIPMENT', `${chosen} is not an Equipment you control on the board`, 'CR 821.1.c');
  return undefined;
}

/** Queues the Weaponmaster trigger of a unit just played, with the Equipment named. */
export function queueWeaponmaster(host: RiftHost, unit: ObjectId, gear: ObjectId | undefined, here: ObjectId | null): void {
  if (gear === undefined) return;
  const obj = object(host.state, unit);
  host.state.triggers.push({ id: `c${host.state.nextChainId++}`, trigger: 'played', controller: obj.controller, source: unit, card: obj.card, here, keyword: { name: 'weaponmaster' }, targets: { equipment: gear } });
  host.emit({ type: 'abilityTriggered', trigger: 'played', source: unit, card: obj.card, controller: obj.controller });
}
