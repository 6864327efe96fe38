/**
 * Listed actions are handed out sealed: deeply frozen. A sealed action the runtime listed in
 * the current state version can then be applied without being checked again or copied
 * (nobody can have changed it since). The game lists new objects that share nothing with its
 * state (`ActionKind.enumerate`; the shadow check verifies it), so they are frozen as they are.
 * An action of a kind without fields (a pass) is the same in every listing: the first one
 * sealed for its seat is listed again in place of each new copy.
 */
import { freezeNewJson } from '../json/freeze.js';
import type { Action } from './module.js';

/** Seals the actions one game lists. */
export class ActionSealer {
  /** The sealed `{ type, seat }` actions, by type; a game has a few seats, scanned. */
  private readonly constants = new Map<string, Action[]>();
  /** The part (a list or an object in an action) last frozen. */
  private lastPart: object | undefined = undefined;

  /**
   * `action` sealed: deeply frozen in place, or, for a kind without fields (`fieldless`), the
   * equal action sealed before (freezing costs a call into the runtime; the record then
   * holds one object for all of a seat's passes).
   */
  seal(action: Action, fieldless: boolean): Action {
    return fieldless && isTypeAndSeat(action) ? this.constant(action) : this.freezeNew(action);
  }

  /**
   * Freezes a new action and its parts. A part is new too, or shared with an action sealed
   * before (deeply frozen then, so freezing it again changes nothing): it is frozen without
   * first asking whether it is, a call into the runtime as costly as freezing one that is. The
   * actions of one listing often share a part with the one before (a group of units moving to
   * each destination): that part is not frozen again.
   */
  private freezeNew(action: Action): Action {
    for (const key in action) {
      const part = (action as Record<string, unknown>)[key];
      if (typeof part !== 'object' || part === null || part === this.lastPart) continue;
      freezeNewJson(part);
      this.lastPart = part;
    }
    return Object.freeze(action);
  }

  private constant(action: Action): Action {
    const { type, seat } = action;
    let sealed = this.constants.get(type);
    if (sealed === undefined) this.constants.set(type, (sealed = []));
    for (const known of sealed) if (known.seat === seat) return known;
    sealed.push(Object.freeze(action));
    return action;
  }
}

/** Whether `action` is exactly `{ type, seat }` with string values, in that order, as JSON sees it. */
function isTypeAndSeat(action: Action): boolean {
  if (typeof action.type !== 'string' || typeof action.seat !== 'string') return false;
  let keys = 0;
  for (const key in action) {
    if (key !== (keys === 0 ? 'type' : 'seat') || keys === 2) return false;
    keys++;
  }
  return keys === 2;
}

const NONE: readonly Action[] = Object.freeze([]);

/**
 * The sealed actions listed in one state version, by seat: asked again, the same list;
 * applied, known by identity. A game has a few seats, so the lists are kept side by side
 * and scanned (a new version forgets them without clearing or building anything).
 */
export class ListedActions {
  private readonly seats: string[] = [];
  private readonly lists: (readonly Action[])[] = [];
  private count = 0;

  /** The actions listed for `seat` in this version, if any were. */
  of(seat: string): readonly Action[] | undefined {
    for (let i = 0; i < this.count; i++) if (this.seats[i] === seat) return this.lists[i];
    return undefined;
  }

  keep(seat: string, actions: readonly Action[]): void {
    for (let i = 0; i < this.count; i++) {
      if (this.seats[i] !== seat) continue;
      this.lists[i] = actions;
      return;
    }
    this.seats[this.count] = seat;
    this.lists[this.count++] = actions;
  }

  /** Whether `input` is one of the very actions listed (by identity: nothing of it is read). */
  includes(input: object): boolean {
    for (let i = 0; i < this.count; i++) if ((this.lists[i] as readonly object[]).includes(input)) return true;
    return false;
  }

  /** A new state version: no action listed before is listed now (the lists are let go). */
  clear(): void {
    for (let i = 0; i < this.count; i++) this.lists[i] = NONE;
    this.count = 0;
  }
}
