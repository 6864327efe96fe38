/**
 * What a buff gives, changed for a turn (CR 703: each buff is +1 Might, unless an effect says
 * otherwise): "Buffs give an additional +N :rb_might: to friendly units this turn" adds to the
 * Might every buff gives the units friendly to the step's controller (their team, CR 187), for
 * the rest of the turn: units buffed later this turn included, wherever they are (CR 811.2: a
 * card played from hiding affects them all), those of opponents not. It is kept by seat in the
 * state (`buffsGiveMore`), read with the buff by `buffMight` (reads/queries.ts), and ends at the
 * expiration step (turn.ts). Effects of two such steps add up.
 */
import type { RiftHost } from '../reads/queries.js';
import type { SeatId } from '../state/state.js';
import { edit } from '../reads/unit-cache.js';

/** For the rest of the turn each buff gives `amount` more Might to the units friendly to `controller`. */
export function buffsGiveMore(host: RiftHost, controller: SeatId, amount: number): void {
  const { state } = host;
  const before = state.buffsGiveMore ?? {};
  edit(state, state).buffsGiveMore = { ...before, [controller]: (before[controller] ?? 0) + amount };
  host.emit({ type: 'buffsGiveMore', seat: controller, amount });
}
