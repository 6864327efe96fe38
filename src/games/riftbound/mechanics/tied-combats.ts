/**
 * A tied combat (CR 461.3.d: attackers and defenders both left after combat damage) whose
 * attackers a passive recalls with every other unit there (`recallAllOnTie`): "If a combat
 * where you are the defender ends in a tie, recall ALL units instead." Instead of the attackers
 * alone (CR 461.1.a.2), all units at the battlefield go to their bases; recalls are not moves.
 */
import { boardEntriesOfKind, object, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';

/** Whether a passive of the attacker (as attacker) or of the defender (as defender) recalls all units of a tied combat. */
function recallsAll(host: RiftHost, attacker: SeatId, defender: SeatId): boolean {
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) {
    for (const { ability } of entries) {
      const role = ability.recallAllOnTie;
      if (role === undefined) continue;
      const controller = object(host.state, source).controller;
      if ((role === 'attacker' && controller === attacker) || (role === 'defender' && controller === defender)) return true;
    }
  }
  return false;
}

/** The units a tied combat recalls: every unit there when a passive says so, else the attackers left. */
export function recalledOnTie(host: RiftHost, attacker: SeatId, defender: SeatId, attackersLeft: readonly ObjectId[], unitsThere: readonly ObjectId[]): readonly ObjectId[] {
  return recallsAll(host, attacker, defender) ? [...unitsThere] : attackersLeft;
}
