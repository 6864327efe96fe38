/**
 * Modifiers (glossary 6.2): replacement ("instead") and additive ("also") changes to a step.
 *
 * Rest's atomic action "a character goes to Reserve" is modified by the rules (the mode's
 * `day.rest.modifiers`: Fleeting, Anchored, Asleep, Eternal) and by cards in play. Before
 * Rest happens, each character's modifiers are applied one at a time: when the order can
 * change the result (two replacements that send it to different places, or a replacement
 * and an additive one), the step's controller chooses which applies first (6.2.e-f): Rest is
 * a daily step nobody controls, so the first player in initiative order chooses, for every
 * player's characters (the first player's team-mate or opponent alike); then the
 * others are checked again (6.2.g). Each applies once (6.2.h), and once a replacement has
 * applied the character no longer goes to Reserve, so no modifier of going to Reserve
 * applies any more. The reactions its going to Reserve would activate ("When I go to Reserve")
 * are additive modifiers among them (6.3.b): applied before a replacement, a reaction activates
 * though the character goes elsewhere. The order itself is modifier-order.ts's, shared with the
 * modifiers of the day's other steps (step-modifiers.ts), whose choices `chooseModifier` makes too.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { characteristicsFor, keywordPart, SILENCING, type Characteristics, type Part } from '../reads/characteristics.js';
import { applicable, settle as settleOrder, type Ordered } from './modifier-order.js';
import { hasKeyword, initiativeOrder } from '../reads/queries.js';
import { REPLACEABLE_STEPS, type AlteredCard } from '../schema/file-schemas.js';
import { cardModifiers, chooseStepModifier, stepPlanOf, type HeldModifier } from './step-modifiers.js';
import { heard, watchersOf, type Heard, type Trigger } from './triggers.js';
import type { AlteredHost, AlteredRules, AlteredState, ObjectId, SeatId } from '../state/state.js';
import { refuse } from '../i18n/messages.js';
import { alteredAction, flag, id } from './declare-action.js';
import type { ChooseModifierAction } from '../../../types/altered.js';
import type { RestOutcome, RestPlan, StepPlan } from '../state/modifier-plans.js';
import { optionalLeave } from './leave-replacement.js';

type Effects = NonNullable<AlteredCard['effects']>;

/** A modifier that may apply to a character going to Reserve. */
interface Modifier extends Ordered {
  /** `rule:<id>` for the rules' own, `<object>#<index>` (or `<seat>:<hero>#<index>`) for a card's, `reaction:<key>` for a reaction. */
  readonly id: string;
  /** The card that carries it ("me" in its effects); null for a rule or a hero. */
  readonly source: ObjectId | null;
  readonly instead?: RestOutcome;
  readonly also?: Effects;
  /** A reaction its going to Reserve would activate (glossary 6.3.b). */
  readonly reaction?: Heard;
}

/**
 * What Rest's modifiers are judged by, as Rest begins: the characteristics (undefined while
 * no passive in play changes what Rest reads: the keywords the rules' modifiers and
 * `keepBoosts` name, and whether abilities work), and the cards' modifiers of going to
 * Reserve (found once for every character).
 */
export interface RestContext {
  readonly chars: Characteristics | undefined;
  readonly cards: readonly HeldModifier[];
}

export function restContext(host: AlteredHost): RestContext {
  const chars = characteristicsFor(host, restReads(host.rules));
  return { chars, cards: cardModifiers(host, chars, 'rest') };
}

const restReadsByRules = new WeakMap<AlteredRules, readonly Part[]>();

function restReads(rules: AlteredRules): readonly Part[] {
  let reads = restReadsByRules.get(rules);
  if (reads === undefined) {
    const keywords = [...rules.day.rest.modifiers.flatMap((m) => (m.keyword === undefined ? [] : [m.keyword])), rules.day.rest.keepBoosts];
    reads = [...SILENCING, ...keywords.flatMap((k) => keywordPart(k))];
    restReadsByRules.set(rules, reads);
  }
  return reads;
}

