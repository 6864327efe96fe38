/**
 * Burn out with several opponents (CR 431): the drawer chooses which opponent gains
 * the point. While a choice waits, nobody else acts.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { gainPoint } from '../mechanics/scoring.js';
import type { RiftHost } from '../reads/queries.js';
import { stringField, riftAction, id } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { ChooseOpponentAction } from '../../../types/riftbound.js';

export const chooseOpponent = riftAction({
  type: 'chooseOpponent',
  description: 'After burning out, choose the opponent who gains the point.',
  fields: { properties: { opponent: id }, required: ['opponent'] },
  enumerate(host, seatId) {
    const choice = host.state.burnOutChoices[0];
    return choice?.seat === seatId ? choice.options.map((opponent) => ({ type: 'chooseOpponent', seat: seatId, opponent })) : [];
  },
  check(host, action) {
    const malformed = stringField(action, 'opponent');
    if (malformed) return malformed;
    const choice = host.state.burnOutChoices[0];
    if (choice?.seat !== action.seat) return refuse('NO_CHOICE_PENDING.youHaveNo', 'CR 431');
    return choice.options.includes(action['opponent'] as string) ? undefined : refuse('NOT_AN_OPPONENT', 'CR 431', { opponent: String(action['opponent']) });
  },
  perform: performChooseOpponent,
});

export function performChooseOpponent(host: RiftHost, action: ChooseOpponentAction): void {
  host.state.burnOutChoices.shift();
  host.emit({ type: 'burnOutOpponentChosen', seat: action.seat, opponent: action.opponent });
  gainPoint(host, action.opponent, 'burnOut', null);
}

/** While a burn-out choice waits, only the drawer acts, and only to choose. */
export function burnOutBlocks(host: RiftHost, action: Action): boolean {
  const choice = host.state.burnOutChoices[0];
  return !!choice && (action.seat !== choice.seat || action.type !== 'chooseOpponent');
}

/** Why {@link burnOutBlocks} refuses `action`. */
export function burnOutRefusal(host: RiftHost, action: Action): RuleViolation | undefined {
  const choice = host.state.burnOutChoices[0];
  if (!choice || !burnOutBlocks(host, action)) return undefined;
  return refuse('CHOICE_PENDING', 'CR 431', { seat: choice.seat });
}
