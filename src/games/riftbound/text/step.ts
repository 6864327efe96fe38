/**
 * An effect step as the grammar reads and writes it, and the helper that makes one
 * operation's phrase rule. Each family of operations has its file in `operations/`.
 */
import { map, NO, type Template, type WordingList } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import type { Effect } from '../schema/card-schema.js';
import type { Rule } from './primitives.js';
import { AMONG_WORDINGS, isAllOf, isAmongOf, type AllOf, type AmongOf } from './groups.js';

/** An effect step in the text's form: its objects are choices or references until lowered (lower.ts). */
export type Step = { readonly op: string; readonly [key: string]: unknown };

/** Fields of a step said around its phrase (by the list and step rules), not by the operation's own words. */
export const STEP_FIELDS: ReadonlySet<string> = new Set(['optional', 'link', 'or', 'condition', 'previous', 'instead']);

/**
 * The rule of one operation: its phrase's slots are its fields (a template's keys, or `keys`
 * for another rule); `fixed` are fields it always has. It prints a step of that operation
 * with exactly those fields (besides STEP_FIELDS): a step with any other field set is not
 * this rule's to say, so nothing is ever printed without it.
 */
export function operation<S extends Record<string, unknown>>(op: Effect['op'], phrase: Rule<S> | Template<S, TextContext>, fixed: Readonly<Record<string, unknown>> = {}, keys: readonly string[] = 'keys' in phrase ? phrase.keys : []): Rule<Step> {
  return map(phrase, {
    to: (slots) => {
      const step: Record<string, unknown> = { op, ...fixed, ...slots };
      // A group in the object's place is the step's `all`, units chosen under one name its `among` (targets.ts, object).
      if (isAllOf(step['target'])) {
        const { target: group, ...rest } = step;
        return { ...rest, all: (group as AllOf).all } as unknown as Step;
      }
      if (isAmongOf(step['target'])) {
        // The step carries the wording of the units it names (an AmongOf's), after its own.
        const { target: chosen, ...rest } = step;
        const wording = [...((rest['wording'] as WordingList | undefined) ?? []), ...((chosen as AmongOf).wording ?? [])];
        return { ...rest, among: (chosen as AmongOf).among, ...(wording.length > 0 ? { wording } : {}) } as unknown as Step;
      }
      return step as Step;
    },
    from: (e) => {
      if (e.op !== op) return NO;
      const slots: Record<string, unknown> = {};
      // The wordings of units chosen under one name are said by the phrase naming them; the rest by this one.
      const wording = (e['wording'] as WordingList | undefined) ?? [];
      const amongWording = e['among'] !== undefined ? wording.filter((w) => AMONG_WORDINGS.includes(w)) : [];
      const ownWording = wording.filter((w) => !amongWording.includes(w));
      for (const [key, value] of Object.entries(e)) {
        if (key === 'op' || STEP_FIELDS.has(key) || value === undefined) continue;
        if ((key === 'all' || key === 'among') && keys.includes('target')) {
          slots['target'] = { [key]: value, ...(key === 'among' && amongWording.length > 0 ? { wording: amongWording } : {}) };
          continue;
        }
        if (key === 'wording' && !(key in fixed)) {
          if (ownWording.length === 0) continue;
          if (!keys.includes(key)) return NO;
          slots[key] = ownWording;
          continue;
        }
        if (key in fixed) {
          if (!sameJson(fixed[key], value)) return NO;
          continue;
        }
        if (!keys.includes(key)) return NO;
        slots[key] = value;
      }
      for (const key of Object.keys(fixed)) if (!sameJson(e[key], fixed[key])) return NO;
      return slots as S;
    },
  });
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** A step without one of its fields. */
export function without(e: Step, key: string): Step {
  const { [key]: _left, ...rest } = e as Record<string, unknown>;
  return rest as Step;
}
