/**
 * Playing a spell (CR 307-313): choose its mode and targets and pay its cost (none from
 * hiding); it goes on the chain and its controller gets priority. It resolves when every
 * player has passed in a row.
 */
import type { Action } from '../../../engine/game/module.js';
import type { Effect, TargetSpec } from '../schema/card-schema.js';
import { choiceSurcharge, notePlayed } from '../reads/keyword-handlers.js';
import { announce } from '../mechanics/trigger-events.js';
import { keywordName } from '../schema/keyword-names.js';
import { addToChain, newChainId } from '../mechanics/chain.js';
import { withAnyPower } from '../mechanics/choice-surcharge.js';
import { withChosenDiscounts } from '../mechanics/chosen-discount.js';
import { lessOptional } from '../mechanics/optional-costs-less.js';
import { additionalChoices, additionalCostRefusal, killChoices, payAdditionalCost, paysAdditional, takenField, withAdditional } from '../mechanics/additional-costs.js';
import { changedCost, repeatCostChanges } from '../mechanics/cost-changes.js';
import { nextSpellRepeats, repeatForItsCost, takeNextSpellChanges } from '../mechanics/next-spell.js';
import { affords, isPaymentPlan, pay, paymentFor, runeTally, type RuneTally } from '../mechanics/resources.js';
import { timingAllows, timingRefusal } from '../mechanics/timing.js';
import { grantedTimingRefusal } from '../mechanics/timing-keywords.js';
import type { RiftHost } from '../reads/queries.js';
import { cardSource, isViolation, playableCards, playableSource, takeCard, timingMayAllow, type CardSource } from './card-source.js';
import { choicesOf, choicesRefusal, enumerateTargets, spellDefinition } from './choices.js';
import { riftAction, flag, groups, id, index, indexes, payment, stringField, targets } from './fields.js';
import { splitGroupChoices, splitGroupsOf, splitGroupsRefusal, splitSteps } from '../mechanics/split-damage.js';
import { useInvitation } from './team.js';
import { choiceSpecs, hiddenSplitRefusal, hiddenTargetsRefusal, splitChoiceSteps } from '../mechanics/hidden-choices.js';
import { refuse } from '../i18n/messages.js';
import type { Cost } from '../state/state.js';
import type { PlaySpellAction } from '../../../types/riftbound.js';

export interface RepeatChoice {
  readonly mode?: number;
  readonly targets?: Record<string, string>;
  readonly decline?: readonly number[];
  /** This execution's own split groups (CR 820.2.a, 355.14.b). */
  readonly split?: Record<string, readonly string[]>;
}

/** The units an action's `split` chose, whatever their group. */
function splitUnits(split: unknown): unknown[] {
  return typeof split === 'object' && split !== null ? Object.values(split as Record<string, unknown>).filter(Array.isArray).flat() : [];
}

const NO_COSTS: readonly Cost[] = [];

/**
 * The Repeat costs the card prints, in order (CR 820.1.c), then one for its own cost when an
 * effect gave the next spell `seat` plays [Repeat] equal to its cost (mechanics/next-spell.ts);
 * most cards have none, and share an empty list.
 */
function repeatCosts(host: RiftHost, seat: string, source: CardSource): readonly Cost[] {
  let costs: Cost[] | undefined;
  for (const k of source.def.keywords ?? NO_KEYWORDS) {
    if (typeof k === 'object' && keywordName(k) === 'repeat' && k.cost) (costs ??= []).push({ energy: k.cost.energy, power: k.cost.power });
  }
  if (host.state.delayed !== undefined && nextSpellRepeats(host.state, seat)) (costs ??= []).push(repeatForItsCost(source.def.cost?.energy ?? 0, source.def.cost?.power ?? NO_KEYWORDS));
  if (costs === undefined) return NO_COSTS;
  // Passives that change each [Repeat] cost ("friendly [Repeat] costs cost 1 less") change each one on its own.
  const changes = repeatCostChanges(host, seat);
  const changed = changes.length === 0 ? costs : costs.map((cost) => changedCost(cost, changes, 0));
  // Each Repeat is an optional additional cost: a passive may lower it (mechanics/optional-costs-less.ts).
  return source.optionalLess === 0 ? changed : changed.map((cost) => lessOptional(cost, source.optionalLess));
}

const NO_KEYWORDS: readonly never[] = [];

