/**
 * Listed actions are handed out sealed: deeply frozen. A sealed action the runtime listed in
 * the current state version can then be applied without being checked again or copied
 * (nobody can have changed it since). The game lists new objects that share nothing with its
 * state (`ActionKind.enumerate`; the shadow check verifies it), so they are frozen as they are.
 */
import { freezeNewJson } from './freeze.js';
import type { Action } from './module.js';

/** A listed action, deeply frozen in place. */
export function sealAction(action: Action): Action {
  return freezeNewJson(action);
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
