/**
 * Choosing one of a step's named outcomes as a spell or an ability resolves (CR 355.17): "Each
 * other player chooses Blades or Coins." The player asked names one of the options; the item
 * goes on resolving (mechanics/named-outcomes.ts). While the question waits, nobody else acts
 * (actions/pending.ts).
 */
import { resumeResolution } from '../mechanics/chain.js';
import type { RiftHost } from '../reads/queries.js';
import type { OutcomeAsk } from '../state/state.js';
import { riftAction, stringField } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { ChooseOutcomeAction } from '../../../types/riftbound.js';

const RULE = 'CR 355.17';

/** The outcome choice `seat` is asked now, if any. */
function asked(host: RiftHost, seat: string): OutcomeAsk | undefined {
  const asks = host.state.instructionCost?.asks;
  return asks?.kind === 'outcome' && asks.seat === seat ? asks : undefined;
}

export const chooseOutcome = riftAction({
  type: 'chooseOutcome',
  description: 'Choose one of the named outcomes the resolving spell or ability asks you to choose between ("Blades or Coins").',
  fields: { properties: { outcome: { type: 'string', maxLength: 40 } }, required: ['outcome'] },
  enumerate(host, seat) {
    const asks = asked(host, seat);
    return asks ? asks.options.map((outcome) => ({ type: 'chooseOutcome', seat, outcome })) : [];
  },
  check(host, action) {
    const asks = asked(host, action.seat);
    if (!asks) return refuse('NO_CHOICE_PENDING.noOutcome', RULE);
    if (stringField(action, 'outcome')) return refuse('MALFORMED_ACTION.outcome', 'docs/api.md#actions');
    const outcome = action['outcome'] as string;
    return asks.options.includes(outcome) ? undefined : refuse('NOT_AN_OPTION.outcome', RULE, { outcome, options: asks.options.join(', ') });
  },
  perform: performChooseOutcome,
});

export function performChooseOutcome(host: RiftHost, action: ChooseOutcomeAction): void {
  const question = host.state.instructionCost;
  if (!question) throw new Error('no outcome choice is asked');
  host.emit({ type: 'outcomeChosen', seat: action.seat, item: question.item, outcome: action.outcome });
  resumeResolution(host, false, { outcome: action.outcome });
}
