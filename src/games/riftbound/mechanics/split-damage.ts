/**
 * Damage split among several targets (CR 355.14, 715.3): a `splitDamage` step names its
 * group of targets (`among`). As the card is played (or the triggered ability placed) its
 * controller chooses any number of legal units for the group, at most the damage to split,
 * bonus damage included (CR 355.14.c, 715.3). As it resolves, the same player divides the
 * damage among the group's targets still legal, each getting at least 1 (CR 355.14.e-g); with
 * more targets than damage they choose which get none (CR 355.14.h). The division is a
 * pending question (`splitChoice`) answered by the `assignSplitDamage` action, unless only one
 * division is possible.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { markDamage } from './delayed.js';
import { noteDamageBy } from './kill-attribution.js';
import { announceDamaged } from './trigger-events.js';
import type { Effect, TargetSpec } from '../schema/card-schema.js';
import { might, unitLocation, type RiftHost } from '../reads/queries.js';
import { wholeChainItem, type ChainItem, type ObjectId, type SplitChoice } from '../state/state.js';
import { bonusDamageOf } from './bonus-damage.js';
import { isActive } from '../cards/dependent.js';
import { isExcepted, isLegalTarget, targetCandidates } from './targeting.js';
import { refuse, text } from '../i18n/messages.js';

export type SplitStep = Extract<Effect, { op: 'splitDamage' }>;

/**
 * A step that chooses a group of units as the card is played: a split's (its units, at most the
 * damage to split), or one acting on "up to two units" (`among` with its `count`, CR 355.13).
 * Both are chosen in the action's `split`.
 */
export interface GroupStep {
  readonly op: Effect['op'];
  readonly amount?: number | undefined;
  readonly bonus?: SplitStep['bonus'];
  readonly among: TargetSpec & { readonly count?: number | undefined; readonly exactly?: boolean | undefined; readonly together?: boolean | undefined; readonly totalMaxMight?: number | undefined };
}

const RULE = 'CR 355.14';
/** How many divisions or groups legalActions lists at most. */
const LISTED = 64;

/** The split steps of a list of effects. */
export function splitSteps(effects: readonly Effect[]): GroupStep[] {
  return effects.filter((e) => (e as { among?: unknown }).among !== undefined) as unknown as GroupStep[];
}

/** The damage a split step divides now: its amount plus the bonus damage of its deal action (CR 715.3). */
export function splitTotal(host: RiftHost, item: Pick<ChainItem, 'kind' | 'controller' | 'source' | 'here'>, step: GroupStep): number {
  // A group of up to so many units, not a split: at most its count, any number without one (CR 355.13).
  if (step.op !== 'splitDamage') return step.among.count ?? Number.POSITIVE_INFINITY;
  if (step.amount === undefined || step.amount <= 0) return 0;
  return step.amount + bonusDamageOf(host, item as ChainItem, step.amount, step.bonus);
}

/**
 * Why the groups an action chose (`split: { group: [ids] }`) do not fit the steps, or
 * undefined: each a list of distinct legal units, no more than the damage to split.
 */
