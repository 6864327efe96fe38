/**
 * "Characters your opponents play can't cost less than {3}" (card data:
 * `opponentsCostAtLeast`): a passive of a card in play that changes what playing a card costs, not
 * a characteristic (glossary 1.4.2.a). While the card is in play (a character that lost its
 * abilities has none), a card of that type an opponent plays costs at least that much: what
 * would lower it further (a "next card" effect, its own ability, an effect that plays it for
 * less) stops there, and a card that costs less to begin with costs that much (as the card's
 * reminder text has it). A card played for free is not
 * reduced but bypasses its cost, so it stays free (the official rulings). Several such cards:
 * the highest floor counts.
 */
import { abilityHolders } from '../reads/characteristics.js';
import { ofType } from './card-moves.js';
import { teamOf } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId } from '../state/state.js';


/** The least the card `def` may cost `seatId` now: the highest floor an opponent's card in play sets for it (0: none). */
export function costFloor(host: AlteredHost, seatId: SeatId, def: AlteredCard): number {
  let least = 0;
  const team = teamOf(host.rules, seatId);
  for (const holder of abilityHolders(host, (c) => c.opponentsCostAtLeast !== undefined)) {
    const floor = holder.card.opponentsCostAtLeast;
    if (floor !== undefined && teamOf(host.rules, holder.controller) !== team && ofType(def, floor.cardType)) least = Math.max(least, floor.amount);
  }
  return least;
}
