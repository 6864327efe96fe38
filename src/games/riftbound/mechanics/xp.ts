/**
 * XP (CR 728-733): a number on each player, public (CR 729.2), not a game object (CR 731),
 * never shared between teammates (CR 732; seed 2v2: it stays personal), without limit
 * (CR 733). It is gained by effects and Hunt, and spent by costs: an XP cost is paid in
 * full or not at all, so XP never goes below 0 (docs/riftbound.md, Decisions).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { announce } from './trigger-events.js';
import { seat, type RiftHost } from '../reads/queries.js';
import type { RiftboundState, SeatId } from '../state/state.js';
import { edit } from '../reads/unit-cache.js';
import { refuse } from '../i18n/messages.js';

/** Why XP was gained: an effect, or a keyword standing for an ability (Hunt). */
export type XpReason = 'effect' | 'hunt';

export function xpOf(state: RiftboundState, seatId: SeatId): number {
  return seat(state, seatId).xp;
}

/** CR 730.1: the player's XP goes up; only that player's (CR 732). */
export function gainXp(host: RiftHost, seatId: SeatId, amount: number, reason: XpReason): void {
  if (amount <= 0) return;
  const player = seat(host.state, seatId);
  edit(host.state, player).xp += amount;
  host.emit({ type: 'xpGained', seat: seatId, amount, reason, xp: player.xp });
  announce(host, { trigger: 'gainsXp', object: null, player: seatId, here: null });
}

/** Why `seatId` cannot pay `amount` XP now, if it cannot: a cost is paid in full or not at all. */
export function xpRefusal(state: RiftboundState, seatId: SeatId, amount: number): RuleViolation | undefined {
  const has = xpOf(state, seatId);
  if (amount <= has) return undefined;
  return refuse('NOT_ENOUGH_XP', 'CR 730.2', { amount, has });
}

/** CR 730.2: the player's XP goes down by a cost already checked by {@link xpRefusal}. */
export function spendXp(host: RiftHost, seatId: SeatId, amount: number): void {
  if (amount <= 0) return;
  const player = seat(host.state, seatId);
  if (amount > player.xp) throw new Error(`${seatId} spends ${amount} XP with ${player.xp}`);
  edit(host.state, player).xp -= amount;
  host.emit({ type: 'xpSpent', seat: seatId, amount, xp: player.xp });
}
