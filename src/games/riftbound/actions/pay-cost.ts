/**
 * Answering a cost within instructions (CR 742.1.a): a spell or an activated ability on the
 * chain stopped at a step written "pay X to do Y"; its controller pays (the cheapest plan, or
 * `payment`) or declines, and it goes on resolving. Paying what one cannot is refused and
 * changes nothing. While the question waits, nobody else acts (actions/pending.ts).
 *
 * The same answer pays for a card an effect plays as it resolves (CR 419.3, 356.1.b): its
 * player pays the cost the effect set, and names where a unit goes (`to`), or a spell's mode and
 * targets (`mode`, `targets`, CR 419.3.b). They may decline only an optional play.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { resumeResolution } from '../mechanics/chain.js';
import { definitionOf } from '../mechanics/effects.js';
import { anyAmountCost, stepCost } from '../mechanics/instruction-costs.js';
import { payUnitCosts, unitCostChoices, unitCostRefusal } from '../mechanics/unit-costs.js';
import type { Effect } from '../schema/card-schema.js';
import { canPay, isPaymentPlan, pay, paymentFor, playUse } from '../mechanics/resources.js';
import { cardOf, type RiftHost } from '../reads/queries.js';
import { spellChoicesFor } from '../mechanics/spell-plays.js';
import { choicesRefusal, spellDefinition } from './choices.js';
import { wholeChainItem, type InstructionCostQuestion, type PlayAsk, type ResourceUse, type Cost } from '../state/state.js';
import { riftAction, flag, id, index, payment, targets } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { PayCostAction } from '../../../types/riftbound.js';

const RULE = 'CR 742.1.a';

/** The step the paused item asks about. */
function askedStep(host: RiftHost, question: InstructionCostQuestion): Effect {
  const item = host.state.chain.find((c) => c.id === question.item);
  if (!item) throw new Error(`the paused item ${question.item} is not on the chain`);
  const choices = question.execution === 0 ? item : item.repeats?.[question.execution - 1];
  const { effects } = definitionOf(host, wholeChainItem({ ...item, ...(choices?.mode === undefined ? {} : { mode: choices.mode }) }));
  const step = effects[question.step];
  if (!step?.pay) throw new Error(`step ${question.step} of ${item.card} has no cost within instructions`);
  return step;
}

/** The resources the paused item asks for now: the step's cost (`amount` of a cost of any amount), or that of the card it plays. */
function askedCost(host: RiftHost, question: InstructionCostQuestion, amount = 0): Cost {
  const asks = question.asks;
  if (asks?.kind === 'may') return { energy: 0, power: [] };
  return asks?.kind === 'play' || asks?.kind === 'unless' ? (asks.cost as Cost) : (stepCost(askedStep(host, question), amount) as Cost);
}

/** What a cost of any amount is paid in, when the paused step asks one ("Pay any amount of Energy to ..."). */
function askedAnyAmount(host: RiftHost, question: InstructionCostQuestion): 'energy' | 'any' | undefined {
  return question.asks === undefined ? askedStep(host, question).pay?.anyAmount : undefined;
}

/** The amounts of a cost of any amount its payer can pay now: 0, then each more while they can (their resources bound it). */
function affordableAmounts(host: RiftHost, seat: string, what: 'energy' | 'any'): number[] {
  const amounts = [0];
  while (canPay(host, seat, anyAmountCost(what, amounts.length))) amounts.push(amounts.length);
  return amounts;
}

/** The unit parts of the asked cost (none for a card played). */
function askedUnitParts(host: RiftHost, question: InstructionCostQuestion): Effect['pay'] {
  return question.asks?.kind === 'play' || question.asks?.kind === 'unless' || question.asks?.kind === 'may' ? undefined : askedStep(host, question).pay;
}

/** A spell or a gear an effect plays may be paid with the resources added only for playing it (CR 165.1). */
function askedUse(host: RiftHost, question: InstructionCostQuestion): ResourceUse | undefined {
  return question.asks?.kind === 'play' ? playUse(cardOf(host, question.asks.card).type) : undefined;
}

/** The question `seat` answers with payCost now, if any (a card choice is answered with chooseCards, an outcome with chooseOutcome). */
function question(host: RiftHost, seat: string): InstructionCostQuestion | undefined {
  const asked = host.state.instructionCost;
  return asked && asked.seat === seat && asked.asks?.kind !== 'cards' && asked.asks?.kind !== 'outcome' && asked.asks?.kind !== 'tokenPlay' ? asked : undefined;
}

