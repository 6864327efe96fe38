/**
 * What each keyword does (CR 805-826), as one table: every keyword that changes a rule of the
 * game has one entry here, and each mechanism asks the table (might, damage order, extra costs
 * when chosen, places a unit may be played, abilities a keyword is short for, dependent
 * conditions) instead of testing keyword names itself. The permissions read where they are
 * used (Action and Reaction by timing, Accelerate and Hidden by playing, Ganking by moving,
 * Temporary by the beginning step) name their keyword through `hasKeyword`.
 */
import type { Ability, KeywordEntry } from '../schema/card-schema.js';
import { mightBeingWorkedOut, object, passiveDamageRank, passivesGiveKeywords, passivesOn, sameTeam, seat, unitLocation, type AppliedPassive, type RiftHost } from './queries.js';
import { cachedUnitRead, editCardsPlayed } from './unit-cache.js';
import { cardFacts } from './card-facts.js';
import type { Card, ObjectId, ObjectKeyword, SeatId } from '../state/state.js';
import { keywordName, keywordValue, type KeywordName } from '../schema/keyword-names.js';
import { applyKeywordChanges } from './keyword-changes.js';
import { VISION_EFFECTS } from '../cards/keyword-abilities.js';
import { wholeAbility } from '../cards/whole-views.js';

export interface KeywordHandler {
  /** Might the unit has from `value` of this keyword now (Assault 807.1.c, Shield 814.1.c): never more than `value` (the Mighty check relies on it, keywordMightCeiling). */
  readonly might?: (host: RiftHost, unit: ObjectId, value: number) => number;
  /**
   * Where the unit stands in the order combat damage is assigned to its side: lower first
   * (Tank 815.1.b: -1; Backline 826.3: +1; a unit with both goes first or last, CR 460.2.c.7).
   */
  readonly damageRank?: -1 | 1;
  /** Power of any domain a spell or ability of an opponent pays more for each time it chooses the unit (Deflect 809.1.c). */
  readonly chosenSurcharge?: true;
  /** Battlefields the unit may also be played to, with Reaction there (Ambush 822.1.b); `leaving`: a unit gone by then (a cost, CR 822.3). */
  readonly playTo?: (host: RiftHost, seat: SeatId, leaving?: ObjectId) => ObjectId[];
  /** The abilities a printed keyword is short for (Deathknell 808.1.c, Vision 817.1.b). */
  readonly abilities?: (entry: KeywordEntry) => Ability[];
}

/** While the unit is in combat on this side (CR 454): an attacker or a defender. */
function inCombatAs(host: RiftHost, unit: ObjectId, side: 'attacker' | 'defender'): boolean {
  const showdown = host.state.showdown;
  if (!showdown?.combat) return false;
  return unitLocation(host.state, unit) === showdown.battlefield && object(host.state, unit).controller === showdown[side];
}


/** The abilities Deathknell keywords are short for: what "your [Deathknell] effects" names (CR 808). */
export const DEATHKNELL_ABILITIES: WeakSet<Ability> = new WeakSet<Ability>();

export const KEYWORD_HANDLERS: { readonly [K in KeywordName]?: KeywordHandler } = {
  assault: { might: (host, unit, value) => (inCombatAs(host, unit, 'attacker') ? value : 0) },
  shield: { might: (host, unit, value) => (inCombatAs(host, unit, 'defender') ? value : 0) },
  tank: { damageRank: -1 },
  backline: { damageRank: 1 },
  deflect: { chosenSurcharge: true },
  ambush: {
    playTo: (host, seatId, leaving) => host.state.battlefields.filter((b) => b.units.some((u) => u !== leaving && object(host.state, u).controller === seatId)).map((b) => b.id),
  },
  deathknell: {
    abilities: (entry) => {
      if (typeof entry !== 'object' || !entry.effects) return [];
      const ability: Ability = entry.targets === undefined ? { kind: 'triggered', trigger: 'dies', effects: entry.effects } : { kind: 'triggered', trigger: 'dies', targets: entry.targets, effects: entry.effects };
      DEATHKNELL_ABILITIES.add(ability);
      return [ability];
    },
  },
  vision: { abilities: () => [{ kind: 'triggered', trigger: 'played', effects: [...VISION_EFFECTS] }] },
};

/**
 * The keywords a unit on the board has now: printed (or set), set in a position as granted,
 * given by passives, then what effects granted and removed, in order (reads/keyword-changes.ts).
 */
export function keywordsOf(host: RiftHost, unit: ObjectId): readonly ObjectKeyword[] {
  if (mightBeingWorkedOut()) return keywordsAfresh(host, unit);
  return cachedUnitRead(host, 'keywords', unit, keywordsAfresh);
}