/** What playing it costs: its cost (none from hiding), its own additional cost when paid (`additional`, CR 356.2) and each Repeat paid (`paid`, CR 820.1.c.1). */
function costOf(source: CardSource, paid: readonly Cost[] = NO_COSTS, additional = false): Cost {
  // XP is paid in full with the card's own cost (CR 730.2); none from hiding.
  const printed = additional ? withAdditional(source.printedCost, source.def, true, undefined, source.optionalLess) : source.printedCost;
  // A printed discount comes off the total, after Repeat (CR 356.4.d).
  if (paid.length === 0) return changedCost(printed, source.changes, source.discount, source.powerDiscount);
  let { energy } = printed;
  for (const cost of paid) energy += cost.energy;
  return changedCost({ energy, power: [...printed.power, ...paid.flatMap((cost) => cost.power)], xp: printed.xp ?? 0 }, source.changes, source.discount, source.powerDiscount);
}

/**
 * What the choices name, each execution's: its targets, and the units chosen for split damage,
 * which are targets too (CR 355.14.a, 355.14.d). Pushed one list at a time: listing asks this of
 * every variant, most with one execution and no split.
 */
function chosenObjects(targets: unknown, split: unknown, repeats: readonly RepeatChoice[]): string[] {
  const chosen: string[] = [];
  pushTargets(chosen, targets);
  for (const repeat of repeats) pushTargets(chosen, repeat.targets);
  pushSplitUnits(chosen, split);
  for (const repeat of repeats) pushSplitUnits(chosen, repeat.split);
  return chosen;
}

function pushTargets(chosen: string[], targets: unknown): void {
  if (typeof targets === 'object' && targets !== null) chosen.push(...Object.values(targets as Record<string, string>));
}

function pushSplitUnits(chosen: string[], split: unknown): void {
  if (split !== undefined) chosen.push(...splitUnits(split).map(String));
}

/**
 * The cost of an action as given: `printed` (the card's cost, {@link costOf}) with each Repeat
 * paid, and 1 Power of any domain per Deflect point of each opposing unit it chooses (CR
 * 809.1.c). `printed` itself when nothing adds to it.
 */
function actionCost(host: RiftHost, seatId: string, source: CardSource, action: Action | PlaySpellAction, printed?: Cost): Cost {
  const repeats = Array.isArray(action['repeat']) ? (action['repeat'] as RepeatChoice[]) : NO_REPEATS;
  return choicesCost(host, seatId, source, action['payAdditional'] === true, action['targets'], action['split'], repeats, printed);
}

/** {@link actionCost} of the choices themselves: listing knows them without reading them back from each action it lists. */
function choicesCost(host: RiftHost, seatId: string, source: CardSource, payAdditional: boolean, targets: unknown, split: unknown, repeats: readonly RepeatChoice[], printed?: Cost): Cost {
  const additional = source.def.additionalCost !== undefined && paysAdditional(source.def, payAdditional);
  const cost = repeats.length === 0 ? (printed ?? costOf(source, NO_COSTS, additional)) : costOf(source, repeatCosts(host, seatId, source).slice(0, repeats.length), additional);
  const chosen = chosenObjects(targets, split, repeats);
  if (chosen.length === 0) return cost;
  // Deflect's Power added, then the discounts of the units chosen (mechanics/chosen-discount.ts).
  return withChosenDiscounts(host, seatId, chosen, withAnyPower(cost, choiceSurcharge(host, seatId, chosen)));
}

const NO_REPEATS: readonly RepeatChoice[] = [];

/** Why one execution's targets and declined steps do not fit; from hiding, targets are chosen where it was hidden (CR 811.1.d.2). */
function executionRefusal(host: RiftHost, action: Action, source: CardSource, definition: { effects: readonly Effect[]; targets: readonly TargetSpec[] }) {
  const here = source.hiddenAt?.id ?? null;
  return choicesRefusal(host, action, definition.effects, definition.targets, here) ?? hiddenTargetsRefusal(host, action.seat, definition.targets, action['targets'], here);
}

