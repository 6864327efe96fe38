/**
 * "Here" as an ability resolves (CR 359.3.f.1-2): information an instruction takes from the
 * ability's source is checked as the instruction executes, so "here" is the battlefield its
 * source is at then, and no battlefield once the source is at its base or off the board (an
 * attack trigger whose unit was moved away deals its damage nowhere). What an ability notes as
 * its trigger condition is met keeps that value (CR 359.3.f.3): a "when I die" ability's
 * "here" is where the unit died. A battlefield's own abilities are about itself, and a spell's
 * "here" is where it was played from hiding (CR 811.1.d).
 */
import { findBattlefield, unitLocation, type RiftHost } from '../reads/queries.js';
import type { ChainItem, ObjectId } from '../state/state.js';
import { gearLocation } from './gear.js';

/** The battlefield `item`'s "here" means as it resolves, or null. */
export function hereAsItResolves(host: RiftHost, item: ChainItem): ObjectId | null {
  // A spell, a "when I die" ability (noted as it died), a battlefield's own ability.
  if (item.kind === 'spell' || item.lastKnown !== undefined || findBattlefield(host.state, item.source) !== undefined) return item.here;
  const where = unitLocation(host.state, item.source) ?? gearLocation(host, item.source);
  return where === undefined || where === 'base' ? null : where;
}
