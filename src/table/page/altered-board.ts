/**
 * The Altered board of the table page, from the seat's view alone: the day, the regions of
 * the adventure with the expeditions standing on each, each player's expeditions, Reserve,
 * Landmarks, hand (its own; others' as a count) and mana, then Limbo and a pending choice.
 */
import type { AlteredView } from '../../types/altered.js';
import { el } from './dom.js';
import { nameOf, seatName } from './names.js';

type Obj = { readonly [key: string]: unknown };
const TERRAINS: Record<string, string> = { forest: 'F', mountain: 'M', water: 'W' };

function character(view: AlteredView, id: string): HTMLElement {
  const object = (view.objects[id] ?? {}) as Obj;
  const stats = object['stats'] as Record<string, number> | undefined;
  const boosts = typeof object['boosts'] === 'number' ? object['boosts'] : 0;
  const numbers = stats ? ` ${Object.entries(TERRAINS).map(([t, letter]) => `${letter}${(stats[t] ?? 0) + boosts}`).join(' ')}` : '';
  const flags = ['fleeting', 'anchored', 'asleep', 'exhausted'].filter((flag) => object[flag] === true);
  return el('span', { class: `card unit${flags.map((f) => ` ${f}`).join('')}`, 'data-id': id, title: flags.join(', ') }, `${nameOf(view, id)}${numbers}`);
}

const cards = (view: AlteredView, ids: readonly string[]) => ids.map((id) => el('span', { class: 'card', 'data-id': id }, nameOf(view, id)));

export function alteredBoard(view: AlteredView): HTMLElement {
  const { regions, choice } = view;
  const label = (seat: string | null) => seatName(view, seat);
  const standing: string[][] = regions.map(() => []);
  for (const seat of view.seats) {
    for (const side of ['hero', 'companion'] as const) {
      const at = seat.track[seat.position[side]];
      if (at !== undefined) standing[at]?.push(`${seat.name} ${side}`);
    }
  }
  return el('div', { class: 'board altered' },
    el('div', { class: 'scores' }, `Day ${view.day} · first player ${label(view.firstPlayer)}`, view.current ? ` · ${label(view.current)} to play` : '', view.arena ? ' · Arena' : ''),
    el('div', { class: 'adventure' },
      regions.map((region, i) =>
        el('div', { class: `region${region.faceDown ? ' face-down' : ''}`, 'data-region': String(i) },
          el('strong', {}, region.faceDown ? '?' : region.terrains.map((t) => TERRAINS[t] ?? t).join('')),
          el('div', {}, (standing[i] ?? []).map((who) => el('span', { class: 'card', 'data-expedition': who }, who)))))),
    el('div', { class: 'seats' },
      view.seats.map((seat) => {
        const side = (name: string) => [
          ...seat.expedition.filter((id) => (view.objects[id] as Obj | undefined)?.['side'] === name).map((id) => character(view, id)),
          ...seat.permanents.filter((id) => (view.objects[id] as Obj | undefined)?.['side'] === name).map((id) => el('span', { class: 'card permanent', 'data-id': id }, nameOf(view, id))),
        ];
        return el('div', { class: `seat${seat.id === view.viewer ? ' mine' : ''}`, 'data-seat': seat.id },
          el('strong', {}, seat.name),
          ` · hero ${seat.hero ? nameOf(view, String(seat.hero)) : 'none'} · deck ${seat.deckSize} · mana ${seat.mana.ready} ready, ${seat.mana.exhausted} exhausted${seat.passed ? ' · passed' : ''}`,
          el('div', {}, 'Hero expedition: ', side('hero')),
          el('div', {}, 'Companion expedition: ', side('companion')),
          el('div', {}, 'Reserve: ', seat.reserve.map((id) => character(view, id))),
          el('div', {}, 'Landmarks: ', cards(view, seat.landmarks)),
          el('div', { class: 'hand' }, 'Hand: ',
            seat.hand === null ? el('span', { class: 'hidden-hand' }, `${seat.handSize} hidden card(s)`) : cards(view, seat.hand)),
          el('div', {}, `Discard: ${seat.discard.length}`));
      })),
    el('div', { class: 'chain' },
      el('strong', {}, 'Limbo: '), view.limbo.length ? view.limbo.map((e) => `${e.id} ${nameOf(view, e.card)} (${label(e.controller)}) `) : 'empty',
      choice ? el('div', {}, `${label(choice.seat)} is choosing`) : ''),
  );
}
