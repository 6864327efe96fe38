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
import { say } from './i18n/messages.js';
import { say as tableSay, sayFor } from '../../table/page/i18n/messages.js';

const TERRAIN_LETTERS: Readonly<Record<AlteredTerrain, string>> = { forest: 'F', mountain: 'M', water: 'W' };
const STATUSES = ['fleeting', 'anchored', 'asleep', 'exhausted'] as const;

const nameIn = (view: AlteredView, id: string) => nameOf(named(view), id);

type ListedZone = 'zone.heroExpedition' | 'zone.companionExpedition' | 'zone.reserve' | 'zone.landmarks' | 'zone.handTitle' | 'zone.limbo';

/** A zone's name before its cards: `Reserve: `, `Réserve : `. */
const listed = (zone: ListedZone) => say('board.listed', { zone: tableSay(zone) });

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
    title: [id, ...(boosts ? [tableSay('card.boosts', { count: boosts })] : []), ...statuses.map((s) => tableSay(`flag.${s}`))].join(', '),
  }, bits.join(' '), object ? ownerBadge(object) : null);
}

const plainCard = (view: AlteredView, id: string, extra = '') => el('span', { class: `card${extra}`, 'data-id': id }, nameIn(view, id));

export function drawAlteredBoard(view: AlteredView): void {
  byId('scores').replaceChildren(
    el('div', {}, say('altered.scores', { day: view.day, first: String(view.firstPlayer), current: String(view.current) }), view.arena ? ` · ${tableSay('board.arena')}` : '', view.winner ? ` · ${say('board.winner', { winner: view.winner })}` : ''),
  );
  // Who stands where: region index → "A hero", "B companion", ...
  const standing: { id: string; who: string }[][] = view.regions.map(() => []);
  for (const s of view.seats) for (const side of ['hero', 'companion'] as const) standing[s.track[s.position[side]] ?? -1]?.push({ id: `${s.id} ${side}`, who: tableSay('board.expedition', { seat: s.id, side: sayFor('side', side, side) }) });
  byId('battlefields').replaceChildren(
    el('div', { class: 'adventure' },
      view.regions.map((region, i) =>
        el('div', { class: `region${region.faceDown ? ' face-down' : ''}`, 'data-region': String(i) },
          el('strong', {}, region.faceDown ? '?' : region.terrains.map((t) => TERRAIN_LETTERS[t]).join('')),
          el('div', {}, (standing[i] ?? []).map(({ id, who }) => el('span', { class: 'card', 'data-expedition': id }, who)))))),
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
        el('strong', {}, `${s.id} ${s.name}`), ` · ${say('altered.seat', { hero: s.hero ? nameIn(view, s.hero) : say('board.none'), deck: s.deckSize, ready: s.mana.ready, exhausted: s.mana.exhausted })}${s.passed ? ` · ${tableSay('board.passed')}` : ''}`,
        el('div', {}, listed('zone.heroExpedition'), expedition('hero')),
        el('div', {}, listed('zone.companionExpedition'), expedition('companion')),
        el('div', {}, listed('zone.reserve'), s.reserve.map((id) => character(view, id))),
        el('div', {}, listed('zone.landmarks'), s.landmarks.map((id) => plainCard(view, id))),
        el('div', { class: 'hand' }, listed('zone.handTitle'),
          s.hand === null
            ? el('span', { class: 'hidden-hand' }, tableSay('card.hiddenCards', { count: s.handSize }))
            : s.hand.map((id) => plainCard(view, id))),
        el('div', {}, say('altered.discard', { count: s.discard.length })));
    }),
  );
  // Limbo, a visible zone: the Emblem-Reactions waiting to be played, in creation order.
  byId('chain').replaceChildren(
    el('div', { class: 'limbo' }, listed('zone.limbo'),
      view.limbo.length
        ? view.limbo.map((e) => el('span', { class: 'card', 'data-emblem': e.id, title: say('altered.reaction', { reaction: e.reaction, source: e.source ?? say('altered.theHero') }) }, `${e.id} ${e.controller} ${nameIn(view, e.card)}`))
        : tableSay('zone.empty')),
    // An ability paused for its player's choice ("you may", an inner action).
    view.choice
      ? el('div', { class: 'choice' }, `${say('altered.choice', { seat: view.choice.seat, op: String(view.choice.effect.op) })}${view.choice.effect['innerCost'] ? say('altered.innerCost', { cost: String(view.choice.effect['innerCost']) }) : ''}`)
      : '',
  );
  byId('ledger').replaceChildren();
}
