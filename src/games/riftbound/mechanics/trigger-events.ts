/**
 * Triggered abilities on events (CR 382-383): one mechanism for every trigger. Where something
 * happens in the game (a card played, a unit moved, died, stunned, buffed, readied or chosen, a
 * battlefield conquered or held, a combat won, runes recycled, a turn starting or ending) the
 * engine announces it as a {@link TriggerEvent}: what it is about (an object, or a player
 * alone), whose it is, and where. Each triggered ability names the event it listens for and a
 * `subject` filter (schema/card-schema.ts): by default the events about its own card ("When I move",
 * a battlefield's "When you conquer here", a legend's "When you conquer"), otherwise those
 * about other objects and players ("When a friendly unit dies", "When you play a spell").
 *
 * An event about an object reaches that object's own abilities directly; the rest of the board
 * (units with the Effect Text of their gear, legends, unattached gear, battlefields) is walked
 * only for the events some card of the game (not of its whole card database) listens for that
 * way, so an event no card can hear costs one set lookup, and then only the objects of the
 * cards that hear it are read. Abilities that hear it are queued as pending items,
 * placed on the chain at the next cleanup in turn order (mechanics/triggers.ts, CR 383.3.d).
 *
 * For other parts of the engine: call {@link announce} where an event happens, after the game
 * state shows it (CR 383.2.c) but while an object leaving the board is still there (its own
 * "when I die" looks back at it, CR 808.1.d.3).
 */
import type { Ability, Trigger, TriggeredAbility, TriggerSubject } from '../schema/card-schema.js';
import { heardInTrash, isPlayerEvent, isSelfTrigger, triggersOf } from '../cards/trigger-subjects.js';
import { conditionHolds } from '../reads/card-conditions.js';
import { cardAbilities, DEATHKNELL_ABILITIES } from '../reads/keyword-handlers.js';
import { attachments } from '../reads/gear-text.js';
import { boardIndex } from '../reads/unit-cache.js';
import { askedInGame, cardQuestion, cardsSaying } from '../reads/game-cards.js';
import { additionalDeathknells, card, findBattlefield, sameTeam, seat, unitLocation, type RiftHost } from '../reads/queries.js';
import { wholePendingTrigger, type AbilityText, type DelayedEffect, type GameObject, type LastKnown, type ObjectId, type SeatId } from '../state/state.js';
import { isActive } from '../cards/dependent.js';
import { endDelayed } from './delayed.js';
import { isMighty } from '../reads/is-mighty.js';
import { isAlone, isOneOnOne } from '../reads/unit-terms.js';
import { movedFromWhereItIs } from './moving-with.js';
import { grantedTo, type GrantedAbility } from './granted-abilities.js';

/** Something that happened, as triggered abilities hear it. */
export interface TriggerEvent {
  /** The event (a battlefield's `conquerHere` is `conquers`, its `holdHere` `holds`). */
  readonly trigger: Trigger;
  /** The object it is about (the card played, the unit that moved or died...); null for an event about a player alone. */
  readonly object: ObjectId | null;
  /** Whose it is: who played, scored, stunned, buffed, chose, recycled; whose unit moved, attacked, died. */
  readonly player: SeatId;
  /** The battlefield where it happened (a move's destination), if any. */
  readonly here: ObjectId | null;
  /** A move's origin. */
  readonly from?: 'base' | ObjectId | undefined;
  /** A death: what was noted of the unit as it died (CR 808.1.d.3). */
  readonly lastKnown?: LastKnown | undefined;
  /** A death in combat. */
  readonly inCombat?: boolean | undefined;
  /** A unit chosen by a spell (not an ability). */
  readonly bySpell?: boolean | undefined;
  /** A card played from hiding (CR 811). */
  readonly fromHidden?: boolean | undefined;
  /** A card played with its optional additional cost paid (CR 356.2.b): its own abilities ask it as `{ "event": "paidAdditionalCost" }` (CR 356.4.f.1). */
  readonly paidAdditionalCost?: boolean | undefined;
  /** A conquest of a battlefield that was open (CR 169.10.c): uncontrolled, taken without a combat. */
  readonly open?: boolean | undefined;
  /** A conquest after an attack: the conqueror won a combat there as its attacker; `excessDamage` is the combat damage it assigned past lethal (CR 460.2). */
  readonly afterAttack?: boolean | undefined;
  readonly excessDamage?: number | undefined;
  /** Objects leaving the board as it happens (units dying together): their other abilities do not see it (CR 383.2.c.2). */
  readonly leaving?: readonly ObjectId[] | undefined;
}

