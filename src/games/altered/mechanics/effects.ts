/**
 * What spells, exhaust and support abilities, reactions and additive modifiers do: a list of
 * effects, each on players (draw, exhaust mana orbs), on expeditions (move one, create a token in it) or
 * on a character (the target, or "me": boost, anchor, put to sleep, sacrifice, activate its
 * reactions). One mechanism for all, so a card file can give any of them any effect. An
 * ability pauses at a "you may" step or an inner action until its player chooses.
 */
import { handSecret } from '../../../engine/game-kit/show-hand.js';
import { characteristicsFor, type Characteristics, type Part } from '../reads/characteristics.js';
import { cardOf, expeditionCharacters, hasKeyword, inGame, initiativeOrder, seat, teamOf } from '../reads/queries.js';
import { STEP_CONDITIONS, type AlteredCard } from '../schema/file-schemas.js';
import { jsonEqual } from '../../../engine/json/json-equal.js';
import { newAlteredObject, objectById, type AlteredHost, type AlteredObject, type ObjectId, type Resolving, type SeatId, type Side } from '../state/state.js';
import { opponents, stepTargetCost, stepTargetOf, targetable, teammates, type Ability } from './targets.js';
import { REACH_PERMANENTS } from '../cards/permanent-targets.js';
import { activate, trigger, watchers, watchersOf, type GainedStatus, type Trigger } from './triggers.js';
import { reserveMove } from './reserve-moves.js';
import { leaveReplacedBy, optionalLeave, withLeaveDecisions } from './leave-replacement.js';
import { waitForNextPlay } from './next-play.js';
import { isPlayNow } from '../cards/play-now-step.js';
import { revealAt } from './tumult.js';
import { expeditionId, expeditionOf, expeditionsOfObject, namedExpeditions, standing, type Expedition } from '../reads/expeditions.js';
import { choosable, distributes, exchangeCards, isChosenStep, moveChosenCard, ofType, type ChosenStep } from './card-moves.js';
import { countOf, regionHas } from '../reads/counts.js';
import { targetList } from './several-targets.js';
import { controlledCharacters, hasSubtype, subtypesNow } from '../reads/controlled.js';
import { exhaustCard, playerActed, sacrificed } from './player-acts.js';
import { defendersReleased } from './defenders-released.js';
import { onlyDueTo } from './due-to-only.js';
import { expeditionHeld } from './expeditions-held.js';
import { heldThisDay, holdThisDay } from './held-this-day.js';
import { furtherAtDusk } from './further-at-dusk.js';
import { delayUntilAfterRest } from './after-rest.js';
import { replaces, statusChange } from './status-replacement.js';
import { arrivedInReserve } from './reserve-arrivals.js';
import { exhaustedReserveCards } from './ready-in-reserve.js';
import { gainCounters, holderInPlay, itIsPlaced, spendCounters } from './counters.js';
import { eachObject, stepsForEach } from './activate-each.js';
import { afterSkip, branchSkip, withoutUnmet } from './otherwise-steps.js';
import { isModeList, modesAbility } from './more-modes.js';
import { winGame } from './controls-each.js';
import { inReserve } from './reserve-discards.js';
import { chosenStatus, withChosenStatus } from './status-choice.js';
import type { Watcher } from '../reads/granted-reactions.js';
import { keepDie, rollFor } from './roll-modifiers.js';
import { resupplyReplacement } from './resupply-replacement.js';
import { discardRevealed, keepRevealed, putRevealed, putsMore, reveal } from './revealed-cards.js';

type Effect = Ability['effects'][number];
type PlayerEffect = Extract<Effect, { op: 'draw' | 'exhaustOrbs' | 'nextPlay' | 'resupply' | 'deckToMana' | 'afterYou' | 'discardAll' | 'pay' | 'winGame' }>;
type ExpeditionEffect = Extract<Effect, { op: 'moveExpedition' | 'createToken' | 'holdThisDay' }>;
type CharacterEffect = Exclude<Effect, PlayerEffect | ExpeditionEffect | { op: 'rollDie' | 'sabotage' | 'moveCard' | 'exchange' | 'revealTop' }>;

/**
 * What playing the card does besides putting it somewhere: a spell's target and effects (a
 * modal spell's: the chosen `mode`'s); other cards, nothing. Undefined when `mode` names no mode
 * of the card (or the card has no modes and `mode` is given).
 */
export function playedAbility(def: AlteredCard, mode?: unknown): Ability | undefined {
  // Several modes chosen (mechanics/more-modes.ts): one ability of them all; whether they may be is the play's check.
  if (def.modes && isModeList(mode)) return modesAbility(def, mode);
  if (def.modes) return typeof mode === 'number' ? def.modes[mode] : undefined;
  if (mode !== undefined) return undefined;
  return { ...(def.target ? { target: def.target } : {}), ...(def.targetHandCost ? { targetHandCost: def.targetHandCost } : {}), ...(def.targetScope ? { targetScope: def.targetScope } : {}), ...(def.targetCount ? { targetCount: def.targetCount } : {}), effects: def.effects ?? [] };
}

/** Pays a cost by exhausting that many ready mana orbs (the caller checked there are enough). */
export function payMana(host: AlteredHost, seatId: SeatId, cost: number): void {
  let left = cost;
  for (const orb of seat(host.state, seatId).mana) if (left > 0 && !orb.exhausted) (orb.exhausted = true), left--;
}

/** Effects on players: each is done for every player its `player` names. */
const PLAYER_EFFECTS: { [K in PlayerEffect['op']]: (host: AlteredHost, seatId: SeatId, effect: Extract<PlayerEffect, { op: K }>) => void } = {
  draw(host, seatId, effect) {
    const s = seat(host.state, seatId);
    const drawn = s.deck.splice(0, effect.amount);
    s.hand.push(...drawn);
    host.emit({ type: 'cardsDrawn', seat: seatId, count: drawn.length }, handSecret(seatId, s.handKnownBy, drawn, (id) => host.state.objects[id]?.card));
    if (drawn.length > 0) playerActed(host, seatId, 'draw');
  },
  /** "You may pay {2}.": the inner action's payment is all it does (decide pays it; pay-step.ts). */
  pay() {},
  exhaustOrbs(host, seatId, effect) {
    const count = Math.min(effect.amount, seat(host.state, seatId).mana.filter((m) => !m.exhausted).length);
    payMana(host, seatId, count);
    host.emit({ type: 'orbsExhausted', seat: seatId, count });
  },
  nextPlay(host, seatId, { cardType, subtype, from, until, costLess, free, boosts, loses, activates, handCostAtMost, gains }) {
    // A card played now is chosen as the step resolves (mechanics/play-now.ts), never performed here.
    if (until === 'now') return;
    waitForNextPlay(host, seatId, { until, ...(cardType && { cardType }), ...(subtype && { subtype }), ...(from && { from }), ...(costLess && { costLess }), ...(free && { free }), ...(boosts && { boosts }), ...(loses && { loses }), ...(activates && { activates }), ...(handCostAtMost !== undefined && { handCostAtMost }), ...(gains && { gains }) });
  },
  /** The top card of the deck to Reserve, where everyone sees it (exhausted for Exhausted Resupply); an empty deck gives nothing. */
  resupply(host, seatId, effect) {
    const s = seat(host.state, seatId);
    const id = s.deck.shift();
    const obj = id === undefined ? undefined : host.state.objects[id];
    if (id === undefined || !obj) {
      host.emit({ type: 'effectSkipped', op: effect.op, reason: 'emptyDeck' });
      return;
    }
    if (effect.exhausted) obj.exhausted = true;
    s.reserve.push(id);
    host.emit({ type: 'resupplied', seat: seatId, object: id, card: obj.card, exhausted: effect.exhausted === true });
    arrivedInReserve(host, obj, 'deck');
    playerActed(host, seatId, 'resupply');
  },
  /** The top cards of the deck to the Mana zone as exhausted orbs; face down there (glossary 3.1.3.d), so only their number is told. */
  deckToMana(host, seatId, effect) {
    const s = seat(host.state, seatId);
    const moved = s.deck.splice(0, effect.amount);
    if (moved.length === 0) {
      host.emit({ type: 'effectSkipped', op: effect.op, reason: 'emptyDeck' });
      return;
    }
    s.mana.push(...moved.map((id) => ({ id, exhausted: true })));
    host.emit({ type: 'deckToMana', seat: seatId, count: moved.length });
  },
  /** "Each player discards their hand (and their Reserve)": every card there to Discard, one move each, where everyone sees it; nothing there, the step is skipped. */
  discardAll(host, seatId, effect) {
    const s = seat(host.state, seatId);
    const cards = effect.zones.flatMap((zone) => s[zone].map((id) => [zone, id] as const));
    if (cards.length === 0) host.emit({ type: 'effectSkipped', op: effect.op, reason: 'noCard' });
    for (const [zone, id] of cards) moveChosenCard(host, seatId, { op: 'moveCard', from: zone, to: 'discard' }, id);
  },
  /**
   * After You: the turn ends as if its player had played a card, once the reactions checked
   * after this quick action are played (the statechart's turn ends on `turnEnded`). Only quick
   * actions carry it (cards/cards.ts), so it is its player's own turn.
   */
  /** "You win the game" (mechanics/controls-each.ts). */
  winGame(host, seatId) {
    winGame(host, seatId);
  },
  afterYou(host, seatId, effect) {
    if (host.state.current !== seatId || host.state.turnEnded) {
      host.emit({ type: 'effectSkipped', op: effect.op, reason: 'notYourTurn' });
      return;
    }
    host.state.turnEnded = true;
    host.emit({ type: 'turnEndedEarly', seat: seatId });
  },
};

