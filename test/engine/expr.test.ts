import { describe, expect, it } from 'vitest';
import type { LoadIssue } from '../../src/engine/errors.js';
import { compileExpression, type CompileScope } from '../../src/engine/expr/compile.js';
import type { SelectorTable } from '../../src/engine/expr/types.js';

interface Toy {
  n: number;
  seats: string[];
  turn: string;
}

const selectors: SelectorTable<Toy> = {
  n: { returns: 'number', description: 'n', fn: (s) => s.n },
  seats: { returns: 'list', description: 'seats', fn: (s) => s.seats },
  turn: { returns: 'string', description: 'turn', fn: (s) => s.turn },
  double: { args: ['number'], returns: 'number', description: 'twice', fn: (_s, x) => 2 * (x as number) },
  boom: {
    returns: 'boolean',
    description: 'fails when evaluated',
    fn: () => {
      throw new Error('evaluated');
    },
  },
};

const rules = { limits: { max: 3 }, seats: { first: ['A'] } };

function scope(guards: Record<string, unknown> = {}): CompileScope<Toy> {
  const compiled = new Map<string, (env: never) => unknown>();
  const s: CompileScope<Toy> = {
    selectors,
    rules,
    guardNames: new Set(Object.keys(guards)),
    guard: (name) => compiled.get(name) as never,
  };
  for (const [name, expr] of Object.entries(guards)) compiled.set(name, compileExpression(expr, s, `$.guards.${name}`, []).run as never);
  return s;
}

const state: Toy = { n: 2, seats: ['A', 'B', 'C'], turn: 'B' };

function run(expr: unknown, event: Record<string, unknown> = {}, guards: Record<string, unknown> = {}): unknown {
  const issues: LoadIssue[] = [];
  const { run: fn } = compileExpression(expr, scope(guards), '$', issues);
  expect(issues).toEqual([]);
  return fn({ state, event });
}

function faults(expr: unknown, expected?: 'boolean'): LoadIssue[] {
  const issues: LoadIssue[] = [];
  compileExpression(expr, scope(), '$.when', issues, expected);
  return issues;
}

describe('the expression language', () => {
  it('evaluates literals, selectors, rules and event fields', () => {
    expect(run(3)).toBe(3);
    expect(run(null)).toBeNull();
    expect(run({ sel: 'n' })).toBe(2);
    expect(run({ sel: 'double', args: [{ sel: 'n' }] })).toBe(4);
    expect(run({ rule: 'limits.max' })).toBe(3);
    expect(run({ event: 'seat' }, { seat: 'C' })).toBe('C');
    expect(run({ event: 'missing' })).toBeNull();
    expect(run({ list: [1, { sel: 'n' }] })).toEqual([1, 2]);
  });

  it('evaluates logic with short circuits', () => {
    expect(run({ and: [true, { '==': [{ sel: 'n' }, 2] }] })).toBe(true);
    expect(run({ and: [false, { sel: 'boom' }] })).toBe(false);
    expect(run({ or: [true, { sel: 'boom' }] })).toBe(true);
    expect(run({ or: [false, true] })).toBe(true);
    expect(run({ not: true })).toBe(false);
  });

  it('compares and computes', () => {
    expect(run({ '<': [1, 2] })).toBe(true);
    expect(run({ '<=': [2, 2] })).toBe(true);
    expect(run({ '>': [1, 2] })).toBe(false);
    expect(run({ '>=': [{ sel: 'n' }, 3] })).toBe(false);
    expect(run({ '!=': ['A', { sel: 'turn' }] })).toBe(true);
    expect(run({ '+': [1, 2, { sel: 'n' }] })).toBe(5);
    expect(run({ '-': [5, 2] })).toBe(3);
    expect(run({ '*': [3, { sel: 'n' }, 4] })).toBe(24);
    expect(run({ '*': [{ sel: 'n' }] })).toBe(2);
    expect(run({ min: [4, 2, 9] })).toBe(2);
    expect(run({ max: [4, 2, 9] })).toBe(9);
    expect(run({ if: [{ '>': [{ sel: 'n' }, 1] }, 'big', 'small'] })).toBe('big');
  });

  it('works on lists: membership, counts, quantifiers and filters', () => {
    expect(run({ in: [{ sel: 'turn' }, { sel: 'seats' }] })).toBe(true);
    expect(run({ in: ['A', { rule: 'seats.first' }] })).toBe(true);
    expect(run({ in: ['Z', { sel: 'seats' }] })).toBe(false);
    expect(run({ count: { sel: 'seats' } })).toBe(3);
    expect(run({ some: [{ sel: 'seats' }, 's', { '==': [{ var: 's' }, 'C'] }] })).toBe(true);
    expect(run({ every: [{ sel: 'seats' }, 's', { '!=': [{ var: 's' }, 'Z'] }] })).toBe(true);
    expect(run({ filter: [{ sel: 'seats' }, 's', { '!=': [{ var: 's' }, { sel: 'turn' }] }] })).toEqual(['A', 'C']);
    expect(run({ count: { filter: [{ sel: 'seats' }, 's', { '==': [{ var: 's' }, { event: 'seat' }] }] } }, { seat: 'A' })).toBe(1);
  });

  it('refers to other guards', () => {
    expect(run({ and: [{ guard: 'small' }, true] }, {}, { small: { '<': [{ sel: 'n' }, 5] } })).toBe(true);
  });

  it('tells an `event.field == selector` comparison, whichever side the event is on', () => {
    const selector = selectors['turn']?.fn;
    expect(compileExpression({ '==': [{ event: 'seat' }, { sel: 'turn' }] }, scope(), '$', []).match).toEqual({ field: 'seat', selector });
    expect(compileExpression({ '==': [{ sel: 'turn' }, { event: 'seat' }] }, scope(), '$', []).match).toEqual({ field: 'seat', selector });
    expect(run({ '==': [{ sel: 'turn' }, { event: 'seat' }] }, { seat: 'B' })).toBe(true);
    expect(run({ '==': [{ event: 'seat' }, { sel: 'turn' }] }, { seat: 'A' })).toBe(false);
    expect(compileExpression({ '==': [{ event: 'seat' }, 'B'] }, scope(), '$', []).match).toBeUndefined();
    expect(compileExpression({ not: { '==': [{ event: 'seat' }, { sel: 'turn' }] } }, scope(), '$', []).match).toBeUndefined();
  });
});