/** Why the `repeat` field does not fit the card, or undefined. */
function repeatRefusal(host: RiftHost, action: Action, source: CardSource) {
  const repeat = action['repeat'];
  if (repeat === undefined) return undefined;
  if (!Array.isArray(repeat) || repeat.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    return refuse('MALFORMED_ACTION.repeatIsA', 'docs/api.md#actions');
  }
  const costs = repeatCosts(host, action.seat, source);
  if (repeat.length > costs.length) {
    return refuse('NO_REPEAT', 'CR 820.1.c.3', { id: source.id, costsCount: costs.length });
  }
  for (const entry of repeat as RepeatChoice[]) {
    const definition = spellDefinition(source.def, entry.mode);
    if (!definition) return refuse('CHOOSE_MODE.repeat', 'CR 820.2.a');
    const refusal =
      executionRefusal(host, { ...action, targets: entry.targets, decline: entry.decline }, source, definition) ??
      splitRefusal(host, action.seat, source, splitSteps(definition.effects), entry.split);
    if (refusal) return refusal;
  }
  return undefined;
}

/** Why the units chosen for split damage do not fit; from hiding, they are chosen where it was hidden (CR 811.1.d.2). */
function splitRefusal(host: RiftHost, seatId: string, source: CardSource, steps: ReturnType<typeof splitSteps>, given: unknown) {
  return splitGroupsRefusal(host, asItem(seatId, source), steps, given) ?? hiddenSplitRefusal(host, seatId, steps, given, source.hiddenAt?.id ?? null);
}

/** The spell as a chain item would be, for the checks of its split groups. */
function asItem(seatId: string, source: CardSource) {
  return { kind: 'spell' as const, controller: seatId, source: source.id, here: source.hiddenAt?.id ?? null };
}

/** The `split` field values legalActions lists for one execution's effects: none (undefined) when it splits nothing. */
function splitGroupsListed(host: RiftHost, seatId: string, source: CardSource, effects: readonly Effect[]): readonly (Record<string, string[]> | undefined)[] {
  const steps = splitSteps(effects);
  return steps.length === 0 ? NO_SPLIT : splitGroupChoices(host, asItem(seatId, source), splitChoiceSteps(steps, source.hiddenAt?.id ?? null));
}

const NO_SPLIT: readonly undefined[] = [undefined];
const UNMODAL: readonly undefined[] = [undefined];

/** How many Repeat variants legalActions lists per card: the choices multiply with each Repeat paid. */
const REPEAT_VARIANTS_LISTED = 64;
const NO_REPEAT_LISTS: readonly RepeatChoice[][] = [];

/** Every mode and target combination one execution of the spell may have, as legalActions lists them. */
function executionChoices(host: RiftHost, seatId: string, source: CardSource): RepeatChoice[] {
  const out: RepeatChoice[] = [];
  const here = source.hiddenAt?.id ?? null;
  for (const mode of source.def.modes ? source.def.modes.map((_, m) => m) : UNMODAL) {
    const definition = spellDefinition(source.def, mode);
    if (!definition) continue;
    const splits = splitGroupsListed(host, seatId, source, definition.effects);
    for (const targets of enumerateTargets(host, seatId, choiceSpecs(definition.targets, here), here)) {
      for (const split of splits) out.push(executionChoice(mode, targets, split));
    }
  }
  return out;
}

/** One execution's choices, with only the fields it has (in the order listed actions give them). */
function executionChoice(mode: number | undefined, targets: Record<string, string> | undefined, split: Record<string, string[]> | undefined): RepeatChoice {
  const choice: { mode?: number; targets?: Record<string, string>; split?: Record<string, string[]> } = {};
  if (mode !== undefined) choice.mode = mode;
  if (targets) choice.targets = targets;
  if (split) choice.split = split;
  return choice;
}

/**
 * The Repeat lists legalActions offers: for 1..`repeats` costs paid (in printed order), every
 * sequence of executions' choices, each chosen independently of the first (CR 820.2.a),
 * stopping at REPEAT_VARIANTS_LISTED.
 */
function repeatVariants(executions: readonly RepeatChoice[], repeats: number): RepeatChoice[][] {
  const out: RepeatChoice[][] = [];
  let layer: RepeatChoice[][] = [[]];
  for (let paid = 1; paid <= repeats && out.length < REPEAT_VARIANTS_LISTED; paid++) {
    layer = layer.flatMap((prefix) => executions.map((choice) => [...prefix, choice])).slice(0, REPEAT_VARIANTS_LISTED - out.length);
    out.push(...layer);
  }
  return out;
}

