/**
 * Triggered abilities: when their trigger happens they wait; the next cleanup puts them on
 * the chain, in the order they triggered (CR 307-313).
 */
import type { Trigger } from '../card-schema.js';
import { conditionOf } from '../cards.js';
import { abilitiesOf, dependencyHolds } from '../keywords/handlers.js';
import { card, object, type RiftHost } from '../queries.js';
import type { LastKnown, ObjectId, SeatId } from '../state.js';
import { addToChain } from './chain.js';

/**
 * Queues the abilities of `source` (an object, or a battlefield) with this trigger.
 * `controller` is who controls the triggered ability; `here` the battlefield it refers to.
 */
export function queueTriggers(host: RiftHost, trigger: Trigger, source: ObjectId, cardId: string, controller: SeatId, here: ObjectId | null, lastKnown?: LastKnown): void {
  abilitiesOf(card(host.rules, cardId)).forEach((ability, index) => {
    if (ability.kind !== 'triggered' || ability.trigger !== trigger) return;
    // A dependent ability triggers only while active (CR 727.1.c.1).
    if (!dependencyHolds(host, ability.dependsOn, controller, source)) return;
    const condition = conditionOf(ability);
    if (condition && condition({ state: host.state, event: { controller, source, here, ...(lastKnown ? { might: lastKnown.might } : {}) } }) !== true) return;
    host.state.triggers.push({ controller, source, card: cardId, ability: index, here, ...(lastKnown ? { lastKnown } : {}) });
    host.emit({ type: 'abilityTriggered', trigger, source, card: cardId, controller });
  });
}

/** A unit's own trigger, controlled by its controller. */
export function queueUnitTriggers(host: RiftHost, trigger: Trigger, unit: ObjectId, here: ObjectId | null, lastKnown?: LastKnown): void {
  const obj = object(host.state, unit);
  queueTriggers(host, trigger, unit, obj.card, obj.controller, here, lastKnown);
}

/** Puts waiting triggered abilities on the chain. Returns whether any was. */
export function flushTriggers(host: RiftHost): boolean {
  const { state } = host;
  if (state.triggers.length === 0) return false;
  if (state.chain.length === 0) state.chainOpenedByTrigger = true;
  for (const t of state.triggers.splice(0)) {
    addToChain(host, { kind: 'triggered', controller: t.controller, source: t.source, card: t.card, ability: t.ability, targets: {}, declined: [], here: t.here, ...(t.lastKnown ? { lastKnown: t.lastKnown } : {}) });
  }
  return true;
}
