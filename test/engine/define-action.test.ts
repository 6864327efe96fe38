/**
 * Player actions declared once (src/engine/game-kit/define-action.ts), with a game that is no
 * card game: a counter that players raise. The declaration alone gives the engine its action
 * kind, the statechart its performers, and the action's JSON Schema, which an action from
 * outside is held to once the game's check accepts it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSchemas, actionUnionSchema, defineAction, performersOf, type ActionUnion, type SameActions, type SameType } from '../../src/engine/game-kit/define-action.js';
import { concessionAction } from '../../src/engine/game-kit/concession.js';
import { loadDefinition } from '../../src/engine/game/definition.js';
import { replayGame } from '../../src/engine/game/replay.js';
import type { BaseState, GameEvent, GameModule } from '../../src/engine/game/module.js';
import { line } from '../../src/engine/game/event-words.js';
import { fileSource, toLocation } from '../../src/node/file-source.js';

interface CounterRules {
  machine: string;
}
interface CounterState extends BaseState {
  count: number;
  conceded: string[];
}
type CounterEvent = { readonly type: 'raised'; readonly seat: string; readonly by: number } | { readonly type: 'conceded'; readonly seat: string };
/** The counter's actions as its public types would publish them: what the declarer is bound to. */
type Written =
  | { readonly type: 'raise'; readonly seat: string; readonly by: number; readonly note?: string }
  | { readonly type: 'hold'; readonly seat: string }
  | { readonly type: 'concede'; readonly seat: string };

const counterAction = defineAction<CounterState, CounterRules, CounterEvent, Written>();

const raise = counterAction({
  type: 'raise',
  description: 'Raise the counter by 1 or 2; a note may say why.',
  fields: { properties: { by: { type: 'integer' }, note: { type: 'string' } }, required: ['by'] },
  enumerate: (_host, seat) => [1, 2].map((by) => ({ type: 'raise', seat, by })),
  // The rule looks at `by` only: what `note` holds is the schema's to judge.
  check: () => undefined,
  perform: (host, action) => {
    host.state.count += action.by;
    host.emit({ type: 'raised', seat: action.seat, by: action.by });
  },
});

const hold = counterAction({
  type: 'hold',
  description: 'Do nothing, loudly or softly: the statechart names which.',
  fields: { properties: {} },
  enumerate: (_host, seat) => [{ type: 'hold', seat }],
  check: () => undefined,
  perform: { holdLoudly: () => {}, holdSoftly: () => {} },
});

const concede = concessionAction<CounterState, CounterRules, CounterEvent>((host, action) => {
  host.state.conceded.push(action.seat);
  host.emit({ type: 'conceded', seat: action.seat });
});

const counterActions = { raise, hold, concede } as const;

// The union the declarations give, compared both ways with the one written by hand.
type Declared = ActionUnion<typeof counterActions>;
const inStep: SameType<Declared, Written> = true;
const notLoose: SameType<Declared, Written | { readonly type: 'other'; readonly seat: string }> = false;
// An optional field written on one side only: each side still takes the other, field by field it differs.
type WithoutNote = Exclude<Written, { readonly type: 'raise' }> | { readonly type: 'raise'; readonly seat: string; readonly by: number };
const noteUnseen: SameType<Declared, WithoutNote> = true;
const noteMissing: SameActions<Declared, WithoutNote> = false;
const inStepByField: SameActions<Declared, Written> = true;

const counter: GameModule<CounterState, CounterRules, { seed: number }> = {
  id: 'counter',
  modes: [],
  rulesSchema: { type: 'object', required: ['machine'], properties: { machine: { type: 'string' }, guards: { type: 'object' } }, additionalProperties: false },
  selectors: {},
  machineActions: performersOf(counterActions),
  actions: counterActions,
  createState: (_rules, _setup, rng) => ({ rng, count: 0, conceded: [] }),
  seats: () => ['X', 'Y'],
  stateIssues: () => [],
  view: (state) => state,
  describeEvent: (event: GameEvent) => line(event.type),
  catalog: () => ({}),
  positionSchema: {},
  publishedSchemas: () => ({}),
  positionRules: (position) => position['rules'],
  expectations: { schema: { type: 'object' }, check: () => [] },
  fromPosition: (_rules, position) => ({ state: position as CounterState, machine: 'playing' }),
};

