/**
 * Targets of spells, quick actions and reactions (seed 003, 2v2 wording): "one of your
 * characters" is on your side only, "a character" is any, allied or enemy, "target opponent"
 * is one of your opponents, never a teammate. Tough taxes opponents who target.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { characteristics, characteristicsFor, passivesMayChange, printedCharacteristics, type Characteristics, type Part } from '../reads/characteristics.js';
import { cardOf, facing, hasKeyword, inGame, seat, teamOf } from '../reads/queries.js';
import { ofType } from './card-moves.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { objectById, type AlteredHost, type ObjectId, type SeatId } from '../state/state.js';
import { expeditionsOfObject, targetableExpeditions } from '../reads/expeditions.js';
import { countOf, regionHas } from '../reads/counts.js';
import { refuse, text } from '../i18n/messages.js';
import { severalAims, severalRefusal } from './several-targets.js';
import { hasStatus } from '../reads/controlled.js';
import { aimsAtPermanents } from '../cards/permanent-targets.js';

export type Ability = NonNullable<AlteredCard['exhaust']>;

/** The opponents of a seat: the players of the other teams. */
export function opponents(host: AlteredHost, seatId: SeatId): SeatId[] {
  return host.state.seats.filter((s) => inGame(host.state, s.id) && teamOf(host.rules, s.id) !== teamOf(host.rules, seatId)).map((s) => s.id);
}

/** The teammates of a seat (none when it plays alone). */
export function teammates(host: AlteredHost, seatId: SeatId): SeatId[] {
  return host.state.seats.filter((s) => s.id !== seatId && inGame(host.state, s.id) && teamOf(host.rules, s.id) === teamOf(host.rules, seatId)).map((s) => s.id);
}

const TOUGH: readonly Part[] = ['keyword:tough'];

/**
 * Tough X: an opponent's spell, quick action or reaction that targets this character costs X
 * more (a teammate is no opponent). A card in Reserve has no Tough: its abilities do not work there (1.2.4.d).
 */
export function toughCost(host: AlteredHost, seatId: SeatId, target: unknown, chars?: Characteristics): number {
  // Several targets (mechanics/several-targets.ts): each one chosen is taxed (the official rulings agree).
  if (Array.isArray(target)) return target.reduce((sum: number, one: unknown) => sum + toughCost(host, seatId, one, chars), 0);
  const obj = objectById(host.state, target);
  if (typeof target !== 'string' || !obj || teamOf(host.rules, obj.owner) === teamOf(host.rules, seatId)) return 0;
  if (seat(host.state, obj.owner).reserve.includes(target)) return 0;
  // Tough X as passives make it in play (a granted Tough keeps its X, a lost one is gone); as
  // printed elsewhere, and in play too while no passive there changes Tough.
  const now = chars ?? (passivesMayChange(host, TOUGH) ? characteristics(host) : undefined);
  // "[Tough X], where X is the number of ...": counted for its owner as it is targeted, a granted Tough's X beside it.
  const def = cardOf(host, target);
  const counted = def.toughX === undefined ? 0 : countOf(host, obj.owner, def.toughX);
  if (now === undefined) return Math.max(printedCharacteristics(def).tough, counted);
  if (!hasKeyword(host, target, 'tough', now)) return 0;
  return Math.max(now.characters[target]?.tough ?? def.tough ?? 1, counted);
}

/** What a step chooses as it resolves: an inner action's own target, or a card in a Reserve (Sabotage). */
export type StepTarget = NonNullable<Ability['target']> | 'reserveCard';
type Effect = Ability['effects'][number];

/** The kind of target a step chooses as it resolves, if it chooses one. */
export function stepTargetOf(effect: Effect | undefined): StepTarget | undefined {
  if (effect === undefined) return undefined;
  if (effect.op === 'sabotage' || (effect.op === 'ready' && effect.inReserve)) return 'reserveCard';
  return 'innerTarget' in effect ? effect.innerTarget : undefined;
}

/** What choosing this target costs: Tough on an opponent's character; a card in Reserve has no Tough to pay. */
export function stepTargetCost(host: AlteredHost, seatId: SeatId, kind: StepTarget | undefined, target: unknown): number {
  return kind === 'reserveCard' ? 0 : toughCost(host, seatId, target);
}

/** Every card in the Reserve of a player still in the game, within the scope: only `seatId`'s own ("your Reserve"), only of a type. */
function reserveCards(host: AlteredHost, seatId: SeatId, scope?: Ability['targetScope']): string[] {
  const seats = host.state.seats.filter((s) => inGame(host.state, s.id) && (!scope?.yours || s.id === seatId));
  return seats.flatMap((s) => s.reserve).filter((id) => (scope?.cardType === undefined || ofType(cardOf(host, id), scope.cardType)) && (!scope?.exhausted || host.state.objects[id]?.exhausted === true));
}