/** A battlefield's names for the events about itself. */
const ALIASES: Partial<Record<Trigger, Trigger>> = { conquerHere: 'conquers', holdHere: 'holds' };

/** One triggered ability of a text, under one event it listens for. */
interface Listening {
  readonly ability: TriggeredAbility;
  readonly index: number;
  /** The trigger as the ability names it (`conquerHere` for the event `conquers`). */
  readonly named: Trigger;
  readonly self: boolean;
}

const NO_LISTENING: readonly Listening[] = [];
/** Where a text's abilities are heard: on the board, in the trash, or on the units they are given to (`granted`). */
type Heard = 'board' | 'trash' | 'granted';
const byText: Readonly<Record<Heard, WeakMap<readonly Ability[], ReadonlyMap<Trigger, readonly Listening[]>>>> = { board: new WeakMap(), trash: new WeakMap(), granted: new WeakMap() };

/** Where an ability of a card's own text is heard. */
function heardWhere(ability: TriggeredAbility): Heard {
  return ability.granted === true ? 'granted' : heardInTrash(ability) ? 'trash' : 'board';
}

/**
 * A text's triggered abilities by the event they listen for, made once per text: those heard on
 * the board, those heard in the trash, or those the card gives units (mechanics/granted-abilities.ts).
 */
function listening(abilities: readonly Ability[], where: Heard = 'board'): ReadonlyMap<Trigger, readonly Listening[]> {
  const cache = byText[where];
  let map = cache.get(abilities);
  if (map) return map;
  const built = new Map<Trigger, Listening[]>();
  abilities.forEach((ability, index) => {
    // A delayed trigger hears nothing until a step sets it up (announceToDelayed).
    if (ability.kind !== 'triggered' || ability.delayed !== undefined || heardWhere(ability) !== where) return;
    for (const named of triggersOf(ability)) {
      const event = ALIASES[named] ?? named;
      const entry: Listening = { ability, index, named, self: isSelfTrigger(ability) || named !== event };
      const list = built.get(event);
      if (list) list.push(entry);
      else built.set(event, [entry]);
    }
  });
  map = built;
  cache.set(abilities, map);
  return map;
}

function listeningTo(abilities: readonly Ability[] | undefined, event: Trigger, where: Heard = 'board'): readonly Listening[] {
  return abilities === undefined ? NO_LISTENING : (listening(abilities, where).get(event) ?? NO_LISTENING);
}

/**
 * The events the cards of one game hear on the board (abilities about other objects and
 * players, and those about their own card's player: a unit's "When I conquer") and in trashes:
 * a board whose cards hear nothing of an event is not walked for it, however many cards the
 * database holds (reads/game-cards.ts).
 */
const HEARD_ON_BOARD = cardQuestion<Trigger>('events heard on the board', (def) => {
  const heard = new Set<Trigger>();
  for (const text of [cardAbilities(def), def.effectText]) {
    if (!text) continue;
    for (const [on, list] of listening(text)) if (list.some((l) => !l.self || isPlayerEvent(on))) heard.add(on);
  }
  // What the card gives units is heard on the board, where those units are.
  for (const on of listening(cardAbilities(def), 'granted').keys()) heard.add(on);
  return [...heard];
});

const HEARD_IN_TRASH = cardQuestion<Trigger>('events heard in trashes', (def) => [...listening(cardAbilities(def), 'trash').keys()]);

