/**
 * Several cards of a trash chosen under one name as the card is played (CR 355.9.a, 355.13):
 * "Return up to three units with [Hidden] from your trash to your hand." The trash is public, so
 * they are targets, chosen in the action's `split` like "up to two units"; as the step resolves,
 * those still legal (still in the trash, still fitting) are acted on.
 */
import type { TargetSpec } from '../schema/card-schema.js';
import type { RiftHost } from '../reads/queries.js';
import type { ChainItem, ObjectId } from '../state/state.js';
import { isLegalTarget } from './targeting.js';

export function chosenTrashCards(host: RiftHost, item: Pick<ChainItem, 'controller' | 'here' | 'split'>, among: TargetSpec): ObjectId[] {
  return (item.split?.[among.name] ?? []).filter((id) => isLegalTarget(host, item.controller, among, id, item.here));
}
