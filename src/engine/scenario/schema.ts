/**
 * The JSON Schema of scenarios: a position, then steps. The step grammar is the engine's;
 * the position and the expectations a game adds come in through `$defs` (see
 * `scenarioSchemaFor`), so each game publishes one complete scenario schema.
 */
import type { FromSchema } from 'json-schema-to-ts';

const action = {
  type: 'object',
  required: ['type', 'seat'],
  properties: { type: { type: 'string' }, seat: { type: 'string' } },
  description: 'A player action, as passed to apply().',
} as const;
const pattern = {
  type: 'object',
  description: 'Matches an event or action whose fields match these: nested objects partially, lists item by item; {"$contains": [...]} a list holding a match for each, {"$exactly": value} deep equality.',
} as const;
const code = { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' } as const;

/** A scenario that starts from a new game: createGame's options. */
const game = {
  type: 'object',
  required: ['mode', 'seed'],
  properties: {
    mode: { type: 'string' },
    seed: { type: 'integer' },
    seats: { type: 'array', items: { type: 'string' }, description: 'Player names in seating order.' },
    decks: { type: 'array', description: 'One deck per seat: a ready-made deck name or a deck object.' },
    rules: { type: 'object', description: 'Overrides merged over the mode rules.' },
  },
  additionalProperties: false,
  description: 'A new game, as createGame makes it (instead of a position).',
} as const;

/** What refusing the position or new game must report. */
const refused = {
  type: 'object',
  properties: {
    code: { ...code, description: 'The fault\'s code (faults without a code of their own have INVALID).' },
    path: { type: 'string', pattern: '^\\$', description: 'The fault\'s JSON path in this scenario file, like $.position.seats.A.deck[2] or $.game.decks[1].legend.' },
    message: { type: 'string', description: 'Words the fault\'s message contains.' },
  },
  additionalProperties: false,
  description: 'The position or new game must be refused with a fault like this one; the scenario then has no steps.',
} as const;
const note = { type: 'string', description: 'What this step shows, for people reading the scenario.' } as const;

export const scenarioSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'scenario.schema.json',
  title: 'rulegraph scenario',
  type: 'object',
  required: ['name'],
  oneOf: [{ required: ['position'] }, { required: ['game'] }],
  anyOf: [
    { required: ['steps'], not: { required: ['refused'] } },
    { required: ['refused'], not: { required: ['steps'] } },
  ],
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    source: { type: 'string', description: 'Where the rule comes from, like "seed 002" or "CR 463".' },
    position: { $ref: '#/$defs/position' },
    game,
    refused,
    steps: {
      type: 'array',
      items: {
        anyOf: [
          {
            type: 'object',
            required: ['do'],
            properties: { do: { anyOf: [action, { type: 'array', items: action, minItems: 1 }] }, note },
            additionalProperties: false,
            description: 'Actions that must be accepted, in order.',
          },
          {
            type: 'object',
            required: ['reject'],
            properties: { reject: action, code, note },
            additionalProperties: false,
            description: 'An action that must be refused (with this code, when one is given); nothing changes.',
          },
          {
            type: 'object',
            required: ['advance'],
            properties: {
              advance: { type: 'string', minLength: 1 },
              passing: { const: true, description: 'When the game waits for players, they pass (each who may, in turn) instead of stopping.' },
              note,
            },
            additionalProperties: false,
            description: 'Run the steps that need no player until the statechart reaches this state (a path or a unique state name).',
          },
          {
            type: 'object',
            required: ['pass'],
            properties: { pass: { enum: ['showdown', 'all'] }, note },
            additionalProperties: false,
            description:
              'showdown: every player with focus passes until the showdown or combat in progress ends; all: every player who may pass does, in turn, until something changes (the statechart state, or an event other than a pass).',
          },
          {
            type: 'object',
            required: ['expect'],
            properties: {
              expect: {
                type: 'object',
                properties: {
                  state: { type: 'string', description: 'The statechart state is this one or inside it.' },
                  over: { type: 'boolean' },
                  events: { type: 'array', items: pattern, description: 'Events since the previous expect step, in this order (others may come between).' },
                  noEvents: { type: 'array', items: pattern, description: 'No event since the previous expect step matches any of these.' },
                  legal: { type: 'array', items: pattern, description: 'Each pattern (with its seat) matches a legal action of that seat.' },
                  notLegal: { type: 'array', items: pattern, description: "No legal action of the pattern's seat matches." },
                  legalCount: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['pattern', 'count'],
                      properties: { pattern, count: { type: 'integer', minimum: 0 } },
                      additionalProperties: false,
                    },
                    description: "Exactly `count` legal actions of the pattern's seat match it.",
                  },
                  view: {
                    type: 'object',
                    propertyNames: { pattern: '^[A-Z]$' },
                    additionalProperties: { type: 'object' },
                    description: 'What each seat sees: its view (game.view(seat)) matches this pattern (partially, as events do).',
                  },
                  seatEvents: {
                    type: 'object',
                    propertyNames: { pattern: '^[A-Z]$' },
                    additionalProperties: { type: 'array', items: pattern },
                    description: 'By seat: events since the previous expect step as that seat receives them (with the private parts it may know), in this order.',
                  },
                },
                allOf: [{ $ref: '#/$defs/expectations' }],
                unevaluatedProperties: false,
                description: 'Expectations on the game now; the game adds its own (scores, controllers...).',
              },
              note,
            },
            additionalProperties: false,
          },
        ],
      },
    },
  },
  additionalProperties: false,
  $defs: { position: {}, expectations: {} },
} as const;

export type Scenario = FromSchema<typeof scenarioSchema>;
export type ScenarioStep = NonNullable<Scenario['steps']>[number];

/** The complete scenario schema of a game: its position and expectation schemas inlined. */
export function scenarioSchemaFor(id: string, position: object, expectations: object): object {
  const { $schema: _s, $id: _i, $defs: positionDefs, ...positionBody } = position as Record<string, unknown>;
  return {
    ...scenarioSchema,
    $id: `${id}-scenario.schema.json`,
    title: `${id} scenario`,
    $defs: { ...(positionDefs as object | undefined), position: positionBody, expectations },
  };
}
