/**
 * Effect operations: what spells and abilities do when they resolve. A new card needs only
 * JSON; a new operation is one entry in OPERATIONS.
 *
 * When executing card text, do as much as possible: an effect on a target that has become
 * illegal does nothing, and the rest still happens (CR 055).
 */
import { EngineError } from '../../../engine/errors.js';
import type { Effect, TargetSpec, Quantity, Group } from '../schema/card-schema.js';
import { amountValue, conditionHolds } from '../reads/card-conditions.js';
import { cardAbilities } from '../reads/keyword-handlers.js';
import { canonicalCardId, card, findBattlefield, might, object, opponents, seat, teamOf, unitLocation, type RiftHost } from '../reads/queries.js';
import { newGameObject, wholeChainItem, type ChainItem, type InstructionCostQuestion, type ObjectId, type ResolutionAsk, type ResolutionMemory, type ResourceUse, type SeatId } from '../state/state.js';
import { lookedFitting, ZONE_OPERATIONS } from './zone-operations.js';
import { discardCards, recycleCards, returnCardToHand, revealCards } from './zone-cards.js';
import { bonusDamageOf } from './bonus-damage.js';
import { buffUnit, modifyMightThisCombat, modifyMightThisTurn, spendBuff } from './buffs.js';
import { modeDefinition } from './ability-modes.js';
import { arrive } from './control.js';
import { leaveForNextSpell } from './next-spell.js';
import { passiveEntering, unitsEnterReady } from './entering.js';
import { markDamage, nextUnitEntersReady, preventDamage, setUpDelayedAbility } from './delayed.js';
import { grantAbility } from './granted-abilities.js';
import { ownedUnitsOfTag, putInHand } from './owned-to-hand.js';
import { killsOf, noteDamageBy } from './kill-attribution.js';
import { noteMightChanges } from './mighty.js';
import { queueAdditionalTurn } from './turn-queue.js';
import { forbidCardPlays, readyingByEffectsForbidden } from '../reads/player-rules.js';
import { askCards } from './resolution-questions.js';
import { drawCards } from './draw.js';
import { instructedMove, recall } from './movement.js';
import { channelRunes, readyRunes, recycleRune } from './resources.js';
import { gainPoint, winGame } from './scoring.js';
import { isExcepted, isLegalTarget, isWithAsAsked } from './targeting.js';
import { isAttachedAsAsked } from './gear-targets.js';
import { isActive } from '../cards/dependent.js';
import { keywordAbilityDefinition } from '../cards/keyword-abilities.js';
import { gainControl, loseControl, loseControlLater } from './take-control.js';
import { recycleResolvedSpell, type SpellChoices } from './spell-plays.js';
import { gainXp } from './xp.js';
import { dealSplit, withinTotalMight } from './split-damage.js';
import { groupMembers, type GroupScope } from './groups.js';
import { countAmount } from './amounts.js';
import { grantKeywords, removeKeywords } from '../reads/keyword-changes.js';
import { killUnit, newObjectId, placeUnit, returnUnit } from './zones.js';
import { readyObject } from './readying.js';
import { announce, announceDamaged } from './trigger-events.js';
import { applyTokenReplacement, differ, tokenReplacements } from './replacements.js';
import { attachedVia, attachGear, createGearToken, detachGear, killGear, payWeaponmaster } from './gear.js';
import { effectTextDefinition, isGearOnBoard } from '../reads/gear-text.js';
import { edit } from '../reads/unit-cache.js';
import { eachChooses, seatsFrom } from './each-player.js';
import { buffsSpent, spendChosenBuffs } from './buff-spending.js';
import { buffsGiveMore } from './buff-might.js';
import { shareKeywords } from './keywords-shared.js';
import { stopStep, unlessAsk } from './unless.js';
import { locationWith } from './moving-with.js';
import { activateConquerEffects } from './conquer-effects.js';
import { returnFacedownToHand } from './facedown-targets.js';
import { hideFreeThisTurn } from './hide-costs.js';
import { energyAddedMore } from './added-more.js';
import { eachMay, opponentsWhoDid } from './each-may.js';
import { eachChoosesOutcome, withEachChoosing } from './named-outcomes.js';
import { wholeEffects, wholeTargets } from '../cards/whole-views.js';

/**
 * What a resolving item does, in `mode` (a Repeat's own, CR 820.2.a; its own by default): its
 * effects and the targets it declared, as whole views (cards/whole-views.ts).
 */
export function definitionOf(host: RiftHost, item: Pick<ChainItem, 'card' | 'ability' | 'mode' | 'text' | 'keyword'>, mode = item.mode): { effects: readonly Effect[]; targets: readonly TargetSpec[] } {
  const { effects, targets } = printedDefinitionOf(host, item, mode);
  return { effects: wholeEffects(effects), targets: wholeTargets(targets) };
}

function printedDefinitionOf(host: RiftHost, item: Pick<ChainItem, 'card' | 'ability' | 'mode' | 'text' | 'keyword'>, mode: number | undefined): { effects: readonly Effect[]; targets: readonly TargetSpec[] } {
  if (item.keyword) return keywordAbilityDefinition(item.keyword);
  // A gear's Effect Text appended to a unit (reads/gear-text.ts).
  const gearText = effectTextDefinition(host.rules, item);
  if (gearText) return gearText;
  const def = card(host.rules, item.card);
  if (item.ability !== undefined) {
    const ability = cardAbilities(def)[item.ability];
    if (!ability || ability.kind === 'passive') throw new EngineError(`${item.card} has no ability ${item.ability}`);
    // A modal ability does what the mode chosen as it was placed or activated does (ability-modes.ts).
    return ability.kind === 'replacement' ? { effects: ability.effects, targets: [] } : modeDefinition(ability, mode);
  }
  if (mode !== undefined) {
    const chosen = def.modes?.[mode];
    if (!chosen) throw new EngineError(`${item.card} has no mode ${mode}`);
    return { effects: chosen.effects, targets: chosen.targets ?? [] };
  }
  return { effects: def.effects ?? [], targets: def.targets ?? [] };
}

export interface Context {
  readonly host: RiftHost;
  readonly item: ChainItem;
  readonly controller: SeatId;
  readonly targets: Record<string, ObjectId | null>;
  /** A replacement effect's: the unit whose event it replaces (CR 370.1.a); a triggered ability's: the object its event was about. */
  readonly thatUnit: ObjectId | undefined;
  /** A replacement effect of a token play's: the token its player would have played (CR 375). */
  readonly thatToken: TokenPlay | undefined;
  /** Whether it happens at once, off the chain (a replacement effect's instructions, CR 370.1.a): nothing it does may pause to ask. */
  readonly atOnce: boolean;
  /** The answer to what the step being run asked as it resolved, once given; undefined otherwise. */
  answer: ResolutionAnswer | undefined;
  /** What this execution has looked at and chosen so far ("them", "the rest", "it"). */
  readonly memory: ResolutionMemory;
  /** What its groups are found from, once a step names one. */
  scope: GroupScope | undefined;
  /** How many runes the last `channel` step of this execution channeled ("if you can't", CR 430.4); undefined before one. */
  channeled: number | undefined;
  /** False once the step being run found it could do nothing (a buff of a unit that already has one, CR 426.1.c): what asks whether it was done does not happen. */
  done: boolean;
}

