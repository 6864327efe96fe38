/**
 * A card drawn as a card, for both games: its name, cost, Might (Riftbound) or statistics
 * (Altered) as they stand now, its keywords, its owner's colour, turned when exhausted; its
 * whole text (the catalog's, rendered from the card's data) on hover, and in the detail panel
 * on a tap. Hidden cards are drawn as backs.
 */
import type { CardCatalog } from '../../client/index.js';
import { el } from './dom.js';
import { nameOf, type Named } from './names.js';
import { say, sayCounted, sayFor } from './i18n/messages.js';

type Obj = { readonly [key: string]: unknown };

/** What a board draws with: the seat's view, the match's cards, and a colour per seat. */
export interface Table extends Named {
  readonly objects: { readonly [id: string]: Obj };
  readonly cards: CardCatalog;
  /** The CSS colour of a seat (its team's). */
  readonly colour: (seat: string) => string;
}

const TEAM_COLOURS = ['#2b6cb0', '#c53030', '#2f855a', '#b7791f', '#6b46c1', '#2c7a7b'];

/** Seats coloured by team, in the order the teams first appear: teammates share a colour. */
export function teamColours(seats: readonly { readonly id: string; readonly team?: string }[]): (seat: string) => string {
  const teams: string[] = [];
  const bySeat = new Map<string, string>();
  for (const seat of seats) {
    const team = seat.team ?? seat.id;
    if (!teams.includes(team)) teams.push(team);
    bySeat.set(seat.id, TEAM_COLOURS[teams.indexOf(team) % TEAM_COLOURS.length] as string);
  }
  return (seat) => bySeat.get(seat) ?? '#718096';
}

const number = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** A keyword as printed: `assault`, or `{ keyword: 'shield', value: 2 }` → "Shield 2". */
function keywordText(keyword: unknown): string {
  const word = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/([A-Z])/g, ' $1').toLowerCase();
  if (typeof keyword === 'string') return word(keyword);
  if (keyword && typeof keyword === 'object') {
    const { keyword: name, value } = keyword as Obj;
    if (typeof name === 'string') return typeof value === 'number' ? `${word(name)} ${value}` : word(name);
  }
  return '';
}

/** The keywords an object has now as far as its view says: its own (or its card's), and those effects gave it. */
export function keywordsOf(table: Table, id: string): string[] {
  const object = table.objects[id] ?? {};
  const card = table.cards[String(object['card'])] ?? {};
  const own = Array.isArray(object['keywords']) ? object['keywords'] : Array.isArray(card['keywords']) ? card['keywords'] : [];
  const given = ['grantedKeywords', 'turnKeywords'].flatMap((field) => (Array.isArray(object[field]) ? (object[field] as unknown[]) : []));
  return [...new Set([...own, ...given].map(keywordText).filter(Boolean))];
}

/**
 * A Riftbound unit's Might as its view tells it: the game's count for a unit on the board
 * (`currentMight`: buff, this turn's changes, gear and passive abilities included), beside the
 * printed (or set) Might it is compared with.
 */
export function mightOf(table: Table, id: string): { printed: number; now: number } | undefined {
  const object = table.objects[id] ?? {};
  const card = table.cards[String(object['card'])] ?? {};
  const printed = number(object['might']) ?? number(card['might']);
  if (printed === undefined) return undefined;
  return { printed, now: number(object['currentMight']) ?? printed };
}

const TERRAINS = ['forest', 'mountain', 'water'] as const;

/** Statistics by terrain, each after its letter in the page's language (`F2 M1 W3`, `F2 M1 E3`). */
function statsText(stats: Obj, boosts = 0): string {
  return TERRAINS.map((terrain) => `${say(`terrainLetter.${terrain}`)}${(number(stats[terrain]) ?? 0) + boosts}`).join(' ');
}

/** The cost line of a card: Riftbound Energy and Power, or Altered hand and Reserve costs. */
function costOf(card: Obj): string {
  const cost = card['cost'] as Obj | undefined;
  if (cost) {
    const power = Array.isArray(cost['power']) ? (cost['power'] as string[]) : [];
    return `${number(cost['energy']) ?? 0}${power.length ? ` +${power.length}P` : ''}`;
  }
  const hand = number(card['handCost']);
  const reserve = number(card['reserveCost']);
  return hand === undefined ? '' : `${hand}${reserve !== undefined && reserve !== hand ? `/${reserve}` : ''}`;
}

/** The whole text of a card for its tooltip and detail panel: name, type, cost, numbers, keywords, text. */
export function cardText(table: Table, cardId: string): string {
  const card = table.cards[cardId];
  if (!card) return nameOf(table, cardId);
  const stats = card['stats'] as Obj | undefined;
  const head = [
    String(card['name'] ?? cardId),
    [typeof card['type'] === 'string' ? sayFor('cardType', card['type'], card['type']) : undefined, card['domain'] ?? card['faction']].filter((part) => typeof part === 'string').join(' · '),
    costOf(card) ? say('card.cost', { cost: costOf(card) }) : '',
    number(card['might']) !== undefined ? say('card.might', { might: String(card['might']) }) : '',
    stats ? statsText(stats) : '',
  ].filter(Boolean);
  const keywords = Array.isArray(card['keywords']) ? card['keywords'].map(keywordText).filter(Boolean).join(', ') : '';
  return [head.join(' — '), keywords, typeof card['text'] === 'string' ? card['text'] : ''].filter(Boolean).join('\n');
}

