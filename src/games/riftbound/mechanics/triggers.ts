/**
 * Triggered abilities (CR 383, 401-406): when their trigger happens (mechanics/trigger-events.ts)
 * they become pending items; the next cleanup places them on the chain. The controller of several pending
 * abilities orders them, starting with the turn player and going in turn order (CR 383.3.d);
 * an ability with targets or optional steps waits for its controller's choice (CR 355.5.b,
 * 402.1); one with a target that has no legal choice is removed without being countered
 * (CR 402.3). The choice itself is the `chooseTrigger` action (actions/choose-trigger.ts).
 */
import { choiceSpecs } from './hidden-choices.js';
import type { RiftHost } from '../reads/queries.js';
import type { AbilityText, ChainItem, KeywordAbility, LastKnown, ObjectId, PendingTrigger, RiftboundState, SeatId } from '../state/state.js';
import { choiceSurcharge } from '../reads/keyword-handlers.js';
import { addToChain } from './chain.js';
import { definitionOf } from './effects.js';
import { targetCandidates, targetChoices } from './targeting.js';
import { splitSteps, type GroupStep } from './split-damage.js';
import { costWithChoices } from './choice-surcharge.js';
import { canPay } from './resources.js';
import { choosableModes, modalTrigger, pendingSource } from './ability-modes.js';
import { triggerChooser } from '../reads/trigger-chooser.js';

/** Whether placing this ability asks its controller anything: targets, or steps it may decline. */
export function needsChoice(host: RiftHost, pending: PendingTrigger): boolean {
  // Quick-Draw's unit and Weaponmaster's Equipment were named as the card was played.
  if (pending.targets) return false;
  // A modal ability's mode is chosen as it is placed (CR 355.3).
  if (modalTrigger(host, pending)) return true;
  const { effects, targets } = definitionOf(host, pending);
  // Split damage chooses its group of targets (CR 355.14.b); a cost within instructions is
  // paid or not as it is placed (CR 383.3.b, 404.2).
  return targets.length > 0 || effects.some((e) => e.optional === true || e.or === true || e.op === 'splitDamage' || (e as { among?: unknown }).among !== undefined || e.pay !== undefined);
}

/** The pending abilities `seat` may place now (each `chooseTrigger` places one of them). */
export function choosableTriggers(state: RiftboundState, seat: SeatId): PendingTrigger[] {
  return triggerChooser(state) === seat ? state.triggers.filter((t) => t.controller === seat) : [];
}

/** Takes a pending ability off the list of those waiting. */
export function takePending(host: RiftHost, id: string): PendingTrigger | undefined {
  const index = host.state.triggers.findIndex((t) => t.id === id);
  return index < 0 ? undefined : host.state.triggers.splice(index, 1)[0];
}

/** Puts a pending ability on the chain as a chain item with its choices. */
export function placeTrigger(host: RiftHost, t: PendingTrigger, targets: Record<string, string>, declined: readonly number[], split?: Record<string, string[]>, mode?: number): void {
  const { state } = host;
  if (state.chain.length === 0) state.chainOpenedByTrigger = true;
  addToChain(host, triggeredItem(t, targets, declined, split, mode));
}

/** A triggered chain item as {@link triggeredItem} builds it, field by field. */
interface ItemInTheMaking {
  kind: 'triggered';
  controller: SeatId;
  source: ObjectId;
  card: string;
  keyword?: KeywordAbility;
  ability?: number;
  text?: AbilityText;
  targets?: Record<string, string>;
  declined?: number[];
  here?: ObjectId | null;
  lastKnown?: LastKnown;
  subject?: ObjectId;
  excessDamage?: number;
  eventPlayer?: SeatId;
  split?: Record<string, string[]>;
  mode?: number;
  id?: string;
}

/**
 * The chain item of a pending ability: its optional parts set one by one, where spreading
 * them into a literal costs a runtime call each.
 */
function triggeredItem(t: PendingTrigger, targets: Record<string, string>, declined: readonly number[], split: Record<string, string[]> | undefined, mode: number | undefined): ChainItem {
  const item: ItemInTheMaking = { kind: 'triggered', controller: t.controller, source: t.source, card: t.card };
  // The ability of the card (or of the Effect Text of a gear attached to the source), or the one a keyword stands for.
  if (t.keyword) item.keyword = t.keyword;
  else if (t.ability !== undefined) {
    item.ability = t.ability;
    if (t.text) item.text = t.text;
  }
  item.targets = targets;
  item.declined = [...declined];
  item.here = t.here;
  if (t.lastKnown) item.lastKnown = t.lastKnown;
  if (t.subject !== undefined) item.subject = t.subject;
  if (t.excessDamage !== undefined) item.excessDamage = t.excessDamage;
  if (t.eventPlayer !== undefined) item.eventPlayer = t.eventPlayer;
  if (split) item.split = split;
  if (mode !== undefined) item.mode = mode;
  item.id = t.id;
  return item as ChainItem;
}

