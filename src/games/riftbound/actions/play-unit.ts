/**
 * Playing a unit from hand (RULES.md §4, §10): on your turn in Neutral Open, pay its cost;
 * it enters exhausted at your base or at a battlefield you control.
 */
import { violation } from '../../../engine/errors.js';
import type { Action, ActionKind } from '../../../engine/module.js';
import type { Domain } from '../card-schema.js';
import { arrive } from '../mechanics/control.js';
import { destinationRefusal } from '../mechanics/movement.js';
import { pay, planPayment, type Cost } from '../mechanics/resources.js';
import { placeUnit, removeFromHand } from '../mechanics/zones.js';
import { card, findBattlefield, object, seat, type RiftHost } from '../queries.js';
import type { RiftboundRules, RiftboundState } from '../state.js';
import { stringField } from './fields.js';

export interface PlayUnitAction extends Action {
  readonly type: 'playUnit';
  readonly card: string;
  /** `base` (the default) or a battlefield you control. */
  readonly to?: string;
}

function costOf(host: RiftHost, objectId: string): Cost {
  const def = card(host.rules, object(host.state, objectId).card);
  return { energy: def.cost?.energy ?? 0, power: (def.cost?.power ?? []) as Domain[] };
}

function destinations(host: RiftHost, seatId: string): string[] {
  const fields = host.state.battlefields.filter((b) => b.controller === seatId && !b.contested && !destinationRefusal(host, seatId, b));
  return ['base', ...fields.map((b) => b.id)];
}

export const playUnit: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'Play a unit from your hand, paying its cost, to your base or a battlefield you control.',
  fields: ['card', 'to'],
  enumerate(host, seatId) {
    const out: PlayUnitAction[] = [];
    const places = destinations(host, seatId);
    for (const id of seat(host.state, seatId).hand) {
      if (card(host.rules, object(host.state, id).card).type !== 'unit') continue;
      if (!planPayment(host, seatId, costOf(host, id))) continue;
      for (const to of places) out.push({ type: 'playUnit', seat: seatId, card: id, to });
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'card') ?? (action['to'] === undefined ? undefined : stringField(action, 'to'));
    if (malformed) return malformed;
    const id = action['card'] as string;
    if (!seat(host.state, action.seat).hand.includes(id)) return violation('NOT_IN_HAND', `${id} is not in your hand`, 'RULES.md §1');
    if (card(host.rules, object(host.state, id).card).type !== 'unit') return violation('NOT_A_UNIT', `${id} is not a unit`, 'RULES.md §1');
    const to = (action['to'] as string | undefined) ?? 'base';
    if (!destinations(host, action.seat).includes(to)) {
      const known = to === 'base' || findBattlefield(host.state, to) !== undefined;
      return known
        ? violation('INVALID_DESTINATION', `units are played to your base or a battlefield you control, not ${to}`, 'CR 140.2')
        : violation('UNKNOWN_DESTINATION', `there is no battlefield ${to}`, 'RULES.md §1');
    }
    if (!planPayment(host, action.seat, costOf(host, id))) {
      return violation('CANNOT_AFFORD', `you cannot pay the cost of ${id}`, 'RULES.md §10');
    }
    return undefined;
  },
};

export function performPlayUnit(host: RiftHost, action: PlayUnitAction): void {
  const to = action.to ?? 'base';
  const plan = planPayment(host, action.seat, costOf(host, action.card));
  if (!plan) throw new Error(`cost of ${action.card} became unpayable between check and play`);
  removeFromHand(host, action.seat, action.card);
  pay(host, action.seat, plan);
  const unit = object(host.state, action.card);
  unit.exhausted = true;
  placeUnit(host, unit.id, to);
  host.emit({ type: 'unitPlayed', seat: action.seat, unit: unit.id, card: unit.card, to });
  const bf = findBattlefield(host.state, to);
  if (bf) arrive(host, action.seat, bf);
}
