/**
 * Scoring (CR 462-467): hold and conquer, once per battlefield per turn, the final-point
 * rule, and points from other sources.
 */
import { sameTeam, seat, teammates, teamOf, teamScores, type RiftHost } from '../reads/queries.js';
import { announce } from './trigger-events.js';
import type { ObjectId, SeatId } from '../state/state.js';
import type { Conquest } from './control.js';
import { drawCards } from './draw.js';
import { queueHunt } from './hunt.js';
import { jsonCopy } from '../../../engine/json/freeze.js';
import { scoringForbidden, victoryScore } from '../reads/player-rules.js';
import { recordTurnFact } from '../state/turn-facts.js';

export type PointSource = 'hold' | 'conquer' | 'burnOut' | 'effect';

/** The seat gains a point for its team. Victory is checked later, at a cleanup. */
export function gainPoint(host: RiftHost, seatId: SeatId, source: PointSource, battlefield: ObjectId | null): void {
  // A card may forbid the player any point (CR 054).
  if (scoringForbidden(host, seatId, null)) {
    host.emit({ type: 'pointDenied', seat: seatId, source, reason: 'forbidden' });
    return;
  }
  const team = teamOf(host.state, seatId);
  team.score += 1;
  // Points scored by holding are counted for the cards that ask this turn (CR 464.2).
  if (source === 'hold') recordTurnFact(host.state, seatId, 'heldPoints', 1);
  host.emit({ type: 'pointGained', seat: seatId, team: team.id, source, battlefield, score: team.score });
}

/** The seats whose scores count against the once-per-battlefield limit for `seatId`. */
function limitScope(host: RiftHost, seatId: SeatId): readonly SeatId[] {
  return host.rules.knobs.scoreLimitScope === 'team' ? teamOf(host.state, seatId).seats : [seatId];
}

/** The battlefields `seatId` (or its team, by the knob) has scored this turn. */
export function scoredThisTurn(host: RiftHost, seatId: SeatId, scope: readonly SeatId[] = [seatId]): Set<ObjectId> {
  const out = new Set<ObjectId>();
  for (const s of scope) for (const bf of host.state.scoring.scored[s] ?? []) out.add(bf);
  return out;
}

/** The battlefields `seatId` has conquered this turn (CR 464.1): "a battlefield you conquered this turn". */
export function conqueredThisTurn(host: RiftHost, seatId: SeatId): readonly ObjectId[] {
  return host.state.scoring.conquered?.[seatId] ?? NONE;
}

const NONE: readonly ObjectId[] = [];

export function hasScored(host: RiftHost, seatId: SeatId, bf: ObjectId): boolean {
  return scoredThisTurn(host, seatId, limitScope(host, seatId)).has(bf);
}

/**
 * The turn player's teammates, for a scorer on the turn player's team (CR 484.8): the
 * exclusion and the final-point exemption concern the team whose turn it is.
 */
function turnTeammatesOf(host: RiftHost, seatId: SeatId): SeatId[] {
  const turnSeat = host.state.turn.seat;
  if (!sameTeam(host.state, seatId, turnSeat)) return [];
  return teamOf(host.state, turnSeat).seats.filter((s) => s !== turnSeat);
}

/**
 * 2v2: the team cannot score, all turn long, a battlefield the turn player's teammate
 * controlled at this turn's scoring step, whoever controls it now.
 */
function controlledByTurnTeammateAtScoringStep(host: RiftHost, seatId: SeatId, bf: ObjectId): boolean {
  const recorded = host.state.scoring.atScoringStep;
  return recorded !== null && turnTeammatesOf(host, seatId).some((t) => recorded.controlled[t]?.includes(bf));
}

/** Whether a point now would be a final point: the scorer's team is one short of victory, or more. */
export function isFinalPoint(host: RiftHost, seatId: SeatId): boolean {
  const score = teamOf(host.state, seatId).score;
  const target = victoryScore(host);
  return host.rules.knobs.finalPointThreshold === 'exactlyOneShort' ? score === target - 1 : score >= target - 1;
}

/**
 * The battlefields a conquer must have been preceded by, for the final point: all of them;
 * in a team's own turns (theirs or a teammate's), less those the scorer's teammates occupied
 * at this turn's scoring step (CR 484.8).
 */
function requiredForFinalPoint(host: RiftHost, seatId: SeatId): ObjectId[] {
  const all = host.state.battlefields.map((b) => b.id);
  const recorded = host.state.scoring.atScoringStep;
  if (!recorded || !sameTeam(host.state, seatId, host.state.turn.seat)) return all;
  const exempt = new Set(teammates(host.state, seatId).flatMap((t) => recorded.occupied[t] ?? []));
  return all.filter((bf) => !exempt.has(bf));
}

