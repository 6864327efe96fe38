/**
 * Run-time lists of what the declared types (src/types/) name: event fields, view keys and
 * refusal codes. The compiler holds each list to its type (every name valid, none missing),
 * so the run-time checks in declared-types.test.ts test the declared types themselves.
 */
import type { AlteredEvent, AlteredRefusalCode, AlteredView } from '../../src/types/altered.js';
import type { RiftboundEvent, RiftboundRefusalCode, RiftboundView } from '../../src/types/riftbound.js';
import type { UnavailableCode } from '../../src/types/game.js';

type OptionalKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? K : never }[keyof T];
/** A field name, with `?` when the field is optional. */
type FieldName<E> = { [K in Exclude<keyof E, 'type'> & string]: K extends OptionalKeys<E> ? `${K}?` : K }[Exclude<keyof E, 'type'> & string];
type EventTable<E extends { type: string }> = { readonly [T in E['type']]: readonly FieldName<Extract<E, { type: T }>>[] };

/** True when `table` lists every field of every event (the compiler checks the argument). */
type Complete<E extends { type: string }, Table extends EventTable<E>> = {
  [T in E['type']]: Exclude<FieldName<Extract<E, { type: T }>>, Table[T][number]> extends never ? true : ['missing', T, Exclude<FieldName<Extract<E, { type: T }>>, Table[T][number]>];
}[E['type']];
/** `never` unless the list names every member of `U`. */
type AllOf<U extends string, L extends readonly U[]> = [Exclude<U, L[number]>] extends [never] ? true : ['missing', Exclude<U, L[number]>];

