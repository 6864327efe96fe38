/**
 * A condition on a status of the object a step acts on, in both languages side by side: "If it
 * is [[Asleep]], it loses [[Asleep]].", "If I am [[Fleeting]], I gain 2 boosts." ("S'il est
 * [[Endormi]], il perd [[Endormi]].", "Si je suis [[Fugace]], je gagne 2 boosts."): the step's
 * `ifStatus`, checked as it resolves (glossary 5.2.3.f). The condition's pronoun is the step's
 * subject: "it" before a step on "it", "I" before a step on the card itself.
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { bracket, either, t, type Rule } from './primitives.js';
import { STATUS_NAMES, type StatusNames } from './status-changes.js';

type Status = NonNullable<Step['ifStatus']>;
type Condition = { readonly status: Status; readonly me: boolean };

/** Whose status the condition reads agrees with the step's subject. */
function agrees(c: Condition, s: Step): boolean {
  return c.me ? 'me' in s && s.me === true : s.names !== undefined && 'it' in s.names;
}

function conditioned(step: Rule<Step>, names: StatusNames, it: (status: Rule<Status>) => Rule<{ status: Status }>, me: (status: Rule<Status>) => Rule<{ status: Status }>): Rule<Step> {
  const status: Rule<Status> = alt(...(Object.keys(names) as Status[]).map((s) => bracket(names[s], s)));
  const condition: Rule<Condition> = alt(
    map(it(status), { to: ({ status: s }): Condition => ({ status: s, me: false }), from: (c) => (c.me ? NO : { status: c.status }) }),
    map(me(status), { to: ({ status: s }): Condition => ({ status: s, me: true }), from: (c) => (c.me ? { status: c.status } : NO) }),
  );
  const after = map(pair(condition, step), {
    to: ([c, s]) => (s.ifStatus === undefined && agrees(c, s) ? ({ ...s, ifStatus: c.status } as Step) : NO),
    from: (s) => {
      if (s.ifStatus === undefined) return NO;
      const { ifStatus, ...rest } = s;
      return [{ status: ifStatus, me: 'me' in s && s.me === true }, rest as Step] as const;
    },
  });
  return alt(step, after);
}

export const statusConditions = {
  en: (step: Rule<Step>) => conditioned(step, STATUS_NAMES.en, (s) => t`if it is ${slot('status', s)} ,`, (s) => t`if I am ${slot('status', s)} ,`),
  fr: (step: Rule<Step>) => conditioned(step, STATUS_NAMES.fr, (s) => t`${either("s' il est", 'si elle est')} ${slot('status', s)} ,`, (s) => t`si je suis ${slot('status', s)} ,`),
};
