/** Read-only questions about a Riftbound state, shared by mechanics, actions and selectors. */
import { EngineError } from '../../../engine/errors.js';
import type { Host } from '../../../engine/game/module.js';
import type { RiftboundEvent } from '../../../types/riftbound.js';
import type { Ability, RESTRICTIONS } from '../schema/card-schema.js';

/** What a passive may forbid a unit (CR 054). */
export type Restriction = (typeof RESTRICTIONS)[number];
import { amountValue, conditionHolds, conditionReadsMight } from './card-conditions.js';
import { readsEvent } from '../cards/reads-event.js';
import { isActive } from '../cards/dependent.js';
import { activeKindsOf, activeKindsWith, mightBonus, type EntryOf, type KindEntries } from './gear-text.js';
import { cardFacts, type CardFacts } from './card-facts.js';
import { keywordMight, keywordMightCeiling, keywordsOf, keywordsWith } from './keyword-handlers.js';
import { keywordName } from '../schema/keyword-names.js';
import { attachedTo, boardIndex, boardRead, cachedBoardRead, cachedUnitRead, type BoardIndex, type UnitPlace } from './unit-cache.js';
import type { BattlefieldState, Card, GameObject, ObjectId, ObjectKeyword, RiftboundRules, RiftboundState, SeatId, SeatState, TeamState } from '../state/state.js';

/** The host Riftbound code works with: `emit` takes the events src/types/riftbound.ts publishes. */
export type RiftHost = Host<RiftboundState, RiftboundRules, RiftboundEvent>;

export function seat(state: RiftboundState, id: SeatId): SeatState {
  const found = state.seats.find((s) => s.id === id);
  if (!found) throw new EngineError(`no seat ${id}`);
  return found;
}

export function teamOf(state: RiftboundState, seatId: SeatId): TeamState {
  const team = state.teams.find((t) => t.seats.includes(seatId));
  if (!team) throw new EngineError(`seat ${seatId} has no team`);
  return team;
}

export function teammates(state: RiftboundState, seatId: SeatId): SeatId[] {
  return teamOf(state, seatId).seats.filter((s) => s !== seatId);
}

export function opponents(state: RiftboundState, seatId: SeatId): SeatId[] {
  const team = teamOf(state, seatId);
  return state.seats.map((s) => s.id).filter((s) => !team.seats.includes(s));
}

/** The seat after `seatId` in turn order. */
export function nextSeat(state: RiftboundState, seatId: SeatId): SeatId {
  const i = state.seats.findIndex((s) => s.id === seatId);
  return (state.seats[(i + 1) % state.seats.length] as SeatState).id;
}

export function object(state: RiftboundState, id: ObjectId): GameObject {
  const found = state.objects[id];
  if (!found) throw new EngineError(`no object ${id}`);
  return found;
}

export function card(rules: RiftboundRules, cardId: string): Card {
  const found = rules.cardDb.cards.get(cardId);
  if (!found) throw new EngineError(`no card ${cardId}`);
  return found;
}

/**
 * The card database's own string for the card id `cardId` (the key it is stored under), or
 * `cardId` when it names no card. Objects keep this one: looking their card up then finds the
 * key by identity, where an equal string from elsewhere (a deck list, an effect) is compared
 * character by character on every lookup.
 */
export function canonicalCardId(rules: RiftboundRules, cardId: string): string {
  return rules.cardDb.cards.get(cardId)?.id ?? cardId;
}

export function cardOf(host: RiftHost, id: ObjectId): Card {
  return card(host.rules, object(host.state, id).card);
}

export function battlefield(state: RiftboundState, id: ObjectId): BattlefieldState {
  const found = state.battlefields.find((b) => b.id === id);
  if (!found) throw new EngineError(`no battlefield ${id}`);
  return found;
}

export function findBattlefield(state: RiftboundState, id: unknown): BattlefieldState | undefined {
  return typeof id === 'string' ? state.battlefields.find((b) => b.id === id) : undefined;
}

/** Units whose Might is being worked out: a condition asking for one of them again gets its Might before passives. */
const mightInProgress = new Set<ObjectId>();

/**
 * A unit's might: printed (or set), plus its buff (+1, CR 703), plus "this turn" changes,
 * plus passive abilities on the board. A passive's condition that asks for the Might of the
 * unit being worked out sees it without passives (abilities apply before arithmetic, CR 471.3).
 */
export function might(host: RiftHost, unit: ObjectId): number {
  if (mightInProgress.size > 0) return mightAfresh(host, unit);
  return cachedUnitRead(host, 'might', unit, mightAfresh);
}

