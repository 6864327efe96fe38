/** Passing focus in a showdown, and ending the turn. */
import type { ActionKind } from '../../../engine/module.js';
import type { RiftboundRules, RiftboundState } from '../state.js';

export const pass: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'Pass: give up focus in a showdown (or priority on a chain) without acting.',
  fields: [],
  enumerate: (_host, seatId) => [{ type: 'pass', seat: seatId }],
  check: () => undefined,
};

export const endTurn: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'End your Main Phase: the turn goes on to its Ending Phase.',
  fields: [],
  enumerate: (_host, seatId) => [{ type: 'endTurn', seat: seatId }],
  check: () => undefined,
};
