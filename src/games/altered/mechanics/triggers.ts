/**
 * Triggers (glossary 4.4, 6.3): when an event matches the trigger of a reaction that exists,
 * the reaction activates: an Emblem-Reaction with its effect is created in Limbo, where its
 * controller will play it (see actions/reactions.ts). A reaction activates at most 100 times a day.
 */
import { abilityHolders, characteristicsFor, printedCharacteristics, type Characteristics, type HolderScope, type Part } from '../reads/characteristics.js';
import { card, initiativeOrder, teamOf } from '../reads/queries.js';
import type { AlteredCard, GAINED_STATUSES, PLAYER_ACTS, Terrain } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredRules, AlteredState, Emblem, ObjectId, SeatId, Side } from '../state/state.js';
import { expeditionsOfObject } from '../reads/expeditions.js';
import { actsOnPlayed, playedOfSubtype } from '../reads/played-subtype.js';
import { anyGranted, grantedWatchers, type Watcher } from '../reads/granted-reactions.js';
import { playingHeard } from '../reads/played-cards.js';
import { reactionConditionHolds } from './controls-each.js';

/** Glossary 6.3.f. */
export const DAILY_ACTIVATIONS = 100;

export type Reaction = NonNullable<AlteredCard['reactions']>[number];

/**
 * Where a reaction finds its own card ("me") besides play: a trigger that is its card moving
 * to a visible zone lets the reaction find the card there (glossary 2.1.e, the exception of
 * 1.4.4.a): "when I go to Reserve", in Reserve.
 */
export function meZoneOf(on: Reaction['on']): 'reserve' | undefined {
  return on === 'toReserve' ? 'reserve' : undefined;
}

/** What happened, as reactions' triggers read it. */
export type Trigger =
  /** `alsoFrom`: reactions of that zone activate too ("activates its {R} abilities", mechanics/next-play.ts). */
  | { readonly on: 'played'; readonly object: ObjectId; readonly from?: 'hand' | 'reserve'; readonly alsoFrom?: 'reserve' }
  | { readonly on: 'youPlay'; readonly seat: SeatId; readonly object: ObjectId; readonly cardType: AlteredCard['type'] }
  | { readonly on: 'atNoon' | 'atDusk' | 'atNight' }
  | { readonly on: 'expeditionMoves' | 'expeditionFails'; readonly seat: SeatId; readonly side: Side; readonly dueTo?: readonly Terrain[] }
  | { readonly on: 'boosted'; readonly object: ObjectId }
  | { readonly on: 'toReserve'; readonly object: ObjectId; readonly from: ReserveOrigin }
  | { readonly on: 'leaves'; readonly object: ObjectId; readonly wasFleeting?: boolean; readonly from?: 'landmarks'; readonly left?: readonly string[] }
  /** An object sacrificed, heard by its own reactions (sacrificed.ts); `wasFleeting`: its status as it was sacrificed. */
  | { readonly on: 'sacrificed'; readonly object: ObjectId; readonly wasFleeting: boolean }
  | { readonly on: 'joins'; readonly seat: SeatId; readonly object: ObjectId }
  | { readonly on: 'playerActs'; readonly seat: SeatId; readonly act: PlayerAct; readonly cardType?: AlteredCard['type']; readonly subtypes?: readonly string[] }
  | { readonly on: 'gainsStatus'; readonly object: ObjectId; readonly status: GainedStatus }
  | { readonly on: 'gainsCounter'; readonly object: ObjectId; readonly counter: string; readonly from: number; readonly to: number };

/** The zone a card went to Reserve from (mechanics/reserve-arrivals.ts): its expedition, or a zone a card leaves for the Reserve otherwise. */
export type ReserveOrigin = 'expedition' | 'hand' | 'deck' | 'discard' | 'mana';

/** A status whose gaining a character's own reaction hears (mechanics/effects.ts, gainStatus). */
export type GainedStatus = (typeof GAINED_STATUSES)[number];

/** What a player does that "playerActs" reactions hear (mechanics/player-acts.ts). */
export type PlayerAct = (typeof PLAYER_ACTS)[number];

/**
 * The reactions that exist now (6.3.d: a reaction must exist before the event that triggers it).
 * Found afresh on each call: the walk over the cards in play costs no more than comparing
 * the inputs of a cached list would.
 */
