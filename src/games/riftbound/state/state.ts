/**
 * The state model of a Riftbound game (CR 101-189, 301-467). Plain JSON:
 * snapshots are copies of it. Objects on the board and in zones are referred to by object
 * id; their printed characteristics live in the card database, by card id.
 */
import { jsonCopy, type SetFields } from '../../../engine/json/freeze.js';
import type { RngState } from '../../../engine/game/rng.js';
import type { CardDefinition, Deck, Domain, Trigger, UnitRestriction } from '../schema/card-schema.js';
import type { RiftboundRulesDocument } from '../schema/rules-schema.js';

export type SeatId = string;
/** A keyword an object has: its name, or its name and value (Assault 2). */
export type ObjectKeyword = string | { readonly keyword: string; readonly value?: number };
export type ObjectId = string;

/** The id of the object made `n`th (`nextObjectId` counts them): objects made during play are numbered so. */
export function numberedObjectId(n: number): ObjectId {
  return `o${n}`;
}

/**
 * A card as an object of the game: a unit, a rune, or a card in a hidden zone. Its optional
 * fields are absent from its JSON; in a live game every object holds them all, those unset as
 * `undefined` (see {@link newGameObject}).
 */
export interface GameObject {
  readonly id: ObjectId;
  /** The card id in the card database. */
  readonly card: string;
  readonly owner: SeatId;
  readonly controller: SeatId;
  exhausted: boolean;
  damage: number;
  /** Might of this object, when it differs from its card's (positions, effects). */
  readonly might?: number | undefined;
  /** Keywords of this object, when they differ from its card's (positions): names or `{ keyword, value }`. */
  readonly keywords?: readonly ObjectKeyword[] | undefined;
  /** Keywords given by effects for good, while it stays on the board (CR 801.3.a.3). */
  readonly grantedKeywords?: readonly ObjectKeyword[] | undefined;
  /** Keywords given by effects until the end of the turn. */
  readonly turnKeywords?: readonly ObjectKeyword[] | undefined;
  /** Keywords granted and removed by effects, oldest first (CR 801.3; reads/keyword-changes.ts). */
  readonly keywordChanges?: readonly KeywordChange[] | undefined;
  /** A buff is on this unit (CR 702): +1 Might; at most one at a time (CR 702.3). */
  readonly buffed?: boolean | undefined;
  /** Buffs beside the first, on a unit that can have any number of them (mechanics/many-buffs.ts); each +1 Might as the first. */
  readonly moreBuffs?: number | undefined;
  /** Might gained or lost "this turn" by effects; it ends at the expiration step (CR 710). */
  readonly mightThisTurn?: number | undefined;
  /** Might gained or lost "this combat" by effects; it ends as the combat ends, at the latest at the expiration step. */
  readonly mightThisCombat?: number | undefined;
  /** How many times this unit has moved this turn (CR 440-448), for the cards that ask ("if I have moved twice this turn"); it ends at the expiration step. */
  readonly movesThisTurn?: number | undefined;
  /** A stunned unit deals no combat damage; it recovers at the end of the turn. */
  stunned?: boolean | undefined;
  /** What effects forbid this unit until the end of the turn ("It can't move this turn", the `forbid` operation, CR 054); no cached read is made from it, so it is written freely. */
  cantThisTurn?: readonly UnitRestriction[] | undefined;
  /** A gear attached to this unit, its Top-Most Card (CR 716-719); it is where the unit is. */
  readonly attachedTo?: ObjectId | undefined;
  /** The battlefield an unattached gear is at (recalled at the next cleanup, CR 149.3); absent: its controller's base. */
  readonly at?: ObjectId | undefined;
}

/**
 * A card's object as it enters the game or a new zone (a card leaving play is a new object):
 * controlled by its owner unless told, ready unless told, undamaged. Setup, tokens, zone changes,
 * positions and determinized states all make their objects here.
 *
 * Every optional field is there from the start, as `undefined`, and a field unset later is set
 * to `undefined`, never deleted: all objects then share one hidden class, and the reads of
 * the hot path (Might, keywords, damage) stay monomorphic. An object given or losing a field
 * took a hidden class per combination of fields, and one with a field deleted became a
 * dictionary: the reads of every object went megamorphic (about 8% of a duel's instructions).
 * JSON leaves `undefined` fields out, so snapshots and views read the same. An object spread
 * into a literal (`{ ...newGameObject(...), controller }`) has the same fields but a hidden class
 * of its own: every read of objects that met one was compiled again.
 */
export function newGameObject(id: ObjectId, card: string, owner: SeatId, exhausted = false, controller: SeatId = owner): GameObject {
  return {
    id,
    card,
    owner,
    controller,
    exhausted,
    damage: 0,
    might: undefined,
    keywords: undefined,
    grantedKeywords: undefined,
    turnKeywords: undefined,
    keywordChanges: undefined,
    buffed: undefined,
    moreBuffs: undefined,
    mightThisTurn: undefined,
    mightThisCombat: undefined,
    movesThisTurn: undefined,
    stunned: undefined,
    cantThisTurn: undefined,
    attachedTo: undefined,
    at: undefined,
  };
}

/**
 * A copy of `fields` (an object from outside the game: a view's, a snapshot's) as the game holds
 * its objects: every field there, those unset as `undefined` (see {@link newGameObject}).
 */
export function gameObjectFrom(fields: GameObject): GameObject {
  return Object.assign(newGameObject(fields.id, fields.card, fields.owner), jsonCopy(fields));
}

/**
 * A state read from JSON (a snapshot's, a position's; copied for the game, so changed in place)
 * as the game holds its own: every object, seat, showdown, chain item, pending ability and the
 * state itself with all their fields, those JSON left out as `undefined` (see {@link newGameObject}).
 * A restored game then reads one shape of each, as one played from the start does.
 */