/** Why the mode and targets given do not fit the card an effect plays: only a spell takes them, and they are its legal choices. */
function spellChoicesRefusal(host: RiftHost, asks: PlayAsk, action: Action): RuleViolation | undefined {
  const def = cardOf(host, asks.card);
  if (def.type !== 'spell') {
    return action['mode'] === undefined && action['targets'] === undefined ? undefined : refuse('MALFORMED_ACTION.aUnitOr', 'docs/api.md#actions');
  }
  const mode = action['mode'];
  if (mode !== undefined && typeof mode !== 'number') return refuse('MALFORMED_ACTION.modeIsA', 'docs/api.md#actions');
  const definition = spellDefinition(def, mode);
  if (!definition) return def.modes ? refuse('CHOOSE_MODE.modal', 'docs/cards.md', { id: def.id, last: def.modes.length - 1 }) : refuse('NOT_MODAL', 'docs/cards.md', { id: def.id });
  return choicesRefusal(host, action, definition.effects, definition.targets, null, asks.card);
}

/** Where the card played goes, when the answer names no place: its only place, or the base. */
function destination(asks: PlayAsk, to: unknown): unknown {
  return to ?? (asks.to.length === 1 ? asks.to[0] : 'base');
}

export const payCost = riftAction({
  type: 'payCost',
  description: 'Pay (or decline) the cost within instructions of the spell or ability resolving: "pay X to do Y".',
  fields: { properties: { pay: flag, payment, exhaust: id, spendBuffFrom: id, to: id, amount: { type: 'integer', minimum: 0 }, mode: index, targets }, required: ['pay'] },
  enumerate(host, seat) {
    const asked = question(host, seat);
    if (!asked) return [];
    // "Pay any amount of ...": each amount they can pay, and declining.
    const anyAmount = askedAnyAmount(host, asked);
    if (anyAmount !== undefined) return [...affordableAmounts(host, seat, anyAmount).map((amount): PayCostAction => ({ type: 'payCost', seat, pay: true, amount })), { type: 'payCost', seat, pay: false }];
    const affordable = canPay(host, seat, askedCost(host, asked), askedUse(host, asked));
    const asks = asked.asks;
    if (asks?.kind === 'play' && cardOf(host, asks.card).type === 'spell') {
      // A spell: each mode and targets it may be played with (CR 419.3.b).
      const plays: PayCostAction[] = affordable ? spellChoicesFor(host, seat, asks.card, cardOf(host, asks.card)).map((choices) => ({ type: 'payCost', seat, pay: true, ...choices })) : [];
      return asks.optional || !affordable ? [...plays, { type: 'payCost', seat, pay: false }] : plays;
    }
    if (asks?.kind === 'play') {
      const plays: PayCostAction[] = affordable ? asks.to.map((to) => ({ type: 'payCost', seat, pay: true, to })) : [];
      if (affordable && asks.to.length === 0) plays.push({ type: 'payCost', seat, pay: true });
      return asks.optional || !affordable ? [...plays, { type: 'payCost', seat, pay: false }] : plays;
    }
    // Stopping another player's step ("unless its controller pays ..."), or letting it happen.
    if (asks?.kind === 'unless') return [...(affordable ? [{ type: 'payCost', seat, pay: true } satisfies PayCostAction] : []), { type: 'payCost', seat, pay: false }];
    // Taking a step for themselves, or not: nothing to pay.
    if (asks?.kind === 'may') return [{ type: 'payCost', seat, pay: true }, { type: 'payCost', seat, pay: false }];
    // Each way to pay its unit parts (none possible: only declining is listed).
    const units = affordable ? unitCostChoices(host, seat, askedStep(host, asked).pay) : [];
    return [...units.map((choice): PayCostAction => ({ type: 'payCost', seat, pay: true, ...choice })), { type: 'payCost', seat, pay: false }];
  },
  check(host, action) {
    const asked = question(host, action.seat);
    if (!asked) return refuse('NO_CHOICE_PENDING.nothingOfYours', RULE);
    if (typeof action['pay'] !== 'boolean') return refuse('MALFORMED_ACTION.payIsTrue', 'docs/api.md#actions');
    const asks = asked.asks;
    if (!action['pay']) {
      const given = ['payment', 'exhaust', 'spendBuffFrom', 'to', 'amount', 'mode', 'targets'].some((f) => action[f] !== undefined);
      if (given) return refuse('MALFORMED_ACTION.decliningPaysNothing', 'docs/api.md#actions');
      // A play the effect requires is declined only when its cost cannot be paid (CR 419.3).
      if (asks?.kind === 'play' && !asks.optional && canPay(host, action.seat, askedCost(host, asked), askedUse(host, asked))) {
        return refuse('MUST_PLAY', 'CR 419.3');
      }
      return undefined;
    }
    if (asks?.kind === 'play') {
      const to = destination(asks, action['to']);
      if (asks.to.length > 0 && !asks.to.includes(to as string)) return refuse('INVALID_DESTINATION.notOffered', 'CR 355.2', { to: String(to), places: asks.to.join(', ') });
      if (asks.to.length === 0 && action['to'] !== undefined) return refuse('MALFORMED_ACTION.aGearIs', 'docs/api.md#actions');
      const choices = spellChoicesRefusal(host, asks, action);
      if (choices) return choices;
    } else if (asks?.kind === 'unless' && (action['exhaust'] !== undefined || action['spendBuffFrom'] !== undefined)) {
      return refuse('MALFORMED_ACTION.stoppingAStep', 'docs/api.md#actions');
    } else if (asks?.kind === 'may' && ['payment', 'exhaust', 'spendBuffFrom'].some((f) => action[f] !== undefined)) {
      return refuse('MALFORMED_ACTION.takingAStep', 'docs/api.md#actions');
    }
    if (asks?.kind !== 'play' && (action['mode'] !== undefined || action['targets'] !== undefined)) return refuse('MALFORMED_ACTION.modeAndTargets', 'docs/api.md#actions');
    if (asks?.kind !== 'play' && action['to'] !== undefined) return refuse('MALFORMED_ACTION.toNamesWhere', 'docs/api.md#actions');
    const anyAmount = askedAnyAmount(host, asked);
    const amount = action['amount'];
    if (anyAmount === undefined && amount !== undefined) return refuse('MALFORMED_ACTION.amountSaysHow', 'docs/api.md#actions');
    if (anyAmount !== undefined && (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0)) {
      return refuse('MALFORMED_ACTION.amountIsHow', 'docs/api.md#actions');
    }
    const units = unitCostRefusal(host, action.seat, askedUnitParts(host, asked), action);
    if (units) return units;
    const plan = paymentFor(host, action.seat, askedCost(host, asked, (amount as number | undefined) ?? 0), action['payment'], askedUse(host, asked));
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performPayCost,
});

export function performPayCost(host: RiftHost, action: PayCostAction): void {
  const asked = host.state.instructionCost;
  if (!asked) throw new Error('no cost within instructions is asked');
  if (action.pay) {
    const plan = paymentFor(host, action.seat, askedCost(host, asked, action.amount ?? 0), action.payment, askedUse(host, asked));
    if (!isPaymentPlan(plan)) throw new Error('the cost became unpayable between check and payment');
    pay(host, action.seat, plan);
    payUnitCosts(host, action.seat, askedUnitParts(host, asked), action);
    // "that much" in the step reads it (mechanics/effects.ts).
    if (action.amount !== undefined && asked.memory) asked.memory.paid = action.amount;
  }
  host.emit({ type: 'instructionCostAnswered', seat: action.seat, item: asked.item, paid: action.pay });
  const asks = asked.asks;
  if (asks?.kind === 'play') resumeResolution(host, false, { paid: action.pay, ...(action.pay ? { to: destination(asks, action.to) as string, choices: { mode: action.mode, targets: action.targets } } : {}) });
  else if (asks?.kind === 'unless' || asks?.kind === 'may') resumeResolution(host, false, { paid: action.pay });
  else resumeResolution(host, action.pay);
}

/** While a cost within instructions waits for its controller, only they act, and only to answer. */
export function instructionCostBlocks(host: RiftHost, action: Action): boolean {
  const asked = host.state.instructionCost;
  // An item waiting on deaths asks nothing itself: the choice they wait on blocks (choose-replacement.ts).
  if (!asked || asked.asks?.kind === 'deaths') return false;
  const kind = asked.asks?.kind;
  const answer = kind === 'cards' ? 'chooseCards' : kind === 'outcome' ? 'chooseOutcome' : kind === 'tokenPlay' ? 'chooseReplacement' : 'payCost';
  return action.seat !== asked.seat || action.type !== answer;
}

/** Why {@link instructionCostBlocks} refuses `action`. */
export function instructionCostRefusal(host: RiftHost, action: Action): RuleViolation | undefined {
  const asked = host.state.instructionCost;
  if (!asked || !instructionCostBlocks(host, action)) return undefined;
  const key = asked.asks === undefined ? 'CHOICE_PENDING.cost' : asked.asks.kind === 'cards' ? 'CHOICE_PENDING.cards' : asked.asks.kind === 'unless' ? 'CHOICE_PENDING.unless' : asked.asks.kind === 'may' ? 'CHOICE_PENDING.may' : asked.asks.kind === 'outcome' ? 'CHOICE_PENDING.outcome' : asked.asks.kind === 'tokenPlay' ? 'CHOICE_PENDING.tokenPlay' : 'CHOICE_PENDING.play';
  return refuse(key, RULE, { seat: asked.seat, item: asked.item });
}
