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
const pattern = { type: 'object', description: 'Matches an event or action whose fields include these (deep equality).' } as const;
const note = { type: 'string', description: 'What this step shows, for people reading the scenario.' } as const;

export const scenarioSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'scenario.schema.json',
  title: 'rulegraph scenario',
  type: 'object',
  required: ['name', 'position', 'steps'],
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    source: { type: 'string', description: 'Where the rule comes from, like "seed 002" or "RULES.md §6".' },
    position: { $ref: '#/$defs/position' },
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
            required: ['reject', 'code'],
            properties: { reject: action, code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' }, note },
            additionalProperties: false,
            description: 'An action that must be refused with this code; nothing changes.',
          },
          {
            type: 'object',
            required: ['advance'],
            properties: { advance: { type: 'string', minLength: 1 }, note },
            additionalProperties: false,
            description: 'Run the steps that need no player until the statechart reaches this state (a path or a unique state name).',
          },
          {
            type: 'object',
            required: ['pass'],
            properties: { pass: { const: 'showdown' }, note },
            additionalProperties: false,
            description: 'Every player with focus passes until the showdown or combat in progress ends.',
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
export type ScenarioStep = Scenario['steps'][number];

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
