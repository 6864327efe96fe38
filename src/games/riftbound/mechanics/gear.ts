/**
 * Gear on the board (CR 147-151) and Attach (CR 434-435, 716-719): where gear is, attaching
 * and detaching, gear leaving the board, and the corrective recall of unattached gear at a
 * battlefield (CR 149.3, 452.1).
 *
 * An attached gear is wherever its unit is: when the unit moves or is recalled the gear goes
 * with it, and that is not a move of the gear (CR 434.4.a, 719.3.a; nothing triggers on it).
 */
import { gearHasKeyword } from '../reads/keyword-changes.js';
import type { Domain, Trigger } from '../schema/card-schema.js';
import { attachments, equipAbilitiesOf, equipCostOf, isGearOnBoard } from '../reads/gear-text.js';
import { canonicalCardId, card, object, seat, unitLocation, type RiftHost } from '../reads/queries.js';
import { newGameObject, type ChainItem, type ObjectId, type SeatId, type Cost } from '../state/state.js';
import { isPaymentPlan, pay, paymentFor } from './resources.js';
import { announce, announceToEffectText, announceToOwnText } from './trigger-events.js';
import { newObjectId } from './zones.js';
import { withEquipReduction } from './equip-cost-reduction.js';
import { edit } from '../reads/unit-cache.js';

/** How a gear came to be attached, for the `gearAttached` event (CR 818.2: Equip makes the unit Equipped). */
export type AttachedVia = 'equip' | 'quick-draw' | 'weaponmaster' | 'effect';

/** How a resolving item attaches a gear: by a gear keyword's ability, or as any other effect. */
export function attachedVia(item: Pick<ChainItem, 'keyword'>): AttachedVia {
  const name = item.keyword?.name;
  return name === 'equip' || name === 'quick-draw' || name === 'weaponmaster' ? name : 'effect';
}

/** Where a gear is: `base` (its controller's) or a battlefield id; undefined when it is not on the board. */
export function gearLocation(host: RiftHost, gear: ObjectId): 'base' | ObjectId | undefined {
  const { state } = host;
  if (!isGearOnBoard(state, gear)) return undefined;
  const obj = object(state, gear);
  if (obj.attachedTo !== undefined) return unitLocation(state, obj.attachedTo);
  return obj.at ?? 'base';
}

/** A gear enters the board ready (CR 149.1), at its controller's base or a battlefield (from hiding, CR 151.2). */
export function placeGear(host: RiftHost, gear: ObjectId, at: 'base' | ObjectId): void {
  const obj = edit(host.state, object(host.state, gear));
  obj.exhausted = false;
  obj.attachedTo = undefined;
  obj.at = at === 'base' ? undefined : at;
  edit(host.state, host.state.gear).push(gear);
}

/**
 * A gear token created by an effect (CR 180-184): owned and controlled by the effect's
 * controller, at their base, ready unless the effect says exhausted (CR 181.1). It is not
 * played, so its "when you play this" abilities do not trigger.
 */
export function createGearToken(host: RiftHost, controller: SeatId, cardId: string, exhausted: boolean): ObjectId {
  const { state } = host;
  const id = newObjectId(state);
  edit(state, state.objects)[id] = newGameObject(id, canonicalCardId(host.rules, cardId), controller);
  placeGear(host, id, 'base');
  object(state, id).exhausted = exhausted;
  host.emit({ type: 'gearTokenCreated', gear: id, card: cardId, seat: controller, exhausted });
  return id;
}

/**
 * Attaches `gear` to `unit` (CR 434): it leaves any unit it was attached to (434.1.f); to
 * the same unit again nothing happens (434.1.g). Its location becomes the unit's, without a
 * move (434.4.a). Returns whether it attached.
 */
export function attachGear(host: RiftHost, gear: ObjectId, unit: ObjectId, via: AttachedVia): boolean {
  const { state } = host;
  if (!isGearOnBoard(state, gear) || unitLocation(state, unit) === undefined) return false;
  const obj = object(state, gear);
  if (obj.attachedTo === unit) return false;
  if (obj.attachedTo !== undefined) detachGear(host, gear);
  edit(state, obj).attachedTo = unit;
  edit(state, obj).at = undefined;
  host.emit({ type: 'gearAttached', gear, unit, seat: obj.controller, via });
  // Its "when this is attached" text works as it attaches, though attached text is inactive (CR 725.1).
  announceGearEvent(host, 'attached', gear);
  // So does the attach trigger of its Effect Text, the unit's now (CR 724, 725.1), and the unit's own "when you attach an Equipment to me".
  const where = unitLocation(state, unit);
  const event = { trigger: 'attached', object: unit, player: object(state, unit).controller, here: where === 'base' || where === undefined ? null : where } as const;
  announceToEffectText(host, event, gear);
  announceToOwnText(host, event, unit);
  return true;
}

/**
 * Detaches `gear` where its unit is, or was last on the board (CR 435.4, 435.4.b): at a
 * battlefield it will be recalled at the next cleanup (435.4.a).
 */
export function detachGear(host: RiftHost, gear: ObjectId, lastLocation?: 'base' | ObjectId): void {
  const obj = object(host.state, gear);
  const unit = obj.attachedTo;
  if (unit === undefined) return;
  const at = lastLocation ?? unitLocation(host.state, unit) ?? 'base';
  // The detach trigger of its Effect Text works as it detaches, the unit's (CR 725.2); a token unit
  // that left the board no longer exists: the gear's controller controlled it.
  const controller = host.state.objects[unit]?.controller ?? obj.controller;
  announceToEffectText(host, { trigger: 'detached', object: unit, player: controller, here: at === 'base' ? null : at }, gear);
  const detached = edit(host.state, obj);
  detached.attachedTo = undefined;
  detached.at = at === 'base' ? undefined : at;
  host.emit({ type: 'gearDetached', gear, unit, at });
  // Its "when this is detached" text works as it detaches (CR 725.2).
  announceGearEvent(host, 'detached', gear);
}