/** Effects on expeditions: each is done in every expedition its `expedition` names (reads/expeditions.ts). */
const EXPEDITION_EFFECTS: { [K in ExpeditionEffect['op']]: (host: AlteredHost, where: Expedition, effect: Extract<ExpeditionEffect, { op: K }>) => void } = {
  /** Along the track (forward: toward the other expedition), within it; entering a face-down Tumult half reveals it. */
  moveExpedition(host, { seat: seatId, side }, effect) {
    const s = seat(host.state, seatId);
    const forward = side === 'hero' ? 1 : -1;
    // During Dusk, an expedition that may move forward only due to a terrain (mechanics/due-to-only.ts) is moved forward by no effect.
    const refusal = effect.regions > 0 ? (duskAdvanceRefusal(host, seatId, side) ?? (onlyDueTo(host, seatId, side).length > 0 ? 'held' : undefined)) : undefined;
    if (refusal) {
      host.emit({ type: 'advanceForbidden', seat: seatId, side, reason: refusal });
      return;
    }
    // During Dusk a move forward may go further (mechanics/further-at-dusk.ts).
    const regions = effect.regions > 0 ? effect.regions + furtherAtDusk(host, seatId, side) : effect.regions;
    const to = Math.max(0, Math.min(s.track.length - 1, s.position[side] + forward * regions));
    const moved = (to - s.position[side]) * forward;
    s.position[side] = to;
    host.emit({ type: 'expeditionMovedByEffect', seat: seatId, side, regions: moved, to });
    if (moved > 0) {
      host.state.advancedThisDusk?.push(`${seatId}:${side}`);
      // "When one of your expeditions moves forward" watches every cause: an effect as well as Progress.
      trigger(host, { on: 'expeditionMoves', seat: seatId, side });
    }
    if (moved !== 0) revealAt(host, seatId, side);
  },
  holdThisDay(host, where) {
    holdThisDay(host, where);
  },
  /** In the expedition named, controlled by its player (a teammate's or an opponent's too: glossary 7.3.3.a, seed 003). */
  createToken(host, { seat: seatId, side }, effect) {
    const { state } = host;
    const id = `T${state.nextToken++}`;
    const token = newAlteredObject(id, effect.card, seatId);
    token.side = side;
    token.token = true;
    token.timestamp = state.nextTimestamp++;
    state.objects[id] = token;
    seat(state, seatId).expedition.push(id);
    host.emit({ type: 'tokenCreated', seat: seatId, object: id, card: effect.card, side });
    trigger(host, { on: 'joins', seat: seatId, object: id });
  },
};

/** What a switch of expeditions reads of the characteristics: whether the character is Gigantic. */
const GIGANTIC_READS: readonly Part[] = ['keyword:gigantic'];

/** What `duskAdvanceRefusal` reads of the characteristics: where Gigantic characters are, and Defenders. */
const ADVANCE_READS: readonly Part[] = ['keyword:gigantic', 'keyword:defender'];

/**
 * Why an expedition cannot advance now, whatever would move it, or undefined: during Dusk, a
 * Defender in it forbids every advance (glossary 7.4.1.b, 7.4.1.d; a Gigantic Defender is in
 * both expeditions), and each expedition advances at most once a Dusk (seed 003, Dusk).
 * `chars`: the characteristics, when the caller has them; looked for here otherwise. A card
 * that holds the expedition back ("can't move forward", mechanics/expeditions-held.ts), or an effect that
 * held it back this Day (mechanics/held-this-day.ts), forbids it at any time, Dusk or not: the negative
 * effect wins, as the official rulings say.
 */
export function duskAdvanceRefusal(host: AlteredHost, seatId: SeatId, side: Side, chars?: Characteristics): 'defender' | 'held' | 'alreadyAdvanced' | undefined {
  if (expeditionHeld(host, seatId, side, chars) || heldThisDay(host.state, seatId, side)) return 'held';
  const advanced = host.state.advancedThisDusk;
  if (advanced === null) return undefined;
  const now = chars ?? characteristicsFor(host, ADVANCE_READS);
  if (expeditionCharacters(host, seatId, side, now).some((id) => hasKeyword(host, id, 'defender', now)) && !defendersReleased(host, seatId, side, now)) return 'defender';
  return advanced.includes(`${seatId}:${side}`) ? 'alreadyAdvanced' : undefined;
}

/** A character gains boost counters: its "when I gain boosts" reactions trigger. */
export function boost(host: AlteredHost, target: AlteredObject, amount: number): void {
  target.boosts = (target.boosts ?? 0) + amount;
  trigger(host, { on: 'boosted', object: target.id });
}

/**
 * A character gains a status from an effect: its "when I gain [[...]]" reactions trigger
 * (glossary 6.3). A status is had or not (glossary 2.4): one it has already is not gained
 * again, and nothing is heard, unless its own modifier says it is; its own replacement gives it
 * something else instead (mechanics/status-replacement.ts).
 */
export function gainStatus(host: AlteredHost, target: AlteredObject, status: GainedStatus, replaced = false): void {
  // Its own modifier (mechanics/status-replacement.ts): something else instead, once (glossary 6.2.b), or gained again.
  const found = statusChange(host, target, status);
  if (target[status] === true && found?.change.again !== true) return;
  if (found !== undefined && !replaced && replaces(found.change)) {
    host.emit({ type: 'modifierApplied', object: target.id, modifier: found.id });
    const { insteadStatus, insteadBoosts } = found.change;
    if (insteadBoosts !== undefined) boost(host, target, insteadBoosts);
    if (insteadStatus !== undefined) gainStatus(host, target, insteadStatus, true);
    return;
  }
  target[status] = true;
  trigger(host, { on: 'gainsStatus', object: target.id, status });
}