export function splitGroupsRefusal(
  host: RiftHost,
  item: Pick<ChainItem, 'kind' | 'controller' | 'source' | 'here'>,
  steps: readonly GroupStep[],
  given: unknown,
): RuleViolation | undefined {
  if (given !== undefined && (typeof given !== 'object' || given === null || Array.isArray(given))) {
    return refuse('MALFORMED_ACTION.splitIsAn', 'docs/api.md#actions');
  }
  // "Two friendly units": exactly so many, or the card cannot be played (CR 355.8).
  for (const step of steps) {
    if (!step.among.exactly) continue;
    const ids = (given as Record<string, unknown> | undefined)?.[step.among.name];
    const count = Array.isArray(ids) ? ids.length : 0;
    if (count !== step.among.count) return refuse('WRONG_TARGET_COUNT', 'CR 355.8', { count: String(step.among.count), name: JSON.stringify(step.among.name), count2: count });
  }
  if (given === undefined) return undefined;
  for (const [name, ids] of Object.entries(given)) {
    const step = steps.find((s) => s.among.name === name);
    if (!step) return refuse('UNKNOWN_TARGET', 'docs/cards.md', { name: JSON.stringify(name) });
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string') || new Set(ids).size !== ids.length) {
      return refuse('MALFORMED_ACTION.splitIsA', 'docs/api.md#actions', { name });
    }
    const total = splitTotal(host, item, step);
    if (ids.length > total) {
      return step.op === 'splitDamage'
        ? refuse('SPLIT_TOO_MANY_TARGETS', 'CR 355.14.c, 715.3', { idsCount: ids.length, total })
        : refuse('WRONG_TARGET_COUNT.chooseUpTo', 'CR 355.13', { total, name: JSON.stringify(name), idsCount: ids.length });
    }
    const illegal = (ids as string[]).find((id) => !isLegalTarget(host, item.controller, step.among, id, item.here) || isExcepted(step.among, id, {}, item.source));
    if (illegal !== undefined) return refuse('ILLEGAL_TARGET.notLegal', RULE, { id: illegal, relation: text(`relation.${step.among.relation ?? 'any'}`), select: text('select.unit'), name: JSON.stringify(name) });
    if (step.among.together && !together(host, ids as string[])) return refuse('ILLEGAL_TARGET.together', 'CR 355.11.b', { name: JSON.stringify(name) });
    const most = step.among.totalMaxMight;
    if (most !== undefined && totalMight(host, ids as string[]) > most) return refuse('ILLEGAL_TARGET.might', 'CR 355.11.a', { name: JSON.stringify(name), most });
  }
  return undefined;
}

/** Whether the units are all at one location ("at a battlefield": one battlefield, CR 355.11.b). */
function together(host: RiftHost, ids: readonly ObjectId[]): boolean {
  const first = ids[0] === undefined ? undefined : unitLocation(host.state, ids[0]);
  return ids.every((id) => unitLocation(host.state, id) === first);
}

/** The Might of the units together ("with total Might 4 or less", CR 355.11). */
export function totalMight(host: RiftHost, ids: readonly ObjectId[]): number {
  let sum = 0;
  for (const id of ids) sum += might(host, id);
  return sum;
}

/**
 * The units of a group chosen with a total Might that still act as it resolves (CR 355.11.b):
 * all of them while their total fits; otherwise, in the order chosen, each one kept while the
 * total stays within (the player does not choose the subset: docs/riftbound.md).
 */
export function withinTotalMight(host: RiftHost, ids: ObjectId[], most: number): ObjectId[] {
  if (totalMight(host, ids) <= most) return ids;
  let sum = 0;
  return ids.filter((id) => {
    const m = might(host, id);
    if (sum + m > most) return false;
    sum += m;
    return true;
  });
}

/** The groups an action chose, after its check passed (a group not given is empty: "any number" may be none, CR 355.13). */
export function splitGroupsOf(steps: readonly GroupStep[], given: unknown): Record<string, ObjectId[]> {
  const chosen = (given ?? {}) as Record<string, string[]>;
  return Object.fromEntries(steps.map((s) => [s.among.name, [...(chosen[s.among.name] ?? [])]]));
}

/** Subsets of `pool` of 1..`max` units, larger first, up to LISTED. */
function subsets(pool: readonly ObjectId[], max: number): ObjectId[][] {
  const out: ObjectId[][] = [];
  const walk = (start: number, picked: ObjectId[]) => {
    if (out.length >= LISTED * 4) return;
    if (picked.length > 0) out.push(picked);
    if (picked.length === max) return;
    for (let i = start; i < pool.length; i++) walk(i + 1, [...picked, pool[i] as ObjectId]);
  };
  walk(0, []);
  return out.sort((a, b) => b.length - a.length).slice(0, LISTED);
}

