/**
 * The Riftbound board of the table page, from the seat's view alone: scores, battlefields with
 * their units, each seat's base, hand (its own; others' as a count unless shown), runes and
 * pool, then the chain, the showdown and pending triggers.
 */
import type { RiftboundView } from '../../types/riftbound.js';
import { el } from './dom.js';
import { nameOf, seatName, teamName } from './names.js';

type Obj = { readonly [key: string]: unknown };

function unit(view: RiftboundView, id: string): HTMLElement {
  const object = (view.objects[id] ?? {}) as Obj;
  const might = typeof object['might'] === 'number' ? ` ${object['might']}` : '';
  const damage = typeof object['damage'] === 'number' && object['damage'] > 0 ? ` (-${object['damage']})` : '';
  const flags = ['exhausted', 'stunned'].filter((flag) => object[flag] === true);
  return el('span', { class: `card unit${flags.map((f) => ` ${f}`).join('')}`, 'data-id': id, title: `${id}, owner ${String(object['owner'] ?? '?')}${flags.length ? `, ${flags.join(', ')}` : ''}` },
    `${nameOf(view, id)}${might}${damage}`);
}

const cards = (view: RiftboundView, ids: readonly string[]) => ids.map((id) => el('span', { class: 'card', 'data-id': id }, nameOf(view, id)));

export function riftboundBoard(view: RiftboundView): HTMLElement {
  const { turn, teams, battlefields, showdown } = view;
  const who = (seat: string | null) => seatName(view, seat);
  return el('div', { class: 'board riftbound' },
    el('div', { class: 'scores' },
      `Turn ${turn.number} · ${who(turn.seat)} to play`,
      view.priority ? ` · priority ${who(view.priority)}` : '',
      ' · ', teams.map((t) => el('span', { class: 'score', 'data-team': t.id }, `${teamName(view, t.id)}: ${t.score} `))),
    el('div', { class: 'battlefields' },
      battlefields.map((bf) =>
        el('div', { class: `battlefield${bf.contested ? ' contested' : ''}`, 'data-battlefield': bf.id },
          el('strong', {}, nameOf(view, bf.card)),
          ` · controller ${bf.controller === null ? 'none' : who(bf.controller)}`,
          bf.contested ? ` · contested by ${who(bf.contestedBy)}` : '',
          bf.hidden ? ' · a hidden card' : '',
          el('div', {}, bf.units.map((id) => unit(view, id)))))),
    el('div', { class: 'seats' },
      view.seats.map((seat) =>
        el('div', { class: `seat${seat.id === view.viewer ? ' mine' : ''}`, 'data-seat': seat.id },
          el('strong', {}, seat.name), ` · team ${teamName(view, seat.team)} · legend ${nameOf(view, seat.legend)}`,
          ` · deck ${seat.deckSize} · runes ${seat.runes.length} (${seat.runeDeckSize} left) · ${seat.pool.energy} energy`,
          el('div', {}, 'Base: ', seat.base.map((id) => unit(view, id))),
          el('div', { class: 'hand' }, 'Hand: ',
            seat.hand === null ? el('span', { class: 'hidden-hand' }, `${seat.handSize} hidden card(s)`) : cards(view, seat.hand)),
          el('div', {}, `Trash: ${seat.trash.length}`)))),
    el('div', { class: 'chain' },
      el('strong', {}, 'Chain: '), view.chain.length ? view.chain.map((item) => `${nameOf(view, item.card)} (${who(item.controller)}) `) : 'empty',
      view.triggers.length ? el('div', {}, `Waiting for ${who(view.triggerChooser)} to place ${view.triggers.length} triggered abilities`) : '',
      showdown ? el('div', {}, `Showdown at ${nameOf(view, showdown.battlefield)} · focus ${who(showdown.focus)}`) : ''),
  );
}
