/**
 * A player action declared once: its fields' JSON Schema, its listing, its check and what it
 * does. Everything else a game states about its actions comes from the declarations: the
 * engine's action kinds (the fields it accepts, the schema an action from outside is held to),
 * the statechart actions that perform them, the JSON Schema of every action of the game, and
 * the TypeScript union of its actions (`ActionUnion`), which the game holds equal to the
 * union its public types declare.
 *
 * A game's declarer is bound to that published union: each declaration's listing returns, and
 * its performers receive, the union's member of its own type, so game code reads an action's
 * fields as the public types state them. Only `check` sees the loose `Action`: it is given
 * input from outside before the schema has been asked (the game's refusals, in the rules' words, come first).
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

/** What every member of a game's published action union has: its type, and the seat that takes it. */
export interface ActionShape {
  readonly type: string;
  readonly seat: string;
}

/** The member of the action union `U` whose type is `T` (`ActionOfType<RiftboundAction, 'hide'>` is `HideAction`). */
export type ActionOfType<U extends ActionShape, T extends U['type']> = Extract<U, { readonly type: T }>;

/**
 * What a statechart action runs on a checked action `A`. A plain function type, so it is
 * checked strictly: a performer that names another action's type does not compile.
 */
type Performer<S extends BaseState, R, E extends GameEvent, A> = (host: Host<S, R, E>, action: A) => void;

/**
 * What a checked action does: one function, which the statechart names by the action's type;
 * or, where the statechart runs a different one by state (passing focus in a showdown,
 * priority on a chain), each by the name the statechart gives it. Each receives the action `A`.
 */
export type Perform<S extends BaseState, R, E extends GameEvent, A> = Performer<S, R, E, A> | Readonly<Record<string, Performer<S, R, E, A>>>;

/**
 * One player action as a game declares it: its code emits the game's events `E`, and its
 * listing and performers handle `A`, the member of the game's published action union whose
 * type is `T`.
 */
export interface ActionDeclaration<S extends BaseState, R, E extends GameEvent, A extends ActionShape, T extends A['type'], F extends FieldsSchema> {
  readonly type: T;
  /** One line for docs and tooling. */
  readonly description: string;
  /** Its fields besides `type` and `seat`: any other is refused, and an action from outside must match them. */
  readonly fields: F;
  /** Its legal instances for `seat` now (see {@link ActionKind.enumerate}): actions of its own type only. */
  enumerate(host: Host<S, R, E>, seat: string): A[];
  /**
   * Why `action` cannot be applied now, in the rules' words, or undefined. It sees the action
   * as it came from outside, before its fields are held to the schema (`MALFORMED_ACTION`
   * comes after the game's own refusals), so it reads them as unknown.
   */
  check(host: Host<S, R, E>, action: Action): RuleViolation | undefined;
  /** What it does once checked; absent for an action whose statechart transition is all it does (ending a turn). */
  readonly perform?: Perform<S, R, E, A>;
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

/** `true` only when A and B are the same type both ways: a declared union held to a published one (`export const inStep: SameType<Declared, Published> = true`). */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** By action type of `P`, whether that action has the same field names in `D` and in `P` (compared type by type: two instances of one mapped type would be compared by its type argument only). */
type SameFieldNames<D extends ActionShape, P extends ActionShape> = { [T in P['type']]: SameType<keyof Extract<D, { readonly type: T }>, keyof Extract<P, { readonly type: T }>> }[P['type']];

/**
 * `true` only when two action unions are the same both ways and each action has the same fields
 * in both, optional ones included: an optional field that one side lacks leaves the two
 * assignable both ways, so `SameType` alone would not see it.
 */
export type SameActions<D extends ActionShape, P extends ActionShape> = SameType<D, P> extends true ? (false extends SameFieldNames<D, P> ? false : true) : false;

/** The union of the actions of a table of declarations (json-schema-to-ts types each from its schema). */
export type ActionUnion<D extends object> = {
  [K in keyof D]: D[K] extends { readonly type: infer T extends string; readonly fieldsSchema: infer F extends FieldsSchema } ? ActionOf<T, F> : never;
}[keyof D];

/**
 * The declarer of a game's actions: `defineAction<State, Rules, Event, Action>()`, `Action` the
 * union of the game's actions its public types publish, gives a function that takes each
 * declaration, its type (one of the union's) and fields inferred from the literal, and returns
 * the declared action. The declaration's listing and performers handle the union's member of
 * that type; the game's table of declarations holds the union its schemas give equal to the
 * published one (`SameType`), so the three agree.
 */
export function defineAction<S extends BaseState, R, E extends GameEvent, U extends ActionShape>() {
  return <const T extends U['type'], const F extends FieldsSchema>(declaration: ActionDeclaration<S, R, E, ActionOfType<U, NoInfer<T>>, T, F>): DeclaredAction<S, R, T, F> => {
    const { type, fields, perform, enumerate, ...kind } = declaration;
    const schema: ActionSchema<T, F> = {
      type: 'object',
      properties: { type: { const: type }, seat: SEAT, ...fields.properties },
      required: ['type', 'seat', ...(fields.required ?? [])] as unknown as ActionSchema<T, F>['required'],
      additionalProperties: false,
    };
    const performers: Record<string, MachineAction<S, R>> =
      perform === undefined ? {} : typeof perform === 'function' ? { [type]: withAction(perform) } : Object.fromEntries(Object.entries(perform).map(([name, run]) => [name, withAction(run)]));
    // The engine lists plain-JSON actions of any game (`Action`); a published action type is one,
    // though, being an interface, it states no index signature for the compiler to see.
    const listing = enumerate as unknown as ActionKind<S, R>['enumerate'];
    return { ...kind, enumerate: listing, type, fields: Object.keys(fields.properties), fieldsSchema: fields, schema, performers };
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
