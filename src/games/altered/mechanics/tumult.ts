/** Tumult cards: entering a face-down Tumult half reveals its card, and the other cards of its pile. */
import { regionOf } from '../reads/queries.js';
import type { AlteredHost, SeatId, Side } from '../state/state.js';

/** After an expedition moved: reveals the region it entered if that is a face-down Tumult half. */
export function revealAt(host: AlteredHost, seatId: SeatId, side: Side): void {
  const region = regionOf(host.state, seatId, side);
  if (!region?.faceDown) return;
  const revealed = new Set<string>();
  for (const other of host.state.regions) {
    if (other.pile !== region.pile || !other.faceDown) continue;
    other.faceDown = false;
    if (other.tumult) revealed.add(other.tumult);
  }
  host.emit({ type: 'tumultRevealed', tumults: [...revealed] });
}