const riftboundEvents = {
  battlefieldsRevealed: ['battlefields', 'turnOrder'],
  cardsDrawn: ['seat', 'count', 'reason'],
  mulliganed: ['seat', 'count'],
  turnStarted: ['turn', 'seat', 'additional?'],
  turnEnded: ['turn', 'seat', 'scores'],
  awakened: ['seat'],
  beginningStep: ['seat'],
  endingStep: ['seat'],
  drawSkipped: ['seat'],
  priorityPassed: ['seat'],
  invitationDeclined: ['seat'],
  scoringStepRecorded: ['controlled', 'occupied'],
  runesChanneled: ['seat', 'count', 'runes'],
  runesReadied: ['seat', 'runes'],
  runeRecycled: ['seat', 'rune'],
  burnOut: ['seat', 'shuffled', 'opponent'],
  burnOutOpponentChosen: ['seat', 'opponent'],
  runesUsed: ['seat', 'exhausted', 'recycled'],
  resourcesAdded: ['seat', 'energy', 'power', 'onlyFor?'],
  unitPlayed: ['seat', 'unit', 'card', 'to', 'accelerate?', 'additionalCost?', 'fromHiding?', 'fromChampionZone?', 'from?'],
  unitsMoved: ['seat', 'units', 'from', 'to'],
  battlefieldContested: ['battlefield', 'by'],
  showdownStaged: ['battlefield'],
  combatStaged: ['battlefield'],
  showdownEnded: ['battlefield'],
  showdownStarted: ['battlefield', 'attacker', 'defender', 'focus'],
  combatStarted: ['battlefield', 'attacker', 'defender', 'focus'],
  passed: ['seat', 'focus', 'passesInRow'],
  focusPassed: ['focus'],
  damageOrderChosen: ['seat', 'order'],
  combatDamage: ['battlefield', 'dealt'],
  damageDealt: ['unit', 'amount', 'source', 'bonus?'],
  damagePrevented: ['unit', 'amount'],
  mightChanged: ['unit', 'amount'],
  unitBuffed: ['unit'],
  buffSpent: ['unit', 'seat'],
  buffsGiveMore: ['seat', 'amount'],
  hidingFree: ['seat'],
  abilityGranted: ['unit', 'card', 'ability'],
  cardPutInHand: ['seat', 'object', 'card', 'from'],
  unitExhaustedForCost: ['seat', 'unit'],
  sourceExhaustedForCost: ['seat', 'source'],
  becameMighty: ['unit', 'might'],
  additionalTurnQueued: ['seat', 'queue'],
  unitDied: ['unit', 'card', 'owner'],
  unitRecalled: ['unit', 'seat'],
  unitReturned: ['unit', 'card', 'owner', 'to'],
  eventReplaced: ['event', 'unit', 'source', 'card', 'controller'],
  additionalCostPaid: ['seat', 'card', 'killed?', 'returned?'],
  unitStunned: ['unit'],
  tokenCreated: ['unit', 'card', 'seat', 'at'],
  combatEnded: ['battlefield', 'attacker', 'defender'],
  controlEstablished: ['seat', 'battlefield', 'previous'],
  controlKept: ['seat', 'battlefield'],
  controlLost: ['seat', 'battlefield'],
  battlefieldScored: ['seat', 'battlefield', 'method', 'outcome'],
  scoreDenied: ['seat', 'battlefield', 'method', 'reason'],
  pointDenied: ['seat', 'source', 'reason'],
  pointGained: ['seat', 'team', 'source', 'battlefield', 'score'],
  gameWon: ['team', 'seats', 'score', 'scores'],
  gameOver: ['winner', 'seats'],
  gameDrawn: ['reason', 'turn'],
  spellPlayed: ['seat', 'card', 'object', 'fromHiding?'],
  spellCountered: ['item', 'card', 'by'],
  abilityCountered: ['item', 'card', 'source', 'by'],
  targetIllegal: ['item', 'target', 'object'],
  abilityActivated: ['seat', 'source', 'ability'],
  gearPlayed: ['seat', 'gear', 'card', 'to', 'fromHiding?', 'from?'],
  equipActivated: ['seat', 'gear', 'unit', 'instance?'],
  gearAttached: ['gear', 'unit', 'seat', 'via'],
  gearDetached: ['gear', 'unit', 'at'],
  gearRecalled: ['gear', 'seat'],
  gearKilled: ['gear', 'card', 'owner'],
  gearTokenCreated: ['gear', 'card', 'seat', 'exhausted'],
  abilityTriggered: ['trigger', 'source', 'card', 'controller'],
  triggerRemoved: ['item', 'card', 'controller', 'reason'],
  chainItemAdded: ['item', 'kind', 'controller', 'card', 'targets'],
  chainItemResolving: ['item', 'kind', 'card', 'controller'],
  cardHidden: ['seat', 'battlefield'],
  hiddenCardTrashed: ['seat', 'battlefield', 'card'],
  teammateInvited: ['seat', 'guest'],
  invitationUsed: ['seat', 'host'],
  handShown: ['seat', 'to', 'count'],
  keywordsGranted: ['unit', 'keywords', 'duration'],
  keywordsRemoved: ['unit', 'keywords', 'duration'],
  splitDamageAsked: ['item', 'seat', 'total', 'targets'],
  splitDamageDivided: ['item', 'seat', 'damage'],
  topCardLooked: ['seat', 'object?', 'card?'],
  topCardRecycled: ['seat'],
  spellRepeated: ['item', 'card', 'execution'],
  conceded: ['seat', 'team', 'leaving'],
  playersRemoved: ['seats', 'battlefields'],
  xpGained: ['seat', 'amount', 'reason', 'xp'],
  xpSpent: ['seat', 'amount', 'xp'],
  instructionCostAsked: ['seat', 'item', 'card', 'step'],
  instructionCostAnswered: ['seat', 'item', 'paid'],
  cardChoiceAsked: ['seat', 'item', 'card', 'step', 'purpose', 'min', 'max', 'count', 'options?', 'optionCards?'],
  cardsChosen: ['seat', 'item', 'count', 'cards?'],
  playCostAsked: ['seat', 'item', 'object', 'card', 'energy', 'power', 'to'],
  unlessAsked: ['seat', 'item', 'card', 'step', 'energy', 'power', 'draws'],
  mayAsked: ['seat', 'item', 'card', 'step', 'purpose'],
  outcomeAsked: ['seat', 'item', 'card', 'step', 'options'],
  outcomeChosen: ['seat', 'item', 'outcome'],
  cardsDiscarded: ['seat', 'cards', 'cardIds'],
  cardsRecycled: ['seat', 'count', 'cards?', 'cardIds?'],
  cardsTrashed: ['seat', 'cards', 'cardIds'],
  cardsLooked: ['seat', 'count', 'cards?', 'cardIds?'],
  cardsRevealed: ['seat', 'cards', 'cardIds'],
  cardsPutInHand: ['seat', 'count', 'cards?', 'cardIds?'],
  cardPutOnDeck: ['seat', 'top', 'object?', 'card?'],
  cardBanished: ['object', 'card', 'owner', 'from'],
  cardReturned: ['object', 'card', 'owner', 'from', 'to'],
  unitControlChanged: ['unit', 'from', 'to', 'at'],
} as const satisfies EventTable<RiftboundEvent>;
const riftboundComplete: Complete<RiftboundEvent, typeof riftboundEvents> = true;

