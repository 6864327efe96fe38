/**
 * The turn queue (CR 734-738). Turn order is fixed when the game begins and repeats; an
 * additional turn is owned by the player told to take it and goes directly after the current
 * turn, before anything queued earlier (so two created in one turn by D then B come as B*, D*:
 * CR 738's second example). It changes no turn order: once the additional turns are taken,
 * the order goes on after the seat of the latest turn taken in it.
 */
import { nextSeat, type RiftHost } from '../reads/queries.js';
import type { RiftboundState, SeatId } from '../state/state.js';

/** "Take a turn after this": an additional turn for `owner`, next after the current one. */
export function queueAdditionalTurn(host: RiftHost, owner: SeatId): void {
  const queue = host.state.turnQueue;
  queue.next.unshift(owner);
  host.emit({ type: 'additionalTurnQueued', seat: owner, queue: [...queue.next] });
}

/** Takes the next turn off the queue: the first additional turn, else the next seat in turn order. */
export function takeNextTurn(state: RiftboundState): { seat: SeatId; additional: boolean } {
  const queue = state.turnQueue;
  if (state.turn.number === 0) {
    const first = state.seats[0]?.id ?? state.turn.seat;
    Object.assign(queue, { orderSeat: first, additional: false });
    return { seat: first, additional: false };
  }
  const owner = queue.next.shift();
  if (owner !== undefined) {
    queue.additional = true;
    return { seat: owner, additional: true };
  }
  queue.orderSeat = nextSeat(state, queue.orderSeat);
  queue.additional = false;
  return { seat: queue.orderSeat, additional: false };
}

/** The turns to come, in order: the additional turns waiting, then one round of the turn order. */
export function upcomingTurns(state: RiftboundState): { seat: SeatId; additional: boolean }[] {
  const out = state.turnQueue.next.map((seat) => ({ seat, additional: true }));
  let seat = state.turnQueue.orderSeat;
  for (let i = 0; i < state.seats.length; i++) {
    seat = nextSeat(state, seat);
    out.push({ seat, additional: false });
  }
  return out;
}