/** The fields an action's choices about the card's additional cost set: none when it pays none. */
function costChoices(payAdditional: boolean, taken: string | undefined, field: ReturnType<typeof takenField>): Partial<PlaySpellAction> | undefined {
  if (!payAdditional && taken === undefined) return undefined;
  const choices: { payAdditional?: boolean; kill?: string; returnGear?: string; spendBuffFrom?: string; discard?: string; exhaust?: string } = {};
  if (payAdditional) choices.payAdditional = true;
  if (taken !== undefined) choices[field] = taken;
  return choices;
}

/** Lists the card's plays with `costs` chosen: each execution's choices, without Repeat and with it, that `runes` afford. */
function listExecutions(host: RiftHost, seatId: string, source: CardSource, conditional: boolean, printed: Cost, runes: RuneTally, costs: Partial<PlaySpellAction> | undefined, out: PlaySpellAction[]): void {
  const executions = executionChoices(host, seatId, source);
  const repeats = repeatCosts(host, seatId, source).length;
  const repeatLists = repeats === 0 ? NO_REPEAT_LISTS : repeatVariants(executions, repeats);
  // A bound on the Repeat variants listed for the whole card, shared among its first choices.
  const perFirst = Math.max(1, Math.floor(REPEAT_VARIANTS_LISTED / Math.max(1, executions.length)));
  const payAdditional = costs?.payAdditional === true;
  for (const first of executions) {
    const base: PlaySpellAction = costs === undefined ? { type: 'playSpell', seat: seatId, card: source.id, ...first } : { type: 'playSpell', seat: seatId, card: source.id, ...first, ...costs };
    // Listed: without Repeat, then with the first 1..n Repeat costs paid, each extra
    // execution with its own mode, targets and split groups (CR 820.1.c.2, 820.2.a), up to a bound.
    const repeatsListed = repeatLists.length === 0 ? NO_REPEAT_LISTS : repeatLists.slice(0, perFirst);
    for (let v = -1; v < repeatsListed.length; v++) {
      const repeat = v < 0 ? NO_REPEATS : (repeatsListed[v] as RepeatChoice[]);
      const variant: PlaySpellAction = v < 0 ? base : { ...base, repeat };
      if (conditional && grantedRefusal(host, source, variant)) continue;
      // The printed cost was found payable above: asked again only when Repeat or Deflect adds to it.
      const cost = choicesCost(host, seatId, source, payAdditional, first.targets, first.split, repeat, printed);
      if (cost === printed || affords(runes, cost, 'spells')) out.push(variant);
    }
  }
}

