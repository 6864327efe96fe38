/**
 * Standard move (CR 440-461): on your turn in Neutral Open, exhaust ready units you
 * control to move them together from base to a battlefield or from a battlefield to base.
 */
import { destinationRefusal, moveUnits } from '../mechanics/movement.js';
import { findBattlefield, hasKeyword, isForbidden, object, seat, unitLocation, type RiftHost } from '../reads/queries.js';
import type { GameObject, SeatId } from '../state/state.js';
import { idListField, stringField, riftAction, id, ids } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { MoveAction } from '../../../types/riftbound.js';

/** Whether the unit may make a standard move now: ready, and no card forbids it. */
function mayMove(host: RiftHost, obj: GameObject): boolean {
  return !obj.exhausted && !isForbidden(host, obj.id, 'move');
}

const NO_UNITS: readonly string[] = [];

/** The units of `ids` that may make a standard move; `seatId`'s only when `controlled` (a battlefield's). Most locations have none, and share an empty list. */
function movableUnits(host: RiftHost, seatId: SeatId, ids: readonly string[], controlled: boolean): readonly string[] {
  let units: string[] | undefined;
  for (const unit of ids) {
    const obj = object(host.state, unit);
    if ((!controlled || obj.controller === seatId) && mayMove(host, obj)) (units ??= []).push(unit);
  }
  return units ?? NO_UNITS;
}

/** The battlefields `seatId`'s units may go to: whether one takes them does not depend on where they come from. */
function openBattlefields(host: RiftHost, seatId: SeatId): string[] {
  const open: string[] = [];
  for (const bf of host.state.battlefields) if (destinationRefusal(host, seatId, bf) === undefined) open.push(bf.id);
  return open;
}

/**
 * Lists the moves of `units` from `from` (base or a battlefield): each unit alone, then all
 * of them together when there are several. Each group goes to base from a battlefield, then
 * to each open battlefield but its own: from base to any; from a battlefield to another only
 * with Ganking, every unit moved (asked only when there is another to go to).
 */
function listMoves(host: RiftHost, out: MoveAction[], seatId: SeatId, from: string, units: readonly string[], open: readonly string[]): void {
  const ganking = from === 'base' || !open.some((id) => id !== from) ? undefined : units.map((u) => hasKeyword(host, u, 'ganking'));
  // A card may forbid moving to base (CR 054): asked only of units away from it.
  const toBase = from === 'base' ? undefined : units.map((u) => !isForbidden(host, u, 'moveToBase'));
  for (let i = 0; i < units.length; i++) listGroup(out, seatId, [units[i] as string], from, open, ganking === undefined || ganking[i] === true, toBase === undefined || toBase[i] === true);
  if (units.length > 1) listGroup(out, seatId, units, from, open, ganking === undefined || ganking.every(Boolean), toBase === undefined || toBase.every(Boolean));
}

function listGroup(out: MoveAction[], seatId: SeatId, group: readonly string[], from: string, open: readonly string[], toBattlefields: boolean, toBase = true): void {
  if (from !== 'base' && toBase) out.push({ type: 'move', seat: seatId, units: group, to: 'base' });
  if (toBattlefields) for (const to of open) if (to !== from) out.push({ type: 'move', seat: seatId, units: group, to });
}

export const move = riftAction({
  type: 'move',
  description: 'Exhaust ready units you control to move them from base to a battlefield, or from a battlefield to base (to another battlefield with Ganking).',
  fields: { properties: { units: ids, to: id }, required: ['units', 'to'] },
  /** Lists each ready unit alone and each location's ready units together (base, then battlefields in order); `apply` takes any subset. */
  enumerate(host, seatId) {
    const out: MoveAction[] = [];
    const { state } = host;
    // Found at the first location with units to move: most listings have none.
    let open: readonly string[] | undefined;
    const atBase = movableUnits(host, seatId, seat(state, seatId).base, false);
    if (atBase.length > 0) listMoves(host, out, seatId, 'base', atBase, (open ??= openBattlefields(host, seatId)));
    for (const bf of state.battlefields) {
      const units = movableUnits(host, seatId, bf.units, true);
      if (units.length > 0) listMoves(host, out, seatId, bf.id, units, (open ??= openBattlefields(host, seatId)));
    }
    return out;
  },
  check(host, action) {
    const malformed = idListField(action, 'units', 1) ?? stringField(action, 'to');
    if (malformed) return malformed;
    const to = action['to'] as string;
    const destination = findBattlefield(host.state, to);
    if (to !== 'base' && !destination) return refuse('UNKNOWN_DESTINATION.thereIsNo', 'CR 106-109', { to });
    for (const unit of action['units'] as string[]) {
      const obj = host.state.objects[unit];
      const from = obj ? unitLocation(host.state, unit) : undefined;
      if (!obj || from === undefined) return refuse('NOT_ON_BOARD.moving', 'CR 440-461', { unit });
      if (obj.controller !== action.seat) return refuse('NOT_YOUR_UNIT', 'CR 440-461', { unit });
      if (obj.exhausted) return refuse('UNIT_EXHAUSTED.isExhaustedA', 'CR 440-461', { unit });
      if (from === to) return refuse('ALREADY_THERE', 'CR 440-461', { unit, to });
      // Can't beats can: no permission (Ganking included) outweighs a card that forbids moving.
      if (isForbidden(host, unit, 'move')) return refuse('FORBIDDEN', 'CR 054', { unit });
      if (to === 'base' && isForbidden(host, unit, 'moveToBase')) return refuse('FORBIDDEN.canTMove', 'CR 054', { unit });
      if (from !== 'base' && to !== 'base' && !hasKeyword(host, unit, 'ganking')) {
        return refuse('NEEDS_GANKING', 'CR 440-461', { unit });
      }
    }
    return destination ? destinationRefusal(host, action.seat, destination) : undefined;
  },
  perform: { standardMove: performMove },
});

/** A standard move's cost is exhausting the units. */
export function performMove(host: RiftHost, action: MoveAction): void {
  for (const unit of action.units) object(host.state, unit).exhausted = true;
  moveUnits(host, action.seat, action.units, action.to);
}
