/**
 * Conceding (CR 650): any player still in the game, at any time, whoever has priority.
 * It is never listed by `legalActions`: it is always available, and listing it would make
 * every seat look like it must act.
 */
import { concessionAction } from '../../../engine/game-kit/concession.js';
import { concede as performConcession } from '../mechanics/concession.js';
import type { RiftHost } from '../reads/queries.js';
import type { RiftboundRules, RiftboundState } from '../state/state.js';
import type { ConcedeAction, RiftboundEvent } from '../../../types/riftbound.js';

export const concede = concessionAction<RiftboundState, RiftboundRules, RiftboundEvent>(performConcede);

export function performConcede(host: RiftHost, action: ConcedeAction): void {
  performConcession(host, action.seat);
}
