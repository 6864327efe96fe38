/**
 * Choices of a card played from hiding (CR 811.1.d.2): a hidden spell, and a play effect of a
 * hidden permanent, choose their targets among what is at the battlefield where the card was
 * hidden, and a unit they play is played there (a `location` target, CR 811.1.d.3). A target
 * whose own restriction can never be met there (a unit at a base, a spell on the chain, a
 * battlefield) is chosen freely. Everything else the card does works as normal (CR 811.2):
 * only the choices are restricted, and only as they are made.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { TargetSpec } from '../schema/card-schema.js';
import type { RiftHost } from '../reads/queries.js';
import { wholePendingTrigger, type SeatId } from '../state/state.js';
import { isLegalTarget } from './targeting.js';
import { refuse } from '../i18n/messages.js';

/** Whether a target's own wording allows choosing at a battlefield at all. */
function choosableThere(spec: TargetSpec): boolean {
  return (spec.select === 'unit' && spec.at !== 'base' && spec.at !== 'yourBase') || spec.select === 'location';
}

/**
 * The target specifications as they are chosen: restricted to `hiddenAt` ("here") when the
 * card was played from hiding there, unchanged otherwise.
 */
export function choiceSpecs<S extends TargetSpec>(specs: readonly S[], hiddenAt: string | null): readonly S[] {
  if (hiddenAt === null) return specs;
  return specs.map((spec) => (choosableThere(spec) ? { ...spec, at: 'here' } : spec));
}

/**
 * Why targets legal by their own wording were chosen away from the battlefield where the card
 * was hidden, or undefined. Run after the ordinary target checks.
 */
export function hiddenTargetsRefusal(host: RiftHost, seat: SeatId, specs: readonly TargetSpec[], chosen: unknown, hiddenAt: string | null): RuleViolation | undefined {
  if (hiddenAt === null || typeof chosen !== 'object' || chosen === null) return undefined;
  const given = chosen as Record<string, unknown>;
  for (const spec of specs) {
    const id = given[spec.name];
    if (typeof id !== 'string' || !choosableThere(spec)) continue;
    if (!isLegalTarget(host, seat, { ...spec, at: 'here' }, id, hiddenAt)) {
      return spec.select === 'location'
        ? refuse('NOT_WHERE_HIDDEN', 'CR 811.1.d.3', { hiddenAt, id })
        : refuse('NOT_WHERE_HIDDEN.playedFromHiding', 'CR 811.1.d.2', { name: JSON.stringify(spec.name), hiddenAt, id });
    }
  }
  return undefined;
}

/**
 * The split steps of a card played from hiding as their groups are chosen: each group's units
 * among those at `hiddenAt`, as for any target (CR 811.1.d.2, 355.14.d); unchanged otherwise.
 */
export function splitChoiceSteps<S extends { readonly among: TargetSpec }>(steps: readonly S[], hiddenAt: string | null): readonly S[] {
  if (hiddenAt === null) return steps;
  return steps.map((step) => ({ ...step, among: choiceSpecs([step.among], hiddenAt)[0] as TargetSpec }));
}

/** Why units chosen for split damage by a card played from hiding are not at `hiddenAt`, or undefined (after the ordinary checks). */
export function hiddenSplitRefusal(host: RiftHost, seat: SeatId, steps: readonly { readonly among: TargetSpec }[], given: unknown, hiddenAt: string | null): RuleViolation | undefined {
  if (hiddenAt === null || typeof given !== 'object' || given === null) return undefined;
  for (const step of steps) {
    const ids = (given as Record<string, unknown>)[step.among.name];
    if (!Array.isArray(ids)) continue;
    for (const id of ids) {
      const refusal = hiddenTargetsRefusal(host, seat, [step.among], { [step.among.name]: id }, hiddenAt);
      if (refusal) return refusal;
    }
  }
  return undefined;
}

/** Marks the play effects just queued for a card played from hiding: they choose where it was hidden. */
export function markPlayedFromHiding(host: RiftHost, source: string): void {
  const { triggers } = host.state;
  for (const [i, t] of triggers.entries()) {
    if (t.source === source && t.trigger === 'played' && t.keyword === undefined) triggers[i] = wholePendingTrigger({ ...t, fromHiding: true });
  }
}
