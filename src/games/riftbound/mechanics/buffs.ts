/**
 * Buffs (CR 701-705): objects placed on units, each worth +1 Might (CR 703). A unit holds at
 * most one: buffing a buffed unit places nothing (CR 702.3.a). A buff can be spent, only
 * from a unit its controller controls (CR 702.2.b). A unit leaving the board leaves as a
 * fresh object, its buff gone (CR 705; zones.ts).
 */
import { object, type RiftHost } from '../queries.js';
import type { ObjectId, SeatId } from '../state.js';
import { edit } from '../unit-cache.js';

/** Places a buff on `unit` unless it has one; returns whether one was placed. */
export function buffUnit(host: RiftHost, unit: ObjectId): boolean {
  const obj = object(host.state, unit);
  if (obj.buffed) return false;
  edit(host.state, obj).buffed = true;
  host.emit({ type: 'unitBuffed', unit });
  return true;
}

/** `seatId` spends the buff on `unit`; returns whether there was one it could spend. */
export function spendBuff(host: RiftHost, seatId: SeatId, unit: ObjectId): boolean {
  const obj = object(host.state, unit);
  if (!obj.buffed || obj.controller !== seatId) return false;
  edit(host.state, obj).buffed = undefined;
  host.emit({ type: 'buffSpent', unit, seat: seatId });
  return true;
}

/** "Gets +N Might this turn" (negative N: loses): it ends at the expiration step. */
export function modifyMightThisTurn(host: RiftHost, unit: ObjectId, amount: number): void {
  const obj = object(host.state, unit);
  const total = (obj.mightThisTurn ?? 0) + amount;
  if (total === 0) edit(host.state, obj).mightThisTurn = undefined;
  else edit(host.state, obj).mightThisTurn = total;
  host.emit({ type: 'mightChanged', unit, amount });
}