/** What an ability or a step aims at: its kind of target, and the Hand Cost bounds of a character target. */
export interface Aimed {
  readonly target?: StepTarget | undefined;
  readonly targetHandCost?: Ability['targetHandCost'] | undefined;
  readonly targetScope?: Ability['targetScope'] | undefined;
  readonly targetCount?: Ability['targetCount'] | undefined;
}

/**
 * What `seatId` may target with this ability: characters in expeditions (within its Hand Cost
 * bounds, if it has them), for `opponent` an opponent's seat, for `reserveCard` a card in any
 * player's Reserve (glossary, Targeting: a card in Reserve is controlled by no one), for
 * `expedition` any player's expedition (seed 003: allied or enemy).
 */
export function targetable(host: AlteredHost, seatId: SeatId, ability: Aimed, source: ObjectId | null = null): string[] {
  if (ability.target === 'opponent') return opponents(host, seatId);
  // "Target player": any player still in the game, the ability's own player too.
  if (ability.target === 'player') return host.state.seats.filter((s) => inGame(host.state, s.id)).map((s) => s.id);
  if (ability.target === 'reserveCard') return reserveCards(host, seatId, ability.targetScope);
  if (ability.target === 'expedition') return targetableExpeditions(host);
  const aimed = inPlayTargets(host, ability.target);
  const yours = ability.target === 'friendlyCharacter' || ability.target === 'friendlyPermanent' ? aimed.filter((c) => host.state.objects[c]?.owner === seatId) : aimed;
  const bounds = ability.targetHandCost && handCostNow(host, seatId, ability.targetHandCost);
  const costed = bounds === undefined ? yours : yours.filter((c) => withinHandCost(cardOf(host, c).handCost ?? 0, bounds));
  return ability.targetScope === undefined ? costed : costed.filter((c) => inScope(host, c, ability.targetScope as TargetScope, source));
}

type TargetScope = NonNullable<Ability['targetScope']>;

/** "With no statistic over 3": each of the character's statistics, with its boosts (the official rulings count them), is at most `max`. */
function statisticsAtMost(host: AlteredHost, id: ObjectId, max: number): boolean {
  const stats = characteristicsFor(host, STATS_READS)?.characters[id]?.stats ?? printedCharacteristics(cardOf(host, id)).stats;
  const boosts = host.state.objects[id]?.boosts ?? 0;
  return Object.values(stats).every((value) => value + boosts <= max);
}

const STATS_READS: readonly Part[] = ['stats'];

/**
 * Whether an object in play is within a target's scope (glossary, Targeting): "another" is
 * not the ability's own card (`source`); "in my Expedition" shares an expedition with it (a
 * Gigantic one is in both of its controller's), "in your other Expedition" is in its controller's
 * other one; "in {V}" is in an expedition whose region has
 * that terrain. A card out of play has no expedition, so an
 * ability whose card has left reaches nothing "in my Expedition".
 */
function inScope(host: AlteredHost, id: string, scope: TargetScope, source: ObjectId | null): boolean {
  if (scope.other && id === source) return false;
  // "Target Character or Expedition Permanent": no landmark.
  if (scope.expeditionPermanents && host.state.seats.some((s) => s.landmarks.includes(id))) return false;
  // "Target [[Fleeting]] or [[Asleep]] Character": any one of the statuses asked (glossary 2.4).
  const obj = host.state.objects[id];
  if (scope.statuses !== undefined && (obj === undefined || !scope.statuses.some((s) => hasStatus(obj, s)))) return false;
  // "In {V}": an expedition of its in a region of that terrain (a Gigantic one's: either).
  const terrain = scope.terrain;
  if (terrain !== undefined && !expeditionsOfObject(host, id).some((e) => regionHas(host, e.seat, e.side, terrain))) return false;
  if (scope.maxStatistic !== undefined && !statisticsAtMost(host, id, scope.maxStatistic)) return false;
  if (scope.in === undefined) return true;
  const mine = expeditionsOfObject(host, source);
  // "In your other Expedition": its controller's expedition the card is not in (a Gigantic card is in both, so has none: glossary 7.4.3.g).
  // "In the Expedition facing me": the opponent's facing the card's own (a Gigantic card's: both).
  const named =
    scope.in === 'mine'
      ? mine
      : scope.in === 'facing'
        ? mine.map((m) => ({ seat: facing(host, m.seat, m.side), side: m.side }))
        : mine.length === 1
          ? mine.map((m) => ({ seat: m.seat, side: m.side === 'hero' ? ('companion' as const) : ('hero' as const) }))
          : [];
  return expeditionsOfObject(host, id).some((e) => named.some((m) => m.seat === e.seat && m.side === e.side));
}


/** The objects in play a kind of target is chosen among: characters in expeditions, permanents (landmarks, expedition permanents), or both. */
function inPlayTargets(host: AlteredHost, target: StepTarget | undefined): string[] {
  const seats = host.state.seats.filter((s) => inGame(host.state, s.id));
  const permanents = aimsAtPermanents(target) ? seats.flatMap((s) => [...s.landmarks, ...s.permanents]) : [];
  const characters = target === 'friendlyPermanent' || target === 'anyPermanent' ? [] : seats.flatMap((s) => s.expedition);
  return [...characters, ...permanents];
}

