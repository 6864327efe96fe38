/**
 * An additional cost to play a unit (CR 356.2, 357): "as an additional cost to play me, kill a
 * unit you control" (`additionalCost: { killUnit: true }`), "you may pay :rb_energy_1: as an
 * additional cost to play me" (`{ energy: 1, optional: true }`). A mandatory cost is always
 * paid; an optional one only when its player says so as they play the card (`payAdditional`
 * in `playUnit`, CR 356.2.b). Energy and Power join the card's cost before discounts (CR
 * 356.2-356.4); a unit to kill is named in `kill` and dies as the cost is paid, before the card
 * is finalized, so a place the card could go only because of that unit is no longer open
 * (Ambush, CR 822.3). A cost whose death is replaced is still paid (CR 357.2.a). Whether an
 * optional cost was paid is told to the card's `played` triggers (CR 356.4.f.1). A gear you
 * control killed ("kill a friendly gear", `killGear`) is named in `kill` too; one returned to
 * its owner's hand ("return a friendly gear to its owner's hand", `returnGear`) in `returnGear`;
 * a buffed unit you control whose buff is spent ("spend a buff", `spendBuff`) in `spendBuffFrom`.
 * Spells take the same costs (`playSpell`); an optional cost may waive the card's own cost
 * when paid ("If you do, ignore this spell's cost", `waivesCost`, CR 356.1.b.1).
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import { object, unitsOnBoard, type RiftHost } from '../queries.js';
import type { Card, ObjectId, SeatId } from '../state.js';
import { spendBuff } from './buffs.js';
import { killGear } from './gear.js';
import type { Cost } from './resources.js';
import { returnCardToHand } from './zone-cards.js';
import { killUnit } from './zones.js';

/** Whether the card's additional cost is paid as it is played with `payAdditional`: always when mandatory. */
export function paysAdditional(def: Card, payAdditional: boolean): boolean {
  const cost = def.additionalCost;
  return cost !== undefined && (cost.optional !== true || payAdditional);
}

/** The ways to choose about the card's optional additional cost: declined or paid (only declined when it has none). */
const NOT_OFFERED: readonly boolean[] = [false];
const OFFERED: readonly boolean[] = [false, true];

export function additionalChoices(def: Card): readonly boolean[] {
  return def.additionalCost?.optional === true ? OFFERED : NOT_OFFERED;
}

const NO_POWER: readonly never[] = [];

/**
 * The cost with the Energy and Power of its additional cost added, when paid (CR 356.2); a
 * paid cost that waives the card's own sets its base Energy and Power to zero first (CR 356.1.b.1).
 */
export function withAdditional(base: Cost, def: Card, paid: boolean): Cost {
  const extra = def.additionalCost;
  if (!paid || extra === undefined) return base;
  const own = extra.waivesCost === true ? { ...base, energy: 0, power: NO_POWER } : base;
  if (extra.energy === undefined && extra.power === undefined) return own;
  return { ...own, energy: own.energy + (extra.energy ?? 0), power: extra.power === undefined ? own.power : [...own.power, ...extra.power] };
}

/** An object the additional cost takes: which, the action field naming it, and what is done to it. */
interface Taken {
  readonly field: TakenField;
  readonly what: 'unit' | 'gear' | 'buffed unit';
  readonly pay: (host: RiftHost, id: ObjectId) => void;
}

const KILL_UNIT: Taken = { field: 'kill', what: 'unit', pay: killUnit };
const KILL_GEAR: Taken = { field: 'kill', what: 'gear', pay: killGear };
const RETURN_GEAR: Taken = { field: 'returnGear', what: 'gear', pay: returnCardToHand };
const SPEND_BUFF: Taken = { field: 'spendBuffFrom', what: 'buffed unit', pay: (host, id) => void spendBuff(host, object(host.state, id).controller, id) };

/** The action fields naming an object an additional cost takes. */
export type TakenField = 'kill' | 'returnGear' | 'spendBuffFrom';
const TAKEN_FIELDS: readonly TakenField[] = ['kill', 'returnGear', 'spendBuffFrom'];

