import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { originalOf, schemaFieldNames, wholeListView, wholeView, withoutUndefinedFields } from '../../src/engine/json/whole-shape.js';
import { createGame } from '../../src/api.js';
import { riftbound } from '../../src/games/riftbound/index.js';
import { cardSetSchema, targetSchema } from '../../src/games/riftbound/schema/card-schema.js';
import { wholeAbility, wholeCard, wholeEffect, wholeTarget } from '../../src/games/riftbound/cards/whole-views.js';
import type { CardDefinition } from '../../src/games/riftbound/schema/card-schema.js';
import type { RiftboundRules } from '../../src/games/riftbound/state/state.js';

// V8's own test of hidden classes, for the one promise that is about them.
setFlagsFromString('--allow-natives-syntax');
const sameClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
const fastFields = new Function('a', 'return %HasFastProperties(a)') as (a: object) => boolean;

const schema = {
  properties: { name: {}, size: {} },
  anyOf: [{ properties: { colour: {}, size: {} } }, { oneOf: [{ properties: { weight: {} } }] }],
  allOf: [{ properties: { tag: {} } }],
};

describe('schemaFieldNames', () => {
  it('gathers the fields of an object schema and of each branch, in order, once each', () => {
    expect(schemaFieldNames(schema)).toEqual(['name', 'size', 'colour', 'weight', 'tag']);
  });

  it('reads the shipped schemas: a target declaration and every effect operation', () => {
    const target = schemaFieldNames(targetSchema);
    expect(target.slice(0, 2)).toEqual(['name', 'select']);
    expect(target).toContain('relation');
    const effect = schemaFieldNames(cardSetSchema.$defs.effect);
    expect(effect).toContain('op');
    expect(effect).toContain('amount');
    expect(new Set(effect).size).toBe(effect.length);
  });
});

describe('wholeView', () => {
  const view = wholeView<Record<string, unknown>>(['name', 'size', 'colour', 'weight', 'tag']);

  it('holds every field, the absent ones undefined, and the values as they are', () => {
    const list = [1, 2];
    const made = view({ size: 3, name: 'a', tag: list });
    expect(Object.keys(made)).toEqual(['name', 'size', 'colour', 'weight', 'tag']);
    expect(made).toEqual({ name: 'a', size: 3, colour: undefined, weight: undefined, tag: list });
    expect(made['tag']).toBe(list);
  });

  it('is made once per value, and a view viewed again is itself', () => {
    const value = { name: 'b' };
    const made = view(value);
    expect(view(value)).toBe(made);
    expect(view(made)).toBe(made);
    expect(view({ name: 'b' })).not.toBe(made);
  });

  it('keeps a field the schema does not name, after the others', () => {
    const made = view({ name: 'c', extra: true });
    expect(Object.keys(made)).toEqual(['name', 'size', 'colour', 'weight', 'tag', 'extra']);
    expect(made['extra']).toBe(true);
  });

  it('gives values of many shapes one hidden class with fast fields, however many fields', () => {
    const names = Array.from({ length: 40 }, (_, i) => `f${i}`);
    const many = wholeView<Record<string, unknown>>(names);
    const values = [{ f1: 'a' }, { f2: 3 }, { f3: 1.5, f1: 'b' }, { f4: [1] }, { f39: true, f0: null }, {}].map(many);
    for (const made of values) {
      expect(fastFields(made)).toBe(true);
      expect(sameClass(made, values.at(-1) as object)).toBe(true);
    }
  });

  it('holds the fields `parts` names through their own views', () => {
    const inner = wholeView<Record<string, unknown>>(['x', 'y']);
    const outer = wholeView<Record<string, unknown>>(['inner', 'other'], { inner });
    const made = outer({ inner: { y: 1 } });
    expect(made['inner']).toEqual({ x: undefined, y: 1 });
    expect(Object.keys(made['inner'] as object)).toEqual(['x', 'y']);
    expect(made['other']).toBeUndefined();
  });
});

describe('originalOf', () => {
  const view = wholeView<Record<string, unknown>>(['a', 'b']);
  const outer = wholeView<Record<string, unknown>>(['a', 'b', 'c']);

  it('gives the value a view was made from, and a value that is no view itself', () => {
    const value = { a: 1 };
    expect(originalOf(view(value))).toBe(value);
    expect(originalOf(value)).toBe(value);
    // A view of a view of it (another kind's) goes back to the value too.
    expect(originalOf(outer(view(value)))).toBe(value);
  });
});

describe('wholeListView', () => {
  const view = wholeView<Record<string, unknown>>(['a', 'b']);
  const lists = wholeListView(view);

  it('views each value of a list, once per list', () => {
    const list = [{ a: 1 }, { b: 2 }];
    const made = lists(list);
    expect(made).toEqual([{ a: 1, b: undefined }, { a: undefined, b: 2 }]);
    expect(lists(list)).toBe(made);
    expect(lists(made)).toBe(made);
    expect(made[0]).toBe(view(list[0] as Record<string, unknown>));
  });

  it('answers every empty list with one shared empty list, keeping none', () => {
    expect(lists([])).toBe(lists([]));
    expect(lists([])).toEqual([]);
  });
});

