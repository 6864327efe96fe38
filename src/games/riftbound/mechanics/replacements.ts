/**
 * Replacement effects (CR 367-375): abilities of cards on the board that say what happens
 * instead of an event ("if a friendly unit here would die, instead heal it, exhaust it and
 * recall it"). They intercede as the event is executed (CR 369): the event does not happen,
 * their instructions do, at once and without the chain (CR 370.1.a). So a unit whose death is
 * replaced is never killed nor sent to the trash, and its Deathknell does not occur (CR
 * 808.1.d.1). The events they replace are a unit's death and a token its controller plays (CR 375).
 *
 * A replacement effect applies once to an event and to whatever replaced it (CR 370.2): while
 * its instructions run, it does not apply again to an event they cause (a "kill this instead"
 * that kills another unit it would save).
 *
 * Units dying together are settled one after the other in the order found, their replacement
 * effects executing in turn order from the turn player (CR 373.1). Most of the time nothing
 * or one effect applies to each, and that happens at once. Three cases are a player's choice,
 * and the deaths wait for it (`dying` in the state, answered by `chooseReplacement`): several
 * effects would replace one unit's death, and its owner chooses the one that applies (CR 372);
 * one effect that applies once ("The next time a friendly unit would die") would save several
 * of the units dying together, and its controller chooses which (CR 373); an optional one ("you
 * may pay ... to ... instead") is applied only if its controller chooses to and pays (CR 371.1).
 * While the choice waits, nobody else acts, no cleanup happens, and an item whose step killed
 * them waits on the chain (mechanics/effects.ts); then everything goes on. Among different
 * replacements of one token, its player chooses as the step playing it waits (mechanics/effects.ts).
 */
import { conditionHolds } from '../reads/card-conditions.js';
import type { Ability } from '../schema/card-schema.js';
import { boardEntriesOfKind, card, object, passiveApplies, unitLocation, type RiftHost } from '../reads/queries.js';
import { cardAbilities } from '../reads/keyword-handlers.js';
import { applyDelayedReplacement, delayedReplacements } from './delayed.js';
import { wholeChainItem, type DyingUnits, type KillBy, type ObjectId, type ReplacementAsk, type ReplacementOption, type RiftboundState, type TokenReplacement } from '../state/state.js';
import { isActive } from '../cards/dependent.js';
import { EngineError, type RuleViolation } from '../../../engine/errors.js';
import { totalCost } from './instruction-costs.js';
import { canPay, isPaymentPlan, pay, paymentFor } from './resources.js';
import { payExhaustSelf, selfCostPayable, selfCostRefusal } from './self-costs.js';
import { runInstead, type Replaced, type TokenPlay } from './effects.js';

type Replacement = Extract<Ability, { kind: 'replacement' }>;

/** Units that die at once (lethal damage found together, CR 323.5), and whether in combat (CR 461.1). */
export interface Together {
  readonly units: readonly ObjectId[];
  readonly inCombat?: boolean;
  /** Whether each of `units` was alone before any of them left (CR 741.1). */
  readonly alone?: readonly boolean[];
  /** Who killed each of `units`, if anyone (CR 428.5.c; mechanics/kill-attribution.ts). */
  readonly by?: readonly (KillBy | undefined)[] | undefined;
}

/** How a unit dies when nothing replaces its death (zones.ts). */
export type Die = (host: RiftHost, unit: ObjectId, together: Together, by: KillBy | undefined) => void;

/** The replacement effects being applied now, innermost last: none applies again to what it causes (CR 370.2). */
let applying: string[] = [];

function keyOf(found: Pick<ReplacementOption, 'source' | 'card' | 'ability' | 'text'>): string {
  return `${found.source} ${found.card} ${found.ability} ${found.text ?? ''}`;
}

/**
 * Every replacement effect that would replace the death of `unit` now: those of the board in
 * board order (units at bases, then at battlefields, legends, then gear), then the delayed ones
 * watching it (CR 390.3).
 */
function candidates(host: RiftHost, unit: ObjectId, declined: readonly string[] | undefined): ReplacementOption[] {
  const found: ReplacementOption[] = [];
  for (const option of applicable(host, unit)) {
    if (declined?.includes(declinedKey(option)) || appliedThisTurn(host, option)) continue;
    // An optional one its controller cannot pay for cannot apply (CR 371.1).
    if (!isOptional(host, option)) found.push(option);
    else if (costPayable(host, option)) found.push({ ...option, optional: true });
  }
  return found;
}