/**
 * The Might a buff gives a unit of `controller` now: +1 (CR 703), and what effects of this
 * turn add for the units friendly to their seat ("Buffs give an additional +N :rb_might: to
 * friendly units this turn", mechanics/buff-might.ts; friendly: the seat's team, CR 187).
 */
export function buffMight(state: RiftboundState, controller: SeatId): number {
  const more = state.buffsGiveMore;
  if (more === undefined) return 1;
  let total = 1;
  for (const [seatId, amount] of Object.entries(more)) if (sameTeam(state, seatId, controller)) total += amount;
  return total;
}

/** Whether a unit's Might is being worked out: reads made meanwhile depend on more than the state, and are not cached. */
export function mightBeingWorkedOut(): boolean {
  return mightInProgress.size > 0;
}

const NO_PASSIVES: readonly AppliedPassive[] = [];

function mightAfresh(host: RiftHost, unit: ObjectId): number {
  const obj = object(host.state, unit);
  let total = (obj.might ?? printedFacts(host, obj).might) + (obj.buffed ? buffMight(host.state, obj.controller) * (1 + (obj.moreBuffs ?? 0)) : 0) + (obj.mightThisTurn ?? 0) + (obj.mightThisCombat ?? 0) + mightBonus(host.rules, host.state, unit);
  if (mightInProgress.has(unit)) return total;
  const board = boardPassives(host);
  const sources = board.sources;
  // Without a passive on the board, only keywords add to it (Assault, Shield).
  if (sources.length === 0) return total + keywordMight(host, unit, keywordsWith(host, unit, NO_PASSIVES));
  // Only a condition asking for a Might could ask for this one meanwhile: it then sees it without passives (CR 471.3).
  const guarded = board.readsMight;
  if (guarded) mightInProgress.add(unit);
  try {
    // The passives that apply, found once: their Might, and the keywords they give.
    const passives = passivesAmong(host, sources, unit);
    let bounded = false;
    for (const passive of passives) {
      if (passive.mightMinimum === undefined) total += passive.might ?? 0;
      else bounded = true;
    }
    total += keywordMight(host, unit, keywordsWith(host, unit, passives));
    // Might taken "to a minimum of N", after all the rest: never below N by it, nor raised by it.
    if (bounded) for (const passive of passives) if (passive.mightMinimum !== undefined) total = Math.min(total, Math.max(total + (passive.might ?? 0), passive.mightMinimum));
  } finally {
    if (guarded) mightInProgress.delete(unit);
  }
  return total;
}

/**
 * The most Might `unit` on the board may have now, found without working it out: its own (printed
 * or set, its buff, this turn's gains, its gear's positive Might Bonuses), the positive Might and
 * Might-giving keywords of every passive on the board that may reach a unit of its controller
 * (or it alone), as if each did, and its own keywords' Might (printed or set, granted, given by
 * effects) as if it were in combat on their side.
 */
export function mightCeiling(host: RiftHost, unit: ObjectId): number | undefined {
  return mightCeilingOn(host, boardMightCeiling(host), unit);
}

/** What every unit's Might ceiling takes from the board. */
export interface BoardMightCeiling {
  /**
   * The most the active passives may add to the Might of `unit`, controlled by `controller`:
   * each passive that may reach a unit of that controller (or that unit alone) counted as if
   * it did, its conditions and qualifiers aside, with the keywords it gives at their value.
   */
  passivesMightFor(unit: ObjectId, controller: SeatId): number;
}

/** The board's part of every Might ceiling, found once per version of the board: a caller asking of many units reads it once. */
export function boardMightCeiling(host: RiftHost): BoardMightCeiling {
  return boardPassives(host);
}

/** {@link mightCeiling} of `unit`, with the board's part already read. */
export function mightCeilingOn(host: RiftHost, board: BoardMightCeiling, unit: ObjectId): number | undefined {
  const obj = object(host.state, unit);
  return ceilingOf(host, board, unit, obj, printedFacts(host, obj), attachedTo(host.state, unit));
}

/** {@link mightCeiling} of the unit at `place` in `index`, with the board's part already read: its object and card found with its place. */
export function mightCeilingAt(host: RiftHost, board: BoardMightCeiling, index: BoardIndex, unit: ObjectId, place: UnitPlace): number | undefined {
  return ceilingOf(host, board, unit, placedObject(host, unit, place), placedFacts(host, unit, place), gearOf(index.attachments, unit));
}

const NO_GEAR: readonly ObjectId[] = [];