export const playSpell = riftAction({
  type: 'playSpell',
  description: 'Play a spell from your hand (or from hiding): choose its mode and targets, pay its cost; it goes on the chain.',
  fields: { properties: { card: id, mode: index, targets, decline: indexes, repeat: { type: 'array', items: { type: 'object', properties: { mode: index, targets, decline: indexes, split: groups }, additionalProperties: false } }, split: groups, payAdditional: flag, kill: id, returnGear: id, spendBuffFrom: id, discard: id, exhaust: id, payment }, required: ['card'] },
  enumerate(host, seatId) {
    const out: PlaySpellAction[] = [];
    // Counted at the first card timing allows, then asked of each cost.
    let runes: RuneTally | undefined;
    for (const playable of playableCards(host, seatId, 'spell')) {
      if (!timingMayAllow(host, playable)) continue;
      const source = playableSource(host, seatId, playable);
      if (isViolation(source) || source.def.type !== 'spell' || !timingAllows(host, source.possibleKeywords)) continue;
      // Without its optional additional cost, then with it (mechanics/additional-costs.ts): most spells have none.
      for (const payAdditional of additionalChoices(source.def)) {
        const paid = paysAdditional(source.def, payAdditional);
        const printed = costOf(source, NO_COSTS, paid);
        if (!affords((runes ??= runeTally(host, seatId)), printed, 'spells')) continue;
        // A spell's cost takes one object: "any number of" is a unit's (cards/cards.ts).
        for (const taken of killChoices(host, seatId, source.def, paid)) {
          listExecutions(host, seatId, source, playable.played.conditional, printed, runes, costChoices(payAdditional, taken as string | undefined, takenField(source.def)), out);
        }
      }
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'card');
    if (malformed) return malformed;
    const source = cardSource(host, action.seat, action['card'] as string);
    if (isViolation(source)) return source;
    if (source.def.type !== 'spell') return refuse('NOT_A_SPELL', 'CR 106-109', { id: source.id });
    const timing = timingRefusal(host, source.possibleKeywords);
    if (timing) return timing;
    const mode = action['mode'];
    if (mode !== undefined && typeof mode !== 'number') return refuse('MALFORMED_ACTION.modeIsA', 'docs/api.md#actions');
    const definition = spellDefinition(source.def, mode);
    if (!definition) {
      return source.def.modes
        ? refuse('CHOOSE_MODE.modal', 'docs/cards.md', { id: source.id, last: source.def.modes.length - 1 })
        : refuse('NOT_MODAL', 'docs/cards.md', { id: source.id });
    }
    const choices =
      executionRefusal(host, action, source, definition) ??
      repeatRefusal(host, action, source) ??
      splitRefusal(host, action.seat, source, splitSteps(definition.effects), action['split']);
    if (choices) return choices;
    const granted = grantedRefusal(host, source, action);
    if (granted) return granted;
    const unpaid = additionalCostRefusal(host, action.seat, source.def, action);
    if (unpaid) return unpaid;
    const plan = paymentFor(host, action.seat, actionCost(host, action.seat, source, action), action['payment'], 'spells');
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performPlaySpell,
});

/** Why the spell's choices leave it without the Action or Reaction it needs now (CR 806.4.b, 813.4.b). */
function grantedRefusal(host: RiftHost, source: CardSource, action: Action | PlaySpellAction) {
  const targets = typeof action['targets'] === 'object' && action['targets'] !== null ? (action['targets'] as Record<string, unknown>) : {};
  return grantedTimingRefusal(host, source.def.keywords ?? [], source.hiddenAt ? ['reaction'] : [], { controller: action.seat, source: source.id, targets });
}

export function performPlaySpell(host: RiftHost, action: PlaySpellAction): void {
  const source = cardSource(host, action.seat, action.card);
  if (isViolation(source)) throw new Error(source.message);
  const plan = paymentFor(host, action.seat, actionCost(host, action.seat, source, action), action.payment, 'spells');
  if (!isPaymentPlan(plan)) throw new Error(`cost of ${action.card} became unpayable between check and play`);
  takeCard(host, action.seat, source);
  pay(host, action.seat, plan);
  const paid = source.def.additionalCost !== undefined && paysAdditional(source.def, action.payAdditional === true);
  if (source.def.additionalCost !== undefined) payAdditionalCost(host, action.seat, source.def, paid, action[takenField(source.def)]);
  useInvitation(host, action.seat);
  notePlayed(host, action.seat, source.id);
  host.emit({ type: 'spellPlayed', seat: action.seat, card: source.def.id, object: source.id, ...(source.hiddenAt ? { fromHiding: true } : {}) });
  const repeats = (action.repeat ?? []).map((r) => {
    const own = splitSteps(spellDefinition(source.def, r.mode)?.effects ?? []);
    // Kept in the state as JSON: only the fields it has.
    const { mode, targets, declined } = choicesOf(r.mode, r.targets, r.decline);
    return { ...(mode === undefined ? {} : { mode }), targets, declined, ...(own.length ? { split: splitGroupsOf(own, r.split) } : {}) };
  });
  const steps = splitSteps(spellDefinition(source.def, action.mode)?.effects ?? []);
  const item = newChainId(host.state);
  addToChain(host, {
    kind: 'spell', controller: action.seat, source: source.id, card: source.def.id, ...choicesOf(action.mode, action.targets, action.decline), here: source.hiddenAt?.id ?? null,
    ...(repeats.length ? { repeats } : {}),
    ...(steps.length ? { split: splitGroupsOf(steps, action.split) } : {}),
    // Its first step may ask whether the optional cost was paid ("If you do", CR 356.4.f.1).
    ...(paid && source.def.additionalCost?.optional === true ? { paidAdditional: true as const } : {}),
    id: item,
  });
  // It is the next spell its player plays: it takes what effects left for that one (its cost was found with them).
  takeNextSpellChanges(host.state, action.seat, item);
  // "When you play a spell" abilities go on the chain above it (CR 383.2.c).
  announce(host, { trigger: 'played', object: source.id, player: action.seat, here: source.hiddenAt?.id ?? null, fromHidden: source.hiddenAt !== null });
}
