/**
 * Events in words: what `game.describe(event)` says, and how a turn-by-turn log lays it out.
 * Each game words every one of its events from a table keyed by event type (one entry per
 * type, checked by the compiler against the game's event union), naming seats by their label
 * and objects by their card's name. The words come from the game's catalogues (`event.<type>`
 * keys) and are put into a language only when read.
 */
import { rendered, type Value, type Words } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language.js';
import { text } from '../i18n/messages.js';
import { agreed, listed, spaced, verbatim } from '../i18n/words.js';
import type { GameEvent } from './module.js';

/** An event in words: `depth` 0 for the game's milestones, 1 for what a player does, 2 for what follows from it. */
export interface EventWords {
  readonly text: Words;
  readonly depth: 0 | 1 | 2;
  /** Bookkeeping a turn-by-turn log may leave out (a priority pass, a step begun). */
  readonly detail: boolean;
}

const asWords = (text: Value): Words => (typeof text === 'object' ? text : verbatim(String(text)));

/** A line worth printing in a log. */
export function line(text: Value, depth: 0 | 1 | 2 = 1): EventWords {
  return { text: asWords(text), depth, detail: false };
}

/** A line a short log leaves out. */
export function detail(text: Value, depth: 0 | 1 | 2 = 2): EventWords {
  return { text: asWords(text), depth, detail: true };
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

/** The words if `when` holds, else nothing: an optional part of a sentence. */
export function when(condition: unknown, words: Value): Value {
  return condition ? words : '';
}

/** The line a turn-by-turn log prints for these words: indented by depth, a milestone after a blank line. */
export function logLine(words: EventWords, lang: Language = DEFAULT_LANGUAGE): string {
  const text = rendered(words.text, lang);
  return words.depth === 0 ? `\n${text}` : `${'  '.repeat(words.depth)}${text}`;
}

/** The words every game says alike: the end of a game, a concession, a hand shown to a teammate. */
export const commonWords = {
  /** The game over, won by a team of `players` players (its verb agrees), or by nobody. */
  gameOver: (team: Value | null, players: number): EventWords =>
    detail(team === null ? text('event.gameOver.nobody') : agreed(players, text('event.gameOver.one', { team }), text('event.gameOver.other', { team })), 0),
  conceded: (seat: Value, leaving: readonly Value[]): EventWords => line(text('event.conceded', { seat, leaving: when(leaving.length > 1, text('event.conceded.leaving', { seats: listed(leaving) })) }), 0),
  handShown: (seat: Value, to: Value): EventWords => line(text('event.handShown', { seat, to })),
};
