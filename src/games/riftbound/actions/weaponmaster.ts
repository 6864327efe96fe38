/**
 * Weaponmaster (CR 821) as a unit is played: its player may name an Equipment they control
 * (`weaponmaster` in the playUnit action, CR 821.1.c). The Weaponmaster trigger then goes on
 * the chain; as it resolves, the Equipment's Equip cost less one Power of any domain is paid
 * (the cheapest plan) and it attaches to the unit, leaving any unit it was attached to. If
 * the cost cannot be paid, or either has left, nothing happens (CR 821.1.c.4-5). The Equip
 * ability is not activated (CR 821.1.c.6), so an attached Equipment can be taken this way.
 * Each instance of Weaponmaster triggers on its own, with its own Equipment, the same one
 * possibly (CR 821.1.c.7, 821.1.d).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { isEquipment } from '../reads/gear-text.js';
import { card, object, type RiftHost } from '../reads/queries.js';
import { wholePendingTrigger, type Card, type ObjectId, type SeatId } from '../state/state.js';
import type { Keyword } from '../schema/card-schema.js';
import { refuse } from '../i18n/messages.js';

/** The Equipment `seatId` controls (CR 821.1.c.1: with an Equip ability or not). */
export function equipmentOf(host: RiftHost, seatId: SeatId): ObjectId[] {
  return host.state.gear.filter((g) => object(host.state, g).controller === seatId && isEquipment(card(host.rules, object(host.state, g).card)));
}

const NO_EQUIPMENT_NAMED: readonly undefined[] = [undefined];

/**
 * How many instances of Weaponmaster a card has as it is played, its printed ones and one a
 * passive gives it (mechanics/played-keywords.ts): each triggers on its own (CR 821.1.c.7).
 */
function instances(keywords: readonly Keyword[]): number {
  let count = 0;
  for (const k of keywords) if (k === 'weaponmaster') count++;
  return count;
}

/**
 * Each listed way to play `def`: without Weaponmaster, and, if it has it, naming Equipment for
 * its instances (one: an Equipment id; several: a list, in the order printed, an instance
 * left out choosing nothing; the same Equipment may be named twice, CR 821.1.d).
 */
export function weaponmasterChoices(host: RiftHost, seatId: SeatId, keywords: readonly Keyword[]): readonly (ObjectId | readonly ObjectId[] | undefined)[] {
  const count = instances(keywords);
  if (count === 0) return NO_EQUIPMENT_NAMED;
  const equipment = equipmentOf(host, seatId);
  if (count === 1) return [undefined, ...equipment];
  const out: (ObjectId | readonly ObjectId[] | undefined)[] = [undefined];
  let layer: ObjectId[][] = [[]];
  for (let n = 1; n <= count && out.length < LISTED; n++) {
    layer = layer.flatMap((prefix) => equipment.map((e) => [...prefix, e])).slice(0, LISTED - out.length);
    out.push(...layer);
  }
  return out;
}

/** How many Weaponmaster choices legalActions lists per unit card at most. */
const LISTED = 32;

/** The Equipment an action names, one per instance of Weaponmaster, in order. */
export function namedEquipment(chosen: unknown): ObjectId[] {
  if (chosen === undefined) return [];
  return typeof chosen === 'string' ? [chosen] : [...(chosen as ObjectId[])];
}

export function weaponmasterRefusal(host: RiftHost, action: Action, def: Card, keywords: readonly Keyword[]): RuleViolation | undefined {
  const chosen = action['weaponmaster'];
  if (chosen === undefined) return undefined;
  if (typeof chosen !== 'string' && !(Array.isArray(chosen) && chosen.length > 0 && chosen.every((c) => typeof c === 'string'))) {
    return refuse('MALFORMED_ACTION.weaponmasterIsThe', 'docs/api.md#actions');
  }
  const count = instances(keywords);
  if (count === 0) return refuse('NO_WEAPONMASTER', 'CR 821.1', { id: def.id });
  const named = namedEquipment(chosen);
  if (named.length > count) return refuse('TOO_MANY_WEAPONMASTER_CHOICES', 'CR 821.1.c.7', { id: def.id, count });
  const stray = named.find((g) => !equipmentOf(host, action.seat).includes(g));
  if (stray !== undefined) return refuse('NOT_EQUIPMENT', 'CR 821.1.c', { stray });
  return undefined;
}

/** Queues a Weaponmaster trigger of a unit just played for each Equipment named, in order (CR 821.1.c.7). */
export function queueWeaponmaster(host: RiftHost, unit: ObjectId, chosen: ObjectId | readonly ObjectId[] | undefined, here: ObjectId | null): void {
  const obj = object(host.state, unit);
  for (const gear of namedEquipment(chosen)) {
    host.state.triggers.push(wholePendingTrigger({ id: `c${host.state.nextChainId++}`, trigger: 'played', controller: obj.controller, source: unit, card: obj.card, here, keyword: { name: 'weaponmaster' }, targets: { equipment: gear } }));
    host.emit({ type: 'abilityTriggered', trigger: 'played', source: unit, card: obj.card, controller: obj.controller });
  }
}
