/**
 * Placing a pending triggered ability on the chain (CR 383.3, 402): its controller picks
 * which of their pending abilities goes next (the order, CR 383.3.d), chooses its targets
 * (CR 355.5.b: when it triggers, not when its source was played) and the optional steps it
 * declines. Declining every step leaves it off the chain (CR 383.3.a). Its costs within
 * instructions are paid now, as its base cost (CR 383.3.b, 403.1.b.1, `payment` optional);
 * declining a step with one removes the ability (CR 404.2). While the choice waits, nobody
 * else acts (actions/pending.ts).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { definitionOf } from '../mechanics/effects.js';
import { costedSteps, totalCost } from '../mechanics/instruction-costs.js';
import { payUnitCosts, unitCostChoices, unitCostRefusal, unitPartsOf } from '../mechanics/unit-costs.js';
import { payExhaustSelf, selfCostPayable, selfCostRefusal } from '../mechanics/self-costs.js';
import { canPay, isPaymentPlan, pay, paymentFor } from '../mechanics/resources.js';
import { costWithChoices } from '../mechanics/choice-surcharge.js';
import { choosableTriggers, placeTrigger, takePending } from '../mechanics/triggers.js';
import { triggerChooser } from '../reads/trigger-chooser.js';
import { targetChoices } from '../mechanics/targeting.js';
import { choiceSpecs, hiddenSplitRefusal, hiddenTargetsRefusal, splitChoiceSteps } from '../mechanics/hidden-choices.js';
import type { RiftHost } from '../reads/queries.js';
import type { Effect } from '../schema/card-schema.js';
import type { PendingTrigger, Cost } from '../state/state.js';
import { choicesOf, choicesRefusal, declineRefusal, isDeclinable } from './choices.js';
import { riftAction, groups, id, index, indexes, payment, stringField, targets } from './fields.js';
import { splitGroupChoices, splitGroupsOf, splitGroupsRefusal, splitSteps } from '../mechanics/split-damage.js';
import { choosableModes, modalTrigger, modeRefusal, noteMode, pendingSource } from '../mechanics/ability-modes.js';
import { refuse } from '../i18n/messages.js';
import type { ChooseTriggerAction } from '../../../types/riftbound.js';

/** The fields that pay an ability's costs: none may be given when it is left unpaid or declined. */
const PAYING_FIELDS = ['payment', 'exhaust', 'spendBuffFrom'] as const;

const RULE = 'CR 383.3, 402';

/** What a pending ability does (its effects and targets), found once by each function that reads it. */
type Definition = ReturnType<typeof definitionOf>;

/** The indexes of the ability's optional steps. */
function optionalSteps(effects: readonly Effect[]): number[] {
  return effects.flatMap((_, i) => (isDeclinable(effects, i) ? [i] : []));
}

/** Whether `declined` names every step: the ability is not placed at all. */
function declinesAll(effects: readonly Effect[], declined: readonly number[]): boolean {
  return declined.length === effects.length;
}

/** Its targets as they are chosen: a play effect of a card played from hiding chooses where it was hidden (CR 811.1.d.2). */
function specsOf(definition: Definition, pending: PendingTrigger) {
  return choiceSpecs(definition.targets, pending.fromHiding ? pending.here : null);
}

/** The pending ability as the chain item it becomes, for the checks of its split groups. */
function asItem(pending: PendingTrigger) {
  return { kind: 'triggered' as const, controller: pending.controller, source: pending.source, here: pending.here };
}

/**
 * Whether `seat` can pay what the ability costs with these choices: its costs within
 * instructions (`base`) and Deflect's Power for each opposing permanent chosen (CR 403.2,
 * 809.1.c). A choice whose cost cannot be paid is not a legal one.
 */
function affordable(host: RiftHost, seat: string, base: Cost | undefined, targets: unknown, split: unknown): boolean {
  const cost = costWithChoices(host, seat, base, targets, split);
  return cost === undefined || canPay(host, seat, cost);
}

/**
 * For each pending ability: every combination of legal targets (up to 64) with every step
 * taken, the same with every optional step declined, and, when every step is optional, the
 * ability declined as a whole; choices whose Deflect Power cannot be paid are left out.
 */
function choicesFor(host: RiftHost, seat: string, pending: PendingTrigger): ChooseTriggerAction[] {
  // Its targets were named as its card was played (Weaponmaster's Equipment): only its place in the order is chosen.
  if (pending.targets) return [{ type: 'chooseTrigger', seat, item: pending.id }];
  // A modal ability: the choices of each mode it may choose (CR 355.3).
  const modal = modalTrigger(host, pending);
  if (modal) return choosableModes(host, pendingSource(pending), modal).flatMap((mode) => choicesIn(host, seat, pending, mode)).slice(0, 64);
  return choicesIn(host, seat, pending, undefined);
}

