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
import { payUnitCosts, unitCostChoices, unitCostRefusal } from '../mechanics/unit-costs.js';
import type { Effect } from '../card-schema.js';
import { canPay, isPaymentPlan, pay, paymentFor, type Cost } from '../mechanics/resources.js';
import type { RiftHost } from '../queries.js';
import type { InstructionCostQuestion, RiftboundRules, RiftboundState } from '../state.js';

export interface PayCostAction extends Action {
  readonly type: 'payCost';
  readonly pay: boolean;
  readonly payment?: unknown;
  /** The unit exhausted to pay "exhaust a unit you control to ..." (mechanics/unit-costs.ts). */
  readonly exhaust?: string;
  /** The unit whose buff is spent to pay "spend a buff to ...". */
  readonly spendBuffFrom?: string;
}

const RULE = 'CR 742.1.a';

/** The step the paused item asks about. */
function askedStep(host: RiftHost, question: InstructionCostQuestion): Effect {
  const item = host.state.chain.find((c) => c.id === question.item);
  if (!item) throw new Error(`the paused item ${question.item} is not on the chain`);
  const choices = question.execution === 0 ? item : item.repeats?.[question.execution - 1];
  const { effects } = definitionOf(host, { ...item, ...(choices?.mode === undefined ? {} : { mode: choices.mode }) });
  const step = effects[question.step];
  if (!step?.pay) throw new Error(`step ${question.step} of ${item.card} has no cost within instructions`);
  return step;
}

/** The resources the paused item asks for now. */
function askedCost(host: RiftHost, question: InstructionCostQuestion): Cost {
  return stepCost(askedStep(host, question)) as Cost;
}

function question(host: RiftHost, seat: string): InstructionCostQuestion | undefined {
  const asked = host.state.instructionCost;
  return asked && asked.seat === seat ? asked : undefined;
}

export const payCost: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'Pay (or decline) the cost within instructions of the spell or ability resolving: "pay X to do Y".',
  fields: ['pay', 'payment', 'exhaust', 'spendBuffFrom'],
  enumerate(host, seat) {
    const asked = question(host, seat);
    if (!asked) return [];
    const affordable = canPay(host, seat, askedCost(host, asked));
    // Each way to pay its unit parts (none possible: only declining is listed).
    const units = affordable ? unitCostChoices(host, seat, askedStep(host, asked).pay) : [];
    return [...units.map((choice) => ({ type: 'payCost', seat, pay: true, ...choice })), { type: 'payCost', seat, pay: false }];
  },
  check(host, action) {
    const asked = question(host, action.seat);
    if (!asked) return violation('NO_CHOICE_PENDING', 'nothing of yours waits for a cost within instructions', RULE);
    if (typeof action['pay'] !== 'boolean') return violation('MALFORMED_ACTION', '"pay" is true (pay the cost and get the effect) or false', 'docs/api.md#actions');
    if (!action['pay']) {
      const given = ['payment', 'exhaust', 'spendBuffFrom'].some((f) => action[f] !== undefined);
      return given ? violation('MALFORMED_ACTION', 'declining pays nothing: no "payment", "exhaust" or "spendBuffFrom"', 'docs/api.md#actions') : undefined;
    }
    const units = unitCostRefusal(host, action.seat, askedStep(host, asked).pay, action);
    if (units) return units;
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
    payUnitCosts(host, action.seat, askedStep(host, asked).pay, action);
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
