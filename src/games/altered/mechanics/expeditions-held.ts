/**
 * The controller's other expedition and the one facing it held back: a passive of a
 * character or an expedition permanent that changes what a rule does, not a characteristic
 * (glossary 1.4.2.a). While the card is in one of its controller's expeditions, the other one
 * and the expedition facing that other one never advance: not at Progress (glossary 4.3.2), not
 * by an effect either, the negative effect winning (the official rulings). A Gigantic character
 * is in both expeditions, so it has no other one (glossary 7.4.3.g) and holds nothing back; in a
 * Reserve or in a Discard the card is not in play and holds nothing back.
 */
import { abilityHolders, type Characteristics } from '../reads/characteristics.js';
import { facing, hasKeyword } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId, Side } from '../state/state.js';

const holds = (c: AlteredCard) => (c.passives ?? []).some((p) => p.kind === 'otherAndFacingHeld');

/** Whether a card in play holds this expedition back now. */
export function expeditionHeld(host: AlteredHost, seatId: SeatId, side: Side, chars: Characteristics | undefined): boolean {
  return abilityHolders(host, holds, chars).some((h) => {
    const obj = h.object === null ? undefined : host.state.objects[h.object];
    if (obj === undefined || obj.side === undefined || h.object === null) return false;
    if (hasKeyword(host, h.object, 'gigantic', chars)) return false;
    const other: Side = obj.side === 'hero' ? 'companion' : 'hero';
    return side === other && (seatId === h.controller || seatId === facing(host, h.controller, other));
  });
}
