/**
 * "Immediately play a Character for {5} less" (card data: a `nextPlay` step `until: "now"`), "You
 * may play me for free" (`me`: the card itself, from its player's hand or Reserve, where it is
 * as the step resolves; elsewhere, nothing is played): as the step
 * resolves, its player plays a character of theirs at once, outside their turn's one card. A
 * card is played from the hand or the Reserve (seed 003, Afternoon), so either is offered, at
 * that zone's cost lowered by the step (and by what lowers any card's cost: waiting "next card"
 * effects, its own ability), never below 0; an exhausted card in Reserve only where a card in
 * play allows it (mechanics/play-exhausted.ts), and a card it cannot be played at all (too few mana orbs,
 * glossary 1.4.1.a) never. The player pays it then: only what they can afford is offered.
 */
import { costWith } from './next-play.js';
import { playRelief } from './own-cost.js';
import { exhaustedPlay } from './play-exhausted.js';
import { cardOf, readyMana, seat } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId, SeatId, Side } from '../state/state.js';
import type { PlayNow } from '../cards/play-now-step.js';


const BOTH_SIDES: readonly Side[] = ['hero', 'companion'];

/** One way to play a card now: which, from where, into which expeditions, and for how much in each (its own cost may depend on the expedition, mechanics/own-cost.ts). */
export interface PlayNowOption {
  readonly card: ObjectId;
  readonly fromReserve: boolean;
  readonly sides: readonly Side[];
  readonly costs: Readonly<Partial<Record<Side, number>>>;
}

/** What the card costs its player now, played by the step from `fromReserve`'s zone into `side`. */
function costNow(host: AlteredHost, seatId: SeatId, def: AlteredCard, fromReserve: boolean, step: PlayNow, side: Side): number {
  const relief = playRelief(host, seatId, def, fromReserve, side);
  const printed = (fromReserve ? def.reserveCost : def.handCost) ?? 0;
  return costWith(printed, 0, { ...relief, less: relief.less + (step.costLess ?? 0), free: relief.free || step.free === true }, host.rules.knobs.toughWhenFree);
}

/** The cards `seatId` may play for the step now, each with its cost and the expeditions it may go to: of its type, playable from where it is, affordable. */
export function playNowOptions(host: AlteredHost, seatId: SeatId, step: PlayNow, me: ObjectId | null): PlayNowOption[] {
  const s = seat(host.state, seatId);
  const mana = readyMana(host.state, seatId);
  const out: PlayNowOption[] = [];
  const offer = (card: ObjectId, fromReserve: boolean) => {
    // "Play me": the card itself, where it is now, and no other.
    if (step.me === true && card !== me) return;
    const def = cardOf(host, card);
    if (step.cardType !== undefined && def.type !== step.cardType) return;
    if (def.minManaOrbs !== undefined && s.mana.length < def.minManaOrbs) return;
    const where = fromReserve && host.state.objects[card]?.exhausted ? exhaustedPlay(host, seatId, def) : 'anywhere';
    const costs: Partial<Record<Side, number>> = {};
    for (const side of where === 'anywhere' ? BOTH_SIDES : where) {
      const cost = costNow(host, seatId, def, fromReserve, step, side);
      if (cost <= mana) costs[side] = cost;
    }
    const sides = BOTH_SIDES.filter((side) => costs[side] !== undefined);
    if (sides.length > 0) out.push({ card, fromReserve, sides, costs });
  };
  for (const card of s.hand) offer(card, false);
  for (const card of s.reserve) offer(card, true);
  return out;
}
