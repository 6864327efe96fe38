/**
 * Results: games one at a time, a match ended when time is called, concessions and intentional
 * draws (TR 404, 408.3, 410). A match ends by itself when an entrant reaches the games to win
 * (TR 404.1). In the top cut a match needs a winner: time there is settled by the sudden-death
 * procedure (TR 408.4), whose deciding game is reported like any other.
 */
import type { ConcedeAction, DrawMatchAction, EndMatchAction, ReportGameAction } from './actions.js';
import { refuse } from './refusal.js';
import { timeCalled } from './clock.js';
import { currentRound, openMatchAt } from './rounds.js';
import type { Match, TournamentState } from './state.js';

function atTable(match: Match, entrant: string, path: string): void {
  if (!match.entrants.includes(entrant)) refuse('NOT_AT_TABLE', 'TR 405.1', path, { entrant, table: match.table });
}

function gameWins(match: Match, entrant: string): number {
  return match.games.filter((g) => g === entrant).length;
}

export function reportGame(state: TournamentState, action: ReportGameAction): void {
  const match = openMatchAt(state, action.table);
  if (action.winner !== null) atTable(match, action.winner, '$.winner');
  match.games.push(action.winner);
  if (action.winner !== null && gameWins(match, action.winner) >= state.settings.gamesToWin) {
    match.result = { winner: action.winner, end: 'played' };
    return;
  }
  // After time no new game starts (TR 408.2.d), but in the top cut even game wins go on to a new game (TR 408.4.d).
  const round = currentRound(state);
  if (timeCalled(round) && !(round?.stage === 'topCut' && leaders(match).length > 1)) endAtTime(state, match);
}

/** The entrants with the most game wins. */
function leaders(match: Match): string[] {
  const wins = match.entrants.map((e) => gameWins(match, e));
  const most = Math.max(...wins);
  return match.entrants.filter((_, i) => wins[i] === most);
}

/** Time is over between games (TR 408.2.d): the most game wins takes the match, equal ones draw it (TR 404.4, 404.5). */
export function endMatch(state: TournamentState, action: EndMatchAction): void {
  endAtTime(state, openMatchAt(state, action.table));
}

function endAtTime(state: TournamentState, match: Match): void {
  const ahead = leaders(match);
  if (ahead.length === 1) {
    match.result = { winner: ahead[0] as string, end: 'time' };
    return;
  }
  if (currentRound(state)?.stage === 'topCut') {
    refuse('NO_DRAW_IN_ELIMINATION.evenGameWins', 'TR 408.4', '$.table');
  }
  match.result = { winner: null, end: 'time' };
}

/** An entrant concedes the match (TR 410.2); in a pod the last entrant who has not conceded wins it. */
export function concede(state: TournamentState, action: ConcedeAction): void {
  const match = openMatchAt(state, action.table);
  atTable(match, action.entrant, '$.entrant');
  concedeMatch(state, match, action.entrant);
}

/** `entrant` gives up `match`, from a concession or a drop (TR 410.5). */
export function concedeMatch(state: TournamentState, match: Match, entrant: string): void {
  match.conceded.push(entrant);
  const left = match.entrants.filter((e) => !match.conceded.includes(e) && !state.entrants.find((x) => x.id === e)?.dropped);
  if (left.length <= 1) match.result = { winner: left[0] ?? null, end: 'conceded' };
}

export function drawMatch(state: TournamentState, action: DrawMatchAction): void {
  const match = openMatchAt(state, action.table);
  if (currentRound(state)?.stage === 'topCut') refuse('NO_DRAW_IN_ELIMINATION', 'TR 202.4', '$.table');
  match.result = { winner: null, end: 'intentionalDraw' };
}
