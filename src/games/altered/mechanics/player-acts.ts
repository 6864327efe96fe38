/**
 * A player's acts that reactions hear ("When you roll one or more dice", "When you sacrifice a
 * Character", "When an opponent draws one or more cards or does [Resupply]"; a `playerActs`
 * reaction, mechanics/triggers.ts): each act done once is one event, however many cards or dice it takes
 * (the official rulings: two Resupplies are two events, two objects sacrificed are two).
 */
import { card, cardOf } from '../reads/queries.js';
import { printedCharacteristics } from '../reads/characteristics.js';
import { subtypesNow } from '../reads/controlled.js';
import type { AlteredHost, AlteredObject, SeatId } from '../state/state.js';
import { activate, trigger, watchersOf, type PlayerAct, type Trigger } from './triggers.js';

/** `seatId` did `act` (a draw of one or more cards, a Resupply, a die rolled): the reactions that hear it activate. */
export function playerActed(host: AlteredHost, seatId: SeatId, act: Exclude<PlayerAct, 'sacrifice'>): void {
  trigger(host, { on: 'playerActs', seat: seatId, act });
}

/**
 * `seatId` exhausts `obj`, a card exhausted already being left alone by the caller (glossary
 * 1.4.1.c): one in a Reserve, by an effect or by using its support ability, is heard as "When you
 * exhaust a card in Reserve", once per card (the official rulings: two cards exhausted by one
 * effect are two).
 */
export function exhaustCard(host: AlteredHost, seatId: SeatId, obj: AlteredObject): void {
  obj.exhausted = true;
  if (host.state.seats.some((s) => s.reserve.includes(obj.id))) playerActed(host, seatId, 'exhaustInReserve');
}

/**
 * Its controller sacrifices `obj` (glossary 7.3.19.a): the reactions that existed before hear it
 * (6.3.d: the object's own too, though it leaves), once the object is gone (`leave` moves it);
 * its own "When I'm sacrificed" reactions hear it too, with the Fleeting it had (sacrificed.ts).
 */
export function sacrificed(host: AlteredHost, obj: AlteredObject, leave: () => void): void {
  const event: Trigger = { on: 'playerActs', seat: obj.owner, act: 'sacrifice', cardType: card(host.rules, obj.card).type, subtypes: subtypesOf(host, obj.id) };
  const own: Trigger = { on: 'sacrificed', object: obj.id, wasFleeting: obj.fleeting === true };
  const hearing = watchersOf(host, event);
  const hearingOwn = watchersOf(host, own);
  leave();
  activate(host, hearing, event);
  activate(host, hearingOwn, own);
}

/** The subtypes of an object in play now, as passives make them (glossary 2.3.1-2.3.3): what "a non-Illusion Character" asks of a sacrifice. */
function subtypesOf(host: AlteredHost, id: string): readonly string[] {
  return subtypesNow(host)?.characters[id]?.subtypes ?? printedCharacteristics(cardOf(host, id)).subtypes;
}
