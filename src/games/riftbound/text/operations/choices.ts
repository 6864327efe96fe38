/**
 * Steps that choose, and what chosen units do to each other: damage split among units chosen as
 * the card is played (CR 355.14), "Choose a friendly unit." (the
 * choice is made as the card is played, CR 355.5; the step does nothing as it resolves), and
 * two units dealing damage equal to their Mights to each other: "They deal..." (the last two
 * chosen), "We deal..." (the card's own unit and the last chosen).
 */
import { digits, t, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { splitAmong } from '../groups.js';
import { choice } from '../targets.js';
import { slot } from '../../../../engine/syntax/syntax.js';

export const CHOICE_OPERATIONS: readonly Rule<Step>[] = [
  operation('splitDamage', t`deal ${slot('amount', digits)} damage split among any number of ${slot('among', splitAmong)}`),
  operation('choose', t`choose ${slot('target', choice)} and ${slot('with', choice)}`),
  operation('choose', t`choose ${slot('target', choice)}`),
  operation('fight', t`they deal damage equal to their Mights to each other`, { target: { again: 'before' }, with: { again: 'it' } }),
  operation('fight', t`we deal damage equal to our Mights to each other`, { target: 'self', with: { again: 'it' } }),
];