export function watchers(host: Pick<AlteredHost, 'state' | 'rules'>, chars?: Characteristics, scope?: HolderScope): Watcher[] {
  const own: Watcher[] = abilityHolders(host, hasReactions, chars, scope).map((h) => ({ object: h.object, card: h.card.id, controller: h.controller, reactions: h.card.reactions ?? [], blocked: h.blocked }));
  // Reactions other cards give the characters (reads/granted-reactions.ts).
  return anyGranted(host.rules) ? [...own, ...grantedWatchers(host, scope)] : own;
}

function hasReactions(card: AlteredCard): boolean {
  return (card.reactions?.length ?? 0) > 0;
}

/**
 * The reactions that exist now and could match `event`: those of the object it happened to,
 * or of the player it is about (see `matches`); every card's for the day's steps.
 */
export function watchersOf(host: Pick<AlteredHost, 'state' | 'rules'>, event: Trigger): Watcher[] {
  switch (event.on) {
    case 'boosted':
    case 'gainsStatus':
      return gainWatchers(host, event.object);
    case 'played':
    case 'toReserve':
    case 'leaves':
    case 'sacrificed':
    case 'gainsCounter': {
      // Most cards have no reaction: then there is nothing to look for.
      const obj = host.state.objects[event.object];
      return obj && (hasReactions(card(host.rules, obj.card)) || anyGranted(host.rules)) ? watchers(host, undefined, { object: event.object }) : [];
    }
    case 'youPlay':
    case 'expeditionMoves':
    case 'expeditionFails':
    case 'joins':
      return watchers(host, undefined, { seat: event.seat });
    default:
      return watchers(host);
  }
}

function matches(host: AlteredHost, reaction: Reaction, watcher: Watcher, event: Trigger): boolean {
  if (reaction.on !== event.on || watcher.blocked.includes(reaction.on)) return false;
  switch (event.on) {
    case 'played':
      // {H} and {R}: played from that zone only; an "activate" effect (no zone) activates {J} reactions only.
      return watcher.object === event.object && (reaction.from === undefined || reaction.from === event.from || (event.alsoFrom !== undefined && reaction.from === event.alsoFrom));
    case 'toReserve':
      // "From the Expedition zone" is the plain trigger's move; "from your hand" that zone only; "from anywhere" every zone.
      return watcher.object === event.object && (reaction.from === 'anywhere' || (reaction.from ?? 'expedition') === event.from);
    case 'boosted':
      return gainHeard(host, reaction, watcher, event.object);
    case 'gainsStatus':
      return reaction.status === event.status && gainHeard(host, reaction, watcher, event.object);
    case 'gainsCounter':
      // "When I gain my third Ordeal counter": the gain that takes it from fewer to that many or more.
      return watcher.object === event.object && reaction.counter === event.counter && reaction.nth !== undefined && event.from < reaction.nth && event.to >= reaction.nth;
    case 'leaves':
      // "If I was [[Fleeting]]": the status it had as it left (its new object has none).
      // "When I leave your Landmark zone": a landmark's leaving, heard only by a reaction that names that zone.
      return watcher.object === event.object && reaction.from === event.from && (reaction.wasFleeting === undefined || reaction.wasFleeting === (event.wasFleeting === true));
    case 'sacrificed':
      // "When I'm sacrificed, if I was not [[Fleeting]]": its own sacrifice, the status it had then.
      return watcher.object === event.object && (reaction.wasFleeting === undefined || reaction.wasFleeting === event.wasFleeting);
    case 'youPlay':
      return watcher.controller === event.seat && watcher.object !== event.object && (reaction.cardType === undefined || reaction.cardType === event.cardType) && playedOfSubtype(host, reaction, event.object) && playingHeard(host, reaction.playing, event.object);
    case 'expeditionMoves':
    case 'expeditionFails':
      // "My Expedition": the one the card is in (a Gigantic character is in both, glossary 7.4.3.f).
      return (
        watcher.controller === event.seat &&
        // "due to {V}": a Progress move due to that terrain; a move by an effect is due to none.
        (reaction.dueTo === undefined || (event.on === 'expeditionMoves' && (event.dueTo ?? []).includes(reaction.dueTo))) &&
        (reaction.expedition === undefined || expeditionsOfObject(host, watcher.object).some((e) => e.seat === event.seat && e.side === event.side))
      );
    case 'joins':
      return joinHeard(host, reaction, watcher, event);
    case 'playerActs':
      return actHeard(host, reaction, watcher, event);
    default:
      return true;
  }
}

