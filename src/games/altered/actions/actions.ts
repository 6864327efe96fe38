/**
 * Altered players' actions: choosing mana (setup and Morning), playing a card or passing in
 * the Afternoon, and keeping cards at Clean-up.
 */
import { expandReplaced, playerStep } from '../mechanics/step-modifiers.js';
import { handSecret } from '../../../engine/game-kit/show-hand.js';
import { violation, type RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { subsetsUpTo } from '../../../engine/game-kit/subsets.js';
import { boost, gainStatus, payMana, playedAbility, resolve } from '../mechanics/effects.js';
import { isModeList, modesAllowed } from '../mechanics/more-modes.js';
import { costWith, endNextPlays, useNextPlays } from '../mechanics/next-play.js';
import { playRelief } from '../mechanics/own-cost.js';
import { fleetingSpell } from '../mechanics/fleeting-spells.js';
import { targetRefusal, toughCost, type Ability } from '../mechanics/targets.js';
import { spellAims } from '../mechanics/spell-aims.js';
import { activate, trigger, watchersOf, type Trigger } from '../mechanics/triggers.js';
import { cardOf, limits, nextSeat, readyMana, seat } from '../reads/queries.js';
import { exhaustedPlay } from '../mechanics/play-exhausted.js';
import { moveChosenCard } from '../mechanics/card-moves.js';
import { extraExhaustedKept, keepsExtraExhausted } from '../mechanics/keep-exhausted.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId, SeatId, Side } from '../state/state.js';
import type { AddManaAction, ChooseManaAction, CleanUpAction, PassAction, PlayCardAction } from '../../../types/altered.js';
import { refuse, text } from '../i18n/messages.js';
import { enterFleeting } from '../mechanics/status-replacement.js';
import { alteredAction, id, idList, side, target } from '../mechanics/declare-action.js';

const API = 'docs/altered.md#actions';

function ids(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') && new Set(value).size === value.length ? (value as string[]) : null;
}

/** Setup: put exactly the mode's number of cards from the opening hand as mana orbs. */
export const chooseMana = alteredAction({
  type: 'chooseMana',
  description: 'At setup, put cards from your opening hand face down as ready mana orbs.',
  fields: { properties: { cards: idList }, required: ['cards'] },
  enumerate: (host, seatId) => {
    const n = host.rules.setup.startingMana;
    return subsetsUpTo(seat(host.state, seatId).hand, n)
      .filter((s) => s.length === n)
      .map((cards) => ({ type: 'chooseMana', seat: seatId, cards }));
  },
  check(host, action) {
    const cards = ids(action['cards']);
    const n = host.rules.setup.startingMana;
    if (!cards || cards.length !== n) return refuse('MALFORMED_ACTION.chooseManaCards', API, { n });
    const hand = seat(host.state, action.seat).hand;
    return cards.every((c) => hand.includes(c)) ? undefined : refuse('NOT_IN_HAND.mana', 'seed 003 (setup)');
  },
  perform: performChooseMana,
});

function toMana(host: AlteredHost, seatId: SeatId, cards: readonly ObjectId[]): void {
  const s = seat(host.state, seatId);
  s.hand = s.hand.filter((c) => !cards.includes(c));
  s.mana.push(...cards.map((id) => ({ id, exhausted: false })));
  s.manaDone = true;
  // Mana orbs are face down: which cards they are stays with the hand's viewers.
  host.emit({ type: 'manaAdded', seat: seatId, count: cards.length }, handSecret(seatId, s.handKnownBy, cards, (id) => host.state.objects[id]?.card));
}

export function performChooseMana(host: AlteredHost, action: ChooseManaAction): void {
  toMana(host, action.seat, action.cards);
}

/** Morning: each player, in initiative order, may put one card from hand as a ready mana orb. */
export const addMana = alteredAction({
  type: 'addMana',
  description: 'In the Morning, put one card from your hand face down as a ready mana orb, or none; where a modifier replaced your Expand, no card: the replacement is done.',
  fields: { properties: { card: id } },
  enumerate: (host, seatId) => [{ type: 'addMana', seat: seatId }, ...(expandReplaced(host.state, seatId) ? [] : seat(host.state, seatId).hand.map((card): AddManaAction => ({ type: 'addMana', seat: seatId, card })))],
  check(host, action) {
    const card = action['card'];
    if (card === undefined) return undefined;
    // A replaced Expand (mechanics/step-modifiers.ts): the replacement says what goes to the Mana zone.
    if (expandReplaced(host.state, action.seat)) return refuse('EXPAND_REPLACED', 'glossary 6.2.b');
    if (typeof card !== 'string') return refuse('MALFORMED_ACTION.handCard', API);
    return seat(host.state, action.seat).hand.includes(card) ? undefined : refuse('NOT_IN_HAND', 'seed 003 (Morning)', { card });
  },
  perform: performAddMana,
});

/** The player's Expand: the card they chose, or none; or, replaced, what replaced it (mechanics/step-modifiers.ts), with its additive modifiers either way. */
export function performAddMana(host: AlteredHost, action: AddManaAction): void {
  const { card } = action;
  playerStep(host, 'expand', action.seat, () => {
    if (typeof card === 'string') toMana(host, action.seat, [card]);
    else host.emit({ type: 'manaSkipped', seat: action.seat });
  });
  seat(host.state, action.seat).manaDone = true;
}

/** A card to play: which, from where, and what its player pays for it. */
export interface Play {
  readonly id: ObjectId;
  readonly fromReserve: boolean;
  readonly cost: number;
  /** Boosts the effect that plays it gives it, once in its expedition (mechanics/play-now.ts). */
  readonly boosts?: number;
  /** The card of its player's Reserve discarded as it is played, to lower its cost (mechanics/own-cost.ts, `ifDiscard`). */
  readonly discard?: ObjectId;
}

/** The printed cost of playing a card from hand or from Reserve. */
function printedCost(def: AlteredCard, fromReserve: boolean): number {
  return (fromReserve ? def.reserveCost : def.handCost) ?? 0;
}

/** What a spell's target adds to its cost: Tough X on an opponent's character. */
function targetingCost(host: AlteredHost, seatId: SeatId, def: AlteredCard, target: unknown): number {
  return def.type === 'spell' ? toughCost(host, seatId, target) : 0;
}

/** "I can't be played if you have less than N Mana Orbs" (glossary 1.4.1.a): every orb counts, ready or exhausted. */
function tooFewOrbs(host: AlteredHost, seatId: SeatId, def: AlteredCard): boolean {
  return def.minManaOrbs !== undefined && seat(host.state, seatId).mana.length < def.minManaOrbs;
}

/** Whether a card the player controls lets them play this exhausted card of their Reserve where the action puts it (mechanics/play-exhausted.ts). */
function exhaustedPlayAllowed(host: AlteredHost, action: Action | PlayCardAction, def: AlteredCard): boolean {
  const where = exhaustedPlay(host, action.seat, def);
  return where === 'anywhere' || (goesToExpedition(def) && where.includes(action['expedition'] as Side));
}

const BOTH_SIDES: readonly Side[] = ['hero', 'companion'];

/** The card to play, where from, and its cost (Tough raises the cost of targeting it). */
function playOf(host: AlteredHost, action: Action | PlayCardAction): Play | RuleViolation {
  const s = seat(host.state, action.seat);
  const id = action['card'];
  if (typeof id !== 'string') return refuse('MALFORMED_ACTION.playCardNeedsCard', API);
  const fromReserve = s.reserve.includes(id);
  if (!fromReserve && !s.hand.includes(id)) return refuse('NOT_PLAYABLE', 'seed 003', { id });
  const def = cardOf(host, id);
  if (fromReserve && host.state.objects[id]?.exhausted && !exhaustedPlayAllowed(host, action, def)) return refuse('EXHAUSTED', 'seed 003 (Afternoon: quick actions)', { id });
  const side = goesToExpedition(def) && (action['expedition'] === 'hero' || action['expedition'] === 'companion') ? (action['expedition'] as Side) : undefined;
  // "You may discard a card from your Reserve to reduce my cost by {3}": a card of the Reserve other than the one played.
  const discard = action['discard'];
  if (discard !== undefined && (def.costLess?.ifDiscard === undefined || typeof discard !== 'string')) return refuse('MALFORMED_ACTION.noDiscard', API);
  if (typeof discard === 'string' && (discard === id || !s.reserve.includes(discard))) return violation('NOT_IN_RESERVE', text('chooseCardIn', { zone: text('zone.reserve') }), 'glossary 1.4.5.a');
  const cost = costWith(printedCost(def, fromReserve), targetingCost(host, action.seat, def, action['target']), playRelief(host, action.seat, def, fromReserve, side, discard !== undefined), host.rules.knobs.toughWhenFree);
  return { id, fromReserve, cost, ...(typeof discard === 'string' ? { discard } : {}) };
}

export const playCard = alteredAction({
  type: 'playCard',
  description: 'On your Afternoon turn, play a card from your hand (hand cost) or Reserve (reserve cost; it becomes Fleeting).',
  fields: { properties: { card: id, expedition: side, target, mode: { anyOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }] }, discard: id }, required: ['card'] },
  enumerate(host, seatId) {
    const s = seat(host.state, seatId);
    const mana = readyMana(host.state, seatId);
    const out: PlayCardAction[] = [];
    // A card lowered for a card discarded is offered without it and with each card of the Reserve but itself (mechanics/own-cost.ts).
    const offer = (id: ObjectId, fromReserve: boolean) => {
      const def = cardOf(host, id);
      if (def.costLess?.ifDiscard === undefined) return offerWith(id, fromReserve, def, undefined);
      offerWith(id, fromReserve, def, undefined);
      for (const discard of s.reserve) if (discard !== id) offerWith(id, fromReserve, def, discard);
    };
    const offerWith = (id: ObjectId, fromReserve: boolean, def: AlteredCard, discard: ObjectId | undefined) => {
      const also = discard === undefined ? {} : { discard };
      // An exhausted card is played only where a card in play allows it (mechanics/play-exhausted.ts).
      const where = fromReserve && host.state.objects[id]?.exhausted ? exhaustedPlay(host, seatId, def) : 'anywhere';
      if (where !== 'anywhere' && (where.length === 0 || !goesToExpedition(def))) return;
      const sides = where === 'anywhere' ? BOTH_SIDES : where;
      if (tooFewOrbs(host, seatId, def)) return;
      const printed = printedCost(def, fromReserve);
      if (goesToExpedition(def)) {
        // Its own cost may depend on the expedition it goes to (mechanics/own-cost.ts).
        for (const expedition of sides) if (costWith(printed, 0, playRelief(host, seatId, def, fromReserve, expedition, discard !== undefined), host.rules.knobs.toughWhenFree) <= mana) out.push({ type: 'playCard', seat: seatId, card: id, expedition, ...also });
        return;
      }
      const relief = playRelief(host, seatId, def, fromReserve, undefined, discard !== undefined);
      const cost = costWith(printed, 0, relief, host.rules.knobs.toughWhenFree);
      // A target only adds to the cost: a card already too dear cannot be played at all.
      if (cost > mana) return;
      if (def.type === 'landmark') {
        out.push({ type: 'playCard', seat: seatId, card: id, ...also });
      } else {
        // A spell: each mode (or the card itself), aimed at each target it may take (mechanics/spell-aims.ts).
        for (const aim of spellAims(host, seatId, id, def, printed, relief, mana)) out.push({ type: 'playCard', seat: seatId, card: id, ...(aim as Pick<PlayCardAction, 'mode' | 'target'>), ...also });
      }
    };
    for (const id of s.hand) offer(id, false);
    for (const id of s.reserve) offer(id, true);
    return out;
  },
  check(host, action) {
    const play = playOf(host, action);
    if ('code' in play) return play;
    const def = cardOf(host, play.id);
    if (def.type === 'hero') return refuse('NOT_PLAYABLE.hero', 'seed 003');
    if (tooFewOrbs(host, action.seat, def)) return refuse('NOT_PLAYABLE.fewOrbs', 'glossary 1.4.1.a', { id: play.id, minManaOrbs: def.minManaOrbs ?? 0 });
    if (goesToExpedition(def) && action['expedition'] !== 'hero' && action['expedition'] !== 'companion') {
      return refuse('MALFORMED_ACTION.expedition', API, { type: text(`cardType.${def.type}`) });
    }
    if (!goesToExpedition(def) && action['expedition'] !== undefined) return refuse('MALFORMED_ACTION.noExpedition', API, { type: text(`cardType.${def.type}`) });
    const ability = playedAbility(def, action['mode']);
    if (!ability) return def.modes ? refuse('MALFORMED_ACTION.mode', API, { count: def.modes.length }) : refuse('MALFORMED_ACTION.noModes', API);
    // Several modes only where the card allows that many now (mechanics/more-modes.ts).
    if (isModeList(action['mode']) && action['mode'].length > modesAllowed(host, action.seat, def)) return refuse('NOT_ALLOWED.moreModes', 'glossary 5.2.3.f', { count: modesAllowed(host, action.seat, def) });
    const target = targetRefusal(host, action.seat, ability, action['target'], API, play.id);
    if (target) return target;
    return play.cost <= readyMana(host.state, action.seat) ? undefined : refuse('CANNOT_AFFORD', 'seed 003', { cost: play.cost });
  },
  perform: performPlayCard,
});

