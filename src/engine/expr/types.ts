/** The value types the expression compiler checks at load time. */
export type ValueType = 'boolean' | 'number' | 'string' | 'list' | 'null' | 'any';

/** What a compiled expression reads when it runs. */
export interface EvalEnv<S = unknown> {
  readonly state: S;
  /** The action or event being checked; `{ "event": "seat" }` reads its fields. */
  readonly event: Readonly<Record<string, unknown>>;
  /** Variables bound by some/every/filter. */
  vars?: Record<string, unknown>;
}

export type Compiled<S = unknown> = (env: EvalEnv<S>) => unknown;

/**
 * A selector is a named, read-only view of the game state that a game offers to rule
 * authors. It declares its argument and result types so expressions are checked at load.
 */
export interface Selector<S> {
  readonly args?: readonly ValueType[];
  readonly returns: ValueType;
  readonly description: string;
  readonly fn: (state: S, ...args: unknown[]) => unknown;
}

export type SelectorTable<S> = Readonly<Record<string, Selector<S>>>;
