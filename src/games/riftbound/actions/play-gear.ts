/**
 * Playing a gear (CR 147-151, 337.1.c): pay its cost; it enters ready (CR 149.1) at its
 * player's base, or where it was hidden (CR 151.2), at once, without waiting on the chain.
 * Its "when you play this" abilities trigger. With Quick-Draw it is a Reaction and its
 * player names the unit they control it attaches to (`attachTo`) as the Quick-Draw
 * trigger resolves (CR 819.1.b-d).
 */
import { markPlayedFromHiding } from '../mechanics/hidden-choices.js';
import type { Domain, Keyword } from '../schema/card-schema.js';
import { notePlayed } from '../reads/keyword-handlers.js';
import { enteringState } from '../mechanics/entering.js';
import { newChainId } from '../mechanics/chain.js';
import { announceGearEvent, placeGear } from '../mechanics/gear.js';
import { changedCost, printedAfterIgnoring } from '../mechanics/cost-changes.js';
import { canPay, isPaymentPlan, pay, paymentFor } from '../mechanics/resources.js';
import { timingAllows, timingRefusal } from '../mechanics/timing.js';
import { object, unitLocation, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import { wholePendingTrigger, type SeatId, type Cost } from '../state/state.js';
import { cardSource, isViolation, playableCards, playableSource, takeCard, type CardSource } from './card-source.js';
import { riftAction, id, payment, stringField } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { PlayGearAction } from '../../../types/riftbound.js';

function costOf(source: CardSource): Cost {
  if (source.hiddenAt) return { energy: 0, power: [] };
  return changedCost(printedAfterIgnoring({ energy: source.def.cost?.energy ?? 0, power: (source.def.cost?.power ?? []) as Domain[] }, source.changes), source.changes, source.discount, source.powerDiscount);
}

/** Quick-Draw cards have Reaction (CR 819.1.b). */
function keywordsOf(source: CardSource): Keyword[] {
  return source.keywords.includes('quick-draw') ? [...source.keywords, 'reaction'] : [...source.keywords];
}

function yourUnits(host: RiftHost, seatId: SeatId): string[] {
  return unitsOnBoard(host.state).filter((u) => object(host.state, u).controller === seatId);
}

export const playGear = riftAction({
  type: 'playGear',
  description: 'Play a gear from your hand (or from hiding), paying its cost, to your base; with Quick-Draw, name the unit it attaches to.',
  fields: { properties: { card: id, attachTo: id, payment }, required: ['card'] },
  enumerate(host, seatId) {
    const out: PlayGearAction[] = [];
    for (const playable of playableCards(host, seatId, 'gear')) {
      const source = playableSource(host, seatId, playable);
      const { id } = playable;
      if (isViolation(source) || source.def.type !== 'gear' || !timingAllows(host, keywordsOf(source))) continue;
      if (!canPay(host, seatId, costOf(source), 'gear')) continue;
      const units = source.keywords.includes('quick-draw') ? yourUnits(host, seatId) : [];
      if (units.length === 0) out.push({ type: 'playGear', seat: seatId, card: id });
      for (const unit of units) out.push({ type: 'playGear', seat: seatId, card: id, attachTo: unit });
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'card') ?? (action['attachTo'] === undefined ? undefined : stringField(action, 'attachTo'));
    if (malformed) return malformed;
    const source = cardSource(host, action.seat, action['card'] as string);
    if (isViolation(source)) return source;
    if (source.def.type !== 'gear') return refuse('NOT_A_GEAR.isNotA', 'CR 147-151', { id: source.id });
    const timing = timingRefusal(host, keywordsOf(source));
    if (timing) return timing;
    const attachTo = action['attachTo'] as string | undefined;
    if (source.keywords.includes('quick-draw')) {
      if (attachTo === undefined && yourUnits(host, action.seat).length > 0) {
        return refuse('MISSING_TARGET', 'CR 819.1.d');
      }
      if (attachTo !== undefined && !yourUnits(host, action.seat).includes(attachTo)) {
        return refuse('EQUIP_ILLEGAL_TARGET.isNotA', 'CR 819.1.d', { attachTo });
      }
    } else if (attachTo !== undefined) {
      return refuse('NO_QUICK_DRAW', 'CR 819.1.d', { id: source.id });
    }
    const plan = paymentFor(host, action.seat, costOf(source), action['payment'], 'gear');
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performPlayGear,
});

export function performPlayGear(host: RiftHost, action: PlayGearAction): void {
  const source = cardSource(host, action.seat, action.card);
  if (isViolation(source)) throw new Error(source.message);
  const plan = paymentFor(host, action.seat, costOf(source), action.payment, 'gear');
  if (!isPaymentPlan(plan)) throw new Error(`cost of ${action.card} became unpayable between check and play`);
  takeCard(host, action.seat, source);
  pay(host, action.seat, plan);
  const to = source.hiddenAt?.id ?? 'base';
  placeGear(host, source.id, to);
  // Ready by default (CR 359.2.d), unless its own passive says it enters exhausted.
  if (enteringState(host, action.seat, source.id, source.def) === 'exhausted') object(host.state, source.id).exhausted = true;
  host.emit({ type: 'gearPlayed', seat: action.seat, gear: source.id, card: source.def.id, to, ...(source.hiddenAt ? { fromHiding: true } : {}) });
  // A gear played counts for Legion like any card (CR 812.1.c).
  notePlayed(host, action.seat, source.id);
  announceGearEvent(host, 'played', source.id, source.hiddenAt !== null);
  if (source.hiddenAt) markPlayedFromHiding(host, source.id);
  if (source.keywords.includes('quick-draw')) queueQuickDraw(host, action.seat, source.id, source.def.id, action.attachTo);
}

/**
 * Quick-Draw's "when you play this, attach it to a unit you control" triggers as the gear is
 * played, its unit named then (`attachTo`). With no unit to name it triggers all the same, and
 * the next cleanup removes it for want of a legal target (CR 819.1.d, 402.3).
 */
function queueQuickDraw(host: RiftHost, seatId: SeatId, gear: string, cardId: string, attachTo: string | undefined): void {
  const where = attachTo === undefined ? undefined : unitLocation(host.state, attachTo);
  const here = where === 'base' || where === undefined ? null : where;
  const targets = attachTo === undefined ? {} : { unit: attachTo };
  host.state.triggers.push(wholePendingTrigger({ id: newChainId(host.state), trigger: 'played', controller: seatId, source: gear, card: cardId, here, keyword: { name: 'quick-draw' }, targets }));
  host.emit({ type: 'abilityTriggered', trigger: 'played', source: gear, card: cardId, controller: seatId });
}
