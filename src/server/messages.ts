/**
 * The messages a client sends (docs/server.md), as JSON Schemas: ajv checks every message
 * against them before the server looks at it, and the TypeScript types come from the same
 * schemas. HTTP bodies are checked the same way by the routes (app.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';

export const helloSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'hello' },
    credential: { type: 'string', minLength: 1, maxLength: 128 },
    since: { type: 'integer', minimum: 0 },
  },
} as const;

export const actSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'id', 'version', 'action'],
  properties: {
    type: { const: 'act' },
    id: { type: 'string', minLength: 1, maxLength: 64 },
    version: { type: 'integer', minimum: 0 },
    action: { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 64 }, seat: { type: 'string', maxLength: 64 } } },
  },
} as const;

export const createMatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    mode: { type: 'string', minLength: 1, maxLength: 100 },
    rules: { type: 'object' },
    // By seat, or in seating order: a ready-made deck name or a deck object (docs/cards.md).
    decks: {
      anyOf: [
        { type: 'object', additionalProperties: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'object' }] } },
        { type: 'array', maxItems: 8, items: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'object' }] } },
      ],
    },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    bots: { type: 'object', additionalProperties: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

export const joinSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['seat'],
  properties: { seat: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export type HelloMessage = FromSchema<typeof helloSchema>;
export type ActMessage = FromSchema<typeof actSchema>;
export type CreateMatchBody = FromSchema<typeof createMatchSchema>;
export type JoinBody = FromSchema<typeof joinSchema>;

const ajv = new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
const checkHello = ajv.compile<HelloMessage>(helloSchema);
const checkAct = ajv.compile<ActMessage>(actSchema);

export type ClientMessage = HelloMessage | ActMessage;

/** Where and why a value does not fit its schema, as a JSON path and a sentence. */
export function describeSchemaError(error: ErrorObject | undefined): { path: string; message: string } {
  if (!error) return { path: '$', message: 'malformed' };
  const path = `$${error.instancePath.split('/').slice(1).map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join('')}`;
  return { path, message: `${path} ${error.message ?? 'is malformed'}` };
}

/** A parsed client message, or the reason it is refused. */
export function parseClientMessage(text: string): { message: ClientMessage } | { error: { code: string; message: string; path: string } } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: { code: 'MALFORMED_MESSAGE', message: 'a message is one JSON object', path: '$' } };
  }
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  const check = type === 'hello' ? checkHello : type === 'act' ? checkAct : undefined;
  if (!check) return { error: { code: 'MALFORMED_MESSAGE', message: 'a message has type "hello" or "act"', path: '$.type' } };
  if (!check(value)) return { error: { code: 'MALFORMED_MESSAGE', ...describeSchemaError(check.errors?.[0]) } };
  return { message: value };
}
