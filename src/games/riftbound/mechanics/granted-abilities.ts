/**
 * Abilities a card gives units for a turn (CR 472.2.a: an effect appending rules text): "This
 * turn, that unit has "When I conquer, ...". The ability is one of the giving card's abilities,
 * marked `granted` (never active on that card); a step `grantAbility` makes it the unit's until
 * the turn ends, kept in the state's `delayed` (mechanics/delayed.ts unsets them all as a turn
 * begins). The unit hears the ability's events as its own (mechanics/trigger-events.ts): "I" and
 * "me" are the unit, its controller the ability's, and its chain item names the giving card and
 * the ability's index, so that the ability is read where it is written.
 *
 * Object ids outlive a unit leaving the board (zones.ts): a unit that leaves and comes back the
 * same turn is a new object (CR 705) but is still named by the gift; it is recorded so.
 */
import type { RiftHost } from '../reads/queries.js';
import type { DelayedEffect, ObjectId } from '../state/state.js';

/** One ability given to a unit: ability `ability` of the card `card`. */
export type GrantedAbility = Extract<DelayedEffect, { kind: 'grantedAbility' }>;

const NONE: readonly GrantedAbility[] = [];

/** Gives `unit` ability `ability` of `card` until the end of the turn (once: a second gift of the same is the same ability). */
export function grantAbility(host: RiftHost, unit: ObjectId, card: string, ability: number): void {
  const { state } = host;
  if (grantedTo(state.delayed, unit).some((g) => g.card === card && g.ability === ability)) return;
  state.delayed = [...(state.delayed ?? []), { kind: 'grantedAbility', unit, card, ability }];
  host.emit({ type: 'abilityGranted', unit, card, ability });
}

/** The abilities given to `unit` now (most of the time, none is given to anything). */
export function grantedTo(delayed: readonly DelayedEffect[] | undefined, unit: ObjectId): readonly GrantedAbility[] {
  if (delayed === undefined) return NONE;
  let found: GrantedAbility[] | undefined;
  for (const d of delayed) if (d.kind === 'grantedAbility' && d.unit === unit) (found ??= []).push(d);
  return found ?? NONE;
}
