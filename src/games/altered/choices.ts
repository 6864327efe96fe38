/**
 * A player's choice while their ability resolves (glossary 5.2.3.e, g): take or decline a
 * "you may" step, or an inner action ("you may pay N to..."), which is paid as it is taken.
 * Until the choice is made, nothing else happens: no reaction is played, no turn is taken.
 */
import { violation } from '../../engine/errors.js';
import type { ActionKind } from '../../engine/module.js';
import { decide } from './effects.js';
import { readyMana } from './queries.js';
import type { AlteredHost, AlteredRules, AlteredState } from './state.js';

const API = 'docs/altered.md#actions';

/** What taking the pending step would cost now (an inner action's mana orbs), or null when none waits. */
function pendingCost(host: AlteredHost): number | null {
  const effect = host.state.resolving?.effects[0];
  return effect ? (effect.innerCost ?? 0) : null;
}

export const choose: ActionKind<AlteredState, AlteredRules> = {
  description: 'While your ability resolves: take ("accept": true) or decline ("accept": false) its "you may" step or inner action; an inner action taken is paid in mana orbs at once.',
  fields: ['accept'],
  enumerate(host, seatId) {
    const cost = pendingCost(host);
    if (cost === null || host.state.resolving?.seat !== seatId) return [];
    return [...(cost <= readyMana(host.state, seatId) ? [{ type: 'choose', seat: seatId, accept: true }] : []), { type: 'choose', seat: seatId, accept: false }];
  },
  check(host, action) {
    const cost = pendingCost(host);
    if (cost === null) return violation('NO_CHOICE', 'no ability waits for a choice', 'glossary 5.2.3.e');
    if (typeof action['accept'] !== 'boolean') return violation('MALFORMED_ACTION', '"accept" is true or false', API);
    if (action['accept'] && cost > readyMana(host.state, action.seat)) return violation('CANNOT_AFFORD', `this inner action costs ${cost} ready mana orbs`, 'glossary 5.2.3.g');
    return undefined;
  },
};

export function performChoose(host: AlteredHost, action: { accept?: unknown }): void {
  decide(host, action.accept === true);
}
