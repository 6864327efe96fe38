/**
 * What importing a card file reports, in plain types: the shape `--report` writes as JSON and
 * the package's entries give (no card format types here, so a program reading a report pays
 * nothing for them).
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
export interface ImportReport {
  readonly game: 'riftbound';
  /** Records read (one per printing). */
  readonly printings: number;
  /** Unique cards among them (printings of one rules text are one card). */
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