/** The replacement effects whose conditions the death of `unit` meets now, optional or not. */
function applicable(host: RiftHost, unit: ObjectId): ReplacementOption[] {
  const { state } = host;
  const found: ReplacementOption[] = [];
  for (const { source, entries } of boardEntriesOfKind(host, 'replacement')) {
    const controller = object(state, source).controller;
    for (const { ability, card, index, text } of entries) {
      // A delayed replacement applies only as a step set it up.
      if (ability.replaces !== 'dies' || ability.delayed !== undefined) continue;
      const option = { unit, source, card, ability: index, controller, ...(text ? { text } : {}) };
      if (applying.includes(keyOf(option))) continue;
      if (!isActive(state, ability, controller, source) || !passiveApplies(host, ability, source, unit)) continue;
      if (!conditionHolds(host, ability, { controller, source, here: hereOf(host, source), thatUnit: unit })) continue;
      found.push(option);
    }
  }
  if (state.delayed === undefined) return found;
  for (const d of delayedReplacements(host, 'dies', unit)) {
    const option = { unit, source: d.source, card: d.card, ability: d.ability, controller: d.controller, delayed: true as const };
    if (!applying.includes(keyOf(option))) found.push(option);
  }
  return found;
}

/** Where a replacement effect of the board is: its source's battlefield, or none (a base, a legend, gear at a base). */
function hereOf(host: RiftHost, source: ObjectId): ObjectId | null {
  const where = unitLocation(host.state, source);
  return where === undefined || where === 'base' ? null : where;
}

function abilityOf(host: RiftHost, option: ReplacementOption): Replacement {
  return cardAbilities(card(host.rules, option.card))[option.ability] as Replacement;
}

/** How a declined optional replacement is noted for its unit. */
function declinedKey(option: ReplacementOption): string {
  return `${option.unit} ${keyOf(option)}`;
}

/** Whether its controller may apply `option` or not: "Once each turn" (CR 371.1), or its first step has a cost ("you may pay ... to ... instead"). */
function isOptional(host: RiftHost, option: ReplacementOption): boolean {
  const ability = abilityOf(host, option);
  return ability.onceEachTurn === true || ability.effects[0]?.pay !== undefined;
}

/** The key of a "Once each turn" replacement of an object among the per-turn counts (unset as a turn begins). */
function onceKey(option: Pick<ReplacementOption, 'source' | 'card' | 'ability'>): string {
  return `${option.source}/${option.card}#${option.ability}/replaced`;
}

/** Whether `option` is a "Once each turn" replacement applied already this turn (CR 371). */
function appliedThisTurn(host: RiftHost, option: ReplacementOption): boolean {
  return abilityOf(host, option).onceEachTurn === true && (host.state.triggerCounts?.[onceKey(option)] ?? 0) > 0;
}

/** Whether the controller of an optional replacement can pay its cost now: its resources, and its source exhausted. */
export function costPayable(host: RiftHost, option: ReplacementOption): boolean {
  const { effects } = abilityOf(host, option);
  const cost = totalCost(effects);
  return (cost === undefined || canPay(host, option.controller, cost)) && selfCostPayable(host, option.source, effects, []);
}

/** Why `payment` does not pay the cost of the optional replacement `option`, or undefined. */
export function costRefusal(host: RiftHost, option: ReplacementOption, payment: unknown): RuleViolation | undefined {
  const { effects } = abilityOf(host, option);
  const self = selfCostRefusal(host, option.source, effects, []);
  if (self !== undefined) return self;
  const plan = paymentFor(host, option.controller, totalCost(effects) ?? NO_COST, payment);
  return isPaymentPlan(plan) ? undefined : plan;
}

/** Pays the cost of the optional replacement `option` with `payment` (checked before). */
function payCost(host: RiftHost, option: ReplacementOption, payment: unknown): void {
  const { effects } = abilityOf(host, option);
  const plan = paymentFor(host, option.controller, totalCost(effects) ?? NO_COST, payment);
  if (!isPaymentPlan(plan)) throw new EngineError('the cost of a replacement became unpayable between check and payment');
  pay(host, option.controller, plan);
  payExhaustSelf(host, option.controller, option.source, effects, []);
}

