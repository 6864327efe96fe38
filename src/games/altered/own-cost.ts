/**
 * "I cost {3} less if there are four or more exhausted cards in Reserve", "I cost {2} less
 * per exhausted card in Reserve": a card's own cost lowered as its player plays it. The
 * ability speaks of playing the card, so it works from the hand or the Reserve, where the card
 * is before it is in play (glossary 1.2.4.d). What it counts is counted as the cost is worked
 * out; the card is not yet in play, so it counts nothing of itself. It adds to what waiting
 * "next card" effects take off (next-play.ts): the total never goes below 0.
 */
import { countOf } from './counts.js';
import { costFloor } from './cost-floor.js';
import { nextPlayRelief, type Relief } from './next-play.js';
import type { AlteredCard } from './schema.js';
import type { AlteredHost, SeatId } from './state.js';

/** How much less the card's own ability makes it cost its player now. */
export function ownCostLess(host: AlteredHost, seatId: SeatId, def: AlteredCard): number {
  const less = def.costLess;
  if (less === undefined) return 0;
  if (less.ifHave !== undefined && countOf(host, seatId, less.ifHave.of) < less.ifHave.atLeast) return 0;
  return less.per === undefined ? less.amount : less.amount * countOf(host, seatId, less.per);
}

/** What lowers the cost of the card `def` its player plays now: waiting effects and its own ability; and how far it may go (an opponent's floor, cost-floor.ts). */
export function playRelief(host: AlteredHost, seatId: SeatId, def: AlteredCard, fromReserve: boolean): Relief {
  const relief = nextPlayRelief(host.state, seatId, def, fromReserve);
  const own = ownCostLess(host, seatId, def);
  const floor = costFloor(host, seatId, def);
  const lowered = own === 0 ? relief : { ...relief, less: relief.less + own };
  return floor === 0 ? lowered : { ...lowered, atLeast: floor };
}
