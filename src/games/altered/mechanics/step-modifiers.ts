/**
 * Modifiers of the day's steps (glossary 6.2; the steps: glossary 4.2, `DAILY_STEPS`): a card
 * in play (a hero's from the start) states the step it modifies, and either effects that
 * replace it (`instead`, 6.2.b) or effects added to it (`also`, 6.2.c).
 *
 * A player's own Morning draw and Expand may be replaced: as the Draw is about to happen, each
 * player's Draw and Expand are planned with their modifiers and with the reactions the step's
 * event would activate ("When you draw ...", additive modifiers themselves, 6.3.b); where their
 * order can change the result the first player in initiative order chooses (daily steps have
 * no controller, 6.2.f; `chooseModifier` with `step` and `player`), as at Rest (modifiers.ts).
 * A replaced step does not happen: its replacement's effects do, and the modifiers applied
 * before it (reactions activating, "also" effects); those left after it no longer apply (6.2.g).
 *
 * Every other step (Succeed, Prepare, the beginning of Noon, Afternoon, Dusk and Night,
 * Progress, Clean-up) takes additive modifiers only: as the step happens, each card's "also"
 * effects resolve for its controller, in initiative order of the controllers (order changes
 * nothing where nothing is replaced).
 */
import { abilityHolders, type AbilityHolder, type Characteristics } from '../reads/characteristics.js';
import { resolve } from './effects.js';
import { applicable, settle, type Ordered } from './modifier-order.js';
import { initiativeOrder, inGame, seat } from '../reads/queries.js';
import type { AlteredCard, DAILY_STEPS } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredState, ObjectId, SeatId } from '../state/state.js';
import { activateOne, heard, watchersOf, type Heard, type Trigger } from './triggers.js';
import type { PlayerStep, StepPlan } from '../state/modifier-plans.js';

export type DailyStep = (typeof DAILY_STEPS)[number];
type CardModifier = NonNullable<AlteredCard['modifiers']>[number];
type Effects = NonNullable<AlteredCard['effects']>;

/** A card's modifier that works now, with the card that holds it and its id (`<object>#<index>`, a hero's `<seat>:<card>#<index>`). */
export interface HeldModifier {
  readonly holder: AbilityHolder;
  readonly modifier: CardModifier;
  readonly id: string;
}

/** The cards' modifiers of `step` that work now, each with its holder. */
export function cardModifiers(host: AlteredHost, chars: Characteristics | undefined, step: CardModifier['step']): HeldModifier[] {
  return abilityHolders(host, (c) => (c.modifiers ?? []).some((m) => m.step === step), chars).flatMap((holder) =>
    (holder.card.modifiers ?? []).flatMap((modifier, index) => (modifier.step === step ? [{ holder, modifier, id: `${holder.object ?? `${holder.controller}:${holder.card.id}`}#${index}` }] : [])),
  );
}

/** A modifier of a player's step: a card's (its effects), or a reaction its event would activate. */
interface StepModifier extends Ordered {
  readonly source: ObjectId | null;
  readonly controller: SeatId;
  readonly instead?: Effects;
  readonly also?: Effects;
  readonly reaction?: Heard;
}

/** The event a player's step makes, which reactions hear: a Draw of one or more cards (none from an empty deck). */
function eventOf(state: AlteredState, plan: Pick<StepPlan, 'step' | 'seat'>): Trigger | undefined {
  return plan.step === 'morningDraw' && seat(state, plan.seat).deck.length > 0 ? { on: 'playerActs', seat: plan.seat, act: 'draw' } : undefined;
}

/** Every modifier of this player's step, applied or not: their cards' (only their own step's) and the reactions its event would activate. */
function stepModifiers(host: AlteredHost, plan: Pick<StepPlan, 'step' | 'seat'>): StepModifier[] {
  const cards: StepModifier[] = cardModifiers(host, undefined, plan.step).flatMap(({ holder, modifier, id }) => {
    if (holder.controller !== plan.seat) return [];
    const instead = 'instead' in modifier && Array.isArray(modifier.instead) ? (modifier.instead as Effects) : undefined;
    const also = 'also' in modifier && modifier.also ? modifier.also : undefined;
    // Each replacement its own result: two of them give different steps.
    return [{ id, source: holder.object, controller: holder.controller, adds: also !== undefined && instead === undefined, ...(instead ? { instead, replaces: id } : {}), ...(also ? { also } : {}) }];
  });
  // Reactions are ordered with the others only beside a replacement: without one they activate as the step happens, as always.
  const event = cards.some((m) => m.replaces !== undefined) ? eventOf(host.state, plan) : undefined;
  const reactions: StepModifier[] = event ? heard(host, watchersOf(host, event), event).map((h) => ({ id: `reaction:${h.key}`, source: h.watcher.object, controller: h.watcher.controller, adds: true, reaction: h })) : [];
  return [...cards, ...reactions];
}