describe('expression faults, found at load with their JSON paths', () => {
  it('unknown operators and selectors', () => {
    expect(faults({ nope: 1 })).toEqual([{ path: '$.when', message: 'unknown operator "nope"' }]);
    expect(faults({ sel: 'score' })).toEqual([{ path: '$.when.sel', message: 'unknown selector "score"' }]);
    expect(faults({ and: [true, { sel: 'x' }] })).toEqual([{ path: '$.when.and[1].sel', message: 'unknown selector "x"' }]);
  });

  it('arity of operators and selectors', () => {
    expect(faults({ '==': [1] })).toEqual([{ path: '$.when["=="]', message: 'expected 2 operands, got 1' }]);
    expect(faults({ sel: 'double' })).toEqual([{ path: '$.when', message: 'selector double takes 1 argument(s), got 0' }]);
    expect(faults({ and: 'yes' })).toEqual([{ path: '$.when.and', message: 'expected a list of operands, got string "yes"' }]);
  });

  it('types, where they are known', () => {
    expect(faults(3, 'boolean')).toEqual([{ path: '$.when', message: 'expected boolean, got number' }]);
    expect(faults({ '+': [1, 'two'] })).toEqual([{ path: '$.when["+"][1]', message: 'expected number, got string' }]);
    expect(faults({ '*': [2, 'two'] })).toEqual([{ path: '$.when["*"][1]', message: 'expected number, got string' }]);
    expect(faults({ not: { sel: 'n' } })).toEqual([{ path: '$.when.not', message: 'expected boolean, got number' }]);
    expect(faults({ count: { sel: 'n' } })).toEqual([{ path: '$.when.count', message: 'expected list, got number' }]);
    expect(faults({ sel: 'double', args: ['x'] })).toEqual([{ path: '$.when.args[0]', message: 'expected number, got string' }]);
  });

  it('rule paths, variables, guards and shapes', () => {
    expect(faults({ rule: 'limits.min' })).toEqual([{ path: '$.when.rule', message: 'the mode rules have no value at "limits.min"' }]);
    expect(faults({ var: 's' })).toEqual([{ path: '$.when.var', message: 'unknown variable "s"' }]);
    expect(faults({ guard: 'missing' })).toEqual([{ path: '$.when.guard', message: 'unknown guard "missing"' }]);
    expect(faults({ and: [true], or: [true] })).toEqual([{ path: '$.when', message: 'an expression has exactly one operator, got and, or' }]);
    expect(faults([1, 2])).toEqual([{ path: '$.when', message: 'a list is written { "list": [...] }' }]);
    expect(faults({ some: [{ sel: 'seats' }, 3, true] })).toEqual([{ path: '$.when.some[1]', message: 'expected a variable name' }]);
  });
});