/** What a player answered to a step's question: the cards chosen, or whether they paid for a card played and where it goes. */
export interface ResolutionAnswer {
  readonly cards?: readonly ObjectId[];
  readonly paid?: boolean;
  readonly to?: string;
  /** A spell an effect plays: its mode and targets, chosen as its cost is paid (mechanics/spell-plays.ts). */
  readonly choices?: SpellChoices;
  /** The outcome a player chose among a step's named ones (mechanics/named-outcomes.ts). */
  readonly outcome?: string;
  /** The deaths the step caused are settled (mechanics/replacements.ts): it is over, and was done or not. */
  readonly deathsSettled?: boolean;
  /** Which of the replacement effects of a token play its player chose (an index of the question's options, CR 372.1). */
  readonly replacement?: number;
}

/** The groups the card language named before groups were written out: each is one group. */
const NAMED_GROUPS: Readonly<Record<string, Group>> = {
  unitsHere: { select: 'unit', at: 'here' },
  friendlyUnitsHere: { select: 'unit', relation: 'friendly', at: 'here' },
  enemyUnitsHere: { select: 'unit', relation: 'enemy', at: 'here' },
  // Wherever they are, even when the card was played from hiding (CR 811.2).
  buffedFriendlyUnits: { select: 'unit', relation: 'friendly', buffed: true },
};

/** The objects a name stands for, as they are now: a declared target, or a word of the card language. */
function objectsNamed(ctx: Context, ref: string): ObjectId[] {
  const { state } = ctx.host;
  switch (ref) {
    case 'self':
      return state.objects[ctx.item.source] ? [ctx.item.source] : [];
    case 'attachedUnit': {
      // The unit the source gear is attached to now (its attach triggers, CR 725.1).
      const unit = state.objects[ctx.item.source]?.attachedTo;
      return unit === undefined ? [] : [unit];
    }
    case 'thatUnit':
      return ctx.thatUnit !== undefined && state.objects[ctx.thatUnit] ? [ctx.thatUnit] : [];
    case 'resolvedObject': {
      // The card a step chose as it resolved (a card discarded) or the token it made: "it" after it;
      // a token replaced, every token its replacement played in its place (CR 375).
      const chosen = ctx.memory.chosen ?? [];
      const made = ctx.memory.made;
      const all = chosen.length > 1 && made !== undefined && chosen.every((id) => made.includes(id)) ? chosen : chosen.slice(0, 1);
      return all.filter((id) => state.objects[id] !== undefined);
    }
    case 'yourLegend': {
      const legend = seat(state, ctx.controller).legendObject;
      return state.objects[legend] ? [legend] : [];
    }
    default: {
      const group = NAMED_GROUPS[ref];
      if (group !== undefined) return groupMembers(scopeOf(ctx), group);
      const id = ctx.targets[ref];
      return id === null || id === undefined ? [] : [id];
    }
  }
}

/** What a group of the item's steps is found from (made when a step first names a group). */
function scopeOf(ctx: Context): GroupScope {
  return (ctx.scope ??= { host: ctx.host, controller: ctx.controller, here: ctx.item.here, named: (name) => objectsNamed(ctx, name)[0] });
}

/** What a step names its objects by: a target, a group, or units chosen as the card was played. */
type Objects = { readonly target?: string | undefined; readonly also?: string | undefined; readonly all?: Group | undefined; readonly alsoAll?: Group | undefined; readonly among?: TargetSpec | undefined };

/**
 * What a step acts on, as it is now: the object its `target` names, every member of its group
 * (`all`), or the units chosen for it (`among`) that are still legal targets (CR 355.13).
 */
function objectsOf(ctx: Context, step: Objects): ObjectId[] {
  if (step.all !== undefined) {
    const members = groupMembers(scopeOf(ctx), step.all);
    // A second group under the same verb ("all units and gear"), each object once.
    if (step.alsoAll !== undefined) for (const id of groupMembers(scopeOf(ctx), step.alsoAll)) if (!members.includes(id)) members.push(id);
    return members;
  }
  const among = step.among;
  if (among !== undefined) {
    const { host, item } = ctx;
    const legal = (item.split?.[among.name] ?? []).filter((id) => isLegalTarget(host, item.controller, among, id, item.here) && !isExcepted(among, id, ctx.targets, item.source));
    const most = (among as { totalMaxMight?: number }).totalMaxMight;
    return most === undefined ? legal : withinTotalMight(host, legal, most);
  }
  if (step.target === undefined) return [];
  const named = objectsNamed(ctx, step.target);
  // A second object under the same verb ("a friendly unit and an enemy unit"), once.
  if (step.also !== undefined) for (const id of objectsNamed(ctx, step.also)) if (!named.includes(id)) named.push(id);
  return named;
}

/** Units on the board among what a step acts on (effects on units skip whatever has left the board). */
function unitsOf(ctx: Context, step: Objects): ObjectId[] {
  return objectsOf(ctx, step).filter((id) => unitLocation(ctx.host.state, id) !== undefined);
}

/** Gear on the board among what a step acts on (CR 148.1.a.3: effects that name gear). */
function gearOf(ctx: Context, step: Objects): ObjectId[] {
  return objectsOf(ctx, step).filter((id) => isGearOnBoard(ctx.host.state, id));
}

/** The legend a step names: its controller's ("ready your legend"), itself in its own ability ("ready me", CR 173.8), or one chosen ("ready or exhaust a legend", CR 107.4.b). */
function legendOf(ctx: Context, step: Objects): ObjectId[] {
  if (step.target === undefined) return [];
  const { seats } = ctx.host.state;
  return objectsNamed(ctx, step.target).filter((id) => seats.some((s) => s.legendObject === id));
}

/**
 * "Two of them": `count` of the tokens the token step before made that are still on the board,
 * chosen by the controller as the step resolves; all of them when there are no more (CR 355.10.d:
 * not targets).
 */
function madeChosen(ctx: Context, count: number, purpose: string): ObjectId[] | ResolutionAsk {
  const { state } = ctx.host;
  const made = (ctx.memory.made ?? []).filter((id) => unitLocation(state, id) !== undefined || isGearOnBoard(state, id));
  if (made.length <= count) return made;
  const answer = ctx.answer?.cards;
  return answer === undefined ? askCards(ctx.controller, made, count, count, purpose) : answer.filter((id) => made.includes(id));
}

/** A rune a step names: "something" chosen that is a rune (CR 124, 359.3.e.4). */
function runeOf(ctx: Context, step: Objects): ObjectId[] {
  if (step.target === undefined) return [];
  const { seats } = ctx.host.state;
  return objectsNamed(ctx, step.target).filter((id) => seats.some((s) => s.runes.includes(id)));
}

/** The unit a name stands for, if it is on the board. */
function onBoard(ctx: Context, name: string): ObjectId | undefined {
  const [id] = objectsNamed(ctx, name);
  return id !== undefined && unitLocation(ctx.host.state, id) !== undefined ? id : undefined;
}