/** Effects on a character in an expedition (exhaust: on a card in a Reserve, or "me"), done by `seatId`, the ability's player. */
const CHARACTER_EFFECTS: { [K in CharacterEffect['op']]: (host: AlteredHost, target: AlteredObject, effect: Extract<CharacterEffect, { op: K }>, seatId: SeatId) => void } = {
  boost: (host, target, effect) => boost(host, target, effect.amount),
  anchor: (host, target) => gainStatus(host, target, 'anchored'),
  // The status its player chose as the step resolves (mechanics/status-choice.ts); none chosen, nothing.
  statusOfChoice: (host, target, effect) => {
    const status = chosenStatus(effect);
    if (status !== undefined) gainStatus(host, target, status);
  },
  sleep: (host, target) => gainStatus(host, target, 'asleep'),
  fleeting: (host, target) => gainStatus(host, target, 'fleeting'),
  // Unset, not deleted: the object keeps its hidden class (state/state.ts, newAlteredObject).
  lose: (_host, target, effect) => void (target[effect.status] = undefined),
  ready(host, target) {
    target.exhausted = undefined;
    host.emit({ type: 'readied', object: target.id });
  },
  activate(host, target, effect) {
    const on = effect.trigger;
    const event: Trigger =
      on === 'atNoon' || on === 'atDusk' || on === 'atNight'
        ? { on }
        : on === 'expeditionMoves'
          ? { on, seat: target.owner, side: target.side ?? 'hero' }
          : on === 'toReserve'
            ? { on, object: target.id, from: 'expedition' }
            : { on, object: target.id };
    // Glossary 7.3.1.d: the reaction that activates is the target's own.
    activate(host, watchers(host, undefined, { object: target.id }), event);
  },
  /** Glossary 2.4.6.c, 7.4.4.c: to Reserve, or where the rules' modifiers of every such move send it (Fleeting: Discard). */
  sendToReserve(host, target) {
    const move = reserveMove(host, target);
    if (move.modifier !== undefined) host.emit({ type: 'modifierApplied', object: target.id, modifier: move.modifier, instead: move.to });
    if (move.to !== 'stay') leavePlay(host, target, move.to, move.keepBoosts);
  },
  /**
   * To its controller's other expedition, within the Expedition zone (glossary 3.1.3.a: one
   * zone), so the same object with its statuses and boosts; a Gigantic character is in both and
   * has no other one (7.4.3.b, 7.4.3.g): it stays.
   */
  switchExpedition(host, target) {
    // An expedition permanent switches too ("target Character or Expedition Permanent"); a landmark is in no expedition.
    if (target.side === undefined) return skipped(host, { op: 'switchExpedition' }, 'noTarget');
    if (hasKeyword(host, target.id, 'gigantic', characteristicsFor(host, GIGANTIC_READS))) return skipped(host, { op: 'switchExpedition' }, 'gigantic');
    target.side = target.side === 'hero' ? 'companion' : 'hero';
  },
  /** Glossary 7.3.19.a: an object its controller has in play goes to Discard, a character, a landmark or an expedition permanent alike. */
  sacrifice(host, target) {
    sacrificed(host, target, () => leavePlay(host, target, 'discard'));
  },
  /** Any player's object in play to its owner's Discard: a discard, not a sacrifice (glossary 7.3.19). */
  discard(host, target) {
    // A card in a Reserve (mechanics/reserve-discards.ts): from there to its owner's Discard.
    if (inReserve(host, target)) discardFromReserve(host, target.id);
    else leavePlay(host, target, 'discard');
  },
  /** To its owner's hand (glossary 1.4.3.a), a new card there; a token ceases to exist (2.1.d). */
  returnToHand(host, target) {
    leavePlay(host, target, 'hand');
  },
  /** To the top of its owner's deck (glossary 1.4.3.a), a new card there, hidden again (3.1.3); a token ceases to exist (2.1.d). */
  returnToDeck(host, target) {
    leavePlay(host, target, 'deck');
  },
  /**
   * To its owner's Mana zone (glossary 1.4.3.a), an exhausted orb face down (3.1.3.d); a token
   * ceases to exist (2.1.d). A spell's own "me" comes from Limbo, or from the Reserve or Discard
   * it went to once resolved while its ability waited for a choice.
   */
  toMana(host, target) {
    const s = seat(host.state, target.owner);
    for (const zone of ['reserve', 'discard'] as const) if (s[zone].includes(target.id)) s[zone].splice(s[zone].indexOf(target.id), 1);
    leavePlay(host, target, 'mana');
  },
  /** "Put me in Reserve" after its own sacrifice: from its owner's Discard to their Reserve, a new object there (sacrificed.ts). */
  reserveFromDiscard: (host, target) => moveChosenCard(host, target.owner, { op: 'moveCard', from: 'discard', to: 'reserve' }, target.id),
  /** A card in Reserve, exhausted: it cannot be played and has no support ability until the Morning readies it; "me" in play too. */
  exhaust: (host, target, _effect, seatId) => exhaustCard(host, seatId, target),
};

/** The zones of play an object leaves: a character's expedition, the landmarks, the expedition permanents. */
const PLAY_ZONES = ['expedition', 'landmarks', 'permanents'] as const;

/** The zones an object in play may be sent to (`mana`: as an exhausted orb). */
export type Destination = 'reserve' | 'discard' | 'hand' | 'mana' | 'deck';

/**
 * An object leaves play for its owner's `to` zone: it becomes a new object there, without
 * side, statuses or boosts (`keepBoosts`: a Seasoned one going to Reserve). Leaving an
 * expedition triggers its "when I leave the Expedition zone" reactions; going to Reserve
 * from one its "when I go to Reserve" reactions (`existing`: the reactions
 * that existed before, when the caller found them; else its own, found before it moves, 6.3.d).
 * A token joins its new zone, so its reactions to that see it, then ceases to exist (2.1.d).
 * A character's own replacement of its leaving (mechanics/leave-replacement.ts) sends it to its owner's
 * Mana zone instead, an exhausted orb: it arrives in no Reserve then.
 */
export function leavePlay(host: AlteredHost, obj: AlteredObject, to: Destination, keepBoosts = false, existing?: readonly Watcher[]): void {
  const s = seat(host.state, obj.owner);
  const fromExpedition = s.expedition.includes(obj.id);
  const fromLandmarks = s.landmarks.includes(obj.id);
  // Its own replacement (glossary 6.2.b): to its owner's Mana zone instead, wherever it was going.
  const own = fromExpedition ? leaveReplacedBy(host, obj) : {};
  const toMana = own.replaced;
  const arrival: Trigger | undefined = to === 'reserve' && fromExpedition && toMana === undefined ? { on: 'toReserve', object: obj.id, from: 'expedition' } : undefined;
  const watching = arrival && (existing ?? watchersOf(host, arrival));
  // "When I leave the Expedition zone" (or "your Landmark zone"), for whatever zone (glossary 2.1.d: a token too).
  // The expeditions it is leaving, its "my Expedition" for the reactions to it (last known information, glossary 2.1).
  const leaving: Trigger | undefined = fromExpedition ? { on: 'leaves', object: obj.id, wasFleeting: obj.fleeting === true, left: expeditionsOfObject(host, obj.id).map(expeditionId) } : fromLandmarks ? { on: 'leaves', object: obj.id, from: 'landmarks' } : undefined;
  const hearing = leaving && (existing ?? watchersOf(host, leaving));
  for (const zone of PLAY_ZONES) {
    const at = s[zone].indexOf(obj.id);
    if (at >= 0) s[zone].splice(at, 1);
  }
  // Unset, not deleted: the object keeps its hidden class (state/state.ts, newAlteredObject).
  for (const key of keepBoosts && toMana === undefined ? LEFT_IN_PLAY : LEFT_IN_PLAY_WITH_BOOSTS) obj[key] = undefined;
  if (toMana !== undefined) host.emit({ type: 'modifierApplied', object: obj.id, modifier: toMana, instead: 'mana' });
  const intoMana = toMana !== undefined || to === 'mana';
  if (intoMana) s.mana.push({ id: obj.id, exhausted: true });
  // The top of a deck is its first card (the Morning draw takes from it).
  else if (to === 'deck') s.deck.unshift(obj.id);
  else s[to as Exclude<Destination, 'mana'>].push(obj.id);
  if (leaving && hearing) activate(host, hearing, leaving);
  if (arrival && watching) activate(host, watching, arrival);
  if (obj.token) {
    if (intoMana) s.mana = s.mana.filter((orb) => orb.id !== obj.id);
    else s[to as Exclude<Destination, 'mana'>].splice(s[to as Exclude<Destination, 'mana'>].indexOf(obj.id), 1);
    delete host.state.objects[obj.id];
    host.emit({ type: 'tokenCeased', object: obj.id });
  }
  // "If you don't, draw a card": its controller declined its replacement; steps that ask nothing (cards/cards.ts), done as it leaves.
  if (own.declined !== undefined) resolve(host, obj.owner, { effects: [...own.declined] }, undefined, null);
}

