/**
 * Statuses gained and lost as steps, in both languages: "I gain [[Fleeting]]", "target
 * Character loses [[Fleeting]]" ("Je gagne [[Fugace]]", "Un Personnage ciblé perd [[Fugace]]").
 * Gaining Anchored or Asleep is read with the other gains of each language; Fleeting is gained
 * here, and Fleeting, Anchored and Asleep are lost here. A French status agrees with its
 * character in print ("[[Ancrée]]"); the masculine is printed (normalize.ts compares them as one).
 * The subjects with their verbs are the language's (said in full, or unsaid after "and").
 */
import { alt, NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { bracket, type Rule } from './primitives.js';
import { gainStep, type Who } from './subjects.js';

type Lost = Extract<Step, { op: 'lose' }>['status'];

/** A language's subjects with "gain" and "lose" agreed. */
export interface GainLose {
  readonly gains: Rule<Who>;
  readonly loses: Rule<Who>;
}

/** Each status's names, the printed one first. */
export type StatusNames = Readonly<Record<Lost, readonly string[]>>;

/** The statuses' names in each language (French: the forms that agree with a character after the printed masculine). */
export const STATUS_NAMES: Readonly<Record<'en' | 'fr', StatusNames>> = {
  en: { fleeting: ['[Fleeting]'], anchored: ['[Anchored]'], asleep: ['[Asleep]'] },
  fr: { fleeting: ['[Fugace]', '[Fugaces]'], anchored: ['[Ancré]', '[Ancrée]'], asleep: ['[Endormi]', '[Endormie]'] },
};

function statusChanges({ gains, loses }: GainLose, names: StatusNames): Rule<Step> {
  const lost: Rule<Lost> = alt(...(Object.entries(names) as [Lost, readonly string[]][]).map(([status, n]) => bracket(n, status)));
  return alt(
    gainStep(gains, bracket(names.fleeting, 'fleeting' as const), () => ({ op: 'fleeting' }), (s) => (s.op === 'fleeting' ? 'fleeting' : NO)),
    gainStep(loses, lost, (status) => ({ op: 'lose', status }), (s) => (s.op === 'lose' ? s.status : NO)),
  );
}

/** The English steps, with the language's subjects. */
export function englishStatusChanges(subjects: GainLose): Rule<Step> {
  return statusChanges(subjects, STATUS_NAMES.en);
}

/** The French steps, with the language's subjects. */
export function frenchStatusChanges(subjects: GainLose): Rule<Step> {
  return statusChanges(subjects, STATUS_NAMES.fr);
}
