/**
 * A character made to gain or lose something by the ability's player, in both languages side
 * by side: after "you may" and "you may pay {N} to", "have me gain [[Fleeting]]", "have target
 * Character lose [[Asleep]]", "give it 2 boosts", "give 2 boosts to another target Character"
 * ("me faire gagner [[Fugace]]", "faire perdre [[Endormi]] à un Personnage ciblé", "lui faire
 * gagner 2 boosts", "donner 2 boosts à un autre Personnage ciblé"; after "payer {N} pour", "que
 * je gagne [[Ancré]]"); the same after "you may [step] to" ("to give me 2 boosts", "pour me donner 2
 * boosts"); and French's optional step on a target, "Jusqu'à un Personnage ciblé
 * gagne [[Fugace]]", which English says "You may have target Character gain [[Fleeting]]". The
 * value is the step of the plain sentence ("I gain [[Fleeting]]"), which the modifier before it
 * makes optional or paid (glossary 5.2.3.e, 5.2.3.g).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { bracket, constantValue, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';
import { STATUS_NAMES, type StatusNames } from './status-changes.js';
import { boosts, whoFields, whoOf, type Who } from './subjects.js';

type Lost = Extract<Step, { op: 'lose' }>['status'];

/** What a character gains or loses: boosts, a status, or a status lost. */
type Change = { readonly op: 'boost'; readonly amount: number } | { readonly op: 'fleeting' | 'anchor' | 'sleep' } | { readonly op: 'lose'; readonly status: Lost };

function changeOf(step: Step): Change | typeof NO {
  if (step.op === 'boost') return { op: 'boost', amount: step.amount };
  if (step.op === 'fleeting' || step.op === 'anchor' || step.op === 'sleep') return { op: step.op };
  if (step.op === 'lose') return { op: 'lose', status: step.status };
  return NO;
}

/** A language's changes: boosts, statuses gained, statuses lost. */
function changes(names: StatusNames, boost: Rule<number>) {
  const boosted: Rule<Change> = map(boost, { to: (amount) => ({ op: 'boost', amount }) as Change, from: (c) => (c.op === 'boost' ? c.amount : NO) });
  const statuses: Rule<Change> = alt(bracket(names.fleeting, { op: 'fleeting' } as Change), bracket(names.anchored, { op: 'anchor' } as Change), bracket(names.asleep, { op: 'sleep' } as Change));
  const lost: Rule<Change> = alt(...(Object.keys(names) as Lost[]).map((status) => bracket(names[status], { op: 'lose', status } as Change)));
  return { boosted, statuses, lost, gained: alt(boosted, statuses) };
}

/** A phrase naming who is changed and how: the step is the change on that subject. */
function made(rule: Rule<{ who: Who; change: Change }>): Rule<Step> {
  return stepPhrase(
    rule,
    ({ who, change }) => ({ ...change, ...whoFields(who) }) as Step,
    (s) => {
      const who = whoOf(s);
      const change = changeOf(s);
      return who === NO || change === NO ? NO : { who, change };
    },
  );
}

const me: Rule<Who> = constantValue('me', { me: true } as Who);
const named = (character: Rule<Named>): Rule<Who> => map(character, { to: (names) => ({ names }) as Who, from: (w) => ('names' in w ? w.names : NO) });

/** English, after "you may" (and "you may pay {N} to"): boosts are given, statuses had. */
function english(character: Rule<Named>): Rule<Step> {
  const c = changes(STATUS_NAMES.en, boosts(words('boost'), words('boosts')));
  const who = alt(me, named(character));
  // "give 2 boosts to another target Character": read for any target, printed for a target with a scope, as the cards print it.
  const scoped = map(character, { to: (names) => ('target' in names ? ({ names } as Who) : NO), from: (w) => ('names' in w && 'target' in w.names && w.names.scope !== undefined ? w.names : NO) });
  return alt(
    made(t`give ${slot('change', c.boosted)} to ${slot('who', scoped)}`),
    made(t`give ${slot('who', who)} ${slot('change', c.boosted)}`),
    made(t`have ${slot('who', who)} gain ${slot('change', c.statuses)}`),
    made(t`have ${slot('who', who)} lose ${slot('change', c.lost)}`),
  );
}

/** French: the infinitive after "vous pouvez" ("me" and "lui" before "faire", a target after "à"), "que je gagne" after "payer {N} pour", and "jusqu'à" for an optional step on a target. */
function french(target: Rule<Named>) {
  const c = changes(STATUS_NAMES.fr, boosts(words('boost'), words('boosts')));
  const pronoun: Rule<Who> = alt(me, constantValue('lui', { names: { it: true } } as Who));
  const targeted = map(target, { to: (names) => ('target' in names ? ({ names } as Who) : NO), from: (w) => ('names' in w && 'target' in w.names ? w.names : NO) });
  const upToOne = (verb: string, change: Rule<Change>) =>
    stepPhrase(
      t`jusqu'à ${slot('who', target)} ${words(verb)} ${slot('change', change)}`,
      ({ who, change: ch }) => ('target' in who ? ({ ...ch, names: who, optional: true } as Step) : NO),
      (s) => {
        const ch = changeOf(s);
        // A target with a scope ("un autre Personnage ciblé") is printed after "faire ... à", as the cards print it.
        return s.optional === true && s.names !== undefined && 'target' in s.names && s.names.scope === undefined && ch !== NO ? { who: s.names, change: ch } : NO;
      },
    );
  return {
    infinitive: alt(
      made(t`${slot('who', pronoun)} faire gagner ${slot('change', c.gained)}`),
      made(t`${slot('who', pronoun)} faire perdre ${slot('change', c.lost)}`),
      // Boosts given to a target: "donner 2 boosts à un Personnage ciblé", as the cards print it.
      made(t`donner ${slot('change', c.boosted)} à ${slot('who', targeted)}`),
      made(t`faire gagner ${slot('change', c.gained)} à ${slot('who', targeted)}`),
      made(t`faire perdre ${slot('change', c.lost)} à ${slot('who', targeted)}`),
    ),
    /** After "payer {N} pour": the card itself, as a clause. */
    paid: alt(made(t`que ${slot('who', constantValue('je', { me: true } as Who))} gagne ${slot('change', c.gained)}`), made(t`que ${slot('who', constantValue('je', { me: true } as Who))} perde ${slot('change', c.lost)}`)),
    upToOne: alt(upToOne('gagne', c.gained), upToOne('perd', c.lost)),
    /** After "pour", what a step is done for: boosts given to the card itself or to "it" ("pour me donner 2 boosts", "pour lui donner 1 boost"), as the cards print it there. */
    given: made(t`${slot('who', pronoun)} donner ${slot('change', c.boosted)}`),
  };
}

export const haveAndGive = { en: english, fr: french };