const alteredEvents = {
  adventureLaid: ['regions', 'firstPlayer'],
  arenaCompared: ['terrainsWon'],
  cardPlayed: ['seat', 'object', 'card', 'fromReserve', 'cost'],
  cardsDrawn: ['seat', 'count'],
  characterDiscarded: ['seat', 'object'],
  characterRested: ['seat', 'object'],
  characterReturnedToHand: ['seat', 'object'],
  choiceOffered: ['seat', 'op', 'cost?'],
  cleanedUp: ['seat', 'discarded'],
  dayStarted: ['day', 'arena', 'firstPlayer'],
  dieRolled: ['seat', 'result'],
  dusk: [],
  night: [],
  noon: [],
  effectSkipped: ['op', 'reason'],
  stepDelayed: ['seat', 'op', 'until'],
  turnEndedEarly: ['seat'],
  expeditionMoved: ['seat', 'side', 'to', 'terrain'],
  expeditionMovedByEffect: ['seat', 'side', 'regions', 'to'],
  gameOver: ['winner'],
  gameWon: ['team'],
  conceded: ['seat', 'team', 'leaving'],
  gameDrawn: ['reason', 'day'],
  innerActionPaid: ['seat', 'op', 'cost'],
  manaAdded: ['seat', 'count'],
  orbsExhausted: ['seat', 'count'],
  deckToMana: ['seat', 'count'],
  countersChanged: ['object', 'counter', 'count'],
  manaSkipped: ['seat'],
  passed: ['seat'],
  modifierApplied: ['object?', 'modifier', 'instead?', 'seat?'],
  morning: ['firstPlayer'],
  morningSkipped: ['day'],
  nightEnded: ['day'],
  quickAction: ['seat', 'object', 'card', 'cost', 'second?', 'hero?'],
  reactionPlayed: ['emblem', 'seat', 'card', 'source', 'paid'],
  reactionTriggered: ['emblem', 'seat', 'card', 'source', 'trigger'],
  reactionLimitReached: ['seat', 'card', 'source'],
  spellEffect: ['op', 'target'],
  tiebreak: ['teams'],
  tokenCreated: ['seat', 'object', 'card', 'side'],
  tokenCeased: ['object'],
  tumultRevealed: ['tumults'],
  advanceForbidden: ['seat', 'side', 'reason'],
  expeditionHeldThisDay: ['seat', 'side'],
  readied: ['object'],
  handShown: ['seat', 'to', 'count'],
  nextPlayWaiting: ['seat', 'cardType?', 'subtype?', 'until', 'costLess?', 'free?', 'boosts?'],
  nextPlayUsed: ['seat', 'object', 'costLess', 'free?', 'boosts'],
  resupplied: ['seat', 'object', 'card', 'exhausted'],
  discardedFromReserve: ['seat', 'object', 'card'],
  cardMoved: ['seat', 'object', 'card', 'from', 'to'],
} as const satisfies EventTable<AlteredEvent>;
const alteredComplete: Complete<AlteredEvent, typeof alteredEvents> = true;

/** Event type to its fields (`name?` when optional). */
export const DECLARED_EVENTS: Readonly<Record<'riftbound' | 'altered', Readonly<Record<string, readonly string[]>>>> = { riftbound: riftboundEvents, altered: alteredEvents };

const riftboundViewKeys = ['machine', 'viewer', 'turn', 'seats', 'teams', 'battlefields', 'gear', 'objects', 'showdown', 'chain', 'priority', 'triggers', 'triggerChooser', 'splitChoice', 'scoring', 'winner', 'invitation', 'removed', 'turnQueue'] as const satisfies readonly (keyof RiftboundView)[];
const alteredViewKeys = ['machine', 'viewer', 'day', 'firstPlayer', 'current', 'turnEnded', 'arena', 'winner', 'conceded', 'limbo', 'choice', 'regions', 'seats', 'objects', 'nextPlays'] as const satisfies readonly (keyof AlteredView)[];
export const DECLARED_VIEW_KEYS = { riftbound: riftboundViewKeys, altered: alteredViewKeys };

