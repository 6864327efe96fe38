/**
 * Activating an ability of a unit you control or of your legend (CR 377; legends, CR
 * 173.8): pay its cost (exhaust the unit or legend, Energy, Power) and choose its targets;
 * it goes on the chain, except an ability that only adds resources, which resolves at once
 * (CR 377.4).
 */
import { violation } from '../../../engine/errors.js';
import type { Action, ActionKind } from '../../../engine/module.js';
import type { Ability, Domain } from '../card-schema.js';
import { addToChain } from '../mechanics/chain.js';
import { isResourceAbility, resolveItem } from '../mechanics/effects.js';
import { isPaymentPlan, pay, paymentFor, planPayment, type Cost } from '../mechanics/resources.js';
import { timingRefusal } from '../mechanics/timing.js';
import { abilitiesOf, choiceSurcharge, dependencyHolds } from '../keywords/handlers.js';
import { cardOf, legendObjects, object, unitLocation, unitsOnBoard, type RiftHost } from '../queries.js';
import type { RiftboundRules, RiftboundState, SeatId } from '../state.js';
import { choicesOf, choicesRefusal, enumerateTargets } from './choices.js';
import { stringField } from './fields.js';
import { useInvitation } from './team.js';

type Activated = Extract<Ability, { kind: 'activated' }>;

export interface ActivateAction extends Action {
  readonly type: 'activate';
  readonly source: string;
  readonly ability: number;
  readonly targets?: Record<string, string>;
  readonly decline?: readonly number[];
}

function activatedAbilities(host: RiftHost, unit: string): [number, Activated][] {
  return abilitiesOf(cardOf(host, unit)).flatMap((a, i): [number, Activated][] => (a.kind === 'activated' ? [[i, a]] : []));
}

/** Its cost, with 1 Power of any domain per Deflect point of each opposing unit it chooses (CR 809.1.c). */
function costOf(host: RiftHost, seat: SeatId, ability: Activated, targets: unknown = {}): Cost {
  const chosen = typeof targets === 'object' && targets !== null ? Object.values(targets).filter((t): t is string => typeof t === 'string') : [];
  const extra = choiceSurcharge(host, seat, chosen);
  return { energy: ability.cost.energy ?? 0, power: [...((ability.cost.power ?? []) as Domain[]), ...Array.from({ length: extra }, () => 'any' as const)] };
}

function usable(host: RiftHost, seat: SeatId, unit: string, ability: Activated): boolean {
  if (ability.cost.exhaust && object(host.state, unit).exhausted) return false;
  if (!dependencyHolds(host, ability.dependsOn, seat, unit)) return false;
  return !timingRefusal(host, ability.keywords ?? []) && planPayment(host, seat, costOf(host, seat, ability)) !== undefined;
}

export const activate: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'Activate an ability of a unit you control or of your legend: pay its cost and choose its targets.',
  fields: ['source', 'ability', 'targets', 'decline', 'payment'],
  enumerate(host, seatId) {
    const out: ActivateAction[] = [];
    for (const unit of [...unitsOnBoard(host.state), ...legendObjects(host.state)]) {
      if (object(host.state, unit).controller !== seatId) continue;
      for (const [index, ability] of activatedAbilities(host, unit)) {
        if (!usable(host, seatId, unit, ability)) continue;
        for (const targets of enumerateTargets(host, seatId, ability.targets ?? [])) {
          if (targets && !planPayment(host, seatId, costOf(host, seatId, ability, targets))) continue;
          out.push({ type: 'activate', seat: seatId, source: unit, ability: index, ...(targets ? { targets } : {}) });
        }
      }
    }
    return out;
  },
  check(host, action) {
    const malformed = stringField(action, 'source');
    if (malformed) return malformed;
    const unit = action['source'] as string;
    const obj = host.state.objects[unit];
    const legend = legendObjects(host.state).includes(unit);
    if (!obj || (!legend && unitLocation(host.state, unit) === undefined)) return violation('NOT_ON_BOARD', `${unit} is not a unit on the board or a legend`, 'CR 377');
    if (obj.controller !== action.seat) {
      return legend ? violation('NOT_YOUR_LEGEND', `you do not control ${unit}`, 'CR 484.8.c') : violation('NOT_YOUR_UNIT', `you do not control ${unit}`, 'CR 484.8.c');
    }
    const index = action['ability'];
    // Read by index only when it is one: any other value (even an object) is simply no ability.
    const ability = typeof index === 'number' ? abilitiesOf(cardOf(host, unit))[index] : undefined;
    if (ability?.kind !== 'activated') {
      const which = typeof action['ability'] === 'number' ? String(action['ability']) : 'of that index';
      return violation('NO_SUCH_ABILITY', `${unit} has no activated ability ${which}`, 'docs/cards.md');
    }
    if (ability.cost.exhaust && obj.exhausted) {
      return legend
        ? violation('LEGEND_EXHAUSTED', `your legend ${unit} is exhausted and the cost exhausts it; it readies in your Awaken Phase`, 'CR 173.8')
        : violation('UNIT_EXHAUSTED', `${unit} is exhausted and the cost exhausts it`, 'CR 377');
    }
    if (!dependencyHolds(host, ability.dependsOn, action.seat, unit)) {
      return violation('INACTIVE_ABILITY', `that ability of ${unit} is inactive: its ${ability.dependsOn} condition does not hold`, 'CR 727.1.b');
    }
    const timing = timingRefusal(host, ability.keywords ?? []);
    if (timing) return timing;
    const choices = choicesRefusal(host, action, ability.effects, ability.targets ?? []);
    if (choices) return choices;
    const plan = paymentFor(host, action.seat, costOf(host, action.seat, ability, action['targets']), action['payment']);
    return isPaymentPlan(plan) ? undefined : plan;
  },
};

export function performActivate(host: RiftHost, action: ActivateAction): void {
  const ability = abilitiesOf(cardOf(host, action.source))[action.ability] as Activated;
  const plan = paymentFor(host, action.seat, costOf(host, action.seat, ability, action.targets), action['payment']);
  if (!isPaymentPlan(plan)) throw new Error('the ability became unpayable between check and activation');
  if (ability.cost.exhaust) object(host.state, action.source).exhausted = true;
  pay(host, action.seat, plan);
  useInvitation(host, action.seat);
  const here = unitLocation(host.state, action.source);
  const item = { kind: 'activated' as const, controller: action.seat, source: action.source, card: object(host.state, action.source).card, ability: action.ability, ...choicesOf(action), here: here === 'base' || here === undefined ? null : here };
  host.emit({ type: 'abilityActivated', seat: action.seat, source: action.source, ability: action.ability });
  if (isResourceAbility(ability.effects)) resolveItem(host, { ...item, id: 'immediate' });
  else addToChain(host, item);
}
