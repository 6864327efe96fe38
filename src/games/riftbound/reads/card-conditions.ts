/**
 * Conditions written in card data: the selectors of the rules files, plus questions about
 * units that need the card database (Might, Mighty, buffs). Card conditions are evaluated
 * through `conditionHolds`, which makes the rules of the game at hand known to them.
 */
import { EngineError } from '../../../engine/errors.js';
import type { SelectorTable } from '../../../engine/expr/types.js';
import { amountOf, conditionOf, forEachOf } from '../cards/cards.js';
import { isMighty } from './is-mighty.js';
import { TURN_FACTS, turnFact, type TurnFact } from '../state/turn-facts.js';
import { victoryScore } from './player-rules.js';
import { isAlone, isAttacking, isDefending, isInCombat, isOneOnOne } from './unit-terms.js';
import { isEquipped } from './card-characteristics.js';
import { isGearOnBoard } from './gear-text.js';
import { card, might, sameTeam, unitLocation, unitsOnBoard, type RiftHost } from './queries.js';
import { riftboundSelectors } from './selectors.js';
import type { RiftboundRules, RiftboundState } from '../state/state.js';
import { handConditionVocabulary } from '../cards/condition-vocabulary.js';

/** The rules of the game a state belongs to, while its card conditions are evaluated. */
const rulesOf = new WeakMap<RiftboundState, RiftboundRules>();

function hostOf(state: RiftboundState): RiftHost {
  const rules = rulesOf.get(state);
  if (!rules) throw new EngineError('a card condition was evaluated outside conditionHolds');
  return { state, rules, emit: () => {}, guard: () => false };
}

const onBoard = (state: RiftboundState, id: unknown) => typeof id === 'string' && state.objects[id] !== undefined && unitLocation(state, id) !== undefined;

/** How an object's controller stands to a seat, as target specifications say it (CR 740, 484.8.d): friendly, controlled, enemy or any. */
function related(state: RiftboundState, seatId: unknown, controller: string, relation: unknown): boolean {
  switch (relation) {
    case 'controlled':
      return controller === seatId;
    case 'friendly':
      return controller === seatId || (typeof seatId === 'string' && sameTeam(state, seatId, controller));
    case 'enemy':
      return controller !== seatId && !(typeof seatId === 'string' && sameTeam(state, seatId, controller));
    default:
      return true;
  }
}

/** Whether a unit at `where` is at `location`: a battlefield id, `base` (the seat's base), or null (anywhere). */
function atLocation(state: RiftboundState, unit: string, location: unknown, seatId: unknown): boolean {
  if (location === null || location === undefined) return true;
  const where = unitLocation(state, unit);
  return location === 'base' ? where === 'base' && state.objects[unit]?.controller === seatId : where === location;
}

