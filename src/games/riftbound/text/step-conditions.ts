/**
 * Conditions printed before a step, read into the step's `condition` and printed from it:
 * "If you can't, draw 1." after "Channel 1 rune exhausted." (no rune was channeled), "If you
 * couldn't channel 2 runes this way, draw 1." (fewer than 2 were, CR 430.4). A step's
 * condition reads `{ "event": "channeled" }`: how many runes the last channel step of its
 * resolution channeled (mechanics/effects.ts).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import { runeCount } from './operations/basic.js';
import { t, words, type Rule } from './primitives.js';

/** A card condition, as JSON. */
export type Condition = unknown;

const CHANNELED = { event: 'channeled' };

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A condition said by fixed words. */
function fixed(text: string, condition: Condition): Rule<Condition> {
  return map(words(text), { to: () => condition, from: (c) => (same(c, condition) ? undefined : NO) });
}

export const STEP_CONDITIONS: readonly Rule<Condition>[] = [
  fixed("if you can't", { '==': [CHANNELED, 0] }),
  map(t`if you couldn't channel ${slot('n', runeCount)} this way`, {
    to: ({ n }) => ({ '<': [CHANNELED, n] }),
    from: (c) => {
      const fewer = (c as { '<'?: unknown })['<'];
      return Array.isArray(fewer) && fewer.length === 2 && same(fewer[0], CHANNELED) && typeof fewer[1] === 'number' && Object.keys(c as object).length === 1 ? { n: fewer[1] } : NO;
    },
  }),
];

/** A condition before a step, followed by its comma. */
export const stepCondition: Rule<Condition> = alt(...STEP_CONDITIONS);
