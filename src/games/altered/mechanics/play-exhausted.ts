/**
 * Playing exhausted cards from Reserve allowed (card data: `playExhausted`): an exhausted
 * card in Reserve cannot be played (seed 003, Afternoon), unless a card its player controls in
 * play says it may (glossary 1.4.2.a, the specific beats the general; 1.2.4.d, it works in
 * play). "Exhausted Characters ... in my Expedition" allows only characters, and only into the
 * expedition that card is in (a Gigantic character's: both, glossary 7.4.3.f).
 */
import { expeditionsOfObject } from '../reads/expeditions.js';
import { cardOf, seat } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId, Side } from '../state/state.js';

/**
 * Where the player may play the exhausted card `def` from their Reserve: `anywhere` when a card
 * allows it with no expedition named, else the expeditions of the cards that allow it only
 * there (none: it cannot be played).
 */
export function exhaustedPlay(host: AlteredHost, seatId: SeatId, def: AlteredCard): 'anywhere' | readonly Side[] {
  const s = seat(host.state, seatId);
  const sides: Side[] = [];
  for (const zone of [s.expedition, s.landmarks, s.permanents]) {
    for (const id of zone) {
      const allows = cardOf(host, id).playExhausted;
      if (!allows || (allows.cardType !== undefined && allows.cardType !== def.type)) continue;
      if (allows.expedition === undefined) return 'anywhere';
      for (const e of expeditionsOfObject(host, id)) if (!sides.includes(e.side)) sides.push(e.side);
    }
  }
  return sides;
}
