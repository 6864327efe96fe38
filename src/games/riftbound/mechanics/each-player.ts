/**
 * Steps each player performs (CR 355.10.e): each player kills one of their units (or gear). As the
 * step resolves, each player in turn, starting with its controller and going in turn order,
 * chooses one unit (or gear) they control, which is not a target; a player with a single
 * one has nothing to choose, a player with none chooses nothing. Once all have chosen, what
 * they chose dies at once. The choices wait across the pause in the execution's memory.
 */
import type { Effect } from '../card-schema.js';
import { isGearOnBoard } from '../gear-text.js';
import { unitLocation, unitsOnBoard } from '../queries.js';
import type { ObjectId, ResolutionAsk, SeatId } from '../state.js';
import type { Context } from './effects.js';
import { killGear } from './gear.js';
import { askCards } from './resolution-questions.js';
import { killUnit } from './zones.js';

/** Seats in turn order from `first` (CR 355.10.e: each player, the one who played it included). */
export function seatsFrom(ctx: Context, first: SeatId): SeatId[] {
  const seats = ctx.host.state.seats.map((s) => s.id);
  const start = Math.max(0, seats.indexOf(first));
  return [...seats.slice(start), ...seats.slice(0, start)];
}

/** The units or gear `seat` controls on the board now. */
function controlledBy(ctx: Context, seat: SeatId, select: 'unit' | 'gear'): ObjectId[] {
  const { state } = ctx.host;
  const pool = select === 'unit' ? unitsOnBoard(state) : state.gear.filter((id) => isGearOnBoard(state, id));
  return pool.filter((id) => state.objects[id]?.controller === seat);
}

export function eachKills(ctx: Context, e: Extract<Effect, { op: 'eachKills' }>): void | ResolutionAsk {
  const order = seatsFrom(ctx, ctx.controller);
  const progress = ctx.memory.eachChose;
  const chosen = [...(progress?.chosen ?? [])];
  let next = progress?.next ?? 0;
  // The seat asked last answered: its choice is kept, and the next seat chooses.
  if (progress !== undefined && ctx.answer?.cards !== undefined) {
    chosen.push(...ctx.answer.cards);
    next++;
  }
  for (; next < order.length; next++) {
    const options = controlledBy(ctx, order[next] as SeatId, e.select);
    if (options.length <= 1) {
      chosen.push(...options);
      continue;
    }
    ctx.memory.eachChose = { next, chosen };
    return askCards(order[next] as SeatId, options, 1, 1, 'kill');
  }
  ctx.memory.eachChose = undefined;
  // Chosen one after another, killed together.
  const { state } = ctx.host;
  for (const id of chosen) {
    if (e.select === 'unit' && unitLocation(state, id) !== undefined) killUnit(ctx.host, id);
    else if (e.select === 'gear' && isGearOnBoard(state, id)) killGear(ctx.host, id);
  }
}
