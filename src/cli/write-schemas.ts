/** `rulegraph schemas --out DIR`: the published JSON Schemas, written where the user said. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PACKAGE_ROOT } from '../node/paths.js';
import { publishedSchemas, schemaText } from '../schemas.js';
import { UsageError } from './usage-error.js';
import { text } from './i18n/messages.js';

/** Writes every schema into `dir` and returns the files written. */
export function writeSchemas(dir: string): string[] {
  const target = resolve(dir);
  // An installed package is shared by every project that uses it: writing into it from here
  // would change the schemas under everyone's feet. The package's own checkout regenerates
  // `rules/schema/` (`npm run schemas`), which is not inside node_modules.
  if (target.startsWith(`${resolve(PACKAGE_ROOT)}/`) && PACKAGE_ROOT.split(/[/\\]/).includes('node_modules')) {
    throw new UsageError(text('usage.schemasInPackage', { dir }));
  }
  mkdirSync(target, { recursive: true });
  return Object.entries(publishedSchemas()).map(([file, schema]) => {
    const path = join(dir, file);
    writeFileSync(path, schemaText(schema));
    return path;
  });
}
