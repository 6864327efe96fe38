/**
 * Whether a unit has a keyword for an effect that only looks (a target filter such as "a unit
 * with Ganking"). An inactive dependent ability is still on the card for reference (CR
 * 727.1.b.1), as inactive text still has its keywords (CR 722.1): a keyword a unit's own
 * passive gives itself behind a dependent keyword counts here while the condition does not
 * hold, though it does nothing then (a unit at Level 0 with "Level 3: I have Ganking" cannot
 * move between battlefields, yet is "a unit with Ganking").
 */
import { cardOf, hasKeyword, type RiftHost } from '../reads/queries.js';
import { keywordName } from '../schema/keyword-names.js';
import type { ObjectId } from '../state/state.js';

export function hasKeywordForReference(host: RiftHost, unit: ObjectId, keyword: string): boolean {
  if (hasKeyword(host, unit, keyword)) return true;
  return (cardOf(host, unit).abilities ?? []).some(
    (a) => a.kind === 'passive' && a.dependent !== undefined && a.appliesTo === 'self' && (a.keywords ?? []).some((k) => keywordName(k) === keyword),
  );
}