function apply(host: AlteredHost, plan: StepPlan, m: StepModifier): void {
  plan.applied.push(m.id);
  if (m.replaces !== undefined) plan.replaced = m.id;
  host.emit({ type: 'modifierApplied', seat: plan.seat, modifier: m.id });
}

function settlePlan(host: AlteredHost, plan: StepPlan, all: readonly StepModifier[]): void {
  settle(plan, all, () => plan.replaced === null, (m) => apply(host, plan, m));
}

/** The Draw is about to happen: every player's Draw and Expand with their modifiers, applied as far as no choice is needed. */
export function planMorning(host: AlteredHost): void {
  const { state } = host;
  const plans: StepPlan[] = initiativeOrder(state)
    .filter((id) => inGame(state, id))
    .flatMap((id) => (['morningDraw', 'expand'] as const).map((step) => ({ step, seat: id, applied: [], options: [], replaced: null })));
  for (const plan of plans) settlePlan(host, plan, stepModifiers(host, plan));
  // Only the steps a modifier changes are kept: the others happen as the rules say.
  const kept = plans.filter((p) => p.applied.length > 0 || p.options.length > 0);
  state.stepPlans = kept.length > 0 ? kept : undefined;
}

/** A plan waiting for its chooser, named by its step and player. */
export function stepPlanOf(state: AlteredState, step: unknown, player: unknown): StepPlan | undefined {
  return state.stepPlans?.find((p) => p.step === step && p.seat === player && p.options.length > 0);
}

/** The chooser picked `modifier` to apply first (it is among the plan's options): applied, then the others checked again (6.2.g). */
export function chooseStepModifier(host: AlteredHost, plan: StepPlan, modifier: string): void {
  const all = stepModifiers(host, plan);
  const chosen = applicable(plan, all, plan.replaced === null).find((m) => m.id === modifier);
  if (chosen) apply(host, plan, chosen);
  settlePlan(host, plan, all);
}

/**
 * The player's `step` happens as its plan says: `happen` (the step as it was) unless a
 * replacement applied, whose effects are done instead; then each modifier applied, in order:
 * a reaction applied before the replacement activates (one the step itself made is already
 * heard by it), an "also" resolves. A modifier whose card has left since does nothing.
 */
export function playerStep(host: AlteredHost, step: PlayerStep, seatId: SeatId, happen: () => void): void {
  const { state } = host;
  const plan = state.stepPlans?.find((p) => p.step === step && p.seat === seatId);
  if (state.stepPlans && plan) {
    state.stepPlans = state.stepPlans.filter((p) => p !== plan);
    if (state.stepPlans.length === 0) state.stepPlans = undefined;
  }
  const all = plan ? stepModifiers(host, plan) : [];
  const byId = new Map(all.map((m) => [m.id, m] as const));
  const replacement = plan?.replaced ? byId.get(plan.replaced) : undefined;
  const event = plan && replacement ? eventOf(state, plan) : undefined;
  if (replacement?.instead) resolve(host, seatId, { effects: [...replacement.instead, ...(replacement.also ?? [])] }, undefined, replacement.source);
  else happen();
  for (const id of plan?.applied ?? []) {
    const m = byId.get(id);
    if (!m || m === replacement) continue;
    if (m.reaction && replacement && event) activateOne(host, m.reaction, event);
    if (m.also) resolve(host, m.controller, { effects: m.also }, undefined, m.source);
  }
}

/** Whether this player's Expand is replaced: they then put no card of their hand as a mana orb (the replacement does what it says). */
export function expandReplaced(state: AlteredState, seatId: SeatId): boolean {
  return state.stepPlans?.some((p) => p.step === 'expand' && p.seat === seatId && p.replaced !== null) === true;
}

/** The table's `step` happens (or a player's own step that only takes additive modifiers): each card's "also" effects, for its controller. */
export function addToStep(host: AlteredHost, step: Exclude<DailyStep, PlayerStep>): void {
  const held = cardModifiers(host, undefined, step);
  if (held.length === 0) return;
  const order = initiativeOrder(host.state);
  for (const { holder, modifier, id } of [...held].sort((a, b) => order.indexOf(a.holder.controller) - order.indexOf(b.holder.controller))) {
    if (!('also' in modifier) || !modifier.also || !inGame(host.state, holder.controller)) continue;
    host.emit({ type: 'modifierApplied', seat: holder.controller, modifier: id });
    resolve(host, holder.controller, { effects: modifier.also }, undefined, holder.object);
  }
}
