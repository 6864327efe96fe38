/**
 * Statuses gained and lost as steps, in both languages: "I gain [[Fleeting]]", "target
 * Character loses [[Fleeting]]" ("Je gagne [[Fugace]]", "Un Personnage ciblé perd [[Fugace]]").
 * Gaining Anchored or Asleep is read with the other gains of each language; Fleeting is gained
 * here, and Fleeting, Anchored and Asleep are lost here. A French status agrees with its
 * character in print ("[[Ancrée]]"); the masculine is printed (normalize.ts compares them as one).
 */
import { alt, NO } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { bracket, words, type Rule } from './primitives.js';
import { gainStep, subject, type Group } from './subjects.js';
import { characterGroups } from './groups.js';

type Lost = Extract<Step, { op: 'lose' }>['status'];

interface StatusWords {
  readonly iGain: string;
  readonly gains: string;
  readonly iLose: string;
  readonly loses: string;
  /** A group of characters with the verbs agreed (groups.ts). */
  readonly groupGains: Rule<Group>;
  readonly groupLoses: Rule<Group>;
  /** Each status's names, the printed one first. */
  readonly names: Readonly<Record<Lost, readonly string[]>>;
}

function statusChanges(character: Rule<Named>, said: StatusWords): Rule<Step> {
  const gains = subject(words(said.iGain), character, words(said.gains), said.groupGains);
  const loses = subject(words(said.iLose), character, words(said.loses), said.groupLoses);
  const lost: Rule<Lost> = alt(...(Object.entries(said.names) as [Lost, readonly string[]][]).map(([status, names]) => bracket(names, status)));
  return alt(
    gainStep(gains, bracket(said.names.fleeting, 'fleeting' as const), () => ({ op: 'fleeting' }), (s) => (s.op === 'fleeting' ? 'fleeting' : NO)),
    gainStep(loses, lost, (status) => ({ op: 'lose', status }), (s) => (s.op === 'lose' ? s.status : NO)),
  );
}

/** The English steps, with the language's words for the character a step names. */
export function englishStatusChanges(character: Rule<Named>): Rule<Step> {
  return statusChanges(character, {
    iGain: 'I gain',
    gains: 'gains',
    iLose: 'I lose',
    loses: 'loses',
    groupGains: characterGroups.en('gains', 'gain'),
    groupLoses: characterGroups.en('loses', 'lose'),
    names: { fleeting: ['[Fleeting]'], anchored: ['[Anchored]'], asleep: ['[Asleep]'] },
  });
}

/** The French steps, with the language's words for the character a step names. */
export function frenchStatusChanges(character: Rule<Named>): Rule<Step> {
  return statusChanges(character, {
    iGain: 'je gagne',
    gains: 'gagne',
    iLose: 'je perds',
    loses: 'perd',
    groupGains: characterGroups.fr('gagne', 'gagnent'),
    groupLoses: characterGroups.fr('perd', 'perdent'),
    names: { fleeting: ['[Fugace]', '[Fugaces]'], anchored: ['[Ancré]', '[Ancrée]'], asleep: ['[Endormi]', '[Endormie]'] },
  });
}
