/**
 * The JSON Schema of Riftbound mode files (`rules/riftbound/*.json`), declared once: ajv
 * validates with it, the `RiftboundRules` type is derived from it, and `rulegraph schemas`
 * emits it to `rules/schema/riftbound-rules.schema.json` for editors.
 */
import { cardDefinitions, type FromCardSchema } from './card-schema.js';

const seatName = { type: 'string', pattern: '^[A-Z]$', description: 'A seat, named by its place in turn order: A plays first.' } as const;
const violationSchema = {
  type: 'object',
  required: ['code', 'message', 'rule'],
  properties: {
    code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
    message: { type: 'string' },
    rule: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const riftboundRulesSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'riftbound-rules.schema.json',
  title: 'Riftbound mode rules',
  type: 'object',
  // The variables every Mode of Play defines (CR 478): players and formation (seats), victory
  // score, battlefield count (battlefields), setup, format, first turn process (firstTurn).
  required: ['game', 'mode', 'machine', 'cards', 'seats', 'victory', 'battlefields', 'setup', 'format', 'turn', 'firstTurn', 'knobs', 'guards'],
  properties: {
    $schema: { type: 'string' },
    extends: { type: 'string', description: 'A mode file this one builds on (objects merge, the child wins).' },
    game: { const: 'riftbound' },
    mode: { type: 'string', description: 'Short name of the mode, like duel.' },
    description: { type: 'string' },
    machine: { type: 'string', description: 'The statechart, by file name in machines/.' },
    cards: { type: 'array', items: { type: 'string' }, minItems: 1, description: 'Card set files, relative to this file.' },
    decks: { type: 'array', items: { type: 'string' }, description: 'Ready-made deck files, relative to this file.' },
    extraCards: {
      type: 'array',
      items: { $ref: '#/$defs/card' },
      description: 'Cards defined inline, beside the card sets (house rules, positions and scenarios use this).',
    },
    seats: {
      type: 'object',
      required: ['names'],
      properties: {
        names: { type: 'array', items: seatName, minItems: 2, maxItems: 8, uniqueItems: true },
        teams: {
          type: 'array',
          description: 'Teams as lists of seats; omitted: every seat plays alone.',
          items: { type: 'array', items: seatName, minItems: 1 },
        },
      },
      additionalProperties: false,
    },
    victory: {
      type: 'object',
      required: ['score'],
      properties: { score: { type: 'integer', minimum: 1, description: 'Points a player (or team) needs, strictly ahead of every opponent.' } },
      additionalProperties: false,
    },
    battlefields: {
      type: 'object',
      required: ['contributors', 'choices'],
      properties: {
        contributors: { type: 'array', items: seatName, description: 'Seats that each bring one battlefield into play.' },
        choices: { type: 'integer', minimum: 1, description: 'How many battlefields each deck offers; one is picked at random.' },
      },
      additionalProperties: false,
    },
    setup: {
      type: 'object',
      required: ['openingHand', 'mulliganMax', 'turnOrder'],
      properties: {
        openingHand: { type: 'integer', minimum: 0 },
        mulliganMax: { type: 'integer', minimum: 0 },
        turnOrder: { enum: ['random', 'asSeated'], description: 'random: the seating is rotated at random to pick the first player.' },
      },
      additionalProperties: false,
    },
    format: {
      type: 'object',
      description: 'The format of the mode (CR 478.6): how many games decide the match. Every mode file states it.',
      required: ['bestOf'],
      properties: {
        bestOf: { enum: [1, 3], description: '1: one game decides (CR 480.6); 3: the first to two game wins takes the match (CR 481.6).' },
      },
      additionalProperties: false,
    },
    turn: {
      type: 'object',
      required: ['channel', 'draw'],
      properties: {
        channel: { type: 'integer', minimum: 0, description: 'Runes channeled in each Channel Phase.' },
        draw: { type: 'integer', minimum: 0, description: 'Cards drawn in each Draw Phase.' },
      },
      additionalProperties: false,
    },
    firstTurn: {
      type: 'object',
      required: ['skipDraw', 'extraChannel'],
      properties: {
        skipDraw: { type: 'array', items: seatName, description: 'Seats that skip the draw of their first Draw Phase.' },
        extraChannel: {
          type: 'object',
          description: 'Extra runes channeled in a seat\'s first Channel Phase.',
          propertyNames: { pattern: '^[A-Z]$' },
          additionalProperties: { type: 'integer', minimum: 0 },
        },
      },
      additionalProperties: false,
    },
    knobs: {
      type: 'object',
      required: ['finalPointThreshold', 'scoreLimitScope', 'finalPointList', 'invalidDestination', 'showHandToTeammate', 'deckRules', 'mainDeckSize'],
      properties: {
        deckRules: {
          enum: ['enforced', 'off'],
          description: 'Whether decks must follow the construction rules (CR 103, 825); casual tables may switch them off.',
        },
        mainDeckSize: {
          enum: ['atLeast40', 'exactly40'],
          description: 'Main deck size, the Chosen Champion included: at least 40 (CR 103.2, default) or exactly 40 (tournament rule 402.1).',
        },
        finalPointThreshold: {
          enum: ['oneShortOrMore', 'exactlyOneShort'],
          description: 'When the final-point rule applies: one point short of victory or more (default), or exactly one short (v1.2).',
        },
        scoreLimitScope: {
          enum: ['player', 'team'],
          description: 'Who the once-per-battlefield-per-turn limit counts: each player, or the team (2v2 default).',
        },
        finalPointList: {
          enum: ['own', 'team'],
          description: 'Whose scores fill the list of the final-point conquer condition.',
        },
        invalidDestination: {
          enum: ['teammateOccupied', 'teammateOccupiedOrControlled'],
          description: 'In team modes, which battlefields are invalid destinations for your units.',
        },
        showHandToTeammate: { type: 'boolean', description: 'Whether a player may show their hand to a teammate.' },
        turnLimit: {
          type: 'integer',
          minimum: 1,
          description: 'A table limit: a game still without a winner when this turn (counted over all players) ends is a draw. Absent: no limit.',
        },
      },
      additionalProperties: false,
    },
    guards: {
      type: 'object',
      description: 'The guards the statechart names, as expressions over selectors.',
      additionalProperties: {
        type: 'object',
        required: ['when'],
        properties: {
          description: { type: 'string' },
          when: { $ref: '#/$defs/expression' },
          error: violationSchema,
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
  $defs: { expression: {}, ...cardDefinitions },
} as const;

export type RiftboundRulesDocument = FromCardSchema<typeof riftboundRulesSchema>;
