/**
 * Standard move (CR 440-461): on your turn in Neutral Open, exhaust ready units you
 * control to move them together from base to a battlefield or from a battlefield to base.
 */
import { violation } from '../../../engine/errors.js';
import type { Action, ActionKind } from '../../../engine/module.js';
import { destinationRefusal, moveUnits } from '../mechanics/movement.js';
import { findBattlefield, hasKeyword, isForbidden, object, seat, unitLocation, type RiftHost } from '../queries.js';
import type { GameObject, RiftboundRules, RiftboundState, SeatId } from '../state.js';
import { idListField, stringField } from './fields.js';

export interface MoveAction extends Action {
  readonly type: 'move';
  readonly units: readonly string[];
  /** `base` or a battlefield id. */
  readonly to: string;
}

/** A location's units that may make a standard move: `from` is `base` or a battlefield id. */
interface ReadyUnits {
  readonly from: string;
  readonly units: readonly string[];
}

/** Whether the unit may make a standard move now: ready, and no card forbids it. */
function mayMove(host: RiftHost, obj: GameObject): boolean {
  return !obj.exhausted && !isForbidden(host, obj.id, 'move');
}

/** The seat's units that may move, by location (base, then battlefields in order), locations without any left out. */
function readyUnitsByLocation(host: RiftHost, seatId: SeatId): ReadyUnits[] {
  const { state } = host;
  const out: ReadyUnits[] = [];
  const atBase = seat(state, seatId).base.filter((unit) => mayMove(host, object(state, unit)));
  if (atBase.length > 0) out.push({ from: 'base', units: atBase });
  for (const bf of state.battlefields) {
    const units = bf.units.filter((unit) => {
      const obj = object(state, unit);
      return obj.controller === seatId && mayMove(host, obj);
    });
    if (units.length > 0) out.push({ from: bf.id, units });
  }
  return out;
}

export const move: ActionKind<RiftboundState, RiftboundRules> = {
  description: 'Exhaust ready units you control to move them from base to a battlefield, or from a battlefield to base (to another battlefield with Ganking).',
  fields: ['units', 'to'],
  /** Lists each ready unit alone and each location's ready units together; `apply` takes any subset. */
  enumerate(host, seatId) {
    const out: MoveAction[] = [];
    const locations = readyUnitsByLocation(host, seatId);
    if (locations.length === 0) return out;
    // Whether a battlefield takes the seat's units does not depend on where they come from: asked once each.
    const open = host.state.battlefields.filter((bf) => !destinationRefusal(host, seatId, bf)).map((bf) => bf.id);
    // Each group listed: to base from a battlefield, then to each open battlefield but its own when it may go there.
    const list = (group: readonly string[], from: string, toBattlefields: boolean) => {
      if (from !== 'base') out.push({ type: 'move', seat: seatId, units: group, to: 'base' });
      if (toBattlefields) for (const to of open) if (to !== from) out.push({ type: 'move', seat: seatId, units: group, to });
    };
    for (const { from, units } of locations) {
      // From base to any open battlefield; from a battlefield to another only with Ganking, every unit moved
      // (asked only when there is another to go to). Undefined: nothing to ask.
      const ganking = from === 'base' || !open.some((id) => id !== from) ? undefined : units.map((u) => hasKeyword(host, u, 'ganking'));
      const allGank = ganking === undefined || ganking.every(Boolean);
      // Each unit alone, then all of them together when there are several.
      for (let i = 0; i < units.length; i++) list([units[i] as string], from, ganking === undefined || ganking[i] === true);
      if (units.length > 1) list(units, from, allGank);
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