/** The bounds as they stand now: "{X} or less, where X is the number of ..." counts for the ability's player. */
function handCostNow(host: AlteredHost, seatId: SeatId, bounds: NonNullable<Ability['targetHandCost']>): NonNullable<Ability['targetHandCost']> {
  if (bounds.atMostCounted === undefined) return bounds;
  const { atMostCounted, ...rest } = bounds;
  return { ...rest, atMost: Math.min(rest.atMost ?? Infinity, countOf(host, seatId, atMostCounted)) };
}

/** Whether a Hand Cost is within an ability's bounds ("with Hand Cost {3} or less"). */
function withinHandCost(cost: number, bounds: NonNullable<Ability['targetHandCost']>): boolean {
  return (bounds.atMost === undefined || cost <= bounds.atMost) && (bounds.atLeast === undefined || cost >= bounds.atLeast);
}

/** One way to aim an ability: its target (a set of them, for several targets), or none. */
export interface Aim {
  readonly target?: string | readonly string[];
}

/** The ways to aim the ability: one per legal target (per set of them, for several targets), or a single untargeted one. */
export function aims(host: AlteredHost, seatId: SeatId, ability: Aimed, source: ObjectId | null = null): Aim[] {
  if (ability.target && ability.targetCount) return severalAims(host, targetable(host, seatId, ability, source), ability.targetCount);
  return ability.target ? targetable(host, seatId, ability, source).map((target) => ({ target })) : [{}];
}

/** Why this target is not one the ability can take, if it is not. */
export function targetRefusal(host: AlteredHost, seatId: SeatId, ability: Aimed, target: unknown, api: string, source: ObjectId | null = null): RuleViolation | undefined {
  if (!ability.target) return target === undefined ? undefined : refuse('MALFORMED_ACTION.noCardTarget', api);
  if (ability.targetCount) {
    const { targetCount, ...one } = ability;
    return severalRefusal(host, target, targetCount, api, (id) => targetRefusal(host, seatId, one, id, api, source));
  }
  if (typeof target === 'string' && targetable(host, seatId, ability, source).includes(target)) return undefined;
  // A target the ability could take but for its scope ("another", "in my Expedition").
  if (typeof target === 'string' && ability.targetScope !== undefined && targetable(host, seatId, { ...ability, targetScope: undefined }).includes(target)) {
    const { statuses, ...placed } = ability.targetScope;
    if (statuses !== undefined && targetable(host, seatId, { ...ability, targetScope: placed }, source).includes(target)) return refuse('ILLEGAL_TARGET.status', 'glossary 2.4');
    return refuse(ability.targetScope.other && target === source ? 'ILLEGAL_TARGET.other' : 'ILLEGAL_TARGET.myExpedition', 'glossary (Targeting)');
  }
  if (ability.target === 'opponent') return refuse('ILLEGAL_TARGET.opponent', 'seed 003 (2v2 wording)');
  if (ability.target === 'player') return refuse('ILLEGAL_TARGET.player', 'glossary (Targeting)');
  if (ability.target === 'reserveCard') return refuse('ILLEGAL_TARGET.reserveCard', 'glossary (Targeting)');
  if (ability.target === 'expedition') return refuse('ILLEGAL_TARGET.expedition', 'seed 003 (2v2 wording)');
  const what = TARGET_NOUNS[ability.target];
  const inPlay = typeof target === 'string' && inPlayTargets(host, ability.target).includes(target);
  if (inPlay && ability.targetHandCost !== undefined && targetable(host, seatId, { target: ability.target }).includes(target)) {
    const { atMost, atLeast } = handCostNow(host, seatId, ability.targetHandCost);
    const bounds = atLeast === undefined ? text('handCost.atMost', { atMost: atMost ?? 0 }) : atMost === undefined ? text('handCost.atLeast', { atLeast }) : text('handCost.between', { atLeast, atMost });
    return refuse('ILLEGAL_TARGET.handCost', 'glossary 1.2.2.c', { what: text(`target.${what}`), bounds });
  }
  return inPlay ? refuse('ILLEGAL_TARGET.yours', 'seed 003', { what: text(`target.${what}s`) }) : refuse('ILLEGAL_TARGET.inPlay', 'seed 003', { what: text(`target.${what}`) });
}

/** How a refusal names the objects a kind of target is chosen among. */
const TARGET_NOUNS: Record<Exclude<StepTarget, 'opponent' | 'reserveCard' | 'expedition' | 'player'>, 'character' | 'permanent' | 'characterOrPermanent'> = {
  friendlyCharacter: 'character',
  anyCharacter: 'character',
  friendlyPermanent: 'permanent',
  anyPermanent: 'permanent',
  anyCharacterOrPermanent: 'characterOrPermanent',
}