/** The group choices legalActions lists for these steps: every legal group (up to LISTED), none chosen included last. */
export function splitGroupChoices(host: RiftHost, item: Pick<ChainItem, 'kind' | 'controller' | 'source' | 'here'>, steps: readonly GroupStep[]): Record<string, ObjectId[]>[] {
  let choices: Record<string, ObjectId[]>[] = [{}];
  for (const step of steps) {
    const pool = targetCandidates(host, item.controller, step.among as TargetSpec, item.here, item.source);
    const max = splitTotal(host, item, step);
    const most = step.among.totalMaxMight;
    const all = subsets(pool, max).filter((g) => (!step.among.together || together(host, g)) && (most === undefined || totalMight(host, g) <= most));
    const groups = step.among.exactly ? all.filter((g) => g.length === max) : [...all, []];
    choices = choices.flatMap((c) => groups.map((g) => ({ ...c, [step.among.name]: g }))).slice(0, LISTED);
  }
  return choices;
}

/** The effects of one execution of an item, by its mode (a Repeat may choose another mode, CR 820.2.a). */
export type EffectsOf = (mode: number | undefined) => readonly Effect[];

/** The choices of each execution of an item: its own, then each Repeat paid (CR 820.1.d). */
function executionsOf(item: ChainItem): Pick<ChainItem, 'mode' | 'declined' | 'split' | 'splitDamage'>[] {
  return [item, ...(item.repeats ?? [])];
}

/**
 * The first active split step not declined and not yet divided, over the item's executions
 * in order (each Repeat divides its own damage among its own targets, CR 820.2.a), with
 * the group's targets still legal.
 */
function pendingStep(host: RiftHost, item: ChainItem, effectsOf: EffectsOf): { execution: number; step: SplitStep; targets: ObjectId[] } | undefined {
  for (const [execution, choices] of executionsOf(item).entries()) {
    for (const [index, effect] of effectsOf(choices.mode).entries()) {
      if (effect.op !== 'splitDamage' || choices.declined.includes(index) || !isActive(host.state, effect, item.controller, item.source)) continue;
      if (choices.splitDamage?.[effect.among.name] !== undefined) continue;
      const group = choices.split?.[effect.among.name] ?? [];
      return { execution, step: effect, targets: group.filter((id) => isLegalTarget(host, item.controller, effect.among, id, item.here)) };
    }
  }
  return undefined;
}

/** The only possible division, when there is just one (one target, or exactly as many targets as damage, or none). */
function forcedDivision(total: number, targets: readonly ObjectId[]): Record<ObjectId, number> | undefined {
  if (targets.length === 0 || total === 0) return {};
  if (targets.length === 1) return { [targets[0] as ObjectId]: total };
  if (targets.length === total) return Object.fromEntries(targets.map((t) => [t, 1]));
  return undefined;
}

/**
 * Before an item resolves: fixes the division of each split step that has only one, and
 * returns the question to ask when a division must be chosen (the item then waits).
 */
export function prepareSplit(host: RiftHost, item: ChainItem, effectsOf: EffectsOf): SplitChoice | undefined {
  // The item as it is on the chain now: recording a division replaces it.
  const current = () => host.state.chain.find((i) => i.id === item.id) ?? item;
  for (let next = pendingStep(host, current(), effectsOf); next; next = pendingStep(host, current(), effectsOf)) {
    const total = splitTotal(host, item, next.step);
    const forced = forcedDivision(total, next.targets);
    if (!forced) return { item: item.id, seat: item.controller, total, targets: next.targets };
    setDivision(host, item.id, next.execution, next.step.among.name, forced);
  }
  return undefined;
}

/** Records the division answering the question asked: for the first split not yet divided. */
export function recordDivision(host: RiftHost, item: ChainItem, effectsOf: EffectsOf, division: Record<ObjectId, number>): void {
  const next = pendingStep(host, item, effectsOf);
  if (!next) throw new Error(`${item.id} has no split left to divide`);
  setDivision(host, item.id, next.execution, next.step.among.name, division);
}