/**
 * Whether the ability has a legal choice of targets: a candidate for each, and, when some
 * would cost Deflect's Power, a combination whose Power its controller can pay (CR 402.3,
 * 809.1.c). A play effect of a card played from hiding chooses where it was hidden (CR 811.1.d.2).
 */
function hasLegalChoice(host: RiftHost, t: PendingTrigger): boolean {
  // A modal ability: a mode it may choose with a legal choice of that mode's targets (CR 355.3).
  const modal = modalTrigger(host, t);
  if (modal) return choosableModes(host, pendingSource(t), modal).some((mode) => hasLegalChoiceIn(host, t, mode));
  return hasLegalChoiceIn(host, t, undefined);
}

/** {@link hasLegalChoice} in one mode of a modal ability (undefined: any other ability). */
function hasLegalChoiceIn(host: RiftHost, t: PendingTrigger, mode: number | undefined): boolean {
  const { targets: declared, effects } = definitionOf(host, t, mode);
  const specs = choiceSpecs(declared, t.fromHiding ? t.here : null);
  const candidates = specs.map((spec) => targetCandidates(host, t.controller, spec, t.here, t.source));
  if (candidates.some((c) => c.length === 0)) return false;
  // "Two friendly units": as many legal choices as it asks for (CR 355.8).
  const enough = (step: GroupStep) => !step.among.exactly || targetCandidates(host, t.controller, step.among, t.here, t.source).length >= (step.among.count ?? 0);
  if (!splitSteps(effects).every(enough)) return false;
  // Most candidates cost nothing to choose: then any choice is legal.
  if (choiceSurcharge(host, t.controller, candidates.flat()) === 0) return true;
  return targetChoices(host, t.controller, specs, 64, t.here, t.source).some((targets) => {
    const cost = costWithChoices(host, t.controller, undefined, targets, undefined);
    return cost === undefined || canPay(host, t.controller, cost);
  });
}

/** CR 402.3: an ability with a target that has no legal choice never becomes a chain item. */
function removeUnplaceable(host: RiftHost, seat: SeatId): boolean {
  let removed = false;
  for (const t of host.state.triggers.filter((p) => p.controller === seat)) {
    if (hasLegalChoice(host, t)) continue;
    takePending(host, t.id);
    host.emit({ type: 'triggerRemoved', item: t.id, card: t.card, controller: t.controller, reason: 'noLegalTarget' });
    removed = true;
  }
  return removed;
}

/**
 * Copies of one ability of one card with one "here" and nothing to choose (about one object,
 * when they name it): their order changes nothing but which copy resolves first, so they are
 * placed as they triggered.
 */
function interchangeable(host: RiftHost, group: readonly PendingTrigger[]): boolean {
  const first = group[0];
  if (!first || needsChoice(host, first)) return false;
  return group.every(
    (t) =>
      t.card === first.card && t.ability === first.ability && t.keyword?.name === first.keyword?.name && t.keyword?.value === first.keyword?.value && t.here === first.here && (t.subject === first.subject || !namesSubject(host, first)) &&
      // Targets named as the card was played (two Weaponmasters naming two Equipment) make the order matter.
      sameTargets(t.targets, first.targets),
  );
}

const naming = new WeakMap<object, boolean>();

/** Whether the ability's effects name the object of its event (`thatUnit`): copies about different objects then differ. */
function namesSubject(host: RiftHost, t: PendingTrigger): boolean {
  const { effects } = definitionOf(host, t);
  let names = naming.get(effects);
  if (names === undefined) {
    names = JSON.stringify(effects).includes('"thatUnit"');
    naming.set(effects, names);
  }
  return names;
}

function sameTargets(a: Readonly<Record<string, string>> | undefined, b: Readonly<Record<string, string>> | undefined): boolean {
  const keys = Object.keys(a ?? {});
  return keys.length === Object.keys(b ?? {}).length && keys.every((k) => a?.[k] === b?.[k]);
}

/**
 * Places what needs no choice, seat by seat in placement order, and stops at the first seat
 * with a choice to make. Returns whether anything changed.
 */
export function flushTriggers(host: RiftHost): boolean {
  const { state } = host;
  let changed = false;
  for (let seat = triggerChooser(state); seat !== null; seat = triggerChooser(state)) {
    if (removeUnplaceable(host, seat)) {
      changed = true;
      continue;
    }
    const group = state.triggers.filter((t) => t.controller === seat);
    if (!interchangeable(host, group)) return changed;
    for (const t of group) {
      takePending(host, t.id);
      placeTrigger(host, t, { ...t.targets }, []);
    }
    changed = true;
  }
  return changed;
}
