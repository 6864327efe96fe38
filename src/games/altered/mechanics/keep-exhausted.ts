/**
 * "You may keep two more cards in Reserve during Night if they're exhausted" (card data:
 * `keepExhausted`, how many more): at Clean-up (glossary 4.2.5.c) its controller may keep, beyond
 * their hero's Reserve limit, that many more cards, each matched by an exhausted card among those
 * kept; "may": keeping just the limit stays legal. Only while the card is in play and keeps its
 * abilities (1.2.4.d); several such cards add up.
 */
import { abilityHolders } from '../reads/characteristics.js';
import type { AlteredHost, ObjectId, SeatId } from '../state/state.js';

/** How many more exhausted cards this player may keep in Reserve at Clean-up. */
export function extraExhaustedKept(host: AlteredHost, seatId: SeatId): number {
  return abilityHolders(host, (c) => c.keepExhausted !== undefined, undefined, { seat: seatId }).reduce((n, h) => n + (h.card.keepExhausted ?? 0), 0);
}

/** Whether `keep`, more cards than the Reserve `limit`, fits the `extra` allowance: each card over the limit matched by an extra and by an exhausted card kept. */
export function keepsExtraExhausted(host: AlteredHost, keep: readonly ObjectId[], limit: number, extra: number): boolean {
  const over = keep.length - limit;
  const exhausted = keep.filter((id) => host.state.objects[id]?.exhausted === true).length;
  return over > 0 && over <= extra && over <= exhausted;
}
