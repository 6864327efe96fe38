/**
 * Riftbound's public types: its actions, events, views, refusal codes and modes, declared
 * here as plain types for frontends. The action union must equal the one the game's action
 * declarations give (src/games/riftbound/player-actions.ts does not compile otherwise);
 * `test/types/` keeps the rest in step with the engine: the events the game emits, the view
 * it builds and the refusal codes in its sources.
 */

export type * from './riftbound-view.js';

/** An object id (`o12`), a battlefield id (`bf1`) or a seat id (`A`). */
export type Id = string;

/** Which runes pay: exhausted for Energy, recycled for Power. */
export interface RunePayment {
  readonly exhaust?: readonly Id[];
  readonly recycle?: readonly Id[];
}

interface Act<T extends string> {
  readonly type: T;
  readonly seat: Id;
}

export interface MulliganAction extends Act<'mulligan'> { readonly setAside: readonly Id[] }
/**
 * Plays a unit; `weaponmaster`: the Equipment its Weaponmaster takes, a list with one per
 * instance when it prints several (CR 821.1.c.7); `kill`: the unit or gear you control killed for its
 * additional cost (CR 357); `returnGear`: the gear you control its additional cost returns to its owner's hand;
 * `exhaust`: the ready unit you control its additional cost exhausts.
 */
export interface PlayUnitAction extends Act<'playUnit'> { readonly card: Id; readonly to?: Id; readonly accelerate?: boolean; readonly payAdditional?: boolean; readonly weaponmaster?: Id | readonly Id[]; readonly kill?: Id | readonly Id[]; readonly returnGear?: Id; readonly spendBuffFrom?: Id | readonly Id[]; readonly discard?: Id; readonly exhaust?: Id; readonly payment?: RunePayment }
export interface PlaySpellAction extends Act<'playSpell'> {
  readonly card: Id;
  readonly mode?: number;
  readonly targets?: { readonly [name: string]: Id };
  readonly decline?: readonly number[];
  /** One entry per Repeat cost paid (CR 820): the choices of that extra execution, its own split groups included. */
  readonly repeat?: readonly { readonly mode?: number; readonly targets?: { readonly [name: string]: Id }; readonly decline?: readonly number[]; readonly split?: { readonly [group: string]: readonly Id[] } }[];
  /** The units chosen for each group the spell splits damage among (CR 355.14.b). */
  readonly split?: { readonly [group: string]: readonly Id[] };
  /** The card's additional cost (CR 356.2.b): pay its optional one, and the unit killed, the gear returned, the unit whose buff is spent, the card discarded or the unit exhausted to pay it. */
  readonly payAdditional?: boolean;
  readonly kill?: Id;
  readonly returnGear?: Id;
  readonly spendBuffFrom?: Id;
  readonly discard?: Id;
  readonly exhaust?: Id;
  readonly payment?: RunePayment;
}
export interface ActivateAction extends Act<'activate'> {
  readonly source: Id;
  readonly ability: number;
  /** A modal ability's mode (CR 355.3): an index of its modes. */
  readonly mode?: number;
  readonly targets?: { readonly [name: string]: Id };
  readonly decline?: readonly number[];
  /** The units chosen for each group the ability splits damage among (CR 355.14.b). */
  readonly split?: { readonly [group: string]: readonly Id[] };
  /** The cards of your trash its cost recycles ("Recycle 3 from your trash", CR 416.6). */
  readonly recycleTrash?: readonly Id[];
  /** The unit or gear you control its cost kills ("Kill a friendly unit or gear", CR 356.6). */
  readonly kill?: Id;
  /** The cards of your hand its cost discards ("Discard 1", CR 356.6). */
  readonly discard?: readonly Id[];
  readonly payment?: RunePayment;
}
/** Playing a gear (CR 147-151); `attachTo`: Quick-Draw's unit (CR 819). */
export interface PlayGearAction extends Act<'playGear'> { readonly card: Id; readonly attachTo?: Id; readonly payment?: RunePayment }
/** Equip (CR 818): attach a gear you control to a unit you control; `instance`: which of its Equip abilities, from 0 (CR 818.4). */
/** Equip; `recycleTrash` and `kill`: the cards its cost takes ("Recycle 2 cards from your trash", "Kill a friendly unit"). */
export interface EquipAction extends Act<'equip'> { readonly gear: Id; readonly unit: Id; readonly instance?: number; readonly recycleTrash?: readonly Id[]; readonly kill?: Id; readonly payment?: RunePayment }
export interface HideAction extends Act<'hide'> {
  readonly card: Id;
  readonly battlefield: Id;
  /** Pay the cost a passive of the player's lets them pay instead of the usual one (CR 811.1.b). */
  readonly alternativeCost?: boolean;
  readonly payment?: RunePayment;
}
export interface MoveAction extends Act<'move'> { readonly units: readonly Id[]; readonly to: Id }
export interface PassAction extends Act<'pass'> {}
export interface EndTurnAction extends Act<'endTurn'> {}
export interface StartShowdownAction extends Act<'startShowdown'> { readonly battlefield: Id }
export interface AssignDamageAction extends Act<'assignDamage'> { readonly order: readonly Id[] }
export interface ChooseOpponentAction extends Act<'chooseOpponent'> { readonly opponent: Id }
/**
 * Chooses the replacement effect that applies to a unit's death, among those the deaths waiting
 * offer (`dying` in the state): `option` is an index of its options (CR 372-373).
 */
