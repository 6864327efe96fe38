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
import { costWith, type Relief } from './next-play.js';
import { spellAims, type SpellAim } from './spell-aims.js';
import { ofType } from './card-moves.js';
import { playRelief } from './own-cost.js';
import { exhaustedPlay } from './play-exhausted.js';
import { cardOf, readyMana, seat } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { MAX_WAITING_BENEATH, waitingBeneath, type AlteredHost, type ObjectId, type SeatId, type Side } from '../state/state.js';
import type { PlayNow } from '../cards/play-now-step.js';


const BOTH_SIDES: readonly Side[] = ['hero', 'companion'];

/**
 * One way to play a card now: which, from where, into which expeditions, and for how much in
 * each (its own cost may depend on the expedition, mechanics/own-cost.ts); a landmark goes to no
 * expedition (`sides` empty, `costs.none`), and a spell is played in each of its `aims`, a mode
 * and a target (mechanics/spell-aims.ts).
 */
export interface PlayNowOption {
  readonly card: ObjectId;
  readonly fromReserve: boolean;
  readonly sides: readonly Side[];
  readonly costs: Readonly<Partial<Record<Side | 'none', number>>>;
  readonly aims?: readonly SpellAim[];
}

/** What lowers the card's cost now, played by the step from `fromReserve`'s zone (into `side`). */
function reliefNow(host: AlteredHost, seatId: SeatId, def: AlteredCard, fromReserve: boolean, step: PlayNow, side: Side | undefined): Relief {
  const relief = playRelief(host, seatId, def, fromReserve, side);
  return { ...relief, less: relief.less + (step.costLess ?? 0), free: relief.free || step.free === true };
}

/** The card's printed cost from its zone. */
function printedNow(def: AlteredCard, fromReserve: boolean): number {
  return (fromReserve ? def.reserveCost : def.handCost) ?? 0;
}

/** What the card costs its player now, played by the step from `fromReserve`'s zone into `side` (none for a landmark or a spell; a spell's target may add Tough, `extra`). */
export function costNow(host: AlteredHost, seatId: SeatId, def: AlteredCard, fromReserve: boolean, step: PlayNow, side: Side | undefined, extra = 0): number {
  return costWith(printedNow(def, fromReserve), extra, reliefNow(host, seatId, def, fromReserve, step, side), host.rules.knobs.toughWhenFree);
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
    if (step.cardType !== undefined && !ofType(def, step.cardType)) return;
    // "A card with Hand Cost {3} or less": its printed Hand Cost, from either zone.
    if (step.handCostAtMost !== undefined && (def.handCost ?? 0) > step.handCostAtMost) return;
    if (def.minManaOrbs !== undefined && s.mana.length < def.minManaOrbs) return;
    const where = fromReserve && host.state.objects[card]?.exhausted ? exhaustedPlay(host, seatId, def) : 'anywhere';
    if (def.type !== 'character' && def.type !== 'expeditionPermanent') {
      // An exhausted one only where a card in play allows any card to be (mechanics/play-exhausted.ts).
      if (where !== 'anywhere') return;
      const cost = costNow(host, seatId, def, fromReserve, step, undefined);
      if (cost > mana) return;
      if (def.type !== 'spell') return void out.push({ card, fromReserve, sides: [], costs: { none: cost } });
      // A spell that waits for a choice leaves this ability waiting beneath it: not deeper than a state holds.
      if (waitingBeneath(host.state.resolving) >= MAX_WAITING_BENEATH) return;
      const aims = spellAims(host, seatId, card, def, printedNow(def, fromReserve), reliefNow(host, seatId, def, fromReserve, step, undefined), mana);
      if (aims.length > 0) out.push({ card, fromReserve, sides: [], costs: { none: cost }, aims });
      return;
    }
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
