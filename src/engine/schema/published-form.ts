/**
 * The published form of a set of JSON Schema files. In TypeScript a schema states a shape
 * (an effect, a card, a target) once as a constant and uses it in many places, inline, so
 * that json-schema-to-ts types each place; written out as JSON, each place is a copy, and
 * every file holding cards holds the whole card format again. {@link publishedForm} states
 * each shape once, in the `$defs` of one file, and names it by `$ref` everywhere else:
 *
 * - a definition a file declares (`$defs/effect`) keeps its name, as a type name (`Effect`);
 *   the same definition in several files is one;
 * - a file's own schema used inside another file (a scenario's position) is named by the
 *   file's name;
 * - any other subschema found in two places or more (equal as JSON, its `$ref`s naming the
 *   same definitions) and not tiny becomes a definition named after its place
 *   (definition-names.ts);
 * - each definition lives in the first file (in the order given) that uses it, and the other
 *   files name it by that file's `$id` (`"riftbound-cards.schema.json#/$defs/Card"`).
 *
 * The result accepts and refuses exactly what the sources do, at the same JSON paths: a
 * `$ref` alone stands for its target. Everything is decided by the schemas themselves and the
 * order of the files, so the same sources always give the same files.
 */
import { typeName, slotWords } from './definition-names.js';
import { forEachSubschema, isSchemaObject, mapSubschemas, type SchemaObject } from './subschema-slots.js';

/** One file to publish: its name (which is also its `$id`) and its schema as the code states it. */
export interface SchemaSource {
  readonly file: string;
  readonly schema: object;
}

/**
 * Subschemas shorter than this (as compact JSON) stay inline: naming them would not make the
 * files shorter, nor easier to read.
 */
const MIN_SHARED_LENGTH = 160;

/** A `$ref` to a definition of the same file, as the sources write them. */
const LOCAL_REF = /^#\/\$defs\/([^/]+)$/;
/** How the pass marks a `$ref` to definition number N until it knows which file holds it. */
const MARK = '\u0000';

/** The file holding the definitions that files of several games use. */
export const COMMON_FILE = 'common.schema.json';

/** Keys of a file's root that describe the file rather than the schema. */
const FILE_KEYS = new Set(['$schema', '$id', '$defs']);

interface Definition {
  /** Words for its name, from each place it was found (the most frequent wins). */
  readonly words: string[];
  /** Its schema, `$ref`s marked. */
  body: SchemaObject;
  /** The file whose root it is, named by file name rather than `$defs`. */
  rootOf?: string;
  /** The file it was declared in (a definition no file uses stays there). */
  readonly declaredIn?: string;
  /** The name it was declared by. */
  readonly declaredName?: string;
}

interface Document {
  readonly file: string;
  readonly root: SchemaObject;
}

