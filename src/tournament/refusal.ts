/**
 * Why a tournament refused an action: a stable code, a sentence, the rule (a tournament rule,
 * or the document where the event's own convention is written) and the JSON path of the fault
 * in the action. Refused actions change nothing.
 */
import type { LoadIssue } from '../engine/errors.js';
import type { TournamentRefusal, TournamentRefusalCode } from '../types/tournament.js';

export type { TournamentRefusal, TournamentRefusalCode };

/** Thrown inside the tournament's code and caught at its boundary, where it becomes the answer. */
export class Refused extends Error {
  readonly refusal: TournamentRefusal;
  constructor(refusal: TournamentRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

export function refuse(code: TournamentRefusalCode, message: string, rule: string, path = '$', issues?: readonly LoadIssue[]): never {
  throw new Refused({ code, message, rule, path, ...(issues ? { issues } : {}) });
}
