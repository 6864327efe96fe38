/**
 * A unit its player owns put into their hand from where the step says (`putInHand`: "Put a
 * Yordle unit you own into your hand from your Champion Zone or the board"): one of their
 * units of the tag in their Champion Zone or on the board (whoever controls it there), chosen
 * as the step resolves (`chooseCards`, purpose `hand`; none asked with one). From the board it
 * returns to its owner's hand as a fresh object (zones.ts, CR 705); from the Champion Zone it
 * goes to the hand, a public zone to a private one (event `cardPutInHand`).
 */
import { card, object, seat, unitLocation, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { returnUnit } from './zones.js';

type Zone = 'championZone' | 'board';

/** The units of `tag` `owner` owns in the zones named, their Champion Zone first. */
export function ownedUnitsOfTag(host: RiftHost, owner: SeatId, tag: string, from: readonly Zone[]): ObjectId[] {
  const { state } = host;
  const fits = (id: ObjectId) => {
    const def = card(host.rules, object(state, id).card);
    return def.type === 'unit' && (def.tags ?? []).includes(tag);
  };
  const out: ObjectId[] = [];
  if (from.includes('championZone')) out.push(...seat(state, owner).championZone.filter(fits));
  if (from.includes('board')) {
    for (const id in state.objects) {
      const obj = state.objects[id];
      if (obj !== undefined && obj.owner === owner && unitLocation(state, id) !== undefined && fits(id)) out.push(id);
    }
  }
  return out;
}

/** Puts `unit` into its owner's hand, from their Champion Zone or the board. */
export function putInHand(host: RiftHost, unit: ObjectId): void {
  const { state } = host;
  const obj = object(state, unit);
  const owner = seat(state, obj.owner);
  const at = owner.championZone.indexOf(unit);
  if (at >= 0) {
    owner.championZone.splice(at, 1);
    owner.hand.push(unit);
    host.emit({ type: 'cardPutInHand', seat: obj.owner, object: unit, card: obj.card, from: 'championZone' });
    return;
  }
  if (unitLocation(state, unit) !== undefined) returnUnit(host, unit, 'hand');
}
