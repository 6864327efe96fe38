/**
 * The expression compiler: JSON expressions become closures, checked once at load.
 *
 * Load-time checks: the grammar, selector names and argument counts, `rule` paths (resolved
 * to constants here, so the hot path never looks them up), variables in scope, guard
 * references, and value types where they are known (a guard must be boolean, arithmetic
 * takes numbers). Every fault is reported with its JSON path.
 */
import { wordedIssue, type LoadIssue, type LoadIssueCode } from '../errors.js';
import type { Text, Value } from '../i18n/catalogue.js';
import { text } from '../i18n/load/messages.js';
import { isPlainObject } from '../json/json-file.js';
import { joinPath } from '../json/json-path.js';
import { LIMITS } from '../limits.js';
import { COMPARISONS } from './grammar.js';
import type { Compiled, EvalEnv, SelectorTable, ValueType } from './types.js';

export interface CompileScope<S> {
  readonly selectors: SelectorTable<S>;
  /** The mode rules, for `{ "rule": "a.b" }`. */
  readonly rules: unknown;
  /** Named guards that `{ "guard": name }` may refer to. Resolved lazily, at run time. */
  readonly guardNames: ReadonlySet<string>;
  readonly guard: (name: string) => Compiled<S>;
}

/** A comparison `event.field == selector`: the field of the event, and the selector (without arguments) it must equal. */
export interface EventMatch<S> {
  readonly field: string;
  readonly selector: (state: S) => unknown;
}

interface Node<S> {
  readonly type: ValueType;
  readonly run: Compiled<S>;
  /**
   * What the node reads, when it is one of the reads a comparison may make directly: a field
   * of the event, a selector without arguments, or a constant (a literal, a `rule` path).
   */
  readonly reads?: { readonly event: string } | { readonly selector: (state: S) => unknown } | { readonly constant: unknown };
  /** Set when the node is the comparison `event.field == selector`. */
  readonly match?: EventMatch<S>;
}

class Faults {
  readonly issues: LoadIssue[] = [];
  add(path: string, message: Text, code?: LoadIssueCode): void {
    this.issues.push(wordedIssue(code === undefined ? { path } : { path, code }, message));
  }
}

const BINARY = new Set<string>(COMPARISONS);

function describe(value: unknown): Value {
  if (Array.isArray(value)) return text('expr.aList');
  if (value === null) return 'null';
  return typeof value === 'object' ? text('expr.anObject') : `${typeof value} ${JSON.stringify(value)}`;
}

function readRule(rules: unknown, dotted: string): { found: boolean; value: unknown } {
  let current: unknown = rules;
  for (const key of dotted.split('.')) {
    if (!isPlainObject(current) || !(key in current)) return { found: false, value: undefined };
    current = current[key];
  }
  return { found: true, value: current };
}

function typeOfLiteral(value: unknown): ValueType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return typeof value as ValueType;
  return 'any';
}

function toList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (value instanceof Set) return [...value];
  throw new TypeError(`expected a list, got ${describe(value)}`);
}

function withVar<S>(env: EvalEnv<S>, name: string, value: unknown): EvalEnv<S> {
  return { state: env.state, event: env.event, vars: { ...env.vars, [name]: value } };
}

class Compiler<S> {
  /** How deep the expression being compiled is nested, against the limit. */
  private depth = 0;

  constructor(
    private readonly scope: CompileScope<S>,
    private readonly faults: Faults,
  ) {}

  expect(node: Node<S>, wanted: ValueType, path: string): void {
    if (node.type !== 'any' && node.type !== wanted && !(wanted === 'list' && node.type === 'null')) {
      this.faults.add(path, text('expr.wrongType', { wanted, got: node.type }));
    }
  }

  operands(expr: unknown, path: string, min: number, max = Infinity): unknown[] {
    if (!Array.isArray(expr)) {
      this.faults.add(path, text('expr.operandsNotAList', { got: describe(expr) }));
      return [];
    }
    if (expr.length < min || expr.length > max) {
      const count = max === Infinity ? `at least ${min}` : min === max ? `${min}` : `${min} to ${max}`;
      this.faults.add(path, text('expr.operandCount', { count, got: expr.length }));
    }
    return expr;
  }

  compile(expr: unknown, path: string, vars: ReadonlySet<string>): Node<S> {
    if (this.depth >= LIMITS.expressionDepth) {
      this.faults.add(path, text('expr.tooDeep', { max: LIMITS.expressionDepth }), 'EXPRESSION_TOO_DEEP');
      return { type: 'any', run: () => undefined };
    }
    this.depth++;
    try {
      return this.compileNode(expr, path, vars);
    } finally {
      this.depth--;
    }
  }

