/**
 * Every JSON Schema the package publishes, as emitted to `rules/schema/` for editors.
 * Schemas whose formats embed expressions get the full expression grammar in `$defs`; rules
 * schemas accept a file that `extends` another with any field left out (see extending-schema.ts).
 * The files are published in their factored form (published-form.ts): each shape stated once,
 * in the `$defs` of the first file below that uses it, and named by `$ref` from the others.
 */
import { machineSchema } from './engine/schema/machine-schema.js';
import { publishedForm } from './engine/schema/published-form.js';
import { jsonText } from './engine/schema/json-text.js';
import { GAMES } from './games/index.js';

/**
 * File name in `rules/schema/` to schema, as the code states each (complete on its own): the
 * statechart's, then each game's (its module's `publishedSchemas`), in the games' order. The
 * order decides where a shape used by several files is stated: in the first that uses it (an
 * effect step in the effect's file, the card format in the card set's, the position in the
 * position's), or in common.schema.json when both games use it.
 */
export const SCHEMA_SOURCES: Readonly<Record<string, object>> = {
  'machine.schema.json': machineSchema,
  ...Object.assign({}, ...Object.values(GAMES).map((game) => game.publishedSchemas())),
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