/** The object the card's additional cost takes when paid, or undefined. */
function taken(def: Card, paid: boolean): Taken | undefined {
  const cost = def.additionalCost;
  if (!paid || cost === undefined) return undefined;
  if (cost.killUnit === true) return KILL_UNIT;
  if (cost.killGear === true) return KILL_GEAR;
  if (cost.spendBuff === true) return SPEND_BUFF;
  return cost.returnGear === true ? RETURN_GEAR : undefined;
}

/** The action field naming the object the card's additional cost takes ("kill" by default). */
export function takenField(def: Card): TakenField {
  return taken(def, true)?.field ?? 'kill';
}

function candidates(host: RiftHost, seatId: SeatId, what: Taken['what']): readonly ObjectId[] {
  const { state } = host;
  if (what === 'gear') return state.gear.filter((id) => object(state, id).controller === seatId);
  return unitsOnBoard(state).filter((id) => object(state, id).controller === seatId && (what === 'unit' || object(state, id).buffed === true));
}

/** The units or gear `seatId` could give to pay the card's additional cost; [undefined] when it asks none. */
const NO_KILL: readonly (ObjectId | undefined)[] = [undefined];

export function killChoices(host: RiftHost, seatId: SeatId, def: Card, paid: boolean): readonly (ObjectId | undefined)[] {
  const take = taken(def, paid);
  return take === undefined ? NO_KILL : candidates(host, seatId, take.what);
}

/**
 * Why the action's choice about the additional cost (`payAdditional`, the object named in
 * `kill` or `returnGear`) does not pay it, or undefined.
 */
export function additionalCostRefusal(host: RiftHost, seatId: SeatId, def: Card, action: Readonly<Record<string, unknown>>): RuleViolation | undefined {
  const payAdditional = action['payAdditional'];
  if (payAdditional !== undefined && typeof payAdditional !== 'boolean') return violation('MALFORMED_ACTION', '"payAdditional" is true or false', 'docs/api.md#actions');
  if (payAdditional === true && def.additionalCost?.optional !== true) return violation('NO_OPTIONAL_COST', `${def.id} has no optional additional cost to pay`, 'CR 356.2.b');
  const take = taken(def, paysAdditional(def, payAdditional === true));
  for (const field of TAKEN_FIELDS) {
    if (take?.field !== field && action[field] !== undefined) return violation('MALFORMED_ACTION', `${def.id} asks nothing of "${field}" as it is played`, 'docs/api.md#actions');
  }
  if (take === undefined) return undefined;
  const named = action[take.field];
  if (typeof named !== 'string') return violation('MISSING_ADDITIONAL_COST', `as an additional cost to play ${def.id}, name a ${take.what} you control ("${take.field}")`, 'CR 357');
  const { state } = host;
  const gear = take.what === 'gear';
  if (!(gear ? state.gear : unitsOnBoard(state)).includes(named)) return violation('NOT_ON_BOARD', `${named} is not a ${gear ? 'gear' : 'unit'} on the board`, 'CR 357');
  const notYours = gear ? 'NOT_YOUR_GEAR' : 'NOT_YOUR_UNIT';
  if (object(state, named).controller !== seatId) return violation(notYours, `you do not control ${named}: only a ${take.what} you control pays this cost`, 'CR 357, CR 484.8.c');
  if (take === SPEND_BUFF && object(state, named).buffed !== true) return violation('NOT_BUFFED', `${named} has no buff to spend and the cost spends it`, 'CR 702.2.b');
  return undefined;
}

/**
 * Pays the non-standard part of the additional cost: the unit or gear named dies (or what
 * replaces its death happens, CR 357.2.a), or the gear named returns to its owner's hand.
 */
export function payAdditionalCost(host: RiftHost, seatId: SeatId, def: Card, paid: boolean, named: ObjectId | undefined): void {
  const take = taken(def, paid);
  if (take === undefined || named === undefined) return;
  // A buff spent is told by its own event (buffSpent).
  if (take !== SPEND_BUFF) host.emit({ type: 'additionalCostPaid', seat: seatId, card: def.id, ...(take.field === 'kill' ? { killed: named } : { returned: named }) });
  take.pay(host, named);
}