/**
 * `event` happened: the abilities that hear it are queued. Those of the object it is about
 * first (its own, and the Effect Text of the gear attached to it), then the board's: battlefields,
 * units, legends, gear, in that order; then those heard in trashes.
 */
export function announce(host: RiftHost, event: TriggerEvent): void {
  if (event.object !== null) announceToObject(host, event, event.object);
  const hearing = cardsSaying(host, HEARD_ON_BOARD, event.trigger);
  if (hearing.size > 0) announceToBoard(host, event, hearing);
  if (askedInGame(host, HEARD_IN_TRASH).has(event.trigger)) announceToTrashes(host, event);
  if (host.state.delayed !== undefined) announceToDelayed(host, event);
}

/** A unit was dealt damage (some of it not prevented, CR 437): the event `damaged`, its controller's, where it is. */
export function announceDamaged(host: RiftHost, unit: ObjectId, inCombat: boolean): void {
  const obj = host.state.objects[unit];
  if (obj === undefined) return;
  const at = unitLocation(host.state, unit);
  announce(host, { trigger: 'damaged', object: unit, player: obj.controller, here: at === 'base' || at === undefined ? null : at, inCombat });
}

/**
 * The delayed triggers set up this turn (`delayedAbility`, CR 390.2) that hear `event`: they are
 * no object's, so they hear it wherever their card is now (CR 392), as their step's controller's.
 */
function announceToDelayed(host: RiftHost, event: TriggerEvent): void {
  const delayed = host.state.delayed as readonly DelayedEffect[];
  for (let i = 0; i < delayed.length; i++) {
    const d = delayed[i] as DelayedEffect;
    if (d.kind !== 'ability') continue;
    const ability = cardAbilities(card(host.rules, d.card))[d.ability];
    if (ability?.kind !== 'triggered' || !triggersOf(ability).includes(event.trigger)) continue;
    // One set up for a unit ("the next time it takes damage") hears only that unit's events.
    if (d.unit !== null && event.object !== d.unit) continue;
    if (ability.subject !== undefined && !hears(host, ability.subject, event, d.source, 'legend', d.controller, null)) continue;
    const entry: Listening = { ability, index: d.ability, named: event.trigger, self: false };
    queueDelayed(host, event, entry, d);
    // "The next time": it ends as it triggers.
    if (ability.next === true) endDelayed(host, d);
  }
}

function queueDelayed(host: RiftHost, event: TriggerEvent, l: Listening, d: Extract<DelayedEffect, { kind: 'ability' }>): void {
  const { state } = host;
  const subject = event.object ?? undefined;
  if (!conditionHolds(host, l.ability, subject === undefined ? { controller: d.controller, source: d.source, here: event.here } : { controller: d.controller, source: d.source, here: event.here, thatUnit: subject })) return;
  state.triggers.push(wholePendingTrigger({ id: `c${state.nextChainId++}`, trigger: l.named, controller: d.controller, source: d.source, card: d.card, ability: l.index, here: event.here, text: undefined, lastKnown: undefined, subject }));
  host.emit({ type: 'abilityTriggered', trigger: l.named, source: d.source, card: d.card, controller: d.controller });
}

/**
 * The abilities heard in trashes (CR 383.2.c.1), controlled by the card's owner: of each card
 * in a trash, seat by seat, then of each unit leaving the board for its owner's trash as the
 * event happens (a unit dying with the others killed, or itself the unit killed), not a token.
 */
function announceToTrashes(host: RiftHost, event: TriggerEvent): void {
  const { state } = host;
  for (const player of state.seats) {
    for (const id of player.trash) {
      const obj = state.objects[id];
      if (obj !== undefined) queueHeard(host, event, listeningTo(cardAbilities(card(host.rules, obj.card)), event.trigger, 'trash'), false, id, obj.card, undefined, obj.owner, null, 'trash');
    }
  }
  for (const id of event.leaving ?? NO_OBJECTS) {
    const obj = state.objects[id];
    if (obj === undefined || unitLocation(state, id) === undefined) continue;
    const def = card(host.rules, obj.card);
    if (!def.token) queueHeard(host, event, listeningTo(cardAbilities(def), event.trigger, 'trash'), false, id, obj.card, undefined, obj.owner, null, 'trash');
  }
}

