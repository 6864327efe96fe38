/**
 * The words of a triggered ability before its comma, by trigger and by the card types that
 * print them ("When you play me" on a unit, "When you play this" on a gear). A new trigger is
 * one entry here beside its place in mechanics/triggers.ts.
 */
import { syntax, printInto } from '../../../engine/syntax/syntax.js';
import type { Ability } from '../card-schema.js';
import type { TextContext } from './context.js';
import { bracket, either, phrase, t, words, type Rule } from './primitives.js';

export type TriggerName = Extract<Ability, { kind: 'triggered' }>['trigger'];

export interface TriggerWords {
  readonly trigger: TriggerName;
  readonly rule: Rule<undefined>;
  readonly on: readonly TextContext['type'][];
}

export const TRIGGER_WORDS: readonly TriggerWords[] = [
  { trigger: 'played', rule: words('when you play me'), on: ['unit'] },
  { trigger: 'played', rule: words('when you play this'), on: ['gear'] },
  { trigger: 'attacks', rule: words('when I attack'), on: ['unit'] },
  { trigger: 'defends', rule: words('when I defend'), on: ['unit'] },
  { trigger: 'moved', rule: words('when I move'), on: ['unit'] },
  { trigger: 'dies', rule: words('when I die'), on: ['unit'] },
  { trigger: 'becomesMighty', rule: phrase(t`when I become ${bracket('Mighty')}`), on: ['unit'] },
  { trigger: 'conquerHere', rule: words('when you conquer here'), on: ['battlefield'] },
  { trigger: 'holdHere', rule: words('when you hold here'), on: ['battlefield'] },
  { trigger: 'conquers', rule: words('when you conquer'), on: ['legend'] },
  { trigger: 'turnStart', rule: either('at the start of your Beginning Phase', 'at start of your Beginning Phase'), on: ['unit', 'gear', 'legend'] },
];

/** A trigger as printed on this type of card. */
export const trigger: Rule<TriggerName> = syntax(
  function* (input, at) {
    for (const w of TRIGGER_WORDS) {
      if (!w.on.includes(input.context.type)) continue;
      for (const [, next] of w.rule.parse(input, at)) yield [w.trigger, next] as const;
    }
  },
  (value, out) => TRIGGER_WORDS.some((w) => w.trigger === value && w.on.includes(out.context.type) && printInto(w.rule, undefined, out)),
);