/** Sabotage: the chosen card goes from its owner's Reserve to their Discard, a new object there without statuses or boosts. */
export function discardFromReserve(host: AlteredHost, id: ObjectId | null): boolean {
  const obj = objectById(host.state, id);
  const s = obj && host.state.seats.find((x) => x.id === obj.owner);
  const at = obj && s ? s.reserve.indexOf(obj.id) : -1;
  if (!obj || !s || at < 0) {
    skipped(host, { op: 'sabotage' }, 'noTarget');
    return false;
  }
  s.reserve.splice(at, 1);
  for (const key of LEFT_IN_PLAY_WITH_BOOSTS) obj[key] = undefined;
  s.discard.push(obj.id);
  host.emit({ type: 'discardedFromReserve', seat: s.id, object: obj.id, card: obj.card });
  return true;
}

/** "Exhaust all cards in Reserve": every card of every Reserve of a player still in the game (one exhausted already stays so, glossary 1.4.1.c); none there, the step is skipped. */
function exhaustEveryReserveCard(host: AlteredHost, seatId: SeatId): boolean {
  const cards = host.state.seats.filter((s) => inGame(host.state, s.id)).flatMap((s) => s.reserve);
  if (cards.length === 0) skipped(host, { op: 'exhaust' }, 'noTarget');
  for (const id of cards) {
    host.emit({ type: 'spellEffect', op: 'exhaust', target: id });
    const card = host.state.objects[id] as AlteredObject;
    if (card.exhausted !== true) exhaustCard(host, seatId, card);
  }
  return cards.length > 0;
}

/** "Ready all cards in your Reserve": every card of the player's own Reserve (one ready already stays so); none there, the step is skipped. */
function readyYourReserve(host: AlteredHost, seatId: SeatId): boolean {
  const cards = seat(host.state, seatId).reserve;
  if (cards.length === 0) skipped(host, { op: 'ready' }, 'noTarget');
  for (const id of cards) {
    const card = host.state.objects[id] as AlteredObject;
    if (card.exhausted !== true) continue;
    card.exhausted = undefined;
    host.emit({ type: 'readied', object: id });
  }
  return cards.length > 0;
}

/** What an object loses as it leaves play: its side and statuses, and its boosts unless it keeps them. */
type StatusField = 'side' | 'fleeting' | 'anchored' | 'asleep' | 'exhausted' | 'counters' | 'boosts';
// Named counters are lost whatever keeps the boosts (mechanics/counters.ts).
const LEFT_IN_PLAY: readonly StatusField[] = ['side', 'fleeting', 'anchored', 'asleep', 'exhausted', 'counters'];
const LEFT_IN_PLAY_WITH_BOOSTS: readonly StatusField[] = [...LEFT_IN_PLAY, 'boosts'];

/** The players an effect's `player` names for `seatId` ("target": the targeted opponent). */
function playersOf(host: AlteredHost, seatId: SeatId, effect: PlayerEffect | ExpeditionEffect | ChosenStep, targetId: unknown): SeatId[] {
  switch (('player' in effect && effect.player) || 'you') {
    case 'you':
      return [seatId];
    case 'eachOpponent':
      return opponents(host, seatId);
    case 'teammates':
      return teammates(host, seatId);
    case 'eachPlayer':
      return everyPlayerFrom(host, seatId);
    default:
      return opponents(host, seatId).filter((id) => id === targetId);
  }
}

/** "Each player": every player still in the game, the ability's player first, then clockwise. */
function everyPlayerFrom(host: AlteredHost, seatId: SeatId): SeatId[] {
  const seats = host.state.seats.map((s) => s.id).filter((id) => inGame(host.state, id));
  const at = seats.indexOf(seatId);
  return [...seats.slice(at), ...seats.slice(0, at)];
}

/** Why an effect does nothing before it starts, if it does nothing. */
function skipReason(host: AlteredHost, resolving: Resolving, effect: Effect): string | undefined {
  // "Otherwise, ...", "If you can't, ...": only after the step before did not happen (mechanics/otherwise-steps.ts).
  const branch = branchSkip(resolving, effect);
  if (branch) return branch;
  if (effect.ifFirstPlayer && teamOf(host.rules, host.state.firstPlayer) !== teamOf(host.rules, resolving.seat)) return 'notFirstPlayer';
  // Glossary 7.3.13.b: a step that uses the die's result happens only for its results. A range up
  // to the die's highest face ("5+", "6") takes the results a modifier raised above it (roll-modifiers.ts).
  const range = effect.ifRoll;
  if (range && (resolving.roll === undefined || resolving.roll < (range[0] as number) || (resolving.roll > (range[1] as number) && range[1] !== 6))) return 'roll';
  if (effect.ifControl && !controls(host, resolving, effect.ifControl)) return 'control';
  // "If it's a Permanent, ...": the card the card step before moved (moved-card.ts); none moved, not done.
  if (effect.ifMoved && !(resolving.moved !== undefined && host.state.objects[resolving.moved] !== undefined && ofType(cardOf(host, resolving.moved), effect.ifMoved))) return 'cardType';
  // "If my Expedition is behind": the card's expedition as the step resolves (a Gigantic character's: either; out of play, none).
  const stands = effect.ifMyExpedition;
  if (stands && !expeditionsOfObject(host, resolving.me).some((e) => standing(host, e) === stands)) return 'standing';
  if (effect.ifEmpty && seat(host.state, resolving.seat)[effect.ifEmpty].length > 0) return 'notEmpty';
  if (effect.ifHave && countOf(host, resolving.seat, effect.ifHave.of) < effect.ifHave.atLeast) return 'tooFew';
  // "Per card in your Reserve": nothing counted, no boost to gain.
  if ((effect.op === 'boost' || effect.op === 'createToken') && effect.per && countOf(host, resolving.seat, effect.per) === 0) return 'noneCounted';
  // "If you do", "you may ... to": only after the step before happened.
  if (effect.ifDone && resolving.done !== true) return 'notDone';
  // "If it is [[Asleep]]": the object the step acts on, as it resolves (glossary 5.2.3.f).
  if (effect.ifStatus && objectById(host.state, 'me' in effect && effect.me === true ? resolving.me : resolving.target)?.[effect.ifStatus] !== true) return 'status';
  // "If I have 3 or more boosts": the card's own, as the step resolves (gone, or left play without them: none).
  if (effect.ifMyBoosts && !boostsWithin(objectById(host.state, resolving.me)?.boosts ?? 0, effect.ifMyBoosts)) return 'boosts';
  // "Unless I'm in {O}": the card's own expeditions as the step resolves (out of play, none).
  const where = effect.ifMyTerrain;
  if (where && expeditionsOfObject(host, resolving.me).some((e) => regionHas(host, e.seat, e.side, where.terrain)) === (where.unless === true)) return 'terrain';
  // "If it's in {V}": the character the reaction's event is about, as the step resolves (mechanics/counters.ts).
  if (effect.op === 'boost' && effect.ifIt && !itIsPlaced(host, resolving.subject, effect.ifIt)) return 'notPlaced';
  // Seed 003 (tiebreak): in the Arena, abilities that move expeditions have no effect.
  if (effect.op === 'moveExpedition' && host.state.arena) return 'arena';
  if (effect.op === 'sabotage' && targetable(host, resolving.seat, { target: 'reserveCard' }).length === 0) return 'noTarget';
  if (effect.op === 'ready' && effect.inReserve && exhaustedReserveCards(host).length === 0) return 'noTarget';
  // An exchange needs its target still in your Reserve (and a card in hand: no one to choose, else).
  if (effect.op === 'exchange' && !seat(host.state, resolving.seat).reserve.includes(String(resolving.target))) return 'noTarget';
  return undefined;
}