/** {@link choicesFor} in one mode of a modal ability (undefined: any other ability). */
function choicesIn(host: RiftHost, seat: string, pending: PendingTrigger, mode: number | undefined): ChooseTriggerAction[] {
  const definition = definitionOf(host, pending, mode);
  const { effects } = definition;
  const specs = specsOf(definition, pending);
  const base = { type: 'chooseTrigger' as const, seat, item: pending.id, ...(mode === undefined ? {} : { mode }) };
  const costed = costedSteps(effects);
  if (costed.length > 0) return costedChoices(host, seat, pending, definition, costed, base);
  const optional = optionalSteps(effects);
  if (optional.length > 0 && declinesAll(effects, optional)) {
    const combos = specs.length === 0 ? [{}] : targetChoices(host, seat, specs, 64, pending.here, pending.source).filter((targets) => affordable(host, seat, undefined, targets, undefined));
    return [...combos.map((targets) => ({ ...base, ...(specs.length ? { targets } : {}) })), { ...base, decline: optional }];
  }
  const combos = specs.length === 0 ? [undefined] : targetChoices(host, seat, specs, 64, pending.here, pending.source);
  const steps = splitChoiceSteps(splitSteps(effects), pending.fromHiding ? pending.here : null);
  const groups = steps.length === 0 ? [undefined] : splitGroupChoices(host, asItem(pending), steps);
  return combos.flatMap((targets) =>
    groups.flatMap((split) => {
      if (!affordable(host, seat, undefined, targets, split)) return [];
      const taken = { ...base, ...(targets ? { targets } : {}), ...(split ? { split } : {}) };
      return optional.length > 0 ? [taken, { ...taken, decline: optional }] : [taken];
    }),
  ).slice(0, 64);
}

/**
 * An ability with costs within instructions: paid, with every combination of legal targets
 * when they can be paid (optional steps taken), or unpaid, which removes it (CR 404.2).
 */
function costedChoices(host: RiftHost, seat: string, pending: PendingTrigger, definition: Definition, costed: number[], base: ChooseTriggerAction): ChooseTriggerAction[] {
  const { effects } = definition;
  const specs = specsOf(definition, pending);
  const cost = totalCost(effects);
  const payable = cost !== undefined && canPay(host, seat, cost) && selfCostPayable(host, pending.source, effects, []);
  // Each way to pay its unit parts (exhaust a unit, spend a buff), CR 742.1.b; none possible: only declining.
  const units = payable ? unitCostChoices(host, seat, unitPartsOf(effects, [])) : [];
  const combos = units.length === 0 ? [] : specs.length === 0 ? [undefined] : targetChoices(host, seat, specs, 64, pending.here, pending.source).filter((targets) => affordable(host, seat, cost, targets, undefined));
  const paid = combos.flatMap((targets) => units.map((choice) => ({ ...base, ...(targets ? { targets } : {}), ...choice })));
  return [...paid.slice(0, 64), { ...base, decline: costed }];
}

/** Whether `declined` leaves a cost within instructions unpaid: the ability is removed (CR 404.2). */
function leavesUnpaid(effects: readonly Effect[], declined: readonly number[]): boolean {
  return costedSteps(effects).some((i) => declined.includes(i));
}

