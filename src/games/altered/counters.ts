/**
 * Named counters other than boosts ("Cobalt", "Ordeal"): markers on an object, which are no
 * objects themselves (Altered glossary 2.1.i). A card in play gains them by its own step ("I gain
 * 3 Cobalt counters"), spends them by a step, what a "to ..." after it costs, or to pay a quick
 * action ("spend 1 of my Cobalt counters"), and its reactions hear it reach a number of them ("When I gain my third Ordeal
 * counter"). They change no statistic. An object that leaves play becomes a new object (1.4.4.a,
 * 2.1.c) and keeps none of them, whatever zone it goes to (effects.ts, leavePlay; the official
 * rulings say so of the landmarks that have them).
 *
 * Also here: the conditions on the character a reaction's event is about ("If it's in {V}", "If
 * its Expedition is behind", "If it's in a terrain where its base statistic is 0"), which the
 * cards that count counters put before their step.
 */
import { card, seat } from './queries.js';
import { trigger } from './triggers.js';
import { regionHas } from './counts.js';
import { expeditionsOfObject, standing } from './expeditions.js';
import { printedCharacteristics } from './characteristics.js';
import { TERRAINS, type AlteredCard } from './schema.js';
import type { AlteredHost, AlteredObject, ObjectId } from './state.js';
import type { Text } from '../../engine/i18n/catalogue.js';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/language.js';
import { cardTypeWord, text } from './i18n/cards-messages.js';

type Effect = NonNullable<AlteredCard['effects']>[number];
/** What an inner action or a quick action spends: counters of one name, how many. */
export type Spend = NonNullable<Effect['spend']>;
type IfIt = NonNullable<Extract<Effect, { op: 'boost' }>['ifIt']>;

/** How many counters of this name the object holds. */
export function countersOf(obj: AlteredObject | undefined, counter: string): number {
  return obj?.counters?.[counter] ?? 0;
}

/** The object that carries an ability, while it is in play (an expedition, the Landmark zone, an expedition permanent): where its counters are. */
export function holderInPlay(host: AlteredHost, id: ObjectId | null): AlteredObject | undefined {
  const obj = id === null ? undefined : host.state.objects[id];
  if (!obj) return undefined;
  const s = seat(host.state, obj.owner);
  return s.expedition.includes(obj.id) || s.landmarks.includes(obj.id) || s.permanents.includes(obj.id) ? obj : undefined;
}

/**
 * The object gains counters of this name: its reactions "when I gain my Nth ... counter" hear
 * the number it had and the number it has now (a gain of two may pass the Nth).
 */
export function gainCounters(host: AlteredHost, obj: AlteredObject, counter: string, amount: number): void {
  const before = countersOf(obj, counter);
  // A new record: a record another state shares (a snapshot's) is never written.
  obj.counters = { ...obj.counters, [counter]: before + amount };
  host.emit({ type: 'countersChanged', object: obj.id, counter, count: before + amount });
  trigger(host, { on: 'gainsCounter', object: obj.id, counter, from: before, to: before + amount });
}

/** Whether the object holds enough counters to pay `spend`. */
export function canSpend(obj: AlteredObject | undefined, spend: Spend | undefined): boolean {
  return spend === undefined || countersOf(obj, spend.counter) >= spend.amount;
}

/** Pays `spend` with the object's counters (the caller checked it can). */
export function spendCounters(host: AlteredHost, obj: AlteredObject, spend: Spend): void {
  const left = countersOf(obj, spend.counter) - spend.amount;
  obj.counters = { ...obj.counters, [spend.counter]: left };
  host.emit({ type: 'countersChanged', object: obj.id, counter: spend.counter, count: left });
}

/**
 * Whether the character the reaction's event is about is placed as `ifIt` asks, now: in an
 * expedition (a Gigantic one: either of its) whose region has the terrain, that stands so, or
 * whose region has a terrain where its base statistic, the printed one (glossary 2.3.1.a), is 0.
 */
export function itIsPlaced(host: AlteredHost, subject: ObjectId | undefined, ifIt: IfIt): boolean {
  const obj = subject === undefined ? undefined : host.state.objects[subject];
  if (!obj) return false;
  const where = expeditionsOfObject(host, obj.id);
  if (ifIt.terrain !== undefined) return where.some((e) => regionHas(host, e.seat, e.side, ifIt.terrain as NonNullable<IfIt['terrain']>));
  if (ifIt.expedition !== undefined) return where.some((e) => standing(host, e) === ifIt.expedition);
  const def = card(host.rules, obj.card);
  if (def.stats === undefined) return false;
  const base = printedCharacteristics(def).stats;
  return where.some((e) => TERRAINS.some((t) => base[t] === 0 && regionHas(host, e.seat, e.side, t)));
}