export function performPlayCard(host: AlteredHost, action: PlayCardAction): void {
  putIntoPlay(host, action.seat, playOf(host, action) as Play, action.expedition, action.mode, action.target);
  host.state.turnEnded = true;
}

/**
 * A card played, paid now: it leaves the hand or the Reserve; a character or permanent enters
 * play (into `side` when it goes to an expedition), a spell resolves (its `mode`, aimed at
 * `target`). The card of an Afternoon turn, or one an effect plays at once (mechanics/play-now.ts), alike.
 */
export function putIntoPlay(host: AlteredHost, seatId: SeatId, play: Play, side?: Side, mode?: unknown, target?: unknown): void {
  const s = seat(host.state, seatId);
  payMana(host, seatId, play.cost);
  // The card discarded to lower its cost goes with the cost (mechanics/own-cost.ts).
  if (play.discard !== undefined) moveChosenCard(host, seatId, { op: 'moveCard', from: 'reserve', to: 'discard' }, play.discard);
  const zone = play.fromReserve ? s.reserve : s.hand;
  zone.splice(zone.indexOf(play.id), 1);
  const obj = host.state.objects[play.id];
  const def = cardOf(host, play.id);
  if (!obj) return;
  // The reactions that exist before the card is played; its own "played" reactions trigger as it enters (6.3.d).
  const youPlay: Trigger = { on: 'youPlay', seat: seatId, object: play.id, cardType: def.type };
  const existing = watchersOf(host, youPlay);
  host.emit({ type: 'cardPlayed', seat: seatId, object: play.id, card: obj.card, fromReserve: play.fromReserve, cost: play.cost });
  const used = useNextPlays(host, seatId, play.id, def, play.fromReserve);
  const losesFleeting = used.losesFleeting;
  const boosts = used.boosts + (def.type === 'character' ? (play.boosts ?? 0) : 0);
  activate(host, existing, youPlay);
  if (def.type !== 'spell') {
    if (goesToExpedition(def)) obj.side = side;
    // Glossary 2.4.6: a character played from Reserve, or with Fleeting as an ability, becomes Fleeting.
    // Or what its own replacement gives instead (mechanics/status-replacement.ts).
    const instead = def.type === 'character' && (play.fromReserve || def.fleeting) ? enterFleeting(host, obj, def) : 0;
    // "The next Character you play loses [[Fleeting]]" (mechanics/next-play.ts).
    if (losesFleeting) obj.fleeting = undefined;
    obj.timestamp = host.state.nextTimestamp++;
    (def.type === 'character' ? s.expedition : def.type === 'landmark' ? s.landmarks : s.permanents).push(play.id);
    // "The next Character you play gains N boosts": once it is in its expedition.
    if (boosts + instead > 0) boost(host, obj, boosts + instead);
    // "The next Character you play ... gains [[Anchored]]" (mechanics/next-play.ts).
    if (used.anchored) gainStatus(host, obj, 'anchored');
    // "Activates its {R} abilities (as if it had been played from Reserve)" (mechanics/next-play.ts): its {H} and its {R} reactions both activate.
    trigger(host, { on: 'played', object: play.id, from: play.fromReserve ? 'reserve' : 'hand', ...(used.activatesReserve ? { alsoFrom: 'reserve' as const } : {}) });
    if (def.type === 'character') trigger(host, { on: 'joins', seat: seatId, object: play.id });
  } else {
    const ability = playedAbility(def, mode) as Ability;
    // A spell that puts itself in the Mana zone is its own "me", in Limbo as it resolves.
    const own = ability.effects.some((e) => e.op === 'toMana' && e.me === true);
    resolve(host, seatId, ability, target, own ? play.id : null, own ? 'limbo' : undefined);
    // Glossary 2.4.6.d-f: a spell played from Reserve, or with Fleeting as an ability, is Fleeting: Discard, not Reserve.
    // Or made Fleeting by a card its player has in play (mechanics/fleeting-spells.ts).
    const fleeting = play.fromReserve || def.fleeting || fleetingSpell(host, seatId, def);
    // Glossary 5.2.3.j: once resolved, to Reserve or Discard, unless it put itself in the Mana zone.
    const inMana = s.mana.some((orb) => orb.id === play.id);
    if (!inMana) (fleeting ? s.discard : s.reserve).push(play.id);
    // Cooldown: a spell that goes to Reserve arrives there exhausted.
    if (!inMana && !fleeting && def.keywords?.includes('cooldown')) obj.exhausted = true;
  }
}

