/**
 * "..., then may do it again" after a step a player may take ("Target opponent may [Exhausted
 * Resupply], then may do it again."; "Un adversaire ciblé peut [Ravitailler Épuisé], puis le
 * faire à nouveau."): the same step once more, joined by "then" and done only if the first one
 * was (`ifDone`, glossary 5.2.3.g: "again" after a step declined repeats nothing), its wording
 * `again`. Only a Resupply has it in the card data.
 */
import { map, NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { words, type Rule } from './primitives.js';
import { sameValue } from './same-value.js';

/** What "may do it again" reads before the step it repeats is known: a mark the sentence replaces with that step (joined-steps.ts). */
export const AGAIN_MARK = { op: 'resupply', again: true } as Step;

/** The words after ", then" as a mark; printed for a step that is its first step again. */
function again(said: string): Rule<Step> {
  return map(words(said), {
    to: () => AGAIN_MARK,
    from: (s) => (s === AGAIN_MARK ? undefined : NO),
  });
}

/** The first step said again: optional, a Resupply, the step after it its copy joined by "then", done if the first was. */
export function repeated(first: Step): Step | typeof NO {
  if (first.op !== 'resupply' || first.optional !== true || first.link !== undefined || first.ifDone !== undefined) return NO;
  // Its player, the target named by the first step, is "it" for the second.
  const { names, ...rest } = first;
  return { ...rest, ...(names === undefined ? {} : { names: { it: true } }), link: 'then', ifDone: true, again: true } as Step;
}

/** Whether `next` is `first` said again. */
export function isRepeat(first: Step, next: Step): boolean {
  if (!('again' in next) || next.again !== true) return false;
  const copy = repeated(first);
  return copy !== NO && sameValue(copy, next);
}

export const doItAgainWords = { en: again('may do it again'), fr: again('le faire à nouveau') };