/** The battlefield a unit is at, if it is at one (not at its base, not off the board). */
function battlefieldOf(ctx: Context, unit: ObjectId | undefined): ObjectId | undefined {
  const where = unit === undefined ? undefined : unitLocation(ctx.host.state, unit);
  return where === 'base' ? undefined : where;
}

/**
 * Who does a step: its controller, or the controller or owner of a named object (its owner once
 * it has left the board: a card off the board is its owner's); undefined when the name stands for nothing.
 * An opponent the controller chooses is asked for (their legend named, CR 107.4.b) when there are several.
 */
function playerOf(ctx: Context, player: { readonly controllerOf?: string | undefined; readonly ownerOf?: string | undefined; readonly turnPlayer?: true | undefined; readonly eventPlayer?: true | undefined; readonly opponent?: true | undefined } | undefined): SeatId | undefined | ResolutionAsk {
  if (player === undefined) return ctx.controller;
  if (player.opponent) return chosenOpponent(ctx);
  // "That player" of a turn's start or end: the player whose turn it is (the card checker allows it only there).
  if (player.turnPlayer) return ctx.host.state.turn.seat;
  // "They": the player the ability's event was about, kept on its item (mechanics/trigger-events.ts).
  if (player.eventPlayer) return ctx.item.eventPlayer;
  const name = player.controllerOf ?? player.ownerOf;
  const id = name === undefined ? undefined : objectsNamed(ctx, name)[0];
  const obj = id === undefined ? undefined : ctx.host.state.objects[id];
  if (obj === undefined) return undefined;
  const onTheBoard = unitLocation(ctx.host.state, obj.id) !== undefined || isGearOnBoard(ctx.host.state, obj.id);
  return player.controllerOf !== undefined && onTheBoard ? obj.controller : obj.owner;
}

/** The opponent the controller chooses: the only one, or the one whose legend they named (asked first). */
function chosenOpponent(ctx: Context): SeatId | undefined | ResolutionAsk {
  const { state } = ctx.host;
  const options = opponents(state, ctx.controller);
  if (options.length <= 1) return options[0];
  const named = ctx.answer?.cards?.[0];
  if (named !== undefined) return state.seats.find((s) => s.legendObject === named && options.includes(s.id))?.id;
  return askCards(ctx.controller, options.map((s) => seat(state, s).legendObject), 1, 1, 'opponent');
}

function isAsked(who: SeatId | undefined | ResolutionAsk): who is ResolutionAsk {
  return typeof who === 'object';
}

/** Who does a step, as its `player` says: one player, each player or each opponent (card-schema.ts, `players`). */
type StepPlayers = Extract<Effect, { op: 'draw' }>['player'];

/**
 * The players who do a step, in the order they do it: one player ({@link playerOf}; none when
 * its name stands for nothing), each player from the controller (CR 355.10.e), or each opponent
 * of the controller from the next player; or the question naming the opponent, first.
 */
export function stepSeats(ctx: Context, player: StepPlayers): SeatId[] | ResolutionAsk {
  if (player === 'each') return seatsFrom(ctx, ctx.controller);
  if (player === 'eachOpponent') {
    const foes = opponents(ctx.host.state, ctx.controller);
    return seatsFrom(ctx, ctx.controller).filter((s) => foes.includes(s));
  }
  const who = playerOf(ctx, player);
  if (isAsked(who)) return who;
  return who === undefined ? [] : [who];
}

/** How much a step counts as it resolves (amounts.ts). */
function amountOf(ctx: Context, step: Quantity): number {
  // Most steps print their amount: no lookups made for them.
  if (step.equalTo === undefined && step.forEach === undefined && step.forEachCount === undefined && step.forEachLooked === undefined) return step.amount ?? 0;
  // "that much": what was paid for the step's own cost of any amount (instruction-costs.ts).
  if (step.equalTo?.paid === true) return ctx.memory.paid ?? 0;
  // "that much" of a conquest after an attack: the excess damage its attacker assigned (CR 460.2).
  if (step.equalTo?.excessDamage === true) return ctx.item.excessDamage ?? 0;
  return countAmount(
    ctx.host,
    step,
    (name) => cardObjectOf(ctx, objectsNamed(ctx, name)[0]),
    (group) => groupMembers(scopeOf(ctx), group).length,
    (filter) => lookedFitting(ctx, filter).length,
    // A count of the card's controller ("for each card in your trash"), as a discount reads it.
    (count) => amountValue(ctx.host, count, { controller: ctx.controller, source: ctx.item.source }),
  );
}

/** The object an amount reads: an object as named, or a spell's card for a spell named by its chain item (on the chain, or countered by this execution). */
function cardObjectOf(ctx: Context, id: ObjectId | undefined): ObjectId | undefined {
  if (id === undefined || ctx.host.state.objects[id] !== undefined) return id;
  return ctx.host.state.chain.find((i) => i.id === id)?.source ?? ctx.memory.countered?.[id];
}

/** An operation's handler; one that needs a player's choice as it resolves returns the question (and runs again once answered). */
export type Operation<Op extends Effect['op']> = (ctx: Context, effect: Extract<Effect, { op: Op }>) => void | ResolutionAsk;