/** The gear attached to `unit` by `attachments`: no lookup while nothing has gear attached (most boards). */
function gearOf(attachments: ReadonlyMap<ObjectId, readonly ObjectId[]>, unit: ObjectId): readonly ObjectId[] {
  return attachments.size === 0 ? NO_GEAR : (attachments.get(unit) ?? NO_GEAR);
}

function ceilingOf(host: RiftHost, board: BoardMightCeiling, unit: ObjectId, obj: GameObject, printed: CardFacts, gearAttached: readonly ObjectId[]): number {
  let gear = 0;
  for (const id of gearAttached) {
    const facts = printedFacts(host, object(host.state, id));
    gear += Math.max(0, facts.equipment ? facts.mightBonus * printed.equipmentMightFactor : facts.mightBonus);
  }
  const own = (obj.might ?? printed.might) + (obj.buffed ? buffMight(host.state, obj.controller) * (1 + (obj.moreBuffs ?? 0)) : 0) + Math.max(0, obj.mightThisTurn ?? 0) + Math.max(0, obj.mightThisCombat ?? 0) + gear;
  return own + board.passivesMightFor(unit, obj.controller) + ownKeywordsCeiling(obj, printed);
}

/** The most the unit's own keywords may add to its Might: printed (or set), granted, given this turn, and every grant by an effect since. */
function ownKeywordsCeiling(obj: GameObject, printed: CardFacts): number {
  let total = obj.keywords === undefined ? printed.keywordMight : keywordMightCeiling(obj.keywords);
  if (obj.grantedKeywords !== undefined) total += keywordMightCeiling(obj.grantedKeywords);
  if (obj.turnKeywords !== undefined) total += keywordMightCeiling(obj.turnKeywords);
  if (obj.keywordChanges !== undefined) for (const change of obj.keywordChanges) if (change.grant !== undefined) total += keywordMightCeiling(change.grant);
  return total;
}

/** The object of `unit`, kept with its place on the board (the same object for the board's version). */
function placedObject(host: RiftHost, unit: ObjectId, place: UnitPlace): GameObject {
  return place.object ?? object(host.state, unit);
}

/** What the card of `unit` prints, kept with its place on the board once asked (no card lookup per read). */
function placedFacts(host: RiftHost, unit: ObjectId, place: UnitPlace): CardFacts {
  return (place.facts ??= printedFacts(host, placedObject(host, unit, place)));
}

/** What `obj`'s card prints (its Might, keywords, text), worked out once per card. */
export function printedFacts(host: RiftHost, obj: GameObject): CardFacts {
  const facts = cardFacts(host.rules, obj.card);
  if (facts === undefined) throw new EngineError(`no card ${obj.card}`);
  return facts;
}

/** Whether a unit has a keyword now: printed (or set), given by effects, or by passives; written alone or with its value. */
export function hasKeyword(host: RiftHost, unit: ObjectId, keyword: string): boolean {
  return keywordsOf(host, unit).some((entry) => keywordName(entry) === keyword);
}

/**
 * Whether a passive, or an effect this turn, forbids `unit` to do `what` (CR 054: can't beats
 * can, so no keyword or other permission lets it).
 */
export function isForbidden(host: RiftHost, unit: ObjectId, what: Restriction): boolean {
  if ((host.state.objects[unit]?.cantThisTurn as readonly Restriction[] | undefined)?.includes(what) === true) return true;
  // Usually no passive on the board forbids anything: then no unit's passives need working out.
  if (!boardPassives(host).forbids) return false;
  return passivesOn(host, unit).some((p) => p.cannot?.includes(what));
}

/**
 * Where passives put `unit` in its side's combat damage order: +1 when one says it must be
 * assigned combat damage last (as Backline, CR 826.3), else 0.
 */
export function passiveDamageRank(host: RiftHost, unit: ObjectId): number {
  if (!boardPassives(host).ordersDamage) return 0;
  return passivesOn(host, unit).some((p) => p.combatDamageOrder === 'last') ? 1 : 0;
}

/** Every unit on the board: bases, then battlefields (the same list until the board changes; not to be written). */
export function unitsOnBoard(state: RiftboundState): readonly ObjectId[] {
  return boardIndex(state).units;
}

/**
 * Calls `visit` with every object in play: legends, runes, units and gear. Only those can be
 * exhausted, damaged or changed for a turn: a card leaves play as a fresh object (zones.ts, gear.ts).
 */
