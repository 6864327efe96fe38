/**
 * Errors are part of the API.
 *
 * - A {@link RuleViolation} is the answer to an illegal or malformed action: a stable code a
 *   program can switch on, a human message, and the rule it breaks. It is returned, never
 *   thrown, and the game is unchanged. Its message comes from a catalogue (src/engine/i18n/):
 *   English when made, in the game's or the call's language when handed out (`inLanguage`).
 * - A {@link LoadError} is thrown when a rules, machine or card file is broken. It names the
 *   file and the JSON path of the fault, so the author can go straight to it.
 */
import type { Text, Words } from './i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from './i18n/language.js';
import { text as loadText } from './i18n/load/messages.js';

/** Why an action was refused. Plain JSON, so every frontend can show it. */
export interface RuleViolation {
  /** Stable, upper snake case: `NO_PRIORITY`, `CANNOT_AFFORD`, ... */
  readonly code: string;
  /** One sentence for a person. */
  readonly message: string;
  /** The rule that forbids it, for example `CR 140.2` or `seed 2v2`. */
  readonly rule: string;
}

/** The catalogue text of each refusal made from one, to put it into another language. */
const texts = new WeakMap<RuleViolation, Words>();

/** A refusal; its message a catalogue's text (see src/engine/i18n/refusals.ts), or English words where none is written yet. */
export function violation(code: string, message: string | Text, rule: string): RuleViolation {
  if (typeof message === 'string') return { code, message, rule };
  const made = { code, message: message.in(DEFAULT_LANGUAGE), rule };
  texts.set(made, message);
  return made;
}

/** A refusal with more fields than a rule's (a path, the faults found), its message a catalogue's text. */
export function wordedRefusal<T extends RuleViolation>(fields: Omit<T, 'message'>, message: Text | Words): T {
  const made = { ...fields, message: message.in(DEFAULT_LANGUAGE) } as T;
  texts.set(made, message);
  return made;
}

/** A refusal's message as a value of another message: its catalogue text, rendered in the same language. */
export function refusalText(refusal: RuleViolation): Words | string {
  return texts.get(refusal) ?? refusal.message;
}

/** A copy of a refusal with its message in `lang` (as made when its words come from no catalogue). */
export function inLanguage<T extends RuleViolation>(refusal: T, lang: Language): T {
  // The copy keeps the catalogue text, so that it can be put into another language in turn.
  const text = texts.get(refusal);
  const copy = { ...refusal, message: text === undefined ? refusal.message : text.in(lang) };
  if (text !== undefined) texts.set(copy, text);
  // A refusal that lists load faults (a deck refused) has them in the same language.
  const issues = (refusal as { readonly issues?: unknown }).issues;
  if (Array.isArray(issues)) (copy as { issues?: readonly LoadIssue[] }).issues = (issues as readonly LoadIssue[]).map((issue) => issueIn(issue, lang));
  return copy;
}

/** One fault found while loading a file. */
export interface LoadIssue {
  /** JSON path of the faulty value, like `$.guards.hasPriority.when`. */
  readonly path: string;
  readonly message: string;
  /** The rule the fault breaks, when it breaks one (`CR 103.2.b`). */
  readonly rule?: string;
  /**
   * A stable code for faults a program (or a scenario) may tell apart: reading and resolving
   * files (`FILE_OUTSIDE_ROOT`, `JSON_SYNTAX`, ...), deck legality (`DECK_TOO_SMALL`, ...),
   * unknown names (`UNKNOWN_STATE`, ...): see docs/rules.md; absent for other schema and content faults.
   */
  readonly code?: LoadIssueCode;
}

/** The stable codes of {@link LoadIssue.code}. */
export type LoadIssueCode =
  | 'FILE_NOT_FOUND'
  | 'FILE_UNREADABLE'
  | 'NOT_A_FILE'
  | 'FILE_TOO_LARGE'
  | 'FILE_OUTSIDE_ROOT'
  | 'ABSOLUTE_PATH'
  | 'PARENT_PATH'
  | 'FILES_NOT_ALLOWED'
  | 'UNKNOWN_MODE'
  | 'RULES_MODE_MISMATCH'
  | 'TOO_MANY_FILES'
  | 'EXTENDS_CYCLE'
  | 'EXTENDS_TOO_DEEP'
  | 'JSON_SYNTAX'
  | 'JSON_TOO_DEEP'
  | 'FORBIDDEN_KEY'
  | 'NOT_JSON'
  | 'EXPRESSION_TOO_DEEP'
  | 'NOT_A_HERO'
  | 'NOT_A_DECK_CARD'
  | 'WRONG_FACTION'
  | 'TOO_MANY_COPIES'
  | 'DECK_TOO_SMALL'
  | 'UNKNOWN_DECK'
  | 'UNREADABLE_DECK'
  | 'DUPLICATE_TIMESTAMP'
  | 'UNKNOWN_CARD'
  | 'WRONG_CARD_TYPE'
  | 'DUPLICATE_ID'
  | 'UNKNOWN_SEAT'
  | 'NOT_IN_THE_ARENA'
  | 'UNKNOWN_STATE'
  | 'ACTION_REFUSED'
  | 'POSITION_NOT_RESTORABLE';

/** Longest file name, path or message an error carries: a huge input is never echoed back. */
export const MAX_ERROR_TEXT = 240;
/** Most issues an error carries; the rest are counted. */
export const MAX_ERROR_ISSUES = 20;

