/**
 * Altered's public types: its actions, events, views, refusal codes and modes, declared here
 * as plain types for frontends. The action union must equal the one the game's action
 * declarations give (src/games/altered/player-actions.ts does not compile otherwise);
 * `test/types/` keeps the rest in step with the engine.
 */
import type { AlteredTerrain } from './altered-view.js';

export type * from './altered-view.js';

/** An object id (`o12`), an emblem id or a seat id. */
export type Id = string;
export type Side = 'hero' | 'companion';

interface Act<T extends string> {
  readonly type: T;
  readonly seat: Id;
}

export interface ChooseManaAction extends Act<'chooseMana'> { readonly cards: readonly Id[] }
export interface AddManaAction extends Act<'addMana'> { readonly card?: Id }
export interface PlayCardAction extends Act<'playCard'> { readonly card: Id; readonly expedition?: Side; /** A list of ids for a spell with several targets (`targetCount`). */ readonly target?: Id | readonly Id[]; readonly mode?: number | readonly number[]; readonly discard?: Id }
export interface QuickActionAction extends Act<'quickAction'> { /** The card used; none for its hero's exhaust ability ("hero"). */ readonly card?: Id; /** Its hero's exhaust ability (docs/altered.md#actions). */ readonly hero?: true; /** A list of ids for an ability with several targets (`targetCount`). */ readonly target?: Id | readonly Id[]; /** The card its cost gives up (docs/altered.md#actions). */ readonly costCard?: Id; /** Its card's second exhaust ability (docs/altered.md#actions). */ readonly second?: true }
export interface ShowHandAction extends Act<'showHand'> { readonly to: Id }
export interface PassAction extends Act<'pass'> {}
export interface PlayReactionAction extends Act<'playReaction'> { readonly emblem: Id; /** A list of ids for a reaction with several targets (`targetCount`). */ readonly target?: Id | readonly Id[]; readonly pay?: boolean }
export interface ChooseAction extends Act<'choose'> { readonly accept: boolean; /** A list of ids for a spell played at once with several targets. */ readonly target?: Id | readonly Id[]; readonly card?: Id; readonly expedition?: Side; readonly status?: 'fleeting' | 'anchored' | 'asleep'; /** Which die of a roll to keep, counted from 0 (glossary 6.2.d, 7.3.13.c). */ readonly die?: number; /** A spell played at once: its mode, or modes (as `playCard`'s). */ readonly mode?: number | readonly number[] }
/** Which modifier applies first: of a character's Rest (`character`), or of a player's Morning draw or Expand (`step`, `player`). */
export interface ChooseModifierAction extends Act<'chooseModifier'> { readonly character?: Id; readonly step?: 'morningDraw' | 'expand'; readonly player?: Id; readonly modifier: string; /** At Rest, a "you may" replacement of a character's leaving: taken (true, or left out) or declined (false). */ readonly accept?: boolean }
export interface CleanUpAction extends Act<'cleanUp'> { readonly keep?: readonly Id[]; readonly keepLandmarks?: readonly Id[] }
/** Leave the game (the whole team in a team mode); accepted at any time, never listed. */
export interface ConcedeAction extends Act<'concede'> {}

/** Every Altered action, by `type`. */
export type AlteredAction =
  | ChooseManaAction
  | AddManaAction
  | PlayCardAction
  | QuickActionAction
  | ShowHandAction
  | PassAction
  | PlayReactionAction
  | ChooseAction
  | ChooseModifierAction
  | CleanUpAction
  | ConcedeAction;

type Ev<T extends string, F = {}> = { readonly type: T } & { readonly [K in keyof F]: F[K] };

