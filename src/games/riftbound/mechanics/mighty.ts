/**
 * Mighty (CR 706-711): a unit is Mighty while its Might is 5 or more, judged by its current
 * Might on the board and by its printed Might in other zones. It "becomes Mighty" when its
 * Might goes from under 5 to 5 or more on the board: the state remembers what each unit on
 * the board was when last looked at, and a unit not remembered yet (one entering play) is
 * judged by its printed Might, so a unit printed with 5 or more does not become Mighty by
 * entering play (it already was).
 */
import { boardMightCeiling, might, mightCeilingAt, object, printedFacts, unitLocation, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import { isMighty, MIGHTY_AT } from '../reads/is-mighty.js';
import type { ObjectId } from '../state/state.js';
import { announce } from './trigger-events.js';
import { boardIndex, boardRead, cachedBoardRead, type BoardIndex } from '../reads/unit-cache.js';

/**
 * Whether each unit on the board is Mighty now: made from the inputs of the units' Might only,
 * so the same record while those are unchanged (and the one the state holds while nobody's
 * answer changed).
 */
export function mightyNow(host: RiftHost): Readonly<Record<ObjectId, boolean>> {
  return cachedBoardRead(host, MIGHTY);
}

const MIGHTY = boardRead('mighty', mightyAfresh);

function mightyAfresh(host: RiftHost): Readonly<Record<ObjectId, boolean>> {
  const index = boardIndex(host.state);
  const units = index.units;
  const answers = mightyOnBoard(host, index);
  const kept = host.state.mighty;
  // Most changes of the board (a unit moving, readying, taking damage) change nobody's Mighty: the
  // record the state holds is kept, not made again, when every unit answers as it says and it holds no other.
  let same = 0;
  while (same < units.length && kept[units[same] as ObjectId] === answers[same]) same++;
  if (same === units.length && unitsIn(kept) === units.length) return kept;
  // Keyed by object ids that differ from game to game: a dictionary from the start, not one shape per set of keys.
  const record: Record<ObjectId, boolean> = Object.create(null);
  for (let i = 0; i < units.length; i++) record[units[i] as ObjectId] = answers[i] as boolean;
  lastMade = record;
  lastMadeSize = units.length;
  // Read-only by its type, and shared with the state that records it (not frozen: freezing a record of many keys is slow).
  return record;
}

/**
 * The record made last and how many units it holds: the record kept is usually it, whose keys
 * then need no counting (one record, not a map of them: the state holds the one made last).
 */
let lastMade: Readonly<Record<ObjectId, boolean>> | undefined;
let lastMadeSize = 0;

function unitsIn(record: Readonly<Record<ObjectId, boolean>>): number {
  return record === lastMade ? lastMadeSize : Object.keys(record).length;
}

/**
 * {@link isMighty} for each unit of `index`, in its order, the board's part of their Might
 * ceiling read once: most units on the board cannot be Mighty whatever reaches them, and their
 * Might is not worked out for it (the check asks every unit after each change of the board).
 */
function mightyOnBoard(host: RiftHost, index: BoardIndex): boolean[] {
  const board = boardMightCeiling(host);
  const { units, placesInOrder } = index;
  const answers: boolean[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as ObjectId;
    const place = placesInOrder[i];
    // A unit the board index does not place (at a base its controller does not own) is judged as off the board.
    if (place === undefined) answers.push(isMighty(host, unit));
    else {
      const ceiling = mightCeilingAt(host, board, index, unit, place);
      answers.push((ceiling === undefined || ceiling >= MIGHTY_AT) && might(host, unit) >= MIGHTY_AT);
    }
  }
  return answers;
}

/**
 * Compares every unit on the board with what it was when last looked at: those that were
 * not Mighty and are now become Mighty (CR 709), and their "becomesMighty" abilities
 * trigger. Returns whether any did.
 */
export function noteMightChanges(host: RiftHost): boolean {
  const { state } = host;
  const before = state.mighty;
  const now = mightyNow(host);
  // The record looked at last time, unchanged since: nobody became Mighty.
  if (now === before) return false;
  state.mighty = now;
  let any = false;
  // The record's keys are the units on the board (it was made from them); events follow the board's order.
  for (const unit of unitsOnBoard(state)) {
    const mighty = now[unit] === true;
    const was = before[unit] ?? printedFacts(host, object(state, unit)).might >= MIGHTY_AT;
    if (!mighty || was) continue;
    any = true;
    host.emit({ type: 'becameMighty', unit, might: might(host, unit) });
    const where = unitLocation(state, unit);
    announce(host, { trigger: 'becomesMighty', object: unit, player: object(state, unit).controller, here: where === 'base' || where === undefined ? null : where });
  }
  return any;
}
