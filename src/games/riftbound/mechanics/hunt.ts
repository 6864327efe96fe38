/**
 * Hunt N (CR 823): "when I conquer or hold, my controller gains N XP" (CR 823.1.c.1), a
 * triggered ability of units that is both a conquer and a hold effect (CR 823.1.b). Written
 * without a value it is Hunt 1 (CR 823.1.c.2); the values of every Hunt a unit has, printed
 * or granted, add up to one ability (CR 823.2).
 *
 * It triggers for the units of the scoring player at the battlefield scored, as conquer and
 * hold effects of units do (CR 383.4.c.2.a, 383.4.d.2.a), also when a final-point conquer
 * draws a card instead of the point (CR 383.4.c.2.c).
 */
import { keywordTotal } from '../reads/keyword-handlers.js';
import { battlefield, object, unitsOf, type RiftHost } from '../reads/queries.js';
import { wholePendingTrigger, type ObjectId, type SeatId } from '../state/state.js';

/** A unit's Hunt value: its own Hunt and every granted one, summed (CR 823.2). */
export function huntValue(host: RiftHost, unit: ObjectId): number {
  return keywordTotal(host, unit, 'hunt');
}

/** `scorer` conquered or held `bf`: each of its units there with Hunt triggers. */
export function queueHunt(host: RiftHost, scorer: SeatId, bf: ObjectId, method: 'hold' | 'conquer'): void {
  for (const unit of unitsOf(host.state, battlefield(host.state, bf), scorer)) {
    const value = huntValue(host, unit);
    if (value === 0) continue;
    const card = object(host.state, unit).card;
    const trigger = method === 'conquer' ? 'conquerHere' : 'holdHere';
    host.state.triggers.push(wholePendingTrigger({ id: `c${host.state.nextChainId++}`, trigger, controller: scorer, source: unit, card, keyword: { name: 'hunt', value }, here: bf }));
    host.emit({ type: 'abilityTriggered', trigger: method === 'conquer' ? 'hunt (conquer)' : 'hunt (hold)', source: unit, card, controller: scorer });
  }
}
