/**
 * What `game.view(seat)` returns for Riftbound, field by field (docs/api.md, "Views"). The
 * view builder (src/games/riftbound/view.ts) is typed by these declarations, so it fails to
 * compile when it builds another shape; test/types/ validates the views of random games
 * against a schema equal to them, extra fields refused.
 */

/** An object id (`o12`), a battlefield id (`bf1`), a chain item id (`c3`) or a seat id (`A`). */
type Id = string;

/** The turn being played: its number (from 1) and the seat whose turn it is. */
export interface RiftboundTurnView {
  readonly number: number;
  readonly seat: Id;
}

/** Energy and Power by domain (`fury`..., `any` for Power of any domain). */
export interface RiftboundResources {
  readonly energy: number;
  readonly power: { readonly [domain: string]: number };
}

/** A seat's rune pool (CR 159-166); `restricted`: resources that pay only spells or only gear (CR 165.1), when there are some. */
export interface RiftboundPoolView extends RiftboundResources {
  readonly restricted?: { readonly spells?: RiftboundResources; readonly gear?: RiftboundResources };
}

/** What one seat sees of a Riftbound seat: its hand only if it may. */
export interface RiftboundSeatView {
  readonly id: Id;
  /** The player's name: the one given to `createGame`, else the seat's letter. */
  readonly name: string;
  readonly team: Id;
  /** The Champion Legend's card id. */
  readonly legend: string;
  /** The legend as an object of the game (its abilities are activated through it, CR 173.8). */
  readonly legendObject: Id;
  readonly legendExhausted: boolean;
  /** The champion zone (public, CR 108.3): the Chosen Champion until it is played from there. */
  readonly championZone: readonly Id[];
  /** The Chosen Champion's card id, or null. */
  readonly chosenChampion: string | null;
  /** The object ids in hand, or null when this seat may not see them. */
  readonly hand: readonly Id[] | null;
  readonly handSize: number;
  readonly deckSize: number;
  readonly runeDeckSize: number;
  readonly base: readonly Id[];
  readonly trash: readonly Id[];
  /** Banishment (CR 108.6): public. */
  readonly banishment: readonly Id[];
  readonly runes: readonly Id[];
  readonly pool: RiftboundPoolView;
  readonly turnsStarted: number;
  readonly mulliganDone: boolean;
  /** The teammates who know at least one card of this hand now. */
  readonly handShownTo: readonly Id[];
  /** The player's XP: public to every seat (CR 729.2), never shared with teammates (CR 732). */
  readonly xp: number;
}

/** A team: its seats and its score (a seat alone is a team of one where there are no teams). */
export interface RiftboundTeamView {
  /** The team id: its seats joined by `+` (`A+C`). */
  readonly id: Id;
  readonly seats: readonly Id[];
  readonly score: number;
}

/** A battlefield in play (CR 107.4.a, 109). */
export interface RiftboundBattlefieldView {
  readonly id: Id;
  /** The battlefield's card id. */
  readonly card: string;
  /** The seat that brought it into play, if any. */
  readonly contributedBy: Id | null;
  readonly controller: Id | null;
  /** A unit arrived whose controller does not control it, until its showdown ends. */
  readonly contested: boolean;
  readonly contestedBy: Id | null;
  /** A showdown waits to start here. */
  readonly staged: boolean;
  readonly units: readonly Id[];
  /** The facedown card hidden here (CR 811): `card` null for everyone but its owner. */
  readonly hidden: { readonly card: Id | null; readonly owner: Id; readonly turn: number } | null;
}

/** A keyword an object has: its name, or its name and value (`{ keyword: 'assault', value: 2 }`). */
export type RiftboundObjectKeyword = string | { readonly keyword: string; readonly value?: number };

/** One effect's change to a unit's keywords, for how long (CR 801.3). */
export interface RiftboundKeywordChange {
  readonly grant?: readonly RiftboundObjectKeyword[];
  readonly remove?: readonly string[];
  readonly duration: 'turn' | 'combat' | 'permanent';
}

/**
 * An object this seat may see: a unit, gear, rune, legend or card in a zone it sees. Its
 * printed characteristics are its card's (`catalog()[card]`); the fields after `damage` are
 * there only when set.
 */
