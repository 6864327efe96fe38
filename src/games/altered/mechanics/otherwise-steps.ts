/**
 * "Otherwise, ..." and "If you can't, ..." (glossary 5.2.3.f: a condition is checked as its step
 * resolves): a step marked `otherwise` happens only if the step right before it in the ability did
 * not, because one of that step's own conditions ("If I'm in {M}, ...", "If you control two or
 * more Permanents, ...") did not hold; a step marked `ifNotDone` only if the step before did not
 * happen at all (a condition, declined, nothing to act on: "Sacrifice another Robot or Permanent.
 * If you can't, sacrifice me."). The ability's resolution keeps, for the step after, whether the
 * step before failed a condition (`unmet`).
 */
import type { AlteredCard } from '../schema/file-schemas.js';
import type { Resolving } from '../state/state.js';

type Effect = NonNullable<AlteredCard['effects']>[number];

/** The reasons a step is skipped that are conditions of its own not holding (mechanics/effects.ts, skipReason). */
const CONDITION_REASONS: ReadonlySet<string> = new Set(['notFirstPlayer', 'roll', 'control', 'standing', 'notEmpty', 'tooFew', 'status', 'boosts', 'terrain', 'notPlaced', 'notDone']);

/** Why a step of a branch does not happen, if it does not: the step before happened, or failed otherwise than by a condition. */
export function branchSkip(resolving: Resolving, effect: Effect): string | undefined {
  if (effect.otherwise && resolving.unmet !== true) return 'conditionHeld';
  if (effect.ifNotDone && resolving.done !== false) return 'done';
  return undefined;
}

/** The resolution for the next step: whether the step just skipped failed a condition of its own. */
export function afterSkip<R extends Resolving>(resolving: R, reason: string): R {
  return { ...withoutUnmet(resolving), ...(CONDITION_REASONS.has(reason) ? { unmet: true } : {}) };
}

/** The resolution without what the step before left for its "otherwise" step. */
export function withoutUnmet<R extends Resolving>(resolving: R): R {
  if (resolving.unmet === undefined) return resolving;
  const { unmet: _unmet, ...rest } = resolving;
  return rest as R;
}
