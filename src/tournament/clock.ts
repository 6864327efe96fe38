/**
 * Round clocks (TR 408, 604): a round's time is data fed in by `clock` actions (milliseconds of
 * any clock that never goes back: the server's, or a test's), so a stored event keeps its clock
 * and a test drives it without waiting. The first time fed starts the round; the first one past
 * its minutes calls time. From then on the tables follow the end-of-match procedure: the turn
 * player finishes the turn and the additional turns are played (TR 408.2.a, 408.4.c), the game
 * is then decided by points (`gameAtTime`), and no new game starts (TR 408.2.d) except in the
 * top cut when game wins are even (TR 408.4.d).
 */
import type { ClockAction } from './actions.js';
import { refuse } from './refusal.js';
import { currentRound } from './rounds.js';
import type { Match, Round, Stage } from './state.js';
import type { TournamentState } from './state.js';

export function feedClock(state: TournamentState, action: ClockAction): void {
  const round = currentRound(state);
  if (!round) refuse('NO_ROUND', 'TR 405.1', '$');
  const clock = round.clock;
  if (clock.now !== null && action.at < clock.now) refuse('CLOCK_BACKWARDS', 'TR 408.2', '$.at', { now: clock.now });
  clock.now = action.at;
  clock.startedAt ??= action.at;
  if (clock.minutes !== null && clock.calledAt === null && action.at - clock.startedAt >= clock.minutes * 60_000) clock.calledAt = action.at;
}

export function timeCalled(round: Round | undefined): boolean {
  return round?.clock.calledAt !== null && round?.clock.calledAt !== undefined;
}

/** Milliseconds left in the round at its last reading; null for an untimed round or one not started. */
export function timeLeft(round: Round | undefined): number | null {
  const clock = round?.clock;
  if (!clock || clock.minutes === null || clock.startedAt === null || clock.now === null) return null;
  return Math.max(0, clock.minutes * 60_000 - (clock.now - clock.startedAt));
}

/**
 * The game played on after time, decided by each entrant's points at the end of the additional
 * turns: in the Swiss a lead of two points or more wins it, anything less draws it (TR
 * 408.2.b); in the top cut the most points win it, and even points with even game wins go to
 * sudden death, the next point scored winning (TR 408.4.c.3), `suddenDeath` true.
 */
export function gameAtTime(stage: Stage, match: Match, points: Readonly<Record<string, number>>): { winner: string | null; suddenDeath: boolean } {
  const ranked = match.entrants.map((id) => ({ id, points: points[id] ?? 0 })).sort((a, b) => b.points - a.points);
  const [first, second] = ranked;
  const lead = (first?.points ?? 0) - (second?.points ?? 0);
  if (stage === 'swiss') return { winner: lead >= 2 ? (first?.id ?? null) : null, suddenDeath: false };
  if (lead > 0) return { winner: first?.id ?? null, suddenDeath: false };
  const wins = match.entrants.map((id) => match.games.filter((g) => g === id).length);
  return { winner: null, suddenDeath: wins.every((w) => w === wins[0]) };
}