/**
 * Whether a reaction hears a character joining its controller's expeditions: never its own
 * card's (that reaction did not exist before, glossary 6.3.d), "my Expedition" only in the
 * expedition the card is in (a Gigantic one's: either), and only a character of its subtype
 * (as passives make it) or not a token, where it says so.
 */
function joinHeard(host: AlteredHost, reaction: Reaction, watcher: Watcher, event: Extract<Trigger, { on: 'joins' }>): boolean {
  if (watcher.controller !== event.seat || watcher.object === event.object) return false;
  const joiner = host.state.objects[event.object];
  if (!joiner) return false;
  const { subtype, nonToken } = reaction.joining ?? {};
  if (nonToken && joiner.token) return false;
  if (subtype !== undefined) {
    const subtypes = characteristicsFor(host, SUBTYPE_READS)?.characters[event.object]?.subtypes ?? printedCharacteristics(card(host.rules, joiner.card)).subtypes;
    if (!subtypes.some((s) => s.toLowerCase() === subtype.toLowerCase())) return false;
  }
  if (reaction.expedition === undefined) return true;
  const mine = expeditionsOfObject(host, watcher.object);
  return expeditionsOfObject(host, event.object).some((e) => mine.some((m) => m.seat === e.seat && m.side === e.side));
}

const SUBTYPE_READS: readonly Part[] = ['subtypes', 'keyword:gigantic'];

/** The player whose expedition holds a character: the one who controls it. */
function controllerOf(state: AlteredState, object: ObjectId): SeatId | undefined {
  return state.seats.find((s) => s.expedition.includes(object))?.id;
}

/** Whether the set has a reaction that hears a character its controller controls gain something ("When a Character you control gains ..."). */
const hearsFriendlyGains = new WeakMap<AlteredRules, boolean>();
function anyFriendlyGainer(rules: AlteredRules): boolean {
  let found = hearsFriendlyGains.get(rules);
  if (found === undefined) {
    found = [...rules.cardDb.cards.values()].some((c) => (c.reactions ?? []).some((r) => r.gainer !== undefined));
    hearsFriendlyGains.set(rules, found);
  }
  return found;
}

/**
 * The reactions that may hear a character gain boosts or a status: its own, and, where the set
 * has such reactions, those of every card its controller has (a hero too) that hear any
 * character they control gain it.
 */
function gainWatchers(host: Pick<AlteredHost, 'state' | 'rules'>, object: ObjectId): Watcher[] {
  const obj = host.state.objects[object];
  if (!obj) return [];
  const seatId = anyFriendlyGainer(host.rules) ? controllerOf(host.state, object) : undefined;
  if (seatId !== undefined) return watchers(host, undefined, { seat: seatId }).filter((w) => w.object === object || w.reactions.some((r) => r.gainer !== undefined));
  return hasReactions(card(host.rules, obj.card)) ? watchers(host, undefined, { object }) : [];
}

/**
 * Whether a reaction hears a character gain boosts or a status: its own card's gaining, or,
 * for "a Character you control" (`gainer`), any character its controller controls (the card
 * itself among them), teammates' not (glossary 7.2.2.a: "you" is the controller).
 */
function gainHeard(host: AlteredHost, reaction: Reaction, watcher: Watcher, object: ObjectId): boolean {
  return reaction.gainer === 'friendlyCharacter' ? controllerOf(host.state, object) === watcher.controller : watcher.object === object;
}

/**
 * Whether a reaction hears a player's act: one of its acts, done by its controller ("you": not a
 * teammate, glossary 7.2.2.a) or by an opponent (another team), and a sacrifice only of an object
 * of its card type, where it names one.
 */
