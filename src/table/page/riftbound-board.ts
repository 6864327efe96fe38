/**
 * The Riftbound board of the table page, from the seat's view alone: the turn and the scores
 * in team colours; the battlefields as zones, each seat's units on its own side, the controller
 * marked, showdown and combat marked; each seat's legend, champion zone, base, runes and pool,
 * hand (its own face up, others' as backs with their count), trash; the chain as a stack, top
 * first. The viewer's seat is drawn last, at the bottom, as across a table.
 */
import type { RiftboundBattlefieldView, RiftboundSeatView, RiftboundView } from '../../types/riftbound.js';
import { cardOf, catalogCard, hiddenHand, zone, type Table } from './cards.js';
import { el } from './dom.js';
import { nameOf } from './names.js';
import { say, sayCounted, sayFor } from './i18n/messages.js';

type Obj = { readonly [key: string]: unknown };

/** Gear is drawn under the unit it is attached to; other gear stays in its zone. */
function withGear(table: Table, view: RiftboundView, id: string): HTMLElement {
  const gear = view.gear.filter((g) => table.objects[g]?.['attachedTo'] === id).map((g) => cardOf(table, g));
  return cardOf(table, id, ...(gear.length ? [el('div', { class: 'attached' }, gear)] : []));
}

function battlefield(table: Table, view: RiftboundView, bf: RiftboundBattlefieldView): HTMLElement {
  const id = String(bf['id']);
  const showdown = view.showdown as Obj | null;
  const here = showdown?.['battlefield'] === id;
  const combat = here && showdown?.['combat'] === true;
  const controller = typeof bf['controller'] === 'string' ? bf['controller'] : null;
  const units = (bf['units'] as readonly string[]).filter((u) => table.objects[u]);
  const looseGear = view.gear.filter((g) => table.objects[g]?.['at'] === id && !table.objects[g]?.['attachedTo']);
  const hidden = bf['hidden'] as Obj | null;
  const sides = view.seats.map((seat) => {
    const mine = units.filter((u) => table.objects[u]?.['controller'] === seat.id);
    const gear = looseGear.filter((g) => table.objects[g]?.['controller'] === seat.id);
    const facedown = hidden && hidden['owner'] === seat.id ? [typeof hidden['card'] === 'string' ? cardOf(table, hidden['card']) : el('div', { class: 'card back facedown', title: say('name.facedownCard') })] : [];
    return { seat, cards: [...mine.map((u) => withGear(table, view, u)), ...gear.map((g) => cardOf(table, g)), ...facedown] };
  });
  return el('div', {
    class: `battlefield zone${controller ? ' controlled' : ''}${bf['contested'] ? ' contested' : ''}${here ? ' showdown' : ''}${combat ? ' combat' : ''}`,
    'data-battlefield': id,
    style: controller ? `--controller: ${table.colour(controller)}` : '',
  },
    el('div', { class: 'zone-title' },
      catalogCard(table, String(bf['card']), { 'data-battlefield-card': id }),
      el('span', { class: 'controller-mark', 'data-controller': controller ?? '' }, controller ? say('board.controlledBy', { seat: controller }) : say('board.uncontrolled')),
      bf['contested'] ? el('span', { class: 'mark' }, say('board.contestedBy', { seat: String(bf['contestedBy']) })) : '',
      here ? el('span', { class: 'mark showdown-mark' }, say(combat ? 'board.combat' : 'board.showdown')) : ''),
    el('div', { class: 'sides' },
      sides.filter((side) => side.cards.length || side.seat.id === view.viewer).map((side) =>
        el('div', { class: 'side', 'data-side': side.seat.id, style: `--owner: ${table.colour(side.seat.id)}` },
          el('div', { class: 'side-label' }, side.seat.id), side.cards))));
}

