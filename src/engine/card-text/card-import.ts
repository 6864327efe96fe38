/**
 * What importing a card file reports, the same for every game whose printed text rulegraph
 * compiles: the shape `cards import --report` and `cards coverage --json` write, in plain
 * types, and what a game's compiler gives the command line (a {@link CardCompiler}); and the
 * card id every compiler makes from a printed name. The engine knows no game: each game's text
 * module supplies its compiler.
 */
import type { LoadIssue } from '../errors.js';

/** Why a record could not be read: its path and the fault (a load fault, `wordedIssue`: its `message` English, its words kept). */
export type RecordFault = Pick<LoadIssue, 'path' | 'message'>;

/**
 * One card the compiler refused: its id, the phrase where it stopped, and why: `reason` in the
 * report's language, `key` its catalogue key, the same in every language (reasons.ts).
 */
export interface Refused {
  readonly id: string;
  readonly name: string;
  readonly phrase: string;
  readonly reason: string;
  readonly key?: string;
}

/** A compiled card whose data reads back as other text than its printed text. */
export interface ReadBackDifference {
  readonly id: string;
  readonly printed: string;
  readonly rendered: string;
}

/** How much of a card file the compiler reads; the shape `--report` writes as JSON. */
export interface ImportReport<Game extends string = string> {
  readonly game: Game;
  /** The language of the text read, for a game printed in several. */
  readonly lang?: string;
  /** Records read (one per printing). */
  readonly printings: number;
  /** Unique cards among them (printings of one card are one card). */
  readonly cards: number;
  /** Cards compiled whole. */
  readonly compiled: number;
  /** Compiled cards whose data reads back as their printed text. */
  readonly readBackEqual: number;
  /** Cards refused, each with its phrase and reason. */
  readonly refused: readonly Refused[];
  /** Refusals counted by reason, the most frequent first, each with the key of its words. */
  readonly reasons: readonly ReasonCount[];
  /** Token cards made for tokens the cards make that the file has no record of, by id. */
  readonly madeTokens: readonly string[];
  /** Compiled cards that read back as other text. */
  readonly readBackDiffers: readonly ReadBackDifference[];
  /** Records that are not cards at all (no name, an unknown type...), with their JSON paths. */
  readonly faults: readonly RecordFault[];
}

/** How many refused cards give one reason, and the catalogue key of its words. */
export interface ReasonCount {
  readonly reason: string;
  readonly key?: string;
  readonly count: number;
}

/** Refusals counted by reason, the most frequent first (ties in the reasons' order). */
export function countReasons(refused: readonly Refused[]): ReasonCount[] {
  const counts = new Map<string, { key?: string; count: number }>();
  for (const r of refused) counts.set(r.reason, { ...(r.key === undefined ? {} : { key: r.key }), count: (counts.get(r.reason)?.count ?? 0) + 1 });
  return [...counts].map(([reason, { key, count }]) => ({ reason, ...(key === undefined ? {} : { key }), count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** A card set made by an import: its name and its cards, in the game's card format. */
export interface ImportedSet {
  readonly set: string;
  readonly cards: readonly object[];
}

/** One card of a set as printed text, or why it has no printed form yet. */
export type RenderedCard = { readonly id: string; readonly name: string } & ({ readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string; readonly key?: string });

/** What a game's card-text compiler gives `rulegraph cards`. */
export interface CardCompiler {
  readonly game: string;
  /** The languages its cards are printed in, the default first. */
  readonly languages: readonly string[];
  /** A card file's JSON to a card set and its coverage report, reading the text in `lang`. */
  importFile(json: unknown, options: { readonly setName: string; readonly lang: string }): { readonly set: ImportedSet; readonly report: ImportReport };
  /** Each card of a card set file as printed text in `lang`, from its data alone. */
  renderSet(file: string, json: unknown, lang: string): readonly RenderedCard[];
}

/** A card id made from a name: lower case, words joined by dashes ("Kessa, Flame-Sworn" is `kessa-flame-sworn`). */
export function idFromName(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z0-9]/.test(id) ? id : `card-${id}`;
}
