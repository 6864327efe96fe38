/**
 * Buffs (CR 701-705): objects placed on units, each worth +1 Might (CR 703). A unit holds at
 * most one: buffing a buffed unit places nothing (CR 702.3.a), unless it can have any number
 * (many-buffs.ts: one more each time, `moreBuffs`). A buff can be spent, only
 * from a unit its controller controls (CR 702.2.b). A unit leaving the board leaves as a
 * fresh object, its buff gone (CR 705; zones.ts).
 */
import { object, unitLocation, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import { announce } from './trigger-events.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { edit } from '../reads/unit-cache.js';
import { mayHaveAnyNumberOfBuffs } from './many-buffs.js';

/** `by` places a buff on `unit` unless it has one; returns whether one was placed ("when you buff" abilities hear only that). */
export function buffUnit(host: RiftHost, unit: ObjectId, by: SeatId): boolean {
  const obj = object(host.state, unit);
  if (obj.buffed) {
    if (!mayHaveAnyNumberOfBuffs(host, obj)) return false;
    edit(host.state, obj).moreBuffs = (obj.moreBuffs ?? 0) + 1;
  } else edit(host.state, obj).buffed = true;
  host.emit({ type: 'unitBuffed', unit });
  announce(host, { trigger: 'buffed', object: unit, player: by, here: battlefieldOf(host, unit) });
  return true;
}

/** `seatId` spends the buff on `unit`; returns whether there was one it could spend. */
export function spendBuff(host: RiftHost, seatId: SeatId, unit: ObjectId): boolean {
  const obj = object(host.state, unit);
  if (!obj.buffed || obj.controller !== seatId) return false;
  // One of several buffs is spent first: the unit stays buffed while it has one (many-buffs.ts).
  if (obj.moreBuffs !== undefined) edit(host.state, obj).moreBuffs = obj.moreBuffs > 1 ? obj.moreBuffs - 1 : undefined;
  else edit(host.state, obj).buffed = undefined;
  host.emit({ type: 'buffSpent', unit, seat: seatId });
  announce(host, { trigger: 'spendsBuff', object: unit, player: seatId, here: battlefieldOf(host, unit) });
  return true;
}

/** The battlefield a unit is at, or null (at its base). */
function battlefieldOf(host: RiftHost, unit: ObjectId): ObjectId | null {
  const at = unitLocation(host.state, unit);
  return at === 'base' || at === undefined ? null : at;
}

/** "+N Might this combat" (negative N: loses): it ends as the combat ends ({@link endMightThisCombat}), at the latest at the expiration step. */
export function modifyMightThisCombat(host: RiftHost, unit: ObjectId, amount: number): void {
  const obj = object(host.state, unit);
  const total = (obj.mightThisCombat ?? 0) + amount;
  edit(host.state, obj).mightThisCombat = total === 0 ? undefined : total;
  host.emit({ type: 'mightChanged', unit, amount });
}

/** A combat ended: the Might changes made "this combat" end, wherever their units are now (a unit that left the board is a new object). */
export function endMightThisCombat(host: RiftHost): void {
  for (const unit of unitsOnBoard(host.state)) {
    const obj = host.state.objects[unit];
    if (obj?.mightThisCombat === undefined) continue;
    const amount = obj.mightThisCombat;
    edit(host.state, obj).mightThisCombat = undefined;
    host.emit({ type: 'mightChanged', unit, amount: -amount });
  }
}

/** "Gets +N Might this turn" (negative N: loses): it ends at the expiration step. */
export function modifyMightThisTurn(host: RiftHost, unit: ObjectId, amount: number): void {
  const obj = object(host.state, unit);
  const total = (obj.mightThisTurn ?? 0) + amount;
  if (total === 0) edit(host.state, obj).mightThisTurn = undefined;
  else edit(host.state, obj).mightThisTurn = total;
  host.emit({ type: 'mightChanged', unit, amount });
}
