/**
 * Effect operations on cards in zones (CR 107-108): discard, return a card from a trash,
 * recycle, put the top of a Main Deck into the trash, banish, and play a card from a zone.
 * A step that needs its player's choice as it resolves (which cards to discard, what a card
 * played costs) returns its question and runs again with the answer (mechanics/effects.ts).
 */
import type { CardDefinition, Effect, LookedFilter } from '../schema/card-schema.js';
import { object, seat } from '../reads/queries.js';
import type { ObjectId, ResolutionAsk, SeatId, Cost } from '../state/state.js';
import { stepSeats, type Context } from './effects.js';
import { askCards, askPlay } from './resolution-questions.js';
import { canPay, playUse } from './resources.js';
import { choosesNothing, recycleOnceResolved, spellChoicesFor } from './spell-plays.js';
import { banishCard, discardCards, lookAtTopCards, putHandCardOnDeck, putOnTop, revealCards, recycleCards, returnCardToChampionZone, returnCardToHand, takeIntoHand, trashTopCards, zoneOf } from './zone-cards.js';
import { card } from '../reads/queries.js';
import { playCardFromZone, playCost, playLocations } from './zone-plays.js';
import { cardPlaysForbidden } from '../reads/player-rules.js';
import { allowHandPlay, fitsHandFilter } from './hand-plays.js';
import { mightNow } from './amounts.js';
import { keywordName } from '../schema/keyword-names.js';
import { revealedFromDeck } from './reveal-abilities.js';
import { revealOpponentsTops } from './opponents-decks.js';
import { chosenTrashCards } from './trash-groups.js';

type ZoneOp = 'discard' | 'returnCard' | 'returnCards' | 'recycle' | 'trashTop' | 'look' | 'takeLooked' | 'recycleLooked' | 'orderLooked' | 'putFromHand' | 'banish' | 'play' | 'playLooked' | 'playFromHand';

type Handler<Op extends ZoneOp> = (ctx: Context, effect: Extract<Effect, { op: Op }>) => void | ResolutionAsk;

export type ZoneOperations = { readonly [Op in ZoneOp]: Handler<Op> };

/** The objects a zone operation's `target` names: the card itself, a declared target as chosen, or what an earlier step chose. */
function idsOf(ctx: Context, ref: string): ObjectId[] {
  if (ref === 'self') return ctx.host.state.objects[ctx.item.source] ? [ctx.item.source] : [];
  // "It": the card an earlier step chose or revealed as it resolved.
  if (ref === 'resolvedObject') return ctx.memory.chosen?.slice(0, 1) ?? [];
  const id = ctx.targets[ref];
  return id === null || id === undefined ? [] : [id];
}

/**
 * `count` cards of `from` chosen by `chooser`: all of them when there are no more (no choice
 * to make, CR 416.4, 422.4), else the answer given, else the question to ask.
 */
function chosenCards(ctx: Context, chooser: SeatId, from: readonly ObjectId[], count: number, purpose: string): readonly ObjectId[] | ResolutionAsk {
  const n = Math.min(count, from.length);
  if (n === from.length) return [...from];
  return ctx.answer?.cards ?? askCards(chooser, from, n, n, purpose);
}

/** The cards looked at or revealed by this execution that are still in their owners' Main Decks (an opponent's too, mechanics/opponents-decks.ts). */
function stillLooked(ctx: Context): ObjectId[] {
  const { state } = ctx.host;
  return (ctx.memory.looked ?? []).filter((id) => state.objects[id] !== undefined && seat(state, object(state, id).owner).deck.includes(id));
}

/** The cards looked at still there that print the filter's keyword: what "for each card with [Hidden]" counts. */
export function lookedFitting(ctx: Context, filter: LookedFilter): ObjectId[] {
  const { keyword } = filter;
  if (keyword === undefined) return stillLooked(ctx);
  // Still in its deck as it is revealed (CR 424.1.a.2), a card has its printed keywords; whether it has Hidden is one (CR 811.5).
  return stillLooked(ctx).filter((id) => (card(ctx.host.rules, object(ctx.host.state, id).card).keywords ?? []).some((k) => keywordName(k) === keyword));
}

