/**
 * Steps each player performs, the controller first, then in turn order: draws and channels
 * (`player: "each"`), and killing one of their units or gear (mechanics/each-player.ts; CR
 * 355.10.e: each chooses as the step resolves, nothing is targeted); what the controller's
 * opponents can't do for the rest of the turn (mechanics/player-rules.ts); discarding a whole
 * hand, and drawing after it.
 */
import { slot } from '../../../../engine/syntax/syntax.js';
import { digits, t, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { runes } from './basic.js';

export const PLAYER_OPERATIONS: readonly Rule<Step>[] = [
  operation('draw', t`each player draws ${slot('amount', digits)}`, { player: 'each' }),
  operation('channel', t`each player channels ${slot('amount', runes)} exhausted`, { player: 'each', exhausted: true }),
  operation('channel', t`each player channels ${slot('amount', runes)}`, { player: 'each' }),
  operation('eachKills', t`each player kills one of their units`, { select: 'unit' }),
  operation('eachKills', t`each player kills one of their gear`, { select: 'gear' }),
  operation('discardHand', t`each player discards their hand , then draws ${slot('draw', digits)}`, { player: 'each' }),
  operation('discardHand', t`each player discards their hand`, { player: 'each' }),
  operation('discardHand', t`discard your hand`),
  operation('restrictPlayers', t`opponents can't play cards this turn`, { players: 'opponents', cannot: ['playCards'] }),
];
