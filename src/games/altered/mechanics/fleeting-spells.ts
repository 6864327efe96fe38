/**
 * "Spells you play with Hand Cost {2} or less have [[Fleeting]]" (card data: a `passives` entry
 * of kind `fleetingSpells`): a passive of a card in play (a hero's from the start) that changes
 * what a rule does, not a characteristic (glossary 1.4.2.a). A spell its controller plays whose
 * printed Hand Cost is at most `handCostAtMost` has Fleeting as it resolves, from the hand as
 * from the Reserve: once resolved it goes to Discard instead of Reserve (glossary 2.4.6.d-f).
 * An opponent's spells are not its controller's to play, a teammate's neither ("you").
 */
import { abilityHolders } from '../reads/characteristics.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId } from '../state/state.js';

const makesFleeting = (c: AlteredCard) => (c.passives ?? []).some((p) => p.kind === 'fleetingSpells');

/** Whether a card `seatId` controls in play makes the spell `def` they play Fleeting. */
export function fleetingSpell(host: AlteredHost, seatId: SeatId, def: AlteredCard): boolean {
  if (def.type !== 'spell') return false;
  return abilityHolders(host, makesFleeting).some((h) => h.controller === seatId && (h.card.passives ?? []).some((p) => p.kind === 'fleetingSpells' && (def.handCost ?? 0) <= p.handCostAtMost));
}