const OPERATIONS: { [Op in Effect['op']]: Operation<Op> } = {
  ...ZONE_OPERATIONS,
  draw: (ctx, e) => {
    // "For each player that chooses Blades, you and that player each draw 1" (named-outcomes.ts).
    if (e.withEachChoosing !== undefined) return withEachChoosing(ctx, e.withEachChoosing, (seat) => drawCards(ctx.host, seat, amountOf(ctx, e), 'effect'));
    const seats = stepSeats(ctx, e.player);
    if (!Array.isArray(seats)) return seats;
    const amount = amountOf(ctx, e);
    for (const seat of seats) drawCards(ctx.host, seat, amount, 'effect');
  },
  damage: (ctx, e) => {
    const units = unitsOf(ctx, e);
    if (units.length === 0) return;
    // A unit named as the dealer deals it, not the spell or ability (CR 417.6.b.3): gone from the board, it deals none.
    const dealer = e.by === undefined ? ctx.item.source : onBoard(ctx, e.by);
    if (dealer === undefined) return;
    const amount = amountOf(ctx, e);
    // One deal action: its bonus is summed once and each target gets it (CR 714, 715.2); a unit's own deal gets only the step's.
    // Each unit's bonus: the action's, with what is granted to units where that unit is.
    for (const unit of units) {
      const bonus = e.by === undefined ? bonusDamageOf(ctx.host, ctx.item, amount, e.bonus, unit) : 0;
      // All of it prevented, none is dealt (CR 437.4).
      if (markDamage(ctx.host, unit, amount + bonus, false) === 0 && amount + bonus > 0) continue;
      noteDamageBy(ctx.host, ctx.item, unit);
      ctx.host.emit({ type: 'damageDealt', unit, amount: amount + bonus, source: dealer, ...(bonus > 0 ? { bonus } : {}) });
      announceDamaged(ctx.host, unit, false);
    }
  },
  fight: (ctx, e) => {
    // Two units deal damage equal to their Mights to each other, at once (CR 417.6.b.3): both Mights are read first.
    const a = onBoard(ctx, e.target);
    const b = onBoard(ctx, e.with);
    if (a === undefined || b === undefined || a === b) return;
    const fromA = might(ctx.host, a);
    const fromB = might(ctx.host, b);
    for (const [unit, amount, source] of [[b, fromA, a], [a, fromB, b]] as const) {
      // Only valid damage, 1 or more, is dealt (CR 417.1.e).
      if (amount <= 0 || markDamage(ctx.host, unit, amount, false) === 0) continue;
      noteDamageBy(ctx.host, ctx.item, unit);
      ctx.host.emit({ type: 'damageDealt', unit, amount, source });
      announceDamaged(ctx.host, unit, false);
    }
  },
  choose: () => {
    // Its choices were made as the card was played or the ability placed (CR 355.5): nothing happens now.
  },
  splitDamage: (ctx, e) => dealSplit(ctx.host, ctx.item, e),
  heal: (ctx, e) => {
    for (const unit of unitsOf(ctx, e)) object(ctx.host.state, unit).damage = 0;
  },
  buff: (ctx, e) => {
    // A unit that has a buff already is not buffed (CR 426.1.c): with none buffed, the step did nothing.
    let buffed = false;
    for (const unit of unitsOf(ctx, e)) if (buffUnit(ctx.host, unit, ctx.controller)) buffed = true;
    if (!buffed) ctx.done = false;
  },
  spendBuff: (ctx, e) => {
    // "spend any number of buffs": chosen as it resolves (buff-spending.ts).
    if (e.anyNumber === true) return spendChosenBuffs(ctx, e);
    for (const unit of unitsOf(ctx, e)) spendBuff(ctx.host, ctx.controller, unit);
  },
  buffsGiveMore: (ctx, e) => buffsGiveMore(ctx.host, ctx.controller, e.amount),
  modifyMight: (ctx, e) => {
    const units = unitsOf(ctx, e);
    if (units.length === 0) return;
    // "give a friendly unit my keywords and +:rb_might: ... this turn": the keywords first, read as the step resolves (keywords-shared.ts).
    const sharer = e.keywordsOf === undefined ? undefined : objectsNamed(ctx, e.keywordsOf)[0];
    if (sharer !== undefined) for (const unit of units) shareKeywords(ctx.host, sharer, unit);
    const amount = amountOf(ctx, e);
    // "To a minimum of N": the loss stops at N, measured as the step resolves (as a discount's minimum applies to it alone, CR 356.4.e).
    const { minimum } = e;
    // "This combat": it ends with the combat in progress, not at the expiration step.
    const change = e.duration === 'combat' ? modifyMightThisCombat : modifyMightThisTurn;
    for (const unit of units) change(ctx.host, unit, minimum === undefined || amount >= 0 ? amount : Math.min(0, Math.max(amount, minimum - might(ctx.host, unit))));
  },
  swapMight: (ctx, e) => {
    // Both Mights read first; the lower gains the difference and the higher loses it, this turn (CR 433.1.b-c).
    const [a, b] = unitsOf(ctx, e);
    if (a === undefined || b === undefined || a === b) return;
    const difference = might(ctx.host, b) - might(ctx.host, a);
    if (difference === 0) return;
    modifyMightThisTurn(ctx.host, a, difference);
    modifyMightThisTurn(ctx.host, b, -difference);
  },
  raiseMight: (ctx, e) => {
    // Up to the other unit's Might as the step resolves, never down.
    const unit = onBoard(ctx, e.target);
    const other = onBoard(ctx, e.to);
    if (unit === undefined || other === undefined) return;
    const difference = might(ctx.host, other) - might(ctx.host, unit);
    if (difference > 0) modifyMightThisTurn(ctx.host, unit, difference);
  },
  additionalTurn: (ctx) => queueAdditionalTurn(ctx.host, ctx.controller),
  restrictPlayers: (ctx, e) => forbidCardPlays(ctx.host, opponents(ctx.host.state, ctx.controller), e.cannot),
  // Until the expiration step, on the unit's object: one that leaves the board comes back fresh, without it (CR 705).
  forbid: (ctx, e) => {
    for (const unit of unitsOf(ctx, e)) {
      const obj = object(ctx.host.state, unit);
      obj.cantThisTurn = [...new Set([...(obj.cantThisTurn ?? []), ...e.cannot])];
    }
  },
  unitsEnterReady: (ctx, e) => unitsEnterReady(ctx.host, e.players === 'team' ? teamOf(ctx.host.state, ctx.controller).seats : [ctx.controller]),
  nextSpell: (ctx, e) => leaveForNextSpell(ctx.host.state, ctx.controller, { energy: e.energy, bonusDamage: e.bonusDamage, repeat: e.repeat === 'itsCost' }),
  nextUnitEntersReady: (ctx) => nextUnitEntersReady(ctx.host, ctx.controller),
  // One unit of the tag its player owns, chosen as the step resolves among those where the step says (mechanics/owned-to-hand.ts).
  putInHand: (ctx, e) => {
    const options = ownedUnitsOfTag(ctx.host, ctx.controller, e.tag, e.from);
    if (options.length === 0) return;
    if (options.length > 1 && ctx.answer?.cards === undefined) return askCards(ctx.controller, options, 1, 1, 'put into your hand');
    const chosen = options.length === 1 ? options[0] : ctx.answer?.cards?.[0];
    if (chosen !== undefined && options.includes(chosen)) putInHand(ctx.host, chosen);
  },
  // The unit the step names, if it is still on the board, has the card's ability for the turn.
  grantAbility: (ctx, e) => {
    for (const unit of unitsOf(ctx, e)) grantAbility(ctx.host, unit, ctx.item.card, e.ability);
  },
  delayedAbility: (ctx, e) => {
    // A delayed replacement watches the unit the step names, if it is still on the board.
    if (e.target === undefined) setUpDelayedAbility(ctx.host, ctx.controller, ctx.item.source, ctx.item.card, e.ability, null);
    else for (const unit of unitsOf(ctx, e)) setUpDelayedAbility(ctx.host, ctx.controller, ctx.item.source, ctx.item.card, e.ability, unit);
  },
  preventDamage: (ctx, e) => {
    // Every unit, or the units the step names as it resolves (a unit gone from the board is not protected).
    if (e.target === undefined && e.all === undefined) preventDamage(ctx.host, ctx.controller, null, e.next === true, e.combat !== false);
    else for (const unit of unitsOf(ctx, e)) preventDamage(ctx.host, ctx.controller, unit, e.next === true, e.combat !== false);
  },
  move: (ctx, e) => {
    // "there" after an event about a unit (`thatUnit`): the battlefield that unit is at as it resolves.
    const to = e.to === 'base' ? 'base' : e.to === 'here' ? ctx.item.here : e.to === 'thatUnit' ? battlefieldOf(ctx, ctx.thatUnit) : e.to === 'withThatUnit' ? locationWith(ctx.host.state, ctx.thatUnit) : ctx.targets[e.to];
    if (!to) return;
    for (const unit of unitsOf(ctx, e)) if (unitLocation(ctx.host.state, unit) !== to) instructedMove(ctx.host, unit, to, ctx.controller);
  },
  swap: (ctx, e) => {
    // Each to where the other was, both places read first; two units at one place stay.
    const a = onBoard(ctx, e.target);
    const b = onBoard(ctx, e.with);
    if (a === undefined || b === undefined) return;
    const { state } = ctx.host;
    const [from, to] = [unitLocation(state, a), unitLocation(state, b)];
    if (from === undefined || to === undefined || from === to) return;
    instructedMove(ctx.host, a, to, ctx.controller);
    instructedMove(ctx.host, b, from, ctx.controller);
  },
  recall: (ctx, e) => {
    for (const unit of unitsOf(ctx, e)) {
      if (unitLocation(ctx.host.state, unit) !== 'base') recall(ctx.host, unit);
      // "Recall it exhausted": it ends at base exhausted, even one that was there already.
      if (e.exhausted === true && unitLocation(ctx.host.state, unit) !== undefined) object(ctx.host.state, unit).exhausted = true;
    }
  },
  returnUnit: (ctx, e) => {
    for (const unit of unitsOf(ctx, e)) returnUnit(ctx.host, unit, e.to);
    // A gear goes back to its owner's hand the same way ("return a gear to its owner's hand").
    if (e.to === 'hand') for (const gear of gearOf(ctx, e)) returnCardToHand(ctx.host, gear);
    // A facedown card chosen ("[Hidden] card"), from its battlefield's Facedown Zone (CR 355.9.a.3).
    if (e.to === 'hand' && e.target !== undefined) for (const id of objectsNamed(ctx, e.target)) returnFacedownToHand(ctx.host, id);
  },
  ready: (ctx, e) => {
    const { host } = ctx;
    const made = e.made === undefined ? undefined : madeChosen(ctx, e.made, 'ready');
    if (made !== undefined && !Array.isArray(made)) return made;
    for (const id of made ?? [...unitsOf(ctx, e), ...gearOf(ctx, e)]) if (!readyingByEffectsForbidden(host, object(host.state, id).controller)) readyObject(host, id, ctx.controller);
    for (const id of [...legendOf(ctx, e), ...runeOf(ctx, e)]) readyObject(host, id, ctx.controller);
  },
  exhaust: (ctx, e) => {
    for (const id of [...unitsOf(ctx, e), ...gearOf(ctx, e), ...legendOf(ctx, e), ...runeOf(ctx, e)]) object(ctx.host.state, id).exhausted = true;
  },
  activateConquer: (ctx, e) => activateConquerEffects(ctx.host, unitsOf(ctx, e)),
  hideIgnoringCosts: (ctx) => hideFreeThisTurn(ctx.host, ctx.controller),
  stun: (ctx, e) => {
    for (const unit of unitsOf(ctx, e)) {
      object(ctx.host.state, unit).stunned = true;
      ctx.host.emit({ type: 'unitStunned', unit });
      const at = unitLocation(ctx.host.state, unit);
      announce(ctx.host, { trigger: 'stunned', object: unit, player: ctx.controller, here: at === 'base' || at === undefined ? null : at });
    }
  },
  kill: (ctx, e) => {
    // A kill instruction's kills are its controller's, with a spell if it is one (CR 428.5.b).
    for (const unit of unitsOf(ctx, e)) killUnit(ctx.host, unit, killsOf(ctx.item));
    for (const gear of gearOf(ctx, e)) killGear(ctx.host, gear);
  },
  eachKills: eachChooses,
  eachReturns: eachChooses,
  eachChoosesOutcome,
  discardHand: (ctx, e) => {
    // Each player discards their whole hand, nothing chosen (CR 422); then each of them draws.
    const players = stepSeats(ctx, e.player);
    if (!Array.isArray(players)) return players;
    for (const who of players) {
      const { hand } = seat(ctx.host.state, who);
      if (hand.length > 0) discardCards(ctx.host, who, [...hand]);
    }
    if (e.draw !== undefined) for (const who of players) drawCards(ctx.host, who, e.draw, 'effect');
  },
  revealHand: (ctx, e) => {
    const { host } = ctx;
    const { memory } = ctx;
    // The card the controller chose from the revealed hand (the second answer): it is recycled or discarded.
    if (memory.looked !== undefined && memory.revealed === true) {
      const [card] = ctx.answer?.cards ?? [];
      memory.looked = undefined;
      memory.revealed = undefined;
      const owner = card === undefined ? undefined : host.state.objects[card]?.owner;
      if (card === undefined || owner === undefined || !seat(host.state, owner).hand.includes(card)) return;
      if (e.then === 'discard') discardCards(host, owner, [card]);
      else recycleCards(host, ctx.controller, [card]);
      return;
    }
    const who = playerOf(ctx, e.player);
    if (who === undefined || isAsked(who)) return who;
    const hand = seat(host.state, who).hand;
    if (hand.length === 0) return;
    revealCards(host, who, hand);
    const options = e.types === undefined ? hand : hand.filter((id) => e.types?.includes(card(host.rules, object(host.state, id).card).type as 'spell') === true);
    if (options.length === 0) return;
    memory.looked = [...hand];
    memory.revealed = true;
    return askCards(ctx.controller, options, 1, 1, e.then);
  },
  attach: (ctx, e) => {
    const [gear] = gearOf(ctx, e);
    const [unit] = objectsNamed(ctx, e.to).filter((id) => unitLocation(ctx.host.state, id) !== undefined);
    if (gear === undefined || unit === undefined) return;
    if (object(ctx.host.state, gear).attachedTo === unit) return;
    if (e.weaponmaster && !payWeaponmaster(ctx.host, ctx.controller, gear)) return;
    attachGear(ctx.host, gear, unit, attachedVia(ctx.item));
  },
  detach: (ctx, e) => {
    // "from that unit": only while it is attached to that one.
    const from = e.from === undefined ? undefined : objectsNamed(ctx, e.from)[0];
    for (const gear of gearOf(ctx, e)) if (e.from === undefined || (from !== undefined && object(ctx.host.state, gear).attachedTo === from)) detachGear(ctx.host, gear);
  },
  gainPoint: (ctx, e) => {
    const who = playerOf(ctx, e.player);
    if (who === undefined || isAsked(who)) return who;
    for (let i = 0; i < e.amount; i++) gainPoint(ctx.host, who, 'effect', null);
  },
  channel: (ctx, e) => {
    if (e.withEachChoosing !== undefined) {
      return withEachChoosing(ctx, e.withEachChoosing, (seat) => {
        const channeled = channelRunes(ctx.host, seat, e.amount, e.exhausted === true);
        if (seat === ctx.controller) ctx.channeled = channeled;
      });
    }
    const seats = stepSeats(ctx, e.player);
    if (!Array.isArray(seats)) return seats;
    // "For each buff spent": so many for each buff the step before spent (buff-spending.ts).
    const amount = e.forEachBuffSpent === true ? e.amount * buffsSpent(ctx) : e.amount;
    // "If you can't" after it asks what was channeled: by its controller among several, else by the one player.
    ctx.channeled = 0;
    for (const seat of seats) {
      const channeled = channelRunes(ctx.host, seat, amount, e.exhausted === true);
      if (seat === ctx.controller || seats.length === 1) ctx.channeled = channeled;
    }
  },
  winGame: (ctx) => winGame(ctx.host, ctx.controller),
  readyRunes: (ctx, e) => readyRunes(ctx.host, ctx.controller, e.every === true ? Number.POSITIVE_INFINITY : (e.amount ?? 0)),
  recycleRune: (ctx) => {
    const { runes } = seat(ctx.host.state, ctx.controller);
    // The controller's choice among their runes (CR 355.10.f); one rune is chosen without asking.
    const rune = runes.length === 1 ? runes[0] : ctx.answer?.cards?.[0];
    if (rune !== undefined && runes.includes(rune)) recycleRune(ctx.host, ctx.controller, rune);
    else if (runes.length > 1) return askCards(ctx.controller, runes, 1, 1, 'recycleRune');
  },
  addResources: (ctx, e) => {
    if (e.thatMuch === undefined) addResources(ctx.host, ctx.controller, e.energy ?? 0, e.power ?? [], e.onlyFor);
    else addResources(ctx.host, ctx.controller, ...paidResources(e.thatMuch, ctx.memory.paid ?? 0), e.onlyFor);
    // "Your Gold [Add] an additional :rb_energy_1:" (mechanics/added-more.ts): a gear's ability adds more.
    const more = ctx.item.kind === 'spell' ? 0 : energyAddedMore(ctx.host, ctx.controller, ctx.item.source);
    if (more > 0) addResources(ctx.host, ctx.controller, more, [], e.onlyFor);
  },
  createToken: (ctx, e) => {
    // "You and each opponent may play ...": each is asked in turn, and takes the tokens for themselves (each-may.ts).
    if (e.eachMay !== undefined) return eachMay(ctx, 'createToken', (player) => void makeTokens(ctx, e, player, e.count ?? 1, false));
    // So many for each opponent who took them in the step before ("For each opponent who did"), or for each member
    // of a group, counted once as the step begins ("for each Equipment you control").
    const count =
      ctx.memory.tokensPlayed?.count ??
      (e.forEachOpponentWhoDid === true ? (e.count ?? 1) * opponentsWhoDid(ctx) : e.forEach === undefined ? (e.count ?? 1) : amountOf(ctx, { amount: e.count ?? 1, forEach: e.forEach }));
    return makeTokens(ctx, e, ctx.controller, count, !ctx.atOnce);
  },
  grant: (ctx, e) => {
    // A gear too: "give a gear [Temporary]" (CR 722.2: a gear's keywords).
    for (const unit of [...unitsOf(ctx, e), ...gearOf(ctx, e)]) {
      grantKeywords(ctx.host, unit, e.keywords, e.duration);
      ctx.host.emit({ type: 'keywordsGranted', unit, keywords: e.keywords.map((k) => ({ ...k })), duration: e.duration });
    }
  },
  removeKeywords: (ctx, e) => {
    for (const id of [...unitsOf(ctx, e), ...gearOf(ctx, e)]) removeKeywords(ctx.host, id, e.keywords, e.duration ?? 'permanent');
  },
  lookAtTop: (ctx) => {
    const top = seat(ctx.host.state, ctx.controller).deck[0];
    if (top === undefined) return;
    const card = ctx.host.state.objects[top]?.card;
    ctx.host.emit({ type: 'topCardLooked', seat: ctx.controller }, { to: [ctx.controller], fields: { object: top, card } });
  },
  recycleTop: (ctx) => {
    const deck = seat(ctx.host.state, ctx.controller).deck;
    const top = deck.shift();
    if (top === undefined) return;
    deck.push(top);
    ctx.host.emit({ type: 'topCardRecycled', seat: ctx.controller });
    // Which card it was stays hidden: the event names none (CR 385.1).
    announce(ctx.host, { trigger: 'recycled', object: null, player: ctx.controller, here: null });
  },
  playThatToken,
  counter: (ctx, e) => {
    // A spell or an ability on the chain (its target says which): it leaves the chain; a spell's card goes to the trash.
    for (const target of objectsNamed(ctx, e.target)) {
      const index = ctx.host.state.chain.findIndex((i) => i.id === target);
      if (index < 0) continue;
      const [countered] = ctx.host.state.chain.splice(index, 1) as [ChainItem];
      if (countered.kind === 'spell') {
        toTrash(ctx.host, countered.source);
        (ctx.memory.countered ??= {})[countered.id] = countered.source;
        ctx.host.emit({ type: 'spellCountered', item: countered.id, card: countered.card, by: ctx.item.id });
      } else ctx.host.emit({ type: 'abilityCountered', item: countered.id, card: countered.card, source: countered.source, by: ctx.item.id });
    }
  },
  gainControl: (ctx, e) => {
    for (const unit of unitsOf(ctx, e)) gainControl(ctx.host, ctx.controller, unit);
  },
  loseControl: (ctx, e) => {
    for (const unit of unitsOf(ctx, e)) (e.endOfTurn ? loseControlLater : loseControl)(ctx.host, ctx.controller, unit, e.recall === true);
  },
  gainXp: (ctx, e) => gainXp(ctx.host, ctx.controller, e.amount, ctx.item.keyword?.name === 'hunt' ? 'hunt' : 'effect'),
};

