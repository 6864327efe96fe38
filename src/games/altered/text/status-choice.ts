/**
 * A status of the player's choice gained, in both languages side by side: "Target Character gains
 * [[Fleeting]], [[Anchored]] or [[Asleep]].", "I gain [[Anchored]] or [[Asleep]]." ("Un Personnage
 * ciblé gagne [[Fugace]], [[Ancré]] ou [[Endormi]]."): the `statusOfChoice` step, its `statuses` in
 * the order printed (two joined by "or", three with a comma before them).
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { bracket, words, type Rule } from './primitives.js';
import { STATUS_NAMES, type StatusNames } from './status-changes.js';
import { gainStep, type Who } from './subjects.js';

type Status = Extract<Step, { op: 'statusOfChoice' }>['statuses'][number];

function statusList(names: StatusNames, or: string): Rule<Status[]> {
  const one: Rule<Status> = alt(bracket(names.fleeting, 'fleeting' as Status), bracket(names.anchored, 'anchored' as Status), bracket(names.asleep, 'asleep' as Status));
  const distinct = (list: Status[]) => new Set(list).size === list.length;
  return alt(
    map(pair(pair(one, words(or)), one), {
      to: ([[a], b]) => (distinct([a, b]) ? [a, b] : NO),
      from: (l: Status[]) => (l.length === 2 ? ([[l[0] as Status, undefined], l[1] as Status] as const) : NO),
    }),
    map(pair(pair(pair(pair(one, words(',')), one), words(or)), one), {
      to: ([[[[a], b]], c]) => (distinct([a, b, c]) ? [a, b, c] : NO),
      from: (l: Status[]) => (l.length === 3 ? ([[[[l[0] as Status, undefined], l[1] as Status], undefined], l[2] as Status] as const) : NO),
    }),
  );
}

function choice(gains: Rule<Who>, names: StatusNames, or: string): Rule<Step> {
  return gainStep(
    gains,
    statusList(names, or),
    (statuses) => ({ op: 'statusOfChoice', statuses }) as Step,
    (s) => (s.op === 'statusOfChoice' ? [...s.statuses] : NO),
  );
}

export const statusChoiceWords = {
  en: (gains: Rule<Who>) => choice(gains, STATUS_NAMES.en, 'or'),
  fr: (gains: Rule<Who>) => choice(gains, STATUS_NAMES.fr, 'ou'),
};
