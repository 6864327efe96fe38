/**
 * Quick actions (glossary: "before playing a card, a player may take any number of quick
 * actions, such as activating exhaust or support abilities"): on your Afternoon turn,
 * exhaust a card to use its ability. The turn goes on.
 *
 * - An exhaust ability belongs to a character in an expedition or to a permanent.
 * - A support ability belongs to a card in Reserve.
 * Targeting an opponent's Tough character costs its X in mana orbs; the ability's own cost,
 * mana or a card given up, is paid as well (actions/quick-action-costs.ts).
 * An exhausted card has no quick action until it is readied in the Morning; a character
 * that lost its abilities to a passive has none either.
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { characteristics, passivesMayChange, type Part } from '../reads/characteristics.js';
import { payMana, resolve } from '../mechanics/effects.js';
import { aims, targetRefusal, toughCost, type Ability } from '../mechanics/targets.js';
import { card, cardOf, inPlay as allInPlay, readyMana, seat } from '../reads/queries.js';
import { objectById, type AlteredHost, type AlteredObject, type ObjectId, type SeatId } from '../state/state.js';
import type { QuickActionAction } from '../../../types/altered.js';
import { refuse } from '../i18n/messages.js';
import { alteredAction, id, target } from '../mechanics/declare-action.js';
import { costCardRefusal, costCards, costMana, counterCostRefusal, giveUpCostCard, spendCostCounters, withCostAsked } from './quick-action-costs.js';
import { exhaustCard } from '../mechanics/player-acts.js';
import { exhaustHero, firstPlayerRefusal, heroQuickAbility, heroUseKey } from './hero-exhaust.js';

const API = 'docs/altered.md#actions';
const RULE = 'seed 003 (Afternoon: quick actions)';

/** Whether a character kept its abilities: a passive in play that takes them away decides it. */
const ABILITIES: readonly Part[] = ['abilities'];

/** Glossary 1.4.6.b: one quick action is used at most 100 times a day. */
export const DAILY_QUICK_ACTION_USES = 100;

/** The key of a card's quick action in the day's count: its exhaust ability in play (its second one apart), its support ability in Reserve. */
function useKey(id: ObjectId, inPlay: boolean, second = false): string {
  return `${id}#${inPlay ? (second ? 'exhaustAlso' : 'exhaust') : 'support'}`;
}

/** Whether a card of `seatId` is in play (else in Reserve, or neither: undefined). */
function whereIs(host: AlteredHost, seatId: SeatId, id: ObjectId): boolean | undefined {
  const s = seat(host.state, seatId);
  return allInPlay(s).includes(id) ? true : s.reserve.includes(id) ? false : undefined;
}

/** The ability a card of `seatId` offers as a quick action where it is now (`hero`: its hero's, actions/hero-exhaust.ts), or why none. */
function quickAbility(host: AlteredHost, seatId: SeatId, id: unknown, second: unknown, hero?: unknown): Ability | RuleViolation {
  if (hero !== undefined) {
    if (hero !== true || id !== undefined || (second !== undefined && second !== true)) return refuse('MALFORMED_ACTION.quickAction', API);
    return heroQuickAbility(host, seatId, second === true, host.state.quickActionUses[heroUseKey(seatId, second === true)] ?? 0, DAILY_QUICK_ACTION_USES);
  }
  if (typeof id !== 'string' || (second !== undefined && second !== true)) return refuse('MALFORMED_ACTION.quickAction', API);
  const inPlay = whereIs(host, seatId, id);
  if (!objectById(host.state, id) || inPlay === undefined) return refuse('NO_QUICK_ACTION', RULE, { id });
  return quickAbilityAt(host, id, inPlay, second === true);
}

/** The quick action of a card of the player's in play (`inPlay`; `second`: its second exhaust ability) or in their Reserve, or why none. */
function quickAbilityAt(host: AlteredHost, id: ObjectId, inPlay: boolean, second = false): Ability | RuleViolation {
  const obj = host.state.objects[id] as AlteredObject;
  const def = cardOf(host, id);
  const ability = inPlay ? (second ? def.exhaustAlso : def.exhaust) : second ? undefined : def.support;
  if (!ability) return refuse(inPlay ? 'NO_QUICK_ACTION.noExhaust' : 'NO_QUICK_ACTION.noSupport', RULE, { name: def.name });
  if (obj.exhausted) return refuse('EXHAUSTED.inPlay', RULE, { name: def.name });
  if (passivesMayChange(host, ABILITIES) && characteristics(host).characters[id]?.lost) return refuse('NO_QUICK_ACTION.lost', 'glossary 2.3.1', { name: def.name });
  if ((host.state.quickActionUses[useKey(id, inPlay, second)] ?? 0) >= DAILY_QUICK_ACTION_USES) {
    return refuse('QUICK_ACTION_LIMIT', 'glossary 1.4.6.b', { name: def.name, uses: DAILY_QUICK_ACTION_USES });
  }
  return counterCostRefusal(obj, ability, def.name) ?? firstPlayerRefusal(host, seat(host.state, obj.owner).id, ability) ?? ability;
}

