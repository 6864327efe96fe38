/**
 * The event's state machine: a new tournament's state, and an action applied to a state. An
 * action is checked against its schema, then applied to a copy; the copy replaces the state
 * only when the action is accepted, so a refused action changes nothing.
 */
import { feedClock } from './clock.js';
import { schemaIssues } from '../engine/schema/validate.js';
import { seedRng } from '../engine/game/rng.js';
import { tournamentActionSchema, type TournamentAction } from './actions.js';
import { Refused, type TournamentRefusal } from './refusal.js';
import { issueText, wordedRefusal } from '../engine/errors.js';
import { text } from './i18n/messages.js';
import { pairNextRound, settle } from './pair-round.js';
import { drop, reenter, register, type DeckCheck } from './registration.js';
import { concede, concedeMatch, drawMatch, endMatch, reportGame } from './results.js';
import { currentRound } from './rounds.js';
import { TOURNAMENT_FORMAT, type TournamentSettings, type TournamentState } from './state.js';

export function newTournamentState(settings: TournamentSettings, seed: number): TournamentState {
  return { format: TOURNAMENT_FORMAT, seed, settings, phase: 'registration', entrants: [], rounds: [], lots: [], rng: seedRng(seed) };
}

export type ApplyResult = { readonly ok: true; readonly state: TournamentState } | { readonly ok: false; readonly error: TournamentRefusal };

/** `state` after `action`, or why the action is refused; `state` itself is never changed. */
export function applyAction(state: TournamentState, action: unknown, checkDecks: DeckCheck): ApplyResult {
  const issues = schemaIssues(tournamentActionSchema, action);
  if (issues.length > 0) {
    const first = issues[0];
    // The schema's fault is the refusal's message, in the words of the load catalogue where it has them.
    const message = first === undefined ? text('MALFORMED_ACTION.notAnAction') : issueText(first);
    const fields = { code: 'MALFORMED_ACTION', rule: 'docs/tournaments.md', path: first?.path ?? '$' } as const;
    return { ok: false, error: typeof message === 'string' ? { code: fields.code, message, rule: fields.rule, path: fields.path } : wordedRefusal<TournamentRefusal>(fields, message) };
  }
  const next = structuredClone(state);
  try {
    step(next, action as TournamentAction, checkDecks);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.refusal };
    throw error;
  }
  return { ok: true, state: next };
}

function step(state: TournamentState, action: TournamentAction, checkDecks: DeckCheck): void {
  switch (action.type) {
    case 'register':
      return register(state, action, checkDecks);
    case 'pair':
      return pairNextRound(state);
    case 'reportGame':
      reportGame(state, action);
      return settle(state);
    case 'endMatch':
      endMatch(state, action);
      return settle(state);
    case 'concede':
      concede(state, action);
      return settle(state);
    case 'drawMatch':
      drawMatch(state, action);
      return settle(state);
    case 'drop': {
      const { entrant, conceded } = drop(state, action);
      const match = currentRound(state)?.matches.find((m) => m.table === conceded);
      if (match) concedeMatch(state, match, entrant);
      return settle(state);
    }
    case 'reenter':
      return reenter(state, action);
    case 'clock':
      return feedClock(state, action);
  }
}
