/**
 * What hiding costs (CR 811.1.b: 1 Power of any domain), as effects change it:
 * - Hiding for free: "You can hide cards ignoring costs this turn." A delayed effect of its
 *   controller (`hidesFree`, mechanics/delayed.ts keeps the list and ends it as the turn ends):
 *   while it lasts, hiding a card costs them nothing (actions/hide.ts).
 * - Another cost: a passive `hideCost` ("You may pay :rb_energy_1: to hide a card with [Hidden]
 *   instead of :rb_rune_rainbow:") lets its controller pay that instead, when they choose to
 *   (the `hide` action's `alternativeCost`); with several, the first on the board.
 * Where and what they may hide is unchanged.
 */
import type { Ability } from '../schema/card-schema.js';
import { isActive } from '../cards/dependent.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { boardEntriesOfKind, object, unitLocation, type RiftHost } from '../reads/queries.js';
import { boardRead, cachedBoardRead } from '../reads/unit-cache.js';
import type { RiftboundState, SeatId, Cost } from '../state/state.js';

type Passive = Extract<Ability, { kind: 'passive' }>;

// Made from the board alone; most boards have no such passive, and share the empty list.
const OTHER_COSTS = boardRead('passives letting their controller hide for another cost', (host: RiftHost) => {
  const found: { source: string; ability: Passive }[] = [];
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) for (const { ability } of entries) if (ability.hideCost !== undefined) found.push({ source, ability });
  return found;
}, true);

/** The cost `seat` may pay to hide instead of the usual one, from the first of their passives that says so now; none for most. */
export function alternativeHideCost(host: RiftHost, seat: SeatId): Cost | undefined {
  const found = cachedBoardRead(host, OTHER_COSTS);
  for (const { source, ability } of found) {
    const { controller } = object(host.state, source);
    if (controller !== seat || ability.hideCost === undefined || !isActive(host.state, ability, controller, source)) continue;
    if (!conditionHolds(host, ability, { controller, source, here: unitLocation(host.state, source) ?? null })) continue;
    return { energy: ability.hideCost.energy, power: ability.hideCost.power };
  }
  return undefined;
}

/** `seat` hides cards ignoring costs for the rest of the turn. */
export function hideFreeThisTurn(host: RiftHost, seat: SeatId): void {
  const { state } = host;
  if (hidesFree(state, seat)) return;
  state.delayed = [...(state.delayed ?? []), { kind: 'hidesFree', seat }];
  host.emit({ type: 'hidingFree', seat });
}

/** Whether `seat` hides cards ignoring costs now. */
export function hidesFree(state: RiftboundState, seat: SeatId): boolean {
  return state.delayed?.some((d) => d.kind === 'hidesFree' && d.seat === seat) ?? false;
}
