/**
 * Who kills a unit (CR 411, 428.5): a kill instruction's is the controller of the spell or
 * ability that holds it; a unit killed by lethal damage at a cleanup is killed by the spell or
 * ability that dealt it that damage, resolved just before (CR 428.5.c), so damage an item deals
 * is noted by unit until the next cleanup. Combat damage and other procedures of the game make
 * no player responsible (CR 411.2): those deaths are killed by nobody. "When you kill ..."
 * (`kills`) hears the kills a player is responsible for; "with a spell" those attributed to a
 * spell they control (CR 428.5.e).
 */
import type { KillBy, ChainItem, ObjectId } from '../state/state.js';
import type { RiftHost } from '../reads/queries.js';

/** The kills of a chain item: its controller's, with a spell if it is one (CR 428.5.b). */
export function killsOf(item: ChainItem): KillBy {
  return { seat: item.controller, spell: item.kind === 'spell' };
}

/** `item` dealt damage to `unit`: if it dies at the next cleanup, `item` killed it (CR 428.5.c). */
export function noteDamageBy(host: RiftHost, item: ChainItem, unit: ObjectId): void {
  (host.state.damagedBy ??= {})[unit] = killsOf(item);
}

/** Who killed each of `units` dying of lethal damage at this cleanup, and the notes forgotten: the next cleanup follows another item. */
export function lethalKills(host: RiftHost, units: readonly ObjectId[]): readonly (KillBy | undefined)[] | undefined {
  const noted = host.state.damagedBy;
  if (noted === undefined) return undefined;
  host.state.damagedBy = undefined;
  return units.map((unit) => noted[unit]);
}

/** Forgets the damage noted since the last cleanup (no unit died of it). */
export function forgetDamage(host: RiftHost): void {
  if (host.state.damagedBy !== undefined) host.state.damagedBy = undefined;
}