/** Whether a number of boosts is within a step's `ifMyBoosts` bounds. */
function boostsWithin(boosts: number, { atLeast, atMost }: NonNullable<Effect['ifMyBoosts']>): boolean {
  return (atLeast === undefined || boosts >= atLeast) && (atMost === undefined || boosts <= atMost);
}

/**
 * Whether the ability's player controls at least `count` objects of the type in play (a card in
 * Reserve has no controller): characters in their expeditions (with the status, subtype or
 * token asked, reads/controlled.ts), landmarks, or permanents (landmarks and expedition permanents);
 * `other`: the ability's own card is not counted.
 */
function controls(host: AlteredHost, resolving: Resolving, { count, cardType, other, ...qualities }: NonNullable<Effect['ifControl']>): boolean {
  if (cardType === 'character') return controlledCharacters(host, resolving.seat, qualities, other ? resolving.me : null) >= count;
  const s = seat(host.state, resolving.seat);
  const zones = cardType === 'landmark' ? [s.landmarks] : [s.landmarks, s.permanents];
  let n = 0;
  for (const zone of zones) n += zone.length - (other && resolving.me !== null && zone.includes(resolving.me) ? 1 : 0);
  return n >= count;
}

function isPlayerEffect(effect: Effect): effect is PlayerEffect {
  return Object.hasOwn(PLAYER_EFFECTS, effect.op);
}

function isExpeditionEffect(effect: Effect): effect is ExpeditionEffect {
  return Object.hasOwn(EXPEDITION_EFFECTS, effect.op);
}

/**
 * Applies the effects, in order, for `seatId`; "if you are the first player" counts the whole
 * team. `me` is the card that carries the ability: effects marked `me` reach it while it is
 * in an expedition (a reaction's card may have left play since it triggered). At a "you may"
 * step or an inner action, resolution pauses until the player decides (`decide`).
 */
export function resolve(host: AlteredHost, seatId: SeatId, ability: Ability, targetId: unknown, me: ObjectId | null = null, meZone?: Resolving['meZone'], subject?: ObjectId, left?: readonly string[]): void {
  const target = typeof targetId === 'string' ? targetId : null;
  // Several targets (mechanics/several-targets.ts): the steps on the target act on each, in the order chosen.
  const targets = ability.targetCount ? targetList(targetId) : undefined;
  const start: Resolving = { seat: seatId, effects: ability.effects, target, me, ...(targets === undefined ? {} : { targets }), ...(subject === undefined ? {} : { subject }), ...(left === undefined ? {} : { left }) };
  resolveFrom(host, meZone === undefined ? start : { ...start, meZone });
}

/** Whether a step is joined to the one before in one sentence under the same conditions (a sentence opening with "Then," has its own). */
function sharesConditions(head: Effect, next: Effect | undefined): next is Effect {
  return next !== undefined && next.link !== undefined && next.link !== 'thenSentence' && STEP_CONDITIONS.some((k) => head[k] !== undefined) && STEP_CONDITIONS.every((k) => jsonEqual(head[k] ?? null, next[k] ?? null));
}

function resolveFrom(host: AlteredHost, start: Resolving): void {
  let resolving = start;
  const effects = [...start.effects];
  for (let index = 0; index < effects.length; index++) {
    const effect = effects[index] as Effect;
    const reason = skipReason(host, resolving, effect);
    resolving = withoutUnmet(resolving);
    if (reason) resolving = notDone(host, resolving, effect, reason);
    // Glossary 5.2.3.f: a condition before a sentence is checked once, as it starts, for each of its steps.
    for (let next = index + 1; sharesConditions(effect, effects[next]); next++) {
      if (reason) {
        skipped(host, effects[next] as Effect, reason);
        effects.splice(next--, 1);
      } else effects[next] = withoutConditions(effects[next] as Effect);
    }
    if (reason) continue;
    // "For each Permanent you control, ...": one step for each object it names now (mechanics/activate-each.ts).
    const each = stepsForEach(host, resolving, effect);
    if (each !== undefined) {
      if (each.length === 0) resolving = notDone(host, resolving, effect, 'noTarget');
      effects.splice(index--, 1, ...each);
      continue;
    }
    // "... after Rest": the step waits, with the ability's target, for the end of Rest (mechanics/after-rest.ts).
    if (effect.afterRest) {
      delayUntilAfterRest(host, resolving, effect);
      continue;
    }
    // A die rolled with its modifiers (glossary 6.2.d): the player may have a die to keep, or a "you may" to take, seeing the dice.
    if (effect.op === 'rollDie' && !effect.optional && !effect.innerCost && !effect.spend) {
      const roll = rollFor(host, resolving.seat);
      if (typeof roll !== 'number') {
        offerChoice(host, { ...withoutChoosers(resolving), effects: effects.slice(index), pendingRoll: roll });
        return;
      }
      resolving = { ...resolving, roll, done: true };
      continue;
    }
    // "If you would [Resupply], instead ...": the ability's player's Resupply replaced by the modifier's effects, steps of this ability in its place (glossary 6.2.d).
    const replacement = effect.op === 'resupply' && !effect.optional && !effect.innerCost && !effect.spend ? resupplyReplacement(host, resolving.seat) : undefined;
    if (effect.op === 'resupply' && replacement && playersOf(host, resolving.seat, effect, resolving.target).includes(resolving.seat)) {
      // The other players it names, if any, resupply as printed.
      for (const id of playersOf(host, resolving.seat, effect, resolving.target)) if (id !== resolving.seat) PLAYER_EFFECTS.resupply(host, id, effect);
      host.emit({ type: 'modifierApplied', seat: resolving.seat, modifier: replacement.id });
      effects.splice(index--, 1, ...replacement.instead);
      continue;
    }
    const chosen = isChosenStep(effect);
    // "Target opponent may ...": the choice is the targeted player's (card rulings: that player does the step).
    const theirs = effect.optional === true && isPlayerEffect(effect) && 'player' in effect && effect.player === 'target';
    const choosers = chosen ? cardChoosers(host, resolving, effect) : theirs ? playersOf(host, resolving.seat, effect, resolving.target) : [];
    if (chosen && choosers.length === 0) {
      // "Choose up to three Characters from these cards": none revealed, the cards are revealed and discarded all the same.
      if (effect.op === 'revealTop' && effect.intoExpeditions) {
        reveal(host, resolving.seat, effect);
        discardRevealed(host, resolving.seat, effect);
      }
      resolving = notDone(host, resolving, effect, 'noCard');
    } else if (theirs && choosers.length === 0) {
      resolving = notDone(host, resolving, effect, 'noTarget');
    } else if (effect.optional || effect.innerCost || effect.spend || effect.op === 'sabotage' || effect.op === 'statusOfChoice' || chosen) {
      // Sabotage chooses its card, or none, and a card chosen among a player's own is chosen, as it resolves.
      // Glossary 5.2.3.e, g: the choice is made as the step resolves. Revealed cards are shown to all first (revealed-cards.ts).
      if (effect.op === 'revealTop') reveal(host, resolving.seat, effect);
      offerChoice(host, { ...withoutChoosers(resolving), effects: effects.slice(index), ...(choosers.length > 0 ? { choosers, done: false } : {}) });
      return;
    } else {
      // "You may put me ... instead" (mechanics/leave-replacement.ts): each character this step would move out of its expedition waits for its controller's choice.
      const asking = leaveAsked(host, resolving, effect);
      if (asking !== undefined) {
        offerChoice(host, { ...withoutChoosers(resolving), effects: effects.slice(index), asking: asking.id, choosers: [asking.owner] });
        return;
      }
      resolving = performDecided(host, resolving, effect);
    }
  }
  goOnBeneath(host, resolving);
}

/** The steps that move an object out of play to another zone (toMana aside: the replacement would send it where it goes anyway). */
const LEAVING_OPS: ReadonlySet<Effect['op']> = new Set(['sendToReserve', 'sacrifice', 'discard', 'returnToHand', 'returnToDeck']);

