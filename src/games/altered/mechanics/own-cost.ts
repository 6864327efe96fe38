/**
 * "I cost {3} less if there are four or more exhausted cards in Reserve", "I cost {2} less
 * per exhausted card in Reserve", "I cost {3} less to play in an Expedition with no
 * Characters": a card's own cost lowered as its player plays it. The
 * ability speaks of playing the card, so it works from the hand or the Reserve, where the card
 * is before it is in play (glossary 1.2.4.d). What it counts is counted as the cost is worked
 * out; the card is not yet in play, so it counts nothing of itself. It adds to what waiting
 * "next card" effects take off (mechanics/next-play.ts): the total never goes below 0. Lowered for where
 * it is played (`into`), it costs less only played into an expedition of its player with no
 * character in it (a Gigantic character is in both, glossary 7.4.3.f): each expedition offered has
 * its own cost, and without one named (`side` undefined), nothing is taken off. Lowered for a card
 * discarded (`ifDiscard`), it costs less only when its player discards a card of their Reserve as
 * they play it (`discarding`, the play action's "discard", paid with the cost: actions/actions.ts).
 */
import { characteristicsFor, keywordPart } from '../reads/characteristics.js';
import { countOf } from '../reads/counts.js';
import { costFloor } from './cost-floor.js';
import { nextPlayRelief, type Relief } from './next-play.js';
import { reservePlaysLess } from './reserve-plays-cost-less.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { expeditionCharacters } from '../reads/queries.js';
import type { AlteredHost, SeatId, Side } from '../state/state.js';

/** How much less the card's own ability makes it cost its player now. */
export function ownCostLess(host: AlteredHost, seatId: SeatId, def: AlteredCard, side?: Side, discarding = false): number {
  const less = def.costLess;
  if (less === undefined) return 0;
  if (less.ifDiscard !== undefined) return discarding ? less.amount : 0;
  if (less.into === 'emptyExpedition') return side !== undefined && expeditionCharacters(host, seatId, side, characteristicsFor(host, keywordPart('gigantic'))).length === 0 ? less.amount : 0;
  if (less.ifHave !== undefined && countOf(host, seatId, less.ifHave.of) < less.ifHave.atLeast) return 0;
  return less.per === undefined ? less.amount : less.amount * countOf(host, seatId, less.per);
}

/** What lowers the cost of the card `def` its player plays now (into `side`, for a card that goes to an expedition): waiting effects and its own ability; and how far it may go (an opponent's floor, mechanics/cost-floor.ts). */
export function playRelief(host: AlteredHost, seatId: SeatId, def: AlteredCard, fromReserve: boolean, side?: Side, discarding = false): Relief {
  const relief = nextPlayRelief(host.state, seatId, def, fromReserve);
  // And what cards in play take off a card played from Reserve (mechanics/reserve-plays-cost-less.ts).
  const own = ownCostLess(host, seatId, def, side, discarding) + (fromReserve ? reservePlaysLess(host, def) : 0);
  const floor = costFloor(host, seatId, def);
  const lowered = own === 0 ? relief : { ...relief, less: relief.less + own };
  return floor === 0 ? lowered : { ...lowered, atLeast: floor };
}