/** Characters and expedition permanents are played into one of your two expeditions. */
function goesToExpedition(def: AlteredCard): boolean {
  return def.type === 'character' || def.type === 'expeditionPermanent';
}

/**
 * The turn ends once the reactions checked after its card or pass are played (its player
 * keeps the initiative until then): the next player clockwise who has not passed plays next.
 */
export function endTurn(host: AlteredHost): void {
  const { state } = host;
  state.turnEnded = false;
  endNextPlays(state, 'turn');
  let next = nextSeat(state, state.current);
  for (let i = 0; i < state.seats.length && seat(state, next).passed; i++) next = nextSeat(state, next);
  state.current = next;
}

export const pass = alteredAction({
  type: 'pass',
  description: 'Pass: you take no more turns this Afternoon.',
  fields: { properties: {} },
  enumerate: (_host, seatId) => [{ type: 'pass', seat: seatId }],
  check: () => undefined,
  perform: performPass,
});

export function performPass(host: AlteredHost, action: PassAction): void {
  seat(host.state, action.seat).passed = true;
  host.emit({ type: 'passed', seat: action.seat });
  host.state.turnEnded = true;
}

/** Clean-up's two choices: the Reserve and the landmarks, each kept up to its limit. */
const KEPT = [
  { zone: 'reserve', field: 'keep', limit: 'reserve', refusal: 'NOT_IN_RESERVE' },
  { zone: 'landmarks', field: 'keepLandmarks', limit: 'landmarks', refusal: 'NOT_A_LANDMARK' },
] as const;