export function completeState(state: RiftboundState): RiftboundState {
  const objects = state.objects as Record<ObjectId, GameObject>;
  for (const id of Object.keys(objects)) {
    const fields = objects[id] as GameObject;
    objects[id] = Object.assign(newGameObject(fields.id, fields.card, fields.owner), fields);
  }
  for (const seat of state.seats as SeatState[]) if (!('cardsPlayedThisTurn' in seat)) (seat as { cardsPlayedThisTurn?: readonly ObjectId[] | undefined }).cardsPlayedThisTurn = undefined;
  // A state written before banishment existed: the field in its place, so every seat keeps one hidden class.
  (state as { seats: readonly SeatState[] }).seats = state.seats.map((seat) => ('banishment' in seat ? seat : withBanishment(seat)));
  const { showdown } = state;
  // The questions come last in a new state (setup.ts), in their order whether or not JSON left them
  // out (a set one is written among the others).
  const questions = noQuestions();
  const fields = state as unknown as Record<string, unknown>;
  const built: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) if (!(key in questions)) built[key] = fields[key];
  built['chain'] = state.chain.map(wholeChainItem);
  built['triggers'] = state.triggers.map(wholePendingTrigger);
  for (const key of Object.keys(questions)) built[key] = fields[key];
  const whole = built as unknown as RiftboundState;
  if (showdown !== null) (whole as { showdown: ShowdownState }).showdown = Object.assign(newShowdown(showdown.battlefield, showdown.attacker, showdown.defender), showdown);
  return whole;
}

/** `seat` with an empty banishment after its trash, its fields in the order every seat has them. */
function withBanishment(seat: Omit<SeatState, 'banishment'>): SeatState {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(seat)) {
    out[key] = value;
    if (key === 'trash') out['banishment'] = [];
  }
  return out as unknown as SeatState;
}

/**
 * `obj` with only the fields that are set, as its JSON holds it (its lists shared, not copied):
 * what a view shows, and how a finished game keeps its objects, in less memory.
 */
export function setFieldsOf(obj: GameObject): SetFields<GameObject> {
  // The fields every object has, in one literal (held in the object itself), then those set,
  // each read by name: a finished game's objects are all compacted, and reads of a key from a
  // list of names (or Object.entries) cost twenty times as much.
  const { id, card, owner, controller, exhausted, damage } = obj;
  const out: Partial<Record<keyof GameObject, unknown>> = { id, card, owner, controller, exhausted, damage };
  if (obj.might !== undefined) out.might = obj.might;
  if (obj.keywords !== undefined) out.keywords = obj.keywords;
  if (obj.grantedKeywords !== undefined) out.grantedKeywords = obj.grantedKeywords;
  if (obj.turnKeywords !== undefined) out.turnKeywords = obj.turnKeywords;
  if (obj.keywordChanges !== undefined) out.keywordChanges = obj.keywordChanges;
  if (obj.buffed !== undefined) out.buffed = obj.buffed;
  if (obj.moreBuffs !== undefined) out.moreBuffs = obj.moreBuffs;
  if (obj.mightThisTurn !== undefined) out.mightThisTurn = obj.mightThisTurn;
  if (obj.mightThisCombat !== undefined) out.mightThisCombat = obj.mightThisCombat;
  if (obj.movesThisTurn !== undefined) out.movesThisTurn = obj.movesThisTurn;
  if (obj.stunned !== undefined) out.stunned = obj.stunned;
  if (obj.cantThisTurn !== undefined) out.cantThisTurn = obj.cantThisTurn;
  if (obj.attachedTo !== undefined) out.attachedTo = obj.attachedTo;
  if (obj.at !== undefined) out.at = obj.at;
  return out as SetFields<GameObject>;
}

/**
 * Keeps each object of a finished game with only its fields that are set: nothing changes it
 * any more, and a finished duel kept alive (a record, a match, a replay browser) holds about
 * a fifth less.
 */
export function compactObjects(state: RiftboundState): void {
  // Written directly: a finished game's values derived for speed are dropped first (reads/unit-cache.ts, forgetUnitReads).
  const objects = state.objects as Record<ObjectId, GameObject>;
  for (const id of Object.keys(objects)) objects[id] = setFieldsOf(objects[id] as GameObject);
}

/** One effect's change to a unit's keywords: what it grants or removes, and for how long (CR 801.3.a.2, 801.3.b.1). */
export interface KeywordChange {
  readonly grant?: readonly ObjectKeyword[];
  readonly remove?: readonly string[];
  readonly duration: 'turn' | 'combat' | 'permanent';
}

/** Which text of its card an ability belongs to: a gear's Effect Text is appended to the unit it is attached to (CR 136.2.c). */
export type AbilityText = 'effect';
/**
 * An ability a keyword stands for, with no entry in the card's abilities, and its value where it
 * has one: Hunt N ("when I conquer or hold, my controller gains N XP", CR 823.1.c.1), Equip
 * (CR 818), Quick-Draw (CR 819), Weaponmaster (CR 821), a Vision a passive gives (CR 817). Spelled
 * out in cards/keyword-abilities.ts.
 */
/** The keywords that stand for a whole ability; a snapshot's pending abilities are checked against these (state-check.ts). */
export const KEYWORD_ABILITY_NAMES = ['hunt', 'equip', 'quick-draw', 'weaponmaster', 'vision'] as const;

export interface KeywordAbility {
  readonly name: (typeof KEYWORD_ABILITY_NAMES)[number];
  readonly value?: number;
  /** Which Equip ability of a gear with several (CR 818.4), counted from 0; absent for the first. */
  readonly instance?: number;
}

export interface Cost {
  readonly energy: number;
  /** One entry per Power symbol: a domain, or `any` (hiding a card costs 1 Power of any domain). */
  readonly power: readonly (Domain | 'any')[];
  /** XP to spend (CR 730.2), paid in full or not at all; none when undefined. */
  readonly xp?: number | undefined;
}

/**
 * `cost` with `energy` and `power` instead of its own, its XP kept: a cost of one hidden class
 * (Energy, Power, XP, in this order, as the card's own costs are made). Every listing asks
 * whether each cost is affordable; costs made by spreading another (`{ ...cost, energy }`) had
 * a hidden class per way they were changed, and every read of a cost went megamorphic.
 */
