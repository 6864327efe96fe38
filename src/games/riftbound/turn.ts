/**
 * The statechart actions of the turn's phases and steps (CR 314-317).
 */
import { gearBeginningStep } from './mechanics/gear.js';
import { channelRunes, emptyPool } from './mechanics/resources.js';
import { drawCards } from './mechanics/draw.js';
import { forEachObjectInPlay, hasKeyword, object, seat, teamScores, unitsOnBoard, type RiftHost } from './reads/queries.js';
import { announce } from './mechanics/trigger-events.js';
import { takeNextTurn } from './mechanics/turn-queue.js';
import { killUnit } from './mechanics/zones.js';
import { readyObject } from './mechanics/readying.js';
import { expireKeywordChanges } from './reads/keyword-changes.js';
import { loseControlAtEndOfTurn } from './mechanics/take-control.js';
import { edit, editCardsPlayed } from './reads/unit-cache.js';

/**
 * The next turn of the queue begins: an additional turn waiting, else the next player in turn
 * order (CR 736-737, turn-queue.ts); per-turn histories start fresh.
 */
export function beginTurn(host: RiftHost): void {
  const { state } = host;
  const next = takeNextTurn(state);
  state.turn.seat = next.seat;
  state.turn.number += 1;
  seat(state, state.turn.seat).turnsStarted += 1;
  for (const player of state.seats) if (player.cardsPlayedThisTurn !== undefined) editCardsPlayed(state, player).cardsPlayedThisTurn = undefined;
  if (state.triggerCounts !== undefined) state.triggerCounts = undefined;
  if (state.turnFacts !== undefined) state.turnFacts = undefined;
  if (state.entersReady !== undefined) state.entersReady = undefined;
  if (state.cantPlayCards !== undefined) state.cantPlayCards = undefined;
  if (state.cantPlayTypes !== undefined) state.cantPlayTypes = undefined;
  if (state.delayed !== undefined) state.delayed = undefined;
  state.scoring = { scored: {}, atScoringStep: null };
  host.emit({ type: 'turnStarted', turn: state.turn.number, seat: state.turn.seat, ...(next.additional ? { additional: true } : {}) });
}

/** Awaken: the turn player readies everything they control; their units that become ready trigger (mechanics/readying.ts). */
export function awaken(host: RiftHost): void {
  const { state } = host;
  const turnSeat = state.turn.seat;
  forEachObjectInPlay(state, (obj) => {
    if (obj.controller === turnSeat && obj.exhausted) readyObject(host, obj.id, turnSeat);
  });
  host.emit({ type: 'awakened', seat: turnSeat });
}

/**
 * Beginning step: the turn player's Temporary units and gear die ("before scoring"), then
 * start-of-turn abilities trigger.
 */
export function beginningStep(host: RiftHost): void {
  const { state } = host;
  const turnSeat = state.turn.seat;
  host.emit({ type: 'beginningStep', seat: turnSeat });
  const mine = unitsOnBoard(state).filter((u) => object(state, u).controller === turnSeat);
  for (const unit of mine) if (hasKeyword(host, unit, 'temporary')) killUnit(host, unit);
  gearBeginningStep(host, turnSeat);
  // The start of their Beginning Phase: their units', gear's and legend's abilities (CR 173.7), and the board's about any player's.
  announce(host, { trigger: 'turnStart', object: null, player: turnSeat, here: null });
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

/** Ending step: "at the end of your turn" abilities trigger; the chain they open resolves before the expiration step. */
export function endingStep(host: RiftHost): void {
  host.emit({ type: 'endingStep', seat: host.state.turn.seat });
  // Effects said to happen "at end of turn" (CR 317.1.a).
  loseControlAtEndOfTurn(host);
  announce(host, { trigger: 'turnEnd', object: null, player: host.state.turn.seat, here: null });
}

/** Expiration step: heal all units, "this turn" effects (Might changes, stuns, restrictions, the count of moves) end, rune pools empty. Buffs stay (CR 702.2.a). */
export function expire(host: RiftHost): void {
  forEachObjectInPlay(host.state, (obj) => {
    // Written only where set: most objects have nothing to clear, and a write through edit drops the unit reads.
    if (obj.damage !== 0) obj.damage = 0;
    if (obj.mightThisTurn !== undefined) edit(host.state, obj).mightThisTurn = undefined;
    if (obj.mightThisCombat !== undefined) edit(host.state, obj).mightThisCombat = undefined;
    if (obj.movesThisTurn !== undefined) edit(host.state, obj).movesThisTurn = undefined;
    if (obj.turnKeywords !== undefined) edit(host.state, obj).turnKeywords = undefined;
    if (obj.stunned !== undefined) obj.stunned = undefined;
    if (obj.cantThisTurn !== undefined) obj.cantThisTurn = undefined;
    expireKeywordChanges(host, obj);
  });
  // "Buffs give an additional +N :rb_might: ... this turn" ends with the other "this turn" effects (mechanics/buff-might.ts).
  if (host.state.buffsGiveMore !== undefined) edit(host.state, host.state).buffsGiveMore = undefined;
  emptyRunePools(host);
  host.state.invitation = null;
  host.emit({ type: 'turnEnded', turn: host.state.turn.number, seat: host.state.turn.seat, scores: teamScores(host) });
}

export function announceWinner(host: RiftHost): void {
  const team = host.state.teams.find((t) => t.id === host.state.winner);
  host.emit({ type: 'gameOver', winner: host.state.winner, seats: [...(team?.seats ?? [])] });
}