export const cardConditionSelectors: SelectorTable<RiftboundState> = {
  ...riftboundSelectors,
  isMighty: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the object is Mighty: Might 5 or more, its current Might on the board, its printed Might elsewhere (CR 708, 710-711).',
    fn: (s, id) => typeof id === 'string' && s.objects[id] !== undefined && isMighty(hostOf(s), id),
  },
  might: {
    args: ['any'],
    returns: 'number',
    description: 'The current Might of a unit on the board (0 for anything else).',
    fn: (s, id) => (onBoard(s, id) ? might(hostOf(s), id as string) : 0),
  },
  isBuffed: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether a buff is on the unit (CR 702.2.a).',
    fn: (s, id) => onBoard(s, id) && s.objects[id as string]?.buffed === true,
  },
  buffedUnits: {
    args: ['string'],
    returns: 'number',
    description: 'How many buffs are on units the seat controls (one per buffed unit, CR 702.3, 704).',
    fn: (s, seatId) => unitsOnBoard(s).filter((u) => s.objects[u]?.controller === seatId && s.objects[u]?.buffed === true).length,
  },
  mightyUnits: {
    args: ['string'],
    returns: 'number',
    description: 'How many Mighty units the seat controls on the board (CR 708).',
    fn: (s, seatId) => {
      const host = hostOf(s);
      return unitsOnBoard(s).filter((u) => s.objects[u]?.controller === seatId && isMighty(host, u)).length;
    },
  },
  trashSize: {
    args: ['string'],
    returns: 'number',
    description: 'How many cards are in the seat\'s trash.',
    fn: (s, seatId) => s.seats.find((x) => x.id === seatId)?.trash.length ?? 0,
  },
  cardsPlayedThisTurn: {
    args: ['string'],
    returns: 'number',
    description: 'How many cards the seat has played this turn (CR 812.1.c counts them for Legion).',
    fn: (s, seatId) => s.seats.find((x) => x.id === seatId)?.cardsPlayedThisTurn?.length ?? 0,
  },
  cardsPlayedWithTag: {
    args: ['string', 'string'],
    returns: 'number',
    description: 'How many cards with the tag the seat has played this turn ("if you\'ve played an Equipment this turn", CR 133.8): the cards Legion counts (CR 812.1.c), of that tag.',
    fn: (s, seatId, tag) => {
      const { rules } = hostOf(s);
      let n = 0;
      for (const id of s.seats.find((x) => x.id === seatId)?.cardsPlayedThisTurn ?? []) if ((rules.cardDb.cards.get(s.objects[id]?.card ?? '')?.tags ?? []).includes(String(tag))) n++;
      return n;
    },
  },
  thisTurn: {
    args: ['string', 'string'],
    returns: 'number',
    description: 'How much of a fact of this turn the seat has done: `discarded` (cards discarded, CR 422.1) `powerSpent` (Power spent on costs, CR 159-166) or `unitsDied` (units it controlled that died, CR 323.5) or `heldPoints` (points scored by holding, CR 464.2) or `enemyChoices` (spells and unit abilities it put on the chain that chose enemy units or gear, CR 355.5, 355.10).',
    fn: (s, seatId, fact) => (TURN_FACTS.includes(fact as TurnFact) ? turnFact(s, seatId as string, fact as TurnFact) : 0),
  },
  highestMight: {
    args: ['string'],
    returns: 'number',
    description: 'The highest current Might among the units the seat controls on the board (0 with none).',
    fn: (s, seatId) => {
      const host = hostOf(s);
      let highest = 0;
      for (const u of unitsOnBoard(s)) if (s.objects[u]?.controller === seatId) highest = Math.max(highest, might(host, u));
      return highest;
    },
  },
  handSize: {
    args: ['string'],
    returns: 'number',
    description: 'How many cards are in the seat\'s hand (its size is public, CR 109.1).',
    fn: (s, seatId) => s.seats.find((x) => x.id === seatId)?.hand.length ?? 0,
  },
  opponents: {
    args: ['string'],
    returns: 'list',
    description: 'The seats not on the seat\'s team.',
    fn: (s, seatId) => {
      const team = s.teams.find((t) => t.seats.includes(String(seatId)))?.seats ?? [];
      return s.seats.filter((x) => !team.includes(x.id)).map((x) => x.id);
    },
  },
  victoryScore: {
    returns: 'number',
    description: 'The Victory Score: the points a team needs to win now, the mode\'s and what cards add (CR 478, 478.3).',
    fn: (s) => victoryScore(hostOf(s)),
  },
  unitsWithTag: {
    args: ['string', 'string'],
    returns: 'list',
    description: 'The units on the board the seat controls whose card has the tag ("a Mech", CR 133.8).',
    fn: (s, seatId, tag) => {
      const { rules } = hostOf(s);
      return unitsOnBoard(s).filter((u) => s.objects[u]?.controller === seatId && (rules.cardDb.cards.get(s.objects[u]?.card ?? '')?.tags ?? []).includes(String(tag)));
    },
  },
  baseUnits: {
    args: ['string'],
    returns: 'list',
    description: 'The units at the seat\'s base.',
    fn: (s, seatId) => [...(s.seats.find((x) => x.id === seatId)?.base ?? [])],
  },
  isAlone: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the unit is on the board with no other friendly unit (a teammate\'s included) at its location (CR 741.1, 740.1).',
    fn: (s, id) => onBoard(s, id) && isAlone(s, id as string),
  },
  isOneOnOne: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the unit and the one enemy unit at its location are both alone (CR 741.2).',
    fn: (s, id) => onBoard(s, id) && isOneOnOne(s, id as string),
  },
  unitsAt: {
    args: ['string', 'any'],
    returns: 'number',
    description: 'How many units the seat controls at a battlefield (0 for none, or no battlefield).',
    fn: (s, seatId, bf) => s.battlefields.find((b) => b.id === bf)?.units.filter((u) => s.objects[u]?.controller === seatId).length ?? 0,
  },
  facedownCards: {
    args: ['string'],
    returns: 'number',
    description: 'How many facedown cards the seat has hidden at battlefields, and so controls (CR 811).',
    fn: (s, seatId) => s.battlefields.filter((b) => b.hidden !== null && b.hidden.owner === seatId).length,
  },
  controlledWithTag: {
    args: ['string', 'string'],
    returns: 'number',
    description: 'How many units and gear on the board the seat controls whose card has the tag.',
    fn: (s, seatId, tag) => {
      const host = hostOf(s);
      const tagged = (id: string) => s.objects[id]?.controller === seatId && (card(host.rules, s.objects[id]?.card as string).tags ?? []).includes(String(tag));
      return unitsOnBoard(s).filter(tagged).length + s.gear.filter(tagged).length;
    },
  },
  hasTag: {
    args: ['any', 'string'],
    returns: 'boolean',
    description: 'Whether the object, on the board or in a zone, is of a card with the tag ("if it\'s an Equipment", CR 818.1.a).',
    fn: (s, id, tag) => typeof id === 'string' && s.objects[id] !== undefined && (card(hostOf(s).rules, s.objects[id]?.card as string).tags ?? []).includes(String(tag)),
  },
  hasRelation: {
    args: ['any', 'any', 'string'],
    returns: 'boolean',
    description:
      'Whether the object\'s controller stands to the seat as the relation says (friendly, controlled, enemy, any; CR 740): "if it was an enemy unit". Off the board its owner is taken (no last-known controller is kept); an object no longer in the game (a token that left the board) stands in none.',
    fn: (s, id, seatId, relation) => {
      const obj = typeof id === 'string' ? s.objects[id] : undefined;
      if (obj === undefined) return false;
      const onBoard = unitLocation(s, obj.id) !== undefined || isGearOnBoard(s, obj.id);
      return related(s, seatId, onBoard ? obj.controller : obj.owner, relation);
    },
  },
  isAtBattlefield: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the unit is on the board at a battlefield (not at a base).',
    fn: (s, id) => onBoard(s, id) && unitLocation(s, id as string) !== 'base',
  },
  units: {
    args: ['any', 'string', 'any'],
    returns: 'list',
    description:
      'The units on the board whose controller stands to the seat as the relation says (friendly, controlled, enemy, any; CR 740) at the location (a battlefield, base: the seat\'s base, or null: anywhere), in board order. Count them with { "count": ... }.',
    fn: (s, seatId, relation, location) => unitsOnBoard(s).filter((u) => related(s, seatId, (s.objects[u] as { controller: string }).controller, relation) && atLocation(s, u, location, seatId)),
  },
  gear: {
    args: ['any', 'string'],
    returns: 'list',
    description: 'The gear on the board whose controller stands to the seat as the relation says (friendly, controlled, enemy, any), attached or not (CR 147-151).',
    fn: (s, seatId, relation) => s.gear.filter((g) => s.objects[g] !== undefined && related(s, seatId, (s.objects[g] as { controller: string }).controller, relation)),
  },
  runes: {
    args: ['any'],
    returns: 'list',
    description: 'The runes the seat has on the board, ready or exhausted (CR 159-166).',
    fn: (s, seatId) => s.seats.find((x) => x.id === seatId)?.runes ?? [],
  },
  trash: {
    args: ['any'],
    returns: 'list',
    description: 'The cards in the seat\'s trash, public information (CR 108.2.d).',
    fn: (s, seatId) => s.seats.find((x) => x.id === seatId)?.trash ?? [],
  },
  isInCombat: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the unit is at the battlefield of the ongoing combat with a combat designation, attacker or defender (CR 741.3).',
    fn: (s, id) => onBoard(s, id) && isInCombat(s, id as string),
  },
  isAttacking: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the unit holds the attacker designation in the ongoing combat (CR 807.1.d).',
    fn: (s, id) => onBoard(s, id) && isAttacking(s, id as string),
  },
  isDefending: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the unit holds the defender designation in the ongoing combat.',
    fn: (s, id) => onBoard(s, id) && isDefending(s, id as string),
  },
  isStunned: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the unit is stunned.',
    fn: (s, id) => onBoard(s, id) && s.objects[id as string]?.stunned === true,
  },
  movesThisTurn: {
    args: ['any'],
    returns: 'number',
    description: 'How many times the unit on the board has moved this turn (CR 440-448; 0 off the board).',
    fn: (s, id) => (onBoard(s, id) ? (s.objects[id as string]?.movesThisTurn ?? 0) : 0),
  },
  isExhausted: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the unit or gear on the board is exhausted.',
    fn: (s, id) => typeof id === 'string' && s.objects[id]?.exhausted === true && (onBoard(s, id) || isGearOnBoard(s, id)),
  },
  isDamaged: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether damage is marked on the unit.',
    fn: (s, id) => onBoard(s, id) && (s.objects[id as string]?.damage ?? 0) > 0,
  },
  hasLethalDamage: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether the damage marked on the unit is lethal: it dies at the next cleanup ("if this kills it").',
    fn: (s, id) => onBoard(s, id) && (s.objects[id as string]?.damage ?? 0) > 0 && (s.objects[id as string]?.damage ?? 0) >= might(hostOf(s), id as string),
  },
  isEquipped: {
    args: ['any'],
    returns: 'boolean',
    description: 'Whether an Equipment is attached to the unit (CR 818.3).',
    fn: (s, id) => onBoard(s, id) && isEquipped(hostOf(s), id as string),
  },
};