/** Adds Energy and Power to the seat's rune pool (CR 165.1, 429); `onlyFor`: kept apart, for costs of that use alone. */
export function addResources(host: RiftHost, seatId: SeatId, energy: number, power: readonly string[], onlyFor?: ResourceUse): void {
  const pool = seat(host.state, seatId).pool;
  const into = onlyFor === undefined ? pool : ((pool.restricted ??= {})[onlyFor] ??= { energy: 0, power: {} });
  into.energy += energy;
  for (const domain of power) into.power[domain as keyof typeof into.power] = (into.power[domain as keyof typeof into.power] ?? 0) + 1;
  host.emit(onlyFor === undefined ? { type: 'resourcesAdded', seat: seatId, energy, power: [...power] } : { type: 'resourcesAdded', seat: seatId, energy, power: [...power], onlyFor });
}

/** A card leaving the chain goes to its owner's trash. */
function toTrash(host: RiftHost, cardObject: ObjectId): void {
  const obj = host.state.objects[cardObject];
  if (obj) seat(host.state, obj.owner).trash.push(cardObject);
}

/** What a replacement effect replaces: a unit's death, or one token its player would play (CR 375). */
export type Replaced = { readonly unit: ObjectId } | { readonly token: TokenPlay };

/**
 * One token a step would play (CR 375): its card, for whom, where (a battlefield, or null: its
 * player's base), and whether it enters contrary to its type's default (a unit token ready, a gear token exhausted).
 */
