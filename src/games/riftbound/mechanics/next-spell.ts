/**
 * "The next spell you play this turn ...": an effect leaves a change for the next spell its
 * controller plays this turn (the `nextSpell` operation): Energy off its cost (CR 356.4), Bonus
 * Damage it deals (CR 713), or [Repeat] for its own cost (CR 820). The changes wait in the
 * state (`nextSpell`, unset as a turn begins, turn.ts) until that player plays a spell, which
 * takes every change waiting for them (CR 356: its cost is found with them), and keeps them
 * with its chain item while it resolves.
 */
import type { Domain } from '../card-schema.js';
import type { NextSpellChange, RiftboundState, SeatId } from '../state.js';
import type { Cost } from './resources.js';

const NONE: readonly never[] = [];

/** Leaves `change` for the next spell `seat` plays this turn. */
export function leaveForNextSpell(state: RiftboundState, seat: SeatId, change: { readonly energy?: number | undefined; readonly bonusDamage?: number | undefined; readonly repeat?: boolean }): void {
  const entry: NextSpellChange = { seat, energy: change.energy ?? 0, bonusDamage: change.bonusDamage ?? 0, repeat: change.repeat === true, item: null };
  state.nextSpell = [...(state.nextSpell ?? NONE), entry];
}

/** The Energy discounts waiting for the next spell `seat` plays: the waiting changes themselves (their `energy` is the discount). */
export function nextSpellDiscounts(state: RiftboundState, seat: SeatId): readonly NextSpellChange[] {
  const waiting = state.nextSpell;
  if (waiting === undefined) return NONE;
  let found: NextSpellChange[] | undefined;
  for (const change of waiting) if (change.item === null && change.seat === seat && change.energy > 0) (found ??= []).push(change);
  return found ?? NONE;
}

/** Whether a change waiting for the next spell `seat` plays gives it [Repeat] for its own cost. */
export function nextSpellRepeats(state: RiftboundState, seat: SeatId): boolean {
  return state.nextSpell?.some((change) => change.item === null && change.seat === seat && change.repeat) === true;
}

/** The Repeat cost a waiting change gives a spell printing `energy` and `power` (CR 820.1.c): that cost. */
export function repeatForItsCost(energy: number, power: readonly (Domain | 'any')[]): Cost {
  return { energy, power };
}

/** `seat` plays the spell of chain item `item`: it takes every change waiting for their next spell. */
export function takeNextSpellChanges(state: RiftboundState, seat: SeatId, item: string): void {
  if (state.nextSpell === undefined) return;
  for (const change of state.nextSpell) if (change.item === null && change.seat === seat) change.item = item;
}

/** The Bonus Damage the changes taken by the spell of chain item `item` give it. */
export function nextSpellBonusDamage(state: RiftboundState, item: string): number {
  if (state.nextSpell === undefined) return 0;
  let sum = 0;
  for (const change of state.nextSpell) if (change.item === item) sum += change.bonusDamage;
  return sum;
}
