/**
 * A character made to lose a status and gain something else by the ability's player, in one
 * "you may", in both languages side by side: "You may have another target Character lose
 * [[Fleeting]] and gain 1 boost." ("Vous pouvez faire perdre [[Fugace]] et gagner 1 boost à un
 * autre Personnage ciblé.", French naming the character once, after both verbs). Two steps: the
 * loss, optional (glossary 5.2.3.e), and the gain joined by "and", done only if the loss was
 * (`ifDone`), on the same character ("it").
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { bracket, t, words, type Rule } from './primitives.js';
import { STATUS_NAMES, type StatusNames } from './status-changes.js';
import { boosts } from './subjects.js';

type Lost = Extract<Step, { op: 'lose' }>['status'];
/** What is gained: boosts or a status, as a step without its object. */
type Gain = { readonly op: 'boost'; readonly amount: number } | { readonly op: 'fleeting' | 'anchor' | 'sleep' };

function changes(names: StatusNames) {
  const lost: Rule<Lost> = alt(...(Object.keys(names) as Lost[]).map((status) => bracket(names[status], status)));
  const gained: Rule<Gain> = alt(
    map(boosts(words('boost'), words('boosts')), { to: (amount): Gain => ({ op: 'boost', amount }), from: (g: Gain) => (g.op === 'boost' ? g.amount : NO) }),
    bracket(names.fleeting, { op: 'fleeting' } as Gain),
    bracket(names.anchored, { op: 'anchor' } as Gain),
    bracket(names.asleep, { op: 'sleep' } as Gain),
  );
  return { lost, gained };
}

function gainOf(step: Step): Gain | typeof NO {
  if (step.op === 'boost' && step.per === undefined && step.byRoll === undefined && step.counter === undefined) return { op: 'boost', amount: step.amount };
  if (step.op === 'fleeting' || step.op === 'anchor' || step.op === 'sleep') return { op: step.op };
  return NO;
}

/** The two steps the sentence says, and back. */
function both(rule: Rule<{ who: Named; lost: Lost; gained: Gain }>): Rule<readonly Step[]> {
  return map(rule, {
    to: ({ who, lost, gained }) => ('target' in who ? [{ op: 'lose', status: lost, names: who, optional: true } as Step, { ...gained, names: { it: true }, link: 'and', ifDone: true } as Step] : NO),
    from: (steps) => {
      const [a, b] = steps;
      if (steps.length !== 2 || a === undefined || b === undefined || a.op !== 'lose' || a.names === undefined || !('target' in a.names)) return NO;
      const { op: _op, status, names, optional, ...restA } = a;
      if (optional !== true || Object.keys(restA).length > 0) return NO;
      const gained = gainOf(b);
      if (gained === NO || b.link !== 'and' || b.ifDone !== true || b.names === undefined || !('it' in b.names)) return NO;
      const back = { ...gained, names: { it: true }, link: 'and', ifDone: true };
      if (JSON.stringify(Object.keys(b).sort()) !== JSON.stringify(Object.keys(back).sort())) return NO;
      return { who: names, lost: status, gained };
    },
  });
}

export const haveBoth = {
  en: (target: Rule<Named>): Rule<readonly Step[]> => {
    const c = changes(STATUS_NAMES.en);
    return both(t`you may have ${slot('who', target)} lose ${slot('lost', c.lost)} and gain ${slot('gained', c.gained)}`);
  },
  fr: (target: Rule<Named>): Rule<readonly Step[]> => {
    const c = changes(STATUS_NAMES.fr);
    return both(t`vous pouvez faire perdre ${slot('lost', c.lost)} et gagner ${slot('gained', c.gained)} à ${slot('who', target)}`);
  },
};
