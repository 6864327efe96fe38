/**
 * What spells, exhaust, support abilities and reactions do: an optional target and a list of
 * effects. One mechanism for all, so a card file can give any of them any effect.
 */
import { violation, type RuleViolation } from '../../engine/errors.js';
import type { Characteristics } from './characteristics.js';
import { cardOf, hasKeyword, seat, teamOf } from './queries.js';
import type { AlteredCard } from './schema.js';
import { trigger } from './triggers.js';
import { revealAt } from './tumult.js';
import type { AlteredHost, ObjectId, SeatId, Side } from './state.js';

export type Ability = NonNullable<AlteredCard['exhaust']>;

/**
 * Tough X: an opponent's spell, quick action or reaction that targets this character costs X
 * more (a teammate is no opponent).
 */
export function toughCost(host: AlteredHost, seatId: SeatId, target: unknown, chars?: Characteristics): number {
  if (typeof target !== 'string') return 0;
  const obj = host.state.objects[target];
  if (!obj || teamOf(host.rules, obj.owner) === teamOf(host.rules, seatId) || !hasKeyword(host, target, 'tough', chars)) return 0;
  return cardOf(host, target).tough ?? 1;
}

/** What playing the card does besides putting it somewhere: a spell's target and effects; other cards, nothing. */
export function playedAbility(def: AlteredCard): Ability {
  return { ...(def.target ? { target: def.target } : {}), effects: def.effects ?? [] };
}

/** Pays a cost by exhausting that many ready mana orbs (the caller checked there are enough). */
export function payMana(host: AlteredHost, seatId: SeatId, cost: number): void {
  let left = cost;
  for (const orb of seat(host.state, seatId).mana) if (left > 0 && !orb.exhausted) (orb.exhausted = true), left--;
}

/** The opponents of a seat: the players of the other teams. */
function opponents(host: AlteredHost, seatId: SeatId): SeatId[] {
  return host.state.seats.filter((s) => teamOf(host.rules, s.id) !== teamOf(host.rules, seatId)).map((s) => s.id);
}

/**
 * What `seatId` may target with this ability: characters in expeditions ("friendly" ones are
 * yours, not a teammate's: seed, 2v2 wording) or, for `opponent`, an opponent's seat.
 */
function targetable(host: AlteredHost, seatId: SeatId, ability: Ability): string[] {
  if (ability.target === 'opponent') return opponents(host, seatId);
  const characters = host.state.seats.flatMap((s) => s.expedition);
  return ability.target === 'friendlyCharacter' ? characters.filter((c) => host.state.objects[c]?.owner === seatId) : characters;
}

/** The ways to aim the ability: one per legal target, or a single untargeted one. */
export function aims(host: AlteredHost, seatId: SeatId, ability: Ability): Record<string, unknown>[] {
  return ability.target ? targetable(host, seatId, ability).map((target) => ({ target })) : [{}];
}

/** Why this target is not one the ability can take, if it is not. */
export function targetRefusal(host: AlteredHost, seatId: SeatId, ability: Ability, target: unknown, api: string): RuleViolation | undefined {
  if (!ability.target) return target === undefined ? undefined : violation('MALFORMED_ACTION', 'this card has no target', api);
  if (typeof target === 'string' && targetable(host, seatId, ability).includes(target)) return undefined;
  if (ability.target === 'opponent') return violation('ILLEGAL_TARGET', 'choose one of your opponents (a teammate is none)', 'RULES.md §13 (2v2 wording)');
  const inPlay = typeof target === 'string' && host.state.seats.some((s) => s.expedition.includes(target));
  return violation('ILLEGAL_TARGET', inPlay ? 'choose one of your characters' : 'choose a character in an expedition', 'RULES.md §13');
}

function draw(host: AlteredHost, seatId: SeatId, amount: number): void {
  const s = seat(host.state, seatId);
  const drawn = s.deck.splice(0, amount);
  s.hand.push(...drawn);
  host.emit({ type: 'cardsDrawn', seat: seatId, count: drawn.length });
}

function exhaustOrbs(host: AlteredHost, seatId: SeatId, amount: number): void {
  const count = Math.min(amount, seat(host.state, seatId).mana.filter((m) => !m.exhausted).length);
  payMana(host, seatId, count);
  host.emit({ type: 'orbsExhausted', seat: seatId, count });
}

/** Moves an expedition along its track (forward: toward the other one), within the track; entering a face-down Tumult half reveals it. */
function moveExpedition(host: AlteredHost, seatId: SeatId, side: Side, regions: number): void {
  const s = seat(host.state, seatId);
  const forward = side === 'hero' ? 1 : -1;
  const to = Math.max(0, Math.min(s.track.length - 1, s.position[side] + forward * regions));
  const moved = (to - s.position[side]) * forward;
  s.position[side] = to;
  host.emit({ type: 'expeditionMovedByEffect', seat: seatId, side, regions: moved, to });
  if (moved !== 0) revealAt(host, seatId, side);
}

/**
 * Applies the effects, in order, for `seatId`; "if you are the first player" counts the whole
 * team. `me` is the card that carries the ability: effects marked `me` reach it while it is
 * in an expedition (a reaction's card may have left play since it triggered).
 */
export function resolve(host: AlteredHost, seatId: SeatId, ability: Ability, targetId: unknown, me: ObjectId | null = null): void {
  const s = seat(host.state, seatId);
  const inPlay = (id: unknown) => (typeof id === 'string' && host.state.seats.some((x) => x.expedition.includes(id)) ? host.state.objects[id] : undefined);
  const firstPlayerTeam = teamOf(host.rules, host.state.firstPlayer) === teamOf(host.rules, seatId);
  for (const effect of ability.effects) {
    const target = 'me' in effect && effect.me ? inPlay(me) : inPlay(targetId);
    if (effect.ifFirstPlayer && !firstPlayerTeam) {
      host.emit({ type: 'effectSkipped', op: effect.op, reason: 'notFirstPlayer' });
    } else if (effect.op === 'moveExpedition' && host.state.arena) {
      // Seed 003 (tiebreak): in the Arena, abilities that move expeditions have no effect.
      host.emit({ type: 'effectSkipped', op: effect.op, reason: 'arena' });
    } else if (effect.op === 'draw' || effect.op === 'exhaustOrbs' || effect.op === 'moveExpedition') {
      const who = effect.player ?? 'you';
      const players = who === 'you' ? [s.id] : who === 'eachOpponent' ? opponents(host, seatId) : opponents(host, seatId).filter((id) => id === targetId);
      if (players.length === 0) host.emit({ type: 'effectSkipped', op: effect.op, reason: 'noTarget' });
      for (const id of players) {
        if (effect.op === 'moveExpedition') moveExpedition(host, id, effect.expedition, effect.regions);
        else (effect.op === 'draw' ? draw : exhaustOrbs)(host, id, effect.amount);
      }
    } else if (!target) {
      host.emit({ type: 'effectSkipped', op: effect.op, reason: 'noTarget' });
    } else {
      if (effect.op === 'boost') target.boosts = (target.boosts ?? 0) + effect.amount;
      if (effect.op === 'anchor') target.anchored = true;
      if (effect.op === 'sleep') target.asleep = true;
      host.emit({ type: 'spellEffect', op: effect.op, target: target.id });
      if (effect.op === 'boost') trigger(host, { on: 'boosted', object: target.id });
    }
  }
}
