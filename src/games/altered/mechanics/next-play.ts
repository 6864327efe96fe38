/**
 * "The next [card] you play this turn / this Afternoon costs {N} less", "... is free" and "...
 * gains N boosts": an effect that waits, in the state, for its player's next card of its type
 * (or subtype). That card uses every such effect of its player that names it: it costs less
 * (after Tough's extra cost, never below 0) or nothing, and a character gains the boosts once it is in its expedition
 * (so "when I gain boosts" sees them), or loses Fleeting as it enters, or, played from the hand,
 * activates its {R} reactions too ("as if it had been played from Reserve"), or gains Anchored once
 * in its expedition; one may name only cards of a printed Hand Cost or less. An effect of this turn
 * ends with the turn; one of this Afternoon with the Afternoon of its day (made at Noon, it waits for the Afternoon; made after
 * it, it has no effect, as the official rulings say). With none waiting, playing a card looks
 * at nothing more.
 */
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredState, NextPlay, ObjectId, SeatId } from '../state/state.js';

/** Whether a waiting effect names this card: its type, a permanent being a landmark or an expedition permanent, its printed subtype (a card in hand has no passive applied, glossary 2.3.1.h), and the zone it is played from. */
function names(wait: NextPlay, def: AlteredCard, fromReserve: boolean): boolean {
  if (wait.subtype !== undefined && !(def.subtypes ?? []).includes(wait.subtype)) return false;
  if (wait.from !== undefined && wait.from !== (fromReserve ? 'reserve' : 'hand')) return false;
  if (wait.handCostAtMost !== undefined && (def.handCost ?? 0) > wait.handCostAtMost) return false;
  switch (wait.cardType) {
    case undefined:
      return true;
    case 'permanent':
      return def.type === 'landmark' || def.type === 'expeditionPermanent';
    default:
      return wait.cardType === def.type;
  }
}

/** What the player's waiting effects do to the cost of their next card: how much less, or nothing to pay at all. */
export interface Relief {
  readonly less: number;
  readonly free: boolean;
  /** The least it may cost, what lowers it notwithstanding (mechanics/cost-floor.ts); a free card bypasses it. */
  readonly atLeast?: number;
}

const NO_RELIEF: Relief = { less: 0, free: false };

/** What the waiting effects of the player do to the cost of the card `def` now. */
export function nextPlayRelief(state: AlteredState, seatId: SeatId, def: AlteredCard, fromReserve: boolean): Relief {
  const waiting = state.nextPlays;
  if (waiting.length === 0) return NO_RELIEF;
  let less = 0;
  let free = false;
  for (const wait of waiting) if (wait.seat === seatId && names(wait, def, fromReserve)) (less += wait.costLess ?? 0), (free ||= wait.free === true);
  return less === 0 && !free ? NO_RELIEF : { less, free };
}

/**
 * A cost with what adds to it (`extra`: Tough) and what takes from it (`relief`): never below
 * 0, nor below the relief's `atLeast` (an opponent's "can't cost less than", mechanics/cost-floor.ts). A
 * free card bypasses its cost entirely, not reduced to 0 (the official rulings of the cards
 * that print "is free"), so nothing that raises it counts either; Tough's extra cost goes with
 * it (glossary 7.4.5.c) unless `toughWhenFree` is `paid` (Altered Complete Rules v3.0).
 */
export function costWith(printed: number, extra: number, relief: Relief, toughWhenFree: 'waived' | 'paid' = 'waived'): number {
  if (relief.free) return toughWhenFree === 'paid' ? extra : 0;
  return Math.max(relief.atLeast ?? 0, printed + extra - relief.less);
}

/** Makes an effect wait for the player's next card. */
export function waitForNextPlay(host: AlteredHost, seatId: SeatId, wait: Omit<NextPlay, 'seat'>): void {
  const made: NextPlay = { seat: seatId, ...wait };
  host.state.nextPlays.push(made);
  host.emit({ type: 'nextPlayWaiting', ...made });
}

/** What the effects a card used do to it as it enters play: the boosts to give it, whether it loses Fleeting, and whether its {R} reactions activate as well. */
export interface Used {
  readonly boosts: number;
  readonly losesFleeting: boolean;
  readonly activatesReserve: boolean;
  /** "gains [[Anchored]]": a character gains Anchored once in its expedition. */
  readonly anchored: boolean;
}

const NOTHING_USED: Used = { boosts: 0, losesFleeting: false, activatesReserve: false, anchored: false };

/**
 * The card `object` the player just played uses the effects that name it (they end); the
 * boosts they give it, for the caller to give once it is in its expedition, and whether it
 * loses Fleeting ("loses [[Fleeting]]", a character only).
 */
export function useNextPlays(host: AlteredHost, seatId: SeatId, object: ObjectId, def: AlteredCard, fromReserve: boolean): Used {
  const { state } = host;
  if (state.nextPlays.length === 0) return NOTHING_USED;
  let boosts = 0;
  let less = 0;
  let free = false;
  let loses = false;
  let activates = false;
  let anchored = false;
  const left: NextPlay[] = [];
  for (const wait of state.nextPlays) {
    if (wait.seat !== seatId || !names(wait, def, fromReserve)) left.push(wait);
    else (boosts += wait.boosts ?? 0), (less += wait.costLess ?? 0), (free ||= wait.free === true), (loses ||= wait.loses === 'fleeting'), (activates ||= wait.activates === 'reserve'), (anchored ||= wait.gains === 'anchored');
  }
  if (left.length === state.nextPlays.length) return NOTHING_USED;
  state.nextPlays = left;
  const character = def.type === 'character';
  // Played from the Reserve, its {R} reactions activate anyway: the effect adds nothing (and, one or several, activates them once).
  const alsoReserve = character && activates && !fromReserve;
  host.emit({ type: 'nextPlayUsed', seat: seatId, object, costLess: less, ...(free ? { free } : {}), boosts: character ? boosts : 0, ...(character && loses ? { loses: 'fleeting' as const } : {}), ...(alsoReserve ? { activates: 'reserve' as const } : {}), ...(character && anchored ? { gains: 'anchored' as const } : {}) });
  return { boosts: character ? boosts : 0, losesFleeting: character && loses, activatesReserve: alsoReserve, anchored: character && anchored };
}

/** The effects that end now: this turn's at the end of a turn, all of them when the Afternoon ends (or a day begins). */
export function endNextPlays(state: AlteredState, until: NextPlay['until']): void {
  if (state.nextPlays.length === 0) return;
  state.nextPlays = until === 'afternoon' ? [] : state.nextPlays.filter((w) => w.until !== 'turn');
}
