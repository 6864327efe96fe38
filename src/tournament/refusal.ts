/**
 * Why a tournament refused an action: a stable code, a sentence, the rule (a tournament rule,
 * or the document where the event's own convention is written) and the JSON path of the fault
 * in the action. Refused actions change nothing.
 */
import { issueText, wordedRefusal, type LoadIssue } from '../engine/errors.js';
import { codeOf } from '../engine/i18n/refusals.js';
import type { ValuesArgument } from '../engine/i18n/catalogue.js';
import type { TournamentRefusal, TournamentRefusalCode } from '../types/tournament.js';
import type { en } from './i18n/en.js';
import { text, type TournamentRefusalKey } from './i18n/messages.js';

export type { TournamentRefusal, TournamentRefusalCode };

/** Thrown inside the tournament's code and caught at its boundary, where it becomes the answer. */
export class Refused extends Error {
  readonly refusal: TournamentRefusal;
  constructor(refusal: TournamentRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/**
 * Refuses with the catalogue's message of `key` (its code, or its code and a variant after a
 * dot), in English as made; `inLanguage(refusal, lang)` words it in another language.
 */
export function refuse<K extends TournamentRefusalKey>(key: K, rule: string, path: string, ...values: ValuesArgument<(typeof en)[K]>): never {
  throw new Refused(wordedRefusal<TournamentRefusal>({ code: codeOf(key) as TournamentRefusalCode, rule, path }, text(key, ...values)));
}

/** A deck refused by the game's deck construction: its first fault in the message, every fault in `issues`. */
export function refuseDeck(issues: readonly LoadIssue[]): never {
  const first = issues[0];
  throw new Refused(wordedRefusal<TournamentRefusal>({ code: 'DECK_REFUSED', rule: first?.rule ?? 'TR 402', path: first?.path ?? '$.decks', issues }, text('DECK_REFUSED', { fault: first === undefined ? '' : issueText(first) })));
}