/**
 * The first character, in initiative order of their controllers (glossary 1.4.5.a), that this
 * step is about to move out of its expedition and whose controller has yet to choose whether its
 * "you may" replacement of that leaving applies (glossary 6.2.e); undefined when none waits.
 */
function leaveAsked(host: AlteredHost, resolving: Resolving, effect: Effect): AlteredObject | undefined {
  if (!LEAVING_OPS.has(effect.op) || isChosenStep(effect)) return undefined;
  const step = effect as CharacterEffect;
  const group = (step as { readonly all?: Group }).all;
  const moved = group ? groupOf(host, resolving, group) : stepObjects(resolving, step).flatMap((id) => objectFor(host, { ...resolving, target: id }, step) ?? []);
  const waiting = moved.filter((o) => resolving.leaveChoices?.[o.id] === undefined && optionalLeave(host, o) !== undefined && !(step.op === 'sendToReserve' && reserveMove(host, o).to === 'stay'));
  if (waiting.length === 0) return undefined;
  const order = initiativeOrder(host.state);
  return [...waiting].sort((a, b) => order.indexOf(a.owner) - order.indexOf(b.owner))[0];
}

/** Does the step with its controllers' leaving decisions in force; the next step starts with none. */
function performDecided(host: AlteredHost, resolving: Resolving, effect: Effect): Resolving {
  const { leaveChoices, ...rest } = resolving;
  return withLeaveDecisions(host, leaveChoices, () => perform(host, rest, effect));
}

/** The ability waits for a choice: of the player who chooses now (the first of a card step's choosers, else the ability's). */
function offerChoice(host: AlteredHost, waiting: Resolving): void {
  const effect = waiting.effects[0] as Effect;
  host.state.resolving = waiting;
  host.emit({ type: 'choiceOffered', seat: waiting.choosers?.[0] ?? waiting.seat, op: effect.op, ...(waiting.asking !== undefined ? { leave: waiting.asking } : effect.innerCost ? { cost: effect.innerCost } : {}) });
}

function withoutChoosers(resolving: Resolving): Resolving {
  const { choosers: _choosers, ...rest } = resolving;
  return rest;
}

/**
 * The players a chosen step names who have something to choose, in the order they choose (the
 * ability's player first, glossary 1.4.5.a); a sacrifice of several ("two Characters") names each
 * player once per object, as many times as they have objects to give, each chosen after the one before.
 */
function cardChoosers(host: AlteredHost, resolving: Resolving, effect: ChosenStep): SeatId[] {
  // Tokens distributed: one choice per token.
  const times = effect.op === 'sacrifice' || effect.op === 'createToken' ? (effect.count ?? 1) : 1;
  return playersOf(host, resolving.seat, effect, resolving.target).flatMap((id) => Array<SeatId>(Math.min(times, choosable(host, id, effect, resolving.me).length)).fill(id));
}

/** A step that did not happen: skipped for `reason`, so an "if you do" step after it does not happen either. */
function notDone(host: AlteredHost, resolving: Resolving, effect: Effect, reason: string): Resolving {
  skipped(host, effect, reason);
  // A token step that made nothing leaves nothing for the step after it to act on.
  const after = afterSkip(resolving, reason);
  return effect.op === 'createToken' ? { ...after, done: false, made: [] } : { ...after, done: false };
}

/** The step without its conditions, once they were found to hold for its sentence. */
function withoutConditions(effect: Effect): Effect {
  const conditions: ReadonlySet<string> = new Set(STEP_CONDITIONS);
  return Object.fromEntries(Object.entries(effect).filter(([k]) => !conditions.has(k))) as Effect;
}


/** What the player choosing answered to the paused ability (the choose action's fields). */
export interface Decision {
  /** Takes (true) or declines the "you may" step or inner action. */
  readonly accept: boolean;
  /** An inner action's own target. */
  readonly target?: string | undefined;
  /** The card a card step moves, of the player choosing (or the card played at once). */
  readonly card?: string | undefined;
  /** The status chosen, where the step offers one. */
  readonly status?: string | undefined;
  /** The die kept of those rolled (mechanics/roll-modifiers.ts). */
  readonly die?: number | undefined;
  /** The expedition a revealed character is put in. */
  readonly expedition?: Side | undefined;
}

/**
 * The player choosing takes or declines the paused ability's "you may" step or inner action;
 * resolution goes on, with the next player a card step names, if any. `above`: a spell played at
 * once by this step that waits for a choice of its own, with this ability beneath it.
 */
export function decide(host: AlteredHost, decision: Decision, above?: Resolving): void {
  const { accept, target, card, status, die = 0, expedition } = decision;
  const resolving = host.state.resolving as Resolving;
  host.state.resolving = null;
  const [effect, ...rest] = resolving.effects as [Effect, ...Effect[]];
  const [chooser = resolving.seat, ...nextChoosers] = resolving.choosers ?? [];
  if (resolving.asking !== undefined) return decideLeaving(host, resolving, accept);
  let after = resolving;
  const { pendingRoll, ...waiting } = resolving;
  if (pendingRoll) {
    // The dice rolled, shown: the die kept and, "you may", the modifiers taken (mechanics/roll-modifiers.ts).
    resolveFrom(host, { ...waiting, roll: keepDie(host, resolving.seat, pendingRoll, die, accept), done: true, effects: rest });
    return;
  }
  if (!accept) {
    skipped(host, effect, 'declined');
    // "Choose up to three Characters from these cards ...": no more chosen; the others are discarded.
    if (effect.op === 'revealTop' && effect.intoExpeditions) discardRevealed(host, chooser, effect);
    // Of the players a card step names, one who moved a card has done it.
    after = { ...resolving, done: resolving.choosers !== undefined && resolving.done === true };
  } else {
    const cost = (effect.innerCost ?? 0) + (target === undefined ? 0 : stepTargetCost(host, resolving.seat, stepTargetOf(effect), target));
    if (effect.innerCost) {
      payMana(host, chooser, cost);
      host.emit({ type: 'innerActionPaid', seat: chooser, op: effect.op, cost });
    }
    // "You may spend 1 of my Cobalt counters to ...": paid with the card's counters (the choice checked it has them).
    const holder = effect.spend && holderInPlay(host, resolving.me);
    if (effect.spend && holder) spendCounters(host, holder, effect.spend);
    if (effect.op === 'rollDie' || (effect.op === 'resupply' && resolving.choosers === undefined && resupplyReplacement(host, resolving.seat) !== undefined)) {
      // "You may roll a die" ("... [Resupply]") taken (and paid): done as any is, with its modifiers (resolveFrom).
      const { optional: _optional, innerCost: _innerCost, spend: _spend, ...roll } = effect;
      resolveFrom(host, { ...resolving, effects: [roll, ...rest] });
      return;
    }
    if (isPlayNow(effect) && card !== undefined) {
      // Played by the choose action (actions/choices.ts); the steps after it on "it" act on the card played.
      after = { ...resolving, done: true, target: card };
    } else if (distributes(effect) && target !== undefined) {
      // A token distributed: made in the expedition chosen (glossary 2.1.d), its player the expedition's.
      const where = expeditionOf(host, target);
      if (where) EXPEDITION_EFFECTS.createToken(host, where, effect);
      after = { ...resolving, done: true };
    } else if (isChosenStep(effect) && card !== undefined) {
      // A character of theirs chosen to sacrifice, with a "you may" replacement of its leaving: its controller, the chooser, says first (decideLeaving).
      if (effect.op === 'sacrifice' && optionalLeave(host, host.state.objects[card] as AlteredObject) !== undefined) {
        offerChoice(host, { ...resolving, asking: card });
        return;
      }
      if (effect.op === 'moveCard') moveChosenCard(host, chooser, effect, card);
      else if (effect.op === 'exchange') exchangeCards(host, chooser, String(resolving.target), card);
      else if (effect.op === 'anchor' || effect.op === 'sleep') statusOnChosen(host, effect, card);
      else if (effect.op === 'revealTop' && effect.intoExpeditions) {
        // Put in the expedition chosen; the next one is chosen while any is left to choose, else the others are discarded (mechanics/revealed-cards.ts).
        const next = putRevealed(host, chooser, effect, card, expedition ?? 'hero');
        if (putsMore(host, chooser, next)) {
          offerChoice(host, { ...resolving, done: true, effects: [next, ...rest] });
          return;
        }
        discardRevealed(host, chooser, next);
      } else if (effect.op === 'revealTop') keepRevealed(host, chooser, effect, card);
      else sacrificeChosen(host, card);
      // "If it's a Permanent, ...": the card moved, which a step after it asks the type of.
      after = { ...resolving, done: true, ...(effect.op === 'moveCard' ? { moved: card } : {}) };
    } else if (LEAVING_OPS.has(effect.op) && leaveAsked(host, target === undefined ? resolving : { ...resolving, target }, effect) !== undefined) {
      // A "you may" step taken that would move a character whose leaving its controller may replace: the step goes on as taken, asking them first (resolveFrom).
      const { optional: _optional, innerCost: _innerCost, spend: _spend, ...taken } = effect;
      resolveFrom(host, { ...withoutChoosers(resolving), ...(target === undefined ? {} : { target }), effects: [taken as Effect, ...rest] });
      return;
    } else {
      const done = perform(host, target === undefined ? resolving : { ...resolving, target }, withChosenStatus(effect, status));
      // A roll made here is the one the steps after it read; an inner action's own target is its alone.
      after = { ...resolving, done: done.done === true, ...(done.roll === undefined ? {} : { roll: done.roll }), ...(done.made === undefined ? {} : { made: done.made }) };
    }
  }
  const next = nextChoosers.length > 0 ? { ...after, choosers: nextChoosers } : { ...withoutChoosers(after), effects: rest };
  // A spell played at once that waits for a choice of its own: this ability goes on once it ends (resolveFrom).
  if (above !== undefined) host.state.resolving = { ...above, beneath: next };
  else goOn(host, next);
}