export const chooseTrigger = riftAction({
  type: 'chooseTrigger',
  description: 'Place one of your pending triggered abilities on the chain: choose its targets and the optional steps you decline.',
  fields: { properties: { item: id, mode: index, targets, decline: indexes, split: groups, payment, exhaust: id, spendBuffFrom: id }, required: ['item'] },
  enumerate(host, seat) {
    return choosableTriggers(host.state, seat).flatMap((pending) => choicesFor(host, seat, pending));
  },
  check(host, action) {
    const malformed = stringField(action, 'item');
    if (malformed) return malformed;
    const pending = choosableTriggers(host.state, action.seat).find((t) => t.id === action['item']);
    if (!pending) {
      return refuse('UNKNOWN_TRIGGER', RULE, { item: String(action['item']) });
    }
    if (pending.targets) {
      const extra = ['mode', 'targets', 'decline', 'split', 'payment'].find((field) => action[field] !== undefined);
      return extra === undefined ? undefined : refuse('CHOSEN_AS_PLAYED', 'CR 819.1.d, CR 821.1.c', { id: pending.id, extra });
    }
    const wrongMode = modeRefusal(host, pendingSource(pending), modalTrigger(host, pending), action['mode']);
    if (wrongMode) return wrongMode;
    const { effects, targets: specs } = definitionOf(host, pending, action['mode'] as number | undefined);
    const declined = declineRefusal(action, effects, true);
    if (declined) return declined;
    const declinedSteps = (action['decline'] ?? []) as number[];
    if (leavesUnpaid(effects, declinedSteps)) {
      return PAYING_FIELDS.every((f) => action[f] === undefined) ? undefined : refuse('MALFORMED_ACTION.anAbilityLeft', 'CR 404.2');
    }
    if (declinesAll(effects, declinedSteps)) {
      const targets = action['targets'];
      const none = targets === undefined || (typeof targets === 'object' && targets !== null && Object.keys(targets).length === 0);
      return none ? undefined : refuse('MALFORMED_ACTION.anAbilityDeclined', 'CR 383.3.a');
    }
    const choices =
      choicesRefusal(host, action, effects, specs, pending.here, pending.source) ??
      hiddenTargetsRefusal(host, action.seat, specs, action['targets'], pending.fromHiding ? pending.here : null) ??
      splitGroupsRefusal(host, asItem(pending), splitSteps(effects), action['split']) ??
      hiddenSplitRefusal(host, action.seat, splitSteps(effects), action['split'], pending.fromHiding ? pending.here : null);
    if (choices) return choices;
    // The units that pay its costs within instructions, as it is placed (CR 742.1.b).
    const units = unitCostRefusal(host, action.seat, unitPartsOf(effects, declinedSteps), action) ?? selfCostRefusal(host, pending.source, effects, declinedSteps);
    if (units) return units;
    // Its costs within instructions and Deflect's Power for what it chooses (CR 403.2, 809.1.c).
    const cost = costWithChoices(host, action.seat, totalCost(effects, declinedSteps), action['targets'], action['split']);
    if (!cost) return undefined;
    const plan = paymentFor(host, action.seat, cost, action['payment']);
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performChooseTrigger,
});

export function performChooseTrigger(host: RiftHost, action: ChooseTriggerAction): void {
  const pending = takePending(host, action.item);
  if (!pending) throw new Error(`no pending triggered ability ${action.item}`);
  if (pending.targets) {
    placeTrigger(host, pending, { ...pending.targets }, []);
    return;
  }
  const { targets, declined, mode } = choicesOf(action.mode, action.targets, action.decline);
  const { effects } = definitionOf(host, pending, mode);
  if (leavesUnpaid(effects, declined)) {
    host.emit({ type: 'triggerRemoved', item: pending.id, card: pending.card, controller: pending.controller, reason: 'unpaid' });
    return;
  }
  if (declinesAll(effects, declined)) {
    host.emit({ type: 'triggerRemoved', item: pending.id, card: pending.card, controller: pending.controller, reason: 'declined' });
    return;
  }
  const base = totalCost(effects, declined);
  const cost = costWithChoices(host, action.seat, base, targets, action.split);
  if (cost) {
    const plan = paymentFor(host, action.seat, cost, action.payment);
    if (!isPaymentPlan(plan)) throw new Error('the ability became unpayable between check and placement');
    pay(host, action.seat, plan);
  }
  if (base) {
    payUnitCosts(host, action.seat, unitPartsOf(effects, declined), action);
    payExhaustSelf(host, action.seat, pending.source, effects, declined);
  }
  const steps = splitSteps(effects);
  const modal = modalTrigger(host, pending);
  if (modal) noteMode(host, pendingSource(pending), modal, mode);
  placeTrigger(host, pending, targets, declined, steps.length ? splitGroupsOf(steps, action.split) : undefined, mode);
}

/** While a triggered ability waits for its controller's choice, only that player acts, and only to choose. */
export function triggerChoiceBlocks(host: RiftHost, action: Action): boolean {
  const chooser = triggerChooser(host.state);
  return chooser !== null && (action.seat !== chooser || action.type !== 'chooseTrigger');
}

/** Why {@link triggerChoiceBlocks} refuses `action`. */
export function triggerChoiceRefusal(host: RiftHost, action: Action): RuleViolation | undefined {
  const chooser = triggerChooser(host.state);
  if (chooser === null || !triggerChoiceBlocks(host, action)) return undefined;
  return refuse('TRIGGER_CHOICE_PENDING', 'CR 402.1', { chooser });
}