function actHeard(host: AlteredHost, reaction: Reaction, watcher: Watcher, event: Extract<Trigger, { on: 'playerActs' }>): boolean {
  if (!(reaction.acts ?? []).includes(event.act)) return false;
  const whose = reaction.by === 'opponent' ? teamOf(host.rules, event.seat) !== teamOf(host.rules, watcher.controller) : event.seat === watcher.controller;
  // "A non-Illusion Character": the subtypes the object had as it was sacrificed (mechanics/player-acts.ts).
  return whose && (reaction.cardType === undefined || reaction.cardType === event.cardType) && (reaction.notSubtype === undefined || !(event.subtypes ?? []).includes(reaction.notSubtype));
}

/**
 * Activates every reaction of `existing` that `event` matches: an Emblem-Reaction for each in
 * Limbo, unless that reaction already activated 100 times today.
 */
export function activate(host: AlteredHost, existing: readonly Watcher[], event: Trigger): void {
  for (const hit of heard(host, existing, event)) activateOne(host, hit, event);
}

/** A reaction `event` would activate: its watcher, its index on the card and its key (`<object>#<index>`, as `activations` counts it). */
export interface Heard {
  readonly watcher: Watcher;
  readonly index: number;
  readonly key: string;
}

/**
 * The reactions of `existing` that `event` matches, not yet activated: what a step's modifiers
 * are ordered with, reactions being additive modifiers of the event (glossary 6.3.b).
 */
export function heard(host: AlteredHost, existing: readonly Watcher[], event: Trigger): Heard[] {
  return existing.flatMap((w) =>
    w.reactions.flatMap((reaction, index) =>
      matches(host, reaction, w, event) && reactionConditionHolds(host, reaction, w.controller) ? [{ watcher: w, index, key: `${w.object ?? `${w.controller}:${w.card}`}#${w.granted === undefined ? '' : `${w.granted}:`}${index}` }] : [],
    ),
  );
}

/** Activates one reaction `event` matched: an Emblem-Reaction in Limbo, unless that reaction already activated 100 times today (6.3.f). */
export function activateOne(host: AlteredHost, { watcher: w, index, key }: Heard, event: Trigger): void {
  const { state } = host;
  const reaction = w.reactions[index] as Reaction;
  const count = state.activations[key] ?? 0;
  if (count >= DAILY_ACTIVATIONS) {
    host.emit({ type: 'reactionLimitReached', seat: w.controller, card: w.card, source: w.object });
    return;
  }
  state.activations[key] = count + 1;
  const emblem: Emblem = { id: `E${state.nextEmblem++}`, controller: w.controller, source: w.object, card: w.card, reaction: index, ...(w.granted === undefined ? {} : { granted: w.granted }), ...(event.on === 'joins' || (event.on === 'youPlay' && asksOfIt(reaction)) ? { subject: event.object } : {}), ...(event.on === 'leaves' && event.left !== undefined ? { left: event.left } : {}) };
  state.limbo.push(emblem);
  host.emit({ type: 'reactionTriggered', emblem: emblem.id, seat: w.controller, card: w.card, source: w.object, trigger: event.on });
}

/** Whether a reaction's steps look at the character its event is about ("If it's in {V}, ...", or a step on "it": reads/played-subtype.ts): only then does its emblem keep it. */
function asksOfIt(reaction: Reaction): boolean {
  return reaction.effects.some((e) => e.op === 'boost' && e.ifIt !== undefined) || actsOnPlayed(reaction);
}

/** Activates the reactions that exist now. */
export function trigger(host: AlteredHost, event: Trigger): void {
  activate(host, watchersOf(host, event), event);
}

/**
 * The player who plays a reaction now: the first in initiative order who controls one in
 * Limbo, else null (null too while an ability waits for its player's choice: it finishes first).
 * `initiative`: who has it (glossary 1.4.5.a); outside the Afternoon, the first player.
 */
export function reactionSeat(state: AlteredState, initiative: SeatId = state.firstPlayer): SeatId | null {
  if (state.resolving) return null;
  return initiativeOrder(state, initiative).find((id) => state.limbo.some((e) => e.controller === id)) ?? null;
}

/**
 * The same in the Afternoon, where the player taking their turn has the initiative (glossary
 * 1.4.5.a; 4.4.c, remark): they play all their reactions before the others play theirs, the
 * reactions checked after their card or pass included.
 */
export function turnReactionSeat(state: AlteredState): SeatId | null {
  return reactionSeat(state, state.current);
}
