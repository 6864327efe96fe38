/**
 * JSON Schemas of Riftbound card sets and decks, declared once (ajv, types, emitted files).
 */
import type { FromSchema } from 'json-schema-to-ts';

export const DOMAINS = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'] as const;
export const KEYWORDS = ['tank'] as const;

const id = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const domain = { enum: DOMAINS } as const;

export const cardSetSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'riftbound-cards.schema.json',
  title: 'Riftbound card set',
  type: 'object',
  required: ['set', 'cards'],
  properties: {
    $schema: { type: 'string' },
    set: { type: 'string' },
    description: { type: 'string' },
    cards: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'type'],
        properties: {
          id,
          name: { type: 'string', minLength: 1 },
          type: { enum: ['unit', 'battlefield', 'rune', 'legend'] },
          domain: { ...domain, description: 'Domain of a unit or rune.' },
          domains: { type: 'array', items: domain, minItems: 1, maxItems: 2, description: 'Domain identity of a legend.' },
          cost: {
            type: 'object',
            required: ['energy', 'power'],
            properties: {
              energy: { type: 'integer', minimum: 0 },
              power: { type: 'array', items: domain, description: 'One entry per power symbol.' },
            },
            additionalProperties: false,
          },
          might: { type: 'integer', minimum: 0 },
          keywords: { type: 'array', items: { enum: KEYWORDS }, uniqueItems: true },
          text: { type: 'string' },
        },
        additionalProperties: false,
        allOf: [
          { if: { properties: { type: { const: 'unit' } } }, then: { required: ['domain', 'cost', 'might'] } },
          { if: { properties: { type: { const: 'rune' } } }, then: { required: ['domain'] } },
          { if: { properties: { type: { const: 'legend' } } }, then: { required: ['domains'] } },
        ],
      },
    },
  },
  additionalProperties: false,
} as const;

export const deckSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'riftbound-deck.schema.json',
  title: 'Riftbound deck',
  type: 'object',
  required: ['name', 'legend', 'battlefields', 'main', 'runes'],
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string' },
    legend: id,
    battlefields: { type: 'array', items: id, minItems: 1, uniqueItems: true },
    main: { type: 'array', items: { $ref: '#/$defs/entry' }, minItems: 1 },
    runes: { type: 'array', items: { $ref: '#/$defs/entry' }, minItems: 1 },
  },
  additionalProperties: false,
  $defs: {
    entry: {
      type: 'object',
      required: ['card', 'count'],
      properties: { card: id, count: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
  },
} as const;

export type CardSet = FromSchema<typeof cardSetSchema>;
export type CardDefinition = CardSet['cards'][number];
export type Deck = FromSchema<typeof deckSchema>;
export type Domain = (typeof DOMAINS)[number];
export type Keyword = (typeof KEYWORDS)[number];
