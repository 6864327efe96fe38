/**
 * A target that may be one thing or another (CR 355.9.b): "a unit at a battlefield or a gear".
 * The declaration's own fields are the first alternative, each entry of its `or` another; the
 * object chosen is legal when it fits one of them, each checked as a target of its own.
 */
import type { TargetSpec } from '../schema/card-schema.js';
import { unitsOnBoard, type RiftHost } from '../reads/queries.js';
import type { RiftboundState, SeatId } from '../state/state.js';
import { isLegalTarget } from './targeting.js';
import { facedownCards, isLegalFacedown } from './facedown-targets.js';
import { wholeTarget } from '../cards/whole-views.js';

const alternatives = new WeakMap<TargetSpec, readonly TargetSpec[]>();

/** The declaration and its alternatives, each a declaration of the same name without `or` (made once per declaration). */
export function alternativesOf(spec: TargetSpec): readonly TargetSpec[] {
  let found = alternatives.get(spec);
  if (found === undefined) {
    const { or, ...first } = spec;
    found = [first as TargetSpec, ...(or ?? []).map((alt) => ({ ...alt, name: spec.name }) as TargetSpec)].map(wholeTarget);
    alternatives.set(spec, found);
  }
  return found;
}

/** Whether `id` fits one of the alternatives of `spec`: a facedown card (`facedown`) or a target of its own. */
export function isLegalAlternative(host: RiftHost, seat: SeatId, spec: TargetSpec, id: string, here: string | null): boolean {
  return alternativesOf(spec).some((one) => ((one.select as string) === 'facedown' ? isLegalFacedown(host.state, seat, one, id) : isLegalTarget(host, seat, one, id, here)));
}

/** Every object one of the alternatives may be: units and gear on the board, facedown cards. */
export function alternativePool(state: RiftboundState, spec: TargetSpec): string[] {
  const selects = new Set<string>(alternativesOf(spec).map((one) => one.select));
  return [...(selects.has('unit') ? unitsOnBoard(state) : []), ...(selects.has('gear') ? state.gear : []), ...(selects.has('facedown') ? facedownCards(state) : [])];
}