export function changedCostParts(cost: Cost, energy: number, power: Cost['power']): Cost {
  return { energy, power, xp: cost.xp };
}

export interface RunePool {
  energy: number;
  /** Power by domain; `any`: Power of any domain, which pays a Power cost of any domain (CR 135.2.e.5.b). */
  power: Partial<Record<Domain | 'any', number>>;
  /**
   * Resources added with a restriction on their use ("Use only to play spells", CR 165.1,
   * 429), kept apart by what they may pay for; unset while there are none. They empty with the
   * pool (CR 166).
   */
  restricted: Partial<Record<ResourceUse, RestrictedResources>> | undefined;
}

/** What restricted resources may pay for: playing spells, or playing gear and using gear abilities. */
export type ResourceUse = 'spells' | 'gear';

/** Energy and Power that pay only costs of one use. */
export interface RestrictedResources {
  energy: number;
  power: Partial<Record<Domain | 'any', number>>;
}

export interface SeatState {
  readonly id: SeatId;
  readonly name: string;
  readonly team: string;
  /** The Champion Legend's card id. */
  readonly legend: string;
  /** The Champion Legend as an object of the game, in the legend zone for good (CR 107.4.d). */
  readonly legendObject: ObjectId;
  /** The Champion Zone (CR 108.3): the Chosen Champion until it is played from there. */
  championZone: ObjectId[];
  /**
   * The Chosen Champion's card id, or null (decks without one, with deck rules off). Any
   * champion unit of the same name is "your Chosen Champion" (CR 103.2.a.3).
   */
  readonly chosenChampion: string | null;
  /** The battlefields this player's deck offers; one is picked at setup if they contribute. */
  readonly battlefieldChoices: readonly string[];
  /** Main deck, top first. */
  deck: ObjectId[];
  /** Rune deck, top first. */
  runeDeck: ObjectId[];
  hand: ObjectId[];
  /** Units at this player's base. */
  readonly base: readonly ObjectId[];
  trash: ObjectId[];
  /**
   * Banishment (CR 108.6): cards banished by spells and effects, public and unordered; some
   * effects play them from there (mechanics/zone-cards.ts).
   */
  banishment: ObjectId[];
  /** Runes on the board. */
  runes: ObjectId[];
  pool: RunePool;
  /** Turns this player has started, this one included. */
  turnsStarted: number;
  mulliganDone: boolean;
  /** By teammate, the cards of this hand shown to them (known while they stay in this hand). */
  handKnownBy: Record<SeatId, ObjectId[]>;
  /** This player's XP (CR 728-733): public, personal even between teammates, never below 0. */
  readonly xp: number;
  /**
   * Cards this player played this turn, once finalized, even if countered later (Legion, CR 812.1.c).
   * Unset as `undefined`, never deleted: every seat keeps one hidden class (see {@link newGameObject}).
   */
  readonly cardsPlayedThisTurn?: readonly ObjectId[] | undefined;
}

/** What was noted of a unit as it died, for its "when I die" abilities (CR 808.1.d.3). */
export interface LastKnown {
  readonly might: number;
  /** Whether the unit died alone: no other friendly unit at its location as it died, those dying with it included (CR 741.1). */
  readonly alone: boolean;
}

/** The choices of one extra execution of a spell paid for with Repeat (CR 820.2). */
export interface RepeatChoices {
  readonly mode?: number;
  readonly targets: Record<string, ObjectId | null>;
  readonly declined: readonly number[];
  /** This execution's own split groups and their division (CR 820.2.a, 355.14). */
  readonly split?: Readonly<Record<string, readonly ObjectId[]>>;
  readonly splitDamage?: Readonly<Record<string, Readonly<Record<ObjectId, number>>>>;
}

export interface TeamState {
  readonly id: string;
  readonly seats: readonly SeatId[];
  score: number;
}

export interface BattlefieldState {
  readonly id: ObjectId;
  readonly card: string;
  /** The seat that brought it into play, if any. */
  readonly contributedBy: SeatId | null;
  controller: SeatId | null;
  /** A unit arrived whose controller does not control it; cleared when the showdown ends. */
  contested: boolean;
  /** Who made it contested: the attacker of a combat, first to get focus. */
  contestedBy: SeatId | null;
  /** A showdown waits to start here. */
  staged: boolean;
  readonly units: readonly ObjectId[];
  /** The facedown card hidden here, if any (CR 811). */
  hidden: HiddenCard | null;
}

export interface HiddenCard {
  readonly card: ObjectId;
  readonly owner: SeatId;
  /** The turn it was hidden: it may be played from the next turn on. */
  readonly turn: number;
}

/**
 * A spell or ability waiting on the chain (CR 307-313). Its optional fields are absent from its
 * JSON; on the chain every item holds them all, those unset as `undefined` (see {@link wholeChainItem}).
 */
