/**
 * Drawing cards, with burn out (RULES.md §3.4): drawing from an empty deck shuffles the
 * trash into the deck, gives an opponent a point, then draws.
 */
import { shuffle } from '../../../engine/rng.js';
import { opponents, seat, type RiftHost } from '../queries.js';
import type { SeatId } from '../state.js';
import { gainPoint } from './scoring.js';

export function drawCards(host: RiftHost, seatId: SeatId, count: number, reason: string): void {
  const player = seat(host.state, seatId);
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    if (player.deck.length === 0) burnOut(host, seatId);
    const top = player.deck.shift();
    if (top === undefined) break;
    player.hand.push(top);
    drawn++;
  }
  host.emit({ type: 'cardsDrawn', seat: seatId, count: drawn, reason });
}

/**
 * The drawer's opponent gains 1 point; with several opponents the drawer chooses, and the
 * engine picks for them the next opponent in turn order.
 */
function burnOut(host: RiftHost, seatId: SeatId): void {
  const player = seat(host.state, seatId);
  const trash = player.trash.splice(0);
  player.deck.push(...shuffle(host.state.rng, trash));
  const [opponent] = opponents(host.state, seatId);
  host.emit({ type: 'burnOut', seat: seatId, shuffled: trash.length, opponent: opponent ?? null });
  if (opponent !== undefined) gainPoint(host, opponent, 'burnOut', null);
}
