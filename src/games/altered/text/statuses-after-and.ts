/**
 * A status gained after "and" with the subject and its verb both left unsaid, in both
 * languages side by side: "I gain 3 boosts and [[Asleep]]", "It gains 2 boosts and
 * [[Anchored]]" ("Je gagne 3 boosts et [[Endormi]]", "Il gagne 2 boosts et [[Ancré]]"). The
 * second step keeps the first one's subject (joined-steps.ts); a status gained after "and" is
 * printed so, the form the cards print, and "and gains [[Fleeting]]" is still read.
 */
import { alt, NO, pure } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { bracket, type Rule } from './primitives.js';
import { gainStep, subject, unsaid } from './subjects.js';
import { STATUS_NAMES, type StatusNames } from './status-changes.js';

type Gained = 'fleeting' | 'anchor' | 'sleep';

function statusesAfterAnd(names: StatusNames): Rule<Step> {
  // Nothing said for either subject: "me" after "me", "it" after an object (joined-steps.ts keeps the first step's).
  const who = subject(pure<undefined, undefined>(undefined), unsaid as Rule<Named>, pure<undefined, undefined>(undefined));
  const status: Rule<Gained> = alt(bracket(names.fleeting, 'fleeting' as const), bracket(names.anchored, 'anchor' as const), bracket(names.asleep, 'sleep' as const));
  return gainStep(who, status, (op) => ({ op }) as Step, (s) => (s.op === 'fleeting' || s.op === 'anchor' || s.op === 'sleep' ? s.op : NO));
}

export const gainedAfterAnd = { en: statusesAfterAnd(STATUS_NAMES.en), fr: statusesAfterAnd(STATUS_NAMES.fr) };
