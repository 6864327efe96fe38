/** Passing focus in a showdown, choosing which staged showdown starts, and ending the turn. */
import { startShowdown, passFocus } from '../mechanics/control.js';
import { battlefield, type RiftHost } from '../reads/queries.js';
import { stringField, riftAction, id } from './fields.js';
import { passPriority } from '../mechanics/chain.js';
import { refuse } from '../i18n/messages.js';
import type { StartShowdownAction } from '../../../types/riftbound.js';

export const pass = riftAction({
  type: 'pass',
  description: 'Pass: give up focus in a showdown (or priority on a chain) without acting.',
  fields: { properties: {} },
  enumerate: (_host, seatId) => [{ type: 'pass', seat: seatId }],
  check: () => undefined,
  perform: { passFocus: (host, action) => passFocus(host, action.seat), passPriority: (host, action) => passPriority(host, action.seat) },
});

export const endTurn = riftAction({
  type: 'endTurn',
  description: 'End your Main Phase: the turn goes on to its Ending Phase.',
  fields: { properties: {} },
  enumerate: (_host, seatId) => [{ type: 'endTurn', seat: seatId }],
  check: () => undefined,
});

export const startShowdownAction = riftAction({
  type: 'startShowdown',
  description: 'With several showdowns or combats staged, choose which starts first (the turn player).',
  fields: { properties: { battlefield: id }, required: ['battlefield'] },
  enumerate: (host, seatId) =>
    host.state.battlefields.filter((b) => b.staged).map((b) => ({ type: 'startShowdown', seat: seatId, battlefield: b.id })),
  check(host, action) {
    const malformed = stringField(action, 'battlefield');
    if (malformed) return malformed;
    const staged = host.state.battlefields.find((b) => b.id === action['battlefield']);
    return staged?.staged ? undefined : refuse('NOT_STAGED', 'CR 318-323', { battlefield: String(action['battlefield']) });
  },
  perform: performStartShowdown,
});

export function performStartShowdown(host: RiftHost, action: StartShowdownAction): void {
  startShowdown(host, battlefield(host.state, action.battlefield));
}
