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
import { say } from './i18n/messages.js';
import { say as tableSay } from '../../table/page/i18n/messages.js';

const nameIn = (view: RiftboundView, id: string) => nameOf(named(view), id);

function unit(view: RiftboundView, id: string): HTMLElement {
  const object = view.objects[id];
  // Each number says what it is: "Might 4", "1 damage".
  const bits = [nameIn(view, id)];
  const card = object ? (inspector.cards[object.card] as RiftboundCatalogCard | undefined) : undefined;
  const might = object?.might ?? card?.might;
  if (might !== undefined) bits.push(say('riftbound.might', { might: might + (object?.buffed ? 1 : 0) + (object?.mightThisTurn ?? 0) }));
  if (object?.buffed) bits.push(tableSay('flag.buffed'));
  if (object?.damage) bits.push(tableSay('card.damage', { damage: object.damage }));
  return el('span', {
    class: `unit${object?.exhausted ? ' exhausted' : ''}${object?.stunned ? ' stunned' : ''}`,
    'data-id': id,
    title: `${say('riftbound.unitTitle', { id, owner: object?.owner ?? '?', controller: object?.controller ?? '?' })}${object?.exhausted ? `, ${tableSay('flag.exhausted')}` : ''}`,
  }, bits.join(' · '), object ? ownerBadge(object) : null);
}

/** A list of battlefield ids in words. */
function places(view: RiftboundView, ids: readonly string[] | undefined): string {
  return ids?.length ? ids.map((id) => nameIn(view, id)).join(', ') : say('board.none');
}

export function drawRiftboundBoard(view: RiftboundView): void {
  byId('scores').replaceChildren(
    el('div', {}, say('riftbound.turn', { number: view.turn.number, seat: String(view.turn.seat) }), view.winner ? ` · ${say('board.winner', { winner: view.winner })}` : ''),
    el('div', { id: 'team-scores' }, view.teams.map((t) => el('span', { class: 'card', 'data-team': t.id }, `${t.id}: ${t.score}`))),
  );
  byId('battlefields').replaceChildren(
    ...view.battlefields.map((bf) =>
      el('div', { class: `battlefield${bf.contested ? ' contested' : ''}`, 'data-battlefield': bf.id },
        el('strong', {}, nameIn(view, bf.card)), ` (${bf.id})`,
        el('span', { class: 'controller' }, ` ${say('riftbound.controller', { seat: bf.controller ?? say('board.none') })}`),
        bf.contested ? ` · ${tableSay('board.contestedBy', { seat: String(bf.contestedBy) })}` : '',
        bf.staged ? ` · ${say('riftbound.staged')}` : '',
        bf.hidden ? ` · ${bf.hidden.card ? say('riftbound.hiddenCardNamed', { owner: bf.hidden.owner, card: nameIn(view, bf.hidden.card) }) : say('riftbound.hiddenCard', { owner: bf.hidden.owner })}` : '',
        el('div', {}, bf.units.map((id) => unit(view, id))))),
  );
  byId('seats').replaceChildren(
    ...view.seats.map((s) =>
      el('div', { class: 'seat', 'data-seat': s.id },
        el('strong', {}, `${s.id} ${s.name}`), ` · ${say('riftbound.seat', { team: s.team, deck: s.deckSize, runes: s.runes.length, left: s.runeDeckSize, energy: s.pool.energy })}`,
        el('div', {}, say('board.listed', { zone: tableSay('zone.base') }), s.base.map((id) => unit(view, id))),
        el('div', { class: 'hand' }, say('board.listed', { zone: tableSay('zone.handTitle') }),
          s.hand === null
            ? el('span', { class: 'hidden-hand' }, tableSay('card.hiddenCards', { count: s.handSize }))
            : s.hand.map((id) => el('span', { class: 'card', 'data-id': id }, nameIn(view, id)))),
        el('div', {}, say('riftbound.trash', { count: s.trash.length })))),
  );
  const cardName = (card: string) => inspector.cards[card]?.name ?? card;
  byId('chain').replaceChildren(
    el('h2', {}, say('riftbound.chain'), view.priority ? el('small', {}, ` ${say('riftbound.priority', { seat: view.priority })}`) : ''),
    view.chain.length
      ? el('ol', {}, view.chain.map((item) => el('li', {}, `${cardName(item.card)} (${item.kind}, ${item.controller})`)))
      : el('div', {}, view.triggers.length ? tableSay('zone.empty') : say('riftbound.chainOpen')),
    // Triggered abilities waiting to be placed on the chain, and whose choice it is.
    view.triggers.length
      ? el('div', { class: 'pending-triggers' }, say('riftbound.waitingToPlace', { seat: String(view.triggerChooser) }),
        view.triggers.map((t) => `${cardName(t.card)} (${t.id}, ${t.controller})`).join(', '))
      : '',
    view.showdown ? el('div', {}, say(view.showdown.combat ? 'riftbound.showdownCombat' : 'riftbound.showdown', { battlefield: view.showdown.battlefield, focus: String(view.showdown.focus) })) : '',
  );
  const recorded = view.scoring.atScoringStep;
  const scored = Object.entries(view.scoring.scored).filter(([, list]) => list.length);
  byId('ledger').replaceChildren(
    el('h2', {}, say('riftbound.scoringTitle')),
    el('div', { id: 'scored' }, scored.length ? scored.map(([seat, list]) => say('riftbound.scored', { seat, places: places(view, list) })).join('; ') : say('riftbound.nobodyScored')),
    el('div', { id: 'scoring-step' }, recorded
      ? [say('riftbound.scoringStep'), el('ul', {}, Object.keys(recorded.controlled).map((s) =>
        el('li', {}, say('riftbound.recorded', { seat: s, controlled: places(view, recorded.controlled[s]), occupied: places(view, recorded.occupied[s]) }))))]
      : say('riftbound.noScoringStep')),
  );
}