export interface ChainItem {
  readonly id: string;
  readonly kind: 'spell' | 'activated' | 'triggered';
  readonly controller: SeatId;
  /** The card played, or the object whose ability this is. */
  readonly source: ObjectId;
  /** The card id, for names and for the ability's definition. */
  readonly card: string;
  /** Which ability of the card (activated and triggered items). */
  readonly ability?: number | undefined;
  /** Instead of `ability`: the ability a keyword of the source stands for. */
  readonly keyword?: KeywordAbility | undefined;
  /** Which mode of a modal spell. */
  readonly mode?: number | undefined;
  /** Chosen targets by name; null once a target has become illegal. */
  readonly targets: Record<string, ObjectId | null>;
  /** Optional steps (effect indexes) the controller declined. */
  readonly declined: readonly number[];
  /** The battlefield "here" refers to, if any: as the item was made, then as it resolves (mechanics/here.ts). */
  readonly here: ObjectId | null;
  /** The ability is in the Effect Text of `card` (a gear attached to `source`), not its rules text. */
  readonly text?: AbilityText | undefined;
  /** A "when I die" ability: what was noted of its unit as it died (CR 808.1.d.3). */
  readonly lastKnown?: LastKnown | undefined;
  /** A triggered ability: the object its event was about ("it" in "When you buff a friendly unit, ready it"), named `thatUnit` by its effects. */
  readonly subject?: ObjectId | undefined;
  /** A conquest trigger after an attack whose steps count it: the excess damage its attacker assigned (CR 460.2), "that much" of its effects. */
  readonly excessDamage?: number | undefined;
  /** A triggered ability whose steps a player of its event does ("..., they draw 1"): that player (CR 383.1). */
  readonly eventPlayer?: SeatId | undefined;
  /** A spell: the extra executions paid for with Repeat, in order (CR 820.1.d). */
  readonly repeats?: readonly RepeatChoices[] | undefined;
  /** The units chosen for each group a step splits damage among, by group name (CR 355.14.b). */
  readonly split?: Readonly<Record<string, readonly ObjectId[]>> | undefined;
  /** The division of each split, by group name, once decided as it resolves (CR 355.14.e). */
  readonly splitDamage?: Readonly<Record<string, Readonly<Record<ObjectId, number>>>> | undefined;
  /** A spell played with its optional additional cost paid (CR 356.2.b): its first step's "If you do" asks it (CR 356.4.f.1). */
  readonly paidAdditional?: true | undefined;
  /** A spell an effect played and said to recycle ("Then recycle it."): once it has resolved, which completes its play (CR 419.4.a), it goes to the bottom of its owner's Main Deck, not the trash (CR 416). */
  readonly recycled?: true | undefined;
}

/**
 * `item` as the chain holds it: every field there, those it leaves out as `undefined`, in one
 * order (the one items were made in, so their JSON reads as before). Items of each kind set
 * other optional fields: with a hidden class per combination, every read of an item (adding,
 * resolving, targeting) went through a megamorphic inline cache. A spread copy (`{ ...item,
 * here }`) has the same fields but a hidden class of its own: items changed so are made whole again.
 */
export function wholeChainItem(item: ChainItem): ChainItem {
  return {
    kind: item.kind,
    controller: item.controller,
    source: item.source,
    card: item.card,
    keyword: item.keyword,
    ability: item.ability,
    text: item.text,
    mode: item.mode,
    targets: item.targets,
    declined: item.declined,
    here: item.here,
    lastKnown: item.lastKnown,
    subject: item.subject,
    repeats: item.repeats,
    split: item.split,
    splitDamage: item.splitDamage,
    paidAdditional: item.paidAdditional,
    recycled: item.recycled,
    excessDamage: item.excessDamage,
    eventPlayer: item.eventPlayer,
    id: item.id,
  };
}

/**
 * A triggered ability waiting to go on the chain (a Pending Item, CR 401.1): the next cleanup
 * places it, or waits for its controller to choose its targets, optional steps and order
 * (CR 383.3.d, 402). Its id is the chain item id it will have. Its optional fields are absent
 * from its JSON; while pending it holds them all (see {@link wholePendingTrigger}).
 */
export interface PendingTrigger {
  readonly id: string;
  /** What triggered it (attack and defend triggers of a combat are placed in their own order). */
  readonly trigger: Trigger;
  readonly controller: SeatId;
  readonly source: ObjectId;
  readonly card: string;
  /** Which ability of the card; absent for the ability a keyword stands for (`keyword`). */
  readonly ability?: number | undefined;
  readonly keyword?: KeywordAbility | undefined;
  readonly here: ObjectId | null;
  readonly text?: AbilityText | undefined;
  /** Targets chosen as the card was played (Quick-Draw's unit, Weaponmaster's Equipment). */
  readonly targets?: Record<string, ObjectId> | undefined;
  readonly lastKnown?: LastKnown | undefined;
  /** A play effect of a card played from hiding: it chooses at `here` (CR 811.1.d.2). */
  readonly fromHiding?: true | undefined;
  /** The object its event was about, when not its source (the unit a friendly unit's death trigger names as `thatUnit`). */
  readonly subject?: ObjectId | undefined;
  /** A conquest after an attack: the excess damage assigned (CR 460.2), kept for the chain item. */
  readonly excessDamage?: number | undefined;
  /** The player its event is about, kept for the chain item when a step names them ("they"). */
  readonly eventPlayer?: SeatId | undefined;
}

/** `pending` with every field, those it leaves out as `undefined`, in one order (see {@link wholeChainItem}). */
export function wholePendingTrigger(pending: PendingTrigger): PendingTrigger {
  return {
    id: pending.id,
    trigger: pending.trigger,
    controller: pending.controller,
    source: pending.source,
    card: pending.card,
    ability: pending.ability,
    keyword: pending.keyword,
    here: pending.here,
    text: pending.text,
    targets: pending.targets,
    lastKnown: pending.lastKnown,
    fromHiding: pending.fromHiding,
    subject: pending.subject,
    excessDamage: pending.excessDamage,
    eventPlayer: pending.eventPlayer,
  };
}

export interface ShowdownState {
  readonly battlefield: ObjectId;
  readonly combat: boolean;
  /** Who made the battlefield contested (the attacker of a combat). */
  readonly attacker: SeatId;
  /** The other player with units there when a combat starts. */
  readonly defender: SeatId | null;
  focus: SeatId;
  /** Players who passed in a row; the showdown ends when every player has. */
  passesInRow: number;
  /** Damage step: the order each side chose for the units it damages. Outside it, `undefined` (see {@link newShowdown}). */
  orders?: Record<SeatId, ObjectId[]> | undefined;
  /** Damage step: the sides that still choose the order of their damage (attacker first). */
  assigners?: SeatId[] | undefined;
  /** After the damage step: the combat damage the attacker assigned past lethal (CR 460.2), which "after an attack" conquests ask; `undefined` before it. */
  excessDamage?: number | undefined;
}

