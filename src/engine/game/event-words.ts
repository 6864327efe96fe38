/**
 * Events in words: what `game.describe(event)` says, and how a turn-by-turn log lays it out.
 * Each game words every one of its events from a table keyed by event type (one entry per
 * type, checked by the compiler against the game's event union), naming seats by their label
 * and objects by their card's name.
 */
import type { GameEvent } from './module.js';

/** An event in words: `depth` 0 for the game's milestones, 1 for what a player does, 2 for what follows from it. */
export interface EventWords {
  readonly text: string;
  readonly depth: 0 | 1 | 2;
  /** Bookkeeping a turn-by-turn log may leave out (a priority pass, a step begun). */
  readonly detail: boolean;
}

/** A line worth printing in a log. */
export function line(text: string, depth: 0 | 1 | 2 = 1): EventWords {
  return { text, depth, detail: false };
}

/** A line a short log leaves out. */
export function detail(text: string, depth: 0 | 1 | 2 = 2): EventWords {
  return { text, depth, detail: true };
}

/** The members of the event union `E` a type `K` may be (a member may stand for several types). */
type EventOf<E, K extends string> = E extends { readonly type: infer T } ? (K extends T ? E : never) : never;

/** One entry per event type `E` may have, each given its own event's fields. */
export type EventWordsTable<E extends { readonly type: string }, N> = { readonly [K in E['type']]: (event: EventOf<E, K>, names: N) => EventWords };

/**
 * Words an event by the table; an event of a type the table does not know (a mode's own, or a
 * malformed one) is still worded, by its type.
 */
export function wordEvent<N>(table: Readonly<Record<string, (event: never, names: N) => EventWords>>, event: GameEvent, names: N): EventWords {
  const entry = Object.hasOwn(table, event.type) ? table[event.type] : undefined;
  return entry === undefined ? detail(spaced(String(event.type))) : (entry as (event: GameEvent, names: N) => EventWords)(event, names);
}

/** `cardsDrawn` as `cards drawn`. */
export function spaced(type: string): string {
  return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A list in words: `a`, `a and b`, `a, b and c`; `none` when empty. */
export function listed(items: readonly string[], none = 'nothing'): string {
  if (items.length === 0) return none;
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) as string}`;
}

/** `1 card`, `2 cards`. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The line a turn-by-turn log prints for these words: indented by depth, a milestone after a blank line. */
export function logLine(words: EventWords): string {
  return words.depth === 0 ? `\n${words.text}` : `${'  '.repeat(words.depth)}${words.text}`;
}
