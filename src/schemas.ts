/**
 * Every JSON Schema the package publishes, as emitted to `rules/schema/` for editors.
 * Schemas whose formats embed expressions get the full expression grammar in `$defs`; rules
 * schemas accept a file that `extends` another with any field left out (see extending-schema.ts).
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
import { alteredCardSetSchema, alteredDeckSchema, alteredRulesSchema } from './games/altered/schema.js';

function withExpressionGrammar<T extends { $defs: object }>(schema: T): T {
  return { ...schema, $defs: { ...schema.$defs, expression: expressionGrammar } };
}

/** File name in `rules/schema/` to schema. */
export const PUBLISHED_SCHEMAS: Readonly<Record<string, object>> = {
  'machine.schema.json': machineSchema,
  'riftbound-rules.schema.json': rulesFileSchema(withExpressionGrammar(riftboundRulesSchema)),
  'riftbound-cards.schema.json': withExpressionGrammar(cardSetSchema),
  'riftbound-deck.schema.json': deckSchema,
  'riftbound-position.schema.json': withExpressionGrammar(positionSchema),
  'riftbound-scenario.schema.json': withExpressionGrammar(scenarioSchemaFor('riftbound', positionSchema, expectationSchema) as { $defs: object }),
  'altered-rules.schema.json': rulesFileSchema(withExpressionGrammar(alteredRulesSchema)),
  'altered-cards.schema.json': alteredCardSetSchema,
  'altered-deck.schema.json': alteredDeckSchema,
  'altered-position.schema.json': altered.positionSchema,
  'altered-scenario.schema.json': scenarioSchemaFor('altered', altered.positionSchema, altered.expectations.schema),
};

export function schemaText(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
