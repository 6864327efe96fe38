/** A read-only question works each named value out once for the state it reads, and nothing outlives it. */
import { describe, expect, it } from 'vitest';
import { ReadingScope } from '../../src/engine/caches/reading-scope.js';

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: () => ++calls,
  };
}

describe('ReadingScope', () => {
  const rules = {};

  it('works a value out once within a question about a state, and afresh outside one', () => {
    const scope = new ReadingScope<object>();
    const host = { state: {}, rules };
    const c = counter();
    expect(scope.once(host, 'x', c.compute)).toBe(1);
    expect(scope.once(host, 'x', c.compute)).toBe(2);
    const inside = scope.within(host.state, () => [scope.once(host, 'x', c.compute), scope.once(host, 'x', c.compute), scope.once(host, 'y', c.compute)]);
    expect(inside).toEqual([3, 3, 4]);
    // The question is over: nothing it found is kept.
    expect(scope.once(host, 'x', c.compute)).toBe(5);
  });

  it('answers only for the state and rules of the question', () => {
    const scope = new ReadingScope<object>();
    const host = { state: {}, rules };
    const other = { state: {}, rules };
    const otherRules = { state: host.state, rules: {} };
    const c = counter();
    scope.within(host.state, () => {
      expect(scope.once(host, 'x', c.compute)).toBe(1);
      expect(scope.once(other, 'x', c.compute)).toBe(2);
      expect(scope.once(other, 'x', c.compute)).toBe(3);
      expect(scope.once(otherRules, 'x', c.compute)).toBe(4);
      expect(scope.once(host, 'x', c.compute)).toBe(1);
    });
  });

  it('shares values with a question inside it about the same state, and keeps its own across one about another', () => {
    const scope = new ReadingScope<object>();
    const host = { state: {}, rules };
    const other = { state: {}, rules };
    const c = counter();
    scope.within(host.state, () => {
      expect(scope.once(host, 'x', c.compute)).toBe(1);
      expect(scope.within(host.state, () => scope.once(host, 'x', c.compute))).toBe(1);
      expect(scope.within(other.state, () => [scope.once(other, 'x', c.compute), scope.once(other, 'x', c.compute), scope.once(host, 'x', c.compute)])).toEqual([2, 2, 3]);
      expect(scope.once(host, 'x', c.compute)).toBe(1);
    });
  });

  it('works a keyed value out once per name and key, shares it with a question inside about the same state, and keeps its own across one about another', () => {
    const scope = new ReadingScope<object>();
    const host = { state: {}, rules };
    const other = { state: {}, rules };
    const c = counter();
    const keyed = (_host: typeof host, key: string) => `${key}${c.compute()}`;
    expect(scope.onceFor(host, 'x', 'A', keyed)).toBe('A1');
    expect(scope.onceFor(host, 'x', 'A', keyed)).toBe('A2');
    scope.within(host.state, () => {
      expect([scope.onceFor(host, 'x', 'A', keyed), scope.onceFor(host, 'x', 'A', keyed), scope.onceFor(host, 'x', 'B', keyed), scope.onceFor(host, 'y', 'A', keyed)]).toEqual(['A3', 'A3', 'B4', 'A5']);
      expect(scope.within(host.state, () => scope.onceFor(host, 'x', 'B', keyed))).toBe('B4');
      // A value worked out while working out another is kept too.
      const outer = scope.onceFor(host, 'z', 'A', (h, key) => `${scope.onceFor(h, 'w', key, keyed)}+`);
      expect([outer, scope.onceFor(host, 'w', 'A', keyed), scope.onceFor(host, 'z', 'A', keyed)]).toEqual(['A6+', 'A6', 'A6+']);
      expect(scope.within(other.state, () => [scope.onceFor(other, 'x', 'A', keyed), scope.onceFor(other, 'x', 'A', keyed), scope.onceFor(host, 'x', 'A', keyed)])).toEqual(['A7', 'A7', 'A8']);
      expect(scope.onceFor(host, 'x', 'A', keyed)).toBe('A3');
      expect(scope.within(other.state, () => scope.onceFor(other, 'x', 'A', keyed))).toBe('A9');
    });
    // The question is over: nothing it found is kept.
    expect(scope.within(host.state, () => scope.onceFor(host, 'x', 'A', keyed))).toBe('A10');
  });

  it('ends a question that throws', () => {
    const scope = new ReadingScope<object>();
    const host = { state: {}, rules };
    const c = counter();
    expect(() =>
      scope.within(host.state, () => {
        scope.once(host, 'x', c.compute);
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(scope.once(host, 'x', c.compute)).toBe(2);
  });
});
