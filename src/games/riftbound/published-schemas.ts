/** The JSON Schemas Riftbound publishes in rules/schema/ (the module's `publishedSchemas`; src/schemas.ts). */
import { definitionFile, withExpressionGrammar } from '../../engine/expr/grammar.js';
import { rulesFileSchema } from '../../engine/schema/extending-schema.js';
import { scenarioSchemaFor } from '../../engine/scenario/schema.js';
import { cardSetSchema, deckSchema } from './schema/card-schema.js';
import { expectationSchema } from './expectations.js';
import { positionSchema } from './position-schema.js';
import { riftboundRulesSchema } from './schema/rules-schema.js';

/** The effect step first, so that the card format names it from its own file. */
export function riftboundPublishedSchemas(): Readonly<Record<string, object>> {
  return {
    'riftbound-effect.schema.json': definitionFile(withExpressionGrammar(cardSetSchema), 'effect', 'riftbound-effect.schema.json', 'Riftbound effect step'),
    'riftbound-cards.schema.json': withExpressionGrammar(cardSetSchema),
    'riftbound-deck.schema.json': deckSchema,
    'riftbound-position.schema.json': withExpressionGrammar(positionSchema),
    'riftbound-rules.schema.json': rulesFileSchema(withExpressionGrammar(riftboundRulesSchema)),
    'riftbound-scenario.schema.json': withExpressionGrammar(scenarioSchemaFor('riftbound', positionSchema, expectationSchema) as { $defs: object }),
  };
}
