/**
 * Bonus Damage (CR 712-715): granted to one deal action by the action itself (its `bonus`
 * instances) and by passive abilities of its controller's cards ("your spells deal 1 bonus
 * damage"). All instances are summed and applied once (CR 714); a sum below 1 adds nothing
 * (CR 714.1-714.2); with several targets each gets the bonus (CR 715.2); a deal action that
 * deals no damage gets none (CR 715.4).
 */
import type { Effect } from '../card-schema.js';
import { conditionHolds } from '../card-conditions.js';
import { cardOf, legendObjects, object, unitLocation, unitsOnBoard, type RiftHost } from '../queries.js';
import type { ChainItem } from '../state.js';

type Damage = Extract<Effect, { op: 'damage' }>;

/** Which passive grants reach an item of this kind. */
const REACHES: Record<ChainItem['kind'], readonly string[]> = {
  spell: ['spells', 'spellsAndAbilities'],
  activated: ['abilities', 'spellsAndAbilities'],
  triggered: ['abilities', 'spellsAndAbilities'],
};

/** The bonus damage of one deal action of `item`: the sum of every instance granted to it, at least 0. */
export function bonusDamageOf(host: RiftHost, item: ChainItem, effect: Damage): number {
  if (effect.amount <= 0) return 0;
  const { state } = host;
  const event = { controller: item.controller, source: item.source, here: item.here };
  let sum = 0;
  for (const instance of effect.bonus ?? []) if (conditionHolds(host, instance, event)) sum += instance.amount;
  for (const source of [...unitsOnBoard(state), ...legendObjects(state)]) {
    const owner = object(state, source);
    if (owner.controller !== item.controller) continue;
    for (const ability of cardOf(host, source).abilities ?? []) {
      if (ability.kind !== 'passive' || !ability.bonusDamage || !REACHES[item.kind].includes(ability.bonusDamage.from)) continue;
      if (!conditionHolds(host, ability, { controller: owner.controller, source, here: unitLocation(state, source) ?? null })) continue;
      sum += ability.bonusDamage.amount;
    }
  }
  return Math.max(0, sum);
}