export function forEachObjectInPlay(state: RiftboundState, visit: (obj: GameObject) => void): void {
  const visitId = (id: ObjectId) => {
    const obj = state.objects[id];
    if (obj !== undefined) visit(obj);
  };
  for (const player of state.seats) {
    visitId(player.legendObject);
    player.runes.forEach(visitId);
    player.base.forEach(visitId);
  }
  for (const bf of state.battlefields) bf.units.forEach(visitId);
  state.gear.forEach(visitId);
}

type Passive = Extract<Ability, { kind: 'passive' }>;

/**
 * A passive as it applies now: its amounts read (its Might and its keywords' values are numbers;
 * a keyword whose value came to 0 or less is not given). Without amounts, the passive itself.
 */
export type AppliedPassive = Omit<Passive, 'might' | 'keywords'> & { readonly might?: number; readonly keywords?: readonly ObjectKeyword[] };

/**
 * Whether `unit` is `seatId`'s Chosen Champion: a champion unit with the name of the card
 * chosen for the champion zone, wherever it came from (CR 103.2.a.3).
 */
export function isChosenChampion(host: RiftHost, seatId: SeatId, unit: ObjectId): boolean {
  const chosen = host.state.seats.find((s) => s.id === seatId)?.chosenChampion;
  if (!chosen) return false;
  const def = cardOf(host, unit);
  return def.champion === true && def.name === card(host.rules, chosen).name;
}

/** Legends in their legend zones: not on the board, yet their passives apply (CR 173.6). */
export function legendObjects(state: RiftboundState): ObjectId[] {
  return state.seats.map((s) => s.legendObject);
}

/** Where a passive (or a replacement effect) comes from, for deciding whom it reaches. */
type Origin = Pick<PassiveSource, 'source' | 'controller' | 'team' | 'at'>;

/** Whether a passive (or a replacement effect) of `source` (a unit, a gear or a legend) reaches `unit`. */
export function passiveApplies(host: RiftHost, ability: Pick<Passive, 'appliesTo'>, source: ObjectId, unit: ObjectId): boolean {
  const controller = object(host.state, source).controller;
  const from: Origin = { source, controller, team: teamOf(host.state, controller).seats, at: unitLocation(host.state, source) };
  return reaches(host, ability.appliesTo, from, unit, object(host.state, unit).controller);
}

/** Whether a passive with this reach, coming `from` there, reaches `unit`, controlled by `controller`. */
function reaches(host: RiftHost, reach: Passive['appliesTo'], from: Origin, unit: ObjectId, controller: SeatId): boolean {
  // A passive without appliesTo changes no unit (it grants bonus damage, for one).
  if (reach === undefined) return false;
  switch (reach) {
    case 'self':
      return from.source === unit;
    case 'yourChosenChampion':
      return controller === from.controller && isChosenChampion(host, from.controller, unit);
    case 'friendlyUnits':
      return from.team.includes(controller);
    case 'yourUnits':
      return controller === from.controller;
    case 'units':
      return true;
    case 'otherFriendlyUnits':
      return from.source !== unit && from.team.includes(controller);
    case 'unitsHere':
      return from.at !== 'base' && from.at !== undefined && unitLocation(host.state, unit) === from.at;
    case 'friendlyUnitsHere':
    case 'otherFriendlyUnitsHere':
    case 'enemyUnitsHere': {
      if (reach === 'otherFriendlyUnitsHere' && from.source === unit) return false;
      const where = unitLocation(host.state, unit);
      const friendly = from.team.includes(controller);
      return (reach !== 'enemyUnitsHere') === friendly && where !== 'base' && where === from.at;
    }
    case 'otherYourUnitsHere': {
      // "another unit you control here": the controller's own, not a teammate's (CR 740).
      const where = unitLocation(host.state, unit);
      return from.source !== unit && controller === from.controller && where !== 'base' && where === from.at;
    }
  }
}

/** Whether `unit` is among those a passive's `only` keeps ("your Mechs", "buffed units"). */
function isKept(host: RiftHost, only: NonNullable<Passive['only']>, unit: ObjectId): boolean {
  const obj = object(host.state, unit);
  if (only.buffed !== undefined && (obj.buffed === true) !== only.buffed) return false;
  return only.tag === undefined || (card(host.rules, obj.card).tags ?? []).includes(only.tag);
}

/** The answers of the conditions that are the same for every unit, by passive source (valid with its list). */
const sameForEveryUnit = new WeakMap<PassiveSource, boolean>();

/**
 * Whether the condition of the passive of `from` holds now for `unit`: for every unit alike,
 * unless it asks for a Might or about the unit it reaches (`{ "event": "unit" }`).
 */
