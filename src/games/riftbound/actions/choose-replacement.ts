/**
 * Choosing the replacement effect that saves a unit (CR 372-373): the deaths waiting name a
 * player and options (mechanics/replacements.ts); that player picks one by its index. The
 * deaths then go on, and once none waits, an item whose step caused them goes on resolving.
 * While the choice waits, nobody else acts (actions/pending.ts).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { replacementAsk } from '../mechanics/replacements.js';
import { goOnWithDeaths } from '../mechanics/waiting-deaths.js';
import type { RiftHost } from '../reads/queries.js';
import type { ReplacementAsk } from '../state/state.js';
import { index, riftAction } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { ChooseReplacementAction } from '../../../types/riftbound.js';

/** The rule a choice follows: the owner orders one unit's replacements (CR 372), a controller chooses which unit its "next time" effect saves (CR 373). */
function ruleOf(asks: ReplacementAsk | undefined): string {
  return asks?.kind === 'which' ? 'CR 373' : 'CR 372';
}

export const chooseReplacement = riftAction({
  type: 'chooseReplacement',
  description: "Choose the replacement effect that applies to a unit's death (CR 372), or the unit a \"next time\" replacement effect saves (CR 373): an index of the options waiting.",
  fields: { properties: { option: index }, required: ['option'] },
  enumerate(host, seat) {
    const asks = replacementAsk(host.state);
    return asks?.seat === seat ? asks.options.map((_, option) => ({ type: 'chooseReplacement', seat, option })) : [];
  },
  check(host, action) {
    const asks = replacementAsk(host.state);
    if (asks?.seat !== action.seat) return refuse('NO_CHOICE_PENDING.replacement', ruleOf(asks));
    const option = action['option'];
    if (typeof option !== 'number' || !Number.isInteger(option) || option < 0 || option >= asks.options.length) {
      return refuse('NOT_AN_OPTION.replacement', ruleOf(asks), { option: String(option), count: asks.options.length });
    }
    return undefined;
  },
  perform: performChooseReplacement,
});

export function performChooseReplacement(host: RiftHost, action: ChooseReplacementAction): void {
  const option = replacementAsk(host.state)?.options[action.option];
  if (option === undefined) throw new Error('no replacement choice is asked');
  goOnWithDeaths(host, option);
}

/** While a replacement choice waits, only its player acts, and only to choose. */
export function replacementBlocks(host: RiftHost, action: Action): boolean {
  const asks = replacementAsk(host.state);
  return asks !== undefined && (action.seat !== asks.seat || action.type !== 'chooseReplacement');
}

/** Why {@link replacementBlocks} refuses `action`. */
export function replacementRefusal(host: RiftHost, action: Action): RuleViolation | undefined {
  const asks = replacementAsk(host.state);
  if (asks === undefined || !replacementBlocks(host, action)) return undefined;
  return refuse('REPLACEMENT_CHOICE_PENDING', ruleOf(asks), { seat: asks.seat });
}