const NO_OBJECTS: readonly ObjectId[] = [];

/** The abilities of the object an event is about that listen for events about it. */
function announceToObject(host: RiftHost, event: TriggerEvent, id: ObjectId): void {
  const obj = host.state.objects[id];
  if (obj === undefined) return;
  const def = card(host.rules, obj.card);
  // An attached gear's own text is inactive, but for its attach and detach triggers (CR 721.2, 725.1-725.2).
  const ownActive = def.type !== 'gear' || obj.attachedTo === undefined || event.trigger === 'attached' || event.trigger === 'detached';
  if (ownActive) queueHeard(host, event, listeningTo(cardAbilities(def), event.trigger), true, id, obj.card, undefined, obj.controller, event.here, def.type === 'gear' ? 'gear' : 'unit');
  if (def.type === 'unit') {
    queueEffectText(host, event, id, obj, true, event.here);
    queueGranted(host, event, id, obj, true, event.here);
  }
}

/** The abilities other cards gave `unit` this turn (mechanics/granted-abilities.ts): the unit's own, controlled by its controller. */
function queueGranted(host: RiftHost, event: TriggerEvent, unit: ObjectId, obj: GameObject, self: boolean, here: ObjectId | null): void {
  const given = grantedTo(host.state.delayed, unit);
  for (let i = 0; i < given.length; i++) {
    const g = given[i] as GrantedAbility;
    const list = listeningTo(cardAbilities(card(host.rules, g.card)), event.trigger, 'granted').filter((l) => l.index === g.ability);
    if (list.length > 0) queueHeard(host, event, list, self, unit, g.card, undefined, obj.controller, here, 'unit');
  }
}

/** The Effect Text of the gear attached to `unit`: the unit's abilities, controlled by its controller (CR 136.2.c, 718.3). */
function queueEffectText(host: RiftHost, event: TriggerEvent, unit: ObjectId, obj: GameObject, self: boolean, here: ObjectId | null): void {
  if (host.state.gear.length === 0) return;
  for (const gear of attachments(host.state, unit)) queueGearText(host, event, unit, gear, obj.controller, self, here);
}

function queueGearText(host: RiftHost, event: TriggerEvent, unit: ObjectId, gear: ObjectId, controller: SeatId, self: boolean, here: ObjectId | null): void {
  const gearCard = host.state.objects[gear]?.card;
  if (gearCard === undefined) return;
  queueHeard(host, event, listeningTo(card(host.rules, gearCard).effectText, event.trigger), self, unit, gearCard, 'effect', controller, here, 'unit');
}

/**
 * An event about the unit `gear` attaches to or detaches from, heard by that gear's Effect Text
 * alone (its attach and detach triggers work as it attaches and detaches, CR 725.1-725.2): the
 * event's player controls them.
 */
export function announceToEffectText(host: RiftHost, event: TriggerEvent, gear: ObjectId): void {
  if (event.object !== null) queueGearText(host, event, event.object, gear, event.player, true, event.here);
}

/**
 * An event about `unit` heard by that unit's own printed abilities alone ("When you attach an
 * Equipment to me", CR 434): not by the Effect Text of its gear, whose attach triggers hear the
 * attaching through {@link announceToEffectText}.
 */
export function announceToOwnText(host: RiftHost, event: TriggerEvent, unit: ObjectId): void {
  const obj = host.state.objects[unit];
  if (obj === undefined) return;
  const list = listeningTo(cardAbilities(card(host.rules, obj.card)), event.trigger);
  if (list.length > 0) queueHeard(host, event, list, true, unit, obj.card, undefined, obj.controller, event.here, 'unit');
}

/**
 * The board's abilities that hear an event about another object, or about a player. `hearing`:
 * the cards of the game that hear it on the board; the text of no other card is looked at.
 */