function isAsk(value: readonly ObjectId[] | ResolutionAsk): value is ResolutionAsk {
  return !Array.isArray(value);
}

/**
 * `player` plays the card `id` at the cost the step sets: at once when it is free and has one
 * place to go, else they are asked to pay and where it goes; nothing when they cannot pay
 * (CR 419.3.c).
 */
function offerPlay(ctx: Context, player: SeatId, id: ObjectId, step: PlaySetting): void | ResolutionAsk {
  const { host } = ctx;
  const cost = playCost(host, player, id, step);
  const def = card(host.rules, object(host.state, id).card);
  if (def.type === 'spell') return offerSpell(ctx, player, id, def, cost, step.optional === true);
  const usual = step.to === 'here' ? hereLocations(ctx, id) : playLocations(host, player, id, { to: step.to });
  // "If the played card is a unit, ... here": where the ability refers to, besides the usual places (CR 419.3.c).
  const to = step.alsoHere === true ? withHere(ctx, id, usual) : usual;
  const free = cost.energy === 0 && cost.power.length === 0;
  // A unit with nowhere the step lets it go is not played (CR 419.3.c).
  if (to.length === 0) return;
  if (free && to.length === 1) {
    playCardFromZone(host, player, id, to[0] ?? 'base');
    return;
  }
  if (!free && !canPay(host, player, cost, playUse(card(host.rules, object(host.state, id).card).type))) return;
  return askPlay(player, id, cost, to, step.optional === true);
}

/**
 * A spell is played when it has a legal mode and targets (CR 419.3.c) and its player can pay:
 * at once when free and choosing nothing, else they are asked, choosing as they pay.
 */
function offerSpell(ctx: Context, player: SeatId, id: ObjectId, def: CardDefinition, cost: Cost, optional: boolean): void | ResolutionAsk {
  const { host } = ctx;
  if (spellChoicesFor(host, player, id, def).length === 0) return;
  const free = cost.energy === 0 && cost.power.length === 0;
  if (free && choosesNothing(def)) {
    playCardFromZone(host, player, id, 'base');
    return;
  }
  if (!free && !canPay(host, player, cost, playUse('spell'))) return;
  return askPlay(player, id, cost, NO_PLACES, optional);
}

const NO_PLACES: readonly string[] = [];

type PlaySetting = Pick<Extract<Effect, { op: 'play' }>, 'ignore' | 'reduce' | 'optional'> &
  Partial<Pick<Extract<Effect, { op: 'play' }>, 'for'>> & { readonly to?: 'base' | 'battlefield' | 'here' | undefined; readonly alsoHere?: true | undefined };

/** Where a card played "here" goes: a unit to the battlefield the ability refers to (none without one, CR 419.3.c), a gear to its base as always. */
function hereLocations(ctx: Context, id: ObjectId): readonly string[] {
  if (card(ctx.host.rules, object(ctx.host.state, id).card).type !== 'unit') return ['base'];
  return ctx.item.here === null ? [] : [ctx.item.here];
}

/** `places` and, for a unit, the battlefield the ability refers to, when it has one not among them. */
function withHere(ctx: Context, id: ObjectId, places: readonly string[]): readonly string[] {
  const here = hereLocations(ctx, id).filter((place) => place !== 'base' && !places.includes(place));
  return here.length === 0 ? places : [...places, ...here];
}

/**
 * Whether a card looked at may be played by an effect, of the step's types, its Might under the
 * step's ceiling: a unit or a gear, or a spell with a legal mode and targets for its player
 * (CR 419.3.a, 419.3.c; mechanics/spell-plays.ts).
 */
function playableLooked(ctx: Context, id: ObjectId, types: readonly string[] | undefined, ceiling?: number): boolean {
  const def = card(ctx.host.rules, object(ctx.host.state, id).card);
  if (ceiling !== undefined && (def.might === undefined || def.might > ceiling)) return false;
  if (types !== undefined && !types.includes(def.type)) return false;
  return def.type !== 'spell' || spellChoicesFor(ctx.host, ctx.controller, id, def).length > 0;
}