export interface TokenPlay {
  readonly card: string;
  readonly player: SeatId;
  readonly at: ObjectId | null;
  readonly ready: boolean;
  readonly exhausted: boolean;
}

/**
 * Makes `count` of a step's tokens for `player`, each of which a replacement effect may replace
 * (mechanics/replacements.ts). A token step of such a replacement's own effects plays its tokens
 * as the token replaced would have entered, ready or exhausted (CR 375: the modifications are inherited).
 * Where several different replacements would replace a token, its player chooses the one that
 * applies (CR 372.1): the step pauses on the question when it may (`mayAsk`; else the first in
 * board order applies), and goes on from that token with the answer.
 */
function makeTokens(ctx: Context, e: Extract<Effect, { op: 'createToken' }>, player: SeatId, count: number, mayAsk: boolean): void | ResolutionAsk {
  const progress = ctx.memory.tokensPlayed;
  ctx.memory.tokensPlayed = undefined;
  // Every token made, for "two of them" after the step.
  const made: ObjectId[] = progress ? [...progress.made] : [];
  ctx.memory.made = made;
  const gear = card(ctx.host.rules, e.card).type === 'gear';
  // At the location chosen as it was played; if that choice has become illegal, at base (a decision, as units
  // that cannot be played where an effect says go to base, CR 457.2.a).
  const here = gear ? undefined : findBattlefield(ctx.host.state, e.at === 'here' ? ctx.item.here : e.at === 'base' ? undefined : ctx.targets[e.at]);
  const inherited = ctx.thatToken;
  const play: TokenPlay = { card: e.card, player, at: here?.id ?? null, ready: e.ready === true || inherited?.ready === true, exhausted: e.exhausted === true || inherited?.exhausted === true };
  for (let i = progress?.next ?? 0; i < count; i++) {
    const options = tokenReplacements(ctx.host, play);
    let chosen = options[0];
    if (mayAsk && differ(options)) {
      const answer = i === progress?.next ? ctx.answer?.replacement : undefined;
      if (answer === undefined) {
        ctx.memory.tokensPlayed = { count, next: i, made: [...made] };
        return { kind: 'tokenPlay', seat: player, token: play.card, options };
      }
      chosen = options[answer];
    }
    // Replaced, what its replacement played stands for it: "it" after the step, "them" (CR 375).
    const played = (chosen === undefined ? undefined : applyTokenReplacement(ctx.host, play, chosen)) ?? [playToken(ctx.host, play)];
    if (played.length > 0) ctx.memory.chosen = [...played];
    made.push(...played);
    if (ctx.thatToken !== undefined) (ctx.memory.playedTokens ??= []).push(...played);
  }
}