/** Clean-up: keep as many cards in Reserve, and landmarks, as the hero's limits; the rest are discarded. */
export const cleanUp = alteredAction({
  type: 'cleanUp',
  description: 'At Night, choose the cards of your Reserve ("keep") and your landmarks ("keepLandmarks") to keep, each up to its limit; the others are discarded.',
  fields: { properties: { keep: idList, keepLandmarks: idList } },
  enumerate: (host, seatId) => {
    const s = seat(host.state, seatId);
    const limit = limits(host, seatId);
    // Cards may allow more exhausted cards in Reserve (mechanics/keep-exhausted.ts).
    const extra = { reserve: s.reserve.length > limit.reserve ? extraExhaustedKept(host, seatId) : 0, landmarks: 0 };
    // A zone within its limit keeps everything; one over it keeps exactly the limit (or more exhausted ones, as allowed).
    const [reserves, landmarks] = KEPT.map((k) =>
      s[k.zone].length > limit[k.limit]
        ? subsetsUpTo(s[k.zone], limit[k.limit] + extra[k.limit]).filter((kept) => kept.length === limit[k.limit] || keepsExtraExhausted(host, kept, limit[k.limit], extra[k.limit]))
        : [[...s[k.zone]]],
    ) as [string[][], string[][]];
    return reserves.flatMap((keep) => landmarks.map((keepLandmarks) => ({ type: 'cleanUp', seat: seatId, keep, keepLandmarks })));
  },
  check(host, action) {
    const s = seat(host.state, action.seat);
    const limit = limits(host, action.seat);
    for (const k of KEPT) {
      // Omitted, a zone within its limit keeps everything.
      const keep = action[k.field] === undefined && s[k.zone].length <= limit[k.limit] ? [...s[k.zone]] : ids(action[k.field]);
      const count = Math.min(limit[k.limit], s[k.zone].length);
      const extraKept = (kept: readonly string[]) => k.zone === 'reserve' && keepsExtraExhausted(host, kept, limit.reserve, extraExhaustedKept(host, action.seat));
      if (!keep || (keep.length !== count && !extraKept(keep)) || new Set(keep).size !== keep.length) return refuse('MALFORMED_ACTION.keepCount', API, { field: k.field, count, zone: text(`zone.${k.zone}`) });
      if (!keep.every((id) => s[k.zone].includes(id))) return violation(k.refusal, text('keepCards', { field: k.field, zone: text(`zone.${k.zone}`) }), 'glossary 4.2.5.c');
    }
    return undefined;
  },
  perform: performCleanUp,
});

export function performCleanUp(host: AlteredHost, action: CleanUpAction): void {
  const s = seat(host.state, action.seat);
  let discarded = 0;
  for (const k of KEPT) {
    const keep = action[k.field] ?? s[k.zone];
    const dropped = s[k.zone].filter((id) => !keep.includes(id));
    s[k.zone] = s[k.zone].filter((id) => keep.includes(id));
    s.discard.push(...dropped);
    discarded += dropped.length;
  }
  host.state.pendingCleanup = host.state.pendingCleanup.filter((id) => id !== action.seat);
  host.emit({ type: 'cleanedUp', seat: action.seat, discarded });
}
