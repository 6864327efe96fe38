/**
 * The statechart actions of the turn's phases and steps (RULES.md §3).
 */
import { channelRunes, emptyPool } from './mechanics/resources.js';
import { drawCards } from './mechanics/draw.js';
import { nextSeat, seat, teamScores, type RiftHost } from './queries.js';

/** The next player in turn order becomes the turn player; per-turn histories start fresh. */
export function beginTurn(host: RiftHost): void {
  const { state } = host;
  state.turn.seat = state.turn.number === 0 ? (state.seats[0]?.id ?? state.turn.seat) : nextSeat(state, state.turn.seat);
  state.turn.number += 1;
  seat(state, state.turn.seat).turnsStarted += 1;
  state.scoring = { scored: {}, atScoringStep: null };
  host.emit({ type: 'turnStarted', turn: state.turn.number, seat: state.turn.seat });
}

/** Awaken: the turn player readies everything they control. */
export function awaken(host: RiftHost): void {
  const { state } = host;
  const turnSeat = state.turn.seat;
  for (const obj of Object.values(state.objects)) if (obj.controller === turnSeat) obj.exhausted = false;
  host.emit({ type: 'awakened', seat: turnSeat });
}

/** Beginning step: start-of-turn effects would resolve here. */
export function beginningStep(host: RiftHost): void {
  host.emit({ type: 'beginningStep', seat: host.state.turn.seat });
}

/** Channel Phase: the mode's runes per turn, plus the first-turn adjustment of this seat. */
export function channelForTurn(host: RiftHost): void {
  const { state, rules } = host;
  const player = seat(state, state.turn.seat);
  const extra = player.turnsStarted === 1 ? (rules.firstTurn.extraChannel[player.id] ?? 0) : 0;
  channelRunes(host, player.id, rules.turn.channel + extra);
}

export function drawForTurn(host: RiftHost): void {
  drawCards(host, host.state.turn.seat, host.rules.turn.draw, 'drawPhase');
}

export function skipDraw(host: RiftHost): void {
  host.emit({ type: 'drawSkipped', seat: host.state.turn.seat });
}

export function emptyRunePools(host: RiftHost): void {
  for (const s of host.state.seats) emptyPool(s);
}

/** Ending step: end-of-turn effects would resolve here. */
export function endingStep(host: RiftHost): void {
  host.emit({ type: 'endingStep', seat: host.state.turn.seat });
}

/** Expiration step: heal all units, "this turn" effects end, rune pools empty. */
export function expire(host: RiftHost): void {
  for (const obj of Object.values(host.state.objects)) obj.damage = 0;
  emptyRunePools(host);
  host.emit({ type: 'turnEnded', turn: host.state.turn.number, seat: host.state.turn.seat, scores: teamScores(host) });
}

export function announceWinner(host: RiftHost): void {
  const team = host.state.teams.find((t) => t.id === host.state.winner);
  host.emit({ type: 'gameOver', winner: host.state.winner, seats: team?.seats ?? [] });
}
