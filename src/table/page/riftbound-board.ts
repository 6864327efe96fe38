/**
 * The Riftbound board of the table page, from the seat's view alone: scores, battlefields with
 * their units, each seat's base, hand (its own; others' as a count unless shown), runes and
 * pool, then the chain, the showdown and pending triggers.
 */
import type { RiftboundView } from '../../types/riftbound.js';
import { el } from './dom.js';
import { nameOf } from './names.js';

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
  const turn = view.turn as { number?: number; seat?: string };
  const teams = view.teams as readonly { id: string; score: number }[];
  const battlefields = view.battlefields as readonly Obj[];
  const showdown = view.showdown as Obj | null;
  return el('div', { class: 'board riftbound' },
    el('div', { class: 'scores' },
      `Turn ${turn.number ?? 0} · ${turn.seat ?? ''} to play`,
      view.priority ? ` · priority ${view.priority}` : '',
      ' · ', teams.map((t) => el('span', { class: 'score', 'data-team': t.id }, `${t.id}: ${t.score} `))),
    el('div', { class: 'battlefields' },
      battlefields.map((bf) =>
        el('div', { class: `battlefield${bf['contested'] ? ' contested' : ''}`, 'data-battlefield': String(bf['id']) },
          el('strong', {}, nameOf(view, String(bf['card']))),
          ` · controller ${String(bf['controller'] ?? 'none')}`,
          bf['contested'] ? ` · contested by ${String(bf['contestedBy'])}` : '',
          bf['hidden'] ? ' · a hidden card' : '',
          el('div', {}, (bf['units'] as string[]).map((id) => unit(view, id)))))),
    el('div', { class: 'seats' },
      view.seats.map((seat) =>
        el('div', { class: `seat${seat.id === view.viewer ? ' mine' : ''}`, 'data-seat': seat.id },
          el('strong', {}, `${seat.id} ${seat.name}`), ` · team ${seat.team} · legend ${nameOf(view, String(seat.legend))}`,
          ` · deck ${seat.deckSize} · runes ${seat.runes.length} (${seat.runeDeckSize} left) · ${String(seat.pool['energy'] ?? 0)} energy`,
          el('div', {}, 'Base: ', seat.base.map((id) => unit(view, id))),
          el('div', { class: 'hand' }, 'Hand: ',
            seat.hand === null ? el('span', { class: 'hidden-hand' }, `${seat.handSize} hidden card(s)`) : cards(view, seat.hand)),
          el('div', {}, `Trash: ${seat.trash.length}`)))),
    el('div', { class: 'chain' },
      el('strong', {}, 'Chain: '), view.chain.length ? (view.chain as readonly Obj[]).map((item) => `${nameOf(view, String(item['card']))} (${String(item['controller'])}) `) : 'empty',
      view.triggers.length ? el('div', {}, `Waiting for ${String(view.triggerChooser)} to place ${view.triggers.length} triggered abilities`) : '',
      showdown ? el('div', {}, `Showdown at ${nameOf(view, String(showdown['battlefield']))} · focus ${String(showdown['focus'])}`) : ''),
  );
}