const NO_COST = { energy: 0, power: [] } as const;

/** Whether `option` applies once: "The next time ... would die" (its first step kills its own gear). */
function appliesOnce(host: RiftHost, option: ReplacementOption): boolean {
  return option.delayed !== true && abilityOf(host, option).next === true;
}

/** Replaces the death of `option.unit` by `option` (CR 369): its instructions happen instead, and the unit does not die. */
function replace(host: RiftHost, option: ReplacementOption): void {
  if (option.delayed) applyDelayedReplacement(host, option.unit, option.source, option.card, option.ability);
  if (abilityOf(host, option).onceEachTurn === true) {
    const counts = (host.state.triggerCounts ??= {});
    counts[onceKey(option)] = (counts[onceKey(option)] ?? 0) + 1;
  }
  host.emit({ type: 'eventReplaced', event: 'dies', unit: option.unit, source: option.source, card: option.card, controller: option.controller });
  runReplacement(host, option, { unit: option.unit });
}

/**
 * Runs the instructions of the replacement effect `of` instead of the event `replaced`; it does
 * not apply again to what they cause (CR 370.2). Returns the tokens they played.
 */
function runReplacement(host: RiftHost, of: Omit<ReplacementOption, 'unit'>, replaced: Replaced): readonly ObjectId[] {
  const key = keyOf(of);
  applying.push(key);
  try {
    const item = wholeChainItem({
      id: 'replacement',
      kind: 'triggered' as const,
      controller: of.controller,
      source: of.source,
      card: of.card,
      ability: of.ability,
      ...(of.text ? { text: of.text } : {}),
      targets: {},
      declined: [],
      here: of.delayed ? null : hereOf(host, of.source),
    });
    return runInstead(host, item, replaced).playedTokens ?? [];
  } finally {
    applying.splice(applying.lastIndexOf(key), 1);
  }
}

/**
 * The replacement effects that would replace a token its player would play (CR 375), in board
 * order: those of the board its player controls, of the token's type if they say one, not
 * being applied already (CR 370.2).
 */
export function tokenReplacements(host: RiftHost, play: TokenPlay): TokenReplacement[] {
  const { state } = host;
  const entries = boardEntriesOfKind(host, 'replacement');
  if (entries.length === 0) return [];
  const type = card(host.rules, play.card).type;
  const found: TokenReplacement[] = [];
  for (const { source, entries: abilities } of entries) {
    const controller = object(state, source).controller;
    if (controller !== play.player) continue;
    for (const { ability, card: cardId, index, text } of abilities) {
      if (ability.replaces !== 'playsToken' || (ability.token !== undefined && ability.token !== type)) continue;
      const of = { source, card: cardId, ability: index, controller, ...(text ? { text } : {}) };
      if (applying.includes(keyOf(of)) || !isActive(state, ability, controller, source)) continue;
      if (conditionHolds(host, ability, { controller, source, here: hereOf(host, source) })) found.push(of);
    }
  }
  return found;
}

/** Whether the replacements of one event differ: copies of one card's ability do the same, and nobody need choose among them. */
export function differ(options: readonly TokenReplacement[]): boolean {
  const first = options[0];
  return first !== undefined && options.some((o) => o.card !== first.card || o.ability !== first.ability || o.text !== first.text);
}

/**
 * `option` replaces a token its player would play (CR 375): its effects happen instead, and the
 * tokens they played are returned (they stand for the one replaced). Its effects may play that
 * token after all (`playThatToken`); its token steps play theirs as that token would have entered.
 */
export function applyTokenReplacement(host: RiftHost, play: TokenPlay, option: TokenReplacement): readonly ObjectId[] {
  host.emit({ type: 'tokenPlayReplaced', seat: play.player, token: play.card, source: option.source, card: option.card, controller: option.controller });
  return runReplacement(host, option, { token: play });
}

/**
 * Units begin dying together: each dies by `die`, unless a replacement effect saves it. When a
 * player must choose among replacement effects first, the deaths left wait for it (`dying`);
 * so do deaths that begin while others wait, behind them.
 */
