/**
 * The JSON Schema of statechart files in `machines/`: the subset of XState v5 machine config
 * that rulegraph interprets. Guards and actions are referenced by name only; their
 * definitions come from the mode rules (guards) and the game module (actions).
 */
const name = { type: 'string', minLength: 1 } as const;
const actionList = {
  anyOf: [name, { type: 'array', items: name }],
  description: 'Names of actions, run in order.',
} as const;
const transitionObject = {
  type: 'object',
  properties: {
    target: { anyOf: [name, { type: 'array', items: name }] },
    guard: { ...name, description: 'Name of a guard defined in the mode rules.' },
    actions: actionList,
    reenter: { type: 'boolean' },
    description: { type: 'string' },
  },
  additionalProperties: false,
} as const;
const transition = {
  anyOf: [name, transitionObject, { type: 'array', items: { anyOf: [name, transitionObject] } }],
} as const;

export const machineSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'machine.schema.json',
  title: 'rulegraph statechart',
  description: 'An XState v5 machine config whose guards and actions are referenced by name.',
  $ref: '#/$defs/stateNode',
  $defs: {
    stateNode: {
      type: 'object',
      properties: {
        $schema: { type: 'string' },
        id: name,
        type: { enum: ['atomic', 'compound', 'parallel', 'final', 'history'] },
        initial: name,
        description: { type: 'string' },
        tags: { type: 'array', items: name },
        entry: actionList,
        exit: actionList,
        on: { type: 'object', additionalProperties: transition },
        always: transition,
        states: { type: 'object', additionalProperties: { $ref: '#/$defs/stateNode' } },
        meta: { type: 'object' },
      },
      additionalProperties: false,
    },
  },
} as const;