function keywordsAfresh(host: RiftHost, unit: ObjectId): readonly ObjectKeyword[] {
  // Usually no passive on the board gives keywords: then none of the unit's passives is worked out.
  return keywordsWith(host, unit, passivesGiveKeywords(host) ? passivesOn(host, unit) : NO_PASSIVES);
}

const NO_KEYWORDS: readonly ObjectKeyword[] = [];
const NO_PASSIVES: readonly AppliedPassive[] = [];

/** The keywords a unit on the board has, given the passives that apply to it now. */
export function keywordsWith(host: RiftHost, unit: ObjectId, passives: readonly AppliedPassive[]): readonly ObjectKeyword[] {
  const obj = object(host.state, unit);
  const printed = obj.keywords ?? cardFacts(host.rules, obj.card)?.keywords ?? NO_KEYWORDS;
  // Most units have only what they print: nothing to add or take away.
  if (obj.grantedKeywords === undefined && obj.turnKeywords === undefined && obj.keywordChanges === undefined && passives.every((p) => p.keywords === undefined)) return printed;
  const all = [...printed, ...(obj.grantedKeywords ?? []), ...(obj.turnKeywords ?? [])];
  for (const p of passives) if (p.keywords !== undefined && p.ifLacking !== true) all.push(...p.keywords);
  // "If they didn't already": only a keyword the unit lacks so far, once (CR 809.2).
  for (const p of passives) if (p.keywords !== undefined && p.ifLacking === true) for (const entry of p.keywords) if (!has(all, keywordName(entry))) all.push(entry);
  return applyKeywordChanges(all, obj.keywordChanges);
}

/** The summed value of a keyword in a list of keywords; 0 when it has none. */
function totalIn(entries: readonly ObjectKeyword[], name: KeywordName): number {
  let sum = 0;
  for (const entry of entries) if (keywordName(entry) === name) sum += keywordValue(entry);
  return sum;
}

/** The summed value of a keyword on a unit (CR 807.2, 809.2, 814.2); 0 when it has none. */
export function keywordTotal(host: RiftHost, unit: ObjectId, name: KeywordName): number {
  return totalIn(keywordsOf(host, unit), name);
}

function has(entries: readonly ObjectKeyword[], name: string): boolean {
  for (const entry of entries) if (keywordName(entry) === name) return true;
  return false;
}

/** The keywords that give Might, with their handler (read on every Might worked out). */
const MIGHT_HANDLERS = (Object.entries(KEYWORD_HANDLERS) as [KeywordName, KeywordHandler][]).flatMap(([name, handler]) => (handler.might ? [[name, handler.might] as const] : []));

/** Might from keywords (Assault, Shield), from the unit's keywords now or those given. */
export function keywordMight(host: RiftHost, unit: ObjectId, entries: readonly ObjectKeyword[] = keywordsOf(host, unit)): number {
  if (entries.length === 0) return 0;
  let total = 0;
  for (const [name, might] of MIGHT_HANDLERS) {
    if (has(entries, name)) total += might(host, unit, totalIn(entries, name));
  }
  return total;
}

/** The names of the keywords that give Might. */
const MIGHT_KEYWORDS: ReadonlySet<string> = new Set(MIGHT_HANDLERS.map(([name]) => name));

/**
 * The most Might keywords of this list may give, whatever the combat: the positive value of each
 * entry of such a keyword. Counted entry by entry, so the ceilings of several lists add up to one
 * of all of them, whatever is later taken away (a removal only lowers it).
 */
export function keywordMightCeiling(entries: readonly ObjectKeyword[]): number {
  let total = 0;
  for (const entry of entries) if (MIGHT_KEYWORDS.has(keywordName(entry))) total += Math.max(0, keywordValue(entry));
  return total;
}

/** The keywords that move a unit in its side's damage order, with their rank. */
const DAMAGE_RANKS = (Object.entries(KEYWORD_HANDLERS) as [KeywordName, KeywordHandler][]).flatMap(([name, handler]) => (handler.damageRank !== undefined ? [[name, handler.damageRank] as const] : []));

/** The keywords an opponent's spell or ability pays more for choosing (Deflect). */
const SURCHARGED = (Object.entries(KEYWORD_HANDLERS) as [KeywordName, KeywordHandler][]).flatMap(([name, handler]) => (handler.chosenSurcharge ? [name] : []));

/** The rank of a unit whose keywords ask for damage both first and last (Tank and Backline). */
export const FIRST_OR_LAST = 2;

/**
 * The unit's place in its side's damage order: -1 first (Tank), 0 among the others, 1 last
 * (Backline, or a passive saying so), or {@link FIRST_OR_LAST} when it is asked for both: the assigning player
 * then applies one of them, first or last, never between (CR 460.2.c.7).
 */
