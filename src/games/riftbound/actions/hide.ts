/**
 * Hiding a card (CR 811): on your turn in Neutral Open, pay 1 Power of any domain to
 * put a card with Hidden facedown at a battlefield you control, one card per battlefield; or,
 * with `alternativeCost`, the cost a passive of yours lets you pay instead (mechanics/hide-costs.ts).
 */
import { canPay, isPaymentPlan, pay, paymentFor } from '../mechanics/resources.js';
import { keywordName } from '../schema/keyword-names.js';
import { findBattlefield, object, printedFacts, seat, type RiftHost } from '../reads/queries.js';
import { handSecret } from '../../../engine/game-kit/show-hand.js';
import { riftAction, flag, id, payment, stringField } from './fields.js';
import { refuse } from '../i18n/messages.js';
import { alternativeHideCost, hidesFree } from '../mechanics/hide-costs.js';
import type { Cost } from '../state/state.js';
import type { HideAction } from '../../../types/riftbound.js';

const HIDE_COST: Cost = { energy: 0, power: ['any'] };
const FREE: Cost = { energy: 0, power: [] };

/** What hiding costs `seatId` now: 1 Power of any domain, or nothing while an effect lets them ignore it (mechanics/hide-costs.ts). */
function hideCost(host: RiftHost, seatId: string): Cost {
  return hidesFree(host.state, seatId) ? FREE : HIDE_COST;
}

/** The cost an action names: the usual one, or (`alternativeCost`) the one a passive lets its player pay instead; undefined when they have none. */
function chosenCost(host: RiftHost, seatId: string, alternative: boolean): Cost | undefined {
  return alternative ? alternativeHideCost(host, seatId) : hideCost(host, seatId);
}

/** Whether the card `id` prints Hidden (read from its card facts: listing asks it of every card in hand). */
function hideable(host: RiftHost, id: string): boolean {
  return printedFacts(host, object(host.state, id)).keywords.some((k) => keywordName(k) === 'hidden');
}

export const hide = riftAction({
  type: 'hide',
  description: 'Pay 1 Power of any domain to hide a card with Hidden facedown at a battlefield you control.',
  fields: { properties: { card: id, battlefield: id, payment, alternativeCost: flag }, required: ['card', 'battlefield'] },
  enumerate(host, seatId) {
    // The cheapest questions first: most of the time there is no free spot or no card with Hidden.
    const spots = host.state.battlefields.filter((b) => b.controller === seatId && b.hidden === null);
    if (spots.length === 0) return [];
    const cards = seat(host.state, seatId).hand.filter((id) => hideable(host, id));
    if (cards.length === 0) return [];
    const usual = canPay(host, seatId, hideCost(host, seatId));
    // Another cost is worth naming only while hiding is not free.
    const other = hidesFree(host.state, seatId) ? undefined : alternativeHideCost(host, seatId);
    const alternative = other !== undefined && canPay(host, seatId, other);
    const out: HideAction[] = [];
    for (const card of cards) {
      for (const b of spots) {
        if (usual) out.push({ type: 'hide', seat: seatId, card, battlefield: b.id });
        if (alternative) out.push({ type: 'hide', seat: seatId, card, battlefield: b.id, alternativeCost: true });
      }
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'card') ?? stringField(action, 'battlefield');
    if (malformed) return malformed;
    const id = action['card'] as string;
    if (!seat(host.state, action.seat).hand.includes(id)) return refuse('NOT_IN_HAND', 'CR 811', { id });
    if (!hideable(host, id)) return refuse('NOT_HIDDEN', 'CR 811', { id });
    const bf = findBattlefield(host.state, action['battlefield']);
    if (!bf) return refuse('UNKNOWN_DESTINATION', 'CR 106-109', { battlefield: String(action['battlefield']) });
    if (bf.controller !== action.seat) return refuse('NOT_YOUR_BATTLEFIELD', 'CR 811', { id: bf.id });
    if (bf.hidden) return refuse('SLOT_TAKEN', 'CR 106-109', { id: bf.id });
    const cost = chosenCost(host, action.seat, action['alternativeCost'] === true);
    if (cost === undefined) return refuse('WRONG_PAYMENT.noAlternative', 'CR 811.1.b');
    const plan = paymentFor(host, action.seat, cost, action['payment']);
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performHide,
});

export function performHide(host: RiftHost, action: HideAction): void {
  const cost = chosenCost(host, action.seat, action.alternativeCost === true);
  const plan = cost === undefined ? undefined : paymentFor(host, action.seat, cost, action.payment);
  if (plan === undefined || !isPaymentPlan(plan)) throw new Error('hiding became unpayable between check and action');
  pay(host, action.seat, plan);
  const hand = seat(host.state, action.seat).hand;
  hand.splice(hand.indexOf(action.card), 1);
  const bf = findBattlefield(host.state, action.battlefield);
  if (bf) bf.hidden = { card: action.card, owner: action.seat, turn: host.state.turn.number };
  const owner = seat(host.state, action.seat);
  host.emit({ type: 'cardHidden', seat: action.seat, battlefield: action.battlefield }, handSecret(action.seat, owner.handKnownBy, [action.card], (id) => host.state.objects[id]?.card));
}
