/**
 * Cards a player chooses among their own as a step resolves and moves between their zones (the
 * `moveCard` effect): "Put a Spell from your hand in Reserve", "Discard another card from your
 * Reserve", "Return a Spell from your Reserve to your hand", "Target opponent discards a card
 * from their hand". No target: the card is chosen when the step resolves, by the player whose
 * card it is (glossary 1.4.5.a: a card chosen in the hand, a hidden zone, is named but not shown
 * until it lands in a visible one); it becomes a new object in its new zone (2.1.c). "Sacrifice a
 * Character" (a `sacrifice` step `chosen`) is chosen the same way, among the player's own objects
 * in play (7.3.19.a). "Immediately play a Character" (a `nextPlay` step `until: "now"`) is chosen the same way,
 * among the cards the player can play now (mechanics/play-now.ts). Tokens distributed among expeditions
 * ("distributed as you choose among any number of target Expeditions") have their player choose
 * each token's expedition, any player's, one token at a time.
 */
import { cardOf, seat } from '../reads/queries.js';
import { sacrificeKinds } from './sacrificed-kinds.js';
import { expeditionsOfObject, targetableExpeditions } from '../reads/expeditions.js';
import { playNowOptions } from './play-now.js';
import { isPlayNow, type PlayNow } from '../cards/play-now-step.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredSeat, AlteredState, ObjectId, SeatId } from '../state/state.js';
import { arrivedInReserve } from './reserve-arrivals.js';
import { revealedCards, revealedCharacters, type RevealTop } from './revealed-cards.js';

type Effect = NonNullable<AlteredCard['effects']>[number];
export type MoveCard = Extract<Effect, { op: 'moveCard' }>;
/** A step that has each player it names choose one of their own cards or objects as it resolves. */
export type ChosenStep = MoveCard | Extract<Effect, { op: 'exchange' }> | RevealTop | PlayNow | (Extract<Effect, { op: 'sacrifice' }> & { readonly chosen: NonNullable<Extract<Effect, { op: 'sacrifice' }>['chosen']> }) | ChosenStatus | DistributedTokens;
/** "Create three [...] tokens, distributed as you choose among any number of target Expeditions": each token's expedition chosen as the step resolves. */
export type DistributedTokens = Extract<Effect, { op: 'createToken' }> & { readonly expedition: 'distributed' };

/** Whether a step distributes its tokens among expeditions chosen as it resolves. */
export function distributes(effect: Effect | undefined): effect is DistributedTokens {
  return effect?.op === 'createToken' && effect.expedition === 'distributed';
}
/** "Each player chooses a Character they control. It gains [[Asleep]]": a status each player gives a character of theirs chosen as the step resolves. */
export type ChosenStatus = Extract<Effect, { op: 'anchor' | 'sleep' }> & { readonly chosen: 'character' };

/** Whether a step has its players choose among their own as it resolves. */
export function isChosenStep(effect: Effect | undefined): effect is ChosenStep {
  return effect !== undefined && (effect.op === 'moveCard' || effect.op === 'exchange' || effect.op === 'revealTop' || isPlayNow(effect) || distributes(effect) || ((effect.op === 'sacrifice' || effect.op === 'anchor' || effect.op === 'sleep') && effect.chosen !== undefined));
}

/** What `seatId` may choose for the step: the cards it may move, or the objects in play it may sacrifice (its characters; with "or Permanent", its landmarks and expedition permanents too). */
export function choosable(host: AlteredHost, seatId: SeatId, effect: ChosenStep, me: ObjectId | null): ObjectId[] {
  if (effect.op === 'moveCard') return movableCards(host, seatId, effect, me);
  // Revealed cards: any of them (mechanics/revealed-cards.ts).
  if (effect.op === 'revealTop') return effect.intoExpeditions ? revealedCharacters(host, seatId, effect) : revealedCards(host, seatId, effect);
  // An exchange: any card of the hand goes to Reserve for the target (glossary 1.4.5.a: chosen unseen).
  if (effect.op === 'exchange') return [...seat(host.state, seatId).hand];
  // A card played at once: one the player can play now and afford (mechanics/play-now.ts).
  if (effect.op === 'nextPlay') return playNowOptions(host, seatId, effect, me).map((o) => o.card);
  // A token's expedition: any player's (the choose action's "target", `<seat>:<side>`).
  if (effect.op === 'createToken') return targetableExpeditions(host);
  const s = seat(host.state, seatId);
  const own = sacrificeKinds(host, effect.op === 'sacrifice' ? effect : {}, effect.chosen === 'character' ? [...s.expedition] : [...s.expedition, ...s.landmarks, ...s.permanents], me);
  if (!('in' in effect) || effect.in !== 'mine') return own;
  // "In my Expedition": sharing an expedition with the ability's card (a landmark is in none).
  const mine = expeditionsOfObject(host, me);
  return own.filter((id) => expeditionsOfObject(host, id).some((e) => mine.some((m) => m.seat === e.seat && m.side === e.side)));
}