export interface ChooseReplacementAction extends Act<'chooseReplacement'> {
  readonly option?: number;
  /** To a `may` question: the optional replacement does not apply (CR 371.2); without `option`. */
  readonly decline?: boolean;
  /** Runes paying an optional replacement's cost, as in `playSpell`: when the option chosen is an optional one of yours. */
  readonly payment?: RunePayment;
}
/**
 * Places one of your pending triggered abilities on the chain (CR 383.3, 402): `item` is its id
 * (the chain item id it takes); its targets and the optional steps declined. Declining every
 * step leaves it off the chain.
 */
export interface ChooseTriggerAction extends Act<'chooseTrigger'> {
  readonly item: Id;
  /** A modal ability's mode (CR 355.3): an index of its modes. */
  readonly mode?: number;
  readonly targets?: { readonly [name: string]: Id };
  readonly decline?: readonly number[];
  /** The units chosen for each group the ability splits damage among (CR 355.14.b). */
  readonly split?: { readonly [group: string]: readonly Id[] };
  /** Runes paying its costs within instructions (CR 383.3.b), as in `playSpell`. */
  readonly payment?: RunePayment;
  /** The unit exhausted, and the unit whose buff is spent, to pay those costs (CR 742.1.b). */
  readonly exhaust?: Id;
  readonly spendBuffFrom?: Id;
}
/**
 * Pays or declines the cost within instructions of the spell or ability resolving (CR
 * 742.1.a), or the cost of a card it plays (CR 419.3); `payment` as in `playSpell`.
 */