function sourceConditionHolds(host: RiftHost, from: PassiveSource, unit: ObjectId): boolean {
  if (!from.conditional) return true;
  if (from.readsUnit) return conditionHolds(host, from.ability, { ...from.context, unit });
  if (from.readsMight) return conditionHolds(host, from.ability, from.context);
  let holds = sameForEveryUnit.get(from);
  if (holds === undefined) sameForEveryUnit.set(from, (holds = conditionHolds(host, from.ability, from.context)));
  return holds;
}

/**
 * The active passive abilities of units on the board (their Effect Text from gear included),
 * of gear and of legends that apply to `unit` now: the cached list itself (not to be written), not a copy.
 */
export function passivesOn(host: RiftHost, unit: ObjectId): readonly AppliedPassive[] {
  if (mightInProgress.size > 0) return passivesAfresh(host, unit);
  return cachedUnitRead(host, 'passives', unit, passivesAfresh);
}

function passivesAfresh(host: RiftHost, unit: ObjectId): AppliedPassive[] {
  return passivesAmong(host, boardPassives(host).sources, unit);
}

/** The passives of `sources` (the board's now) that apply to `unit`. */
function passivesAmong(host: RiftHost, sources: readonly PassiveSource[], unit: ObjectId): AppliedPassive[] {
  const out: AppliedPassive[] = [];
  if (sources.length === 0) return out;
  const controller = object(host.state, unit).controller;
  for (const from of sources) {
    if (!reaches(host, from.ability.appliesTo, from, unit, controller)) continue;
    if (from.ability.only !== undefined && !isKept(host, from.ability.only, unit)) continue;
    if (!sourceConditionHolds(host, from, unit)) continue;
    // "Your Equipment each give [Deflect]": once for each of the controller's Equipment attached to it.
    const times = from.ability.byEquipment === true ? equipmentOf(host, unit, from.controller) : 1;
    for (let i = 0; i < times; i++) out.push(from.applied);
  }
  return out;
}

/** How many Equipment `controller` controls attached to `unit` (CR 818). */
function equipmentOf(host: RiftHost, unit: ObjectId, controller: SeatId): number {
  let count = 0;
  for (const gear of attachedTo(host.state, unit)) {
    const obj = object(host.state, gear);
    if (obj.controller === controller && printedFacts(host, obj).equipment) count++;
  }
  return count;
}

/** An active passive ability on the board, with what deciding whom it reaches needs. */
interface PassiveSource {
  readonly ability: Passive;
  /** The ability as it applies now: its amounts read (the ability itself when it has none). */
  readonly applied: AppliedPassive;
  /** The object (or battlefield) whose ability it is. */
  readonly source: ObjectId;
  /** Its controller (a battlefield nobody controls has none: it still applies, as no passive of it asks). */
  readonly controller: SeatId;
  /** The source's place on the board (undefined for a legend). */
  readonly at: 'base' | ObjectId | undefined;
  /** The seats of the controller's team. */
  readonly team: readonly SeatId[];
  /** What its condition is asked with: the controller, the source and where it is. */
  readonly context: Readonly<Record<string, unknown>>;
  readonly conditional: boolean;
  /** Its condition asks for a Might: then it is asked for each unit (CR 471.3), never kept. */
  readonly readsMight: boolean;
  /** Its condition asks about the unit it would reach: then it is asked for each unit. */
  readonly readsUnit: boolean;
}

/**
 * The active passive abilities on the board, in the order they apply: of units (their Effect
 * Text from gear included), legends, then gear; and what the reads of every unit take from them
 * as a whole, found in the same pass. The same for every unit they may reach, so worked out once
 * per version of the board.
 */
/** Whose units each group of a passive may reach, for Might ceilings: its source alone, anyone's, its controller's, its team's, or its enemies'. */
const REACHES: { readonly [G in NonNullable<Passive['appliesTo']>]: 'itself' | 'anyone' | 'controller' | 'team' | 'enemies' } = {
  self: 'itself',
  units: 'anyone',
  unitsHere: 'anyone',
  yourUnits: 'controller',
  yourChosenChampion: 'controller',
  friendlyUnits: 'team',
  otherFriendlyUnits: 'team',
  friendlyUnitsHere: 'team',
  otherFriendlyUnitsHere: 'team',
  otherYourUnitsHere: 'controller',
  enemyUnitsHere: 'enemies',
};

