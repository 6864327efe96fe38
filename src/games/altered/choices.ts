/**
 * A player's choice while their ability resolves (glossary 5.2.3.e, g): take or decline a
 * "you may" step, or an inner action ("you may pay N to..."), which is paid as it is taken
 * and may choose its own target then (Tough taxing it as any targeting does). Until the
 * choice is made, nothing else happens: no reaction is played, no turn is taken.
 */
import type { ActionKind } from '../../engine/game/module.js';
import { decide } from './effects.js';
import { readyMana } from './queries.js';
import { stepTargetCost, stepTargetOf, targetable, targetRefusal } from './targets.js';
import type { AlteredHost, AlteredRules, AlteredState } from './state.js';
import { refuse } from './i18n/messages.js';

const API = 'docs/altered.md#actions';

/** The step waiting for a choice, or undefined. */
function pendingStep(host: AlteredHost) {
  return host.state.resolving?.effects[0];
}

/** The kind of target the pending step chooses now, if it chooses one (an inner action's own, Sabotage's card). */
function innerTargetOf(host: AlteredHost) {
  return stepTargetOf(pendingStep(host));
}

/** The ways to take the pending step: with each legal target it chooses now, or as it is. */
function takings(host: AlteredHost, seatId: string): Record<string, unknown>[] {
  if (!pendingStep(host)) return [];
  const innerTarget = innerTargetOf(host);
  return innerTarget ? targetable(host, seatId, { target: innerTarget }).map((target) => ({ target })) : [{}];
}

/** What taking the step costs: an inner action's mana orbs, and Tough on its own target. */
function takingCost(host: AlteredHost, seatId: string, target: unknown): number {
  return (pendingStep(host)?.innerCost ?? 0) + stepTargetCost(host, seatId, innerTargetOf(host), target);
}

export const choose: ActionKind<AlteredState, AlteredRules> = {
  description:
    'While your ability resolves: take ("accept": true) or decline ("accept": false) its "you may" step or inner action; an inner action taken is paid in mana orbs at once, and one with a target of its own takes "target".',
  fields: ['accept', 'target'],
  enumerate(host, seatId) {
    if (host.state.resolving?.seat !== seatId) return [];
    const taken = takings(host, seatId)
      .filter((aim) => takingCost(host, seatId, aim['target']) <= readyMana(host.state, seatId))
      .map((aim) => ({ type: 'choose', seat: seatId, accept: true, ...aim }));
    return [...taken, { type: 'choose', seat: seatId, accept: false }];
  },
  check(host, action) {
    if (!pendingStep(host)) return refuse('NO_CHOICE', 'glossary 5.2.3.e');
    if (typeof action['accept'] !== 'boolean') return refuse('MALFORMED_ACTION.accept', API);
    const innerTarget = innerTargetOf(host);
    if (!action['accept'] || !innerTarget) return action['target'] === undefined ? affordable(host, action) : refuse('MALFORMED_ACTION.noTarget', API);
    return targetRefusal(host, action.seat, { target: innerTarget }, action['target'], API) ?? affordable(host, action);
  },
};

function affordable(host: AlteredHost, action: { seat: string; accept?: unknown; target?: unknown }) {
  const cost = takingCost(host, action.seat, action.target);
  return !action.accept || cost <= readyMana(host.state, action.seat) ? undefined : refuse('CANNOT_AFFORD.innerAction', 'glossary 5.2.3.g', { cost });
}

export function performChoose(host: AlteredHost, action: { accept?: unknown; target?: unknown }): void {
  decide(host, action.accept === true, typeof action.target === 'string' ? action.target : undefined);
}