export function dieTogether(host: RiftHost, together: Together, die: Die): void {
  const { state } = host;
  // Most deaths meet no replacement effect at all: they happen at once, nothing noted.
  if (state.dying === undefined && state.delayed === undefined && boardEntriesOfKind(host, 'replacement').length === 0) {
    together.units.forEach((unit, i) => {
      if (unitLocation(state, unit) !== undefined) die(host, unit, together, together.by?.[i]);
    });
    return;
  }
  const batch: DyingUnits = {
    units: [...together.units],
    inCombat: together.inCombat === true,
    alone: together.alone ? [...together.alone] : null,
    by: together.by ? together.by.map((b) => b ?? null) : null,
    next: 0,
    applying: [...applying],
  };
  if (state.dying !== undefined) {
    state.dying.push(batch);
    return;
  }
  if (settle(host, batch, die)) return;
  // Settling may have made deaths that wait first (a replacement's instructions killed a unit).
  const waiting = state.dying as DyingUnits[] | undefined;
  if (waiting !== undefined) waiting.push(batch);
  else {
    state.dying = [batch];
    emitAsk(host, batch);
  }
}

/** The choice among replacement effects asked now, if deaths wait on one. */
export function replacementAsk(state: RiftboundState): ReplacementAsk | undefined {
  return state.dying?.[0]?.asks;
}

/** An answer to the choice asked: an option (paid with `payment` when it is an optional one of the answering player), or, to `may`, declining. */
export type ReplacementAnswer = { readonly option: ReplacementOption; readonly payment?: unknown } | { readonly decline: true };

/**
 * The answer to the choice asked: the option chosen applies (CR 372-373), its cost paid when it
 * is optional and its controller chose it; an optional one chosen by another player is asked of
 * its controller next; a declined one does not apply to that death (CR 371.2). Then the units
 * left die or are saved, and the deaths queued behind them, until another choice is asked or
 * none is left.
 */
export function chooseReplacement(host: RiftHost, answer: ReplacementAnswer, die: Die): void {
  const { state } = host;
  const batch = state.dying?.[0];
  const asks = batch?.asks;
  if (batch === undefined || asks === undefined) return;
  batch.asks = undefined;
  if ('decline' in answer) {
    const declined = asks.options[0] as ReplacementOption;
    host.emit({ type: 'replacementDeclined', seat: asks.seat, unit: declined.unit, source: declined.source, card: declined.card });
    (batch.declined ??= []).push(declinedKey(declined));
    settleWaiting(host, die);
    return;
  }
  const option = answer.option;
  host.emit({ type: 'replacementChosen', seat: asks.seat, unit: option.unit, source: option.source, card: option.card });
  if (option.optional && asks.seat !== option.controller) {
    // The owner chose it first (CR 372); whether it applies, and paid, is its controller's (CR 371.1).
    moveToNext(batch, option.unit);
    batch.asks = { kind: 'may', seat: option.controller, options: [option] };
    emitAsk(host, batch);
    return;
  }
  if (option.optional) payCost(host, option, answer.payment);
  withApplying(batch, () => {
    // The unit it saves is settled now; the one at `next`, if another, still waits its turn.
    moveToNext(batch, option.unit);
    batch.next++;
    replace(host, option);
  });
  settleWaiting(host, die);
}

/**
 * Asks again what the deaths waiting ask, the board having changed otherwise than by an answer
 * (players left the game, CR 652: units of theirs no longer die, effects of theirs no longer
 * apply, and no choice is theirs to make).
 */
export function askAgain(host: RiftHost, die: Die): void {
  const batch = host.state.dying?.[0];
  if (batch === undefined) return;
  batch.asks = undefined;
  settleWaiting(host, die);
}

/** Settles the deaths waiting, oldest first, until one asks a choice or none is left. */
function settleWaiting(host: RiftHost, die: Die): void {
  const { state } = host;
  for (let front = state.dying?.[0]; front !== undefined; front = state.dying?.[0]) {
    if (!settle(host, front, die)) {
      emitAsk(host, front);
      return;
    }
    state.dying?.shift();
    if (state.dying?.length === 0) state.dying = undefined;
  }
}

/**
 * Settles `batch` from its `next` unit on; true once all are. False when a choice waits: this
 * batch's (`asks` set), or one of deaths a replacement's instructions caused, which this batch
 * then waits behind.
 */
