/**
 * Steps each player performs (mechanics/each-player.ts): each player kills one of their units
 * or gear (CR 355.10.e: each chooses as the step resolves; nothing is targeted).
 */
import { t, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';

export const PLAYER_OPERATIONS: readonly Rule<Step>[] = [
  operation('eachKills', t`each player kills one of their units`, { select: 'unit' }),
  operation('eachKills', t`each player kills one of their gear`, { select: 'gear' }),
];
