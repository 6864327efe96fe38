/**
 * Hiding for free (CR 811): "You can hide cards ignoring costs this turn." A delayed effect of
 * its controller (`hidesFree`, mechanics/delayed.ts keeps the list and ends it as the turn
 * ends): while it lasts, hiding a card costs them nothing instead of 1 Power of any domain
 * (actions/hide.ts); where and what they may hide is unchanged.
 */
import type { RiftHost } from '../reads/queries.js';
import type { RiftboundState, SeatId } from '../state/state.js';

/** `seat` hides cards ignoring costs for the rest of the turn. */
export function hideFreeThisTurn(host: RiftHost, seat: SeatId): void {
  const { state } = host;
  if (hidesFree(state, seat)) return;
  state.delayed = [...(state.delayed ?? []), { kind: 'hidesFree', seat }];
  host.emit({ type: 'hidingFree', seat });
}

/** Whether `seat` hides cards ignoring costs now. */
export function hidesFree(state: RiftboundState, seat: SeatId): boolean {
  return state.delayed?.some((d) => d.kind === 'hidesFree' && d.seat === seat) ?? false;
}
