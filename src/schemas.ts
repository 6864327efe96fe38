/**
 * Every JSON Schema the package publishes, as emitted to `rules/schema/` for editors.
 * Schemas whose formats embed expressions get the full expression grammar in `$defs`; rules
 * schemas accept a file that `extends` another with any field left out (see extending-schema.ts).
 * The files are published in their factored form (published-form.ts): each shape stated once,
 * in the `$defs` of the first file below that uses it, and named by `$ref` from the others.
 */
import { expressionGrammar } from './engine/expr/grammar.js';
import { rulesFileSchema } from './engine/schema/extending-schema.js';
import { machineSchema } from './engine/schema/machine-schema.js';
import { cardSetSchema, deckSchema } from './games/riftbound/card-schema.js';
import { riftboundRulesSchema } from './games/riftbound/rules-schema.js';
import { positionSchema } from './games/riftbound/position-schema.js';
import { expectationSchema } from './games/riftbound/expectations.js';
import { scenarioSchemaFor } from './engine/scenario/schema.js';
import { altered } from './games/altered/index.js';
import { publishedForm } from './engine/schema/published-form.js';
import { jsonText } from './engine/schema/json-text.js';
import { alteredCardSetSchema, alteredDeckSchema, alteredRulesSchema } from './games/altered/schema.js';

function withExpressionGrammar<T extends { $defs: object }>(schema: T): T {
  return { ...schema, $defs: { ...schema.$defs, expression: expressionGrammar } };
}

/** A file whose schema is one of `schema`'s definitions: a part of a format that has a file of its own. */
function definitionFile<T extends { $schema: string; $defs: object }>(schema: T, name: keyof T['$defs'] & string, id: string, title: string): object {
  return { $schema: schema.$schema, $id: id, title, $ref: `#/$defs/${name}`, $defs: schema.$defs };
}

/**
 * File name in `rules/schema/` to schema, as the code states each (complete on its own). The
 * order decides where a shape used by several files is stated: in the first that uses it (an
 * effect step in the effect's file, the card format in the card set's, the position in the
 * position's), or in common.schema.json when both games use it.
 */
export const SCHEMA_SOURCES: Readonly<Record<string, object>> = {
  'machine.schema.json': machineSchema,
  'riftbound-effect.schema.json': definitionFile(withExpressionGrammar(cardSetSchema), 'effect', 'riftbound-effect.schema.json', 'Riftbound effect step'),
  'riftbound-cards.schema.json': withExpressionGrammar(cardSetSchema),
  'riftbound-deck.schema.json': deckSchema,
  'riftbound-position.schema.json': withExpressionGrammar(positionSchema),
  'riftbound-rules.schema.json': rulesFileSchema(withExpressionGrammar(riftboundRulesSchema)),
  'riftbound-scenario.schema.json': withExpressionGrammar(scenarioSchemaFor('riftbound', positionSchema, expectationSchema) as { $defs: object }),
  'altered-cards.schema.json': alteredCardSetSchema,
  'altered-deck.schema.json': alteredDeckSchema,
  'altered-position.schema.json': altered.positionSchema,
  'altered-rules.schema.json': rulesFileSchema(withExpressionGrammar(alteredRulesSchema)),
  'altered-scenario.schema.json': scenarioSchemaFor('altered', altered.positionSchema, altered.expectations.schema),
};

let published: Readonly<Record<string, object>> | undefined;

/**
 * File name in `rules/schema/` to the schema published there (files name each other by `$ref`).
 * Made on first use: the pass takes a moment that other commands need not pay.
 */
export function publishedSchemas(): Readonly<Record<string, object>> {
  published ??= publishedForm(Object.entries(SCHEMA_SOURCES).map(([file, schema]) => ({ file, schema })));
  return published;
}

export function schemaText(schema: object): string {
  return jsonText(schema);
}