const FLAGS = ['exhausted', 'stunned', 'buffed', 'fleeting', 'anchored', 'asleep'] as const;

const flagWords = (flag: (typeof FLAGS)[number]) => say(`flag.${flag}`);

/** An object drawn as a card; `extra` goes below it (its gear, its actions). */
export function cardOf(table: Table, id: string, ...extra: HTMLElement[]): HTMLElement {
  const object = table.objects[id];
  if (!object || typeof object['card'] !== 'string') return cardBack(id);
  const cardId = object['card'];
  const card = table.cards[cardId] ?? {};
  const owner = String(object['owner'] ?? '');
  const controller = String(object['controller'] ?? owner);
  const flags = FLAGS.filter((flag) => object[flag] === true);
  const might = mightOf(table, id);
  const damage = number(object['damage']) ?? 0;
  const stats = card['stats'] as Obj | undefined;
  const boosts = number(object['boosts']) ?? 0;
  const keywords = keywordsOf(table, id);
  const type = typeof card['type'] === 'string' ? card['type'] : 'card';
  return el('div', {
    class: `card face ${type}${flags.map((flag) => ` ${flag}`).join('')}`,
    'data-id': id,
    'data-card': cardId,
    'data-owner': owner,
    ...(might ? { 'data-might': String(might.now) } : {}),
    ...(damage ? { 'data-damage': String(damage) } : {}),
    style: `--owner: ${table.colour(owner)}`,
    title: `${cardText(table, cardId)}${controller !== owner ? `\n${say('card.controlledBy', { seat: controller })}` : ''}${flags.length ? `\n(${flags.map(flagWords).join(', ')})` : ''}`,
    tabindex: '0',
  },
    el('div', { class: 'card-head' },
      costOf(card) ? el('span', { class: 'cost' }, costOf(card)) : '',
      el('span', { class: 'name' }, nameOf(table, id))),
    keywords.length ? el('div', { class: 'keywords' }, keywords.join(' · ')) : '',
    el('div', { class: 'card-foot' },
      might ? el('span', { class: `might${might.now > might.printed ? ' up' : might.now < might.printed ? ' down' : ''}`, title: say('card.mightNow', { now: might.now, printed: might.printed }) }, String(might.now)) : '',
      damage ? el('span', { class: 'damage', title: say('card.damage', { damage }) }, say('card.damageShort', { damage })) : '',
      object['buffed'] === true ? el('span', { class: 'buff', title: say('card.buffed') }, say('card.buff')) : '',
      stats ? el('span', { class: 'stats' }, statsText(stats, boosts)) : '',
      boosts ? el('span', { class: 'boosts', title: say('card.boosts', { count: boosts }) }, `+${boosts}`) : '',
      controller !== owner ? el('span', { class: 'controller', style: `--controller: ${table.colour(controller)}` }, say('card.controller', { seat: controller })) : '',
      flags.filter((flag) => flag !== 'exhausted' && flag !== 'buffed').map((flag) => el('span', { class: 'flag', 'data-flag': flag }, flagWords(flag)))),
    extra);
}

/** A card whose face this seat may not see. */
export function cardBack(id?: string): HTMLElement {
  return el('div', { class: 'card back', ...(id ? { 'data-id': id } : {}), title: say('name.hiddenCard') });
}

/** A hidden hand: one back per card, and the count in words. */
export function hiddenHand(count: number): HTMLElement {
  return el('div', { class: 'hidden-hand', 'data-count': String(count), title: say('card.hiddenCards', { count }) },
    Array.from({ length: Math.min(count, 12) }, () => cardBack()),
    el('span', { class: 'count' }, sayCounted('count.card', count)));
}

/** A card of the catalog by its card id (a battlefield, a legend not yet an object, a chain item). */
export function catalogCard(table: Table, cardId: string, attrs: Record<string, string> = {}): HTMLElement {
  const card = table.cards[cardId] ?? {};
  return el('div', { class: `card face small ${typeof card['type'] === 'string' ? card['type'] : ''}`, 'data-card': cardId, title: cardText(table, cardId), tabindex: '0', ...attrs },
    el('div', { class: 'card-head' }, costOf(card) ? el('span', { class: 'cost' }, costOf(card)) : '', el('span', { class: 'name' }, nameOf(table, cardId))));
}

/** A zone: a titled row of cards. */
export function zone(title: string, attrs: Record<string, string>, ...cards: (HTMLElement | string)[]): HTMLElement {
  return el('div', { class: 'zone', ...attrs }, el('div', { class: 'zone-title' }, title), el('div', { class: 'zone-cards' }, cards.length ? cards : el('span', { class: 'empty' }, say('zone.empty'))));
}
