/**
 * "If I would leave the Expedition zone (while I'm [[Boosted]]), put me in my owner's Mana
 * zone instead": a character's replacement modifier (glossary 6.2.b) of its own leaving the
 * Expedition zone. It replaces the move whatever the zone it was going to (Reserve, Discard,
 * hand) and whatever sends it there (Rest, an effect, a sacrifice), as the card's official
 * rulings have it for a return to hand; it works only while the character keeps its abilities.
 */
import { abilityHolders } from '../reads/characteristics.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredObject } from '../state/state.js';

type CardModifier = NonNullable<AlteredCard['modifiers']>[number];
type LeaveModifier = Extract<CardModifier, { step: 'leave' }>;

const isLeave = (m: CardModifier): m is LeaveModifier => m.step === 'leave';

/** The id (`<object>#<index>`) of the modifier that sends `obj`, a character leaving its expedition, to the Mana zone instead; undefined when none applies. */
export function leaveReplacement(host: AlteredHost, obj: AlteredObject): string | undefined {
  const [holder] = abilityHolders(host, (c) => (c.modifiers ?? []).some(isLeave), undefined, { object: obj.id });
  if (holder === undefined) return undefined;
  const index = (holder.card.modifiers ?? []).findIndex((m) => isLeave(m) && (m.ifBoosted !== true || (obj.boosts ?? 0) > 0));
  return index < 0 ? undefined : `${obj.id}#${index}`;
}