function newCounter() {
  const dir = mkdtempSync(join(tmpdir(), 'counter-'));
  const machine = { id: 'counter', initial: 'playing', states: { playing: { on: { raise: { actions: ['raise'] }, hold: { actions: ['holdLoudly'] }, concede: { actions: ['concede'] } } } } };
  writeFileSync(join(dir, 'counter.json'), JSON.stringify(machine));
  writeFileSync(join(dir, 'rules.json'), JSON.stringify({ machine: 'counter' }));
  const definition = loadDefinition(fileSource, counter, { file: toLocation(join(dir, 'rules.json')), machinesDir: toLocation(dir) });
  return replayGame(definition, { format: 'rulegraph/record@1', start: { setup: { seed: 1 } }, actions: [] });
}

describe('actions declared once', () => {
  it('the declared union is the written one', () => {
    expect([inStep, notLoose]).toEqual([true, false]);
  });

  it('and has the same fields, an optional one missing on one side included', () => {
    expect([noteUnseen, noteMissing, inStepByField]).toEqual([true, false, true]);
  });

  it('gives the engine its action kind: the fields, and the schema of the whole action', () => {
    expect(raise.fields).toEqual(['by', 'note']);
    expect(hold.fields).toEqual([]);
    expect(raise.schema).toEqual({
      type: 'object',
      properties: { type: { const: 'raise' }, seat: { type: 'string' }, by: { type: 'integer' }, note: { type: 'string' } },
      required: ['type', 'seat', 'by'],
      additionalProperties: false,
    });
    expect(concede.unlisted).toBe(true);
    expect(actionSchemas(counterActions)).toEqual({ raise: raise.schema, hold: hold.schema, concede: concede.schema });
    expect(actionUnionSchema(counterActions, 'counter action')).toMatchObject({ oneOf: [raise.schema, hold.schema, concede.schema] });
  });

  it('gives the statechart one performer per action, or one per name the statechart gives it', () => {
    expect(Object.keys(performersOf(counterActions)).sort()).toEqual(['concede', 'holdLoudly', 'holdSoftly', 'raise']);
    const named: string[] = [];
    performersOf(counterActions, (type, act) => {
      named.push(type);
      return act;
    });
    expect(named).toEqual(['raise', 'hold', 'hold', 'concede']);
    expect(() => performersOf({ raise, again: { ...raise } })).toThrow(/two actions perform the statechart action raise/);
  });

  it('plays: the performer runs on the checked action, and an action the check accepts is held to its schema', () => {
    const game = newCounter();
    expect(game.legalActions('X')).toEqual([{ type: 'raise', seat: 'X', by: 1 }, { type: 'raise', seat: 'X', by: 2 }, { type: 'hold', seat: 'X' }]);
    expect(game.apply({ type: 'raise', seat: 'X', by: 2, note: 'why not' }).ok).toBe(true);
    expect(game.state().state.count).toBe(2);
    const wrong = game.apply({ type: 'raise', seat: 'Y', by: 1, note: 7 });
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.error).toMatchObject({ code: 'MALFORMED_ACTION', rule: 'docs/api.md#actions' });
    expect(wrong.error.message).toContain('$.note');
    expect(game.check({ type: 'raise', seat: 'Y', by: 'one' })).toMatchObject({ code: 'MALFORMED_ACTION' });
    expect(game.state().state.count).toBe(2);
    expect(game.apply({ type: 'concede', seat: 'Y' }).ok).toBe(true);
    expect(game.state().state.conceded).toEqual(['Y']);
  });
});
