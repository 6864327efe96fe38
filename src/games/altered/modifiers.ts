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
 * applies any more. The Morning draw takes additive modifiers only.
 */
import type { RuleViolation } from '../../engine/errors.js';
import type { Action } from '../../engine/game/module.js';
import { abilityHolders, characteristicsFor, keywordPart, SILENCING, type AbilityHolder, type Characteristics, type Part } from './characteristics.js';
import { resolve } from './effects.js';
import { hasKeyword, initiativeOrder } from './queries.js';
import type { AlteredCard, REST_OUTCOMES } from './schema.js';
import type { AlteredHost, AlteredRules, AlteredState, ObjectId, SeatId } from './state.js';
import { alteredAction, id } from './declare-action.js';
import { refuse } from './i18n/messages.js';

export type RestOutcome = (typeof REST_OUTCOMES)[number];
type CardModifier = NonNullable<AlteredCard['modifiers']>[number];
type Effects = NonNullable<AlteredCard['effects']>;

/** One character's Rest being modified: where it goes so far, and what applied. */
export interface RestPlan {
  readonly object: ObjectId;
  readonly controller: SeatId;
  outcome: RestOutcome;
  /** The modifiers applied, by id, in order. */
  applied: string[];
  /** While the controller must choose which modifier applies next: their ids. */
  options: string[];
}

/** A modifier that may apply to a character going to Reserve. */
interface Modifier {
  /** `rule:<id>` for the rules' own, `<object>#<index>` (or `<seat>:<hero>#<index>`) for a card's. */
  readonly id: string;
  /** The card that carries it ("me" in its effects); null for a rule or a hero. */
  readonly source: ObjectId | null;
  readonly instead?: RestOutcome;
  readonly also?: Effects;
}

/** A card's modifier that works now, with the card that holds it. */
interface HeldModifier {
  readonly holder: AbilityHolder;
  readonly modifier: CardModifier;
  readonly id: string;
}

/** The cards' modifiers of `step` that work now, each with its holder. */
function cardModifiers(host: AlteredHost, chars: Characteristics | undefined, step: CardModifier['step']): HeldModifier[] {
  return abilityHolders(host, (c) => (c.modifiers ?? []).some((m) => m.step === step), chars).flatMap((holder) =>
    (holder.card.modifiers ?? []).flatMap((modifier, index) => (modifier.step === step ? [{ holder, modifier, id: `${holder.object ?? `${holder.controller}:${holder.card.id}`}#${index}` }] : [])),
  );
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
    .map((m) => ({ id: `rule:${m.id}`, source: null, instead: m.instead }));
  const cards: Modifier[] = held.flatMap(({ holder, modifier, id }) => {
    if (modifier.step !== 'rest') return [];
    const reaches = modifier.to === 'self' ? holder.object === plan.object : holder.controller === plan.controller;
    return reaches ? [{ id, source: holder.object, ...(modifier.instead ? { instead: modifier.instead } : {}), ...(modifier.also ? { also: modifier.also } : {}) }] : [];
  });
  return [...rules, ...cards];
}

/** Of `all` the modifiers of this character's Rest, those that apply now: not applied yet, and only while it still goes to Reserve. */
function applicable(plan: RestPlan, all: readonly Modifier[]): Modifier[] {
  return plan.outcome === 'reserve' ? all.filter((m) => !plan.applied.includes(m.id)) : [];
}

/** Whether the order of these modifiers can change the result, so that the controller must choose. */
function orderMatters(list: readonly Modifier[]): boolean {
  const places = new Set(list.flatMap((m) => (m.instead ? [m.instead] : [])));
  return places.size > 1 || (places.size === 1 && list.some((m) => m.also));
}

function apply(host: AlteredHost, plan: RestPlan, modifier: Modifier): void {
  plan.applied.push(modifier.id);
  if (modifier.instead) plan.outcome = modifier.instead;
  host.emit({ type: 'modifierApplied', object: plan.object, modifier: modifier.id, ...(modifier.instead ? { instead: modifier.instead } : {}) });
}

/**
 * Applies what needs no choice; leaves the options when the controller must choose. `all`:
 * the character's modifiers (applying one changes none of what they are found from).
 */
function settle(host: AlteredHost, plan: RestPlan, all: readonly Modifier[]): void {
  for (;;) {
    const list = applicable(plan, all);
    plan.options = [];
    if (list.length === 0) return;
    if (orderMatters(list)) {
      plan.options = list.map((m) => m.id);
      return;
    }
    // Additive ones first: they apply while the character still goes to Reserve.
    const additive = list.filter((m) => m.also);
    for (const m of additive) apply(host, plan, m);
    const replacement = list.find((m) => m.instead);
    if (replacement) apply(host, plan, replacement);
  }
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
 * The player who chooses a modifier of Rest now (glossary 6.2.f): nobody controls Rest, so
 * the first player in initiative order, for any character waiting for a choice; else null.
 */
export function modifierSeat(state: AlteredState): SeatId | null {
  return state.restPlans.some((p) => p.options.length > 0) ? (initiativeOrder(state)[0] ?? null) : null;
}

/** The Morning draw's additive modifiers: each card's "also" effects for its controller. */
export function modifyMorningDraw(host: AlteredHost, seatId: SeatId): void {
  for (const { holder, modifier, id } of cardModifiers(host, undefined, 'morningDraw')) {
    if (holder.controller !== seatId || !('also' in modifier) || !modifier.also) continue;
    host.emit({ type: 'modifierApplied', seat: seatId, modifier: id });
    resolve(host, seatId, { effects: modifier.also }, undefined, holder.object);
  }
}

const API = 'docs/altered.md#modifiers';
const RULE = 'glossary 6.2.e-f';

function planOf(host: AlteredHost, action: Action): RestPlan | RuleViolation {
  const object = action['character'];
  const modifier = action['modifier'];
  if (typeof object !== 'string' || typeof modifier !== 'string') return refuse('MALFORMED_ACTION.chooseModifier', API);
  const plan = host.state.restPlans.find((p) => p.object === object && p.options.length > 0);
  if (!plan) return refuse('NO_MODIFIER_CHOICE', RULE, { object });
  const chooser = modifierSeat(host.state);
  if (chooser !== action.seat) return refuse('NOT_YOUR_CHOICE', RULE, { chooser: String(chooser) });
  if (!plan.options.includes(modifier)) return refuse('NO_SUCH_MODIFIER', RULE, { modifier, object, options: plan.options.join(', ') });
  return plan;
}

export const chooseModifier = alteredAction({
  type: 'chooseModifier',
  description:
    "At Rest, when several modifiers apply to a character going to Reserve and their order matters: the first player in initiative order (Rest has no controller) chooses the one that applies first, for any player's character (the others are checked again after it).",
  fields: { properties: { character: id, modifier: { type: 'string' } }, required: ['character', 'modifier'] },
  enumerate: (host, seatId) =>
    modifierSeat(host.state) !== seatId ? [] : host.state.restPlans.flatMap((p) => p.options.map((modifier) => ({ type: 'chooseModifier', seat: seatId, character: p.object, modifier }))),
  check(host, action) {
    const plan = planOf(host, action);
    return 'code' in plan ? plan : undefined;
  },
  perform: performChooseModifier,
});

export function performChooseModifier(host: AlteredHost, action: Action): void {
  const plan = planOf(host, action) as RestPlan;
  const all = restModifiers(host, restContext(host), plan);
  const chosen = applicable(plan, all).find((m) => m.id === action['modifier']) as Modifier;
  apply(host, plan, chosen);
  settle(host, plan, all);
}
