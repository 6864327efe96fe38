/**
 * What spells, exhaust, support abilities and reactions do: an optional target and a list of
 * effects. One mechanism for all, so a card file can give any of them any effect.
 */
import { violation, type RuleViolation } from '../../engine/errors.js';
import type { Characteristics } from './characteristics.js';
import { cardOf, hasKeyword, seat, teamOf } from './queries.js';
import type { AlteredCard } from './schema.js';
import { trigger } from './triggers.js';
import type { AlteredHost, ObjectId, SeatId } from './state.js';

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

/** The characters in expeditions that `seatId` may target with this ability. */
function targetable(host: AlteredHost, seatId: SeatId, ability: Ability): string[] {
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
  const inPlay = typeof target === 'string' && host.state.seats.some((s) => s.expedition.includes(target));
  return violation('ILLEGAL_TARGET', inPlay ? 'choose one of your characters' : 'choose a character in an expedition', 'RULES.md §13');
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
    } else if (effect.op === 'draw') {
      const drawn = s.deck.splice(0, effect.amount);
      s.hand.push(...drawn);
      host.emit({ type: 'cardsDrawn', seat: s.id, count: drawn.length });
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
