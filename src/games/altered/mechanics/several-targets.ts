/**
 * Several targets for one "target" of an ability (glossary 5.2.3.b): "up to two target
 * Characters", "any number of target Characters with total {M} of 4 or less". They are chosen
 * together as the ability is played (an action's `target` is then a list of ids), each object
 * at most once, none being a legal choice; each one must be a target the ability could take
 * alone, and their sum, where the card bounds it, is counted as they are chosen. The steps on
 * the target then act on each of them in the order chosen.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { characteristicsFor, printedCharacteristics } from '../reads/characteristics.js';
import { cardOf } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost } from '../state/state.js';
import { refuse, text } from '../i18n/messages.js';

export type TargetCount = NonNullable<AlteredCard['targetCount']>;

/**
 * The sets of targets an action list offers, smallest first, at most this many: the sets grow
 * as the power set of the legal targets, and any other legal set is still accepted when played.
 */
const LISTED_SETS = 64;

/** The ids of an action's several targets, or undefined when `target` is not a list of ids. */
export function targetList(target: unknown): string[] | undefined {
  return Array.isArray(target) && target.every((id) => typeof id === 'string') ? target : undefined;
}

/** What the chosen targets sum to: their Hand Costs, or a statistic with its boosts (the official rulings count them). */
function totalOf(host: AlteredHost, ids: readonly string[], of: NonNullable<TargetCount['total']>['of']): number {
  if (of === 'handCost') return ids.reduce((sum, id) => sum + (cardOf(host, id).handCost ?? 0), 0);
  const chars = characteristicsFor(host, ['stats']);
  return ids.reduce((sum, id) => {
    const stats = chars?.characters[id]?.stats ?? printedCharacteristics(cardOf(host, id)).stats;
    return sum + stats[of] + (host.state.objects[id]?.boosts ?? 0);
  }, 0);
}

/** The sets of `legal` targets the count allows (the empty one first), as the aims of an action list. */
export function severalAims(host: AlteredHost, legal: readonly string[], count: TargetCount): { target: string[] }[] {
  const most = Math.min(count.upTo ?? legal.length, legal.length);
  const sets: string[][] = [[]];
  // Breadth first: every set of one target, then of two, and so on, while the list has room.
  let frontier: { ids: string[]; next: number }[] = [{ ids: [], next: 0 }];
  for (let size = 1; size <= most && sets.length < LISTED_SETS; size++) {
    const grown: { ids: string[]; next: number }[] = [];
    for (const { ids, next } of frontier) {
      for (let i = next; i < legal.length && sets.length < LISTED_SETS; i++) {
        const set = [...ids, legal[i] as string];
        if (count.total !== undefined && totalOf(host, set, count.total.of) > count.total.atMost) continue;
        sets.push(set);
        grown.push({ ids: set, next: i + 1 });
      }
    }
    frontier = grown;
  }
  return sets.map((target) => ({ target }));
}

/** Why these targets are not a set the ability can take, if they are not: `one` says why a single one is not. */
export function severalRefusal(host: AlteredHost, target: unknown, count: TargetCount, api: string, one: (id: string) => RuleViolation | undefined): RuleViolation | undefined {
  const ids = targetList(target);
  if (ids === undefined) return refuse('MALFORMED_ACTION.targets', api);
  if (new Set(ids).size !== ids.length) return refuse('ILLEGAL_TARGET.twice', 'glossary 5.2.3.b');
  if (count.upTo !== undefined && ids.length > count.upTo) return refuse('ILLEGAL_TARGET.tooMany', 'glossary 5.2.3.b', { upTo: count.upTo });
  for (const id of ids) {
    const refusal = one(id);
    if (refusal) return refusal;
  }
  const bound = count.total;
  const total = bound === undefined ? 0 : totalOf(host, ids, bound.of);
  if (bound !== undefined && total > bound.atMost) {
    const of = bound.of === 'handCost' ? text('total.handCost') : text(`terrain.${bound.of}`);
    return refuse('ILLEGAL_TARGET.total', 'glossary 5.2.3.b', { total, of, atMost: bound.atMost });
  }
  return undefined;
}

