/**
 * Steps each player performs (CR 355.10.e): each player kills one of their units (or gear);
 * "Starting with the next player, each player may return ..." a unit; "each other player
 * chooses a unit ... that hasn't been chosen for this spell", then a step on the units chosen. As the step resolves, each player in turn, starting with its controller
 * (or the next player) and going in turn order, chooses one object, which is not a target; a
 * player who must choose among a single one has nothing to choose, a player with none chooses
 * nothing. Killed objects die at once when all have chosen; a returned unit goes back as its
 * player chooses it, so the next player chooses among what is left. The choices wait across
 * the pause in the execution's memory.
 */
import type { Effect } from '../schema/card-schema.js';
import { isGearOnBoard } from '../reads/gear-text.js';
import { unitLocation, unitsOnBoard } from '../reads/queries.js';
import type { ObjectId, ResolutionAsk, SeatId } from '../state/state.js';
import type { Context } from './effects.js';
import { killGear } from './gear.js';
import { askCards } from './resolution-questions.js';
import { killUnit, returnUnit } from './zones.js';

/** Seats in turn order from `first` (CR 355.10.e: each player, the one who played it included). */
export function seatsFrom(ctx: Context, first: SeatId): SeatId[] {
  const seats = ctx.host.state.seats.map((s) => s.id);
  const start = Math.max(0, seats.indexOf(first));
  return [...seats.slice(start), ...seats.slice(0, start)];
}

type EachStep = Extract<Effect, { op: 'eachKills' | 'eachReturns' }>;

/** Who chooses, in order: from the controller or the next player, the controller left out for "each other player". */
function choosers(ctx: Context, e: EachStep): SeatId[] {
  const order = seatsFrom(ctx, ctx.controller);
  if (e.from === 'next') order.push(order.shift() as SeatId);
  return e.others ? order.filter((s) => s !== ctx.controller) : order;
}

/** The units or gear `seat` may choose now: their own, any, or those the step's controller does not control. */
function options(ctx: Context, e: EachStep, seat: SeatId, chosen: readonly ObjectId[]): ObjectId[] {
  const { state } = ctx.host;
  const pool = e.select === 'unit' ? unitsOnBoard(state) : state.gear.filter((id) => isGearOnBoard(state, id));
  return pool.filter((id) => {
    const controller = state.objects[id]?.controller;
    if (e.whose === undefined ? controller !== seat : e.whose === 'notYours' && controller === ctx.controller) return false;
    return !(e.distinct && chosen.includes(id));
  });
}

/** What the step does to what was chosen: kill it, or return it to its owner's hand (if still on the board). */
function act(ctx: Context, e: EachStep, id: ObjectId): void {
  const { state } = ctx.host;
  if (e.op === 'eachReturns') {
    if (unitLocation(state, id) !== undefined) returnUnit(ctx.host, id, 'hand');
  } else if (e.select === 'unit') {
    if (unitLocation(state, id) !== undefined) killUnit(ctx.host, id);
  } else if (isGearOnBoard(state, id)) killGear(ctx.host, id);
}

export function eachChooses(ctx: Context, e: EachStep): void | ResolutionAsk {
  const order = choosers(ctx, e);
  const progress = ctx.memory.eachChose;
  const chosen = [...(progress?.chosen ?? [])];
  let next = progress?.next ?? 0;
  // Returned as each chooses; killed together at the end.
  const inTurn = e.op === 'eachReturns';
  // The seat asked last answered: its choice is kept (done now when in turn), and the next seat chooses.
  if (progress !== undefined && ctx.answer?.cards !== undefined) {
    const picked = ctx.answer.cards.filter((id) => options(ctx, e, order[next] as SeatId, chosen).includes(id));
    chosen.push(...picked);
    if (inTurn) for (const id of picked) act(ctx, e, id);
    next++;
  }
  for (; next < order.length; next++) {
    const seat = order[next] as SeatId;
    const open = options(ctx, e, seat, chosen);
    if (open.length === 0 || (open.length === 1 && !e.may)) {
      chosen.push(...open);
      if (inTurn) for (const id of open) act(ctx, e, id);
      continue;
    }
    ctx.memory.eachChose = { next, chosen };
    return askCards(seat, open, e.may ? 0 : 1, 1, inTurn ? 'return' : 'kill');
  }
  ctx.memory.eachChose = undefined;
  if (!inTurn) for (const id of chosen) act(ctx, e, id);
}