describe('the Riftbound whole views', () => {
  it('give targets, steps and abilities of different cards one hidden class per kind', () => {
    const targets = [wholeTarget({ name: 'a', select: 'unit' }), wholeTarget({ name: 'b', select: 'gear', relation: 'enemy', exhausted: true })];
    expect(sameClass(targets[0] as object, targets[1] as object)).toBe(true);
    const steps = [wholeEffect({ op: 'draw', amount: 1 }), wholeEffect({ op: 'damage', amount: 2, target: 'a' })];
    expect(sameClass(steps[0] as object, steps[1] as object)).toBe(true);
    const abilities = [
      wholeAbility({ kind: 'triggered', trigger: 'dies', effects: [{ op: 'draw', amount: 1 }] }),
      wholeAbility({ kind: 'activated', cost: { energy: 1, power: [] }, effects: [{ op: 'damage', amount: 1, target: 'a' }], targets: [{ name: 'a', select: 'unit' }] }),
    ];
    expect(sameClass(abilities[0] as object, abilities[1] as object)).toBe(true);
  });

  it('view an ability\'s steps and targets too', () => {
    const ability = wholeAbility({ kind: 'activated', cost: { energy: 1, power: [] }, effects: [{ op: 'damage', amount: 1, target: 'a' }], targets: [{ name: 'a', select: 'unit' }] });
    if (ability.kind !== 'activated') throw new Error('an activated ability');
    expect(sameClass(ability.effects[0] as object, wholeEffect({ op: 'draw', amount: 1 }))).toBe(true);
    expect(sameClass((ability.targets ?? [])[0] as object, wholeTarget({ name: 'x', select: 'gear' }))).toBe(true);
    expect(ability.effects[0]).toMatchObject({ op: 'damage', amount: 1, target: 'a' });
  });
});

describe('the rules and cards a game reads', () => {
  const rulesOf = (setup: object) => (createGame(setup as never) as unknown as { liveRules: RiftboundRules }).liveRules;
  const invented: CardDefinition = { id: 'test-lantern-moth', name: 'Lantern Moth', type: 'unit', domain: 'calm', cost: { energy: 2, power: [] }, might: 2, tags: ['Bird'] };

  it('are of one hidden class for a mode\'s rules and the same rules with cards added', () => {
    const plain = rulesOf({ mode: 'riftbound/duel', seed: 1 });
    const added = rulesOf({ mode: 'riftbound/duel', seed: 1, rules: { extraCards: [invented] } });
    expect(Object.keys(plain)).toEqual(Object.keys(added));
    expect(Object.keys(plain).slice(0, -1)).toEqual(schemaFieldNames(riftbound.rulesSchema));
    expect(sameClass(plain, added)).toBe(true);
  });

  it('hold every card as a whole view, the catalogue and the rules handed out as the card was written', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 1, rules: { extraCards: [invented] } } as never) as unknown as { rules: RiftboundRules; liveRules: RiftboundRules };
    const rules = game.liveRules;
    const held = rules.cardDb.cards.get(invented.id) as CardDefinition;
    expect(held).toBe(wholeCard(originalOf(held)));
    expect(originalOf(held)).toEqual(invented);
    expect(Object.keys(held)).toEqual(schemaFieldNames(cardSetSchema.$defs.card));
    const shipped = [...rules.cardDb.cards.values()].find((c) => c.id !== invented.id) as CardDefinition;
    expect(sameClass(held, shipped)).toBe(true);
    const catalogue = riftbound.catalog?.(rules as never) as Record<string, Record<string, unknown>>;
    const entry = catalogue[invented.id] as Record<string, unknown>;
    expect(Object.values(entry).every((value) => value !== undefined)).toBe(true);
    expect(entry).toMatchObject({ ...invented });
    // What `game.rules` hands out has the keys of the data as written.
    expect(game.rules.cardDb.cards.get(invented.id)).toStrictEqual(invented);
    expect(Object.values(game.rules).every((value) => value !== undefined)).toBe(true);
  });
});

describe('withoutUndefinedFields', () => {
  it('deletes the undefined fields all the way down, in lists, maps and sets too', () => {
    const value = { a: 1, b: undefined, list: [{ c: undefined, d: 2 }], map: new Map([['k', { e: undefined }]]), set: new Set([{ f: undefined, g: 3 }]) };
    expect(withoutUndefinedFields(value)).toBe(value);
    expect(Object.keys(value)).toEqual(['a', 'list', 'map', 'set']);
    expect(value.list[0]).toStrictEqual({ d: 2 });
    expect(value.map.get('k')).toStrictEqual({});
    expect([...value.set][0]).toStrictEqual({ g: 3 });
  });
});