  private compileNode(expr: unknown, path: string, vars: ReadonlySet<string>): Node<S> {
    if (expr === null || typeof expr !== 'object') {
      if (typeof expr === 'number' || typeof expr === 'string' || typeof expr === 'boolean' || expr === null) {
        return { type: typeOfLiteral(expr), run: () => expr, reads: { constant: expr } };
      }
      this.faults.add(path, text('expr.notAnExpression', { got: describe(expr) }));
      return { type: 'any', run: () => undefined };
    }
    if (Array.isArray(expr)) {
      this.faults.add(path, text('expr.listLiteral'));
      return { type: 'any', run: () => undefined };
    }
    const record = expr as Record<string, unknown>;
    const keys = Object.keys(record);
    if ('sel' in record) return this.selector(record, path, vars);
    if (keys.length !== 1) {
      this.faults.add(path, (keys.length ? text('expr.operators', { got: keys.join(', ') }) : text('expr.noOperator')));
      return { type: 'any', run: () => undefined };
    }
    const op = keys[0] as string;
    const arg = record[op];
    const at = joinPath(path, op);
    switch (op) {
      case 'rule':
        return this.rule(arg, at);
      case 'event': {
        if (typeof arg !== 'string') this.faults.add(at, text('expr.fieldName'));
        const field = String(arg);
        return { type: 'any', run: (env) => env.event[field] ?? null, reads: { event: field } };
      }
      case 'var': {
        const name = String(arg);
        if (typeof arg !== 'string' || !vars.has(name)) this.faults.add(at, text('expr.unknownVariable', { name: JSON.stringify(arg) }));
        return { type: 'any', run: (env) => env.vars?.[name] };
      }
      case 'guard': {
        const name = String(arg);
        if (typeof arg !== 'string' || !this.scope.guardNames.has(name)) {
          this.faults.add(at, text('expr.unknownGuard', { name: JSON.stringify(arg) }));
        }
        const guard = this.scope.guard;
        return { type: 'boolean', run: (env) => guard(name)(env) };
      }
      case 'list': {
        const items = this.operands(arg, at, 0).map((e, i) => this.compile(e, joinPath(at, i), vars).run);
        return { type: 'list', run: (env) => items.map((item) => item(env)) };
      }
      case 'and':
      case 'or':
        return this.logical(op, arg, at, vars);
      case 'not': {
        const inner = this.compile(arg, at, vars);
        this.expect(inner, 'boolean', at);
        // A selector read directly: one call fewer (see selectorComparison).
        if (inner.reads !== undefined && 'selector' in inner.reads) {
          const selector = inner.reads.selector;
          return { type: 'boolean', run: (env) => !selector(env.state) };
        }
        const run = inner.run;
        return { type: 'boolean', run: (env) => !run(env) };
      }
      case '+':
      case '*':
      case 'min':
      case 'max':
        return this.arithmetic(op, arg, at, vars);
      case '-': {
        const [a, b] = this.numbers(arg, at, vars, 2, 2);
        return { type: 'number', run: (env) => (a?.(env) as number) - (b?.(env) as number) };
      }
      case 'in': {
        const [item, coll] = this.operands(arg, at, 2, 2).map((e, i) => this.compile(e, joinPath(at, i), vars));
        if (coll) this.expect(coll, 'list', joinPath(at, 1));
        const itemRun = item?.run ?? (() => undefined);
        const collRun = coll?.run ?? (() => []);
        return { type: 'boolean', run: (env) => toList(collRun(env)).includes(itemRun(env)) };
      }
      case 'count': {
        const coll = this.compile(arg, at, vars);
        this.expect(coll, 'list', at);
        return { type: 'number', run: (env) => toList(coll.run(env)).length };
      }
      case 'some':
      case 'every':
      case 'filter':
        return this.binder(op, arg, at, vars);
      case 'if': {
        const [c, a, b] = this.operands(arg, at, 3, 3).map((e, i) => this.compile(e, joinPath(at, i), vars));
        if (!c || !a || !b) return { type: 'any', run: () => undefined };
        this.expect(c, 'boolean', joinPath(at, 0));
        const type = a.type === b.type ? a.type : 'any';
        return { type, run: (env) => (c.run(env) ? a.run(env) : b.run(env)) };
      }
      default:
        if (BINARY.has(op)) return this.comparison(op, arg, at, vars);
        this.faults.add(path, text('expr.unknownOperator', { name: JSON.stringify(op) }));
        return { type: 'any', run: () => undefined };
    }
  }

