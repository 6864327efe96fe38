/**
 * Conditions on what the controller has, as printed after "if" in a triggered ability and after
 * "While" in a passive: "you control a gear", "you control two or more Mechs", "you have four or
 * more cards in your hand". One phrase each, read into a card condition (an expression asked with
 * `controller`) and printed from it; while-conditions.ts and conditions.ts both read them.
 */
import { slot } from '../../../engine/syntax/syntax.js';
import { handAtMost, phrase, tagWord, type Condition } from './condition-phrases.js';
import { pluralTag } from './groups.js';
import { article, numberWord, t, type Rule } from './primitives.js';

const controller = { event: 'controller' } as const;

/** How many units, gear or cards of a tag (units and gear, CR 133.8) the controller controls. */
const UNITS = { count: { sel: 'units', args: [controller, 'controlled', null] } } as const;
const GEAR = { count: { sel: 'gear', args: [controller, 'controlled'] } } as const;
const withTag = (tag: string) => ({ sel: 'controlledWithTag', args: [controller, tag] });
const HAND = { sel: 'handSize', args: [controller] } as const;

const atLeast = (count: object, n: number): Condition => ({ '>=': [count, n] });

export const STATE_CONDITIONS: readonly Rule<Condition>[] = [
  phrase(t`you control ${article} unit`, () => atLeast(UNITS, 1)),
  phrase(t`you control ${slot('n', numberWord)} or more units`, ({ n }) => atLeast(UNITS, n)),
  phrase(t`you control ${article} gear`, () => atLeast(GEAR, 1)),
  phrase(t`you control ${slot('n', numberWord)} or more gear`, ({ n }) => atLeast(GEAR, n)),
  phrase(t`you control ${article} ${slot('tag', tagWord)}`, ({ tag }) => atLeast(withTag(tag), 1)),
  phrase(t`you control ${slot('n', numberWord)} or more ${slot('tag', pluralTag)}`, ({ n, tag }) => atLeast(withTag(tag), n)),
  phrase(t`you have ${slot('n', numberWord)} or more cards in your hand`, ({ n }) => atLeast(HAND, n)),
  handAtMost,
];