/**
 * A question a resolving chain item waits on (CR 742.1.a, 355.17): a cost within instructions
 * (no `asks`), or what a step's operation asks as it resolves (`asks`: cards to choose, or
 * the cost of a card it plays). One mechanism for every question asked during resolution:
 * the item pauses at the step and goes on from it once answered (mechanics/effects.ts).
 */
export interface InstructionCostQuestion {
  readonly seat: SeatId;
  /** The chain item resolving, on top of the chain. */
  readonly item: string;
  /** Which execution of its instructions (1, then one per Repeat paid) and which step asks. */
  readonly execution: number;
  readonly step: number;
  /** What the step's operation asks; absent for a cost within instructions. */
  readonly asks?: ResolutionAsk | undefined;
  /** What the execution remembers so far (cards looked at, chosen), carried over the pause. */
  readonly memory?: ResolutionMemory | undefined;
}

/**
 * Cards a player chooses as a step resolves (CR 355.17): from a hand (CR 422.1.a), from cards
 * looked at or revealed, from a trash (a "must" choice, CR 355.10.f). `from` lists the
 * options, seen only by the chooser when they are private; between `min` and `max` of them.
 */
export interface CardsAsk {
  readonly kind: 'cards';
  readonly seat: SeatId;
  readonly from: readonly ObjectId[];
  readonly min: number;
  readonly max: number;
  /** What the chosen cards are for, in the operation's words (for people and bots). */
  readonly purpose: string;
}

/**
 * A card an effect plays (CR 419.3), its cost as the effect sets it (CR 356.1.b): its player
 * pays it (`payCost`), and names where a unit goes (`to`) among `to` when there is a choice.
 */
export interface PlayAsk {
  readonly kind: 'play';
  readonly seat: SeatId;
  readonly card: ObjectId;
  readonly cost: { readonly energy: number; readonly power: readonly string[] };
  /** Where a unit may be played (CR 355.2); empty for a gear. */
  readonly to: readonly string[];
  /** Whether the player may decline (an optional step, or a cost they cannot pay). */
  readonly optional: boolean;
}

/**
 * Whether the controller of an object stops a step of another player's spell or ability ("...
 * unless its controller pays :rb_energy_3:", "... has you draw 1"; CR 355.17): they pay `cost`
 * (none to have the step's controller draw `draws`) with `payCost`, or decline and the step is done.
 */
export interface UnlessAsk {
  readonly kind: 'unless';
  readonly seat: SeatId;
  readonly cost: { readonly energy: number; readonly power: readonly string[] };
  /** Cards the step's controller draws instead of the step (0: paying resources stops it). */
  readonly draws: number;
}

/**
 * Whether a player takes for themselves a step each of several players may take as it
 * resolves ("you and each opponent may play a Trinket gear token exhausted", CR 355.17): they
 * answer with `payCost` (`pay: true` takes it), nothing to pay.
 */
export interface MayAsk {
  readonly kind: 'may';
  readonly seat: SeatId;
  /** What the step does for them, its operation ("createToken"). */
  readonly purpose: string;
}

/**
 * Which of a step's named outcomes a player chooses as it resolves ("Each other player chooses
 * Blades or Coins", CR 355.17): they answer with `chooseOutcome`, one of `options`.
 */
export interface OutcomeAsk {
  readonly kind: 'outcome';
  readonly seat: SeatId;
  readonly options: readonly string[];
}

/** A card type a player may be forbidden to play for a turn (`cantPlayTypes`). */
export type PlayableType = 'unit' | 'spell' | 'gear';

/**
 * A step whose deaths wait on a choice among replacement effects (`dying`): the item waits
 * until they are settled, then goes on after that step; `done`, whether the step was done, for
 * the step after it ("If you do"). `seat` is the item's controller; the choice is asked of whoever `dying` names.
 */
export interface DeathsAsk {
  readonly kind: 'deaths';
  readonly seat: SeatId;
  readonly done: boolean;
}

/**
 * Several replacement effects would replace a token its player is playing (CR 375): that player
 * chooses the one that applies (CR 372.1), answered with `chooseReplacement`, an index of
 * `options`. `token`: the token's card.
 */
export interface TokenPlayAsk {
  readonly kind: 'tokenPlay';
  readonly seat: SeatId;
  readonly token: string;
  readonly options: readonly TokenReplacement[];
}

/** A replacement effect of a token play: the ability `ability` of `card` on `source`, controlled by `controller`. */
export interface TokenReplacement {
  readonly source: ObjectId;
  readonly card: string;
  readonly ability: number;
  readonly controller: SeatId;
  readonly text?: AbilityText;
}

export type ResolutionAsk = CardsAsk | PlayAsk | UnlessAsk | MayAsk | OutcomeAsk | DeathsAsk | TokenPlayAsk;