/** Whether a card is of the kind the step names ("a Spell", "a Character"; a permanent is a landmark or an expedition permanent). */
export function ofType(card: AlteredCard, kind: MoveCard['cardType']): boolean {
  if (kind === undefined) return true;
  if (kind === 'permanent') return card.type === 'landmark' || card.type === 'expeditionPermanent';
  return card.type === kind;
}

/** The cards of `seatId` the step may move: in its `from` zone, of its kind, and for "another" not the card that carries the ability (`me`). */
export function movableCards(host: AlteredHost, seatId: SeatId, effect: MoveCard, me: ObjectId | null): ObjectId[] {
  // Face-down orbs: any of them, of no kind seen (cards/cards.ts refuses a kind or "another" there).
  if (effect.from === 'mana') return cardsIn(seat(host.state, seatId), 'mana');
  return cardsIn(seat(host.state, seatId), effect.from).filter((id) => !(effect.other && id === me) && ofType(cardOf(host, id), effect.cardType));
}

/** The cards of a player's zone a step takes its card from; the Mana zone's are its orbs, ready or exhausted. */
export function cardsIn(s: AlteredSeat, zone: MoveCard['from']): ObjectId[] {
  return zone === 'mana' ? s.mana.map((orb) => orb.id) : s[zone];
}

/**
 * The chosen card leaves its zone for the other, a new object there: no status or boost (an
 * exhausted card in Reserve returned to the hand is ready when it comes back); the caller checked it may move.
 */
export function moveChosenCard(host: AlteredHost, seatId: SeatId, effect: MoveCard, id: ObjectId): void {
  const s = seat(host.state, seatId);
  const obj = host.state.objects[id];
  const from = effect.from === 'mana' ? s.mana : s[effect.from];
  const at = effect.from === 'mana' ? s.mana.findIndex((orb) => orb.id === id) : s[effect.from].indexOf(id);
  if (!obj || at < 0) return;
  from.splice(at, 1);
  // Unset, not deleted: the object keeps its hidden class (state/state.ts, newAlteredObject).
  for (const key of ['side', 'fleeting', 'anchored', 'asleep', 'exhausted', 'boosts'] as const) obj[key] = undefined;
  s[effect.to].push(id);
  host.emit({ type: 'cardMoved', seat: seatId, object: id, card: obj.card, from: effect.from, to: effect.to });
  if (effect.to === 'reserve' && effect.from !== 'reserve') arrivedInReserve(host, obj, effect.from);
}

/**
 * An exchange: the target card leaves `seatId`'s Reserve for its hand, and the card chosen in
 * the hand takes its place in Reserve, each a new object there (glossary 2.1.c): the card put
 * in Reserve is ready whatever the target was (card ruling). The caller checked both are there.
 */
export function exchangeCards(host: AlteredHost, seatId: SeatId, target: ObjectId, chosen: ObjectId): void {
  moveChosenCard(host, seatId, { op: 'moveCard', from: 'reserve', to: 'hand' }, target);
  moveChosenCard(host, seatId, { op: 'moveCard', from: 'hand', to: 'reserve' }, chosen);
}

/** The player who chooses now for the ability waiting: the first a card step names, else the ability's; null when none waits. */
export function chooserOf(state: AlteredState): SeatId | null {
  return state.resolving ? (state.resolving.choosers?.[0] ?? state.resolving.seat) : null;
}