function announceToBoard(host: RiftHost, event: TriggerEvent, hearing: ReadonlySet<string>): void {
  const { state } = host;
  for (const bf of state.battlefields) {
    if (!hearing.has(bf.card)) continue;
    const list = listeningTo(cardAbilities(card(host.rules, bf.card)), event.trigger);
    if (list.length === 0) continue;
    // A battlefield's abilities are its controller's, the turn player's while it has none (CR 187.6.b);
    // what happens to a player here is theirs (the scorer's "When you conquer here").
    const controller = event.object === null && event.here === bf.id ? event.player : (bf.controller ?? state.turn.seat);
    queueHeard(host, event, list, false, bf.id, bf.card, undefined, controller, bf.id, 'battlefield');
  }
  const { units, objects, placesInOrder } = boardIndex(state);
  // Most units hear nothing of most events: where a unit is is looked at only for one that may
  // (itself, its gear's Effect Text, or an ability another card gave it this turn).
  const mayHearOtherText = state.gear.length > 0 || state.delayed !== undefined;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as ObjectId;
    const obj = objects[i];
    if (obj === undefined) continue;
    const heard = hearing.has(obj.card);
    if ((!heard && !mayHearOtherText) || event.leaving?.includes(unit)) continue;
    const list = heard ? listeningTo(cardAbilities(card(host.rules, obj.card)), event.trigger) : NO_LISTENING;
    // The unit's place, from the index in its order (what unitLocation finds by id).
    const here = placesInOrder[i]?.at;
    const at = here === 'base' || here === undefined ? null : here;
    if (list.length > 0) queueHeard(host, event, list, false, unit, obj.card, undefined, obj.controller, at, 'unit');
    queueEffectText(host, event, unit, obj, false, at);
    if (host.state.delayed !== undefined) queueGranted(host, event, unit, obj, false, at);
  }
  for (const player of state.seats) {
    const legend = state.objects[player.legendObject];
    if (legend === undefined || !hearing.has(legend.card)) continue;
    // A legend is in no location (CR 107.4.b): "that battlefield" is where its event happened.
    queueHeard(host, event, listeningTo(cardAbilities(card(host.rules, legend.card)), event.trigger), false, legend.id, legend.card, undefined, legend.controller, event.here, 'legend');
  }
  for (const gear of state.gear) {
    const obj = state.objects[gear];
    if (obj === undefined || obj.attachedTo !== undefined || !hearing.has(obj.card) || event.leaving?.includes(gear)) continue;
    queueHeard(host, event, listeningTo(cardAbilities(card(host.rules, obj.card)), event.trigger), false, gear, obj.card, undefined, obj.controller, obj.at ?? null, 'gear');
  }
}

/** What the source of an ability is: on the board, or a card in a trash. */
type SourceKind = 'unit' | 'gear' | 'legend' | 'battlefield' | 'trash';

/**
 * Queues those of `list` that hear `event` from `source`. `self`: on the object the event is
 * about, only its abilities about itself; otherwise (the board's) the others, and for an event
 * with no object those about their own card's player too.
 * `kind` is what the source is; `here` is the battlefield its ability refers to.
 */
