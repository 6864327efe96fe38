/**
 * A table's turn limit (knob `turnLimit`): a game still without a winner when that turn ends
 * is a draw, so every game ends. The rulebook sets no limit; tournaments end games by time
 * (their own rules), which a turn count stands in for in simulations and casual tables.
 */
import type { RiftHost } from '../reads/queries.js';

export function drawAtTurnLimit(host: RiftHost): void {
  const { state } = host;
  const limit = host.rules.knobs.turnLimit;
  if (limit === undefined || state.winner !== null || state.turn.number < limit) return;
  state.drawn = true;
  host.emit({ type: 'gameDrawn', reason: 'turnLimit', turn: state.turn.number });
}
