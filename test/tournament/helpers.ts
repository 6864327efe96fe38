/** Tournament states built by hand for the worked examples, and the event driven without a game. */
import { applyAction, newTournamentState } from '../../src/tournament/event.js';
import type { Match, MatchResult, TournamentSettings, TournamentState } from '../../src/tournament/state.js';
import type { TournamentAction } from '../../src/types/tournament.js';

export const DUEL: TournamentSettings = {
  name: 'worked example',
  mode: 'riftbound/match',
  swissRounds: 3,
  topCut: 0,
  gamesToWin: 2,
  openDecklist: false,
  points: { win: 3, draw: 1, loss: 0 },
  percentageFloor: 1 / 3,
  roundMinutes: 60,
  topCutMinutes: null,
  teamSize: 1,
  podSize: 2,
};

/** A state in its Swiss rounds with `names` registered and the lots in that order. */
export function swissState(names: readonly string[], settings: Partial<TournamentSettings> = {}): TournamentState {
  const state = newTournamentState({ ...DUEL, ...settings }, 1);
  for (const name of names) state.entrants.push({ id: name, name, players: [name], decks: ['deck'], dropped: false });
  state.lots = [...names];
  state.phase = 'swiss';
  return state;
}

/** A finished match: `games` lists each game's winner (null for a draw). */
export function played(entrants: readonly string[], games: readonly (string | null)[], result: MatchResult, conceded: string[] = []): Match {
  return { table: 0, entrants, games: [...games], conceded, result };
}

export function bye(entrant: string): Match {
  return { table: 0, entrants: [entrant], games: [], conceded: [], result: { winner: entrant, end: 'bye' } };
}

/** Appends a Swiss round of these matches, numbering the tables. */
export function round(state: TournamentState, ...matches: Match[]): TournamentState {
  state.rounds.push({ number: state.rounds.length + 1, stage: 'swiss', matches: matches.map((m, i) => ({ ...m, table: i + 1 })), clock: { minutes: 60, startedAt: null, now: null, calledAt: null } });
  return state;
}

/** Applies actions in turn without a game behind the event (every deck legal); throws on a refusal. */
export function drive(state: TournamentState, ...actions: TournamentAction[]): TournamentState {
  let current = state;
  for (const action of actions) {
    const result = applyAction(current, action, () => []);
    if (!result.ok) throw new Error(`${action.type} refused: ${result.error.code} ${result.error.message}`);
    current = result.state;
  }
  return current;
}
