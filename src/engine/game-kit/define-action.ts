/**
 * A player action declared once: its fields' JSON Schema, its listing, its check and what it
 * does. Everything else a game states about its actions comes from the declarations: the
 * engine's action kinds (the fields it accepts, the schema an action from outside is held to),
 * the statechart actions that perform them, the JSON Schema of every action of the game, and
 * the TypeScript union of its actions (`ActionUnion`), which the game holds equal to the
 * union its public types declare.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { RuleViolation } from '../errors.js';
import { withAction, type Action, type ActionKind, type BaseState, type GameEvent, type Host, type MachineAction } from '../game/module.js';

/** The fields of an action besides `type` and `seat`: an object schema's properties, and those required. */
export interface FieldsSchema {
  readonly properties: Readonly<Record<string, object>>;
  readonly required?: readonly string[];
}

const SEAT = { type: 'string' } as const;

/** The JSON Schema of a whole action of type `T` with fields `F`: no field but those, `type` and `seat`. */
export interface ActionSchema<T extends string, F extends FieldsSchema> {
  readonly type: 'object';
  readonly properties: { readonly type: { readonly const: T }; readonly seat: typeof SEAT } & F['properties'];
  readonly required: readonly ['type', 'seat', ...(F['required'] extends readonly string[] ? F['required'] : [])];
  readonly additionalProperties: false;
}

type DeepReadonly<T> = T extends readonly (infer E)[] ? readonly DeepReadonly<E>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** An action of type `T` with fields `F`, as its schema describes it (json-schema-to-ts), read-only all the way down. */
export type ActionOf<T extends string, F extends FieldsSchema> = DeepReadonly<FromSchema<ActionSchema<T, F>>>;

/** What a statechart action runs on a checked action (bivariant in the action, so a performer may name its action's own type). */
type Performer<S extends BaseState, R, E extends GameEvent> = { run(host: Host<S, R, E>, action: Action): void }['run'];

/**
 * What a checked action does: one function, which the statechart names by the action's type;
 * or, where the statechart runs a different one by state (passing focus in a showdown,
 * priority on a chain), each by the name the statechart gives it.
 */
export type Perform<S extends BaseState, R, E extends GameEvent> = Performer<S, R, E> | Readonly<Record<string, Performer<S, R, E>>>;

/** One player action as a game declares it; its code emits the game's events `E`. */
export interface ActionDeclaration<S extends BaseState, R, E extends GameEvent, T extends string, F extends FieldsSchema> {
  readonly type: T;
  /** One line for docs and tooling. */
  readonly description: string;
  /** Its fields besides `type` and `seat`: any other is refused, and an action from outside must match them. */
  readonly fields: F;
  /** Its legal instances for `seat` now (see {@link ActionKind.enumerate}). */
  enumerate(host: Host<S, R, E>, seat: string): Action[];
  /** Why `action` cannot be applied now, in the rules' words, or undefined. */
  check(host: Host<S, R, E>, action: Action): RuleViolation | undefined;
  /** What it does once checked; absent for an action whose statechart transition is all it does (ending a turn). */
  readonly perform?: Perform<S, R, E>;
  readonly unlisted?: boolean;
  possible?(rules: R): boolean;
}

/** A declared action: the engine's action kind, with its type, its whole schema and its performers. */
export interface DeclaredAction<S extends BaseState, R, T extends string, F extends FieldsSchema> extends ActionKind<S, R> {
  readonly type: T;
  /** The declaration's fields schema, as written: what the action's TypeScript type is derived from. */
  readonly fieldsSchema: F;
  readonly schema: ActionSchema<T, F>;
  /** The statechart actions that perform it, by the names the statechart gives them. */
  readonly performers: Readonly<Record<string, MachineAction<S, R>>>;
}

/** Any declared action of a game whose state and rules are `S` and `R`. */
export type AnyDeclaredAction<S extends BaseState, R> = DeclaredAction<S, R, string, FieldsSchema>;

/** The union of the actions of a table of declarations (json-schema-to-ts types each from its schema). */
/** `true` only when A and B are the same type both ways: a declared union held to a published one (`export const inStep: SameType<Declared, Published> = true`). */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type ActionUnion<D extends object> = {
  [K in keyof D]: D[K] extends { readonly type: infer T extends string; readonly fieldsSchema: infer F extends FieldsSchema } ? ActionOf<T, F> : never;
}[keyof D];

/**
 * The declarer of a game's actions: `defineAction<State, Rules, Event>()` gives a function that takes
 * each declaration, its type and fields inferred from the literal, and returns the declared action.
 */
export function defineAction<S extends BaseState, R, E extends GameEvent = GameEvent>() {
  return <const T extends string, const F extends FieldsSchema>(declaration: ActionDeclaration<S, R, E, T, F>): DeclaredAction<S, R, T, F> => {
    const { type, fields, perform, ...kind } = declaration;
    const schema: ActionSchema<T, F> = {
      type: 'object',
      properties: { type: { const: type }, seat: SEAT, ...fields.properties },
      required: ['type', 'seat', ...(fields.required ?? [])] as unknown as ActionSchema<T, F>['required'],
      additionalProperties: false,
    };
    const performers: Record<string, MachineAction<S, R>> =
      perform === undefined ? {} : typeof perform === 'function' ? { [type]: withAction(perform) } : Object.fromEntries(Object.entries(perform).map(([name, run]) => [name, withAction(run)]));
    return { ...kind, type, fields: Object.keys(fields.properties), fieldsSchema: fields, schema, performers };
  };
}

/**
 * The statechart actions that perform a table of declared actions, by name; `around` wraps
 * each (a game's bookkeeping after any player's action), told the action's type.
 */
export function performersOf<S extends BaseState, R>(
  actions: Readonly<Record<string, AnyDeclaredAction<S, R>>>,
  around: (type: string, act: MachineAction<S, R>) => MachineAction<S, R> = (_type, act) => act,
): Record<string, MachineAction<S, R>> {
  const table: Record<string, MachineAction<S, R>> = {};
  for (const action of Object.values(actions)) {
    for (const [name, act] of Object.entries(action.performers)) {
      if (Object.hasOwn(table, name)) throw new Error(`two actions perform the statechart action ${name}`);
      table[name] = around(action.type, act);
    }
  }
  return table;
}

/** The JSON Schema of every action of a table of declarations, by type. */
export function actionSchemas(actions: Readonly<Record<string, { readonly type: string; readonly schema: object }>>): Record<string, object> {
  return Object.fromEntries(Object.values(actions).map((action) => [action.type, action.schema]));
}

/** The JSON Schema of any one action of a table of declarations: one of theirs, told apart by `type`. */
export function actionUnionSchema(actions: Readonly<Record<string, { readonly type: string; readonly schema: object }>>, title: string): object {
  return { title, type: 'object', required: ['type', 'seat'], oneOf: Object.values(actions).map((action) => action.schema) };
}