  selector(record: Record<string, unknown>, path: string, vars: ReadonlySet<string>): Node<S> {
    const name = record['sel'];
    const extra = Object.keys(record).filter((k) => k !== 'sel' && k !== 'args');
    if (extra.length) this.faults.add(joinPath(path, extra[0] as string), text('expr.selectorField'));
    const selector = typeof name === 'string' ? this.scope.selectors[name] : undefined;
    if (!selector) {
      this.faults.add(joinPath(path, 'sel'), text('expr.unknownSelector', { name: JSON.stringify(name) }));
      return { type: 'any', run: () => undefined };
    }
    const rawArgs = record['args'] === undefined ? [] : this.operands(record['args'], joinPath(path, 'args'), 0);
    const expected = selector.args ?? [];
    if (rawArgs.length !== expected.length) {
      this.faults.add(path, text('expr.selectorArguments', { name: String(name), count: expected.length, got: rawArgs.length }));
    }
    const args = rawArgs.map((e, i) => {
      const node = this.compile(e, joinPath(path, 'args', i), vars);
      const want = expected[i];
      if (want && want !== 'any') this.expect(node, want, joinPath(path, 'args', i));
      return node.run;
    });
    const fn = selector.fn;
    if (args.length === 0) return { type: selector.returns, run: (env) => fn(env.state), reads: { selector: fn } };
    if (args.length === 1) {
      const a0 = args[0] as Compiled<S>;
      return { type: selector.returns, run: (env) => fn(env.state, a0(env)) };
    }
    return { type: selector.returns, run: (env) => fn(env.state, ...args.map((a) => a(env))) };
  }

  rule(arg: unknown, path: string): Node<S> {
    if (typeof arg !== 'string') {
      this.faults.add(path, text('expr.rulePath'));
      return { type: 'any', run: () => undefined };
    }
    const { found, value } = readRule(this.scope.rules, arg);
    if (!found) {
      this.faults.add(path, text('expr.noRuleValue', { path: JSON.stringify(arg) }));
      return { type: 'any', run: () => undefined };
    }
    return { type: typeOfLiteral(value), run: () => value, reads: { constant: value } };
  }

  logical(op: 'and' | 'or', arg: unknown, path: string, vars: ReadonlySet<string>): Node<S> {
    const items = this.operands(arg, path, 1).map((e, i) => {
      const node = this.compile(e, joinPath(path, i), vars);
      this.expect(node, 'boolean', joinPath(path, i));
      return node.run;
    });
    const run: Compiled<S> =
      op === 'and'
        ? (env) => {
            for (const item of items) if (!item(env)) return false;
            return true;
          }
        : (env) => {
            for (const item of items) if (item(env)) return true;
            return false;
          };
    return { type: 'boolean', run };
  }

  numbers(arg: unknown, path: string, vars: ReadonlySet<string>, min: number, max = Infinity): Compiled<S>[] {
    return this.operands(arg, path, min, max).map((e, i) => {
      const node = this.compile(e, joinPath(path, i), vars);
      this.expect(node, 'number', joinPath(path, i));
      return node.run;
    });
  }

  arithmetic(op: '+' | '*' | 'min' | 'max', arg: unknown, path: string, vars: ReadonlySet<string>): Node<S> {
    const items = this.numbers(arg, path, vars, op === '+' ? 0 : 1);
    if (op === '+') return { type: 'number', run: (env) => items.reduce((sum, item) => sum + (item(env) as number), 0) };
    if (op === '*') return { type: 'number', run: (env) => items.reduce((product, item) => product * (item(env) as number), 1) };
    const pick = op === 'min' ? Math.min : Math.max;
    return { type: 'number', run: (env) => pick(...items.map((item) => item(env) as number)) };
  }

  comparison(op: string, arg: unknown, path: string, vars: ReadonlySet<string>): Node<S> {
    const [a, b] = this.operands(arg, path, 2, 2).map((e, i) => this.compile(e, joinPath(path, i), vars));
    if (!a || !b) return { type: 'boolean', run: () => false };
    const left = a.run;
    const right = b.run;
    if (op === '==') {
      const match = eventMatch(a, b) ?? eventMatch(b, a);
      if (match !== undefined) return { type: 'boolean', run: eventIsSelected(match), match };
    }
    if (op !== '==' && op !== '!=') {
      this.expect(a, 'number', joinPath(path, 0));
      this.expect(b, 'number', joinPath(path, 1));
    }
    const direct = selectorComparison(op, a, b);
    if (direct !== undefined) return { type: 'boolean', run: direct };
    if (op === '==') return { type: 'boolean', run: (env) => left(env) === right(env) };
    if (op === '!=') return { type: 'boolean', run: (env) => left(env) !== right(env) };
    const compare: Record<string, (x: number, y: number) => boolean> = {
      '<': (x, y) => x < y,
      '<=': (x, y) => x <= y,
      '>': (x, y) => x > y,
      '>=': (x, y) => x >= y,
    };
    const cmp = compare[op] as (x: number, y: number) => boolean;
    return { type: 'boolean', run: (env) => cmp(left(env) as number, right(env) as number) };
  }

