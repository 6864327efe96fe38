/**
 * The order modifiers apply in (glossary 6.2.e-h), whatever step they modify: Rest's
 * "a character goes to Reserve" (modifiers.ts) or a player's Morning draw or Expand
 * (step-modifiers.ts). Reactions the step's event would activate are among them, as the additive
 * modifiers they are (6.3.b): applied before a replacement, the reaction activates; once a
 * replacement applied, the step no longer happens as it was, so no modifier of it applies any
 * more, reactions included (6.2.g).
 */
import type { Ordering } from '../state/modifier-plans.js';

/** A modifier as its order is judged. */
export interface Ordered {
  readonly id: string;
  /** A replacement's result: two replacements with the same result give the same step, whichever applies first. */
  readonly replaces?: string;
  /** An additive modifier: a card's "also" effects, or a reaction (6.3.b). */
  readonly adds: boolean;
}

/** Whether the order of these modifiers can change the result, so that the step's chooser must choose (6.2.f). */
export function orderMatters(list: readonly Ordered[]): boolean {
  const results = new Set(list.flatMap((m) => (m.replaces === undefined ? [] : [m.replaces])));
  return results.size > 1 || (results.size === 1 && list.some((m) => m.adds));
}

/** Of `all` the step's modifiers, those that apply now: not applied yet (6.2.h), and only while no replacement has (`open`). */
export function applicable<M extends Ordered>(plan: Ordering, all: readonly M[], open: boolean): M[] {
  return open ? all.filter((m) => !plan.applied.includes(m.id)) : [];
}

/**
 * Applies what needs no choice (`apply` records it in `plan.applied`); leaves the options when
 * the chooser must choose. `open()`: whether the step still happens as it was.
 */
export function settle<M extends Ordered>(plan: Ordering, all: readonly M[], open: () => boolean, apply: (m: M) => void): void {
  for (;;) {
    const list = applicable(plan, all, open());
    plan.options = [];
    if (list.length === 0) return;
    if (orderMatters(list)) {
      plan.options = list.map((m) => m.id);
      return;
    }
    // Additive ones first: they apply while the step still happens as it was.
    for (const m of list.filter((x) => x.adds)) apply(m);
    const replacement = list.find((m) => m.replaces !== undefined);
    if (replacement) apply(replacement);
  }
}