/** `text`, cut to `max` characters with a note of how much was cut. */
export function bounded(text: string, max = MAX_ERROR_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max)}... (${text.length - max} more characters)`;
}

/** The catalogue text of each fault made from one, to put it into another language. */
const issueTexts = new WeakMap<LoadIssue, Words>();

/**
 * A fault whose message is a catalogue text: its `message` is the English, as every fault's,
 * and the text is kept beside it to put it into another language ({@link issueIn}).
 */
export function wordedIssue(fields: Omit<LoadIssue, 'message'>, message: Text | Words): LoadIssue {
  const { path, code, rule, ...rest } = fields;
  const made: LoadIssue = { path, ...(code === undefined ? {} : { code }), message: message.in(DEFAULT_LANGUAGE), ...(rule === undefined ? {} : { rule }), ...rest };
  issueTexts.set(made, message);
  return made;
}

/** A fault's message as a value of another message: its catalogue text, or its English words where it has none. */
export function issueText(issue: LoadIssue): Words | string {
  return issueTexts.get(issue) ?? issue.message;
}

/** A copy of a fault with other fields (a path moved into a larger file), keeping its words. */
export function reissued(issue: LoadIssue, changes: Partial<Omit<LoadIssue, 'message'>>): LoadIssue {
  return carried(issue, { ...issue, ...changes });
}

/** A copy of a fault with its message in `lang` (as it is where its words come from no catalogue). */
export function issueIn(issue: LoadIssue, lang: Language): LoadIssue {
  const text = issueTexts.get(issue);
  if (text === undefined) return issue;
  return carried(issue, { ...issue, message: bounded(text.in(lang)) });
}

/** A fault's message as words, put into a language when read. */
export function issueWords(issue: LoadIssue): Words {
  return { in: (lang) => issueIn(issue, lang).message };
}

function boundedIssues(issues: readonly LoadIssue[]): LoadIssue[] {
  const kept = issues.slice(0, MAX_ERROR_ISSUES).map((i) => carried(i, { ...i, path: bounded(i.path), message: bounded(i.message) }));
  if (issues.length > MAX_ERROR_ISSUES) kept.push(wordedIssue({ path: '$' }, loadText('moreFaults', { count: issues.length - MAX_ERROR_ISSUES })));
  return kept;
}

/** `copy`, a copy of `issue`, with the issue's words. */
function carried(issue: LoadIssue, copy: LoadIssue): LoadIssue {
  const text = issueTexts.get(issue);
  if (text !== undefined) issueTexts.set(copy, text);
  return copy;
}

/** A definition file (rules, machine, cards, deck) that cannot be used. */
export class LoadError extends Error {
  override readonly name = 'LoadError';
  readonly file: string;
  readonly issues: readonly LoadIssue[];

  /** `alreadyBounded`: the issues are already cut to the limits (a copy in another language). */
  constructor(file: string, issues: readonly LoadIssue[], alreadyBounded = false) {
    const kept = alreadyBounded ? [...issues] : boundedIssues(issues);
    const name = bounded(String(file));
    super(`${name}: ${kept.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.file = name;
    this.issues = kept;
  }

  /** The first fault's code, or `INVALID_DEFINITION` for a schema or content fault. */
  get code(): LoadIssueCode | 'INVALID_DEFINITION' {
    return this.issues[0]?.code ?? 'INVALID_DEFINITION';
  }

  /** The first fault's path, for the common case of one issue. */
  get path(): string {
    return this.issues[0]?.path ?? '$';
  }

  /**
   * A copy with every fault's message in `lang` (each fault whose words come from a catalogue;
   * the others as they are): the same file, codes and paths.
   */
  in(lang: Language): LoadError {
    return new LoadError(this.file, this.issues.map((issue) => issueIn(issue, lang)), true);
  }
}

/** A load error's message as words: its faults put into a language when read (a deck file that does not load, told inside a position's fault). */
export function loadErrorWords(error: LoadError): Words {
  return { in: (lang) => error.in(lang).message };
}

/** `error` with its faults' messages in `lang` (see {@link LoadError.in}). */
export function loadErrorIn(error: LoadError, lang: Language): LoadError {
  return error.in(lang);
}

/** A bug in the engine or a game module (never the player's fault). */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  /** The fault in words of a catalogue where it has them (its `message` is the English). */
  readonly words: Words | undefined;
  constructor(message: string | Words, options?: ErrorOptions) {
    super(typeof message === 'string' ? message : message.in(DEFAULT_LANGUAGE), options);
    this.words = typeof message === 'string' ? undefined : message;
  }
}

/**
 * Asked of a game something it was told not to keep: its event log, when it was created
 * with `keepEvents: false` (self-play and search, which read each action's events from
 * `apply` and need no history), or its record, with `keepRecord: false` (a search's sampled
 * games). A usage error, not a bug: `code` says what is missing.
 */
export class NotKeptError extends Error {
  override readonly name = 'NotKeptError';
  readonly code: 'EVENT_LOG_NOT_KEPT' | 'RECORD_NOT_KEPT';
  constructor(message: string, code: 'EVENT_LOG_NOT_KEPT' | 'RECORD_NOT_KEPT' = 'EVENT_LOG_NOT_KEPT') {
    super(message);
    this.code = code;
  }
}