/** An ability goes on: the next player of a card step chooses, or its next steps resolve. */
function goOn(host: AlteredHost, next: Resolving): void {
  if (next.choosers !== undefined && next.choosers.length > 0) offerChoice(host, next);
  else resolveFrom(host, next);
}

/** The ability beneath one that ended, if any (a spell played at once that waited for a choice), goes on. */
export function goOnBeneath(host: AlteredHost, ended: Resolving): void {
  if (ended.beneath !== undefined) goOn(host, ended.beneath);
}

/**
 * The controller of a character about to leave its expedition took (`accept`) or declined its
 * "you may" replacement (mechanics/leave-replacement.ts): a sacrifice they chose is done now and
 * the step goes on with the next player who chooses; any other step is tried again, asking the
 * next controller, or done once every one has chosen.
 */
function decideLeaving(host: AlteredHost, resolving: Resolving, accept: boolean): void {
  const { asking, choosers = [], ...waiting } = resolving;
  const object = asking as ObjectId;
  const leaveChoices = { ...waiting.leaveChoices, [object]: accept };
  const [effect, ...rest] = resolving.effects as [Effect, ...Effect[]];
  if (!isChosenStep(effect)) {
    resolveFrom(host, { ...waiting, leaveChoices });
    return;
  }
  withLeaveDecisions(host, leaveChoices, () => sacrificeChosen(host, object));
  const { leaveChoices: _done, ...after } = waiting;
  const nextChoosers = choosers.slice(1);
  if (nextChoosers.length > 0) offerChoice(host, { ...after, done: true, choosers: nextChoosers });
  else resolveFrom(host, { ...after, done: true, effects: rest });
}

/** "Each player chooses a Character they control. It gains [[Asleep]]": the character its player chose gains the status. */
function statusOnChosen(host: AlteredHost, effect: Extract<CharacterEffect, { op: 'anchor' | 'sleep' }>, id: ObjectId): void {
  const obj = host.state.objects[id];
  if (!obj) return;
  host.emit({ type: 'spellEffect', op: effect.op, target: id });
  gainStatus(host, obj, effect.op === 'anchor' ? 'anchored' : 'asleep');
}

/** A sacrifice chosen as it resolves: the object its player chose among their own in play goes to Discard (glossary 7.3.19.a). */
export function sacrificeChosen(host: AlteredHost, id: ObjectId): void {
  const obj = host.state.objects[id];
  if (!obj) return;
  host.emit({ type: 'spellEffect', op: 'sacrifice', target: id });
  sacrificed(host, obj, () => leavePlay(host, obj, 'discard'));
}

function skipped(host: AlteredHost, effect: Effect, reason: string): void {
  host.emit({ type: 'effectSkipped', op: effect.op, reason });
}

/**
 * The object an effect on objects acts on, if it is still where the effect finds it: a
 * character in an expedition; for an exhaust, a card in a Reserve; for a sacrifice, a discard,
 * a return to hand or an activation, any object in play (glossary 7.3.19.a); "me" also in Reserve when the ability works there or its event moved the card there (2.1.e).
 */
function objectFor(host: AlteredHost, resolving: Resolving, effect: CharacterEffect): AlteredObject | undefined {
  const me = 'me' in effect && effect.me === true;
  // One object of a "for each" step (mechanics/activate-each.ts): that object, while it is in play.
  const each = eachObject(effect);
  if (each !== undefined) {
    const obj = objectById(host.state, each);
    return obj && inPlayZones(seat(host.state, obj.owner), obj.id) ? obj : undefined;
  }
  // Glossary 1.4.1.c: a card exhausted already cannot be exhausted again.
  if (effect.op === 'exhaust' && me) {
    const card = objectById(host.state, resolving.me);
    if (!card || card.exhausted === true) return undefined;
    const s = seat(host.state, card.owner);
    return inPlayZones(s, card.id) || (resolving.meZone === 'reserve' && s.reserve.includes(card.id)) ? card : undefined;
  }
  // "Put me in Reserve" after its own sacrifice: the card itself in its owner's Discard, where the sacrifice put it (glossary 2.1.e).
  if (effect.op === 'reserveFromDiscard') {
    const card = objectById(host.state, resolving.me);
    return card && seat(host.state, card.owner).discard.includes(card.id) ? card : undefined;
  }
  if (effect.op === 'ready' && effect.inReserve) {
    const card = objectById(host.state, resolving.target);
    return card && exhaustedReserveCards(host).includes(card.id) ? card : undefined;
  }
  // A card in a Reserve discarded (mechanics/reserve-discards.ts): while it is still there.
  if (effect.op === 'discard') {
    const card = objectById(host.state, resolving.target);
    if (card && inReserve(host, card)) return card;
  }
  if (effect.op === 'exhaust') {
    const card = objectById(host.state, resolving.target);
    return card && card.exhausted !== true && seat(host.state, card.owner).reserve.includes(card.id) ? card : undefined;
  }
  const obj = objectById(host.state, me ? resolving.me : resolving.target);
  const s = obj && host.state.seats.find((x) => x.id === obj.owner);
  if (!obj || !s) return undefined;
  // A spell's own "me" (glossary 5.2.3.j): in Limbo as it resolves, or where it went once resolved (Reserve, Discard).
  if (me && resolving.meZone === 'limbo') return effect.op === 'toMana' && !s.hand.includes(obj.id) && !s.deck.includes(obj.id) && !s.mana.some((orb) => orb.id === obj.id) ? obj : undefined;
  if (s.expedition.includes(obj.id)) return obj;
  if (REACH_PERMANENTS.has(effect.op)) return s.landmarks.includes(obj.id) || s.permanents.includes(obj.id) ? obj : undefined;
  return me && resolving.meZone === 'reserve' && s.reserve.includes(obj.id) ? obj : undefined;
}

/** Whether an object is in play: in its owner's expedition, landmarks or expedition permanents. */
function inPlayZones(s: ReturnType<typeof seat>, id: ObjectId): boolean {
  return PLAY_ZONES.some((zone) => s[zone].includes(id));
}