/** The most Might a card played by `step` may print: the named unit's Might plus `plus` ("Might up to 2 more than the killed unit"); none without a ceiling. */
function mightCeiling(ctx: Context, step: Extract<Effect, { op: 'playLooked' }>): number | undefined {
  if (step.maxMight === undefined) return undefined;
  const [unit] = idsOf(ctx, step.maxMight.might);
  return (unit === undefined ? 0 : mightNow(ctx.host, unit)) + step.maxMight.plus;
}

export const ZONE_OPERATIONS: ZoneOperations = {
  discard: (ctx, e) => {
    // Each who discards chooses from their own hand in turn (CR 355.17); the answer read is the last one asked's.
    const progress = ctx.memory.discarders;
    const seats = progress?.seats ?? stepSeats(ctx, e.player);
    if ('kind' in seats) return seats;
    // An answer naming the opponent who discards is not a discard.
    let answer = progress === undefined ? undefined : ctx.answer?.cards;
    const discarded: ObjectId[] = [];
    for (let next = progress?.next ?? 0; next < seats.length; next++) {
      const who = seats[next] as SeatId;
      const { hand } = seat(ctx.host.state, who);
      if (hand.length === 0) continue;
      const n = Math.min(e.amount, hand.length);
      const chosen = n === hand.length ? [...hand] : answer?.filter((id) => hand.includes(id)).slice(0, n);
      answer = undefined;
      if (chosen === undefined || chosen.length < n) {
        ctx.memory.discarders = { seats, next };
        return askCards(who, hand, n, n, 'discard');
      }
      discardCards(ctx.host, who, chosen);
      discarded.push(...chosen);
    }
    ctx.memory.discarders = undefined;
    // "Discard 1. Deal its Energy cost ...": the card discarded.
    ctx.memory.chosen = discarded;
  },
  returnCard: (ctx, e) => {
    for (const id of idsOf(ctx, e.target)) {
      if (zoneOf(ctx.host.state, id) !== 'trash') continue;
      if (e.to === 'championZone') returnCardToChampionZone(ctx.host, id);
      else returnCardToHand(ctx.host, id);
    }
  },
  // Cards chosen in a trash as the card was played, those still legal (CR 355.13; mechanics/trash-groups.ts).
  returnCards: (ctx, e) => {
    for (const id of chosenTrashCards(ctx.host, ctx.item, e.among)) if (zoneOf(ctx.host.state, id) === 'trash') returnCardToHand(ctx.host, id);
  },
  recycle: (ctx, e) => {
    // The card the step before played: a spell on the chain is recycled once it resolves; nothing if it was not played.
    if (e.played === true) {
      const played = ctx.memory.chosen?.[0];
      if (played !== undefined) recycleOnceResolved(ctx.host, played);
      return;
    }
    if (e.target !== undefined) {
      const cards = idsOf(ctx, e.target).filter((id) => zoneOf(ctx.host.state, id) === 'trash');
      if (cards.length > 0) recycleCards(ctx.host, ctx.controller, cards);
      return;
    }
    if (e.amount === undefined) return;
    const { state } = ctx.host;
    const trash = e.from === 'trashes' ? state.seats.flatMap((s) => s.trash) : seat(state, ctx.controller).trash;
    if (trash.length === 0) return;
    // "Up to N": as few as none, always asked; else exactly N, or all there are without asking.
    const chosen = e.upTo === true ? (ctx.answer?.cards ?? askCards(ctx.controller, trash, 0, Math.min(e.amount, trash.length), 'recycle')) : chosenCards(ctx, ctx.controller, trash, e.amount, 'recycle');
    if (isAsk(chosen)) return chosen;
    recycleCards(ctx.host, ctx.controller, chosen);
  },
  trashTop: (ctx, e) => {
    ctx.memory.chosen = trashTopCards(ctx.host, ctx.controller, e.amount);
  },
  look: (ctx, e) => {
    const { host, memory, controller } = ctx;
    if (e.until !== undefined) {
      // Revealed one by one until a card of the types is (CR 424): all of them at once, the last the one found, "it".
      const { deck } = seat(host.state, controller);
      const types = e.until as readonly string[];
      const at = deck.findIndex((id) => types.includes(card(host.rules, object(host.state, id).card).type));
      memory.looked = lookAtTopCards(host, controller, at < 0 ? deck.length : at + 1, true);
      memory.revealed = true;
      revealedFromDeck(host, memory.looked);
      memory.chosen = at < 0 ? [] : [deck[at] as ObjectId];
      return;
    }
    if (e.players === 'opponents') {
      memory.looked = revealOpponentsTops(ctx, e.amount ?? 0);
      memory.revealed = true;
      return;
    }
    memory.looked = lookAtTopCards(host, controller, e.amount ?? 0, e.reveal === true);
    if (e.reveal) {
      memory.revealed = true;
      revealedFromDeck(host, memory.looked);
    }
  },
  takeLooked: (ctx, e) => {
    const { host, memory } = ctx;
    const looked = stillLooked(ctx);
    const types = e.types as readonly string[] | undefined;
    const options = types === undefined ? looked : looked.filter((id) => types.includes(card(host.rules, object(host.state, id).card).type));
    if (options.length === 0) return;
    const most = e.rest === true ? options.length : Math.min(e.count ?? 0, options.length);
    // "You may ...": its player may take none of them.
    const least = e.optional === true ? 0 : most;
    const chosen = least === options.length ? options : (ctx.answer?.cards ?? askCards(ctx.controller, options, least, most, 'put into your hand'));
    if (isAsk(chosen)) return chosen;
    if (e.reveal && !memory.revealed && chosen.length > 0) {
      revealCards(host, ctx.controller, chosen);
      revealedFromDeck(host, chosen);
    }
    takeIntoHand(host, ctx.controller, chosen, e.draw === true);
    memory.looked = looked.filter((id) => !chosen.includes(id));
    memory.chosen = [...chosen];
  },
  recycleLooked: (ctx, e) => {
    const rest = stillLooked(ctx);
    if (rest.length === 0) return;
    // "One or both of them": which ones, the controller says; "you may" lets them keep all, and so does a Predict (CR 436.1.a).
    const chosen = e.choose === true || e.anyNumber === true ? (ctx.answer?.cards ?? askCards(ctx.controller, rest, e.optional === true || e.anyNumber === true ? 0 : 1, rest.length, 'recycle')) : rest;
    if (isAsk(chosen)) return chosen;
    if (chosen.length > 0) recycleCards(ctx.host, ctx.controller, chosen, ctx.memory.revealed ? 'everyone' : [ctx.controller]);
    ctx.memory.looked = rest.filter((id) => !chosen.includes(id));
  },
  orderLooked: (ctx) => {
    const rest = stillLooked(ctx);
    if (rest.length < 2) return;
    // The order is the chooser's answer, its first card on top: known to them alone, as the deck's order is.
    const order = ctx.answer?.cards ?? askCards(ctx.controller, rest, rest.length, rest.length, 'put back on top in this order');
    if (isAsk(order)) return order;
    putOnTop(ctx.host, ctx.controller, order);
  },
  putFromHand: (ctx, e) => {
    const { host, memory, answer, controller } = ctx;
    // Its top or bottom answered for the card chosen before: choosing the card puts it on top.
    if (memory.placing !== undefined) {
      const id = memory.placing;
      memory.placing = undefined;
      if (zoneOf(host.state, id) === 'hand') putHandCardOnDeck(host, controller, id, (answer?.cards?.length ?? 0) > 0);
      memory.chosen = [id];
      return;
    }
    const { hand } = seat(host.state, controller);
    if (hand.length === 0) return;
    // The hand is hidden: its options reach its player alone.
    const chosen = chosenCards(ctx, controller, hand, 1, 'put on your Main Deck');
    if (isAsk(chosen)) return chosen;
    const [id] = chosen;
    if (id === undefined) return;
    if (e.to !== 'topOrBottom') {
      putHandCardOnDeck(host, controller, id, e.to === 'top');
      memory.chosen = [id];
      return;
    }
    // Top or bottom, asked as a choice of the card itself: chosen, it goes on top; none, on the bottom.
    memory.placing = id;
    return askCards(controller, [id], 0, 1, 'put on top of your Main Deck (none: on the bottom)');
  },
  banish: (ctx, e) => {
    const { host, item } = ctx;
    for (const id of idsOf(ctx, e.target)) {
      // A spell banishing itself leaves the chain for banishment once it has resolved (CR 427.2).
      if (id === item.source && item.kind === 'spell') {
        ctx.memory.banishSelf = true;
        const obj = object(host.state, id);
        host.emit({ type: 'cardBanished', object: id, card: obj.card, owner: obj.owner, from: 'chain' });
        continue;
      }
      const where = zoneOf(host.state, id);
      if (where === 'board' || where === 'trash') banishCard(host, id);
    }
  },
  play: (ctx, e) => {
    const { host } = ctx;
    const [id] = idsOf(ctx, e.target);
    // Played from a public zone: a trash, or banishment where an earlier step put it; or the card an earlier step revealed from the deck (CR 419.3).
    if (id === undefined) return;
    const where = zoneOf(host.state, id);
    if (where !== 'trash' && where !== 'banishment' && !(where === 'deck' && ctx.memory.revealed === true && stillLooked(ctx).includes(id) && playableLooked(ctx, id, undefined))) return;
    const player = e.player === 'owner' ? object(host.state, id).owner : ctx.controller;
    // A player who can't play cards this turn plays nothing (CR 054).
    if (cardPlaysForbidden(host, player, card(host.rules, object(host.state, id).card).type)) return;
    const answer = ctx.answer;
    if (answer?.paid !== undefined) {
      if (answer.paid) playCardFromZone(host, player, id, answer.to ?? 'base', answer.choices);
      return;
    }
    // "Then recycle it": the card this step plays.
    ctx.memory.chosen = [id];
    return offerPlay(ctx, player, id, e);
  },
  playLooked: (ctx, e) => {
    const { host, memory, answer } = ctx;
    // Its cost answered: the card chosen before is played, or stays where it is.
    if (answer?.paid !== undefined) {
      const chosen = memory.chosen?.[0];
      if (answer.paid && chosen !== undefined) playCardFromZone(host, ctx.controller, chosen, answer.to ?? 'base', answer.choices);
      return;
    }
    let id = answer?.cards?.[0];
    if (answer?.cards === undefined) {
      const ceiling = mightCeiling(ctx, e);
      const options = stillLooked(ctx).filter((option) => playableLooked(ctx, option, e.types, ceiling));
      if (options.length === 0) return;
      // "You may play one": its player may choose none; one that must, with one option, has no choice.
      if (e.optional !== true && options.length === 1) id = options[0];
      else return askCards(ctx.controller, options, e.optional === true ? 0 : 1, 1, 'play');
    }
    if (id === undefined) return;
    memory.chosen = [id];
    // "Banish one, then play it": it is played from banishment, and stays there unpaid (CR 419.3).
    if (e.banish === true) banishCard(host, id);
    return offerPlay(ctx, ctx.controller, id, e);
  },
  playFromHand: (ctx, e) => {
    const { host, memory, answer, controller } = ctx;
    if (answer?.paid !== undefined) {
      const chosen = memory.chosen?.[0];
      if (answer.paid && chosen !== undefined && zoneOf(host.state, chosen) === 'hand') playCardFromZone(host, controller, chosen, answer.to ?? 'base', answer.choices);
      return;
    }
    // "... from hand this turn": a permission for later this turn, nothing played now.
    if (e.thisTurn === true) {
      allowHandPlay(host, controller, e);
      return;
    }
    if (cardPlaysForbidden(host, controller)) return;
    let id = answer?.cards?.[0];
    if (answer?.cards === undefined) {
      // The hand is hidden: its options reach its player alone (mechanics/resolution-questions.ts).
      const options = seat(host.state, controller).hand.filter((option) => fitsHandFilter(host, option, e.card) && !cardPlaysForbidden(host, controller, card(host.rules, object(host.state, option).card).type));
      if (options.length === 0) return;
      if (e.optional !== true && options.length === 1) id = options[0];
      else return askCards(controller, options, e.optional === true ? 0 : 1, 1, 'play');
    }
    if (id === undefined) return;
    memory.chosen = [id];
    return offerPlay(ctx, controller, id, e);
  },
};
