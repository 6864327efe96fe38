/**
 * Answering a cost within instructions (CR 742.1.a): a spell or an activated ability on the
 * chain stopped at a step written "pay X to do Y"; its controller pays (the cheapest plan, or
 * `payment`) or declines, and it goes on resolving. Paying what one cannot is refused and
 * changes nothing. While the question waits, nobody else acts (actions/pending.ts).
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Action, ActionKind } from '../../../engine/module.js';
import { resumeResolution } from '../mechanics/chain.js';
import { definitionOf } from '../mechanics/effects.js';
import { stepCost } from '../mechanics/instruction-costs.js';
import { isPaymentPlan, pay, paymentFor, planPayment, type Cost } from '../mechanics/resources.js';
import type { RiftHost } from '../queries.js';
import type { InstructionCostQuestion, RiftboundRules, RiftboundState } from '../state.js';

export interface PayCostAction extends Action {
  readonly type: 'payCost';
  readonly pay: boolean;
  readonly payment?: unknown;
}

const RULE = 'CR 742.1.a';

/** The cost the paused item asks for now. */
function askedCost(host: RiftHost, question: InstructionCostQuestion): Cost {
  const item = host.state.chain.find((c) => c.id === question.item);
  if (!item) throw new Error(`the paused item ${question.item} is not on the chain`);
  const choices = question.execution === 0 ? item : item.repeats?.[question.execution - 1];
  const { effects } = definitionOf(host, { ...item, ...(choices?.mode === undefined ? {} : { mode: choices.mode }) });
  const cost = effects[question.step] && stepCost(effects[question.step]!);
  if (!cost) throw new Error(`step ${question.step} of ${item.card} has no cost within instructions`);
  return cost;
}

function question(host: RiftHost, seat: string): InstructionCostQuestion | undefined {
  const asked = host.state.instructionCost;
  return asked && asked.seat === seat ? asked : undefined;
}

export const payCost: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'Pay (or decline) the cost within instructions of the spell or ability resolving: "pay X to do Y".',
  fields: ['pay', 'payment'],
  enumerate(host, seat) {
    const asked = question(host, seat);
    if (!asked) return [];
    const affordable = planPayment(host, seat, askedCost(host, asked)) !== undefined;
    return [...(affordable ? [{ type: 'payCost', seat, pay: true }] : []), { type: 'payCost', seat, pay: false }];
  },
  check(host, action) {
    const asked = question(host, action.seat);
    if (!asked) return violation('NO_CHOICE_PENDING', 'nothing of yours waits for a cost within instructions', RULE);
    if (typeof action['pay'] !== 'boolean') return violation('MALFORMED_ACTION', '"pay" is true (pay the cost and get the effect) or false', 'docs/api.md#actions');
    if (!action['pay']) return action['payment'] === undefined ? undefined : violation('MALFORMED_ACTION', 'declining pays nothing: no "payment"', 'docs/api.md#actions');
    const plan = paymentFor(host, action.seat, askedCost(host, asked), action['payment']);
    return isPaymentPlan(plan) ? undefined : plan;
  },
};

export function performPayCost(host: RiftHost, action: PayCostAction): void {
  const asked = host.state.instructionCost;
  if (!asked) throw new Error('no cost within instructions is asked');
  if (action.pay) {
    const plan = paymentFor(host, action.seat, askedCost(host, asked), action.payment);
    if (!isPaymentPlan(plan)) throw new Error('the cost became unpayable between check and payment');
    pay(host, action.seat, plan);
  }
  host.emit({ type: 'instructionCostAnswered', seat: action.seat, item: asked.item, paid: action.pay });
  resumeResolution(host, action.pay);
}

/** While a cost within instructions waits for its controller, only they act, and only to answer. */
export function instructionCostRefusal(host: RiftHost, action: Action): RuleViolation | undefined {
  const asked = host.state.instructionCost;
  if (!asked || (action.seat === asked.seat && action.type === 'payCost')) return undefined;
  return violation('CHOICE_PENDING', `${asked.seat} must first pay or decline the cost within instructions of ${asked.item}`, RULE);
}