class BoardPassives implements BoardMightCeiling {
  readonly sources: PassiveSource[] = [];
  /** Of the passives that may add Might, those reaching any unit: the most they add together. */
  private mightForAll = 0;
  /** Those reaching their source alone, by source. */
  private mightForSelf: Map<ObjectId, number> | undefined;
  /** Those reaching the units of some seats only (friendly, enemy), with the most each adds. */
  private readonly mightForSeats: { readonly seats: readonly SeatId[]; readonly except: boolean; readonly might: number }[] = [];
  /** passivesMightFor's seat part, by seat, found once per seat. */
  private readonly mightBySeat = new Map<SeatId, number>();
  passivesGiveKeywords = false;
  /** Whether any forbids something (CR 054). */
  forbids = false;
  /** Whether any changes where units stand in the order combat damage is assigned. */
  ordersDamage = false;
  /** Whether any changes a rule of the game for players (the Victory Score, who may score). */
  changesPlayerRules = false;
  /** Whether any condition asks for a Might: a Might worked out meanwhile is then guarded (CR 471.3). */
  readsMight = false;

  /** Adds the passive of `from`, given at most `times` to one unit (once for each Equipment, `byEquipment`). */
  add(from: PassiveSource, times: number): void {
    this.sources.push(from);
    const ability = from.applied;
    const most = times * (Math.max(0, ability.might ?? 0) + (ability.keywords === undefined ? 0 : keywordMightCeiling(ability.keywords as readonly ObjectKeyword[])));
    if (most > 0) this.addMight(from, most);
    if (ability.keywords !== undefined) this.passivesGiveKeywords = true;
    if (ability.cannot !== undefined) this.forbids = true;
    if (ability.combatDamageOrder !== undefined) this.ordersDamage = true;
    if (ability.players !== undefined || ability.victoryScore !== undefined) this.changesPlayerRules = true;
    if (from.readsMight) this.readsMight = true;
  }

  passivesMightFor(unit: ObjectId, controller: SeatId): number {
    const total = this.mightForAll + (this.mightForSelf?.get(unit) ?? 0);
    if (this.mightForSeats.length === 0) return total;
    let bySeat = this.mightBySeat.get(controller);
    if (bySeat === undefined) {
      bySeat = 0;
      for (const { seats, except, might } of this.mightForSeats) if (seats.includes(controller) !== except) bySeat += might;
      this.mightBySeat.set(controller, bySeat);
    }
    return total + bySeat;
  }

  /** Counts `most` toward the ceilings of the units the passive of `from` may reach (as {@link reaches} decides, its qualifiers aside). */
  private addMight(from: PassiveSource, most: number): void {
    const reach = from.ability.appliesTo;
    if (reach === undefined) return;
    switch (REACHES[reach]) {
      case 'itself':
        (this.mightForSelf ??= new Map()).set(from.source, (this.mightForSelf.get(from.source) ?? 0) + most);
        return;
      case 'anyone':
        this.mightForAll += most;
        return;
      case 'controller':
        this.mightForSeats.push({ seats: [from.controller], except: false, might: most });
        return;
      case 'team':
        this.mightForSeats.push({ seats: from.team, except: false, might: most });
        return;
      case 'enemies':
        this.mightForSeats.push({ seats: from.team, except: true, might: most });
        return;
    }
  }
}

const BOARD_PASSIVES = boardRead('passive sources', boardPassivesAfresh);

function boardPassives(host: RiftHost): BoardPassives {
  return cachedBoardRead(host, BOARD_PASSIVES);
}

/** A passive on the board with what its conditions are asked with: its controller, its source and where it is. */
export interface ActivePassive {
  readonly ability: Passive;
  readonly source: ObjectId;
  readonly controller: SeatId | null;
  readonly at: 'base' | ObjectId | undefined;
  readonly context: Readonly<Record<string, unknown>>;
}

const NO_SOURCES: readonly ActivePassive[] = [];

/**
 * The active passives on the board that change a rule of the game for players (the Victory
 * Score, who may score), in board order: none on most boards, found without a walk.
 */
export function playerRulePassives(host: RiftHost): readonly ActivePassive[] {
  const board = boardPassives(host);
  return board.changesPlayerRules ? board.sources.filter((from) => from.ability.players !== undefined || from.ability.victoryScore !== undefined) : NO_SOURCES;
}

/** How many more times the Deathknell abilities of `controller`'s objects trigger: one for each passive of theirs saying so (CR 808). */
export function additionalDeathknells(host: RiftHost, controller: SeatId): number {
  let more = 0;
  for (const from of boardPassives(host).sources) if (from.ability.additionalDeathknell === true && from.controller === controller && sourceConditionHolds(host, from, from.source)) more++;
  return more;
}

