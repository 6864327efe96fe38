/**
 * Expeditions held back for the rest of the Day ("Target Expedition can't move forward this
 * Day", "Expeditions can't move forward this Day"): the step marks each expedition it names,
 * and a marked expedition never advances until the Day ends, neither at Progress (glossary
 * 4.3.2) nor by an effect, the negative effect winning (glossary 1.4.2.a, as the official
 * rulings of the held-back cards say). The marks go as the next Day begins.
 */
import { expeditionId, type Expedition } from '../reads/expeditions.js';
import type { AlteredHost, AlteredState, SeatId, Side } from '../state/state.js';

/** Marks an expedition held back until this Day ends (once: a second mark changes nothing). */
export function holdThisDay(host: AlteredHost, where: Expedition): void {
  const id = expeditionId(where);
  const held = (host.state.heldThisDay ??= []);
  if (!held.includes(id)) held.push(id);
  host.emit({ type: 'expeditionHeldThisDay', seat: where.seat, side: where.side });
}

/** Whether an effect held this expedition back for the rest of this Day. */
export function heldThisDay(state: AlteredState, seatId: SeatId, side: Side): boolean {
  return state.heldThisDay?.includes(expeditionId({ seat: seatId, side })) ?? false;
}

/** A new Day: the expeditions held back during the last one may move forward again. */
export function releaseHeldThisDay(state: AlteredState): void {
  state.heldThisDay = undefined;
}
