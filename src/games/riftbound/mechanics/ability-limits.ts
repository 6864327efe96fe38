/**
 * Limits on activating an ability beside its cost (CR 377): "Use only once per turn."
 * (`oncePerTurn`), counted for the object that has the ability in the per-turn counts the
 * state unsets as a turn begins (`triggerCounts`, keyed apart from the triggered abilities'),
 * and "Use my abilities only while I'm alone." (the card's `abilityUse`), asked of
 * each of its activated abilities as their own condition is.
 */
import type { Ability } from '../schema/card-schema.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { cardOf, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';

type Activated = Extract<Ability, { kind: 'activated' }>;

/** The key of one ability of one object among the per-turn counts. */
function useKey(source: ObjectId, card: string, index: number): string {
  return `${source}/${card}#${index}/used`;
}

/** Whether a "Use only once per turn" ability of `source` was already activated this turn. */
export function usedUp(host: RiftHost, source: ObjectId, card: string, index: number, ability: Activated): boolean {
  return ability.oncePerTurn === true && (host.state.triggerCounts?.[useKey(source, card, index)] ?? 0) > 0;
}

/** Notes the activation of a "Use only once per turn" ability; nothing for any other. */
export function noteUse(host: RiftHost, source: ObjectId, card: string, index: number, ability: Activated): void {
  if (ability.oncePerTurn !== true) return;
  const counts = (host.state.triggerCounts ??= {});
  const key = useKey(source, card, index);
  counts[key] = (counts[key] ?? 0) + 1;
}

/** Whether the card of `source` lets its abilities be used now ("Use my abilities only while ..."); true when it says nothing. */
export function cardAllowsUse(host: RiftHost, seat: SeatId, source: ObjectId, here: ObjectId | null): boolean {
  const use = cardOf(host, source).abilityUse;
  return use === undefined || conditionHolds(host, use, { controller: seat, source, here });
}