/** The published form of `sources`: file name to schema, in the same order. */
export function publishedForm(sources: readonly SchemaSource[]): Record<string, object> {
  const definitions: Definition[] = [];
  const byKey = new Map<string, number>();
  const keys = new WeakMap<object, string>();
  const keyOf = (node: object): string => {
    let key = keys.get(node);
    if (key === undefined) {
      key = JSON.stringify(node);
      keys.set(node, key);
    }
    return key;
  };

  // 1. The files' own definitions: one per distinct (name, schema, what it names).
  const documents = sources.map((source): Document => {
    const { $defs, ...root } = source.schema as SchemaObject;
    const declared = isSchemaObject($defs) ? $defs : {};
    const ids = new Map<string, number>();
    for (const name of Object.keys(declared)) {
      const key = closureKey(declared, name, source.file);
      let id = byKey.get(key);
      if (id === undefined) {
        id = definitions.length;
        definitions.push({ words: [], body: {}, declaredIn: source.file, declaredName: name });
        byKey.set(key, id);
      }
      ids.set(name, id);
    }
    const mark = markRefs(ids, source.file);
    for (const [name, id] of ids) {
      const definition = definitions[id] as Definition;
      if (definition.declaredIn === source.file) definition.body = mark(declared[name] as SchemaObject);
    }
    return { file: source.file, root: mark(root) };
  });

  // Definitions are found again by their schema: a copy of one inline is a use of it, and a
  // definition that is another file's whole schema is that file.
  byKey.clear();
  definitions.forEach((definition, id) => byKey.set(keyOf(definition.body), id));
  for (const document of documents) {
    const body = Object.fromEntries(Object.entries(document.root).filter(([key]) => !FILE_KEYS.has(key)));
    const id = byKey.get(keyOf(body));
    const same = id === undefined ? undefined : definitions[id];
    if (same === undefined) {
      byKey.set(keyOf(body), definitions.length);
      definitions.push({ words: [], body, rootOf: document.file });
    } else {
      same.rootOf ??= document.file;
    }
  }

  // 2. Every place of every subschema, each distinct one walked once (as if already shared).
  const places = new Map<string, { count: number; words: string[]; node: SchemaObject }>();
  const walk = (node: SchemaObject, words: string) => {
    forEachSubschema(node, (sub, slot) => {
      const key = keyOf(sub);
      const subWords = slotWords(words, slot, sub);
      const place = places.get(key);
      if (place) {
        place.count += 1;
        place.words.push(subWords);
        return;
      }
      places.set(key, { count: 1, words: [subWords], node: sub });
      if (!byKey.has(key)) walk(sub, subWords);
    });
  };
  for (const definition of definitions) if (definition.rootOf === undefined) walk(definition.body, definition.declaredName ?? '');
  for (const document of documents) walk(document.root, String(document.root['title'] ?? document.file));

  // 3. What becomes a definition: the declared ones, and any large subschema in two places.
  for (const [key, place] of places) {
    const id = byKey.get(key);
    if (id !== undefined) {
      (definitions[id] as Definition).words.push(...place.words);
    } else if (place.count >= 2 && key.length >= MIN_SHARED_LENGTH) {
      byKey.set(key, definitions.length);
      definitions.push({ words: place.words, body: place.node });
    }
  }

  // 4. Each schema rebuilt with its definitions named by (marked) `$ref`.
  const rebuilt = new Map<string, SchemaObject>();
  const rebuild = (node: SchemaObject): SchemaObject =>
    mapSubschemas(node, (sub) => {
      const key = keyOf(sub);
      const id = byKey.get(key);
      if (id !== undefined) return { $ref: `${MARK}${id}` };
      let out = rebuilt.get(key);
      if (!out) {
        out = rebuild(sub);
        rebuilt.set(key, out);
      }
      return out;
    });
  for (const definition of definitions) definition.body = rebuild(definition.body);
  const roots = documents.map((document) => rebuild(document.root));

  // 5. Where each definition lives, and its name there.
  const homes = homesOf(definitions, roots, documents);
  const names = namesOf(definitions, homes);
  const refTo = (id: number, from: string): string => {
    const definition = definitions[id] as Definition;
    const home = homes[id] as string;
    if (definition.rootOf !== undefined) return home === from ? '#' : home;
    return `${home === from ? '' : home}#/$defs/${names[id] as string}`;
  };

  const published: Record<string, object> = {};
  const withDefinitions = (file: string, root: SchemaObject) => {
    const resolve = resolveMarks(refTo, file);
    const out = resolve(root);
    const own = definitions
      .map((definition, id) => ({ definition, id }))
      .filter(({ definition, id }) => homes[id] === file && definition.rootOf === undefined)
      .sort((a, b) => ((names[a.id] as string) < (names[b.id] as string) ? -1 : 1));
    if (own.length > 0) out['$defs'] = Object.fromEntries(own.map(({ definition, id }) => [names[id], resolve(definition.body)]));
    published[file] = out;
  };
  if (homes.includes(COMMON_FILE)) {
    const { $schema } = (sources[0]?.schema ?? {}) as SchemaObject;
    withDefinitions(COMMON_FILE, { $schema, $id: COMMON_FILE, title: 'rulegraph shared definitions', description: 'What the schemas of several games share, named by their $ref.' });
  }
  documents.forEach((document, index) => withDefinitions(document.file, roots[index] as SchemaObject));
  return published;
}

/**
 * What tells definition `name` of a file from other files' definitions: its name, its schema,
 * and those of every definition it names, directly or not.
 */
function closureKey(declared: SchemaObject, name: string, file: string): string {
  const seen = new Set<string>([name]);
  const queue = [name];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    JSON.stringify(declared[next], (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string') {
        const target = localTarget(value, file);
        if (!(target in declared)) throw new Error(`${file}: $ref ${value} names no definition of the file`);
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
      return value;
    });
  }
  return JSON.stringify([name, ...[...seen].sort().map((n) => [n, declared[n]])]);
}

function localTarget(ref: string, file: string): string {
  const target = LOCAL_REF.exec(ref)?.[1];
  if (target === undefined) throw new Error(`${file}: $ref ${ref} is not one of the file's definitions (#/$defs/NAME)`);
  return target;
}

