/**
 * Delayed abilities a step sets up for the rest of the turn, said as the step: triggers
 * (CR 390.2) "When a friendly unit is played this turn, buff it." (the event's object is "it"),
 * "Ready 2 runes at the end of this turn." (the turn's end); a replacement of a chosen unit's
 * death (CR 390.3) "The next time it dies this turn, recall it instead.". The step
 * carries the ability it sets up; card-lines.ts makes it one of the card's abilities, marked
 * `delayed`, named by index; "Stun it the next time it takes damage this turn." a trigger of the unit
 * chosen before, once (`next`).
 */
import { alt, lazy, map, NO, slot } from '../../../../engine/syntax/syntax.js';
import type { TextContext } from '../context.js';
import { step } from '../effects.js';
import { t, type Rule } from '../primitives.js';
import type { Step } from '../step.js';
import { delayedTrigger, type TriggerClause } from '../trigger-words.js';
import { itSubject, type Ref } from '../targets.js';
import { without } from '../step.js';
import { OPERATIONS } from './index.js';

/** The ability a delayed step carries, as the text says it. */
interface Carried {
  readonly kind: 'triggered';
  readonly trigger: TriggerClause['trigger'];
  readonly subject?: TriggerClause['subject'];
  readonly effects: readonly Step[];
}

const oneStep: Rule<Step> = lazy(() => step);

/** An operation said before "at the end of this turn": any but these (which would read themselves first without end). */
let others: Rule<Step> | undefined;
const otherOperation: Rule<Step> = lazy(() => (others ??= alt(...OPERATIONS.filter((r) => !DELAYED_TRIGGER_OPERATIONS.includes(r)))));

/** A carried replacement: "the next time it dies this turn, ... instead". */
interface CarriedReplacement {
  readonly kind: 'replacement';
  readonly replaces: 'dies';
  readonly next: true;
  readonly effects: readonly Step[];
}

/** The carried ability of a delayedAbility step with exactly these fields, or NO. */
function carried(e: Step, keys: readonly string[]): Carried | typeof NO {
  if (e.op !== 'delayedAbility' || Object.keys(e).some((k) => k !== 'op' && k !== 'ability')) return NO;
  const ability = e['ability'] as Carried | undefined;
  if (typeof ability !== 'object' || ability.kind !== 'triggered' || ability.effects.length !== 1) return NO;
  return Object.keys(ability).every((k) => keys.includes(k)) ? ability : NO;
}

export const DELAYED_TRIGGER_OPERATIONS: readonly Rule<Step>[] = [
  map<{ clause: TriggerClause; effect: Step }, Step, TextContext>(t`when ${slot('clause', delayedTrigger)} this turn , ${slot('effect', oneStep)}`, {
    to: ({ clause, effect }) => (clause.nth !== undefined || clause.wording !== undefined ? NO : { op: 'delayedAbility', ability: { kind: 'triggered', trigger: clause.trigger, ...(clause.subject ? { subject: clause.subject } : {}), effects: [effect] } }),
    from: (e) => {
      const a = carried(e, ['kind', 'trigger', 'subject', 'effects']);
      if (a === NO || a.trigger === 'turnEnd') return NO;
      return { clause: a.subject === undefined ? { trigger: a.trigger } : { trigger: a.trigger, subject: a.subject }, effect: a.effects[0] as Step };
    },
  }),
  // "... at the end of this turn": the turn's end, whoever's turn it is (the Ending Step, CR 317.1.a).
  map<{ effect: Step }, Step, TextContext>(t`${slot('effect', otherOperation)} at the end of this turn`, {
    to: ({ effect }) => (effect.link !== undefined ? NO : { op: 'delayedAbility', ability: { kind: 'triggered', trigger: 'turnEnd', effects: [effect] } }),
    from: (e) => {
      const a = carried(e, ['kind', 'trigger', 'effects']);
      return a === NO || a.trigger !== 'turnEnd' ? NO : { effect: a.effects[0] as Step };
    },
  }),
  // "Stun it the next time it takes damage this turn.": a trigger of the unit chosen before, once (CR 390.2); "it" in the step is that unit.
  map<{ target: Ref; effect: Step }, Step, TextContext>(t`${slot('effect', otherOperation)} the next time ${slot('target', itSubject)} takes damage this turn`, {
    to: ({ target, effect }) => (effect.link !== undefined ? NO : { op: 'delayedAbility', target, ability: { kind: 'triggered', trigger: 'damaged', subject: { select: 'unit' }, next: true, effects: [effect] } }),
    from: (e) => {
      if (e.op !== 'delayedAbility' || Object.keys(e).some((k) => k !== 'op' && k !== 'ability' && k !== 'target')) return NO;
      const a = e['ability'] as { kind?: string; trigger?: unknown; subject?: unknown; next?: unknown; effects?: readonly Step[] } | undefined;
      if (typeof a !== 'object' || a.kind !== 'triggered' || a.trigger !== 'damaged' || a.next !== true || a.effects?.length !== 1) return NO;
      if (JSON.stringify(a.subject) !== '{"select":"unit"}' || Object.keys(a).some((k) => !['kind', 'trigger', 'subject', 'next', 'effects'].includes(k))) return NO;
      return { target: e['target'] as Ref, effect: a.effects[0] as Step };
    },
  }),
  // "The next time it dies this turn, recall it instead.": the unit chosen before, once (CR 390.3).
  map<{ target: Ref; effect: Step }, Step, TextContext>(t`the next time ${slot('target', itSubject)} dies this turn , ${slot('effect', oneStep)}`, {
    to: ({ target, effect }) => {
      if (effect.instead !== true || effect.condition !== undefined || effect.previous !== undefined) return NO;
      const ability: CarriedReplacement = { kind: 'replacement', replaces: 'dies', next: true, effects: [without(effect, 'instead')] };
      return { op: 'delayedAbility', target, ability };
    },
    from: (e) => {
      if (e.op !== 'delayedAbility' || Object.keys(e).some((k) => k !== 'op' && k !== 'ability' && k !== 'target')) return NO;
      const a = e['ability'] as CarriedReplacement | undefined;
      if (typeof a !== 'object' || a.kind !== 'replacement' || a.replaces !== 'dies' || a.next !== true || a.effects.length !== 1 || Object.keys(a).some((k) => !['kind', 'replaces', 'next', 'effects'].includes(k))) return NO;
      const first = a.effects[0] as Step;
      return first.instead !== undefined ? NO : { target: e['target'] as Ref, effect: { ...first, instead: true } };
    },
  }),
];
