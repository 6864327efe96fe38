/**
 * Standard move (CR 440-461): on your turn in Neutral Open, exhaust ready units you
 * control to move them together from base to a battlefield or from a battlefield to base.
 */
import { violation } from '../../../engine/errors.js';
import type { Action, ActionKind } from '../../../engine/module.js';
import { destinationRefusal, moveUnits } from '../mechanics/movement.js';
import { findBattlefield, hasKeyword, isForbidden, object, seat, unitLocation, type RiftHost } from '../queries.js';
import type { RiftboundRules, RiftboundState, SeatId } from '../state.js';
import { idListField, stringField } from './fields.js';

export interface MoveAction extends Action {
  readonly type: 'move';
  readonly units: readonly string[];
  /** `base` or a battlefield id. */
  readonly to: string;
}

function readyUnitsByLocation(host: RiftHost, seatId: SeatId): Map<string, string[]> {
  const byLocation = new Map<string, string[]>();
  const add = (where: string, unit: string) => {
    const units = byLocation.get(where);
    if (units === undefined) byLocation.set(where, [unit]);
    else units.push(unit);
  };
  for (const unit of seat(host.state, seatId).base) if (!object(host.state, unit).exhausted && !isForbidden(host, unit, 'move')) add('base', unit);
  for (const bf of host.state.battlefields) {
    for (const unit of bf.units) {
      const obj = object(host.state, unit);
      if (obj.controller === seatId && !obj.exhausted && !isForbidden(host, unit, 'move')) add(bf.id, unit);
    }
  }
  return byLocation;
}

/** The groups listed from one location: each unit alone, then all of them together when there are several. */
function groupsOf(units: string[]): string[][] {
  return units.length > 1 ? [...units.map((u) => [u]), units] : [units];
}

const NO_GANKERS: ReadonlySet<string> = new Set();

export const move: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'Exhaust ready units you control to move them from base to a battlefield, or from a battlefield to base (to another battlefield with Ganking).',
  fields: ['units', 'to'],
  /** Lists each ready unit alone and each location's ready units together; `apply` takes any subset. */
  enumerate(host, seatId) {
    const out: MoveAction[] = [];
    const byLocation = readyUnitsByLocation(host, seatId);
    if (byLocation.size === 0) return out;
    // Whether a battlefield takes the seat's units does not depend on where they come from: asked once each.
    const open = host.state.battlefields.filter((bf) => !destinationRefusal(host, seatId, bf)).map((bf) => bf.id);
    for (const [from, units] of byLocation) {
      const fields = open.filter((id) => id !== from);
      if (from === 'base') {
        for (const group of groupsOf(units)) for (const to of fields) out.push({ type: 'move', seat: seatId, units: group, to });
        continue;
      }
      // From a battlefield: to base, and to another battlefield when every unit moved has Ganking.
      const withGanking = fields.length === 0 ? NO_GANKERS : new Set(units.filter((u) => hasKeyword(host, u, 'ganking')));
      for (const group of groupsOf(units)) {
        out.push({ type: 'move', seat: seatId, units: group, to: 'base' });
        if (group.every((u) => withGanking.has(u))) for (const to of fields) out.push({ type: 'move', seat: seatId, units: group, to });
      }
    }
    return out;
  },
  check(host, action) {
    const malformed = idListField(action, 'units', 1) ?? stringField(action, 'to');
    if (malformed) return malformed;
    const to = action['to'] as string;
    const destination = findBattlefield(host.state, to);
    if (to !== 'base' && !destination) return violation('UNKNOWN_DESTINATION', `there is no battlefield ${to}`, 'CR 106-109');
    for (const unit of action['units'] as string[]) {
      const obj = host.state.objects[unit];
      const from = obj ? unitLocation(host.state, unit) : undefined;
      if (!obj || from === undefined) return violation('NOT_ON_BOARD', `${unit} is not a unit on the board`, 'CR 440-461');
      if (obj.controller !== action.seat) return violation('NOT_YOUR_UNIT', `you do not control ${unit}`, 'CR 440-461');
      if (obj.exhausted) return violation('UNIT_EXHAUSTED', `${unit} is exhausted: a standard move exhausts it`, 'CR 440-461');
      if (from === to) return violation('ALREADY_THERE', `${unit} is already at ${to}`, 'CR 440-461');
      // Can't beats can: no permission (Ganking included) outweighs a card that forbids moving.
      if (isForbidden(host, unit, 'move')) return violation('FORBIDDEN', `${unit} can't move: a card forbids it, and that beats any permission`, 'CR 054');
      if (from !== 'base' && to !== 'base' && !hasKeyword(host, unit, 'ganking')) {
        return violation('NEEDS_GANKING', `${unit} cannot move from a battlefield to another without Ganking`, 'CR 440-461');
      }
    }
    return destination ? destinationRefusal(host, action.seat, destination) : undefined;
  },
};

/** A standard move's cost is exhausting the units. */
export function performMove(host: RiftHost, action: MoveAction): void {
  for (const unit of action.units) object(host.state, unit).exhausted = true;
  moveUnits(host, action.seat, action.units, action.to);
}