type Reaction = NonNullable<AlteredCard['reactions']>[number];
/** A fault of a card's data at a path from the card: its words, and their English (`message`). */
type Issue = { readonly path: (string | number)[]; readonly text: Text; readonly message: string };

const issue = (path: (string | number)[], words: Text): Issue => ({ path, text: words, message: words.in(DEFAULT_LANGUAGE) });

/** The triggers whose event is about a character, which "if it's in {V}" looks at: a card played, a character joining. */
const ABOUT_A_CHARACTER: ReadonlySet<Reaction['on']> = new Set(['youPlay', 'joins']);

/**
 * What a card's data may not say of counters (paths from the card): a gainsCounter trigger names
 * its counter and only it does; "if it's in ..." belongs to a reaction whose event is about a
 * character; a spell and a hero are never objects in play, so they gain and spend no counters;
 * a support ability works in Reserve, where the card holds none.
 */
export function counterFaults(c: AlteredCard): Issue[] {
  const out: Issue[] = [];
  (c.reactions ?? []).forEach((r, k) => {
    if ((r.on === 'gainsCounter') !== (r.counter !== undefined)) out.push(issue(['reactions', k, 'counter'], r.on === 'gainsCounter' ? text('counters.gainsCounterNames') : text('counters.counterGainsCounterOnly')));
    r.effects.forEach((e, i) => {
      if (e.op === 'boost' && e.ifIt !== undefined && !ABOUT_A_CHARACTER.has(r.on)) out.push(issue(['reactions', k, 'effects', i, 'ifIt'], text('counters.ifItEventHasNone')));
    });
  });
  const lists: [(string | number)[], readonly Effect[]][] = [
    [['effects'], c.effects ?? []],
    ...(c.modes ?? []).map((m, k): [(string | number)[], readonly Effect[]] => [['modes', k, 'effects'], m.effects]),
    ...(['exhaust', 'exhaustAlso', 'support'] as const).map((q): [(string | number)[], readonly Effect[]] => [[q, 'effects'], c[q]?.effects ?? []]),
    ...(c.modifiers ?? []).map((m, k): [(string | number)[], readonly Effect[]] => [['modifiers', k, 'also'], 'also' in m && m.also ? m.also : []]),
    ...(c.modifiers ?? []).map((m, k): [(string | number)[], readonly Effect[]] => [['modifiers', k, 'instead'], 'instead' in m && Array.isArray(m.instead) ? m.instead : []]),
  ];
  for (const [path, effects] of lists) {
    effects.forEach((e, i) => {
      if (e.op === 'boost' && e.ifIt !== undefined) out.push(issue([...path, i, 'ifIt'], text('counters.ifItReactionOnly')));
    });
  }
  const holds = c.type !== 'spell' && c.type !== 'hero';
  const everyList: [(string | number)[], readonly Effect[]][] = [...lists, ...(c.reactions ?? []).map((r, k): [(string | number)[], readonly Effect[]] => [['reactions', k, 'effects'], r.effects])];
  for (const [path, effects] of everyList) {
    effects.forEach((e, i) => {
      const named = e.op === 'boost' && e.counter !== undefined;
      if ((named || e.spend !== undefined) && (!holds || path[0] === 'support')) out.push(issue([...path, i], path[0] === 'support' ? text('counters.reserveCardHoldsNone') : text('counters.typeHoldsNone', { type: cardTypeWord(c.type) })));
      else if (named && (e.me !== true || e.all !== undefined || e.innerTarget !== undefined || e.per !== undefined)) out.push(issue([...path, i, 'counter'], text('counters.namedByItself')));
      else if (e.op === 'boost' && e.ifIt !== undefined && !named) out.push(issue([...path, i, 'ifIt'], text('counters.ifItBeforeNamed')));
      else if (e.spend !== undefined && path[0] === 'modifiers') out.push(issue([...path, i, 'spend'], text('counters.modifierNoSpend')));
    });
  }
  if (c.support?.cost?.spend !== undefined) out.push(issue(['support', 'cost', 'spend'], text('counters.reserveNoSpend')));
  return out;
}
