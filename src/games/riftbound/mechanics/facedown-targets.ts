/**
 * Facedown cards as targets (CR 355.9.a.3, 107.3): a card hidden at a battlefield, in its
 * Facedown Zone, which is public (CR 355.10.a.1), chosen as an alternative of a unit or gear
 * target ("another friendly gear, unit, or [Hidden] card"). Its `relation` is read from the
 * player who hid it, who controls it. Returned to its owner's hand, it is revealed as it
 * changes zones (CR 421.4).
 */
import type { TargetSpec } from '../schema/card-schema.js';
import { sameTeam, seat, type RiftHost } from '../reads/queries.js';
import type { ObjectId, RiftboundState, SeatId } from '../state/state.js';

/** The facedown cards of every battlefield. */
export function facedownCards(state: RiftboundState): ObjectId[] {
  const found: ObjectId[] = [];
  for (const bf of state.battlefields) if (bf.hidden !== null) found.push(bf.hidden.card);
  return found;
}

/** Whether `id` is a facedown card whose controller fits `relation` as seen by `chooser`. */
export function isLegalFacedown(state: RiftboundState, chooser: SeatId, spec: Pick<TargetSpec, 'relation'>, id: ObjectId): boolean {
  const bf = state.battlefields.find((b) => b.hidden?.card === id);
  if (bf === undefined || bf.hidden === null) return false;
  const { owner } = bf.hidden;
  const relation = spec.relation ?? 'any';
  if (relation === 'controlled') return owner === chooser;
  if (relation === 'friendly') return owner === chooser || sameTeam(state, chooser, owner);
  if (relation === 'enemy') return owner !== chooser && !sameTeam(state, chooser, owner);
  return true;
}

/** Returns the facedown card `id` to its owner's hand, revealed (CR 421.4); nothing if it is no longer facedown. */
export function returnFacedownToHand(host: RiftHost, id: ObjectId): void {
  const { state } = host;
  const bf = state.battlefields.find((b) => b.hidden?.card === id);
  if (bf === undefined || bf.hidden === null) return;
  const { owner } = bf.hidden;
  bf.hidden = null;
  seat(state, owner).hand.push(id);
  host.emit({ type: 'cardReturned', object: id, card: state.objects[id]?.card ?? '', owner, from: 'facedown', to: 'hand' });
}
