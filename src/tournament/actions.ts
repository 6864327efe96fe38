/**
 * What an organiser (or a scorekeeper, or a program) may ask of a tournament, as JSON Schemas:
 * an action from outside is checked against them before anything else, so a malformed one is
 * refused with the JSON path of its fault, and the TypeScript types come from the same schemas.
 */
import type { FromSchema } from 'json-schema-to-ts';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const table = { type: 'integer', minimum: 1, maximum: 10_000 } as const;
/** A ready-made deck name or a deck object, as a game's `decks` option takes it. */
const deck = { anyOf: [{ type: 'string', minLength: 1, maxLength: 100 }, { type: 'object' }] } as const;

export const registerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'name', 'decks'],
  properties: {
    type: { const: 'register' },
    /** The entrant's name: a player's, or a team's (TR 603.5). */
    name: id,
    /** The players of a team in their seating order, A then B (TR 603.2.a); a single player's name by default. */
    players: { type: 'array', minItems: 1, maxItems: 8, items: id },
    /** One deck per player, in the order of `players` (TR 401). */
    decks: { type: 'array', minItems: 1, maxItems: 8, items: deck },
  },
} as const;

export const pairSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: { type: { const: 'pair' } },
} as const;

export const reportGameSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'table', 'winner'],
  properties: {
    type: { const: 'reportGame' },
    table,
    /** The entrant who won the game (conceding a game is its opponent's win, TR 410.1), or null for a drawn game. */
    winner: { anyOf: [id, { type: 'null' }] },
  },
} as const;

export const endMatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'table'],
  properties: { type: { const: 'endMatch' }, table },
} as const;

export const concedeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'table', 'entrant'],
  properties: { type: { const: 'concede' }, table, entrant: id },
} as const;

export const drawMatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'table'],
  properties: { type: { const: 'drawMatch' }, table },
} as const;

export const clockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'at'],
  properties: { type: { const: 'clock' }, at: { type: 'number', minimum: 0, maximum: 1e15 } },
} as const;

export const dropSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'entrant'],
  properties: { type: { const: 'drop' }, entrant: id },
} as const;

export const reenterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'entrant'],
  properties: { type: { const: 'reenter' }, entrant: id },
} as const;

/** Every action, told apart by `type`. */
export const tournamentActionSchema = {
  anyOf: [registerSchema, pairSchema, reportGameSchema, endMatchSchema, concedeSchema, drawMatchSchema, clockSchema, dropSchema, reenterSchema],
} as const;

export type RegisterAction = FromSchema<typeof registerSchema>;
export type PairAction = FromSchema<typeof pairSchema>;
export type ReportGameAction = FromSchema<typeof reportGameSchema>;
export type EndMatchAction = FromSchema<typeof endMatchSchema>;
export type ConcedeAction = FromSchema<typeof concedeSchema>;
export type DrawMatchAction = FromSchema<typeof drawMatchSchema>;
export type ClockAction = FromSchema<typeof clockSchema>;
export type DropAction = FromSchema<typeof dropSchema>;
export type ReenterAction = FromSchema<typeof reenterSchema>;
export type TournamentAction = RegisterAction | PairAction | ReportGameAction | EndMatchAction | ConcedeAction | DrawMatchAction | ClockAction | DropAction | ReenterAction;