/** The cards an execution has set aside by looking at, revealing or choosing them ("them", "the rest", "it"). */
export interface ResolutionMemory {
  /** Cards looked at or revealed, still where they were: "them", "the rest" once some are taken. */
  looked?: ObjectId[] | undefined;
  /** Whether those cards were revealed (public) rather than looked at (seen by the controller alone). */
  revealed?: true | undefined;
  /** The cards last chosen from among them, or the last card moved by the execution: "it". */
  chosen?: ObjectId[] | undefined;
  /** The tokens the last token step made, all of them: "two of them" after it. */
  made?: ObjectId[] | undefined;
  /** The spells this execution countered, by chain item, and their cards' objects: "that spell's Energy cost" once it has left the chain. */
  countered?: Record<string, ObjectId> | undefined;
  /** A token step paused on its player's choice among replacements of a token (CR 372.1): the tokens it plays in all, the next to play, and those made so far. */
  tokensPlayed?: { readonly count: number; readonly next: number; readonly made: readonly ObjectId[] } | undefined;
  /** Every token a token play's replacement played, which stand for the token replaced ("it" after its step, CR 375); set only there, which never pauses. */
  playedTokens?: ObjectId[] | undefined;
  /** A spell that banished itself ("Banish this."): it goes to its owner's banishment instead of the trash. */
  banishSelf?: true | undefined;
  /** Each player killing one of their units: the next seat to choose, in turn order from the controller, and what those before chose. */
  eachChose?: { readonly next: number; readonly chosen: readonly ObjectId[] } | undefined;
  /** Several players discarding in turn: who discards, in order, and the next of them to choose. */
  discarders?: { readonly seats: readonly SeatId[]; readonly next: number } | undefined;
  /** The step paused on asking whether its "unless" is done (its answer is that, not the step's own). */
  unlessAsked?: true | undefined;
  /** How much its controller paid for the last cost of any amount ("Pay any amount of ... to ... that much", CR 742.1.a). */
  paid?: number | undefined;
  /** An ability that adds resources, resolved at once (CR 377.4), paused on its cost: who held priority as it was activated, which they keep once it is answered. */
  immediate?: { readonly priority: SeatId | null } | undefined;
  /** A card of the hand chosen to go onto the Main Deck, whether on its top or bottom still to be answered. */
  placing?: ObjectId | undefined;
  /** How many buffs the last step spending any number of them spent ("For each buff spent, ...", mechanics/buff-spending.ts). */
  buffsSpent?: number | undefined;
  /** A step each player may take (mechanics/each-may.ts): the next seat to ask, in turn order from the controller, and how many opponents took it so far. */
  eachMay?: { readonly next: number; readonly opponentsWhoDid: number } | undefined;
  /** How many opponents took the last step each player may take ("For each opponent who did, ..."). */
  opponentsWhoDid?: number | undefined;
  /** Each player choosing a named outcome (mechanics/named-outcomes.ts): the next seat to ask, and what those before chose. */
  choosing?: { readonly next: number; readonly chose: readonly ChosenOutcome[] } | undefined;
  /** What each player chose at the last step of named outcomes, in turn order ("For each player that chooses Blades, ..."). */
  chosenOutcomes?: readonly ChosenOutcome[] | undefined;
}

/** A player's choice among a step's named outcomes. */
export interface ChosenOutcome {
  readonly seat: SeatId;
  readonly outcome: string;
}

export interface ScoringState {
  /** Battlefields each seat has scored this turn (CR 462-467), by hold or conquer. */
  scored: Record<SeatId, ObjectId[]>;
  /**
   * Of those, the battlefields each seat conquered this turn (CR 464.1), for the cards that ask
   * ("a battlefield you conquered this turn"); unset until a seat conquers one.
   */
  conquered?: Record<SeatId, ObjectId[]>;
  /** What the scoring step of this turn's Beginning Phase recorded, once it has run. */
  atScoringStep: {
    readonly controlled: Record<SeatId, ObjectId[]>;
    readonly occupied: Record<SeatId, ObjectId[]>;
  } | null;
}

/** The division waiting for its player (CR 355.14.e): `total` among `targets`. */
export interface SplitChoice {
  readonly item: string;
  readonly seat: SeatId;
  readonly total: number;
  readonly targets: readonly ObjectId[];
}

export interface RiftboundState {
  rng: RngState;
  turn: { number: number; seat: SeatId };
  readonly seats: readonly SeatState[];
  readonly teams: readonly TeamState[];
  readonly battlefields: readonly BattlefieldState[];
  readonly objects: Readonly<Record<ObjectId, GameObject>>;
  /** Gear on the board (CR 147-151), in the order it entered: where each is follows from its object. */
  readonly gear: readonly ObjectId[];
  nextObjectId: number;
  readonly showdown: ShowdownState | null;
  /** Spells and abilities waiting to resolve, newest last. */
  chain: ChainItem[];
  /** Who may act on the chain now (Closed states). */
  priority: SeatId | null;
  /** Players who passed priority in a row on the current chain item. */
  chainPasses: number;
  /** The chain was opened by a triggered ability: focus stays put when it empties. */
  chainOpenedByTrigger: boolean;
  /** Triggered abilities waiting to go on the chain, in the order they triggered. */
  triggers: PendingTrigger[];
  nextChainId: number;
  scoring: ScoringState;
  /** The winning team, once a cleanup has found one. */
  winner: string | null;
  /** True once the game ended without a winner (the mode's `knobs.turnLimit` reached). */
  drawn: boolean;
  /** A teammate invited to play a spell or activate an ability with the host's priority. */
  /**
   * The invitation waiting for its guest's answer; `declined` once the guest declined, until the
   * host does anything else: inviting the same guest again would change nothing, forever.
   */
  invitation: { readonly host: SeatId; readonly guest: SeatId; readonly declined?: true } | null;
  /**
   * Players who burned out and must choose which opponent gains the point, oldest first.
   * Until they have, nobody else acts.
   */
  burnOutChoices: { readonly seat: SeatId; readonly options: readonly SeatId[] }[];
  /**
   * A chain item paused on a cost within instructions (CR 742.1.a): its controller pays or
   * not (`payCost`) before anything else happens; the item stays on the chain meanwhile.
   */
  instructionCost?: InstructionCostQuestion | null | undefined;
  /** Players removed from the game by conceding (CR 651), in the order they left. */
  removed: RemovedSeat[];
  /**
   * Whether each unit on the board was Mighty when last looked at, by unit: a unit goes from
   * false to true exactly when it becomes Mighty (CR 709). Units not listed are judged by
   * their printed Might (CR 711), so a unit printed with 5 or more never becomes Mighty by
   * entering play.
   */
  mighty: Readonly<Record<ObjectId, boolean>>;
  /** The turns queued after the current one besides the turn order (CR 736-737). */
  turnQueue: TurnQueue;
  /** A resolving item waits for its controller to divide split damage (CR 355.14.e; mechanics/split-damage.ts). */
  splitChoice?: SplitChoice | undefined;
  /**
   * How many of its events each "the Nth time ... each turn" ability on the board has seen this
   * turn, by `source/card#ability` (CR 383.1; mechanics/trigger-events.ts); unset until one has.
   */
  triggerCounts?: Record<string, number> | undefined;
  /**
   * Players whose units enter ready for the rest of this turn ("Friendly units enter ready this
   * turn", CR 364.3.a; the `unitsEnterReady` operation); unset until an effect says so.
   */
  entersReady?: SeatId[] | undefined;
  /**
   * Players who can't play cards for the rest of this turn ("opponents can't play cards this
   * turn", CR 054; the `restrictPlayers` operation); unset until an effect says so.
   */
  cantPlayCards?: SeatId[] | undefined;
  /** The card types each player can't play for the rest of the turn ("opponents can't play units this turn", CR 054); unset until an effect says so. */
  cantPlayTypes?: Readonly<Record<SeatId, readonly PlayableType[]>> | undefined;
  /**
   * The Might each buff gives this turn besides its own +1 (CR 703) to the units friendly to
   * each seat ("Buffs give an additional +N :rb_might: to friendly units this turn", the
   * `buffsGiveMore` operation; mechanics/buff-might.ts), by seat; unset until an effect says so,
   * and at the expiration step. An input of the unit reads: written through `edit`.
   */
  readonly buffsGiveMore?: Readonly<Record<SeatId, number>> | undefined;
  /**
   * Delayed effects made by spells and abilities that resolved (CR 389-392): each lasts as long
   * as it says, whether or not its source stays on the board (mechanics/delayed.ts); unset until
   * one is made, unset again as the turn ends.
   */
  delayed?: DelayedEffect[] | undefined;
  /**
   * What each player did this turn that cards ask about ("If you've discarded a card this
   * turn"), by seat (state/turn-facts.ts): recorded where it happens, unset until something
   * is, and as a turn begins.
   */
  turnFacts?: Record<SeatId, TurnFacts> | undefined;
  /**
   * Damage spells and abilities dealt since the last cleanup, by unit: who is responsible for a
   * kill by it at that cleanup, and whether a spell (CR 428.5.c; mechanics/kill-attribution.ts);
   * unset until a spell or ability deals damage, and at each cleanup.
   */
  damagedBy?: Record<ObjectId, KillBy> | undefined;
  /**
   * Units dying together whose deaths wait on a player's choice among replacement effects (CR
   * 372-373; mechanics/replacements.ts), oldest first: only the first asks; deaths made while
   * it waits queue behind it. Unset when none waits, which is almost always.
   */
  dying?: DyingUnits[] | undefined;
}