export function damageRank(host: RiftHost, unit: ObjectId): -1 | 0 | 1 | typeof FIRST_OR_LAST {
  const entries = keywordsOf(host, unit);
  let first = false;
  // A passive may say it is assigned damage last without the keyword: it counts as Backline does.
  let last = passiveDamageRank(host, unit) > 0;
  for (const [name, value] of DAMAGE_RANKS) {
    if (!has(entries, name)) continue;
    if (value < 0) first = true;
    else last = true;
  }
  return first && last ? FIRST_OR_LAST : first ? -1 : last ? 1 : 0;
}

/**
 * The Power of any domain `chooser`'s spell or ability pays more for choosing `chosen`, each
 * choice counted (Deflect 809.1.c): only permanents an opponent of the chooser controls, a
 * unit with the keywords it has now, a gear with those it prints while its text is active
 * (not attached, CR 722; CR 809.1.a).
 */
export function choiceSurcharge(host: RiftHost, chooser: SeatId, chosen: readonly ObjectId[]): number {
  let extra = 0;
  for (const id of chosen) {
    const obj = host.state.objects[id];
    if (!obj || sameTeam(host.state, chooser, obj.controller)) continue;
    const unit = unitLocation(host.state, id) !== undefined;
    const activeGear = !unit && host.state.gear.includes(id) && obj.attachedTo === undefined;
    if (!unit && !activeGear) continue;
    for (const name of SURCHARGED) extra += unit ? keywordTotal(host, id, name) : printedTotal(host, obj.card, name);
  }
  return extra;
}

/** The summed value of a keyword a card prints (a gear's keywords: nothing grants them any). */
function printedTotal(host: RiftHost, cardId: string, name: KeywordName): number {
  const entries = host.rules.cardDb.cards.get(cardId)?.keywords ?? [];
  return entries.reduce((sum, entry) => sum + (keywordName(entry) === name ? keywordValue(entry) : 0), 0);
}

/**
 * Battlefields a card with these printed keywords may also be played to by `seatId` (Ambush);
 * `leaving`: a unit that will have left the board before the card is finalized (CR 822.3).
 */
export function extraPlayDestinations(host: RiftHost, seatId: SeatId, def: Card, leaving?: ObjectId): readonly ObjectId[] {
  // Asked of every unit card in hand while listing: most have no such keyword, and get the shared empty list.
  let out: Set<ObjectId> | undefined;
  for (const entry of def.keywords ?? []) {
    const playTo = KEYWORD_HANDLERS[keywordName(entry) as KeywordName]?.playTo;
    if (playTo === undefined) continue;
    for (const id of playTo(host, seatId, leaving)) (out ??= new Set()).add(id);
  }
  return out === undefined ? NO_EXTRA_PLACES : [...out];
}

const NO_EXTRA_PLACES: readonly ObjectId[] = [];

/** Whether a keyword of `def` may let it be played somewhere else than usual (Ambush): then with Reaction there. */
export function mayPlayElsewhere(def: Card): boolean {
  return (def.keywords ?? []).some((entry) => KEYWORD_HANDLERS[keywordName(entry) as KeywordName]?.playTo !== undefined);
}

const expanded = new WeakMap<Card, readonly Ability[]>();

/**
 * A card's abilities: those it prints, then those its keywords are short for (Deathknell,
 * Vision), in the order printed. Ability indexes (activations, chain items) count in this
 * list; the card's own come first, so their indexes are the printed ones.
 */
export function cardAbilities(def: Card): readonly Ability[] {
  let list = expanded.get(def);
  if (!list) {
    const fromKeywords = (def.keywords ?? []).flatMap((entry) => KEYWORD_HANDLERS[keywordName(entry) as KeywordName]?.abilities?.(entry) ?? []);
    // Whole views: abilities of every kind, one hidden class (cards/whole-views.ts); a
    // Deathknell's view is one of its abilities too.
    list = [...(def.abilities ?? []), ...fromKeywords].map((ability) => {
      const view = wholeAbility(ability);
      if (DEATHKNELL_ABILITIES.has(ability)) DEATHKNELL_ABILITIES.add(view);
      return view;
    });
    expanded.set(def, list);
  }
  return list;
}

/** Notes that `seatId` played a card this turn (for Legion, CR 812.1.c). */
export function notePlayed(host: RiftHost, seatId: SeatId, card: ObjectId): void {
  const player = seat(host.state, seatId);
  editCardsPlayed(host.state, player).cardsPlayedThisTurn = [...(player.cardsPlayedThisTurn ?? []), card];
}
