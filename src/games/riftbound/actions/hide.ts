/**
 * Hiding a card (CR 811): on your turn in Neutral Open, pay 1 Power of any domain to
 * put a card with Hidden facedown at a battlefield you control, one card per battlefield.
 */
import { canPay, isPaymentPlan, pay, paymentFor, type Cost } from '../mechanics/resources.js';
import { keywordName } from '../cards/keyword-names.js';
import { findBattlefield, object, printedFacts, seat, type RiftHost } from '../reads/queries.js';
import { handSecret } from '../../../engine/game-kit/show-hand.js';
import { riftAction, id, payment, stringField } from './fields.js';
import { refuse } from '../i18n/messages.js';
import { hidesFree } from '../mechanics/hide-costs.js';
import type { HideAction } from '../../../types/riftbound.js';

const HIDE_COST: Cost = { energy: 0, power: ['any'] };
const FREE: Cost = { energy: 0, power: [] };

/** What hiding costs `seatId` now: 1 Power of any domain, or nothing while an effect lets them ignore it (mechanics/hide-costs.ts). */
function hideCost(host: RiftHost, seatId: string): Cost {
  return hidesFree(host.state, seatId) ? FREE : HIDE_COST;
}

/** Whether the card `id` prints Hidden (read from its card facts: listing asks it of every card in hand). */
function hideable(host: RiftHost, id: string): boolean {
  return printedFacts(host, object(host.state, id)).keywords.some((k) => keywordName(k) === 'hidden');
}

export const hide = riftAction({
  type: 'hide',
  description: 'Pay 1 Power of any domain to hide a card with Hidden facedown at a battlefield you control.',
  fields: { properties: { card: id, battlefield: id, payment }, required: ['card', 'battlefield'] },
  enumerate(host, seatId) {
    // The cheapest questions first: most of the time there is no free spot or no card with Hidden.
    const spots = host.state.battlefields.filter((b) => b.controller === seatId && b.hidden === null);
    if (spots.length === 0) return [];
    const cards = seat(host.state, seatId).hand.filter((id) => hideable(host, id));
    if (cards.length === 0 || !canPay(host, seatId, hideCost(host, seatId))) return [];
    return cards.flatMap((card) => spots.map((b) => ({ type: 'hide', seat: seatId, card, battlefield: b.id })));
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
    const plan = paymentFor(host, action.seat, hideCost(host, action.seat), action['payment']);
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performHide,
});

export function performHide(host: RiftHost, action: HideAction): void {
  const plan = paymentFor(host, action.seat, hideCost(host, action.seat), action.payment);
  if (!isPaymentPlan(plan)) throw new Error('hiding became unpayable between check and action');
  pay(host, action.seat, plan);
  const hand = seat(host.state, action.seat).hand;
  hand.splice(hand.indexOf(action.card), 1);
  const bf = findBattlefield(host.state, action.battlefield);
  if (bf) bf.hidden = { card: action.card, owner: action.seat, turn: host.state.turn.number };
  const owner = seat(host.state, action.seat);
  host.emit({ type: 'cardHidden', seat: action.seat, battlefield: action.battlefield }, handSecret(action.seat, owner.handKnownBy, [action.card], (id) => host.state.objects[id]?.card));
}