/** A copy of a schema with each `$ref` to a definition of the file marked with its number. */
function markRefs(ids: ReadonlyMap<string, number>, file: string): (node: SchemaObject) => SchemaObject {
  const copies = new Map<unknown, unknown>();
  const copy = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const known = copies.get(value);
    if (known !== undefined) return known;
    let out: unknown;
    if (Array.isArray(value)) {
      out = value.map(copy);
    } else {
      out = Object.fromEntries(
        Object.entries(value).map(([key, sub]) => {
          if (key !== '$ref' || typeof sub !== 'string') return [key, copy(sub)];
          const id = ids.get(localTarget(sub, file));
          if (id === undefined) throw new Error(`${file}: $ref ${sub} names no definition of the file`);
          return [key, `${MARK}${id}`];
        }),
      );
    }
    copies.set(value, out);
    return out;
  };
  return (node) => copy(node) as SchemaObject;
}

/** A copy of a schema with each marked `$ref` written as `refTo` says, seen from `file`. */
function resolveMarks(refTo: (id: number, from: string) => string, file: string): (node: SchemaObject) => SchemaObject {
  const copy = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map(copy);
    return Object.fromEntries(
      Object.entries(value).map(([key, sub]) => [key, key === '$ref' && typeof sub === 'string' && sub.startsWith(MARK) ? refTo(Number(sub.slice(MARK.length)), file) : copy(sub)]),
    );
  };
  return (node) => copy(node) as SchemaObject;
}

/** The definitions a schema names directly. */
function marksIn(node: unknown, into: Set<number> = new Set()): Set<number> {
  JSON.stringify(node, (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(MARK)) into.add(Number(value.slice(MARK.length)));
    return value;
  });
  return into;
}

/** The game (or part of the engine) a file describes: its name up to the first `-` or `.`. */
function familyOf(file: string): string {
  return /^[^-.]*/.exec(file)?.[0] ?? file;
}

/**
 * The file each definition lives in: a file's root in that file; a definition files of
 * several games use, {@link COMMON_FILE}; any other, the first file that uses it (directly or
 * through other definitions), or else the file that declared it.
 */
function homesOf(definitions: readonly Definition[], roots: readonly SchemaObject[], documents: readonly Document[]): string[] {
  const users: string[][] = definitions.map(() => []);
  const direct = definitions.map((definition) => marksIn(definition.body));
  roots.forEach((root, index) => {
    const file = (documents[index] as Document).file;
    const queue = [...marksIn(root)];
    const seen = new Set(queue);
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      (users[id] as string[]).push(file);
      for (const next of direct[id] as Set<number>) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  });
  return definitions.map((definition, id) => {
    const files = users[id] as string[];
    if (definition.rootOf !== undefined) return definition.rootOf;
    if (new Set(files.map(familyOf)).size > 1) return COMMON_FILE;
    return files[0] ?? definition.declaredIn ?? (documents[0] as Document).file;
  });
}

/** The most frequent of `words` (the first of equals). */
function mostFrequent(words: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best = words[0] ?? '';
  for (const [word, count] of counts) if (count > (counts.get(best) ?? 0)) best = word;
  return best;
}

/**
 * Each definition's name, unique among the files of its game (so that a name means one shape
 * wherever the game's files say it). A name two definitions want goes to the
 * declared one, else to the larger (the object rather than one of its fields); the other is
 * named by its other words, else numbered.
 */
function namesOf(definitions: readonly Definition[], homes: readonly string[]): string[] {
  const sizes = new Map<Definition, number>();
  const size = (definition: Definition) => {
    let known = sizes.get(definition);
    if (known === undefined) {
      known = JSON.stringify(definition.body).length;
      sizes.set(definition, known);
    }
    return known;
  };
  const order = definitions
    .map((definition, id) => ({ definition, id }))
    .sort((a, b) => Number(b.definition.declaredIn !== undefined) - Number(a.definition.declaredIn !== undefined) || size(b.definition) - size(a.definition) || a.id - b.id);
  const taken = new Set<string>();
  const names: string[] = [];
  for (const { definition, id } of order) {
    const candidates = [...new Set([definition.declaredName ?? mostFrequent(definition.words), ...definition.words].map(typeName))];
    const home = familyOf(homes[id] as string);
    let name = candidates.find((candidate) => !taken.has(`${home}\u0000${candidate}`));
    for (let n = 2; name === undefined; n += 1) if (!taken.has(`${home}\u0000${candidates[0]}${n}`)) name = `${candidates[0]}${n}`;
    taken.add(`${home}\u0000${name}`);
    names[id] = name;
  }
  return names;
}
