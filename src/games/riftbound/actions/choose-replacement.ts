/**
 * Choosing the replacement effect that saves a unit (CR 371-373): the deaths waiting name a
 * player and options (mechanics/replacements.ts); that player picks one by its index, paying the
 * cost of an optional one of theirs ("you may pay ... to ... instead"), or declines an optional
 * one (`may`). The deaths then go on, and once none waits, an item whose step caused them goes
 * on resolving. The same answer chooses among the replacements of a token its player is playing
 * (CR 372.1), which the item resolving asks. While a choice waits, nobody else acts (actions/pending.ts).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { costPayable, costRefusal, replacementAsk } from '../mechanics/replacements.js';
import { goOnWithDeaths } from '../mechanics/waiting-deaths.js';
import { resumeResolution } from '../mechanics/chain.js';
import type { RiftHost } from '../reads/queries.js';
import type { ReplacementAsk, RiftboundState, TokenPlayAsk } from '../state/state.js';
import { flag, index, payment, riftAction } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { ChooseReplacementAction } from '../../../types/riftbound.js';

/** The rule a choice follows: the owner orders one unit's replacements (CR 372), a controller chooses which unit its "next time" effect saves (CR 373), or whether to pay for an optional one (CR 371.1). */
function ruleOf(asks: ReplacementAsk | undefined): string {
  return asks?.kind === 'which' ? 'CR 373' : asks?.kind === 'may' ? 'CR 371.1' : 'CR 372';
}

/** The choice among replacements of a token `seat` is playing, asked by the item resolving (CR 372.1), if any. */
export function tokenPlayAsk(state: RiftboundState, seat?: string): TokenPlayAsk | undefined {
  const asks = state.instructionCost?.asks;
  return asks?.kind === 'tokenPlay' && (seat === undefined || asks.seat === seat) ? asks : undefined;
}

/** Whether choosing `option` pays its cost now: an optional one, chosen by its controller. */
function paysNow(asks: ReplacementAsk, option: ReplacementAsk['options'][number]): boolean {
  return option.optional === true && option.controller === asks.seat;
}

export const chooseReplacement = riftAction({
  type: 'chooseReplacement',
  description:
    "Choose the replacement effect that applies to a unit's death (CR 372) or to a token you play (CR 372.1), or the unit a \"next time\" replacement effect saves (CR 373): an index of the options waiting; an optional one of yours is paid for (`payment`, CR 371.1), or declined (`decline`).",
  fields: { properties: { option: index, decline: flag, payment } },
  enumerate(host, seat) {
    const tokens = tokenPlayAsk(host.state, seat);
    if (tokens !== undefined) return tokens.options.map((_, option) => ({ type: 'chooseReplacement', seat, option }));
    const asks = replacementAsk(host.state);
    if (asks?.seat !== seat) return [];
    const chosen = asks.options.flatMap((option, i) => (!paysNow(asks, option) || costPayable(host, option) ? [{ type: 'chooseReplacement' as const, seat, option: i }] : []));
    return asks.kind === 'may' ? [...chosen, { type: 'chooseReplacement', seat, decline: true }] : chosen;
  },
  check(host, action) {
    const tokens = tokenPlayAsk(host.state, action.seat);
    if (tokens !== undefined) {
      if (action['decline'] !== undefined || action['payment'] !== undefined) return refuse('MALFORMED_ACTION.replacementPayment', 'docs/api.md#actions');
      const option = action['option'];
      const valid = typeof option === 'number' && Number.isInteger(option) && option >= 0 && option < tokens.options.length;
      return valid ? undefined : refuse('NOT_AN_OPTION.replacement', 'CR 372.1', { option: String(option), count: tokens.options.length });
    }
    const asks = replacementAsk(host.state);
    if (asks?.seat !== action.seat) return refuse('NO_CHOICE_PENDING.replacement', ruleOf(asks));
    if (action['decline'] !== undefined) {
      if (action['decline'] !== true || action['option'] !== undefined || action['payment'] !== undefined) return refuse('MALFORMED_ACTION.replacementDecline', 'docs/api.md#actions');
      return asks.kind === 'may' ? undefined : refuse('NOT_OPTIONAL.replacement', ruleOf(asks));
    }
    const option = action['option'];
    if (typeof option !== 'number' || !Number.isInteger(option) || option < 0 || option >= asks.options.length) {
      return refuse('NOT_AN_OPTION.replacement', ruleOf(asks), { option: String(option), count: asks.options.length });
    }
    const chosen = asks.options[option] as ReplacementAsk['options'][number];
    if (!paysNow(asks, chosen)) return action['payment'] === undefined ? undefined : refuse('MALFORMED_ACTION.replacementPayment', 'docs/api.md#actions');
    return costRefusal(host, chosen, action['payment']);
  },
  perform: performChooseReplacement,
});

export function performChooseReplacement(host: RiftHost, action: ChooseReplacementAction): void {
  const tokens = tokenPlayAsk(host.state, action.seat);
  if (tokens !== undefined) {
    const chosen = tokens.options[action.option ?? -1];
    if (chosen === undefined) throw new Error('no such replacement of the token play');
    host.emit({ type: 'replacementChosen', seat: action.seat, unit: null, source: chosen.source, card: chosen.card });
    resumeResolution(host, false, { replacement: action.option as number });
    return;
  }
  if (action.decline === true) {
    goOnWithDeaths(host, { decline: true });
    return;
  }
  const option = replacementAsk(host.state)?.options[action.option ?? -1];
  if (option === undefined) throw new Error('no replacement choice is asked');
  goOnWithDeaths(host, { option, payment: action.payment });
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
