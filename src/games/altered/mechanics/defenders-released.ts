/**
 * Defenders that do not prevent the card's own expedition from moving forward (with "If my
 * Expedition is behind," before it): a passive of a character or an expedition permanent that
 * changes what a rule does, not a characteristic. While the card works in an expedition (a
 * Gigantic character: both of its controller's, glossary 7.4.3.b), Defenders in that expedition
 * do not hold it back during Dusk (glossary 7.4.1.b; 1.4.2.a: the card changes what the rule
 * does); every other reason it cannot move forward stands.
 */
import { abilityHolders, type Characteristics } from '../reads/characteristics.js';
import { standing } from '../reads/expeditions.js';
import { hasKeyword } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId, Side } from '../state/state.js';

type Passive = NonNullable<AlteredCard['passives']>[number];
type Release = Extract<Passive, { kind: 'defendersDontHold' }>;

const isRelease = (p: Passive): p is Release => p.kind === 'defendersDontHold';
const releases = (c: AlteredCard) => (c.passives ?? []).some(isRelease);

/** Whether a card of the expedition's player, working in that expedition, lets its Defenders not hold it back now. */
export function defendersReleased(host: AlteredHost, seatId: SeatId, side: Side, chars: Characteristics | undefined): boolean {
  return abilityHolders(host, releases, chars, { seat: seatId }).some((h) => {
    const obj = h.object === null ? undefined : host.state.objects[h.object];
    if (obj === undefined || h.object === null) return false;
    if (obj.side !== side && !hasKeyword(host, h.object, 'gigantic', chars)) return false;
    return (h.card.passives ?? []).some((p) => isRelease(p) && (p.ifMyExpedition === undefined || standing(host, { seat: seatId, side }) === p.ifMyExpedition));
  });
}