function queueHeard(
  host: RiftHost,
  event: TriggerEvent,
  list: readonly Listening[],
  self: boolean,
  source: ObjectId,
  cardId: string,
  text: AbilityText | undefined,
  controller: SeatId,
  here: ObjectId | null,
  kind: SourceKind,
): void {
  for (let i = 0; i < list.length; i++) {
    const l = list[i] as Listening;
    // On the object an event is about, its abilities about itself; elsewhere the others, and those of a player's event.
    if (self ? !l.self : l.self && event.object !== null) continue;
    const { ability } = l;
    if (!hears(host, ability.subject, event, source, kind, controller, here)) continue;
    if (ability.nth !== undefined && countEvent(host, source, cardId, l.index, text) !== ability.nth) continue;
    // "One or more": what happens together triggers it once (CR 383.1.b).
    if (ability.subject?.oneOrMore && host.state.triggers.some((t) => t.source === source && t.card === cardId && t.ability === l.index && t.text === text)) continue;
    // An inactive dependent ability does not trigger (CR 727.1.c.1); one active now does (CR 727.1.c.1.a).
    if (!isActive(host.state, ability, controller, source)) continue;
    const own = event.object === source;
    const lastKnown = own ? event.lastKnown : undefined;
    const subject = event.object !== null && !own ? event.object : undefined;
    const asked: Record<string, unknown> = { controller, source, here };
    if (lastKnown) asked['might'] = lastKnown.might;
    if (subject !== undefined) asked['thatUnit'] = subject;
    if (own && event.paidAdditionalCost === true) asked['paidAdditionalCost'] = true;
    if (event.excessDamage !== undefined) asked['excessDamage'] = event.excessDamage;
    if (!conditionHolds(host, ability, asked)) continue;
    const { state } = host;
    // Kept on the item only for an ability whose steps deal "that much" of it (CR 460.2).
    const excessDamage = event.excessDamage !== undefined && countsExcessDamage(ability) ? event.excessDamage : undefined;
    // Kept only for an ability a step of which its event's player does ("they draw 1").
    const eventPlayer = namesEventPlayer(ability) ? event.player : undefined;
    // [Deathknell] effects of a player with such a passive trigger an additional time (CR 808): the same trigger, once more for each such passive.
    const times = DEATHKNELL_ABILITIES.has(ability as Ability) ? 1 + additionalDeathknells(host, controller) : 1;
    for (let n = 0; n < times; n++) {
      state.triggers.push(wholePendingTrigger({ id: `c${state.nextChainId++}`, trigger: l.named, controller, source, card: cardId, ability: l.index, here, text, lastKnown, subject, excessDamage, eventPlayer }));
      host.emit({ type: 'abilityTriggered', trigger: l.named, source, card: cardId, controller });
    }
  }
}

/** Whether a step of the ability counts the excess damage of the conquest it heard ("deal that much"). */
function countsExcessDamage(ability: TriggeredAbility): boolean {
  return ability.effects.some((e) => (e as { equalTo?: { excessDamage?: true } }).equalTo?.excessDamage === true);
}

/** Whether a step of the ability is done by the player its event is about ("they draw 1"). */
function namesEventPlayer(ability: TriggeredAbility): boolean {
  return ability.effects.some((e) => {
    const player = (e as { readonly player?: unknown }).player;
    return typeof player === 'object' && player !== null && (player as { readonly eventPlayer?: true }).eventPlayer === true;
  });
}

/** One more event for a "the Nth time ... each turn" ability: how many it has seen this turn. */
function countEvent(host: RiftHost, source: ObjectId, cardId: string, index: number, text: AbilityText | undefined): number {
  const key = `${source}/${cardId}#${index}${text === undefined ? '' : `/${text}`}`;
  const counts = (host.state.triggerCounts ??= {});
  const seen = (counts[key] ?? 0) + 1;
  counts[key] = seen;
  return seen;
}