type Group = NonNullable<Extract<CharacterEffect, { op: 'boost' }>['all']>;

/**
 * The characters a group names, as the step resolves: those in the expeditions of its players
 * ("you" is the ability's player alone, a teammate's are not theirs; a Gigantic character is one
 * object, in both expeditions, so it is counted once), without the ability's own card for "other",
 * only those of its subtype for a subtype's group (as passives make the subtypes, glossary 2.3.1-2.3.3).
 */
function groupOf(host: AlteredHost, resolving: Resolving, group: Group): AlteredObject[] {
  const inTheGame = host.state.seats.filter((s) => inGame(host.state, s.id)).map((s) => s.id);
  // "Controlled by target player": the targeted player's, while they are still in the game.
  const players = group.controller === 'you' ? [resolving.seat] : group.controller === 'opponents' ? opponents(host, resolving.seat) : group.controller === 'target' ? inTheGame.filter((id) => id === resolving.target) : inTheGame;
  const subtypes = group.subtype === undefined ? undefined : subtypesNow(host);
  // "Each Character from target Expedition": those in the targeted expedition alone (a Gigantic one is in both of its player's).
  const where = group.expedition === 'target' ? expeditionOf(host, resolving.target) : undefined;
  if (group.expedition === 'target' && where === undefined) return [];
  return players
    .flatMap((id) => (where === undefined ? seat(host.state, id).expedition : id === where.seat ? expeditionCharacters(host, id, where.side, characteristicsFor(host, GIGANTIC_READS)) : []))
    .filter((id) => !(group.other && id === resolving.me) && (group.subtype === undefined || hasSubtype(host, id, group.subtype, subtypes)))
    .map((id) => host.state.objects[id] as AlteredObject);
}

/** Does one effect of an ability being resolved; the ability goes on as it returns it (with the roll a die made, and whether the step happened). */
function perform(host: AlteredHost, resolving: Resolving, effect: Effect): Resolving {
  // A group sent to Reserve: its members, known before they leave.
  const members = effect.op === 'sendToReserve' && effect.all ? groupOf(host, resolving, effect.all).map((o) => o.id) : undefined;
  const first = host.state.nextToken;
  const done = performed(host, resolving, effect);
  const after = typeof done === 'number' ? { ...resolving, roll: done, done: true } : { ...resolving, done };
  // The tokens a step made, which the step after it marked `made` acts on ("..., then it gains [[Anchored]]").
  if (effect.op === 'createToken') return { ...after, made: madeSince(host, first) };
  // The characters a group's step sent to Reserve, which the step after it marked `sent` acts on ("..., then exhaust them").
  if (members !== undefined) return { ...after, sent: inReserveNow(host, members) };
  return after;
}

/** Those of `members` now in their owner's Reserve (glossary 2.1.e: found there; one a modifier sent elsewhere is not). */
function inReserveNow(host: AlteredHost, members: readonly ObjectId[]): ObjectId[] {
  return members.filter((id) => {
    const obj = host.state.objects[id];
    return obj !== undefined && seat(host.state, obj.owner).reserve.includes(id);
  });
}

/** The tokens made since the counter of token ids stood at `first`, still in the game. */
function madeSince(host: AlteredHost, first: number): ObjectId[] {
  const ids: ObjectId[] = [];
  for (let n = first; n < host.state.nextToken; n++) if (host.state.objects[`T${n}`] !== undefined) ids.push(`T${n}`);
  return ids;
}

/** The ids a step on objects names (the target, its several targets, the tokens just made, the characters just sent, one object of a "for each"), before they are looked for. */
function stepObjects(resolving: Resolving, effect: Effect): (string | null)[] {
  if (eachObject(effect) !== undefined) return [resolving.target];
  if ('made' in effect && effect.made === true) return [...(resolving.made ?? [])];
  if (effect.op === 'exhaust' && effect.sent === true) return [...(resolving.sent ?? [])];
  return resolving.targets !== undefined && !('me' in effect && effect.me === true) ? [...resolving.targets] : [resolving.target];
}

/** Does one effect: whether it happened (found what it acts on), or the die's result. */
function performed(host: AlteredHost, resolving: Resolving, effect: Effect): boolean | number {
  // Rolled where the ability resolves (resolveFrom), with the roll's modifiers; never here.
  if (effect.op === 'rollDie') return false;
  // Chosen as it resolves: the choose action moves the card (decide); nothing is done without a choice.
  if (isChosenStep(effect)) return false;
  if (effect.op === 'sabotage') return discardFromReserve(host, resolving.target);
  if (effect.op === 'exhaust' && effect.everyReserveCard) return exhaustEveryReserveCard(host, resolving.seat);
  if (effect.op === 'ready' && effect.yourReserve) return readyYourReserve(host, resolving.seat);
  if (effect.op === 'boost' && effect.counter !== undefined) {
    // "I gain 3 Cobalt counters": named counters on the card itself, while it is in play (a landmark too).
    const holder = holderInPlay(host, resolving.me);
    if (holder) gainCounters(host, holder, effect.counter, effect.amount);
    else skipped(host, effect, 'noTarget');
    return holder !== undefined;
  }
  if (isExpeditionEffect(effect)) {
    // A player's own expeditions for each player the effect names; the targeted one, the card's own or its other, once.
    const ref = effect.expedition;
    const byPlayer = ref === 'hero' || ref === 'companion' || ref === 'each';
    const places = (byPlayer ? playersOf(host, resolving.seat, effect, resolving.target) : [resolving.seat]).flatMap((id) => namedExpeditions(host, ref, id, resolving));
    if (places.length === 0) skipped(host, effect, 'noTarget');
    // "Create two ... tokens": the token made `count` times in each expedition, one after the other.
    const times = effect.op === 'createToken' ? (effect.count ?? 1) * (effect.per ? countOf(host, resolving.seat, effect.per) : 1) : 1;
    for (const where of places) for (let made = 0; made < times; made++) (EXPEDITION_EFFECTS[effect.op] as (h: AlteredHost, w: Expedition, e: ExpeditionEffect) => void)(host, where, effect);
    return places.length > 0;
  }
  if (isPlayerEffect(effect)) {
    const players = playersOf(host, resolving.seat, effect, resolving.target);
    if (players.length === 0) skipped(host, effect, 'noTarget');
    for (const id of players) (PLAYER_EFFECTS[effect.op] as (h: AlteredHost, s: SeatId, e: PlayerEffect) => void)(host, id, effect);
    return players.length > 0;
  }
  if (effect.op === 'boost' && effect.per) effect = { ...effect, amount: effect.amount * countOf(host, resolving.seat, effect.per) };
  // "Gains X boosts, where X is the result": of the ability's latest roll (a step before it rolled, cards/cards.ts).
  if (effect.op === 'boost' && effect.byRoll) effect = { ...effect, amount: effect.amount * (resolving.roll ?? 0) };
  if ('all' in effect && effect.all) {
    const group = groupOf(host, resolving, effect.all);
    if (group.length === 0) skipped(host, effect, 'noTarget');
    for (const member of group) {
      host.emit({ type: 'spellEffect', op: effect.op, target: member.id });
      (CHARACTER_EFFECTS[effect.op] as (h: AlteredHost, t: AlteredObject, e: CharacterEffect, s: SeatId) => void)(host, member, effect, resolving.seat);
    }
    return group.length > 0;
  }
  const chosen = stepObjects(resolving, effect);
  // Each target still where the effect finds it (glossary 5.2.3.b: several chosen for one "target").
  const found = chosen.flatMap((id) => objectFor(host, { ...resolving, target: id }, effect) ?? []);
  if (found.length === 0) {
    skipped(host, effect, 'noTarget');
    return false;
  }
  for (const target of found) {
    host.emit({ type: 'spellEffect', op: effect.op, target: target.id });
    (CHARACTER_EFFECTS[effect.op] as (h: AlteredHost, t: AlteredObject, e: CharacterEffect, s: SeatId) => void)(host, target, effect, resolving.seat);
  }
  return true;
}
