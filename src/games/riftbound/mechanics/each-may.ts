/**
 * A step each of several players may take for themselves (CR 355.17: choices made as it
 * resolves): "you and each opponent may play a Trinket gear token exhausted". As the step
 * resolves, its controller, then each opponent in turn order from them, is asked in turn
 * (`payCost`, nothing to pay); whoever takes it gets it at once, before the next is asked. The
 * opponents who took it are counted for a later step ("For each opponent who did, you play
 * ..."). In a mode with teams, teammates are not opponents (CR 484.2). Where the asking stands
 * waits across each pause in the execution's memory.
 */
import { opponents } from '../reads/queries.js';
import type { ResolutionAsk, SeatId } from '../state/state.js';
import type { Context } from './effects.js';
import { seatsFrom } from './each-player.js';

/** Who is asked, in order: the step's controller, then their opponents in turn order from them. */
function askedSeats(ctx: Context): SeatId[] {
  const theirs = new Set(opponents(ctx.host.state, ctx.controller));
  return seatsFrom(ctx, ctx.controller).filter((s) => s === ctx.controller || theirs.has(s));
}

/** Asks each player in turn whether they take the step, doing `take` for each who does; `purpose` names the step's operation. */
export function eachMay(ctx: Context, purpose: string, take: (seat: SeatId) => void): void | ResolutionAsk {
  const order = askedSeats(ctx);
  const progress = ctx.memory.eachMay;
  let next = progress?.next ?? 0;
  let did = progress?.opponentsWhoDid ?? 0;
  // The seat asked last answered: it takes the step now if it said yes, and the next one is asked.
  if (progress !== undefined && ctx.answer?.paid !== undefined) {
    const seat = order[next] as SeatId;
    if (ctx.answer.paid) {
      take(seat);
      if (seat !== ctx.controller) did++;
    }
    next++;
  }
  if (next < order.length) {
    ctx.memory.eachMay = { next, opponentsWhoDid: did };
    return { kind: 'may', seat: order[next] as SeatId, purpose };
  }
  ctx.memory.eachMay = undefined;
  ctx.memory.opponentsWhoDid = did;
}

/** How many opponents took the last step each player may take, for "For each opponent who did, ..." (none before one). */
export function opponentsWhoDid(ctx: Context): number {
  return ctx.memory.opponentsWhoDid ?? 0;
}
