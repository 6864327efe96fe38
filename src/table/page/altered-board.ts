/**
 * The Altered board of the table page, from the seat's view alone: the day; the regions of the
 * adventure with each expedition standing on its region, in its seat's colour; per seat its
 * hero, hero and companion expeditions (characters and expedition permanents), Reserve,
 * landmarks, mana, hand (its own face up, others' as backs with their count) and discard;
 * Limbo as a stack and a pending choice. The viewer's seat is drawn last, at the bottom.
 */
import type { AlteredSeatView, AlteredView } from '../../types/altered.js';
import { cardOf, catalogCard, hiddenHand, zone, type Table } from './cards.js';
import { el } from './dom.js';
import { nameOf } from './names.js';

type Obj = { readonly [key: string]: unknown };
const TERRAINS: Record<string, string> = { forest: 'Forest', mountain: 'Mountain', water: 'Water' };
const SIDES = ['hero', 'companion'] as const;

function regions(table: Table, view: AlteredView): HTMLElement {
  const standing: { seat: string; side: string }[][] = view.regions.map(() => []);
  for (const seat of view.seats) {
    for (const side of SIDES) {
      const at = seat.track[Number(seat.position[side])];
      if (typeof at === 'number') standing[at]?.push({ seat: seat.id, side });
    }
  }
  return el('div', { class: 'adventure' },
    (view.regions as readonly Obj[]).map((region, i) =>
      el('div', { class: `region${region['faceDown'] ? ' face-down' : ''}`, 'data-region': String(i) },
        el('div', { class: 'zone-title' }, region['faceDown'] ? 'face down' : (region['terrains'] as string[]).map((t) => TERRAINS[t] ?? t).join(' · ')),
        (standing[i] ?? []).map(({ seat, side }) =>
          el('span', { class: 'expedition-marker', 'data-expedition': `${seat} ${side}`, style: `--owner: ${table.colour(seat)}` }, `${seat} ${side}`)))));
}

function seatPanel(table: Table, view: AlteredView, seat: AlteredSeatView): HTMLElement {
  const onSide = (side: string) => [
    ...seat.expedition.filter((id) => table.objects[id]?.['side'] === side).map((id) => cardOf(table, id)),
    ...seat.permanents.filter((id) => table.objects[id]?.['side'] === side).map((id) => cardOf(table, id)),
  ];
  const current = view.current === seat.id;
  return el('section', { class: `seat${seat.id === view.viewer ? ' mine' : ''}${current ? ' to-play' : ''}`, 'data-seat': seat.id, style: `--owner: ${table.colour(seat.id)}` },
    el('div', { class: 'seat-head' },
      el('strong', { class: 'seat-name' }, `${seat.id} · ${seat.name}`),
      el('span', { class: 'mana' }, `mana ${seat.mana.ready} ready · ${seat.mana.exhausted} exhausted`),
      el('span', { class: 'counts' }, `deck ${seat.deckSize} · discard ${seat.discard.length}`),
      current ? el('span', { class: 'mark' }, 'to play') : '',
      seat.passed ? el('span', { class: 'mark' }, 'passed') : '',
      view.firstPlayer === seat.id ? el('span', { class: 'mark' }, 'first player') : ''),
    el('div', { class: 'zones' },
      zone('Hero', { 'data-zone': 'hero' }, ...(typeof seat.hero === 'string' ? [catalogCard(table, seat.hero, { 'data-hero': seat.id })] : [])),
      SIDES.map((side) => zone(`${side === 'hero' ? 'Hero' : 'Companion'} expedition`, { 'data-zone': `${side}-expedition`, 'data-expedition-zone': `${seat.id} ${side}` }, ...onSide(side))),
      zone('Reserve', { 'data-zone': 'reserve' }, ...seat.reserve.map((id) => cardOf(table, id))),
      zone('Landmarks', { 'data-zone': 'landmarks' }, ...seat.landmarks.map((id) => cardOf(table, id)))),
    zone(`Hand (${seat.handSize})`, { 'data-zone': 'hand', class: 'zone hand' },
      ...(seat.hand === null ? [hiddenHand(seat.handSize)] : [...seat.hand.map((id) => cardOf(table, id)), ...(seat.handSize > seat.hand.length ? [hiddenHand(seat.handSize - seat.hand.length)] : [])])));
}

/** Limbo, the latest on top: each card waiting there, and its controller. */
function limbo(table: Table, view: AlteredView): HTMLElement {
  const entries = [...view.limbo].reverse();
  const choice = view.choice as Obj | null;
  return el('div', { class: 'chain stack limbo', 'data-zone': 'limbo' },
    el('div', { class: 'zone-title' }, `Limbo${entries.length ? ` (${entries.length})` : ': empty'}`),
    entries.map((entry, i) => el('div', { class: `chain-item${i === 0 ? ' top' : ''}`, 'data-item': String(entry['id'] ?? ''), style: `--owner: ${table.colour(String(entry['controller']))}` },
      catalogCard(table, String(entry['card'])), el('span', {}, ` ${String(entry['controller'])}`))),
    choice ? el('div', { class: 'mark' }, `${String(choice['seat'])} is choosing${typeof choice['source'] === 'string' ? ` for ${nameOf(table, choice['source'])}` : ''}`) : '');
}

export function alteredBoard(table: Table, view: AlteredView): HTMLElement {
  const others = view.seats.filter((s) => s.id !== view.viewer);
  const mine = view.seats.filter((s) => s.id === view.viewer);
  return el('div', { class: 'board altered' },
    el('div', { class: 'scores' },
      el('span', {}, `Day ${view.day}${view.current ? ` · ${view.current} to play` : ''}`),
      view.seats.map((s) => el('span', { class: 'score', 'data-team': s.id, style: `--owner: ${table.colour(s.id)}` }, s.id)),
      view.arena ? el('span', { class: 'mark' }, 'Arena') : '',
      el('span', { class: 'machine' }, view.machine)),
    el('div', { class: 'seats others' }, others.map((seat) => seatPanel(table, view, seat))),
    el('div', { class: 'middle' }, regions(table, view), limbo(table, view)),
    el('div', { class: 'seats own' }, mine.map((seat) => seatPanel(table, view, seat))));
}
