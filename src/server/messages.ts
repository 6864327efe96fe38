/**
 * The messages a client sends (docs/server.md), as JSON Schemas: ajv checks every message
 * against them before the server looks at it, and the TypeScript types come from the same
 * schemas. HTTP bodies are checked the same way by the routes (app.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv';
import type { Text } from '../engine/i18n/catalogue.js';
import { LANGUAGES } from '../engine/i18n/language.js';
import { text } from './i18n/messages.js';

/** A language of the messages a person reads (docs/i18n.md): a field of a join, a hello and a `lang` message. */
const langSchema = { enum: LANGUAGES } as const;

export const helloSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { const: 'hello' },
    credential: { type: 'string', minLength: 1, maxLength: 128 },
    since: { type: 'integer', minimum: 0 },
    lang: langSchema,
  },
} as const;

/** Words the connection's messages in another language from now on (the seat's, for a seat). */
export const languageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'lang'],
  properties: { type: { const: 'lang' }, lang: langSchema },
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
  properties: { seat: { type: 'string', minLength: 1, maxLength: 64 }, lang: langSchema },
} as const;

export type HelloMessage = FromSchema<typeof helloSchema>;
export type ActMessage = FromSchema<typeof actSchema>;
export type CreateMatchBody = FromSchema<typeof createMatchSchema>;
export type JoinBody = FromSchema<typeof joinSchema>;
export type LanguageMessage = FromSchema<typeof languageSchema>;

const ajv = new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
const checkHello = ajv.compile<HelloMessage>(helloSchema);
const checkAct = ajv.compile<ActMessage>(actSchema);
const checkLanguage = ajv.compile<LanguageMessage>(languageSchema);

export type ClientMessage = HelloMessage | ActMessage | LanguageMessage;

/** The values of ajv's fault, by the names its `params` give them. */
type Params = Readonly<Record<string, unknown>>;
const listed = (value: unknown) => (Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join(', ') : JSON.stringify(value));

/** A schema fault in the server's words, by its keyword; a keyword the catalogue lacks is said to be malformed. */
const SCHEMA_WORDS: Readonly<Record<string, (path: string, params: Params) => Text>> = {
  required: (path, p) => text('schema.required', { path, field: String(p['missingProperty']) }),
  additionalProperties: (path, p) => text('schema.additionalProperties', { path, field: String(p['additionalProperty']) }),
  type: (path, p) => text('schema.type', { path, type: String(p['type']) }),
  const: (path, p) => text('schema.const', { path, value: listed(p['allowedValue']) }),
  enum: (path, p) => text('schema.enum', { path, values: listed(p['allowedValues']) }),
  minLength: (path, p) => text('schema.minLength', { path, limit: Number(p['limit']) }),
  maxLength: (path, p) => text('schema.maxLength', { path, limit: Number(p['limit']) }),
  minimum: (path, p) => text('schema.minimum', { path, limit: Number(p['limit']) }),
  maximum: (path, p) => text('schema.maximum', { path, limit: Number(p['limit']) }),
  minItems: (path, p) => text('schema.minItems', { path, limit: Number(p['limit']) }),
  maxItems: (path, p) => text('schema.maxItems', { path, limit: Number(p['limit']) }),
  pattern: (path) => text('schema.pattern', { path }),
};

/** Where and why a value does not fit its schema, as a JSON path and a sentence of the catalogue. */
export function describeSchemaError(error: ErrorObject | undefined): { path: string; message: Text } {
  if (!error) return { path: '$', message: text('schema.other', { path: '$' }) };
  const path = `$${error.instancePath.split('/').slice(1).map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join('')}`;
  const words = SCHEMA_WORDS[error.keyword];
  return { path, message: words ? words(path, error.params as Params) : text('schema.other', { path }) };
}

/** A parsed client message, or the reason it is refused. */
export function parseClientMessage(source: string): { message: ClientMessage } | { error: { code: string; message: Text; path: string } } {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return { error: { code: 'MALFORMED_MESSAGE', message: text('MALFORMED_MESSAGE.json'), path: '$' } };
  }
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  const check = type === 'hello' ? checkHello : type === 'act' ? checkAct : type === 'lang' ? checkLanguage : undefined;
  if (!check) return { error: { code: 'MALFORMED_MESSAGE', message: text('MALFORMED_MESSAGE.type'), path: '$.type' } };
  if (!check(value)) return { error: { code: 'MALFORMED_MESSAGE', ...describeSchemaError(check.errors?.[0]) } };
  return { message: value };
}
