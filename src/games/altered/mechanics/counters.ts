/**
 * Named counters other than boosts ("Cobalt", "Ordeal"): markers on an object, which are no
 * objects themselves (Altered glossary 2.1.i). A card in play gains them by its own step ("I gain
 * 3 Cobalt counters"), spends them by a step, what a "to ..." after it costs, or to pay a quick
 * action ("spend 1 of my Cobalt counters"), and its reactions hear it reach a number of them ("When I gain my third Ordeal
 * counter"). They change no statistic. An object that leaves play becomes a new object (1.4.4.a,
 * 2.1.c) and keeps none of them, whatever zone it goes to (mechanics/effects.ts, leavePlay; the official
 * rulings say so of the landmarks that have them).
 *
 * Also here: the conditions on the character a reaction's event is about ("If it's in {V}", "If
 * its Expedition is behind", "If it's in a terrain where its base statistic is 0"), which the
 * cards that count counters put before their step.
 */
import { card, seat } from '../reads/queries.js';
import { trigger } from './triggers.js';
import { regionHas } from '../reads/counts.js';
import { expeditionsOfObject, standing } from '../reads/expeditions.js';
import { printedCharacteristics } from '../reads/characteristics.js';
import { TERRAINS, type AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredObject, ObjectId } from '../state/state.js';

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

