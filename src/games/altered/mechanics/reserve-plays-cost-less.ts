/**
 * "Cards played from Reserve cost {2} less, down to a minimum of {1}" (card data: a `passives`
 * entry of kind `reservePlaysCostLess`): a passive of a card in play (a hero's from the start)
 * that changes what playing a card costs, not a characteristic (glossary 1.4.2.a). While the card
 * is in play, every card any player plays from their Reserve costs `amount` less, but this
 * lowering stops at `atLeast` (a card that costs that much or less already is not lowered by
 * it); what else lowers the cost (a "next card" effect, the card's own ability) may take it
 * further, as the card's reminder says. Several such cards lower it one after the other, each
 * down to its own minimum.
 */
import { abilityHolders } from '../reads/characteristics.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost } from '../state/state.js';

type Passive = NonNullable<AlteredCard['passives']>[number];
type ReservePlays = Extract<Passive, { kind: 'reservePlaysCostLess' }>;

const isReservePlays = (p: Passive): p is ReservePlays => p.kind === 'reservePlaysCostLess';

/** How much less the cards in play make the card `def` cost, played from Reserve now at its printed Reserve cost. */
export function reservePlaysLess(host: AlteredHost, def: AlteredCard): number {
  const printed = def.reserveCost ?? 0;
  let cost = printed;
  for (const holder of abilityHolders(host, (c) => (c.passives ?? []).some(isReservePlays))) {
    for (const p of (holder.card.passives ?? []).filter(isReservePlays)) cost = Math.max(Math.min(cost, p.atLeast), cost - p.amount);
  }
  return printed - cost;
}