function seatPanel(table: Table, view: RiftboundView, seat: RiftboundSeatView): HTMLElement {
  const pool = seat.pool as { energy?: number; power?: Record<string, number> };
  const power = Object.entries(pool.power ?? {}).filter(([, n]) => n > 0).map(([domain, n]) => `${n} ${domain}`).join(', ');
  const runes = seat.runes.map((id) => {
    const rune = table.objects[id] ?? {};
    return el('span', { class: `rune${rune['exhausted'] ? ' exhausted' : ''}`, 'data-id': id, title: rune['exhausted'] ? say('board.exhausted', { name: nameOf(table, id) }) : nameOf(table, id) }, nameOf(table, id).slice(0, 1));
  });
  const team = view.teams.find((t) => t['id'] === seat.team);
  const turn = view.turn;
  const baseGear = view.gear.filter((g) => table.objects[g]?.['controller'] === seat.id && !table.objects[g]?.['attachedTo'] && !table.objects[g]?.['at']);
  return el('section', { class: `seat${seat.id === view.viewer ? ' mine' : ''}${turn['seat'] === seat.id ? ' to-play' : ''}`, 'data-seat': seat.id, style: `--owner: ${table.colour(seat.id)}` },
    el('div', { class: 'seat-head' },
      el('strong', { class: 'seat-name' }, `${seat.id} · ${seat.name}`),
      el('span', { class: 'team' }, team ? say('board.teamScore', { team: seat.team, score: String(team['score']) }) : say('board.team', { team: seat.team })),
      seat.xp ? el('span', {}, say('board.xp', { xp: seat.xp })) : '',
      el('span', { class: 'counts' }, seat.banishment.length
        ? say('board.riftbound.countsBanished', { deck: seat.deckSize, trash: seat.trash.length, banished: seat.banishment.length })
        : say('board.riftbound.counts', { deck: seat.deckSize, trash: seat.trash.length })),
      turn['seat'] === seat.id ? el('span', { class: 'mark' }, say('board.toPlay')) : '',
      view.priority === seat.id ? el('span', { class: 'mark' }, say('board.priority')) : ''),
    el('div', { class: 'zones' },
      zone(say('zone.legend'), { 'data-zone': 'legend' }, cardOf(table, seat.legendObject)),
      zone(say('zone.champion'), { 'data-zone': 'champion' }, ...seat.championZone.map((id) => cardOf(table, id))),
      zone(say('zone.base'), { 'data-zone': 'base', 'data-base': seat.id }, ...seat.base.map((id) => withGear(table, view, id)), ...baseGear.map((id) => cardOf(table, id))),
      zone(say('zone.runes', { count: seat.runes.length, deck: seat.runeDeckSize }), { 'data-zone': 'runes' },
        el('div', { class: 'runes' }, runes),
        el('div', { class: 'pool' }, power ? say('board.poolPower', { energy: pool.energy ?? 0, power }) : say('board.pool', { energy: pool.energy ?? 0 })))),
    zone(say('zone.hand', { count: seat.handSize }), { 'data-zone': 'hand', class: 'zone hand' },
      ...(seat.hand === null ? [hiddenHand(seat.handSize)] : [...seat.hand.map((id) => cardOf(table, id)), ...(seat.handSize > seat.hand.length ? [hiddenHand(seat.handSize - seat.hand.length)] : [])])));
}

/** The chain, top first: each item's card and controller. */
function chain(table: Table, view: RiftboundView): HTMLElement {
  const items = [...view.chain].reverse();
  return el('div', { class: 'chain stack', 'data-zone': 'chain' },
    el('div', { class: 'zone-title' }, items.length ? say('zone.chain', { count: items.length }) : say('zone.chainEmpty')),
    items.map((item, i) => el('div', { class: `chain-item${i === 0 ? ' top' : ''}`, 'data-item': String(item['id'] ?? ''), style: `--owner: ${table.colour(String(item['controller']))}` },
      catalogCard(table, String(item['card'])), el('span', {}, ` ${say('board.chainItem', { controller: String(item['controller']), kind: typeof item['kind'] === 'string' ? sayFor('chainKind', item['kind'], item['kind']) : say('board.item') })}`))),
    view.triggers.length ? el('div', { class: 'mark' }, sayCounted('board.triggers', view.triggers.length, { seat: String(view.triggerChooser) })) : '');
}

/** A showdown in words: a combat (who attacks whom), or a showdown. */
function showdownWhat(showdown: Obj): string {
  if (showdown['combat'] !== true) return say('board.showdownTitle');
  const attacker = String(showdown['attacker']);
  return showdown['defender'] ? say('board.combatAttacksDefender', { attacker, defender: String(showdown['defender']) }) : say('board.combatAttacks', { attacker });
}

export function riftboundBoard(table: Table, view: RiftboundView): HTMLElement {
  const turn = view.turn as { number?: number; seat?: string };
  const showdown = view.showdown as Obj | null;
  const others = view.seats.filter((s) => s.id !== view.viewer);
  const mine = view.seats.filter((s) => s.id === view.viewer);
  return el('div', { class: 'board riftbound' },
    el('div', { class: 'scores' },
      el('span', {}, `${say('board.turn', { number: turn.number ?? 0 })}${turn.seat ? say('board.toPlaySuffix', { seat: turn.seat }) : ''}`),
      view.teams.map((t) => el('span', { class: 'score', 'data-team': String(t['id']), style: `--owner: ${table.colour(String((t['seats'] as string[] | undefined)?.[0] ?? t['id']))}` }, `${String(t['id'])} ${String(t['score'])}`)),
      showdown ? el('span', { class: 'mark showdown-mark' }, say('board.showdownAt', { what: showdownWhat(showdown), battlefield: nameOf(table, String(showdown['battlefield'])), focus: String(showdown['focus']) })) : '',
      el('span', { class: 'machine' }, view.machine)),
    el('div', { class: 'seats others' }, others.map((seat) => seatPanel(table, view, seat))),
    el('div', { class: 'middle' },
      el('div', { class: 'battlefields' }, view.battlefields.map((bf) => battlefield(table, view, bf))),
      chain(table, view)),
    el('div', { class: 'seats own' }, mine.map((seat) => seatPanel(table, view, seat))));
}