/** A unit leaving the board: everything attached to it detaches where it was (CR 719.5, 435.4.b). */
export function detachAllFrom(host: RiftHost, unit: ObjectId): void {
  const where = unitLocation(host.state, unit);
  for (const gear of attachments(host.state, unit)) detachGear(host, gear, where);
}

/** A gear is killed (CR 148.1.a.4, 428): it detaches and goes to its owner's trash; a token gear ceases to exist. */
export function killGear(host: RiftHost, gear: ObjectId): void {
  const { state } = host;
  if (!isGearOnBoard(state, gear)) return;
  // Its "when I die" abilities (Deathknell, CR 808.1.a, 808.1.d.2) trigger before it leaves; an attached gear's text is inactive.
  announceGearEvent(host, 'dies', gear);
  announceGearEvent(host, 'leaves', gear);
  detachGear(host, gear);
  edit(state, state.gear).splice(state.gear.indexOf(gear), 1);
  const obj = object(state, gear);
  host.emit({ type: 'gearKilled', gear, card: obj.card, owner: obj.owner });
  if (card(host.rules, obj.card).token) {
    delete edit(state, state.objects)[gear];
    return;
  }
  edit(state, state.objects)[gear] = newGameObject(obj.id, obj.card, obj.owner);
  seat(state, obj.owner).trash.push(gear);
}

/** Cleanup's corrective recall: unattached gear at a battlefield goes to its controller's base (CR 149.3, 323.7). */
export function recallStrayGear(host: RiftHost): boolean {
  let changed = false;
  for (const gear of host.state.gear) {
    const obj = object(host.state, gear);
    if (obj.attachedTo !== undefined || obj.at === undefined) continue;
    edit(host.state, obj).at = undefined;
    host.emit({ type: 'gearRecalled', gear, seat: obj.controller });
    changed = true;
  }
  return changed;
}

/**
 * The turn player's gear at the start of their turn: Temporary gear that is not attached
 * dies (attached, its Temporary is inactive: CR 722.2). Their start-of-turn abilities trigger
 * with the rest of the board's (turn.ts).
 */
export function gearBeginningStep(host: RiftHost, turnSeat: SeatId): void {
  const { state } = host;
  for (const gear of state.gear.filter((g) => object(state, g).controller === turnSeat && object(state, g).attachedTo === undefined)) {
    if (gearHasKeyword(host, gear, 'temporary')) killGear(host, gear);
  }
}

/**
 * An event about a gear (played, attached, detached, dies, leaves the board), by its controller where it is: its
 * own abilities hear it while its text is active, its attach and detach triggers always
 * (CR 721.2, 725.1-725.2; mechanics/trigger-events.ts), and so does the board.
 */
export function announceGearEvent(host: RiftHost, trigger: Trigger, gear: ObjectId, fromHidden = false): void {
  const obj = object(host.state, gear);
  const at = gearLocation(host, gear);
  announce(host, { trigger, object: gear, player: obj.controller, here: at === 'base' || at === undefined ? null : at, fromHidden, leaving: trigger === 'dies' || trigger === 'leaves' ? [gear] : undefined });
}

/**
 * The cost of a gear's Equip ability `instance` as a payable cost, less one Power of any domain
 * for Weaponmaster (CR 821.1.c.3), and less what its own text takes off (CR 818.1.c.4).
 */
export function equipCost(host: RiftHost, gear: ObjectId, weaponmaster: boolean, instance = 0): Cost | undefined {
  const equip = equipCostOf(host.rules, object(host.state, gear).card, instance);
  if (!equip) return undefined;
  const power = [...equip.power] as (Domain | 'any')[];
  if (weaponmaster && power.includes('any')) power.splice(power.indexOf('any'), 1);
  return withEquipReduction(host, gear, { energy: equip.energy, power }, instance);
}

/**
 * Weaponmaster's payment as it resolves (CR 821.1.c): the Equip cost less [A], paid with the
 * default plan; false, and nothing paid, when it has no Equip cost or cannot be paid
 * (CR 821.1.c.4-5). Of a gear with several Equip abilities, the first one that can be paid.
 * An Equip cost paid with cards would ask its choices as it resolves: not written, it is not paid.
 */
export function payWeaponmaster(host: RiftHost, payer: SeatId, gear: ObjectId): boolean {
  const abilities = equipAbilitiesOf(host.rules, object(host.state, gear).card);
  for (const [instance, equip] of abilities.entries()) {
    if (equip.exhaust && object(host.state, gear).exhausted) continue;
    if (equip.recycleTrash !== undefined || equip.killFriendly !== undefined) continue;
    const plan = paymentFor(host, payer, equipCost(host, gear, true, instance) as Cost, undefined);
    if (!isPaymentPlan(plan)) continue;
    pay(host, payer, plan);
    if (equip.exhaust) object(host.state, gear).exhausted = true;
    return true;
  }
  return false;
}

/** Players leaving the game (CR 652): their gear leaves; gear attached to their units detaches where the unit was. */
export function gearOfLeavingPlayers(host: RiftHost, gone: (id: ObjectId) => boolean): void {
  const { state } = host;
  for (const gear of [...state.gear]) {
    const unit = object(state, gear).attachedTo;
    if (unit !== undefined && gone(unit) && !gone(gear)) detachGear(host, gear);
  }
  edit(state, state).gear = state.gear.filter((g) => !gone(g));
}
