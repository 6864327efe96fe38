/**
 * "The next spell you play this turn ...": an effect leaves a change for the next spell its
 * controller plays this turn (the `nextSpell` operation): Energy off its cost (CR 356.4), Bonus
 * Damage it deals (CR 713), or [Repeat] for its own cost (CR 820). Each change is a delayed
 * effect (mechanics/delayed.ts), kept in the state's `delayed` until the turn ends; it waits
 * until that player plays a spell, which takes every change waiting for them (CR 356: its cost
 * is found with them), and keeps them with its chain item while it resolves.
 */
import type { Domain } from '../schema/card-schema.js';
import type { NextSpellChange, RiftboundState, SeatId, Cost } from '../state/state.js';

const NONE: readonly never[] = [];

/** Leaves `change` for the next spell `seat` plays this turn. */
export function leaveForNextSpell(state: RiftboundState, seat: SeatId, change: { readonly energy?: number | undefined; readonly bonusDamage?: number | undefined; readonly repeat?: boolean }): void {
  const entry: NextSpellChange = { kind: 'nextSpell', seat, energy: change.energy ?? 0, bonusDamage: change.bonusDamage ?? 0, repeat: change.repeat === true, item: null };
  state.delayed = [...(state.delayed ?? NONE), entry];
}

/** The Energy discounts waiting for the next spell `seat` plays: the waiting changes themselves (their `energy` is the discount). */
export function nextSpellDiscounts(state: RiftboundState, seat: SeatId): readonly NextSpellChange[] {
  const delayed = state.delayed;
  if (delayed === undefined) return NONE;
  let found: NextSpellChange[] | undefined;
  for (const change of delayed) if (change.kind === 'nextSpell' && change.item === null && change.seat === seat && change.energy > 0) (found ??= []).push(change);
  return found ?? NONE;
}

/** Whether a change waiting for the next spell `seat` plays gives it [Repeat] for its own cost. */
export function nextSpellRepeats(state: RiftboundState, seat: SeatId): boolean {
  return state.delayed?.some((change) => change.kind === 'nextSpell' && change.item === null && change.seat === seat && change.repeat) === true;
}

/** The Repeat cost a waiting change gives a spell printing `energy` and `power` (CR 820.1.c): that cost. */
export function repeatForItsCost(energy: number, power: readonly (Domain | 'any')[]): Cost {
  return { energy, power };
}

/** `seat` plays the spell of chain item `item`: it takes every change waiting for their next spell. */
export function takeNextSpellChanges(state: RiftboundState, seat: SeatId, item: string): void {
  if (state.delayed === undefined) return;
  for (const change of state.delayed) if (change.kind === 'nextSpell' && change.item === null && change.seat === seat) change.item = item;
}

/** The Bonus Damage the changes taken by the spell of chain item `item` give it. */
export function nextSpellBonusDamage(state: RiftboundState, item: string): number {
  if (state.delayed === undefined) return 0;
  let sum = 0;
  for (const change of state.delayed) if (change.kind === 'nextSpell' && change.item === item) sum += change.bonusDamage;
  return sum;
}