/** Whether some passive on the board gives keywords: while none does, a unit's keywords are its own. */
export function passivesGiveKeywords(host: RiftHost): boolean {
  return boardPassives(host).passivesGiveKeywords;
}

function boardPassivesAfresh(host: RiftHost): BoardPassives {
  const out = new BoardPassives();
  eachBoardPassive(host, (ability, source, controller, at) => addPassive(host, out, ability, source, controller, at));
  return out;
}

/**
 * Calls `visit` with each passive ability of the board, active or not, in the order they apply:
 * of the objects whose text applies on the board, then of the battlefields.
 */
export function eachBoardPassive(host: RiftHost, visit: (ability: Passive, source: ObjectId, controller: SeatId | null, at: 'base' | ObjectId | undefined) => void): void {
  const { state } = host;
  for (const { source, entries } of boardEntriesOfKind(host, 'passive')) {
    const controller = object(state, source).controller;
    const at = unitLocation(state, source);
    for (const { ability } of entries) visit(ability, source, controller, at);
  }
  // A battlefield's passives apply from its place, whoever controls it (CR 107.3): "units here have +1 Might".
  for (const bf of state.battlefields) {
    const kinds = cardFacts(host.rules, bf.card)?.active.activeKinds;
    if (kinds === undefined) continue;
    for (const { kind, entries } of kinds) if (kind === 'passive') for (const { ability } of entries) visit(ability as Passive, bf.id, bf.controller, bf.id);
  }
}

/**
 * The passive abilities of the board, active or not: every passive whose condition or amounts
 * the unit reads may ask. Made from the board alone.
 */
export function boardPassiveAbilities(host: RiftHost): Passive[] {
  const abilities: Passive[] = [];
  eachBoardPassive(host, (ability) => abilities.push(ability));
  return abilities;
}

const NO_SEATS: readonly SeatId[] = [];

/** Adds the passive `ability` of `source`, controlled by `controller` (none: an uncontrolled battlefield's), at `at`, while it is active. */
function addPassive(host: RiftHost, out: BoardPassives, ability: Passive, source: ObjectId, controller: SeatId | null, at: 'base' | ObjectId | undefined): void {
  const { state } = host;
  // A dependent passive applies only while its condition holds for the controller (CR 727.1.c.2).
  if (!isActive(state, ability, controller, source)) return;
  const conditional = ability.condition !== undefined;
  const context = { controller, source, here: at ?? null };
  out.add({
    ability,
    applied: applied(host, ability, context),
    source,
    controller: controller as SeatId,
    at,
    team: controller === null ? NO_SEATS : teamOf(state, controller).seats,
    context,
    conditional,
    readsMight: conditional && conditionReadsMight(ability),
    readsUnit: conditional && conditionReadsUnit(ability),
  }, ability.byEquipment === true && controller !== null ? equipmentControlled(host, controller) : 1);
}

/** Whether each conditional passive's condition reads the unit it is asked about, by passive: a walk of its JSON, made once and not on every reading of the board. */
const readsUnitOf = new WeakMap<Passive, boolean>();

function conditionReadsUnit(ability: Passive): boolean {
  let answer = readsUnitOf.get(ability);
  if (answer === undefined) readsUnitOf.set(ability, (answer = readsEvent(ability.condition, 'unit')));
  return answer;
}

/** How many Equipment `controller` controls on the board: the most of theirs one unit may have attached. */
function equipmentControlled(host: RiftHost, controller: SeatId): number {
  let count = 0;
  for (const gear of host.state.gear) {
    const obj = object(host.state, gear);
    if (obj.controller === controller && printedFacts(host, obj).equipment) count++;
  }
  return count;
}

/** Whether a passive gives an amount that is an expression (its Might, a keyword's value), by passive. */
const hasAmounts = new WeakMap<Passive, boolean>();

/** `ability` as it applies now, its amounts read with `context` (the ability itself when it has none). */
function applied(host: RiftHost, ability: Passive, context: Readonly<Record<string, unknown>>): AppliedPassive {
  let amounts = hasAmounts.get(ability);
  if (amounts === undefined) {
    amounts = typeof ability.might === 'object' || (ability.keywords ?? []).some((k) => typeof k === 'object' && typeof k.value === 'object');
    hasAmounts.set(ability, amounts);
  }
  if (!amounts) return ability as AppliedPassive;
  const keywords: ObjectKeyword[] = [];
  for (const entry of ability.keywords ?? []) {
    if (typeof entry !== 'object' || typeof entry.value !== 'object') keywords.push(entry as ObjectKeyword);
    else {
      const value = amountValue(host, entry.value, context);
      if (value > 0) keywords.push({ keyword: entry.keyword, value });
    }
  }
  return { ...ability, might: amountValue(host, ability.might, context), ...(ability.keywords ? { keywords } : {}) } as AppliedPassive;
}