/** Records a division on the chain item, for one execution (the item is replaced: chain items are immutable). */
function setDivision(host: RiftHost, itemId: string, execution: number, group: string, division: Record<ObjectId, number>): void {
  const { chain } = host.state;
  const index = chain.findIndex((i) => i.id === itemId);
  const item = chain[index];
  if (!item) return;
  if (execution === 0) {
    chain[index] = wholeChainItem({ ...item, splitDamage: { ...(item.splitDamage ?? {}), [group]: division } });
    return;
  }
  const repeats = [...(item.repeats ?? [])];
  const choices = repeats[execution - 1];
  if (!choices) return;
  repeats[execution - 1] = { ...choices, splitDamage: { ...(choices.splitDamage ?? {}), [group]: division } };
  chain[index] = wholeChainItem({ ...item, repeats });
}

/** Why a division does not answer the question, or undefined (CR 355.14.f-h). */
export function divisionRefusal(choice: SplitChoice, given: unknown): RuleViolation | undefined {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return refuse('MALFORMED_ACTION.damageIsAn', 'docs/api.md#actions');
  }
  const entries = Object.entries(given as Record<string, unknown>);
  const outsider = entries.find(([id]) => !choice.targets.includes(id));
  if (outsider) return refuse('SPLIT_NOT_A_TARGET', 'CR 355.14.a', { outsider0: outsider[0] });
  const bad = entries.find(([, n]) => typeof n !== 'number' || !Number.isInteger(n) || n < 1);
  if (bad) return refuse('SPLIT_AMOUNT_INVALID', 'CR 355.14.f-g', { bad1: JSON.stringify(bad[1]) });
  const sum = entries.reduce((a, [, n]) => a + (n as number), 0);
  if (sum !== choice.total) return refuse('SPLIT_NOT_TOTAL', 'CR 355.14.e, 715.3', { sum, total: choice.total });
  if (choice.targets.length <= choice.total && entries.length < choice.targets.length) {
    return refuse('SPLIT_TARGET_LEFT_OUT', 'CR 355.14.f, 355.14.h');
  }
  return undefined;
}

/** Every division legalActions lists (up to LISTED): compositions of the total over the targets, or which targets get 1 when damage is short. */
export function divisions(choice: SplitChoice): Record<ObjectId, number>[] {
  const out: Record<ObjectId, number>[] = [];
  const { total, targets } = choice;
  if (targets.length > total) {
    for (const group of subsets(targets, total).filter((g) => g.length === total)) out.push(Object.fromEntries(group.map((t) => [t, 1])));
    return out.slice(0, LISTED);
  }
  const walk = (i: number, left: number, acc: Record<ObjectId, number>) => {
    if (out.length >= LISTED) return;
    const unit = targets[i] as ObjectId;
    if (i === targets.length - 1) {
      out.push({ ...acc, [unit]: left });
      return;
    }
    for (let n = 1; n <= left - (targets.length - 1 - i); n++) walk(i + 1, left - n, { ...acc, [unit]: n });
  };
  walk(0, total, {});
  return out;
}

/** The split step as it executes: the division recorded for its group (CR 355.14.e), each share dealt to a target still on the board. */
export function dealSplit(host: RiftHost, item: ChainItem, step: SplitStep): void {
  const division = item.splitDamage?.[step.among.name] ?? {};
  for (const [unit, amount] of Object.entries(division)) {
    if (!host.state.objects[unit] || !isLegalTarget(host, item.controller, step.among, unit, item.here)) continue;
    if (markDamage(host, unit, amount, false) === 0) continue;
    noteDamageBy(host, item, unit);
    host.emit({ type: 'damageDealt', unit, amount, source: item.source });
    announceDamaged(host, unit, false);
  }
}
