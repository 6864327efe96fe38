/**
 * A character's modifiers of its own gaining a status (card data: `statusGains`; glossary
 * 6.2): "If I would gain [[Anchored]], I gain [[Asleep]] instead", "... I gain 2 boosts instead"
 * (a replacement, 6.2.b), and "I can gain [[Anchored]] even if I was already [[Anchored]]" (an
 * exception to 2.4: gained again, so heard again). They work while the character keeps its
 * abilities in play, and as it enters play Fleeting (played from Reserve, glossary 2.4.6), from
 * its card: its abilities are those it enters with.
 */
import { abilityHolders } from '../reads/characteristics.js';
import { card } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredObject } from '../state/state.js';
import type { GainedStatus } from './triggers.js';

export type StatusGain = NonNullable<AlteredCard['statusGains']>[number];

/** A character's modifier of its gaining a status, with its id (`<object>#<index>`, as events name modifiers). */
export interface StatusChange {
  readonly id: string;
  readonly change: StatusGain;
}

const changesGains = (c: AlteredCard) => c.statusGains !== undefined;

function changeIn(def: AlteredCard, obj: AlteredObject, status: GainedStatus): StatusChange | undefined {
  const index = (def.statusGains ?? []).findIndex((g) => g.status === status);
  const change = def.statusGains?.[index];
  return change === undefined ? undefined : { id: `${obj.id}#${index}`, change };
}

/** The modifier of a character in play of its own gaining `status`, if it has one and keeps its abilities. */
export function statusChange(host: AlteredHost, obj: AlteredObject, status: GainedStatus): StatusChange | undefined {
  // Most cards have none: then there is nothing to look for.
  if (!changesGains(card(host.rules, obj.card))) return undefined;
  const [holder] = abilityHolders(host, changesGains, undefined, { object: obj.id });
  return holder === undefined ? undefined : changeIn(holder.card, obj, status);
}

/** Whether a modifier replaces the gaining (something else instead) rather than letting it happen again. */
export function replaces(change: StatusGain): boolean {
  return change.insteadStatus !== undefined || change.insteadBoosts !== undefined;
}

/**
 * A character entering play Fleeting (glossary 2.4.6): it becomes Fleeting, or gains what its
 * own replacement gives instead (a status, set as it enters, or boosts). Returns the boosts to
 * give it once it is in its expedition.
 */
export function enterFleeting(host: AlteredHost, obj: AlteredObject, def: AlteredCard): number {
  const instead = changeIn(def, obj, 'fleeting');
  if (instead === undefined || !replaces(instead.change)) {
    obj.fleeting = true;
    return 0;
  }
  host.emit({ type: 'modifierApplied', object: obj.id, modifier: instead.id });
  const { insteadStatus, insteadBoosts } = instead.change;
  if (insteadStatus !== undefined) obj[insteadStatus] = true;
  return insteadBoosts ?? 0;
}
