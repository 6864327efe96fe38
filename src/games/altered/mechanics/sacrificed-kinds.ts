/**
 * A sacrifice chosen as it resolves, limited to a subtype and other than the card itself:
 * "Sacrifice another Robot or Permanent", "Sacrifice a Plant or Permanent" (glossary 7.3.19.a: the
 * player's own objects in play; a `sacrifice` step `chosen` with `subtype` and `other`). The
 * characters must have the subtype, as passives make the subtypes (glossary 2.3.1-2.3.3); the
 * landmarks and expedition permanents of a "... or Permanent" need none. With nothing to choose,
 * the step does not happen, which "If you can't, ..." after it reads (mechanics/otherwise-steps.ts).
 */
import { hasSubtype, subtypesNow } from '../reads/controlled.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId } from '../state/state.js';

type Sacrifice = Extract<NonNullable<AlteredCard['effects']>[number], { op: 'sacrifice' }>;

/** Of the objects a chosen sacrifice may take, those its subtype and "another" allow. */
export function sacrificeKinds(host: AlteredHost, effect: Pick<Sacrifice, 'subtype' | 'other'>, objects: readonly ObjectId[], me: ObjectId | null): ObjectId[] {
  const { subtype, other } = effect;
  if (subtype === undefined && !other) return [...objects];
  const subtypes = subtype === undefined ? undefined : subtypesNow(host);
  return objects.filter((id) => {
    if (other && id === me) return false;
    if (subtype === undefined) return true;
    // Only the characters are asked the subtype: they are in an expedition.
    const inExpedition = host.state.seats.some((s) => s.expedition.includes(id));
    return !inExpedition || hasSubtype(host, id, subtype, subtypes);
  });
}