const riftboundCodes = [
    'ALREADY_SHOWN', 'ALREADY_THERE', 'ALREADY_USED', 'CANNOT_AFFORD', 'CHOICE_PENDING', 'CHOOSE_MODE', 'GAME_OVER', 'HIDDEN_THIS_TURN', 'ILLEGAL_ORDER', 'ILLEGAL_TARGET',
    'INVALID_DESTINATION', 'INVITATION_DECLINED', 'INVITATION_PENDING', 'MALFORMED_ACTION', 'MISSING_TARGET', 'NEEDS_ACTION', 'NEEDS_GANKING', 'NEEDS_REACTION', 'NOT_ALLOWED',
    'NOT_AN_OPPONENT', 'NOT_AUTOMATIC', 'NOT_A_SPELL', 'NOT_A_TEAMMATE', 'NOT_A_UNIT', 'NOT_HIDDEN', 'NOT_INVITED', 'NOT_IN_HAND', 'NOT_MODAL', 'NOT_NOW',
    'NOT_ON_BOARD', 'NOT_OPTIONAL', 'NOT_STAGED', 'NOT_YOUR_BATTLEFIELD', 'NOT_YOUR_DAMAGE', 'NOT_YOUR_MULLIGAN', 'NOT_YOUR_TURN', 'NOT_YOUR_UNIT',
    'NO_ACCELERATE', 'NO_CHOICE_PENDING', 'NO_FOCUS', 'NO_PRIORITY', 'NO_SUCH_ABILITY', 'SHOWING_HAND_FORBIDDEN', 'SLOT_TAKEN', 'SOURCE_EXHAUSTED', 'TEAMMATE_CONTROLLED',
    'TEAMMATE_OCCUPIED', 'TOO_MANY_CARDS', 'TRIGGER_CHOICE_PENDING', 'UNIT_EXHAUSTED', 'UNKNOWN_ACTION', 'UNKNOWN_DESTINATION', 'UNKNOWN_SEAT', 'UNKNOWN_TARGET', 'UNKNOWN_TRIGGER', 'WRONG_PAYMENT',
  'TOO_MANY_EVENTS', 'LEGEND_EXHAUSTED', 'NOT_IN_CHAMPION_ZONE', 'NOT_YOUR_LEGEND',
  'NOT_ENOUGH_XP', 'ABILITY_INACTIVE', 'EQUIP_ILLEGAL_TARGET', 'GEAR_EXHAUSTED', 'NOT_A_GEAR', 'NOT_EQUIPMENT', 'NOT_YOUR_GEAR', 'NOT_IN_TRASH', 'NOT_YOURS_TO_KILL', 'MISSING_ACTIVATION_COST', 'NO_EQUIP', 'NO_QUICK_DRAW', 'NO_WEAPONMASTER', 'FORBIDDEN', 'NO_REPEAT',
  'SPLIT_AMOUNT_INVALID', 'SPLIT_CHOICE_PENDING', 'SPLIT_NOT_A_TARGET', 'SPLIT_NOT_TOTAL', 'SPLIT_TARGET_LEFT_OUT', 'SPLIT_TOO_MANY_TARGETS',
  'CONDITION_NOT_MET', 'CANT_PLAY_CARDS', 'CANT_REVEAL_HERE',
  'NOT_WHERE_HIDDEN', 'NOT_BUFFED',
  'TIMING_NOT_GRANTED', 'NO_SUCH_EQUIP', 'TOO_MANY_WEAPONMASTER_CHOICES', 'CHOSEN_AS_PLAYED', 'AMBUSH_NO_UNITS', 'PLAY_LIMITED', 'MISSING_ADDITIONAL_COST', 'NO_OPTIONAL_COST',
  'MUST_PLAY', 'NOT_AN_OPTION', 'WRONG_CARD_COUNT', 'WRONG_TARGET_COUNT',
  'NO_SUCH_MODE', 'MODE_CHOSEN_THIS_TURN',
] as const satisfies readonly RiftboundRefusalCode[];
const alteredCodes = [
    'ALREADY_SHOWN', 'CANNOT_AFFORD', 'EXHAUSTED', 'EXPAND_REPLACED', 'GAME_OVER', 'ILLEGAL_TARGET', 'MALFORMED_ACTION', 'NOT_ALLOWED', 'NOT_AUTOMATIC', 'NOT_A_LANDMARK',
    'NOT_A_TEAMMATE', 'NOT_IN_HAND', 'NOT_IN_RESERVE', 'NOT_NOW', 'NOT_PLAYABLE', 'NOT_YOUR_CHOICE', 'NOT_YOUR_REACTION', 'NOT_YOUR_TURN', 'NO_CHOICE',
    'NO_MODIFIER_CHOICE', 'NO_QUICK_ACTION', 'NO_SUCH_MODIFIER', 'NO_SUCH_REACTION', 'QUICK_ACTION_LIMIT', 'SHOWING_HAND_FORBIDDEN', 'UNKNOWN_ACTION', 'UNKNOWN_SEAT',
  'TOO_MANY_EVENTS',
] as const satisfies readonly AlteredRefusalCode[];
export const DECLARED_CODES = { riftbound: riftboundCodes, altered: alteredCodes };
/** The engine's own codes of `unavailableActions` reasons, which no action is refused with. */
const unavailableCodes = ['NO_LEGAL_CHOICE', 'NEVER_LISTED'] as const satisfies readonly UnavailableCode[];
export const UNAVAILABLE_CODES: readonly string[] = unavailableCodes;

// The compiler's checks that every list is complete; exported so that they are used.
export const LISTS_COMPLETE = [
  riftboundComplete,
  alteredComplete,
  true satisfies AllOf<keyof RiftboundView, typeof riftboundViewKeys>,
  true satisfies AllOf<keyof AlteredView, typeof alteredViewKeys>,
  true satisfies AllOf<RiftboundRefusalCode, typeof riftboundCodes>,
  true satisfies AllOf<AlteredRefusalCode, typeof alteredCodes>,
  true satisfies AllOf<UnavailableCode, typeof unavailableCodes>,
] as const;