function settle(host: RiftHost, batch: DyingUnits, die: Die): boolean {
  return withApplying(batch, () => {
    for (; batch.next < batch.units.length; batch.next++) {
      // The turn player's replacement effects execute first, then the next player's (CR 373.1).
      moveToNext(batch, nextInTurnOrder(host, batch));
      const unit = batch.units[batch.next] as ObjectId;
      // Gone already (a replacement of another unit took it away): it no longer dies.
      if (unitLocation(host.state, unit) === undefined) continue;
      const found = candidates(host, unit, batch.declined);
      const only = found[0];
      if (only === undefined) {
        die(host, unit, togetherOf(batch), batch.by?.[batch.next] ?? undefined);
        continue;
      }
      if (found.length > 1) {
        batch.asks = { kind: 'order', seat: object(host.state, unit).owner, options: found };
        return false;
      }
      if (only.optional) {
        batch.asks = { kind: 'may', seat: only.controller, options: [only] };
        return false;
      }
      if (appliesOnce(host, only)) {
        const also = batch.units.slice(batch.next + 1).filter((other) => unitLocation(host.state, other) !== undefined && candidates(host, other, batch.declined).some((c) => keyOf(c) === keyOf(only)));
        if (also.length > 0) {
          batch.asks = { kind: 'which', seat: only.controller, options: [only, ...also.map((other) => ({ ...only, unit: other }))] };
          return false;
        }
      }
      replace(host, only);
      const waiting = host.state.dying;
      if (waiting !== undefined && !waiting.includes(batch)) {
        batch.next++;
        return false;
      }
    }
    return true;
  });
}

/**
 * The unit of `batch` to settle next: the first left, unless a replacement effect would apply to
 * it; then, of the units left a replacement would apply to, the first whose settling falls to the
 * player earliest in turn order from the turn player (the controller of the one replacement that
 * would apply, or the player a choice would ask), in the order found among a player's (CR
 * 373.1). Plain deaths keep the order they were found in.
 */
function nextInTurnOrder(host: RiftHost, batch: DyingUnits): ObjectId {
  const { state } = host;
  const first = batch.units[batch.next] as ObjectId;
  if (batch.units.length - batch.next < 2 || state.seats.length < 2) return first;
  const seats = state.seats.map((s) => s.id);
  const turn = Math.max(0, seats.indexOf(state.turn.seat));
  const rank = (seat: string) => (seats.indexOf(seat) - turn + seats.length) % seats.length;
  let best = first;
  let bestRank = Infinity;
  for (let i = batch.next; i < batch.units.length; i++) {
    const unit = batch.units[i] as ObjectId;
    const obj = state.objects[unit];
    if (obj === undefined || unitLocation(state, unit) === undefined) continue;
    const found = candidates(host, unit, batch.declined);
    const only = found[0];
    if (only === undefined) {
      // A plain death first in line goes first.
      if (i === batch.next) return first;
      continue;
    }
    const r = rank(found.length > 1 ? obj.owner : only.controller);
    if (r < bestRank) [best, bestRank] = [unit, r];
  }
  return best;
}

/** Runs `work` with the replacement effects that were being applied as `batch` began (CR 370.2). */
function withApplying<T>(batch: DyingUnits, work: () => T): T {
  const outer = applying;
  applying = [...batch.applying];
  try {
    return work();
  } finally {
    applying = outer;
  }
}

/** Puts `unit` at `batch.next`, the units from there to it moving back one: it is settled next. */
function moveToNext(batch: DyingUnits, unit: ObjectId): void {
  const from = batch.units.indexOf(unit);
  if (from <= batch.next) return;
  const shift = <T>(list: readonly T[] | null) => {
    if (list !== null) (list as T[]).splice(batch.next, 0, ...(list as T[]).splice(from, 1));
  };
  shift(batch.units);
  shift(batch.alone);
  shift(batch.by);
}

function togetherOf(batch: DyingUnits): Together {
  return { units: batch.units, inCombat: batch.inCombat, ...(batch.alone ? { alone: batch.alone } : {}) };
}

/** Tells the players what the deaths of `batch` wait on, and of whom. */
function emitAsk(host: RiftHost, batch: DyingUnits): void {
  const asks = batch.asks;
  if (asks === undefined) return;
  host.emit({
    type: 'replacementAsked',
    seat: asks.seat,
    kind: asks.kind,
    units: batch.units.slice(batch.next),
    options: asks.options.map((o) => ({ unit: o.unit, source: o.source, card: o.card })),
  });
}
