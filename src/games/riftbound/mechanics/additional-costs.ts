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
 * a buffed unit you control whose buff is spent ("spend a buff", `spendBuff`) in `spendBuffFrom`;
 * a card of its player's hand discarded ("discard 1", `discard`), the card played aside, in
 * `discard`; `eachReduces` on a cost taking one object is its discount when paid ("If you do,
 * reduce my cost by :rb_energy_3:", CR 356.4); a ready unit you control exhausted ("exhaust a
 * friendly unit", `exhaustUnit`) in `exhaust`. "Exhaust your legend" (`exhaustLegend`) names nothing:
 * the player's legend, ready, is exhausted as the cost is paid.
 * Spells take the same costs (`playSpell`); an optional cost may waive the card's own cost
 * when paid ("If you do, ignore this spell's cost", `waivesCost`, CR 356.1.b.1), and a spell
 * paying one optionally is told whether it did as it resolves ("If you do, draw 2.", its chain
 * item's `paidAdditional`).
 *
 * A unit's optional cost of "any number of" objects (`anyNumber`: "you may spend any number of
 * buffs", "kill any number of friendly units", of gear) names them in a list, at least one when paid;
 * `eachReduces` takes Energy and Power off the card's cost for each one named ("Reduce my cost
 * by :rb_rune_order: for each killed this way", CR 356.4): a Power symbol of that domain, or
 * of any domain where none is left. Ambush's place counts the units left after a single unit
 * killed only (CR 822.3): no card kills any number of units and has Ambush.
 */
import { violation, type RuleViolation } from '../../../engine/errors.js';
import { object, seat, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import { changedCostParts, type Card, type ObjectId, type SeatId, type Cost } from '../state/state.js';
import { spendBuff } from './buffs.js';
import { killGear } from './gear.js';
import { discardCards, returnCardToHand } from './zone-cards.js';
import { killUnit } from './zones.js';
import { refuse, text } from '../i18n/messages.js';
import { lessOptional } from './optional-costs-less.js';

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
export function withAdditional(base: Cost, def: Card, paid: boolean, named?: unknown, optionalLess = 0): Cost {
  const extra = def.additionalCost;
  if (!paid || extra === undefined) return base;
  const own = extra.waivesCost === true ? changedCostParts(base, 0, NO_POWER) : base;
  // An optional one may cost less by a passive (mechanics/optional-costs-less.ts).
  const part = extra.optional === true && optionalLess > 0 ? lessOptional({ energy: extra.energy ?? 0, power: extra.power ?? NO_POWER, xp: 0 }, optionalLess) : { energy: extra.energy, power: extra.power };
  const added = part.energy === undefined && part.power === undefined ? own : changedCostParts(own, own.energy + (part.energy ?? 0), part.power === undefined ? own.power : [...own.power, ...part.power]);
  if (extra.eachReduces === undefined || named === undefined) return added;
  return reducedFor(added, extra.eachReduces, Array.isArray(named) ? named.length : 1);
}

/** `cost` less `each` for each of `n` objects taken: Energy never below 0, a Power symbol of the domain, else of any domain (CR 356.4-356.5). */
function reducedFor(cost: Cost, each: NonNullable<NonNullable<Card['additionalCost']>['eachReduces']>, n: number): Cost {
  const power = [...cost.power];
  for (let i = 0; i < n; i++) {
    for (const domain of each.power ?? NO_POWER) {
      const at = power.indexOf(domain);
      const any = at >= 0 ? at : power.indexOf('any');
      if (any >= 0) power.splice(any, 1);
    }
  }
  return changedCostParts(cost, Math.max(0, cost.energy - (each.energy ?? 0) * n), power);
}

/** An object the additional cost takes: which, the action field naming it, and what is done to it. */
interface Taken {
  readonly field: TakenField;
  readonly what: 'unit' | 'gear' | 'buffed unit' | 'ready unit' | 'card in hand';
  readonly pay: (host: RiftHost, id: ObjectId) => void;
}

/** How the catalogue names each kind of object a cost takes. */
const TAKEN_WORDS = { unit: 'unit', gear: 'gear', 'buffed unit': 'buffedUnit', 'ready unit': 'readyUnit', 'card in hand': 'cardInHand' } as const;

const KILL_UNIT: Taken = { field: 'kill', what: 'unit', pay: killUnit };
const KILL_GEAR: Taken = { field: 'kill', what: 'gear', pay: killGear };
const RETURN_GEAR: Taken = { field: 'returnGear', what: 'gear', pay: returnCardToHand };
const DISCARD: Taken = { field: 'discard', what: 'card in hand', pay: (host, id) => discardCards(host, object(host.state, id).owner, [id]) };
const SPEND_BUFF: Taken = { field: 'spendBuffFrom', what: 'buffed unit', pay: (host, id) => void spendBuff(host, object(host.state, id).controller, id) };
const EXHAUST_UNIT: Taken = { field: 'exhaust', what: 'ready unit', pay: (host, id) => void (object(host.state, id).exhausted = true) };

/** The action fields naming an object an additional cost takes. */
export type TakenField = 'kill' | 'returnGear' | 'spendBuffFrom' | 'discard' | 'exhaust';
const TAKEN_FIELDS: readonly TakenField[] = ['kill', 'returnGear', 'spendBuffFrom', 'discard', 'exhaust'];

/** The object the card's additional cost takes when paid, or undefined. */
function taken(def: Card, paid: boolean): Taken | undefined {
  const cost = def.additionalCost;
  if (!paid || cost === undefined) return undefined;
  if (cost.killUnit === true) return KILL_UNIT;
  if (cost.killGear === true) return KILL_GEAR;
  if (cost.spendBuff === true) return SPEND_BUFF;
  if (cost.discard === true) return DISCARD;
  if (cost.exhaustUnit === true) return EXHAUST_UNIT;
  return cost.returnGear === true ? RETURN_GEAR : undefined;
}

/** The action field naming the object the card's additional cost takes ("kill" by default). */
export function takenField(def: Card): TakenField {
  return taken(def, true)?.field ?? 'kill';
}

function candidates(host: RiftHost, seatId: SeatId, what: Taken['what'], playing: ObjectId | undefined): readonly ObjectId[] {
  const { state } = host;
  if (what === 'card in hand') return seat(state, seatId).hand.filter((id) => id !== playing);
  if (what === 'gear') return state.gear.filter((id) => object(state, id).controller === seatId);
  return unitsOnBoard(state).filter((id) => object(state, id).controller === seatId && (what === 'unit' || (what === 'ready unit' ? !object(state, id).exhausted : object(state, id).buffed === true)));
}

/** The units or gear `seatId` could give to pay the card's additional cost; [undefined] when it asks none. */
const NO_KILL: readonly (ObjectId | undefined)[] = [undefined];

const NO_WAY: readonly (ObjectId | undefined)[] = [];

/** Whether `seatId`'s legend is exhausted. */
function legendExhausted(host: RiftHost, seatId: SeatId): boolean {
  return object(host.state, seat(host.state, seatId).legendObject).exhausted;
}

/** The most objects whose every group is listed for "any number of"; beyond, each alone and all together. */
const LISTED_GROUPS_UP_TO = 5;

export function killChoices(host: RiftHost, seatId: SeatId, def: Card, paid: boolean, playing?: ObjectId): readonly (ObjectId | readonly ObjectId[] | undefined)[] {
  // "Exhaust your legend": no way to pay it while the legend is exhausted.
  if (paid && def.additionalCost?.exhaustLegend === true && legendExhausted(host, seatId)) return NO_WAY;
  const take = taken(def, paid);
  if (take === undefined) return NO_KILL;
  const ids = candidates(host, seatId, take.what, playing);
  return def.additionalCost?.anyNumber === true ? groupsOf(ids) : ids;
}

/** The non-empty groups of `ids` a player may name for "any number of" (all of them for a few). */
function groupsOf(ids: readonly ObjectId[]): readonly (readonly ObjectId[])[] {
  if (ids.length > LISTED_GROUPS_UP_TO) return [...ids.map((id) => [id]), ids];
  const groups: ObjectId[][] = [];
  for (let mask = 1; mask < 1 << ids.length; mask++) groups.push(ids.filter((_, i) => (mask & (1 << i)) !== 0));
  return groups;
}

/**
 * Why the action's choice about the additional cost (`payAdditional`, the object named in
 * `kill` or `returnGear`) does not pay it, or undefined.
 */
export function additionalCostRefusal(host: RiftHost, seatId: SeatId, def: Card, action: Readonly<Record<string, unknown>>): RuleViolation | undefined {
  const payAdditional = action['payAdditional'];
  if (payAdditional !== undefined && typeof payAdditional !== 'boolean') return refuse('MALFORMED_ACTION.payadditionalIsTrue', 'docs/api.md#actions');
  if (payAdditional === true && def.additionalCost?.optional !== true) return refuse('NO_OPTIONAL_COST', 'CR 356.2.b', { id: def.id });
  const paid = paysAdditional(def, payAdditional === true);
  if (paid && def.additionalCost?.exhaustLegend === true && legendExhausted(host, seatId)) return refuse('LEGEND_EXHAUSTED.yourLegendIs', 'CR 357', { id: def.id });
  const take = taken(def, paid);
  for (const field of TAKEN_FIELDS) {
    if (take?.field !== field && action[field] !== undefined) return refuse('MALFORMED_ACTION.asksNothingOf', 'docs/api.md#actions', { id: def.id, field });
  }
  if (take === undefined) return undefined;
  const named = action[take.field];
  if (def.additionalCost?.anyNumber === true) return namedGroupRefusal(host, seatId, def, take, named);
  if (typeof named !== 'string') return refuse('MISSING_ADDITIONAL_COST', 'CR 357', { id: def.id, what: text(`taken.${TAKEN_WORDS[take.what]}`), field: take.field });
  if (take === DISCARD) return discardRefusal(host, seatId, action['card'], named);
  return takenRefusal(host, seatId, take, named);
}

/** Why `named` cannot be discarded for the cost: not a card of the player's hand, or the card played. */
function discardRefusal(host: RiftHost, seatId: SeatId, playing: unknown, named: string): RuleViolation | undefined {
  if (named === playing || !seat(host.state, seatId).hand.includes(named)) return refuse('NOT_IN_HAND.isNotAnother', 'CR 357, CR 422.1', { named });
  return undefined;
}

/** Why the list named for "any number of" objects does not pay the cost: at least one, each once, each one the cost may take. */
function namedGroupRefusal(host: RiftHost, seatId: SeatId, def: Card, take: Taken, named: unknown): RuleViolation | undefined {
  if (!Array.isArray(named) || named.length === 0 || !named.every((id) => typeof id === 'string')) {
    return refuse('MISSING_ADDITIONAL_COST.list', 'CR 357', { id: def.id, what: text(take.what === 'unit' ? 'taken.units' : take.what === 'gear' ? 'taken.gears' : 'taken.buffedUnits'), field: take.field });
  }
  if (new Set(named).size !== named.length) return refuse('MALFORMED_ACTION.namesAnObject', 'docs/api.md#actions', { field: take.field });
  for (const id of named as readonly string[]) {
    const refused = takenRefusal(host, seatId, take, id);
    if (refused) return refused;
  }
  return undefined;
}

/** Why `named` cannot be taken by the cost: not on the board, not yours, without a buff to spend. */
function takenRefusal(host: RiftHost, seatId: SeatId, take: Taken, named: string): RuleViolation | undefined {
  const { state } = host;
  const gear = take.what === 'gear';
  if (!(gear ? state.gear : unitsOnBoard(state)).includes(named)) return refuse(gear ? 'NOT_ON_BOARD.gear' : 'NOT_ON_BOARD.unit', 'CR 357', { id: named });
  const notYours = gear ? 'NOT_YOUR_GEAR' : 'NOT_YOUR_UNIT';
  if (object(state, named).controller !== seatId) return violation(notYours, text('notYoursToPay', { id: named, what: text(`taken.${TAKEN_WORDS[take.what]}`) }), 'CR 357, CR 484.8.c');
  if (take === SPEND_BUFF && object(state, named).buffed !== true) return refuse('NOT_BUFFED.hasNoBuff', 'CR 702.2.b', { named });
  if (take === EXHAUST_UNIT && object(state, named).exhausted) return refuse('UNIT_EXHAUSTED.isAlreadyExhausted', 'CR 357', { named });
  return undefined;
}

/**
 * Pays the non-standard part of the additional cost: the unit or gear named dies (or what
 * replaces its death happens, CR 357.2.a), or the gear named returns to its owner's hand.
 */
export function payAdditionalCost(host: RiftHost, seatId: SeatId, def: Card, paid: boolean, named: ObjectId | readonly ObjectId[] | undefined): void {
  if (paid && def.additionalCost?.exhaustLegend === true) {
    const legend = seat(host.state, seatId).legendObject;
    object(host.state, legend).exhausted = true;
    host.emit({ type: 'additionalCostPaid', seat: seatId, card: def.id, exhausted: legend });
  }
  const take = taken(def, paid);
  if (take === undefined || named === undefined) return;
  if (typeof named !== 'string') {
    for (const id of named) payAdditionalCost(host, seatId, def, paid, id);
    return;
  }
  // A buff spent and a card discarded are told by their own events (buffSpent, cardsDiscarded).
  if (take !== SPEND_BUFF && take !== DISCARD) host.emit({ type: 'additionalCostPaid', seat: seatId, card: def.id, ...(take.field === 'kill' ? { killed: named } : take === EXHAUST_UNIT ? { exhausted: named } : { returned: named }) });
  take.pay(host, named);
}