/** Whether the condition a card carries on `node` holds now (true when it has none). */
export function conditionHolds(host: RiftHost, node: { readonly condition?: unknown }, event: Readonly<Record<string, unknown>>): boolean {
  const condition = conditionOf(node, host.rules);
  if (!condition) return true;
  if (rulesOf.get(host.state) !== host.rules) rulesOf.set(host.state, host.rules);
  return condition({ state: host.state, event }) === true;
}

/** The number the count a card carries on `node` (`forEach`) gives now, never below 0 (1 when it has none). */
export function countNow(host: RiftHost, node: { readonly forEach?: unknown }, event: Readonly<Record<string, unknown>>): number {
  const count = forEachOf(node, host.rules);
  if (!count) return 1;
  if (rulesOf.get(host.state) !== host.rules) rulesOf.set(host.state, host.rules);
  const value = Number(count({ state: host.state, event }));
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/**
 * The value of an amount a card gives (a whole number, or a numeric expression read with
 * `event`): a whole number, 0 for an expression that is not one.
 */
export function amountValue(host: RiftHost, amount: unknown, event: Readonly<Record<string, unknown>>): number {
  if (typeof amount === 'number') return amount;
  if (typeof amount !== 'object' || amount === null) return 0;
  if (rulesOf.get(host.state) !== host.rules) rulesOf.set(host.state, host.rules);
  const value = amountOf(amount, host.rules)({ state: host.state, event });
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/**
 * The selectors of card conditions known to read no unit's Might: every rules selector, and the
 * unit questions below but Might and Mighty. A condition naming any other selector (one added
 * later included) is taken to read a Might.
 */
const READ_NO_MIGHT: ReadonlySet<string> = new Set([...Object.keys(riftboundSelectors), 'isBuffed', 'buffedUnits', 'trashSize', 'cardsPlayedThisTurn', 'cardsPlayedWithTag', 'thisTurn', 'handSize', 'opponents', 'victoryScore', 'unitsWithTag', 'baseUnits', 'isAlone', 'isOneOnOne', 'isInCombat', 'isAttacking', 'isDefending', 'isStunned', 'movesThisTurn', 'isExhausted', 'isDamaged', 'isEquipped', 'hasTag', 'unitsAt', 'controlledWithTag', 'isAtBattlefield', 'units', 'gear', 'runes', 'trash']);

const readsMight = new WeakMap<object, boolean>();

function selectorNames(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) selectorNames(item, out);
  else if (node !== null && typeof node === 'object') {
    const sel = (node as { sel?: unknown }).sel;
    if (typeof sel === 'string') out.add(sel);
    for (const value of Object.values(node)) selectorNames(value, out);
  }
  return out;
}

/**
 * Whether the condition on `node` may ask for a unit's Might: its answer then depends on the
 * unit whose Might is being worked out (CR 471.3), otherwise it is the same for every unit.
 */
export function conditionReadsMight(node: { readonly condition?: unknown }): boolean {
  let answer = readsMight.get(node);
  if (answer === undefined) {
    answer = [...selectorNames(node.condition, new Set())].some((name) => !READ_NO_MIGHT.has(name));
    readsMight.set(node, answer);
  }
  return answer;
}

// The card database compiles card conditions as it loads, below these reads: they hand it what
// conditions may name rather than be imported by it.
handConditionVocabulary({ selectors: cardConditionSelectors, readsMight: conditionReadsMight });
