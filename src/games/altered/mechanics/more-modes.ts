/**
 * "Choose one. If each of your Expeditions is tied or behind, you may choose both:" (the card's
 * `moreModes`): a modal spell whose player may choose up to `upTo` different modes when, as the
 * spell is played, each of their expeditions stands as `ifEachExpedition` says (glossary 5.2.3.f:
 * checked then). The play's `mode` is then a list of mode indexes in increasing order, done one
 * after the other as one ability: the chosen modes have at most one target between them (cards/cards.ts
 * refuses a card whose modes could have two), which the play names.
 */
import { SIDES, standing } from '../reads/expeditions.js';
import { inGame } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId } from '../state/state.js';
import type { Ability } from './targets.js';

/** How many modes `seatId` may choose now: `upTo` when the card's condition holds, else one. */
export function modesAllowed(host: AlteredHost, seatId: SeatId, def: AlteredCard): number {
  const more = def.moreModes;
  if (more === undefined || def.modes === undefined || !inGame(host.state, seatId)) return 1;
  const holds = SIDES.every((side) => (more.ifEachExpedition as readonly string[]).includes(standing(host, { seat: seatId, side })));
  return holds ? Math.min(more.upTo, def.modes.length) : 1;
}

/** Every list of two or more different modes, in increasing order, of at most `max`. */
export function modeLists(count: number, max: number): number[][] {
  const out: number[][] = [];
  const grow = (list: number[], from: number) => {
    if (list.length >= 2) out.push(list);
    if (list.length >= max) return;
    for (let i = from; i < count; i++) grow([...list, i], i + 1);
  };
  grow([], 0);
  return out;
}

/** Whether a play's `mode` is a list of modes (several chosen). */
export function isModeList(mode: unknown): mode is readonly number[] {
  return Array.isArray(mode);
}

/** The one ability several modes make, in the order of the list: the target of the one that has one, and every mode's effects; undefined for a list that names no modes of the card, repeats one, is out of order, or has two targets. */
export function modesAbility(def: AlteredCard, list: readonly unknown[]): Ability | undefined {
  const modes = def.modes;
  if (modes === undefined || list.length < 2) return undefined;
  if (!list.every((m, i) => typeof m === 'number' && Number.isInteger(m) && m >= 0 && m < modes.length && (i === 0 || m > (list[i - 1] as number)))) return undefined;
  const chosen = list.map((m) => modes[m as number] as Ability);
  const aimed = chosen.filter((a) => a.target !== undefined);
  if (aimed.length > 1) return undefined;
  const [aim] = aimed;
  const { effects: _effects, ...target } = aim ?? { effects: [] };
  return { ...target, effects: chosen.flatMap((a) => a.effects) };
}
