/**
 * "Up to one target Character" as a subject (English): "Up to one target Character gains
 * [[Asleep]].", "Up to one target Character you control loses [[Fleeting]].": the ability's target
 * with `count` `upTo: 1` (glossary 5.2.3.b: none is a legal choice), which "it" may name after.
 * French says the same words, "Jusqu'à un Personnage ciblé gagne ...", for a "you may" step
 * (have-and-give.ts), which it reads first; it prints this target so too, as the cards translate it.
 */
import { alt, map, NO } from '../../../engine/syntax/syntax.js';
import type { Named, Target } from './ast.js';
import { constant, words, type Rule } from './primitives.js';
import { subject, type Who } from './subjects.js';

function upToOne(nouns: readonly (readonly [string, Target])[]): Rule<Named> {
  return map(alt(...nouns.map(([text, target]) => constant(text, target))), {
    to: (target) => ({ target, count: { upTo: 1 } }) as Named,
    from: (n) => ('target' in n && n.count?.upTo === 1 && n.count.total === undefined && n.handCost === undefined && n.scope === undefined ? n.target : NO),
  });
}

const ENGLISH = upToOne([
  ['up to one target Character you control', 'friendlyCharacter'],
  ['up to one target Character', 'anyCharacter'],
]);
const FRENCH = upToOne([
  ["jusqu' à un Personnage ciblé que vous contrôlez", 'friendlyCharacter'],
  ["jusqu' à un Personnage ciblé", 'anyCharacter'],
]);

/** The subject with its verb in the singular. */
export const upToOneSubject = {
  en: { gains: subject(undefined, ENGLISH, words('gains')) as Rule<Who>, loses: subject(undefined, ENGLISH, words('loses')) as Rule<Who> },
  fr: { gains: subject(undefined, FRENCH, words('gagne')) as Rule<Who>, loses: subject(undefined, FRENCH, words('perd')) as Rule<Who> },
};
