/**
 * Pairing the next round: Swiss rounds by standing (TR 202.3), then the top cut (TR 202.4).
 * The first pairing closes registration and draws the lots from the event's seed, which pair
 * the first round and break the ties no tiebreaker breaks (TR 409.3).
 */
import { shuffle } from '../engine/game/rng.js';
import { pairSwiss } from './pairing.js';
import { records } from './records.js';
import { refuse } from './refusal.js';
import { currentRound, roundOver } from './rounds.js';
import { standings } from './standings.js';
import type { Match, Round, Stage, TournamentState } from './state.js';
import { firstCutRound, nextCutRound } from './top-cut.js';

export function pairNextRound(state: TournamentState): void {
  const last = currentRound(state);
  if (state.phase === 'finished') refuse('EVENT_OVER.allRoundsPlayed', 'TR 202.4', '$');
  if (last && !roundOver(last)) {
    const open = last.matches.filter((m) => m.result === null).map((m) => m.table);
    refuse('ROUND_NOT_OVER', 'TR 408.1', '$', { round: last.number, tables: open.join(', ') });
  }
  const active = state.entrants.filter((e) => !e.dropped);
  const { podSize, swissRounds, topCut } = state.settings;
  if (state.phase === 'registration') {
    if (active.length < Math.max(podSize, topCut)) refuse('TOO_FEW_ENTRANTS', 'TR 202.3', '$', { needed: Math.max(podSize, topCut), count: active.length });
    state.lots = shuffle(state.rng, state.entrants.map((e) => e.id));
    state.phase = 'swiss';
  }
  const swissPlayed = state.rounds.filter((r) => r.stage === 'swiss').length;
  if (state.phase === 'swiss' && swissPlayed < swissRounds) {
    if (active.length === 0) refuse('TOO_FEW_ENTRANTS.allDropped', 'TR 414.1', '$');
    addRound(state, 'swiss', swissPairings(state));
    return;
  }
  // The Swiss rounds are over (settle() has finished an event without a cut).
  state.phase = 'topCut';
  addRound(state, 'topCut', cutPairings(state));
}

function swissPairings(state: TournamentState): string[][] {
  const dropped = new Set(state.entrants.filter((e) => e.dropped).map((e) => e.id));
  const first = state.rounds.length === 0;
  const order = (first ? state.lots : standings(state).map((s) => s.entrant)).filter((id) => !dropped.has(id));
  const met = records(state);
  const pairing = pairSwiss({
    order,
    podSize: state.settings.podSize,
    met: (a, b) => met.get(a)?.opponents.includes(b) ?? false,
    hadBye: (id) => (met.get(id)?.byes ?? 0) > 0,
  });
  return [...pairing.matches.map((m) => [...m]), ...pairing.byes.map((id) => [id])];
}

function cutPairings(state: TournamentState): string[][] {
  const { podSize, topCut } = state.settings;
  const ranked = standings(state).map((s) => s.entrant);
  const rank = (id: string) => ranked.indexOf(id);
  const dropped = (id: string) => state.entrants.find((e) => e.id === id)?.dropped ?? true;
  const cutRounds = state.rounds.filter((r) => r.stage === 'topCut');
  // A drop after the cut is made advances nobody in its place (TR 414.6): the seat stays empty.
  const pods = cutRounds.length === 0
    ? firstCutRound(ranked.filter((id) => !dropped(id)), topCut, podSize)
    : nextCutRound((cutRounds.at(-1) as Round).matches.map((m) => m.result?.winner ?? null), podSize, rank);
  return pods.map((pod) => pod.filter((id) => id !== undefined && !dropped(id)).sort((a, b) => rank(a) - rank(b)));
}

function addRound(state: TournamentState, stage: Stage, pods: readonly string[][]): void {
  const matches: Match[] = [];
  for (const entrants of pods) {
    if (entrants.length === 0) continue;
    const match: Match = { table: matches.length + 1, entrants, games: [], conceded: [], result: null };
    // Alone at a table is a bye: a Swiss bye (TR 202.3), or in the cut an opponent's drop (TR 414.6).
    if (entrants.length === 1) match.result = { winner: entrants[0] as string, end: 'bye' };
    matches.push(match);
  }
  const { roundMinutes, topCutMinutes } = state.settings;
  const clock = { minutes: stage === 'swiss' ? roundMinutes : topCutMinutes, startedAt: null, now: null, calledAt: null };
  state.rounds.push({ number: state.rounds.length + 1, stage, matches, clock });
  settle(state);
}

/**
 * After each change: a round whose matches all have results may end the event, when it was
 * the last Swiss round of an event without a cut, or the cut's final.
 */
export function settle(state: TournamentState): void {
  const round = currentRound(state);
  if (!round || !roundOver(round)) return;
  const swissPlayed = state.rounds.filter((r) => r.stage === 'swiss').length;
  const lastSwiss = round.stage === 'swiss' && swissPlayed >= state.settings.swissRounds && state.settings.topCut === 0;
  const final = round.stage === 'topCut' && round.matches.length <= 1;
  if (lastSwiss || final) state.phase = 'finished';
}
