/**
 * What `rulegraph decks` asks of a game (`CardParts.decks`): a deck code read into the list
 * it holds or into a deck of card sets, and a deck file or list written as a code. The game
 * knows its formats; the command line prints what it is given, in the language asked.
 */
import type { Language } from '../i18n/language.js';

/** A card set file as the user named it, read (not yet checked). */
export interface CardSetFile {
  readonly file: string;
  readonly json: unknown;
}

/** Where a deck fault is, what it is and, where one applies, the rule it breaks. */
export interface DeckToolFault {
  /** A line of a list (`line 3`, in the language asked) or a JSON path of a deck. */
  readonly at: string;
  readonly message: string;
  readonly rule?: string;
  /** The fault's stable code, where it has its own. */
  readonly code?: string;
}

/** What a deck command made: for stdout, then for stderr. */
export interface DeckToolOutput {
  /** The list, deck file (JSON) or code, as stdout shows it. */
  readonly out: string;
  /** Entries read that a deck file has no place for (a sideboard), as one line of text; empty when none. */
  readonly leftOut: string;
  /** Deck-construction faults of the deck made: the deck exists, and breaks these. */
  readonly faults: readonly DeckToolFault[];
}

export interface DeckDecodeOptions {
  /** Card sets to make the code's deck of; without them, the list the code holds. */
  readonly cardSets?: readonly CardSetFile[];
  /** JSON instead of text: the decoded code (with card sets: its deck and faults). */
  readonly json: boolean;
  /** An edition of the code format, among the game's `codeEditions`. */
  readonly edition?: string;
  readonly lang: Language;
}

export interface DeckEncodeOptions {
  readonly cardSets?: readonly CardSetFile[];
  readonly edition?: string;
  readonly lang: Language;
}

export interface DeckTools {
  /** Whether encoding needs card sets (a format that writes cards by their place in a set does). */
  readonly encodeNeedsCards: boolean;
  /** The editions of the code format a reader may choose, the first the default; empty when it has one. */
  readonly codeEditions: readonly string[];
  decode(code: string, options: DeckDecodeOptions): DeckToolOutput;
  /** The code of a deck file (JSON) or list (text) named `file`, whose text is `text`. */
  encode(file: string, text: string, options: DeckEncodeOptions): DeckToolOutput;
}

/** A code, list or deck file from which no deck can be made or no code written. */
export class DeckRefusal extends Error {
  override readonly name = 'DeckRefusal';
  constructor(
    /** The refusal's stable code. */
    readonly code: string,
    /** Its words in the language asked, when it has no faults of its own. */
    readonly words: string,
    /** Each fault, where it is. */
    readonly faults: readonly DeckToolFault[] = [],
    /** How many faults were found beyond `faults`. */
    readonly omitted = 0,
  ) {
    super(words);
  }
}
