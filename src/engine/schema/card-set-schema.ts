/**
 * The frame every game's card set file shares: a set name, a description, and its cards in
 * the game's own card format (`card`, a schema or a `$ref` into the game's `$defs`).
 */
export function cardSetSchemaFrame<const Id extends string, const Title extends string, const Card extends object>(id: Id, title: Title, card: Card) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: id,
    title,
    type: 'object',
    required: ['set', 'cards'],
    properties: {
      $schema: { type: 'string' },
      set: { type: 'string' },
      description: { type: 'string' },
      cards: { type: 'array', items: card },
    },
    additionalProperties: false,
  } as const;
}
