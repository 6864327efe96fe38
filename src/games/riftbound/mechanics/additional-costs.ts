/**
 * An additional cost to play a unit (CR 357): "as an additional cost to play me, kill a unit
 * you control" (`additionalCost: { killUnit: true }`). Its player names the unit as they play
 * the card (`kill` in `playUnit`); it dies as the cost is paid, before the card is finalized,
 * so a place the card could go only because of that unit is no longer open (Ambush, CR 822.3).
 * A cost whose death is replaced is still paid (CR 357.2.a).
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import { object, unitsOnBoard, type RiftHost } from '../queries.js';
import type { Card, ObjectId, SeatId } from '../state.js';
import { killUnit } from './zones.js';

function asksKill(def: Card): boolean {
  return def.additionalCost?.killUnit === true;
}

/** The units `seatId` could kill to pay the card's additional cost; [undefined] when it has none. */
const NO_KILL: readonly (ObjectId | undefined)[] = [undefined];

export function killChoices(host: RiftHost, seatId: SeatId, def: Card): readonly (ObjectId | undefined)[] {
  if (!asksKill(def)) return NO_KILL;
  return unitsOnBoard(host.state).filter((u) => object(host.state, u).controller === seatId);
}

/** Why the unit named in `kill` does not pay the card's additional cost, or undefined. */
export function killRefusal(host: RiftHost, seatId: SeatId, def: Card, kill: unknown): RuleViolation | undefined {
  if (!asksKill(def)) return kill === undefined ? undefined : violation('MALFORMED_ACTION', `${def.id} asks no additional cost: no "kill"`, 'docs/api.md#actions');
  if (typeof kill !== 'string') return violation('MISSING_ADDITIONAL_COST', `as an additional cost to play ${def.id}, name a unit you control to kill ("kill")`, 'CR 357');
  if (!unitsOnBoard(host.state).includes(kill)) return violation('NOT_ON_BOARD', `${kill} is not a unit on the board`, 'CR 357');
  if (object(host.state, kill).controller !== seatId) return violation('NOT_YOUR_UNIT', `you do not control ${kill}: only a unit you control pays this cost`, 'CR 357, CR 484.8.c');
  return undefined;
}

/** Pays the additional cost: the unit named dies (or what replaces its death happens, CR 357.2.a). */
export function payAdditionalCost(host: RiftHost, seatId: SeatId, def: Card, kill: ObjectId | undefined): void {
  if (!asksKill(def) || kill === undefined) return;
  host.emit({ type: 'additionalCostPaid', seat: seatId, card: def.id, killed: kill });
  killUnit(host, kill);
}
