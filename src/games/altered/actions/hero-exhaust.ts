/**
 * A hero's exhaust ability ("{T} : ..." printed on a hero): the hero is in play in its Hero zone
 * (glossary 1.2.4.d), so its exhaust ability is a quick action like a character's (seed 003,
 * Afternoon: quick actions), taken with `hero: true` instead of a card. The hero is no object
 * (state/state.ts): its being exhausted is its seat's `heroExhausted`, which the Morning readies with
 * the other exhausted cards; it counts its 100 uses a day (1.4.6.b) like any quick action.
 * "You can only activate this if you are the first player" (`firstPlayerOnly`, any quick action):
 * offered only while its player's team holds the first-player marker (1.4.1.a).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { refuse } from '../i18n/messages.js';
import { card, seat, teamOf } from '../reads/queries.js';
import type { AlteredHost, SeatId } from '../state/state.js';
import type { Ability } from '../mechanics/targets.js';

const RULE = 'glossary 1.2.4.d';

/** The key of a hero's quick action in the day's count (actions/quick-actions.ts). */
export function heroUseKey(seatId: SeatId, second: boolean): string {
  return `${seatId}:hero#${second ? 'exhaustAlso' : 'exhaust'}`;
}

/** The hero's exhaust ability (`second`: its second one) its player may use now, or why none; `uses`: how many times it was used today, `limit` at most. */
export function heroQuickAbility(host: AlteredHost, seatId: SeatId, second: boolean, uses: number, limit: number): Ability | RuleViolation {
  const s = seat(host.state, seatId);
  const def = s.hero === null ? undefined : card(host.rules, s.hero);
  const ability = def && (second ? def.exhaustAlso : def.exhaust);
  if (!def || !ability) return refuse('NO_QUICK_ACTION.noHeroExhaust', RULE);
  if (s.heroExhausted === true) return refuse('EXHAUSTED.inPlay', RULE, { name: def.name });
  if (uses >= limit) return refuse('QUICK_ACTION_LIMIT', 'glossary 1.4.6.b', { name: def.name, uses: limit });
  return firstPlayerRefusal(host, seatId, ability) ?? ability;
}

/** Why a quick action that only the first player may use is not offered now, if it is not. */
export function firstPlayerRefusal(host: AlteredHost, seatId: SeatId, ability: Ability): RuleViolation | undefined {
  if (ability.firstPlayerOnly !== true || teamOf(host.rules, host.state.firstPlayer) === teamOf(host.rules, seatId)) return undefined;
  return refuse('NOT_ALLOWED.firstPlayerOnly', 'glossary 1.4.1.a');
}

/** The hero is exhausted by using its exhaust ability. */
export function exhaustHero(host: AlteredHost, seatId: SeatId): void {
  seat(host.state, seatId).heroExhausted = true;
}