function scoredEveryRequired(host: RiftHost, seatId: SeatId): boolean {
  const scope = host.rules.knobs.finalPointList === 'team' ? teamOf(host.state, seatId).seats : [seatId];
  const scored = scoredThisTurn(host, seatId, scope);
  return requiredForFinalPoint(host, seatId).every((bf) => scored.has(bf));
}

/**
 * `seatId` scores `bf` by `method`, if it has not scored it this turn. A conquer that would
 * bring a final point without every battlefield scored this turn draws a card instead; the
 * battlefield still counts as scored. Returns whether the battlefield was scored.
 */
export function scoreBattlefield(host: RiftHost, seatId: SeatId, bf: ObjectId, method: 'hold' | 'conquer', how?: Conquest): boolean {
  if (hasScored(host, seatId, bf)) {
    host.emit({ type: 'scoreDenied', seat: seatId, battlefield: bf, method, reason: 'alreadyScoredThisTurn' });
    return false;
  }
  if (controlledByTurnTeammateAtScoringStep(host, seatId, bf)) {
    host.emit({ type: 'scoreDenied', seat: seatId, battlefield: bf, method, reason: 'teammateControlledAtScoringStep' });
    return false;
  }
  // A card may forbid scoring, anywhere or at this battlefield (CR 054): it is then not scored.
  if (scoringForbidden(host, seatId, bf)) {
    host.emit({ type: 'scoreDenied', seat: seatId, battlefield: bf, method, reason: 'forbidden' });
    return false;
  }
  const scoring = host.state.scoring;
  (scoring.scored[seatId] ??= []).push(bf);
  // A conquer is a battlefield scored by gaining its control (CR 464.1), a point or a draw alike.
  if (method === 'conquer') ((scoring.conquered ??= {})[seatId] ??= []).push(bf);
  const drawInstead = method === 'conquer' && isFinalPoint(host, seatId) && !scoredEveryRequired(host, seatId);
  host.emit({ type: 'battlefieldScored', seat: seatId, battlefield: bf, method, outcome: drawInstead ? 'draw' : 'point' });
  if (drawInstead) drawCards(host, seatId, 1, 'finalPointConquer');
  else gainPoint(host, seatId, method, bf);
  // Conquer and hold effects, point or draw alike (CR 383.4.c.2.c, 383.4.d.2.c): "When you conquer
  // here" of the battlefield, "When I conquer" of the scorer's units there, "When you conquer" of
  // their legend (CR 173.7) and other cards.
  announce(host, { trigger: method === 'conquer' ? 'conquers' : 'holds', object: null, player: seatId, here: bf, open: how?.open, afterAttack: how?.afterAttack, excessDamage: how?.excessDamage });
  // Hunt of the scorer's units there (CR 823).
  queueHunt(host, seatId, bf, method);
  return true;
}

/** The scoring step: record control and occupancy, then the turn player holds what they control. */
export function scoringStep(host: RiftHost): void {
  const { state } = host;
  const controlled: Record<SeatId, ObjectId[]> = {};
  const occupied: Record<SeatId, ObjectId[]> = {};
  for (const s of state.seats) {
    controlled[s.id] = state.battlefields.filter((b) => b.controller === s.id).map((b) => b.id);
    occupied[s.id] = state.battlefields.filter((b) => b.units.some((u) => state.objects[u]?.controller === s.id)).map((b) => b.id);
  }
  state.scoring.atScoringStep = { controlled, occupied };
  host.emit({ type: 'scoringStepRecorded', controlled: jsonCopy(controlled), occupied: jsonCopy(occupied) });
  const turnSeat = seat(state, state.turn.seat).id;
  for (const bf of controlled[turnSeat] ?? []) scoreBattlefield(host, turnSeat, bf, 'hold');
}

/**
 * An effect says its controller wins the game ("you win the game"): their team wins at once,
 * whatever the scores (card text over the Victory Score, CR 002); the game is over as soon as the
 * statechart next checks for a winner. A game already won stays so.
 */
export function winGame(host: RiftHost, seatId: SeatId): void {
  if (host.state.winner !== null) return;
  const team = teamOf(host.state, seatId);
  host.state.winner = team.id;
  host.emit({ type: 'gameWon', team: team.id, seats: [...team.seats], score: team.score, scores: teamScores(host) });
}
