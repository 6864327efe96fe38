/**
 * Equip (CR 818): pay a gear's Equip cost to attach it to a unit you control. It is an
 * activated ability of the gear: default timing (CR 150.2) unless its cost says otherwise
 * (CR 818.1.c.5), the unit is its target (818.1.b.1), it goes on the chain and attaches as
 * it resolves, if the unit is still a legal target. Inactive while the gear is attached
 * (CR 718.2), it cannot move an attached gear to another unit. A gear with several Equip
 * abilities has each as its own activated ability, with its own cost (CR 818.4): `instance`
 * names which (from 0, in printed order; the first when absent). A cost paid with cards
 * ("Recycle 2 cards from your trash", "Kill a friendly unit") names them in `recycleTrash` and
 * `kill` (mechanics/activation-costs.ts).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import { equipAbilitiesOf, equipCostOf, isGearOnBoard } from '../reads/gear-text.js';
import { addToChain, newChainId } from '../mechanics/chain.js';
import { equipCost, gearLocation } from '../mechanics/gear.js';
import { asksCards, canPayCards, cardCostChoices, cardCostRefusal, payCardCosts } from '../mechanics/activation-costs.js';
import { canPay, isPaymentPlan, pay, paymentFor } from '../mechanics/resources.js';
import { timingAllows, timingRefusal } from '../mechanics/timing.js';
import { object, unitLocation, unitsOnBoard, type RiftHost } from '../reads/queries.js';
import { announce } from '../mechanics/trigger-events.js';
import type { SeatId } from '../state/state.js';
import { stringField, riftAction, id, ids, index, payment } from './fields.js';
import { useInvitation } from './team.js';
import { refuse } from '../i18n/messages.js';
import type { EquipAction } from '../../../types/riftbound.js';

/**
 * Why `seatId` cannot activate Equip ability `instance` of `gear` now, whatever the unit, or
 * undefined: put into words only when called. Listing asks this of every gear on every listing
 * (an attached Equipment, one out of timing), where a refusal worded and dropped cost more than
 * the rest of the check.
 */
function gearRefusal(host: RiftHost, seatId: SeatId, gear: string, instance = 0): (() => RuleViolation) | undefined {
  const { state } = host;
  if (!isGearOnBoard(state, gear)) return () => refuse('NOT_A_GEAR', 'CR 818.1', { gear });
  const obj = object(state, gear);
  if (obj.controller !== seatId) return () => refuse('NOT_YOUR_GEAR.youDoNot', 'CR 818.1.c.2', { gear });
  const equip = equipCostOf(host.rules, obj.card, instance);
  if (!equip) {
    return () => (instance === 0 ? refuse('NO_EQUIP', 'CR 818.1', { gear }) : refuse('NO_SUCH_EQUIP', 'CR 818.4', { gear, instance }));
  }
  const attachedTo = obj.attachedTo;
  if (attachedTo !== undefined) return () => refuse('ABILITY_INACTIVE.isAttachedTo', 'CR 718.2, CR 721.2', { gear, attachedTo });
  const keywords = equip.keywords ?? [];
  if (!timingAllows(host, keywords)) return () => timingRefusal(host, keywords) as RuleViolation;
  if (equip.exhaust && obj.exhausted) return () => refuse('GEAR_EXHAUSTED.isExhaustedAnd', 'CR 818.1.c.3', { gear });
  return undefined;
}

function yourUnits(host: RiftHost, seatId: SeatId): string[] {
  return unitsOnBoard(host.state).filter((u) => object(host.state, u).controller === seatId);
}

export const equip = riftAction({
  type: 'equip',
  description: 'Activate Equip of a gear you control: pay its Equip cost to attach it to a unit you control.',
  fields: { properties: { gear: id, unit: id, instance: index, recycleTrash: ids, kill: id, payment }, required: ['gear', 'unit'] },
  enumerate(host, seatId) {
    const out: EquipAction[] = [];
    for (const gear of host.state.gear) {
      const obj = object(host.state, gear);
      // Most gear has no Equip, or is another seat's: passed over before a refusal is put into words.
      if (obj.controller !== seatId) continue;
      const count = equipAbilitiesOf(host.rules, obj.card).length;
      for (let instance = 0; instance < count; instance++) {
        if (gearRefusal(host, seatId, gear, instance)) continue;
        if (!canPay(host, seatId, equipCost(host, gear, false, instance) ?? { energy: 0, power: [] }, 'gear')) continue;
        const cost = equipCostOf(host.rules, object(host.state, gear).card, instance);
        if (cost && asksCards(cost) && !canPayCards(host, seatId, cost)) continue;
        const cards = cost ? cardCostChoices(host, seatId, cost) : [{}];
        for (const unit of yourUnits(host, seatId)) {
          for (const paid of cards) out.push({ type: 'equip', seat: seatId, gear, unit, ...(count > 1 ? { instance } : {}), ...paid });
        }
      }
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'gear') ?? stringField(action, 'unit');
    if (malformed) return malformed;
    const instance = action['instance'] ?? 0;
    if (typeof instance !== 'number' || !Number.isInteger(instance) || instance < 0) return refuse('MALFORMED_ACTION.instanceIsThe', 'docs/api.md#actions');
    const gear = action['gear'] as string;
    const unit = action['unit'] as string;
    const refusal = gearRefusal(host, action.seat, gear, instance);
    if (refusal) return refusal();
    if (!yourUnits(host, action.seat).includes(unit)) {
      return refuse('EQUIP_ILLEGAL_TARGET', 'CR 818.1.c.2', { unit });
    }
    const cards = cardCostRefusal(host, action.seat, equipCostOf(host.rules, object(host.state, gear).card, instance) ?? {}, action);
    if (cards) return cards;
    const plan = paymentFor(host, action.seat, equipCost(host, gear, false, instance) ?? { energy: 0, power: [] }, action['payment'], 'gear');
    return isPaymentPlan(plan) ? undefined : plan;
  },
  perform: performEquip,
});

export function performEquip(host: RiftHost, action: EquipAction): void {
  const instance = action.instance ?? 0;
  const plan = paymentFor(host, action.seat, equipCost(host, action.gear, false, instance) ?? { energy: 0, power: [] }, action.payment, 'gear');
  if (!isPaymentPlan(plan)) throw new Error(`the Equip cost of ${action.gear} became unpayable between check and activation`);
  const gear = object(host.state, action.gear);
  const cost = equipCostOf(host.rules, gear.card, instance);
  if (cost?.exhaust) gear.exhausted = true;
  pay(host, action.seat, plan);
  if (cost && asksCards(cost)) payCardCosts(host, action.seat, cost, action);
  useInvitation(host, action.seat);
  host.emit({ type: 'equipActivated', seat: action.seat, gear: action.gear, unit: action.unit, ...(instance > 0 ? { instance } : {}) });
  const here = unitLocation(host.state, action.unit) ?? gearLocation(host, action.gear);
  const keyword = { name: 'equip' as const, ...(instance > 0 ? { instance } : {}) };
  addToChain(host, { kind: 'activated', controller: action.seat, source: action.gear, card: gear.card, keyword, targets: { unit: action.unit }, declined: [], here: here === 'base' || here === undefined ? null : here, id: newChainId(host.state) });
  // Equip is an activated ability of the gear (CR 818.1): "When you use an activated ability of a gear" hears it.
  announce(host, { trigger: 'usesAbility', object: action.gear, player: action.seat, here: here === 'base' || here === undefined ? null : here });
}
