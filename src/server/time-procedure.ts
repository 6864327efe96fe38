/**
 * The end-of-match procedure (TR 408) on one of the server's tables: a game in play when time
 * is called is not stopped at once. The turn in progress finishes and the additional turns are
 * played (three, TR 408.2.a and 408.4.c; five after the first player's turn in a game started
 * after time in the top cut, 408.4.d); they are counted from the game's own `turnEnded` events.
 * At the end of the last one the game is decided by the points that event gives (`gameAtTime`),
 * except in the top cut when points and game wins are even: then the next point scored
 * (`pointGained`) wins (408.4.c.3). The procedure is plain JSON kept in the tournament's stored
 * data, so a restarted server goes on counting where the stored game stands.
 */
import { gameAtTime } from '../tournament/clock.js';
import type { Match, Stage } from '../tournament/state.js';
import type { GameEvent } from '../engine/game/module.js';

/** One table's game played on after time, as stored beside the event. */
export interface TimeProcedure {
  /** The server match of the game. */
  readonly match: string;
  readonly stage: Stage;
  /** The table's entrants and game results when the game started: what `gameAtTime` weighs. */
  readonly entrants: readonly string[];
  readonly games: readonly (string | null)[];
  /** The entrant each team of the game plays for. */
  readonly teams: Readonly<Record<string, string>>;
  /** The turn whose end ends the additional turns. */
  readonly lastTurn: number;
  /** The entrants' points when the additional turns ended even, with even game wins: sudden death (TR 408.4.c.3). */
  suddenDeath: Record<string, number> | null;
  /** The game's result once the procedure reached it: its winner, or null for a drawn game. */
  decided: { readonly winner: string | null } | null;
}

/** What the procedure reads from a game now: its turn and each team's points (a game with turns and points: Riftbound's). */
export interface TurnAndScores {
  readonly turn: number;
  readonly teams: readonly { readonly id: string; readonly seats: readonly string[]; readonly score: number }[];
}

/** The turn and team scores of a game's public view, or null for a game that has neither (the procedure does not apply). */
export function turnAndScores(view: { readonly [key: string]: unknown }): TurnAndScores | null {
  const turn = (view.turn as { number?: unknown } | undefined)?.number;
  const teams = view.teams;
  if (typeof turn !== 'number' || !Array.isArray(teams)) return null;
  const read = teams.map((t: { id?: unknown; seats?: unknown; score?: unknown }) =>
    typeof t.id === 'string' && Array.isArray(t.seats) && typeof t.score === 'number' ? { id: t.id, seats: t.seats.map(String), score: t.score } : null,
  );
  return read.every((t) => t !== null) ? { turn, teams: read as TurnAndScores['teams'][number][] } : null;
}

/**
 * The procedure of a game in play when time is called (`afterTime` false: the turn in progress
 * finishes, then three more, TR 408.2.a), or of a game started after time in the top cut
 * (`afterTime` true: the first player's turn and five more, TR 408.4.d). `entrantOfSeat` names
 * the entrant each seat plays for.
 */
export function startProcedure(
  match: string,
  stage: Stage,
  table: Pick<Match, 'entrants' | 'games'>,
  game: TurnAndScores,
  entrantOfSeat: (seat: string) => string,
  afterTime: boolean,
): TimeProcedure {
  const teams = Object.fromEntries(game.teams.map((t) => [t.id, entrantOfSeat(t.seats[0] ?? '')]));
  // Before the first turn has begun, the first turn is the one in progress.
  const lastTurn = afterTime ? 1 + 5 : Math.max(game.turn, 1) + 3;
  return { match, stage, entrants: [...table.entrants], games: [...table.games], teams, lastTurn, suddenDeath: null, decided: null };
}

/** The entrants' points from the teams' scores. */
function pointsOf(procedure: TimeProcedure, scores: Readonly<Record<string, number>>): Record<string, number> {
  const points: Record<string, number> = {};
  for (const [team, score] of Object.entries(scores)) {
    const entrant = procedure.teams[team];
    if (entrant !== undefined) points[entrant] = Math.max(points[entrant] ?? 0, score);
  }
  return points;
}

/**
 * Moves the procedure on with the events of one action of its game, in order, or with those
 * replayed when the game was rebuilt from the store; `now`, the game as it stands, tells what
 * happened meanwhile when the events do not (a snapshot past them). True once the game is
 * decided (`procedure.decided`): its server match takes no more actions.
 */
export function stepProcedure(procedure: TimeProcedure, events: readonly GameEvent[], now: TurnAndScores): boolean {
  if (procedure.decided !== null) return true;
  // Replayed events may reach back before sudden death began: only the points after the last additional turn count.
  const lastEnd = procedure.suddenDeath === null ? -1 : events.findIndex((e) => isLastTurnEnd(procedure, e));
  for (const event of events.slice(lastEnd + 1)) {
    if (procedure.suddenDeath === null && isLastTurnEnd(procedure, event)) decideOnPoints(procedure, (event as GameEvent & { scores: Record<string, number> }).scores);
    else if (procedure.suddenDeath !== null && event.type === 'pointGained') procedure.decided = { winner: procedure.teams[String(event.team)] ?? null };
    if (procedure.decided !== null) return true;
  }
  // What the events did not show (a rebuild from a snapshot taken past them): the game as it stands.
  const scores = Object.fromEntries(now.teams.map((t) => [t.id, t.score]));
  if (procedure.suddenDeath === null && now.turn > procedure.lastTurn) decideOnPoints(procedure, scores);
  else if (procedure.suddenDeath !== null) {
    const scorer = now.teams.find((t) => t.score > (procedure.suddenDeath?.[procedure.teams[t.id] ?? ''] ?? Infinity));
    if (scorer) procedure.decided = { winner: procedure.teams[scorer.id] ?? null };
  }
  return procedure.decided !== null;
}

function isLastTurnEnd(procedure: TimeProcedure, event: GameEvent): boolean {
  return event.type === 'turnEnded' && typeof event.turn === 'number' && event.turn >= procedure.lastTurn;
}

/** The end of the additional turns: the game decided by points, or sudden death when points and game wins are even in the top cut. */
function decideOnPoints(procedure: TimeProcedure, scores: Readonly<Record<string, number>>): void {
  const points = pointsOf(procedure, scores);
  const at = gameAtTime(procedure.stage, { table: 0, entrants: procedure.entrants, games: [...procedure.games], conceded: [], result: null }, points);
  if (at.suddenDeath) procedure.suddenDeath = points;
  else procedure.decided = { winner: at.winner };
}