/**
 * Plays a token (CR 176-184). A token follows the rules of its type unless its effect says
 * otherwise (CR 181.1, 182.1.d): a gear token enters at its controller's base, ready (CR 149.1); a
 * unit token enters exhausted (CR 143.4), ready if a passive of its player's says so (CR 364.3.a).
 */
export function playToken(host: RiftHost, play: TokenPlay): ObjectId {
  if (card(host.rules, play.card).type === 'gear') return createGearToken(host, play.player, play.card, play.exhausted);
  const { state } = host;
  const here = play.at === null ? undefined : findBattlefield(state, play.at);
  const id = newObjectId(state);
  const cardId = canonicalCardId(host.rules, play.card);
  const ready = play.ready || passiveEntering(host, play.player, id, card(host.rules, cardId)) === 'ready';
  edit(state, state.objects)[id] = newGameObject(id, cardId, play.player, !ready);
  placeUnit(host, id, here ? here.id : 'base');
  host.emit({ type: 'tokenCreated', unit: id, card: play.card, seat: play.player, at: here ? here.id : 'base' });
  if (here) arrive(host, play.player, here);
  return id;
}

/** "Play that token [and an additional copy]": the token a token play's replacement replaced, played after all as it would have been, with its copies (CR 375). */
function playThatToken(ctx: Context, e: Extract<Effect, { op: 'playThatToken' }>): void {
  const play = ctx.thatToken;
  if (play === undefined) return;
  for (let i = 0; i <= (e.copies ?? 0); i++) {
    const first = tokenReplacements(ctx.host, play)[0];
    const played = (first === undefined ? undefined : applyTokenReplacement(ctx.host, play, first)) ?? [playToken(ctx.host, play)];
    if (played.length > 0) ctx.memory.chosen = [...played];
    (ctx.memory.playedTokens ??= []).push(...played);
  }
}

function run<Op extends Effect['op']>(ctx: Context, effect: Extract<Effect, { op: Op }>): void | ResolutionAsk {
  return (OPERATIONS[effect.op] as Operation<Op>)(ctx, effect);
}

/**
 * Where a resolution paused on a cost within instructions goes on (CR 742.1.a): the execution
 * (0 for the first, then one per Repeat paid) and the step that asked, and the answer.
 */
export interface Resume {
  readonly execution: number;
  readonly step: number;
  readonly paid: boolean;
  /** The answer to what the step's operation asked (absent for a cost within instructions). */
  readonly answer?: ResolutionAnswer | undefined;
  /** What the execution remembered when it paused. */
  readonly memory?: ResolutionMemory | undefined;
}

/** Where an execution stopped: the step that asks, and what its operation asks (none for a cost within instructions). */
interface Pause {
  readonly step: number;
  readonly asks: ResolutionAsk | undefined;
}

/**
 * What a step's condition is asked with: it may ask about a chosen target by its name ("if
 * it's alone", CR 741), and, after a `channel` step, how many runes it channeled
 * (`channeled`: "if you can't", "if you couldn't channel 2 runes this way", CR 430.4).
 */
function conditionEvent(ctx: Context): Readonly<Record<string, unknown>> {
  const { item, targets, thatUnit, channeled } = ctx;
  return {
    ...targets,
    controller: item.controller,
    source: item.source,
    here: item.here,
    ...(item.lastKnown ? { might: item.lastKnown.might, diedAlone: item.lastKnown.alone } : {}),
    ...(thatUnit === undefined ? {} : { thatUnit }),
    ...(channeled === undefined ? {} : { channeled }),
  };
}

/**
 * One execution of an item's instructions with its choices: targets rechecked, optional steps
 * as chosen, steps of a dependent keyword only while it holds, the others in order. A step
 * with a cost within instructions stops it, returning the step's index, so that the
 * controller may answer (a triggered ability paid it as it was placed, CR 383.3.b.2);
 * `resume` goes on from the step answered.
 */
