/**
 * "Otherwise, create only one." ("Sinon, créez-en un seul."): after a step that creates several
 * tokens, a step that creates one of the same token in the same expedition, its token and
 * expedition left unsaid (`createToken` with `wording: "onlyOne"`). The card data states them
 * whole; the text's step takes them from the step before as it is read, and leaves them out as
 * it is printed, only where they are the same.
 */
import { Refusal } from '../../../engine/syntax/syntax.js';
import { text } from '../i18n/text-messages.js';
import type { Step, Steps } from './ast.js';
import { constantValue, type Rule } from './primitives.js';
import { sameValue } from './same-value.js';

type Create = Extract<Step, { op: 'createToken' }>;

/** What the words say alone: no token nor expedition, a token phrase standing for the one before (other phrases never print it). */
const UNSAID = { name: '', stats: { forest: 0, mountain: 0, water: 0 }, subtype: '' } as const;
const ONLY_ONE = { op: 'createToken', wording: 'onlyOne', token: UNSAID } as unknown as Step;

function isOnlyOne(step: Step): step is Create {
  return step.op === 'createToken' && step.wording === 'onlyOne';
}

/** The words: the step without its token and expedition. */
function onlyOne(said: string): Rule<Step> {
  return constantValue(said, ONLY_ONE);
}

/**
 * The steps with each "create only one" step replaced by `change(step, before)`, `before` the
 * step just before it in the result, which must create several of a token; or why not.
 */
function eachOnlyOne(steps: Steps, change: (step: Create, before: Create) => Step | Refusal): Steps | Refusal {
  const out: Step[] = [];
  for (const step of steps) {
    if (!isOnlyOne(step)) {
      out.push(step);
      continue;
    }
    const before = out[out.length - 1];
    if (before?.op !== 'createToken' || before.wording === 'onlyOne' || (before.count ?? 1) < 2 || before.per !== undefined || before.player !== undefined) return new Refusal(text('refusal.onlyOneAlone'));
    const changed = change(step, before);
    if (changed instanceof Refusal) return changed;
    out.push(changed);
  }
  return out;
}

/** The steps as the card data states them: "create only one" given the token and the expedition of the step before (several made there), or why not. */
export function fillOnlyOne(steps: Steps): Steps | Refusal {
  return eachOnlyOne(steps, (step, before) => {
    const { op: _op, wording: _wording, token: _token, ...modifiers } = step as Create & Record<string, unknown>;
    // The targeted expedition is named again as "it" (lower.ts: one target per ability).
    return { ...modifiers, op: 'createToken', token: before.token, expedition: before.expedition, wording: 'onlyOne', ...(before.expedition === 'target' ? { names: { it: true } } : {}) } as Step;
  });
}

/** The steps as the text prints them: "create only one" without the token and expedition it shares with the step before, or why it cannot be printed so. */
export function elideOnlyOne(steps: Steps): Steps | Refusal {
  return eachOnlyOne(steps, (step, before) => {
    const { token, expedition, names: _names, count, per, player, ...rest } = step as Create & Record<string, unknown>;
    if (!sameValue(token, before.token) || expedition !== before.expedition || count !== undefined || per !== undefined || player !== undefined) return new Refusal(text('refusal.onlyOneUnprinted'));
    return { ...rest, token: UNSAID } as unknown as Step;
  });
}

export const onlyOneWords = {
  en: onlyOne('create only one'),
  /** French: the order, or the infinitive after "vous pouvez". */
  fr: (imperative: boolean) => onlyOne(imperative ? 'créez-en un seul' : "en créer un seul"),
};

