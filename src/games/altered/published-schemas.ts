/** The JSON Schemas Altered publishes in rules/schema/ (the module's `publishedSchemas`; src/schemas.ts). */
import { withExpressionGrammar } from '../../engine/expr/grammar.js';
import { rulesFileSchema } from '../../engine/schema/extending-schema.js';
import { scenarioSchemaFor } from '../../engine/scenario/schema.js';
import { alteredPositionSchema } from './position.js';
import { alteredCardSetSchema, alteredDeckSchema, alteredEffectFileSchema, alteredRulesSchema } from './schema/file-schemas.js';

/** `expectations`: the schema of what Altered scenarios may expect (the module's own). The effect step first, so that the card format names it from its own file. */
export function alteredPublishedSchemas(expectations: object): Readonly<Record<string, object>> {
  return {
    'altered-effect.schema.json': alteredEffectFileSchema,
    'altered-cards.schema.json': alteredCardSetSchema,
    'altered-deck.schema.json': alteredDeckSchema,
    'altered-position.schema.json': alteredPositionSchema,
    'altered-rules.schema.json': rulesFileSchema(withExpressionGrammar(alteredRulesSchema)),
    'altered-scenario.schema.json': scenarioSchemaFor('altered', alteredPositionSchema, expectations),
  };
}
