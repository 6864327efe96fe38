/** The typed errors of the server: a stable code, a sentence, the HTTP status, and where. */
import { rendered, type Words } from '../engine/i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../engine/i18n/language.js';
import { issueIn, type LoadIssue } from '../engine/errors.js';

export interface WireError {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  readonly path?: string;
  /** Every fault found, with its own path (a deck the game's deck construction refused). */
  readonly issues?: readonly { readonly path: string; readonly message: string; readonly rule?: string; readonly code?: string }[];
}

/**
 * An error of the server. Its message is the server's catalogue text (src/server/i18n/), put
 * into the language of whoever reads it by `toWire(lang)`; a message handed on from another
 * part (a tournament's refusal, a file's fault) is put into the language by that part's catalogues
 * where it has them (`refusalText`, `issueWords`), else handed on as it came.
 */
export class ServerError extends Error {
  override readonly name = 'ServerError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly words: Words | string,
    readonly path?: string,
    readonly more: Pick<WireError, 'rule' | 'issues'> = {},
  ) {
    super(rendered(words, DEFAULT_LANGUAGE));
  }

  toWire(lang: Language = DEFAULT_LANGUAGE): WireError {
    return { code: this.code, message: rendered(this.words, lang), ...(this.more.rule === undefined ? {} : { rule: this.more.rule }), ...(this.path === undefined ? {} : { path: this.path }), ...(this.more.issues === undefined ? {} : { issues: this.more.issues.map((issue) => issueIn(issue as LoadIssue, lang)) }) };
  }
}

/** A wire error whose message is the server's words (or words handed on as they came), in `lang`. */
export function wireError(code: string, words: Words | string, lang: Language, path?: string): WireError {
  return { code, message: rendered(words, lang), ...(path === undefined ? {} : { path }) };
}
