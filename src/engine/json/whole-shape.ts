/**
 * Read views of one hidden class for data of many shapes.
 *
 * Card data is JSON whose optional fields are present or absent card by card, and V8 gives
 * each set of keys its own hidden class. Code that reads such objects across a pool of
 * hundreds of cards meets so many classes that its property reads go megamorphic: a global
 * cache keyed by class and name, which misses more the more classes flow through, each miss a
 * lookup in the runtime. A whole view holds every field the schema allows, absent ones
 * undefined, always in the same order: one class, so the reads stay monomorphic.
 *
 * A view is made once per value (kept by identity, the value being frozen data) and is for
 * reading only (typed read-only); it is never put into a game's state, a message or a file,
 * where its undefined fields would be keys that are not there, and it is not the value it
 * views: what marks values by identity must mark their views too.
 */

/** A schema or a part of one, as far as its object fields go. */
interface SchemaPart {
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly anyOf?: readonly unknown[];
  readonly oneOf?: readonly unknown[];
  readonly allOf?: readonly unknown[];
}

/** The field names an object schema allows: its `properties`, and those of each branch of its `anyOf`, `oneOf` and `allOf`, in order. */
export function schemaFieldNames(schema: SchemaPart): string[] {
  const names = new Set<string>();
  const visit = (part: unknown) => {
    if (typeof part !== 'object' || part === null) return;
    const { properties, anyOf, oneOf, allOf } = part as SchemaPart;
    if (properties) for (const name of Object.keys(properties)) names.add(name);
    for (const branch of [...(anyOf ?? []), ...(oneOf ?? []), ...(allOf ?? [])]) visit(branch);
  };
  visit(schema);
  return [...names];
}

/** The value each view was made from. */
const originals = new WeakMap<object, object>();

/**
 * The value `value` is a view of, or `value` itself when it is no view: data as it leaves the
 * engine (a catalogue sent to clients, a card rendered as text), where an undefined field would
 * be a key that is not there.
 */
export function originalOf<T extends object>(value: T): T {
  return (originals.get(value) as T | undefined) ?? value;
}

/** Makes whole views of values of one kind: see the module's comment. */
export type WholeView<T extends object> = (value: T) => T;

/** How a view holds some of its fields: each given field's value (when set) through its own view. */
export type PartViews = Readonly<Record<string, (value: never) => unknown>>;

/**
 * Whole views with the fields `names`, in that order. A value's field outside `names` (data
 * that passed no schema) is kept after them: the view never loses what the value says. The
 * fields `parts` names hold views too (a step's group, an ability's steps).
 */
export function wholeView<T extends object>(names: readonly string[], parts: PartViews = {}): WholeView<T> {
  const views = new WeakMap<object, T>();
  const known = new Set(names);
  // Every view is parsed from this text, then its fields are set: JSON objects of the same keys
  // in the same order share a class, with fast fields (up to about a hundred and twenty of
  // them), and setting fields they have adds none. (Adding the fields one by one would turn an
  // object of more than a dozen into a dictionary, a class of its own; a spread copy's class
  // depends on how warm the spreading code is.)
  const templateText = `{${names.map((name) => `${JSON.stringify(name)}:null`).join(',')}}`;
  return (value) => {
    let view = views.get(value);
    if (view === undefined) {
      const source = value as Readonly<Record<string, unknown>>;
      const made = JSON.parse(templateText) as Record<string, unknown>;
      for (const name of names) made[name] = source[name];
      for (const name of Object.keys(source)) if (!known.has(name) && name !== '__proto__') made[name] = source[name];
      for (const [name, part] of Object.entries(parts)) if (made[name] !== undefined) made[name] = part(made[name] as never);
      view = made as T;
      views.set(value, view);
      originals.set(view, originalOf(value));
      // A view asked for again is itself.
      views.set(view, view);
    }
    return view;
  };
}

/** Whole views of every value of a list, as one list made once per list (kept by identity). */
export function wholeListView<T extends object>(view: WholeView<T>): (list: readonly T[]) => readonly T[] {
  const lists = new WeakMap<readonly T[], readonly T[]>();
  const empty: readonly T[] = [];
  return (list) => {
    // Empty lists are often made afresh (`list ?? []`): none is kept.
    if (list.length === 0) return empty;
    let made = lists.get(list);
    if (made === undefined) {
      made = list.map(view);
      lists.set(list, made);
      lists.set(made, made);
    }
    return made;
  };
}

/**
 * Deletes, in place and all the way down (objects, lists, maps, sets), the fields whose value is
 * undefined, and returns `value`: a copy of data holding whole views (the rules a game hands
 * out) then has the keys of the data as written, no key for a field that is not there.
 */
export function withoutUndefinedFields<T>(value: T): T {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    seen.add(item);
    if (item instanceof Map) for (const [key, entry] of item) stack.push(key, entry);
    else if (item instanceof Set) for (const entry of item) stack.push(entry);
    else if (Array.isArray(item)) for (const entry of item) stack.push(entry);
    else {
      const fields = item as Record<string, unknown>;
      for (const key of Object.keys(fields)) {
        if (fields[key] === undefined) delete fields[key];
        else stack.push(fields[key]);
      }
    }
  }
  return value;
}
