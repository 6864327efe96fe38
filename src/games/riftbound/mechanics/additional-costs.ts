/**
 * An additional cost to play a unit (CR 356.2, 357): "as an additional cost to play me, kill a
 * unit you control" (`additionalCost: { killUnit: true }`), "you may pay :rb_energy_1: as an
 * additional cost to play me" (`{ energy: 1, optional: true }`). A mandatory cost is always
 * paid; an optional one only when its player says so as they play the card (`payAdditional`
 * in `playUnit`, CR 356.2.b). Energy and Power join the card's cost before discounts (CR
 * 356.2-356.4); a unit to kill is named in `kill` and dies as the cost is paid, before the card
 * is finalized, so a place the card could go only because of that unit is no longer open
 * (Ambush, CR 822.3). A cost whose death is replaced is still paid (CR 357.2.a). Whether an
 * optional cost was paid is told to the card's `played` triggers (CR 356.4.f.1).
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import { object, unitsOnBoard, type RiftHost } from '../queries.js';
import type { Card, ObjectId, SeatId } from '../state.js';
import type { Cost } from './resources.js';
import { killUnit } from './zones.js';

/** Whether the card's additional cost is paid as it is played with `payAdditional`: always when mandatory. */
export function paysAdditional(def: Card, payAdditional: boolean): boolean {
  const cost = def.additionalCost;
  return cost !== undefined && (cost.optional !== true || payAdditional);
}

/** The ways to choose about the card's optional additional cost: declined or paid (only declined when it has none). */
const NOT_OFFERED: readonly boolean[] = [false];
const OFFERED: readonly boolean[] = [false, true];

export function additionalChoices(def: Card): readonly boolean[] {
  return def.additionalCost?.optional === true ? OFFERED : NOT_OFFERED;
}

/** The cost with the Energy and Power of its additional cost added, when paid (CR 356.2). */
export function withAdditional(base: Cost, def: Card, paid: boolean): Cost {
  const extra = def.additionalCost;
  if (!paid || extra === undefined || (extra.energy === undefined && extra.power === undefined)) return base;
  return { ...base, energy: base.energy + (extra.energy ?? 0), power: extra.power === undefined ? base.power : [...base.power, ...extra.power] };
}

function asksKill(def: Card, paid: boolean): boolean {
  return paid && def.additionalCost?.killUnit === true;
}

/** The units `seatId` could kill to pay the card's additional cost; [undefined] when it asks none. */
const NO_KILL: readonly (ObjectId | undefined)[] = [undefined];

export function killChoices(host: RiftHost, seatId: SeatId, def: Card, paid: boolean): readonly (ObjectId | undefined)[] {
  if (!asksKill(def, paid)) return NO_KILL;
  return unitsOnBoard(host.state).filter((u) => object(host.state, u).controller === seatId);
}

/** Why the action's choice about the additional cost (`payAdditional`, the unit named in `kill`) does not pay it, or undefined. */
export function additionalCostRefusal(host: RiftHost, seatId: SeatId, def: Card, payAdditional: unknown, kill: unknown): RuleViolation | undefined {
  if (payAdditional !== undefined && typeof payAdditional !== 'boolean') return violation('MALFORMED_ACTION', '"payAdditional" is true or false', 'docs/api.md#actions');
  if (payAdditional === true && def.additionalCost?.optional !== true) return violation('NO_OPTIONAL_COST', `${def.id} has no optional additional cost to pay`, 'CR 356.2.b');
  const paid = paysAdditional(def, payAdditional === true);
  if (!asksKill(def, paid)) return kill === undefined ? undefined : violation('MALFORMED_ACTION', `${def.id} asks no unit to kill as it is played: no "kill"`, 'docs/api.md#actions');
  if (typeof kill !== 'string') return violation('MISSING_ADDITIONAL_COST', `as an additional cost to play ${def.id}, name a unit you control to kill ("kill")`, 'CR 357');
  if (!unitsOnBoard(host.state).includes(kill)) return violation('NOT_ON_BOARD', `${kill} is not a unit on the board`, 'CR 357');
  if (object(host.state, kill).controller !== seatId) return violation('NOT_YOUR_UNIT', `you do not control ${kill}: only a unit you control pays this cost`, 'CR 357, CR 484.8.c');
  return undefined;
}

/** Pays the non-standard part of the additional cost: the unit named dies (or what replaces its death happens, CR 357.2.a). */
export function payAdditionalCost(host: RiftHost, seatId: SeatId, def: Card, paid: boolean, kill: ObjectId | undefined): void {
  if (!asksKill(def, paid) || kill === undefined) return;
  host.emit({ type: 'additionalCostPaid', seat: seatId, card: def.id, killed: kill });
  killUnit(host, kill);
}