export interface PayCostAction extends Act<'payCost'> {
  readonly pay: boolean;
  readonly payment?: RunePayment;
  /** The unit you control exhausted to pay "exhaust a unit to ..." (CR 742.1). */
  readonly exhaust?: Id;
  /** The unit you control whose buff is spent to pay "spend a buff to ..." (CR 702.2.b, 742.1). */
  readonly spendBuffFrom?: Id;
  /** Where a unit the effect plays goes: `base` or a battlefield you control (CR 355.2). */
  readonly to?: Id;
  /** How much you pay for "Pay any amount of ... to ...": 0 or more; required then, refused otherwise (CR 742.1.a). */
  readonly amount?: number;
  /** A modal spell the effect plays: the mode chosen (CR 419.3.b). */
  readonly mode?: number;
  /** A spell the effect plays: its targets by name, as for `playSpell` (CR 419.3.b). */
  readonly targets?: { readonly [name: string]: Id };
}
/** Chooses the cards the resolving spell or ability asks for (cards to discard, to recycle...; CR 355.17). */
export interface ChooseCardsAction extends Act<'chooseCards'> { readonly cards: readonly Id[] }
/** Chooses one of the named outcomes the resolving spell or ability asks about (CR 355.17), as the card names it ("Blades"). */
export interface ChooseOutcomeAction extends Act<'chooseOutcome'> { readonly outcome: string }
/** Divides the split damage of the resolving item (CR 355.14.e): each target's share, by unit id. */
export interface AssignSplitDamageAction extends Act<'assignSplitDamage'> { readonly damage: { readonly [unit: string]: number } }
export interface InviteAction extends Act<'invite'> { readonly guest: Id }
export interface DeclineInvitationAction extends Act<'declineInvitation'> {}
export interface ShowHandAction extends Act<'showHand'> { readonly to: Id }
/** Leaving the game (CR 650): always accepted from a seat still in it, never listed by `legalActions`. */
export interface ConcedeAction extends Act<'concede'> {}

/** Every Riftbound action, by `type`. */
export type RiftboundAction =
  | MulliganAction
  | PlayUnitAction
  | PlaySpellAction
  | ActivateAction
  | PlayGearAction
  | EquipAction
  | HideAction
  | MoveAction
  | PassAction
  | EndTurnAction
  | StartShowdownAction
  | AssignDamageAction
  | ChooseOpponentAction
  | ChooseReplacementAction
  | ChooseTriggerAction
  | AssignSplitDamageAction
  | PayCostAction
  | ChooseCardsAction
  | ChooseOutcomeAction
  | InviteAction
  | DeclineInvitationAction
  | ShowHandAction
  | ConcedeAction;

type Ev<T extends string, F = {}> = { readonly type: T } & { readonly [K in keyof F]: F[K] };
type IdsBy = { readonly [key: string]: readonly Id[] };

