/**
 * The accepted actions of a game, in order, kept compactly: a live game holds its whole record
 * (to replay it, to rebuild after an internal failure), and a finished duel has a hundred or
 * more actions. Each action as an object costs about twice its JSON text, and writing the text
 * costs more than applying some actions, so the record keeps each action as the values of its
 * kind's declared fields, in one list of values: `type`, `seat`, which of the fields it has,
 * then their values (a list of plain values inline, after its length). Keys are not kept, and
 * the strings are the action's own (ids the game state holds too). An action this cannot
 * describe exactly (a field out of the declared order, an object in a field) is kept as JSON text.
 * Reading the record back (rare: `record()`, a rebuild) makes frozen copies.
 */
import { freezeJson } from '../json/freeze.js';
import type { Action } from './module.js';

/** The action kinds a record's actions belong to: their declared fields, by type. */
export type FieldsByType = Readonly<Record<string, { readonly fields: readonly string[] }>>;

/** A value kept as it is: JSON gives back these exactly (numbers are normalised as JSON does). */
type Plain = string | number | boolean | null;

/** Marks an action kept as JSON text (the next value). */
const AS_TEXT = Object.freeze({});

/** Each field takes two bits of the presence mask: present, and present as a list. */
const PRESENT = 1;
const LIST = 2;
/** Fields a mask can describe (two bits each in a small integer). */
const MAX_FIELDS = 15;

export class ActionRecord {
  /** The actions, one after another, as described above. */
  private values: (Plain | object)[] = [];
  private count = 0;

  constructor(private readonly kinds: FieldsByType) {}

  get length(): number {
    return this.count;
  }

  push(action: Action): void {
    const start = this.values.length;
    this.count++;
    if (!this.pushFields(action)) {
      this.values.length = start;
      this.values.push(AS_TEXT, JSON.stringify(action));
    }
  }

  /** A finished game takes no more actions: its list is copied to its exact size (a growing list keeps spare room). */
  compact(): void {
    this.values = this.values.slice();
  }

  /** Every action in order, as frozen copies. */
  list(): Action[] {
    const all: Action[] = [];
    const values = this.values;
    let at = 0;
    while (at < values.length) {
      const first = values[at++];
      if (first === AS_TEXT) {
        all.push(freezeJson(JSON.parse(values[at++] as string) as Action));
        continue;
      }
      const type = first as string;
      const action: Record<string, unknown> = { type, seat: values[at++] };
      const fields = this.fieldsOf(type) as readonly string[];
      const mask = fields.length === 0 ? 0 : (values[at++] as number);
      for (let i = 0; i < fields.length; i++) {
        const bits = mask >> (2 * i);
        if ((bits & PRESENT) === 0) continue;
        if ((bits & LIST) === 0) {
          action[fields[i] as string] = values[at++];
        } else {
          const length = values[at++] as number;
          action[fields[i] as string] = Object.freeze(values.slice(at, at + length));
          at += length;
        }
      }
      all.push(Object.freeze(action) as Action);
    }
    return all;
  }

  private fieldsOf(type: string): readonly string[] | undefined {
    return Object.hasOwn(this.kinds, type) ? this.kinds[type]?.fields : undefined;
  }

  /**
   * Appends `action` as its fields' values; false (with some values appended) when that would
   * not give it back exactly: keys other than `type`, `seat` and the declared fields in their
   * order, or a value that is not plain or a list of plain values.
   */
  private pushFields(action: Action): boolean {
    const { type, seat } = action;
    if (typeof type !== 'string' || typeof seat !== 'string') return false;
    const fields = this.fieldsOf(type);
    if (fields === undefined || fields.length > MAX_FIELDS) return false;
    const values = this.values;
    values.push(type, seat);
    const maskAt = values.length;
    if (fields.length > 0) values.push(0);
    let mask = 0;
    let keys = 0;
    let next = 0;
    for (const key in action) {
      keys++;
      if (keys <= 2) {
        if (key !== (keys === 1 ? 'type' : 'seat')) return false;
        continue;
      }
      const value = (action as Record<string, unknown>)[key];
      // JSON leaves out a field without a value.
      if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
      while (next < fields.length && fields[next] !== key) next++;
      if (next === fields.length) return false;
      if (Array.isArray(value)) {
        if (!pushList(values, value)) return false;
        mask |= (PRESENT | LIST) << (2 * next);
      } else {
        const plain = asPlain(value);
        if (plain === undefined) return false;
        values.push(plain);
        mask |= PRESENT << (2 * next);
      }
      next++;
    }
    if (fields.length > 0) values[maskAt] = mask;
    return keys >= 2;
  }
}

/** Appends a list of plain values after its length; false when an item is not plain. */
function pushList(values: (Plain | object)[], list: readonly unknown[]): boolean {
  values.push(list.length);
  for (const item of list) {
    const plain = asPlain(item);
    if (plain === undefined) return false;
    values.push(plain);
  }
  return true;
}

/** `value` as JSON gives it back, when it is a string, number, boolean or null; else undefined. */
function asPlain(value: unknown): Plain | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes -0 as 0 and a number that is not finite as null.
      return Number.isFinite(value) ? value + 0 : null;
    default:
      return value === null ? null : undefined;
  }
}
