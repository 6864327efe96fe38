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
import { say, sayFor } from './i18n/messages.js';

type Obj = { readonly [key: string]: unknown };
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
        el('div', { class: 'zone-title' }, region['faceDown'] ? say('board.faceDown') : (region['terrains'] as string[]).map((t) => sayFor('terrain', t, t)).join(' · ')),
        (standing[i] ?? []).map(({ seat, side }) =>
          el('span', { class: 'expedition-marker', 'data-expedition': `${seat} ${side}`, style: `--owner: ${table.colour(seat)}` }, say('board.expedition', { seat, side: sayFor('side', side, side) }))))));
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
      el('span', { class: 'mana' }, say('board.mana', { ready: seat.mana.ready, exhausted: seat.mana.exhausted })),
      el('span', { class: 'counts' }, say('board.altered.counts', { deck: seat.deckSize, discard: seat.discard.length })),
      current ? el('span', { class: 'mark' }, say('board.toPlay')) : '',
      seat.passed ? el('span', { class: 'mark' }, say('board.passed')) : '',
      view.firstPlayer === seat.id ? el('span', { class: 'mark' }, say('board.firstPlayer')) : ''),
    el('div', { class: 'zones' },
      zone(say('zone.hero'), { 'data-zone': 'hero' }, ...(typeof seat.hero === 'string' ? [catalogCard(table, seat.hero, { 'data-hero': seat.id })] : [])),
      SIDES.map((side) => zone(say(side === 'hero' ? 'zone.heroExpedition' : 'zone.companionExpedition'), { 'data-zone': `${side}-expedition`, 'data-expedition-zone': `${seat.id} ${side}` }, ...onSide(side))),
      zone(say('zone.reserve'), { 'data-zone': 'reserve' }, ...seat.reserve.map((id) => cardOf(table, id))),
      zone(say('zone.landmarks'), { 'data-zone': 'landmarks' }, ...seat.landmarks.map((id) => cardOf(table, id)))),
    zone(say('zone.hand', { count: seat.handSize }), { 'data-zone': 'hand', class: 'zone hand' },
      ...(seat.hand === null ? [hiddenHand(seat.handSize)] : [...seat.hand.map((id) => cardOf(table, id)), ...(seat.handSize > seat.hand.length ? [hiddenHand(seat.handSize - seat.hand.length)] : [])])));
}

/** Limbo, the latest on top: each card waiting there, and its controller. */
function limbo(table: Table, view: AlteredView): HTMLElement {
  const entries = [...view.limbo].reverse();
  const choice = view.choice as Obj | null;
  return el('div', { class: 'chain stack limbo', 'data-zone': 'limbo' },
    el('div', { class: 'zone-title' }, entries.length ? say('zone.limboCount', { count: entries.length }) : say('zone.limboEmpty')),
    entries.map((entry, i) => el('div', { class: `chain-item${i === 0 ? ' top' : ''}`, 'data-item': String(entry['id'] ?? ''), style: `--owner: ${table.colour(String(entry['controller']))}` },
      catalogCard(table, String(entry['card'])), el('span', {}, ` ${String(entry['controller'])}`))),
    choice ? el('div', { class: 'mark' }, typeof choice['source'] === 'string' ? say('board.choosingFor', { seat: String(choice['seat']), card: nameOf(table, choice['source']) }) : say('board.choosing', { seat: String(choice['seat']) })) : '');
}

export function alteredBoard(table: Table, view: AlteredView): HTMLElement {
  const others = view.seats.filter((s) => s.id !== view.viewer);
  const mine = view.seats.filter((s) => s.id === view.viewer);
  return el('div', { class: 'board altered' },
    el('div', { class: 'scores' },
      el('span', {}, `${say('board.day', { day: view.day })}${view.current ? say('board.toPlaySuffix', { seat: view.current }) : ''}`),
      view.seats.map((s) => el('span', { class: 'score', 'data-team': s.id, style: `--owner: ${table.colour(s.id)}` }, s.id)),
      view.arena ? el('span', { class: 'mark' }, say('board.arena')) : '',
      el('span', { class: 'machine' }, view.machine)),
    el('div', { class: 'seats others' }, others.map((seat) => seatPanel(table, view, seat))),
    el('div', { class: 'middle' }, regions(table, view), limbo(table, view)),
    el('div', { class: 'seats own' }, mine.map((seat) => seatPanel(table, view, seat))));
}
