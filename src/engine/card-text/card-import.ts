/**
 * What importing a card file reports, the same for every game whose printed text rulegraph
 * compiles: the shape `cards import --report` and `cards coverage --json` write, in plain
 * types, and what a game's compiler gives the command line (a {@link CardCompiler}); and the
 * card id every compiler makes from a printed name. The engine knows no game: each game's text
 * module supplies its compiler.
 */

/** Why a record could not be read: its path and the fault. */
export interface RecordFault {
  readonly path: string;
  readonly message: string;
}

/** One card the compiler refused: its id, the phrase where it stopped, and why. */
export interface Refused {
  readonly id: string;
  readonly name: string;
  readonly phrase: string;
  readonly reason: string;
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
  /** Refusals counted by reason, the most frequent first. */
  readonly reasons: readonly { readonly reason: string; readonly count: number }[];
  /** Token cards made for tokens the cards make that the file has no record of, by id. */
  readonly madeTokens: readonly string[];
  /** Compiled cards that read back as other text. */
  readonly readBackDiffers: readonly ReadBackDifference[];
  /** Records that are not cards at all (no name, an unknown type...), with their JSON paths. */
  readonly faults: readonly RecordFault[];
}

/** Refusals counted by reason, the most frequent first (ties in the reasons' order). */
export function countReasons(refused: readonly Refused[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of refused) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** A card set made by an import: its name and its cards, in the game's card format. */
export interface ImportedSet {
  readonly set: string;
  readonly cards: readonly object[];
}

/** One card of a set as printed text, or why it has no printed form yet. */
export type RenderedCard = { readonly id: string; readonly name: string } & ({ readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string });

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