/** Every event Riftbound emits, by `type` (docs/api.md#events). */
export type RiftboundEvent =
  | Ev<'battlefieldsRevealed', { battlefields: readonly { readonly id: Id; readonly card: string; readonly contributedBy: Id | null }[]; turnOrder: readonly { readonly seat: Id; readonly name: string }[] }>
  | Ev<'cardsDrawn', { seat: Id; count: number; reason: 'openingHand' | 'mulligan' | 'drawPhase' | 'finalPointConquer' | 'effect' | (string & {}) }>
  | Ev<'mulliganed', { seat: Id; count: number }>
  | Ev<'turnStarted', { turn: number; seat: Id; additional?: true }>
  | Ev<'turnEnded', { turn: number; seat: Id; scores: { readonly [team: string]: number } }>
  | Ev<'awakened' | 'beginningStep' | 'endingStep' | 'drawSkipped' | 'priorityPassed' | 'invitationDeclined', { seat: Id }>
  | Ev<'scoringStepRecorded', { controlled: IdsBy; occupied: IdsBy }>
  | Ev<'runesChanneled', { seat: Id; count: number; runes: readonly Id[]; exhausted?: true }>
  | Ev<'runesReadied', { seat: Id; runes: readonly Id[] }>
  /** An effect recycled one of the seat's runes to the bottom of their rune deck (CR 160.2.b). */
  | Ev<'runeRecycled', { seat: Id; rune: Id }>
  | Ev<'burnOut', { seat: Id; shuffled: number; opponent: Id | null }>
  | Ev<'burnOutOpponentChosen', { seat: Id; opponent: Id }>
  | Ev<'runesUsed', { seat: Id; exhausted: readonly Id[]; recycled: readonly Id[] }>
  /** `onlyFor`: the resources pay only costs of that use (playing spells; playing gear or using gear abilities). */
  | Ev<'resourcesAdded', { seat: Id; energy: number; power: readonly string[]; onlyFor?: 'spells' | 'gear' }>
  /** `from`: the zone an effect played it from (CR 419.3). */
  | Ev<'unitPlayed', { seat: Id; unit: Id; card: string; to: Id; accelerate?: boolean; additionalCost?: boolean; fromHiding?: boolean; fromChampionZone?: boolean; from?: 'trash' | 'banishment' | 'deck' }>
  | Ev<'unitsMoved', { seat: Id; units: readonly Id[]; from: { readonly [unit: string]: Id }; to: Id }>
  | Ev<'battlefieldContested', { battlefield: Id; by: Id }>
  | Ev<'showdownStaged' | 'combatStaged' | 'showdownEnded', { battlefield: Id }>
  | Ev<'showdownStarted' | 'combatStarted', { battlefield: Id; attacker: Id; defender: Id | null; focus: Id }>
  | Ev<'passed', { seat: Id; focus: Id; passesInRow: number }>
  | Ev<'focusPassed', { focus: Id }>
  | Ev<'damageOrderChosen', { seat: Id; order: readonly Id[] }>
  | Ev<'combatDamage', { battlefield: Id; dealt: { readonly [unit: string]: number } }>
  | Ev<'damageDealt', { unit: Id; amount: number; source: Id; bonus?: number }>
  /** Damage `unit` would have been dealt, all of it prevented by a delayed effect (CR 437.4): it was not dealt. */
  | Ev<'damagePrevented', { unit: Id; amount: number }>
  | Ev<'mightChanged', { unit: Id; amount: number }>
  | Ev<'unitBuffed', { unit: Id }>
  | Ev<'buffSpent', { unit: Id; seat: Id }>
  /** For the rest of the turn each buff gives `amount` more Might to the units friendly to `seat` (CR 703). */
  | Ev<'buffsGiveMore', { seat: Id; amount: number }>
  | Ev<'hidingFree', { seat: Id }>
  /** A unit `seat` owns put into their hand from their Champion Zone (`putInHand`). */
  | Ev<'cardPutInHand', { seat: Id; object: Id; card: string; from: 'championZone' }>
  /** `unit` has ability `ability` of `card` for the rest of the turn (CR 472.2.a). */
  | Ev<'abilityGranted', { unit: Id; card: Id; ability: number }>
  | Ev<'unitExhaustedForCost', { seat: Id; unit: Id }>
  /** The unit, gear or legend whose triggered ability it is, exhausted to pay its "exhaust me to ..." (CR 742.1.b). */
  | Ev<'sourceExhaustedForCost', { seat: Id; source: Id }>
  | Ev<'becameMighty', { unit: Id; might: number }>
  | Ev<'additionalTurnQueued', { seat: Id; queue: readonly Id[] }>
  | Ev<'unitDied', { unit: Id; card: string; owner: Id }>
  | Ev<'unitRecalled', { unit: Id; seat: Id }>
  /** A unit left the board for its owner's hand or champion zone (`returnUnit`, CR 705.1). */
  | Ev<'unitReturned', { unit: Id; card: string; owner: Id; to: 'hand' | 'championZone' }>
  /** A replacement effect of `source` (controlled by `controller`) replaced `event` of `unit` (CR 369). */
  | Ev<'eventReplaced', { event: 'dies'; unit: Id; source: Id; card: string; controller: Id }>
  /** Units' deaths wait on `seat` choosing among replacement effects (CR 372-373): `units` still to die or be saved, `options` what may apply to which. */
  | Ev<'replacementAsked', { seat: Id; kind: 'order' | 'which' | 'may'; units: Id[]; options: { unit: Id; source: Id; card: string }[] }>
  | Ev<'replacementDeclined', { seat: Id; unit: Id; source: Id; card: string }>
  /** The option chosen: `unit` the unit it saves, null for a token play (CR 372.1). */
  | Ev<'replacementChosen', { seat: Id; unit: Id | null; source: Id; card: string }>
  /** A token `seat` would have played (`token`, its card) was replaced by the replacement effect of `card` on `source` (CR 375). */
  | Ev<'tokenPlayReplaced', { seat: Id; token: string; source: Id; card: string; controller: Id }>
  /** Several replacement effects would replace a token `seat` is playing: they choose one (`chooseReplacement`, an index of `options`, CR 372.1). */
  | Ev<'tokenReplacementAsked', { seat: Id; item: Id; token: string; options: { source: Id; card: string }[] }>
  /** A unit's additional cost to play it was paid by killing `killed` (CR 357). */
  | Ev<'additionalCostPaid', { seat: Id; card: string; killed?: Id; returned?: Id; exhausted?: Id }>
  | Ev<'unitStunned', { unit: Id }>
  | Ev<'tokenCreated', { unit: Id; card: string; seat: Id; at: Id }>
  | Ev<'combatEnded', { battlefield: Id; attacker: Id; defender: Id }>
  | Ev<'controlEstablished', { seat: Id; battlefield: Id; previous: Id | null }>
  | Ev<'controlKept' | 'controlLost', { seat: Id; battlefield: Id }>
  | Ev<'battlefieldScored', { seat: Id; battlefield: Id; method: 'hold' | 'conquer'; outcome: 'point' | 'draw' }>
  | Ev<'scoreDenied', { seat: Id; battlefield: Id; method: 'hold' | 'conquer'; reason: 'alreadyScoredThisTurn' | 'teammateControlledAtScoringStep' | 'forbidden' }>
  | Ev<'pointDenied', { seat: Id; source: 'hold' | 'conquer' | 'burnOut' | 'effect'; reason: 'forbidden' }>
  | Ev<'pointGained', { seat: Id; team: Id; source: 'hold' | 'conquer' | 'burnOut' | 'effect'; battlefield: Id | null; score: number }>
  | Ev<'gameWon', { team: Id; seats: readonly Id[]; score: number; scores: { readonly [team: string]: number } }>
  | Ev<'gameOver', { winner: Id | null; seats: readonly Id[] }>
  | Ev<'gameDrawn', { reason: 'turnLimit'; turn: number }>
  | Ev<'spellPlayed', { seat: Id; card: string; object: Id; fromHiding?: boolean; from?: 'trash' | 'banishment' | 'deck' }>
  | Ev<'spellCountered', { item: Id; card: string; by: Id }>
  /** An ability on the chain was countered (CR 806.5.c, 813.5.c). */
  | Ev<'abilityCountered', { item: Id; card: string; source: Id; by: Id }>
  /** `object` null: the target was not chosen (an "up to" target left empty). */
  | Ev<'targetIllegal', { item: Id; target: string; object: Id | null }>
  | Ev<'abilityActivated', { seat: Id; source: Id; ability: number }>
  | Ev<'gearPlayed', { seat: Id; gear: Id; card: string; to: Id; fromHiding?: boolean; from?: 'trash' | 'banishment' | 'deck' }>
  | Ev<'equipActivated', { seat: Id; gear: Id; unit: Id; instance?: number }>
  | Ev<'gearAttached', { gear: Id; unit: Id; seat: Id; via: 'equip' | 'quick-draw' | 'weaponmaster' | 'effect' }>
  | Ev<'gearDetached', { gear: Id; unit: Id; at: Id }>
  | Ev<'gearRecalled', { gear: Id; seat: Id }>
  | Ev<'gearKilled', { gear: Id; card: string; owner: Id }>
  /** An effect created a gear token at `seat`'s base (CR 180-184), exhausted if it said so (CR 181.1). */
  | Ev<'gearTokenCreated', { gear: Id; card: string; seat: Id; exhausted: boolean }>
  | Ev<'abilityTriggered', { trigger: string; source: Id; card: string; controller: Id }>
  | Ev<'triggerRemoved', { item: Id; card: string; controller: Id; reason: 'noLegalTarget' | 'declined' | 'unpaid' }>
  /** `targets`: by name, null for an optional target not chosen. */
  | Ev<'chainItemAdded', { item: Id; kind: string; controller: Id; card: string; targets: { readonly [name: string]: Id | null } }>
  | Ev<'chainItemResolving', { item: Id; kind: string; card: string; controller: Id }>
  | Ev<'cardHidden', { seat: Id; battlefield: Id }>
  | Ev<'hiddenCardTrashed', { seat: Id; battlefield: Id; card: string }>
  | Ev<'teammateInvited', { seat: Id; guest: Id }>
  | Ev<'invitationUsed', { seat: Id; host: Id }>
  | Ev<'handShown', { seat: Id; to: Id; count: number }>
  | Ev<'keywordsGranted', { unit: Id; keywords: readonly { readonly keyword: string; readonly value?: number }[]; duration: 'turn' | 'combat' | 'permanent' }>
  /** An effect removed keywords from a unit (CR 801.3.b), for the turn or while it stays on the board. */
  | Ev<'keywordsRemoved', { unit: Id; keywords: readonly string[]; duration: 'turn' | 'combat' | 'permanent' }>
  /** Split damage waits for its division (CR 355.14.e): `total` among `targets`. */
  | Ev<'splitDamageAsked', { item: Id; seat: Id; total: number; targets: readonly Id[] }>
  | Ev<'splitDamageDivided', { item: Id; seat: Id; damage: { readonly [unit: string]: number } }>
  /** Vision (CR 817): the top card's `object` and `card` reach the looking seat alone. */
  | Ev<'topCardLooked', { seat: Id; object?: Id; card?: string }>
  | Ev<'topCardRecycled', { seat: Id }>
  /** Repeat (CR 820): the spell's instructions run again, `execution` counting from 2. */
  | Ev<'spellRepeated', { item: Id; card: string; execution: number }>
  | Ev<'conceded', { seat: Id; team: Id; leaving: readonly Id[] }>
  | Ev<'playersRemoved', { seats: readonly Id[]; battlefields: readonly { readonly id: Id; readonly card: string }[] }>
  | Ev<'xpGained', { seat: Id; amount: number; reason: 'effect' | 'hunt'; xp: number }>
  | Ev<'xpSpent', { seat: Id; amount: number; xp: number }>
  | Ev<'instructionCostAsked', { seat: Id; item: Id; card: string; step: number }>
  | Ev<'instructionCostAnswered', { seat: Id; item: Id; paid: boolean }>
  /** A resolving item asks `seat` to choose `min` to `max` of `count` cards (CR 355.17); the options reach the chooser alone. */
  | Ev<'cardChoiceAsked', { seat: Id; item: Id; card: string; step: number; purpose: string; min: number; max: number; count: number; options?: readonly Id[]; optionCards?: readonly string[] }>
  /** `seat` chose `count` cards; which, only they are told (what is done with them says the rest). */
  | Ev<'cardsChosen', { seat: Id; item: Id; count: number; cards?: readonly Id[] }>
  /** An effect plays `object` (CR 419.3): `seat` pays this cost and names where a unit goes among `to`. */
  | Ev<'playCostAsked', { seat: Id; item: Id; object: Id; card: string; energy: number; power: readonly string[]; to: readonly Id[] }>
  /** `seat` may stop step `step` of `item` ("unless its controller ..."): by paying `energy` and `power`, or by letting its controller draw `draws`. */
  | Ev<'unlessAsked', { seat: Id; item: Id; card: string; step: number; energy: number; power: readonly string[]; draws: number }>
  /** `seat` chooses whether to take step `step` of `item` for themselves ("you and each opponent may ...", CR 355.17); `purpose` is the step's operation. */
  | Ev<'mayAsked', { seat: Id; item: Id; card: string; step: number; purpose: string }>
  /** `seat` chooses one of `options`, the named outcomes of step `step` of `item` ("Each other player chooses Blades or Coins", CR 355.17). */
  | Ev<'outcomeAsked', { seat: Id; item: Id; card: string; step: number; options: readonly string[] }>
  /** `seat` chose `outcome` for `item`. */
  | Ev<'outcomeChosen', { seat: Id; item: Id; outcome: string }>
  /** Cards discarded from `seat`'s hand to the trash, face up (CR 422). */
  | Ev<'cardsDiscarded', { seat: Id; cards: readonly Id[]; cardIds: readonly string[] }>
  /** Cards recycled to the bottom of their owners' Main Decks (CR 416); which ones, to those who could see them. */
  | Ev<'cardsRecycled', { seat: Id; count: number; cards?: readonly Id[]; cardIds?: readonly string[] }>
  /** `seat` looks at the top `count` cards of their Main Deck: which ones, they alone learn. */
  | Ev<'cardsLooked', { seat: Id; count: number; cards?: readonly Id[]; cardIds?: readonly string[] }>
  /** `seat` reveals cards of a hidden zone to everyone; they stay where they are (CR 424). */
  | Ev<'cardsRevealed', { seat: Id; cards: readonly Id[]; cardIds: readonly string[] }>
  /** Cards of `seat`'s Main Deck put into their hand (not drawn); which ones, to those who saw them. */
  | Ev<'cardsPutInHand', { seat: Id; count: number; cards?: readonly Id[]; cardIds?: readonly string[] }>
  /** A card of `seat`'s hand put on the top or the bottom of their Main Deck; which card, they alone learn. */
  | Ev<'cardPutOnDeck', { seat: Id; top: boolean; object?: Id; card?: string }>
  /** The top cards of `seat`'s Main Deck put into their trash. */
  | Ev<'cardsTrashed', { seat: Id; cards: readonly Id[]; cardIds: readonly string[] }>
  /** A card put into its owner's banishment (CR 427), from a zone, the board or the chain. */
  | Ev<'cardBanished', { object: Id; card: string; owner: Id; from: string }>
  /** A card returned from a public zone to its owner's hand. */
  | Ev<'cardReturned', { object: Id; card: string; owner: Id; from: string; to: 'hand' | 'championZone' }>
  | Ev<'unitControlChanged', { unit: Id; from: Id; to: Id; at: Id }>;
