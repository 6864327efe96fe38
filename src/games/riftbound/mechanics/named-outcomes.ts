/**
 * Players choosing among a step's named outcomes as it resolves (CR 355.17): "Each other
 * player chooses Blades or Coins." Each player but the controller, in turn order from the next,
 * is asked (`chooseOutcome`); what each chose waits across the pauses in the execution's
 * memory, then is kept for the steps after it: "For each player that chooses Blades, you and
 * that player each draw 1." does the step for the controller, then for that player, for each
 * player that chose it, in turn order.
 */
import type { Effect } from '../schema/card-schema.js';
import type { ChosenOutcome, ResolutionAsk, SeatId } from '../state/state.js';
import type { Context } from './effects.js';
import { seatsFrom } from './each-player.js';

type OutcomeStep = Extract<Effect, { op: 'eachChoosesOutcome' }>;

/** Who chooses, in order: every player from the controller, or every other player from the next. */
function choosers(ctx: Context, e: OutcomeStep): SeatId[] {
  const order = seatsFrom(ctx, ctx.controller);
  return e.others ? order.filter((s) => s !== ctx.controller) : order;
}

export function eachChoosesOutcome(ctx: Context, e: OutcomeStep): void | ResolutionAsk {
  const order = choosers(ctx, e);
  const progress = ctx.memory.choosing;
  let next = progress?.next ?? 0;
  const chose: ChosenOutcome[] = [...(progress?.chose ?? [])];
  // The seat asked last answered (the action's check held the outcome to the options).
  if (progress !== undefined && ctx.answer?.outcome !== undefined) {
    chose.push({ seat: order[next] as SeatId, outcome: ctx.answer.outcome });
    next++;
  }
  if (next < order.length) {
    ctx.memory.choosing = { next, chose };
    return { kind: 'outcome', seat: order[next] as SeatId, options: [...e.outcomes] };
  }
  ctx.memory.choosing = undefined;
  ctx.memory.chosenOutcomes = chose;
}

/**
 * "For each player that chooses `outcome`, you and that player each ...": the players who did do
 * `act` to, the controller first then that player, once for each of them, in turn order.
 */
export function withEachChoosing(ctx: Context, outcome: string, act: (seat: SeatId) => void): void {
  for (const { seat, outcome: chosen } of ctx.memory.chosenOutcomes ?? []) {
    if (chosen !== outcome) continue;
    act(ctx.controller);
    act(seat);
  }
}