/** Every modifier of this character's going to Reserve, applied or not. */
function restModifiers(host: AlteredHost, { chars, cards: held }: RestContext, plan: RestPlan): Modifier[] {
  const obj = host.state.objects[plan.object];
  const rules: Modifier[] = host.rules.day.rest.modifiers
    .filter((m) => (m.status !== undefined && obj?.[m.status]) || (m.keyword !== undefined && hasKeyword(host, plan.object, m.keyword, chars)))
    .map((m) => ({ id: `rule:${m.id}`, source: null, instead: m.instead, replaces: m.instead, adds: false }));
  const cards: Modifier[] = held.flatMap(({ holder, modifier, id }) => {
    if (modifier.step !== 'rest') return [];
    const reaches = modifier.to === 'self' ? holder.object === plan.object : holder.controller === plan.controller;
    return reaches ? [{ id, source: holder.object, adds: modifier.also !== undefined && modifier.instead === undefined, ...(modifier.instead ? { instead: modifier.instead, replaces: modifier.instead } : {}), ...(modifier.also ? { also: modifier.also } : {}) }] : [];
  });
  // Reactions are ordered with the others only beside a replacement: without one they activate as the character arrives in Reserve, as always.
  const replaced = rules.length > 0 || cards.some((m) => m.instead !== undefined);
  const event = restEvent(plan);
  const reactions: Modifier[] = (replaced ? heard(host, watchersOf(host, event), event) : []).map((h) => ({ id: `reaction:${h.key}`, source: h.watcher.object, adds: true, reaction: h }));
  return [...rules, ...cards, ...reactions];
}

/** The event of a character's going to Reserve at Rest, as its reactions hear it. */
export function restEvent(plan: RestPlan): Trigger {
  return { on: 'toReserve', object: plan.object, from: 'expedition' };
}

/** The reactions applied to this character's Rest before a replacement sent it elsewhere: they activate all the same (glossary 6.3.b). */
export function restReactionsReplaced(host: AlteredHost, plan: RestPlan, rest: RestContext): Heard[] {
  if (plan.outcome === 'reserve') return [];
  return restModifiers(host, rest, plan).flatMap((m) => (m.reaction && plan.applied.includes(m.id) ? [m.reaction] : []));
}

function apply(host: AlteredHost, plan: RestPlan, modifier: Modifier): void {
  plan.applied.push(modifier.id);
  if (modifier.instead) plan.outcome = modifier.instead;
  host.emit({ type: 'modifierApplied', object: plan.object, modifier: modifier.id, ...(modifier.instead ? { instead: modifier.instead } : {}) });
}

/**
 * Applies what needs no choice; leaves the options when the chooser must choose. `all`: the
 * character's modifiers. Once its Rest is settled and still takes it out of its expedition, its
 * "you may" replacement of that leaving (mechanics/leave-replacement.ts) waits for its
 * controller's word (`leave`): its leaving is about to happen (glossary 6.2.e).
 */
function settle(host: AlteredHost, plan: RestPlan, all: readonly Modifier[]): void {
  settleOrder(plan, all, () => plan.outcome === 'reserve', (m) => apply(host, plan, m));
  const obj = host.state.objects[plan.object];
  const leave = plan.options.length === 0 && plan.outcome !== 'stay' && plan.leaveInstead === undefined && obj !== undefined ? optionalLeave(host, obj) : undefined;
  if (leave !== undefined && plan.leave === undefined) plan.leave = leave;
}

/** Rest is about to happen: every character's modifiers, applied as far as no choice is needed. */
export function planRest(host: AlteredHost): void {
  const rest = restContext(host);
  host.state.restPlans = host.state.seats.flatMap((s) => s.expedition.map((object) => ({ object, controller: s.id, outcome: 'reserve' as RestOutcome, applied: [], options: [] })));
  for (const plan of host.state.restPlans) settle(host, plan, restModifiers(host, rest, plan));
}

/** The additive effects applied to this character's Rest, each with the card that carries it. */
export function restAdditions(host: AlteredHost, plan: RestPlan, rest: RestContext): { source: ObjectId | null; effects: Effects }[] {
  return restModifiers(host, rest, plan).flatMap((m) => (m.also && plan.applied.includes(m.id) ? [{ source: m.source, effects: m.also }] : []));
}

/**
 * The player who chooses a modifier now (glossary 6.2.f): nobody controls Rest nor the
 * Morning's steps, so the first player in initiative order, for any plan waiting for a choice of
 * order; once none waits, the controllers of characters whose "you may" replacement of their
 * leaving waits for their word, in initiative order (1.4.5.a); else null.
 */
export function modifierSeat(state: AlteredState): SeatId | null {
  const order = initiativeOrder(state);
  if (state.restPlans.some((p) => p.options.length > 0) || state.stepPlans?.some((p) => p.options.length > 0)) return order[0] ?? null;
  return order.find((id) => state.restPlans.some((p) => leavePending(p) && p.controller === id)) ?? null;
}

/** Whether a character's controller has yet to say whether its "you may" replacement of its leaving applies at this Rest. */
function leavePending(plan: RestPlan): boolean {
  return plan.leave !== undefined && plan.leaveInstead === undefined;
}