/** Every event Altered emits, by `type` (docs/altered.md). */
export type AlteredEvent =
  /** The adventure's regions between the heroes' and companions' (null: a Tumult card face down) and who plays first. */
  | Ev<'adventureLaid', { regions: readonly (readonly AlteredTerrain[] | null)[]; firstPlayer: Id }>
  /** Arena: how many terrains each team won. */
  | Ev<'arenaCompared', { terrainsWon: { readonly [team: string]: number } }>
  | Ev<'cardPlayed', { seat: Id; object: Id; card: string; fromReserve: boolean; cost: number }>
  | Ev<'cardsDrawn', { seat: Id; count: number }>
  | Ev<'characterDiscarded' | 'characterRested' | 'characterReturnedToHand', { seat: Id; object: Id }>
  | Ev<'choiceOffered', { seat: Id; op: string; cost?: number; leave?: Id }>
  | Ev<'cleanedUp', { seat: Id; discarded: number }>
  | Ev<'dayStarted', { day: number; arena: boolean; firstPlayer: Id }>
  | Ev<'dieRolled', { seat: Id; result: number }>
  /** The result a roll ends with, once its modifiers applied and its player kept a die (glossary 6.2.d, 7.3.13.c). */
  | Ev<'dieKept', { seat: Id; result: number }>
  | Ev<'dusk' | 'night' | 'noon'>
  | Ev<'effectSkipped', { op: string; reason: string }>
  | Ev<'stepDelayed', { seat: Id; op: string; until: 'afterRest' }>
  | Ev<'turnEndedEarly', { seat: Id }>
  | Ev<'expeditionMoved', { seat: Id; side: Side; to: number; terrain: string }>
  | Ev<'expeditionMovedByEffect', { seat: Id; side: Side; regions: number; to: number }>
  | Ev<'gameOver', { winner: Id | null }>
  | Ev<'gameWon', { team: Id }>
  | Ev<'conceded', { seat: Id; team: Id; leaving: readonly Id[] }>
  | Ev<'gameDrawn', { reason: 'dayLimit'; day: number }>
  | Ev<'innerActionPaid', { seat: Id; op: string; cost: number }>
  | Ev<'manaAdded' | 'orbsExhausted' | 'deckToMana', { seat: Id; count: number }>
  | Ev<'countersChanged', { object: Id; counter: string; count: number }>
  | Ev<'manaSkipped' | 'passed', { seat: Id }>
  | Ev<'modifierApplied', { object?: Id; modifier: string; instead?: string; seat?: Id }>
  | Ev<'morning', { firstPlayer: Id }>
  | Ev<'morningSkipped' | 'nightEnded', { day: number }>
  | Ev<'quickAction', { seat: Id; object: Id | null; card: string; cost: number; second?: true; hero?: true }>
  /** `source`: the object whose reaction it is; null for a hero's, a hero being no object. */
  | Ev<'reactionPlayed', { emblem: Id; seat: Id; card: string; source: Id | null; paid: boolean }>
  | Ev<'reactionTriggered', { emblem: Id; seat: Id; card: string; source: Id | null; trigger: string }>
  | Ev<'reactionLimitReached', { seat: Id; card: string; source: Id | null }>
  | Ev<'spellEffect', { op: string; target: Id }>
  | Ev<'tiebreak', { teams: readonly Id[] }>
  | Ev<'tokenCreated', { seat: Id; object: Id; card: string; side: Side }>
  | Ev<'tokenCeased', { object: Id }>
  | Ev<'tumultRevealed', { tumults: readonly string[] }>
  | Ev<'advanceForbidden', { seat: Id; side: Side; reason: 'defender' | 'held' | 'alreadyAdvanced' }>
  | Ev<'expeditionHeldThisDay', { seat: Id; side: Side }>
  | Ev<'readied', { object: Id }>
  | Ev<'handShown', { seat: Id; to: Id; count: number }>
  | Ev<'nextPlayWaiting', { seat: Id; cardType?: 'character' | 'spell' | 'permanent'; subtype?: string; from?: 'hand' | 'reserve'; until: 'turn' | 'afternoon'; costLess?: number; free?: true; boosts?: number; loses?: 'fleeting'; activates?: 'reserve'; handCostAtMost?: number; gains?: 'anchored' }>
  | Ev<'nextPlayUsed', { seat: Id; object: Id; costLess: number; free?: true; boosts: number; loses?: 'fleeting'; activates?: 'reserve'; gains?: 'anchored' }>
  | Ev<'resupplied', { seat: Id; object: Id; card: string; exhausted: boolean }>
  | Ev<'discardedFromReserve', { seat: Id; object: Id; card: string }>
  /** `from` `mana`: one of the player's Mana Orbs discarded. */
  | Ev<'cardMoved', { seat: Id; object: Id; card: string; from: 'hand' | 'reserve' | 'discard' | 'mana' | 'deck'; to: 'hand' | 'reserve' | 'discard' | 'expedition'; /** The expedition a card put there went to. */ side?: Side }>
  /** Cards of a player's deck shown to every player (glossary 3.1.3), each by object and card. */
  | Ev<'cardsRevealed', { seat: Id; objects: readonly Id[]; cards: readonly string[] }>;

/** Every code an Altered refusal carries in the shipped modes, the engine's own included. */
export type AlteredRefusalCode =
  | 'ALREADY_SHOWN'
  | 'CANNOT_AFFORD'
  | 'EXHAUSTED'
  | 'EXPAND_REPLACED'
  | 'GAME_OVER'
  | 'ILLEGAL_TARGET'
  | 'MALFORMED_ACTION'
  | 'NOT_ALLOWED'
  | 'NOT_AUTOMATIC'
  | 'NOT_A_LANDMARK'
  | 'NOT_A_TEAMMATE'
  | 'NOT_IN_HAND'
  | 'NOT_IN_RESERVE'
  | 'NOT_NOW'
  | 'TOO_MANY_EVENTS'
  | 'NOT_PLAYABLE'
  | 'NOT_YOUR_CHOICE'
  | 'NOT_YOUR_REACTION'
  | 'NOT_YOUR_TURN'
  | 'NO_CHOICE'
  | 'NO_MODIFIER_CHOICE'
  | 'NO_QUICK_ACTION'
  | 'NO_SUCH_MODIFIER'
  | 'NO_SUCH_REACTION'
  | 'QUICK_ACTION_LIMIT'
  | 'SHOWING_HAND_FORBIDDEN'
  | 'UNKNOWN_ACTION'
  | 'UNKNOWN_SEAT';

/** The Altered modes the package ships. */
export type AlteredModeName = 'altered/duel' | 'altered/2v2' | 'altered/ffa';
