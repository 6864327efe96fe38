/**
 * The modifiers being applied that the state keeps while their player chooses (glossary 6.2.e-h,
 * 6.3.b): a character's Rest, a player's Morning draw or Expand, dice rolled inside an effect.
 * The mechanics that apply them are mechanics/modifiers.ts, step-modifiers.ts and
 * roll-modifiers.ts, in the order of mechanics/modifier-order.ts.
 */
import type { REPLACEABLE_STEPS, REST_OUTCOMES } from '../schema/file-schemas.js';
import type { ObjectId, SeatId } from './state.js';

/** A step's modifiers being applied: those applied, in order, and the ones its chooser picks among now. */
export interface Ordering {
  applied: string[];
  options: string[];
}

export type RestOutcome = (typeof REST_OUTCOMES)[number];

/** One character's Rest being modified: where it goes so far, and what applied. */
export interface RestPlan {
  readonly object: ObjectId;
  readonly controller: SeatId;
  outcome: RestOutcome;
  /** The modifiers applied, by id, in order. */
  applied: string[];
  /** While the first player must choose which modifier applies next: their ids. */
  options: string[];
  /** Its "you may" replacement of its leaving (mechanics/leave-replacement.ts), by id, which its controller is asked about once the order is settled. */
  leave?: string;
  /** What its controller said of that replacement (unset while they have not): true, it goes to the Mana zone instead. */
  leaveInstead?: boolean;
}

export type PlayerStep = (typeof REPLACEABLE_STEPS)[number];

/** One player's Draw or Expand being modified, until it happens. */
export interface StepPlan extends Ordering {
  readonly step: PlayerStep;
  readonly seat: SeatId;
  /** The replacement applied, by id; null while the step happens as it was. */
  replaced: string | null;
}

/** The dice a step rolled and what the player still chooses: the die kept, and whether the "you may" modifiers apply. */
export interface PendingRoll {
  readonly dice: readonly number[];
  /** What the optional modifiers add, if taken. */
  readonly optionalAdd: number;
  /** What the modifiers that always apply add. */
  readonly add: number;
}
