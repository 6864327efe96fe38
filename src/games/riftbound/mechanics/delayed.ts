/**
 * Delayed effects (CR 389-392): made by a spell or an ability as it resolves, kept in the state
 * (`delayed`) so that a snapshot or a replay keeps them, and applied when their time comes,
 * whether or not what made them is still on the board (CR 392). Each lasts the turn it was made
 * in at most (`delayed` is unset as a turn begins, turn.ts); a one-time effect ends as it is
 * used. A game where none is made reads one unset field at each place they apply.
 *
 * - Damage prevention (CR 437, a delayed replacement effect, CR 437.7): "The next time that
 *   unit would be dealt damage this turn, prevent it." prevents all of the next damage the unit
 *   would be dealt, then ends; "Prevent all spell and ability damage this turn." prevents all
 *   damage not dealt in combat (every damage a spell or an ability deals, even by a unit it names
 *   as the dealer) for the rest of the turn. Damage all prevented is not dealt (CR 437.4): no
 *   `damageDealt`, a `damagePrevented` instead.
 * - The next unit a player plays this turn enters ready (CR 364.3.a): used by the first unit
 *   they play after it was made.
 * - A change for the next spell a player plays this turn (mechanics/next-spell.ts): taken by
 *   that spell, and kept with its chain item while it resolves.
 * - A permission to play a card of the hand this turn at a cost an effect set
 *   (mechanics/hand-plays.ts): taken by the first fitting card its player plays from hand.
 * - A delayed ability of a card (marked `delayed`), its source the object whose step set it
 *   up, wherever that object is now (CR 392): a trigger heard for the rest of the turn
 *   (CR 390.2, mechanics/trigger-events.ts), or only of one unit's events and once ("Kill it
 *   the next time it takes damage this turn", `next`), or a replacement of a unit's death ("The next time
 *   it dies this turn, ... instead", CR 390.3, mechanics/replacements.ts).
 */
import { card, isForbidden, object, type RiftHost } from '../reads/queries.js';
import { cardAbilities } from '../reads/keyword-handlers.js';
import type { DelayedEffect, ObjectId, SeatId } from '../state/state.js';

function add(host: RiftHost, effect: DelayedEffect): void {
  const { state } = host;
  state.delayed = [...(state.delayed ?? []), effect];
}

function remove(host: RiftHost, index: number): void {
  const { state } = host;
  const left = (state.delayed ?? []).filter((_, i) => i !== index);
  state.delayed = left.length > 0 ? left : undefined;
}

/** Ends one delayed effect, wherever it now is in the list. */
export function endDelayed(host: RiftHost, effect: DelayedEffect): void {
  const left = (host.state.delayed ?? []).filter((d) => d !== effect);
  host.state.delayed = left.length > 0 ? left : undefined;
}

/** Prevents damage to `unit` (every unit: null) this turn: the next damage only, or all, from any source or from spells and abilities. */
export function preventDamage(host: RiftHost, controller: SeatId, unit: ObjectId | null, next: boolean, combat: boolean): void {
  add(host, { kind: 'prevent', controller, unit, next, combat });
}

/**
 * The damage `unit` is dealt of `amount` after prevention (CR 437.2): 0 when a prevention
 * applies (every prevention here prevents all of it); a one-time prevention used ends
 * (CR 437.3.a). `inCombat`: the damage is combat damage.
 */
export function damageAfterPrevention(host: RiftHost, unit: ObjectId, amount: number, inCombat: boolean): number {
  if (amount <= 0) return amount;
  // A unit a passive says doesn't take damage takes none, whatever deals it (CR 054, 437.4).
  if (isForbidden(host, unit, 'takeDamage')) {
    host.emit({ type: 'damagePrevented', unit, amount });
    return 0;
  }
  const delayed = host.state.delayed;
  if (delayed === undefined) return amount;
  const index = delayed.findIndex((d) => d.kind === 'prevent' && (d.unit === null || d.unit === unit) && (d.combat || !inCombat));
  if (index < 0) return amount;
  if ((delayed[index] as Extract<DelayedEffect, { kind: 'prevent' }>).next) remove(host, index);
  host.emit({ type: 'damagePrevented', unit, amount });
  return 0;
}

/** Marks `amount` damage on `unit` less what is prevented; returns what was dealt (the caller emits its event when it is more than 0, then announces it: `announceDamaged`). */
export function markDamage(host: RiftHost, unit: ObjectId, amount: number, inCombat: boolean): number {
  const dealt = damageAfterPrevention(host, unit, amount, inCombat);
  if (dealt > 0) object(host.state, unit).damage += dealt;
  return dealt;
}

/** Sets up ability `ability` of `card` (a delayed trigger, of every event or of `unit`'s only, or a replacement watching `unit`) for the rest of the turn, controlled by `controller`. */
export function setUpDelayedAbility(host: RiftHost, controller: SeatId, source: ObjectId, card: string, ability: number, unit: ObjectId | null): void {
  add(host, { kind: 'ability', controller, source, card, ability, unit });
}

/** The delayed replacements set up for `unit` that would replace its `event` (CR 390.3), in the order they were set up. */
export function delayedReplacements(host: RiftHost, event: 'dies', unit: ObjectId): Extract<DelayedEffect, { kind: 'ability' }>[] {
  const delayed = host.state.delayed;
  if (delayed === undefined) return [];
  const found: Extract<DelayedEffect, { kind: 'ability' }>[] = [];
  for (const d of delayed) {
    if (d.kind !== 'ability' || d.unit !== unit) continue;
    const ability = cardAbilities(card(host.rules, d.card))[d.ability];
    if (ability?.kind === 'replacement' && ability.replaces === event) found.push(d);
  }
  return found;
}

/** A delayed replacement of `unit` applied now: a "next time" one ends as it applies (CR 369.1). */
export function applyDelayedReplacement(host: RiftHost, unit: ObjectId, source: ObjectId, cardId: string, ability: number): void {
  const delayed = host.state.delayed ?? [];
  const index = delayed.findIndex((d) => d.kind === 'ability' && d.unit === unit && d.source === source && d.card === cardId && d.ability === ability);
  const found = cardAbilities(card(host.rules, cardId))[ability];
  if (index >= 0 && found?.kind === 'replacement' && found.next === true) remove(host, index);
}

/** The next unit `seat` plays this turn enters ready. */
export function nextUnitEntersReady(host: RiftHost, seat: SeatId): void {
  add(host, { kind: 'entersReady', seat });
}

/** Whether a unit `seat` plays now enters ready by a delayed effect; the effect is used by it. */
export function usesEntersReady(host: RiftHost, seat: SeatId): boolean {
  const delayed = host.state.delayed;
  if (delayed === undefined) return false;
  const index = delayed.findIndex((d) => d.kind === 'entersReady' && d.seat === seat);
  if (index < 0) return false;
  remove(host, index);
  return true;
}
