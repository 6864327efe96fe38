/**
 * "Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]]" (the `statusOfChoice` step,
 * glossary 2.4: a status is had or not): as the step resolves, the ability pauses until its
 * player chooses one of the statuses listed (the choose action's `status`; declined only where
 * the step is a "you may" one), and the character gains that one (mechanics/effects.ts, `gainStatus`).
 */
import type { AlteredCard } from '../schema/file-schemas.js';
import type { GainedStatus } from './triggers.js';

type Effect = NonNullable<AlteredCard['effects']>[number];
type StatusOfChoice = Extract<Effect, { op: 'statusOfChoice' }>;

/** The step with the status its player chose, for the handler. */
export function withChosenStatus(effect: Effect, status: string | undefined): Effect {
  return effect.op === 'statusOfChoice' && status !== undefined ? ({ ...effect, chosenStatus: status } as Effect) : effect;
}

/** The status chosen for the step, if one was. */
export function chosenStatus(effect: StatusOfChoice): GainedStatus | undefined {
  const status = (effect as StatusOfChoice & { chosenStatus?: GainedStatus }).chosenStatus;
  return status !== undefined && effect.statuses.includes(status) ? status : undefined;
}

/** The statuses the pending step offers, if it is a choice of status. */
export function statusesOffered(effect: Effect | undefined): readonly GainedStatus[] | undefined {
  return effect?.op === 'statusOfChoice' ? effect.statuses : undefined;
}
