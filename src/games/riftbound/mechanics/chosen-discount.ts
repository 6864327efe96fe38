/**
 * A unit's own discount for the spells its controller plays choosing it ("Your spells that
 * choose me cost :rb_energy_2: or :rb_rune_rainbow: less": `discountWhenChosen`, CR 356.4):
 * for each choice of such a unit on the board by a spell of its controller, the spell costs
 * that much Energy less, or, when its Energy cost is under that much, one Power less (one of
 * any domain first). The player does not pick which: the Energy goes first. The discount is
 * read as the spell is paid for, after the Power that Deflect adds (CR 356.2).
 */
import { card, unitLocation, type RiftHost } from '../reads/queries.js';
import { changedCostParts, type Card, type ObjectId, type SeatId, type Cost } from '../state/state.js';

const discounts = new WeakMap<Card, number>();

/** The Energy a card's own passive takes off the spells choosing it: 0 for most cards, found once per card. */
function printedDiscount(def: Card): number {
  let found = discounts.get(def);
  if (found === undefined) {
    found = 0;
    for (const a of def.abilities ?? []) if (a.kind === 'passive' && a.discountWhenChosen !== undefined) found += a.discountWhenChosen.energy;
    discounts.set(def, found);
  }
  return found;
}

/** `cost` of a spell `seat` plays choosing `chosen`, less each chosen unit's discount; `cost` itself when none gives one. */
export function withChosenDiscounts(host: RiftHost, seat: SeatId, chosen: readonly ObjectId[], cost: Cost): Cost {
  let out = cost;
  for (const id of chosen) {
    const obj = host.state.objects[id];
    if (obj === undefined || obj.controller !== seat || unitLocation(host.state, id) === undefined) continue;
    const energy = printedDiscount(card(host.rules, obj.card));
    if (energy === 0) continue;
    if (out.energy >= energy) out = changedCostParts(out, out.energy - energy, out.power);
    else if (out.power.length > 0) {
      const power = [...out.power];
      const any = power.indexOf('any');
      power.splice(any >= 0 ? any : power.length - 1, 1);
      out = changedCostParts(out, out.energy, power);
    } else out = changedCostParts(out, 0, out.power);
  }
  return out;
}
