/**
 * A step another player may stop (CR 355.17: a choice made as the step resolves): "Counter a
 * spell unless its controller pays :rb_energy_3:", "Deal 4 to it unless its controller has you
 * draw 1". Before the step, the controller of the object it names is asked (`payCost`); paying
 * (or letting the step's controller draw) stops the step, declining lets it happen. A player
 * who cannot pay the resources is not asked: the step happens.
 */
import type { Effect } from '../schema/card-schema.js';
import { isGearOnBoard } from '../reads/gear-text.js';
import { unitLocation, type RiftHost } from '../reads/queries.js';
import type { ObjectId, SeatId, UnlessAsk, Cost } from '../state/state.js';
import { drawCards } from './draw.js';
import { canPay } from './resources.js';

type Unless = NonNullable<Effect['unless']>;

/** Who controls what the step names now: a spell's or an ability's controller on the chain, a card's on the board, its owner elsewhere. */
function controllerOf(host: RiftHost, id: ObjectId): SeatId | undefined {
  const { state } = host;
  const item = state.chain.find((i) => i.id === id);
  if (item !== undefined) return item.controller;
  const obj = state.objects[id];
  if (obj === undefined) return undefined;
  return unitLocation(state, id) !== undefined || isGearOnBoard(state, id) ? obj.controller : obj.owner;
}

/** The question to the player who may stop the step, or undefined when nobody can (the object is gone, or they cannot pay). */
export function unlessAsk(host: RiftHost, unless: Unless, named: ObjectId | undefined): UnlessAsk | undefined {
  const seat = named === undefined ? undefined : controllerOf(host, named);
  if (seat === undefined) return undefined;
  const cost: Cost = { energy: unless.pays?.energy ?? 0, power: [...(unless.pays?.power ?? [])] as Cost['power'] };
  if (unless.pays !== undefined && !canPay(host, seat, cost)) return undefined;
  return { kind: 'unless', seat, cost: { energy: cost.energy, power: [...cost.power] }, draws: unless.draws ?? 0 };
}

/** The player stopped the step: what they paid is paid (actions/pay-cost.ts); the step's controller draws what it offered. */
export function stopStep(host: RiftHost, unless: Unless, controller: SeatId): void {
  if (unless.draws !== undefined) drawCards(host, controller, unless.draws, 'effect');
}
