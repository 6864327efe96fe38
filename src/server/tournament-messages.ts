/**
 * The bodies of the tournament routes (docs/server.md, "Tournaments"), as JSON Schemas built
 * from the tournament's own: the options of an event and its actions. A body is checked here
 * first; the event then checks the action itself, and refuses it with its own code and path.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { registerSchema } from '../tournament/actions.js';
import { settingsSchema } from '../tournament/state.js';

const botName = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** An event's options, and the rules every match of it is played by (overrides of the mode, as a match's `rules`). */
export const createTournamentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: { ...settingsSchema.properties, rules: { type: 'object' } },
} as const;

/** An entrant, as the `register` action takes it, and the bots that play its players' seats. */
export const registerEntrantSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'decks'],
  properties: {
    name: registerSchema.properties.name,
    players: registerSchema.properties.players,
    decks: registerSchema.properties.decks,
    /** Bot name by player: a bot plays that player's seat in every match (docs/bots.md). */
    bots: { type: 'object', maxProperties: 8, additionalProperties: botName },
  },
} as const;

/** The actions an organiser reports: results, time, concessions, draws, drops and re-entry. */
export const REPORTED_ACTIONS = ['reportGame', 'endMatch', 'concede', 'drawMatch', 'drop', 'reenter'] as const;

/** Only the type is checked here: the event checks the rest against the action's schema (`MALFORMED_ACTION`). */
export const reportSchema = {
  type: 'object',
  required: ['type'],
  maxProperties: 4,
  properties: { type: { enum: REPORTED_ACTIONS } },
} as const;

export const tournamentIdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } } } as const;
export const playerParams = {
  type: 'object',
  required: ['id', 'player'],
  properties: { id: tournamentIdParams.properties.id, player: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export type CreateTournamentBody = FromSchema<typeof createTournamentSchema>;
export type RegisterEntrantBody = FromSchema<typeof registerEntrantSchema>;