  binder(op: 'some' | 'every' | 'filter', arg: unknown, path: string, vars: ReadonlySet<string>): Node<S> {
    const parts = this.operands(arg, path, 3, 3);
    const [collExpr, name, predExpr] = parts;
    if (typeof name !== 'string') {
      this.faults.add(joinPath(path, 1), text('expr.variableName'));
      return { type: 'any', run: () => undefined };
    }
    const coll = this.compile(collExpr, joinPath(path, 0), vars);
    this.expect(coll, 'list', joinPath(path, 0));
    const pred = this.compile(predExpr, joinPath(path, 2), new Set([...vars, name]));
    this.expect(pred, 'boolean', joinPath(path, 2));
    const holds = (env: EvalEnv<S>, item: unknown) => Boolean(pred.run(withVar(env, name, item)));
    if (op === 'some') return { type: 'boolean', run: (env) => toList(coll.run(env)).some((x) => holds(env, x)) };
    if (op === 'every') return { type: 'boolean', run: (env) => toList(coll.run(env)).every((x) => holds(env, x)) };
    return { type: 'list', run: (env) => toList(coll.run(env)).filter((x) => holds(env, x)) };
  }
}

/**
 * The comparison of `a`, a field of the event, with `b`, a selector: the form of most guards
 * (`{ "event": "seat" }` against the seat a selector names); else undefined.
 */
function eventMatch<S>(a: Node<S>, b: Node<S>): EventMatch<S> | undefined {
  if (a.reads === undefined || !('event' in a.reads) || b.reads === undefined || !('selector' in b.reads)) return undefined;
  return { field: a.reads.event, selector: b.reads.selector };
}

/** A comparison operator read from the other side: `c < x` is `x > c`. */
const MIRRORED: Readonly<Record<string, string>> = { '==': '==', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/**
 * A comparison of a selector without arguments with a constant (`chainSize > 0`, `winner !=
 * null`: most guards the statechart asks after every event) as one closure that calls the
 * selector and compares, instead of one closure per operand and one for the operator (calls
 * through closures made at one place in this file cannot be inlined); else undefined.
 */
function selectorComparison<S>(op: string, a: Node<S>, b: Node<S>): Compiled<S> | undefined {
  if (a.reads !== undefined && 'constant' in a.reads && b.reads !== undefined && 'selector' in b.reads) return selectorComparison(MIRRORED[op] as string, b, a);
  if (a.reads === undefined || !('selector' in a.reads) || b.reads === undefined || !('constant' in b.reads)) return undefined;
  const selector = a.reads.selector;
  const value = b.reads.constant;
  switch (op) {
    case '==':
      return (env) => selector(env.state) === value;
    case '!=':
      return (env) => selector(env.state) !== value;
    case '<':
      return (env) => (selector(env.state) as number) < (value as number);
    case '<=':
      return (env) => (selector(env.state) as number) <= (value as number);
    case '>':
      return (env) => (selector(env.state) as number) > (value as number);
    case '>=':
      return (env) => (selector(env.state) as number) >= (value as number);
    default:
      return undefined;
  }
}

/** `event.field == selector` as one closure reading both, without calling one per operand. */
function eventIsSelected<S>({ field, selector }: EventMatch<S>): Compiled<S> {
  return (env) => (env.event[field] ?? null) === selector(env.state);
}

export interface CompileResult<S> {
  readonly run: Compiled<S>;
  readonly type: ValueType;
  /** Set when the expression is the comparison `event.field == selector`: callers may read the selector once for many events. */
  readonly match?: EventMatch<S>;
}

/**
 * Compiles one expression. Faults are appended to `issues` (with paths under `path`) so a
 * whole file can be checked and reported at once.
 */
export function compileExpression<S>(
  expr: unknown,
  scope: CompileScope<S>,
  path: string,
  issues: LoadIssue[],
  expected?: ValueType,
): CompileResult<S> {
  const faults = new Faults();
  const compiler = new Compiler(scope, faults);
  const node = compiler.compile(expr, path, new Set());
  if (expected) compiler.expect(node, expected, path);
  issues.push(...faults.issues);
  return node;
}
