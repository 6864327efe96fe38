/**
 * Amounts a step counts as it resolves, beyond a number printed on the card: "damage equal to
 * its Might", "its Energy cost as damage", "draw 1 for each of your [Mighty] units", "+2
 * :rb_might: for each enemy unit there". A step states `amount`, or `equalTo` instead; with
 * `forEach` the amount is so much for each member of a group (groups.ts).
 */
import type { Group, LookedFilter, Quantity } from '../schema/card-schema.js';
import { card, might, unitLocation, type RiftHost } from '../reads/queries.js';
import type { ObjectId } from '../state/state.js';
import { keywordTotal } from '../reads/keyword-handlers.js';
import type { KeywordName } from '../schema/keyword-names.js';

/**
 * How much `step` counts now: its `amount` or what `equalTo` names, times the members of its
 * `forEach` group, times the cards looked at of its `forEachLooked`. `named` finds the object a
 * name stands for; `count` how many a group holds; `looked` how many cards looked at fit.
 */
export function countAmount(
  host: RiftHost,
  step: Quantity,
  named: (name: string) => ObjectId | undefined,
  count: (group: Group) => number,
  looked: (filter: LookedFilter) => number,
  counted: (count: unknown) => number,
): number {
  let amount = step.equalTo === undefined ? (step.amount ?? 0) : equalTo(host, step.equalTo, named);
  if (step.forEach !== undefined) amount *= count(step.forEach);
  if (step.forEachCount !== undefined) amount *= counted(step.forEachCount);
  if (step.forEachLooked !== undefined) amount *= looked(step.forEachLooked);
  return amount;
}

function equalTo(host: RiftHost, what: NonNullable<Quantity['equalTo']>, named: (name: string) => ObjectId | undefined): number {
  if (what.keywordOf !== undefined) return keywordValueOf(host, named(what.keywordOf), what.keyword);
  const name = what.might ?? what.energyCost;
  const id = name === undefined ? undefined : named(name);
  const obj = id === undefined ? undefined : host.state.objects[id];
  if (obj === undefined) return 0;
  const def = card(host.rules, obj.card);
  if (what.energyCost !== undefined) return def.cost?.energy ?? 0;
  return mightNow(host, obj.id);
}

/** A unit's Might as a step reads it: on the board its Might now; gone from it, its printed Might (as Mighty is asked there, CR 711). */
export function mightNow(host: RiftHost, id: ObjectId): number {
  const obj = host.state.objects[id];
  if (obj === undefined) return 0;
  return unitLocation(host.state, id) !== undefined ? might(host, id) : (card(host.rules, obj.card).might ?? 0);
}

/** The value of a keyword on a unit on the board, its instances summed (CR 807.2, 809.2, 814.2); 0 off the board. */
function keywordValueOf(host: RiftHost, id: ObjectId | undefined, keyword: KeywordName | undefined): number {
  if (id === undefined || keyword === undefined || unitLocation(host.state, id) === undefined) return 0;
  return keywordTotal(host, id, keyword);
}
