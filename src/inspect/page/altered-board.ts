/// <reference lib="dom" />
/**
 * The Altered board of the inspector page: the adventure's regions in layout order with the
 * expeditions standing on each, then each player's zones and Limbo. Drawn from the Altered view
 * (docs/altered.md), nothing else.
 */
import { byId, el } from '../../table/page/dom.js';
import { nameOf } from '../../table/page/names.js';
import type { AlteredStats, AlteredTerrain, AlteredView } from '../../types/altered-view.js';
import type { AlteredCatalogCard } from '../../types/catalog.js';
import { inspector, named } from './connection.js';
import { ownerBadge } from './owner-badge.js';

const TERRAIN_LETTERS: Readonly<Record<AlteredTerrain, string>> = { forest: 'F', mountain: 'M', water: 'W' };
const STATUSES = ['fleeting', 'anchored', 'asleep', 'exhausted'] as const;

const nameIn = (view: AlteredView, id: string) => nameOf(named(view), id);

function character(view: AlteredView, id: string): HTMLElement {
  const object = view.objects[id];
  // In play, the view gives statistics as passives make them; elsewhere, the printed ones. Boosts add to each.
  const card = object ? (inspector.cards[object.card] as AlteredCatalogCard | undefined) : undefined;
  const stats: AlteredStats | undefined = object?.stats ?? card?.stats;
  const boosts = object?.boosts ?? 0;
  const bits = [nameIn(view, id)];
  if (stats) bits.push(Object.entries(TERRAIN_LETTERS).map(([t, letter]) => `${letter}${stats[t as AlteredTerrain] + boosts}`).join(' '));
  const statuses = STATUSES.filter((s) => object?.[s]);
  return el('span', {
    class: `unit${statuses.map((s) => ` ${s}`).join('')}`,
    'data-id': id,
    title: `${id}${boosts ? `, ${boosts} boost(s)` : ''}${statuses.length ? `, ${statuses.join(', ')}` : ''}`,
  }, bits.join(' '), object ? ownerBadge(object) : null);
}

const plainCard = (view: AlteredView, id: string, extra = '') => el('span', { class: `card${extra}`, 'data-id': id }, nameIn(view, id));

export function drawAlteredBoard(view: AlteredView): void {
  byId('scores').replaceChildren(
    el('div', {}, `Day ${view.day} · first player ${view.firstPlayer} · ${view.current} to play`, view.arena ? ' · Arena' : '', view.winner ? ` · winner ${view.winner}` : ''),
  );
  // Who stands where: region index → "A hero", "B companion", ...
  const standing: string[][] = view.regions.map(() => []);
  for (const s of view.seats) for (const side of ['hero', 'companion'] as const) standing[s.track[s.position[side]] ?? -1]?.push(`${s.id} ${side}`);
  byId('battlefields').replaceChildren(
    el('div', { class: 'adventure' },
      view.regions.map((region, i) =>
        el('div', { class: `region${region.faceDown ? ' face-down' : ''}`, 'data-region': String(i) },
          el('strong', {}, region.faceDown ? '?' : region.terrains.map((t) => TERRAIN_LETTERS[t]).join('')),
          el('div', {}, (standing[i] ?? []).map((who) => el('span', { class: 'card', 'data-expedition': who }, who)))))),
  );
  byId('seats').replaceChildren(
    ...view.seats.map((s) => {
      const onSide = (list: readonly string[], side: string) => list.filter((id) => view.objects[id]?.side === side);
      // An expedition: its characters, then its expedition permanents.
      const expedition = (side: string) => [
        ...onSide(s.expedition, side).map((id) => character(view, id)),
        ...onSide(s.permanents, side).map((id) => plainCard(view, id, ' permanent')),
      ];
      return el('div', { class: 'seat', 'data-seat': s.id },
        el('strong', {}, `${s.id} ${s.name}`), ` · hero ${s.hero ? nameIn(view, s.hero) : 'none'} · deck ${s.deckSize} · mana ${s.mana.ready} ready, ${s.mana.exhausted} exhausted${s.passed ? ' · passed' : ''}`,
        el('div', {}, 'Hero expedition: ', expedition('hero')),
        el('div', {}, 'Companion expedition: ', expedition('companion')),
        el('div', {}, 'Reserve: ', s.reserve.map((id) => character(view, id))),
        el('div', {}, 'Landmarks: ', s.landmarks.map((id) => plainCard(view, id))),
        el('div', { class: 'hand' }, 'Hand: ',
          s.hand === null
            ? el('span', { class: 'hidden-hand' }, `${s.handSize} hidden card(s)`)
            : s.hand.map((id) => plainCard(view, id))),
        el('div', {}, `Discard: ${s.discard.length}`));
    }),
  );
  // Limbo, a visible zone: the Emblem-Reactions waiting to be played, in creation order.
  byId('chain').replaceChildren(
    el('div', { class: 'limbo' }, 'Limbo: ',
      view.limbo.length
        ? view.limbo.map((e) => el('span', { class: 'card', 'data-emblem': e.id, title: `reaction ${e.reaction} of ${e.source ?? 'the hero'}` }, `${e.id} ${e.controller} ${nameIn(view, e.card)}`))
        : 'empty'),
    // An ability paused for its player's choice ("you may", an inner action).
    view.choice
      ? el('div', { class: 'choice' }, `${view.choice.seat} chooses: may ${String(view.choice.effect.op)}${view.choice.effect['innerCost'] ? ` (pay ${String(view.choice.effect['innerCost'])})` : ''}`)
      : '',
  );
  byId('ledger').replaceChildren();
}
