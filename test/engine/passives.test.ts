/**
 * Passive abilities in dependency order, with the three worked examples of the Altered
 * glossary (2.3.2.d-f) and a mutual-dependency loop, on a small characteristics model.
 */
import { describe, expect, it } from 'vitest';
import { applyPassives, dependsDirectly, type PassiveAbility } from '../../src/engine/game-kit/passives.js';

interface Character {
  types: string[];
  keywords: string[];
  abilities: string[];
  region: string;
}
interface Chars {
  characters: Record<string, Character>;
  /** Terrain of each region. */
  regions: Record<string, string>;
}

const clone = (c: Chars): Chars => structuredClone(c);
const ids = (c: Chars, test: (ch: Character, id: string) => boolean) => Object.keys(c.characters).filter((id) => test(c.characters[id] as Character, id));

/** A passive ability carried by `source`, named `name` in its abilities. */
function passive(
  name: string,
  source: string,
  timestamp: number,
  targets: (c: Chars) => string[],
  change: (c: Chars, target: string) => void,
  effect: (c: Chars) => unknown = () => name,
): PassiveAbility<Chars> {
  return {
    id: name,
    timestamp,
    exists: (c) => c.characters[source]?.abilities.includes(name) ?? false,
    targets,
    effect,
    apply: (c) => {
      const next = clone(c);
      for (const t of targets(c)) change(next, t);
      return next;
    },
  };
}

describe('passive abilities in dependency order (Altered 2.3.2-2.3.3)', () => {
  it('2.3.2.d: applying B would remove A, so A depends on B and B applies first, removing A', () => {
    const base: Chars = {
      characters: {
        a: { types: ['character'], keywords: [], abilities: ['allRegionsAreForests'], region: 'r1' },
        b: { types: ['character'], keywords: [], abilities: ['othersLoseAbilities'], region: 'r1' },
      },
      regions: { r1: 'water', r2: 'mountain' },
    };
    const forests = passive('allRegionsAreForests', 'a', 1, (c) => Object.keys(c.regions), (c, r) => void (c.regions[r] = 'forest'));
    const loseAbilities = passive('othersLoseAbilities', 'b', 2, (c) => ids(c, (_, id) => id !== 'b'), (c, id) => void ((c.characters[id] as Character).abilities = []));
    expect(dependsDirectly(forests, loseAbilities, base)).toBe(true);
    expect(dependsDirectly(loseAbilities, forests, base)).toBe(false);
    const { characteristics, order } = applyPassives(base, [forests, loseAbilities]);
    expect(order).toEqual(['othersLoseAbilities']);
    expect(characteristics.regions).toEqual({ r1: 'water', r2: 'mountain' });
  });

  it('2.3.2.e: applying B changes what A applies to (C becomes an Elemental), so B applies first', () => {
    const base: Chars = {
      characters: {
        a: { types: ['character', 'elemental'], keywords: [], abilities: ['elementalsAreGigantic'], region: 'r1' },
        b: { types: ['character'], keywords: [], abilities: ['charactersAreElementals'], region: 'r1' },
        c: { types: ['character'], keywords: [], abilities: [], region: 'r1' },
      },
      regions: { r1: 'forest' },
    };
    const gigantic = passive('elementalsAreGigantic', 'a', 1, (c) => ids(c, (ch) => ch.types.includes('elemental')), (c, id) => void (c.characters[id] as Character).keywords.push('gigantic'));
    const elementals = passive('charactersAreElementals', 'b', 2, (c) => ids(c, (ch) => ch.types.includes('character') && !ch.types.includes('elemental')), (c, id) => void (c.characters[id] as Character).types.push('elemental'));
    expect(dependsDirectly(gigantic, elementals, base)).toBe(true);
    const { characteristics, order } = applyPassives(base, [gigantic, elementals]);
    expect(order).toEqual(['charactersAreElementals', 'elementalsAreGigantic']);
    expect(characteristics.characters['c']?.keywords).toEqual(['gigantic']);
  });

  it('2.3.2.f: applying B changes what A does (A stands in a forest now), so B applies first', () => {
    const base: Chars = {
      characters: {
        a: { types: ['character'], keywords: [], abilities: ['giganticInForest'], region: 'r1' },
        b: { types: ['character'], keywords: [], abilities: ['allRegionsAreForests'], region: 'r2' },
      },
      regions: { r1: 'water', r2: 'water' },
    };
    const inForest = (c: Chars) => c.regions[(c.characters['a'] as Character).region] === 'forest';
    const gigantic = passive('giganticInForest', 'a', 1, () => ['a'], (c, id) => void (inForest(c) && (c.characters[id] as Character).keywords.push('gigantic')), (c) => (inForest(c) ? 'gigantic' : 'nothing'));
    const forests = passive('allRegionsAreForests', 'b', 2, (c) => Object.keys(c.regions), (c, r) => void (c.regions[r] = 'forest'));
    expect(dependsDirectly(gigantic, forests, base)).toBe(true);
    const { characteristics, order } = applyPassives(base, [gigantic, forests]);
    expect(order).toEqual(['allRegionsAreForests', 'giganticInForest']);
    expect(characteristics.characters['a']?.keywords).toEqual(['gigantic']);
  });

  it('a mutual dependency is settled by timestamps, and each application is re-evaluated', () => {
    const base: Chars = {
      characters: {
        a: { types: ['character'], keywords: [], abilities: ['giganticAreElementals'], region: 'r1' },
        b: { types: ['character'], keywords: [], abilities: ['elementalsAreGigantic'], region: 'r1' },
        c: { types: ['character', 'elemental'], keywords: [], abilities: [], region: 'r1' },
        d: { types: ['character'], keywords: ['gigantic'], abilities: [], region: 'r1' },
      },
      regions: { r1: 'forest' },
    };
    const add = (list: string[], item: string) => void (list.includes(item) || list.push(item));
    const toElemental = passive('giganticAreElementals', 'a', 5, (c) => ids(c, (ch) => ch.keywords.includes('gigantic')), (c, id) => add((c.characters[id] as Character).types, 'elemental'));
    const toGigantic = passive('elementalsAreGigantic', 'b', 3, (c) => ids(c, (ch) => ch.types.includes('elemental')), (c, id) => add((c.characters[id] as Character).keywords, 'gigantic'));
    expect(dependsDirectly(toElemental, toGigantic, base)).toBe(true);
    expect(dependsDirectly(toGigantic, toElemental, base)).toBe(true);
    const { characteristics, order } = applyPassives(base, [toElemental, toGigantic]);
    expect(order).toEqual(['elementalsAreGigantic', 'giganticAreElementals']);
    expect(characteristics.characters['c']).toMatchObject({ types: ['character', 'elemental'], keywords: ['gigantic'] });
    expect(characteristics.characters['d']).toMatchObject({ types: ['character', 'elemental'], keywords: ['gigantic'] });
  });

  it('without dependencies, abilities apply by timestamp; the base is never changed', () => {
    const base: Chars = { characters: { a: { types: ['character'], keywords: [], abilities: ['x', 'y'], region: 'r1' } }, regions: { r1: 'water' } };
    const x = passive('x', 'a', 2, () => ['a'], (c, id) => void (c.characters[id] as Character).keywords.push('eternal'));
    const y = passive('y', 'a', 1, () => ['a'], (c, id) => void (c.characters[id] as Character).keywords.push('tough'));
    const { characteristics, order } = applyPassives(base, [x, y]);
    expect(order).toEqual(['y', 'x']);
    expect(characteristics.characters['a']?.keywords).toEqual(['tough', 'eternal']);
    expect(base.characters['a']?.keywords).toEqual([]);
  });
});