/** An object whose text applies on the board, with its entries of one kind. */
export interface BoardEntries<K extends Ability['kind']> {
  readonly source: ObjectId;
  readonly entries: readonly EntryOf<K>[];
}

/**
 * The objects whose text applies on the board, in order (units on the board, legends, then
 * gear), that have active abilities of kind `kind`, with those abilities. Made from the board
 * alone (what each object is, what is attached to it), so found once per version of it, for
 * every kind at once; most objects have none of a kind and are left out.
 */
export function boardEntriesOfKind<K extends Ability['kind']>(host: RiftHost, kind: K): readonly BoardEntries<K>[] {
  const byKind: BoardText = cachedBoardRead(host, BOARD_TEXT);
  return byKind[kind] ?? NO_BOARD_ENTRIES;
}

/** The board's active text entries of each kind (undefined for a kind with none). */
type BoardText = { readonly [K in Ability['kind']]: BoardEntries<K>[] | undefined };

/**
 * {@link BoardText} as one class: one shape whatever kinds
 * the board has (a record grown kind by kind took a shape per order of kinds, and its reads by
 * kind went megamorphic). Its fields are plain, so that the shadow check compares it.
 */
class EntriesOfEachKind implements BoardText {
  triggered: BoardEntries<'triggered'>[] | undefined = undefined;
  activated: BoardEntries<'activated'>[] | undefined = undefined;
  passive: BoardEntries<'passive'>[] | undefined = undefined;
  replacement: BoardEntries<'replacement'>[] | undefined = undefined;

  /** Adds the entries `kinds` of `source`; each list of a kind holds abilities of that kind only. */
  add(source: ObjectId, kinds: readonly KindEntries[]): void {
    for (const { kind, entries } of kinds) ((this[kind] ??= []) as BoardEntries<typeof kind>[]).push({ source, entries: entries as readonly EntryOf<typeof kind>[] });
  }
}

const NO_BOARD_ENTRIES: readonly never[] = [];

// Made from the board alone: what each object is and what is attached to it.
const BOARD_TEXT = boardRead('active text entries', boardTextAfresh, true);

function boardTextAfresh(host: RiftHost): EntriesOfEachKind {
  const { state, rules } = host;
  const text = new EntriesOfEachKind();
  const { units, placesInOrder, attachments } = boardIndex(state);
  for (let i = 0; i < units.length; i++) {
    const source = units[i] as ObjectId;
    // A unit on the board is read from its place (its object and card found once per version); many (plain units) have no text.
    const place = placesInOrder[i];
    if (place === undefined) text.add(source, activeKindsOf(rules, state, source, gearOf(attachments, source)));
    else text.add(source, activeKindsWith(rules, state, placedObject(host, source, place), placedFacts(host, source, place), gearOf(attachments, source)));
  }
  for (const player of state.seats) text.add(player.legendObject, activeKindsOf(rules, state, player.legendObject, gearOf(attachments, player.legendObject)));
  for (const source of state.gear) text.add(source, activeKindsOf(rules, state, source, gearOf(attachments, source)));
  return text;
}

export function sameTeam(state: RiftboundState, a: SeatId, b: SeatId): boolean {
  return teamOf(state, a).seats.includes(b);
}

/** Where a unit is: `base` or a battlefield id; undefined when it is not on the board. */
export function unitLocation(state: RiftboundState, unit: ObjectId): 'base' | ObjectId | undefined {
  return boardIndex(state).places.get(unit)?.at;
}

/** Seats with units at a battlefield, in turn order. */
export function seatsPresent(state: RiftboundState, bf: BattlefieldState): SeatId[] {
  const present = new Set(bf.units.map((u) => object(state, u).controller));
  return state.seats.map((s) => s.id).filter((s) => present.has(s));
}

export function unitsOf(state: RiftboundState, bf: BattlefieldState, seatId: SeatId): ObjectId[] {
  return bf.units.filter((u) => object(state, u).controller === seatId);
}

/** True while nothing waits on the chain (an Open state). */
export function isOpen(state: RiftboundState): boolean {
  return state.chain.length === 0;
}

/** Every team's score, by team id. */
export function teamScores(host: RiftHost): Record<string, number> {
  return Object.fromEntries(host.state.teams.map((t) => [t.id, t.score]));
}