/** Whether an ability with this subject, of `source` (controlled by `controller`, its "here" `here`), hears `event`. */
function hears(host: RiftHost, subject: TriggerSubject | undefined, event: TriggerEvent, source: ObjectId, kind: SourceKind, controller: SeatId, here: ObjectId | null): boolean {
  const { state } = host;
  if (subject === undefined || subject.self) {
    if (event.object !== null) {
      if (event.object !== source) return false;
    } else if (!isPlayerEvent(event.trigger) || !ownPlayerEvent(event, kind, controller, source, here)) return false;
    if (subject === undefined) return true;
  }
  if (subject.other && event.object === source) return false;
  if (subject.by !== undefined && !whose(host, subject.by, event.player, controller)) return false;
  if (subject.opponentsTurn && sameTeam(state, state.turn.seat, controller)) return false;
  if (subject.firstTurn && seat(state, event.player).turnsStarted !== 1) return false;
  if (subject.cardThisTurn !== undefined && (seat(state, event.player).cardsPlayedThisTurn?.length ?? 0) !== subject.cardThisTurn) return false;
  // Played from hiding: said of its `played` events; the other events of a list are heard as they come.
  if (subject.fromHidden && event.trigger === 'played' && !event.fromHidden) return false;
  if (subject.inCombat && !event.inCombat) return false;
  if (subject.bySpell && !event.bySpell) return false;
  if (subject.open && !event.open) return false;
  if (subject.afterAttack && !event.afterAttack) return false;
  if (subject.to === 'battlefield' && event.here === null) return false;
  if (subject.to === 'otherBattlefield' && (event.here === null || event.here === here)) return false;
  if (subject.from === 'myLocation') {
    if (!movedFromWhereItIs(state, event, source)) return false;
  } else if (subject.from !== undefined && (event.from === undefined || event.from === 'base' || (subject.from === 'here' && event.from !== here))) return false;
  if (subject.at === 'here' && (event.here === null || event.here !== here)) return false;
  if (subject.at === 'controlled' && (event.here === null || findBattlefield(state, event.here)?.controller !== controller)) return false;
  return objectHeard(host, subject, event.object, controller);
}

/** An event about a player concerns a card about itself: a unit of theirs at the battlefield where it happened (CR 383.4.c.2.a, 461.3.c), the battlefield itself, their legend or gear. */
function ownPlayerEvent(event: TriggerEvent, kind: SourceKind, controller: SeatId, source: ObjectId, here: ObjectId | null): boolean {
  if (kind === 'battlefield') return event.here === source;
  if (controller !== event.player) return false;
  return kind !== 'unit' || event.here === null || event.here === here;
}

function whose(host: RiftHost, by: NonNullable<TriggerSubject['by']>, player: SeatId, controller: SeatId): boolean {
  if (by === 'you') return player === controller;
  const mates = sameTeam(host.state, player, controller);
  return by === 'youOrAlly' ? mates : !mates;
}

/** The object's part of a subject: what it is and whose. */
function objectHeard(host: RiftHost, subject: TriggerSubject, id: ObjectId | null, controller: SeatId): boolean {
  const asksObject =
    subject.select !== undefined || subject.relation !== undefined || subject.mighty !== undefined || subject.buffed !== undefined || subject.stunned !== undefined ||
    subject.tag !== undefined || subject.exceptTag !== undefined || subject.minEnergy !== undefined || subject.minPower !== undefined || subject.alone !== undefined || subject.oneOnOne !== undefined;
  if (!asksObject) return true;
  const obj = id === null ? undefined : host.state.objects[id];
  if (obj === undefined || id === null) return false;
  const def = card(host.rules, obj.card);
  if (subject.select !== undefined && (subject.select === 'card' ? def.type !== 'unit' && def.type !== 'spell' && def.type !== 'gear' : def.type !== subject.select)) return false;
  if (subject.relation !== undefined) {
    const mates = sameTeam(host.state, obj.controller, controller);
    if (subject.relation === 'enemy' ? mates : !mates || (subject.relation === 'controlled' && obj.controller !== controller)) return false;
  }
  if (subject.buffed !== undefined && (obj.buffed === true) !== subject.buffed) return false;
  if (subject.stunned !== undefined && (obj.stunned === true) !== subject.stunned) return false;
  if (subject.tag !== undefined && !(def.tags ?? []).includes(subject.tag)) return false;
  if (subject.exceptTag !== undefined && (def.tags ?? []).includes(subject.exceptTag)) return false;
  if (subject.minEnergy !== undefined && (def.cost?.energy ?? 0) < subject.minEnergy) return false;
  if (subject.minPower !== undefined && (def.cost?.power.length ?? 0) < subject.minPower) return false;
  if (subject.mighty !== undefined && isMighty(host, id) !== subject.mighty) return false;
  if (subject.alone && !isAlone(host.state, id)) return false;
  if (subject.oneOnOne && !isOneOnOne(host.state, id)) return false;
  return true;
}
