/**
 * "At Dusk, if you control a [[Fleeting]] Character, another [[Anchored]] Character and yet
 * another [[Asleep]] Character —": a reaction that activates only if, as its trigger happens, its
 * controller controls a different character for each status listed (`ifControlEach`; glossary
 * 6.3: the reaction's condition; one character with two of the statuses counts for one of them
 * only). And "You win the game" (`winGame`): the team of the step's player wins at once.
 */
import { teamOf } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredObject, SeatId } from '../state/state.js';

type Reaction = NonNullable<AlteredCard['reactions']>[number];
type Wanted = NonNullable<Reaction['ifControlEach']>[number];

/** Whether a character has what one entry asks. */
function fits(obj: AlteredObject, wanted: Wanted): boolean {
  return obj[wanted.status] === true;
}

/** Whether `seatId` controls a different character for each entry (a matching, found by trying each character in turn). */
export function controlsEach(host: AlteredHost, seatId: SeatId, wanted: readonly Wanted[]): boolean {
  const s = host.state.seats.find((x) => x.id === seatId);
  if (!s) return false;
  const characters = [...new Set(s.expedition)].flatMap((id) => host.state.objects[id] ?? []);
  const match = (k: number, used: ReadonlySet<string>): boolean => {
    const entry = wanted[k];
    if (entry === undefined) return true;
    return characters.some((c) => !used.has(c.id) && fits(c, entry) && match(k + 1, new Set([...used, c.id])));
  };
  return match(0, new Set());
}

/** Whether a reaction's own condition holds for its controller now (none: it does). */
export function reactionConditionHolds(host: AlteredHost, reaction: Reaction, controller: SeatId): boolean {
  return reaction.ifControlEach === undefined || controlsEach(host, controller, reaction.ifControlEach);
}

/** "You win the game": the player's team wins, unless the game has a winner already. */
export function winGame(host: AlteredHost, seatId: SeatId): void {
  if (host.state.winner !== null) return;
  const team = teamOf(host.rules, seatId);
  host.state.winner = team;
  host.emit({ type: 'gameWon', team });
}
