/**
 * Hiding for free for a turn (CR 811): "You can hide cards ignoring costs this turn."
 * (`hideIgnoringCosts`, mechanics/hide-costs.ts).
 */
import { t, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';

export const HIDING_OPERATIONS: readonly Rule<Step>[] = [operation('hideIgnoringCosts', t`you can hide cards ignoring costs this turn`)];