/**
 * Units that began dying together (CR 323.5, 373), settled in order: each dies, or a replacement
 * effect saves it. `next` is the first not settled yet; `alone` and `by` are as noted when they
 * began (zones.ts `Together`). `applying`: the replacement effects being applied as they began,
 * which none of these deaths may meet again (CR 370.2).
 */
export interface DyingUnits {
  readonly units: readonly ObjectId[];
  readonly inCombat: boolean;
  readonly alone: readonly boolean[] | null;
  readonly by: readonly (KillBy | null)[] | null;
  next: number;
  readonly applying: readonly string[];
  /** The optional replacement effects their controllers declined for a unit of these, `unit source card#ability`: they do not apply to its death (CR 371.2). */
  declined?: string[] | undefined;
  /** What the first batch asks now; unset on those queued behind it. */
  asks?: ReplacementAsk | undefined;
}

/**
 * A choice among replacement effects of units' deaths: `order`, the owner of a unit that
 * several would save chooses the one that applies (CR 372); `which`, the controller of an effect
 * that applies once ("The next time ...") chooses which of the units dying together it saves (CR
 * 373); `may`, the controller of an optional one ("you may pay ... to ... instead") chooses
 * whether it applies, paying its cost (CR 371.1). Answered by `chooseReplacement`, one of
 * `options` (`may`: its one option, or declining).
 */
export interface ReplacementAsk {
  readonly kind: 'order' | 'which' | 'may';
  readonly seat: SeatId;
  readonly options: readonly ReplacementOption[];
}

/** One replacement effect applied to one unit's death: the ability `ability` of `card`, on `source` (or set up by it, `delayed`). */
export interface ReplacementOption {
  readonly unit: ObjectId;
  readonly source: ObjectId;
  readonly card: string;
  readonly ability: number;
  readonly controller: SeatId;
  readonly text?: AbilityText;
  readonly delayed?: true;
  /** Its controller may apply it or not, paying the cost of its first step (CR 371.1). */
  readonly optional?: true;
}

/** Who killed a unit: the player responsible (CR 411.1) and whether the kill is attributed to a spell they control (CR 428.5.e). */
export interface KillBy {
  readonly seat: SeatId;
  readonly spell: boolean;
}

/**
 * A player's facts of this turn: how many cards they discarded (CR 422.1), how much Power they
 * spent (CR 159-166), how many units they controlled died (CR 323.5), and how many points they
 * scored by holding (CR 464.2, 466.1).
 */
export interface TurnFacts {
  discarded: number;
  powerSpent: number;
  unitsDied: number;
  heldPoints: number;
  /** Spells and unit abilities put on the chain that chose enemy units or gear (mechanics/enemy-choices.ts); undefined until one does. */
  enemyChoices?: number | undefined;
}

/**
 * One change for the next spell `seat` plays this turn ("the next spell you play this turn costs
 * 2 less", mechanics/next-spell.ts): Energy off its cost (CR 356.4), Bonus Damage it deals
 * (CR 713), [Repeat] for its own cost (CR 820). `item` is null while it waits, then names the
 * spell's chain item, which keeps it (its Bonus Damage is read as it deals damage).
 */
export interface NextSpellChange {
  readonly kind: 'nextSpell';
  readonly seat: SeatId;
  readonly energy: number;
  readonly bonusDamage: number;
  readonly repeat: boolean;
  item: string | null;
}

/**
 * A delayed effect (CR 390): `prevent`, a delayed replacement that prevents damage to `unit`
 * (every unit, null) this turn (CR 437), all of it (`next` false) or all of the next damage
 * it would be dealt (`next` true), from any source or from spells and abilities only
 * (`combat` false); `entersReady`, the next unit `seat` plays this turn enters ready (CR 364.3.a);
 * `nextSpell`, a change for the next spell `seat` plays this turn.
 */