export interface RiftboundObjectView {
  readonly id: Id;
  readonly card: string;
  readonly owner: Id;
  readonly controller: Id;
  readonly exhausted: boolean;
  readonly damage: number;
  /** Might, when it differs from its card's. */
  readonly might?: number;
  /**
   * A unit on the board: its Might as the game counts it now, with its buff, this turn's
   * changes, its gear's Might Bonuses and the passive abilities on the board (CR 703, 471.3).
   */
  readonly currentMight?: number;
  /** Keywords, when they differ from its card's. */
  readonly keywords?: readonly RiftboundObjectKeyword[];
  /** Keywords given by effects while it stays on the board. */
  readonly grantedKeywords?: readonly RiftboundObjectKeyword[];
  /** Keywords given by effects until the end of the turn. */
  readonly turnKeywords?: readonly RiftboundObjectKeyword[];
  /** Keywords granted and removed by effects, oldest first. */
  readonly keywordChanges?: readonly RiftboundKeywordChange[];
  /** A buff is on this unit: +1 Might (CR 702). */
  readonly buffed?: boolean;
  /** Might gained or lost this turn. */
  readonly mightThisTurn?: number;
  /** How many times the unit has moved this turn. */
  readonly movesThisTurn?: number;
  readonly stunned?: boolean;
  /** What effects forbid the unit until the end of the turn (CR 054): `move`, `moveToBase`, `beChosenByEnemies`, `dealCombatDamage`, `takeDamage`. */
  readonly cantThisTurn?: readonly ('move' | 'moveToBase' | 'beChosenByEnemies' | 'dealCombatDamage' | 'takeDamage')[];
  /** A gear: the unit it is attached to (CR 716-719). */
  readonly attachedTo?: Id;
  /** An unattached gear: the battlefield it is at (absent: its controller's base). */
  readonly at?: Id;
}

/** The showdown or combat going on (CR 340-349, 460). */
export interface RiftboundShowdownView {
  readonly battlefield: Id;
  readonly combat: boolean;
  readonly attacker: Id;
  readonly defender: Id | null;
  /** Who holds focus. */
  readonly focus: Id;
  readonly passesInRow: number;
  /** Damage step: the order each side chose for the units it damages. */
  readonly orders?: { readonly [seat: string]: readonly Id[] };
  /** Damage step: the sides that still choose their order (attacker first). */
  readonly assigners?: readonly Id[];
  /** After the damage step: the attacker's damage past lethal (CR 460.2). */
  readonly excessDamage?: number;
}

/** The ability a keyword stands for (Hunt, Equip, Quick-Draw, Weaponmaster, Vision), its value, and which Equip of several. */
export interface RiftboundKeywordAbility {
  readonly name: 'hunt' | 'equip' | 'quick-draw' | 'weaponmaster' | 'vision';
  readonly value?: number;
  readonly instance?: number;
}

/** What was noted of a unit as it died, for its "when I die" abilities (CR 808.1.d.3). */
export interface RiftboundLastKnown {
  readonly might: number;
  readonly alone: boolean;
}

/** Split damage: the units chosen for each group, by group name (CR 355.14.b). */
export type RiftboundSplitGroups = { readonly [group: string]: readonly Id[] };
/** The division of each split group: damage by unit (CR 355.14.e). */
export type RiftboundSplitDamage = { readonly [group: string]: { readonly [unit: string]: number } };

/** The choices of one extra execution of a spell paid with Repeat (CR 820.2). */
export interface RiftboundRepeatView {
  readonly mode?: number;
  readonly targets: { readonly [name: string]: Id | null };
  readonly declined: readonly number[];
  readonly split?: RiftboundSplitGroups;
  readonly splitDamage?: RiftboundSplitDamage;
}

/** A spell or ability on the chain (CR 307-313), newest last; the fields after `here` only when set. */
export interface RiftboundChainItemView {
  /** The chain item id (`c3`). */
  readonly id: Id;
  readonly kind: 'spell' | 'activated' | 'triggered';
  readonly controller: Id;
  /** The card played, or the object whose ability it is. */
  readonly source: Id;
  readonly card: string;
  /** Targets by name; null once a target became illegal. */
  readonly targets: { readonly [name: string]: Id | null };
  /** Optional steps declined, by index. */
  readonly declined: readonly number[];
  /** The battlefield "here" means, if any. */
  readonly here: Id | null;
  /** Which ability of the card (activated and triggered items). */
  readonly ability?: number;
  /** Instead of `ability`: the ability a keyword of the source stands for. */
  readonly keyword?: RiftboundKeywordAbility;
  /** Which mode of a modal spell. */
  readonly mode?: number;
  /** `effect`: the ability is in the Effect Text of a gear attached to `source`. */
  readonly text?: 'effect';
  readonly lastKnown?: RiftboundLastKnown;
  /** The object the triggering event was about ("it"). */
  readonly subject?: Id;
  readonly repeats?: readonly RiftboundRepeatView[];
  readonly split?: RiftboundSplitGroups;
  readonly splitDamage?: RiftboundSplitDamage;
  /** The spell's optional additional cost was paid. */
  readonly paidAdditional?: true;
  /** The spell goes to the bottom of its owner's Main Deck once it resolves. */
  readonly recycled?: true;
  /** A conquest trigger's excess damage, which its steps deal ("that much", CR 460.2). */
  readonly excessDamage?: number;
  /** The player its triggering event was about, who does its steps said of "they". */
  readonly eventPlayer?: Id;
}

