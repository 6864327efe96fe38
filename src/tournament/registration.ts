/**
 * Entrants coming and going: registration with decks checked by the game's deck construction
 * (TR 401), drops (TR 414) and re-entry (TR 414.7-414.9). A team registers its players in
 * seating order and drops as one (TR 603.2.a, 603.3).
 */
import type { LoadIssue } from '../engine/errors.js';
import type { DropAction, ReenterAction, RegisterAction } from './actions.js';
import { refuse, refuseDeck } from './refusal.js';
import { currentRound, entrantOf } from './rounds.js';
import type { TournamentState } from './state.js';

/** The faults of one entrant's decks under the game's deck construction, paths under `$.decks`; empty when legal. */
export type DeckCheck = (decks: readonly unknown[]) => readonly LoadIssue[];

export function register(state: TournamentState, action: RegisterAction, checkDecks: DeckCheck): void {
  if (state.phase !== 'registration') refuse('REGISTRATION_CLOSED', 'TR 401.4', '$');
  const { teamSize } = state.settings;
  const players = action.players ?? [action.name];
  if (state.entrants.some((e) => e.id === action.name)) refuse('DUPLICATE_ENTRANT', 'TR 401.3', '$.name', { entrant: action.name });
  if (players.length !== teamSize) {
    refuse('WRONG_TEAM_SIZE', teamSize > 1 ? 'TR 603.1' : 'TR 401.1', '$.players', { teamSize, count: players.length });
  }
  players.forEach((player, i) => {
    const clash = players.indexOf(player) !== i || state.entrants.some((e) => e.players.includes(player));
    if (clash) refuse('DUPLICATE_PLAYER', 'TR 603.2', `$.players[${i}]`, { player });
  });
  if (action.decks.length !== players.length) refuse('WRONG_TEAM_SIZE.decks', 'TR 401.2', '$.decks', { count: players.length, decks: action.decks.length });
  const issues = checkDecks(action.decks);
  if (issues.length > 0) refuseDeck(issues);
  state.entrants.push({ id: action.name, name: action.name, players, decks: action.decks, dropped: false });
}

/**
 * Drops an entrant, named by its id or by one of its players: a team drops as one (TR 603.3).
 * Answers the entrant, and the table of the match it leaves unplayed, if any.
 */
export function drop(state: TournamentState, action: DropAction): { entrant: string; conceded: number | null } {
  const byId = state.entrants.findIndex((e) => e.id === action.entrant);
  const at = byId !== -1 ? byId : state.entrants.findIndex((e) => e.players.includes(action.entrant));
  const entrant = state.entrants[at];
  if (!entrant) refuse('UNKNOWN_ENTRANT', 'TR 414.1', '$.entrant', { entrant: action.entrant });
  if (entrant.dropped) refuse('ALREADY_DROPPED', 'TR 414.1', '$.entrant', { entrant: entrant.id });
  if (state.phase === 'registration') {
    // Before the event begins a dropping entrant never took part (TR 414.2).
    state.entrants.splice(at, 1);
    return { entrant: entrant.id, conceded: null };
  }
  if (state.phase === 'finished') refuse('EVENT_OVER', 'TR 414.1', '$');
  entrant.dropped = true;
  // A match left unplayed is conceded (TR 410.5): its table is answered for the caller to settle.
  const match = currentRound(state)?.matches.find((m) => m.result === null && m.entrants.includes(entrant.id));
  return { entrant: entrant.id, conceded: match ? match.table : null };
}

export function reenter(state: TournamentState, action: ReenterAction): void {
  const entrant = entrantOf(state, action.entrant, '$.entrant');
  if (!entrant.dropped) refuse('NOT_DROPPED', 'TR 414.7', '$.entrant', { entrant: entrant.id });
  if (state.phase !== 'swiss') refuse('REENTRY_CLOSED', 'TR 414.9', '$.entrant');
  if (state.rounds.length >= state.settings.swissRounds && state.settings.topCut === 0) refuse('REENTRY_CLOSED.noRoundLeft', 'TR 414.7', '$.entrant');
  if (state.rounds.length >= state.settings.swissRounds) refuse('REENTRY_CLOSED.noSwissRoundLeft', 'TR 414.9', '$.entrant');
  entrant.dropped = false;
}
