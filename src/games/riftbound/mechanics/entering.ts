/**
 * How a played card enters the board (CR 359.2.c-d): a unit exhausted, a gear ready, unless a
 * passive says otherwise (`enters` on a passive, CR 364.3.a). The card's own passive ("I enter
 * ready", "If an opponent controls a battlefield, I enter ready", "This enters exhausted")
 * is read as it is played, its passives active from then on (CR 359.2.a); another card's
 * (other friendly units entering ready) reaches the units its controller's team plays while it
 * is on the board (tokens that enter ready: its controller's unit tokens, played by an effect
 * too). Any passive that says ready wins over one that says exhausted; so does an
 * effect that lets a player's units enter ready this turn (friendly units entering ready this turn),
 * or their next unit ("The next unit you play this turn enters ready", used by the unit it readies).
 */
import type { Ability } from '../schema/card-schema.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { cardAbilities } from '../reads/keyword-handlers.js';
import { boardEntriesOfKind, object, teamOf, type RiftHost } from '../reads/queries.js';
import type { Card, ObjectId, SeatId } from '../state/state.js';
import { askedByAnyCard, cardFlag } from '../reads/game-cards.js';
import { isActive } from '../cards/dependent.js';
import { usesEntersReady } from './delayed.js';

type Passive = Extract<Ability, { kind: 'passive' }>;
type Entering = NonNullable<Passive['enters']>;

/** Whether a card has a passive that says how other units enter. */
const REACHES_OTHERS = cardFlag('how other units enter', (def) =>
  [...cardAbilities(def), ...(def.effectText ?? [])].some((a) => a.kind === 'passive' && a.enters !== undefined && a.appliesTo !== 'self'),
);

function says(host: RiftHost, ability: Passive, controller: SeatId, source: ObjectId): boolean {
  return isActive(host.state, ability, controller, source) && conditionHolds(host, ability, { controller, source, here: null });
}

/**
 * How `entering`, of card `def`, played by `seatId`, enters: `ready`, `exhausted`, or
 * undefined when no passive says (then its type's default).
 */
export function enteringState(host: RiftHost, seatId: SeatId, entering: ObjectId, def: Card): Entering | undefined {
  // "The next unit you play this turn enters ready" is used by the unit played now (delayed.ts), whatever else says it enters ready.
  if (def.type === 'unit' && usesEntersReady(host, seatId)) return 'ready';
  if (def.type === 'unit' && host.state.entersReady?.includes(seatId) === true) return 'ready';
  return passiveEntering(host, seatId, entering, def);
}

/**
 * How `entering` enters by passives alone (its own, and its controller's team's cards'):
 * what a token made by an effect asks, as the effects that let a player's units enter ready
 * this turn reach the units they play.
 */
export function passiveEntering(host: RiftHost, seatId: SeatId, entering: ObjectId, def: Card): Entering | undefined {
  let result: Entering | undefined;
  for (const ability of cardAbilities(def)) {
    if (ability.kind !== 'passive' || ability.enters === undefined || ability.appliesTo !== 'self') continue;
    if (!says(host, ability, seatId, entering)) continue;
    if (ability.enters === 'ready') return 'ready';
    result = ability.enters;
  }
  // Another card's passive reaches units only; a game where none has one pays nothing here.
  if (def.type !== 'unit' || !askedByAnyCard(host, REACHES_OTHERS)) return result;
  const team = teamOf(host.state, seatId).seats;
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) {
    const controller = object(host.state, source).controller;
    if (!team.includes(controller)) continue;
    for (const { ability } of entries) {
      if (ability.enters === undefined || ability.appliesTo === 'self') continue;
      if (ability.appliesTo === 'otherFriendlyUnits' && source === entering) continue;
      // "Your ...": its controller's alone; "Your tokens": tokens alone.
      if (ability.appliesTo === 'yourUnits' && controller !== seatId) continue;
      if (ability.only?.token === true && def.token !== true) continue;
      if (!says(host, ability, controller, source)) continue;
      if (ability.enters === 'ready') return 'ready';
      result = ability.enters;
    }
  }
  return result;
}

/** From now until the end of the turn, the units these players play enter ready (CR 364.3.a; reset as a turn begins, turn.ts). */
export function unitsEnterReady(host: RiftHost, seats: readonly SeatId[]): void {
  const { state } = host;
  const added = seats.filter((s) => state.entersReady?.includes(s) !== true);
  if (added.length > 0) state.entersReady = [...(state.entersReady ?? []), ...added];
}