const API = 'docs/altered.md#modifiers';
const RULE = 'glossary 6.2.e-f';

/** The plan a `chooseModifier` names: a character's Rest (`character`), or a player's Morning step (`step` and `player`). */
type Named = { readonly rest: RestPlan } | { readonly step: StepPlan };

function planOf(host: AlteredHost, action: Action | ChooseModifierAction): Named | RuleViolation {
  const object = action['character'];
  const modifier = action['modifier'];
  const forStep = action['step'] !== undefined;
  if (typeof modifier !== 'string' || (forStep ? typeof action['player'] !== 'string' || object !== undefined : typeof object !== 'string')) return refuse('MALFORMED_ACTION.chooseModifier', API);
  const rest = forStep ? undefined : host.state.restPlans.find((p) => p.object === object && (p.options.length > 0 || leavePending(p)));
  const step = forStep ? stepPlanOf(host.state, action['step'], action['player']) : undefined;
  const plan = rest ?? step;
  if (!plan) return refuse('NO_MODIFIER_CHOICE', RULE, { object: forStep ? `${String(action['player'])}:${String(action['step'])}` : String(object) });
  // A "you may" replacement of a character's leaving is its controller's word, once no order waits (modifierSeat).
  const asking = rest !== undefined && rest.options.length === 0 && leavePending(rest);
  const chooser = asking ? rest.controller : modifierSeat(host.state);
  if (chooser !== action.seat || chooser !== modifierSeat(host.state)) return refuse('NOT_YOUR_CHOICE', RULE, { chooser: String(chooser) });
  const options = asking ? [rest.leave as string] : plan.options;
  if (!options.includes(modifier)) return refuse('NO_SUCH_MODIFIER', RULE, { modifier, object: rest ? rest.object : `${String(action['player'])}:${String(action['step'])}`, options: options.join(', ') });
  // Only a "you may" modifier is declined (glossary 6.2.b); the others apply in the order chosen.
  if (action['accept'] !== undefined && (typeof action['accept'] !== 'boolean' || !asking)) return refuse('MALFORMED_ACTION.modifierAccept', 'glossary 6.2.b');
  return rest ? { rest } : { step: step as StepPlan };
}

export const chooseModifier = alteredAction({
  type: 'chooseModifier',
  description:
    "When several modifiers apply to a step and their order matters (a character going to Reserve at Rest, a player's Morning draw or Expand): the first player in initiative order (daily steps have no controller) chooses the one that applies first, for any player (the others are checked again after it). Then, at Rest, the controller of a character with a \"you may\" replacement of its leaving the Expedition zone takes it (\"accept\": true or left out) or declines it (\"accept\": false), in initiative order.",
  fields: { properties: { character: id, step: { enum: REPLACEABLE_STEPS }, player: id, modifier: { type: 'string' }, accept: flag }, required: ['modifier'] },
  enumerate: (host, seatId) =>
    modifierSeat(host.state) !== seatId
      ? []
      : [
          ...host.state.restPlans.flatMap((p) => p.options.map((modifier): ChooseModifierAction => ({ type: 'chooseModifier', seat: seatId, character: p.object, modifier }))),
          // Its word on a "you may" replacement of its leaving: only once no order waits (modifierSeat), for the characters it controls.
          ...host.state.restPlans.flatMap((p) => (!leavePending(p) || p.controller !== seatId || host.state.restPlans.some((q) => q.options.length > 0) ? [] : [true, false].map((accept): ChooseModifierAction => ({ type: 'chooseModifier', seat: seatId, character: p.object, modifier: p.leave as string, accept })))),
          ...(host.state.stepPlans ?? []).flatMap((p) => p.options.map((modifier): ChooseModifierAction => ({ type: 'chooseModifier', seat: seatId, step: p.step, player: p.seat, modifier }))),
        ],
  check(host, action) {
    const plan = planOf(host, action);
    return 'code' in plan ? plan : undefined;
  },
  perform: performChooseModifier,
});

export function performChooseModifier(host: AlteredHost, action: ChooseModifierAction): void {
  const named = planOf(host, action) as Named;
  if ('step' in named) return chooseStepModifier(host, named.step, action.modifier);
  const plan = named.rest;
  if (leavePending(plan)) {
    // "You may put me ... instead": its controller's word, done as the character leaves at Rest (mechanics/day.ts).
    plan.leaveInstead = action.accept !== false;
    return;
  }
  const all = restModifiers(host, restContext(host), plan);
  const chosen = applicable(plan, all, plan.outcome === 'reserve').find((m) => m.id === action.modifier) as Modifier;
  apply(host, plan, chosen);
  settle(host, plan, all);
}