export type DelayedEffect =
  | { readonly kind: 'prevent'; readonly controller: SeatId; readonly unit: ObjectId | null; readonly next: boolean; readonly combat: boolean }
  | { readonly kind: 'entersReady'; readonly seat: SeatId }
  /** `seat` hides cards ignoring the cost of hiding for the rest of the turn (the `hideIgnoringCosts` operation, CR 811; mechanics/hide-costs.ts). */
  | { readonly kind: 'hidesFree'; readonly seat: SeatId }
  /** Control of a unit lost at end of turn (the `loseControl` operation with `endOfTurn`): at the Ending Step `controller`, if it still controls `unit`, loses it to its owner (mechanics/take-control.ts). */
  | { readonly kind: 'loseControl'; readonly controller: SeatId; readonly unit: ObjectId; readonly recall: boolean }
  /**
   * A delayed ability set up for the rest of the turn (the `delayedAbility` operation, CR 390.2-390.3):
   * ability `ability` of `card`, controlled by `controller`, its source `source`; `unit`: the unit a
   * delayed replacement watches (mechanics/delayed.ts).
   */
  | { readonly kind: 'ability'; readonly controller: SeatId; readonly source: ObjectId; readonly card: string; readonly ability: number; readonly unit: ObjectId | null }
  /** Ability `ability` of `card` (one marked `granted`) given to `unit` for the rest of the turn (the `grantAbility` operation, CR 472.2.a; mechanics/granted-abilities.ts). */
  | { readonly kind: 'grantedAbility'; readonly unit: ObjectId; readonly card: string; readonly ability: number }
  | NextSpellChange
  | HandPlayPermit;

/**
 * A card `seat` may play from hand this turn at a cost an effect set ("you may play a gear with
 * Energy cost no more than :rb_energy_5: from hand this turn, ignoring its Energy cost",
 * mechanics/hand-plays.ts): the first card of `card`'s kind they play from hand takes it. Its
 * `ignore` and `energy` (off the cost) change that card's cost as a cost change does.
 */
export interface HandPlayPermit {
  readonly kind: 'handPlay';
  readonly seat: SeatId;
  readonly card: { readonly types?: readonly ('unit' | 'gear')[] | undefined; readonly keyword?: string | undefined; readonly maxEnergy?: number | undefined; readonly tag?: string | undefined };
  readonly ignore: 'cost' | 'energy' | 'none';
  readonly energy: number;
}

/**
 * The turn queue (CR 736-738): the turn order repeats from the seat of the latest turn taken
 * in it; additional turns wait before it, next first, each removed once taken.
 */
export interface TurnQueue {
  /** The seat whose turn in the turn order came last: the order goes on after it. */
  orderSeat: SeatId;
  /** Whether the current turn is an additional turn (CR 735). */
  additional: boolean;
  /** Additional turns waiting, by owner, the next first. */
  next: SeatId[];
}

/** A player who conceded: no longer a seat of the game (CR 651.3), remembered for the record. */
export interface RemovedSeat {
  readonly seat: SeatId;
  readonly name: string;
  readonly team: string;
  /** The turn during which they left. */
  readonly turn: number;
}

/** The cards a game's rules name, and the ready-made decks that came with them. */
export interface CardDatabase {
  readonly cards: ReadonlyMap<string, CardDefinition>;
  /** Ready-made decks by file name without extension. */
  readonly decks: ReadonlyMap<string, Deck>;
}

/** The rules document after loading: the JSON plus the card database it names. */
export type RiftboundRules = RiftboundRulesDocument & { readonly cardDb: CardDatabase };

export type Card = CardDefinition;

/** A battlefield as it enters play: uncontrolled, uncontested, empty. */
export function newBattlefield(id: ObjectId, card: string, contributedBy: SeatId | null): BattlefieldState {
  return { id, card, contributedBy, controller: null, contested: false, contestedBy: null, staged: false, units: [], hidden: null };
}

/**
 * A showdown as it starts at `battlefield`, focus with its attacker (CR 340-349): its damage-step
 * fields are there from the start, as `undefined`, and unset as `undefined` again after damage,
 * so every showdown shares one hidden class (see {@link newGameObject}).
 */
export function newShowdown(battlefield: ObjectId, attacker: SeatId, defender: SeatId | null, focus = attacker, passesInRow = 0): ShowdownState {
  return { battlefield, combat: defender !== null, attacker, defender, focus, passesInRow, orders: undefined, assigners: undefined, excessDamage: undefined };
}

/**
 * The questions a state may wait on besides the chain, none asked yet, and the per-turn counts
 * of "the Nth time" abilities and of what players did this turn, players whose units enter ready this turn and delayed effects, none kept yet: held from the start as `undefined` (JSON leaves them out) and unset as `undefined`, never deleted, so a game's state
 * keeps one hidden class (a field added or deleted mid-game changed the state's for every read).
 */
export function noQuestions(): Pick<RiftboundState, 'instructionCost' | 'splitChoice' | 'triggerCounts' | 'entersReady' | 'cantPlayCards' | 'cantPlayTypes' | 'buffsGiveMore' | 'delayed' | 'turnFacts' | 'damagedBy' | 'dying'> {
  return { instructionCost: undefined, splitChoice: undefined, triggerCounts: undefined, entersReady: undefined, cantPlayCards: undefined, cantPlayTypes: undefined, buffsGiveMore: undefined, delayed: undefined, turnFacts: undefined, damagedBy: undefined, dying: undefined };
}

/** The chain-related part of a state with nothing on the chain. */
export function emptyChain(): Pick<RiftboundState, 'chain' | 'priority' | 'chainPasses' | 'chainOpenedByTrigger' | 'triggers' | 'nextChainId'> {
  return { chain: [], priority: null, chainPasses: 0, chainOpenedByTrigger: false, triggers: [], nextChainId: 1 };
}
