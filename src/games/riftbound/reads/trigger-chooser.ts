/**
 * Whose pending triggered abilities are placed on the chain next (CR 383.3.d.1, 459.2.d.1): a
 * read of the state, so that the rules' guards may ask it (the `triggerChooser` selector)
 * below the mechanics that place them (mechanics/triggers.ts).
 */
import type { PendingTrigger, RiftboundState, SeatId } from '../state/state.js';

/**
 * Seats in the order they place their pending abilities: the turn player first, then turn
 * order (CR 383.3.d.1). Attack and defend triggers of a combat: the attacker first, then the
 * players who are not the defender in turn order, then the defender (CR 459.2.d.1).
 */
function placementOrder(state: RiftboundState): SeatId[] {
  const seats = state.seats.map((s) => s.id);
  const start = Math.max(0, seats.indexOf(state.turn.seat));
  const turnOrder = [...seats.slice(start), ...seats.slice(0, start)];
  const combat = state.showdown?.combat ? state.showdown : null;
  if (!combat || !state.triggers.every((t) => t.trigger === 'attacks' || t.trigger === 'defends')) return turnOrder;
  const defender = combat.defender;
  const others = turnOrder.filter((s) => s !== combat.attacker && s !== defender);
  return [combat.attacker, ...others, ...(defender === null ? [] : [defender])];
}

/**
 * The seat whose pending abilities are placed next, or null when none wait or a chain item is
 * still resolving. Once a cleanup is over, abilities still pending wait for this seat's choice
 * (the `chooseTrigger` action).
 */
export function triggerChooser(state: RiftboundState): SeatId | null {
  const { triggers } = state;
  // While an item is paused mid-resolution, what it set off waits for it to finish (CR 321.1);
  // so do they while a player chooses who gains the point of a burn out, part of the draw that
  // caused it (CR 431), and while deaths wait on a choice among replacement effects (CR 372-373).
  if (triggers.length === 0 || state.instructionCost || state.burnOutChoices.length > 0 || state.dying !== undefined) return null;
  // Usually one seat's abilities wait: it places them, whatever the order of the others.
  const only = soleController(triggers);
  if (only !== undefined && state.seats.some((s) => s.id === only)) return only;
  return placementOrder(state).find((s) => triggers.some((t) => t.controller === s)) ?? null;
}

/** The seat controlling every one of `triggers` (not empty), if one does. */
function soleController(triggers: readonly PendingTrigger[]): SeatId | undefined {
  const first = (triggers[0] as PendingTrigger).controller;
  for (let i = 1; i < triggers.length; i++) if ((triggers[i] as PendingTrigger).controller !== first) return undefined;
  return first;
}
