/**
 * "If my Expedition would move forward during Dusk, it moves forward two more regions instead":
 * a passive of a character or an expedition permanent that replaces how far its own expedition
 * moves (glossary 6.2.b: a replacement, applied once to the move it replaces). While the card
 * works in an expedition (a Gigantic character: both of its controller's, glossary 7.4.3.b),
 * each move forward of that expedition during Dusk, at Progress or by an effect, goes that many
 * regions further, within the track; by day a move is as the effect says.
 */
import { abilityHolders, type Characteristics } from '../reads/characteristics.js';
import { hasKeyword } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId, Side } from '../state/state.js';

type Passive = NonNullable<AlteredCard['passives']>[number];
type Further = Extract<Passive, { kind: 'furtherAtDusk' }>;

const isFurther = (p: Passive): p is Further => p.kind === 'furtherAtDusk';
const moves = (c: AlteredCard) => (c.passives ?? []).some(isFurther);

/** How many regions further the expedition moves forward now: 0 outside Dusk, else the sum of the replacements of the cards working in it. */
export function furtherAtDusk(host: AlteredHost, seatId: SeatId, side: Side, chars?: Characteristics): number {
  if (host.state.advancedThisDusk === null) return 0;
  let more = 0;
  for (const h of abilityHolders(host, moves, chars, { seat: seatId })) {
    const obj = h.object === null ? undefined : host.state.objects[h.object];
    if (obj === undefined || h.object === null) continue;
    if (obj.side !== side && !hasKeyword(host, h.object, 'gigantic', chars)) continue;
    for (const p of h.card.passives ?? []) if (isFurther(p)) more += p.regions;
  }
  return more;
}