export const quickAction = alteredAction({
  type: 'quickAction',
  description: 'On your Afternoon turn, before playing a card: exhaust a card to use its exhaust ability (in play; "second": true, its second one) or support ability (in Reserve). Your turn goes on.',
  fields: { properties: { card: id, target, costCard: id, second: { const: true }, hero: { const: true } } },
  enumerate(host, seatId) {
    const s = seat(host.state, seatId);
    const out: QuickActionAction[] = [];
    const offer = (id: ObjectId, inPlay: boolean, second = false) => {
      // Most cards have no quick action: they are passed over before anything else is looked up.
      const obj = host.state.objects[id];
      const def = obj && card(host.rules, obj.card);
      if (!def || !(inPlay ? (second ? def.exhaustAlso : def.exhaust) : def.support)) return;
      const ability = quickAbilityAt(host, id, inPlay, second);
      if ('code' in ability) return;
      const given = costCards(host, seatId, ability, id);
      const which = second ? { second: true as const } : {};
      for (const aim of aims(host, seatId, ability, id)) {
        if (toughCost(host, seatId, aim['target']) + costMana(ability) > readyMana(host.state, seatId)) continue;
        if (given === undefined) out.push({ type: 'quickAction', seat: seatId, card: id, ...aim, ...which });
        else for (const costCard of given) out.push({ type: 'quickAction', seat: seatId, card: id, ...aim, costCard, ...which });
      }
    };
    for (const list of [s.expedition, s.landmarks, s.permanents]) {
      for (const id of list) {
        offer(id, true);
        // A second exhaust ability (exhaustAlso): a quick action of its own.
        offer(id, true, true);
      }
    }
    for (const id of s.reserve) offer(id, false);
    // The hero's exhaust abilities (actions/hero-exhaust.ts): no card, "hero": true.
    if (s.hero !== null && (card(host.rules, s.hero).exhaust || card(host.rules, s.hero).exhaustAlso)) {
      for (const second of [false, true]) {
        const ability = quickAbility(host, seatId, undefined, second ? true : undefined, true);
        if ('code' in ability) continue;
        for (const aim of aims(host, seatId, ability, null)) {
          if (toughCost(host, seatId, aim['target']) + costMana(ability) > readyMana(host.state, seatId)) continue;
          if (ability.cost?.giveUp !== undefined) continue;
          out.push({ type: 'quickAction', seat: seatId, hero: true, ...aim, ...(second ? { second: true } : {}) });
        }
      }
    }
    return out;
  },
  check(host, action) {
    const ability = quickAbility(host, action.seat, action['card'], action['second'], action['hero']);
    if ('code' in ability) return ability;
    const refusal = targetRefusal(host, action.seat, ability, action['target'], API, typeof action['card'] === 'string' ? action['card'] : null);
    if (refusal) return refusal;
    // A hero's ability gives up no card (actions/hero-exhaust.ts).
    if (action['hero'] === true && (ability.cost?.giveUp !== undefined || action['costCard'] !== undefined)) return refuse('MALFORMED_ACTION.quickAction', API);
    const costCardWrong = costCardRefusal(host, action.seat, ability, action['card'] as ObjectId, action['costCard']);
    if (costCardWrong) return costCardWrong;
    const tough = toughCost(host, action.seat, action['target']);
    const cost = tough + costMana(ability);
    if (cost <= readyMana(host.state, action.seat)) return undefined;
    return tough > 0 ? refuse('CANNOT_AFFORD.tough', 'glossary 7.4.5.c', { cost }) : refuse('CANNOT_AFFORD', 'glossary 1.4.1.b', { cost });
  },
  perform: performQuickAction,
});

export function performQuickAction(host: AlteredHost, action: QuickActionAction): void {
  if (action.hero === true) return performHeroQuickAction(host, action);
  // Not the hero's: the check found the card.
  const id = action.card as ObjectId;
  const second = action.second === true;
  const ability = quickAbility(host, action.seat, id, action.second) as Ability;
  const cost = toughCost(host, action.seat, action.target) + costMana(ability);
  payMana(host, action.seat, cost);
  spendCostCounters(host, host.state.objects[id] as AlteredObject, ability);
  const resolved = withCostAsked(host, ability, action.costCard);
  giveUpCostCard(host, ability, action.costCard, resolved !== ability);
  const inPlay = whereIs(host, action.seat, id) as boolean;
  const key = useKey(id, inPlay, second);
  host.state.quickActionUses[key] = (host.state.quickActionUses[key] ?? 0) + 1;
  const card = host.state.objects[id] as AlteredObject;
  host.emit({ type: 'quickAction', seat: action.seat, object: id, card: card.card, cost, ...(second ? { second: true as const } : {}) });
  // A support ability's card is exhausted in Reserve: "When you exhaust a card in Reserve" hears it.
  exhaustCard(host, action.seat, card);
  // A support ability works in Reserve: "me" is found there.
  resolve(host, action.seat, resolved, action.target, id, inPlay ? undefined : 'reserve');
}

/** The hero's exhaust ability used (actions/hero-exhaust.ts): paid, the hero exhausted, the ability resolved with no card of its own ("me" names none). */
function performHeroQuickAction(host: AlteredHost, action: QuickActionAction): void {
  const second = action.second === true;
  const ability = quickAbility(host, action.seat, undefined, action.second, true) as Ability;
  const cost = toughCost(host, action.seat, action.target) + costMana(ability);
  payMana(host, action.seat, cost);
  const key = heroUseKey(action.seat, second);
  host.state.quickActionUses[key] = (host.state.quickActionUses[key] ?? 0) + 1;
  // A seat with no hero has no hero's ability to use: the check refused the action.
  const hero = seat(host.state, action.seat).hero as string;
  host.emit({ type: 'quickAction', seat: action.seat, object: null, card: hero, cost, hero: true, ...(second ? { second: true as const } : {}) });
  exhaustHero(host, action.seat);
  resolve(host, action.seat, ability, action.target, null);
}
