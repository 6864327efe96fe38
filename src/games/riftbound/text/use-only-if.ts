/**
 * The conditions an activated ability states after its effects with "Use only if ...":
 * "Use only if you've played an Equipment this turn." (the cards of a tag its controller played
 * this turn, `cardsPlayedWithTag`, CR 133.8); "Use only if you've chosen enemy units and/or gear
 * three times this turn with spells or unit abilities." (the spells and unit abilities its controller
 * put on the chain choosing them, `thisTurn` `enemyChoices`, mechanics/enemy-choices.ts, CR
 * 355.5). activated.ts reads the sentence around them.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import { phrase, tagWord, type Condition } from './condition-phrases.js';
import { constant, t, type Rule } from './primitives.js';

/** How often, in words: "once", "twice", "three times". */
const times: Rule<number> = alt<number, TextContext>(...['once', 'twice', 'three times'].map((word, i) => constant(word, i + 1)));

const controller = { event: 'controller' } as const;

/** A tag said after "a" (false) or after "an" (true): its first letter a vowel or not. */
function tagAfter(an: boolean): Rule<string> {
  return map(tagWord, { to: (tag) => (/^[AEIOU]/.test(tag) === an ? tag : NO), from: (tag) => (/^[AEIOU]/.test(tag) === an ? tag : NO) });
}

function playedWithTag(tag: unknown): Condition {
  return { '>': [{ sel: 'cardsPlayedWithTag', args: [controller, tag] }, 0] };
}

export const USE_ONLY_IF: readonly Rule<Condition>[] = [
  phrase(t`you've played an ${slot('tag', tagAfter(true))} this turn`, ({ tag }) => playedWithTag(tag)),
  phrase(t`you've played a ${slot('tag', tagAfter(false))} this turn`, ({ tag }) => playedWithTag(tag)),
  phrase(t`you've chosen enemy units and/or gear ${slot('n', times)} this turn with spells or unit abilities`, ({ n }) => ({
    '>=': [{ sel: 'thisTurn', args: [controller, 'enemyChoices'] }, n],
  })),
];

/** Any condition of "Use only if". */
export const useOnlyIfCondition: Rule<Condition> = alt<Condition, TextContext>(...USE_ONLY_IF);