function execute(
  host: RiftHost,
  item: ChainItem,
  choices: Pick<ChainItem, 'mode' | 'targets' | 'declined' | 'split' | 'splitDamage'>,
  announce: () => void,
  memory: ResolutionMemory,
  resume?: Resume,
  instead?: Replaced,
): Pause | undefined {
  // The unit a replacement effect's event is about, or the object a triggered ability's event was.
  const thatUnit = instead === undefined ? item.subject : 'unit' in instead ? instead.unit : undefined;
  const thatToken = instead !== undefined && 'token' in instead ? instead.token : undefined;
  const { effects, targets: specs } = definitionOf(host, item, choices.mode ?? item.mode);
  const targets: Record<string, ObjectId | null> = {};
  for (const spec of specs) {
    const id = choices.targets[spec.name] ?? null;
    const legal = id !== null && isLegalTarget(host, item.controller, spec, id, item.here) && !isExcepted(spec, id, choices.targets, item.source) && isAttachedAsAsked(host, spec, id, choices.targets, item.source) && isWithAsAsked(host, spec, id, choices.targets);
    targets[spec.name] = legal ? id : null;
    if (!legal && !resume) host.emit({ type: 'targetIllegal', item: item.id, target: spec.name, object: id });
  }
  announce();
  // A Repeat's execution deals its own split damage, divided among its own targets (CR 820.2.a).
  const acting: ChainItem = choices === item ? item : wholeChainItem({ ...item, split: choices.split ?? {}, splitDamage: choices.splitDamage ?? {} });
  // One shape for every context: spreading an optional part into the literal costs a runtime call.
  const ctx: Context = { host, item: acting, controller: item.controller, targets, thatUnit, thatToken, atOnce: instead !== undefined, answer: undefined, memory, scope: undefined, channeled: undefined, done: true };
  // Made for the first step with a condition: most have none.
  let event: Readonly<Record<string, unknown>> | undefined;
  noteMightChanges(host);
  // Whether the step before was done, which "If you do" and "Otherwise" ask (a resumed step's was: it stopped there);
  // before a spell's first step, whether its optional additional cost was paid (CR 356.4.f.1).
  let previousDone = resume !== undefined || item.paidAdditional === true;
  for (let index = resume?.step ?? 0; index < effects.length; index++) {
    const effect = effects[index] as Effect;
    // The step ran; it waited only for the deaths it caused.
    if (index === resume?.step && resume.answer?.deathsSettled !== undefined) {
      previousDone = resume.answer.deathsSettled;
      continue;
    }
    const wasDone = previousDone;
    previousDone = false;
    // One of a choice (CR 355.17): done only when the step before it was declined.
    if (effect.or === true && !choices.declined.includes(index - 1)) continue;
    if (choices.declined.includes(index)) {
      // "You may choose a unit" declined: nothing was chosen, and the steps that name it do nothing.
      if (effect.op === 'choose') for (const name of [effect.target, effect.with]) if (name !== undefined) targets[name] = null;
      continue;
    }
    if (effect.previous !== undefined && wasDone !== (effect.previous === 'done')) continue;
    // A step written after a dependent keyword happens only while it is active (CR 727.1.b).
    if (!isActive(host.state, effect, item.controller, item.source)) continue;
    if (effect.condition !== undefined && !conditionHolds(host, effect, (event ??= conditionEvent(ctx)))) continue;
    const resumed = index === resume?.step;
    // A later step that replaces this one when its condition holds (CR 157.2).
    const next = effects[index + 1];
    if (next?.instead === true && isActive(host.state, next, item.controller, item.source) && conditionHolds(host, next, (event ??= conditionEvent(ctx)))) continue;
    if (effect.pay && item.kind !== 'triggered') {
      if (!resumed) return { step: index, asks: undefined };
      // Paid earlier, the step's own question now answered; or the cost itself answered.
      if (resume.answer === undefined && !resume.paid) continue;
    }
    let answer = resumed ? resume.answer : undefined;
    // "... unless its controller ...": that player may stop the step first (unless.ts).
    if (effect.unless !== undefined) {
      if (resumed && memory.unlessAsked) {
        memory.unlessAsked = undefined;
        if (answer?.paid === true) {
          stopStep(host, effect.unless, item.controller);
          continue;
        }
        // Their answer was to that question: the step's own is still to be asked.
        answer = undefined;
      } else if (!resumed) {
        const unless = unlessAsk(host, effect.unless, objectsNamed(ctx, effect.unless.controllerOf)[0]);
        if (unless !== undefined) {
          memory.unlessAsked = true;
          return { step: index, asks: unless };
        }
      }
    }
    ctx.answer = answer;
    ctx.done = true;
    const asks = run(ctx, effect);
    ctx.answer = undefined;
    if (asks) return { step: index, asks };
    // A step whose target became illegal did nothing, nor one that found nothing to do: what asks
    // whether it was done ("to", "If you do", "if it was buffed this way") does not happen (CR 355.10.c.1, 426.1.c).
    previousDone = ctx.done && !('target' in effect && typeof effect.target === 'string' && targets[effect.target] === null);
    // Deaths it caused wait on a choice among replacement effects: the item waits with them (a
    // replacement's own instructions go on: the deaths they cause queue, CR 373.2.a.1).
    if (host.state.dying !== undefined && !ctx.atOnce) return { step: index, asks: { kind: 'deaths', seat: item.controller, done: previousDone } };
    // A later condition may ask how many runes this channeled.
    if (effect.op === 'channel') event = undefined;
    // Might may have crossed 5 with this effect, even if a later one takes it back (CR 709).
    noteMightChanges(host);
  }
  return undefined;
}

/**
 * Resolves a chain item: its instructions once, then once more for each Repeat paid (CR
 * 820.1.d), each with its own choices (820.2.a). A spell then goes to its owner's trash.
 * Returns the question to ask when a cost within instructions stops it (CR 742.1.a); it goes
 * on with `resume` once answered.
 */
export function resolveItem(host: RiftHost, item: ChainItem, resume?: Resume): InstructionCostQuestion | undefined {
  const executions = [item, ...(item.repeats ?? [])];
  const memory: ResolutionMemory = resume?.memory ?? {};
  for (let execution = resume?.execution ?? 0; execution < executions.length; execution++) {
    const again = resume?.execution === execution ? resume : undefined;
    // "Them" and "it" are each execution's own (CR 820.2.a); a spell banishing itself stays so.
    if (!again) forgetCards(memory);
    const announce = again
      ? () => {}
      : execution === 0
        ? () => host.emit({ type: 'chainItemResolving', item: item.id, kind: item.kind, card: item.card, controller: item.controller })
        : () => host.emit({ type: 'spellRepeated', item: item.id, card: item.card, execution: execution + 1 });
    const pause = execute(host, item, executions[execution] as ChainItem, announce, memory, again);
    if (pause !== undefined) return { seat: pause.asks?.seat ?? item.controller, item: item.id, execution, step: pause.step, asks: pause.asks, memory };
  }
  if (item.kind === 'spell') {
    if (memory.banishSelf) toBanishment(host, item.source);
    else if (item.recycled) recycleResolvedSpell(host, item.controller, item.source);
    else toTrash(host, item.source);
  }
  return undefined;
}

function forgetCards(memory: ResolutionMemory): void {
  memory.looked = undefined;
  memory.revealed = undefined;
  memory.chosen = undefined;
  memory.countered = undefined;
}

/** A spell that banished itself leaves the chain for its owner's banishment (CR 427.2). */
function toBanishment(host: RiftHost, cardObject: ObjectId): void {
  const obj = host.state.objects[cardObject];
  if (obj) seat(host.state, obj.owner).banishment.push(cardObject);
}

/**
 * A replacement effect's instructions, done at once instead of the event they replace (CR
 * 370.1.a): no chain, nothing to choose; `thatUnit` is the unit whose death it replaces, `thatToken` the token play.
 */
export function runInstead(host: RiftHost, item: ChainItem, replaced: Replaced): ResolutionMemory {
  // Nothing it may do asks a question (the card checker refuses those operations in replacement effects).
  const memory: ResolutionMemory = {};
  execute(host, item, item, () => {}, memory, undefined, replaced);
  return memory;
}

/** "[Add] that much Energy" or "... that much :rb_rune_rainbow:": the Energy, or the Power of any domain, that the amount paid adds. */
function paidResources(what: 'energy' | 'any', paid: number): [number, readonly string[]] {
  return what === 'energy' ? [paid, []] : [0, Array.from({ length: paid }, () => 'any')];
}

/** Whether every effect only adds resources: such abilities resolve at once, without the chain. */
export function isResourceAbility(effects: readonly Effect[]): boolean {
  return effects.every((e) => e.op === 'addResources');
}
