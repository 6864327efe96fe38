/**
 * More resources added by a player's gear of a tag (`addsMore`): "While your score is within 3
 * points of the Victory Score, your Gold [Add] an additional :rb_energy_1:." Each time an
 * ability of such a gear its controller controls adds resources (CR 165.1, 429), each active
 * passive of that player's board naming the tag, its condition holding, adds its Energy too,
 * to the same pool.
 */
import type { Ability } from '../schema/card-schema.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { boardEntriesOfKind, card, object, unitLocation, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { boardRead, cachedBoardRead } from '../reads/unit-cache.js';
import { isActive } from '../cards/dependent.js';

type Passive = Extract<Ability, { kind: 'passive' }>;

interface Adder {
  readonly source: ObjectId;
  readonly ability: Passive;
  readonly more: NonNullable<Passive['addsMore']>;
}

// Made from the board alone; most boards have no such passive, and share the empty list.
const ADDERS = boardRead('passives adding to what gear of a tag add', addersAfresh, true);

function addersAfresh(host: RiftHost): Adder[] {
  const found: Adder[] = [];
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) for (const { ability } of entries) if (ability.addsMore !== undefined) found.push({ source, ability, more: ability.addsMore });
  return found;
}

/** The Energy more that `seatId`'s passives add as an ability of `gear` adds resources: 0 when none does (most boards). */
export function energyAddedMore(host: RiftHost, seatId: SeatId, gear: ObjectId): number {
  const adders = cachedBoardRead(host, ADDERS);
  if (adders.length === 0) return 0;
  const { state } = host;
  const obj = state.objects[gear];
  if (obj === undefined || obj.controller !== seatId || !state.gear.includes(gear)) return 0;
  const tags = card(host.rules, obj.card).tags ?? [];
  let energy = 0;
  for (const { source, ability, more } of adders) {
    const { controller } = object(state, source);
    if (controller !== seatId || !tags.includes(more.tag)) continue;
    if (!isActive(state, ability, controller, source)) continue;
    if (!conditionHolds(host, ability, { controller, source, here: unitLocation(state, source) ?? null })) continue;
    energy += more.energy;
  }
  return energy;
}
