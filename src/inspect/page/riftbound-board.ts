/// <reference lib="dom" />
/**
 * The Riftbound board of the inspector page, from the viewed seat's view: the turn and the
 * scores, the battlefields with their units, each seat's base, hand (others' hidden) and trash,
 * the chain with the triggers waiting to be placed, and what the scoring step recorded.
 */
import { byId, el } from '../../table/page/dom.js';
import { nameOf } from '../../table/page/names.js';
import type { RiftboundCatalogCard } from '../../types/catalog.js';
import type { RiftboundView } from '../../types/riftbound-view.js';
import { inspector, named } from './connection.js';
import { ownerBadge } from './owner-badge.js';

const nameIn = (view: RiftboundView, id: string) => nameOf(named(view), id);

function unit(view: RiftboundView, id: string): HTMLElement {
  const object = view.objects[id];
  // Each number says what it is: "Might 4", "1 damage".
  const bits = [nameIn(view, id)];
  const card = object ? (inspector.cards[object.card] as RiftboundCatalogCard | undefined) : undefined;
  const might = object?.might ?? card?.might;
  if (might !== undefined) bits.push(`Might ${might + (object?.buffed ? 1 : 0) + (object?.mightThisTurn ?? 0)}`);
  if (object?.buffed) bits.push('buffed');
  if (object?.damage) bits.push(`${object.damage} damage`);
  return el('span', {
    class: `unit${object?.exhausted ? ' exhausted' : ''}${object?.stunned ? ' stunned' : ''}`,
    'data-id': id,
    title: `${id}, owner ${object?.owner ?? '?'}, controller ${object?.controller ?? '?'}${object?.exhausted ? ', exhausted' : ''}`,
  }, bits.join(' · '), object ? ownerBadge(object) : null);
}

/** A list of battlefield ids in words. */
function places(view: RiftboundView, ids: readonly string[] | undefined): string {
  return ids?.length ? ids.map((id) => nameIn(view, id)).join(', ') : 'none';
}

export function drawRiftboundBoard(view: RiftboundView): void {
  byId('scores').replaceChildren(
    el('div', {}, `Turn ${view.turn.number} · ${view.turn.seat}`, view.winner ? ` · winner ${view.winner}` : ''),
    el('div', { id: 'team-scores' }, view.teams.map((t) => el('span', { class: 'card', 'data-team': t.id }, `${t.id}: ${t.score}`))),
  );
  byId('battlefields').replaceChildren(
    ...view.battlefields.map((bf) =>
      el('div', { class: `battlefield${bf.contested ? ' contested' : ''}`, 'data-battlefield': bf.id },
        el('strong', {}, nameIn(view, bf.card)), ` (${bf.id})`,
        el('span', { class: 'controller' }, ` controller: ${bf.controller ?? 'none'}`),
        bf.contested ? ` · contested by ${bf.contestedBy}` : '',
        bf.staged ? ' · staged' : '',
        bf.hidden ? ` · hidden card of ${bf.hidden.owner}${bf.hidden.card ? `: ${nameIn(view, bf.hidden.card)}` : ''}` : '',
        el('div', {}, bf.units.map((id) => unit(view, id))))),
  );
  byId('seats').replaceChildren(
    ...view.seats.map((s) =>
      el('div', { class: 'seat', 'data-seat': s.id },
        el('strong', {}, `${s.id} ${s.name}`), ` · team ${s.team} · deck ${s.deckSize} · runes ${s.runes.length} (${s.runeDeckSize} left) · pool ${s.pool.energy}E`,
        el('div', {}, 'Base: ', s.base.map((id) => unit(view, id))),
        el('div', { class: 'hand' }, 'Hand: ',
          s.hand === null
            ? el('span', { class: 'hidden-hand' }, `${s.handSize} hidden card(s)`)
            : s.hand.map((id) => el('span', { class: 'card', 'data-id': id }, nameIn(view, id)))),
        el('div', {}, `Trash: ${s.trash.length}`))),
  );
  const cardName = (card: string) => inspector.cards[card]?.name ?? card;
  byId('chain').replaceChildren(
    el('h2', {}, 'Chain', view.priority ? el('small', {}, ` priority: ${view.priority}`) : ''),
    view.chain.length
      ? el('ol', {}, view.chain.map((item) => el('li', {}, `${cardName(item.card)} (${item.kind}, ${item.controller})`)))
      : el('div', {}, view.triggers.length ? 'empty' : 'empty (Open)'),
    // Triggered abilities waiting to be placed on the chain, and whose choice it is.
    view.triggers.length
      ? el('div', { class: 'pending-triggers' }, `Waiting for ${view.triggerChooser} to place: `,
        view.triggers.map((t) => `${cardName(t.card)} (${t.id}, ${t.controller})`).join(', '))
      : '',
    view.showdown ? el('div', {}, `Showdown at ${view.showdown.battlefield}${view.showdown.combat ? ' (combat)' : ''} · focus ${view.showdown.focus}`) : '',
  );
  const recorded = view.scoring.atScoringStep;
  const scored = Object.entries(view.scoring.scored).filter(([, list]) => list.length);
  byId('ledger').replaceChildren(
    el('h2', {}, 'Scoring this turn'),
    el('div', { id: 'scored' }, scored.length ? scored.map(([seat, list]) => `${seat} scored ${places(view, list)}`).join('; ') : 'Nobody has scored yet this turn.'),
    el('div', { id: 'scoring-step' }, recorded
      ? ['At the beginning of the turn (scoring step): ', el('ul', {}, Object.keys(recorded.controlled).map((s) =>
        el('li', {}, `${s} controlled ${places(view, recorded.controlled[s])}; occupied ${places(view, recorded.occupied[s])}`)))]
      : 'The scoring step has not happened yet this turn.'),
  );
}
