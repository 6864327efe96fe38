/**
 * Costs within instructions paid with a unit (CR 742.1): "exhaust a unit you control to ..."
 * and "spend a buff to ..." ("exhaust me" is the source's own: self-costs.ts). The payer names the unit (`payCost` with `exhaust` or
 * `spendBuffFrom`); it must be theirs (a teammate's unit is friendly, not controlled, CR
 * 484.8.c), ready to be exhausted, or buffed to spend its buff (CR 702.2.b).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Effect } from '../schema/card-schema.js';

/** A cost within instructions as written in a step's `pay` (only its unit parts are read here). */
export type InstructionCostSpec = Effect['pay'];
import { object, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId } from '../state/state.js';
import { spendBuff } from './buffs.js';
import { refuse } from '../i18n/messages.js';

/** What a step's cost asks of units, and the action field that names each unit. */
const PARTS = [
  { part: 'exhaustUnit', field: 'exhaust' },
  { part: 'spendBuff', field: 'spendBuffFrom' },
] as const;

export type UnitCostChoice = { exhaust?: ObjectId; spendBuffFrom?: ObjectId };

/** The units `seat` could give for one part of a cost. */
function candidates(host: RiftHost, seat: SeatId, part: (typeof PARTS)[number]['part']): ObjectId[] {
  return unitsOnBoard(host.state).filter((u) => {
    const obj = object(host.state, u);
    return obj.controller === seat && (part === 'exhaustUnit' ? !obj.exhausted : obj.buffed === true);
  });
}

/** Every way `seat` could pay the unit parts of a cost (one entry, empty, when it asks none). */
export function unitCostChoices(host: RiftHost, seat: SeatId, pay: InstructionCostSpec): UnitCostChoice[] {
  let choices: UnitCostChoice[] = [{}];
  for (const { part, field } of PARTS) {
    if (pay?.[part] !== true) continue;
    const units = candidates(host, seat, part);
    choices = choices.flatMap((c) => units.map((u) => ({ ...c, [field]: u })));
  }
  return choices;
}

/** Why the units an action names do not pay the unit parts of a cost, or undefined. */
export function unitCostRefusal(host: RiftHost, seat: SeatId, pay: InstructionCostSpec, action: Record<string, unknown>): RuleViolation | undefined {
  for (const { part, field } of PARTS) {
    const id = action[field];
    if (pay?.[part] !== true) {
      if (id !== undefined) return refuse('MALFORMED_ACTION.thisCostAsks', 'docs/api.md#actions', { field });
      continue;
    }
    if (typeof id !== 'string') return refuse('MALFORMED_ACTION.namesTheUnit', 'docs/api.md#actions', { field });
    const obj = host.state.objects[id];
    if (!obj || !unitsOnBoard(host.state).includes(id)) return refuse('NOT_ON_BOARD.costUnit', 'CR 742.1', { id });
    if (obj.controller !== seat) return refuse('NOT_YOUR_UNIT.costUnit', 'CR 742.1, CR 484.8.c', { id });
    if (part === 'exhaustUnit' && obj.exhausted) return refuse('UNIT_EXHAUSTED.costUnit', 'CR 742.1', { id });
    if (part === 'spendBuff' && obj.buffed !== true) return refuse('NOT_BUFFED.costUnit', 'CR 702.2.b', { id });
  }
  return undefined;
}

/** Pays the unit parts of a cost with the units the action named (checked before). */
export function payUnitCosts(host: RiftHost, seat: SeatId, pay: InstructionCostSpec, action: UnitCostChoice): void {
  if (pay?.exhaustUnit === true && action.exhaust !== undefined) {
    object(host.state, action.exhaust).exhausted = true;
    host.emit({ type: 'unitExhaustedForCost', seat, unit: action.exhaust });
  }
  if (pay?.spendBuff === true && action.spendBuffFrom !== undefined) spendBuff(host, seat, action.spendBuffFrom);
}

/**
 * The unit parts the steps not declined ask for together: a triggered ability pays all its
 * costs within instructions as it is placed (CR 742.1.b), each part at most once (checked at load).
 */
export function unitPartsOf(effects: readonly Effect[], declined: readonly number[]): InstructionCostSpec {
  const asked = effects.filter((e, i) => !declined.includes(i) && e.pay !== undefined);
  return { energy: 0, power: [], exhaustUnit: asked.some((e) => e.pay?.exhaustUnit === true), spendBuff: asked.some((e) => e.pay?.spendBuff === true) };
}
