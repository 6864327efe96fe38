/**
 * Contested battlefields, showdowns and control (CR 106-109, CR 440-461).
 */
import { EngineError } from '../../../engine/errors.js';
import { battlefield, nextSeat, seatsPresent, unitsOf, type RiftHost } from '../reads/queries.js';
import { announce } from './trigger-events.js';
import { newShowdown, type BattlefieldState, type SeatId } from '../state/state.js';
import { edit, setShowdown } from '../reads/unit-cache.js';
import { cardFacts } from '../reads/card-facts.js';
import { scoreBattlefield } from './scoring.js';

/** A unit of `seatId` arrived at `bf`: if they do not control it, it becomes contested. */
export function arrive(host: RiftHost, seatId: SeatId, bf: BattlefieldState): void {
  if (bf.controller === seatId || bf.contested) return;
  bf.contested = true;
  bf.contestedBy = seatId;
  host.emit({ type: 'battlefieldContested', battlefield: bf.id, by: seatId });
}

/**
 * `seatId` establishes control of `bf`. Gaining control is a conquer, scored unless the
 * battlefield was already scored this turn; keeping control changes nothing.
 */
export function establishControl(host: RiftHost, seatId: SeatId, bf: BattlefieldState, how: Conquest): void {
  if (bf.controller === seatId) {
    host.emit({ type: 'controlKept', seat: seatId, battlefield: bf.id });
    return;
  }
  const previous = bf.controller;
  setController(host, bf, seatId);
  host.emit({ type: 'controlEstablished', seat: seatId, battlefield: bf.id, previous });
  scoreBattlefield(host, seatId, bf.id, 'conquer', how);
}

/** How a battlefield was taken, as conquer triggers ask it: open (CR 169.10.c), or after an attack with the excess damage assigned. */
export interface Conquest {
  readonly open?: boolean;
  readonly afterAttack?: boolean;
  readonly excessDamage?: number;
}

/** A conquest neither of an open battlefield nor after an attack. */
export const NOT_OPEN: Conquest = {};
const OPEN: Conquest = { open: true };

/**
 * Sets who controls `bf`. A battlefield's passives are kept with its controller (the player
 * they favour, whose opponents they restrict: reads/queries.ts), so a battlefield with passives is
 * written through edit, which drops what was derived; any other keeps it.
 */
function setController(host: RiftHost, bf: BattlefieldState, seatId: SeatId | null): void {
  const kinds = cardFacts(host.rules, bf.card)?.active.activeKinds;
  const hasPassives = kinds !== undefined && kinds.some((k) => k.kind === 'passive');
  (hasPassives ? edit(host.state, bf) : bf).controller = seatId;
}

export function loseControl(host: RiftHost, bf: BattlefieldState): void {
  const previous = bf.controller;
  // Only a controlled battlefield loses control (its callers ask no other).
  if (previous === null) return;
  setController(host, bf, null);
  host.emit({ type: 'controlLost', seat: previous, battlefield: bf.id });
}

/** Starts the showdown staged at `bf`: a combat when another player has units there. */
export function startShowdown(host: RiftHost, bf: BattlefieldState): void {
  const attacker = bf.contestedBy;
  if (attacker === null) throw new EngineError(`battlefield ${bf.id} is staged but not contested`);
  const defender = seatsPresent(host.state, bf).find((s) => s !== attacker) ?? null;
  bf.staged = false;
  setShowdown(host.state, newShowdown(bf.id, attacker, defender));
  host.emit({ type: defender === null ? 'showdownStarted' : 'combatStarted', battlefield: bf.id, attacker, defender, focus: attacker });
  if (defender === null) return;
  for (const unit of unitsOf(host.state, bf, attacker)) announce(host, { trigger: 'attacks', object: unit, player: attacker, here: bf.id });
  for (const unit of unitsOf(host.state, bf, defender)) announce(host, { trigger: 'defends', object: unit, player: defender, here: bf.id });
}

/** The focus holder passes; focus goes to the next player in turn order. */
export function passFocus(host: RiftHost, seatId: SeatId): void {
  const showdown = host.state.showdown;
  if (!showdown) throw new EngineError('no showdown to pass in');
  showdown.passesInRow += 1;
  showdown.focus = nextSeat(host.state, seatId);
  host.emit({ type: 'passed', seat: seatId, focus: showdown.focus, passesInRow: showdown.passesInRow });
}

/** Ends the showdown at its battlefield: the battlefield is no longer contested. */
export function endShowdown(host: RiftHost): BattlefieldState {
  const showdown = host.state.showdown;
  if (!showdown) throw new EngineError('no showdown to end');
  const bf = battlefield(host.state, showdown.battlefield);
  setShowdown(host.state, null);
  bf.contested = false;
  bf.contestedBy = null;
  return bf;
}

/** A non-combat showdown ends: the only player left with units there establishes control. */
export function concludeShowdown(host: RiftHost): void {
  const bf = endShowdown(host);
  const present = seatsPresent(host.state, bf);
  host.emit({ type: 'showdownEnded', battlefield: bf.id });
  // Taken without a combat: open if no one controlled it (its units were the taker's alone).
  if (present.length === 1) establishControl(host, present[0] as SeatId, bf, bf.controller === null ? OPEN : NOT_OPEN);
}