/**
 * Every code a Riftbound refusal carries in the shipped modes (docs/api.md#refusals), the
 * engine's own included. A mode file's own guards may add codes of their own.
 */
export type RiftboundRefusalCode =
  | 'ABILITY_INACTIVE'
  | 'AMBUSH_NO_UNITS'
  | 'PLAY_LIMITED'
  | 'CHOSEN_AS_PLAYED'
  | 'MISSING_ADDITIONAL_COST'
  | 'NO_OPTIONAL_COST'
  | 'NO_SUCH_EQUIP'
  | 'TIMING_NOT_GRANTED'
  | 'TOO_MANY_WEAPONMASTER_CHOICES'
  | 'ALREADY_SHOWN'
  | 'ALREADY_THERE'
  | 'ALREADY_USED'
  | 'CANNOT_AFFORD'
  | 'CANT_PLAY_CARDS'
  | 'CANT_REVEAL_HERE'
  | 'CHOICE_PENDING'
  | 'REPLACEMENT_CHOICE_PENDING'
  | 'CHOOSE_MODE'
  | 'CONDITION_NOT_MET'
  | 'EQUIP_ILLEGAL_TARGET'
  | 'GEAR_EXHAUSTED'
  | 'GAME_OVER'
  | 'FORBIDDEN'
  | 'HIDDEN_THIS_TURN'
  | 'ILLEGAL_ORDER'
  | 'ILLEGAL_TARGET'
  | 'INVALID_DESTINATION'
  | 'INVITATION_DECLINED'
  | 'INVITATION_PENDING'
  | 'LEGEND_EXHAUSTED'
  | 'MALFORMED_ACTION'
  | 'MISSING_TARGET'
  | 'MUST_PLAY'
  | 'NEEDS_ACTION'
  | 'NEEDS_GANKING'
  | 'NEEDS_REACTION'
  | 'NOT_ALLOWED'
  | 'NOT_ENOUGH_XP'
  | 'NOT_AN_OPPONENT'
  | 'NOT_AN_OPTION'
  | 'NOT_AUTOMATIC'
  | 'NOT_A_GEAR'
  | 'NOT_A_SPELL'
  | 'NOT_EQUIPMENT'
  | 'NOT_A_TEAMMATE'
  | 'NOT_A_UNIT'
  | 'NOT_HIDDEN'
  | 'NOT_WHERE_HIDDEN'
  | 'NOT_BUFFED'
  | 'NOT_IN_TRASH'
  | 'NOT_YOURS_TO_KILL'
  | 'MISSING_ACTIVATION_COST'
  | 'NOT_INVITED'
  | 'NOT_IN_CHAMPION_ZONE'
  | 'NOT_IN_HAND'
  | 'NOT_MODAL'
  | 'NOT_NOW'
  | 'TOO_MANY_EVENTS'
  | 'NOT_ON_BOARD'
  | 'NOT_OPTIONAL'
  | 'NOT_STAGED'
  | 'NOT_YOUR_BATTLEFIELD'
  | 'NOT_YOUR_DAMAGE'
  | 'NOT_YOUR_GEAR'
  | 'NOT_YOUR_LEGEND'
  | 'NOT_YOUR_MULLIGAN'
  | 'NOT_YOUR_TURN'
  | 'NOT_YOUR_UNIT'
  | 'NO_ACCELERATE'
  | 'NO_CHOICE_PENDING'
  | 'NO_EQUIP'
  | 'NO_FOCUS'
  | 'NO_PRIORITY'
  | 'NO_QUICK_DRAW'
  | 'NO_REPEAT'
  | 'SPLIT_AMOUNT_INVALID'
  | 'SPLIT_CHOICE_PENDING'
  | 'SPLIT_NOT_A_TARGET'
  | 'SPLIT_NOT_TOTAL'
  | 'SPLIT_TARGET_LEFT_OUT'
  | 'SPLIT_TOO_MANY_TARGETS'
  | 'NO_SUCH_ABILITY'
  | 'NO_SUCH_MODE'
  | 'MODE_CHOSEN_THIS_TURN'
  | 'SHOWING_HAND_FORBIDDEN'
  | 'SLOT_TAKEN'
  | 'SOURCE_EXHAUSTED'
  | 'TEAMMATE_CONTROLLED'
  | 'TEAMMATE_OCCUPIED'
  | 'TOO_MANY_CARDS'
  | 'TRIGGER_CHOICE_PENDING'
  | 'UNIT_EXHAUSTED'
  | 'NO_WEAPONMASTER'
  | 'UNKNOWN_ACTION'
  | 'UNKNOWN_DESTINATION'
  | 'UNKNOWN_SEAT'
  | 'UNKNOWN_TARGET'
  | 'UNKNOWN_TRIGGER'
  | 'WRONG_CARD_COUNT'
  | 'WRONG_PAYMENT'
  | 'WRONG_TARGET_COUNT';

/** The Riftbound modes the package ships. */
export type RiftboundModeName = 'riftbound/duel' | 'riftbound/match' | 'riftbound/2v2' | 'riftbound/ffa3' | 'riftbound/ffa4' | 'riftbound/ffa4-war';
