/**
 * "For each Permanent you control, you may activate its {J} abilities", "For each other
 * Character you control, ..." (glossary 7.3.1.b-d: each object's own reactions activate): an
 * `activate` step with `forEach` has no target; as it resolves it names every object of that kind
 * its player controls then, in the order of their zones, and becomes one step for each, done
 * (or, a "you may" step, taken or declined) one after the other.
 */
import { seat } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId, Resolving } from '../state/state.js';

type Effect = NonNullable<AlteredCard['effects']>[number];

/** One object's step: the step without `forEach`, on that object. */
type EachStep = Effect & { readonly object: ObjectId };

/** The objects a `forEach` step names as it resolves: its player's permanents (landmarks, then expedition permanents) or characters, without the card itself for "other". */
function named(host: AlteredHost, resolving: Resolving, each: NonNullable<Extract<Effect, { op: 'activate' }>['forEach']>): ObjectId[] {
  const s = seat(host.state, resolving.seat);
  const objects = each.cardType === 'permanent' ? [...s.landmarks, ...s.permanents] : [...new Set(s.expedition)];
  return objects.filter((id) => !(each.other && id === resolving.me));
}

/** The steps a `forEach` step becomes as it resolves, one per object (none: nothing to do); undefined for any other step. */
export function stepsForEach(host: AlteredHost, resolving: Resolving, effect: Effect): Effect[] | undefined {
  if (effect.op !== 'activate' || effect.forEach === undefined) return undefined;
  const { forEach, ...step } = effect;
  return named(host, resolving, forEach).map((object) => ({ ...step, object }) as EachStep);
}

/** The object one step of a `forEach` step acts on, if it is one. */
export function eachObject(effect: Effect): ObjectId | undefined {
  return 'object' in effect && typeof effect.object === 'string' ? effect.object : undefined;
}
