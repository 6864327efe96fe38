/**
 * Drawing cards, with burn out (CR 431): drawing from an empty deck shuffles the
 * trash into the deck, gives an opponent a point, then draws.
 */
import { shuffle } from '../../../engine/game/rng.js';
import { handSecret } from '../../../engine/game-kit/show-hand.js';
import { opponents, seat, teamOf, type RiftHost } from '../reads/queries.js';
import type { SeatId } from '../state/state.js';
import { gainPoint } from './scoring.js';

export function drawCards(host: RiftHost, seatId: SeatId, count: number, reason: string): void {
  const player = seat(host.state, seatId);
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if (player.deck.length === 0) burnOut(host, seatId);
    const top = player.deck.shift();
    if (top === undefined) break;
    player.hand.push(top);
    drawn.push(top);
  }
  host.emit({ type: 'cardsDrawn', seat: seatId, count: drawn.length, reason }, handSecret(seatId, player.handKnownBy, drawn, (id) => host.state.objects[id]?.card));
}

/**
 * An opponent of the drawer's choice gains 1 point. When every opponent is on one team (a
 * duel, 2v2) the choice changes nothing and is made at once; otherwise the drawer chooses
 * (the `chooseOpponent` action) before anyone acts again.
 */
function burnOut(host: RiftHost, seatId: SeatId): void {
  const player = seat(host.state, seatId);
  const trash = player.trash.splice(0);
  player.deck.push(...shuffle(host.state.rng, trash));
  const options = opponents(host.state, seatId);
  const teams = new Set(options.map((o) => teamOf(host.state, o).id));
  const opponent = teams.size === 1 ? (options[0] as SeatId) : null;
  host.emit({ type: 'burnOut', seat: seatId, shuffled: trash.length, opponent });
  if (opponent !== null) gainPoint(host, opponent, 'burnOut', null);
  else if (options.length > 0) host.state.burnOutChoices.push({ seat: seatId, options });
}