/** A triggered ability waiting to go on the chain (CR 401.1); its `id` is the chain item id it takes. */
export interface RiftboundPendingTriggerView {
  readonly id: Id;
  /** What triggered it (`played`, `dies`, `conquers`...). */
  readonly trigger: string;
  readonly controller: Id;
  readonly source: Id;
  readonly card: string;
  readonly here: Id | null;
  readonly ability?: number;
  readonly keyword?: RiftboundKeywordAbility;
  readonly text?: 'effect';
  /** Targets chosen as the card was played (Quick-Draw's unit, Weaponmaster's Equipment). */
  readonly targets?: { readonly [name: string]: Id };
  readonly lastKnown?: RiftboundLastKnown;
  /** A play effect of a card played from hiding (CR 811.1.d.2). */
  readonly fromHiding?: true;
  readonly subject?: Id;
  readonly excessDamage?: number;
  readonly eventPlayer?: Id;
}

/** Battlefield ids by seat. */
export type RiftboundBattlefieldsBySeat = { readonly [seat: string]: readonly Id[] };

/** The scoring ledger of this turn (CR 462-467). */
export interface RiftboundScoringView {
  /** Battlefields each seat scored this turn. */
  readonly scored: RiftboundBattlefieldsBySeat;
  /** Of those, the battlefields each seat conquered this turn (CR 464.1); absent until one has. */
  readonly conquered?: RiftboundBattlefieldsBySeat;
  /** What this turn's scoring step recorded, once it ran. */
  readonly atScoringStep: { readonly controlled: RiftboundBattlefieldsBySeat; readonly occupied: RiftboundBattlefieldsBySeat } | null;
}

/** A teammate invited to play with the host's priority; `declined` once they declined, until the host does anything else. */
export interface RiftboundInvitationView {
  readonly host: Id;
  readonly guest: Id;
  readonly declined?: true;
}

/** Split damage of the resolving item waiting for its controller's division (CR 355.14.e). */
export interface RiftboundSplitChoiceView {
  readonly item: Id;
  readonly seat: Id;
  readonly total: number;
  readonly targets: readonly Id[];
}

/**
 * Units' deaths waiting on a player's choice among replacement effects (CR 372-373): `order`, the
 * owner of a unit several would save chooses the one that applies; `which`, the controller of
 * an effect that applies once chooses which unit it saves. Answered with `chooseReplacement`,
 * an index of `options`. `units`: those still to die or be saved.
 */
export interface RiftboundReplacementChoiceView {
  readonly seat: Id;
  readonly kind: 'order' | 'which' | 'may';
  readonly units: readonly Id[];
  /** Whether they die in combat (CR 461.1). */
  readonly inCombat: boolean;
  /** Each the ability `ability` of `card` (of its effect text with `text`), on `source` or set up by it (`delayed`), saving `unit`. */
  readonly options: readonly {
    readonly unit: Id;
    readonly source: Id;
    readonly card: string;
    readonly ability: number;
    readonly controller: Id;
    readonly text?: 'effect';
    readonly delayed?: true;
    readonly optional?: true;
  }[];
}

/** A player who conceded and left the game (CR 652). */
export interface RiftboundRemovedSeatView {
  readonly seat: Id;
  readonly name: string;
  readonly team: Id;
  /** The turn during which they left. */
  readonly turn: number;
}

/** The turn queue (CR 736-738). */
export interface RiftboundTurnQueueView {
  /** Whether this turn is an additional one. */
  readonly additional: boolean;
  /** The turns to come: additional ones first, then one round of the turn order. */
  readonly upcoming: readonly { readonly seat: Id; readonly additional: boolean }[];
}

/** What `game.view(seat)` returns for Riftbound. */
export interface RiftboundView {
  /** The statechart state, like `turn.main.neutral.open`. */
  readonly machine: string;
  /** The seat this view is for; null for a spectator. */
  readonly viewer: Id | null;
  readonly turn: RiftboundTurnView;
  readonly seats: readonly RiftboundSeatView[];
  readonly teams: readonly RiftboundTeamView[];
  readonly battlefields: readonly RiftboundBattlefieldView[];
  /** Gear on the board (CR 147-151): each object says `attachedTo` (its unit) or `at` (a battlefield), else it is at its controller's base. */
  readonly gear: readonly Id[];
  /** The objects this seat may see, by id. */
  readonly objects: { readonly [id: string]: RiftboundObjectView };
  readonly showdown: RiftboundShowdownView | null;
  readonly chain: readonly RiftboundChainItemView[];
  /** Who may act on the chain now. */
  readonly priority: Id | null;
  /** Triggered abilities waiting to be placed on the chain. */
  readonly triggers: readonly RiftboundPendingTriggerView[];
  /** The seat that must place its pending triggered abilities now (`chooseTrigger`), or null. */
  readonly triggerChooser: Id | null;
  readonly splitChoice: RiftboundSplitChoiceView | null;
  readonly replacementChoice: RiftboundReplacementChoiceView | null;
  readonly scoring: RiftboundScoringView;
  /** The winning team once there is one. */
  readonly winner: Id | null;
  readonly invitation: RiftboundInvitationView | null;
  /** Players who conceded and left the game, in the order they left. */
  readonly removed: readonly RiftboundRemovedSeatView[];
  readonly turnQueue: RiftboundTurnQueueView;
}
