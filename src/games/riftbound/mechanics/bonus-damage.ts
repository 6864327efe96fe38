/**
 * Bonus Damage (CR 712-715): granted to one deal action by the action itself (its `bonus`
 * instances) and by active passive abilities on the board its controller controls ("your
 * spells deal 1 bonus damage"): of units, the Effect Text of gear attached to them included,
 * of legends and of unattached gear (CR 136.2, 718.2, 718.3), a dependent one only while its
 * condition holds (CR 727.1.b.2, 727.1.c.2). All instances are summed and applied once (CR
 * 714); a sum below 1 adds nothing (CR 714.1-714.2); with several targets each gets the bonus
 * (CR 715.2); a deal action that deals no damage gets none (CR 715.4). A spell also deals what an
 * effect left for the next spell its player played (mechanics/next-spell.ts). A passive may grant
 * it to every player's deal actions, but only to units at its battlefield ("spells and abilities
 * affecting units here each deal 2 Bonus Damage", `to: "unitsHere"`): it is summed with the
 * others for each such unit alone (CR 714, 715.2).
 */
import type { Effect } from '../schema/card-schema.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { boardEntriesOfKind, eachBoardPassive, object, unitLocation, type RiftHost } from '../reads/queries.js';
import type { ChainItem, ObjectId } from '../state/state.js';
import { isActive } from '../cards/dependent.js';
import { nextSpellBonusDamage } from './next-spell.js';

type Instances = Extract<Effect, { op: 'damage' }>['bonus'];

/** Which passive grants reach an item of this kind. */
const REACHES: Record<ChainItem['kind'], readonly string[]> = {
  spell: ['spells', 'spellsAndAbilities'],
  activated: ['abilities', 'spellsAndAbilities'],
  triggered: ['abilities', 'spellsAndAbilities'],
};

/**
 * The bonus damage of one deal action of `item` dealing `amount`, with its own `bonus` instances:
 * the sum of every instance granted to it, at least 0; to `unit`, with those granted to units where it is.
 */
export function bonusDamageOf(host: RiftHost, item: ChainItem, amount: number, bonus: Instances, unit?: ObjectId): number {
  if (amount <= 0) return 0;
  const { state } = host;
  const event = { controller: item.controller, source: item.source, here: item.here };
  let sum = 0;
  for (const instance of bonus ?? []) if (conditionHolds(host, instance, event)) sum += instance.amount;
  // "The next spell you play this turn deals 3 Bonus Damage" (mechanics/next-spell.ts).
  if (item.kind === 'spell') sum += nextSpellBonusDamage(state, item.id);
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) {
    const { controller } = object(state, source);
    if (controller !== item.controller) continue;
    for (const { ability } of entries) {
      if (!ability.bonusDamage || ability.bonusDamage.to !== undefined || !REACHES[item.kind].includes(ability.bonusDamage.from)) continue;
      if (!isActive(state, ability, controller, source)) continue;
      if (!conditionHolds(host, ability, { controller, source, here: unitLocation(state, source) ?? null })) continue;
      sum += ability.bonusDamage.amount;
    }
  }
  if (unit !== undefined) sum += bonusToUnitsThere(host, item, unit);
  return Math.max(0, sum);
}

/** The instances granted to any player's deal actions to units at the battlefield where `unit` is, by passives of that battlefield or of objects there. */
function bonusToUnitsThere(host: RiftHost, item: ChainItem, unit: ObjectId): number {
  const { state } = host;
  const where = unitLocation(state, unit);
  if (where === undefined || where === 'base') return 0;
  let sum = 0;
  eachBoardPassive(host, (ability, source, controller, at) => {
    const granted = ability.bonusDamage;
    if (granted?.to !== 'unitsHere' || at !== where || !REACHES[item.kind].includes(granted.from)) return;
    if (!isActive(state, ability, controller, source)) return;
    if (!conditionHolds(host, ability, { controller, source, here: where })) return;
    sum += granted.amount;
  });
  return sum;
}
